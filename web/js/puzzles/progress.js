// The player's puzzle record as each try changes it (records/puzzle-record.js describes it
// as stored, and repairs it): the Glicko-2 rating, its history, the streak of clean
// solves, and what became of each puzzle and study tried. A puzzle counts once, the first
// time it is tried: solved cleanly (no miss, no hint) is a win against its rating,
// anything else a loss.

import { afterPuzzle } from './glicko.js';
import { NEW_PLAYER } from '../records/puzzle-record.js';

/** The most results the history keeps. */
export const HISTORY_KEPT = 300;

export function freshProgress() {
  return { player: { ...NEW_PLAYER }, history: [], streak: 0, best: 0, done: {} };
}

/** Whether `id` has been tried before: a replay counts for nothing. */
export const tried = (progress, id) => Object.hasOwn(progress.done, id);

/**
 * The record after the first try of mate puzzle `puzzle` ({id, rating}) on `day`:
 * `clean` when it was solved without a miss or a hint.
 */
export function afterTry(progress, puzzle, clean, day) {
  if (tried(progress, puzzle.id)) return progress;
  const player = afterPuzzle(progress.player, puzzle.rating, clean);
  const streak = clean ? progress.streak + 1 : 0;
  const history = [...progress.history, { day, id: puzzle.id, rating: Math.round(player.rating) }].slice(-HISTORY_KEPT);
  return {
    player,
    history,
    streak,
    best: Math.max(progress.best, streak),
    done: { ...progress.done, [puzzle.id]: clean ? 'solved' : 'missed' },
  };
}

/** The record after a study (or a puzzle tried before) is finished: kept as solved, no
 *  rating moved. */
export function afterStudy(progress, id) {
  return { ...progress, done: { ...progress.done, [id]: 'solved' } };
}

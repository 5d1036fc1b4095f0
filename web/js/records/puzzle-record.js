// The puzzle page's record as stored in localStorage (records/storage.js reads it through
// here, on every page, so it lives with the records and not with the puzzle page): the
// player's Glicko-2 rating, its history of rated tries, the streak of clean solves, and
// what became of each puzzle and study tried. puzzles/progress.js keeps it up to date.

import { isDay } from './day.js';
import { isObject, oneOf } from '../game/game-record.js';

/** A new player: 1500, unsure (RD 350), of the usual volatility (Glicko-2's defaults). */
export const NEW_PLAYER = Object.freeze({ rating: 1500, rd: 350, volatility: 0.06 });

const isCount = (v) => Number.isInteger(v) && v >= 0;
const isFiniteIn = (v, lo, hi) => typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi;
const isPuzzleId = (id) => /^[ms][0-9]{3,4}$/.test(id);
/** The Glicko-2 figures a stored player may have, each with its bounds. */
const PLAYER_BOUNDS = { rating: [0, 4000], rd: [0, 500], volatility: [0, 1] };
const isHistoryEntry = (h) => isObject(h) && isDay(h.day) && isPuzzleId(h.id) && isFiniteIn(h.rating, ...PLAYER_BOUNDS.rating);
const isResult = ([id, result]) => isPuzzleId(id) && oneOf(result, ['solved', 'missed']);
const isPlayer = (p) => isObject(p) && Object.entries(PLAYER_BOUNDS).every(([field, bounds]) => isFiniteIn(p[field], ...bounds));

/** Whether `v` is a puzzle record as this page writes it. */
export const isProgress = (v) =>
  isObject(v) &&
  isPlayer(v.player) &&
  Array.isArray(v.history) &&
  v.history.every(isHistoryEntry) &&
  isCount(v.streak) &&
  isCount(v.best) &&
  isObject(v.done) &&
  Object.entries(v.done).every(isResult);

/**
 * A stored record with what is sound in it kept, field by field: a bad history entry or
 * result is dropped, a bad streak counts from 0, and a player figure out of bounds is a
 * new player's (the rating the last sound history entry's). `v` itself when it is sound;
 * something that is no record at all is left for the caller to refuse.
 */
export function repairProgress(v) {
  if (!isObject(v) || isProgress(v)) return v;
  const history = Array.isArray(v.history) ? v.history.filter(isHistoryEntry) : [];
  const done = isObject(v.done) ? Object.fromEntries(Object.entries(v.done).filter(isResult)) : {};
  const known = isObject(v.player) ? v.player : {};
  const fallback = { ...NEW_PLAYER, rating: history.at(-1)?.rating ?? NEW_PLAYER.rating };
  const player = Object.fromEntries(
    Object.entries(PLAYER_BOUNDS).map(([field, bounds]) => [field, isFiniteIn(known[field], ...bounds) ? known[field] : fallback[field]]),
  );
  const streak = isCount(v.streak) ? v.streak : 0;
  const best = Math.max(isCount(v.best) ? v.best : 0, streak);
  return { player, history, streak, best, done };
}

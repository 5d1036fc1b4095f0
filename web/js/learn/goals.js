// What each kind of lesson exercise asks, judged by the rules crate. An exercise is
// {id, chapter, goal, fen, par, solution, …}:
//   reach    move the one piece named to every marked point (`marks`); the other side
//            stands still, so the player moves again after each move;
//   capture  the same, the marks being enemy pieces to take;
//   check    give check in one move;
//   mate     checkmate in one move;
//   stalemate leave the other side without a move, in one;
//   answer   answer the check in the way the exercise names (`answer`): move the general
//            away, capture the checking piece, block the line, or take away the cannon's
//            screen or block the horse's leg;
//   win      win against the engine's defence (checkmate, or leave it no move), in `par`
//            moves of the player's.
// `solution` is a line of ICCS moves that meets the goal in `par` moves of the player's,
// the fewest (for `win`, the engine's replies between them).

import { Game } from '../game/wasm.js';
import { GAME_DEFAULTS } from '../game/game-record.js';
import { colorOf, turnOf } from '../game/squares.js';

export const GOALS = ['reach', 'capture', 'check', 'mate', 'stalemate', 'answer', 'win'];

/** Goals in which the other side stands still and the player moves again. */
export const stillGoal = (goal) => goal === 'reach' || goal === 'capture';

/** Goals the player meets over several moves, starred by how many they took. */
const countsMoves = (goal) => stillGoal(goal) || goal === 'win';

/** `fen` with `turn` ('w' | 'b') to move: a still side's turn passes back. */
export function withTurn(fen, turn) {
  const fields = fen.split(' ');
  fields[1] = turn;
  return fields.join(' ');
}

/**
 * The position after the player's `move` from `fen` in an exercise whose other side
 * stands still: the player to move again. Null when the move leaves the still side in
 * check (it would have to answer), which such an exercise does not allow.
 */
export function afterStillMove(fen, move) {
  const game = new Game(fen, [move], GAME_DEFAULTS.rules);
  const next = withTurn(game.fen(), fen.split(' ')[1]);
  game.free();
  try {
    new Game(next, [], GAME_DEFAULTS.rules).free();
    return next;
  } catch {
    return null;
  }
}

/** How `move` answers the check in `fen`, as the rules crate names it: 'away' (the
 *  general moves), 'capture' (the checker is taken), 'block' (a piece steps onto the line
 *  between), or 'unscreen' (a cannon's screen leaves, or a piece stands on a checking
 *  horse's leg); null when it is not an answer to a check. */
export function answerKind(fen, move) {
  const game = new Game(fen, [], GAME_DEFAULTS.rules);
  const kind = game.checkAnswer(move) ?? null;
  game.free();
  return kind;
}

/**
 * Whether the player's move just made in `game` (played from `before`) meets a one-move
 * goal of `exercise`; the still goals are judged by their marks instead.
 */
export function meetsGoal(exercise, before, game) {
  const outcome = game.outcome();
  switch (exercise.goal) {
    case 'check':
      return Boolean(game.checkedGeneral());
    case 'mate':
      return outcome?.reason === 'checkmate';
    case 'stalemate':
      return outcome?.reason === 'stalemate';
    case 'answer':
      return answerKind(before, game.moves().at(-1)) === exercise.answer;
    default:
      return false;
  }
}

/** The marks left after the player's piece lands on `to`. */
export const marksLeft = (marks, to) => marks.filter((mark) => mark !== to);

/** The player's side in `exercise`: the side to move in its position. */
export const playerOf = (exercise) => turnOf(exercise.fen);

/** Is `letter` a piece of the player's? */
export const playersPiece = (exercise, letter) => colorOf(letter) === playerOf(exercise);

/** Stars for a solved exercise: three for the fewest moves (or no wrong try), two for
 *  close to it, one for solving at all. A hint taken leaves the third star for solving it
 *  alone; after the solution was shown, playing it earns one. */
export function starsFor(exercise, { moves, misses, hinted = false, shown = false }) {
  if (shown) return 1;
  const counted = countsMoves(exercise.goal);
  const over = counted ? moves - exercise.par : misses;
  const stars = over <= 0 ? 3 : over <= (counted ? 2 : 1) ? 2 : 1;
  return hinted ? Math.min(stars, 2) : stars;
}

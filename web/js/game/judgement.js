// Judging the moves of a game from the engine's view of each position: how much of its
// winning chance a move gave away, and what players call that. The chance is the
// expected result on the curve of winning.js, so a pawn lost in a won position costs
// little and the same pawn in a level one costs much, as lichess judges chess moves.
//
// A position's view is {score: {kind: 'cp' | 'mate', value} from the side to move (a
// mate's value in plies, 0 when the side to move is mated), best: ICCS | null}.

import { SCORE_SCALE } from './winning.js';

/**
 * The least loss of expected result (0 to 1) for each judgement, worst first. lichess
 * marks a drop of 0.1, 0.2 and 0.3 in winning chances on its scale of −1 to 1: the same
 * steps are 0.05, 0.10 and 0.15 of an expected result.
 */
export const THRESHOLDS = [
  ['blunder', 0.15],
  ['mistake', 0.1],
  ['inaccuracy', 0.05],
];

/** The signs players annotate judged moves with. */
export const SIGNS = { blunder: '??', mistake: '?', inaccuracy: '?!' };

/** A loss this small is within the engine's own noise: the move was as good as the best. */
const NO_LOSS = 0.005;

/** The expected result (0 to 1) of the side to move, from a score from its side. */
export function expectation(score) {
  if (score.kind === 'mate') return score.value > 0 ? 1 : 0;
  return 1 / (1 + Math.exp(-SCORE_SCALE * score.value));
}

/**
 * The judgement of the move `played` (ICCS) made in the position viewed as `before`,
 * leading to the one viewed as `after`: {loss, judgement}, the judgement one of best,
 * good, inaccuracy, mistake, blunder.
 */
export function judge(before, after, played) {
  const mover = expectation(before.score);
  const left = 1 - expectation(after.score);
  const loss = Math.max(0, mover - left);
  const judgement =
    THRESHOLDS.find(([, least]) => loss >= least)?.[0] ?? (played === before.best || loss <= NO_LOSS ? 'best' : 'good');
  return { loss, judgement };
}

/**
 * How accurate a move was, 0 to 100, from the winning percentage it gave away (lichess's
 * published curve, lichess.org/page/accuracy: 103.1668·e^(−0.04354·drop) − 3.1669).
 */
export function moveAccuracy(loss) {
  const drop = loss * 100;
  return Math.min(100, Math.max(0, 103.1668 * Math.exp(-0.04354 * drop) - 3.1669));
}

/**
 * The judgements of a game's `moves` from the views of its positions (`views[i]` before
 * move i; the last after the last move), as far as the views go, and each side's
 * summary: {moves: [{loss, judgement}], sides: {red, black: {accuracy, inaccuracy,
 * mistake, blunder}}}. `firstMover` is the side that makes moves[0].
 */
export function judgeGame(moves, views, firstMover) {
  const judged = [];
  for (let i = 0; i < moves.length && views[i] && views[i + 1]; i++) judged.push(judge(views[i], views[i + 1], moves[i]));
  const sides = {};
  for (const side of ['red', 'black']) {
    const own = judged.filter((_, i) => (i % 2 === 0) === (side === firstMover));
    sides[side] = {
      accuracy: own.length ? own.reduce((sum, move) => sum + moveAccuracy(move.loss), 0) / own.length : null,
      inaccuracy: own.filter((move) => move.judgement === 'inaccuracy').length,
      mistake: own.filter((move) => move.judgement === 'mistake').length,
      blunder: own.filter((move) => move.judgement === 'blunder').length,
    };
  }
  return { moves: judged, sides };
}

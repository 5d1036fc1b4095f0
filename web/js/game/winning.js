// What an engine score means for the result: the expected score (a win 1, a draw ½) of the
// side it favours, on a logistic curve 1 / (1 + e^(−K·cp)). K is fitted on the project's
// own self-play games (docs/strength.md, "From score to winning chance"): Xiangqi scores
// are not chess scores, so chess's curve would misjudge them.

/** The largest evaluation a record carries, in centipawns (a thousand pawns), and the
 *  longest mate, in moves: the rules crate refuses a record beyond them at import
 *  (MAX_EVAL_CP and MAX_MATE_MOVES in its pgn module), and storage keeps no more. */
export const MAX_EVAL_CP = 100_000;
export const MAX_MATE_MOVES = 1000;

/** The curve's scale, per centipawn of search score: fitted on 5,613 self-play positions
 *  scored at the review's budget (`xiangqi tune --curve`; +100 is about 57%). */
export const SCORE_SCALE = 0.00264;

/**
 * The expected result for Red of a score `{kind: 'cp' | 'mate', value}` given from Red's
 * side (a mate's value is in plies, positive when Red mates): 0 to 1.
 */
export function redExpectation(score) {
  if (score.kind === 'mate') return score.value > 0 ? 1 : 0;
  return 1 / (1 + Math.exp(-SCORE_SCALE * score.value));
}

/**
 * The expected result for Red of a position whose side to move `turn` sees it as `score`
 * (see judgement.js: a mate's value 0 when the side to move is mated). That mate has no
 * sign to carry through `fromRed`; the side to move is the one that lost.
 */
export function redExpectationAt(score, turn) {
  if (score.kind === 'mate' && score.value === 0) return turn === 'red' ? 0 : 1;
  return redExpectation(fromRed(score, turn));
}

/** A score from the side to move `turn`, seen from Red's side (and, the same sum, a score
 *  from Red's side seen from `turn`'s). */
export function fromRed(score, turn) {
  return { kind: score.kind, value: turn === 'red' ? score.value : -score.value };
}

/** A score from Red's side with a mate counted in moves, not plies, as players (and PGN's
 *  `[%eval #3]`) count it; negative when Black mates. */
export function inMoves(score) {
  if (score.kind !== 'mate') return score;
  return { kind: 'mate', value: Math.sign(score.value) * Math.ceil(Math.abs(score.value) / 2) };
}

/** Back from `inMoves`: the score from the side to move `turn`, a mate in plies. */
export function fromMoves(score, turn) {
  if (score.kind !== 'mate') return fromRed(score, turn);
  const mover = score.value > 0 ? 'red' : 'black';
  const moves = Math.abs(score.value);
  return { kind: 'mate', value: mover === turn ? 2 * moves - 1 : -2 * moves };
}

/** A score from Red's side as players read it: `+0.35` (pawns), `#3` (Red mates in 3), `#-2`. */
export function scoreText(score) {
  if (score.kind === 'mate') return `#${inMoves(score).value}`;
  const pawns = score.value / 100;
  return `${pawns > 0 ? '+' : ''}${pawns.toFixed(2)}`;
}

/** A score from Red's side as `data-score` holds it: centipawns, or `mate N` (moves, negative when Black mates). */
export function scoreData(score) {
  return score.kind === 'mate' ? `mate ${inMoves(score).value}` : String(score.value);
}

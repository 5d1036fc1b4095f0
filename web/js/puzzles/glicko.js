// The player's puzzle rating, by Glicko-2 (Mark Glickman, "Example of the Glicko-2
// system", 2012): a rating, how sure it is (the rating deviation, RD) and how erratic the
// player is (the volatility). Each puzzle tried is one rating period against the puzzle,
// whose own rating is fixed (xiangqi::puzzle::rating) and counted as well known.

/** Glicko-2's scale factor between the familiar ratings and its own. */
const SCALE = 173.7178;
/** The system constant: how fast the volatility may change (Glickman suggests 0.3-1.2). */
const TAU = 0.5;
const EPSILON = 1e-6;

/** The deviation a puzzle's rating is taken to have. */
export const PUZZLE_RD = 80;

const g = (phi) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/**
 * The player after one rating period: `results` are [{rating, rd, score}] of the
 * opponents met (score 1 won, 0 lost, 0.5 drawn). With none, only the deviation grows.
 */
export function update(player, results) {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.volatility;
  if (results.length === 0) {
    return { ...player, rd: Math.sqrt(phi * phi + sigma * sigma) * SCALE };
  }
  const games = results.map(({ rating, rd, score }) => {
    const muJ = (rating - 1500) / SCALE;
    const gJ = g(rd / SCALE);
    const expected = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    return { gJ, expected, score };
  });
  const v = 1 / games.reduce((sum, { gJ, expected }) => sum + gJ * gJ * expected * (1 - expected), 0);
  const sum = games.reduce((acc, { gJ, expected, score }) => acc + gJ * (score - expected), 0);
  const delta = v * sum;
  const newSigma = volatility(delta, phi, v, sigma);
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * sum;
  return { rating: newMu * SCALE + 1500, rd: newPhi * SCALE, volatility: newSigma };
}

/** The new volatility: the root of Glickman's f by the Illinois method (his step 5). */
function volatility(delta, phi, v, sigma) {
  const a = Math.log(sigma * sigma);
  const f = (x) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (TAU * TAU);
  };
  let A = a;
  let B;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * TAU) < 0) k += 1;
    B = a - k * TAU;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** The player after trying a puzzle of `puzzleRating`: solved or not. */
export function afterPuzzle(player, puzzleRating, solved) {
  return update(player, [{ rating: puzzleRating, rd: PUZZLE_RD, score: solved ? 1 : 0 }]);
}

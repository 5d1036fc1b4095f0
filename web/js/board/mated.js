// Why a side with no move has lost, in words: the pieces giving check, and for each point
// the general could step to, what holds it. The facts are the rules crate's
// (Game.whyMated); this module only names them, from the general's own side: a point
// ahead is toward the enemy, and left and right are the general's own.

import { colorOf } from '../game/squares.js';
import { listIn, pieceCalled } from './names.js';

/** Where `to` lies from a general of `side` on `from`, as the key of its words. */
function direction(side, from, to) {
  const files = to.charCodeAt(0) - from.charCodeAt(0);
  const ranks = Number(to[1]) - Number(from[1]);
  const sign = side === 'red' ? 1 : -1;
  if (ranks) return ranks * sign > 0 ? 'mated.ahead' : 'mated.behind';
  return files * sign > 0 ? 'mated.right' : 'mated.left';
}

/** The checkmate or stalemate of `game`'s side to move in words, in the language `tr`
 *  translates to, or null when it has a move. */
export function matedWords(game, tr) {
  const mated = game.whyMated();
  if (!mated) return null;
  const letters = Object.fromEntries(game.pieces().map(({ square, piece }) => [square, piece]));
  const side = game.turn();
  const generalAt = Object.keys(letters).find((square) => letters[square] === (side === 'red' ? 'K' : 'k'));
  const name = (square) => pieceCalled(tr, letters[square]);
  const list = (items) => listIn(tr, items);
  const points = mated.escapes.map(({ to, heldBy }) => {
    const where = tr(direction(side, generalAt, to));
    if (heldBy.length) return tr('mated.held', { where, pieces: list(heldBy.map(name)) });
    return tr('mated.own', { where, piece: name(to) });
  });
  const words = { general: tr(`piece.${side}.general`), points: points.join(tr('mated.separator')) };
  if (mated.checkers.length > 0) return tr('mated.checkmate', { ...words, checkers: list(mated.checkers.map(name)), count: mated.checkers.length });
  const alone = Object.values(letters).filter((letter) => colorOf(letter) === side).length === 1;
  return tr(alone ? 'mated.stalemateAlone' : 'mated.stalemate', words);
}

// Pieces and points in words: the ids a piece letter stands for, and the accessible
// name of a point, in whichever language the caller translates to.

import { colorOf } from '../game/squares.js';
import { pieceCharacter } from './pieces.js';

const ROLES = { k: 'general', a: 'advisor', b: 'elephant', n: 'horse', r: 'chariot', c: 'cannon', p: 'soldier' };

/** A piece's FEN letter as `{color, role}` ids, such as `{color: 'red', role: 'soldier'}`. */
export function pieceNames(letter) {
  return { color: colorOf(letter), role: ROLES[letter.toLowerCase()] };
}

/** A piece named for a reader learning them: "紅傌", or "red horse 傌" with its character. */
export function pieceLabel(tr, letter) {
  const { color, role } = pieceNames(letter);
  return tr('name.piece', { name: tr(`piece.${color}.${role}`), glyph: pieceCharacter(letter) });
}

/** A piece as a sentence names it: "the red chariot", "紅俥". */
export function pieceCalled(tr, letter) {
  const { color, role } = pieceNames(letter);
  return tr('name.called', { piece: tr(`piece.${color}.${role}`) });
}

/** `items` as one list ("a, b and c", "紅俥、紅炮和紅帥") in the language `tr` translates to. */
export function listIn(tr, items) {
  return new Intl.ListFormat(tr('lang.locale'), { type: 'conjunction' }).format(items);
}

/** Sentences one after another, as the language writes them: a space between English
 *  ones, none between Chinese ones (their full stops are full-width). Empty parts drop. */
export function sentences(tr, parts) {
  const kept = parts.filter(Boolean);
  return kept.length === 0 ? '' : kept.reduce((a, b) => tr('lang.sentences', { a, b }));
}

/** A refused move in words: `key`'s reason, and for a move that would expose the general,
 *  the pieces (FEN letters) that would take it, which the board marks. */
export function refusalText(tr, key, threats = []) {
  if (threats.length === 0) return tr(key);
  return tr('illegal.exposedTo', { reason: tr(key), pieces: listIn(tr, threats.map((letter) => pieceCalled(tr, letter))) });
}

/**
 * The accessible name of `square` given the piece letter on it (or null), in language
 * `tr` (a translate function), with its state: selected, or a place the selection may go.
 */
export function pointName(tr, square, letter, { selected = false, target = false } = {}) {
  let text;
  if (letter) {
    const { color, role } = pieceNames(letter);
    text = tr('a11y.pointWith', { square, piece: tr(`piece.${color}.${role}`) });
  } else {
    text = tr('a11y.empty', { square });
  }
  if (selected) text += `, ${tr('a11y.selected')}`;
  if (target) text += `, ${tr('a11y.target')}`;
  return text;
}

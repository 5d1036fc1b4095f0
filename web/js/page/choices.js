// What the player chose for the page's look and words, or else what their language
// usually has: the notation moves are written in and the piece set.

import { language, notationIn, usualNotation } from '../i18n/index.js';
import { usualPieceSet } from '../board/pieces.js';
import { page } from './state.js';

/** The notation the player chose, or else the one their language usually writes. */
export function notationChoice() {
  return page.prefs.notation ?? usualNotation(language());
}

/** The piece set the player chose, or else the one their language usually prints. */
export function pieceChoice() {
  return page.prefs.pieces ?? usualPieceSet(language());
}

/** The notation the page writes moves in (the move list, hints, announcements). */
export function notationName() {
  return notationIn(notationChoice(), language());
}

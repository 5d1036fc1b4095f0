// Where each point of the board lies in the SVG's coordinates, from either side.
// Squares are ICCS names: files a–i from Red's left, ranks 0–9 from Red's back rank.

import { parseSquare, squareName } from '../game/squares.js';

export const CELL = 64;
// The side margins leave a little wood beside the pieces on the edge files (a piece's
// radius is 28), yet on a 360 px phone the points are still 40 px apart; top and bottom
// leave room for the file numbers.
export const MARGIN_X = 34;
export const MARGIN_Y = 72;
export const WIDTH = 2 * MARGIN_X + 8 * CELL;
export const HEIGHT = 2 * MARGIN_Y + 9 * CELL;

/** Screen column and row (0-based from the top left) of a file and rank. Flipping is
 *  a 180° turn, so both axes reverse. */
export function cellOf(file, rank, flipped) {
  return flipped ? { col: 8 - file, row: rank } : { col: file, row: 9 - rank };
}

export function pointOf(square, flipped) {
  const { file, rank } = parseSquare(square);
  const { col, row } = cellOf(file, rank, flipped);
  return { x: MARGIN_X + col * CELL, y: MARGIN_Y + row * CELL };
}

/** The square nearest to an SVG point, or null when the point is off the board. */
export function squareAt(x, y, flipped) {
  const col = Math.round((x - MARGIN_X) / CELL);
  const row = Math.round((y - MARGIN_Y) / CELL);
  if (col < 0 || col > 8 || row < 0 || row > 9) return null;
  return flipped ? squareName(8 - col, row) : squareName(col, 9 - row);
}

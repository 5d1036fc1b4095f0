// Positions as maps of square to FEN letter, and back to FEN: for the position editor
// and the handicap starts, which both change a position piece by piece.

import { FILES } from './squares.js';

/** The board part of `fen` as a map of square to FEN letter. */
export function placementOf(fen) {
  const board = new Map();
  fen.split(' ')[0].split('/').forEach((row, i) => {
    let file = 0;
    for (const c of row) {
      if (/\d/.test(c)) file += Number(c);
      else board.set(`${FILES[file++]}${9 - i}`, c);
    }
  });
  return board;
}

/** A FEN from a map of square to letter and the side to move. */
export function fenOf(board, turn) {
  const ranks = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (const file of FILES) {
      const letter = board.get(`${file}${rank}`);
      if (!letter) {
        empty++;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      row += letter;
    }
    ranks.push(row + (empty ? empty : ''));
  }
  return `${ranks.join('/')} ${turn === 'black' ? 'b' : 'w'} - - 0 1`;
}

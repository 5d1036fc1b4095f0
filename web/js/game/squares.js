// Facts of the board every layer shares: the files a to i, a square's name, the two sides,
// the side of a piece from its FEN letter (upper case red, lower case black) and the side
// to move from a FEN; and how a list of moves is written. Pixels are the board view's
// (board/geometry.js).

export const FILES = 'abcdefghi';

/** The name of the point on `file` (0-8, a-i) and `rank` (0-9, from Red's side): 'e0'. */
export function squareName(file, rank) {
  return FILES[file] + rank;
}

/** {file, rank} of the point named `name`. */
export function parseSquare(name) {
  return { file: FILES.indexOf(name[0]), rank: Number(name[1]) };
}

export const other = (color) => (color === 'red' ? 'black' : 'red');

/** 'red' or 'black': the side of the piece whose FEN letter is `letter`. */
export const colorOf = (letter) => (letter === letter.toUpperCase() ? 'red' : 'black');

/** The side to move in `fen`: 'red' or 'black'. */
export const turnOf = (fen) => (fen.split(' ')[1] === 'b' ? 'black' : 'red');

/** The words of a written list, such as ICCS moves in an attribute or an address,
 *  separated by spaces or commas. */
export const wordsOf = (text) => (text ?? '').split(/[\s,]+/).filter(Boolean);

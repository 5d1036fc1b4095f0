// The piece sets: the characters of traditional sets, the simplified characters printed
// on mainland sets, and pictograms for players who read no Chinese, one shape per kind
// (drawn here, after the idea of pychess's international set: a crown, a rook's tower,
// a knight's head and so on).

/** The sets, in the order offered. */
export const PIECE_SETS = ['traditional', 'simplified', 'international'];

const CHARACTERS = {
  traditional: {
    K: '帥', A: '仕', B: '相', N: '傌', R: '俥', C: '炮', P: '兵',
    k: '將', a: '士', b: '象', n: '馬', r: '車', c: '砲', p: '卒',
  },
  simplified: {
    K: '帅', A: '仕', B: '相', N: '马', R: '车', C: '炮', P: '兵',
    k: '将', a: '士', b: '象', n: '马', r: '车', c: '炮', p: '卒',
  },
};

/**
 * One path per kind, drawn in a 40-unit square centred on the piece (y grows down),
 * filled in the side's colour:
 *   general: a crown; advisor: a diagonal cross, the way it moves; elephant: a head with
 *   trunk and tusk; horse: a knight's head; chariot: a rook's tower; cannon: a barrel on
 *   a wheel; soldier: a pawn.
 */
const PICTOGRAMS = {
  k: 'M-15 12h30v-4h-30zM-15 6h30l3-18-9 8-9-12-9 12-9-8z',
  a: 'M-14-10l4-4 10 10 10-10 4 4-10 10 10 10-4 4-10-10-10 10-4-4 10-10z',
  b: 'M-13 12v-12a13 13 0 0 1 26 0v4h-6v-4h-3v12h-4v-6h-6v6zM13 4c3 2 4 6 2 10l-3-1c1-3 0-5-2-6z M-5-4a2.5 2.5 0 1 0 0.1 0z',
  n: 'M-12 14h24c0-10-2-20-8-26l-4 4-2-5-3 3c-5 4-8 8-9 12l3 4 5-3 3 1c-4 3-8 7-9 10z',
  r: 'M-13 14h26v-5h-3v-12h3v-11h-5v4h-4v-4h-4v4h-4v-4h-5v11h3v12h-3z',
  c: 'M-16 0l25-13 4 8-25 13zM-4 2a8 8 0 1 0 0.1 0zM-4 7a3 3 0 1 0 0.1 0zM5 15h11v-4h-11z',
  p: 'M-11 14h22v-4c0-3-3-5-6-6 2-2 3-4 3-7a8 8 0 0 0-16 0c0 3 1 5 3 7-3 1-6 3-6 6z',
};

/** The character on piece `letter` (its FEN letter) in a character set. */
export function pieceCharacter(letter, set = 'traditional') {
  return (CHARACTERS[set] ?? CHARACTERS.traditional)[letter];
}

/** The pictogram path of piece `letter`: one shape for both sides, told apart by colour. */
export function piecePictogram(letter) {
  return PICTOGRAMS[letter.toLowerCase()];
}

/** The set a player starts with: simplified characters for 简体中文, else traditional. */
export function usualPieceSet(lang) {
  return lang === 'zh-Hans' ? 'simplified' : 'traditional';
}

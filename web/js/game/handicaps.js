// Handicap starts (让子): the stronger player gives odds by starting without some of
// their pieces. The pieces go from the giver's left, as is usual: the left horse first.

import { fenOf, placementOf } from './placement.js';
import { parseSquare, squareName } from './squares.js';

export const START_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

/** The points Red's pieces leave in each handicap; Black gives the same pieces, mirrored. */
const REMOVED = {
  horse: ['b0'],
  'two-horses': ['b0', 'h0'],
  chariot: ['a0'],
  'chariot-horse': ['a0', 'b0'],
  'two-chariots': ['a0', 'i0'],
};

/** The handicaps offered, in order of size. */
export const HANDICAPS = Object.keys(REMOVED);

/** Each handicap's name in the string tables. */
const LABELS = {
  horse: 'handicap.horse',
  'two-horses': 'handicap.twoHorses',
  chariot: 'handicap.chariot',
  'chariot-horse': 'handicap.chariotHorse',
  'two-chariots': 'handicap.twoChariots',
};

/** Adds an option for every handicap to `select` (after its first, "none" option), each
 *  labelled for translateDom. */
export function offerHandicaps(select) {
  for (const name of HANDICAPS) {
    const option = document.createElement('option');
    option.value = name;
    option.dataset.i18n = LABELS[name];
    select.append(option);
  }
}

/** The same point seen from the other side (the board turned half round). */
const mirrored = (square) => {
  const { file, rank } = parseSquare(square);
  return squareName(8 - file, 9 - rank);
};

/** The start position with `name`'s pieces taken from `giver` ('red' or 'black'); Red
 *  moves first as always. Throws on a name that is not a handicap. */
export function handicapFen(name, giver = 'red') {
  const squares = REMOVED[name];
  if (!squares) throw new Error(`no handicap called ${name}`);
  const board = placementOf(START_FEN);
  for (const square of squares) board.delete(giver === 'red' ? square : mirrored(square));
  return fenOf(board, 'red');
}

// Drawing the board and the pieces as SVG, in code: grid, river, palaces, position
// marks, file numbers and round pieces with the characters or pictograms of a piece set
// (pieces.js).

import { CELL, MARGIN_X, MARGIN_Y, WIDTH, HEIGHT, cellOf, pointOf } from './geometry.js';
import { colorOf, squareName } from '../game/squares.js';
import { pieceCharacter, piecePictogram } from './pieces.js';

const NS = 'http://www.w3.org/2000/svg';

/**
 * The file labels at Red's edge and at Black's, from file a to file i, as each notation
 * names files: Chinese counts Red's files 一…九 and Black's 1…9, each from its own right;
 * WXF the same in figures for both sides; ICCS names them a…i whichever side looks.
 */
export const FILE_LABELS = {
  chinese: { red: ['九', '八', '七', '六', '五', '四', '三', '二', '一'], black: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] },
  wxf: { red: ['9', '8', '7', '6', '5', '4', '3', '2', '1'], black: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] },
  iccs: { red: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], black: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] },
};
export const PIECE_RADIUS = CELL * 0.44;

export function el(name, attrs = {}, children = []) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const child of children) node.append(child);
  return node;
}

function xy(file, rank, flipped = false) {
  const { col, row } = cellOf(file, rank, flipped);
  return [MARGIN_X + col * CELL, MARGIN_Y + row * CELL];
}

function line(points, cls = 'grid') {
  return el('polyline', { points: points.map((p) => p.join(',')).join(' '), class: cls });
}

/** The short corner brackets that mark the cannon and soldier starting points. */
function positionMark(file, rank) {
  const [x, y] = xy(file, rank);
  const gap = 5;
  const len = 11;
  const marks = [];
  for (const dx of [-1, 1]) {
    if ((dx < 0 && file === 0) || (dx > 0 && file === 8)) continue; // no bracket past the edge
    for (const dy of [-1, 1]) {
      marks.push(
        line(
          [
            [x + dx * gap, y + dy * (gap + len)],
            [x + dx * gap, y + dy * gap],
            [x + dx * (gap + len), y + dy * gap],
          ],
          'mark',
        ),
      );
    }
  }
  return marks;
}

/** The static board: wood, lines and river text. It looks the same from either side (a
 *  board turned half round onto itself), so it is drawn once; the file labels are not. */
export function drawBoard() {
  const g = el('g', { class: 'board-lines' });
  g.append(el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 14, class: 'wood' }));
  const pad = 7;
  g.append(
    el('rect', {
      x: MARGIN_X - pad,
      y: MARGIN_Y - pad,
      width: 8 * CELL + 2 * pad,
      height: 9 * CELL + 2 * pad,
      class: 'frame',
    }),
  );
  for (let rank = 0; rank < 10; rank++) g.append(line([xy(0, rank), xy(8, rank)]));
  for (let file = 0; file < 9; file++) {
    if (file === 0 || file === 8) {
      g.append(line([xy(file, 0), xy(file, 9)]));
    } else {
      // Inner files stop at the river.
      g.append(line([xy(file, 0), xy(file, 4)]));
      g.append(line([xy(file, 5), xy(file, 9)]));
    }
  }
  for (const [r0, r1] of [[0, 2], [7, 9]]) {
    g.append(line([xy(3, r0), xy(5, r1)]));
    g.append(line([xy(5, r0), xy(3, r1)]));
  }
  for (const [file, rank] of [[1, 2], [7, 2], [1, 7], [7, 7]]) g.append(...positionMark(file, rank));
  for (let file = 0; file < 9; file += 2) {
    g.append(...positionMark(file, 3), ...positionMark(file, 6));
  }
  const riverY = MARGIN_Y + 4.5 * CELL;
  g.append(
    el('text', { x: MARGIN_X + 2 * CELL, y: riverY, class: 'river' }, ['楚 河']),
    el('text', { x: MARGIN_X + 6 * CELL, y: riverY, class: 'river' }, ['漢 界']),
  );
  return g;
}

/** The file labels of `notation` (chinese, wxf or iccs) at each side's edge, seen from
 *  Red's side or (`flipped`) from Black's. */
export function drawFileLabels(flipped, notation = 'chinese') {
  const g = el('g', { class: 'file-labels' });
  const labels = FILE_LABELS[notation] ?? FILE_LABELS.chinese;
  for (let file = 0; file < 9; file++) {
    const [redX, redY] = xy(file, 0, flipped);
    const [blackX, blackY] = xy(file, 9, flipped);
    const out = MARGIN_Y - 21;
    g.append(
      el('text', { x: redX, y: redY + (flipped ? -out : out), class: 'file-number red' }, [labels.red[file]]),
      el('text', { x: blackX, y: blackY + (flipped ? out : -out), class: 'file-number black' }, [labels.black[file]]),
    );
  }
  return g;
}

/** What is on a piece's face, centred on (0, 0): its character, or its pictogram. */
export function drawGlyph(letter, set) {
  if (set === 'international') return el('path', { class: 'piece-glyph', d: piecePictogram(letter) });
  return el('text', { class: 'piece-char', y: 1 }, [pieceCharacter(letter, set)]);
}

/** One round piece; `letter` is its FEN letter (upper case = Red); `set` a piece set. */
export function drawPiece(letter, square, flipped, set = 'traditional') {
  const { x, y } = pointOf(square, flipped);
  const side = colorOf(letter);
  const body = el('g', { class: 'piece-body' }, [
    el('circle', { r: PIECE_RADIUS, class: 'piece-edge', cy: 2.5 }),
    el('circle', { r: PIECE_RADIUS, class: 'piece-face' }),
    el('circle', { r: PIECE_RADIUS - 5, class: 'piece-ring' }),
    drawGlyph(letter, set),
  ]);
  return el('g', { class: `piece ${side}`, 'data-piece': letter, 'data-at': square, transform: `translate(${x} ${y})` }, [body]);
}

/** Invisible hit areas, one per intersection, on top of everything else, placed as seen
 *  from Red's side: turned half round about the board's centre, each lands on its point
 *  as seen from Black's (see BoardView.setFlipped). */
export function drawPoints() {
  const g = el('g', { class: 'points' });
  for (let rank = 9; rank >= 0; rank--) {
    for (let file = 0; file < 9; file++) {
      const square = squareName(file, rank);
      const { x, y } = pointOf(square, false);
      g.append(el('circle', { cx: x, cy: y, r: CELL / 2, class: 'point', 'data-square': square }));
    }
  }
  return g;
}

// The board view: keeps the SVG in step with what the page wants shown — pieces,
// selection, legal-target dots and rings, the last move, check, the hint — and
// animates moves unless the user asked for reduced motion.

import { drawBoard, drawFileLabels, drawPiece, drawPoints, el, PIECE_RADIUS } from './svg.js';
import { HEIGHT, WIDTH, pointOf } from './geometry.js';

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

export class BoardView {
  constructor(svg) {
    this.svg = svg;
    svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
    this.flipped = false;
    this.layers = {};
    // Over the pieces: the legal targets, the analysis's arrows (redrawn alone as the
    // engine reports), then the person's drawings and the hint.
    for (const name of ['board', 'labels', 'under', 'pieces', 'targets', 'arrows', 'marks', 'points']) {
      this.layers[name] = el('g', { class: `layer-${name}` });
      svg.append(this.layers[name]);
    }
    this.pieceAt = new Map();
    /** The piece set drawn (board/pieces.js). */
    this.pieceSet = 'traditional';
    /** The notation whose file labels line the board (see svg.js drawBoard). */
    this.notation = 'chinese';
    this.layers.board.append(drawBoard());
    this.layers.points.append(drawPoints());
    this.drawLabels();
  }

  drawLabels() {
    this.layers.labels.replaceChildren(drawFileLabels(this.flipped, this.notation));
  }

  /** Draws the pieces from `set` from the next render on. */
  setPieceSet(set) {
    if (set === this.pieceSet) return;
    this.pieceSet = set;
    this.svg.dataset.pieces = set;
  }

  /** Labels the files as `notation` (chinese, wxf or iccs) names them. */
  setNotation(notation) {
    if (notation === this.notation) return;
    this.notation = notation;
    this.drawLabels();
  }

  setFlipped(flipped) {
    if (flipped === this.flipped) return;
    this.flipped = flipped;
    this.svg.classList.toggle('flipped', flipped);
    // Turning the board is cheap: the lines look the same from either side, the hit
    // areas turn with it, the pieces move to their points (placePieces), and only the
    // file labels are drawn again.
    if (flipped) this.layers.points.setAttribute('transform', `rotate(180 ${WIDTH / 2} ${HEIGHT / 2})`);
    else this.layers.points.removeAttribute('transform');
    this.drawLabels();
  }

  /**
   * view: { pieces: [{square, piece}], selected, targets: [{square, capture}],
   *         lastMove: {from, to} | null, check: square | null, hint: {from, to} | null,
   *         arrows: [{move (ICCS), rank (1 the strongest), label?}] (the analysis's lines),
   *         drawings: [{from, to}] (the person's arrows, and circles where from === to),
   *         chased: square | null (the piece a perpetual chase chased),
   *         marks: [square] (the points a lesson asks the player to reach or take),
   *         mated: {checkers, escapes: [{to, heldBy}]} | null (why a general has no move),
   *         threats: [square] (what a refused move would have left the general to) }
   */
  render(view) {
    this.placePieces(view.pieces);

    const under = [];
    if (view.lastMove) {
      for (const [square, cls] of [[view.lastMove.from, 'last-from'], [view.lastMove.to, 'last-to']]) {
        const { x, y } = pointOf(square, this.flipped);
        under.push(el('rect', { x: x - 29, y: y - 29, width: 58, height: 58, rx: 10, class: `last-move ${cls}` }));
      }
    }
    if (view.selected) {
      const { x, y } = pointOf(view.selected, this.flipped);
      under.push(el('circle', { cx: x, cy: y, r: PIECE_RADIUS + 5, class: 'selected-halo' }));
    }
    this.layers.under.replaceChildren(...under);

    this.layers.targets.replaceChildren(
      ...view.targets.map(({ square, capture }) => {
        const { x, y } = pointOf(square, this.flipped);
        return capture
          ? el('circle', { cx: x, cy: y, r: PIECE_RADIUS + 5, class: 'target ring', 'data-target': square })
          : el('circle', { cx: x, cy: y, r: 8, class: 'target dot', 'data-target': square });
      }),
    );
    this.drawArrows(view.arrows ?? []);
    const marks = [];
    for (const { from, to } of view.drawings ?? []) {
      if (from === to) {
        const { x, y } = pointOf(from, this.flipped);
        marks.push(el('circle', { cx: x, cy: y, r: PIECE_RADIUS + 3, class: 'drawn-circle', 'data-drawn': from }));
      } else {
        marks.push(this.arrow(from, to, { class: 'drawn-arrow', 'data-drawn': `${from}${to}` }));
      }
    }
    for (const square of view.marks ?? []) {
      const { x, y } = pointOf(square, this.flipped);
      marks.push(el('rect', { x: x - 20, y: y - 20, width: 40, height: 40, rx: 6, class: 'lesson-mark', 'data-mark': square }));
    }
    if (view.chased) {
      const { x, y } = pointOf(view.chased, this.flipped);
      marks.push(el('circle', { cx: x, cy: y, r: PIECE_RADIUS + 5, class: 'chased-mark', 'data-chased': view.chased }));
    }
    if (view.hint) marks.push(this.arrow(view.hint.from, view.hint.to, { class: 'hint-arrow', 'data-hint': `${view.hint.from}${view.hint.to}` }));
    if (view.mated) marks.push(...this.matedMarks(view.mated));
    for (const square of view.threats ?? []) {
      const { x, y } = pointOf(square, this.flipped);
      marks.push(el('circle', { cx: x, cy: y, r: PIECE_RADIUS + 5, class: 'threat-mark', 'data-threat': square }));
    }
    this.layers.marks.replaceChildren(...marks);

    if (view.selected) this.pieceAt.get(view.selected)?.classList.add('selected');
    if (view.check) {
      const general = this.pieceAt.get(view.check);
      general?.classList.add('in-check');
      if (view.checkIsNew && !reducedMotion.matches) {
        general?.querySelector('.piece-body').animate(
          [0, -6, 6, -5, 5, -3, 3, 0].map((dx) => ({ transform: `translateX(${dx}px)` })),
          { duration: 450, easing: 'ease-in-out' },
        );
      }
    }
  }

  /** Why a general is mated or stalemated, on the board: a ring on each piece giving
   *  check, and on each point the general could step to, a cross with an arrow from
   *  every piece that holds it. */
  matedMarks({ checkers, escapes }) {
    const marks = [];
    for (const { to, heldBy } of escapes) {
      if (heldBy.length === 0) continue; // its own piece stands there
      for (const from of heldBy) marks.push(this.arrow(from, to, { class: 'mate-cover', 'data-cover': `${from}${to}` }));
      const { x, y } = pointOf(to, this.flipped);
      marks.push(el('path', { d: `M${x - 9} ${y - 9}L${x + 9} ${y + 9}M${x + 9} ${y - 9}L${x - 9} ${y + 9}`, class: 'mate-escape', 'data-escape': to }));
    }
    for (const square of checkers) {
      const { x, y } = pointOf(square, this.flipped);
      marks.push(el('circle', { cx: x, cy: y, r: PIECE_RADIUS + 5, class: 'mate-checker', 'data-checker': square }));
    }
    return marks;
  }

  /** Draws the analysis's arrows ([{move (ICCS), rank (1 the strongest), label?}]), the
   *  strongest on top, and nothing else: the engine's reports redraw only these. */
  drawArrows(arrows) {
    const drawn = [];
    for (const { move, rank, label } of [...arrows].reverse()) {
      const [from, to] = [move.slice(0, 2), move.slice(2)];
      drawn.push(this.arrow(from, to, { class: `analysis-arrow rank-${rank}`, 'data-arrow': move }));
      if (label) drawn.push(this.arrowLabel(from, to, label));
    }
    this.layers.arrows.replaceChildren(...drawn);
  }

  /** Updates the pieces layer, keeping the nodes of pieces that did not move so a move
   *  redraws two pieces, not thirty-two. */
  placePieces(pieces) {
    const wanted = new Map(pieces.map(({ square, piece }) => [square, piece]));
    for (const [square, node] of this.pieceAt) {
      if (wanted.get(square) !== node.dataset.piece || node.dataset.set !== this.pieceSet) {
        node.remove();
        this.pieceAt.delete(square);
      } else {
        node.classList.remove('selected', 'in-check', 'moving');
        // After the board turned, a piece only moves to where its point now is.
        if (node.dataset.flipped !== String(this.flipped)) {
          const { x, y } = pointOf(square, this.flipped);
          node.setAttribute('transform', `translate(${x} ${y})`);
          node.dataset.flipped = String(this.flipped);
        }
      }
    }
    for (const [square, piece] of wanted) {
      if (this.pieceAt.has(square)) continue;
      const node = drawPiece(piece, square, this.flipped, this.pieceSet);
      node.dataset.flipped = String(this.flipped);
      node.dataset.set = this.pieceSet;
      this.pieceAt.set(square, node);
      this.layers.pieces.append(node);
    }
  }

  /** An arrow (the hint, an analysis line): one closed shape, shaft and head, so its
   *  outline runs unbroken round it. */
  arrow(from, to, attributes) {
    const a = pointOf(from, this.flipped);
    const b = pointOf(to, this.flipped);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    // A point `along` the arrow from its start and `side` units to its left.
    const at = (along, side) => `${a.x + ux * along - uy * side},${a.y + uy * along + ux * side}`;
    const tip = len - 6;
    const base = tip - 22;
    const shaft = 4.5;
    const head = 13;
    const points = [at(0, shaft), at(base, shaft), at(base, head), at(tip, 0), at(base, -head), at(base, -shaft), at(0, -shaft)];
    return el('polygon', { ...attributes, points: points.join(' ') });
  }

  /** A number on an arrow's shaft: which move of a line it is. */
  arrowLabel(from, to, label) {
    const a = pointOf(from, this.flipped);
    const b = pointOf(to, this.flipped);
    const x = (a.x + b.x) / 2;
    const y = (a.y + b.y) / 2;
    const text = el('text', { x, y, class: 'arrow-label', 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    text.textContent = label;
    return el('g', { class: 'arrow-label-group' }, [el('circle', { cx: x, cy: y, r: 11, class: 'arrow-label-disc' }), text]);
  }

  /** Slides the piece now on `to` in from `from`. */
  animateMove(from, to) {
    if (reducedMotion.matches) return;
    const piece = this.pieceAt.get(to);
    if (!piece) return;
    const a = pointOf(from, this.flipped);
    const b = pointOf(to, this.flipped);
    piece.classList.add('moving');
    const animation = piece.querySelector('.piece-body').animate(
      [{ transform: `translate(${a.x - b.x}px, ${a.y - b.y}px)` }, { transform: 'translate(0, 0)' }],
      { duration: 220, easing: 'cubic-bezier(.2,.7,.3,1)' },
    );
    animation.onfinish = () => piece.classList.remove('moving');
  }

  /** Converts a pointer event to SVG coordinates. */
  svgPoint(event) {
    const matrix = this.svg.getScreenCTM();
    if (!matrix) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  }

  /** Moves a piece with the pointer while it is dragged (`null` puts it back). */
  dragPiece(square, point) {
    const piece = this.pieceAt.get(square);
    if (!piece) return;
    const body = piece.querySelector('.piece-body');
    if (!point) {
      piece.classList.remove('dragging');
      body.style.transform = '';
      return;
    }
    const origin = pointOf(square, this.flipped);
    piece.classList.add('dragging');
    // Lift the dragged piece above the others.
    this.layers.pieces.append(piece);
    body.style.transform = `translate(${point.x - origin.x}px, ${point.y - origin.y}px) scale(1.12)`;
  }
}

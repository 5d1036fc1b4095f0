// Keyboard play on the board: arrow keys move a visible cursor over the 90 points, Enter
// or Space acts on the point under it (select, then move), Escape cancels. The board is
// one tab stop; the point under the cursor is its active descendant, named like
// "e3, red soldier" so a screen reader reads where the cursor is and what stands there.

import { el } from './svg.js';
import { cellOf, pointOf } from './geometry.js';
import { parseSquare, squareName } from '../game/squares.js';

/**
 * `handlers`: `activate(square)` for Enter/Space, `cancel()` for Escape, `pieces()` the
 * pieces shown (`[{square, piece}]`), and `name(square, letter)` the accessible name of a
 * point with that piece letter (or null). Returns `{update()}`, to call after each redraw,
 * and `detach()`, which removes the listeners and the cursor.
 */
export function attachKeyboard(view, handlers, idPrefix = 'pt') {
  const svg = view.svg;
  svg.setAttribute('tabindex', '0');
  svg.setAttribute('role', 'application');
  svg.dataset.keyboardBoard = '';
  const listening = new AbortController();
  const on = (type, listener) => svg.addEventListener(type, listener, { signal: listening.signal });
  const layer = el('g', { class: 'layer-cursor', 'aria-hidden': 'true' });
  svg.append(layer);
  let cursor = 'e0';
  let shown = false;

  const draw = () => {
    const { x, y } = pointOf(cursor, view.flipped);
    layer.replaceChildren(...(shown ? [el('rect', { x: x - 31, y: y - 31, width: 62, height: 62, rx: 8, class: 'key-cursor' })] : []));
    const letters = new Map(handlers.pieces().map((p) => [p.square, p.piece]));
    for (const point of svg.querySelectorAll('.point')) {
      const square = point.dataset.square;
      point.id = `${idPrefix}-${square}`;
      point.setAttribute('role', 'button');
      point.setAttribute('aria-label', handlers.name(square, letters.get(square) ?? null));
    }
    svg.setAttribute('aria-activedescendant', `${idPrefix}-${cursor}`);
    svg.dataset.cursor = cursor;
  };

  on('focus', () => {
    shown = true;
    draw();
  });
  on('blur', () => {
    shown = false;
    draw();
  });
  on('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // Screen directions: the cursor moves as drawn, whichever side is at the bottom.
    const steps = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (steps[event.key]) {
      const { file, rank } = parseSquare(cursor);
      const { col, row } = cellOf(file, rank, view.flipped);
      const [dc, dr] = steps[event.key];
      const nc = Math.min(8, Math.max(0, col + dc));
      const nr = Math.min(9, Math.max(0, row + dr));
      cursor = view.flipped ? squareName(8 - nc, nr) : squareName(nc, 9 - nr);
    } else if (event.key === 'Enter' || event.key === ' ') {
      handlers.activate(cursor);
    } else if (event.key === 'Escape') {
      handlers.cancel();
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    shown = true;
    draw();
  });
  const detach = () => {
    listening.abort();
    layer.remove();
  };
  return { update: draw, detach, get cursor() { return cursor; } };
}

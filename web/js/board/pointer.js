// Pointer input on the board: a tap (click or touch) names a square; pressing on a
// piece and moving drags it. Works the same for mouse, pen and touch.

import { squareAt } from './geometry.js';

const DRAG_THRESHOLD_PX = 6;

/**
 * handlers: { tap(square), canDrag(square) -> bool, dragStart(square), drop(from, to) }.
 * Returns `detach()`, which removes the listeners.
 */
export function attachPointerInput(view, handlers) {
  const svg = view.svg;
  const listening = new AbortController();
  const on = (type, listener) => svg.addEventListener(type, listener, { signal: listening.signal });
  let press = null;

  on('pointerdown', (event) => {
    if (event.button !== 0 || press) return;
    const point = view.svgPoint(event);
    const square = point && squareAt(point.x, point.y, view.flipped);
    if (!square) return;
    press = { id: event.pointerId, square, x: event.clientX, y: event.clientY, dragging: false };
    event.preventDefault();
  });

  on('pointermove', (event) => {
    if (!press || event.pointerId !== press.id) return;
    if (!press.dragging) {
      const moved = Math.hypot(event.clientX - press.x, event.clientY - press.y);
      if (moved < DRAG_THRESHOLD_PX || !handlers.canDrag(press.square)) return;
      press.dragging = true;
      svg.setPointerCapture(event.pointerId);
      handlers.dragStart(press.square);
    }
    view.dragPiece(press.square, view.svgPoint(event));
  });

  const finish = (event, cancelled) => {
    if (!press || event.pointerId !== press.id) return;
    const { square, dragging } = press;
    press = null;
    if (dragging) {
      const point = view.svgPoint(event);
      const target = !cancelled && point && squareAt(point.x, point.y, view.flipped);
      view.dragPiece(square, null);
      if (target && target !== square) handlers.drop(square, target);
    } else if (!cancelled) {
      handlers.tap(square);
    }
  };
  on('pointerup', (event) => finish(event, false));
  on('pointercancel', (event) => finish(event, true));
  return () => listening.abort();
}

// Pointer input on the board: a tap (click or touch) names a square; pressing on a
// piece and moving drags it. Works the same for mouse, pen and touch. Drawing, in the
// lichess manner: the right button pressed on one point and let go on another draws an
// arrow, on the same point a circle; on a touch screen a long press starts the same.

import { squareAt } from './geometry.js';

const DRAG_THRESHOLD_PX = 6;
/** How long a finger rests on a point before the press draws instead of moving. */
const LONG_PRESS_MS = 500;

/**
 * handlers: { tap(square), canDrag(square) -> bool, dragStart(square), drop(from, to),
 * draw(from, to)? (to === from for a circle) }. Returns `detach()`, which removes the
 * listeners.
 */
export function attachPointerInput(view, handlers) {
  const svg = view.svg;
  const listening = new AbortController();
  const on = (type, listener) => svg.addEventListener(type, listener, { signal: listening.signal });
  let press = null;

  const squareOf = (event) => {
    const point = view.svgPoint(event);
    return point && squareAt(point.x, point.y, view.flipped);
  };

  on('pointerdown', (event) => {
    const drawing = event.button === 2 && handlers.draw;
    if ((event.button !== 0 && !drawing) || press) return;
    const square = squareOf(event);
    if (!square) return;
    press = { id: event.pointerId, square, x: event.clientX, y: event.clientY, dragging: false, drawing };
    if (event.pointerType === 'touch' && handlers.draw) {
      press.longPress = setTimeout(() => {
        if (press && !press.dragging) press.drawing = true;
      }, LONG_PRESS_MS);
    }
    event.preventDefault();
  });
  // The right button draws; the browser's menu would hide the board.
  on('contextmenu', (event) => {
    if (handlers.draw) event.preventDefault();
  });

  on('pointermove', (event) => {
    if (!press || event.pointerId !== press.id || press.drawing) return;
    if (!press.dragging) {
      const moved = Math.hypot(event.clientX - press.x, event.clientY - press.y);
      if (moved < DRAG_THRESHOLD_PX || !handlers.canDrag(press.square)) return;
      clearTimeout(press.longPress);
      press.dragging = true;
      svg.setPointerCapture(event.pointerId);
      handlers.dragStart(press.square);
    }
    view.dragPiece(press.square, view.svgPoint(event));
  });

  const finish = (event, cancelled) => {
    if (!press || event.pointerId !== press.id) return;
    const { square, dragging, drawing } = press;
    clearTimeout(press.longPress);
    press = null;
    if (drawing) {
      const target = !cancelled && squareOf(event);
      if (target) handlers.draw(square, target);
    } else if (dragging) {
      const target = !cancelled && squareOf(event);
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

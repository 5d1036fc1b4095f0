// The person's hands on a board: pointer (tap and drag) and keyboard input on a
// BoardView, both sent to its controller.

import { attachPointerInput } from './pointer.js';
import { attachKeyboard } from './keyboard.js';
import { pieceLabel, pointName } from './names.js';
import { el } from './svg.js';

/**
 * Wires `view` to `controller`, with `tr(key, vars)` naming points in the board's
 * language; `drawing` ({draw(from, to), clear()}), if given, takes the arrows and circles
 * drawn with the right button or a long press, cleared by a tap. Returns `{update(),
 * detach()}`: call update after each redraw.
 */
export function attachInput(view, controller, tr, idPrefix = 'pt', drawing = null) {
  const detachPointer = attachPointerInput(view, {
    tap: (square) => {
      drawing?.clear();
      controller.tap(square);
    },
    canDrag: (square) => controller.canMovePieceOn(square),
    dragStart: (square) => controller.select(square),
    drop: (from, to) => controller.drop(from, to),
    draw: drawing && ((from, to) => drawing.draw(from, to)),
  });
  const keyboard = attachKeyboard(view, {
    activate: (square) => controller.tap(square),
    cancel: () => controller.cancel(),
    pieces: () => controller.pieces(),
    name: (square, letter) => pointName(tr, square, letter, {
      selected: controller.state.selected === square,
      target: controller.isTarget(square),
    }),
  }, idPrefix);
  return {
    update: () => {
      keyboard.update();
      nameOnHover(view, controller, tr);
    },
    detach: () => {
      detachPointer();
      keyboard.detach();
    },
  };
}

/** A pointer resting on a piece shows its name ("red horse 傌"), as a tooltip: a newcomer
 *  learns the pieces without picking them up. */
function nameOnHover(view, controller, tr) {
  const letters = new Map(controller.pieces().map((p) => [p.square, p.piece]));
  for (const point of view.svg.querySelectorAll('.point')) {
    const letter = letters.get(point.dataset.square);
    let title = point.querySelector('title');
    if (!letter) {
      title?.remove();
      continue;
    }
    if (!title) point.append((title = el('title')));
    title.textContent = pieceLabel(tr, letter);
  }
}

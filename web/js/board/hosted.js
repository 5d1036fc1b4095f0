// A board that a page hosts around the one board controller, for a task of its own: a
// lesson's exercise (learn/exercise.js), a puzzle or study (puzzles/puzzle-board.js). It
// puts the SVG in the host's frame and wires the view, the controller with the host's
// hooks, and pointer and keyboard input; the host keeps its task's state and draws
// through `draw`.

import { BoardController } from './controller.js';
import { BoardView } from './view.js';
import { attachInput } from './input.js';
import { scene } from './scene.js';
import { el } from './svg.js';

export class HostedBoard {
  /**
   * A board in `frame`: `tr` translates, `createEngine()` makes an engine client, `hooks`
   * are the controller's (see controller.js), `idPrefix` keeps the points' ids apart from
   * other boards' on the page.
   */
  constructor(frame, { tr, createEngine, hooks, idPrefix }) {
    this.svg = el('svg', { role: 'img' });
    frame.append(this.svg);
    this.view = new BoardView(this.svg);
    this.controller = new BoardController({ createEngine, hooks });
    this.input = attachInput(this.view, this.controller, tr, idPrefix);
  }

  /** Draws the controller's state with the files named in `notation`, `extra` parts of the
   *  scene (a lesson's marks), the move `animate`d if one is given, and `label` as the
   *  board's name for screen readers. */
  draw({ notation, label, extra = {}, animate = null }) {
    const { view, controller } = this;
    view.setNotation(notation);
    view.render({ ...scene(controller), ...extra });
    if (animate) view.animateMove(animate.from, animate.to);
    this.input.update();
    this.svg.setAttribute('aria-label', label);
  }
}

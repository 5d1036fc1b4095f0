// The one way a board is hosted: every page, dialog and element that shows a board (the
// game page, the position editor, the <xiangqi-game> element, the guide's diagrams, a
// lesson's exercise, a puzzle) wires its view, the one board controller with the host's
// hooks, and pointer and keyboard input here, and draws the controller's state through
// `draw`. The host keeps its own task's state and adds what is its own to the scene
// (analysis arrows, drawings, a lesson's marks).

import { BoardController } from './controller.js';
import { BoardView } from './view.js';
import { attachInput } from './input.js';
import { scene } from './scene.js';
import { el } from './svg.js';

export class HostedBoard {
  /**
   * A board on `place`: an <svg> already in the page, or an element to put a new one in.
   * `view` is a BoardView already drawn on that <svg> (the game page's first screen draws
   * before the board takes input). `tr` translates the points' names; `createEngine()`
   * makes an engine client; `hooks` and `free` are the controller's (see controller.js);
   * `idPrefix` keeps the points' ids apart from other boards' on the page; `drawing`
   * takes the arrows and circles a player draws (see input.js).
   */
  constructor(place, { view = null, tr, createEngine, hooks, free, idPrefix, drawing = null }) {
    if (view) this.svg = view.svg;
    else if (place instanceof SVGSVGElement) this.svg = place;
    else place.append((this.svg = el('svg', { role: 'img' })));
    this.view = view ?? new BoardView(this.svg);
    this.controller = new BoardController({ createEngine, hooks, free });
    this.input = attachInput(this.view, this.controller, tr, idPrefix, drawing);
  }

  /**
   * Draws the controller's state: the files named in `notation`, the pieces in
   * `pieceSet`, the board `flipped` or not (each left as it was when not given), `extra`
   * parts of the scene, a check flashed when `checkIsNew`, the move `animate`d if one is
   * given, and `label` as the board's name for screen readers (a page whose board is
   * named by its markup gives none).
   */
  draw({ notation, pieceSet, flipped, label, checkIsNew = false, extra = {}, animate = null } = {}) {
    const { view, controller } = this;
    if (flipped !== undefined) view.setFlipped(flipped);
    if (pieceSet !== undefined) view.setPieceSet(pieceSet);
    if (notation !== undefined) view.setNotation(notation);
    view.render({ ...scene(controller, { checkIsNew }), ...extra });
    if (animate) view.animateMove(animate.from, animate.to);
    this.input.update();
    if (label !== undefined) this.svg.setAttribute('aria-label', label);
  }
}

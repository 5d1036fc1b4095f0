// A live diagram of the Learn section: the game's own board on a position of the guide,
// with the rules crate's moves. "view" shows the position; "try" lets the reader move the
// pieces of either side (green dots show exactly the moves the rules give, a refused move
// says why) and start again.

import { BoardController } from '../board/controller.js';
import { BoardView } from '../board/view.js';
import { attachInput } from '../board/input.js';
import { scene, statusLine } from '../board/scene.js';
import { el } from '../board/svg.js';
import { Session } from '../game/session.js';
import { GAME_DEFAULTS } from '../game/game-record.js';

export class Diagram {
  /** `figure` carries `data-diagram` (view | try) and `data-fen`; `tr(key, vars)`
   *  translates; `notation()` names the files along the edges; `idPrefix` keeps the
   *  ids of its points apart from other diagrams'. */
  constructor(figure, { tr, notation, idPrefix }) {
    this.figure = figure;
    this.tr = tr;
    this.notation = notation;
    this.tryIt = figure.dataset.diagram === 'try';
    const frame = document.createElement('div');
    frame.className = 'diagram-board';
    const svg = el('svg', { role: 'img' });
    frame.append(svg);
    this.note = document.createElement('p');
    this.note.className = 'diagram-note';
    this.note.setAttribute('aria-live', 'polite');
    figure.prepend(frame);
    figure.append(this.note);
    if (this.tryIt) {
      this.reset = document.createElement('button');
      this.reset.type = 'button';
      this.reset.className = 'diagram-reset';
      this.reset.addEventListener('click', () => this.start());
      figure.append(this.reset);
    }
    this.svg = svg;
    this.view = new BoardView(svg);
    this.controller = new BoardController({
      hooks: {
        changed: ({ animate }) => this.draw(animate),
        refused: (key) => this.say(tr(key)),
        interactive: () => this.tryIt,
      },
    });
    this.input = attachInput(this.view, this.controller, tr, idPrefix);
    this.start();
  }

  /** The diagram's position again, as the guide sets it. */
  start() {
    const session = new Session({ mode: 'two', human: 'red', ...GAME_DEFAULTS, startFen: this.figure.dataset.fen, moves: [] });
    this.controller.session?.game.free();
    this.say('');
    this.controller.start(session);
  }

  say(text) {
    this.note.textContent = text;
  }

  draw(animate = null) {
    const { view, controller } = this;
    view.setNotation(this.notation());
    view.render(scene(controller));
    if (animate) view.animateMove(animate.from, animate.to);
    this.input.update();
    // A move that ends the game (a mate, a stalemate) is told, as the game page tells it.
    if (controller.session.isOver()) this.say(statusLine(controller, this.tr).text);
    this.svg.setAttribute('aria-label', `${this.tr('learn.diagram')}: ${this.figure.querySelector('figcaption')?.textContent ?? ''}`);
    if (this.reset) this.reset.textContent = this.tr('learn.reset');
  }
}

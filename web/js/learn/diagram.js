// A live diagram of the Learn section: the game's own board on a position of the guide,
// with the rules crate's moves. "view" shows the position; "try" lets the reader move the
// pieces of either side (green dots show exactly the moves the rules give, a refused move
// says why) and start again; "replay" steps through a line of moves the guide gives
// (`data-moves`, ICCS), under the rules it names (`data-rules`), so that the rules crate
// itself rules on where the line ends.

import { BoardController } from '../board/controller.js';
import { BoardView } from '../board/view.js';
import { attachInput } from '../board/input.js';
import { scene, statusLine } from '../board/scene.js';
import { el } from '../board/svg.js';
import { Session } from '../game/session.js';
import { GAME_DEFAULTS } from '../game/game-record.js';
import { MoveWritten } from './written.js';

export class Diagram {
  /** `figure` carries `data-diagram` (view | try | replay) and `data-fen`; `tr(key, vars)`
   *  translates; `notation()` is the notation the reader reads moves in; `idPrefix`
   *  keeps the ids of its points apart from other diagrams'. */
  constructor(figure, { tr, notation, idPrefix }) {
    this.figure = figure;
    this.tr = tr;
    this.notation = notation;
    this.mode = figure.dataset.diagram;
    this.line = (figure.dataset.moves ?? '').split(/\s+/).filter(Boolean);
    const frame = document.createElement('div');
    frame.className = 'diagram-board';
    const svg = el('svg', { role: 'img' });
    frame.append(svg);
    this.note = document.createElement('p');
    this.note.className = 'diagram-note';
    this.note.setAttribute('aria-live', 'polite');
    figure.prepend(frame);
    figure.append(this.note);
    // A diagram with `data-written` writes each move played on it in every notation.
    this.written = figure.hasAttribute('data-written') ? new MoveWritten(figure, tr) : null;
    const controls = document.createElement('div');
    controls.className = 'diagram-controls';
    if (this.mode === 'replay') this.next = this.button(controls, 'diagram-next', () => this.playNext());
    if (this.mode !== 'view') this.reset = this.button(controls, 'diagram-reset', () => this.start());
    if (controls.childElementCount) figure.append(controls);
    this.svg = svg;
    this.view = new BoardView(svg);
    this.controller = new BoardController({
      hooks: {
        changed: ({ animate }) => this.draw(animate),
        refused: (key) => this.say(tr(key), 'refusal'),
        interactive: () => this.mode === 'try',
      },
    });
    this.input = attachInput(this.view, this.controller, tr, idPrefix);
    this.start();
  }

  button(parent, className, action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = className;
    button.addEventListener('click', action);
    parent.append(button);
    return button;
  }

  get session() {
    return this.controller.session;
  }

  /** The diagram's position again, as the guide sets it. */
  start() {
    const rules = this.figure.dataset.rules ?? GAME_DEFAULTS.rules;
    const session = new Session({ mode: 'two', human: 'red', ...GAME_DEFAULTS, rules, startFen: this.figure.dataset.fen, moves: [] });
    this.session?.game.free();
    this.say('');
    this.controller.start(session);
  }

  /** The replay's next move, and where it stands: which move of how many, or the ruling. */
  playNext() {
    const played = this.session.game.moves().length;
    const move = this.line[played];
    if (!move || this.session.isOver()) return;
    this.controller.makeMove(move.slice(0, 2), move.slice(2), true);
    if (this.session.isOver()) return; // the ruling was said in draw()
    const [written] = this.session.game.moveList(this.notation()).slice(-1);
    this.say(this.tr('learn.replay.move', { n: played + 1, total: this.line.length, move: written }));
  }

  /** Tells the reader `text`: a refusal, or how the position stands (`kind` 'info'). */
  say(text, kind = 'info') {
    this.note.textContent = text;
    this.note.dataset.kind = kind;
  }

  draw(animate = null) {
    const { view, controller, session } = this;
    view.setNotation(this.notation());
    view.render(scene(controller));
    if (animate) view.animateMove(animate.from, animate.to);
    this.input.update();
    // A move that ends the game (a mate, a stalemate, a ruling on a repetition) is told, as
    // the game page tells it.
    if (session.isOver()) this.say(statusLine(controller, this.tr).text);
    this.written?.show(session.game);
    this.svg.setAttribute('aria-label', `${this.tr('learn.diagram')}: ${this.figure.querySelector('figcaption')?.textContent ?? ''}`);
    if (this.reset) this.reset.textContent = this.tr('learn.reset');
    if (this.next) {
      this.next.textContent = this.tr('learn.replay.next');
      this.next.disabled = session.isOver() || session.game.moves().length >= this.line.length;
    }
  }
}

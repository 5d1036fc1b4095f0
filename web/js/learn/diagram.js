// A live diagram of the Learn section: the game's own board on a position of the guide,
// with the rules crate's moves. "view" shows the position; "try" lets the reader move the
// pieces of either side (green dots show exactly the moves the rules give, a refused move
// says why) and start again; "replay" steps through a line of moves the guide gives
// (`data-moves`, ICCS), under the rules it names (`data-rules`), so that the rules crate
// itself rules on where the line ends. Its note tells a refused move, the end of the game,
// the replay's move, or a check that is not mate, and says it again when the reader
// changes the language. What a caption claims of its board (`data-allowed`,
// `data-refused`, `data-ends`) is data for tests/unit/learn.test.js, which checks it
// against the rules crate; the page does not read it.

import { HostedBoard } from '../board/hosted.js';
import { statusLine } from '../board/scene.js';
import { pieceNames, refusalText } from '../board/names.js';
import { matedWords } from '../board/mated.js';
import { Session } from '../game/session.js';
import { GAME_DEFAULTS } from '../game/game-record.js';
import { colorOf } from '../game/squares.js';
import { Note } from '../widgets/note.js';
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
    const note = document.createElement('p');
    note.className = 'diagram-note';
    note.setAttribute('aria-live', 'polite');
    figure.prepend(frame);
    figure.append(note);
    this.note = new Note(note);
    // A diagram with `data-written` writes each move played on it in every notation.
    this.written = figure.hasAttribute('data-written') ? new MoveWritten(figure, tr) : null;
    const controls = document.createElement('div');
    controls.className = 'diagram-controls';
    if (this.mode === 'replay') this.next = this.button(controls, 'diagram-next', () => this.playNext());
    if (this.mode !== 'view') this.reset = this.button(controls, 'diagram-reset', () => this.start());
    if (controls.childElementCount) figure.append(controls);
    this.board = new HostedBoard(frame, {
      tr,
      idPrefix,
      hooks: {
        changed: ({ animate }) => this.changed(animate),
        refused: (key, { threats }) => this.note.say(() => refusalText(this.tr, key, threats), 'refusal'),
        interactive: () => this.mode === 'try',
      },
    });
    this.controller = this.board.controller;
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
    this.plies = 0;
    this.note.say('');
    this.controller.start(session);
  }

  /** The replay's next move. */
  playNext() {
    const move = this.line[this.session.game.moves().length];
    if (!move || this.session.isOver()) return;
    this.controller.makeMove(move.slice(0, 2), move.slice(2), true);
  }

  changed(animate) {
    const plies = this.session.game.moves().length;
    // A move played (or taken back) replaces what the note said with how the game stands.
    if (plies !== this.plies) {
      this.plies = plies;
      this.tellStanding(plies);
    }
    this.draw(animate);
  }

  /** How the game stands after its `plies`th move: over (a mate, a stalemate, a ruling on a
   *  repetition, said as the game page says it), which move of the replay it was, or a
   *  check that is not mate, with an answer the rules allow. */
  tellStanding(plies) {
    const { session, controller, tr } = this;
    if (session.isOver()) {
      this.note.say(() => {
        const status = statusLine(controller, tr).text;
        const why = matedWords(session.game, tr);
        return why ? tr('mated.after', { status, why }) : status;
      });
    } else if (this.mode === 'replay') {
      const total = this.line.length;
      this.note.say(() => tr('learn.replay.move', { n: plies, total, move: session.game.moveList(this.notation())[plies - 1] }));
    } else if (session.game.checkedGeneral()) {
      const answer = answerToCheck(session.game);
      const general = pieceNames(answer.piece).role === 'general';
      const side = colorOf(answer.piece);
      this.note.say(() => {
        const move = session.game.describe(answer.move, this.notation());
        return general
          ? tr('learn.check.notMateGeneral', { general: tr(`piece.${side}.general`), move })
          : tr('learn.check.notMate', { side: tr(`color.${side}`), move });
      }, 'check');
    } else {
      this.note.say('');
    }
  }

  draw(animate = null) {
    const { session } = this;
    const caption = this.figure.querySelector('figcaption')?.textContent ?? '';
    this.board.draw({ notation: this.notation(), animate, label: `${this.tr('learn.diagram')}: ${caption}` });
    this.note.retell();
    this.written?.show(session.game);
    if (this.reset) this.reset.textContent = this.tr('learn.reset');
    if (this.next) {
      this.next.textContent = this.tr('learn.replay.next');
      this.next.disabled = session.isOver() || session.game.moves().length >= this.line.length;
    }
  }
}

/** A legal answer to the check in `game` (not over), the general's own step first, as the
 *  rules crate gives it: `{move, piece}`, the move in ICCS and the FEN letter moved. */
function answerToCheck(game) {
  const side = game.turn();
  const own = game.pieces().filter(({ piece }) => colorOf(piece) === side);
  own.sort((a, b) => Number(pieceNames(b.piece).role === 'general') - Number(pieceNames(a.piece).role === 'general'));
  for (const { square, piece } of own) {
    const [to] = game.targets(square);
    if (to) return { move: `${square}${to}`, piece };
  }
  throw new Error('a check with no answer is a mate, and a mate is over');
}

// A board that sets the player a task and answers their moves: a lesson's exercise
// (learn/exercise.js), a mate puzzle or a classic study (puzzles/puzzle-board.js). The
// host judges its task; the trainer does what every task does the same way: places a
// position, lets a wrong move stay a moment and takes it back, plays a move that arrives
// from elsewhere (the defence's reply) after a pause, writes the solution out and steps
// through it, tells the result with why the game ended, and keeps the help the player
// took. Its state is declared in `trainerState`.

import { HostedBoard } from '../board/hosted.js';
import { matedWords } from '../board/mated.js';
import { sentences } from '../board/names.js';
import { Game } from '../game/wasm.js';
import { GAME_DEFAULTS } from '../game/game-record.js';
import { Note } from './note.js';
import { SolutionSteps } from './solution-steps.js';

/** How long a move from elsewhere waits before it is played (the defence "thinks"), and a
 *  wrong move stays on the board before it is taken back. */
export const REPLY_MS = 600;
export const TAKE_BACK_MS = 900;

/**
 * What a trainer is doing. `phase` is one of:
 * - 'closed': no task opened yet;
 * - 'playing': the player's turn to act (the only phase the board takes moves in);
 * - 'waiting': something on its way: a move from elsewhere, or a search judging the
 *   player's move;
 * - 'wrong': a wrong move stays on the board a moment, untouchable, then is taken back;
 * - 'solution': the solution shown a move at a time;
 * - 'done': solved, or decided against the player; the board rests until a restart.
 * `ticket` is bumped at each restart, so that what was on its way then is dropped;
 * `misses` counts the wrong moves and lost games since the last restart; `hinted` and
 * `shown` are the help taken (a hint, the solution seen) since the task was opened: playing
 * again what was shown is not a clean solve.
 */
export function trainerState() {
  return { phase: 'closed', ticket: 0, misses: 0, hinted: false, shown: false };
}

export class Trainer {
  /**
   * A trainer in `root`, which holds the board's frame (`frame`, a selector), the note
   * under it (`note`, a selector) and the solution's box (`.solution-steps`). `tr`
   * translates; `createEngine()` makes an engine client; `hooks` are the controller's
   * (the trainer lets a move in only while `phase` is 'playing' and the host's own
   * `interactive`, if any, agrees); `idPrefix` keeps the board's points apart from other
   * boards'.
   */
  constructor(root, { frame, note, tr, createEngine, hooks, idPrefix }) {
    this.root = root;
    this.tr = tr;
    this.state = trainerState();
    this.note = new Note(root.querySelector(note));
    this.board = new HostedBoard(root.querySelector(frame), {
      tr,
      createEngine,
      idPrefix,
      hooks: { ...hooks, interactive: () => this.state.phase === 'playing' && (hooks.interactive?.() ?? true) },
    });
    this.controller = this.board.controller;
    this.showStep = null; // the solution's positions, while it is shown
    this.steps = new SolutionSteps(root.querySelector('.solution-steps'), { tr, show: (i) => this.showStep(i) });
    this.timer = null;
  }

  /** A wrong move or the solution is on the board, not the player's game. */
  get showing() {
    return this.state.phase === 'wrong' || this.state.phase === 'solution';
  }

  /** A new task: no help taken yet. The host restarts it. */
  open() {
    Object.assign(this.state, { hinted: false, shown: false });
  }

  /** The task from its start: nothing on its way, no misses, the solution put away. */
  restart() {
    clearTimeout(this.timer);
    Object.assign(this.state, { phase: 'playing', ticket: this.state.ticket + 1, misses: 0 });
    this.steps.close();
  }

  /** A wrong move or a lost game. */
  missed() {
    this.state.misses += 1;
  }

  /** A wrong move is on the board: it stays a moment, then `takeBack()` puts the position
   *  before it back (unless the task was restarted meanwhile). */
  takeBack(takeBack) {
    this.later('wrong', TAKE_BACK_MS, takeBack);
  }

  /** A move that arrives from elsewhere (ICCS), played after a pause as the other side's;
   *  `then()` follows it. */
  arrive(move, then = () => {}) {
    this.later('waiting', REPLY_MS, () => {
      this.controller.makeMove(move.slice(0, 2), move.slice(2), true);
      then();
    });
  }

  /** In `phase` for `ms`, then back to playing with `act()`. */
  later(phase, ms, act) {
    this.state.phase = phase;
    const { ticket } = this.state;
    this.timer = setTimeout(() => {
      if (ticket !== this.state.ticket) return;
      this.state.phase = 'playing';
      act();
    }, ms);
  }

  /** Waits for `work()` (a search judging a move) with the board untouchable: `{current,
   *  result}`, `current` false when the task was restarted meanwhile. */
  async waitFor(work) {
    const { ticket } = this.state;
    this.state.phase = 'waiting';
    const result = await work();
    const current = ticket === this.state.ticket;
    if (current) this.state.phase = 'playing';
    return { current, result };
  }

  /** Whether `ticket` (the state's, taken earlier) is still the task's. */
  current(ticket) {
    return ticket === this.state.ticket;
  }

  /** A hint taken. */
  hinted() {
    this.state.hinted = true;
  }

  /** Starts `session` on the board, with the engine of the one before stopped. */
  place(session) {
    const old = this.controller.session;
    this.controller.stopEngine();
    this.controller.start(session);
    old?.game.free();
  }

  /** The solution, a move at a time, on a task just restarted: `written()` gives its
   *  moves in the reader's notation, `show(i)` puts the position after its first `i` on
   *  the board. The task is not solved by it. */
  showSolution(written, show) {
    this.state.shown = true;
    this.state.phase = 'solution';
    this.showStep = show;
    this.steps.start(written);
  }

  /** The task solved: `words()` says how, and why the game ended is added when the board
   *  shows a mate or a stalemate. */
  solved(words) {
    this.state.phase = 'done';
    const { game } = this.controller.session;
    this.say(() => sentences(this.tr, [...words(), matedWords(game, this.tr)]), 'solved');
  }

  /** Decided against the player before the rules end the game: the board rests. */
  rest() {
    this.state.phase = 'done';
  }

  /** Shows `words` (see Note.say) in the note under the board. */
  say(words, kind = 'info') {
    this.note.say(words, kind);
  }

  /** Says the note and a solution shown again, in the language now chosen. */
  retell() {
    this.note.retell();
    this.steps.draw();
  }

  /** Draws the board (see HostedBoard.draw), and marks on the root whose turn it is and
   *  whether the engine is thinking, for the page's tests and styles. */
  draw(options) {
    this.board.draw(options);
    const { controller } = this;
    this.root.dataset.turn = controller.session.turn;
    this.root.dataset.thinking = controller.thinking ? '1' : '0';
  }
}

/** `moves` from `fen`, written in `notation`. */
export function writtenMoves(fen, moves, notation) {
  const game = new Game(fen, moves, GAME_DEFAULTS.rules);
  const written = game.moveList(notation);
  game.free();
  return written;
}

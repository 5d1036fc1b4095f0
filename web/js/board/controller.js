// The board controller: one game on one board, whatever page it is on. It owns the
// selection and legal targets (asked of the wasm Game), taps and drops, making a move,
// the bookkeeping after it, the computer's turn and stopping a search. It draws nothing
// and knows no page: the host (the game page, the <xiangqi-game> element, tests) is told
// what happened through `hooks` and draws from `controller.state`.
//
// hooks, all optional:
//   changed({animate})    the state changed; redraw (animate: {from, to} of a move)
//   recorded()            the game itself changed (a move, undo, ending, rules): save it
//   moved({move, mover, captured}) a move was made (ICCS), by the person or the computer
//   refused(key, {piece, threats}) an input was refused; key is an i18n key such as
//                         illegal.<reason>, piece the FEN letter of the piece being moved,
//                         threats the FEN letters of the pieces that would take the
//                         general after a move that exposes it (see refusalText)
//   ended(outcome, {animated}) the game ended ({winner, reason}); told once per ending
//   failed(error)         the engine failed in a way worth telling the person (an
//                         EngineUnavailable when it will not be restarted by itself)
//   progress(info)        search progress ({depth, ...}) of the computer's move
//   shownGame()           the Game on screen when it is not the live one (the page's
//                         review), else null
//   explore(move)         a move (ICCS) made in the shown past position, by either side:
//                         the host keeps it as a variation; the game is not touched
//   interactive()         false when the person may not move at all (a view-only board)
//   pickUp(square)        an i18n key when the piece on `square` must stay where it is
//                         (a lesson that moves one piece), else null: it is refused so
//   dismissed()           Escape with nothing picked up
//   told(key)             something to tell the person (an i18n key): the rules trapped
//                         and were restarted (game/wasm.js), the game as it was
//
// `free` (the position editor) replaces the rules by free placement:
//   { pieces() -> [{square, piece}], place(square), move(from, to) }: a tap places the
//   host's current piece (or clears the point), a drag moves any piece anywhere.

import { EngineCrashed, EngineStopped } from '../engine/client.js';
import { boardState } from './state.js';
import { colorOf } from '../game/squares.js';
import { onRulesRestarted } from '../game/wasm.js';

/** How long at least the computer's reply comes after the person's move: the move's
 *  slide (220 ms, view.js) and a moment to see it. */
const REPLY_PAUSE_MS = 300;


/** The refusals of a move that would leave the mover's general to be taken. */
const EXPOSING = ['illegal.leaves_general_in_check', 'illegal.generals_would_face'];

export class BoardController {
  /** `createEngine()` makes an engine client (see engine/client.js) the first time one is needed. */
  constructor({ createEngine = null, hooks = {}, free = null }) {
    this.createEngine = createEngine;
    this.free = free;
    this.engine = null;
    this.hooks = hooks;
    this.state = boardState();
    // Bumped whenever a running search stops mattering, so a late answer is dropped.
    this.ticket = 0;
    /** Off the page (see suspend): no search starts and no clock runs until resume(). */
    this.suspended = false;
    this.hearRules();
  }

  /** After the rules were restarted following a trap, what was picked up is put down
   *  and the person told that the game is as it was. Heard while on the page only. */
  hearRules() {
    if (this.free) return;
    this.stopHearingRules ??= onRulesRestarted(() => {
      if (!this.session) return;
      this.deselect();
      this.hooks.told?.('status.rulesRestarted');
    });
  }

  get session() {
    return this.state.session;
  }

  get thinking() {
    return this.state.busyWith === 'move';
  }

  /** The Game on screen: the live one unless the host shows another. */
  shownGame() {
    return this.pastGame() ?? this.session.game;
  }

  /** The pieces on screen: [{square, piece}]. */
  pieces() {
    if (this.free) return this.free.pieces();
    return this.session ? this.shownGame().pieces() : [];
  }

  pastGame() {
    return this.hooks.shownGame?.() ?? null;
  }

  // ------------------------------------------------------------ games

  /** Puts `session` on the board; a computer to move starts thinking. */
  start(session, { reportEnding = true } = {}) {
    this.stopEngine();
    this.state = { ...boardState(), session };
    if (!reportEnding && session.isOver()) this.state.reportedEnding = endingKey(session);
    this.afterChange();
  }

  // ------------------------------------------------------------ the person's input

  pieceAt(square) {
    return this.pieces().find((p) => p.square === square)?.piece ?? null;
  }

  /** May the person pick up the piece on `square` now? */
  canMovePieceOn(square) {
    if (this.free) return this.pieceAt(square) !== null;
    if (!this.session || this.hooks.interactive?.() === false) return false;
    if (this.hooks.pickUp?.(square)) return false;
    const piece = this.pieceAt(square);
    if (piece === null) return false;
    const past = this.pastGame();
    // In a past position either side may try a move (a variation); the clocks do not care.
    if (past) return Boolean(this.hooks.explore) && !past.outcome() && colorOf(piece) === past.turn();
    return !this.state.paused && this.session.canMove(colorOf(piece));
  }

  select(square) {
    this.state.selected = square;
    this.state.threats = [];
    // Free placement has no rules to show: a piece may go anywhere.
    const targets = this.free ? [] : this.shownGame().targets(square);
    this.state.targets = targets.map((to) => ({ square: to, capture: this.pieceAt(to) !== null }));
    this.changed();
  }

  deselect() {
    this.state.selected = null;
    this.state.targets = [];
    this.state.threats = [];
    this.changed();
  }

  /** Escape: puts down the piece picked up, or, with none, tells the host. */
  cancel() {
    if (this.state.selected === null) this.hooks.dismissed?.();
    else this.deselect();
  }

  isTarget(square) {
    return this.state.targets.some((target) => target.square === square);
  }

  tap(square) {
    if (this.free) {
      this.free.place(square);
      this.deselect();
      return;
    }
    if (!this.session || this.hooks.interactive?.() === false) return;
    const { session, state } = this;
    const past = this.pastGame();
    if (state.paused === 'player' && !past) {
      this.refuse('status.paused');
      return;
    }
    const shown = past ?? session.game;
    if (state.selected && this.isTarget(square)) {
      this.play(state.selected, square, { animate: true });
    } else if (this.canMovePieceOn(square)) {
      if (state.selected === square) this.deselect();
      else this.select(square);
    } else if (this.pieceAt(square) && this.hooks.pickUp?.(square)) {
      this.refuse(this.hooks.pickUp(square));
    } else if (past ? past.outcome() : session.isOver()) {
      this.refuse('illegal.game_over');
    } else if (state.selected) {
      const reason = shown.whyNot(state.selected, square);
      if (reason) this.refuse(`illegal.${reason}`, { from: state.selected, to: square });
    } else if (!past && session.isComputerTurn()) {
      this.refuse('illegal.computer_turn');
    } else if (this.pieceAt(square)) {
      const theirs = session.playsOneSide && !past && colorOf(this.pieceAt(square)) !== session.human;
      this.refuse(theirs ? 'illegal.opponent_piece' : 'illegal.not_your_turn');
    }
  }

  /** A move typed, read into its points: picked up and put down as two taps would, so
   *  it is refused, or played, exactly as the same move clicked. */
  enter(from, to) {
    if (this.state.selected !== null) this.deselect();
    this.tap(from);
    if (this.state.selected === from) this.tap(to);
  }

  /** A piece dragged from `from` and let go on `to`. */
  drop(from, to) {
    if (!this.canMovePieceOn(from)) return;
    if (this.free) {
      this.free.move(from, to);
      this.deselect();
      return;
    }
    if (this.state.selected !== from) this.select(from);
    if (this.isTarget(to)) {
      this.play(from, to, { animate: false });
    } else {
      const reason = this.shownGame().whyNot(from, to);
      this.changed();
      if (reason) this.refuse(`illegal.${reason}`, { from, to });
    }
  }

  /** Tells the host why an input was refused; a `move` that would expose the general
   *  marks the pieces that would take it (a pinned piece's pinner) and names them. */
  refuse(key, move = null) {
    const { selected } = this.state;
    const threats = move && EXPOSING.includes(key) ? this.shownGame().exposedBy(move.from, move.to) : [];
    if (threats.length > 0 || this.state.threats.length > 0) {
      this.state.threats = threats;
      this.changed();
    }
    this.hooks.refused?.(key, { piece: selected ? this.pieceAt(selected) : null, threats: threats.map((square) => this.pieceAt(square)) });
  }

  // ------------------------------------------------------------ moves and their aftermath

  /** Makes the person's move `from`-`to` (legal: a target of the selection): in the
   *  game, or in the past position shown, where the host keeps it as a variation. */
  play(from, to, { animate }) {
    if (this.pastGame()) {
      this.state.selected = null;
      this.state.targets = [];
      this.hooks.explore?.(`${from}${to}`);
      this.changed(animate ? { from, to } : null);
      return;
    }
    // A hint or draw evaluation still running belongs to the position before this move.
    this.stopEngine();
    this.makeMove(from, to, animate);
  }

  makeMove(from, to, animate) {
    const now = performance.now();
    // A move made after the mover's time ran out (between two ticks) does not count.
    if (this.flagFell(now)) return;
    this.applyMove(from, to, { animate, clock: (clock, mover) => clock.moved(mover, now) });
  }

  /**
   * A move from the other device (a friend's, through the relay), `from`-`to`: played as
   * a move made here would be, if it is the other side's turn in the game and the rules
   * allow it there. `usedMs`: the time the mover's own clock says it took. Returns null
   * when it was played, else why not (a reason of the rules crate's, or `not_their_turn`).
   */
  receive(from, to, { usedMs = 0 } = {}) {
    const { session } = this;
    if (!session?.elsewhere || session.isOver() || session.turn === session.human) return 'not_their_turn';
    const reason = session.game.whyNot(from, to);
    if (reason) return reason;
    this.stopEngine();
    this.applyMove(from, to, { animate: true, remote: true, clock: (clock, mover) => clock.movedTaking(mover, usedMs) });
    return null;
  }

  applyMove(from, to, { animate, clock, remote = false }) {
    const captured = this.session.game.pieces().some((p) => p.square === to);
    this.session.play(from, to);
    if (this.session.clock) clock(this.session.clock, this.session.lastMover());
    this.state.selected = null;
    this.state.targets = [];
    this.state.hint = null;
    this.state.threats = [];
    this.hooks.moved?.({ move: `${from}${to}`, mover: this.session.lastMover(), captured, remote });
    this.afterChange(animate ? { from, to } : null);
  }

  /** After any move, ending, undo or rule change: tell the host, report an ending once,
   *  or let the computer move. */
  afterChange(animate = null) {
    const { session, state } = this;
    this.runClock();
    this.hooks.recorded?.();
    const computerToMove = session.isComputerTurn() && !this.suspended;
    if (computerToMove) state.busyWith = 'move'; // shown in the same redraw as the move
    this.changed(animate);
    const outcome = session.outcome();
    if (outcome) {
      const key = endingKey(session);
      if (state.reportedEnding !== key) {
        state.reportedEnding = key;
        this.hooks.ended?.(outcome, { animated: animate !== null });
      }
    } else {
      state.reportedEnding = null;
      if (computerToMove) this.computerMove();
    }
  }

  /** The record changed beside the game (a variation added or deleted): save and redraw. */
  recordChanged() {
    this.hooks.recorded?.();
    this.changed();
  }

  changed(animate = null) {
    this.hooks.changed?.({ animate });
  }

  undo() {
    if (!this.session) return false;
    const { session } = this;
    const midSearch = this.thinking;
    this.stopEngine();
    // Undo while the computer thinks takes back the person's move it was answering.
    const done = midSearch ? session.undoOne() : session.undo();
    if (!done) {
      this.changed();
      return false;
    }
    this.state.selected = null;
    this.state.targets = [];
    this.state.hint = null;
    this.afterChange();
    return true;
  }

  resign(color) {
    this.declare(() => this.session.resign(color));
  }

  /** Takes the game back to its first `plies` moves: a takeback a friend elsewhere
   *  allowed (an undo of a mode of its own). */
  rewindTo(plies) {
    this.stopEngine();
    while (this.session.moves.length > plies && this.session.undoOne());
    this.state.selected = null;
    this.state.targets = [];
    this.state.hint = null;
    this.afterChange();
  }

  /** `gone` left a live game and the other player claimed it. */
  abandoned(gone) {
    this.declare(() => this.session.abandon(gone));
  }

  /** Ends the game by `ending()` (a resignation, a claim): no search goes on for it, and
   *  no piece stays picked up. */
  declare(ending) {
    this.stopEngine();
    ending();
    this.state.selected = null;
    this.state.targets = [];
    this.afterChange();
  }

  agreeDraw() {
    this.stopEngine();
    this.session.agreeDraw();
    this.afterChange();
  }

  setRules(rules) {
    if (!this.session || this.session.game.rules() === rules) return;
    this.stopEngine(); // a search under the old rules; afterChange starts one if needed
    this.session.game.setRules(rules);
    this.afterChange();
  }

  flip() {
    this.session.flipped = !this.session.flipped;
    this.changed();
  }

  setHint(hint) {
    this.state.hint = hint;
    this.changed();
  }

  // ------------------------------------------------------------ the game clocks

  /** Runs the clock of the side to move, unless the game is over or paused. */
  runClock(now = performance.now()) {
    const clock = this.session?.clock;
    if (!clock) return;
    if (this.session.isOver() || this.session.waitingForFriend || this.state.paused || this.suspended) clock.stop(now);
    else if (clock.running !== this.session.turn) clock.start(this.session.turn, now);
  }

  /** The host calls this often: a side whose time is up loses (or draws) now. Returns
   *  true if a flag fell. */
  flagFell(now = performance.now()) {
    if (!this.session?.clock?.flagged(now, (color) => this.session.flagGraceMs(color)) || this.session.isOver()) return false;
    this.stopEngine();
    this.state.selected = null;
    this.state.targets = [];
    this.session.flagFall();
    this.afterChange();
    return true;
  }

  /** Stops the clocks; `why` is 'player' (two players at one device) or 'hidden' (the
   *  page is out of sight). While paused by the player no piece can be moved. */
  pauseClock(why) {
    if (!this.session?.clock || this.session.isOver() || this.state.paused) return;
    this.state.paused = why;
    this.runClock();
    this.changed();
  }

  /** Ends a pause made for the same reason (a hidden page does not end a player's pause). */
  resumeClock(why) {
    if (this.state.paused !== why) return;
    this.state.paused = null;
    this.runClock();
    this.changed();
  }

  // ------------------------------------------------------------ the engine

  /** The game as the engine is given it. */
  gameForEngine() {
    const game = this.session.game;
    return { startFen: game.startFen(), moves: this.session.moves, rules: game.rules() };
  }

  async computerMove(retried = false) {
    const { session } = this;
    const ticket = ++this.ticket;
    const askedAt = performance.now();
    this.startEngine();
    let result;
    try {
      const { clock } = session;
      // The computer thinks no longer than its own clock allows, as well as its level; a
      // game without clocks may set it a pace instead.
      const limit = clock ? { leftMs: clock.left(session.computer, performance.now()), incMs: clock.incrementMs } : session.pace;
      result = await this.engine.playLevel(this.gameForEngine(), session.level, (info) => this.hooks.progress?.(info), limit ?? undefined);
    } catch (error) {
      if (ticket !== this.ticket) return;
      if (error instanceof EngineCrashed && !retried) {
        this.computerMove(true);
        return;
      }
      this.state.busyWith = null;
      this.changed();
      if (!(error instanceof EngineStopped)) this.hooks.failed?.(error);
      return;
    }
    if (ticket !== this.ticket) return;
    // A reply found at once waits until the person's move has slid home and been seen.
    // The wait is the page's, not the computer's: its clock stops when the reply is found.
    const found = performance.now();
    const early = REPLY_PAUSE_MS - (found - askedAt);
    if (early > 0) {
      session.clock?.stop(found);
      await new Promise((resolve) => setTimeout(resolve, early));
      if (ticket !== this.ticket) return;
    }
    this.state.busyWith = null;
    if (!result.bestMove) {
      this.changed();
      return;
    }
    this.makeMove(result.bestMove.slice(0, 2), result.bestMove.slice(2), true);
  }

  /**
   * Runs `work(engine, game)` (a search for the host: a hint, a draw offer) as `kind`
   * of busy. Resolves with its result, or undefined when it was stopped, superseded or
   * failed (a failure is told to `failed`).
   */
  async consult(kind, work) {
    const ticket = ++this.ticket;
    this.startEngine();
    this.state.busyWith = kind;
    this.changed();
    try {
      const result = await work(this.engine, this.gameForEngine());
      return ticket === this.ticket ? result : undefined;
    } catch (error) {
      if (ticket === this.ticket && !(error instanceof EngineStopped)) this.hooks.failed?.(error);
      return undefined;
    } finally {
      if (ticket === this.ticket) {
        this.state.busyWith = null;
        this.changed();
      }
    }
  }

  /** Starts the engine's worker unless it runs: when it is needed, or ahead of need (the
   *  page does, so that the computer's first move is quick). */
  startEngine() {
    this.engine ??= this.createEngine();
  }

  /** Stops whatever the engine does for this board; its answer will be ignored. */
  stopEngine() {
    this.ticket++;
    if (this.state.busyWith !== null) {
      this.engine?.stop();
      this.state.busyWith = null;
    }
  }

  /** The board left the page: it stops thinking, lets the worker go and stops the clocks
   *  until resume(). The game stays, and may still be replaced meanwhile (start()): it
   *  waits too. */
  suspend() {
    this.suspended = true;
    this.stopHearingRules?.();
    this.stopHearingRules = null;
    this.stopEngine();
    this.engine?.dispose();
    this.engine = null;
    this.runClock();
  }

  /** Picks the game up where it was: a computer to move thinks again, the clock runs. */
  resume() {
    this.suspended = false;
    this.hearRules();
    if (this.session) this.afterChange();
  }

  /** Tries an engine that had become unavailable again, and lets the computer move. */
  retryEngine() {
    this.engine?.retry();
    this.resume();
  }
}

/** Names an ending by when and why, so the same ending is reported once. */
function endingKey(session) {
  const outcome = session.outcome();
  return outcome && `${session.moves.length} ${outcome.reason}`;
}

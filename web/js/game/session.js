// One game as the page plays it: who plays which side, the rules crate's Game (through
// wasm), a resignation or agreed draw on top, and the undo rules of each mode.

import { Game } from './wasm.js';
import { GameClock } from './clock.js';

export const other = (color) => (color === 'red' ? 'black' : 'red');

export class Session {
  /** `record` is the shape kept in storage (see storage.js); a bad one throws. */
  constructor(record) {
    this.mode = record.mode;
    this.human = record.human;
    this.level = record.level;
    this.recorded = record.recorded ?? false;
    this.flipped = record.flipped ?? false;
    /** Opened from a share link (or an import), not a game the person started. */
    this.shared = record.shared ?? false;
    this.game = new Game(record.startFen ?? '', record.moves ?? [], record.rules);
    /** The game clocks (clock.js), or null for a game without them. */
    this.clock = record.clock ? new GameClock(record.clock) : null;
    this.clock?.rewind(this.moves.length);
    this.ending = null;
    if (record.ending === 'agreed') this.agreeDraw();
    else if (record.ending === 'timeout') this.flagFall();
    else if (record.ending) this.resign(record.ending.split('_')[0]);
  }

  get vsComputer() {
    return this.mode === 'computer';
  }

  get computer() {
    return other(this.human);
  }

  get turn() {
    return this.game.turn();
  }

  get moves() {
    return this.game.moves();
  }

  outcome() {
    return this.game.outcome();
  }

  isOver() {
    return this.outcome() !== null;
  }

  isComputerTurn() {
    return this.vsComputer && !this.isOver() && this.turn === this.computer;
  }

  /** The side whose pieces the person at the screen may move now. */
  canMove(color) {
    if (this.isOver() || color !== this.turn) return false;
    return !this.vsComputer || color === this.human;
  }

  play(from, to) {
    return this.game.play(from, to);
  }

  resign(color) {
    this.game.resign(color);
    this.ending = `${color}_resigned`;
  }

  agreeDraw() {
    this.game.agreeDraw();
    this.ending = 'agreed';
  }

  /** The side to move ran out of time (a loss, or a draw if the other could never mate). */
  flagFall() {
    this.game.flagFall();
    this.ending = 'timeout';
  }

  /** Takes back one step: an ending if there is one, else the last move. A fallen flag
   *  goes with the move before it, so the side that ran out has time again. */
  undoOne() {
    let undone = false;
    if (this.ending) {
      const timeout = this.ending === 'timeout';
      this.game.undo();
      this.ending = null;
      if (timeout) this.game.undo();
      undone = true;
    } else {
      undone = this.game.undo() !== undefined;
    }
    this.clock?.rewind(this.moves.length);
    return undone;
  }

  /** Who made the last move (the side not to move now). */
  lastMover() {
    return other(this.turn);
  }

  /** Has the person (vs the computer) made a move or ended the game, so undo has work? */
  canUndo() {
    if (this.ending) return true;
    const moves = this.moves.length;
    if (!this.vsComputer) return moves > 0;
    const startTurn = moves % 2 === 0 ? this.turn : other(this.turn);
    return moves >= (startTurn === this.human ? 1 : 2);
  }

  /**
   * Undo as the issue specifies: two players take back one move; against the computer,
   * go back to the person's turn, taking back their last move and the reply to it.
   */
  undo() {
    if (!this.canUndo()) return false;
    if (!this.vsComputer) return this.undoOne();
    if (this.ending) {
      this.undoOne();
      if (this.turn === this.human) return true;
    }
    let tookBackOwn = false;
    while (this.moves.length > 0) {
      tookBackOwn ||= this.lastMover() === this.human;
      this.undoOne();
      if (tookBackOwn && this.turn === this.human) break;
    }
    return true;
  }

  /** The game as stored, to go on with after a reload; `now` counts the running clock. */
  toRecord(now = performance.now()) {
    return {
      mode: this.mode,
      human: this.human,
      level: this.level,
      rules: this.game.rules(),
      startFen: this.game.startFen(),
      moves: this.moves,
      ending: this.ending,
      recorded: this.recorded,
      flipped: this.flipped,
      shared: this.shared,
      clock: this.clock?.toRecord(now) ?? null,
    };
  }
}

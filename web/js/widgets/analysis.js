// Analysis: the engine thinks about the position on the board, without limit, in a worker
// of its own (so a hint or the computer's move never waits for it), until the position
// changes or analysis is turned off. It keeps the latest report of each of the best lines;
// the page draws them (render.js): an evaluation bar, the lines, an arrow for each.

import { EngineCrashed, EngineStopped } from '../engine/client.js';
import { fromRed, redExpectationAt } from '../game/winning.js';

/** How many best lines the engine looks for. */
export const LINES = 3;

/** Redraws at most this often while the engine reports (ms): the main thread stays idle. */
const REDRAW_MS = 150;

export class Analysis {
  /** `createEngine(options)` makes an engine client with these of its options (see
   *  engine/client.js); `changed()` redraws the analysis (its lines and arrows: nothing
   *  else changes with a report); `failed(error)` tells the person. */
  constructor({ createEngine, changed, failed }) {
    this.createEngine = createEngine;
    this.changed = changed;
    this.failed = failed;
    this.on = false;
    this.engine = null;
    /** The position analysed: {key, startFen, moves, rules, turn, over, winner}, or null. */
    this.position = null;
    /** The latest report of each line ({line, depth, score, pv, nodes, timeMs}), best first. */
    this.lines = [];
    /** The line the person points at (its arrows are drawn), or null. */
    this.pointed = null;
    /** Whether the engine waits for the evaluation network before it can begin. */
    this.waiting = false;
    this.ticket = 0;
    this.redraw = null;
  }

  /** Turns analysis on or off (the caller redraws); off lets its worker go. */
  toggle(on = !this.on) {
    if (on === this.on) return;
    this.on = on;
    if (!on) {
      this.stop();
      this.engine?.dispose();
      this.engine = null;
    }
  }

  /** Analyses the position after `moves` from `startFen` (`game`, the wasm Game there),
   *  unless it already does. */
  follow({ startFen, moves, rules, game }) {
    if (!this.on) return;
    const outcome = game.outcome();
    // An ending the players or the clock declared leaves moves to play in the last
    // position: it is still worth analysing.
    const over = outcome !== null && game.declared() === null;
    const turn = game.turn();
    const key = `${rules} ${startFen} ${moves.join(' ')}`;
    if (this.position?.key === key) return;
    this.stop();
    this.position = { key, startFen, moves, rules, turn, over, winner: outcome?.winner ?? null };
    if (over) return; // nothing to think about: the game has ended there
    this.think();
  }

  /** Sets the engine thinking about the position, without limit, reporting each line. */
  think() {
    const { startFen, moves, rules } = this.position;
    const ticket = this.ticket;
    this.engine ??= this.createEngine({ onWaiting: () => this.waitForNetwork() });
    const onInfo = (info) => {
      if (ticket !== this.ticket) return;
      this.waiting = false;
      this.lines[info.line - 1] = info;
      this.lines.length = Math.min(this.lines.length, LINES);
      this.scheduleRedraw();
    };
    this.engine.search({ startFen, moves, rules }, { infinite: true, lines: LINES }, onInfo).catch((error) => {
      if (ticket !== this.ticket || error instanceof EngineStopped) return;
      this.failed(error);
      // The client replaces a crashed worker (and holds the request until it runs):
      // the analysis starts again, from its first report.
      if (error instanceof EngineCrashed) {
        this.lines = [];
        this.scheduleRedraw();
        this.think();
      }
    });
  }

  /** The engine says it waits for the network: the panel says so until the first report. */
  waitForNetwork() {
    if (this.waiting || !this.position) return;
    this.waiting = true;
    this.scheduleRedraw();
  }

  /** Stops thinking about the position (its lines are dropped). */
  stop() {
    this.ticket++;
    this.waiting = false;
    if (this.position) this.engine?.stop();
    this.position = null;
    this.lines = [];
    this.pointed = null;
  }

  scheduleRedraw() {
    this.redraw ??= setTimeout(() => {
      this.redraw = null;
      this.changed();
    }, REDRAW_MS);
  }

  /** Line `i`'s score from Red's side ({kind: 'cp' | 'mate', value}), or null before its first report. */
  redScore(i = 0) {
    const info = this.lines[i];
    return info && this.position ? fromRed(info.score, this.position.turn) : null;
  }

  /** Red's expected result (0 to 1) as the bar shows it: the result itself where the game
   *  has ended, else line 1's view; a half until its first report. */
  redExpectation() {
    if (this.position?.over) return this.position.winner === null ? 0.5 : Number(this.position.winner === 'red');
    const info = this.lines[0];
    return info && this.position ? redExpectationAt(info.score, this.position.turn) : 0.5;
  }

  /** The arrows to draw: each line's first move, or the first moves of the line pointed at. */
  arrows() {
    if (!this.on) return [];
    const pointed = this.pointed !== null ? this.lines[this.pointed] : null;
    if (pointed) return pointed.pv.slice(0, 3).map((move, i) => ({ move, rank: 1, label: String(i + 1) }));
    return this.lines.filter(Boolean).map((info, i) => ({ move: info.pv[0], rank: i + 1 }));
  }
}

// Game clocks: each side's time left, an increment added after each of its moves
// (Fischer), and the side whose clock runs. Time is passed in (`now`, in ms from a
// monotonic clock), so the clock itself never reads the time and tests can drive it.
// The time left after every move is kept, so undo gives the clocks back as they were.

/** Longest game and increment a control may ask for. */
const MAX_MINUTES = 180;
const MAX_INCREMENT_S = 60;

/** Under this, the clock shows tenths and warns. */
export const LOW_TIME_MS = 10_000;

/**
 * `"10+5"` or `"10,5"` (minutes, then seconds per move) as {initialMs, incrementMs}, or
 * null for anything else (no clock). Whole or decimal minutes from 0.5 to 180; an
 * increment from 0 to 60 seconds.
 */
export function parseControl(text) {
  const m = /^\s*(\d+(?:\.\d+)?)\s*[+,]\s*(\d+)\s*$/.exec(String(text ?? ''));
  if (!m) return null;
  const minutes = Number(m[1]);
  const increment = Number(m[2]);
  if (!(minutes >= 0.5 && minutes <= MAX_MINUTES) || increment > MAX_INCREMENT_S) return null;
  return { initialMs: Math.round(minutes * 60_000), incrementMs: increment * 1000 };
}

/** "10+5" for a control. */
export function controlName({ initialMs, incrementMs }) {
  return `${initialMs / 60_000}+${incrementMs / 1000}`;
}

/** m:ss, or s.t (tenths) under ten seconds, counting whole units down as a chess
 *  clock does; never below zero. */
export function formatTime(ms) {
  const left = Math.max(0, ms);
  if (left < LOW_TIME_MS) return (Math.floor(left / 100) / 10).toFixed(1);
  const seconds = Math.floor(left / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export class GameClock {
  /**
   * `record`: {initialMs, incrementMs, marks?}: marks[i] is [red, black], the time left
   * after ply i (marks[0] the start), as saved with the game.
   */
  constructor({ initialMs, incrementMs, marks = null }) {
    this.initialMs = initialMs;
    this.incrementMs = incrementMs;
    this.marks = marks?.length ? marks.map(([r, b]) => [r, b]) : [[initialMs, initialMs]];
    /** The side whose time is running, and since when; null while stopped. */
    this.running = null;
    this.since = 0;
  }

  /** Time left for `color` at `now`. */
  left(color, now) {
    const [red, black] = this.marks[this.marks.length - 1];
    const saved = color === 'red' ? red : black;
    return this.running === color ? saved - (now - this.since) : saved;
  }

  /** Starts `color`'s time (stopping the other's). */
  start(color, now) {
    this.stop(now);
    this.running = color;
    this.since = now;
  }

  /** Stops the running clock, keeping the time it used. */
  stop(now) {
    if (this.running) this.setLeft(this.running, this.left(this.running, now));
    this.running = null;
  }

  /** `color` moved at `now`: its time is taken, the increment added, a new mark kept. */
  moved(color, now) {
    const spent = this.left(color, now);
    this.running = null;
    const [red, black] = this.marks[this.marks.length - 1];
    const after = spent + this.incrementMs;
    this.marks.push(color === 'red' ? [after, black] : [red, after]);
  }

  /** `color` moved, its own clock (on another device) having counted `usedMs` for the
   *  move: that is what it is charged, the increment added, a new mark kept. */
  movedTaking(color, usedMs) {
    this.running = null;
    const [red, black] = this.marks[this.marks.length - 1];
    const after = (color === 'red' ? red : black) - usedMs + this.incrementMs;
    this.marks.push(color === 'red' ? [after, black] : [red, after]);
  }

  /** The time `color` used for its last move, by the marks (its increment taken off). */
  lastUsed(color) {
    const i = color === 'red' ? 0 : 1;
    const n = this.marks.length;
    return n < 2 ? 0 : Math.max(0, this.marks[n - 2][i] - this.marks[n - 1][i] + this.incrementMs);
  }

  /** Back to the time left after ply `plies` (after an undo). */
  rewind(plies) {
    this.running = null;
    this.marks.length = Math.max(1, Math.min(this.marks.length, plies + 1));
  }

  /** The side whose time has run out at `now`, or null. `graceMs(color)`: how far past
   *  zero a side's time may run before it counts as out (a move of a friend elsewhere
   *  may be on its way). */
  flagged(now, graceMs = () => 0) {
    return this.running && this.left(this.running, now) <= -graceMs(this.running) ? this.running : null;
  }

  /** How long `color`'s time has been running at `now` (0 when it is not). */
  runningFor(color, now) {
    return this.running === color ? now - this.since : 0;
  }

  /** As saved with the game: the time the running side used so far is counted. */
  toRecord(now) {
    const marks = this.marks.map(([r, b]) => [r, b]);
    if (this.running) {
      const i = this.running === 'red' ? 0 : 1;
      marks[marks.length - 1][i] = this.left(this.running, now);
    }
    return { initialMs: this.initialMs, incrementMs: this.incrementMs, marks };
  }

  setLeft(color, ms) {
    const last = this.marks[this.marks.length - 1];
    last[color === 'red' ? 0 : 1] = ms;
  }
}

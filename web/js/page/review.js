// Review mode: step through the game and its variations (first / back / forward / last,
// arrow keys, a click on a move in the list) without changing the game. A move played
// in a position shown here starts a variation (or goes on along one); the game's own
// moves stay as they are.

import { Game } from '../game/wasm.js';
import { holds, lineEnd, nextMove } from '../game/lines.js';

export class Review {
  constructor() {
    /** The moves from the start to the position shown, or null when following the game live. */
    this.path = null;
    this.cache = null;
  }

  get active() {
    return this.path !== null;
  }

  /** The number of moves to the position shown (the game's, when live). */
  ply(session) {
    return this.path?.length ?? session.moves.length;
  }

  stop() {
    this.path = null;
    this.cache?.game.free();
    this.cache = null;
  }

  /** The moves to the position shown. */
  shownPath(session) {
    return this.path ?? session.moves;
  }

  /** Shows the position at `path`; the game's last position is the live one, which ends review. */
  show(session, path) {
    if (!holds(session.lines, path)) return;
    const live = path.length === session.moves.length && session.isMainLine(path);
    if (live) this.stop();
    else this.path = path;
  }

  /** Shows the position after `ply` moves of the game (clamped). */
  go(session, ply) {
    this.show(session, session.moves.slice(0, Math.max(0, ply)));
  }

  back(session) {
    const path = this.shownPath(session);
    if (path.length > 0) this.show(session, path.slice(0, -1));
  }

  forward(session) {
    const path = this.shownPath(session);
    const next = nextMove(session.lines, path);
    if (next) this.show(session, [...path, next]);
  }

  /** The end of the line shown (the live position, on the game's own line). */
  toEnd(session) {
    this.show(session, lineEnd(session.lines, this.shownPath(session)));
  }

  /** Plays `move` (ICCS) in the position shown: a variation, or a step along one. */
  explore(session, move) {
    const path = [...this.shownPath(session), move];
    session.explore(path);
    this.show(session, path);
  }

  /** The game as shown: the live one, or a copy replayed to the position shown. */
  shownGame(session) {
    if (!this.active) return session.game;
    const key = `${session.game.startFen()} ${session.game.rules()} ${this.path.join(' ')}`;
    if (this.cache?.key !== key) {
      this.cache?.game.free();
      this.cache = { key, game: new Game(session.game.startFen(), this.path, session.game.rules()) };
    }
    return this.cache.game;
  }
}

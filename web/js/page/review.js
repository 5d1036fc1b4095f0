// Review mode: step through the game (first / back / forward / last, arrow keys, a click
// on a move in the list) without changing it. Touching the board while reviewing plays
// on from the position shown, dropping the moves after it.

import { Game } from '../game/wasm.js';

export class Review {
  constructor() {
    /** The number of moves shown, or null when following the game live. */
    this.ply = null;
    this.cache = null;
  }

  get active() {
    return this.ply !== null;
  }

  stop() {
    this.ply = null;
    this.cache = null;
  }

  /** Shows the position after `ply` moves of `session` (clamped; the last one ends review). */
  go(session, ply) {
    const total = session.moves.length;
    const clamped = Math.max(0, Math.min(total, ply));
    if (clamped === total) this.stop();
    else this.ply = clamped;
  }

  step(session, delta) {
    this.go(session, (this.ply ?? session.moves.length) + delta);
  }

  /** The game as shown: the live one, or a copy replayed to the reviewed move. */
  shownGame(session) {
    if (!this.active) return session.game;
    const key = `${session.game.startFen()} ${session.moves.slice(0, this.ply).join(' ')}`;
    if (this.cache?.key !== key) {
      this.cache?.game.free();
      this.cache = { key, game: new Game(session.game.startFen(), session.moves.slice(0, this.ply), session.game.rules()) };
    }
    return this.cache.game;
  }

  /** Drops the moves after the one shown so play goes on from there. */
  playOnFromHere(session) {
    if (!this.active) return;
    while (session.moves.length > this.ply || session.ending) session.undoOne();
    this.stop();
  }
}

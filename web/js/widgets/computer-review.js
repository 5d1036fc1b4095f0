// The computer review of a game: the engine looks at every position of the game's own
// line at a fixed budget, in a worker of its own, one position after another, so the
// progress shows and a cancel stops it at once. What it found is kept with the game
// (session.review), so a position is never looked at twice: a review cancelled, or a game
// played on, goes on from where the last one stopped.

import { EngineStopped } from '../engine/client.js';

/** Nodes searched in each position: about a third of a second in the worker on a desktop
 *  (docs/performance.md), so an 80-move game is reviewed well within a minute. */
export const REVIEW_NODES = 300_000;

export class ComputerReview {
  /** `createEngine()` makes an engine client; `changed()` redraws; `saved()` keeps the
   *  game; `failed(error)` tells the person. */
  constructor({ createEngine, changed, saved, failed }) {
    this.createEngine = createEngine;
    this.changed = changed;
    this.saved = saved;
    this.failed = failed;
    this.engine = null;
    /** {session, done, total} while a review runs, else null. */
    this.running = null;
    this.ticket = 0;
  }

  /** Is `session`'s review complete (every position of its line looked at)? */
  static complete(session) {
    return (session.review?.positions.length ?? 0) === session.moves.length + 1;
  }

  /** Reviews `session`'s game: the positions not looked at yet. */
  async start(session) {
    if (this.running) return;
    if (session.review?.nodes !== REVIEW_NODES) session.review = { nodes: REVIEW_NODES, positions: [] };
    const { review } = session;
    const moves = session.moves;
    const game = { startFen: session.game.startFen(), rules: session.game.rules() };
    const ticket = ++this.ticket;
    this.running = { session, done: review.positions.length, total: moves.length + 1 };
    this.engine ??= this.createEngine();
    this.changed();
    try {
      for (let i = review.positions.length; i <= moves.length; i++) {
        const result = await this.engine.search({ ...game, moves: moves.slice(0, i) }, { nodes: REVIEW_NODES });
        // The game may have been played on, taken back or replaced meanwhile.
        if (ticket !== this.ticket || session.review !== review || review.positions.length !== i) return;
        review.positions.push({ score: result.score, best: result.bestMove ?? null });
        this.running.done = i + 1;
        this.changed();
      }
    } catch (error) {
      if (ticket === this.ticket && !(error instanceof EngineStopped)) this.failed(error);
    } finally {
      if (ticket === this.ticket) this.finish();
    }
  }

  /** Stops the review; what it found so far is kept. */
  cancel() {
    if (!this.running) return;
    this.ticket++;
    this.finish();
  }

  finish() {
    this.running = null;
    this.engine?.dispose();
    this.engine = null;
    this.saved();
    this.changed();
  }
}

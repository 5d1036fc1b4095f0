// What the game page holds beyond its board, declared in one place with its defaults.
// The board itself (game, selection, the engine's work) is the controller's state.

import { Review } from './review.js';
import { Drawings } from './drawings.js';
import { emptyStats } from '../records/storage.js';

export const page = {
  /** The main board: its HostedBoard (set up in main.js), and its BoardView, which the
   *  first screen draws on before the board takes input and the host takes over. */
  host: null,
  view: null,
  /** The BoardController the host holds. */
  get board() {
    return this.host?.controller ?? null;
  },
  /** Saved preferences: {notation?: 'chinese' | 'wxf' | 'iccs', language?}; without a
   *  notation of its own the player gets their language's usual one. */
  prefs: {},
  /** Results per level and of two-player games. */
  stats: emptyStats(),
  /** The ply at which check was last flashed, so each check flashes once. */
  lastChecked: null,
  /** Stepping through the game without changing it. */
  review: new Review(),
  /** The engine's analysis of the position shown (set up in main.js). */
  analysis: null,
  /** The computer review of the game, while it runs (set up in main.js). */
  computerReview: null,
  /** Arrows and circles drawn on the positions shown. */
  drawings: new Drawings(),
  /** The game by link's module (js/friend/game.js), once a game by link was on the page. */
  friend: null,
  /** The live game's module (js/live/game.js), once a live game was on the page. */
  live: null,
};

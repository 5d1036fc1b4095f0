// What one board holds between events, declared in one place with its defaults. The
// controller is the only writer; hosts read it to draw.

/** A fresh board state: no game yet, nothing picked up, the engine idle. */
export function boardState() {
  return {
    /** The Session in play, or null before the first game. */
    session: null,
    /** The square of the piece the person has picked up, or null. */
    selected: null,
    /** Where that piece may go: [{square, capture}]. */
    targets: [],
    /** The engine's suggestion, {from, to}, or null. */
    hint: null,
    /** The enemy pieces a refused move would have left the general to (a pinned piece's
     *  pinner), marked until the next pick-up or move. */
    threats: [],
    /** What the engine is doing for this board: 'move' | 'hint' | 'draw', or null. */
    busyWith: null,
    /** The ending last reported to the host ("<plies> <reason>"), so each is told once. */
    reportedEnding: null,
    /** Why the clocks are stopped mid-game: 'player' | 'hidden', or null. */
    paused: null,
  };
}

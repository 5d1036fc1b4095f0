// Which puzzle comes next: the daily puzzle, the same for everyone on a date and worked
// out on the device; or one near the player's rating that they have not yet done.

/** FNV-1a of `text`: a small, stable hash, the same in every browser. */
function hash(text) {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The daily puzzle of `day` (YYYY-MM-DD) among `puzzles`. */
export function daily(puzzles, day) {
  return puzzles[hash(`daily ${day}`) % puzzles.length];
}

/**
 * What `id` names in the catalogue (`{puzzles, studies}`): `{item, kind}` with kind 'mate'
 * or 'study', the puzzle of `day` for 'daily'; null when it names nothing.
 */
export function lookUp({ puzzles, studies }, id, day) {
  if (id === 'daily') return { item: daily(puzzles, day), kind: 'mate' };
  const puzzle = puzzles.find((p) => p.id === id);
  if (puzzle) return { item: puzzle, kind: 'mate' };
  const study = studies.find((s) => s.id === id);
  return study ? { item: study, kind: 'study' } : null;
}

/** How far from the player's rating a puzzle may be, tried nearest first. */
const WINDOWS = [100, 200, 400, 800, Infinity];

/**
 * A puzzle near `rating`, not among `done` (a Set of ids) and not `current`; among equals
 * chosen by `random()` in [0, 1). Once all are done, any but the current one.
 */
export function nearRating(puzzles, rating, done, current = null, random = Math.random) {
  const fresh = puzzles.filter((p) => !done.has(p.id) && p.id !== current);
  const pool = fresh.length > 0 ? fresh : puzzles.filter((p) => p.id !== current);
  for (const window of WINDOWS) {
    const near = pool.filter((p) => Math.abs(p.rating - rating) <= window);
    if (near.length > 0) return near[Math.floor(random() * near.length)];
  }
  return puzzles[0];
}

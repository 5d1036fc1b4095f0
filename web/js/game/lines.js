// The lines of a game record: the main line (the game itself) and the variations that
// hang from it, as PGN has them. A variation is {at, moves, variations}: its moves (ICCS)
// replace move `at` (counted from 0) of the line it hangs from, and its own variations
// count from its first move. The main line is {moves, variations} with the game's moves,
// which only the game changes: these functions add and rearrange variations around it.
//
// A position in the record is named by its path, the moves from the start that reach it.
// No two lines share a first move at the same point, so a path leads to one place.

/** A fresh variation. */
const variation = (at, moves) => ({ at, moves, variations: [] });

/**
 * Follows `path` as far as the record has it: the line it ends in, how many moves of that
 * line it has gone through, and how much of the path that took.
 */
function follow(main, path) {
  let line = main;
  let start = 0; // the path's index of the line's first move
  let done = 0; // moves of the line gone through
  while (start + done < path.length) {
    const move = path[start + done];
    if (done < line.moves.length && line.moves[done] === move) {
      done += 1;
      continue;
    }
    const other = line.variations.find((v) => v.at === done && v.moves[0] === move);
    if (!other) break;
    line = other;
    start += done;
    done = 0;
  }
  return { line, done, used: start + done };
}

/** Does the record hold the position at `path`? */
export function holds(main, path) {
  return follow(main, path).used === path.length;
}

/** The move after `path` in the line it is on (the main line's, where lines meet; past
 *  the game's last move, the first line that goes on from there), or null. */
export function nextMove(main, path) {
  const { line, done, used } = follow(main, path);
  if (used !== path.length) return null;
  return line.moves[done] ?? line.variations.find((v) => v.at === done)?.moves[0] ?? null;
}

/** The path to the end of the line that `path` is on. */
export function lineEnd(main, path) {
  const { line, done, used } = follow(main, path);
  if (used !== path.length) return path;
  // The rest of the line in one step; past the game's last move, on along what goes on.
  const end = [...path, ...line.moves.slice(done)];
  for (let move = nextMove(main, end); move; move = nextMove(main, end)) end.push(move);
  return end;
}

/**
 * Adds the line of moves `path` (from the start) to the record: where it leaves every
 * line there is, it goes on as a new variation, or at the end of a variation, as more of
 * it. The main line is never lengthened here: only the game plays on.
 */
export function addLine(main, path) {
  const { line, done, used } = follow(main, path);
  if (used === path.length) return;
  const rest = path.slice(used);
  if (line !== main && done === line.moves.length) {
    line.moves.push(...rest);
    return;
  }
  // In the order PGN writes them: by the move they replace, then the order they came in.
  const after = line.variations.findIndex((v) => v.at > done);
  line.variations.splice(after === -1 ? line.variations.length : after, 0, variation(done, rest));
}

/** Every line of the record as its path from the start to its end, the main line first. */
export function allLines(main) {
  const out = [];
  const walk = (line, before) => {
    out.push([...before, ...line.moves]);
    for (const v of line.variations) walk(v, [...before, ...line.moves.slice(0, v.at)]);
  };
  walk(main, []);
  return out;
}

/**
 * The variations around a new main line `moves` that keep every line of `old`: after an
 * undo the moves taken back stay as a variation, and a move played again merges with the
 * variation that began with it.
 */
export function regrow(old, moves) {
  return grow(moves, allLines(old));
}

/** The variations that hold every line in `paths` around the main line `moves`. */
export function grow(moves, paths) {
  const main = { moves, variations: [] };
  for (const path of paths) addLine(main, path);
  return main.variations;
}

/** The record with the line through `path` made the main line; the old main line stays as a variation. */
export function promote(main, path) {
  const moves = lineEnd(main, path);
  return { moves, variations: regrow(main, moves) };
}

/** The variations without the one that `path` leads into (and all that hangs from it). */
export function remove(main, path) {
  const { line, done, used } = follow(main, path);
  if (line === main || used !== path.length) return main.variations;
  const first = path.slice(0, used - done + 1); // up to the variation's first move
  return grow(main.moves, allLines(main).filter((p) => !startsWith(p, first)));
}

const startsWith = (path, prefix) => prefix.length <= path.length && prefix.every((move, i) => path[i] === move);

/** Is `m` a move written in ICCS (`h2e2`)? */
export const isIccs = (m) => typeof m === 'string' && /^[a-i][0-9][a-i][0-9]$/.test(m);

/** The longest comment kept on a position, in UTF-16 units: a long page of a book. */
export const MAX_COMMENT = 20_000;

/** The comments on positions the record holds (`comments` by the key of their path, see
 *  pathKey), without those on positions it does not (a variation removed, or refused). */
export function heldComments(main, comments) {
  return Object.fromEntries(Object.entries(comments).filter(([key]) => holds(main, pathOf(key))));
}

/** How a comment names its position: the path's moves, space-separated ('' the start). */
export const pathKey = (path) => path.join(' ');
const pathOf = (key) => (key === '' ? [] : key.split(' '));

/** Is `words` a comment as kept, on a position named as pathKey does? */
export const isComment = (key, words) =>
  (key === '' || pathOf(key).every(isIccs)) && typeof words === 'string' && words.length <= MAX_COMMENT;

/** Is `name` = `value` a record's tag as kept (a PGN tag name, a value of a line)? */
export const isTag = (name, value) => /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(name) && typeof value === 'string' && value.length <= 1000;

/** Is `value` comments by path as kept? */
export const isComments = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.entries(value).every(([key, words]) => isComment(key, words));

/** Is `value` the shape of a record's variations (as stored), at most `depth` deep? */
/** How deep variations may nest below the game (one off the game is 1 deep): the rules
 *  crate refuses a deeper record at import (MAX_VARIATION_DEPTH in its pgn module), and
 *  storage keeps no deeper, so whatever imports can be saved and read back. */
export const MAX_VARIATION_DEPTH = 32;

export function isVariations(value, depth = MAX_VARIATION_DEPTH) {
  return (
    Array.isArray(value) &&
    value.every(
      (v) =>
        typeof v === 'object' && v !== null &&
        Number.isInteger(v.at) && v.at >= 0 &&
        Array.isArray(v.moves) && v.moves.length > 0 && v.moves.every(isIccs) &&
        depth > 0 && isVariations(v.variations, depth - 1),
    )
  );
}

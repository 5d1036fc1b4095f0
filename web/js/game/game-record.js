// A game as it is kept: in storage, and as a Session is made from it. Each field, how a
// stored value of it is checked, and what a value that cannot be read is repaired to (a
// setting to its default; the variations and the review to what can be read of them). One
// table drives the check, the repair and every default: the page's, the address's and
// the element's.

import { MAX_VARIATION_DEPTH, isComment, isComments, isIccs, isTag, isVariations } from './lines.js';
import { MAX_EVAL_CP, MAX_MATE_MOVES } from './winning.js';
import { moveNumbering } from './numbering.js';
import { other } from './squares.js';

/** What a game is when nothing says otherwise: Normal level, the Asian rules. */
export const GAME_DEFAULTS = Object.freeze({ level: 3, rules: 'asian' });
export const RULE_SETS = ['asian', 'casual'];

export const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
export const oneOf = (v, list) => list.includes(v);
export const isLevel = (v) => Number.isInteger(v) && v >= 1 && v <= 5;
export const isGameId = (id) => typeof id === 'string' && /^[0-9a-z]{1,32}$/.test(id);
const optional = (check) => (v) => v === undefined || check(v);
const nullable = (check) => (v) => v === undefined || v === null || check(v);

const isTime = (v) => typeof v === 'number' && Number.isFinite(v) && v >= -60_000 && v <= 1e9;
const isClock = (c) =>
  isObject(c) && isTime(c.initialMs) && c.initialMs > 0 && isTime(c.incrementMs) && c.incrementMs >= 0 &&
  Array.isArray(c.marks) && c.marks.every((m) => Array.isArray(m) && m.length === 2 && m.every(isTime));

/** A score as the review keeps it: centipawns, or a mate in plies, within the limits a
 *  record may carry (winning.js). */
const isScore = (s) =>
  isObject(s) && Number.isInteger(s.value) &&
  ((s.kind === 'cp' && Math.abs(s.value) <= MAX_EVAL_CP) || (s.kind === 'mate' && Math.abs(s.value) <= 2 * MAX_MATE_MOVES));
/** The computer review kept with a game: the engine's view of each position. */
const isReviewed = (p) => isObject(p) && isScore(p.score) && (p.best === null || isIccs(p.best));
const isReview = (r) => isObject(r) && Number.isInteger(r.nodes) && r.nodes > 0 && Array.isArray(r.positions) && r.positions.every(isReviewed);

/** A declared ending as the game gives it (`Game.declared()`): who won (null for a draw)
 *  and why. A resignation has a winner, an agreed draw none; a fallen flag either. */
const isKey = (v) => typeof v === 'string' && /^[\w-]{16,64}$/.test(v);
const isRoom = (r) =>
  isObject(r) && isKey(r.id) && isKey(r.seat) && typeof r.host === 'boolean' && (r.relay === null || (typeof r.relay === 'string' && /^ws:\/\/[^\s"'<>]{1,200}$/.test(r.relay)));

const isDeclared = (e) =>
  isObject(e) &&
  ((['resignation', 'abandonment'].includes(e.reason) && oneOf(e.winner, ['red', 'black'])) ||
    (e.reason === 'agreement' && e.winner === null) ||
    (e.reason === 'timeout' && oneOf(e.winner, ['red', 'black', null])));

/** The review's positions up to the first it cannot read: those after it would leave a
 *  gap. Null when even its budget is unreadable. */
function soundReview(r) {
  if (!isObject(r) || !Number.isInteger(r.nodes) || r.nodes <= 0 || !Array.isArray(r.positions)) return null;
  const bad = r.positions.findIndex((p) => !isReviewed(p));
  return { nodes: r.nodes, positions: r.positions.slice(0, bad === -1 ? undefined : bad) };
}

/** The tags that can be read, each on its own. */
const soundTags = (v) => (isObject(v) ? Object.fromEntries(Object.entries(v).filter(([name, value]) => isTag(name, value))) : {});

/** The comments that can be read, each on its own. */
const soundComments = (v) => (isObject(v) ? Object.fromEntries(Object.entries(v).filter(([key, words]) => isComment(key, words))) : {});

/** The variations that can be read, to MAX_VARIATION_DEPTH: one that cannot goes with
 *  what hangs from it, and nothing below the limit is kept. */
function soundVariations(value, depth = MAX_VARIATION_DEPTH) {
  if (!Array.isArray(value) || depth === 0) return [];
  return value
    .filter((v) => isObject(v) && Number.isInteger(v.at) && v.at >= 0 && Array.isArray(v.moves) && v.moves.length > 0 && v.moves.every(isIccs))
    .map((v) => ({ at: v.at, moves: v.moves, variations: soundVariations(v.variations, depth - 1) }));
}

/**
 * Each field of a kept game: `check(value)`, and `repair(value)`, what a value that fails
 * the check becomes. A field without a repair cannot be guessed (the moves, the mode, the
 * side): a game whose value of it fails is not read.
 */
const FIELDS = {
  id: { check: isGameId },
  savedAt: { check: (v) => typeof v === 'number' && Number.isFinite(v) },
  mode: { check: (v) => oneOf(v, ['computer', 'two', 'friend', 'live']) },
  human: { check: (v) => oneOf(v, ['red', 'black']) },
  level: { check: isLevel, repair: () => GAME_DEFAULTS.level },
  rules: { check: (v) => oneOf(v, RULE_SETS), repair: () => GAME_DEFAULTS.rules },
  startFen: { check: (v) => typeof v === 'string' },
  moves: { check: (v) => Array.isArray(v) && v.every(isIccs) },
  ending: { check: (v) => v === null || isDeclared(v) },
  clock: { check: nullable(isClock), repair: () => null },
  variations: { check: optional(isVariations), repair: soundVariations },
  comments: { check: optional(isComments), repair: soundComments },
  tags: { check: optional((v) => isObject(v) && Object.entries(v).every(([name, value]) => isTag(name, value))), repair: soundTags },
  review: { check: nullable(isReview), repair: soundReview },
  recorded: { check: (v) => typeof v === 'boolean', repair: () => false },
  counted: { check: nullable((v) => oneOf(v, ['red', 'black', 'draw'])), repair: () => null },
  flipped: { check: (v) => typeof v === 'boolean', repair: () => false },
  shared: { check: optional((v) => typeof v === 'boolean'), repair: () => false },
  // A game by link's copy: base64url text the rules crate reads (friend/copy.js), which a
  // game of mode 'friend' cannot do without.
  friend: { check: nullable((v) => typeof v === 'string' && /^[\w-]{1,8192}$/.test(v)) },
  toSend: { check: optional((v) => typeof v === 'boolean'), repair: () => false },
  // A live game's room at the relay (live/game.js), which a game of mode 'live' cannot do
  // without: its id and this device's seat key, the relay an address named (loopback
  // only) or null for the site's, and whether this device opened the room.
  room: { check: nullable(isRoom) },
};

/**
 * A game kept by an older page, in today's shape (itself when nothing changed). Version 1
 * wrote a declared ending in words of its own: `red_resigned`, `black_resigned`, `agreed`
 * or `timeout` (the side to move ran out); version 2 keeps the game's `declared()`. A
 * fallen flag is judged again from the position when the game is opened (Session.declare):
 * the winner written here, the side not to move, may become a draw.
 */
export function upgradeGameRecord(v, version) {
  if (version >= 2 || !isObject(v) || typeof v.ending !== 'string') return v;
  const resigned = /^(red|black)_resigned$/.exec(v.ending);
  if (resigned) return { ...v, ending: { winner: other(resigned[1]), reason: 'resignation' } };
  if (v.ending === 'agreed') return { ...v, ending: { winner: null, reason: 'agreement' } };
  if (v.ending === 'timeout' && typeof v.startFen === 'string' && Array.isArray(v.moves)) {
    const toMove = moveNumbering(v.startFen)(v.moves.length).red ? 'red' : 'black';
    return { ...v, ending: { winner: other(toMove), reason: 'timeout' } };
  }
  return v; // not an ending version 1 wrote either: the check refuses it
}

/** Is `v` a kept game every field of which can be read? */
export const isGameRecord = (v) =>
  isObject(v) &&
  Object.entries(FIELDS).every(([name, field]) => field.check(v[name])) &&
  (v.mode !== 'friend' || typeof v.friend === 'string') &&
  (v.mode !== 'live' || isRoom(v.room));

/** `v` with each field that fails its check and can be repaired, repaired; `v` itself when
 *  none needs it. */
export function repairGameRecord(v) {
  if (!isObject(v)) return v;
  const wrong = Object.keys(FIELDS).filter((name) => FIELDS[name].repair && !FIELDS[name].check(v[name]));
  if (wrong.length === 0) return v;
  return { ...v, ...Object.fromEntries(wrong.map((name) => [name, FIELDS[name].repair(v[name])])) };
}

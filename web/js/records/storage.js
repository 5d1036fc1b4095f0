// localStorage: preferences, the person's games, and results. Every value read back is
// checked; anything corrupt or foreign is dropped and reported, never trusted.
//
// Each game is a record of its own, under its id, so that two tabs, each playing its own
// game, never write over each other; the tab remembers (in sessionStorage) which game is
// its own, and a reload reopens that one. The results are counted into what is stored at
// the moment of counting, so a game counted in another tab is never lost.

import { MAX_VARIATION_DEPTH, isIccs, isVariations } from '../game/lines.js';
import { MAX_EVAL_CP, MAX_MATE_MOVES } from '../game/winning.js';
import { newGameId } from '../game/game-id.js';

const KEYS = {
  prefs: 'xiangqi.prefs.v1',
  stats: 'xiangqi.stats.v1',
};

/** A game is stored under this prefix and its id. */
const GAME_PREFIX = 'xiangqi.game.v1.';
/** Where pages before per-game records kept the game in play and the one kept aside
 *  ("previous"): read once and moved to records of their own, the first the newer. */
const LEGACY_GAMES = ['xiangqi.game.v1', 'xiangqi.previous.v1'];
/** The id of this tab's game, in sessionStorage. */
const TAB_KEY = 'xiangqi.tab.v1';
/** The games kept: when a new game is first saved, the oldest beyond these are removed. */
export const KEPT_GAMES = 12;

const isGameId = (id) => typeof id === 'string' && /^[0-9a-z]{1,32}$/.test(id);

/**
 * The version of the records this page writes, stored in each as `version`. A record
 * without one was written before versions were numbered, and is version 1. A later page
 * that extends a record reads the older versions and upgrades them, so no save is lost; a
 * record from a newer page than this one (an old page still open in another tab, or served
 * from the cache before its update) is neither read nor written over nor removed: this
 * page plays on without keeping what it plays, and says so once.
 */
const VERSION = 1;

/** Whether `parsed`, a record as stored, was written by a newer page than this one. */
const isNewer = (parsed) => isObject(parsed) && Number.isInteger(parsed.version) && parsed.version > VERSION;

/** Whether the record under `key` now was written by a newer page. Read at each write, not
 *  once at load: the newer page may be open in another tab and save at any time. */
function heldByNewerPage(key) {
  try {
    return isNewer(JSON.parse(localStorage.getItem(key)));
  } catch {
    return false; // nothing there, unreadable, or storage off: nothing to keep
  }
}

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v) => Number.isInteger(v) && v >= 0;
const oneOf = (v, list) => list.includes(v);

const VALIDATORS = {
  prefs: (v) =>
    isObject(v) &&
    (v.language === undefined || typeof v.language === 'string') &&
    (v.notation === undefined || oneOf(v.notation, ['chinese', 'wxf', 'iccs'])) &&
    (v.sound === undefined || typeof v.sound === 'boolean') &&
    (v.pieces === undefined || oneOf(v.pieces, ['traditional', 'simplified', 'international'])) &&
    (v.theme === undefined || oneOf(v.theme, ['wood', 'paper', 'dark'])),
  game: (v) =>
    isObject(v) &&
    isGameId(v.id) &&
    typeof v.savedAt === 'number' && Number.isFinite(v.savedAt) &&
    oneOf(v.mode, ['computer', 'two']) &&
    oneOf(v.human, ['red', 'black']) &&
    Number.isInteger(v.level) && v.level >= 1 && v.level <= 5 &&
    oneOf(v.rules, ['asian', 'casual']) &&
    typeof v.startFen === 'string' &&
    Array.isArray(v.moves) && v.moves.every(isIccs) &&
    (v.ending === null || oneOf(v.ending, ['red_resigned', 'black_resigned', 'agreed', 'timeout'])) &&
    (v.clock === undefined || v.clock === null || isClock(v.clock)) &&
    (v.variations === undefined || isVariations(v.variations)) &&
    (v.review === undefined || v.review === null || isReview(v.review)) &&
    typeof v.recorded === 'boolean' &&
    (v.counted === undefined || v.counted === null || oneOf(v.counted, ['red', 'black', 'draw'])) &&
    typeof v.flipped === 'boolean' &&
    (v.shared === undefined || typeof v.shared === 'boolean'),
  stats: (v) =>
    isObject(v) &&
    isObject(v.levels) &&
    Object.entries(v.levels).every(([level, r]) => isLevelResult(level, r)) &&
    isObject(v.two) && isCount(v.two.red) && isCount(v.two.black) && isCount(v.two.draw),
};

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

/** The review's positions up to the first it cannot read: those after it would leave a
 *  gap. Null when even its budget is unreadable. */
function soundReview(r) {
  if (!isObject(r) || !Number.isInteger(r.nodes) || r.nodes <= 0 || !Array.isArray(r.positions)) return null;
  const bad = r.positions.findIndex((p) => !isReviewed(p));
  return { nodes: r.nodes, positions: r.positions.slice(0, bad === -1 ? undefined : bad) };
}

/** The variations that can be read, to MAX_VARIATION_DEPTH: one that cannot goes with
 *  what hangs from it, and nothing below the limit is kept. */
function soundVariations(value, depth = MAX_VARIATION_DEPTH) {
  if (!Array.isArray(value) || depth === 0) return [];
  return value
    .filter((v) => isObject(v) && Number.isInteger(v.at) && v.at >= 0 && Array.isArray(v.moves) && v.moves.length > 0 && v.moves.every(isIccs))
    .map((v) => ({ at: v.at, moves: v.moves, variations: soundVariations(v.variations, depth - 1) }));
}

const isLevelResult = (level, r) => /^[1-5]$/.test(level) && isObject(r) && isCount(r.win) && isCount(r.draw) && isCount(r.loss);

/**
 * Repairs that keep the sound part of a value: a bad row in the results costs that row,
 * not every result. Each returns the value to check, which may be the one it was given.
 */
const REPAIRS = {
  game: (v) => repairGame(v),
  stats: (v) => {
    if (!isObject(v) || !isObject(v.levels)) return v;
    const rows = Object.entries(v.levels);
    const sound = rows.filter(([level, r]) => isLevelResult(level, r));
    return sound.length === rows.length ? v : { ...v, levels: Object.fromEntries(sound) };
  },
};

/** The parts of a saved game that can be repaired: a setting with a sensible default is
 *  reset to it, and the variations and the review lose only what cannot be read. What
 *  cannot be guessed (the moves, the mode, the side) is not repaired. */
const GAME_REPAIRS = {
  level: () => 3,
  rules: () => 'asian',
  recorded: () => false,
  counted: () => null,
  flipped: () => false,
  shared: () => false,
  clock: () => null,
  variations: soundVariations,
  review: soundReview,
};

function repairGame(v) {
  if (!isObject(v)) return v;
  const sound = {
    level: Number.isInteger(v.level) && v.level >= 1 && v.level <= 5,
    rules: oneOf(v.rules, ['asian', 'casual']),
    recorded: typeof v.recorded === 'boolean',
    counted: v.counted === undefined || v.counted === null || oneOf(v.counted, ['red', 'black', 'draw']),
    flipped: typeof v.flipped === 'boolean',
    shared: v.shared === undefined || typeof v.shared === 'boolean',
    clock: v.clock === undefined || v.clock === null || isClock(v.clock),
    variations: v.variations === undefined || isVariations(v.variations),
    review: v.review === undefined || v.review === null || isReview(v.review),
  };
  const wrong = Object.keys(sound).filter((key) => !sound[key]);
  if (wrong.length === 0) return v;
  return { ...v, ...Object.fromEntries(wrong.map((key) => [key, GAME_REPAIRS[key](v[key])])) };
}

/** Reads and checks every stored value: {prefs?, stats?, games, corrupt}, `games` the
 *  person's games as stored, the most recently saved first; `corrupt` is true if any
 *  value had to be dropped or repaired. */
export function loadAll() {
  const out = { corrupt: false };
  for (const name of Object.keys(KEYS)) {
    const { value, corrupt } = load(KEYS[name], name);
    if (value !== undefined) out[name] = value;
    out.corrupt ||= corrupt;
  }
  out.corrupt = moveLegacyGames() || out.corrupt;
  const { games, corrupt } = loadGames();
  out.games = games;
  out.corrupt ||= corrupt;
  return out;
}

/** The results as stored now (another tab may have counted games since this page read them). */
export function loadStats() {
  return load(KEYS.stats, 'stats').value ?? emptyStats();
}

/** The person's games as stored now, the most recently saved first: {games, corrupt}. */
export function loadGames() {
  const games = [];
  let corrupt = false;
  for (const key of gameKeys()) {
    const read = load(key, 'game');
    if (read.value !== undefined) games.push(read.value);
    corrupt ||= read.corrupt;
  }
  games.sort((a, b) => b.savedAt - a.savedAt);
  return { games, corrupt };
}

/** The stored game `id`, or undefined. */
export function loadGame(id) {
  return isGameId(id) ? load(GAME_PREFIX + id, 'game').value : undefined;
}

/** The keys of the stored games. */
function gameKeys() {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(GAME_PREFIX));
  } catch {
    return []; // storage disabled: no games
  }
}

/** Moves the games of the keys pages kept before per-game records into records of their
 *  own; true if one was unreadable (and dropped). A record a newer page wrote there is not
 *  this page's to move. */
function moveLegacyGames() {
  let corrupt = false;
  const now = Date.now();
  LEGACY_GAMES.forEach((key, age) => {
    const { value, corrupt: bad } = load(key, 'game', (v) => ({ id: newGameId(), savedAt: now - age, ...v }));
    corrupt ||= bad;
    if (value === undefined) return;
    saveGame(value);
    erase(key);
  });
  return corrupt;
}

/**
 * The stored value under `key`, checked as `kind` (a VALIDATORS name), as {value,
 * corrupt}: undefined when there is none, or none this page can read. A value repaired
 * is saved so, and one beyond repair removed. `fill` adds what a record of an older
 * format lacks before it is checked.
 */
function load(key, kind, fill = (v) => v) {
  let text = null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return { value: undefined, corrupt: false }; // storage disabled: behave as if empty
  }
  if (text === null) return { value: undefined, corrupt: false };
  try {
    const stored = JSON.parse(text);
    if (isNewer(stored)) return { value: undefined, corrupt: false };
    const { version: _, ...parsed } = stored ?? {};
    const filled = fill(parsed);
    const value = REPAIRS[kind]?.(filled) ?? filled;
    if (!VALIDATORS[kind](value)) throw new Error('unexpected shape');
    if (value !== filled) write(key, value);
    return { value, corrupt: value !== filled };
  } catch {
    erase(key);
    return { value: undefined, corrupt: true };
  }
}

/** Told why a save failed, once for each reason (see whenSaveFails). */
let saveFailed = null;
const told = new Set();

/**
 * `callback(reason)` is called the first time a value cannot be saved for that reason:
 * 'full' (storage full or turned off) or 'newer' (a newer page's record is in the way), so
 * the page can tell the person once that this device keeps nothing more.
 */
export function whenSaveFails(callback) {
  saveFailed = callback;
}

function tell(reason) {
  if (told.has(reason)) return;
  told.add(reason);
  saveFailed?.(reason);
}

/** Saves the preferences or the results (`name`, a key of KEYS). */
export function save(name, value) {
  write(KEYS[name], value);
}

/** Saves the game `record` (a Session's toRecord()) under its id, as saved now. The first
 *  save of a new game makes room for it among the KEPT_GAMES. */
export function saveGame(record) {
  const key = GAME_PREFIX + record.id;
  if (!has(key)) makeRoom();
  write(key, { ...record, savedAt: Date.now() });
}

/** Forgets the stored game `id`. */
export function removeGame(id) {
  if (isGameId(id)) erase(GAME_PREFIX + id);
}

/** Removes the oldest games, those without a move first, until a new one fits among the
 *  KEPT_GAMES. A game a newer page wrote is neither counted nor removed. */
function makeRoom() {
  const games = loadGames().games;
  const empty = (game) => game.moves.length === 0 && game.ending === null;
  const oldestFirst = [...games.filter(empty).reverse(), ...games.filter((game) => !empty(game)).reverse()];
  for (const game of oldestFirst.slice(0, Math.max(0, games.length - KEPT_GAMES + 1))) removeGame(game.id);
}

/** The id of the game this tab plays, or null. */
export function tabGame() {
  try {
    return sessionStorage.getItem(TAB_KEY);
  } catch {
    return null;
  }
}

/** Remembers `id` as the game this tab plays: a reload reopens it. */
export function setTabGame(id) {
  try {
    sessionStorage.setItem(TAB_KEY, id);
  } catch {
    // Without session storage a reload reopens the most recent game instead.
  }
}

/** `callback(id)` is called when another tab writes the stored game `id`. */
export function whenGameWrittenElsewhere(callback) {
  addEventListener('storage', (event) => {
    if (event.key?.startsWith(GAME_PREFIX) && event.newValue !== null) callback(event.key.slice(GAME_PREFIX.length));
  });
}

function has(key) {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function write(key, value) {
  // The game goes on either way; only keeping it is lost, and the person is told once.
  if (heldByNewerPage(key)) {
    tell('newer');
    return;
  }
  try {
    localStorage.setItem(key, JSON.stringify({ ...value, version: VERSION }));
  } catch {
    tell('full');
  }
}

function erase(key) {
  if (heldByNewerPage(key)) return; // not this page's to remove
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored is nothing lost.
  }
}

export function emptyStats() {
  return { levels: {}, two: { red: 0, black: 0, draw: 0 } };
}

/**
 * Counts `delta` games (1, or -1 to take one back) that ended with `result` ('red' or
 * 'black' for the winner, or 'draw') into the results as stored now, not as this page
 * last read them: another tab may have counted games of its own since. Saves and returns
 * the results.
 */
export function countResult({ mode, level, human }, result, delta) {
  const next = loadStats();
  const add = (row, column) => (row[column] = Math.max(0, row[column] + delta));
  if (mode === 'two') {
    add(next.two, result);
  } else {
    add((next.levels[level] ??= { win: 0, draw: 0, loss: 0 }), result === 'draw' ? 'draw' : result === human ? 'win' : 'loss');
  }
  save('stats', next);
  return next;
}

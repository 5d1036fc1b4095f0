// localStorage: preferences, the game in progress, and results. Every value read back
// is checked; anything corrupt or foreign is dropped and reported, never trusted.

import { isIccs, isVariations } from '../game/lines.js';

const KEYS = {
  prefs: 'xiangqi.prefs.v1',
  game: 'xiangqi.game.v1',
  /** The person's own game, kept aside when a shared game took the board. */
  previous: 'xiangqi.previous.v1',
  stats: 'xiangqi.stats.v1',
};

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
  previous: (v) => VALIDATORS.game(v),
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

const isScore = (s) => isObject(s) && oneOf(s.kind, ['cp', 'mate']) && Number.isInteger(s.value) && Math.abs(s.value) <= 100_000;
/** The computer review kept with a game: the engine's view of each position. */
const isReview = (r) =>
  isObject(r) && Number.isInteger(r.nodes) && r.nodes > 0 && Array.isArray(r.positions) &&
  r.positions.every((p) => isObject(p) && isScore(p.score) && (p.best === null || isIccs(p.best)));

const isLevelResult = (level, r) => /^[1-5]$/.test(level) && isObject(r) && isCount(r.win) && isCount(r.draw) && isCount(r.loss);

/**
 * Repairs that keep the sound part of a value: a bad row in the results costs that row,
 * not every result. Each returns the value to check, which may be the one it was given.
 */
const REPAIRS = {
  game: (v) => repairGame(v),
  previous: (v) => repairGame(v),
  stats: (v) => {
    if (!isObject(v) || !isObject(v.levels)) return v;
    const rows = Object.entries(v.levels);
    const sound = rows.filter(([level, r]) => isLevelResult(level, r));
    return sound.length === rows.length ? v : { ...v, levels: Object.fromEntries(sound) };
  },
};

/** The settings of a saved game that have a sensible default; a bad one is reset to it.
 *  What cannot be guessed (the moves, the mode, the side) is not repaired. */
const GAME_DEFAULTS = { level: 3, rules: 'asian', recorded: false, counted: null, flipped: false, shared: false, clock: null, variations: [], review: null };

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
  return { ...v, ...Object.fromEntries(wrong.map((key) => [key, GAME_DEFAULTS[key]])) };
}

/** Reads and checks every stored value; `corrupt` is true if any had to be dropped. */
export function loadAll() {
  const out = { corrupt: false };
  for (const name of Object.keys(KEYS)) {
    const { value, corrupt } = load(name);
    if (value !== undefined) out[name] = value;
    out.corrupt ||= corrupt;
  }
  return out;
}

/** The stored value `name` as {value, corrupt}: undefined when there is none, or none this
 *  page can read; a value repaired is saved so, and one beyond repair removed. */
function load(name) {
  let text = null;
  try {
    text = localStorage.getItem(KEYS[name]);
  } catch {
    return { value: undefined, corrupt: false }; // storage disabled: behave as if empty
  }
  if (text === null) return { value: undefined, corrupt: false };
  try {
    const stored = JSON.parse(text);
    if (isNewer(stored)) return { value: undefined, corrupt: false };
    const { version: _, ...parsed } = stored ?? {};
    const value = REPAIRS[name]?.(parsed) ?? parsed;
    if (!VALIDATORS[name](value)) throw new Error('unexpected shape');
    if (value !== parsed) save(name, value);
    return { value, corrupt: value !== parsed };
  } catch {
    remove(name);
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

export function save(name, value) {
  // The game goes on either way; only keeping it is lost, and the person is told once.
  if (heldByNewerPage(KEYS[name])) {
    tell('newer');
    return;
  }
  try {
    localStorage.setItem(KEYS[name], JSON.stringify({ ...value, version: VERSION }));
  } catch {
    tell('full');
  }
}

export function remove(name) {
  if (heldByNewerPage(KEYS[name])) return; // not this page's to remove
  try {
    localStorage.removeItem(KEYS[name]);
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
  const next = load('stats').value ?? emptyStats();
  const add = (row, column) => (row[column] = Math.max(0, row[column] + delta));
  if (mode === 'two') {
    add(next.two, result);
  } else {
    add((next.levels[level] ??= { win: 0, draw: 0, loss: 0 }), result === 'draw' ? 'draw' : result === human ? 'win' : 'loss');
  }
  save('stats', next);
  return next;
}

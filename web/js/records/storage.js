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
const GAME_DEFAULTS = { level: 3, rules: 'asian', recorded: false, flipped: false, shared: false, clock: null, variations: [], review: null };

function repairGame(v) {
  if (!isObject(v)) return v;
  const sound = {
    level: Number.isInteger(v.level) && v.level >= 1 && v.level <= 5,
    rules: oneOf(v.rules, ['asian', 'casual']),
    recorded: typeof v.recorded === 'boolean',
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
  for (const [name, key] of Object.entries(KEYS)) {
    let text = null;
    try {
      text = localStorage.getItem(key);
    } catch {
      continue; // storage disabled: behave as if empty
    }
    if (text === null) continue;
    try {
      const stored = JSON.parse(text);
      if (isNewer(stored)) continue;
      const { version: _, ...parsed } = stored ?? {};
      const value = REPAIRS[name]?.(parsed) ?? parsed;
      if (!VALIDATORS[name](value)) throw new Error('unexpected shape');
      out[name] = value;
      if (value !== parsed) {
        out.corrupt = true;
        save(name, value);
      }
    } catch {
      out.corrupt = true;
      remove(name);
    }
  }
  return out;
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

/** Adds one finished game to the results. */
export function countResult(stats, { mode, level, human }, winner) {
  const next = structuredClone(stats);
  if (mode === 'two') {
    next.two[winner ?? 'draw'] += 1;
  } else {
    const row = (next.levels[level] ??= { win: 0, draw: 0, loss: 0 });
    row[winner === null ? 'draw' : winner === human ? 'win' : 'loss'] += 1;
  }
  return next;
}

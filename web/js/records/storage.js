// localStorage: preferences, the person's games, and results. Every value read back is
// checked; anything corrupt or foreign is dropped and reported, never trusted.
//
// Each game is a record of its own, under its id, so that two tabs, each playing its own
// game, never write over each other; the tab remembers (in sessionStorage) which game is
// its own, and a reload reopens that one. The results are counted into what is stored at
// the moment of counting, so a game counted in another tab is never lost.

import { isGameId, isGameRecord, isObject, oneOf, repairGameRecord, upgradeGameRecord } from '../game/game-record.js';
import { newGameId } from '../game/game-id.js';
import { isProgress, repairProgress } from './puzzle-record.js';

const KEYS = {
  prefs: 'xiangqi.prefs.v1',
  stats: 'xiangqi.stats.v1',
  lessons: 'xiangqi.lessons.v1',
  puzzles: 'xiangqi.puzzles.v1',
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

/**
 * The version of the records this page writes, stored in each as `version`. A record
 * without one was written before versions were numbered, and is version 1. A later page
 * that extends a record reads the older versions and upgrades them, so no save is lost; a
 * record from a newer page than this one (an old page still open in another tab, or served
 * from the cache before its update) is neither read nor written over nor removed: this
 * page plays on without keeping what it plays, and says so once. Version 2 keeps a game's
 * declared ending as the rules crate gives it (see upgradeGameRecord).
 */
const VERSION = 2;

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

const isCount = (v) => Number.isInteger(v) && v >= 0;

/** One lesson exercise's stars, by its id: 1 to 3. */
const isLessonEntry = ([id, stars]) => /^[a-z]+-[0-9]+$/.test(id) && [1, 2, 3].includes(stars);
const isLessonStars = (v) => isObject(v) && Object.entries(v).every(isLessonEntry);

/** Each preference, optional, with the values it may take. */
const PREFS = {
  language: (v) => typeof v === 'string',
  notation: (v) => oneOf(v, ['chinese', 'wxf', 'iccs']),
  sound: (v) => typeof v === 'boolean',
  pieces: (v) => oneOf(v, ['traditional', 'simplified', 'international']),
  theme: (v) => oneOf(v, ['wood', 'paper', 'dark']),
  textSize: (v) => oneOf(v, [100, 125, 150, 175, 200]),
};
const badPrefs = (v) => Object.keys(PREFS).filter((name) => v[name] !== undefined && !PREFS[name](v[name]));

const VALIDATORS = {
  prefs: (v) => isObject(v) && badPrefs(v).length === 0,
  lessons: isLessonStars,
  // The puzzle page's record is described, and repaired, in puzzles/progress.js.
  puzzles: isProgress,
  // A game is described once, field by field, in game/game-record.js.
  game: isGameRecord,
  stats: (v) =>
    isObject(v) &&
    isObject(v.levels) &&
    Object.entries(v.levels).every(([level, r]) => isLevelResult(level, r)) &&
    isObject(v.two) && isCount(v.two.red) && isCount(v.two.black) && isCount(v.two.draw),
};

const isLevelResult = (level, r) => /^[1-5]$/.test(level) && isObject(r) && isCount(r.win) && isCount(r.draw) && isCount(r.loss);

/** What turns a record of an older version (`version`) into today's shape. */
const UPGRADES = {
  game: upgradeGameRecord,
};

/**
 * Repairs that keep the sound part of a value: a bad row in the results costs that row,
 * not every result. Each returns the value to check, which may be the one it was given.
 */
const REPAIRS = {
  game: repairGameRecord,
  puzzles: repairProgress,
  // A bad preference is forgotten (its default applies); the others are kept.
  prefs: (v) => {
    if (!isObject(v) || badPrefs(v).length === 0) return v;
    return Object.fromEntries(Object.entries(v).filter(([name]) => !badPrefs(v).includes(name)));
  },
  // A bad lesson's stars are forgotten; every other lesson keeps its own.
  lessons: (v) => (!isObject(v) || isLessonStars(v) ? v : Object.fromEntries(Object.entries(v).filter(isLessonEntry))),
  stats: (v) => {
    if (!isObject(v) || !isObject(v.levels)) return v;
    const rows = Object.entries(v.levels);
    const sound = rows.filter(([level, r]) => isLevelResult(level, r));
    return sound.length === rows.length ? v : { ...v, levels: Object.fromEntries(sound) };
  },
};

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

/** The preferences as stored ({} when there are none): for a page that keeps no games. */
export function loadPrefs() {
  return load(KEYS.prefs, 'prefs').value ?? {};
}

/** The stars of the lesson exercises solved, by id, as stored now. */
export function loadLessons() {
  return load(KEYS.lessons, 'lessons').value ?? {};
}

/** The puzzle page's record as stored now, or undefined. */
export function loadPuzzles() {
  return load(KEYS.puzzles, 'puzzles').value;
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
    const { version = 1, ...parsed } = stored ?? {};
    const upgraded = UPGRADES[kind]?.(parsed, version) ?? parsed;
    const filled = fill(upgraded);
    const value = REPAIRS[kind]?.(filled) ?? filled;
    if (!VALIDATORS[kind](value)) throw new Error('unexpected shape');
    // An upgraded record is written back in today's shape, so it is upgraded once.
    if (value !== filled || upgraded !== parsed) write(key, value);
    if (value !== filled) noteRepair();
    return { value, corrupt: value !== filled };
  } catch {
    erase(key);
    noteRepair();
    return { value: undefined, corrupt: true };
  }
}

/** Whether a value read on this page had to be repaired or dropped, and who to tell. */
let repairSeen = false;
let repairHeard = null;

function noteRepair() {
  if (repairSeen) return;
  repairSeen = true;
  repairHeard?.();
}

/** `callback()` is called once, the first time a value read had to be repaired or dropped
 *  (at once if one already was), so the page can tell the person what was left out. */
export function whenRepaired(callback) {
  repairHeard = callback;
  if (repairSeen) callback();
}

/** Told why a save failed, once for each reason (see whenSaveFails). */
let saveFailed = null;
const told = new Set();

/**
 * `callback(reason)` is called the first time a value cannot be saved for that reason:
 * 'full' (storage full or turned off), 'tooBig' (a game too big to keep even in the room
 * the oldest games would leave; the others are kept) or 'newer' (a newer page's record is
 * in the way), so the page can tell the person once what this device does not keep.
 */
export function whenSaveFails(callback) {
  saveFailed = callback;
}

function tell(reason) {
  if (told.has(reason)) return;
  told.add(reason);
  saveFailed?.(reason);
}

/** Saves the preferences or the results (`name`, a key of KEYS); false when it could not
 *  be saved (the page is told why through whenSaveFails). */
export function save(name, value) {
  return write(KEYS[name], value);
}

/** Saves the game `record` (a Session's toRecord()) under its id, as saved now; false when
 *  it could not be kept. */
export function saveGame(record) {
  const key = GAME_PREFIX + record.id;
  const value = { ...record, savedAt: Date.now() };
  return has(key) ? write(key, value) : saveNewGame(key, value);
}

/** The first save of a game: it joins the KEPT_GAMES, and the oldest beyond them go once it
 *  is written, not before. Only if it does not fit beside them are they taken out first,
 *  and put back if it does not fit without them either: a game is removed to make room
 *  only for a game that is kept. */
function saveNewGame(key, value) {
  const held = beyondKept(value.id).map((game) => [GAME_PREFIX + game.id, localStorage.getItem(GAME_PREFIX + game.id)]);
  let written = write(key, value, { quiet: true });
  if (!written && held.length > 0) {
    held.forEach(([oldKey]) => erase(oldKey));
    written = write(key, value, { quiet: true });
    if (!written) held.forEach(([oldKey, text]) => restore(oldKey, text));
  }
  if (written) held.forEach(([oldKey]) => erase(oldKey));
  else tell(tooBig(value) ? 'tooBig' : 'full');
  return written;
}

/** A game record that alone is more than this many characters is one no storage keeps for
 *  long (an import of a whole library's comments, say), not a game played. */
const TOO_BIG_CHARS = 1 << 20;
const tooBig = (value) => JSON.stringify(value).length > TOO_BIG_CHARS;

/** Forgets the stored game `id`. */
export function removeGame(id) {
  if (isGameId(id)) erase(GAME_PREFIX + id);
}

/** The games that go when the new game `id` joins the KEPT_GAMES: the oldest, those
 *  without a move first. A game a newer page wrote is neither counted nor removed. */
function beyondKept(id) {
  const games = loadGames().games.filter((game) => game.id !== id);
  const empty = (game) => game.moves.length === 0 && game.ending === null;
  const oldestFirst = [...games.filter(empty).reverse(), ...games.filter((game) => !empty(game)).reverse()];
  return oldestFirst.slice(0, Math.max(0, games.length - KEPT_GAMES + 1));
}

/** Puts back `text`, as it was stored under `key`. */
function restore(key, text) {
  try {
    localStorage.setItem(key, text);
  } catch {
    // It was stored a moment ago in the room it takes now: this cannot fail for want of it.
  }
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

/** Writes `value` under `key`; false when it could not be kept, which the person is told
 *  once unless `quiet` (the caller tries again first). */
function write(key, value, { quiet = false } = {}) {
  // The game goes on either way; only keeping it is lost, and the person is told once.
  if (heldByNewerPage(key)) {
    tell('newer');
    return false;
  }
  try {
    localStorage.setItem(key, JSON.stringify({ ...value, version: VERSION }));
    return true;
  } catch {
    if (!quiet) tell('full');
    return false;
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

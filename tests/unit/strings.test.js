// The string tables: every key in all three languages, no key written twice, every key
// the code names exists, every key is used, and the families of keys the code builds at
// run time (`illegal.${reason}`, `level.${n}`, `problem.${code}`, …) match exactly the
// ids the Rust crates give.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
// The game's tables, and the Learn section's, the game by link's and the live game's, which
// are added when needed.
import '../../web/js/i18n/learn-strings.js';
import '../../web/js/i18n/friend-strings.js';
import '../../web/js/i18n/live-strings.js';
import { FINAL_CLOSES } from '../../web/js/live/connection.js';
import { OFFERS } from '../../web/js/live/protocol.js';
import { STRINGS, TABLES } from '../../web/js/i18n/tables.js';
import { translate } from '../../web/js/i18n/index.js';
import { CHAPTERS, EXERCISES } from '../../web/js/learn/exercises.js';
import { vocabulary } from './wasm-node.js';
import { linkVocabulary } from './wasm-link-node.js';
import { ROOT, webSources } from './web-sources.js';

const WEB = path.join(ROOT, 'web');

const STRING_TABLES = path.join(WEB, 'js', 'i18n', 'strings');
const isTable = (file) => path.resolve(ROOT, file).startsWith(STRING_TABLES);
const code = webSources().filter(([file]) => !isTable(file));

/** The families of keys built at run time, each with the ids that complete it. */
function families() {
  const words = vocabulary();
  const link = linkVocabulary();
  const problemCodes = [...fs.readFileSync(path.join(ROOT, 'crates/xiangqi-wasm/src/problem.rs'), 'utf8')
    .matchAll(/"((?:import|record|fen|position|notation|pgn|dhtmlxq|xqf|cbr|link|friend)\.[a-z_.]+)"/g)].map((m) => m[1]);
  // The puzzle themes, as xiangqi::puzzle::Theme names them in puzzles.json.
  const themes = [...fs.readFileSync(path.join(ROOT, 'crates/xiangqi/src/puzzle/themes.rs'), 'utf8')
    .matchAll(/^\s+\w+ = "([a-z-]+)",$/gm)].map((m) => m[1]);
  // Why a live game's message was not taken: the codes its code refuses with, and the
  // protocol's (js/live/game.js, protocol.js).
  const live = ['game.js', 'protocol.js'].map((file) => fs.readFileSync(path.join(WEB, 'js', 'live', file), 'utf8')).join('');
  const liveRefusals = [...live.matchAll(/refuse\(\w+, '(\w+)'|problem\('(\w+)'\)/g)].map((m) => m[1] ?? m[2]);
  return {
    'illegal.': words.illegalReasons,
    'reason.': words.outcomeReasons,
    'level.': words.levels.map(String),
    'color.': words.colors,
    'piece.': words.colors.flatMap((color) => words.roles.map((role) => `${color}.${role}`)),
    'problem.': [...new Set([...problemCodes, 'line', 'because'])],
    'puzzles.theme.': themes,
    'lessons.name.': EXERCISES.map((e) => e.id),
    'lessons.about.': CHAPTERS,
    'friend.asks.': link.offers,
    'friend.offered.': link.offers,
    'friend.sendWith.': link.offers,
    'friend.replied.': link.replies,
    'friend.ended.': link.endings,
    'live.refused.': [...new Set(liveRefusals)],
    // The relay's closes that end the connection for good, and a site without a relay.
    'live.closed.': [...Object.values(FINAL_CLOSES), 'notSetUp'],
    'live.presence.': ['connected', 'reconnecting', 'left'],
    ...Object.fromEntries(['asks', 'accept', 'decline', 'offering', 'offered', 'accepted', 'declined'].map((word) => [`live.${word}.`, OFFERS])),
  };
}

test('every string has a non-empty text in 繁體, 简体 and English', () => {
  for (const [key, entry] of Object.entries(STRINGS)) {
    assert.equal(entry.length, 3, `${key} has three languages`);
    for (const text of entry) assert.ok(typeof text === 'string' && text.trim() !== '', `${key}: ${JSON.stringify(entry)}`);
  }
});

test('a count is written in the form the language\'s plural rules choose: 1 move, 2 moves', () => {
  assert.equal(translate('en', 'lessons.par', { par: 1 }), 'It can be done in 1 move.');
  assert.equal(translate('en', 'lessons.par', { par: 3 }), 'It can be done in 3 moves.');
  assert.equal(translate('zh-Hant', 'lessons.par', { par: 1 }), '最少 1 步。');
  assert.equal(translate('en', 'record.loadedCut', { moves: 1, cut: 1 }), 'Game loaded (1 move). A variation held a move that cannot be played and ends before it.');
  assert.equal(translate('en', 'record.loadedCut', { moves: 40, cut: 2 }), 'Game loaded (40 moves). 2 variations held a move that cannot be played and end before it.');
  // No English text puts a count before a plural noun without the plural form.
  const bare = Object.entries(STRINGS).filter(([, [, , en]]) => /\{\w+\} (moves|variations|games|puzzles|exercises|wrong moves)\b/.test(en)).map(([key]) => key);
  assert.deepEqual(bare, []);
});

test('繁體 text writes 著 throughout, never the simplified 着 beside it', () => {
  const mixed = Object.entries(STRINGS).filter(([, [traditional]]) => traditional.includes('着')).map(([key]) => key);
  assert.deepEqual(mixed, []);
});

test('no key is written twice, in one table or across tables', () => {
  // An object literal keeps the last of two equal keys without a word, so read the source.
  const seen = new Map();
  for (const name of fs.readdirSync(STRING_TABLES)) {
    const source = fs.readFileSync(path.join(STRING_TABLES, name), 'utf8');
    for (const [, key] of source.matchAll(/^\s*'([^']+)':\s*\[/gm)) {
      assert.ok(!seen.has(key), `${key} is in ${seen.get(key)} and again in ${name}`);
      seen.set(key, name);
    }
  }
  assert.equal(seen.size, Object.keys(STRINGS).length, 'the source scan found every key');
  assert.deepEqual(Object.keys(TABLES).sort(), fs.readdirSync(STRING_TABLES).map((n) => n.replace(/\.js$/, '')).sort());
});

test('every key the code names exists', () => {
  const named = /\b(?:t|tr|translate\(\w+,|this\.t|refuse|refused)\(\s*'([A-Za-z0-9_.]+)'|data-i18n(?:-label)?="([^"]+)"/g;
  const missing = [];
  for (const [file, text] of code) {
    for (const m of text.matchAll(named)) {
      const key = m[1] ?? m[2];
      if (!Object.hasOwn(STRINGS, key)) missing.push(`${file}: ${key}`);
    }
  }
  assert.deepEqual(missing, []);
});

/** Is `key` written out as a literal somewhere in the code? */
const namedInCode = (key) => code.some(([, text]) => text.includes(`'${key}'`) || text.includes(`"${key}"`));

test('the families built at run time match the Rust ids exactly', () => {
  for (const [prefix, ids] of Object.entries(families())) {
    const inTables = Object.keys(STRINGS).filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
    // The page may add members of its own (`illegal.computer_turn`), named in full.
    const extra = inTables.filter((id) => !ids.includes(id) && !namedInCode(`${prefix}${id}`));
    const missing = ids.filter((id) => !inTables.includes(id));
    assert.deepEqual({ missing, extra }, { missing: [], extra: [] }, `strings ${prefix}*`);
  }
});

test('every key is used: named in the code or a member of a family', () => {
  const prefixes = Object.keys(families());
  const unused = Object.keys(STRINGS).filter((key) => !prefixes.some((p) => key.startsWith(p)) && !namedInCode(key));
  assert.deepEqual(unused, []);
});

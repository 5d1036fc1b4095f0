// The bundled Kai fonts (cut by tools/subset-font.py) hold every Chinese character the
// pages can show: a device without a Chinese font shows the page in them, and a character
// missing is an empty box. web/fonts/xiangqi-kai.woff2 holds the game's (every page
// loads it); web/fonts/xiangqi-kai-learn.woff2 what only the Learn section's guide adds.
// The fonts' character maps are read here from the WOFF2 files themselves (Node's Brotli
// undoes their compression), and every text under web/ (string tables, pages, scripts) is
// checked against them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
// The game's tables, and the Learn section's, which its pages add.
import '../../web/js/i18n/learn-strings.js';
import { STRINGS, TABLES } from '../../web/js/i18n/tables.js';
import { ROOT, webSources } from './web-sources.js';
import { FILE_LABELS } from '../../web/js/board/svg.js';
import { PIECE_SETS, pieceCharacter } from '../../web/js/board/pieces.js';

const FONT = path.join(ROOT, 'web', 'fonts', 'xiangqi-kai.woff2');
const BOARD_FONT = path.join(ROOT, 'web', 'fonts', 'xiangqi-kai-board.woff2');
const LEARN_FONT = path.join(ROOT, 'web', 'fonts', 'xiangqi-kai-learn.woff2');
const PUZZLES_FONT = path.join(ROOT, 'web', 'fonts', 'xiangqi-kai-puzzles.woff2');
const FRIEND_FONT = path.join(ROOT, 'web', 'fonts', 'xiangqi-kai-friend.woff2');
/** The Learn section's own files, the puzzle page's and a game with a friend elsewhere's, as
 *  tools/subset-font.py draws the lines. */
const LEARN = ['web/learn.html', 'web/lessons.html', 'web/js/learn/', 'web/js/i18n/strings/learn.js'];
const PUZZLES = ['web/puzzles.html', 'web/js/puzzles/', 'web/js/i18n/strings/puzzles.js'];
const FRIEND = ['web/js/friend/', 'web/js/live/', 'web/js/element/friend.js', 'web/js/i18n/strings/friend.js', 'web/js/i18n/strings/live.js'];
const isIn = (parts) => (file) => parts.some((part) => file.split(path.sep).join('/').startsWith(part));
const isLearn = isIn(LEARN);
const isPuzzles = isIn(PUZZLES);
const isFriend = isIn(FRIEND);

/** The WOFF2 known-table tags, by their index in a table directory entry's flags. */
const KNOWN_TAGS = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep'];

/** The tables of a WOFF2 font (of one face), by tag, as bytes. */
function woff2Tables(file) {
  const data = fs.readFileSync(file);
  assert.equal(data.toString('latin1', 0, 4), 'wOF2');
  const numTables = data.readUInt16BE(12);
  const compressedLength = data.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = data[at++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const entries = [];
  for (let i = 0; i < numTables; i++) {
    const flags = data[at++];
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 63) {
      tag = data.toString('latin1', at, at + 4);
      at += 4;
    }
    const origLength = base128();
    const version = flags >> 6;
    // glyf and loca are transformed unless their version is 3; every other table only if not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    entries.push({ tag, length: transformed ? base128() : origLength });
  }
  const stream = zlib.brotliDecompressSync(data.subarray(at, at + compressedLength));
  const tables = {};
  let offset = 0;
  for (const { tag, length } of entries) {
    tables[tag] = stream.subarray(offset, offset + length);
    offset += length;
  }
  return tables;
}

/** The characters a cmap table maps to a glyph (formats 4 and 12). */
function mappedCharacters(cmap) {
  const chars = new Set();
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const start = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(start);
    if (format === 4) {
      const segments = cmap.readUInt16BE(start + 6) / 2;
      const ends = start + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const first = cmap.readUInt16BE(starts + s * 2);
        const last = cmap.readUInt16BE(ends + s * 2);
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let c = first; c <= last && c !== 0xffff; c++) {
          const glyph = rangeOffset === 0 ? (c + delta) & 0xffff : cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - first) * 2);
          if (glyph !== 0) chars.add(c);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(start + 12);
      for (let g = 0; g < groups; g++) {
        const first = cmap.readUInt32BE(start + 16 + g * 12);
        const last = cmap.readUInt32BE(start + 20 + g * 12);
        for (let c = first; c <= last; c++) chars.add(c);
      }
    }
  }
  return chars;
}

/** Chinese characters, their punctuation and full-width forms: what a device without a
 *  Chinese font cannot draw. */
const isChinese = (c) => /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/u.test(c);

const chineseOf = (texts) => new Set([...texts.join('')].filter(isChinese));
const missingFrom = (fonts, shown) => [...shown].filter((c) => !fonts.some((mapped) => mapped.has(c.codePointAt(0))));

test('the bundled font draws every Chinese character of the game\'s string tables and pages', () => {
  const mapped = mappedCharacters(woff2Tables(FONT).cmap);
  assert.ok(mapped.has('帥'.codePointAt(0)) && mapped.has('A'.codePointAt(0)), 'the character map is read');
  const tables = Object.entries(TABLES).filter(([name]) => !['learn', 'puzzles'].includes(name)).map(([, table]) => Object.values(table).flat().join(''));
  const shown = chineseOf([...tables, ...webSources().filter(([file]) => !isLearn(file) && !isPuzzles(file) && !isFriend(file)).map(([, text]) => text)]);
  const missing = missingFrom([mapped], shown);
  assert.deepEqual(missing, [], `${missing.length} of ${shown.size} characters are missing; run tools/subset-font.py`);
});

test('the board\'s own font draws every character the board does, and the game page\'s brand', () => {
  const pieces = PIECE_SETS.flatMap((set) => [...'KABNRCPkabnrcp'].map((letter) => pieceCharacter(letter, set) ?? ''));
  const river = [...fs.readFileSync(path.join(ROOT, 'web', 'js', 'board', 'svg.js'), 'utf8').matchAll(/class: 'river' \}, \['([^']+)'\]/g)].map((m) => m[1]);
  assert.equal(river.join(''), '楚 河漢 界');
  const labels = Object.values(FILE_LABELS).flatMap(({ red, black }) => [...red, ...black]);
  // The seals (象棋 in the header): drawn in the board's font until the whole one has come.
  const seals = [...fs.readFileSync(path.join(ROOT, 'web', 'index.html'), 'utf8').matchAll(/class="seal[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
  assert.ok(seals.join('').includes('象棋'), 'the seals are read');
  const drawn = new Set([...pieces, ...river, ...labels, ...seals].join('').replaceAll(' ', ''));
  const missing = missingFrom([mappedCharacters(woff2Tables(BOARD_FONT).cmap)], drawn);
  assert.deepEqual(missing, [], 'run tools/subset-font.py');
});

test('the bundled font draws the ECCO opening names in both scripts', () => {
  // The names as the crate ships them, and the traditional forms of their characters
  // (crates/xiangqi/src/ecco/mod.rs, TRADITIONAL).
  const dir = path.join(ROOT, 'crates', 'xiangqi', 'src', 'ecco');
  const names = fs.readFileSync(path.join(dir, 'names.tsv'), 'utf8').split('\n').filter((line) => !line.startsWith('#'));
  const pairs = [...fs.readFileSync(path.join(dir, 'mod.rs'), 'utf8').matchAll(/\('(.)', '(.)'\)/gu)];
  assert.ok(pairs.length >= 30 && names.length >= 260, 'the names and the table are read');
  const missing = missingFrom([mappedCharacters(woff2Tables(FONT).cmap)], chineseOf([...names, ...pairs.map((m) => m[2])]));
  assert.deepEqual(missing, [], `${missing.join('')} are missing; run tools/subset-font.py`);
});

test('the guide\'s font adds every character the Learn section uses, and only those', () => {
  const game = mappedCharacters(woff2Tables(FONT).cmap);
  const learn = mappedCharacters(woff2Tables(LEARN_FONT).cmap);
  const shown = chineseOf([...Object.values(TABLES.learn).flat(), ...webSources().filter(([file]) => isLearn(file)).map(([, text]) => text)]);
  const missing = missingFrom([game, learn], shown);
  assert.deepEqual(missing, [], `${missing.length} of ${shown.size} characters are missing; run tools/subset-font.py`);
  const twice = [...learn].filter((c) => isChinese(String.fromCodePoint(c)) && game.has(c)).map((c) => String.fromCodePoint(c));
  assert.deepEqual(twice, [], 'the game\'s font has these already');
});

test('the puzzle page\'s font adds every character it shows, the studies\' titles among them, and only those', () => {
  const game = mappedCharacters(woff2Tables(FONT).cmap);
  const learn = mappedCharacters(woff2Tables(LEARN_FONT).cmap);
  const puzzles = mappedCharacters(woff2Tables(PUZZLES_FONT).cmap);
  // The manuals and the titles in both scripts, as the catalogue gives them.
  const studies = fs.readFileSync(path.join(ROOT, 'crates', 'xiangqi', 'src', 'puzzle', 'studies.tsv'), 'utf8')
    .split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split('\t').slice(1, 4).join(''));
  assert.ok(studies.length >= 100, 'the studies are read');
  const shown = chineseOf([...Object.values(STRINGS).flat(), ...studies, ...webSources().filter(([file]) => isPuzzles(file)).map(([, text]) => text)]);
  const missing = missingFrom([game, learn, puzzles], shown);
  assert.deepEqual(missing, [], `${missing.join('')} are missing; run tools/subset-font.py`);
  const twice = [...puzzles].filter((c) => isChinese(String.fromCodePoint(c)) && (game.has(c) || learn.has(c))).map((c) => String.fromCodePoint(c));
  assert.deepEqual(twice, [], 'the other fonts have these already');
});

test('the font of a game by link adds every character its code and strings show, and only those', () => {
  const game = mappedCharacters(woff2Tables(FONT).cmap);
  const friend = mappedCharacters(woff2Tables(FRIEND_FONT).cmap);
  const shown = chineseOf(webSources().filter(([file]) => isFriend(file)).map(([, text]) => text));
  assert.ok(shown.has('棋'), 'the strings are read');
  const missing = missingFrom([game, friend], shown);
  assert.deepEqual(missing, [], `${missing.join('')} are missing; run tools/subset-font.py`);
  const twice = [...friend].filter((c) => isChinese(String.fromCodePoint(c)) && game.has(c)).map((c) => String.fromCodePoint(c));
  assert.deepEqual(twice, [], 'the game\'s font has these already');
});

// Record files in the encodings players keep them in (web/js/records/decode.js), read as
// the page reads a chosen or dropped file, and move text pasted as players copy it: each
// gives the same game to the rules crate.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { binaryFormat, decodeRecord, gb18030, utf16Without } from '../../web/js/records/decode.js';
import { Game, importRecord } from '../../web/js/game/wasm.js';
// The reading worker's bindings (web/js/records/reading-worker.js imports them so).
import { RecordFile, importCbr, importXqf } from '../../web/xiangqi-wasm.js';
import { encodeGbk } from '../../web/js/records/gbk.js';
import { ROOT } from './web-sources.js';

const DATA = path.join(ROOT, 'tests', 'data', 'records');
const parses = (text) => {
  try {
    importRecord(text, 'asian');
    return true;
  } catch {
    return false;
  }
};

test('GBK, Big5, UTF-16 and UTF-8 with a byte-order mark all give the same game', () => {
  const games = {};
  for (const file of ['game-gbk.pgn', 'game-big5.pgn', 'game-utf16.pgn', 'game-utf8-bom.pgn']) {
    const text = decodeRecord(fs.readFileSync(path.join(DATA, file)), parses);
    assert.ok(!text.startsWith('\ufeff'), `${file}: no byte-order mark left`);
    const record = importRecord(text, 'asian');
    games[file] = { moves: record.moves, event: text.match(/\[Event "([^"]+)"\]/)[1] };
  }
  const moves = ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'g6g5'];
  for (const [file, game] of Object.entries(games)) assert.deepEqual(game.moves, moves, file);
  assert.equal(games['game-gbk.pgn'].event, '测试对局');
  assert.equal(games['game-big5.pgn'].event, '測試對局');
  assert.equal(games['game-utf16.pgn'].event, '測試對局');
});

test('bytes that parse in neither legacy encoding come back as GB18030 text, for the import to refuse by line', () => {
  const bytes = Uint8Array.from([0x31, 0x2e, 0x20, 0xc5, 0xda, 0xb6, 0xfe, 0x0a]); // "1. " + GBK 炮二
  const text = decodeRecord(bytes, () => false);
  assert.equal(text, '1. 炮二\n');
});

test('move text pasted from a page or a book opens, in each of the forms players copy', () => {
  const opening = ['h2e2', 'h9g7', 'h0g2', 'i9h9'];
  const forms = {
    numbered: '1. 炮二平五 马８进７\n2. 马二进三 车９平８',
    'not numbered': '炮二平五 马８进７ 马二进三 车９平８',
    'half-width digits, traditional': '1. 炮2平5 馬8進7\n2. 馬2進3 車9平8',
    WXF: '1. C2=5 H8+7 2. H2+3 R9.8',
    ICCS: '1. h2e2 h9g7 2. h0g2 i9h9',
    'comments in braces and parentheses': '1. 炮二平五 {中炮} 马８进７ (屏风马)\n2. 马二进三 (the usual reply) 车９平８',
    'one move a line': '1. 炮二平五\n   马８进７\n2. 马二进三\n   车９平８',
    'a split line': '1. 炮二平五\n1.          马８进７\n2. 马二进三\n2.          车９平８',
  };
  for (const [form, text] of Object.entries(forms)) assert.deepEqual(importRecord(text, 'asian').moves, opening, form);
});

test('XQF files of version 1.0 and masked 1.8 read as the same game, their GB18030 words decoded', () => {
  for (const file of ['game-v1.0.xqf', 'game-v1.8-masked.xqf']) {
    const bytes = fs.readFileSync(path.join(DATA, file));
    assert.equal(binaryFormat(bytes), 'xqf', file);
    const record = importXqf(new Uint8Array(bytes), 'asian', gb18030);
    assert.deepEqual(record.moves, ['h2e2', 'h9g7'], file);
    assert.deepEqual(record.variations, [{ at: 1, moves: ['b9c7'], variations: [] }], file);
    assert.deepEqual(record.comments, { '': '开局', h2e2: '中炮', 'h2e2 b9c7': '左马' }, file);
    assert.deepEqual(record.ending, { winner: 'red', reason: 'resignation' }, file);
  }
  assert.equal(binaryFormat(fs.readFileSync(path.join(DATA, 'game-gbk.pgn'))), null);
  const error = (() => {
    try {
      importXqf(new Uint8Array(1024), 'asian', gb18030);
    } catch (e) {
      return e;
    }
  })();
  assert.equal(error.code, 'xqf.not_xqf');
  // A file cut inside its header is XQF cut short, said so; bytes that are no record and
  // no text are said to be neither (both read as a move 'XQ…' before).
  const cut = Uint8Array.from([0x58, 0x51, ...new Array(98).fill(7)]);
  assert.equal(binaryFormat(cut), 'xqf');
  const short = (() => {
    try {
      importXqf(cut, 'asian', gb18030);
    } catch (e) {
      return e;
    }
  })();
  assert.equal(short.code, 'xqf.cut_short');
  assert.equal(short.message, 'an XQF file cut short: 100 bytes, where its header alone has 1024');
  const noise = (() => {
    try {
      importRecord(`XY${'\0'.repeat(40)}`, 'asian');
    } catch (e) {
      return e;
    }
  })();
  assert.equal(noise.code, 'import.binary');
});

test('text is written as GBK for the programs that read only GBK, and read back the same', () => {
  const text = '[Event "中炮对屏风马"]\n1. 炮二平五 馬８進７ {好棋 good}\n';
  const bytes = encodeGbk(text);
  assert.equal(new TextDecoder('gbk').decode(bytes), text);
  assert.deepEqual([...encodeGbk('炮a')], [0xc5, 0xda, 0x61]);
  assert.equal(new TextDecoder('gbk').decode(encodeGbk('兵😀')), '兵?', 'a character GBK lacks is a question mark');
});

test('a game exported as XQF 1.0 opens again with its moves, variations, comments and players', () => {
  const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
  const game = new Game(START, ['h2e2', 'h9g7', 'h0g2'], 'asian');
  const variations = [{ at: 1, moves: ['b9c7', 'h0g2'], variations: [{ at: 1, moves: ['b0c2'], variations: [] }] }];
  const comments = { '': '开局', h2e2: '中炮', 'h2e2 b9c7 b0c2': '左马' };
  const bytes = game.xqf({ Red: '胡荣华', Black: '杨官璘', Event: '全国赛' }, variations, comments, encodeGbk);
  assert.equal(binaryFormat(bytes), 'xqf');
  assert.equal(bytes[2], 0x0a, 'version 1.0');
  const back = importXqf(bytes, 'asian', gb18030);
  assert.deepEqual(back.moves, ['h2e2', 'h9g7', 'h0g2']);
  assert.deepEqual(back.variations, variations);
  assert.deepEqual(back.comments, comments);
  assert.equal(gb18030(bytes.subarray(0x131, 0x131 + bytes[0x130])), '胡荣华');
});

test('a ChessBridge game and library read as ChessBridge writes them', () => {
  const game = fs.readFileSync(path.join(DATA, 'game.cbr'));
  assert.equal(binaryFormat(game), 'cbr');
  const record = importCbr(new Uint8Array(game), 'asian');
  assert.deepEqual(record.moves, ['h2e2', 'h9g7']);
  assert.deepEqual(record.comments, { '': '开局', h2e2: '中炮', 'h2e2 b9c7': '左马' });
  const bytes = fs.readFileSync(path.join(DATA, 'library.cbl'));
  assert.equal(binaryFormat(bytes), 'cbl');
  const library = RecordFile.fromLibrary(new Uint8Array(bytes));
  assert.deepEqual([library.name, library.length, library.games, library.missing], ['测试棋谱库', 3, 2, 0]);
  assert.deepEqual(library.entries(0, 10, 'asian'), [
    { kind: 'heading', title: '男子组' },
    { kind: 'game', title: '中炮对屏风马', red: '胡荣华', black: '杨官璘', result: '1-0', moves: 2 },
    { kind: 'game', title: '第二局', red: '胡荣华', black: '杨官璘', result: '1-0', moves: 1 },
  ]);
  assert.deepEqual(library.record(1, 'asian'), record);
  assert.throws(() => library.record(0, 'asian'), /entry 0 is a heading/);
  assert.throws(() => library.record(3, 'asian'), /no entry 3: the file holds 3/);
});

test('a PGN text of several games is read a few at a time, each game on its own', () => {
  const text = '[Event "一"]\n\n1. h2e2 h9g7 *\n\n[Event "二"]\n\n1. i0i9 *\n\n[Event "三"]\n\n1. b2e2 *\n';
  const file = RecordFile.fromText(text);
  assert.deepEqual([file.length, file.progress], [0, 0]);
  assert.equal(file.read(2), false);
  // Bytes of its UTF-8, as the file's are counted.
  const bytes = (text) => Buffer.byteLength(text);
  assert.deepEqual([file.length, file.progress], [2, bytes(text.slice(0, text.indexOf('[Event "三"]'))) / bytes(text)]);
  assert.equal(file.read(2), true);
  assert.deepEqual([file.length, file.games, file.progress], [3, 3, 1]);
  const [first, second, third] = file.entries(0, 3, 'asian');
  assert.equal(first.title, '一');
  assert.equal(second.kind, 'unreadable');
  assert.equal(second.problem.code, 'pgn.bad_move');
  assert.equal(third.moves, 1);
  assert.throws(() => file.record(1, 'asian'), (error) => error.code === 'pgn.bad_move' && error.params.line === 7);
  assert.deepEqual(file.record(2, 'asian').moves, ['b2e2']);
  // Any other text is one game, read at once.
  const fen = RecordFile.fromText('4k4/9/9/9/9/9/9/9/9/3K5 w');
  assert.deepEqual([fen.length, fen.read(10), fen.progress], [1, true, 1]);
});

test('UTF-16 without a byte-order mark is read as UTF-16, little- or big-endian; 8-bit text is not', () => {
  const text = '[Event "十六位"]\n\n1. h2e2 h9g7 *\n';
  const le = new Uint8Array(text.length * 2);
  const be = new Uint8Array(text.length * 2);
  [...text].forEach((c, i) => {
    const code = c.charCodeAt(0);
    le.set([code & 0xff, code >> 8], 2 * i);
    be.set([code >> 8, code & 0xff], 2 * i);
  });
  assert.equal(utf16Without(le), 'utf-16le');
  assert.equal(utf16Without(be), 'utf-16be');
  assert.equal(decodeRecord(le, () => true), text);
  assert.equal(decodeRecord(be, () => true), text);
  assert.equal(utf16Without(new TextEncoder().encode(text)), null);
  assert.equal(utf16Without(new Uint8Array([0x58, 0x51])), null, 'too short to tell');
});

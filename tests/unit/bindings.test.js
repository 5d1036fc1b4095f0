// The objects the page and the worker hand to the wasm module (search limits, how a level
// plays, a game's variations, evaluations and PGN tags) are read field by field
// (crates/xiangqi-wasm/src/read.rs): what is well formed is used, anything else is an
// error that names the field, never a panic.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, Engine, importRecord } from './wasm-node.js';

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const none = () => {};


test('search limits: each field optional, a wrong one named', () => {
  const engine = new Engine(1, 1);
  const search = (limits) => engine.search(START, [], 'asian', limits, none, none);
  assert.equal(search({ depth: 2 }).depth, 2);
  assert.equal(search({ nodes: 2000, lines: 2, infinite: false }).pv.length > 0, true);
  assert.equal(search({ depth: 1, nodes: null, level: undefined }).depth, 1, 'null and undefined are left out');
  assert.throws(() => search({ depth: 1.5 }), /depth must be a whole number from 0/);
  assert.throws(() => search({ depth: -1 }), /depth must be a whole number/);
  assert.throws(() => search({ depth: 2 ** 40 }), /depth is too large/);
  assert.throws(() => search({ nodes: '100' }), /nodes must be a whole number/);
  assert.throws(() => search({ movetimeMs: Infinity }), /movetimeMs must be a number/);
  assert.throws(() => search({ infinite: 1 }), /infinite must be true or false/);
  assert.throws(() => search({ lines: 9 }), /lines must be 1 to 8, not 9/);
  assert.throws(() => search({ level: 6 }), /level 6 is not 1 to 5/);
  assert.throws(() => search(5), /limits must be an object/);
});

test('how a level plays: the level, and the engine\'s clock if the game has one', () => {
  const engine = new Engine(1, 1);
  const play = (how) => engine.playLevel(START, ['h2e2'], 'asian', how, none, none);
  assert.equal(typeof play({ level: 1 }).bestMove, 'string');
  assert.equal(typeof play({ level: 1, clock: { leftMs: 5000, incMs: 0 } }).bestMove, 'string');
  assert.throws(() => play({}), /level must be a whole number/);
  assert.throws(() => play({ level: 0 }), /level 0 is not 1 to 5/);
  assert.throws(() => play({ level: 1, clock: { leftMs: 5000 } }), /clock.incMs must be a number/);
  assert.throws(() => play({ level: 1, clock: 5000 }), /clock must be an object/);
  assert.throws(() => play('1'), /how to play must be an object/);
});

test('a game\'s ECCO opening: named from the standard start, written to its tags unless the record names one', () => {
  const g = new Game(START, ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7'], 'asian');
  assert.deepEqual(g.opening(), {
    code: 'C00',
    name: '中炮对屏风马',
    variation: '',
    traditionalName: '中炮對屏風馬',
    traditionalVariation: '',
    english: 'Central Cannon vs. Screen Horses',
  });
  const text = g.pgn('iccs', {});
  assert.match(text, /\[ECCO "C00"\]/);
  assert.match(text, /\[Opening "中炮对屏风马"\]/);
  assert.doesNotMatch(text, /\[Variation /, 'no variation name, no tag');
  assert.match(g.dhtmlxq({}), /\[DhtmlXQ_open\]C00 中炮对屏风马\[\/DhtmlXQ_open\]/);
  const own = g.pgn('iccs', { ECCO: 'C01', Opening: '中炮七路马对屏风马' });
  assert.match(own, /\[ECCO "C01"\]/);
  assert.doesNotMatch(own, /C00/);
  assert.equal(new Game(START, [], 'asian').opening(), null);
  assert.equal(new Game('3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1', ['e0e1'], 'asian').opening(), null);
});

test('a game\'s variations, evaluations and tags go into its PGN, or are refused by name', () => {
  const g = new Game(START, ['h2e2', 'h9g7'], 'asian');
  const variations = [{ at: 1, moves: ['b9c7'], variations: [] }];
  const evals = [{ kind: 'cp', value: 20 }, null, { kind: 'mate', value: -3 }];
  const text = g.pgn('iccs', { Event: 'Test', Red: '甲' }, variations, evals);
  assert.match(text, /\[Event "Test"\]/);
  assert.match(text, /\[Red "甲"\]/);
  const back = importRecord(text, 'asian');
  assert.deepEqual(back.variations, variations);
  assert.deepEqual(back.evals, evals);

  // Comments by the path to their position; one on a position the record does not hold is left out.
  const said = { '': 'start', h2e2: 'central cannon', 'h2e2 b9c7': 'the other horse' };
  const withComments = importRecord(g.pgn('iccs', {}, variations, [], { ...said, b0c2: 'nowhere' }), 'asian');
  assert.deepEqual(withComments.comments, said);
  assert.deepEqual(importRecord('1. h2e2 h9g7 *', 'asian').comments, {});
  assert.deepEqual(importRecord('[Event "全国赛"]\n[Red "胡荣华"]\n[Result "1-0"]\n1. h2e2 1-0', 'asian').tags, [['Event', '全国赛'], ['Red', '胡荣华']]);
  assert.throws(() => g.pgn('iccs', {}, [], [], { h2e2: 5 }), /comments: h2e2 must be a string/);
  assert.throws(() => g.pgn('iccs', {}, [], [], { zz: 'x' }), /zz/);

  assert.throws(() => g.pgn('iccs', {}, [{ at: 'one', moves: [], variations: [] }]), /a variation's at must be a whole number/);
  assert.throws(() => g.pgn('iccs', {}, [{ at: 1, moves: [7], variations: [] }]), /a variation's move must be a string/);
  assert.throws(() => g.pgn('iccs', {}, [{ at: 1, moves: ['b9c7'] }]), /variations must be an array/);
  assert.throws(() => g.pgn('iccs', {}, {}), /variations must be an array/);
  assert.throws(() => g.pgn('iccs', {}, ['h2e2']), /a variation must be an object/);
  assert.throws(() => g.pgn('iccs', {}, [], [12]), /an evaluation must be an object/);
  assert.throws(() => g.pgn('iccs', {}, [], [{ kind: 'pawns', value: 1 }]), /kind must be cp or mate, not pawns/);
  assert.throws(() => g.pgn('iccs', {}, [], [{ kind: 'cp', value: 0.5 }]), /an evaluation's value must be a whole number/);
  assert.throws(() => g.pgn('iccs', {}, [], [null, null, null, null]), /more evaluations than positions/);
  assert.throws(() => g.pgn('iccs', { Event: 5 }), /tags: Event must be a string/);
  assert.throws(() => g.pgn('iccs', 'Event'), /tags must be an object/);
});

test('a game goes into a DhtmlXQ block and comes back with its lines and comments; a bad block is refused by code', () => {
  const g = new Game(START, ['h2e2', 'h9g7'], 'asian');
  const variations = [{ at: 1, moves: ['b9c7'], variations: [] }];
  const said = { '': 'start', h2e2: 'central cannon', 'h2e2 b9c7': 'the other horse' };
  const block = g.dhtmlxq({ Red: '甲' }, variations, said);
  assert.match(block, /^\[DhtmlXQ\]\n/);
  assert.match(block, /\[DhtmlXQ_movelist\]77477062\[\/DhtmlXQ_movelist\]/);
  const back = importRecord(block, 'asian');
  assert.deepEqual(back.moves, ['h2e2', 'h9g7']);
  assert.deepEqual(back.variations, variations);
  assert.deepEqual(back.comments, said);
  const error = (() => {
    try {
      importRecord('[DhtmlXQ]\n[DhtmlXQ_movelist]7747\n8980[/DhtmlXQ_movelist]', 'asian');
    } catch (e) {
      return e;
    }
  })();
  assert.equal(error.code, 'record.illegal_move');
  assert.deepEqual(error.params, { line: 2, number: 2, move: 'i0i9', reason: 'not_your_turn' });
});

test('a declared ending is the game\'s own: declared() gives it, a record keeps it, undo lifts it', () => {
  const g = new Game(START, ['h2e2'], 'asian');
  assert.equal(g.declared(), null);
  g.resign('black');
  assert.deepEqual(g.declared(), { winner: 'red', reason: 'resignation' });
  assert.deepEqual(g.outcome(), g.declared());
  // A PGN's result that the moves alone do not reach comes back as the same ending.
  const back = importRecord(g.pgn('iccs', {}), 'asian');
  assert.deepEqual(back.ending, { winner: 'red', reason: 'resignation' });
  g.undo();
  assert.equal(g.declared(), null);
  g.agreeDraw();
  assert.deepEqual(importRecord(g.pgn('iccs', {}), 'asian').ending, { winner: null, reason: 'agreement' });
  // A mate is the rules' verdict: nothing is declared.
  const mated = new Game('3k5/7R1/9/9/9/9/9/9/9/R3K4 w - - 0 1', ['a0a9'], 'asian');
  assert.deepEqual(mated.outcome(), { winner: 'red', reason: 'checkmate' });
  assert.equal(mated.declared(), null);
  assert.equal(importRecord(mated.pgn('iccs', {}), 'asian').ending, null);
});

test('the no-capture limit: 120 plies at the start, one fewer after a quiet move, 120 again after a capture', () => {
  // Red's cannon takes the horse on b9 after one quiet move of each side.
  const game = new Game(START, ['h2e2', 'h9g7'], 'asian');
  assert.equal(game.pliesToMoveLimit(), 118);
  assert.equal(game.pliesSinceCapture(), 2);
  game.play('b2', 'b9');
  assert.equal(game.pliesToMoveLimit(), 120);
  assert.equal(game.pliesSinceCapture(), 0);
  const fresh = new Game(START, [], 'asian');
  assert.equal(fresh.pliesToMoveLimit(), 120);
  // A FEN's own count of quiet plies counts.
  const late = new Game('3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 100 80', [], 'asian');
  assert.equal(late.pliesToMoveLimit(), 20);
  for (const g of [game, fresh, late]) g.free();
});

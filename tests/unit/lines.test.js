// The lines of a record (web/js/game/lines.js) and a Session's variations on the real
// rules crate: a move from an earlier position starts a variation, undo keeps what it
// takes back, a move played again merges with its variation, and PGN carries them all.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addLine, allLines, holds, lineEnd, nextMove, promote, regrow, remove, isComments, isVariations, MAX_COMMENT } from '../../web/js/game/lines.js';
import { isGameRecord, repairGameRecord } from '../../web/js/game/game-record.js';
import { Session } from '../../web/js/game/session.js';
import { importRecord } from '../../web/js/game/wasm.js';

const OPENING = ['h2e2', 'h9g7', 'h0g2', 'i9h9'];

test('a line leaving the game becomes a variation; one leaving a variation lengthens or branches it', () => {
  const main = { moves: [...OPENING], variations: [] };
  addLine(main, ['h2e2', 'b9c7']);
  assert.deepEqual(main.variations, [{ at: 1, moves: ['b9c7'], variations: [] }]);
  addLine(main, ['h2e2', 'b9c7', 'h0g2']);
  assert.deepEqual(main.variations[0].moves, ['b9c7', 'h0g2'], 'played on from its end, a variation grows');
  addLine(main, ['h2e2', 'b9c7', 'b0c2']);
  assert.deepEqual(main.variations[0].variations, [{ at: 1, moves: ['b0c2'], variations: [] }]);
  addLine(main, ['h2e2', 'h9g7']);
  assert.equal(main.variations.length, 1, 'a path the game already has adds nothing');
  addLine(main, [...OPENING, 'b0c2']);
  assert.deepEqual(main.variations[1], { at: 4, moves: ['b0c2'], variations: [] }, 'the game itself is never lengthened here');
  assert.deepEqual(main.moves, OPENING);
  assert.deepEqual(allLines(main), [OPENING, ['h2e2', 'b9c7', 'h0g2'], ['h2e2', 'b9c7', 'b0c2'], [...OPENING, 'b0c2']]);

  assert.ok(holds(main, ['h2e2', 'b9c7', 'b0c2']));
  assert.ok(!holds(main, ['h2e2', 'b9c7', 'i0i1']));
  assert.equal(nextMove(main, ['h2e2']), 'h9g7', 'where lines meet, forward follows the game');
  assert.equal(nextMove(main, ['h2e2', 'b9c7']), 'h0g2');
  assert.equal(nextMove(main, OPENING), 'b0c2');
  assert.deepEqual(lineEnd(main, ['h2e2', 'b9c7']), ['h2e2', 'b9c7', 'h0g2']);
});

test('undo keeps the moves taken back, and a move played again merges with them', () => {
  const before = { moves: [...OPENING], variations: [{ at: 3, moves: ['b9c7'], variations: [] }] };
  // Two moves taken back: they hang from the new end, with the variation inside them.
  const undone = { moves: OPENING.slice(0, 2), variations: regrow(before, OPENING.slice(0, 2)) };
  assert.deepEqual(undone.variations, [{ at: 2, moves: ['h0g2', 'i9h9'], variations: [{ at: 1, moves: ['b9c7'], variations: [] }] }]);
  // The same move again: the game has it, the rest stays a variation.
  const again = OPENING.slice(0, 3);
  assert.deepEqual(regrow(undone, again), [{ at: 3, moves: ['i9h9'], variations: [] }, { at: 3, moves: ['b9c7'], variations: [] }]);
  // Another move instead: the old line is a variation of it.
  const other = [...OPENING.slice(0, 2), 'b0c2'];
  assert.deepEqual(regrow(undone, other), [{ at: 2, moves: ['h0g2', 'i9h9'], variations: [{ at: 1, moves: ['b9c7'], variations: [] }] }]);
});

test('a variation can be made the main line, or deleted with all that hangs from it', () => {
  const main = { moves: [...OPENING], variations: [] };
  addLine(main, ['h2e2', 'b9c7', 'h0g2']);
  addLine(main, ['h2e2', 'b9c7', 'b0c2']);
  const promoted = promote(main, ['h2e2', 'b9c7']);
  assert.deepEqual(promoted.moves, ['h2e2', 'b9c7', 'h0g2']);
  assert.deepEqual(allLines(promoted).sort(), allLines(main).sort(), 'no line is lost');
  assert.deepEqual(remove(main, ['h2e2', 'b9c7', 'h0g2']), [], 'the variation and its own variations go');
  assert.deepEqual(remove(main, ['h2e2', 'h9g7']), main.variations, 'the game is not a variation to delete');
});

test('stored variations are checked for shape', () => {
  assert.ok(isVariations([{ at: 1, moves: ['b9c7'], variations: [] }]));
  for (const bad of [null, [{ at: -1, moves: ['b9c7'], variations: [] }], [{ at: 0, moves: [], variations: [] }], [{ at: 0, moves: ['zz'], variations: [] }], [{ at: 0, moves: ['b9c7'] }]]) {
    assert.ok(!isVariations(bad), JSON.stringify(bad));
  }
  let deep = [];
  for (let i = 0; i < 40; i++) deep = [{ at: 0, moves: ['b9c7'], variations: deep }];
  assert.ok(!isVariations(deep), 'no deeper than a record ever needs');
});

test('stored comments are checked one by one: a bad one is dropped, the rest kept', () => {
  assert.ok(isComments({ '': 'start', 'h2e2 h9g7': '屏风马' }));
  for (const bad of [null, [], { h2e2: 5 }, { zz: 'x' }, { 'h2e2  h9g7': 'two spaces' }, { h2e2: 'x'.repeat(MAX_COMMENT + 1) }]) {
    assert.ok(!isComments(bad), JSON.stringify(bad).slice(0, 60));
  }
  const game = { id: 'abc', savedAt: 1, mode: 'two', human: 'red', level: 3, rules: 'asian', startFen: '', moves: ['h2e2'], ending: null, clock: null, recorded: false, counted: null, flipped: false };
  assert.ok(isGameRecord(game), 'a game kept before comments reads');
  const repaired = repairGameRecord({ ...game, comments: { h2e2: 'kept', zz: 'dropped', h9g7: 7 }, tags: { Red: '胡荣华', 'bad name': 'x', Event: 5 } });
  assert.deepEqual(repaired.comments, { h2e2: 'kept' });
  assert.deepEqual(repaired.tags, { Red: '胡荣华' }, 'a bad tag is dropped, the rest kept');
  assert.deepEqual(repairGameRecord({ ...game, comments: 'words' }).comments, {});
});

test('a session keeps variations through undo, reload and PGN, and drops a line the rules refuse', () => {
  const session = new Session({ mode: 'computer', human: 'red', level: 1, rules: 'asian', moves: OPENING });
  session.undo(); // back to the person's turn: i9h9 and h0g2 taken back
  assert.deepEqual(session.moves, OPENING.slice(0, 2));
  session.play('b0', 'c2');
  assert.deepEqual(session.variations, [{ at: 2, moves: ['h0g2', 'i9h9'], variations: [] }], 'the old line is kept');
  session.explore(['h2e2', 'b9c7']);

  const record = JSON.parse(JSON.stringify(session.toRecord()));
  const reloaded = new Session(record);
  assert.deepEqual(reloaded.variations, session.variations);

  for (const notation of ['iccs', 'wxf', 'chinese']) {
    const text = session.game.pgn(notation, {}, session.variations);
    const back = importRecord(text, 'asian');
    assert.deepEqual(back.moves, session.moves);
    assert.deepEqual(new Session({ ...record, moves: back.moves, variations: back.variations }).variations, session.variations, text);
  }

  // Comments stay on their positions through a reload and PGN, and go with a removed variation.
  session.comments = { '': 'start', h2e2: 'cannon', 'h2e2 b9c7': 'other horse', 'h2e2 h9g7 h0g2': 'taken back' };
  const kept = new Session(JSON.parse(JSON.stringify(session.toRecord())));
  assert.deepEqual(kept.comments, session.comments);
  const back = importRecord(session.game.pgn('chinese', {}, session.variations, [], session.comments), 'asian');
  assert.deepEqual(back.comments, session.comments);
  session.tags = { Event: '全国赛', Red: '胡荣华' };
  assert.deepEqual(new Session(JSON.parse(JSON.stringify(session.toRecord()))).tags, session.tags, 'tags survive a reload');
  kept.removeVariation(['h2e2', 'b9c7']);
  assert.deepEqual(kept.comments, { '': 'start', h2e2: 'cannon', 'h2e2 h9g7 h0g2': 'taken back' });
  assert.deepEqual(new Session({ ...record, comments: { b0c2: 'not held' } }).comments, {});

  const bad = new Session({ ...record, variations: [{ at: 1, moves: ['h9h0'], variations: [] }, ...record.variations] });
  assert.deepEqual(bad.variations, session.variations, 'an illegal line is dropped, the rest kept');
  assert.throws(() => session.game.pgn('iccs', {}, [{ at: 1, moves: ['h9h0'], variations: [] }]), /variation move h9h0/);
});

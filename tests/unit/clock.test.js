// The game clocks (web/js/game/clock.js) and a game that keeps them (session.js), on the
// real rules crate: time taken and added per move, undo giving the time back, a flag that
// falls on the side to move, the draw when the other side could never mate, and a saved
// game that restores them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GameClock, formatTime, parseControl } from '../../web/js/game/clock.js';
import { Session } from '../../web/js/game/session.js';
import { statusLine } from '../../web/js/board/scene.js';
import { t } from '../../web/js/i18n/index.js';

test('controls are read from the address form and refused when out of range', () => {
  assert.deepEqual(parseControl('10,5'), { initialMs: 600_000, incrementMs: 5000 });
  assert.deepEqual(parseControl('5+3'), { initialMs: 300_000, incrementMs: 3000 });
  assert.deepEqual(parseControl('0.5+0'), { initialMs: 30_000, incrementMs: 0 });
  for (const bad of ['', 'none', '10', '0,5', '181,0', '10,61', '-1,2', '10,5,1', 'ten,five', null, undefined]) {
    assert.equal(parseControl(bad), null, String(bad));
  }
});

test('times read m:ss, with tenths under ten seconds', () => {
  assert.equal(formatTime(600_000), '10:00');
  assert.equal(formatTime(61_999), '1:01');
  assert.equal(formatTime(10_000), '0:10');
  assert.equal(formatTime(9_999), '9.9');
  assert.equal(formatTime(50), '0.0');
  assert.equal(formatTime(-300), '0.0');
});

test('each move takes the time used and adds the increment; undo gives it back', () => {
  const clock = new GameClock({ initialMs: 60_000, incrementMs: 2000 });
  clock.start('red', 1000);
  assert.equal(clock.left('red', 6000), 55_000);
  assert.equal(clock.left('black', 6000), 60_000, 'only the side to move runs');
  clock.moved('red', 6000);
  clock.start('black', 6000);
  assert.equal(clock.left('red', 9000), 57_000);
  assert.equal(clock.left('black', 9000), 57_000);
  clock.stop(9000);
  assert.equal(clock.left('black', 99_000), 57_000, 'a stopped clock keeps its time');
  clock.rewind(0);
  assert.deepEqual([clock.left('red', 0), clock.left('black', 0)], [60_000, 60_000]);
  assert.equal(clock.flagged(0), null);
  clock.start('red', 0);
  assert.equal(clock.flagged(59_999), null);
  assert.equal(clock.flagged(60_000), 'red');
});

test('a flag that falls loses, or draws when the other side could never mate; undo takes it back', () => {
  const session = new Session({ mode: 'two', human: 'red', level: 3, rules: 'asian', startFen: '', moves: ['h2e2'], ending: null, clock: { initialMs: 60_000, incrementMs: 0 } });
  session.flagFall();
  assert.deepEqual(session.outcome(), { winner: 'red', reason: 'timeout' });
  assert.deepEqual(session.toRecord(0).ending, { winner: 'red', reason: 'timeout' });
  // Undo lifts the fallen flag with the move before it, so Black is not out of time again.
  session.undo();
  assert.equal(session.outcome(), null);
  assert.deepEqual(session.moves, []);

  const bare = new Session({ mode: 'two', human: 'red', level: 3, rules: 'asian', startFen: '3k5/9/9/9/9/9/9/4B4/4A4/3AK4 b - - 0 40', moves: [], ending: { winner: 'red', reason: 'timeout' }, clock: { initialMs: 60_000, incrementMs: 0 } });
  assert.deepEqual(bare.outcome(), { winner: null, reason: 'timeout' });
});

test('the status line of a fallen flag names the side whose time ran out, in a draw too', () => {
  const status = (record) => statusLine({ session: new Session({ mode: 'two', human: 'red', level: 3, rules: 'asian', moves: [], ending: { winner: null, reason: 'timeout' }, ...record }) }, t).text;
  // Red runs out; Black's two advisors could never mate: a draw, and Red is named.
  assert.equal(status({ startFen: '3ak4/4a4/9/9/9/9/9/9/R8/4K4 w - - 0 1' }), 'Draw · Red ran out of time');
  // Black runs out with Red able to mate: Red wins, and Black is named.
  assert.equal(status({ startFen: '' , moves: ['h2e2'] }), 'Red wins · Black ran out of time');
});

test('a saved game brings its clocks back as they were, move by move', () => {
  const session = new Session({ mode: 'two', human: 'red', level: 3, rules: 'asian', startFen: '', moves: [], ending: null, clock: { initialMs: 300_000, incrementMs: 3000 } });
  session.clock.start('red', 0);
  session.play('h2', 'e2');
  session.clock.moved('red', 20_000);
  session.clock.start('black', 20_000);
  const record = session.toRecord(50_000);
  assert.deepEqual(record.clock.marks, [[300_000, 300_000], [283_000, 270_000]]);
  const back = new Session(JSON.parse(JSON.stringify(record)));
  assert.equal(back.clock.left('red', 0), 283_000);
  assert.equal(back.clock.left('black', 0), 270_000);
  back.undo();
  assert.equal(back.clock.left('red', 0), 300_000, 'undo after a reload still gives the time back');
});

test('a side\'s time may run past zero by its grace before its flag falls, and how long it has run is known', () => {
  const clock = new GameClock({ initialMs: 60_000, incrementMs: 0 });
  clock.start('black', 1000);
  assert.equal(clock.runningFor('black', 3500), 2500);
  assert.equal(clock.runningFor('red', 3500), 0);
  const grace = (color) => (color === 'black' ? 2000 : 0);
  assert.equal(clock.flagged(61_000, grace), null, 'at zero, within the grace');
  assert.equal(clock.flagged(62_999, grace), null);
  assert.equal(clock.flagged(63_000, grace), 'black');
  assert.equal(clock.flagged(61_000), 'black', 'no grace by default');
});

// Repetition rulings put in words (web/js/page/ruling.js) from what the rules crate
// finds: the chased piece and where it stood through the cycle, the repeated checks, and
// a draw by repetition under either rule set.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { repetitionRuling } from '../../web/js/page/ruling.js';
import { Session } from '../../web/js/game/session.js';

const played = (startFen, moves, rules = 'asian') => new Session({ mode: 'two', human: 'red', level: 3, rules, startFen, moves: moves.split(' ') });

test('a perpetual chase names the chased piece and follows it back through the cycle', () => {
  // wxf.tsv's wxf-34: Red's chariot follows Black's cannon from file to file.
  const session = played('3aka3/7R1/7c1/9/9/9/9/9/4A4/3AK1p2 b - - 0 1', 'h7c7 h8c8 c7h7 c8h8 h7c7 h8c8 c7h7 c8h8');
  const ruling = repetitionRuling(session, 'wxf');
  assert.equal(ruling.text, 'Red chased the black cannon with every move of the repeated cycle.');
  assert.equal(ruling.first, 0);
  assert.deepEqual([0, 1, 2, 3, 4, 8].map(ruling.chasedAt), ['h7', 'c7', 'c7', 'h7', 'h7', 'h7']);
});

test('a perpetual check lists the checks that repeated; a plain repetition says why it is a draw', () => {
  const cycle = 'a8a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9';
  const check = repetitionRuling(played('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1', cycle), 'wxf');
  assert.equal(check.text, 'Red gave check with every move of the repeated cycle: R9+1 and R9-1.');
  assert.equal(check.chasedAt(3), null);
  const casual = repetitionRuling(played('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1', cycle, 'casual'), 'wxf');
  assert.equal(casual.text, 'Under the casual rules, a position standing for the third time is a draw.');
  const mutual = repetitionRuling(played('3akab2/c2R1R2c/4b4/9/9/9/9/4B4/4K4/2B6 w - - 0 1', 'd8d6 d9e8 d6d8 e8d9 f8f6 f9e8 f6f8 e8f9'), 'wxf');
  assert.match(mutual.text, /^The same position stood for the third time/);
  // A game that did not end by repetition has no ruling to explain.
  assert.equal(repetitionRuling(played('', 'h2e2'), 'wxf'), null);
});

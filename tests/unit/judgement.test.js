// The judgement of moves from the engine's scores (web/js/game/judgement.js): thresholds
// in expected-result terms, mates, each side's accuracy, and a review through PGN.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { THRESHOLDS, expectation, judge, judgeGame, moveAccuracy } from '../../web/js/game/judgement.js';
import { SCORE_SCALE } from '../../web/js/game/winning.js';
import { Session } from '../../web/js/game/session.js';
import { importRecord } from '../../web/js/game/wasm.js';

const cp = (value, best = null) => ({ score: { kind: 'cp', value }, best });
const mate = (value) => ({ score: { kind: 'mate', value }, best: null });

/** The score from the side to move at which its expected result is `p`. */
const scoreFor = (p) => Math.log(p / (1 - p)) / SCORE_SCALE;

test('the thresholds are losses of expected result, worst first', () => {
  assert.deepEqual(THRESHOLDS.map(([name]) => name), ['blunder', 'mistake', 'inaccuracy']);
  assert.equal(expectation({ kind: 'cp', value: 0 }), 0.5);
  // From an even position, a move that leaves the opponent expecting 0.5 + loss.
  const after = (loss) => cp(Math.round(scoreFor(0.5 + loss)));
  assert.equal(judge(cp(0, 'h2e2'), after(0.16), 'b2e2').judgement, 'blunder');
  assert.equal(judge(cp(0, 'h2e2'), after(0.12), 'b2e2').judgement, 'mistake');
  assert.equal(judge(cp(0, 'h2e2'), after(0.07), 'b2e2').judgement, 'inaccuracy');
  assert.equal(judge(cp(0, 'h2e2'), after(0.03), 'b2e2').judgement, 'good');
  assert.equal(judge(cp(0, 'h2e2'), after(0.03), 'h2e2').judgement, 'best', 'the engine\'s own move');
  assert.equal(judge(cp(0, 'h2e2'), after(0.002), 'b2e2').judgement, 'best', 'no measurable loss');
  assert.equal(judge(cp(0), cp(50), 'b2e2').loss > 0, true);
  assert.equal(judge(cp(0), cp(-50), 'b2e2').loss, 0, 'a move that gains loses nothing');
});

test('the same pawn costs less in a won position than in a level one', () => {
  const level = judge(cp(0), cp(100), 'a0a1');
  const won = judge(cp(900), cp(-800), 'a0a1');
  assert.ok(won.loss < level.loss / 2, `${won.loss} vs ${level.loss}`);
  assert.equal(level.judgement, 'inaccuracy');
  assert.equal(won.judgement, 'good');
});

test('mates: missing a forced mate is a blunder, mating is best', () => {
  assert.equal(judge(mate(3), cp(0), 'a0a1').judgement, 'blunder');
  assert.equal(judge(mate(1), mate(0), 'a0a1').judgement, 'best', 'the move that mates');
  assert.equal(judge(cp(0), mate(5), 'a0a1').judgement, 'blunder', 'walking into a mate');
});

test('accuracy is 100 for no loss and falls with the loss; a game sums up each side', () => {
  assert.ok(Math.abs(moveAccuracy(0) - 100) < 0.01);
  assert.ok(moveAccuracy(0.1) < moveAccuracy(0.05));
  assert.equal(moveAccuracy(1), 0);
  const views = [cp(0, 'h2e2'), cp(-10, 'h9g7'), cp(10), cp(Math.round(scoreFor(0.75)))];
  const { moves, sides } = judgeGame(['h2e2', 'h9g7', 'a0a1'], views, 'red');
  assert.deepEqual(moves.map((m) => m.judgement), ['best', 'best', 'blunder']);
  assert.equal(sides.red.blunder, 1);
  assert.equal(sides.black.blunder, 0);
  assert.ok(sides.black.accuracy > sides.red.accuracy);
  assert.equal(judgeGame(['h2e2'], [cp(0)], 'red').moves.length, 0, 'a move is judged once both views are known');
});

test('a review goes into PGN as [%eval] comments and comes back as the same views of the positions', () => {
  const session = new Session({ mode: 'two', human: 'red', level: 3, rules: 'asian', moves: ['h2e2', 'h9g7', 'e2e6'] });
  session.review = {
    nodes: 1000,
    positions: [cp(20, 'h2e2'), cp(-15, 'h0g2'), { score: { kind: 'mate', value: 5 }, best: 'a0a1' }, { score: { kind: 'mate', value: -4 }, best: null }],
  };
  assert.deepEqual(session.evals(), [
    { kind: 'cp', value: 20 },
    { kind: 'cp', value: 15 },
    { kind: 'mate', value: 3 },
    { kind: 'mate', value: 2 }, // Black to move, mated in four plies: Red mates in two
  ]);
  const text = session.game.pgn('wxf', {}, [], session.evals());
  assert.match(text, /\{\[%eval 0\.20\]\} 1\. C2\.5 \{\[%eval 0\.15\]\} H8\+7 \{\[%eval #3\]\}\n2\. C5\+4 \{\[%eval #2\]\}/);
  const back = importRecord(text, 'asian');
  const again = new Session({ mode: 'two', human: 'red', level: 3, rules: 'asian', moves: back.moves });
  again.reviewFromEvals(back.evals, 1000);
  assert.deepEqual(again.review.positions.map((p) => p.score), session.review.positions.map((p) => p.score));
  // A gap ends what can be taken: the views must run from the start without one.
  again.reviewFromEvals([{ kind: 'cp', value: 3 }, null, { kind: 'cp', value: 5 }], 1000);
  assert.equal(again.review.positions.length, 1);
});

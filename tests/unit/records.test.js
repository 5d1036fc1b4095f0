// The share-link codec and the problem messages, on the real rules crate: what a link
// carries, what it refuses, and how a refusal from Rust reads in each language.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readShareLink, shareLink } from '../../web/js/records/share.js';
import { describeProblem } from '../../web/js/i18n/problems.js';
import { translate } from '../../web/js/i18n/index.js';
import { Game, importRecord } from '../../web/js/game/wasm.js';
import { recordLimits } from './wasm-node.js';
import { MAX_VARIATION_DEPTH } from '../../web/js/game/lines.js';
import { MAX_EVAL_CP, MAX_MATE_MOVES } from '../../web/js/game/winning.js';

const inWords = (lang, error) => describeProblem((key, vars) => translate(lang, key, vars), error);

/** The error `body` throws (or fails the test). */
function thrown(body) {
  try {
    body();
  } catch (error) {
    return error;
  }
  assert.fail('expected an error');
}

const MATE_FEN = '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1';

test('a share link carries the start and the moves, and reads back to the same game', () => {
  const link = shareLink({ startFen: MATE_FEN, moves: ['i0i9'] }, 'https://example.org/xiangqi/?lang=en#old');
  const url = new URL(link);
  assert.equal(url.pathname + url.search, '/xiangqi/?lang=en', 'the page and its query stay');
  assert.deepEqual(readShareLink(url.hash), { startFen: MATE_FEN, moves: ['i0i9'] });
  // The game it carries is playable as it stands.
  const game = new Game(MATE_FEN, ['i0i9'], 'asian');
  assert.equal(game.outcome().reason, 'checkmate');
});

test('a link without a game is no game; moves may be split by commas or spaces', () => {
  assert.equal(readShareLink('#lang=en'), null);
  assert.equal(readShareLink(''), null);
  assert.deepEqual(readShareLink('#moves=h2e2,h9g7%20b0c2'), { startFen: '', moves: ['h2e2', 'h9g7', 'b0c2'] });
});

test('a link with a bad position or a move not in ICCS is refused with a code the page can translate', () => {
  const bad = thrown(() => readShareLink('#fen=4k4/9/9/9/9/9/9/9/A8/4K4%20w'));
  assert.equal(bad.code, 'position.outside_palace');
  assert.equal(inWords('en', bad), 'the red advisor on a1 is outside its palace');
  assert.equal(inWords('zh-Hant', bad), 'a1 的紅仕在九宮之外');

  const move = thrown(() => readShareLink('#moves=h2e2,炮二平五'));
  assert.equal(move.code, 'record.bad_move');
  assert.equal(inWords('en', move), '\'炮二平五\' is not an ICCS move like h2e2');
});

test('a move the rules refuse names its number and the rule, in each language', () => {
  const error = thrown(() => new Game('', ['h2e2', 'h9g7', 'i0i9'], 'asian'));
  assert.equal(error.code, 'record.illegal_move');
  assert.deepEqual({ ...error.params }, { number: 3, move: 'i0i9', reason: 'path_blocked' });
  assert.equal(inWords('en', error), `move 3 (i0i9) is not legal: ${translate('en', 'illegal.path_blocked')}`);
  assert.match(inWords('zh-Hans', error), /^第 3 步 i0i9 不合规则：/);
});

test('a pasted FEN that starts with a byte-order mark loads', () => {
  const record = importRecord(`\uFEFF${MATE_FEN}`, 'asian');
  assert.equal(record.startFen, MATE_FEN);
  assert.deepEqual(record.moves, []);
});

test('an import problem keeps its line and its cause', () => {
  const error = thrown(() => importRecord('[Event "t"]\n\n1. h2e2 h9g7\n2. i0i9 b9c7\n', 'asian'));
  assert.equal(error.code, 'pgn.bad_move');
  assert.equal(error.cause.code, 'notation.illegal');
  const words = inWords('en', error);
  assert.equal(words, `line 4: move 2 'i0i9': ${translate('en', 'illegal.path_blocked')}`);
  assert.equal(inWords('en', new Error('plain')), 'plain', 'an error without a code keeps its message');
});

test('the page stores whatever the import accepts: one set of limits, refused with words', () => {
  assert.deepEqual(recordLimits(), { variationDepth: MAX_VARIATION_DEPTH, evalCp: MAX_EVAL_CP, mateMoves: MAX_MATE_MOVES });
  const nested = (depth) => `1. h2e2 ${'(1. h0g2\n'.repeat(depth)}h9g7${')'.repeat(depth)} *`;
  assert.equal(importRecord(nested(MAX_VARIATION_DEPTH), 'asian').variations.length, 1);
  for (const depth of [MAX_VARIATION_DEPTH + 1, 10_000]) {
    const error = thrown(() => importRecord(nested(depth), 'asian'));
    assert.equal(inWords('en', error), `line ${MAX_VARIATION_DEPTH + 1}: variations are nested more than 32 deep`);
  }
  const error = thrown(() => importRecord('1. h2e2 {[%eval #999999999]} *', 'asian'));
  assert.equal(inWords('en', error), 'line 1: the evaluation #999999999 is beyond 1000 pawns or a mate in 1000');
});

// The lessons' exercises (web/js/learn/exercises.js), each checked on the rules crate: the
// stored solution meets the goal in par moves, nothing meets it in fewer, every exercise
// that asks for a mate is a mate the engine finds, and each answer to check is of the
// kind its exercise names.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, EXERCISES, nextLesson } from '../../web/js/learn/exercises.js';
import { GOALS, afterStillMove, answerKind, marksLeft, meetsGoal, starsFor, stillGoal } from '../../web/js/learn/goals.js';
import { Game } from '../../web/js/game/wasm.js';
import { Engine } from './wasm-node.js';

const legalMoves = (fen) => {
  const game = new Game(fen, [], 'asian');
  const moves = game.pieces().flatMap(({ square }) => game.targets(square).map((to) => square + to));
  game.free();
  return moves;
};

/** The fewest moves that meet a still goal: a breadth-first search over the player's moves
 *  (of the named piece only, when the exercise names one), up to `limit`. */
function fewestStillMoves(exercise, limit) {
  let frontier = [{ fen: exercise.fen, at: exercise.piece ?? null, left: exercise.marks }];
  const seen = new Set();
  for (let depth = 0; depth <= limit; depth++) {
    if (frontier.some((s) => s.left.length === 0)) return depth;
    const next = [];
    for (const s of frontier) {
      for (const move of legalMoves(s.fen).filter((m) => !s.at || m.startsWith(s.at))) {
        const fen = afterStillMove(s.fen, move);
        if (!fen) continue;
        const left = marksLeft(s.left, move.slice(2));
        const key = `${fen}|${left}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ fen, at: s.at && move.slice(2), left });
      }
    }
    frontier = next;
  }
  return null;
}

test('at least 40 exercises in at least 8 chapters, each well formed', () => {
  assert.ok(EXERCISES.length >= 40, `${EXERCISES.length} exercises`);
  const used = new Set(EXERCISES.map((e) => e.chapter));
  assert.deepEqual([...used], CHAPTERS, 'every chapter has exercises, in order');
  assert.ok(CHAPTERS.length >= 8);
  assert.equal(new Set(EXERCISES.map((e) => e.id)).size, EXERCISES.length, 'ids are unique');
  for (const e of EXERCISES) {
    assert.match(e.id, new RegExp(`^${e.chapter}-[0-9]+$`));
    assert.ok(GOALS.includes(e.goal), e.id);
    // Against the engine, its replies come between the player's moves.
    assert.equal(e.solution.length, e.goal === 'win' ? 2 * e.par - 1 : e.par, `${e.id}: the solution takes par moves`);
    if (stillGoal(e.goal)) assert.ok(e.marks.length > 0, e.id);
  }
});

test('every exercise is solved by its stored solution, and none in fewer moves than par', () => {
  for (const e of EXERCISES) {
    if (stillGoal(e.goal)) {
      let fen = e.fen;
      let at = e.piece ?? null;
      let left = e.marks;
      for (const move of e.solution) {
        assert.ok(legalMoves(fen).includes(move), `${e.id}: ${move} is legal`);
        if (at) assert.equal(move.slice(0, 2), at, `${e.id}: only the named piece moves`);
        fen = afterStillMove(fen, move);
        assert.ok(fen, `${e.id}: ${move} leaves the other side out of check`);
        at = at && move.slice(2);
        left = marksLeft(left, move.slice(2));
      }
      assert.deepEqual(left, [], `${e.id}: every mark reached`);
      assert.equal(fewestStillMoves(e, e.par), e.par, `${e.id}: par is the fewest`);
    } else if (e.goal === 'win') {
      const game = new Game(e.fen, e.solution, 'asian');
      assert.equal(game.outcome()?.winner, e.fen.split(' ')[1] === 'w' ? 'red' : 'black', `${e.id}: the solution wins`);
      game.free();
    } else {
      const [move] = e.solution;
      const game = new Game(e.fen, [move], 'asian');
      assert.ok(meetsGoal(e, e.fen, game), `${e.id}: ${move} meets the goal`);
      game.free();
      // A wrong try is possible: the exercise is not met by every move.
      const missing = legalMoves(e.fen).filter((m) => {
        const g = new Game(e.fen, [m], 'asian');
        const met = meetsGoal(e, e.fen, g);
        g.free();
        return !met;
      });
      assert.ok(missing.length > 0, `${e.id}: some move misses`);
    }
  }
});

test('every mate the lessons ask for is one the engine finds, and each win in par moves against its best defence', () => {
  const engine = new Engine(16, 1);
  for (const e of EXERCISES.filter((x) => x.goal === 'mate')) {
    const result = engine.search(e.fen, [], 'asian', { depth: 3 }, () => {}, () => {});
    assert.deepEqual(result.score, { kind: 'mate', value: 1 }, `${e.id}: the engine sees mate in one`);
    const game = new Game(e.fen, [result.bestMove], 'asian');
    assert.equal(game.outcome()?.reason, 'checkmate', `${e.id}: the engine's move ${result.bestMove} mates`);
    game.free();
  }
  // Against the best defence, the win takes exactly par moves: the engine's mate score
  // counts plies, the player's and the defence's.
  for (const e of EXERCISES.filter((x) => x.goal === 'win')) {
    const result = engine.search(e.fen, [], 'asian', { depth: 11 }, () => {}, () => {});
    assert.deepEqual(result.score, { kind: 'mate', value: 2 * e.par - 1 }, `${e.id}: a win in ${e.par}`);
  }
  const kinds = new Set();
  for (const e of EXERCISES.filter((x) => x.goal === 'answer')) {
    assert.equal(answerKind(e.fen, e.solution[0]), e.answer, e.id);
    kinds.add(e.answer);
  }
  assert.deepEqual([...kinds].sort(), ['away', 'block', 'capture', 'unscreen'], 'all four answers are taught');
});

test('stars: three for par or no miss, fewer for more moves, misses or a hint', () => {
  const reach = EXERCISES.find((e) => e.goal === 'reach' && e.par >= 3);
  assert.equal(starsFor(reach, { moves: reach.par, misses: 0 }), 3);
  assert.equal(starsFor(reach, { moves: reach.par + 2, misses: 0 }), 2);
  assert.equal(starsFor(reach, { moves: reach.par + 3, misses: 0 }), 1);
  assert.equal(starsFor(reach, { moves: reach.par, misses: 0, hinted: true }), 2);
  // The solution seen, playing it earns one star, however it is played.
  assert.equal(starsFor(reach, { moves: reach.par, misses: 0, shown: true }), 1);
  const mate = EXERCISES.find((e) => e.goal === 'mate');
  assert.equal(starsFor(mate, { moves: 1, misses: 0 }), 3);
  assert.equal(starsFor(mate, { moves: 1, misses: 1 }), 2);
  assert.equal(starsFor(mate, { moves: 1, misses: 2 }), 1);
});

test('the path through the lessons: the first unsolved, then the first short of three stars, then none', () => {
  assert.equal(nextLesson({}), EXERCISES[0]);
  const some = { [EXERCISES[0].id]: 3, [EXERCISES[1].id]: 1 };
  assert.equal(nextLesson(some), EXERCISES[2], 'an unsolved lesson comes before a better score');
  const all = Object.fromEntries(EXERCISES.map((e) => [e.id, 3]));
  assert.equal(nextLesson(all), null);
  assert.equal(nextLesson({ ...all, [EXERCISES[5].id]: 2 }), EXERCISES[5]);
});

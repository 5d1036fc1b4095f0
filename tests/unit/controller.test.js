// The board controller without a browser: selection, targets, tap, drop, refusals, the
// computer's turn and undo, on the real rules (the wasm Game) and the real engine (the
// wasm Engine, in-process behind the worker client's interface).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BoardController } from '../../web/js/board/controller.js';
import { Session } from '../../web/js/game/session.js';
import { InProcessEngine } from './in-process-engine.js';

/** A controller on a fresh game, with every hook call written down in `calls`. */
function board(record = {}) {
  const calls = { refused: [], moved: [], ended: [], failed: [], changed: 0 };
  const engines = [];
  const controller = new BoardController({
    createEngine: () => {
      const engine = new InProcessEngine();
      engines.push(engine);
      return engine;
    },
    hooks: {
      changed: () => calls.changed++,
      refused: (key) => calls.refused.push(key),
      moved: (move) => calls.moved.push(move),
      ended: (outcome) => calls.ended.push(outcome),
      failed: (error) => calls.failed.push(error),
    },
  });
  controller.start(new Session({ mode: 'two', human: 'red', level: 1, rules: 'asian', ...record }));
  return { controller, calls, engines };
}

/** Resolves once the computer has answered (or after `ms` of nothing). */
async function settled(controller, ms = 20000) {
  const until = Date.now() + ms;
  while (controller.thinking && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
  assert.equal(controller.thinking, false, 'the computer answered');
}

const squares = (targets) => targets.map((t) => `${t.square}${t.capture ? 'x' : ''}`).sort();

test('a tap picks up a piece of the side to move and shows its targets from the rules', () => {
  const { controller } = board();
  controller.tap('h2');
  assert.equal(controller.state.selected, 'h2');
  // The cannon: four up to its own side of the river, one down, six along the rank,
  // and the black horse on h9 over the cannon on h7.
  assert.deepEqual(squares(controller.state.targets), ['c2', 'd2', 'e2', 'f2', 'g2', 'h1', 'h3', 'h4', 'h5', 'h6', 'h9x', 'i2'].sort());
  controller.tap('h2');
  assert.equal(controller.state.selected, null, 'a second tap puts it down');
  assert.deepEqual(controller.state.targets, []);
});

test('a tap on a target moves; a tap elsewhere says why not, in the rules crate\'s words', () => {
  const { controller, calls } = board();
  controller.tap('b0');
  controller.tap('d1');
  assert.deepEqual(calls.refused, ['illegal.horse_leg_blocked']);
  assert.equal(controller.state.selected, 'b0', 'a refusal keeps the selection');
  controller.tap('c2');
  assert.deepEqual(calls.moved, [{ move: 'b0c2', mover: 'red', captured: false, remote: false }]);
  assert.equal(controller.session.turn, 'black');
  assert.equal(controller.state.selected, null);

  controller.tap('a3');
  assert.deepEqual(calls.refused.at(-1), 'illegal.not_your_turn', 'two players: the other side\'s piece');
});

test('a drop checks the same targets as a tap and refuses with the same reason', () => {
  const { controller, calls } = board();
  controller.drop('e3', 'e5');
  assert.deepEqual(calls.refused, ['illegal.not_the_pieces_move']);
  assert.deepEqual(calls.moved, []);
  controller.drop('h2', 'h9');
  assert.deepEqual(calls.moved, [{ move: 'h2h9', mover: 'red', captured: true, remote: false }]);
  controller.drop('a3', 'a4');
  assert.deepEqual(calls.moved.map((m) => m.move), ['h2h9'], 'on black\'s turn a red piece does not move');
  controller.drop('a6', 'a5');
  assert.deepEqual(calls.moved.map((m) => m.move), ['h2h9', 'a6a5']);
});

test('against the computer: its pieces are refused, it answers once, and undo goes back to the person\'s turn', async () => {
  const { controller, calls, engines } = board({ mode: 'computer', human: 'red', level: 1 });
  controller.tap('a6');
  assert.deepEqual(calls.refused, ['illegal.opponent_piece']);

  controller.tap('h2');
  controller.tap('e2');
  assert.equal(controller.thinking, true, 'thinking from the same change that shows the move');
  controller.tap('b0');
  assert.deepEqual(calls.refused.at(-1), 'illegal.computer_turn');
  await settled(controller);

  assert.equal(engines.length, 1);
  assert.equal(engines[0].requests.length, 1, 'one search for one move');
  assert.deepEqual(engines[0].requests[0].game, { startFen: controller.session.game.startFen(), moves: ['h2e2'], rules: 'asian' });
  assert.deepEqual(calls.moved.map((m) => m.mover), ['red', 'black']);
  assert.equal(controller.session.moves.length, 2);
  assert.equal(controller.session.turn, 'red');

  assert.equal(controller.undo(), true);
  assert.deepEqual(controller.session.moves, [], 'the reply and the person\'s move are taken back');
  assert.equal(controller.thinking, false);
  assert.equal(controller.undo(), false, 'nothing left to take back');
});

test('the pause before the computer\'s reply is not charged to its clock', async () => {
  const { controller } = board({ mode: 'computer', human: 'red', level: 1, clock: { initialMs: 10_000, incrementMs: 0 } });
  // The engine is the real one; only the moment its answer arrives is written down.
  const engine = new InProcessEngine();
  const request = engine.request.bind(engine);
  let answeredAt = null;
  engine.request = (message, onInfo) => request(message, onInfo).then((result) => ((answeredAt = performance.now()), result));
  controller.engine = engine;
  const movedAt = performance.now();
  controller.tap('h2');
  controller.tap('e2');
  await settled(controller);
  assert.equal(controller.session.moves.length, 2);
  const used = 10_000 - controller.session.clock.left('black', performance.now());
  assert.ok(used <= answeredAt - movedAt + 1, `charged ${used.toFixed(1)} ms for a reply found in ${(answeredAt - movedAt).toFixed(1)} ms`);
  engine.dispose();
});

test('undo while the computer thinks stops that search: only the person\'s move is taken back, no late move arrives', async () => {
  const { controller, calls, engines } = board({ mode: 'computer', human: 'red', level: 1 });
  controller.drop('h2', 'e2');
  assert.equal(controller.thinking, true);
  assert.equal(controller.undo(), true);
  assert.equal(controller.thinking, false);
  assert.deepEqual(controller.session.moves, []);
  await new Promise((r) => setTimeout(r, 200));
  assert.deepEqual(controller.session.moves, [], 'the stopped search played nothing');
  assert.deepEqual(calls.moved.map((m) => m.move), ['h2e2']);
  assert.equal(engines[0].busy, false);
});

test('the computer opens when it plays red, and changing the rules mid-search runs one search, not two', async () => {
  const { controller, calls, engines } = board({ mode: 'computer', human: 'black', level: 1 });
  assert.equal(controller.thinking, true);
  controller.setRules('casual');
  assert.equal(controller.thinking, true, 'still thinking under the new rules');
  await settled(controller);
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(calls.moved.length, 1, 'exactly one computer move');
  assert.deepEqual(engines[0].requests.map((r) => r.game.rules), ['asian', 'casual']);
  assert.equal(controller.session.turn, 'black');
});

test('an ending is told once, and the board refuses moves after it', () => {
  // Red mates with the chariot on the ninth rank.
  const { controller, calls } = board({ startFen: '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1' });
  controller.drop('i0', 'i9');
  assert.deepEqual(calls.ended, [{ winner: 'red', reason: 'checkmate' }]);
  controller.tap('d9');
  assert.deepEqual(calls.refused, ['illegal.game_over']);
  controller.flip();
  assert.equal(calls.ended.length, 1, 'a redraw does not tell the ending again');
  assert.equal(controller.undo(), true);
  controller.drop('i0', 'i9');
  assert.equal(calls.ended.length, 2, 'the same ending reached again is told again');
});

test('resigning ends the game for the other side, and undo takes the resignation back', () => {
  const { controller, calls } = board();
  controller.resign('red');
  assert.deepEqual(calls.ended, [{ winner: 'black', reason: 'resignation' }]);
  assert.equal(controller.session.isOver(), true);
  assert.equal(controller.undo(), true);
  assert.equal(controller.session.isOver(), false);
});

test('free placement (the editor) puts pieces anywhere, without asking the rules', () => {
  const placed = new Map([['e0', 'K'], ['e9', 'k']]);
  const controller = new BoardController({
    free: {
      pieces: () => [...placed].map(([square, piece]) => ({ square, piece })),
      place: (square) => placed.set(square, 'R'),
      move: (from, to) => {
        placed.set(to, placed.get(from));
        placed.delete(from);
      },
    },
  });
  controller.tap('a5');
  controller.drop('e0', 'a9');
  assert.deepEqual(Object.fromEntries(placed), { a5: 'R', a9: 'K', e9: 'k' });
  assert.deepEqual(controller.state.targets, []);
});

test('a move from a friend elsewhere is played only on their turn and only if the rules allow it, its time as their clock counted it', () => {
  const room = { id: 'room-0123456789abcdef', seat: 'seat-0123456789abcdef', relay: null, host: true, met: true };
  const { controller, calls } = board({ mode: 'live', human: 'red', room, clock: { initialMs: 60_000, incrementMs: 2_000 } });
  assert.equal(controller.receive('h9', 'g7'), 'not_their_turn', 'red, this device, is to move');
  controller.tap('h2');
  controller.tap('e2');
  assert.equal(controller.session.clock.lastUsed('red') >= 0, true);
  // Black's pieces cannot be moved here, but a move of theirs is received.
  controller.tap('h9');
  assert.equal(controller.state.selected, null);
  assert.equal(controller.receive('b9', 'd8'), 'horse_leg_blocked');
  assert.equal(controller.receive('d9', 'd8'), 'advisor_moves_diagonally');
  assert.deepEqual(controller.session.moves, ['h2e2']);
  assert.equal(controller.receive('h9', 'g7', { usedMs: 5_000 }), null);
  assert.deepEqual(controller.session.moves, ['h2e2', 'h9g7']);
  assert.deepEqual(calls.moved.at(-1), { move: 'h9g7', mover: 'black', captured: false, remote: true });
  assert.equal(controller.session.clock.left('black', performance.now()), 57_000, 'charged 5 s, given 2 s');
  assert.equal(controller.session.clock.lastUsed('black'), 5_000);
  assert.equal(controller.receive('h7', 'h0'), 'not_their_turn');
  // Nor after the game is over.
  controller.resign('red');
  assert.equal(controller.receive('a9', 'a8'), 'not_their_turn');
});

test('a game without a friend elsewhere receives nothing', () => {
  const { controller } = board();
  controller.tap('h2');
  controller.tap('e2');
  assert.equal(controller.receive('h9', 'g7'), 'not_their_turn');
  assert.deepEqual(controller.session.moves, ['h2e2']);
});

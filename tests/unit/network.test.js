// The neural evaluation in the wasm module, as the worker runs it (built with SIMD):
// a network file is read or refused with its reason, and every evaluation equals the
// network's integer formula worked out here independently, in plain JavaScript, from
// the file's layout (crates/xiangqi/src/engine/nnue/network.rs) and its inputs
// (nnue/features.rs). A vector loop that dropped a lane, clipped wrongly or overflowed
// would show as a different number.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Engine, Game } from './wasm-node.js';

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const HIDDEN = 256;
const [QA, QW, QB, SCALE] = [255, 1020, 256, 400];
const ROLES = 'KABNRCP';

// Points (file, rank from the owner's back rank) each kind can stand on.
const inPalace = (f, r) => f >= 3 && f <= 5 && r <= 2;
const reachable = {
  K: inPalace,
  A: (f, r) => inPalace(f, r) && (f - 3 + r) % 2 === 0,
  B: (f, r) => (r === 0 || r === 4 ? f === 2 || f === 6 : r === 2 && (f === 0 || f === 4 || f === 8)),
};

// index[side][role][point]: side 0 ours, 1 theirs, in the viewer's frame (ours at rank 0).
const index = [0, 1].map(() => ROLES.split('').map(() => new Array(90).fill(-1)));
const kindOf = []; // 7 × side + role, for each input
let FEATURES = 0;
for (const side of [0, 1]) {
  for (const [r, role] of [...ROLES].entries()) {
    for (let sq = 0; sq < 90; sq++) {
      const [f, rank] = [sq % 9, Math.floor(sq / 9)];
      const ownRank = side === 0 ? rank : 9 - rank;
      if (!reachable[role] || reachable[role](f, ownRank)) {
        index[side][r][sq] = FEATURES++;
        kindOf.push(7 * side + r);
      }
    }
  }
}

function seeded(seed) {
  let s = seed >>> 0;
  return (lo, hi) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return lo + (s % (hi - lo + 1));
  };
}

// A network file of random weights in the ranges the engine takes, the output weights
// including both ends (-128 and 128, where clamp·weight is at the edge of an i16).
function networkFile(seed) {
  const rand = seeded(seed);
  const first = Int16Array.from({ length: FEATURES * HIDDEN }, () => rand(-120, 120));
  const bias = Int16Array.from({ length: HIDDEN }, () => rand(-200, 900));
  const output = Int16Array.from({ length: 2 * HIDDEN }, (_, i) => (i % 37 === 0 ? (i % 2 ? 128 : -128) : rand(-128, 128)));
  const outputBias = rand(-5000, 5000);
  const text = new TextEncoder().encode('random, for the unit test');
  const size = 4 + 16 + text.length + 2 * (14 * HIDDEN + first.length + bias.length + output.length) + 4 + 4;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode('XQNN'));
  let at = 4;
  for (const x of [1, FEATURES, HIDDEN, QA, QW, QB, SCALE, text.length]) { view.setUint16(at, x, true); at += 2; }
  bytes.set(text, at); at += text.length;
  // The first layer: each kind's mean row (rounded half away from zero), then each
  // input's difference from it, low bytes and then high bytes.
  const sums = new Array(14 * HIDDEN).fill(0);
  const counts = new Array(14).fill(0);
  for (let i = 0; i < FEATURES; i++) {
    counts[kindOf[i]]++;
    for (let j = 0; j < HIDDEN; j++) sums[kindOf[i] * HIDDEN + j] += first[i * HIDDEN + j];
  }
  const means = sums.map((s, n) => Math.sign(s) * Math.round(Math.abs(s) / counts[Math.floor(n / HIDDEN)]));
  for (const m of means) { view.setInt16(at, m, true); at += 2; }
  const differences = new Int16Array(first.length);
  for (let n = 0; n < first.length; n++) differences[n] = first[n] - means[kindOf[Math.floor(n / HIDDEN)] * HIDDEN + (n % HIDDEN)];
  const diffBytes = new Uint8Array(differences.buffer); // little-endian, as the file
  for (let n = 0; n < first.length; n++) bytes[at + n] = diffBytes[2 * n];
  for (let n = 0; n < first.length; n++) bytes[at + first.length + n] = diffBytes[2 * n + 1];
  at += 2 * first.length;
  for (const array of [bias, output]) for (const w of array) { view.setInt16(at, w, true); at += 2; }
  view.setInt32(at, outputBias, true); at += 4;
  let hash = 0x811c9dc5;
  for (let i = 0; i < at; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193) >>> 0;
  view.setUint32(at, hash, true);
  return { bytes, first, bias, output, outputBias };
}

// The integer formula, from a FEN, for the side to move.
function reference(net, fen) {
  const [board, turn] = fen.split(' ');
  const pieces = [];
  board.split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) { file += Number(ch); continue; }
      pieces.push({ role: ROLES.indexOf(ch.toUpperCase()), red: ch === ch.toUpperCase(), file, rank: 9 - i });
      file++;
    }
  });
  const sums = (viewerRed) => {
    const acc = Array.from(net.bias);
    for (const p of pieces) {
      const rank = viewerRed ? p.rank : 9 - p.rank;
      const i = index[p.red === viewerRed ? 0 : 1][p.role][rank * 9 + p.file];
      assert.ok(i >= 0, `${fen}: a piece off its points`);
      for (let j = 0; j < HIDDEN; j++) acc[j] += net.first[i * HIDDEN + j];
    }
    return acc;
  };
  const redToMove = turn === 'w';
  let total = 0n;
  for (const [half, acc] of [sums(redToMove), sums(!redToMove)].entries()) {
    for (let j = 0; j < HIDDEN; j++) {
      // Clipped to 0..QW, then brought to 0..QA, rounded.
      const c = BigInt((Math.min(Math.max(acc[j], 0), QW) + 2) >> 2);
      total += c * c * BigInt(net.output[half * HIDDEN + j]);
    }
  }
  // Integer division truncates towards zero, as Rust's does.
  const out = total / BigInt(QA) + BigInt(net.outputBias);
  return Number((out * BigInt(SCALE)) / BigInt(QA * QB));
}

// Positions from seeded random games: captures, both sides to move, pieces everywhere.
function positions(count, seed) {
  const rand = seeded(seed);
  const fens = [];
  let game = new Game(START, [], 'asian');
  while (fens.length < count) {
    const moves = game.pieces().flatMap(({ square }) => game.targets(square).map((to) => square + to));
    if (moves.length === 0 || game.moves().length > 160) { game = new Game(START, [], 'asian'); continue; }
    game.play(...(([m]) => [m.slice(0, 2), m.slice(2)])([moves[rand(0, moves.length - 1)]]));
    fens.push(game.fen());
  }
  return fens;
}

test('the wasm evaluation with a network equals the integer formula', () => {
  const net = networkFile(7);
  const engine = new Engine(1, 1);
  assert.equal(engine.hasNetwork(), false);
  engine.setNetwork(net.bytes);
  assert.equal(engine.hasNetwork(), true);
  const fens = [START, ...positions(300, 11)];
  const seen = new Set();
  for (const fen of fens) {
    const value = engine.evaluate(fen);
    assert.equal(value, reference(net, fen), fen);
    seen.add(value);
  }
  assert.ok(seen.size > 100, 'the evaluations differ from position to position');
});

test('a search evaluates with the network it was given', () => {
  const engine = new Engine(1, 1);
  const none = () => {};
  const search = () => engine.search(START, ['h2e2'], 'asian', { depth: 4 }, none, none);
  const handMade = search();
  engine.setNetwork(networkFile(3).bytes);
  const withNetwork = search();
  assert.notDeepEqual([withNetwork.nodes, withNetwork.score], [handMade.nodes, handMade.score]);
  assert.match(withNetwork.bestMove, /^[a-i]\d[a-i]\d$/);
});

test('a file that is not a network is refused with its reason, and the engine keeps its own', () => {
  const engine = new Engine(1, 1);
  const good = networkFile(5).bytes;
  engine.setNetwork(good);
  const before = engine.evaluate(START);
  assert.throws(() => engine.setNetwork(new Uint8Array([71, 73, 70, 56])), /not a network file/);
  assert.throws(() => engine.setNetwork(good.slice(0, 1000)), /header promises/);
  const damaged = good.slice();
  damaged[5000] ^= 1;
  assert.throws(() => engine.setNetwork(damaged), /damaged/);
  assert.equal(engine.evaluate(START), before);
});

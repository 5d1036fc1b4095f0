// The search worker: owns one wasm Engine and answers the page's requests in order.
// A Rust panic (a trap in wasm) leaves the instance unusable, so it is reported as a
// crash and the page starts a fresh worker.

import init, { Engine } from '../xiangqi-wasm.js';

const queue = [];
let engine = null;

// Registered before the wasm loads, so no early message is lost.
self.onmessage = (event) => {
  queue.push(event.data);
  drain();
};

init().then(
  () => {
    engine = new Engine(16, Math.floor(Math.random() * 2 ** 52));
    self.postMessage({ type: 'ready' });
    drain();
  },
  (error) => self.postMessage({ type: 'crash', message: `engine failed to load: ${error}` }),
);

function drain() {
  while (engine && queue.length > 0) answer(queue.shift());
}

function answer(request) {
  const { id, game } = request;
  const onInfo = (info) => self.postMessage({ type: 'info', id, info });
  let result;
  try {
    result =
      request.type === 'level'
        ? engine.playLevel(game.startFen, game.moves, game.rules, request.level, onInfo)
        : engine.search(game.startFen, game.moves, game.rules, request.limits ?? {}, onInfo);
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError) {
      engine = null;
      self.postMessage({ type: 'crash', message: String(error) });
    } else {
      self.postMessage({ type: 'error', id, message: String(error?.message ?? error) });
    }
    return;
  }
  self.postMessage({ type: 'done', id, result });
}

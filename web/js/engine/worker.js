// The search worker: owns one wasm Engine and answers its board's requests in order
// (see protocol.js). After a crash it answers nothing more; the client starts a fresh one.

import init, { Engine } from '../../xiangqi-wasm.js';
import { REPLY, answer } from './protocol.js';

const queue = [];
let engine = null;
const post = (message) => self.postMessage(message);

// Registered before the wasm loads, so no early message is lost.
self.onmessage = (event) => {
  queue.push(event.data);
  drain();
};

init().then(
  () => {
    engine = new Engine(16, Math.floor(Math.random() * 2 ** 52));
    post({ type: REPLY.ready });
    drain();
  },
  (error) => post({ type: REPLY.crash, message: `engine failed to load: ${error}` }),
);

function drain() {
  while (engine && queue.length > 0) {
    if (!answer(engine, queue.shift(), post)) engine = null;
  }
}

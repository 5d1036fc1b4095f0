// The search worker: owns one wasm Engine and answers its board's requests in order
// (see protocol.js). After a crash it answers nothing more; the client starts a fresh one.

import init, { Engine } from '../../xiangqi-wasm.js';
import { REPLY, WASM, answer } from './protocol.js';

const queue = [];
let engine = null;
const post = (message) => self.postMessage(message);

// Registered before the wasm arrives, so no early message is lost. The first message is
// the compiled module, from the page (client.js): the worker never fetches it itself.
self.onmessage = (event) => {
  if (event.data?.type === WASM) {
    load(event.data.module);
    return;
  }
  queue.push(event.data);
  drain();
};

// Alive while loading, from the first moment: the client takes a silent worker for a
// dead one (client.js).
post({ type: REPLY.beat });
const loading = setInterval(() => post({ type: REPLY.beat }), 1000);

function load(module) {
  init({ module_or_path: module }).then(
    () => {
      clearInterval(loading);
      engine = new Engine(16, Math.floor(Math.random() * 2 ** 52));
      post({ type: REPLY.ready });
      drain();
    },
    (error) => {
      clearInterval(loading);
      post({ type: REPLY.crash, message: `engine failed to load: ${error}` });
    },
  );
}

function drain() {
  while (engine && queue.length > 0) {
    if (!answer(engine, queue.shift(), post)) engine = null;
  }
}

// The search worker: owns one wasm Engine and answers its board's requests in order
// (see protocol.js). After a crash it answers nothing more; the client starts a fresh one.

import init, { Engine } from '../../xiangqi-wasm.js';
import { NETWORK, REPLY, REQUEST, WASM, answer } from './protocol.js';

/** How often a request held for the network says so (ms): as often as a search beats. */
const WAITING_BEAT_MS = 250;

const queue = [];
let engine = null;
/** The evaluation network's file as the page sent it: undefined until it has, null when
 *  the page could not have it (the engine then evaluates by hand, as the levels below
 *  Master always do). */
let network;
let waitingBeat = null;
const post = (message) => self.postMessage(message);

// Registered before the wasm arrives, so no early message is lost. The first message is
// the compiled module, from the page (client.js): the worker never fetches it itself.
self.onmessage = (event) => {
  const type = event.data?.type;
  if (type === WASM) {
    load(event.data.module);
    return;
  }
  if (type === NETWORK) {
    network = event.data.bytes;
    useNetwork();
    drain();
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
      useNetwork();
      if (!engine) return;
      post({ type: REPLY.ready });
      drain();
    },
    (error) => {
      clearInterval(loading);
      post({ type: REPLY.crash, message: `engine failed to load: ${error}` });
    },
  );
}

/** Gives the engine the network once both are here. A file the engine refuses (a host
 *  that serves something else under its name) leaves the hand-made evaluation. */
function useNetwork() {
  if (!engine || !network) return;
  try {
    engine.setNetwork(new Uint8Array(network));
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError) {
      // A trap: the instance can no longer be trusted (protocol.js, `answer`).
      engine = null;
      post({ type: REPLY.crash, message: String(error) });
      return;
    }
    console.warn(`the evaluation network was refused: ${error?.message ?? error}`);
  }
}

/** Whether `request` must wait: it evaluates with the network, which has not come yet. */
function waitsForNetwork(request) {
  if (network !== undefined) return false;
  if (request.type !== REQUEST.level) return true;
  try {
    return Engine.levelUsesNetwork(request.level);
  } catch {
    return false; // not a level: answer() refuses it at once
  }
}

function drain() {
  while (engine && queue.length > 0 && !waitsForNetwork(queue[0])) {
    if (!answer(engine, queue.shift(), post)) engine = null;
  }
  sayWhoWaits();
}

/** While the first request waits for the network, beats for it, so that the client
 *  neither takes the worker for dead nor starts the search's time. */
function sayWhoWaits() {
  clearInterval(waitingBeat);
  waitingBeat = null;
  const first = engine ? queue[0] : undefined;
  if (!first || !waitsForNetwork(first)) return;
  const beat = () => post({ type: REPLY.beat, id: first.id, waiting: NETWORK });
  beat();
  waitingBeat = setInterval(beat, WAITING_BEAT_MS);
}

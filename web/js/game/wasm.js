// The rules on the page's thread: the same wasm module the worker uses.
//
// A trap inside WebAssembly (a panic in the rules, a stack overflow, an access out of
// bounds) can leave the instance in a state no later call may trust, and every board on
// the page shares it. So a trap drops the instance: a new one is made (from a copy of the
// bindings module, imported under another address, as the bindings hold one instance
// each), and each Game of the old instance is rebuilt in the new one, from the calls that
// made it, the next time it is used. The call that trapped, and any call before the new
// instance is ready, throws a RulesTrap, which no caller need catch: it goes to the
// console as a warning, not as an uncaught error, and once the new instance is ready
// whoever listens (`onRulesRestarted`: the page, the element) tells the person and
// redraws. The old instance's memory stays with its bindings: a trap is a bug, and rare.

import * as bindings from '../../xiangqi-wasm.js';
import { wasmModule } from './wasm-module.js';

const BINDINGS_URL = new URL('../../xiangqi-wasm.js', import.meta.url).href;

/** A call into the rules that trapped, or came while they were being restarted. */
export class RulesTrap extends Error {
  constructor(cause) {
    super(`the rules failed and are restarted: ${cause?.message ?? cause}`, { cause });
    this.name = 'RulesTrap';
  }
}

/** The bindings of the instance in use; null from a trap until the new one is ready. */
let current = null;
/** Counts the instances: a Game made in an earlier one is rebuilt before it is used. */
let instance = 0;
let restarting = null;
let copies = 0;
const listeners = new Set();

export const wasmReady = wasmModule()
  .then((module) => bindings.default({ module_or_path: module }))
  .then(() => {
    current = bindings;
  });

/** `listener()` is called each time the rules were restarted after a trap. */
export function onRulesRestarted(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function restart() {
  if (restarting) return;
  copies += 1;
  restarting = import(`${BINDINGS_URL}?instance=${copies}`)
    .then(async (copy) => {
      await copy.default({ module_or_path: await wasmModule() });
      current = copy;
      for (const listener of listeners) listener();
    })
    .catch((error) => console.warn('the rules could not be restarted; the next call tries again:', error))
    .finally(() => {
      restarting = null;
    });
}

const isTrap = (error) => error instanceof WebAssembly.RuntimeError || (error instanceof RangeError && /call stack/i.test(error.message));

/** Calls into the rules; after a trap, drops the instance and throws a RulesTrap. */
function guarded(call) {
  if (!current) {
    if (instance === 0) throw new Error('the rules are not loaded yet: await wasmReady');
    restart();
    throw new RulesTrap('a new instance is on its way');
  }
  try {
    return call();
  } catch (error) {
    if (!isTrap(error)) throw error;
    const trap = new RulesTrap(error);
    console.warn(trap.message, error);
    current = null;
    instance += 1;
    restart();
    throw trap;
  }
}

// A RulesTrap is told by the listeners: it is not an uncaught error of the page.
for (const type of ['error', 'unhandledrejection']) {
  globalThis.addEventListener?.(type, (event) => {
    if ((event.error ?? event.reason) instanceof RulesTrap) event.preventDefault();
  });
}

/** The calls that change a Game: replayed, in order, to rebuild it in a new instance. */
const CHANGES = new Set(['setRules', 'play', 'undo', 'resign', 'agreeDraw', 'flagFall']);

/** The rules crate's Game (see crates/xiangqi-wasm/src/game.rs), kept through a trap. */
export class Game {
  #made;
  #changes = [];
  #inner;
  #instance;

  constructor(...made) {
    this.#made = made;
    this.#inner = guarded(() => new current.Game(...made));
    this.#instance = instance;
  }

  free() {
    if (this.#inner && this.#instance === instance) this.#inner.free();
    this.#inner = null;
  }

  #call(name, args) {
    if (this.#instance !== instance) this.#rebuild();
    const result = guarded(() => this.#inner[name](...args));
    // A move taken back cancels the move it took back, so the calls kept stay about as
    // many as the game has moves, however often the person takes back and plays again.
    const last = this.#changes.at(-1);
    if (name === 'undo' && result !== undefined && last?.[0] === 'play') this.#changes.pop();
    else if (CHANGES.has(name)) this.#changes.push([name, args]);
    return result;
  }

  #rebuild() {
    this.#inner = guarded(() => {
      const game = new current.Game(...this.#made);
      for (const [name, args] of this.#changes) game[name](...args);
      return game;
    });
    this.#instance = instance;
  }

  static {
    for (const name of Object.getOwnPropertyNames(bindings.Game.prototype)) {
      if (['constructor', 'free', '__destroy_into_raw'].includes(name)) continue;
      this.prototype[name] = function (...args) {
        return this.#call(name, args);
      };
    }
  }
}

export const importRecord = (...args) => guarded(() => current.importRecord(...args));
export const fenProblem = (...args) => guarded(() => current.fenProblem(...args));

// A board's side of its search worker. Requests are answered by promises; stopping a
// search terminates the worker and starts a fresh one, so the board never waits for a
// search to notice it should end. A crashed worker is replaced too, but not without
// end: a worker that keeps failing (its wasm cannot load, say) is started again after a
// growing pause, a few times a minute at most, and then the engine is unavailable until
// the person asks to retry (docs/reliability.md).

import { EngineRequests, NETWORK, REPLY, WASM } from './protocol.js';
import { RETRY_MS, downloadedNetwork, evaluationNetwork } from './network.js';
import { wasmModule } from '../game/wasm-module.js';

export class EngineStopped extends Error {
  constructor() {
    super('search stopped');
    this.name = 'EngineStopped';
  }
}

export class EngineCrashed extends Error {
  constructor(message) {
    super(message);
    this.name = 'EngineCrashed';
  }
}

/** The worker failed too often; requests are refused until `retry()`. */
export class EngineUnavailable extends Error {
  constructor() {
    super('the engine is unavailable');
    this.name = 'EngineUnavailable';
  }
}

/**
 * How a crashed worker is started again: after `pausesMs[n]` for the n-th crash in the
 * last `windowMs`; once `pausesMs.length` crashes fall within the window, not at all.
 */
export const RESTARTS = Object.freeze({ pausesMs: [1000, 2000, 4000], windowMs: 60_000 });

/**
 * A worker with work to do that has said nothing (no beat, progress or answer) for
 * `silenceMs` has died silently, and is treated as a crash. A worker beats about once a
 * second while it loads and four times a second while it searches (see protocol.js);
 * before its very first word (its scripts may still be downloading) it gets `firstWordMs`.
 * A search that goes on beating `overrunMs` past its time budget, or for `depthOnlyMs`
 * when only its depth is limited, is stuck, and treated as a crash too; a search without
 * limits (analysis) may beat for ever.
 */
export const WATCHDOG = Object.freeze({ silenceMs: 3000, firstWordMs: 15_000, overrunMs: 5000, depthOnlyMs: 10_000 });

const WORKER_URL = new URL('./worker.js', import.meta.url);

/**
 * A module worker for worker.js. Browsers refuse a worker script from another origin,
 * which is where it is when a host page loads the element from a CDN, and every script is
 * from another origin in a sandboxed iframe (whose origin is opaque). There a classic
 * worker made from a Blob works, and it can import worker.js (served with CORS, as CDNs
 * do); a module worker made from a Blob does not start in a sandboxed iframe. The direct
 * way comes first because a strict CSP may refuse blob: workers.
 */
function startWorker() {
  try {
    return new Worker(WORKER_URL, { type: 'module' });
  } catch (error) {
    if (error?.name !== 'SecurityError') throw error;
    const blobUrl = URL.createObjectURL(new Blob([importingWorker(WORKER_URL.href)], { type: 'text/javascript' }));
    try {
      return new Worker(blobUrl);
    } finally {
      URL.revokeObjectURL(blobUrl);
    }
  }
}

/**
 * The source of a classic worker that imports the module worker at `url`. Messages that
 * arrive while it loads are kept and handed to worker.js's handler once it is set, in
 * order; a script that cannot be fetched is reported as a crash, in the protocol's words.
 */
function importingWorker(url) {
  return `const early = [];
self.onmessage = (event) => early.push(event);
import(${JSON.stringify(url)}).then(
  () => { for (const event of early) self.onmessage(event); },
  (error) => self.postMessage({ type: ${JSON.stringify(REPLY.crash)}, message: 'engine failed to load: ' + error }),
);
`;
}

/**
 * A worker started and handed the page's compiled module. What it says (and a failure to
 * load, as a crash in the protocol's words) is kept until `listen(receive)` takes it, so
 * that a worker started before its client loses nothing.
 */
function loadingWorker() {
  const worker = startWorker();
  const early = [];
  let receive = null;
  const deliver = (message) => (receive ? receive(message) : early.push(message));
  worker.onmessage = (event) => deliver(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    deliver({ type: REPLY.crash, message: event.message || 'the engine worker failed' });
  };
  wasmModule().then(
    (module) => worker.postMessage({ type: WASM, module }),
    (error) => deliver({ type: REPLY.crash, message: `engine failed to load: ${error}` }),
  );
  // A page that has the network already (this worker replaces a stopped one, say) hands
  // it over at once, so that no request waits for it.
  const network = downloadedNetwork();
  if (network) worker.postMessage({ type: NETWORK, bytes: network });
  const listen = (r) => {
    receive = r;
    for (const message of early.splice(0)) r(message);
  };
  return { worker, listen, hasNetwork: network !== null };
}

/** A worker started before any client wanted one (`preloadEngine`). */
let preloaded = null;

/** Starts the worker the next client will use, now: the game page does so with its first
 *  script, so that the engine loads while the rest of the page does. */
export function preloadEngine() {
  preloaded ??= loadingWorker();
}

export class EngineClient extends EngineRequests {
  /**
   * `onCrash(message)` is told when a worker died and will be replaced; `onUnavailable()`
   * when it failed too often and will not be; `onLoading(bool)` when a worker starts or
   * stops loading its wasm (a page about to navigate away can wait for that rather than
   * abort the download); `onWaiting()`, about four times a second, while a request waits
   * for the evaluation network to download; `onNoNetwork()` when it could not be had and
   * the engine evaluates by hand until a later try brings it.
   */
  constructor({ onCrash = () => {}, onUnavailable = () => {}, onLoading = () => {}, onWaiting = () => {}, onNoNetwork = () => {}, restarts = RESTARTS, watchdog = WATCHDOG } = {}) {
    super();
    this.onCrash = onCrash;
    this.onUnavailable = onUnavailable;
    this.onLoading = onLoading;
    this.onWaiting = onWaiting;
    this.onNoNetwork = onNoNetwork;
    /** The next try for the network after one failed. */
    this.networkRetry = null;
    this.restarts = restarts;
    this.limits = watchdog;
    /** Whether the current worker has said anything yet, and when it last did. */
    this.heard = false;
    this.heardAt = 0;
    this.watchdog = null;
    this.pending = new Map();
    /** Requests made while no worker runs (during a pause before a restart). */
    this.queued = [];
    this.nextId = 1;
    this.worker = null;
    /** When the recent crashes happened (performance.now()). */
    this.crashes = [];
    this.restartTimer = null;
    this.unavailable = false;
    this.disposed = false;
    this.spawn();
  }

  spawn() {
    this.onLoading(true);
    this.heard = false;
    this.heardAt = performance.now();
    const { worker, listen, hasNetwork } = preloaded ?? loadingWorker();
    preloaded = null;
    this.worker = worker;
    /** Whether the worker was given the network when it started. */
    this.networkGiven = hasNetwork;
    listen((message) => this.worker === worker && this.receive(message, worker));
    for (const message of this.queued.splice(0)) worker.postMessage(message);
  }

  get busy() {
    return this.pending.size > 0;
  }

  receive(message, worker) {
    this.heard = true;
    this.heardAt = performance.now();
    if (message.type === REPLY.ready) {
      this.onLoading(false);
      if (!this.networkGiven) this.sendNetwork();
      return;
    }
    if (message.type === REPLY.crash) {
      this.crash(message.message);
      return;
    }
    const request = this.pending.get(message.id);
    if (!request) return;
    if (message.type === REPLY.beat) {
      // A request held for the network has not begun to use its time.
      if (message.waiting) this.onWaiting();
      else request.deadline ??= this.deadline(message.budget);
      return;
    }
    if (message.type === REPLY.info) {
      request.onInfo?.(message.info);
    } else if (message.type === REPLY.done) {
      this.pending.delete(message.id);
      request.resolve(message.result);
    } else if (message.type === REPLY.error) {
      this.pending.delete(message.id);
      request.reject(new Error(message.message));
    }
  }

  request(message, onInfo) {
    if (this.unavailable) return Promise.reject(new EngineUnavailable());
    if (this.disposed) return Promise.reject(new EngineStopped());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // An idle worker has nothing to say: the silence counts from the first request.
      if (this.pending.size === 0 && this.heard) this.heardAt = performance.now();
      this.pending.set(id, { resolve, reject, onInfo });
      if (this.worker) this.worker.postMessage({ ...message, id });
      else this.queued.push({ ...message, id });
      this.watch();
    });
  }

  /** When a search that began now, with `budget` (see protocol.js), counts as stuck. */
  deadline(budget) {
    const now = performance.now();
    if (budget?.movetimeMs != null) return now + budget.movetimeMs + this.limits.overrunMs;
    if (budget?.depth != null) return now + this.limits.depthOnlyMs;
    return Infinity;
  }

  /** While requests wait on a worker, checks that it is still heard from and not stuck. */
  watch() {
    if (this.watchdog) return;
    this.watchdog = setInterval(() => {
      const now = performance.now();
      const limit = this.heard ? this.limits.silenceMs : this.limits.firstWordMs;
      if (!this.busy) {
        clearInterval(this.watchdog);
        this.watchdog = null;
      } else if (this.worker && now - this.heardAt > limit) {
        this.crash('the engine worker stopped answering');
      } else if ([...this.pending.values()].some((request) => now > (request.deadline ?? Infinity))) {
        this.crash('the engine overran its time');
      }
    }, this.limits.silenceMs / 3);
  }

  /** Ends whatever is running at once. */
  stop() {
    if (!this.busy) return;
    this.end(new EngineStopped());
    if (!this.restartTimer) this.spawn();
  }

  crash(message) {
    // The raw text is for the console (a warning: the engine is replaced); the person is
    // told in words of their language.
    console.warn(`engine worker failed: ${message}`);
    this.end(new EngineCrashed(message));
    const now = performance.now();
    this.crashes = this.crashes.filter((at) => now - at < this.restarts.windowMs);
    const pause = this.restarts.pausesMs[this.crashes.length];
    if (pause === undefined) {
      this.unavailable = true;
      this.onUnavailable();
      return;
    }
    this.crashes.push(now);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (!this.disposed) this.spawn();
    }, pause);
    this.onCrash(message);
  }

  /** Starts afresh after the engine became unavailable (the person pressed Retry). */
  retry() {
    if (!this.unavailable || this.disposed) return;
    this.unavailable = false;
    this.crashes = [];
    this.spawn();
  }

  /** Ends the worker for good; pending requests reject with EngineStopped. */
  /**
   * Hands the worker whose engine has loaded the evaluation network (the download starts
   * with the first engine ready, after the board's and the engine's own: network.js). When
   * it cannot be had, the worker is told to evaluate by hand, the page is told, and the
   * network is asked for again a minute later: a worker that gets it then uses it from its
   * next search.
   */
  sendNetwork() {
    clearTimeout(this.networkRetry);
    evaluationNetwork().then(
      (bytes) => this.worker?.postMessage({ type: NETWORK, bytes }),
      (error) => {
        if (this.disposed) return;
        console.warn(`the evaluation network could not be loaded: ${error?.message ?? error}`);
        this.worker?.postMessage({ type: NETWORK, bytes: null });
        this.onNoNetwork();
        this.networkRetry = setTimeout(() => this.sendNetwork(), RETRY_MS);
      },
    );
  }

  dispose() {
    this.disposed = true;
    clearTimeout(this.networkRetry);
    clearTimeout(this.restartTimer);
    this.restartTimer = null;
    clearInterval(this.watchdog);
    this.watchdog = null;
    this.end(new EngineStopped());
  }

  /** Ends the worker, if one runs, and rejects every request with `error`. */
  end(error) {
    if (this.worker) {
      this.worker.terminate();
      this.worker = null;
      this.onLoading(false);
    }
    this.queued = [];
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const request of pending) request.reject(error);
  }
}

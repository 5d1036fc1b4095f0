// A board's side of its search worker. Requests are answered by promises; stopping a
// search terminates the worker and starts a fresh one, so the board never waits for a
// search to notice it should end. A crashed worker is replaced the same way.

import { REPLY, REQUEST } from './protocol.js';

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

const WORKER_URL = new URL('./worker.js', import.meta.url);

/**
 * A module worker for worker.js. Browsers refuse a worker script from another origin,
 * which is where it is when a host page loads the element from a CDN; a worker made
 * from a same-origin Blob that imports the script (served with CORS, as CDNs do) works
 * there. The direct way comes first because a strict CSP may refuse blob: workers.
 */
function startWorker() {
  try {
    return new Worker(WORKER_URL, { type: 'module' });
  } catch (error) {
    if (error?.name !== 'SecurityError') throw error;
    const source = new Blob([`import ${JSON.stringify(WORKER_URL.href)};`], { type: 'text/javascript' });
    const blobUrl = URL.createObjectURL(source);
    try {
      return new Worker(blobUrl, { type: 'module' });
    } finally {
      URL.revokeObjectURL(blobUrl);
    }
  }
}

export class EngineClient {
  /**
   * `onCrash(message)` is told when a worker died and was replaced; `onLoading(bool)`
   * when a worker starts or stops loading its wasm (a page about to navigate away can
   * wait for that rather than abort the download).
   */
  constructor({ onCrash = () => {}, onLoading = () => {} } = {}) {
    this.onCrash = onCrash;
    this.onLoading = onLoading;
    this.pending = new Map();
    this.nextId = 1;
    this.worker = null;
    this.spawn();
  }

  spawn() {
    this.onLoading(true);
    this.worker = startWorker();
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.crash(event.message || 'the engine worker failed');
    };
  }

  get busy() {
    return this.pending.size > 0;
  }

  receive(message) {
    if (message.type === REPLY.ready) {
      this.onLoading(false);
      return;
    }
    if (message.type === REPLY.crash) {
      this.crash(message.message);
      return;
    }
    const request = this.pending.get(message.id);
    if (!request) return;
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

  /** game: {startFen, moves, rules}. Resolves with {bestMove, score, depth, nodes, timeMs, pv}. */
  playLevel(game, level, onInfo) {
    return this.request({ type: REQUEST.level, game, level }, onInfo);
  }

  /** limits: {depth, nodes, movetimeMs}. */
  search(game, limits, onInfo) {
    return this.request({ type: REQUEST.search, game, limits }, onInfo);
  }

  request(message, onInfo) {
    if (!this.worker) return Promise.reject(new EngineStopped());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onInfo });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Ends whatever is running at once. */
  stop() {
    if (!this.busy) return;
    this.replace(new EngineStopped());
  }

  crash(message) {
    this.replace(new EngineCrashed(message));
    this.onCrash(message);
  }

  /** Ends the worker for good; pending requests reject with EngineStopped. */
  dispose() {
    if (!this.worker) return;
    this.end(new EngineStopped());
  }

  replace(error) {
    this.end(error);
    this.spawn();
  }

  end(error) {
    this.worker.terminate();
    this.worker = null;
    this.onLoading(false);
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const request of pending) request.reject(error);
  }
}

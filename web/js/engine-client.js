// The page's side of the search worker. Requests are answered by promises; stopping a
// search terminates the worker and starts a fresh one, so the page never waits for a
// search to notice it should end. A crashed worker is replaced the same way.

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

// Clients whose worker is still loading its wasm. While any is, the document carries
// data-engine-loading="1": a page (or a test) about to navigate away can wait for it
// rather than abort the download.
const loading = new Set();

function showLoading() {
  if (typeof document === 'undefined') return;
  if (loading.size > 0) document.documentElement.dataset.engineLoading = '1';
  else delete document.documentElement.dataset.engineLoading;
}

export class EngineClient {
  /** `onCrash(message)` is told when a worker died and was replaced. */
  constructor({ onCrash = () => {} } = {}) {
    this.onCrash = onCrash;
    this.pending = new Map();
    this.nextId = 1;
    this.spawn();
  }

  spawn() {
    loading.add(this);
    showLoading();
    this.worker = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
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
    if (message.type === 'ready') {
      loading.delete(this);
      showLoading();
      return;
    }
    if (message.type === 'crash') {
      this.crash(message.message);
      return;
    }
    const request = this.pending.get(message.id);
    if (!request) return;
    if (message.type === 'info') {
      request.onInfo?.(message.info);
    } else if (message.type === 'done') {
      this.pending.delete(message.id);
      request.resolve(message.result);
    } else if (message.type === 'error') {
      this.pending.delete(message.id);
      request.reject(new Error(message.message));
    }
  }

  /** game: {startFen, moves, rules}. Resolves with {bestMove, score, depth, nodes, timeMs, pv}. */
  playLevel(game, level, onInfo) {
    return this.request({ type: 'level', game, level }, onInfo);
  }

  /** limits: {depth, nodes, movetimeMs}. */
  search(game, limits, onInfo) {
    return this.request({ type: 'search', game, limits }, onInfo);
  }

  request(message, onInfo) {
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

  replace(error) {
    this.worker.terminate();
    loading.delete(this);
    const pending = [...this.pending.values()];
    this.pending.clear();
    this.spawn();
    for (const request of pending) request.reject(error);
  }
}

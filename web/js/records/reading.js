// Reading record files off the page's thread (reading-worker.js does the reading): the
// import dialog asks for a file to be read, hears how far it is, and can stop it. One
// request at a time; a new one, or a stop, ends the one before. A worker that stops
// (a trap in the rules, a script that does not load) is replaced by a fresh one at the
// next request, and the request it held is told as a problem.

import { wasmModule } from '../game/wasm-module.js';

/** The largest file the page reads (said in the import dialog): 64 MB. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

const WORKER_URL = new URL('./reading-worker.js', import.meta.url);

/** What a request ended by a stop settles with; one ended by the next request settles
 *  with REPLACED, which its asker leaves alone (the next one has the dialog now). */
export const STOPPED = Object.freeze({ kind: 'stopped' });
export const REPLACED = Object.freeze({ kind: 'replaced' });

export class RecordReader {
  #worker = null;
  /** The request in hand: `{settle, progress}`. */
  #pending = null;

  /**
   * Reads a file's `bytes` (an ArrayBuffer, handed over) or a pasted `text`. Settles
   * with `{kind: 'game', record}`, `{kind: 'text', text}` (a chosen file of one game,
   * with `showText`), `{kind: 'list', name, length, games, missing}`, `{kind:
   * 'problem', problem}`, `{kind: 'crash', message}` (the worker stopped), STOPPED or
   * REPLACED; `progress({done, games})` hears how far a long text
   * is read (`done` from 0 to 1).
   */
  read({ bytes, text, showText = false }, rules, progress = () => {}) {
    const transfer = bytes ? [bytes] : [];
    return this.#ask({ type: 'read', bytes, text, showText, rules }, transfer, progress);
  }

  /** Entries `from` to `to` of the file last read, as listed (`{kind: 'entries', entries}`). */
  entries(from, to, rules) {
    return this.#ask({ type: 'entries', from, to, rules });
  }

  /** Game `index` of the file last read: `{kind: 'game', record}` or a problem. */
  open(index, rules) {
    return this.#ask({ type: 'open', index, rules });
  }

  /** Stops what is being read: its request settles with STOPPED. */
  stop() {
    this.#endWith(STOPPED);
  }

  /** Ends the request in hand, if any, with `result`, and the worker doing it. */
  #endWith(result) {
    if (!this.#pending) return;
    this.#end(result);
    this.#worker?.terminate();
    this.#worker = null;
  }

  #ask(request, transfer = [], progress = () => {}) {
    this.#endWith(REPLACED);
    const worker = this.#started();
    return new Promise((settle) => {
      this.#pending = { settle, progress };
      worker.postMessage(request, transfer);
    });
  }

  #end(result) {
    const pending = this.#pending;
    this.#pending = null;
    pending?.settle(result);
  }

  #started() {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_URL, { type: 'module' });
    const crashed = (message) => {
      if (this.#worker === worker) this.#worker = null;
      worker.terminate();
      this.#end({ kind: 'crash', message });
    };
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') this.#pending?.progress(data);
      else if (data.type === 'crash') crashed(data.message);
      else this.#end(data.result);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      crashed(event.message || 'the reading worker did not start');
    };
    wasmModule().then(
      (module) => worker.postMessage({ type: 'wasm', module }),
      (error) => crashed(String(error)),
    );
    this.#worker = worker;
    return worker;
  }
}

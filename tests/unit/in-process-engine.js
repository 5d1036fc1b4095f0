// An engine client for Node, where there is no Web Worker: the real wasm Engine answers
// in-process, through the same protocol module the worker uses, behind the interface of
// web/js/engine/client.js. Answers come on a later task, as a worker's would, so a
// stop() can overtake a request; a stopped request rejects with EngineStopped.

import { Engine } from './wasm-node.js';
import { EngineRequests, REPLY, answer } from '../../web/js/engine/protocol.js';
import { EngineStopped } from '../../web/js/engine/client.js';

export class InProcessEngine extends EngineRequests {
  constructor() {
    super();
    this.engine = new Engine(16, 1);
    this.pending = new Map();
    this.nextId = 1;
    /** Every request made, for tests to count searches. */
    this.requests = [];
  }

  get busy() {
    return this.pending.size > 0;
  }

  request(message, onInfo) {
    const id = this.nextId++;
    this.requests.push(message);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      setTimeout(() => {
        if (!this.pending.has(id)) return;
        answer(this.engine, { ...message, id }, (reply) => {
          if (reply.type === REPLY.beat) return undefined;
          if (reply.type === REPLY.info) return onInfo?.(reply.info);
          const request = this.pending.get(id);
          this.pending.delete(id);
          if (reply.type === REPLY.done) request?.resolve(reply.result);
          else request?.reject(new Error(reply.message));
        });
      });
    });
  }

  stop() {
    for (const request of this.pending.values()) request.reject(new EngineStopped());
    this.pending.clear();
  }

  dispose() {
    this.stop();
    this.engine.free();
  }
}

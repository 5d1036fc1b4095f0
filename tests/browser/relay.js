// The project's relay (crates/xiangqi-relay) for the browser tests of live games: the real
// binary on 127.0.0.1 at a port of its own choosing, stopped after the file's tests.
// `cargo xtask test` builds it and names it in XIANGQI_RELAY_BIN.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './harness.js';

const BINARY = process.env.XIANGQI_RELAY_BIN ?? path.join(ROOT, 'target', 'debug', 'xiangqi-relay');

/** Starts a relay with `args` (its options); resolves to `{url, stop()}` once it listens. */
export function startRelay(args = []) {
  const child = spawn(BINARY, ['--bind', '127.0.0.1', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let said = '';
    child.on('error', (error) => reject(new Error(`the relay (${BINARY}) did not start: ${error.message}; 'cargo build -p xiangqi-relay' builds it`)));
    child.on('exit', (code) => reject(new Error(`the relay stopped (${code}) before it listened: ${said}`)));
    child.stdout.on('data', (chunk) => {
      said += chunk;
      const listening = /relay on (ws:\/\/127\.0\.0\.1:\d+)\//.exec(said);
      if (!listening) return;
      child.removeAllListeners('exit');
      resolve({
        url: listening[1],
        stop: () => new Promise((done) => {
          child.once('exit', done);
          child.kill();
        }),
      });
    });
  });
}

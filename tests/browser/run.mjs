// Runs every browser test file (`npm test`): the files that time nothing, two at a time;
// then, one at a time, the files that measure time on the page (the main thread's long
// tasks, the engine's pace, clocks, restarts with pauses) or wait on a service worker's
// update, so that no other test's load is in their figures. Exits non-zero when any
// file fails.

import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files whose tests measure time, or wait on the service worker's updates (app):
 *  each runs with the machine to itself. */
const TIMED = ['analysis', 'app', 'clocks', 'computer', 'faults', 'network', 'puzzles', 'records'].map((name) => `${name}.test.js`);

const here = path.dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here).filter((file) => file.endsWith('.test.js')).sort();
const unknown = TIMED.filter((file) => !files.includes(file));
if (unknown.length > 0) throw new Error(`TIMED names files that are not there: ${unknown.join(', ')}`);

/** `node --test` on `group`, `concurrency` files at a time; true when all pass. */
function runGroup(group, concurrency) {
  const args = ['--test', `--test-concurrency=${concurrency}`, ...group.map((file) => path.join(here, file))];
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit' });
  return status === 0;
}

const together = runGroup(files.filter((file) => !TIMED.includes(file)), 2);
const alone = runGroup(TIMED, 1);
process.exit(together && alone ? 0 : 1);

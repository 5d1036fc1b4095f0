// Runs every browser test file (`npm test`) in two parts. First every test that measures
// nothing in time, two files at a time; then, one file at a time, the tests that do
// (timedTest in harness.js: main-thread long tasks, how soon something answers, the
// engine's play), so that no other test's load is in their figures. Exits non-zero when
// any file fails.

import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here).filter((file) => file.endsWith('.test.js')).sort();
const source = (file) => readFileSync(path.join(here, file), 'utf8');
const timed = files.filter((file) => source(file).includes('timedTest('));
// A file with timed tests must take `test` from the harness too, or its other tests
// would run in both parts.
const twice = timed.filter((file) => /import \{[^}]*\btest\b[^}]*\} from 'node:test'/.test(source(file)));
if (twice.length > 0) throw new Error(`${twice.join(', ')}: a file with timedTest must import test from ./harness.js`);

/** `node --test` on `group`, `concurrency` files at a time, running `part` of their
 *  tests (harness.js); true when all pass. */
function runGroup(group, concurrency, part) {
  const args = ['--test', `--test-concurrency=${concurrency}`, ...group.map((file) => path.join(here, file))];
  const env = { ...process.env, XIANGQI_BROWSER_PART: part };
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  return status === 0;
}

const untimed = runGroup(files, 2, 'untimed');
const alone = runGroup(timed, 1, 'timed');
process.exit(untimed && alone ? 0 : 1);

// The evaluation network's download (web/js/engine/network.js), with fetch and the clock
// played by the test: a download that brings nothing for ten seconds is given up, every
// ask in the minute after fails at once without asking the host, and the first ask after
// it downloads again (issue 59: a stalled download held Master and the analysis for good,
// and was asked for once per worker).

import { test, mock } from 'node:test';
import assert from 'node:assert/strict';

test('a stalled download is given up, asked for again only after a minute, once for the page', async () => {
  mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 1_000_000 });
  const asked = [];
  let answer = null; // the response for the next fetch; null: never answer
  globalThis.fetch = (url, { signal }) => {
    asked.push(String(url));
    if (answer) return Promise.resolve(answer);
    return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  };
  const { STALL_MS, RETRY_MS, downloadedNetwork, evaluationNetwork } = await import('../../web/js/engine/network.js');

  const first = evaluationNetwork();
  assert.equal(evaluationNetwork(), first, 'one download for every ask while it runs');
  mock.timers.tick(STALL_MS);
  await assert.rejects(first, /nothing arrived for 10 s/);
  assert.equal(asked.length, 1);

  // Within the minute: refused at once, the host not asked.
  mock.timers.tick(RETRY_MS - 1);
  await assert.rejects(evaluationNetwork(), /nothing arrived/);
  assert.equal(asked.length, 1);

  // After it: asked again, and this time the file comes.
  mock.timers.tick(1);
  answer = new Response(new Uint8Array([88, 81, 78, 78, 1, 2, 3]));
  const bytes = await evaluationNetwork();
  assert.equal(asked.length, 2);
  assert.deepEqual([...new Uint8Array(bytes)], [88, 81, 78, 78, 1, 2, 3]);
  assert.equal(downloadedNetwork(), bytes);
  mock.timers.reset();
});

// The evaluation network (issue 40): downloaded once the engine has loaded, never before;
// Master waits for it and says so while the levels below play at once; a page that cannot
// have it still gets Master's move, evaluated by hand.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, gotoGame, fenQuery, tapSquare, movesPlayed, statusText, computerIdle } from './harness.js';

const session = browserSession();

const NETWORK = '**/xiangqi.nnue.gzip';
// Two rooks against a bare general, Red to move: a short mate, which Master (as Red)
// finds and plays within a second or two once it may search.
const MATE_SOON = fenQuery('4k4/9/9/9/9/9/9/9/R8/R2K5 w - - 0 1', { mode: 'computer', side: 'black', level: '5' });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds every request for the network until `release()`; counts them, and whether the
 *  engine had said it was ready when each was made. */
async function holdNetwork(page) {
  const held = { asked: 0, afterEngine: 0, waiting: [] };
  await page.route(NETWORK, async (route) => {
    held.asked += 1;
    if (await page.evaluate(() => performance.getEntriesByName('xiangqi-engine-ready').length > 0)) held.afterEngine += 1;
    held.waiting.push(route);
  });
  held.release = () => Promise.all(held.waiting.splice(0).map((route) => route.fallback()));
  return held;
}

test('the network is asked for once the engine is ready, and the levels below Master play without it', async () => {
  await withPage(session, {}, async (page) => {
    const held = await holdNetwork(page);
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    await page.waitForFunction(() => performance.getEntriesByName('xiangqi-engine-ready').length > 0);
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    await computerIdle(page, 15000);
    assert.equal((await movesPlayed(page)).length, 2, 'Beginner answers without the network');
    assert.equal(held.asked, 1, 'the network is asked for once');
    assert.equal(held.afterEngine, 1, 'and only once the engine is ready');
    await held.release();
  });
});

test('Master waits for the network and says so, then plays', async () => {
  await withPage(session, {}, async (page) => {
    const held = await holdNetwork(page);
    await gotoGame(page, session.origin, MATE_SOON);
    await page.waitForFunction(() => document.querySelector('#status').textContent.includes('Downloading the engine'), null, { timeout: 15000 });
    // Longer than the client's watchdog allows a silent worker (3 s): the waiting worker
    // beats, and is neither restarted nor timed out.
    await sleep(4000);
    assert.equal((await movesPlayed(page)).length, 0, 'Master has not moved without its network');
    assert.match(await statusText(page), /Downloading the engine's evaluation/);
    assert.equal(held.asked, 1);
    await held.release();
    await computerIdle(page, 20000);
    assert.equal((await movesPlayed(page)).length, 1, 'Master moves once the network is there');
    assert.doesNotMatch(await statusText(page), /Downloading|restarted/);
  });
});

test('analysis waits for the network and says so in its panel; a worker started later gets it at once', async () => {
  await withPage(session, {}, async (page) => {
    const held = await holdNetwork(page);
    // Every message the page posts to a worker: its type, and which worker.
    await page.addInitScript(() => {
      const workers = new WeakMap();
      let started = 0;
      const post = Worker.prototype.postMessage;
      window.__posted = [];
      Worker.prototype.postMessage = function (message, ...rest) {
        if (!workers.has(this)) workers.set(this, started++);
        window.__posted.push({ worker: workers.get(this), type: message?.type });
        return post.call(this, message, ...rest);
      };
    });
    await gotoGame(page, session.origin, '?mode=two');
    await page.click('[data-action="analyze"]');
    await page.waitForFunction(() => document.querySelector('#analysis-status')?.textContent.includes('Downloading the engine'), null, { timeout: 15000 });
    assert.equal(await page.locator('#pv-lines .pv-line').count(), 0);
    await held.release();
    await page.waitForFunction(() => document.querySelectorAll('#pv-lines .pv-line').length > 0, null, { timeout: 20000 });
    // A move: the analysis follows it in a fresh worker, which is handed the network with
    // its wasm, before any request; nothing waits for it again or downloads it again.
    const before = await page.evaluate(() => window.__posted.at(-1).worker);
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    await page.waitForFunction((before) => window.__posted.at(-1).worker > before && document.querySelectorAll('#pv-lines .pv-line').length > 0, before, { timeout: 20000 });
    const posted = await page.evaluate(() => window.__posted);
    const last = posted.at(-1).worker;
    const types = posted.filter((message) => message.worker === last).map((message) => message.type);
    assert.ok(types.includes('network') && types.indexOf('network') < types.indexOf('search'), types.join(' '));
    assert.equal(held.asked, 1);
  });
});

test('without the network (a host that lacks the file), Master still plays', async () => {
  await withPage(session, {}, async (page) => {
    let asked = 0;
    await page.route(NETWORK, (route) => {
      asked += 1;
      return route.fulfill({ status: 200, contentType: 'application/octet-stream', body: 'not a network' });
    });
    const warnings = [];
    page.on('worker', (worker) => worker.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text())));
    await gotoGame(page, session.origin, MATE_SOON);
    await computerIdle(page, 20000);
    assert.equal((await movesPlayed(page)).length, 1);
    assert.equal(asked, 1);
    assert.ok(warnings.some((text) => text.includes('evaluation network was refused')), warnings.join('\n'));
  });
});

test('a download that never answers is given up: Master plays by hand and says so (issue 59)', async () => {
  await withPage(session, { givesUp: ['/xiangqi.nnue.gzip'] }, async (page) => {
    const held = await holdNetwork(page);
    await gotoGame(page, session.origin, MATE_SOON);
    // The request is never answered: after ten seconds without a byte it is given up.
    await computerIdle(page, 30000);
    assert.equal((await movesPlayed(page)).length, 1, 'Master moved, evaluating by hand');
    assert.equal(held.asked, 1);
    assert.match(await page.locator('#notice-text').textContent(), /evaluation could not be downloaded: it plays with its simpler one for now/);
    await held.release();
  });
});

test('analysis goes on by hand once the download is given up, and the page asks once, not once per worker (issue 59)', async () => {
  await withPage(session, { givesUp: ['/xiangqi.nnue.gzip'] }, async (page) => {
    const held = await holdNetwork(page);
    await gotoGame(page, session.origin, '?mode=two');
    await page.click('[data-action="analyze"]');
    await page.waitForFunction(() => document.querySelectorAll('#pv-lines li').length > 0, null, { timeout: 30000 });
    // Each move is analysed in a fresh worker: none asks the host again within the
    // minute, and none waits for the file.
    for (const move of ['h2e2', 'h9g7', 'h0g2', 'i9h9']) {
      await tapSquare(page, move.slice(0, 2));
      await tapSquare(page, move.slice(2));
      await page.waitForFunction(() => document.querySelectorAll('#pv-lines li').length > 0, null, { timeout: 15000 });
      assert.doesNotMatch(await page.locator('#analysis-status').textContent(), /Downloading/);
    }
    assert.equal(held.asked, 1, 'asked once for the page');
    await held.release();
  });
});

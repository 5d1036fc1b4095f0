// The installable app: the web manifest (a name that reads in every language, standalone
// display, theme colours, icons at 192 and 512 px with a maskable one) as Chromium reads
// it; the service worker: offline play after one visit, a new build offered and taken on
// reload, and none on a page that only embeds the board.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIST, browserSession, withPage, gotoGame, serveDist } from './harness.js';

const session = browserSession();

test('the page links a web manifest Chromium reads without error, with icons that load at their sizes', async () => {
  await withPage(session, {}, async (page, context) => {
    await gotoGame(page, session.origin, '?mode=two');
    const cdp = await context.newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    assert.equal(url, `${session.origin}/manifest.webmanifest`);
    assert.deepEqual(errors, []);
    const manifest = JSON.parse(data);
    assert.match(manifest.name, /象棋/);
    assert.match(manifest.name, /Xiangqi/);
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.theme_color, await page.locator('meta[name="theme-color"]').getAttribute('content'));
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort();
    assert.deepEqual(purposes, ['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      assert.equal(size, icon.sizes, icon.src);
    }
  });
});

/** Waits until the page is run by the service worker (its first visit ends with that). */
const offlineReady = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });

const WITH_WORKER = { serviceWorkers: 'allow' };

test('after one visit the game opens with no network and the computer answers a move', async () => {
  await withPage(session, WITH_WORKER, async (page, context) => {
    await gotoGame(page, session.origin, '?mode=two');
    await offlineReady(page);
    await context.setOffline(true);
    try {
      await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
      await page.locator('#board [data-square="h2"]').click();
      await page.locator('#board [data-square="e2"]').click();
      await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-ply]').length === 2, null, { timeout: 30000 });
    } finally {
      await context.setOffline(false);
    }
  });
});

test('a new build is found, offered to the player, and taken on reload', async () => {
  // A copy of the build, so the test can make a new one of it.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'xiangqi-dist-'));
  fs.cpSync(DIST, copy, { recursive: true });
  const server = await serveDist({ root: copy });
  try {
    await withPage({ browser: session.browser, origin: server.origin }, WITH_WORKER, async (page) => {
      await gotoGame(page, server.origin, '?mode=two');
      await offlineReady(page);
      assert.equal(await page.locator('#notice').isHidden(), true, 'nothing to offer yet');
      const worker = path.join(copy, 'service-worker.js');
      fs.writeFileSync(worker, fs.readFileSync(worker, 'utf8').replace(/version: '[0-9a-f]+'/, "version: 'feedfacefeedface'"));
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration.update()));
      await page.locator('#notice').waitFor();
      assert.match(await page.locator('#notice-text').textContent(), /new version/);
      assert.equal(await page.locator('#notice-retry').textContent(), 'Reload to update');
      await Promise.all([page.waitForEvent('load'), page.click('#notice-retry')]);
      await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
      assert.deepEqual(await page.evaluate(() => caches.keys()), ['xiangqi-feedfacefeedface'], 'the old build\'s cache is gone');
    });
  } finally {
    await server.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

test('a page that embeds the board gets no service worker', async () => {
  await withPage(session, WITH_WORKER, async (page) => {
    await page.goto(`${session.origin}/embed.html?mode=local&lang=en`);
    await page.waitForFunction(() => document.querySelector('xiangqi-game')?.dataset.turn);
    await page.goto(`${session.origin}/embed-demo.html`);
    await page.waitForFunction(() => document.querySelector('#study')?.dataset.turn);
    await page.waitForTimeout(500);
    assert.deepEqual(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length)), 0);
  });
});

test('from a sub-path, as GitHub Pages serves a project: start, move, reply, and an offline reload', async () => {
  const server = await serveDist({ prefix: '/xiangqi' });
  const base = `${server.origin}/xiangqi`;
  try {
    await withPage({ browser: session.browser, origin: server.origin }, WITH_WORKER, async (page, context) => {
      const played = async (n) => page.waitForFunction((count) => document.querySelectorAll('#move-list .move[data-ply]').length === count, n, { timeout: 30000 });
      await gotoGame(page, base, '?mode=computer&side=red&level=1');
      await page.locator('#board [data-square="h2"]').click();
      await page.locator('#board [data-square="e2"]').click();
      await played(2);
      assert.equal(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => new URL(r.scope).pathname)), '/xiangqi/');
      await offlineReady(page);
      await context.setOffline(true);
      try {
        // The reload goes on with the saved game, from the cache, and the computer still answers.
        await page.reload();
        await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
        await played(2);
        // A chariot step no reply can have forbidden.
        await page.locator('#board [data-square="i0"]').click();
        await page.locator('#board [data-square="i1"]').click();
        await played(4);
      } finally {
        await context.setOffline(false);
      }
    });
  } finally {
    await server.close();
  }
});

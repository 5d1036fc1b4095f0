// The installable app: the web manifest (a name that reads in every language, standalone
// display, theme colours, icons at 192 and 512 px with a maskable one) as Chromium reads
// it; the service worker: offline play after one visit, a new build offered and taken on
// reload, and none on a page that only embeds the board.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, timedTest, DIST, browserSession, withPage, openPage, gotoGame, fenQuery, serveDist } from './harness.js';

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

test('after one visit the game opens with no network and the computer answers a move, Master with its evaluation network', async () => {
  await withPage(session, WITH_WORKER, async (page, context) => {
    await gotoGame(page, session.origin, '?mode=two');
    await offlineReady(page);
    await context.setOffline(true);
    try {
      await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
      await page.locator('#board [data-square="h2"]').click();
      await page.locator('#board [data-square="e2"]').click();
      await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-ply]').length === 2, null, { timeout: 30000 });
      // Master (Red, two rooks against a bare general: a quick mate) waits for the
      // network, which the service worker has kept.
      const network = page.waitForResponse((response) => response.url().endsWith('/xiangqi.nnue.gzip'));
      await gotoGame(page, session.origin, fenQuery('4k4/9/9/9/9/9/9/9/R8/R2K5 w - - 0 1', { mode: 'computer', side: 'black', level: '5' }));
      const response = await network;
      assert.ok(response.ok() && response.fromServiceWorker(), 'the network comes from the cache');
      await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-ply]').length === 1, null, { timeout: 30000 });
    } finally {
      await context.setOffline(false);
    }
  });
});

timedTest('a new build is found, offered to the player, and taken on reload', async () => {
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
      await page.waitForFunction(() => caches.keys().then((names) => names.length === 2));
      assert.deepEqual(await page.evaluate(() => caches.keys().then((names) => names.sort())), ['xiangqi-clients', 'xiangqi-feedfacefeedface'], 'the old build\'s cache is gone');
    });
  } finally {
    await server.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

/** FNV-1a, 32 bits, as the build writes each file's checksum (crates/xtask/src/precache.rs). */
function checksum(bytes) {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Makes the build in `dir` a new one: `file` gets `marker` at its end, and the service
 *  worker a new version and that file's new checksum. */
function newBuild(dir, file, marker) {
  const target = path.join(dir, file);
  fs.appendFileSync(target, marker);
  const sum = checksum(fs.readFileSync(target));
  const worker = path.join(dir, 'service-worker.js');
  const source = fs.readFileSync(worker, 'utf8').replace(/version: '[0-9a-f]+'/, "version: 'feedfacefeedface'");
  fs.writeFileSync(worker, source.replace(new RegExp(`'\\./${file.replace(/[./]/g, '\\$&')}': '[0-9a-f]{8}'`), `'./${file}': '${sum}'`));
}

const fetchText = (page, file) => page.evaluate((f) => fetch(f).then((r) => r.text()), file);

timedTest('a new build taken in another tab leaves this page on its own build until it reloads, and offers the reload', async () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'xiangqi-dist-'));
  fs.cpSync(DIST, copy, { recursive: true });
  const server = await serveDist({ root: copy });
  const marker = '\n// the second build\n';
  const { context, page: a, problems } = await openPage(session.browser, server.origin, WITH_WORKER);
  try {
    await gotoGame(a, server.origin, '?mode=two');
    await offlineReady(a);
    newBuild(copy, 'js/engine/protocol.js', marker);
    // Tab B finds the new build and takes it.
    const b = await context.newPage();
    await gotoGame(b, server.origin, '?mode=two');
    await b.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration.update()));
    await b.locator('#notice-retry:not([hidden])').waitFor();
    await Promise.all([b.waitForEvent('load'), b.click('#notice-retry')]);
    await b.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.ok((await fetchText(b, 'js/engine/protocol.js')).endsWith(marker), 'tab B runs the new build');
    // Tab A keeps its own, and so does a worker it starts now (the analysis engine's),
    // which answers.
    assert.ok(!(await fetchText(a, 'js/engine/protocol.js')).endsWith(marker), 'tab A keeps its build');
    const workerFiles = [];
    a.on('response', (response) => {
      if (response.url().endsWith('/js/engine/protocol.js')) workerFiles.push(response.text());
    });
    await a.click('[data-action="analyze"]');
    await a.waitForFunction(() => document.querySelectorAll('#pv-lines .pv-line').length > 0, null, { timeout: 30000 });
    assert.equal(workerFiles.length, 1, 'the worker loaded its protocol');
    assert.ok(!(await workerFiles[0]).endsWith(marker), "tab A's new worker runs tab A's build");
    // Tab A is offered the reload, which takes it to the new build; the old cache goes.
    await a.locator('#notice-retry:not([hidden])').waitFor();
    assert.equal(await a.locator('#notice-retry').textContent(), 'Reload to update');
    await Promise.all([a.waitForEvent('load'), a.click('#notice-retry')]);
    await a.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.ok((await fetchText(a, 'js/engine/protocol.js')).endsWith(marker));
    await a.waitForFunction(() => caches.keys().then((names) => names.length === 2));
    assert.deepEqual(await a.evaluate(() => caches.keys().then((names) => names.sort())), ['xiangqi-clients', 'xiangqi-feedfacefeedface']);
  } finally {
    await context.close();
    await server.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
  assert.deepEqual(problems, []);
});

test('a damaged file in the cache is found by its checksum and fetched again', async () => {
  await withPage(session, WITH_WORKER, async (page) => {
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    await offlineReady(page);
    // The engine's worker script becomes garbage, and the wasm seven bytes.
    await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys()).find((name) => name !== 'xiangqi-clients'));
      await cache.put('./js/engine/worker.js', new Response('garbage(', { headers: { 'content-type': 'text/javascript' } }));
      await cache.put('./xiangqi-wasm_bg.wasm', new Response(new Uint8Array([0, 97, 115, 109, 1, 0, 0]), { headers: { 'content-type': 'application/wasm' } }));
    });
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    await page.locator('#board [data-square="h2"]').click();
    await page.locator('#board [data-square="e2"]').click();
    await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-ply]').length === 2, null, { timeout: 30000 });
    assert.ok(await page.locator('#notice').isHidden(), 'nothing to tell: the computer plays');
    const wasm = await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys()).find((name) => name !== 'xiangqi-clients'));
      return (await (await cache.match('./xiangqi-wasm_bg.wasm')).arrayBuffer()).byteLength;
    });
    assert.ok(wasm > 100_000, `the cache holds the whole wasm again (${wasm} bytes)`);
  });
});

test('a page that embeds the board gets no service worker', async () => {
  await withPage(session, WITH_WORKER, async (page) => {
    await page.goto(`${session.origin}/embed.html?mode=local&lang=en`);
    await page.waitForFunction(() => document.querySelector('xiangqi-game')?.dataset.turn);
    await page.goto(`${session.origin}/embed-demo.html`);
    await page.waitForFunction(() => document.querySelector('#study')?.dataset.turn);
    // Nothing left to fetch: a registration would have asked for the service worker.
    await page.waitForLoadState('networkidle');
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

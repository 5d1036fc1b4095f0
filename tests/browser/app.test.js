// The installable app: the web manifest (a name that reads in every language, standalone
// display, theme colours, icons at 192 and 512 px with a maskable one) as Chromium reads it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, gotoGame } from './harness.js';

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

// The page itself: start screen, languages, layout from a phone to a desktop, and
// nothing requested from anywhere but its own origin.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, screenshot, withPage, gotoGame, tapSquare, computerIdle } from './harness.js';

const session = browserSession();

test('the start screen offers both modes, the sides and the five levels', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '');
    const dialog = page.locator('#start-dialog[open]');
    await dialog.waitFor();
    const levels = await page.$$eval('input[name="level"] + span', (nodes) => nodes.map((n) => n.textContent));
    assert.deepEqual(levels, ['Beginner', 'Easy', 'Normal', 'Hard', 'Master']);
    await screenshot(page, 'start-screen.png');
    // Two players hides the computer's options; starting gives a board to play on.
    await page.locator('input[name="mode"][value="two"]').check();
    assert.ok(await page.locator('input[name="level"][value="3"] + span').isHidden());
    await page.click('#start-game');
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    assert.equal(await page.evaluate(() => document.body.dataset.turn), 'black');
    assert.equal(await page.evaluate(() => document.cookie), '');
    assert.equal(await page.evaluate(() => typeof SharedArrayBuffer), 'undefined');
  });
});

test('the language follows the browser, can be switched and is remembered', async () => {
  await withPage(session, { locale: 'zh-TW' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hant');
    assert.equal(await page.locator('[data-action="undo"] span').textContent(), '悔棋');
    assert.equal(await page.locator('#status').textContent(), '紅方走棋');
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    assert.equal(await page.locator('#move-list .move.red').first().textContent(), '炮二平五');
    await page.selectOption('#language', 'zh-Hans');
    assert.equal(await page.locator('#status').textContent(), '黑方走棋');
    assert.equal(await page.locator('#move-list .move.red').first().textContent(), '炮二平五');
    await page.selectOption('#language', 'en');
    assert.equal(await page.locator('[data-action="undo"] span').textContent(), 'Undo');
    assert.equal(await page.locator('#status').textContent(), 'Black to move');
    // English players get WXF until they choose a notation, which then stays chosen.
    assert.equal(await page.locator('#move-list .move.red').first().textContent(), 'C2.5');
    assert.equal(await page.locator('#notation').inputValue(), 'wxf');
    // The files are labelled as the notation names them, so "C2.5" can be found on the board.
    const fileLabels = async () => {
      const labels = await page.$$eval('#board .file-number', (nodes) => nodes.map((n) => [n.classList.contains('red') ? 'red' : 'black', n.textContent]));
      return { red: labels.filter(([side]) => side === 'red').map(([, text]) => text).join(''), black: labels.filter(([side]) => side === 'black').map(([, text]) => text).join('') };
    };
    assert.deepEqual(await fileLabels(), { red: '987654321', black: '123456789' });
    await page.selectOption('#notation', 'iccs');
    assert.equal(await page.locator('#move-list .move.red').first().textContent(), 'h2e2');
    assert.deepEqual(await fileLabels(), { red: 'abcdefghi', black: 'abcdefghi' });
    await page.selectOption('#notation', 'chinese');
    assert.equal(await page.locator('#move-list .move.red').first().textContent(), '炮二平五');
    assert.deepEqual(await fileLabels(), { red: '九八七六五四三二一', black: '123456789' });
    await gotoGame(page, session.origin, '?mode=two');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await page.locator('#status').textContent(), 'Red to move');
  });
  await withPage(session, { locale: 'zh-CN' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    assert.equal(await page.locator('[data-action="resign"] span').textContent(), '认输');
  });
});

for (const viewport of [{ width: 844, height: 390 }, { width: 667, height: 375 }, { width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width}×${viewport.height} the whole board shows without scrolling and every control is reachable`, async () => {
    await withPage(session, { viewport }, async (page) => {
      await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
      const inside = (r, box, margin = 0) => r.left >= box.left + margin && r.right <= box.right - margin && r.top >= box.top + margin && r.bottom <= box.bottom - margin;
      const screen = { left: 0, top: 0, right: viewport.width, bottom: viewport.height };
      const rect = (selector) => page.$eval(selector, (el) => el.getBoundingClientRect().toJSON());
      const board = await rect('#board');
      assert.ok(inside(board, screen), `the board ${JSON.stringify(board)} is all on the screen`);
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      // A board this small would be hard to play on.
      assert.ok(board.width >= Math.min(280, viewport.width - 20), `the board is ${Math.round(board.width)} px wide`);
      // The pieces on the edge files stay inside the board's frame, a little wood showing.
      for (const square of ['a0', 'i0', 'a9', 'i9']) {
        const piece = await rect(`#board [data-at="${square}"] .piece-face`);
        assert.ok(inside(piece, board, 2), `${square} ${JSON.stringify(piece)} inside the frame ${JSON.stringify(board)}`);
      }
      await screenshot(page, `layout-${viewport.width}x${viewport.height}.png`);
      // Every control can be brought into view and is then wholly on the screen.
      const controls = await page.$$eval('#controls [data-action], #notation, #rules, #language, #review-first, #record-editor', (nodes) =>
        nodes.filter((n) => !n.hidden).map((n) => (n.dataset.action ? `[data-action="${n.dataset.action}"]` : `#${n.id}`)));
      assert.ok(controls.length >= 11, controls.join(' '));
      for (const selector of controls) {
        const box = await page.$eval(selector, (el) => {
          el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          return el.getBoundingClientRect().toJSON();
        });
        assert.ok(box.width > 0 && inside(box, screen), `${selector} ${JSON.stringify(box)} reachable`);
      }
    });
  });
}

for (const viewport of [{ width: 360, height: 740 }, { width: 768, height: 1024 }, { width: 1440, height: 900 }]) {
  test(`nothing overflows at ${viewport.width}×${viewport.height} and touch targets are at least 40 px`, async () => {
    await withPage(session, { viewport }, async (page) => {
      await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
      const small = await page.$$eval('button, select, .point', (nodes) =>
        nodes
          .filter((n) => n.offsetParent !== null || n instanceof SVGElement)
          .map((n) => ({ n: n.dataset.action ?? n.dataset.square ?? n.id ?? n.tagName, r: n.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && (r.width < 39.5 || r.height < 39.5))
          .map(({ n, r }) => `${n} ${r.width.toFixed(1)}×${r.height.toFixed(1)}`),
      );
      assert.deepEqual(small, []);
      const board = await page.locator('#board').boundingBox();
      assert.ok(board.x >= 0 && board.x + board.width <= viewport.width + 0.5);
      if (viewport.width === 360) {
        // Moves do not scroll the page away from the board.
        await tapSquare(page, 'h2');
        await tapSquare(page, 'e2');
        await computerIdle(page);
        // Two frames: whatever scrolls after the reply is drawn has done so.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        assert.equal(await page.evaluate(() => window.scrollY), 0);
        await tapSquare(page, 'b2');
        await screenshot(page, 'phone.png', { fullPage: true });
      }
    });
  });
}

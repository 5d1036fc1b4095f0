// Contrast of what the SVG board draws (WCAG 1.4.3 and 1.4.11), which axe does not check:
// every piece character, the river text and the file numbers against the piece or wood
// actually behind them, and the legal-move dots and rings, the selected piece's halo,
// the last-move and check markers, the hint arrow and the keyboard cursor against what
// they are drawn on. Measured in the page,
// from computed colours, on the main board (both sides up, light and dark preference,
// phone and desktop sizes), the editor's board, the embed, and the result panel's seal.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, gotoGame, fenQuery, tapSquare } from './harness.js';
import { measureSvg, failures } from './contrast.js';

const session = browserSession();
const MARKERS = '.target, .selected-halo, .last-move, .hint-arrow, .key-cursor, .piece.in-check .piece-ring';
// Black to move and in check from the chariot on d0 (not mate: e9 is free).
const CHECK_FEN = '3k5/9/9/9/9/9/9/9/9/3R1K3 b - - 0 1';

/** Measures the board `svgHandle` (an element handle, possibly inside a shadow root). */
async function measure(svgHandle, what) {
  const report = await svgHandle.evaluate(measureSvg, MARKERS);
  assert.deepEqual(failures(report), [], what);
  return report;
}

const mainBoard = (page) => page.$('#board');

// The wood theme (light preference), the dark theme (dark preference) and the paper theme.
const PAPER = { 'xiangqi.prefs.v1': JSON.stringify({ theme: 'paper' }) };
for (const [scheme, viewport, storage] of [['light', { width: 1280, height: 900 }], ['dark', { width: 1280, height: 900 }], ['light', { width: 360, height: 740 }], ['light', { width: 1280, height: 900 }, PAPER]]) {
  const theme = storage ? 'paper' : scheme === 'dark' ? 'dark' : 'wood';
  test(`board text and markers meet WCAG AA (${theme} theme, ${viewport.width}x${viewport.height})`, async () => {
    await withPage(session, { colorScheme: scheme, viewport, storage }, async (page) => {
      await gotoGame(page, session.origin, '?mode=two');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
      const start = await measure(await mainBoard(page), 'start position');
      // All 32 characters, both river texts and the 18 file numbers were measured.
      assert.equal(start.texts.filter((t) => t.piece).length, 32);
      assert.equal(start.texts.filter((t) => t.class === 'river').length, 2);
      assert.equal(start.texts.filter((t) => t.class.startsWith('file-number')).length, 18);
      // The river and file numbers are never large text on a phone (only bold piece characters can be).
      if (viewport.width < 400) assert.ok(start.texts.filter((t) => !t.piece).every((t) => t.required === 4.5));

      // A cannon with quiet moves (dots) and a capture (a ring round the horse on h9).
      await tapSquare(page, 'h2');
      const selected = await measure(await mainBoard(page), 'cannon selected');
      assert.ok(selected.markers.some((m) => m.class === 'target dot'), 'dots measured');
      assert.ok(selected.markers.some((m) => m.class === 'target ring'), 'capture ring measured');
      assert.equal(selected.markers.filter((m) => m.class === 'selected-halo').length, 1, 'the selected piece\'s halo measured');

      // The last move's two markers.
      await tapSquare(page, 'e2');
      const moved = await measure(await mainBoard(page), 'after h2e2');
      assert.equal(moved.markers.filter((m) => m.class.startsWith('last-move')).length, 2);

      // A hint for Black, drawn over the wood and the pieces.
      await page.click('[data-action="hint"]');
      await page.locator('#board [data-hint]').waitFor({ timeout: 20000 });
      const hinted = await measure(await mainBoard(page), 'hint arrow');
      assert.equal(hinted.markers.filter((m) => m.class === 'hint-arrow').length, 1, 'the hint arrow measured');

      // The same from Black's side.
      await page.click('[data-action="flip"]');
      const flipped = await measure(await mainBoard(page), 'flipped');
      assert.equal(flipped.markers.filter((m) => m.class === 'hint-arrow').length, 1, 'the hint arrow measured, flipped');

      // Check, and the keyboard cursor on an empty point and on a piece.
      await gotoGame(page, session.origin, fenQuery(CHECK_FEN, { mode: 'two' }));
      // Tab to the board, as a keyboard user would: the cursor shows on e0.
      for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.id === 'board')); i++) await page.keyboard.press('Tab');
      assert.equal(await page.locator('#board').getAttribute('data-cursor'), 'e0');
      const check = await measure(await mainBoard(page), 'check, cursor on an empty point');
      assert.equal(check.markers.filter((m) => m.class === 'piece-ring').length, 1, 'the checked general\'s ring measured');
      assert.equal(check.markers.filter((m) => m.class === 'key-cursor').length, 1, 'the cursor measured');
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.locator('#board').getAttribute('data-cursor'), 'f0');
      const onPiece = await measure(await mainBoard(page), 'cursor on the red general');
      assert.equal(onPiece.markers.filter((m) => m.class === 'key-cursor').length, 1);
    });
  });
}

test('the editor board, the embed and the result panel meet WCAG AA too', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await page.click('#record-editor');
    await page.locator('#editor-dialog[open]').waitFor();
    const editor = await measure(await page.$('#editor-board'), 'editor board');
    assert.equal(editor.texts.filter((t) => t.piece).length, 32);
    await page.keyboard.press('Escape');

    // The result panel's seal, in each of its colours (a resignation opens the panel).
    await page.click('[data-action="resign"]');
    await page.click('#confirm-yes');
    await page.locator('#result-dialog[open]').waitFor();
    const seals = await page.$eval('#result-seal', (seal) => {
      const parse = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
      const lum = (rgb) => rgb.map((c) => c / 255).map((s) => (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4)).reduce((acc, c, i) => acc + c * [0.2126, 0.7152, 0.0722][i], 0);
      const shown = seal.className;
      return ['red', 'black', 'draw'].map((kind) => {
        seal.className = `result-seal ${kind}`;
        const style = getComputedStyle(seal);
        const [a, b] = [lum(parse(style.color)), lum(parse(style.backgroundColor))].sort((x, y) => y - x);
        const px = parseFloat(style.fontSize);
        const large = px >= 24 || (Number(style.fontWeight) >= 700 && px >= 18.66);
        const result = { kind, ratio: (a + 0.05) / (b + 0.05), required: large ? 3 : 4.5, shown };
        seal.className = shown;
        return result;
      });
    });
    for (const seal of seals) assert.ok(seal.ratio >= seal.required, `${seal.kind} seal: ${seal.ratio.toFixed(2)} < ${seal.required}`);

    await page.goto(`${session.origin}/embed.html?mode=local&lang=zh-Hant`);
    await page.waitForFunction(() => document.querySelector('xiangqi-game')?.dataset.turn);
    const embedBoard = await page.evaluateHandle(() => document.querySelector('xiangqi-game').shadowRoot.querySelector('svg'));
    const embed = await measure(embedBoard, 'embed');
    assert.equal(embed.texts.filter((t) => t.piece).length, 32);
    await page.locator('xiangqi-game [data-square="h2"]').click();
    const embedSelected = await measure(embedBoard, 'embed, cannon selected');
    assert.ok(embedSelected.markers.some((m) => m.class === 'target ring'));
    await page.locator('xiangqi-game [data-square="e2"]').click();
    const embedMoved = await measure(embedBoard, 'embed, after h2e2');
    assert.equal(embedMoved.markers.filter((m) => m.class.startsWith('last-move')).length, 2);
  });
});

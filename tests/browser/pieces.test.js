// Piece sets: traditional characters, simplified ones for 简体中文, and pictograms that
// need no Chinese, chosen in the panel or the start panel (with a preview), remembered,
// and used by the position editor too.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, screenshot, withPage, gotoGame } from './harness.js';

const session = browserSession();

/** What the red general and the black horse on b9 show: their character or 'picture'. */
const faces = (page, board = '#board') =>
  page.evaluate((board) => {
    const face = (square) => {
      const piece = document.querySelector(`${board} [data-at="${square}"]`);
      return piece.querySelector('.piece-char')?.textContent ?? (piece.querySelector('path.piece-glyph') ? 'picture' : '?');
    };
    return [face('e0'), face('b9'), face('a0')];
  }, board);

test('English starts with traditional pieces, 简体中文 with simplified ones', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    assert.deepEqual(await faces(page), ['帥', '馬', '俥']);
    assert.equal(await page.locator('#pieces').inputValue(), 'traditional');
  });
  await withPage(session, { locale: 'zh-CN' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    assert.deepEqual(await faces(page), ['帅', '马', '车']);
    assert.equal(await page.locator('#pieces').inputValue(), 'simplified');
  });
});

test('the start panel previews the international pieces; the choice is kept and reaches the editor', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '');
    await page.locator('#start-dialog[open]').waitFor();
    const previews = await page.$$eval('#start-pieces svg.preview', (svgs) => svgs.map((s) => [s.dataset.preview, s.querySelectorAll('.piece').length, s.querySelectorAll('path.piece-glyph').length]));
    assert.deepEqual(previews, [['traditional', 3, 0], ['simplified', 3, 0], ['international', 3, 3]]);
    await page.locator('#start-pieces input[value="international"]').check();
    await page.locator('input[name="mode"][value="two"]').check();
    await page.click('#start-game');
    assert.deepEqual(await faces(page), ['picture', 'picture', 'picture']);
    // One shape per kind, the same for both sides.
    const shapes = await page.$$eval('#board .piece', (pieces) => {
      const byKind = {};
      for (const p of pieces) (byKind[p.dataset.piece.toLowerCase()] ??= new Set()).add(p.querySelector('path').getAttribute('d'));
      return Object.fromEntries(Object.entries(byKind).map(([k, set]) => [k, [...set]]));
    });
    assert.equal(Object.keys(shapes).length, 7);
    assert.ok(Object.values(shapes).every((d) => d.length === 1), 'both sides draw a kind alike');
    assert.equal(new Set(Object.values(shapes).map((d) => d[0])).size, 7, 'and every kind differently');
    await screenshot(page, 'international-pieces.png');
    await page.click('#record-editor');
    await page.locator('#editor-dialog[open]').waitFor();
    assert.deepEqual(await faces(page, '#editor-board'), ['picture', 'picture', 'picture']);
    assert.equal(await page.locator('#editor-palette [data-tool="R"] path.piece-glyph').count(), 1);
    await page.keyboard.press('Escape');
    await gotoGame(page, session.origin, '');
    assert.deepEqual(await faces(page), ['picture', 'picture', 'picture'], 'remembered');
    await page.selectOption('#pieces', 'traditional');
    assert.deepEqual(await faces(page), ['帥', '馬', '俥']);
  });
});

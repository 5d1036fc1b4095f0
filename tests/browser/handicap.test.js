// Handicap starts (让子): from the start panel, the address and the position editor's
// presets, the giver's pieces gone, Red to move, and the position in the PGN's FEN tag.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, gotoGame } from './harness.js';

const session = browserSession();

const missing = (page, board, squares) =>
  page.$$eval(`${board} [data-piece]`, (nodes, squares) => squares.filter((s) => !nodes.some((n) => n.dataset.at === s)), squares);
const pieceCount = (page, board = '#board') => page.locator(`${board} [data-piece]`).count();

test('every handicap in the address takes the giver\'s pieces, and the PGN says where the game began', async () => {
  await withPage(session, {}, async (page) => {
    for (const [query, gone] of [
      ['handicap=horse', ['b0']],
      ['handicap=two-horses', ['b0', 'h0']],
      ['handicap=chariot', ['a0']],
      ['handicap=chariot-horse', ['a0', 'b0']],
      ['handicap=two-chariots', ['a0', 'i0']],
      ['handicap=chariot&giver=black', ['i9']],
      ['handicap=two-horses&giver=black&mode=computer&side=red&level=1', ['b9', 'h9']],
    ]) {
      await gotoGame(page, session.origin, `?${query}`);
      assert.deepEqual(await missing(page, '#board', gone), gone, query);
      assert.equal(await pieceCount(page), 32 - gone.length, query);
      assert.equal(await page.evaluate(() => document.body.dataset.turn), 'red', `${query}: Red moves first`);
    }
    await gotoGame(page, session.origin, '?handicap=two-chariots&mode=two');
    await page.click('#record-export');
    assert.ok((await page.inputValue('#export-text')).includes('[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABN1 w - - 0 1"]'));
  });
});

test('the start panel and the editor offer the handicaps', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '');
    await page.locator('#start-dialog[open]').waitFor();
    await page.locator('input[name="mode"][value="two"]').check();
    assert.deepEqual(await page.locator('select[name="handicap"] option').allTextContents(), ['None', 'One horse', 'Two horses', 'One chariot', 'Chariot and horse', 'Two chariots']);
    await page.selectOption('select[name="handicap"]', 'chariot-horse');
    await page.selectOption('select[name="giver"]', 'black');
    await page.click('#start-game');
    assert.deepEqual(await missing(page, '#board', ['i9', 'h9']), ['i9', 'h9']);
    assert.equal(await pieceCount(page), 30);
    await page.click('#record-editor');
    await page.locator('#editor-dialog[open]').waitFor();
    assert.equal((await page.locator('#editor-handicap option').allTextContents()).at(-1), 'Two chariots');
    await page.selectOption('#editor-handicap', 'two-horses');
    assert.deepEqual(await missing(page, '#editor-board', ['b0', 'h0']), ['b0', 'h0']);
    assert.equal(await pieceCount(page, '#editor-board'), 30);
    await page.click('#editor-play');
    assert.deepEqual(await missing(page, '#board', ['b0', 'h0']), ['b0', 'h0']);
  });
});

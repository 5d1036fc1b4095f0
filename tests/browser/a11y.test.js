// Accessibility: keyboard-only play to a checkmate with named points and announced
// moves, and axe-core checks of the main page, the result panel and the embed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, gotoGame, fenQuery } from './harness.js';
import { axeViolations } from './axe.js';

const MATE_FEN = '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1';

const session = browserSession();

const activeName = (page) => page.evaluate(() => {
  const board = document.activeElement;
  const id = board.getAttribute('aria-activedescendant');
  return board.querySelector(`[id="${id}"]`)?.getAttribute('aria-label');
});

async function press(page, key, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

test('keyboard alone plays a game to checkmate, with named points and announced moves', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, fenQuery(MATE_FEN, { mode: 'two' }));
    // Tab to the board (a single tab stop), as a keyboard user would.
    for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.id === 'board')); i++) await press(page, 'Tab');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
    assert.equal(await page.locator('.key-cursor').count(), 1, 'the focus cursor is visible');
    assert.equal(await activeName(page), 'e0, red general');
    await press(page, 'ArrowRight', 4);
    assert.equal(await activeName(page), 'i0, red chariot');
    await press(page, 'Enter');
    assert.match(await activeName(page), /^i0, red chariot, selected$/);
    await press(page, 'Escape');
    assert.equal(await page.locator('[data-target]').count(), 0, 'Escape cancels the selection');
    await press(page, ' ');
    assert.ok((await page.locator('[data-target]').count()) > 0, 'Space selects');
    await press(page, 'ArrowUp', 9);
    assert.equal(await activeName(page), 'i9, empty, move here');
    await press(page, 'Enter');
    await page.locator('#result-dialog[open]').waitFor();
    assert.equal(await page.evaluate(() => document.body.dataset.outcome), 'red checkmate');
    await page.waitForFunction(() => document.querySelector('#announcer').textContent.startsWith('Red: '));
    // In English, in WXF (English players' usual notation).
    assert.equal(await page.locator('#announcer').textContent(), 'Red: R1+9');
    assert.equal(await page.locator('#announcer').getAttribute('aria-live'), 'polite');
  });
});

// Each board theme: wood by default, dark for a system that prefers dark, paper chosen.
for (const [theme, options] of [['wood', {}], ['dark', { colorScheme: 'dark' }], ['paper', { storage: { 'xiangqi.prefs.v1': JSON.stringify({ theme: 'paper' }) } }]]) {
test(`axe: no serious or critical violation on the main page and the result panel (${theme} theme)`, async () => {
  await withPage(session, options, async (page) => {
    await gotoGame(page, session.origin, fenQuery(MATE_FEN, { mode: 'two', moves: '' }));
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
    assert.deepEqual(await axeViolations(page), [], 'main page');
    await page.locator('#board [data-square="i0"]').click();
    await page.locator('#board [data-square="i9"]').click();
    await page.locator('#result-dialog[open]').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'result panel');
    await page.keyboard.press('Escape');
    for (const [button, dialog] of [['#record-export', '#export-dialog'], ['#record-import', '#import-dialog'], ['#record-editor', '#editor-dialog']]) {
      await page.click(button);
      await page.locator(`${dialog}[open]`).waitFor();
      assert.deepEqual(await axeViolations(page), [], dialog);
      await page.keyboard.press('Escape');
    }
    await page.click('[data-action="new"]');
    await page.locator('#start-dialog[open]').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'start panel');

    // The move list with a variation shown, and its buttons.
    await gotoGame(page, session.origin, '#moves=h2e2,h9g7,h0g2');
    await page.locator('.move[data-ply="1"]').click();
    await page.locator('#board [data-square="b9"]').click();
    await page.locator('#board [data-square="c7"]').click();
    await page.locator('[data-variation-action]').first().waitFor();
    assert.deepEqual(await axeViolations(page), [], 'move list with a variation');

    // The analysis panel with its lines, and the computer review with its graph and summary.
    await page.click('[data-action="analyze"]');
    await page.waitForFunction(() => document.querySelectorAll('#pv-lines .pv-line').length === 3, null, { timeout: 30000 });
    assert.deepEqual(await axeViolations(page), [], 'analysis');
    await page.click('[data-action="analyze"]');
    await page.click('[data-action="review"]');
    await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-judgement]').length === 3 && document.querySelector('#review-progress').hidden, null, { timeout: 60000 });
    assert.deepEqual(await axeViolations(page), [], 'computer review');
  });
});

test(`axe: no serious or critical violation in the guide or a lesson (${theme} theme)`, async () => {
  await withPage(session, options, async (page) => {
    // The guide with a refusal said, a replay played through and a move written three ways.
    await page.goto(`${session.origin}/learn.html#horse`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
    await page.locator('#horse [data-square="e4"]').click();
    await page.locator('#horse [data-square="d6"]').click();
    const replay = page.locator('#perpetual [data-diagram="replay"]').first();
    for (let i = 0; i < 8; i++) await replay.locator('.diagram-next').click();
    await page.locator('#notation [data-square="h2"]').click();
    await page.locator('#notation [data-square="e2"]').click();
    assert.deepEqual(await axeViolations(page), [], 'the guide');
    // A lesson with a wrong try said, then solved.
    await page.goto(`${session.origin}/lessons.html#mate-1`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    await page.locator('#exercise [data-square="b8"]').click();
    await page.locator('#exercise [data-square="b9"]').click();
    assert.deepEqual(await axeViolations(page), [], 'a lesson with a wrong try');
    await page.waitForFunction(() => document.querySelector('#exercise [data-at="b8"]'));
    await page.locator('#exercise [data-square="a0"]').click();
    await page.locator('#exercise [data-square="a9"]').click();
    await page.waitForSelector('#exercise[data-solved]');
    assert.deepEqual(await axeViolations(page), [], 'a lesson solved');
    // The puzzle page, a puzzle solved: the rating, its history and the studies' list.
    await page.goto(`${session.origin}/puzzles.html?puzzle=m0002`);
    await page.waitForSelector('#puzzle[data-puzzle-status="solving"]');
    const { puzzles } = await page.evaluate(() => fetch('puzzles.json').then((r) => r.json()));
    const [move] = puzzles.find((p) => p.id === 'm0002').line;
    await page.locator(`#puzzle [data-square="${move.slice(0, 2)}"]`).click();
    await page.locator(`#puzzle [data-square="${move.slice(2)}"]`).click();
    await page.waitForSelector('#puzzle[data-puzzle-status="solved"]');
    assert.deepEqual(await axeViolations(page), [], 'the puzzle page, solved');
  });
});
}

test('axe: no serious or critical violation on the embed', async () => {
  await withPage(session, {}, async (page) => {
    await page.goto(`${session.origin}/embed.html?mode=local&lang=en`);
    await page.waitForFunction(() => document.querySelector('xiangqi-game')?.dataset.turn);
    assert.deepEqual(await axeViolations(page), [], 'embed.html');
    await page.goto(`${session.origin}/embed-demo.html`);
    await page.waitForFunction(() => document.querySelector('#study')?.dataset.turn);
    // The demo page's CSP forbids injecting axe as a script; the embed page above has none.
  });
});

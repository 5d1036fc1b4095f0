// Analysis mode with the real engine in its own worker: the evaluation bar, three best
// lines with their arrows, following the position shown, a line played as a variation,
// stopping, and a main thread that stays free while the engine thinks without limit.

import assert from 'node:assert/strict';
import { test, timedTest, browserSession, withPage, gotoGame, fenQuery, tapSquare, screenshot, pressLineMove } from './harness.js';

const session = browserSession();

const OPENING = ['h2e2', 'h9g7', 'h0g2', 'i9h9'];
const shareQuery = (moves) => `#${new URLSearchParams({ moves: moves.join(',') })}`;

/** Waits for the analysis of the position shown: three lines and a score on the bar. */
async function analysed(page, timeout = 30000) {
  await page.waitForFunction(() => document.querySelectorAll('#pv-lines .pv-line').length === 3 && document.querySelector('#eval-bar').dataset.score, null, { timeout });
}

const arrows = (page) => page.$$eval('#board [data-arrow]', (nodes) => nodes.map((n) => n.dataset.arrow));

/** The pieces on the board by square, e.g. {h2: 'C'}. */
const pieces = (page) => page.$$eval('#board [data-piece]', (nodes) => Object.fromEntries(nodes.map((n) => [n.dataset.at, n.dataset.piece])));

timedTest('analysis shows a bar, three lines and their arrows, follows the position and stops', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, shareQuery(OPENING));
    const button = page.locator('[data-action="analyze"]');
    assert.equal(await button.isEnabled(), true);
    await button.click();
    assert.equal(await button.getAttribute('aria-pressed'), 'true');
    await analysed(page);
    await page.waitForTimeout(1500); // let the search go deeper while the page is watched
    const t0 = await page.evaluate(() => performance.now());

    const lines = page.locator('#pv-lines .pv-line');
    for (let i = 0; i < 3; i++) {
      const text = await lines.nth(i).textContent();
      assert.match(text, /^[+-]?\d+\.\d\d|^#-?\d/, `line ${i + 1} starts with its score: ${text}`);
      assert.match(text, /depth \d+/);
    }
    const score = await page.locator('#eval-bar').getAttribute('data-score');
    assert.match(score, /^-?\d+$|^mate -?\d+$/);
    // One arrow per line, each a move of a red piece (Red is to move).
    const drawn = await arrows(page);
    assert.equal(drawn.length, 3);
    assert.equal(new Set(drawn).size, 3, 'three different first moves');
    const board = await pieces(page);
    for (const move of drawn) assert.match(board[move.slice(0, 2)] ?? '', /^[A-Z]$/, `${move} moves a red piece`);
    await screenshot(page, 'analysis.png');

    // Pointing at a line draws its first moves, numbered.
    await lines.nth(1).hover();
    await page.waitForFunction(() => document.querySelectorAll('#board .arrow-label').length > 1);
    await page.mouse.move(5, 5);

    // The position shown changes: the analysis follows it (Black to move now).
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => [...document.querySelectorAll('#board [data-arrow]')].length === 3 &&
      [...document.querySelectorAll('#board [data-arrow]')].every((a) => /^[a-z]$/.test(document.querySelector(`#board [data-at="${a.dataset.arrow.slice(0, 2)}"]`)?.dataset.piece ?? '')), null, { timeout: 30000 });
    await analysed(page);

    // A move of a line plays the line to it, as a variation; the game keeps its moves.
    const pv = await page.$$eval('#pv-lines .pv-line[data-line="0"] .pv-move', (nodes) => nodes.length);
    assert.ok(pv >= 2, 'the best line has at least two moves');
    // (Its first move may be the game's own next one: then the variation begins after it.)
    assert.ok(await pressLineMove(page, { line: 0, index: 1 }));
    await page.waitForFunction((before) => {
      const path = document.querySelector('#move-list .variation .move.current[data-path]')?.dataset.path.split(' ');
      return path?.length === before.length + 2 && before.every((move, i) => path[i] === move);
    }, OPENING.slice(0, -1));
    assert.equal(await page.locator('#move-list .move[data-ply]').count(), OPENING.length);
    await analysed(page);

    // Turning the board turns the bar.
    await page.click('[data-action="flip"]');
    assert.equal(await page.locator('#eval-bar.flipped').count(), 1);

    const longTasks = await page.evaluate((since) => window.__longTasks.filter((task) => task.start >= since && task.duration > 50), t0);
    assert.deepEqual(longTasks, [], 'no main-thread task over 50 ms while the engine analyses');

    await button.click();
    assert.equal(await button.getAttribute('aria-pressed'), 'false');
    assert.equal(await page.locator('#analysis').isHidden(), true);
    assert.equal(await page.locator('#eval-bar').isHidden(), true);
    assert.deepEqual(await arrows(page), []);
  });
});

test('while the engine analyses, its reports redraw the analysis, not the move list', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, shareQuery(OPENING));
    await page.click('[data-action="analyze"]');
    await analysed(page);
    const move = await page.$('#move-list .move[data-ply="1"]');
    const depth = () => page.$eval('#pv-lines .pv-line .pv-depth', (node) => node.textContent);
    const before = await depth();
    // Reports keep coming (the depth grows), each redrawing the lines: the move list stays.
    await page.waitForFunction((shown) => document.querySelector('#pv-lines .pv-line .pv-depth')?.textContent !== shown, before, { timeout: 30000 });
    await page.waitForTimeout(500);
    assert.equal(await move.evaluate((node) => node.isConnected), true, 'the move list was not rebuilt');
    // A change of the position shown does rebuild it.
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((node) => !node.isConnected, move);
  });
});

test('a mate is shown as mate on the bar, and there is no analysis while playing the computer', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, fenQuery('3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1', { mode: 'two' }));
    await page.click('[data-action="analyze"]');
    await page.waitForFunction(() => document.querySelector('#eval-bar').dataset.score === 'mate 1', null, { timeout: 30000 });
    const best = await page.locator('#board .analysis-arrow.rank-1').getAttribute('data-arrow');
    assert.ok(['i0i9', 'a8a9'].includes(best), `a mating move: ${best}`);
    assert.match(await page.locator('#pv-lines .pv-line').first().textContent(), /^#1/);
    // Mated: nothing to analyse.
    await tapSquare(page, 'i0');
    await tapSquare(page, 'i9');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('#analysis-status').textContent.includes('nothing to analyse'));
    assert.deepEqual(await arrows(page), []);
    // The bar shows the result: Red has won, all red, not a level half.
    assert.equal(await page.locator('#eval-bar .eval-fill').evaluate((fill) => fill.style.height), '100%');
  });
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    assert.equal(await page.locator('[data-action="analyze"]').isDisabled(), true);
  });
});

// The computer review with the real engine in its own worker: every move judged, the
// evaluation graph and its jump, each side's summary, cancel and resume, the result kept
// with the game across a reload, and "retry from here" at a blunder.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, gotoGame, screenshot, offeredGames } from './harness.js';

const session = browserSession();

// Red's cannon takes the central soldier (2. e2e6) and is lost to the horse (2... g7e6).
const GAME = ['h2e2', 'h9g7', 'e2e6', 'g7e6', 'h0g2', 'b9c7'];
const shareQuery = (moves) => `#${new URLSearchParams({ moves: moves.join(',') })}`;

const judged = (page) => page.$$eval('#move-list .move[data-ply]', (nodes) => nodes.map((n) => n.dataset.judgement ?? null));

async function reviewed(page, moves) {
  await page.waitForFunction((n) => document.querySelectorAll('#move-list .move[data-judgement]').length === n && document.querySelector('#review-progress').hidden, moves, { timeout: 60000 });
}

test('the review judges every move, draws the graph, sums up each side and keeps its result', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, shareQuery(GAME));
    await page.click('[data-action="review"]');
    await page.locator('#review-progress').waitFor();
    await reviewed(page, GAME.length);

    const judgements = await judged(page);
    assert.ok(['mistake', 'blunder'].includes(judgements[2]), `the cannon lost for a soldier: ${judgements}`);
    assert.match(await page.locator('.move[data-ply="3"]').textContent(), /\?$/);
    assert.ok(judgements.every((j) => ['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(j)));
    assert.equal(await page.locator('#eval-graph .graph-line').count(), 1);
    assert.ok((await page.locator('#eval-graph .graph-mark').count()) >= 1);
    const redAccuracy = await page.locator('#review-summary tr[data-row="accuracy"] td[data-side="red"]').textContent();
    const blackAccuracy = await page.locator('#review-summary tr[data-row="accuracy"] td[data-side="black"]').textContent();
    assert.match(redAccuracy, /^\d+%$/);
    assert.ok(parseInt(redAccuracy, 10) < parseInt(blackAccuracy, 10), `Red blundered: ${redAccuracy} vs ${blackAccuracy}`);
    // The summary stays inside its card beside the board.
    const [table, card] = await Promise.all(['#review-summary', '#computer-review'].map((sel) => page.locator(sel).boundingBox()));
    assert.ok(table.x + table.width <= card.x + card.width - 8, `the summary ends at ${table.x + table.width}, its card at ${card.x + card.width}`);

    // A click on the graph shows the move under it.
    const box = await page.locator('#eval-graph').boundingBox();
    await page.mouse.click(box.x + (box.width * 3) / GAME.length, box.y + box.height / 2);
    assert.equal(await page.locator('.move.current').getAttribute('data-ply'), '3');
    assert.equal(await page.locator('#review-retry').isVisible(), true, 'retry is offered at the blunder');
    await screenshot(page, 'computer-review.png');

    // Kept with the game: after a reload the judgements are there without a new review.
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.deepEqual(await judged(page), judgements);
    assert.equal(await page.locator('#review-progress').isHidden(), true);

    // Exported as [%eval] comments, and read back by import: the same judgements, no new review.
    await page.click('#record-export');
    const pgn = await page.inputValue('#export-text');
    await page.click('#export-dialog [data-close-dialog]');
    assert.equal(pgn.match(/\{\[%eval [-#0-9.]+\]\}/g).length, GAME.length + 1, pgn);
    await gotoGame(page, session.origin, '?mode=two');
    await page.click('#record-import');
    await page.fill('#import-text', pgn);
    await page.click('#import-load');
    await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-ply]').length === 6);
    // Without the engine's best moves a move is best or good by its loss alone; the faults are the same.
    const faults = (list) => list.map((j) => (j === 'best' || j === 'good' ? 'fine' : j));
    assert.deepEqual(faults(await judged(page)), faults(judgements), 'judged from the evaluations, with no new review');
    assert.equal(await page.locator('#review-progress').isHidden(), true);
  });
});

test('a review can be cancelled and goes on later from where it stopped; retry plays the blunder again', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, shareQuery(GAME));
    await page.click('[data-action="review"]');
    await page.waitForFunction(() => /position [2-9]/.test(document.querySelector('#review-progress-text').textContent));
    await page.click('#review-cancel');
    assert.equal(await page.locator('#review-progress').isHidden(), true);
    const partial = (await judged(page)).filter(Boolean).length;
    assert.ok(partial < GAME.length, `stopped early: ${partial} judged`);
    await page.click('[data-action="review"]');
    const first = await page.locator('#review-progress-text').textContent();
    assert.ok(!first.includes('position 0 '), 'it does not start over');
    await reviewed(page, GAME.length);

    await page.locator('.move[data-ply="3"]').click();
    await page.click('#review-retry');
    // A game against the computer from before the blunder, the person playing Red.
    await page.waitForFunction(() => document.body.dataset.mode === 'computer' && document.body.dataset.turn === 'red');
    assert.equal(await page.locator('#move-list .move[data-ply]').count(), 0);
    assert.equal(await page.locator('#board [data-at="e2"]').getAttribute('data-piece'), 'C');
    assert.equal(await page.locator('#board [data-at="g7"]').getAttribute('data-piece'), 'n');
    // The reviewed game stays among the person's games.
    await page.click('[data-action="new"]');
    assert.equal((await offeredGames(page)).length, 1);
  });
});

test('the result panel offers the review; the mating move is the best move', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, `?${new URLSearchParams({ mode: 'two', fen: '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1' })}`);
    await page.locator('#board [data-square="i0"]').click();
    await page.locator('#board [data-square="i9"]').click();
    await page.locator('#result-dialog[open]').waitFor();
    await page.click('#result-dialog [data-result="review"]');
    await reviewed(page, 1);
    assert.deepEqual(await judged(page), ['best']);
    assert.match(await page.locator('#review-summary tr[data-row="accuracy"] td[data-side="red"]').textContent(), /^100%$/);
    // The graph ends where the game did: Red has won (the top), not Black.
    const points = (await page.locator('#eval-graph .graph-line').getAttribute('points')).split(' ');
    assert.equal(points.at(-1).split(',')[1], '0.0', `the mated position: ${points.join(' ')}`);
  });
});

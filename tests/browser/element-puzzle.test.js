// <xiangqi-game puzzle="…"> and <xiangqi-game fen="…" solution="…">: a puzzle embedded
// on another page, solved by clicks on the element's own board with the real engine
// judging a move off the line; `missed` and `solved` fire with what happened; bad
// attributes say why; the element turns back into a game when the attribute goes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DIST, browserSession, quietMove, withPage } from './harness.js';
import { hostPage, board } from './host.js';

const session = browserSession();
const host = (page, name, html) => hostPage(session, page, name, html);
const HEAD = '<!doctype html><html lang="en"><head><script type="module" src="/xiangqi-game.js"></script></head>';

/** The element's events, kept on the page as {type, detail}. */
const RECORD_EVENTS = () => {
  window.__events = [];
  for (const type of ['solved', 'missed']) document.addEventListener(type, (e) => window.__events.push({ type, id: e.target.id, detail: e.detail }));
};
const events = (page) => page.evaluate(() => window.__events);

const status = (page, id) => page.$eval(`#${id}`, (e) => e.dataset.puzzleStatus ?? null);
const note = (page, id) => board(page, id).locator('.puzzle-note').textContent();
const waitStatus = (page, id, wanted) => page.waitForFunction(([sel, s]) => document.querySelector(sel)?.dataset.puzzleStatus === s, [`#${id}`, wanted], { timeout: 15000 });

async function click(page, id, move) {
  await board(page, id).locator(`[data-square="${move.slice(0, 2)}"]`).click();
  await board(page, id).locator(`[data-square="${move.slice(2)}"]`).click();
}

/** Waits for `move` (ICCS) on the element's board: its point left, its piece there. */
const played = (page, id, move) =>
  page.waitForFunction(
    ([sel, from, to]) => {
      const root = document.querySelector(sel).shadowRoot;
      return !root.querySelector(`[data-at="${from}"]`) && root.querySelector(`[data-at="${to}"]`);
    },
    [`#${id}`, move.slice(0, 2), move.slice(2)],
    { timeout: 5000 },
  );

test('puzzle="ID": a wrong move fires missed and is taken back; the line solved fires solved', async () => {
  await withPage(session, {}, async (page) => {
    await page.addInitScript(RECORD_EVENTS);
    const { puzzles } = JSON.parse(fs.readFileSync(path.join(DIST, 'puzzles.json'), 'utf8'));
    const puzzle = puzzles.find((p) => p.mate === 2);
    assert.ok(puzzle, 'a mate in 2 is shipped');
    await page.goto(await host(page, 'host-puzzle.html', `${HEAD}<body>
      <xiangqi-game id="p" puzzle="${puzzle.id}" lang="en"></xiangqi-game></body></html>`));
    await waitStatus(page, 'p', 'solving');
    assert.equal(await page.$eval('#p', (e) => e.dataset.puzzleId), puzzle.id);
    const side = puzzle.fen.split(' ')[1] === 'w' ? 'Red' : 'Black';
    assert.equal(await note(page, 'p'), `${side} to move: mate in 2.`);
    assert.deepEqual(await board(page, 'p').locator('.xg-controls button').allTextContents(), ['Hint', 'Show the solution', 'Start again']);

    const wrong = await quietMove(page, puzzle.fen, puzzle.line[0]);
    assert.ok(wrong, 'a quiet move off the line');
    await click(page, 'p', wrong);
    // The real engine looks for a slower mate first, finds none: a miss, taken back.
    await waitStatus(page, 'p', 'missed');
    assert.deepEqual(await events(page), [{ type: 'missed', id: 'p', detail: { id: puzzle.id, kind: 'mate', move: wrong } }]);
    assert.match(await note(page, 'p'), /^Not that move/);
    await page.waitForFunction(([sel, sq]) => document.querySelector(sel).shadowRoot.querySelector(`[data-at="${sq}"]`), ['#p', wrong.slice(0, 2)]);

    for (const [i, move] of puzzle.line.entries()) {
      if (i % 2 === 1) await played(page, 'p', move);
      else await click(page, 'p', move);
    }
    await waitStatus(page, 'p', 'solved');
    assert.match(await note(page, 'p'), /^Solved! \(wrong moves: 1\) Why it is mate: /);
    const all = await events(page);
    assert.deepEqual(all.at(-1), { type: 'solved', id: 'p', detail: { id: puzzle.id, kind: 'mate', misses: 1, hinted: false } });
    assert.equal(all.length, 2);
  });
});

test("fen + solution: a puzzle of the host's own, solved in one click; bad ones say why in the element's language", async () => {
  // Red's chariot mates on d7 (the general cannot step to e9, facing Red's general).
  const fen = '3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1';
  await withPage(session, {}, async (page) => {
    await page.addInitScript(RECORD_EVENTS);
    await page.goto(await host(page, 'host-own-puzzle.html', `${HEAD}<body>
      <xiangqi-game id="own" lang="en" fen="${fen}" solution="a7d7"></xiangqi-game>
      <xiangqi-game id="illegal" lang="en" fen="${fen}" solution="a7d7 d9e9"></xiangqi-game>
      <xiangqi-game id="nowin" lang="zh-Hans" fen="${fen}" solution="a7a9,d9d8"></xiangqi-game>
      <xiangqi-game id="unknown" lang="en" puzzle="m9999"></xiangqi-game></body></html>`));
    await waitStatus(page, 'own', 'solving');
    assert.equal(await note(page, 'own'), 'Red to move: mate in 1.');
    for (const id of ['illegal', 'nowin', 'unknown']) await waitStatus(page, id, 'none');
    assert.match(await note(page, 'illegal'), /d9e9/);
    assert.equal(await note(page, 'nowin'), '这道题的解法走完，并没有分出胜负。');
    assert.equal(await note(page, 'unknown'), 'There is no puzzle m9999.');
    assert.equal(await board(page, 'unknown').locator('[data-piece]').count(), 0, 'no board position for a puzzle that is not there');

    await click(page, 'own', 'a7d7');
    await waitStatus(page, 'own', 'solved');
    assert.deepEqual(await events(page), [{ type: 'solved', id: 'own', detail: { id: 'custom', kind: 'mate', misses: 0, hinted: false } }]);
    assert.match(await page.$eval('#own', (e) => e.fen), /^3k5\/9\/3R5\/9\/9\/9\/9\/9\/9\/4K4 b /);

    // Without its solution the element is a game again, on the same fen.
    await page.evaluate(() => document.querySelector('#own').removeAttribute('solution'));
    await page.waitForFunction(() => document.querySelector('#own').dataset.turn === 'red');
    assert.equal(await status(page, 'own'), null);
    assert.equal(await board(page, 'own').locator('.xg-status').count(), 1);
    assert.equal(await board(page, 'own').locator('[data-piece]').count(), 3);
  });
});

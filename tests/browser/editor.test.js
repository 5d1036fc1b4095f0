// The position editor: pieces placed and removed, the side to move chosen, positions the
// rules crate rejects refused with its reason, and play from an accepted one.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, gotoGame, tapSquare, movesPlayed } from './harness.js';

const session = browserSession();

const editorPieces = (page) => page.$$eval('#editor-board [data-piece]', (nodes) => nodes.map((n) => `${n.dataset.at}${n.dataset.piece}`).sort());
const boardPieces = (page) => page.$$eval('#board [data-piece]', (nodes) => nodes.map((n) => `${n.dataset.at}${n.dataset.piece}`).sort());

async function put(page, tool, ...squares) {
  await page.click(`#editor-palette [data-tool="${tool}"]`);
  for (const square of squares) await page.locator(`#editor-board [data-square="${square}"]`).click();
}

test('the editor refuses impossible positions with the reason and plays from a legal one', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    const before = await boardPieces(page);
    await page.click('#record-editor');
    assert.equal((await editorPieces(page)).length, 32, 'editing starts from the position shown');
    await page.click('#editor-clear');
    assert.deepEqual(await editorPieces(page), ['d9k', 'e0K'], 'a cleared board can be played as it is: the generals do not face');

    // Two generals facing on an open file.
    await put(page, 'k', 'e9');
    await page.click('#editor-play');
    const error = page.locator('#editor-error');
    await error.waitFor();
    assert.match(await error.textContent(), /cannot be played: .*fac/i);
    assert.deepEqual(await boardPieces(page), before, 'the game is untouched');

    // A red elephant across the river never gets there. (A soldier behind its start rank
    // is allowed since issue 15: set-up problems use such soldiers.)
    await put(page, 'B', 'c7');
    await put(page, '', 'e9');
    await put(page, 'k', 'd9');
    await page.click('#editor-play');
    assert.match(await error.textContent(), /cannot be played: .*elephant.*across the river/i);

    // Remove it, add two chariots, Red to move: accepted, and Red mates at once.
    await put(page, '', 'c7');
    await put(page, 'R', 'a8', 'i0');
    assert.deepEqual(await editorPieces(page), ['a8R', 'd9k', 'e0K', 'i0R']);
    await page.check('#editor-form input[name="turn"][value="red"]');
    await page.click('#editor-play');
    await page.locator('#editor-dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(await boardPieces(page), ['a8R', 'd9k', 'e0K', 'i0R']);
    assert.deepEqual(await movesPlayed(page), []);
    await tapSquare(page, 'i0');
    await tapSquare(page, 'i9');
    await page.locator('#result-dialog[open]').waitFor();
    assert.equal(await page.evaluate(() => document.body.dataset.outcome), 'red checkmate');

    // Black to move in the same set-up is a different game: Black is not mated.
    await page.click('[data-result="view"]').catch(() => {});
    await page.keyboard.press('Escape');
    await page.click('#record-editor');
    await page.check('#editor-form input[name="turn"][value="black"]');
    await page.click('#editor-play');
    await page.locator('#editor-dialog').waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.body.dataset.turn), 'black');
  });
});

test('placing a general moves that side\'s general instead of adding a second', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await page.click('#record-editor');
    await page.click('#editor-clear');
    await put(page, 'k', 'd9');
    await put(page, 'K', 'f1');
    assert.deepEqual(await editorPieces(page), ['d9k', 'f1K']);
    // Any other piece is simply added.
    await put(page, 'R', 'a0', 'i0');
    assert.deepEqual(await editorPieces(page), ['a0R', 'd9k', 'f1K', 'i0R']);
  });
});

test('the palette draws each side\'s pieces in that side\'s ink, as the board does, in every set', async () => {
  for (const set of ['traditional', 'simplified', 'international']) {
    await withPage(session, { storage: { 'xiangqi.prefs.v1': JSON.stringify({ pieces: set }) } }, async (page) => {
      await gotoGame(page, session.origin, '?mode=two');
      await page.click('#record-editor');
      const inks = await page.evaluate(() => {
        const fill = (selector) => getComputedStyle(document.querySelector(selector)).fill;
        const glyph = '.piece-char, .piece-glyph';
        return {
          board: { red: fill(`#board .piece.red :is(${glyph})`), black: fill(`#board .piece.black :is(${glyph})`) },
          palette: Object.fromEntries(['R', 'N', 'C', 'K', 'r', 'n', 'c', 'k'].map((l) => [l, fill(`#editor-palette [data-tool="${l}"] :is(${glyph})`)])),
        };
      });
      assert.notEqual(inks.board.red, inks.board.black);
      for (const [letter, ink] of Object.entries(inks.palette)) {
        assert.equal(ink, letter === letter.toUpperCase() ? inks.board.red : inks.board.black, `${set} ${letter}`);
      }
    });
  }
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 1440, height: 720 }, { width: 390, height: 844 }, { width: 768, height: 1024 }]) {
  test(`the whole editor fits a ${viewport.width}×${viewport.height} window`, async () => {
    await withPage(session, { viewport }, async (page) => {
      await gotoGame(page, session.origin, '?mode=two');
      await page.click('#record-editor');
      await page.locator('#editor-dialog[open]').waitFor();
      const boxes = await page.evaluate(() => {
        const box = (selector) => {
          const r = document.querySelector(selector).getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        };
        return {
          board: box('#editor-board'),
          play: box('#editor-play'),
          palette: box('#editor-palette'),
          scrolls: document.querySelector('#editor-dialog').scrollHeight > document.querySelector('#editor-dialog').clientHeight + 1,
        };
      });
      for (const [name, b] of Object.entries(boxes)) {
        if (name === 'scrolls') continue;
        assert.ok(b.top >= 0 && b.bottom <= viewport.height && b.left >= 0 && b.right <= viewport.width, `${name} ${JSON.stringify(b)} inside the window`);
      }
      assert.equal(boxes.scrolls, false, 'nothing to scroll to');
      const width = boxes.board.right - boxes.board.left;
      assert.ok(width >= Math.min(300, viewport.width - 40), `a board ${Math.round(width)} px wide is big enough to place pieces on`);
    });
  });
}

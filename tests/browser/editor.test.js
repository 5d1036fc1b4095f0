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
    assert.deepEqual(await editorPieces(page), ['e0K', 'e9k']);

    // Two generals facing on an open file.
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

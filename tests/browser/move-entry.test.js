// Typing a move under the move list: every notation the page reads, the same refusals
// and reasons as a click, and a typed move in a past position starting a variation.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, gotoGame, movesPlayed, statusText, computerIdle, tapSquare } from './harness.js';

const session = browserSession();

/** Types `text` into the move entry and presses Enter. */
async function type(page, text) {
  await page.fill('#move-input', text);
  await page.press('#move-input', 'Enter');
}

test('a move typed in any notation is played, and one that is no move is refused in words', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    // Chinese with Arabic digits, with full-width ones, traditional characters, WXF with
    // `+` and `=`, and ICCS.
    for (const text of ['炮2平5', '马８进７', '傌二進三', 'C8=9', 'i0h0', 'R9.8']) {
      await type(page, text);
      assert.equal(await page.inputValue('#move-input'), '', `${text} was played and the entry cleared`);
    }
    assert.deepEqual(await movesPlayed(page), ['C2.5', 'H8+7', 'H2+3', 'C8.9', 'R1.2', 'R9.8']);

    // Words that are no move: said under the entry, and nothing is played.
    await type(page, 'zz');
    const error = page.locator('#move-entry-error');
    assert.match(await error.textContent(), /'zz' is not a move/);
    assert.equal(await page.getAttribute('#move-input', 'aria-invalid'), 'true');
    await type(page, '马四进三');
    assert.match(await error.textContent(), /no red horse on file 4/);
    // A move the rules refuse: the rule's reason in the status line, as a click gets it.
    await type(page, '马三进四');
    assert.ok(await error.isHidden());
    assert.match(await statusText(page), /leg is blocked/);
    assert.equal(await page.inputValue('#move-input'), '马三进四', 'a refused move stays to be corrected');
    assert.equal((await movesPlayed(page)).length, 6);
    await page.fill('#move-input', 'h');
    assert.ok(await error.isHidden(), 'the error goes when the text changes');
  });
});

test('a typed move is refused as a click would be when it is not the person\'s turn, and starts a variation in a past position', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    await type(page, 'h2e2');
    await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-ply]').length === 2, null, { timeout: 30000 });
    await computerIdle(page);
    // A black piece's move, typed by Red against the computer: refused as clicking that
    // piece is.
    const before = await statusText(page);
    await type(page, 'a6a5');
    const refused = await statusText(page);
    assert.notEqual(refused, before);
    await tapSquare(page, 'a6');
    assert.equal(await statusText(page), refused, 'the same words as a click on that piece');
    assert.equal(await page.inputValue('#move-input'), 'a6a5', 'a refused move stays to be corrected');

    // In a past position, a typed move is a variation; the game keeps its moves.
    await page.click('#review-first');
    await type(page, 'b2e2');
    assert.equal(await page.locator('#move-list .variation .move[data-path="b2e2"]').count(), 1);
    assert.equal(await page.locator('#move-list .move[data-ply]').count(), 2);
  });
});

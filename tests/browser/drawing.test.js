// Drawing on the board in the lichess manner: the right button draws arrows and circles
// (a long press on a touch screen too), each position keeps its own while the game is
// stepped through, and a tap clears them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, gotoGame } from './harness.js';

const session = browserSession();

const drawn = (page) => page.$$eval('#board [data-drawn]', (nodes) => nodes.map((n) => n.dataset.drawn).sort());

async function centre(page, square) {
  const box = await page.locator(`#board [data-square="${square}"]`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function rightDrag(page, from, to) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
}

test('the right button draws arrows and circles, kept per position and cleared by a tap', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '#moves=h2e2,h9g7');
    await rightDrag(page, 'b0', 'c2');
    await rightDrag(page, 'e6', 'e6');
    assert.deepEqual(await drawn(page), ['b0c2', 'e6']);
    assert.equal(await page.locator('#board [data-target]').count(), 0, 'drawing moves nothing');
    await rightDrag(page, 'b0', 'c2');
    assert.deepEqual(await drawn(page), ['e6'], 'the same arrow again rubs it out');
    await rightDrag(page, 'h0', 'g2');

    // Each position its own: none one move back, the same ones on coming back.
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await drawn(page), []);
    await rightDrag(page, 'h9', 'g7');
    assert.deepEqual(await drawn(page), ['h9g7']);
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await drawn(page), ['e6', 'h0g2']);

    // A tap clears the position's drawings (and does what a tap does).
    await page.locator('#board [data-square="e5"]').click();
    assert.deepEqual(await drawn(page), []);
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await drawn(page), ['h9g7'], 'other positions keep theirs');
  });
});

test('a long press on a touch screen draws too', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '#moves=h2e2');
    const a = await centre(page, 'h9');
    const b = await centre(page, 'g7');
    const touch = (type, { x, y }) =>
      page.$eval('#board', (svg, [type, x, y]) => svg.dispatchEvent(new PointerEvent(type, { pointerType: 'touch', pointerId: 7, button: 0, isPrimary: true, clientX: x, clientY: y, bubbles: true, cancelable: true })), [type, x, y]);
    await touch('pointerdown', a);
    await page.waitForTimeout(700);
    await touch('pointermove', b);
    await touch('pointerup', b);
    assert.deepEqual(await drawn(page), ['h9g7']);
    assert.equal(await page.locator('#move-list .move[data-ply]').count(), 1, 'no move was made');
  });
});

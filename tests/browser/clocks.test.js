// Game clocks on the page: chosen at the start or from the address, shown in each
// player's bar, a fallen flag ending the game (or drawing it), pause, the hidden page,
// a reload, and the computer thinking within its own clock. Time is Playwright's fake
// clock where the test waits for minutes to pass.

import assert from 'node:assert/strict';
import { test, timedTest, browserSession, screenshot, withPage, gotoGame, fenQuery, tapSquare, computerIdle } from './harness.js';

const session = browserSession();

const clockText = (page, color) => page.locator(`[data-clock="${color}"]`).textContent();
const outcome = (page) => page.evaluate(() => document.body.dataset.outcome);

async function play(page, from, to) {
  await tapSquare(page, from);
  await tapSquare(page, to);
}

/** Fakes the page's time and holds it still: it moves only when the test runs it on. */
async function stopTime(page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/** Pretends the page went out of sight (or came back), as switching tabs does. */
async function setHidden(page, hidden) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('a time control from the start panel: both clocks shown, the mover\'s running, the increment added', async () => {
  await withPage(session, {}, async (page) => {
    await stopTime(page);
    await gotoGame(page, session.origin, '');
    await page.locator('#start-dialog[open]').waitFor();
    await page.locator('input[name="mode"][value="two"]').check();
    await page.locator('input[name="clock"][value="5+3"]').check();
    await page.click('#start-game');
    assert.equal(await clockText(page, 'red'), '5:00');
    assert.equal(await clockText(page, 'black'), '5:00');
    assert.ok(await page.locator('[data-clock="red"].running').count(), "Red's clock runs first");
    await page.clock.runFor(12_000);
    assert.equal(await clockText(page, 'red'), '4:48');
    await play(page, 'h2', 'e2');
    assert.equal(await clockText(page, 'red'), '4:51', 'three seconds added');
    assert.ok(await page.locator('[data-clock="black"].running').count());
    assert.equal(await page.locator('[data-clock="red"].running').count(), 0);
    // A custom control is offered for the next game, filled from this one.
    await page.click('[data-action="new"]');
    assert.equal(await page.locator('input[name="clock"]:checked').getAttribute('value'), '5+3');
    await page.locator('input[name="clock"][value="custom"]').check();
    await page.fill('input[name="clockMinutes"]', '2');
    await page.fill('input[name="clockIncrement"]', '1');
    await page.click('#start-game');
    assert.equal(await clockText(page, 'black'), '2:00');
  });
});

test('a flag that falls loses the game, told in the result panel and the PGN', async () => {
  await withPage(session, {}, async (page) => {
    await stopTime(page);
    await gotoGame(page, session.origin, '?mode=two&clock=0.5,0');
    await play(page, 'h2', 'e2');
    await page.clock.runFor(20_500);
    assert.equal(await clockText(page, 'black'), '9.5', 'tenths under ten seconds');
    assert.ok(await page.locator('[data-clock="black"].low').count(), 'and a warning');
    await page.clock.runFor(10_000);
    await page.locator('#result-dialog[open]').waitFor();
    assert.equal(await outcome(page), 'red timeout');
    assert.equal(await page.locator('#result-reason').textContent(), 'Black ran out of time');
    assert.equal(await clockText(page, 'black'), '0.0');
    await page.click('[data-result="view"]');
    await page.click('#record-export');
    assert.match(await page.inputValue('#export-text'), /\[Termination "time forfeit"\]/);
    assert.match(await page.inputValue('#export-text'), /\[Result "1-0"\]/);
  });
});

test('a flag that falls is a draw when the other side could never mate', async () => {
  await withPage(session, {}, async (page) => {
    await stopTime(page);
    // Black to move with a chariot; Red has only its general, advisors and an elephant.
    await gotoGame(page, session.origin, `${fenQuery('3k5/9/9/9/9/9/r8/4B4/4A4/3AK4 b - - 0 40', { mode: 'two' })}&clock=0.5,0`);
    await page.clock.runFor(31_000);
    await page.locator('#result-dialog[open]').waitFor();
    assert.equal(await outcome(page), 'draw timeout');
    assert.match(await page.locator('#result-reason').textContent(), /Black ran out of time, but the other side cannot mate/);
  });
});

test('two players can pause; a hidden page stops the clock; a reload restores it', async () => {
  await withPage(session, {}, async (page) => {
    await stopTime(page);
    await gotoGame(page, session.origin, '?mode=two&clock=5,0');
    await play(page, 'h2', 'e2');
    await page.clock.runFor(10_000);
    assert.equal(await clockText(page, 'black'), '4:50');
    await page.click('[data-action="pause"]');
    assert.equal(await page.locator('[data-action="pause"]').getAttribute('aria-pressed'), 'true');
    assert.match(await page.locator('#status').textContent(), /Paused/);
    await page.clock.runFor(60_000);
    assert.equal(await clockText(page, 'black'), '4:50', 'paused');
    await tapSquare(page, 'h9');
    assert.equal(await page.locator('#board .selected-halo').count(), 0, 'no piece moves while paused');
    await page.click('[data-action="pause"]');
    await page.clock.runFor(5_000);
    assert.equal(await clockText(page, 'black'), '4:45');

    await setHidden(page, true);
    await page.clock.runFor(120_000);
    await setHidden(page, false);
    assert.equal(await clockText(page, 'black'), '4:45', 'time out of sight does not count');

    await page.clock.runFor(3_000);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.equal(await clockText(page, 'red'), '5:00');
    assert.equal(await clockText(page, 'black'), '4:42');
    assert.ok(await page.locator('[data-clock="black"].running').count(), 'and Black\'s clock runs on');
  });
});

timedTest('the computer\'s clock runs while it thinks, and it thinks within it', async () => {
  await withPage(session, {}, async (page) => {
    // Master thinks 8 s a move, but with 30 s on its clock it takes about 3 s at most.
    const outOfBook = fenQuery('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/2P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', { mode: 'computer', side: 'red', level: '5' });
    await gotoGame(page, session.origin, `${outOfBook}&clock=0.5,0`);
    await play(page, 'h2', 'e2');
    const started = Date.now();
    await page.waitForFunction(() => document.querySelector('[data-clock="black"]').classList.contains('running'));
    await computerIdle(page, 15_000);
    const took = Date.now() - started;
    assert.ok(took < 6_000, `the computer took ${took} ms`);
    const left = await clockText(page, 'black');
    assert.match(left, /^0:2\d$|^0:30$/);
    assert.notEqual(left, '0:30', 'its clock ran while it thought');
    await screenshot(page, 'clocks.png');
  });
});

test('moves, captures, check, the end and low time each have a sound; the sound button mutes them, remembered', async () => {
  await withPage(session, {}, async (page) => {
    await stopTime(page);
    const heard = () => page.evaluate(() => document.body.dataset.sound ?? '');
    const forget = () => page.evaluate(() => delete document.body.dataset.sound);
    // Red's chariots against a lone general.
    await gotoGame(page, session.origin, `${fenQuery('4k4/9/9/9/9/9/9/9/R8/R2K5 w - - 0 1', { mode: 'two' })}&clock=0.5,0`);
    assert.equal(await heard(), '', 'nothing before the first move');
    await play(page, 'a1', 'b1');
    assert.equal(await heard(), 'move');
    await play(page, 'e9', 'e8');
    await play(page, 'a0', 'a8');
    assert.equal(await heard(), 'check');
    await forget();
    await page.clock.runFor(21_000);
    assert.equal(await heard(), 'lowtime', 'Black is under ten seconds');
    await play(page, 'e8', 'e9');
    await page.click('[data-action="sound"]');
    assert.equal(await page.locator('[data-action="sound"]').getAttribute('aria-pressed'), 'false');
    await forget();
    await play(page, 'b1', 'b2');
    assert.equal(await heard(), '', 'muted');
    assert.equal((await page.locator('#move-list .move').allTextContents()).filter(Boolean).length, 5, 'the muted move was played');
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.equal(await page.locator('[data-action="sound"]').getAttribute('aria-pressed'), 'false', 'remembered');
    await page.click('[data-action="sound"]');
    // A capture, then the mate that ends the game.
    await gotoGame(page, session.origin, fenQuery('4k4/Rp7/1R7/9/9/9/9/9/9/3K5 w - - 0 1', { mode: 'two' }));
    await play(page, 'b7', 'b8');
    assert.equal(await heard(), 'capture');
    await play(page, 'e9', 'f9');
    await play(page, 'b8', 'b9');
    await page.clock.runFor(1000); // the result panel waits for the last move to be seen
    await page.locator('#result-dialog[open]').waitFor();
    assert.equal(await heard(), 'gameover');
  });
});

// The first screen before the rules arrive (issue 39): the board of the game this tab
// goes on with is drawn from storage alone, and a move tapped on it then is played once
// the rules' WebAssembly has come, not lost.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, gotoGame, playMoves, tapSquare, movesPlayed } from './harness.js';

const session = browserSession();

/** Holds back the rules' WebAssembly until the returned `release()` is called. */
async function holdRules(context) {
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  await context.route('**/xiangqi-wasm_bg.wasm', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const ready = (page) => page.evaluate(() => document.body.dataset.ready === '1');
const pieceOn = (page, square) => page.evaluate((square) => document.querySelector(`#board [data-at="${square}"]`)?.dataset.piece ?? null, square);

test('the game in progress is drawn before the rules arrive, and a move tapped then is played when they do', async () => {
  await withPage(session, {}, async (page, context) => {
    await gotoGame(page, session.origin, '?mode=two');
    await playMoves(page, ['h2e2', 'h9g7', 'h0g2']);
    assert.equal((await movesPlayed(page)).length, 3);

    const release = await holdRules(context);
    await page.goto(`${session.origin}/`);
    // The position after the three moves, its last move marked, while the rules are held.
    await page.waitForFunction(() => document.querySelectorAll('#board [data-at]').length === 32);
    assert.equal(await ready(page), false);
    assert.deepEqual([await pieceOn(page, 'e2'), await pieceOn(page, 'g7'), await pieceOn(page, 'g2'), await pieceOn(page, 'h0')], ['C', 'n', 'N', null]);
    assert.equal(await page.locator('#board .last-move').count(), 2);
    // Black's move, tapped on the first screen's board.
    await tapSquare(page, 'b9');
    await tapSquare(page, 'c7');
    await page.waitForTimeout(300);
    assert.equal(await ready(page), false, 'the rules are still held');
    assert.equal(await pieceOn(page, 'b9'), 'n', 'nothing is played before the rules come');

    release();
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-ply]').length === 4);
    assert.deepEqual([await pieceOn(page, 'b9'), await pieceOn(page, 'c7')], [null, 'n']);
    assert.equal(await page.evaluate(() => document.body.dataset.turn), 'red');
  });
});

test('with no game to go on with, the start position is drawn before the rules arrive', async () => {
  await withPage(session, {}, async (page, context) => {
    const release = await holdRules(context);
    await page.goto(`${session.origin}/`);
    await page.waitForFunction(() => document.querySelectorAll('#board [data-at]').length === 32);
    assert.equal(await ready(page), false);
    assert.deepEqual([await pieceOn(page, 'h2'), await pieceOn(page, 'e9'), await pieceOn(page, 'a0')], ['C', 'k', 'R']);
    // The panel is already in the player's language.
    assert.equal(await page.locator('[data-action="new"] span').textContent(), 'New game');
    release();
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.equal(await page.locator('#board [data-at]').count(), 32);
  });
});

test('the whole Kai font waits for the engine: the brand is drawn in the board\'s font until then', async () => {
  await withPage(session, {}, async (page, context) => {
    const fontAsked = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/fonts/xiangqi-kai.woff2')) fontAsked.push(request.url());
    });
    const release = await holdRules(context);
    await page.goto(`${session.origin}/`);
    await page.waitForFunction(() => document.querySelectorAll('#board [data-at]').length === 32);
    // Every font the page has asked for so far has come (a request for the whole font
    // would be waited for here too).
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const brand = () =>
      page.evaluate(() => {
        const seal = document.querySelector('.brand .seal');
        const style = getComputedStyle(seal);
        return { family: style.fontFamily.split(',')[0].trim(), drawn: document.fonts.check(`${style.fontWeight} ${style.fontSize} ${style.fontFamily}`, seal.textContent) };
      });
    assert.deepEqual(await brand(), { family: '"Xiangqi Kai Board"', drawn: true });
    assert.deepEqual(fontAsked, [], 'the whole font is not asked for while the rules are on their way');

    release();
    await page.waitForFunction(() => document.documentElement.dataset.kaiFont === undefined, null, { timeout: 20000 });
    assert.ok(await page.evaluate(() => performance.getEntriesByName('xiangqi-engine-ready').length === 1), 'the engine was ready first');
    assert.ok(fontAsked.length >= 1, 'the whole font is asked for once the engine is ready');
    assert.deepEqual(await brand(), { family: '"Xiangqi Kai"', drawn: true });
    assert.equal(await page.evaluate(() => [...document.fonts].some((face) => face.family === 'Xiangqi Kai' && face.status === 'loaded')), true);
  });
});

// (The whole Kai font is asked for the moment the engine is ready: the test above.)
test('until the engine is ready the game page asks for none of the files of the other pages or of the embedding', async () => {
  await withPage(session, {}, async (page) => {
    const asked = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${session.origin}/`);
    await page.waitForFunction(() => performance.getEntriesByName('xiangqi-engine-ready').length === 1, null, { timeout: 20000 });
    const others = asked.filter((file) =>
      /^\/(learn|lessons|puzzles|embed|embed-demo)\.(html|css|json)$|^\/xiangqi-game\.|^\/js\/(learn|puzzles|element|embed)\/|^\/js\/i18n\/(strings\/learn|learn-strings)\.js$|^\/fonts\/xiangqi-kai-(learn|puzzles)\.woff2$/.test(file),
    );
    assert.ok(asked.includes('/js/page/main.js') && asked.includes('/xiangqi-wasm_bg.wasm'), 'the requests are seen');
    assert.deepEqual(others, []);
  });
});

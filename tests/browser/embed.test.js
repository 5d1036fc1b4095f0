// Embedding: the <xiangqi-game> element on a hostile host page, two instances with their
// own workers, its events and methods, the iframe route, and the strict CSP.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession } from './harness.js';
import { CSP, hostPage, withCspPage, ready, board, tap, pieces } from './host.js';

const session = browserSession();

const MATE_FEN = '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1';

// Host CSS that would wreck any board styled from the document.
const HOSTILE_CSS = `
  body { font: 40px/3 serif; color: lime; letter-spacing: 9px; text-transform: uppercase; }
  svg, button, p, div, circle, g, text { display: none !important; fill: lime !important; stroke: lime !important; }
  .piece-face { fill: red !important; } .xg { border: 20px solid lime !important; }
  .host-box { display: block !important; width: 420px; }
`;

const host = (page, name, html, options) => hostPage(session, page, name, html, options);
const withCsp = (body) => withCspPage(session, body);

test('the element survives hostile host CSS, keeps its own, and sizes to its container', async () => {
  await withCsp(async (page) => {
    const url = await host(page, 'host-hostile.html', `<!doctype html><html><head>
      <link rel="stylesheet" href="/host-hostile.css"><script type="module" src="/xiangqi-game.js"></script></head>
      <body><button class="piece-face xg-controls" id="host-button">host button</button>
      <div class="host-box"><xiangqi-game id="a" mode="local" lang="en"></xiangqi-game></div></body></html>`);
    await page.route(`${session.origin}/host-hostile.css`, (r) => r.fulfill({ status: 200, contentType: 'text/css', body: HOSTILE_CSS }));
    await page.goto(url);
    await ready(page, 'a');
    const box = await board(page, 'a').locator('svg.xg-board').boundingBox();
    assert.ok(box && Math.abs(box.width - 420) < 2, `the board fills its 420 px container (${box?.width})`);
    assert.equal(await board(page, 'a').locator('[data-piece]').count(), 32);
    const inside = await board(page, 'a').locator('.xg-status').evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, spacing: s.letterSpacing, transform: s.textTransform, size: s.fontSize };
    });
    assert.notEqual(inside.color, 'rgb(0, 255, 0)');
    assert.equal(inside.spacing, 'normal');
    assert.equal(inside.transform, 'none');
    assert.ok(parseFloat(inside.size) < 20);
    const face = await board(page, 'a').locator('.piece-face').first().evaluate((el) => getComputedStyle(el).fill);
    assert.equal(face, 'rgb(252, 244, 226)', 'pieces keep their ivory face');
    // And nothing leaks out: the host's button keeps the host's (hostile) look.
    const hostButton = await page.locator('#host-button').evaluate((el) => getComputedStyle(el).display);
    assert.equal(hostButton, 'none');
    await tap(page, 'a', 'h2');
    await tap(page, 'a', 'e2');
    await page.waitForFunction(() => document.querySelector('#a').dataset.turn === 'black');
  });
});

test('two instances play at once, each with its own worker, firing events; methods work', async () => {
  await withCsp(async (page) => {
    const url = await host(page, 'host-two.html', `<!doctype html><html><head><script type="module" src="/xiangqi-game.js"></script></head><body>
      <xiangqi-game id="a" mode="ai" level="1" side="red" lang="en"></xiangqi-game>
      <xiangqi-game id="b" mode="ai" level="1" side="black" lang="zh-Hans" notation="wxf"></xiangqi-game>
      <xiangqi-game id="c" mode="local" lang="en" notation="iccs" fen="${MATE_FEN}" controls="undo"></xiangqi-game></body></html>`);
    await page.addInitScript(() => {
      window.__events = [];
      for (const type of ['move', 'gameover']) {
        document.addEventListener(type, (e) => window.__events.push({ type, id: e.target.id, ...e.detail }));
      }
    });
    await page.goto(url);
    await Promise.all(['a', 'b', 'c'].map((id) => ready(page, id)));
    // b plays Black against the computer, so its computer opens at once.
    await page.waitForFunction(() => window.__events.some((e) => e.id === 'b' && e.type === 'move'));
    await tap(page, 'a', 'h2');
    await tap(page, 'a', 'e2');
    await page.waitForFunction(() => window.__events.filter((e) => e.id === 'a').length === 2, null, { timeout: 30000 });
    assert.equal(page.workers().length, 2, 'one worker per computer opponent');
    const events = await page.evaluate(() => window.__events);
    const a = events.filter((e) => e.id === 'a');
    assert.equal(a[0].move, 'h2e2');
    assert.equal(a[0].notation, 'C2.5', 'a, in English, writes WXF');
    assert.match(a[0].fen, / b - - 1 1$/);
    assert.match(events.find((e) => e.id === 'b').notation, /^[A-Z+]/, 'b writes WXF');
    assert.deepEqual(await pieces(page, 'c'), ['a8R', 'd9k', 'e0K', 'i0R'], 'c is untouched');

    // c: a mate fires gameover; undo, flip, pgn, load.
    await tap(page, 'c', 'i0');
    await tap(page, 'c', 'i9');
    await page.waitForFunction(() => window.__events.some((e) => e.id === 'c' && e.type === 'gameover'));
    const over = (await page.evaluate(() => window.__events)).find((e) => e.type === 'gameover');
    assert.deepEqual([over.winner, over.reason], ['red', 'checkmate']);
    const pgn = await page.evaluate(() => document.querySelector('#c').pgn());
    assert.match(pgn, /\[FEN "3k5\/R8\/9\/9\/9\/9\/9\/9\/9\/4K3R w - - 0 1"\]/);
    assert.match(pgn, /1\. I0-I9/);
    assert.match(pgn, /\[Result "1-0"\]/);
    assert.equal(await page.evaluate(() => document.querySelector('#c').undo()), true);
    assert.equal(await page.evaluate(() => document.querySelector('#c').dataset.outcome), '');
    await page.evaluate(() => document.querySelector('#c').flip());
    assert.equal(await board(page, 'c').locator('svg.flipped').count(), 1);
    await page.evaluate((text) => document.querySelector('#c').load(text), pgn);
    assert.equal(await page.evaluate(() => document.querySelector('#c').dataset.outcome), 'red checkmate');
    const error = await page.evaluate(() => {
      try {
        document.querySelector('#c').load('[Event "x"]\n1. h2e2 h9h1\n');
        return null;
      } catch (e) {
        return e.message;
      }
    });
    assert.match(error, /^line 2: move 1/);
    assert.equal(await page.evaluate(() => document.querySelector('#c').dataset.outcome), 'red checkmate', 'a bad load changes nothing');
    await page.evaluate(() => document.querySelector('#c').newGame());
    assert.deepEqual(await pieces(page, 'c'), ['a8R', 'd9k', 'e0K', 'i0R']);
    // Controls: c shows only undo, named.
    assert.deepEqual(await board(page, 'c').locator('.xg-controls button').allTextContents(), ['Undo']);
  });
});

test('the iframe route takes its attributes from the query', async () => {
  await withCsp(async (page) => {
    const q = new URLSearchParams({ mode: 'local', fen: MATE_FEN, moves: 'i0i9', lang: 'en', notation: 'wxf' });
    const url = await host(page, 'host-frame.html', `<!doctype html><html><body>
      <iframe id="f" title="Xiangqi" src="/embed.html?${q}" width="400" height="560"></iframe></body></html>`, { csp: true });
    await page.goto(url);
    const frame = page.frameLocator('#f');
    await frame.locator('xiangqi-game[data-outcome="red checkmate"]').waitFor();
    assert.equal(await frame.locator('[data-piece]').count(), 4);
    assert.match(await frame.locator('.xg-status').textContent(), /Red wins/);
  });
});

test('under the strict CSP the element, the iframe page and the demo run with no violation', async () => {
  await withCsp(async (page) => {
    const url = await host(page, 'host-csp.html', `<!doctype html><html><head><script type="module" src="/xiangqi-game.js"></script></head>
      <body><xiangqi-game id="a" mode="local" lang="en"></xiangqi-game></body></html>`, { csp: true });
    await page.goto(url);
    await ready(page, 'a');
    await tap(page, 'a', 'b0');
    await tap(page, 'a', 'c2');
    await page.waitForFunction(() => document.querySelector('#a').dataset.turn === 'black');
    const face = await board(page, 'a').locator('.piece-face').first().evaluate((el) => getComputedStyle(el).fill);
    assert.equal(face, 'rgb(252, 244, 226)', 'stylesheets load under the CSP');

    // The whole game page too, served with the policy as a header.
    await page.route(`${session.origin}/?csp`, async (route) => {
      const response = await route.fetch({ url: `${session.origin}/` });
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } });
    });
    await page.goto(`${session.origin}/?csp`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    await page.click('#start-form input[name="mode"][value="two"]', { force: true });
    await page.click('#start-game');
    await page.locator('#board [data-square="h2"]').click();
    await page.locator('#board [data-square="e2"]').click();
    await page.waitForFunction(() => document.body.dataset.turn === 'black');

    await page.goto(`${session.origin}/embed-demo.html`);
    await Promise.all(['versus', 'study'].map((id) => ready(page, id)));
    await page.waitForFunction(() => document.querySelector('#versus').dataset.turn === 'black', null, { timeout: 30000 });
    assert.ok((await page.locator('#log li').count()) >= 1);
  });
});

test('view mode shows a game and refuses moves; attribute changes apply', async () => {
  await withCsp(async (page) => {
    const url = await host(page, 'host-view.html', `<!doctype html><html><head><script type="module" src="/xiangqi-game.js"></script></head><body>
      <div id="box"><xiangqi-game id="v" mode="view" moves="h2e2,h9g7" lang="en" controls=""></xiangqi-game></div></body></html>`);
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('#v')?.dataset.turn === 'red');
    assert.ok((await pieces(page, 'v')).includes('e2C'));
    assert.equal(await board(page, 'v').locator('.xg-controls button').count(), 0, 'controls="" shows no buttons');
    await tap(page, 'v', 'b2');
    await tap(page, 'v', 'b9');
    assert.equal(await page.evaluate(() => document.querySelector('#v').dataset.turn), 'red', 'no move in view mode');
    // Attributes change the game: a new FEN starts a new game; flipped turns the board.
    // Moves that do not fit the new FEN are refused with the reason, from the opening.
    await page.evaluate((fen) => document.querySelector('#v').setAttribute('fen', fen), MATE_FEN);
    await board(page, 'v').locator('.xg-status', { hasText: 'h2e2' }).waitFor();
    assert.equal(await board(page, 'v').locator('[data-piece]').count(), 32);
    await page.evaluate(() => document.querySelector('#v').removeAttribute('moves'));
    await page.waitForFunction(() => document.querySelector('#v').fen.startsWith('3k5/R8'));
    await page.evaluate(() => document.querySelector('#v').setAttribute('flipped', ''));
    assert.equal(await board(page, 'v').locator('svg.flipped').count(), 1);
    // It sizes to its container.
    await page.evaluate(() => { document.querySelector('#box').style.width = '300px'; });
    await page.waitForFunction(() => Math.abs(document.querySelector('#v').shadowRoot.querySelector('svg').getBoundingClientRect().width - 300) < 2);
  });
});

// The <xiangqi-game> element's life cycle on a host page: moved or removed while the
// computer thinks, attributes changed mid-search, methods called too early or with a bad
// attribute, its controls list, what it leaves on the host's <html>, the styling hooks it
// offers, and being loaded from another origin.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, openPage, pressLineMove, serveDist, trapInRules, withPage } from './harness.js';
import { hostPage, ready, board, statusLine, tap } from './host.js';

const session = browserSession();
const host = (page, name, html) => hostPage(session, page, name, html);

// Red without its left horse: out of the opening book, so even Normal searches (900 ms).
const OFF_BOOK = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1';
const HEAD = '<!doctype html><html lang="en"><head><script type="module" src="/xiangqi-game.js"></script></head>';
const computerOpens = (id) => `<xiangqi-game id="${id}" mode="ai" side="black" level="3" lang="en" fen="${OFF_BOOK}"></xiangqi-game>`;

const thinking = (page, id) => page.waitForFunction((sel) => document.querySelector(sel)?.dataset.thinking === '1', `#${id}`);
const redMoved = (page, id) => page.waitForFunction((sel) => document.querySelector(sel)?.dataset.turn === 'black', `#${id}`, { timeout: 20000 });
const htmlAttributes = (page) => page.evaluate(() => document.documentElement.getAttributeNames().sort());

test('moved in the DOM while the computer thinks, it thinks again and moves; removal leaves nothing on <html>', async () => {
  await withPage(session, {}, async (page) => {
    await page.goto(await host(page, 'host-move.html', `${HEAD}<body>
      <div id="one">${computerOpens('g')}</div><div id="two"></div></body></html>`));
    await thinking(page, 'g');
    await page.evaluate(() => document.querySelector('#two').append(document.querySelector('#g')));
    await redMoved(page, 'g');
    assert.equal(await page.evaluate(() => document.querySelector('#g').dataset.thinking), '0');

    // Removed mid-search, it stops and leaves no trace on the host; put back, it moves.
    // (A second board, added now so that its search is surely still running.)
    await page.evaluate((html) => document.querySelector('#one').insertAdjacentHTML('beforeend', html), computerOpens('h'));
    await thinking(page, 'h');
    await page.evaluate(() => {
      window.__parked = document.querySelector('#h');
      window.__parked.remove();
    });
    await page.waitForTimeout(1200);
    assert.equal(await page.evaluate(() => window.__parked.dataset.turn), 'red', 'a removed board does not move');
    assert.deepEqual(await htmlAttributes(page), ['lang'], 'nothing written on the host <html>');
    await page.evaluate(() => document.querySelector('#one').append(window.__parked));
    await redMoved(page, 'h');
    await page.waitForFunction(() => document.querySelector('#h').dataset.thinking === '0');
    assert.deepEqual(await htmlAttributes(page), ['lang']);
  });
});

test('changing the rules mid-search restarts the one search: it stays thinking and moves once', async () => {
  await withPage(session, {}, async (page) => {
    await page.addInitScript(() => {
      window.__moves = 0;
      document.addEventListener('move', () => window.__moves++);
    });
    await page.goto(await host(page, 'host-rules.html', `${HEAD}<body>${computerOpens('g')}</body></html>`));
    await thinking(page, 'g');
    const during = await page.evaluate(() => {
      const g = document.querySelector('#g');
      g.setAttribute('rules', 'casual');
      return g.dataset.thinking;
    });
    assert.equal(during, '1', 'still thinking, so the person cannot move');
    await redMoved(page, 'g');
    await page.waitForTimeout(1500); // room for a second, stale search to arrive
    assert.equal(await page.evaluate(() => window.__moves), 1, 'exactly one computer move');
    assert.equal(await page.evaluate(() => document.querySelector('#g').dataset.turn), 'black');
  });
});

test('newGame() with a bad fen attribute, or before the wasm is ready, says why on the status line', async () => {
  await withPage(session, {}, async (page) => {
    await page.goto(await host(page, 'host-bad.html', `<!doctype html><html lang="en"><head></head><body>
      <xiangqi-game id="bad" mode="local" lang="en" fen="not a fen"></xiangqi-game>
      <script type="module">
        import '/xiangqi-game.js';
        const late = document.createElement('xiangqi-game');
        late.id = 'late';
        late.setAttribute('lang', 'en');
        document.body.append(late);
        try { late.newGame(); window.__early = 'ok'; } catch (e) { window.__early = String(e); }
        window.__earlyStatus = late.shadowRoot.querySelector('.xg-status')?.textContent ?? '';
      </script></body></html>`));
    await ready(page, 'bad');
    const reason = await statusLine(page, 'bad');
    assert.match(reason, /FEN/);
    const thrown = await page.evaluate(() => {
      try {
        document.querySelector('#bad').newGame();
        return null;
      } catch (e) {
        return String(e);
      }
    });
    assert.equal(thrown, null, 'newGame() does not throw');
    assert.equal(await statusLine(page, 'bad'), reason);
    await board(page, 'bad').locator('button[data-action="new"]').click();
    assert.equal(await statusLine(page, 'bad'), reason);

    assert.equal(await page.evaluate(() => window.__early), 'ok', 'newGame() before the wasm is ready does not throw');
    const early = await page.evaluate(() => window.__earlyStatus);
    assert.ok(early.length > 0 && !/wbindgen|undefined/.test(early), `a message, not a crash: "${early}"`);
    await ready(page, 'late');
    assert.equal(await board(page, 'late').locator('[data-piece]').count(), 32, 'the game starts once ready');
  });
});

test('a DhtmlXQ game given as the record attribute shows its moves; a bad one says why', async () => {
  const block = '[DhtmlXQ][DhtmlXQ_title]中炮[/DhtmlXQ_title][DhtmlXQ_movelist]774770627967[/DhtmlXQ_movelist][DhtmlXQ_comment1]中炮[/DhtmlXQ_comment1][/DhtmlXQ]';
  await withPage(session, {}, async (page) => {
    await page.goto(await host(page, 'host-record.html', `${HEAD}<body>
      <xiangqi-game id="game" mode="view" lang="en" fen="${OFF_BOOK}" record="${block}"></xiangqi-game>
      <xiangqi-game id="bad" mode="view" lang="en" record="[DhtmlXQ_movelist]7747 8980[/DhtmlXQ_movelist]"></xiangqi-game>
      </body></html>`));
    await ready(page, 'game');
    // The record's moves, played from its own start (the fen attribute is not read).
    const at = (square) => board(page, 'game').locator(`[data-at="${square}"]`).getAttribute('data-piece');
    assert.equal(await at('e2'), 'C');
    assert.equal(await at('g7'), 'n');
    assert.equal(await at('g2'), 'N');
    assert.equal(await page.evaluate(() => document.querySelector('#game').fen), 'rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2');
    const pgn = await page.evaluate(() => document.querySelector('#game').pgn());
    assert.match(pgn, /1\. C2\.5 \{中炮\} H8\+7\n2\. H2\+3/);
    // A changed record starts the game it holds.
    await page.evaluate(() => document.querySelector('#game').setAttribute('record', '1. h2e2 *'));
    await page.waitForFunction(() => document.querySelector('#game').fen.startsWith('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/'));
    await ready(page, 'bad');
    assert.match(await statusLine(page, 'bad'), /move 2 \(i0i9\)/);
    assert.equal(await board(page, 'bad').locator('[data-piece]').count(), 32);
  });
});

test('each control appears once, whatever the attribute repeats', async () => {
  await withPage(session, {}, async (page) => {
    await page.goto(await host(page, 'host-controls.html', `${HEAD}<body>
      <xiangqi-game id="a" mode="local" lang="en" controls="undo undo"></xiangqi-game>
      <xiangqi-game id="b" mode="local" lang="en" controls="flip, new flip"></xiangqi-game></body></html>`));
    await ready(page, 'a');
    await ready(page, 'b');
    assert.deepEqual(await board(page, 'a').locator('.xg-controls button').allTextContents(), ['Undo']);
    assert.deepEqual(await board(page, 'b').locator('.xg-controls button').allTextContents(), ['Flip', 'New game']);
  });
});

test('host CSS cannot reach its internals; the documented custom properties and parts can', async () => {
  await withPage(session, {}, async (page) => {
    await page.goto(await host(page, 'host-vars.html', `<!doctype html><html lang="en"><head>
      <style>
        xiangqi-game { --ink: transparent; --board-ratio: 3; --lacquer: lime; --paper: lime; }
        #styled { --xiangqi-ink: rgb(1, 2, 3); }
        #styled::part(status) { background: rgb(4, 5, 6); }
      </style><script type="module" src="/xiangqi-game.js"></script></head><body>
      <div style="width: 400px"><xiangqi-game id="a" mode="local" lang="en"></xiangqi-game></div>
      <div style="width: 400px"><xiangqi-game id="styled" mode="local" lang="en"></xiangqi-game></div></body></html>`));
    await ready(page, 'a');
    await ready(page, 'styled');
    const look = (id) => board(page, id).locator('.xg-status').evaluate((el) => {
      const s = getComputedStyle(el);
      const svg = el.getRootNode().querySelector('svg.xg-board').getBoundingClientRect();
      return { color: s.color, background: s.backgroundColor, ratio: svg.width / svg.height };
    });
    const plain = await look('a');
    assert.notEqual(plain.color, 'rgba(0, 0, 0, 0)', 'the text stays visible');
    assert.ok(Math.abs(plain.ratio - 580 / 720) < 0.01, `the board keeps its proportions (${plain.ratio})`);
    const styled = await look('styled');
    assert.equal(styled.color, 'rgb(1, 2, 3)', '--xiangqi-ink sets the text colour');
    assert.equal(styled.background, 'rgb(4, 5, 6)', '::part(status) is styleable');
    assert.deepEqual(await htmlAttributes(page), ['lang']);
  });
});

let cdn;
before(async () => {
  cdn = await serveDist({ cors: true });
});
after(async () => cdn?.close());

test('loaded from another origin (a CDN), the computer still plays', async () => {
  const { context, page, problems } = await openPage(session.browser, session.origin);
  // Both servers are on the loopback address; Chromium asks the user before a page
  // reaches another origin there (Local Network Access), which a public CDN never needs.
  await context.grantPermissions(['local-network-access'], { origin: session.origin });
  try {
    await page.goto(await host(page, 'host-cdn.html', `<!doctype html><html lang="en"><head>
      <script type="module" src="${cdn.origin}/xiangqi-game.js"></script></head><body>
      <xiangqi-game id="g" mode="ai" side="black" level="1" lang="en"></xiangqi-game></body></html>`));
    await ready(page, 'g');
    await redMoved(page, 'g');
    assert.doesNotMatch(await statusLine(page, 'g'), /error|Security/i);
  } finally {
    await context.close();
  }
  assert.deepEqual(problems.filter((p) => !p.includes(`off-origin request: ${cdn.origin}/`)), []);
});

test('in a sandboxed iframe (allow-scripts only), the element and the iframe page both play', async () => {
  // A sandboxed frame's origin is opaque: every script is from another origin there, and
  // a module worker made from a Blob does not start (client.js). Served with CORS, as a CDN.
  const { context, page, problems } = await openPage(session.browser, session.origin);
  await context.grantPermissions(['local-network-access'], { origin: session.origin });
  const element = `<!doctype html><html lang="en"><head><script type="module" src="${cdn.origin}/xiangqi-game.js"></script></head>
    <body><xiangqi-game mode="ai" side="black" level="1" lang="en"></xiangqi-game></body></html>`;
  try {
    await page.goto(await host(page, 'host-sandboxed.html', `<!doctype html><html lang="en"><body>
      <iframe name="element" sandbox="allow-scripts" width="420" height="560" srcdoc="${element.replaceAll('"', '&quot;')}"></iframe>
      <iframe name="route" sandbox="allow-scripts" width="420" height="560" src="${cdn.origin}/embed.html?mode=ai&side=black&level=1&lang=en"></iframe>
      </body></html>`));
    for (const name of ['element', 'route']) {
      const frame = page.frame({ name });
      await frame.waitForFunction(() => document.querySelector('xiangqi-game')?.dataset.turn === 'black', null, { timeout: 20000 });
      assert.equal(await frame.evaluate(() => origin), 'null', 'the frame is sandboxed');
      assert.equal(await frame.locator('xiangqi-game .xg-status').textContent(), 'Your move', name);
    }
  } finally {
    await context.close();
  }
  assert.deepEqual(problems.filter((p) => !p.includes(`off-origin request: ${cdn.origin}/`)), []);
});

test('clock, pieces and theme attributes: the clocks run out into a timeout gameover', async () => {
  await withPage(session, {}, async (page) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(await host(page, 'host-clock.html', `${HEAD}<body>
      <xiangqi-game id="c" mode="local" lang="en" clock="0.5,0" pieces="international" theme="dark"></xiangqi-game></body></html>`));
    await page.evaluate(() => {
      window.__over = [];
      document.addEventListener('gameover', (e) => window.__over.push(e.detail));
    });
    await ready(page, 'c');
    const clocks = () => board(page, 'c').locator('[data-clock]').evaluateAll((spans) => spans.map((s) => `${s.dataset.clock} ${s.textContent}${s.classList.contains('running') ? ' running' : ''}`));
    assert.deepEqual(await clocks(), ['black 0:30', 'red 0:30 running']);
    assert.equal(await board(page, 'c').locator('path.piece-glyph').count(), 32, 'pictograms');
    assert.equal(await board(page, 'c').locator('.xg').getAttribute('data-theme'), 'dark');
    await tap(page, 'c', 'h2');
    await tap(page, 'c', 'e2');
    await page.clock.runFor(5_000);
    assert.deepEqual(await clocks(), ['black 0:25 running', 'red 0:30']);
    await page.clock.runFor(26_000);
    await page.waitForFunction(() => window.__over.length > 0);
    assert.deepEqual(await page.evaluate(() => window.__over), [{ winner: 'red', reason: 'timeout' }]);
    assert.equal(await page.evaluate(() => document.querySelector('#c').dataset.outcome), 'red timeout');
    // Changed on the fly: traditional pieces, the wood.
    await page.evaluate(() => {
      document.querySelector('#c').setAttribute('pieces', 'traditional');
      document.querySelector('#c').removeAttribute('theme');
    });
    assert.equal(await board(page, 'c').locator('path.piece-glyph').count(), 0);
    assert.equal(await board(page, 'c').locator('.xg').getAttribute('data-theme'), 'wood');
  });
});

test('mode="analysis": both sides move, and the bar, three lines and their arrows follow the board', async () => {
  await withPage(session, {}, async (page) => {
    await page.goto(await host(page, 'host-analysis.html', `${HEAD}<body>
      <xiangqi-game id="a" mode="analysis" lang="en" notation="wxf"></xiangqi-game></body></html>`));
    await ready(page, 'a');
    const analysed = () => page.waitForFunction(() => {
      const root = document.querySelector('#a').shadowRoot;
      return root.querySelectorAll('.pv-line').length === 3 && root.querySelector('.eval-bar').dataset.score && root.querySelectorAll('[data-arrow]').length === 3;
    }, null, { timeout: 30000 });
    await analysed();
    assert.match(await board(page, 'a').locator('.pv-line').first().textContent(), /^[+-]?\d+\.\d\d.*depth \d+.*1\./);
    // Red moves, then Black: the analysis follows each position.
    await tap(page, 'a', 'h2');
    await tap(page, 'a', 'e2');
    await page.waitForFunction(() => document.querySelector('#a').dataset.turn === 'black');
    await analysed();
    const arrows = await board(page, 'a').locator('[data-arrow]').evaluateAll((nodes) => nodes.map((n) => n.dataset.arrow));
    const black = await board(page, 'a').locator('[data-piece]').evaluateAll((nodes) => nodes.filter((n) => /[a-z]/.test(n.dataset.piece)).map((n) => n.dataset.at));
    for (const move of arrows) assert.ok(black.includes(move.slice(0, 2)), `${move} moves a black piece`);
    // A press on a line's first move plays it.
    assert.ok(await pressLineMove(page, { line: 0, index: 0, host: '#a' }));
    await page.waitForFunction(() => document.querySelector('#a').dataset.turn === 'red');
    // Another mode turns analysis off and lets its worker go.
    await page.evaluate(() => document.querySelector('#a').setAttribute('mode', 'local'));
    await page.waitForFunction(() => document.querySelector('#a').shadowRoot.querySelector('.xg-analysis').hidden);
    assert.equal(await board(page, 'a').locator('[data-arrow]').count(), 0);
  });
});

test('a removed element thinks about nothing and its clock stands still, whatever is done to it meanwhile', async () => {
  await withPage(session, {}, async (page) => {
    // Workers made and not yet ended, counted in the page.
    await page.addInitScript(() => {
      window.__workers = 0;
      const Native = window.Worker;
      window.Worker = class extends Native {
        constructor(...args) {
          super(...args);
          window.__workers++;
        }

        terminate() {
          window.__workers--;
          super.terminate();
        }
      };
    });
    const workers = () => page.evaluate(() => window.__workers);
    await page.goto(await host(page, 'host-removed.html', `${HEAD}<body><div id="box"></div>
      <xiangqi-game id="c" mode="ai" side="red" level="1" clock="1,0" lang="en"></xiangqi-game></body></html>`));
    await ready(page, 'c');
    // An analysis board removed at any moment of its start lets its worker go.
    for (const delay of [200, 450, 700, 1100]) {
      await page.evaluate(() => {
        document.querySelector('#box').innerHTML = '<xiangqi-game id="a" mode="analysis" lang="en"></xiangqi-game>';
      });
      await page.waitForTimeout(delay);
      await page.evaluate(() => {
        window.__removed = document.querySelector('#a');
        window.__removed.remove();
      });
    }
    // An attribute set on the removed board starts nothing either.
    await page.evaluate(() => window.__removed.setAttribute('fen', '4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1'));
    await page.waitForTimeout(1500);
    assert.equal(await workers(), 0, 'no worker left running');

    // A removed board against the computer does not play, even when told to take Red, and
    // its clock does not run.
    const before = await page.evaluate(() => {
      const c = document.querySelector('#c');
      window.__parked = c;
      c.remove();
      c.setAttribute('side', 'black');
      return c.controller.session.clock.left('red', performance.now());
    });
    await page.waitForTimeout(1500);
    const parked = await page.evaluate(() => {
      const c = window.__parked;
      return { fen: c.fen, left: c.controller.session.clock.left('red', performance.now()) };
    });
    assert.equal(parked.fen.split(' ')[0], 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR', 'no move while removed');
    assert.ok(before - parked.left < 100, `the clock ran ${(before - parked.left).toFixed(0)} ms while removed`);
    assert.equal(await workers(), 0);
    // Put back, it plays Red's first move.
    await page.evaluate(() => document.body.append(window.__parked));
    await page.waitForFunction(() => document.querySelector('#c').dataset.turn === 'black', null, { timeout: 20000 });
  });
});

test('load() of ten thousand nested variations throws in words each time, and every board on the page plays on', async () => {
  await withPage(session, {}, async (page) => {
    await page.goto(await host(page, 'host-nested.html', `${HEAD}<body>
      <xiangqi-game id="a" mode="local" lang="en"></xiangqi-game><xiangqi-game id="b" mode="local" lang="en"></xiangqi-game></body></html>`));
    await ready(page, 'a');
    await ready(page, 'b');
    const messages = await page.evaluate(() => {
      const text = `1. h2e2 ${'(1. h0g2\n'.repeat(10_000)}h9g7${')'.repeat(10_000)} *`;
      const out = [];
      for (let i = 0; i < 3; i++) {
        try {
          document.querySelector('#a').load(text);
          out.push('loaded');
        } catch (error) {
          out.push(error.message);
        }
      }
      return out;
    });
    assert.deepEqual(messages, Array(3).fill('line 33: variations are nested more than 32 deep'));
    for (const id of ['a', 'b']) {
      await tap(page, id, 'h2');
      await tap(page, id, 'e2');
      await page.waitForFunction((sel) => document.querySelector(sel).dataset.turn === 'black', `#${id}`);
    }
  });
});

test('a trap in the rules one board meets restarts them for every board on the page, and each plays on', async () => {
  await withPage(session, {}, async (page) => {
    await page.goto(await host(page, 'host-trap.html', `${HEAD}<body>
      <xiangqi-game id="a" mode="local" lang="en"></xiangqi-game><xiangqi-game id="b" mode="local" lang="zh-Hans"></xiangqi-game></body></html>`));
    await ready(page, 'a');
    await ready(page, 'b');
    await tap(page, 'b', 'h2');
    await tap(page, 'b', 'e2');
    await trapInRules(page);
    await tap(page, 'a', 'h2');
    await page.waitForFunction(() => /restarted/.test(document.querySelector('#a').shadowRoot.querySelector('.xg-status').textContent));
    assert.equal(await statusLine(page, 'a'), 'The board hit an error and was restarted; your game is as it was');
    assert.equal(await statusLine(page, 'b'), '棋盘出错，已重新启动；棋局如前');
    for (const [id, from, to, turn] of [['a', 'h2', 'e2', 'black'], ['b', 'h9', 'g7', 'red']]) {
      await tap(page, id, from);
      await tap(page, id, to);
      await page.waitForFunction(([sel, side]) => document.querySelector(sel).dataset.turn === side, [`#${id}`, turn]);
    }
    // Board b's game, made before the trap, was rebuilt whole in the new instance.
    assert.match(await page.evaluate(() => document.querySelector('#b').fen), /^rnbakab1r\/9\/1c4nc1\/p1p1p1p1p\/9\/9\/P1P1P1P1P\/1C2C4\/9\/RNBAKABNR w /);
  });
});

// The page's fault tests (issue 16): what a hostile or unlucky user can do to it, and
// what must still hold: a working game, a clear message in the player's language, and
// the player's data. Each test here failed before its fix.

import assert from 'node:assert/strict';
import { test, timedTest, browserSession, withPage, openPage, gotoGame, fenQuery, fillStorage, statusText, tapSquare, playMoves, computerIdle, movesPlayed, offeredGames, openOffered, trapInRules } from './harness.js';

const session = browserSession();

const stored = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), key);

test('a level in the address that is not 1-5 means Normal, and the results stay readable', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=2.5');
    assert.match(await page.locator('#player-top').textContent(), /Computer · Normal$/);
    await page.click('[data-action="resign"]');
    await page.click('#confirm-yes');
    await page.locator('#result-dialog[open]').waitFor();
    assert.deepEqual(Object.keys((await stored(page, 'xiangqi.stats.v1')).levels), ['3']);
    await gotoGame(page, session.origin, '');
    assert.ok(await page.locator('#notice').isHidden(), 'nothing stored was found corrupt');
    assert.deepEqual((await stored(page, 'xiangqi.stats.v1')).levels, { 3: { win: 0, draw: 0, loss: 1 } });
  });
});

test('results with one bad row lose that row only', async () => {
  const stats = { levels: { 2.5: { win: 1, draw: 0, loss: 0 }, 4: { win: 2, draw: 1, loss: 0 } }, two: { red: 1, black: 0, draw: 0 } };
  await withPage(session, { storage: { 'xiangqi.stats.v1': JSON.stringify(stats) } }, async (page) => {
    await gotoGame(page, session.origin, '');
    assert.ok(await page.locator('#notice').isVisible(), 'the player is told');
    assert.deepEqual(await stored(page, 'xiangqi.stats.v1'), { levels: { 4: { win: 2, draw: 1, loss: 0 } }, two: { red: 1, black: 0, draw: 0 }, version: 2 });
  });
});

test('a bad fen in the address is refused in the player\'s language and the page still works', async () => {
  await withPage(session, { locale: 'zh-CN' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=computer&fen=garbage');
    assert.match(await page.locator('#notice-text').textContent(), /^网址中的局面无效，已略过：/);
    await page.locator('#start-dialog[open]').waitFor();
    // The start dialog offers a game, and the controls work on it (they threw before).
    await page.locator('input[name="mode"][value="two"]').check();
    await page.click('#start-game');
    await page.click('[data-action="flip"]');
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    await page.click('[data-action="undo"]');
    assert.equal(await statusText(page), '红方走棋');
  });
});

/** Is it an engine worker asking for its script, not the page preloading it? The page
 *  preloads it as a module, in CORS mode, which sends an Origin header; a worker's own
 *  script is fetched in same-origin mode, which does not. */
const byWorker = (route) => route.request().headers().origin === undefined;

test('an engine that cannot load is restarted three times with pauses, then offered again by a Retry button', async () => {
  const { context, page, problems } = await openPage(session.browser, session.origin);
  try {
    // The page's rules load; every engine worker's script fails to, as it would offline
    // with a stale cache. (The workers fetch no wasm of their own: the page hands them its
    // compiled module. The page's own preload of the script is let through.)
    let workers = 0;
    await context.route('**/js/engine/worker.js', (route) => {
      if (!byWorker(route)) return route.continue();
      workers++;
      return route.abort();
    });
    await page.goto(`${session.origin}/?mode=computer&side=black&level=1`);
    await page.waitForFunction(() => document.querySelector('#notice-text')?.textContent.includes('unavailable'), null, { timeout: 20000 });
    const started = workers;
    assert.ok(started >= 2 && started <= 4, `one worker and at most three restarts, not ${started}`);
    await page.waitForTimeout(3000);
    assert.equal(workers, started, 'no more workers once the engine is unavailable');
    assert.equal(await page.evaluate(() => document.body.dataset.thinking), '0');
    // The computer's turn, and the status line says so: not "Your move".
    assert.equal(await statusText(page), 'The computer\'s move, but it cannot answer');
    for (const text of [await statusText(page), await page.locator('#notice-text').textContent()]) {
      assert.doesNotMatch(text, /Error|wasm|fetch/i, 'no raw error for the person');
    }

    // Two players can still play.
    await page.evaluate(() => document.querySelector('#notice-dismiss').click());
    await page.click('[data-action="new"]');
    await page.locator('input[name="mode"][value="two"]').check();
    await page.click('#start-game');
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    assert.equal(await page.evaluate(() => document.body.dataset.turn), 'black');

    // Against the computer again, the engine gives up the same way; once its script can
    // be fetched again, Retry brings the computer back and it opens the game.
    await page.goto(`${session.origin}/?mode=computer&side=black&level=1`);
    await page.waitForFunction(() => !document.querySelector('#notice-retry').hidden, null, { timeout: 20000 });
    await context.unroute('**/js/engine/worker.js');
    await page.click('#notice-retry');
    await page.waitForFunction(() => document.body.dataset.turn === 'black', null, { timeout: 20000 });
    await computerIdle(page);
    assert.equal((await movesPlayed(page)).length, 1, 'the computer opened');
  } finally {
    await context.close();
  }
  // Only the failures the test provokes: the refused fetches, and the engine's failure
  // told to the console.
  const unexpected = problems.filter((p) => !/engine\/worker\.js|engine worker failed|engine failed to load|EngineUnavailable/.test(p));
  assert.deepEqual(unexpected, []);
});

test('full storage is told once, and the game goes on', async () => {
  await withPage(session, {}, async (page) => {
    await fillStorage(page);
    await gotoGame(page, session.origin, '?mode=two');
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    await page.locator('#notice').waitFor();
    assert.match(await page.locator('#notice-text').textContent(), /storage on this device is full/);
    await page.click('#notice-dismiss');
    await tapSquare(page, 'h9');
    await tapSquare(page, 'g7');
    assert.equal(await page.evaluate(() => document.body.dataset.turn), 'red', 'the game goes on');
    assert.ok(await page.locator('#notice').isHidden(), 'told once');
  });
});

test('a share link leaves the game in progress among the person\'s games, on load and mid-game', async () => {
  await withPage(session, {}, async (page) => {
    // Four plies against the computer.
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    // Moves no reply of the computer's can forbid (it plays at random at Beginner).
    for (const [i, [from, to]] of [['h2', 'e2'], ['a0', 'a1']].entries()) {
      await tapSquare(page, from);
      await tapSquare(page, to);
      await page.waitForFunction((n) => document.querySelectorAll('#move-list .move:not(:empty)').length >= n, 2 * (i + 1));
      await computerIdle(page);
    }
    const own = await movesPlayed(page);
    assert.equal(own.length, 4);
    // A shared one-move game opened in a new visit: the computer, still Black, answers it.
    // (Wait for the answer: it may be saved before the next visit or not, which was a race.)
    await gotoGame(page, session.origin, '#fen=&moves=a0a1');
    await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-ply]').length === 2);
    await computerIdle(page);
    const shared = await movesPlayed(page);
    assert.notEqual(shared[0], own[0], 'the shared game, not the person\'s own');
    // ...and the next visit goes on with the shared game, while a new game offers the
    // person's own.
    await gotoGame(page, session.origin, '');
    assert.deepEqual(await movesPlayed(page), shared);
    await page.click('[data-action="new"]');
    assert.deepEqual(await offeredGames(page), [{ text: '4 moves · Play the computer · Beginner', action: 'Continue this game' }]);
    await openOffered(page, /^4 moves/);
    assert.equal((await movesPlayed(page)).length, 4);
    assert.match(await page.locator('#player-top').textContent(), /Computer/);

    // Mid-game, a link opened by changing the address keeps the game in progress too.
    await page.evaluate(() => {
      location.hash = 'fen=&moves=h2e2';
    });
    // The shared game is h2e2 (the computer may answer it): fewer than four moves.
    await page.waitForFunction(() => document.querySelectorAll('#move-list .move.red').length === 1);
    await computerIdle(page);
    assert.ok((await movesPlayed(page)).length <= 2);
    await page.click('[data-action="new"]');
    await openOffered(page, /^4 moves/);
    assert.equal((await movesPlayed(page)).length, 4);
  });
});

test('a game the address asks for (?fen=) leaves the game in progress among the person\'s games', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await playMoves(page, ['h2e2', 'h9g7', 'b0c2']);
    assert.equal((await movesPlayed(page)).length, 3);
    // Anyone can send such a link: it opens its position...
    await gotoGame(page, session.origin, '?mode=two&fen=3ak4/4a4/9/9/9/9/9/9/R8/4K4%20w%20-%20-%200%201');
    assert.equal((await movesPlayed(page)).length, 0);
    // ...and the person's own game is offered back, whole.
    await page.click('[data-action="new"]');
    assert.deepEqual(await offeredGames(page), [{ text: '3 moves · Two players', action: 'Continue this game' }]);
    await openOffered(page, /^3 moves/);
    assert.equal((await movesPlayed(page)).length, 3);
  });
});

test('two tabs each keep their own game through a reload, and the results count both', async () => {
  const { context, page: a, problems } = await openPage(session.browser, session.origin);
  try {
    const b = await context.newPage();
    await gotoGame(a, session.origin, '?mode=two');
    await playMoves(a, ['h2e2', 'h9g7']);
    await gotoGame(b, session.origin, '?mode=two');
    await playMoves(b, ['b2e2', 'b9c7', 'b0c2']);
    await playMoves(a, ['h0g2']);
    for (const page of [b, a]) {
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    }
    assert.deepEqual(await movesPlayed(a), ['C2.5', 'H8+7', 'H2+3'], 'tab A goes on with its game');
    assert.deepEqual(await movesPlayed(b), ['C8.5', 'H2+3', 'H8+7'], 'tab B goes on with its own');
    // Each tab ends its game (Black, to move, resigns): both results are counted.
    for (const page of [a, b]) {
      await page.click('[data-action="resign"]');
      await page.click('#confirm-yes');
      await page.locator('#result-dialog[open]').waitFor();
    }
    assert.deepEqual((await stored(a, 'xiangqi.stats.v1')).two, { red: 2, black: 0, draw: 0 });
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, []);
});

test('a finished game is offered for review after a reload, and the last few stay reachable', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, `?${new URLSearchParams({ mode: 'two', fen: '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1' })}`);
    await tapSquare(page, 'i0');
    await tapSquare(page, 'i9');
    await page.locator('#result-dialog[open]').waitFor();
    await gotoGame(page, session.origin, '');
    await page.locator('#start-dialog[open]').waitFor();
    assert.deepEqual(await offeredGames(page), [{ text: '1 move · Two players · Red wins', action: 'Review this game' }]);
    await openOffered(page, /Red wins/);
    assert.equal((await movesPlayed(page)).length, 1);
    assert.equal(await page.evaluate(() => document.body.dataset.outcome), 'red checkmate');
    assert.ok(await page.locator('#result-dialog').evaluate((d) => !d.open), 'its result is not announced again');
    await page.click('#record-export');
    assert.match(await page.inputValue('#export-text'), /\[Result "1-0"\]/);
    await page.click('#export-dialog [data-close-dialog]');
    // Two more games, each resigned at once: all three stay offered, the newest first.
    for (let i = 0; i < 2; i++) {
      await gotoGame(page, session.origin, '?mode=two');
      await page.click('[data-action="resign"]');
      await page.click('#confirm-yes');
      await page.locator('#result-dialog[open]').waitFor();
    }
    await gotoGame(page, session.origin, '');
    await page.locator('#start-dialog[open]').waitFor();
    assert.deepEqual((await offeredGames(page)).map((game) => game.text), ['0 moves · Two players · Black wins', '0 moves · Two players · Black wins', '1 move · Two players · Red wins']);
  });
});

test('a result taken back leaves the results: a game counts as it finally ended', async () => {
  await withPage(session, {}, async (page) => {
    // Red can mate at once (i0i9); the person resigns first, takes it back, then mates.
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1&fen=3k5/R8/9/9/9/9/9/9/9/4K3R%20w%20-%20-%200%201');
    await page.click('[data-action="resign"]');
    await page.click('#confirm-yes');
    await page.locator('#result-dialog[open]').waitFor();
    assert.deepEqual((await stored(page, 'xiangqi.stats.v1')).levels, { 1: { win: 0, draw: 0, loss: 1 } });
    await page.click('[data-result="undo"]');
    await tapSquare(page, 'i0');
    await tapSquare(page, 'i9');
    await page.locator('#result-dialog[open]').waitFor();
    assert.deepEqual((await stored(page, 'xiangqi.stats.v1')).levels, { 1: { win: 1, draw: 0, loss: 0 } });
    // A takeback of the mate takes the win back too, and a reload counts nothing again.
    await page.click('[data-result="undo"]');
    assert.deepEqual((await stored(page, 'xiangqi.stats.v1')).levels, { 1: { win: 0, draw: 0, loss: 0 } });
    await tapSquare(page, 'i0');
    await tapSquare(page, 'i9');
    await page.locator('#result-dialog[open]').waitFor();
    await gotoGame(page, session.origin, '');
    assert.deepEqual((await stored(page, 'xiangqi.stats.v1')).levels, { 1: { win: 1, draw: 0, loss: 0 } });
  });
});

timedTest('a worker that dies silently is noticed within seconds, replaced, and the computer answers', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    const worker = page.workers()[0] ?? (await page.waitForEvent('worker', { timeout: 15000 }));
    // The worker ends itself without a word: no error event, no crash message.
    await worker.evaluate(() => self.close()).catch(() => {});
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    const started = Date.now();
    await computerIdle(page, 12000);
    assert.equal((await movesPlayed(page)).length, 2, 'the computer answered');
    assert.ok(Date.now() - started < 12000);
  });
});

test('a record written by a newer page is neither read, moved nor written over; the person is told when that keeps a game from being saved', async () => {
  const newer = { version: 3, mode: 'two', clocks: { red: 300000, black: 300000 } };
  const newerStats = { version: 3, tally: { played: 7 } };
  const storage = { 'xiangqi.game.v1': JSON.stringify(newer), 'xiangqi.stats.v1': JSON.stringify(newerStats) };
  await withPage(session, { storage }, async (page) => {
    await gotoGame(page, session.origin, '');
    await page.locator('#start-dialog[open]').waitFor();
    assert.deepEqual(await movesPlayed(page), [], 'not continued: this page cannot read it');
    assert.ok(await page.locator('#notice').isHidden(), 'and not called corrupt');
    assert.deepEqual(await stored(page, 'xiangqi.game.v1'), newer, 'still there for the newer page, not moved');
    await page.locator('input[name="mode"][value="two"]').check();
    await page.click('#start-game');
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    assert.deepEqual(await movesPlayed(page), ['C2.5'], 'this page plays on');
    // Its game is a record of its own, beside the newer one: nothing is lost, nothing told.
    const own = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('xiangqi.game.v1.')));
    assert.equal(own.length, 1);
    const saved = await stored(page, own[0]);
    assert.equal(saved.version, 2);
    assert.deepEqual(saved.moves, ['h2e2']);
    assert.deepEqual(await stored(page, 'xiangqi.game.v1'), newer);
    assert.ok(await page.locator('#notice').isHidden());
    // A newer page in another tab saves this very game: from then on its record is kept,
    // and the person is told once, with a reload to update.
    await page.evaluate(([key, record]) => localStorage.setItem(key, JSON.stringify(record)), [own[0], newer]);
    await tapSquare(page, 'h9');
    await tapSquare(page, 'g7');
    assert.deepEqual(await movesPlayed(page), ['C2.5', 'H8+7']);
    assert.deepEqual(await stored(page, own[0]), newer);
    await page.locator('#notice:not([hidden])').waitFor();
    assert.match(await page.locator('#notice-text').textContent(), /newer version/);
    assert.equal(await page.locator('#notice-retry').textContent(), 'Reload to update');
    // The results a newer page keeps are not written over either.
    await page.click('[data-action="resign"]');
    await page.click('#confirm-yes');
    await page.locator('#result-dialog[open]').waitFor();
    assert.deepEqual(await stored(page, 'xiangqi.stats.v1'), newerStats);
    await page.click('#result-dialog [data-result="view"]');
    await page.locator('#notice-retry').click();
    await page.locator('#start-dialog[open]').waitFor();
    assert.deepEqual(await stored(page, own[0]), newer, 'nor does reloading into the same page');
    assert.deepEqual(await stored(page, 'xiangqi.game.v1'), newer);
  });
});

test('games saved with the endings of version 1 show the same results, and are kept in the game\'s own words from then on', async () => {
  // As the page wrote them before version 2: a declared ending in words of its own.
  const saved = (id, savedAt, fields) => ({ id, savedAt, mode: 'two', human: 'red', level: 3, rules: 'asian', startFen: '', moves: ['h2e2', 'h9g7'], recorded: true, counted: null, flipped: false, shared: false, clock: null, ...fields });
  const games = [
    saved('resigned', 4, { ending: 'red_resigned' }),
    saved('agreed', 3, { ending: 'agreed', moves: ['h2e2'] }),
    saved('flagged', 2, { ending: 'timeout', moves: ['h2e2', 'h9g7', 'h0g2'] }),
    // Red's flag fell with Black left only advisors: a draw, as the rules judge it.
    saved('bare', 1, { ending: 'timeout', startFen: '3ak4/4a4/9/9/9/9/9/9/R8/4K4 w - - 0 1', moves: [] }),
  ];
  const storage = Object.fromEntries(games.map((game) => [`xiangqi.game.v1.${game.id}`, JSON.stringify(game)]));
  await withPage(session, { storage }, async (page) => {
    await gotoGame(page, session.origin, '');
    await page.locator('#start-dialog[open]').waitFor();
    assert.ok(await page.locator('#notice').isHidden(), 'nothing was found corrupt');
    assert.deepEqual((await offeredGames(page)).map((game) => game.text), [
      '2 moves · Two players · Black wins',
      '1 move · Two players · Draw',
      '3 moves · Two players · Red wins',
      '0 moves · Two players · Draw',
    ]);
    const ending = async (id) => {
      const record = await stored(page, `xiangqi.game.v1.${id}`);
      return [record.version, record.ending];
    };
    assert.deepEqual(await ending('resigned'), [2, { winner: 'black', reason: 'resignation' }]);
    assert.deepEqual(await ending('agreed'), [2, { winner: null, reason: 'agreement' }]);
    assert.deepEqual(await ending('flagged'), [2, { winner: 'red', reason: 'timeout' }]);
    await openOffered(page, /^2 moves/);
    assert.equal(await page.evaluate(() => document.body.dataset.outcome), 'black resignation');
    assert.match(await statusText(page), /Black wins/);
    // Taking back the resignation leaves the game to play on, and the record says so.
    await page.click('[data-action="undo"]');
    assert.equal(await page.evaluate(() => document.body.dataset.outcome), '');
    assert.deepEqual((await stored(page, 'xiangqi.game.v1.resigned')).ending, null);
  });
});

timedTest('a search that goes on far past its time counts as stuck: replaced, and the computer answers', async () => {
  await withPage(session, {}, async (page) => {
    // The first worker is a faulty one: it loads, then beats for ever on each request,
    // announcing a 100 ms budget, and never answers. Every later worker is the real one.
    let served = 0;
    await page.route('**/js/engine/worker.js', (route) => {
      if (!byWorker(route) || served++ > 0) return route.continue();
      return route.fulfill({
        contentType: 'text/javascript',
        body: `self.postMessage({ type: 'ready' });
          self.onmessage = (event) => setInterval(() => self.postMessage({ type: 'beat', id: event.data.id, budget: { movetimeMs: 100, depth: null } }), 250);`,
      });
    });
    await gotoGame(page, session.origin, '?mode=computer&side=black&level=3');
    const started = Date.now();
    await computerIdle(page, 15000);
    assert.equal((await movesPlayed(page)).length, 1, 'the computer opened');
    const took = Date.now() - started;
    assert.ok(took > 4000 && took < 15000, `caught after its budget and the grace: ${took} ms`);
    assert.equal(served, 2, 'one replacement worker');
  });
});

test('a trap in the rules restarts them: the person is told, and the game goes on as it was', async () => {
  await withPage(session, {}, async (page) => {
    const warnings = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await gotoGame(page, session.origin, '?mode=two');
    // A move played and taken back before the trap: the game rebuilt after it is as it was.
    await playMoves(page, ['h2e2', 'b9c7']);
    await page.click('[data-action="undo"]');
    assert.equal((await movesPlayed(page)).length, 1);
    await trapInRules(page);
    await tapSquare(page, 'h9');
    await page.waitForFunction(() => /restarted/.test(document.querySelector('#status').textContent));
    assert.equal(await statusText(page), 'The board hit an error and was restarted; your game is as it was');
    assert.ok(warnings.some((w) => /the rules failed and are restarted: memory access out of bounds/.test(w)), warnings.join('\n'));
    // The game is as it was, and plays on: moves, takeback, a reload.
    await playMoves(page, ['h9g7', 'h0g2']);
    assert.equal((await movesPlayed(page)).length, 3);
    await page.click('[data-action="undo"]');
    assert.equal((await movesPlayed(page)).length, 2);
    await gotoGame(page, session.origin, '');
    assert.equal((await movesPlayed(page)).length, 2);
  });
});

test('an engine that traps on every request is reported in the player\'s words, not as RuntimeError', async () => {
  const { context, page, problems } = await openPage(session.browser, session.origin, { locale: 'zh-TW' });
  try {
    // Every worker loads, then fails each request the way a trap in the wasm does.
    await page.route('**/js/engine/worker.js', (route) => route.fulfill({
      contentType: 'text/javascript',
      body: `self.postMessage({ type: 'ready' });
        self.onmessage = () => self.postMessage({ type: 'crash', message: 'RuntimeError: unreachable executed' });`,
    }));
    await page.goto(`${session.origin}/?mode=computer&side=black&level=1`);
    await page.waitForFunction(() => !document.querySelector('#notice').hidden, null, { timeout: 15000 });
    const shown = [await statusText(page), await page.locator('#notice-text').textContent()].join(' ');
    assert.doesNotMatch(shown, /RuntimeError|unreachable/);
    assert.match(await page.locator('#notice-text').textContent(), /電腦/);
    assert.equal(await page.evaluate(() => document.body.dataset.thinking), '0');
  } finally {
    await context.close();
  }
  assert.deepEqual(problems.filter((p) => !/RuntimeError: unreachable/.test(p)), []);
});

test('a saved game with an unreadable variation or evaluation loses only that', async () => {
  const score = (value) => ({ score: { kind: 'cp', value }, best: null });
  const game = {
    mode: 'two', human: 'red', level: 3, rules: 'asian', startFen: '', moves: ['h2e2', 'h9g7', 'h0g2'], ending: null, recorded: false, flipped: false,
    variations: [{ at: 1, moves: ['b9c7'], variations: [] }, { at: 2, moves: ['zz'], variations: [] }],
    review: { nodes: 300000, positions: [score(20), score(-15), { score: { kind: 'cp', value: 1e12 }, best: null }, score(30)] },
  };
  await withPage(session, { storage: { 'xiangqi.game.v1': JSON.stringify(game) } }, async (page) => {
    await gotoGame(page, session.origin, '');
    assert.ok(await page.locator('#notice').isVisible(), 'the player is told');
    assert.equal((await movesPlayed(page)).length, 3, 'the moves are kept');
    const key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('xiangqi.game.v1.')));
    const saved = await stored(page, key);
    assert.deepEqual(saved.variations, [{ at: 1, moves: ['b9c7'], variations: [] }], 'the readable variation is kept');
    assert.deepEqual(saved.review.positions, [score(20), score(-15)], 'the review up to the unreadable position is kept');
  });
});

test('a saved game with a bad setting keeps its moves; only the setting is reset', async () => {
  const game = { mode: 'computer', human: 'red', level: 2.5, rules: 'asian', startFen: '', moves: ['h2e2', 'h9g7'], ending: null, recorded: false, flipped: 'yes' };
  await withPage(session, { storage: { 'xiangqi.game.v1': JSON.stringify(game) } }, async (page) => {
    await gotoGame(page, session.origin, '');
    assert.ok(await page.locator('#notice').isVisible(), 'the player is told');
    assert.equal((await movesPlayed(page)).length, 2, 'the moves are kept');
    assert.match(await page.locator('#player-top').textContent(), /Computer · Normal$/);
  });
});

test('an import too big to keep removes no saved game, and the person is told it is not kept (issue 59)', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await playMoves(page, ['h2e2']);
    // Twelve saved games: the one in play and eleven like it.
    const before = await page.evaluate(() => {
      const [key] = Object.keys(localStorage).filter((k) => k.startsWith('xiangqi.game.v1.'));
      const record = JSON.parse(localStorage.getItem(key));
      for (let i = 0; i < 11; i++) {
        const id = `old${i}x${Date.now().toString(36)}`;
        localStorage.setItem(`xiangqi.game.v1.${id}`, JSON.stringify({ ...record, id, savedAt: record.savedAt - 1000 * (i + 1) }));
      }
      return Object.keys(localStorage).filter((k) => k.startsWith('xiangqi.game.v1.')).sort();
    });
    assert.equal(before.length, 12);
    // A 6 MB record: two moves and a comment no browser's storage keeps.
    const text = `[Event "Big"]\n\n1. h2e2 {${'x'.repeat(6_000_000)}} h9g7 *\n`;
    await page.click('#record-import');
    await page.locator('#import-dialog[open]').waitFor();
    // A text file of one game this big opens at once, not through the text box.
    await page.setInputFiles('#import-file', { name: 'big.pgn', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    assert.equal((await movesPlayed(page)).length, 2, 'the import is on the board');
    // The list shows the comment's start only: laying out all 6 MB froze the page 1.4 s.
    assert.equal((await page.textContent('#move-list .comment-text')).length, 10_001);
    assert.equal(await page.textContent('#move-list .comment-more'), '(5,990,000 more characters not shown here; the export keeps the whole comment)');
    const after = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('xiangqi.game.v1.')).sort());
    assert.deepEqual(after, before, 'every saved game is still there');
    await page.locator('#notice').waitFor();
    assert.equal(await page.locator('#notice-text').textContent(), 'This game is too big for this browser to keep: it is on the board, but will be gone after a reload. Your other games are kept.');
  });
});

test('the analysis turned on while a repetition\'s cycle is replayed follows each position shown, without an error (issue 59)', async () => {
  // The chariot and the cannon go back and forth, h7c7 h8c8 c7h7 c8h8 twice: the chariot's
  // perpetual chase loses.
  const fen = '3aka3/7R1/7c1/9/9/9/9/9/4A4/3AK1p2 b - - 0 1';
  const cycle = ['h7c7', 'h8c8', 'c7h7', 'c8h8'];
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, fenQuery(fen, { mode: 'two' }));
    await playMoves(page, [...cycle, ...cycle]);
    await page.locator('#result-dialog[open]').waitFor();
    await page.click('[data-result="cycle"]');
    // The replay has begun: the analysis turned on now must follow each step of it (it
    // drew the lines of the position before on the next one, and threw).
    await page.click('[data-action="analyze"]');
    await page.waitForFunction(() => document.querySelector('#move-list .move[aria-current]')?.dataset.ply === '8', null, { timeout: 20000 });
    await page.waitForFunction(() => document.querySelectorAll('#pv-lines li').length > 0 || !document.getElementById('analysis-status').hidden);
    assert.equal((await movesPlayed(page)).length, 8);
    // Page errors are checked as the page closes.
  });
});

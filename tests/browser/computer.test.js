// Playing the computer: a whole game to its end, undo (also while it thinks), the
// draw offer, resigning, and a main thread that stays free while the worker searches.

import assert from 'node:assert/strict';
import {
  test, timedTest, browserSession, screenshot, withPage, gotoGame, fenQuery, tapSquare, movesPlayed, statusText, computerIdle, longTasksWhileThinking,
} from './harness.js';

const session = browserSession();

// The start position without Red's a-pawn: out of the opening book, so the computer
// really searches instead of answering from the book at once.
const OUT_OF_BOOK = '?mode=computer&side=red&fen=' + encodeURIComponent('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/2P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');

const thinking = (page) => page.evaluate(() => document.body.dataset.thinking === '1');
const turn = (page) => page.evaluate(() => document.body.dataset.turn);
const outcome = (page) => page.evaluate(() => document.body.dataset.outcome);

/** Asks for a hint and plays it. */
async function playHint(page) {
  await page.click('[data-action="hint"]');
  const arrow = page.locator('[data-hint]');
  await arrow.waitFor({ timeout: 20000 });
  const move = await arrow.getAttribute('data-hint');
  await tapSquare(page, move.slice(0, 2));
  await tapSquare(page, move.slice(2));
  return move;
}

test('a hint is written in WXF for English players and in Chinese notation for Chinese players', async () => {
  for (const [locale, pattern] of [['en-US', /^Hint: [RHEACPK+\-=1-9][1-9+\-=.]+$/], ['zh-TW', /^提示：[俥傌相仕帥炮兵][一二三四五六七八九前後中][進退平][一二三四五六七八九]$/]]) {
    await withPage(session, { locale }, async (page) => {
      await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
      await page.click('[data-action="hint"]');
      await page.locator('[data-hint]').waitFor({ timeout: 20000 });
      assert.match(await statusText(page), pattern);
    });
  }
});

test('a whole game against the computer, played with hints until it ends', async () => {
  await withPage(session, {}, async (page) => {
    // Two chariots against a lone general: the person (Red) follows the hints.
    await gotoGame(page, session.origin, fenQuery('4k4/9/9/9/9/9/9/9/R8/R2K5 w - - 0 1', { mode: 'computer', side: 'red', level: '1' }));
    let plies = 0;
    while ((await outcome(page)) === '' && plies < 60) {
      await playHint(page);
      plies += 1;
      await computerIdle(page);
    }
    const result = await outcome(page);
    assert.notEqual(result, '', 'the game ended');
    await page.locator('#result-dialog[open]').waitFor();
    assert.equal(await page.locator('#result-title').textContent(), result.startsWith('red') ? 'You win!' : result.startsWith('draw') ? 'Draw' : 'The computer wins');
    // One finished game is counted for Beginner.
    const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('xiangqi.stats.v1')));
    const row = stats.levels['1'];
    assert.equal(row.win + row.draw + row.loss, 1);
  });
});

test('playing Black: the computer opens and the board is turned', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=computer&side=black&level=1');
    await computerIdle(page);
    assert.equal((await movesPlayed(page)).length, 1);
    assert.equal(await turn(page), 'black');
    const general = await page.locator('[data-piece="k"]').boundingBox();
    const redGeneral = await page.locator('[data-piece="K"]').boundingBox();
    assert.ok(general.y > redGeneral.y, 'Black is at the bottom');
    // Nothing of the person's to take back yet.
    assert.ok(await page.locator('[data-action="undo"]').isDisabled());
  });
});

test('undo against the computer goes back to your turn; while it thinks it stops the search', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    await computerIdle(page);
    assert.equal((await movesPlayed(page)).length, 2);
    await page.click('[data-action="undo"]');
    assert.equal((await movesPlayed(page)).length, 0);
    assert.equal(await turn(page), 'red');

    // Master thinks for seconds: undo while it does.
    await gotoGame(page, session.origin, `${OUT_OF_BOOK}&level=5`);
    await tapSquare(page, 'b2');
    await tapSquare(page, 'e2');
    await page.waitForFunction(() => document.body.dataset.thinking === '1');
    await page.click('[data-action="undo"]');
    assert.equal(await thinking(page), false);
    assert.equal((await movesPlayed(page)).length, 0);
    assert.equal(await turn(page), 'red');
    // The fresh worker still answers: play on and get a reply.
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    await tapSquare(page, 'b2');
    await tapSquare(page, 'e2');
    await computerIdle(page);
    assert.equal((await movesPlayed(page)).length, 2);
  });
});

timedTest('an instant reply waits until the person\'s move has been seen', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    // When each move appears in the move list.
    await page.evaluate(() => {
      window.__movesAt = [];
      const list = document.querySelector('#move-list');
      new MutationObserver(() => {
        const n = [...list.querySelectorAll('.move')].filter((m) => m.textContent && m.textContent !== '…').length;
        if (n > window.__movesAt.length) window.__movesAt.push(performance.now());
      }).observe(list, { childList: true, subtree: true, characterData: true });
    });
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    await page.waitForFunction(() => window.__movesAt.length >= 2, null, { timeout: 20000 });
    const [mine, reply] = await page.evaluate(() => window.__movesAt);
    // Beginner finds its move in a few milliseconds; the reply still waits.
    assert.ok(reply - mine >= 280, `the reply came ${Math.round(reply - mine)} ms after the move`);
    assert.ok(reply - mine < 3000, `the reply came ${Math.round(reply - mine)} ms after the move`);
  });
});

timedTest('the main thread has no task over 50 ms while the computer thinks', async () => {
  await withPage(session, { reducedMotion: 'no-preference' }, async (page) => {
    await gotoGame(page, session.origin, `${OUT_OF_BOOK}&level=3`);
    for (const [i, [from, to]] of [['h2', 'e2'], ['h0', 'g2'], ['i0', 'h0']].entries()) {
      await tapSquare(page, from);
      await tapSquare(page, to);
      // The page still answers input while the worker searches.
      await page.hover('#board [data-square="e5"]');
      await page.waitForFunction((n) => document.querySelectorAll('#move-list .move:not(:empty)').length >= n, 2 * (i + 1));
      await computerIdle(page);
    }
    const spans = await page.evaluate(() => window.__thinkingSpans.length);
    assert.ok(spans >= 3, `the computer thought ${spans} times`);
    assert.deepEqual(await longTasksWhileThinking(page), []);
    await tapSquare(page, 'b0');
    // The horse's targets are shown and no piece is still sliding in.
    await page.waitForFunction(() => document.querySelectorAll('#board [data-target]').length > 0 && !document.querySelector('#board .moving'));
    await screenshot(page, 'mid-game.png');
  });
});

test('resign and the draw offer end the game with the right reason', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    await page.click('[data-action="resign"]');
    await page.click('#confirm-yes');
    await page.locator('#result-dialog[open]').waitFor();
    assert.equal(await outcome(page), 'black resignation');
    await page.click('[data-result="undo"]');
    assert.equal(await outcome(page), '');

    // On move 1 the computer declines, however level the position.
    await page.click('[data-action="draw"]');
    await declined(page);

    // A bare general against two chariots after the opening: the computer (Black) is
    // lost, so it accepts.
    await offerDraw(page, '4k4/9/9/9/9/9/9/9/R8/R2K5 w - - 0 15');
    await page.locator('#result-dialog[open]').waitFor({ timeout: 20000 });
    assert.equal(await outcome(page), 'draw agreement');

    // The other way round it declines and the game goes on.
    await offerDraw(page, 'r2k5/r8/9/9/9/9/9/9/9/4K4 w - - 0 15');
    await declined(page);

    // Horse and full defence each: level, so from ply 60 on (move 33 here) it accepts,
    // and at ply 40 (move 21) it declines.
    const level = '9/4a4/3a1k3/4n4/2b3b2/2B3B2/4N4/3K5/4A4/3A5 w - - 24';
    await offerDraw(page, `${level} 21`);
    await declined(page);
    await offerDraw(page, `${level} 33`);
    await page.locator('#result-dialog[open]').waitFor({ timeout: 20000 });
    assert.equal(await outcome(page), 'draw agreement');
  });
});

async function offerDraw(page, fen) {
  await gotoGame(page, session.origin, fenQuery(fen, { mode: 'computer', side: 'red', level: '1' }));
  await page.click('[data-action="draw"]');
}

async function declined(page) {
  await page.waitForFunction(() => document.querySelector('#status').textContent.includes('declines'), null, { timeout: 20000 });
  assert.equal(await outcome(page), '');
}

test('a worker that dies is replaced, the page says so, and the computer still answers', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    // Playwright hears of the worker over its protocol, which can come after the page
    // says it is ready: wait for the event rather than read the list too early.
    const worker = page.workers()[0] ?? (await page.waitForEvent('worker', { timeout: 15000 }));
    assert.ok(worker, 'the engine worker is running');
    // An uncaught error inside the worker, as a trap in the wasm would raise.
    await worker.evaluate(() => setTimeout(() => {
      throw new Error('simulated engine failure');
    }));
    await page.waitForFunction(() => document.querySelector('#status').textContent.includes('restarted'));
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    await computerIdle(page);
    assert.equal((await movesPlayed(page)).length, 2);
  });
});

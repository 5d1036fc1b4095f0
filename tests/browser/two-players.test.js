// Two players on one device: results from a FEN, legal-move dots against the rules
// crate's vectors, reasons for illegal clicks, undo, flip, and the saved game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  browserSession, screenshot, withPage, gotoGame, fenQuery, tapSquare, targetsShown, movesPlayed, statusText, readVectors, offeredGames,
} from './harness.js';

const session = browserSession();

/** Opens a page, runs `body`, and fails on any console error or bad request. */
async function play(page, from, to) {
  await tapSquare(page, from);
  await tapSquare(page, to);
}

async function resultPanel(page) {
  const dialog = page.locator('#result-dialog[open]');
  await dialog.waitFor();
  return {
    reason: await dialog.getAttribute('data-reason'),
    winner: await dialog.getAttribute('data-winner'),
    title: (await page.locator('#result-title').textContent()).trim(),
    text: (await page.locator('#result-reason').textContent()).trim(),
  };
}

test('two-player game to checkmate shows the winner and the reason', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, fenQuery('4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1', { mode: 'two' }));
    await play(page, 'b7', 'b9');
    const result = await resultPanel(page);
    assert.equal(result.reason, 'checkmate');
    assert.equal(result.winner, 'red');
    assert.equal(result.title, 'Red wins');
    assert.match(result.text, /checkmate/);
    const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('xiangqi.stats.v1')));
    assert.deepEqual(stats.two, { red: 1, black: 0, draw: 0 });
    await screenshot(page, 'result.png');
  });
});

test('check is announced with 將軍！ and the checked general is marked', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, fenQuery('4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1', { mode: 'two' }));
    await play(page, 'a0', 'a9');
    assert.equal(await statusText(page), 'Check!');
    // The call is calligraphy in every language; an English reader gets its meaning too.
    assert.equal(await page.locator('#check-banner .banner-call').textContent(), '將軍！');
    assert.equal(await page.locator('#check-banner .banner-gloss').textContent(), 'Check!');
    assert.ok(await page.locator('#check-banner.show').count());
    assert.equal(await page.locator('#check-banner').evaluate((el) => getComputedStyle(el).opacity), '1');
    assert.ok(await page.locator('[data-piece="k"].in-check').count());
    // Once the check is answered the banner goes at once, not over the reply.
    await play(page, 'e9', 'e8');
    assert.equal(await page.locator('.in-check').count(), 0);
    assert.equal(await page.locator('#check-banner.show').count(), 0);
  });
});

test('in 简体中文 the check banner and the result seal are simplified', async () => {
  await withPage(session, { locale: 'zh-CN' }, async (page) => {
    await gotoGame(page, session.origin, fenQuery('4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1', { mode: 'two' }));
    await play(page, 'b7', 'b9');
    assert.equal((await resultPanel(page)).winner, 'red');
    assert.equal(await page.locator('#check-banner').textContent(), '将军！', 'the call alone: its meaning is the same words');
    assert.equal(await page.locator('#result-seal').textContent(), '红胜');
  });
});

test('two-player game to stalemate: the side without a move loses', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, fenQuery('3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1', { mode: 'two' }));
    await play(page, 'a7', 'a8');
    const result = await resultPanel(page);
    assert.equal(result.reason, 'stalemate');
    assert.equal(result.winner, 'red');
    assert.match(result.text, /stalemate/);
  });
});

/** Taps every piece of the side to move and collects the moves its dots and rings show. */
async function movesShownOnBoard(page) {
  const turn = await page.evaluate(() => document.body.dataset.turn);
  const squares = await page.$$eval('[data-piece]', (nodes, red) =>
    nodes.filter((n) => (n.dataset.piece === n.dataset.piece.toUpperCase()) === red).map((n) => n.dataset.at),
  turn === 'red');
  const moves = [];
  for (const from of squares) {
    await tapSquare(page, from);
    for (const to of await targetsShown(page)) moves.push(from + to);
    await tapSquare(page, from); // deselect
    assert.deepEqual(await targetsShown(page), []);
  }
  return moves.sort();
}

test('the dots and rings show exactly the legal moves of the rules vectors', async () => {
  const exact = readVectors('legal.tsv').map(([id, fen, moves]) => ({ id, fen, moves: moves.split(' ').sort() }));
  const counts = readVectors('perft.tsv')
    .filter(([, , depth]) => depth === '1')
    .slice(0, 8)
    .map(([id, fen, , nodes]) => ({ id, fen, count: Number(nodes) }));
  assert.ok(exact.length >= 2 && counts.length >= 4, 'test vectors are present');
  await withPage(session, {}, async (page) => {
    for (const { id, fen, moves } of exact) {
      await gotoGame(page, session.origin, fenQuery(fen, { mode: 'two' }));
      assert.deepEqual(await movesShownOnBoard(page), moves, id);
    }
    for (const { id, fen, count } of counts) {
      await gotoGame(page, session.origin, fenQuery(fen, { mode: 'two' }));
      assert.equal((await movesShownOnBoard(page)).length, count, id);
    }
  });
});

test('a click on a square the piece cannot reach says why', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await play(page, 'b0', 'd1'); // the elephant on c0 blocks the horse's leg
    assert.equal(await statusText(page), 'The horse’s leg is blocked');
    await tapSquare(page, 'c0');
    await tapSquare(page, 'e2'); // … and the elephant itself is fine: c0-e2 is legal
    assert.equal((await movesPlayed(page)).length, 1);
    await gotoGame(page, session.origin, fenQuery('3k5/9/9/9/9/9/9/5A3/9/4K3R w - - 0 1', { mode: 'two' }));
    await play(page, 'e0', 'd0');
    assert.equal(await statusText(page), 'The generals would face each other: the black general would take it (marked on the board)');
    await play(page, 'f2', 'g3');
    assert.equal(await statusText(page), 'It must stay in the palace');
  });
});

test('undo with two players takes back one move at a time, also after the end', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await play(page, 'h2', 'e2');
    await play(page, 'h9', 'g7');
    assert.equal((await movesPlayed(page)).length, 2);
    await page.click('[data-action="undo"]');
    assert.equal((await movesPlayed(page)).length, 1);
    assert.equal(await page.evaluate(() => document.body.dataset.turn), 'black');
    await page.click('[data-action="undo"]');
    assert.equal((await movesPlayed(page)).length, 0);
    assert.ok(await page.locator('[data-action="undo"]').isDisabled());

    await gotoGame(page, session.origin, fenQuery('4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1', { mode: 'two' }));
    await play(page, 'b7', 'b9');
    await resultPanel(page);
    await page.click('[data-result="undo"]');
    assert.equal(await page.evaluate(() => document.body.dataset.outcome), '');
    assert.equal((await movesPlayed(page)).length, 0);
  });
});

test('pieces can be dragged with the mouse and with a finger', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    const centre = async (sq) => {
      const b = await page.locator(`#board [data-square="${sq}"]`).boundingBox();
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const [from, to] = [await centre('h2'), await centre('e2')];
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    assert.equal((await movesPlayed(page)).length, 1);

    // A finger: touch events through the DevTools protocol, as a phone sends them.
    const cdp = await page.context().newCDPSession(page);
    const [a, b] = [await centre('h9'), await centre('g7')];
    const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
    await touch('touchStart', a);
    for (let i = 1; i <= 8; i++) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 8, y: a.y + ((b.y - a.y) * i) / 8 });
    await touch('touchEnd');
    await page.waitForFunction(() => document.body.dataset.turn === 'red');
    assert.equal((await movesPlayed(page)).length, 2);

    // Dropped on a point the piece cannot reach: it goes back and the reason is shown.
    const [c, d] = [await centre('e2'), await centre('e5')];
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(d.x + 3, d.y + 3, { steps: 6 });
    await page.mouse.up();
    assert.equal((await movesPlayed(page)).length, 2);
    assert.equal(await page.locator('[data-piece="C"][data-at="e2"]').count(), 1);
  });
});

test('flip turns the board 180 degrees', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    const box = async (sq) => page.locator(`#board [data-square="${sq}"]`).boundingBox();
    const [a0, i9] = [await box('a0'), await box('i9')];
    assert.ok(a0.x < i9.x && a0.y > i9.y, 'Red at the bottom to start');
    await page.click('[data-action="flip"]');
    const [a0f, i9f, i0f] = [await box('a0'), await box('i9'), await box('i0')];
    // A rotation, not a mirror: a0 goes to the top right, i0 to the top left.
    assert.ok(Math.abs(a0f.x - i9.x) < 1 && Math.abs(a0f.y - i9.y) < 1);
    assert.ok(Math.abs(i9f.x - a0.x) < 1 && Math.abs(i9f.y - a0.y) < 1);
    assert.ok(i0f.x < a0f.x && Math.abs(i0f.y - a0f.y) < 1);
    const general = await page.locator('[data-piece="K"]').boundingBox();
    assert.ok(general.y < a0.y / 2, 'the red general is now at the top');
    // Moves still work from the flipped side.
    await play(page, 'h2', 'e2');
    assert.equal((await movesPlayed(page)).length, 1);
  });
});

test('the game is saved after every move and continues after a reload', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await play(page, 'h2', 'e2');
    await play(page, 'h9', 'g7');
    await play(page, 'h0', 'g2');
    const before = await movesPlayed(page);
    await page.goto(`${session.origin}/`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    // Straight back on the board: the start panel is for new games.
    assert.ok(await page.locator('#start-dialog').evaluate((d) => !d.open));
    assert.deepEqual(await movesPlayed(page), before);
    assert.equal(await page.evaluate(() => document.body.dataset.turn), 'black');
    assert.equal(await page.evaluate(() => document.body.dataset.mode), 'two');
  });
});

test('a game of one move is offered as "1 move"', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await play(page, 'h2', 'e2');
    await gotoGame(page, session.origin, '#fen=&moves=a0a1');
    await page.click('[data-action="new"]');
    assert.deepEqual((await offeredGames(page)).map((game) => game.text), ['1 move · Two players']);
  });
});

test('a corrupt saved value is ignored with a notice', async () => {
  const storage = { 'xiangqi.game.v1': '{"mode":"two","moves":[', 'xiangqi.stats.v1': '"foreign"' };
  await withPage(session, { storage }, async (page) => {
    await gotoGame(page, session.origin, '');
    await page.locator('#notice').waitFor();
    assert.match(await page.locator('#notice-text').textContent(), /could not be read/);
    await page.locator('#start-dialog[open]').waitFor();
    assert.deepEqual(await movesPlayed(page), []);
    assert.equal(await page.evaluate(() => localStorage.getItem('xiangqi.game.v1')), null);
    // A record that parses but breaks the rules is refused the same way.
    await page.evaluate(() => {
      const bad = { mode: 'two', human: 'red', level: 3, rules: 'asian', startFen: '', moves: ['a0a9'], ending: null, recorded: false, flipped: false };
      localStorage.setItem('xiangqi.game.v1', JSON.stringify(bad));
    });
    await gotoGame(page, session.origin, '');
    await page.locator('#notice').waitFor();
    await page.locator('#start-dialog[open]').waitFor();
    assert.deepEqual(await movesPlayed(page), []);
  });
});

// Red's chariot checks the black general up and down the palace forever.
const PERPETUAL_FEN = '4k4/9/9/9/9/9/9/9/9/3K3R1 w - - 0 1';
const PERPETUAL = ['h0h9', 'e9e8', 'h9h8', 'e8e9', 'h8h9', 'e9e8', 'h9h8', 'e8e9', 'h8h9', 'e9e8', 'h9h8', 'e8e9', 'h8h9'];

/** Plays the perpetual check until the game ends; returns the outcome and plies played. */
async function playPerpetual(page) {
  let plies = 0;
  for (const m of PERPETUAL) {
    if (await page.evaluate(() => document.body.dataset.outcome)) break;
    await play(page, m.slice(0, 2), m.slice(2));
    plies++;
  }
  return { outcome: await page.evaluate(() => document.body.dataset.outcome), plies };
}

test('the rules switch: Asian rules make perpetual check lose, casual rules draw it', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, fenQuery(PERPETUAL_FEN, { mode: 'two' }));
    assert.equal(await page.inputValue('#rules'), 'asian');
    const asian = await playPerpetual(page);
    assert.equal(asian.outcome, 'black perpetual_check');
    assert.equal((await resultPanel(page)).reason, 'perpetual_check');
  });
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, fenQuery(PERPETUAL_FEN, { mode: 'two' }));
    // Switched during the game, from the settings beside the board.
    await play(page, 'h0', 'h9');
    await page.selectOption('#rules', 'casual');
    const casual = await playPerpetual(page);
    assert.equal(casual.outcome, 'draw repetition');
    assert.equal((await resultPanel(page)).reason, 'repetition');
  });
  await withPage(session, {}, async (page) => {
    // The address and the start panel choose the rules too.
    await gotoGame(page, session.origin, fenQuery(PERPETUAL_FEN, { mode: 'two', rules: 'casual' }));
    assert.equal(await page.inputValue('#rules'), 'casual');
    await page.click('[data-action="new"]');
    await page.locator('#start-dialog[open]').waitFor();
    assert.ok(await page.locator('input[name="rules"][value="casual"]').isChecked());
    await page.locator('input[name="mode"][value="two"]').check();
    await page.locator('input[name="rules"][value="asian"]').check();
    await page.click('#start-game');
    assert.equal(await page.inputValue('#rules'), 'asian');
  });
});

test('fullscreen: the button enters and leaves it, its label follows, the board fits the screen', async () => {
  await withPage(session, { viewport: { width: 1280, height: 720 } }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    const button = page.locator('[data-action="fullscreen"]');
    assert.equal(await button.getAttribute('aria-label'), 'Fullscreen');
    await button.click();
    await page.waitForFunction(() => document.fullscreenElement === document.documentElement);
    await page.waitForFunction(() => document.querySelector('[data-action="fullscreen"] span').textContent === 'Exit fullscreen');
    assert.equal(await button.getAttribute('aria-label'), 'Exit fullscreen', 'the accessible name follows the label');
    const fits = await page.evaluate(() => {
      const board = document.querySelector('.board-frame').getBoundingClientRect();
      return { bottom: board.bottom, height: innerHeight, width: board.width };
    });
    assert.ok(fits.bottom <= fits.height + 1 && fits.width > 200, `board ${JSON.stringify(fits)}`);
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    assert.equal(await page.evaluate(() => document.body.dataset.turn), 'black', 'play goes on in fullscreen');
    await button.click();
    await page.waitForFunction(() => document.fullscreenElement === null);
    await page.waitForFunction(() => document.querySelector('[data-action="fullscreen"] span').textContent === 'Fullscreen');
  });
});

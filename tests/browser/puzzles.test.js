// The puzzle page (puzzles.html): mate puzzles solved by clicks with the defence answering
// from the puzzle's line, a wrong move refused, taken back and counted, the Glicko-2
// rating moved and kept, the daily puzzle, and classic studies played out against the
// real engine in its worker.

import assert from 'node:assert/strict';
import { test, timedTest, browserSession, openPage, quietMove, settled, withPage, screenshot } from './harness.js';
import { layoutProblems } from './layout-check.js';

const session = browserSession();

async function openPuzzles(page, query = '') {
  // Leaving mid-fetch (the last page's fonts) would abort a request.
  await settled(page);
  await page.goto(`${session.origin}/puzzles.html${query}`);
  await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
  await page.waitForSelector('#puzzle[data-puzzle-status="solving"]');
}

/** The catalogue the page loads. */
const catalogue = (page) => page.evaluate(() => fetch('puzzles.json').then((r) => r.json()));

/** Opens the first mate puzzle of the catalogue that `pick` takes (else `fallback`'s),
 *  and returns it. */
async function openPuzzleWhere(page, pick, fallback = pick) {
  await openPuzzles(page);
  const { puzzles } = await catalogue(page);
  const puzzle = puzzles.find(pick) ?? puzzles.find(fallback);
  assert.ok(puzzle, `a puzzle such that ${pick}`);
  await openPuzzles(page, `?puzzle=${puzzle.id}`);
  return puzzle;
}

const state = (page) =>
  page.$eval('#puzzle', (p) => ({ id: p.dataset.puzzleId, status: p.dataset.puzzleStatus, rating: Number(p.dataset.puzzleRating) }));

async function click(page, move) {
  await page.locator(`#puzzle [data-square="${move.slice(0, 2)}"]`).click();
  await page.locator(`#puzzle [data-square="${move.slice(2)}"]`).click();
}

/** The piece on `square` of the puzzle board, or null. */
const pieceOn = (page, square) => page.$eval('#puzzle', (p, sq) => p.querySelector(`[data-at="${sq}"]`)?.dataset.piece ?? null, square);

/** Waits for the defence's `move` (ICCS) to be on the board: its point left, its piece there. */
const replied = (page, move) =>
  page.waitForFunction(
    ([from, to]) => !document.querySelector(`#puzzle [data-at="${from}"]`) && document.querySelector(`#puzzle [data-at="${to}"]`),
    [move.slice(0, 2), move.slice(2)],
    { timeout: 5000 },
  );

/** Plays a mate puzzle's line from its `start`-th move: the player's moves (the even
 *  ones) by clicks, the defence's waited for. */
async function solveByClicks(page, line, start = 0) {
  for (const [i, move] of line.entries()) {
    if (i < start) continue;
    if (i % 2 === 1) await replied(page, move);
    else await click(page, move);
  }
}

test('a mate in 2 is solved by clicks, the defence answers from the line, and the rating rises and is kept', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await openPuzzles(page);
    const { puzzles } = await catalogue(page);
    assert.ok(puzzles.length >= 3, `${puzzles.length} puzzles`);
    const puzzle = puzzles.find((p) => p.mate === 2) ?? puzzles.find((p) => p.mate > 1);
    await openPuzzles(page, `?puzzle=${puzzle.id}`);
    assert.equal((await state(page)).id, puzzle.id);
    assert.equal((await state(page)).rating, 1500);
    const side = puzzle.fen.split(' ')[1] === 'w' ? 'Red' : 'Black';
    assert.equal(await page.locator('.puzzle-note').textContent(), `${side} to move: mate in ${puzzle.mate}.`);
    assert.match(await page.locator('#puzzle-about').textContent(), new RegExp(`^mate in ${puzzle.mate} · difficulty ${puzzle.rating}`));
    // The defence's reply comes after a pause, not at once.
    await click(page, puzzle.line[0]);
    assert.equal(await page.locator('.puzzle-note').textContent(), 'Right!');
    assert.notEqual(await pieceOn(page, puzzle.line[1].slice(0, 2)), null, 'the defence has not moved yet');
    await solveByClicks(page, puzzle.line, 1);
    await page.waitForSelector('#puzzle[data-puzzle-status="solved"]');
    assert.match(await page.locator('.puzzle-note').textContent(), /^Solved!/);
    const after = await state(page);
    assert.ok(after.rating > 1500, `rating ${after.rating}`);
    assert.match(await page.locator('#rating-streak').textContent(), /^streak 1, best 1$/);
    assert.match(await page.locator('#rating-history').getAttribute('aria-label'), /^Rating history \(1 rated\): from 1500 to \d+$/);
    assert.ok(await page.locator('#puzzle-after').isVisible());
    assert.match(await page.locator('#puzzle-play').getAttribute('href'), /^\.\/\?fen=.*&mode=computer&side=(red|black)&level=5$/);
    await screenshot(page, 'puzzle-solved.png');
    // Kept across a reload; solving it again counts for nothing.
    await openPuzzles(page, `?puzzle=${puzzle.id}`);
    assert.equal((await state(page)).rating, after.rating);
    await solveByClicks(page, puzzle.line);
    await page.waitForSelector('#puzzle[data-puzzle-status="solved"]');
    assert.equal((await state(page)).rating, after.rating);
  });
});

test('a wrong move is marked, taken back and counted as a miss; the rating falls once', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    const puzzle = await openPuzzleWhere(page, (p) => p.mate >= 2, () => true);
    const wrong = await quietMove(page, puzzle.fen, puzzle.line[0]);
    assert.ok(wrong, 'a quiet move off the line');
    await click(page, wrong);
    await page.waitForSelector('#puzzle[data-puzzle-status="missed"]', { timeout: 10000 });
    assert.equal(await page.locator('#puzzle').getAttribute('data-wrong-move'), wrong);
    assert.equal(await page.locator('.puzzle-note').textContent(), 'Not that move: it has been taken back. Think again.');
    const missed = await state(page);
    assert.ok(missed.rating < 1500, `rating ${missed.rating}`);
    assert.equal(await page.locator('#puzzle-rated').textContent(), `Rating 1500 → ${missed.rating}: a wrong move`);
    // Taken back: the piece stands where it stood, and the message stays until the next move.
    await page.waitForFunction((sq) => document.querySelector(`#puzzle [data-at="${sq}"]`), wrong.slice(0, 2));
    await page.waitForFunction(() => !document.getElementById('puzzle').dataset.wrongMove);
    await page.waitForTimeout(1500);
    assert.equal(await page.locator('.puzzle-note').textContent(), 'Not that move: it has been taken back. Think again.');
    // Solved after the miss: solved, but the rating stays where the miss put it.
    await solveByClicks(page, puzzle.line);
    await page.waitForSelector('#puzzle[data-puzzle-status="solved"]');
    assert.match(await page.locator('.puzzle-note').textContent(), /^Solved! \(wrong moves: 1\) Why (it is mate|there is no move): /);
    assert.equal((await state(page)).rating, missed.rating);
    assert.match(await page.locator('#rating-streak').textContent(), /^streak 0, best 0$/);
  });
});

test('what a hint costs is said before it is taken, and the rating change after', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    const puzzle = await openPuzzleWhere(page, (p) => p.mate === 1);
    assert.equal(await page.locator('#puzzle-scoring').textContent(), 'Only your first try is rated: solving it alone raises your rating; a wrong move, a hint or the solution lowers it.');
    assert.ok(await page.locator('#puzzle-scoring').isVisible());
    assert.equal(await page.locator('#puzzle-rated').textContent(), '');
    await page.click('#puzzle-hint');
    await click(page, puzzle.line[0]);
    await page.waitForSelector('#puzzle[data-puzzle-status="solved"]');
    const { rating } = await state(page);
    assert.ok(rating < 1500, `rating ${rating}`);
    assert.equal(await page.locator('#puzzle-rated').textContent(), `Rating 1500 → ${rating}: solved with a hint`);
    await page.selectOption('#language', 'zh-Hant');
    assert.equal(await page.locator('#puzzle-rated').textContent(), `等級分 1500 → ${rating}：用了提示才解開`);
    // A study is not rated: nothing is said of a rating.
    await openPuzzles(page, '?puzzle=s001');
    assert.equal(await page.locator('#puzzle-scoring').isVisible(), false);
  });
});

test('a hint taken still counts after Again: the puzzle solved then is rated as solved with a hint', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    const puzzle = await openPuzzleWhere(page, (p) => p.mate === 1);
    await page.click('#puzzle-hint');
    await page.waitForSelector('#puzzle [data-hint]', { state: 'attached' });
    await page.click('#puzzle-again');
    await click(page, puzzle.line[0]);
    await page.waitForSelector('#puzzle[data-puzzle-status="solved"]');
    const { rating } = await state(page);
    assert.equal(await page.locator('#puzzle-rated').textContent(), `Rating 1500 → ${rating}: solved with a hint`);
    assert.ok(rating < 1500, `rating ${rating}`);
  });
});

test('the solution is written out in the reader\'s notation and stepped through with Back and Next', async () => {
  await withPage(session, { locale: 'zh-CN' }, async (page) => {
    const puzzle = await openPuzzleWhere(page, (p) => p.mate === 2);
    await page.click('#puzzle-solution');
    const steps = page.locator('#puzzle .solution-steps');
    const written = await page.evaluate(async ({ fen, line }) => {
      const { Game } = await import(new URL('js/game/wasm.js', document.baseURI).href);
      const game = new Game(fen, line, 'asian');
      const moves = game.moveList('chinese-simplified');
      game.free();
      return moves;
    }, puzzle);
    assert.deepEqual(await steps.locator('.solution-move').allTextContents(), written);
    assert.equal(await steps.locator('.solution-title').textContent(), `解法（${puzzle.line.length} 步）`);
    // Nothing moves by itself: the board waits at the start for Next.
    await page.waitForTimeout(1200);
    assert.equal(await pieceOn(page, puzzle.line[0].slice(0, 2)) !== null, true);
    for (const [i, move] of puzzle.line.entries()) {
      await steps.locator('.solution-next').click();
      assert.ok(await pieceOn(page, move.slice(2)), `move ${i + 1} on the board`);
      assert.equal(await steps.locator('.solution-move[aria-current="step"]').textContent(), written[i]);
    }
    assert.equal(await page.locator('.puzzle-note').textContent(), '这就是解法。');
    await steps.locator('.solution-back').click();
    // Back: the mating piece stands where it moved from.
    assert.ok(await pieceOn(page, puzzle.line.at(-1).slice(0, 2)));
    assert.equal(await steps.locator('.solution-move[aria-current="step"]').textContent(), written.at(-2));
    // Start again puts the puzzle back, the solution put away.
    await page.click('#puzzle-again');
    assert.equal(await steps.isVisible(), false);
  });
});

test('the daily puzzle is the same on two loads of a day and another the next day', async () => {
  await withPage(session, { locale: 'en-US' }, async (page, context) => {
    await context.clock.setFixedTime(new Date(2026, 11, 5, 9, 0));
    await openPuzzles(page, '?puzzle=daily');
    const first = await state(page);
    assert.equal(await page.locator('#puzzle-title').textContent(), 'Puzzle of the day (2026-12-05)');
    await context.clock.setFixedTime(new Date(2026, 11, 5, 22, 30));
    await openPuzzles(page, '?puzzle=daily');
    assert.equal((await state(page)).id, first.id);
    const others = [];
    for (const day of [6, 7, 8]) {
      await context.clock.setFixedTime(new Date(2026, 11, day, 9, 0));
      await openPuzzles(page, '?puzzle=daily');
      others.push((await state(page)).id);
    }
    assert.ok(others.some((id) => id !== first.id), `${first.id} then ${others}`);
    assert.notEqual(others[0], first.id);
  });
});

/** Plays a study against the engine by the page's own hints (the manual's line while the
 *  board is on it, else the engine's choice for the player) until it is decided, at most
 *  `moves` moves of the player's. Returns how long each reply of the engine's took, from
 *  the player's move to the player's turn again, in ms. */
async function playByHints(page, side, moves = 80) {
  const replies = [];
  let movedAt = null;
  for (let move = 0; move < moves; move++) {
    await page.waitForFunction(
      (side) => {
        const p = document.getElementById('puzzle');
        return p.dataset.puzzleStatus !== 'solving' || (p.dataset.turn === side && p.dataset.thinking === '0');
      },
      side,
      { timeout: 60000 },
    );
    if ((await state(page)).status !== 'solving') return replies;
    if (movedAt !== null) replies.push(Date.now() - movedAt);
    await page.click('#puzzle-hint');
    const hint = await page.waitForSelector('#puzzle [data-hint]', { timeout: 15000 });
    const chosen = await hint.getAttribute('data-hint');
    await click(page, chosen);
    await page.waitForFunction((side) => document.getElementById('puzzle').dataset.turn !== side || document.getElementById('puzzle').dataset.puzzleStatus !== 'solving', side);
    movedAt = Date.now();
  }
  return replies;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test('an id that names no puzzle is said so, with the ways on, and no other puzzle opens in its place (issue 59)', async () => {
  await withPage(session, { locale: 'en' }, async (page) => {
    await page.goto(`${session.origin}/puzzles.html?puzzle=m9999`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    const message = page.locator('#puzzles-message');
    assert.equal(await message.textContent(), 'There is no puzzle m9999. Try instead: Puzzle of the day · A puzzle near your rating · Classic endgames');
    assert.ok(await page.locator('#puzzle').isHidden(), 'no puzzle on the board');
    assert.equal((await page.evaluate(() => localStorage.getItem('xiangqi.puzzles.v1'))), null, 'nothing tried, nothing rated');
    await page.selectOption('#language', 'zh-Hant');
    assert.equal(await message.textContent(), '沒有這道題：m9999。可以改做：今日一題 · 合你等級分的一題 · 古譜殘局');
    await message.locator('a[href="?puzzle=daily"]').click();
    await page.waitForSelector('#puzzle[data-puzzle-status="solving"]');
    assert.ok(await message.isHidden());
  });
});

timedTest('a classic study is won against the engine in its worker, named by its manual and title', async () => {
  await withPage(session, { locale: 'zh-CN' }, async (page) => {
    const { studies } = await (async () => {
      await openPuzzles(page);
      return catalogue(page);
    })();
    const study = studies.find((s) => s.title === '目视横流');
    assert.ok(study && study.goal === 'win' && study.side === 'red');
    await page.click(`a[data-study="${study.id}"]`);
    await page.waitForFunction((id) => document.getElementById('puzzle').dataset.puzzleId === id, study.id);
    assert.equal(await page.locator('#puzzle-title').textContent(), '目视横流');
    assert.equal(await page.locator('#puzzle-about').textContent(), '出自《适情雅趣》（明·徐芝，1570年）。');
    assert.equal(await page.locator('.puzzle-note').textContent(), '红方先走，请取胜。');
    await playByHints(page, 'red');
    assert.equal((await state(page)).status, 'solved');
    // Won by a mate here (the manual's line), said with why, no space between Chinese sentences.
    assert.match(await page.locator('.puzzle-note').textContent(), /^取胜了！(为什么是将死：|为什么无棋可走：|$)/);
    assert.match(await page.locator(`a[data-study="${study.id}"]`).textContent(), /✓$/);
  });
});

timedTest('a classic study in English: our title beside the manual\'s, its way along the manual\'s line, and a verdict at the end', async () => {
  await withPage(session, { locale: 'en' }, async (page) => {
    await openPuzzles(page);
    const { studies } = await catalogue(page);
    const study = studies.find((s) => s.title === '车炮胜单车');
    assert.ok(study && study.goal === 'win' && study.side === 'red', 'Juzhong Mi\'s chariot and cannon against a lone chariot');
    // The list and the heading: our translation, then the manual's title marked as Chinese.
    const link = page.locator(`a[data-study="${study.id}"]`);
    assert.equal(await link.textContent(), 'Chariot and cannon beat a lone chariot · 车炮胜单车 (win)');
    assert.equal(await link.locator('span[lang="zh-Hans"]').textContent(), '车炮胜单车');
    await link.click();
    await page.waitForFunction((id) => document.getElementById('puzzle').dataset.puzzleId === id, study.id);
    assert.equal(await page.locator('#puzzle-title').textContent(), 'Chariot and cannon beat a lone chariot · 车炮胜单车');
    const progress = page.locator('#puzzle .study-progress');
    const total = study.line.length;
    assert.equal(await progress.textContent(), `0 of the manual's ${total} moves played.`);
    assert.equal(await progress.getAttribute('data-line'), `0/${total}`);
    // The manual's first move, and the computer's reply: on the line or off it, said so.
    await click(page, study.line[0]);
    await page.waitForFunction(() => document.getElementById('puzzle').dataset.turn === 'red' && document.getElementById('puzzle').dataset.thinking === '0');
    const along = await progress.getAttribute('data-line');
    if (along === 'off') assert.match(await progress.textContent(), /^Off the manual's line from move 2\.( Play on until the game is decided\.)?$/);
    else assert.equal(await progress.textContent(), `2 of the manual's ${total} moves played.`);
    // Played out by the page's hints, it ends well before the no-capture limit: the
    // manual's line played to its end, a mate, or the computer resigning a lost game.
    await playByHints(page, 'red', 40);
    assert.equal((await state(page)).status, 'solved');
    assert.match(
      await page.locator('.puzzle-note').textContent(),
      /^You won it! (You played the manual's whole line: the manual counts this position won for Red\.|Why it is mate: .*|The computer resigns: whatever it plays, you mate in \d+ moves?\.)$/,
    );
    // The language switch says the verdict and the progress again, in Chinese.
    await page.selectOption('#language', 'zh-Hant');
    assert.match(await page.locator('.puzzle-note').textContent(), /^取勝了！/);
    assert.equal(await page.locator('#puzzle-title').textContent(), '車炮勝單車');
    assert.match(await progress.textContent(), /^(原譜著法已走 \d+ 步|第 \d+ 步起離開了原譜著法|紅勝)/);
  });
});

timedTest('a drawn classic study is held against the engine, which keeps the pace of a study', async (t) => {
  await withPage(session, { locale: 'en' }, async (page) => {
    await openPuzzles(page);
    const { studies } = await catalogue(page);
    // 車馬不勝單車: a lone chariot holds chariot, horse and two advisors. The manual's record
    // gives only the key first move; the game goes on after it until the computer, its
    // score steady a horse up with no capture for 15 replies, agrees it cannot win (some
    // 30 moves), or the rules draw it.
    const study = studies.find((s) => s.title === '车马不胜单车');
    assert.ok(study && study.goal === 'draw' && study.side === 'red' && study.line.length === 1);
    await page.click(`a[data-study="${study.id}"]`);
    await page.waitForFunction((id) => document.getElementById('puzzle').dataset.puzzleId === id, study.id);
    assert.equal(await page.locator('.puzzle-note').textContent(), 'Red to move and draw.');
    const progress = page.locator('#puzzle .study-progress');
    assert.equal(await progress.textContent(), '0 of the manual\'s 1 move played.');
    const replies = await playByHints(page, 'red', 150);
    assert.equal((await state(page)).status, 'solved');
    const note = await page.locator('.puzzle-note').textContent();
    assert.match(note, /^You held the draw!( The computer agrees to a draw: in 15 moves it has found no way forward\.)?$/);
    // Past the manual's one move, the line under the task said so, or how the rules ended it.
    assert.match(await progress.textContent(), /^(The manual's line ends there\.|Draw · )/);
    assert.match(await page.locator(`a[data-study="${study.id}"]`).textContent(), /✓$/);
    // Master's search at the study's pace: the typical reply well inside Master's eight
    // seconds (the time manager stops once the best move holds), none past them by much.
    t.diagnostic(`${replies.length} replies, median ${median(replies)} ms, slowest ${Math.max(...replies)} ms: ${note}`);
    assert.ok(replies.length >= 15, `${replies.length} replies`);
    assert.ok(median(replies) < 5000, `median reply ${median(replies)} ms`);
    assert.ok(Math.max(...replies) < 12000, `slowest reply ${Math.max(...replies)} ms`);
  });
});

timedTest('a study is lost before its game ends when the computer sees a forced mate, and the board rests until Start again', async () => {
  await withPage(session, { locale: 'en' }, async (page) => {
    await openPuzzles(page, '?puzzle=s001');
    const progress = page.locator('#puzzle .study-progress');
    const { studies } = await catalogue(page);
    const total = studies.find((s) => s.id === 's001').line.length;
    // 氣吞關右: Red must give check after check; a quiet soldier's step lets Black mate at
    // once (the manual's defence is out of the game now, and the computer says so).
    await click(page, 'a3a4');
    await page.waitForSelector('#puzzle[data-puzzle-status="missed"]', { timeout: 30000 });
    assert.equal(await page.locator('.puzzle-note').textContent(), 'Whatever you play, the computer mates in 1 move. Not this time. Start again and try another way.');
    assert.equal(await progress.textContent(), 'Off the manual\'s line from move 1.');
    // The board rests: the general picked up shows no dots and nothing moves.
    await page.locator('#puzzle [data-square="e0"]').click();
    assert.equal(await page.locator('#puzzle [data-target]').count(), 0);
    await page.click('#puzzle-again');
    await page.waitForSelector('#puzzle[data-puzzle-status="solving"]');
    assert.equal(await page.locator('.puzzle-note').textContent(), 'Red to move and win.');
    assert.equal(await progress.textContent(), `0 of the manual's ${total} moves played.`);
  });
});

/** The keyboard cursor's point on the puzzle board and what is said of it. */
const cursor = (page) => page.evaluate(() => {
  const board = document.activeElement;
  return board.querySelector(`[id="${board.getAttribute('aria-activedescendant')}"]`)?.getAttribute('aria-label') ?? '';
});

/** Moves the keyboard cursor to `square` with the arrow keys (Red at the bottom). */
async function cursorTo(page, square) {
  for (let step = 0; step < 20; step++) {
    const at = (await cursor(page)).slice(0, 2);
    if (at === square) return;
    const files = square.charCodeAt(0) - at.charCodeAt(0);
    const ranks = Number(square[1]) - Number(at[1]);
    await page.keyboard.press(files > 0 ? 'ArrowRight' : files < 0 ? 'ArrowLeft' : ranks > 0 ? 'ArrowUp' : 'ArrowDown');
  }
  assert.fail(`the cursor did not reach ${square}`);
}

test('a puzzle is solved with the keyboard alone, its task and each answer read out', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    const puzzle = await openPuzzleWhere(page, (p) => p.mate === 2 && p.fen.split(' ')[1] === 'w');
    assert.equal(await page.locator('.puzzle-note').getAttribute('aria-live'), 'polite');
    for (let i = 0; i < 30 && !(await page.evaluate(() => document.activeElement?.closest('#puzzle svg'))); i++) await page.keyboard.press('Tab');
    assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^Puzzle board: Red to move: mate in 2\.$/);
    for (const [i, move] of puzzle.line.entries()) {
      if (i % 2 === 1) {
        await replied(page, move);
        // The defence's reply is said, in WXF as English players read moves.
        assert.match(await page.locator('#puzzle p.visually-hidden[aria-live="polite"]').textContent(), /^Black: [A-Z][1-9+\-.=]+/);
        continue;
      }
      await cursorTo(page, move.slice(0, 2));
      await page.keyboard.press('Enter');
      assert.match(await cursor(page), /, selected$/);
      await cursorTo(page, move.slice(2));
      assert.match(await cursor(page), /, move here$/);
      await page.keyboard.press('Enter');
      if (i + 1 < puzzle.line.length) assert.equal(await page.locator('.puzzle-note').textContent(), 'Right!');
    }
    await page.waitForSelector('#puzzle[data-puzzle-status="solved"]');
    assert.match(await page.locator('.puzzle-note').textContent(), /^Solved! Why it is mate: /);
  });
});

test('the game page sends ?puzzle=ID to the puzzle page, and its start dialog offers puzzles', async () => {
  const { context, page, problems } = await openPage(session.browser, session.origin);
  try {
    await page.goto(`${session.origin}/?puzzle=s001`);
    await page.waitForURL(/\/puzzles\.html\?puzzle=s001$/);
    await page.waitForSelector('#puzzle[data-puzzle-status="solving"]');
    assert.equal((await state(page)).id, 's001');
  } finally {
    await context.close();
  }
  // The game page leaves while it is still loading (its rules, the scripts it asked for
  // at once, its images): downloads cut short by leaving are expected; nothing else may fail.
  const cutShort = (p) => p.startsWith(`request failed: ${session.origin}/`) && p.endsWith(' net::ERR_ABORTED');
  assert.deepEqual(problems.filter((p) => !cutShort(p)), []);

  await withPage(session, { locale: 'en-US' }, async (page) => {
    await page.goto(`${session.origin}/`);
    await page.locator('#start-dialog[open]').waitFor();
    await page.locator('#start-form input[name="mode"][value="puzzle"]').check({ force: true });
    assert.equal(await page.locator('#start-form fieldset.level').isVisible(), false, 'no level for puzzles');
    assert.equal(await page.locator('#start-form input[name="mode"][value="puzzle"] + span b').textContent(), 'Solve puzzles');
    await page.click('#start-game');
    await page.waitForURL(/\/puzzles\.html$/);
    await page.waitForSelector('#puzzle[data-puzzle-status="solving"]');
  });
});

test('on a phone the puzzle page fits, nothing clipped, mid-solve (the README\'s screenshot)', async () => {
  await withPage(session, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'zh-CN' }, async (page) => {
    const puzzle = await openPuzzleWhere(page, (p) => p.mate === 3 && p.fen.split(' ')[1] === 'w', (p) => p.mate > 1);
    await click(page, puzzle.line[0]);
    await replied(page, puzzle.line[1]);
    await page.locator(`#puzzle [data-square="${puzzle.line[2].slice(0, 2)}"]`).click();
    assert.deepEqual((await page.evaluate(layoutProblems, '.app')).problems, []);
    assert.equal(await page.locator('#puzzle svg').getAttribute('data-pieces'), 'simplified', 'the pieces a 简体中文 reader plays with');
    await page.locator('#puzzle').evaluate((panel) => panel.scrollIntoView());
    await screenshot(page, 'puzzle-phone.png');
  });
});

// Game records: PGN export and import in the three notations and the encodings players
// keep them in, import errors that leave the game alone and never become HTML, the share
// link, and review mode.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test, timedTest, browserSession, withPage, gotoGame, tapSquare, movesPlayed, computerIdle, screenshot, START_FEN, ROOT } from './harness.js';

const session = browserSession();

// A real opening (central cannon against the screen horses) ending in a Red capture.
const OPENING = ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7', 'e2e6'];

function shareQuery(moves, fen = START_FEN) {
  return `#${new URLSearchParams({ fen, moves: moves.join(',') })}`;
}

async function exportAs(page, notation) {
  await page.click('#record-export');
  await page.selectOption('#export-notation', notation);
  const text = await page.inputValue('#export-text');
  await page.click('#export-dialog [data-close-dialog]');
  return text;
}

async function importText(page, text) {
  await page.click('#record-import');
  await page.fill('#import-text', text);
  await page.click('#import-load');
}

/**
 * Imports `text`, which the page must refuse, and returns the error shown; checks that
 * nothing of the text became HTML and that the game in play (its moves and its board) is
 * left as it was.
 */
async function importRefused(page, text) {
  const before = await movesPlayed(page);
  const boardBefore = await piecesOnBoard(page);
  await importText(page, text);
  const error = page.locator('#import-error');
  await error.waitFor();
  const message = (await error.textContent()).trim();
  assert.equal(await page.locator('#import-dialog img, body img').count(), 0, 'imported text never becomes HTML');
  await page.click('#import-dialog [data-close-dialog]');
  assert.deepEqual(await movesPlayed(page), before, 'the game in play is untouched');
  assert.deepEqual(await piecesOnBoard(page), boardBefore);
  return message;
}

async function piecesOnBoard(page) {
  return page.$$eval('#board [data-piece]', (nodes) => nodes.map((n) => `${n.dataset.at}${n.dataset.piece}`).sort());
}

test('PGN round trip in Chinese, WXF and ICCS', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, shareQuery(OPENING));
    const played = await movesPlayed(page);
    assert.equal(played.length, OPENING.length);
    const iccs = await exportAs(page, 'iccs');
    assert.match(iccs, /^\[Game "Chinese Chess"\]$/m);
    assert.match(iccs, /^\[Variant "xiangqi"\]$/m);
    assert.match(iccs, /^\[Event "Xiangqi"\]$/m);
    assert.match(iccs, /^\[Date "\d{4}\.\d\d\.\d\d"\]$/m);
    assert.match(iccs, /^\[Red "[^"]+"\]$/m);
    assert.match(iccs, /^\[Result "\*"\]$/m);
    assert.doesNotMatch(iccs, /\[FEN /, 'no FEN tag for a game from the opening position');
    assert.match(iccs, /1\. H2-E2 H9-G7/);
    for (const notation of ['chinese', 'wxf', 'iccs']) {
      const text = await exportAs(page, notation);
      if (notation === 'wxf') assert.match(text, /1\. C2\.5 H8\+7/);
      if (notation === 'chinese') assert.match(text, /1\. 炮二平五 馬８進７/);
      // A fresh game, then the record back in: the same moves and the same ICCS record.
      await page.click('[data-action="undo"]');
      await importText(page, text);
      await page.locator('#import-dialog').waitFor({ state: 'hidden' });
      assert.deepEqual(await movesPlayed(page), played, `${notation} round trip`);
      assert.equal(await exportAs(page, 'iccs'), iccs, `${notation} round trip gives the same record`);
    }
  });
});

test('export downloads a .pgn file and copies the same text to the clipboard', async () => {
  await withPage(session, {}, async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoGame(page, session.origin, shareQuery(OPENING.slice(0, 2)));
    await page.click('#record-export');
    await page.selectOption('#export-notation', 'wxf');
    const shown = await page.inputValue('#export-text');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-download')]);
    assert.match(download.suggestedFilename(), /^xiangqi-\d{4}-\d\d-\d\d\.pgn$/);
    const chunks = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk);
    assert.equal(Buffer.concat(chunks).toString('utf8'), shown);
    await page.click('#export-copy');
    await page.locator('#export-status', { hasText: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shown);
    assert.match(shown, /1\. C2\.5 H8\+7/);
  });
});

test('a game from a set-up position exports its FEN, and a bare FEN imports', async () => {
  const fen = '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1';
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, shareQuery(['i0i9'], fen));
    const text = await exportAs(page, 'wxf');
    assert.match(text, new RegExp(`^\\[FEN "${fen.replaceAll('/', '\\/')}"\\]$`, 'm'));
    assert.match(text, /^\[Result "1-0"\]$/m, 'the mate is the result');
    await importText(page, START_FEN);
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(await movesPlayed(page), []);
    assert.equal((await piecesOnBoard(page)).length, 32);
  });
});

test('bad imports name the line and leave the game untouched, as text only', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, shareQuery(OPENING.slice(0, 3)));
    const cases = [
      ['[Event "x"]\n[Variant "xiangqi"]\n\n1. h2e2 h9g7\n2. h0g2 zz99\n', /line 5: move 2 'zz99'/],
      ['[Event "x"]\n[<img src=x onerror="window.__pwned=1">\n', /line 2: .*<img src=x onerror/],
      ['[Variant "chess"]\n1. e4 e5\n', /line 1: the game is chess, not xiangqi/],
      ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKAKNR w - - 0 1', /line 1: /],
      ['', /line \d+: no game found/],
    ];
    for (const [text, expected] of cases) assert.match(await importRefused(page, text), expected);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
  });
});

test('a share link opens its game; a bad one gives a notice and no crash', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, shareQuery(OPENING.slice(0, 2)));
    assert.equal((await movesPlayed(page)).length, 2);
    assert.ok((await piecesOnBoard(page)).includes('e2C'), 'the central cannon stands on e2');
    // The page's own link round-trips.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.click('#record-share');
    const link = await page.evaluate(() => location.href);
    assert.match(link, /#fen=.*&moves=h2e2%2Ch9g7$/);
  });
  for (const bad of ['#fen=nonsense&moves=', '#moves=h2e2,zz', '#moves=h2e3', `#fen=${encodeURIComponent('4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1')}`]) {
    await withPage(session, {}, async (page) => {
      await gotoGame(page, session.origin, bad);
      const notice = page.locator('#notice');
      await notice.waitFor();
      assert.match(await notice.textContent(), /not valid/);
      assert.equal(await page.evaluate(() => document.body.dataset.ready), '1');
    });
  }
});

/** The variations in the move list, as the paths of their moves. */
async function variationPaths(page) {
  return page.$$eval('#move-list .variation .move[data-path]', (nodes) => nodes.map((n) => n.dataset.path));
}

test('a move played while reviewing starts a variation: the game keeps its moves, through reload, export and import', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, shareQuery(OPENING));
    const live = await piecesOnBoard(page);
    await page.click('#review-first');
    assert.equal((await piecesOnBoard(page)).includes('h2C'), true, 'the start position is shown');
    assert.match(await page.locator('#status').textContent(), /^Reviewing the starting position\./);
    await page.keyboard.press('ArrowRight');
    assert.ok((await piecesOnBoard(page)).includes('e2C'));
    assert.ok(!(await piecesOnBoard(page)).includes('g7n'));
    await page.keyboard.press('End');
    assert.deepEqual(await piecesOnBoard(page), live);
    await page.keyboard.press('ArrowLeft');
    assert.ok(!(await piecesOnBoard(page)).includes('e6C'));
    await page.locator('.move[data-ply="2"]').click();
    assert.equal(await page.locator('.move.current').getAttribute('data-ply'), '2');
    // Counted as the move list counts: the second ply is Black's first move, of four.
    assert.match(await page.locator('#status').textContent(), /^Reviewing move 1 \(Black\) of 4\./);
    assert.equal((await movesPlayed(page)).length, OPENING.length, 'reviewing keeps the game');

    // Red to move after two plies: another move there is a variation, and either side
    // may go on along it.
    await tapSquare(page, 'b0');
    await tapSquare(page, 'c2');
    await tapSquare(page, 'b9');
    await tapSquare(page, 'c7');
    assert.deepEqual(await variationPaths(page), ['h2e2 h9g7 b0c2', 'h2e2 h9g7 b0c2 b9c7']);
    assert.equal(await page.locator('.variation .move.current').getAttribute('data-path'), 'h2e2 h9g7 b0c2 b9c7');
    assert.equal((await movesPlayed(page)).length, OPENING.length, 'the game keeps every move');
    assert.match(await page.locator('#status').textContent(), /^In a variation, move 2 \(Black\); the game has 4 moves\.$/);
    assert.ok((await piecesOnBoard(page)).includes('c2N'));
    // Back along the variation, then forward along the game where the lines meet.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.locator('.move.current').getAttribute('data-ply'), '3');
    await page.locator('.move[data-path="h2e2 h9g7 b0c2"]').click();
    assert.ok((await piecesOnBoard(page)).includes('c2N'));
    await screenshot(page, 'variation.png');

    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.equal((await movesPlayed(page)).length, OPENING.length);
    assert.deepEqual(await variationPaths(page), ['h2e2 h9g7 b0c2', 'h2e2 h9g7 b0c2 b9c7'], 'variations survive a reload');

    const pgn = await exportAs(page, 'iccs');
    assert.match(pgn, /^2\. H0-G2 \(2\. B0-C2 B9-C7\) 2\.\.\. I9-H9$/m);
    await importText(page, pgn.replace('(2. B0-C2 B9-C7)', '(2. B0-C2 B9-C7 (2... C6-C5)) (2. I0-I1)'));
    await page.waitForFunction(() => !document.querySelector('#import-dialog').open);
    assert.equal((await movesPlayed(page)).length, OPENING.length);
    assert.deepEqual(await variationPaths(page), ['h2e2 h9g7 b0c2', 'h2e2 h9g7 b0c2 b9c7', 'h2e2 h9g7 b0c2 c6c5', 'h2e2 h9g7 i0i1']);
    assert.match(await exportAs(page, 'wxf'), /\(2\. H8\+7 H2\+3 \(2\.\.\. P3\+1\)\) \(2\. R1\+1\)/);
  });
});

test('a record\'s comments are shown beside their moves, kept through a reload and written back on export', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    const pgn = '{开局} 1. 炮二平五 {中炮，最常见的开局} 马８进７ (1... 马２进３ {左马} (这也常见)) 2. 马二进三 {<b>not bold</b>} *';
    await importText(page, pgn);
    await page.waitForFunction(() => !document.querySelector('#import-dialog').open);
    const comments = () =>
      page.$$eval('#move-list .comment-text', (nodes) => nodes.map((n) => [n.dataset.commentOn, n.textContent, n.closest('li').className]));
    const shown = [
      ['', '开局', 'comment'],
      ['h2e2', '中炮，最常见的开局', 'comment'],
      ['h2e2 b9c7', '左马\n这也常见', 'variation'],
      ['h2e2 h9g7 h0g2', '<b>not bold</b>', 'comment'],
    ];
    assert.deepEqual(await comments(), shown);
    assert.equal(await page.locator('#move-list b').count(), 0, 'a comment is text, never HTML');
    // Under the game's move, on a line of its own: Black's reply starts the next row.
    const rows = await page.$$eval('#move-list > li', (items) => items.map((r) => r.className || r.querySelectorAll('.move').length));
    assert.deepEqual(rows.slice(0, 5), ['comment', 2, 'comment', 2, 'variation']);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.deepEqual(await comments(), shown, 'comments survive a reload');
    const text = await exportAs(page, 'chinese');
    assert.match(text, /\{开局\} 1\. 炮二平五 \{中炮，最常见的开局\} 馬８進７ \(1\.\.\. 馬２進３ \{左马\n这也常见\}\)\n2\. 傌二進三 \{<b>not bold<\/b>\}/);
    // Deleting the variation deletes what was said of it.
    await page.locator('.move[data-path="h2e2 b9c7"]').click();
    await page.click('[data-variation-action="remove"]');
    assert.deepEqual((await comments()).map(([on]) => on), ['', 'h2e2', 'h2e2 h9g7 h0g2']);
  });
});

test('a DhtmlXQ block with a start position, comments and a variation loads, and the game exports as one', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    // Red: general e0, chariot a0; Black: general d9. Black moves first, then a
    // variation of Red's reply; as a forum post carries it, inside a page's markup.
    const binit = ['09', '99', '99', '99', '49', ...Array(15).fill('99'), '30', ...Array(11).fill('99')].join('');
    const block = `<div class="post">[DhtmlXQ]<br>
[DhtmlXQ_title]残局[/DhtmlXQ_title]<br>
[DhtmlXQ_binit]${binit}[/DhtmlXQ_binit]<br>
[DhtmlXQ_movelist]30310900[/DhtmlXQ_movelist]<br>
[DhtmlXQ_move_0_2_1]0901[/DhtmlXQ_move_0_2_1]<br>
[DhtmlXQ_comment0]黑先||红胜[/DhtmlXQ_comment0]<br>
[DhtmlXQ_comment2]车进九[/DhtmlXQ_comment2]<br>
[DhtmlXQ_comment1_2]slower[/DhtmlXQ_comment1_2]<br>
[/DhtmlXQ]</div>`;
    await importText(page, block);
    await page.waitForFunction(() => !document.querySelector('#import-dialog').open);
    assert.deepEqual(await movesPlayed(page), ['K4+1', 'R9+9']);
    assert.deepEqual(await piecesOnBoard(page), ['a9R', 'd8k', 'e0K']);
    assert.deepEqual(await variationPaths(page), ['d9d8 a0a8']);
    const comments = await page.$$eval('#move-list .comment-text', (nodes) => nodes.map((n) => [n.dataset.commentOn, n.textContent]));
    assert.deepEqual(comments, [['', '黑先\n红胜'], ['d9d8 a0a9', '车进九'], ['d9d8 a0a8', 'slower']]);

    // Exported as DhtmlXQ (no notation to choose), it reads back the same.
    await page.click('#record-export');
    await page.selectOption('#export-format', 'dhtmlxq');
    assert.ok(await page.locator('#export-notation').isHidden());
    const text = await page.inputValue('#export-text');
    assert.match(text, new RegExp(`\\[DhtmlXQ_binit\\]${binit}\\[/DhtmlXQ_binit\\]`));
    assert.match(text, /\[DhtmlXQ_movelist\]30310900\[\/DhtmlXQ_movelist\]/);
    assert.match(text, /\[DhtmlXQ_comment0\]黑先\|\|红胜\[\/DhtmlXQ_comment0\]/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-download')]);
    assert.match(download.suggestedFilename(), /^xiangqi-\d{4}-\d\d-\d\d\.txt$/);
    await page.click('#export-dialog [data-close-dialog]');
    await importText(page, text);
    await page.waitForFunction(() => !document.querySelector('#import-dialog').open);
    assert.deepEqual(await movesPlayed(page), ['K4+1', 'R9+9']);
    assert.deepEqual(await variationPaths(page), ['d9d8 a0a8']);

    // A move that cannot be played is refused with its line and number, in words.
    const message = await importRefused(page, '[DhtmlXQ]\n[DhtmlXQ_movelist]7747\n8980[/DhtmlXQ_movelist]');
    assert.match(message, /line 2: move 2 \(i0i9\) is not legal/);
  });
});

test('a variation can be made the main line or deleted', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, shareQuery(OPENING.slice(0, 3)));
    await page.locator('.move[data-ply="1"]').click();
    await tapSquare(page, 'b9');
    await tapSquare(page, 'c7');
    await page.click('[data-variation-action="promote"]');
    assert.deepEqual(await page.$$eval('#move-list .move[data-ply]', (nodes) => nodes.length), 2, 'the variation is the game');
    assert.deepEqual(await variationPaths(page), ['h2e2 h9g7', 'h2e2 h9g7 h0g2'], 'the old moves are a variation');
    await page.locator('.move[data-path="h2e2 h9g7 h0g2"]').click();
    await page.click('[data-variation-action="remove"]');
    assert.deepEqual(await variationPaths(page), []);
    assert.equal(await page.locator('.move.current').getAttribute('data-ply'), '1', 'back where the variation left the game');
  });
});

test('against the computer, a reviewed position is explored without a reply, and undo keeps the old line', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=1');
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-ply]').length === 2, null, { timeout: 30000 });
    await computerIdle(page);
    const game = await page.$$eval('#move-list .move[data-ply]', (nodes) => nodes.map((n) => n.textContent));

    await page.click('#review-first');
    await tapSquare(page, 'b2');
    await tapSquare(page, 'e2');
    assert.deepEqual(await variationPaths(page), ['b2e2']);
    await page.waitForTimeout(600);
    assert.equal(await page.evaluate(() => document.body.dataset.thinking), '0', 'the computer does not answer a variation');
    assert.deepEqual(await movesPlayed(page), game);

    // Undo, then another first move: the game goes on from it; the old line stays a variation.
    await page.click('[data-action="undo"]');
    await tapSquare(page, 'b0');
    await tapSquare(page, 'c2');
    await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-ply]').length === 2, null, { timeout: 30000 });
    await computerIdle(page);
    const old = await variationPaths(page);
    assert.ok(old.includes('h2e2') && old.some((path) => path.startsWith('h2e2 ') && path.split(' ').length === 2), `the old line is kept: ${old}`);
    assert.ok(old.includes('b2e2'));
    const board = await piecesOnBoard(page);
    assert.ok(board.includes('c2N') && board.includes('h2C'), 'the game goes on from the new move');
  });
});

test('import, share-link and editor errors are in the reader\'s language, naming the line and the problem', async () => {
  const badMove = '[Event "x"]\n[Variant "xiangqi"]\n\n1. h2e2 h9g7\n2. i0i9 b9c7\n';
  const wideRank = '4k4/9/9/9/9/9/9/9/9/4K5 w - - 0 1';
  const cases = {
    'zh-TW': [
      [badMove, '無法載入：第 5 行：第 2 回合的「i0i9」：路線被擋住'],
      [`\n${wideRank}`, '無法載入：第 2 行：FEN 無法讀取：第 0 橫線佔了 10 格，應為 9 格'],
      ['[Event "x"]\n[Variant "chess"]\n1. e4 e5\n', '無法載入：第 2 行：這局是 chess，不是象棋'],
    ],
    'zh-CN': [
      [badMove, '无法载入：第 5 行：第 2 回合的“i0i9”：路线被挡住'],
      ['[Event "x"]\n[FEN "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"]\n1. e0e1\n', '无法载入：第 2 行：FEN 标签不是有效的局面：将帅在同一直线上照面'],
    ],
  };
  for (const [locale, list] of Object.entries(cases)) {
    await withPage(session, { locale }, async (page) => {
      await gotoGame(page, session.origin, shareQuery(OPENING.slice(0, 3)));
      for (const [text, expected] of list) assert.equal(await importRefused(page, text), expected);
    });
  }

  await withPage(session, { locale: 'zh-TW' }, async (page) => {
    // The position editor's refusal.
    await gotoGame(page, session.origin, '?mode=two');
    await page.click('#record-editor');
    await page.click('#editor-clear');
    // The black general put on the red one's file: the two face each other.
    await page.click('#editor-palette [data-tool="k"]');
    await page.locator('#editor-board [data-square="e9"]').click();
    await page.click('#editor-play');
    assert.equal(await page.locator('#editor-error').textContent(), '這個局面不成立：將帥在同一直線上照面');
    await page.keyboard.press('Escape');
    // Share links: a move that is not ICCS, and one the rules refuse.
    for (const [hash, expected] of [
      ['#moves=h2e2,zz', '連結中的棋局無效：「zz」不是 h2e2 這樣的 ICCS 著法'],
      ['#moves=h2e2,h9g7,h0h2', '連結中的棋局無效：第 3 步 h0h2 不合規則：這枚棋子不能這樣走'],
    ]) {
      await gotoGame(page, session.origin, hash);
      await page.locator('#notice-text').waitFor();
      await page.waitForFunction((text) => document.querySelector('#notice-text').textContent === text, expected, { timeout: 3000 }).catch(() => {});
      assert.equal(await page.locator('#notice-text').textContent(), expected);
    }
    // The embedded board's load() speaks the element's language.
    await page.goto(`${session.origin}/embed.html?mode=local&lang=zh-Hans`);
    await page.waitForFunction(() => document.querySelector('xiangqi-game')?.dataset.turn);
    const thrown = await page.evaluate((text) => {
      const game = document.querySelector('xiangqi-game');
      try {
        game.load(text);
      } catch (error) {
        return { message: error.message, code: error.code, line: error.params?.line, fen: game.fen };
      }
      return null;
    }, badMove);
    assert.deepEqual(thrown, { message: '第 5 行：第 2 回合的“i0i9”：路线被挡住', code: 'pgn.bad_move', line: 5, fen: START_FEN });
  });
});

test('a move the notation cannot place is explained wholly in Chinese, naming the line', async () => {
  const twoChariots = '[FEN "3k5/9/9/9/9/9/9/R8/R8/4K4 w - - 0 1"]\n';
  const cases = {
    'zh-TW': [
      ['1. 炮二平五 馬８進７\n2. 炮二平五\n', '無法載入：第 2 行：第 2 回合的「炮二平五」：第 2 路沒有紅炮'],
      [`${twoChariots}1. 俥九平八\n`, '無法載入：第 2 行：第 1 回合的「俥九平八」：有 2 個紅俥都能這樣走，請寫明哪一個'],
      ['1. 傌二平三\n', '無法載入：第 1 行：第 1 回合的「傌二平三」：紅傌不可能平到第 3 路'],
      ['1. 炮二平\n', '無法載入：第 1 行：第 1 回合的「炮二平」：「炮二平」不是著法：中文著法依次是棋子、縱線、進退平、數字，如炮二平五'],
    ],
    'zh-CN': [
      ['1. 炮二平五 马８进７\n2. 炮二平五\n', '无法载入：第 2 行：第 2 回合的“炮二平五”：第 2 路没有红炮'],
      [`${twoChariots}1. 车九平八\n`, '无法载入：第 2 行：第 1 回合的“车九平八”：有 2 个红车都能这样走，请写明哪一个'],
      ['1. 相三进四\n', '无法载入：第 1 行：第 1 回合的“相三进四”：红相不可能“进 4”'],
      ['1. 炮二平\n', '无法载入：第 1 行：第 1 回合的“炮二平”：“炮二平”不是着法：中文着法依次是棋子、纵线、进退平、数字，如炮二平五'],
    ],
  };
  for (const [locale, list] of Object.entries(cases)) {
    await withPage(session, { locale }, async (page) => {
      await gotoGame(page, session.origin, shareQuery(OPENING.slice(0, 3)));
      for (const [text, expected] of list) {
        // The exact sentence, which names the line (第 N 行) and the move.
        const message = await importRefused(page, text);
        assert.equal(message, expected);
        // No English is left: the only Latin letters allowed are in the quoted move text.
        assert.doesNotMatch(message.replace(/[「“][^」”]*[」”]/g, ''), /[A-Za-z]/, message);
      }
    });
  }
});

test('the export and import dialogs keep their content off the edge, on a desktop and a phone', async () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 740 }]) {
    await withPage(session, { viewport }, async (page) => {
      await gotoGame(page, session.origin, '?mode=two');
      for (const [button, dialog] of [['#record-export', '#export-dialog'], ['#record-import', '#import-dialog']]) {
        await page.click(button);
        const { box, parts } = await page.$eval(dialog, (d) => ({
          box: d.getBoundingClientRect().toJSON(),
          parts: [...d.querySelectorAll('h2, label, button, textarea, select, input')]
            .filter((e) => e.getClientRects().length > 0)
            .map((e) => ({ name: e.id || e.tagName, rect: e.getBoundingClientRect().toJSON() })),
        }));
        assert.ok(box.left >= 0 && box.right <= viewport.width, `${dialog} fits the ${viewport.width} px window`);
        for (const { name, rect } of parts) {
          const inset = Math.min(rect.left - box.left, box.right - rect.right, rect.top - box.top);
          assert.ok(inset >= 12, `${dialog} ${name} is ${inset.toFixed(1)} px from the edge at ${viewport.width} px`);
        }
        await page.click(`${dialog} [data-close-dialog]`);
      }
    });
  }
});

/** Red's first moves but h2e2: the moves of nested variations that are each a line of their own. */
const OTHER_FIRST_MOVES = (
  'a0a1 a0a2 i0i1 i0i2 b0a2 b0c2 h0g2 h0i2 c0a2 c0e2 g0e2 g0i2 d0e1 f0e1 e0e1 a3a4 c3c4 e3e4 g3g4 i3i4 ' +
  'b2a2 b2c2 b2d2 b2e2 b2f2 b2g2 b2b1 b2b3 b2b4 b2b5 b2b6 b2b9 h2i2 h2g2 h2f2 h2d2 h2c2 h2h1 h2h3 h2h4 h2h5 h2h6 h2h9'
).split(' ');

/** 1. h2e2 h9g7 with `depth` variations nested under its first move, each another first
 *  move of Red's (to 43 deep), then the same move again (which only the nesting limit has
 *  to refuse). */
function nestedVariations(depth) {
  const lines = Array.from({ length: depth }, (_, i) => `(1. ${OTHER_FIRST_MOVES[i] ?? 'h0g2'}\n`);
  return `1. h2e2 ${lines.join('')}${')'.repeat(depth)} h9g7 *`;
}

/** Pastes `text` into the import dialog and loads it; set as one value, since typing a
 *  text of ten thousand lines takes the test's whole time. */
async function pasteAndLoad(page, text) {
  await page.click('#record-import');
  await page.$eval('#import-text', (area, value) => (area.value = value), text);
  await page.click('#import-load');
}

test('an import beyond the limits storage keeps is refused in words; one within them survives a reload whole', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    assert.equal(await importRefused(page, nestedVariations(40)), 'Not loaded: line 33: variations are nested more than 32 deep');
    assert.equal(await importRefused(page, '1. h2e2 {[%eval #999999999]} h9g7 *'), 'Not loaded: line 1: the evaluation #999999999 is beyond 1000 pawns or a mate in 1000');
    // The deepest nesting and the largest evaluation the import allows are saved and read back whole.
    await importText(page, nestedVariations(32).replace('1. h2e2 ', '{[%eval 1000.00]} 1. h2e2 '));
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    const paths = await variationPaths(page);
    assert.equal(paths.length, 32);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.ok(await page.locator('#notice').isHidden(), 'nothing stored was found unreadable');
    assert.deepEqual(await variationPaths(page), paths);
  });
});

test('ten thousand nested variations, imported three times, are refused each time and the board plays on', async () => {
  await withPage(session, {}, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    for (let i = 0; i < 3; i++) {
      await pasteAndLoad(page, nestedVariations(10_000));
      await page.locator('#import-error').waitFor();
      assert.equal((await page.locator('#import-error').textContent()).trim(), 'Not loaded: line 33: variations are nested more than 32 deep');
      await page.click('#import-dialog [data-close-dialog]');
    }
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    assert.equal((await movesPlayed(page)).length, 1);
    await page.click('[data-action="new"]');
    await page.click('#start-game');
    assert.equal((await movesPlayed(page)).length, 0);
  });
});

test('a GBK or Big5 PGN file chosen in the dialog, or dropped on the board, loads', async () => {
  const DATA = path.join(ROOT, 'tests', 'data', 'records');
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await page.click('#record-import');
    await page.locator('#import-dialog[open]').waitFor();
    await page.setInputFiles('#import-file', path.join(DATA, 'game-gbk.pgn'));
    await page.waitForFunction(() => document.getElementById('import-text').value.includes('炮二平五'));
    assert.match(await page.inputValue('#import-text'), /\[Event "测试对局"\]/);
    await page.click('#import-load');
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    assert.equal(await page.locator('#move-list .move[data-ply]').count(), 6);

    // Dropped on the board: a Big5 file opens at once.
    await gotoGame(page, session.origin, '?mode=two');
    const bytes = [...fs.readFileSync(path.join(DATA, 'game-big5.pgn'))];
    await page.evaluate((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(bytes)], 'game-big5.pgn'));
      const frame = document.querySelector('.board-frame');
      frame.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      frame.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, bytes);
    await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-ply]').length === 6);
    assert.ok(await page.locator('#import-dialog').isHidden());
  });
});

test('XQF files, of version 1.0 and masked, open with every move and comment, chosen or dropped', async () => {
  const DATA = path.join(ROOT, 'tests', 'data', 'records');
  await withPage(session, { locale: 'en-US' }, async (page) => {
    const shown = async () => ({
      moves: await movesPlayed(page),
      variations: await variationPaths(page),
      comments: await page.$$eval('#move-list .comment-text', (nodes) => nodes.map((n) => [n.dataset.commentOn, n.textContent])),
    });
    const game = {
      moves: ['C2.5', 'H8+7'],
      variations: ['h2e2 b9c7'],
      comments: [['', '开局'], ['h2e2', '中炮'], ['h2e2 b9c7', '左马']],
    };
    // Chosen in the dialog: a binary file opens at once.
    await gotoGame(page, session.origin, '?mode=two');
    await page.click('#record-import');
    await page.setInputFiles('#import-file', path.join(DATA, 'game-v1.0.xqf'));
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(await shown(), game);

    // Dropped on the board.
    await gotoGame(page, session.origin, '?mode=two');
    const bytes = [...fs.readFileSync(path.join(DATA, 'game-v1.8-masked.xqf'))];
    await page.evaluate((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(bytes)], 'game.xqf'));
      document.querySelector('.board-frame').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, bytes);
    await page.waitForFunction(() => document.querySelectorAll('#move-list .move[data-ply]').length === 2);
    assert.deepEqual(await shown(), game);

    // Variations with a move that cannot be played open up to it, and the player is told.
    await page.click('#record-import');
    await page.setInputFiles('#import-file', path.join(DATA, 'game-cut-variation.xqf'));
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(await variationPaths(page), ['h2e2 b9c7']);
    assert.match(await page.textContent('#status'), /2 variations held a move that cannot be played and end before it/);

    // A damaged file is refused in words, and the game on the board stays.
    const kept = await shown();
    bytes[13] ^= 1;
    await page.click('#record-import');
    await page.setInputFiles('#import-file', { name: 'bad.xqf', mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
    await page.locator('#import-error').waitFor();
    assert.match(await page.textContent('#import-error'), /keys are damaged/);
    // A file cut inside its header, and bytes that are no record, are said to be so (both
    // were refused as a move 'XQ…' before: issue 59).
    await page.setInputFiles('#import-file', { name: 'cut.xqf', mimeType: 'application/octet-stream', buffer: Buffer.from(bytes.slice(0, 100)) });
    await page.waitForFunction(() => document.getElementById('import-error').textContent.includes('cut short'));
    assert.match(await page.textContent('#import-error'), /an XQF file cut short: 100 bytes, where its header alone has 1,024/);
    const noise = Buffer.alloc(2048);
    noise.write('XY');
    await page.setInputFiles('#import-file', { name: 'noise.xqf', mimeType: 'application/octet-stream', buffer: noise });
    await page.waitForFunction(() => document.getElementById('import-error').textContent.includes('not a record'));
    assert.match(await page.textContent('#import-error'), /not a record: the file is not text, and not XQF, CBR or CBL/);
    await page.click('#import-dialog [data-close-dialog]');
    assert.deepEqual(await shown(), kept);
  });
});

test('a game exports as XQF and as GBK PGN, and each file opens again with its moves and comments', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await importText(page, '{开局} 1. 炮二平五 {中炮} 马８进７ (1... 马２进３ {左马}) 2. 马二进三 *');
    await page.waitForFunction(() => !document.querySelector('#import-dialog').open);
    const game = async () => ({
      moves: await movesPlayed(page),
      variations: await variationPaths(page),
      comments: await page.$$eval('#move-list .comment-text', (nodes) => nodes.map((n) => [n.dataset.commentOn, n.textContent])),
    });
    const before = await game();
    assert.equal(before.comments.length, 3);

    /** Downloads the export in `format` (and `encoding`), and returns its file's bytes. */
    const download = async (format, encoding = 'utf-8') => {
      await page.click('#record-export');
      await page.selectOption('#export-format', format);
      if (format !== 'xqf') await page.selectOption('#export-encoding', encoding);
      const [file] = await Promise.all([page.waitForEvent('download'), page.click('#export-download')]);
      await page.click('#export-dialog [data-close-dialog]');
      return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
    };
    const reopen = async ({ name, bytes }) => {
      await gotoGame(page, session.origin, '?mode=two');
      await page.click('#record-import');
      await page.setInputFiles('#import-file', { name, mimeType: 'application/octet-stream', buffer: bytes });
      if (!name.endsWith('.xqf')) await page.click('#import-load');
      await page.locator('#import-dialog').waitFor({ state: 'hidden' });
      assert.deepEqual(await game(), before, name);
    };

    // XQF: bytes only, so neither a text nor an encoding is offered.
    await page.click('#record-export');
    await page.selectOption('#export-format', 'xqf');
    assert.ok(await page.locator('#export-text').isHidden());
    assert.ok(await page.locator('#export-encoding').isHidden());
    assert.ok(await page.locator('#export-copy').isHidden());
    assert.match(await page.textContent('#export-binary'), /binary file/);
    await page.click('#export-dialog [data-close-dialog]');
    const xqf = await download('xqf');
    assert.match(xqf.name, /\.xqf$/);
    assert.equal(xqf.bytes.subarray(0, 3).toString('latin1'), 'XQ\n');
    await reopen(xqf);

    // PGN in GBK: not UTF-8, and the same game.
    const pgn = await download('pgn', 'gbk');
    assert.match(pgn.name, /\.pgn$/);
    assert.throws(() => new TextDecoder('utf-8', { fatal: true }).decode(pgn.bytes));
    assert.match(new TextDecoder('gbk').decode(pgn.bytes), /\{中炮\}/);
    await reopen(pgn);
  });
});

test('a ChessBridge game opens at once, and a library lists its games to choose from', async () => {
  const DATA = path.join(ROOT, 'tests', 'data', 'records');
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await page.click('#record-import');
    await page.setInputFiles('#import-file', path.join(DATA, 'game.cbr'));
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(await movesPlayed(page), ['C2.5', 'H8+7']);
    assert.deepEqual(await variationPaths(page), ['h2e2 b9c7']);

    // A library dropped on the board: its name, its heading and its games, as text.
    const bytes = [...fs.readFileSync(path.join(DATA, 'library.cbl'))];
    await page.evaluate((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(bytes)], 'library.cbl'));
      document.querySelector('.board-frame').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, bytes);
    await page.locator('#import-library').waitFor();
    assert.equal(await page.textContent('#import-library-name'), '测试棋谱库: 2 games; choose one to open');
    const items = await page.$$eval('#import-library-list > li', (items) => items.map((li) => li.textContent));
    assert.deepEqual(items, ['男子组', '中炮对屏风马胡荣华 v 杨官璘, 1-0, 2 moves', '第二局胡荣华 v 杨官璘, 1-0, 1 move']);
    await page.locator('.library-game', { hasText: '第二局' }).click();
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(await movesPlayed(page), ['C2.5']);
    // The list is the library's only until another import.
    await page.click('#record-import');
    assert.ok(await page.locator('#import-library').isHidden());
    await page.click('#import-dialog [data-close-dialog]');

    // A bad file dropped while a library's list is open: its error alone, the list gone
    // (it stayed, clickable, under the other file's error: issue 59).
    const drop = (bytes, name) =>
      page.evaluate(([bytes, name]) => {
        const data = new DataTransfer();
        data.items.add(new File([Uint8Array.from(bytes)], name));
        document.querySelector('.board-frame').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      }, [bytes, name]);
    await drop(bytes, 'library.cbl');
    await page.locator('#import-library').waitFor();
    await drop([...Buffer.from('1. Z9+9 *')], 'bad.pgn');
    await page.locator('#import-error').waitFor();
    assert.ok(await page.locator('#import-library').isHidden(), 'the last library\'s list is gone');
    assert.equal(await page.locator('.library-game').count(), 0);
  });
});

/** Drops a file made in the page on the board: `make` (run in the page) gives its bytes. */
async function dropMade(page, name, make, arg) {
  await page.evaluate(
    ([name, source, arg]) => {
      const bytes = new Function('arg', `return (${source})(arg)`)(arg);
      const data = new DataTransfer();
      data.items.add(new File([bytes], name));
      document.querySelector('.board-frame').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    [name, make.toString(), arg],
  );
}

test('a PGN file of several games lists them to choose from, a bad one among them said, and so does a pasted text (issue 59)', async () => {
  const games = [
    '[Event "一"]\n[Red "胡荣华"]\n[Black "杨官璘"]\n[Result "1-0"]\n\n1. h2e2 h9g7 1-0\n',
    '[Event "二"]\n\n1. h2e2 h9g7\n2. i0i9 *\n',
    '[Event "三"]\n\n1. b2e2 b9c7 2. b0c2 *\n',
  ];
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await page.click('#record-import');
    await page.setInputFiles('#import-file', { name: 'three.pgn', mimeType: 'text/plain', buffer: Buffer.from(games.join('\n')) });
    await page.locator('#import-library').waitFor();
    assert.equal(await page.textContent('#import-library-name'), 'three.pgn: 3 games; choose one to open');
    const items = await page.$$eval('#import-library-list > li', (items) => items.map((li) => li.textContent));
    assert.equal(items[0], '一胡荣华 v 杨官璘, 1-0, 2 moves');
    assert.match(items[1], /^Game 2 cannot be read: line 11: move 2 'i0i9'/);
    assert.equal(items[2], '三*, 3 moves');
    assert.ok(await page.locator('#import-library-pages').isHidden(), 'one page of the list');
    await page.locator('.library-game', { hasText: '三' }).click();
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(await movesPlayed(page), ['C8.5', 'H2+3', 'H8+7']);

    // Pasted: the same list, headed as the text pasted.
    await page.click('#record-import');
    await page.fill('#import-text', games[0] + games[2]);
    await page.click('#import-load');
    await page.locator('#import-library').waitFor();
    assert.equal(await page.textContent('#import-library-name'), 'The text pasted: 2 games; choose one to open');
    await page.locator('.library-game', { hasText: '一' }).click();
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(await movesPlayed(page), ['C2.5', 'H8+7']);
  });
});

test('a library cut short, or holding no games, says so (issue 59)', async () => {
  const bytes = [...fs.readFileSync(path.join(ROOT, 'tests', 'data', 'records', 'library.cbl'))];
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await dropMade(page, 'cut.cbl', (bytes) => Uint8Array.from(bytes.slice(0, bytes.length - 4096)), bytes);
    await page.locator('#import-library').waitFor();
    assert.equal(await page.textContent('#import-library-name'), '测试棋谱库: 1 game; choose one to open');
    assert.equal(await page.textContent('#import-library-note'), 'This library is cut short: 1 entry it lists is not in the file');
    await dropMade(
      page,
      'empty.cbl',
      (bytes) => {
        const empty = Uint8Array.from(bytes.slice(0, bytes.length - 3 * 4096));
        empty.set([0, 0, 0, 0], 60);
        return empty;
      },
      bytes,
    );
    await page.waitForFunction(() => document.getElementById('import-library-note').textContent === 'This library holds no games');
    assert.equal(await page.textContent('#import-library-name'), '测试棋谱库: 0 games; choose one to open');
    assert.equal(await page.locator('#import-library-list > li').count(), 0);
  });
});

/** A PGN text of `count` short games, made in the page. */
function manyGames(count) {
  const game = (i) => `[Event "Game ${i + 1}"]\n[Red "Red ${i + 1}"]\n[Black "Black ${i + 1}"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. h0h4 g6g5 5. c3c4 b7a7 {a note, as annotators write them} *\n\n`;
  return new TextEncoder().encode(Array.from({ length: count }, (_, i) => game(i)).join(''));
}

timedTest('a big file is read off the page\'s thread, saying how far it is, and can be stopped; its games are listed a page at a time (issue 59)', async () => {
  const COUNT = 60_000;
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    assert.equal(await page.textContent('#import-limit'), 'Files up to 64 MB');
    // Read and stopped: the page answers all along, and says how far it came.
    // A fast machine reads the whole file before a click lands, so the reading worker is
    // held after it first says how far it is: the stop then always comes mid-reading.
    await page.route(/reading-worker\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `const early = [];
self.onmessage = (event) => early.push(event);
const tell = self.postMessage.bind(self);
self.postMessage = (message) => {
  tell(message);
  if (message.type !== 'progress') return;
  const until = Date.now() + 30_000;
  while (Date.now() < until);
};
await import('./reading-worker.js?real');
for (const event of early) self.onmessage(event);`,
      }),
    );
    const longest = () => page.evaluate(() => Math.max(0, ...window.__longTasks.map((task) => task.duration)));
    await dropMade(page, 'big.pgn', manyGames, COUNT);
    await page.locator('#import-progress').waitFor();
    await page.waitForFunction(() => /Reading “big\.pgn”: [\d,]+ games so far/.test(document.getElementById('import-progress-text').textContent));
    assert.ok((await page.$eval('#import-progress-bar', (bar) => bar.value)) > 0);
    await page.click('#import-stop');
    await page.locator('#import-progress').waitFor({ state: 'hidden' });
    assert.equal(await page.textContent('#import-status'), 'Reading stopped.');
    assert.ok(await page.locator('#import-library').isHidden());
    await page.unroute(/reading-worker\.js$/);

    // Read to the end: listed a hundred at a time, the page never frozen on the way.
    const before = await longest();
    await dropMade(page, 'big.pgn', manyGames, COUNT);
    await page.locator('#import-library').waitFor({ timeout: 120_000 });
    assert.ok((await longest()) <= Math.max(before, 500), `the longest task while reading: ${await longest()} ms`);
    assert.equal(await page.textContent('#import-library-name'), 'big.pgn: 60,000 games; choose one to open');
    assert.equal(await page.locator('#import-library-list > li').count(), 100);
    assert.equal(await page.textContent('#import-library-range'), 'Entries 1–100 of 60,000');
    assert.ok(await page.locator('#import-library-previous').isDisabled());
    await page.click('#import-library-next');
    await page.waitForFunction(() => document.getElementById('import-library-range').textContent === 'Entries 101–200 of 60,000');
    await page.locator('.library-game', { hasText: 'Game 150' }).click();
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    assert.equal((await movesPlayed(page)).length, 10);
  });
});

test('a file dropped while a big one is read takes the dialog: no word of a stop, and it opens', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await dropMade(page, 'big.pgn', manyGames, 60_000);
    await page.locator('#import-progress').waitFor();
    await dropMade(page, 'small.pgn', (text) => new TextEncoder().encode(text), '1. h2e2 h9g7 *');
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(await movesPlayed(page), ['C2.5', 'H8+7']);
    // The big file's reading, ended by the small one, said nothing of itself.
    assert.equal(await page.textContent('#import-status'), '');
    assert.ok(await page.locator('#import-progress').isHidden());
  });
});

test('a file over the limit is refused unread, and a reader that stops on a trap is replaced (issue 59)', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await dropMade(page, 'huge.pgn', () => new Uint8Array(65 * 1024 * 1024));
    await page.locator('#import-error').waitFor();
    assert.equal(await page.textContent('#import-error'), 'Not loaded: this file is 65 MB, more than the 64 MB the page reads');
    assert.ok(await page.locator('#import-progress').isHidden());

    // The reading worker traps (its rules read far outside their memory): the player is
    // told, and the next file is read by a fresh worker.
    await page.route(/reading-worker\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `const early = [];
self.onmessage = (event) => early.push(event);
const { RecordFile } = await import('../../xiangqi-wasm.js');
RecordFile.prototype.read = function () { this.__wbg_ptr = 0xfffffff0; return RecordFile.prototype.entries.call(this, 0, 1, 'asian'); };
await import('./reading-worker.js?real');
for (const event of early) self.onmessage(event);`,
      }),
    );
    await page.click('#import-dialog [data-close-dialog]');
    await dropMade(page, 'trap.pgn', (text) => new TextEncoder().encode(text), '1. h2e2 h9g7 *');
    await page.waitForFunction(() => document.getElementById('import-error').textContent.includes('stopped on an error'));
    assert.equal(await page.textContent('#import-error'), 'Not loaded: the reading stopped on an error; please try again');
    await page.unroute(/reading-worker\.js$/);
    await dropMade(page, 'fine.pgn', (text) => new TextEncoder().encode(text), '1. h2e2 h9g7 *');
    await page.locator('#import-dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(await movesPlayed(page), ['C2.5', 'H8+7']);
  });
});

test('the position exports as a PNG and an SVG drawn from the board, in its theme and piece set', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, shareQuery(['h2e2', 'h9g7']));
    await page.click('#record-export');
    await page.selectOption('#export-format', 'png');
    await page.locator('#export-preview img').waitFor();
    assert.ok(await page.locator('#export-text').isHidden());
    assert.ok(await page.evaluate(() => document.querySelector('#export-preview img').naturalWidth > 0), 'the preview is drawn');
    const [png] = await Promise.all([page.waitForEvent('download'), page.click('#export-download')]);
    assert.match(png.suggestedFilename(), /\.png$/);
    const bytes = fs.readFileSync(await png.path());
    assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');

    // Its pixels: where the board has a piece the image is not the board's wood.
    const difference = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      const scale = image.naturalWidth / Number(document.getElementById('board').getAttribute('viewBox').split(' ')[2]);
      const centre = (square) => {
        const box = document.querySelector(`#board [data-square="${square}"]`).getBBox();
        return [(box.x + box.width / 2) * scale, (box.y + box.height / 2) * scale];
      };
      const mean = ([x, y]) => {
        const r = 8 * scale;
        const { data } = context.getImageData(x - r, y - r, 2 * r, 2 * r);
        const sum = [0, 0, 0];
        for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += data[i + c];
        return sum.map((v) => v / (data.length / 4));
      };
      const [piece, empty, other] = [mean(centre('e2')), mean(centre('e4')), mean(centre('d4'))];
      const apart = (a, b) => a.reduce((total, v, c) => total + Math.abs(v - b[c]), 0);
      return { pieceVsWood: apart(piece, empty), woodVsWood: apart(empty, other) };
    }, bytes.toString('base64'));
    assert.ok(difference.pieceVsWood > 30, `a piece shows: ${JSON.stringify(difference)}`);
    assert.ok(difference.woodVsWood < 20, `empty points look alike: ${JSON.stringify(difference)}`);

    // The SVG: every piece, the font embedded, nothing of play (targets, hit areas).
    await page.selectOption('#export-format', 'svg');
    const [svg] = await Promise.all([page.waitForEvent('download'), page.click('#export-download')]);
    const text = fs.readFileSync(await svg.path(), 'utf8');
    assert.match(text, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.equal(text.match(/data-piece=/g).length, 32);
    assert.match(text, /@font-face \{ font-family: 'Xiangqi Kai'; src: url\(data:/);
    assert.ok(!text.includes('data-square='), 'no hit areas');
  });
});

test('the game\'s ECCO opening shows over the move list in each language and goes into the exported tags', async () => {
  const openingLine = (page) => page.evaluate(() => {
    const line = document.getElementById('opening');
    return line.hidden ? null : [...line.children].map((part) => part.textContent);
  });
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, shareQuery(OPENING));
    assert.deepEqual(await openingLine(page), ['Opening', 'C00', 'Central Cannon vs. Screen Horses', '中炮对屏风马']);
    const pgn = await exportAs(page, 'iccs');
    assert.ok(pgn.includes('[ECCO "C00"]') && pgn.includes('[Opening "中炮对屏风马"]'), pgn);
    // One move in, the game is named by that move alone.
    await gotoGame(page, session.origin, shareQuery(['h2e2']));
    assert.deepEqual(await openingLine(page), ['Opening', 'B00', 'Central Cannon', '中炮局']);
    // A game from another position has no opening.
    await gotoGame(page, session.origin, shareQuery([], '3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1'));
    assert.equal(await openingLine(page), null);
  });
  await withPage(session, { locale: 'zh-TW' }, async (page) => {
    await gotoGame(page, session.origin, shareQuery(OPENING));
    assert.deepEqual(await openingLine(page), ['開局', 'C00', '中炮對屏風馬']);
  });
  // For the README: a master game's opening (Xu Yinchuan–Lü Qin, 2005) over its moves.
  await withPage(session, { locale: 'zh-CN' }, async (page) => {
    const game = 'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 c3c4 h7i7 h6g6 i7i8 e3e4 d9e8 e4e5 i8g8 g6f6 g5g4 g2e3 h9h1'.split(' ');
    await gotoGame(page, session.origin, shareQuery(game));
    assert.deepEqual(await openingLine(page), ['开局', 'C49', '中炮过河车互进七兵对屏风马平炮兑车 · 红进中兵对黑退边炮']);
    await screenshot(page, 'opening.png', { clip: await page.locator('.moves').boundingBox() });
  });
});

test('a record\'s tags stay with its game: the players by name, and its own tags on export, after a reload too', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await importText(page, '[Event "全国象棋个人赛"]\n[Date "1960.12.01"]\n[Red "胡荣华"]\n[Black "杨官璘"]\n[ECCO "C84"]\n\n1. h2e2 h9g7 *');
    await page.waitForFunction(() => !document.querySelector('#import-dialog').open);
    const players = async () => {
      await page.waitForFunction(() => document.getElementById('player-top').textContent !== '');
      return page.evaluate(() => ['player-bottom', 'player-top'].map((id) => document.getElementById(id).textContent));
    };
    assert.deepEqual(await players(), ['Red · 胡荣华', 'Black · 杨官璘']);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.deepEqual(await players(), ['Red · 胡荣华', 'Black · 杨官璘'], 'after a reload');
    const pgn = await exportAs(page, 'iccs');
    for (const tag of ['[Event "全国象棋个人赛"]', '[Date "1960.12.01"]', '[Red "胡荣华"]', '[Black "杨官璘"]', '[ECCO "C84"]']) {
      assert.ok(pgn.includes(tag), `${tag} in\n${pgn}`);
    }
  });
});

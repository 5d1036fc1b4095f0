// The Learn section (learn.html): the rules guide in all three languages, reached from the
// game page, with live diagrams whose moves are exactly the rules crate's, a refused move
// explained, and the whole section offline after one visit.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, gotoGame, fenQuery, playMoves } from './harness.js';
import { layoutProblems } from './layout-check.js';

const session = browserSession();

/** The sections this guide has so far, in order. */
const SECTIONS = ['board', 'setup', 'from-chess', 'general', 'advisor', 'elephant', 'horse', 'chariot', 'cannon', 'soldier', 'capture', 'check', 'flying-generals', 'checkmate', 'stalemate', 'perpetual', 'draws', 'notation', 'mistakes', 'tips', 'glossary', 'faq', 'page-help'];
/** The sections of differences from chess, questions and the page's controls, which need
 *  no board of their own. */
const WITHOUT_DIAGRAM = ['from-chess', 'faq', 'page-help'];

async function openLearn(page, hash = '') {
  await page.goto(`${session.origin}/learn.html${hash}`);
  await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
}

/** Each section's title and paragraphs as the reader sees them. */
const sectionTexts = (page) =>
  page.$$eval('[data-rule-section]', (sections) =>
    sections.map((section) => ({
      name: section.dataset.ruleSection,
      title: section.querySelector('h2').textContent.trim(),
      paragraphs: [...section.querySelectorAll('p:not(.diagram-note)')].map((p) => p.textContent.trim()),
      caption: section.querySelector('figcaption')?.textContent.trim() ?? '',
      terms: [...section.querySelectorAll('h3, dt, dd')].map((e) => e.textContent.trim()),
    })),
  );

test('the guide has every section in 繁體中文, 简体中文 and English, each with a live diagram', async () => {
  const seen = {};
  for (const locale of ['zh-TW', 'zh-CN', 'en-US']) {
    await withPage(session, { locale }, async (page) => {
      await openLearn(page);
      const sections = await sectionTexts(page);
      assert.deepEqual(sections.map((s) => s.name), SECTIONS);
      for (const section of sections) {
        assert.ok(section.title && section.paragraphs.length > 0 && section.paragraphs.every(Boolean), `${locale} ${section.name} has its text`);
        if (!WITHOUT_DIAGRAM.includes(section.name)) assert.ok(section.caption, `${locale} ${section.name} has a diagram with a caption`);
        assert.ok(section.terms.every(Boolean), `${locale} ${section.name}: every term and question has its text`);
      }
      assert.equal(await page.locator('[data-rule-section] [data-diagram] svg [data-piece]').count() > 0, true);
      seen[locale] = sections;
    });
  }
  // Each language its own text, not another's left untranslated.
  for (const [i, section] of seen['en-US'].entries()) {
    assert.notEqual(seen['zh-TW'][i].paragraphs[0], section.paragraphs[0], section.name);
    assert.notEqual(seen['zh-CN'][i].paragraphs[0], section.paragraphs[0], section.name);
    assert.notEqual(seen['zh-TW'][i].paragraphs.join(), seen['zh-CN'][i].paragraphs.join(), section.name);
  }
});

test('every diagram shows, for every piece of the side to move, exactly the moves of the rules', async () => {
  await withPage(session, {}, async (page) => {
    await openLearn(page);
    const diagrams = await page.$$eval('[data-diagram]', (figures) => figures.map((f) => ({ mode: f.dataset.diagram, fen: f.dataset.fen, section: f.closest('[data-rule-section]').dataset.ruleSection })));
    assert.deepEqual([...new Set(diagrams.map((d) => d.section))], SECTIONS.filter((s) => !WITHOUT_DIAGRAM.includes(s)), 'a diagram in every section of rules');
    for (const [i, { mode, fen, section }] of diagrams.entries()) {
      const figure = page.locator('[data-diagram]').nth(i);
      // The rules' own moves, from the page's wasm module.
      const legal = await page.evaluate(async (fen) => {
        const { Game } = await import(new URL('js/game/wasm.js', document.baseURI).href);
        const game = new Game(fen, [], 'asian');
        const moves = Object.fromEntries(game.pieces().filter(({ piece }) => (piece === piece.toUpperCase()) === (game.turn() === 'red')).map(({ square }) => [square, game.targets(square).sort()]));
        game.free();
        return moves;
      }, fen);
      assert.ok(Object.keys(legal).length > 0, `${section}: the side to move has pieces`);
      for (const [square, targets] of Object.entries(legal)) {
        await figure.locator(`[data-square="${square}"]`).click();
        const shown = (await figure.locator('[data-target]').evaluateAll((dots) => dots.map((d) => d.dataset.target))).sort();
        // A view-only diagram shows the position and lets nothing be picked up.
        assert.deepEqual(shown, mode === 'try' ? targets : [], `${section}: ${square}`);
      }
    }
  });
});

test('a move the rules refuse is explained on the diagram, and a diagram starts again', async () => {
  await withPage(session, {}, async (page) => {
    await openLearn(page, '#horse');
    const horse = page.locator('#horse [data-diagram]');
    await horse.locator('[data-square="e4"]').click();
    await horse.locator('[data-square="d6"]').click();
    assert.match(await horse.locator('.diagram-note').textContent(), /leg/i);
    // The horse stays picked up: taking the chariot, then starting again, brings it back.
    await horse.locator('[data-square="g5"]').click();
    await page.waitForFunction(() => document.querySelector('#horse [data-at="g5"]')?.dataset.piece === 'N');
    await horse.locator('.diagram-reset').click();
    assert.equal(await horse.locator('[data-at="g5"]').getAttribute('data-piece'), 'r');
    assert.equal(await horse.locator('[data-at="e4"]').getAttribute('data-piece'), 'N');
    assert.equal(await horse.locator('.diagram-note').textContent(), '');
  });
});

test('a mate or a stalemate played on a diagram ends its game, and the diagram says so', async () => {
  await withPage(session, {}, async (page) => {
    await openLearn(page, '#checkmate');
    const play = async (section, from, to) => {
      const figure = page.locator(`#${section} [data-diagram]`).first();
      await figure.locator(`[data-square="${from}"]`).click();
      await figure.locator(`[data-square="${to}"]`).click();
      return figure.locator('.diagram-note');
    };
    // Each says why, from the rules crate: the checker, and what holds each point the
    // general could step to, marked on the board as well.
    assert.equal(
      await (await play('checkmate', 'a0', 'a9')).textContent(),
      'Red wins · by checkmate. Why it is mate: the red chariot gives check, and nothing can take it or step in between. Every point the black general could step to is covered or taken: ahead, by the red chariot; to its left, by the red general and the red chariot.',
    );
    const mate = page.locator('#checkmate [data-diagram]');
    assert.deepEqual(await mate.locator('[data-checker]').evaluateAll((rings) => rings.map((r) => r.dataset.checker)), ['a9']);
    assert.deepEqual((await mate.locator('[data-escape]').evaluateAll((crosses) => crosses.map((c) => c.dataset.escape))).sort(), ['d8', 'e9']);
    assert.deepEqual((await mate.locator('[data-cover]').evaluateAll((arrows) => arrows.map((a) => a.dataset.cover))).sort(), ['a9e9', 'b8d8', 'e0e9']);
    assert.equal(
      await (await play('stalemate', 'c7', 'c8')).textContent(),
      'Red wins · by stalemate: the side without a move loses. Why there is no move: the black general is not in check, but every point it could step to is covered or taken: ahead, by the red soldier; to its left, by the red general.',
    );
    // The mate the flying general makes: the red general holds the open middle file.
    const mistakes = page.locator('#mistakes [data-diagram]').nth(2);
    await mistakes.locator('[data-square="a0"]').click();
    await mistakes.locator('[data-square="a9"]').click();
    assert.match(await mistakes.locator('.diagram-note').textContent(), /^Red wins · by checkmate\. Why it is mate: .* ahead, by the red soldier; to its left, by the red general and the red chariot\.$/);
    // In check, only the answers are allowed: the chariot may not wander off.
    const refused = await play('check', 'a7', 'a8');
    assert.equal(await refused.textContent(), 'That leaves your general in check: the black chariot would take it (marked on the board)');
  });
});

test('a checkmate on the game page says why in the result panel and on the board, with the guide\'s section', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    // 悶殺 by a horse: the general's three points are its own pieces'.
    await gotoGame(page, session.origin, fenQuery('3aka3/4n4/9/9/2N6/9/9/9/9/3K5 w - - 0 1', { mode: 'two' }));
    await playMoves(page, ['c5d7']);
    await page.waitForSelector('#result-dialog[open]');
    assert.equal(
      await page.locator('#result-mated-text').textContent(),
      'Why it is mate: the red horse gives check, and nothing can take it or step in between. Every point the black general could step to is covered or taken: ahead, by the black horse; to its left, by the black advisor; to its right, by the black advisor.',
    );
    assert.equal(await page.locator('#result-mated-link').getAttribute('href'), 'learn.html#checkmate');
    assert.deepEqual(await page.locator('#board [data-checker]').evaluateAll((rings) => rings.map((r) => r.dataset.checker)), ['d7']);
    assert.equal(await page.locator('#board [data-escape]').count(), 0, 'no point is held by the enemy: each is blocked by its own piece');
    // In Chinese after a change of language, as the panel is shown again.
    await page.selectOption('#language', 'zh-Hant');
    assert.match(await page.locator('#result-mated-text').textContent(), /^為什麼是將死：紅傌將軍/);
    // A stalemate links to its own section.
    await gotoGame(page, session.origin, fenQuery('3k5/9/2P6/9/9/9/9/9/9/4K4 w - - 0 1', { mode: 'two' }));
    await playMoves(page, ['c7c8']);
    await page.waitForSelector('#result-dialog[open]');
    assert.equal(await page.locator('#result-mated-link').getAttribute('href'), 'learn.html#stalemate');
    assert.match(await page.locator('#result-mated-text').textContent(), /^為什麼無棋可走：黑將沒有被將軍/);
  });
});

test('a check that is not mate is told on the diagram, with an answer the rules allow', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await openLearn(page, '#checkmate');
    const figure = page.locator('#checkmate [data-diagram]');
    await figure.locator('[data-square="b8"]').click();
    await figure.locator('[data-square="b9"]').click();
    // The black general steps down out of the chariot's line: 將4進1, K4+1 in WXF.
    assert.equal(await figure.locator('.diagram-note').textContent(), 'Check, but not mate: the black general can still step out of it, as in K4+1.');
    // Black answers as the note says, and the note moves on with the game.
    await figure.locator('[data-square="d9"]').click();
    await figure.locator('[data-square="d8"]').click();
    assert.equal(await figure.locator('.diagram-note').textContent(), '');
    // When only another piece can answer, the note names the side.
    const cannon = page.locator('#check [data-diagram]').nth(1);
    await cannon.locator('[data-square="e2"]').click();
    await cannon.locator('[data-square="c3"]').click();
    assert.equal(await cannon.locator('.diagram-note').textContent(), '');
  });
});

test('the tips\' opening is replayed move by move, both sides in turn, and written as it goes', async () => {
  await withPage(session, { locale: 'zh-TW' }, async (page) => {
    await openLearn(page, '#tips');
    const figure = page.locator('#tips [data-diagram]');
    const next = figure.locator('.diagram-next');
    const written = [];
    for (let n = 1; n <= 6; n++) {
      await next.click();
      const note = await figure.locator('.diagram-note').textContent();
      assert.match(note, new RegExp(`^第${n}步（共6步）：`));
      written.push(await figure.locator('dd[data-notation="chinese"]').textContent());
    }
    assert.deepEqual(written, ['炮二平五', '馬８進７', '傌二進三', '車９平８', '俥一平二', '馬２進３']);
    assert.equal(await next.isEnabled(), false);
    // Every red move the caption names is one the replay played.
    const caption = await figure.locator('figcaption').textContent();
    for (const move of ['炮二平五', '傌二進三', '俥一平二']) assert.ok(caption.includes(move), move);
  });
});

test('what a board says follows a change of language: the guide, a lesson and a puzzle', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    // The guide: a refused move, and a check that is not mate.
    await openLearn(page, '#horse');
    const horse = page.locator('#horse [data-diagram]');
    await horse.locator('[data-square="e4"]').click();
    await horse.locator('[data-square="d6"]').click();
    assert.match(await horse.locator('.diagram-note').textContent(), /leg/);
    const mate = page.locator('#checkmate [data-diagram]');
    await mate.locator('[data-square="b8"]').click();
    await mate.locator('[data-square="b9"]').click();
    await page.selectOption('#language', 'zh-Hant');
    assert.match(await horse.locator('.diagram-note').textContent(), /馬腿/);
    assert.equal(await mate.locator('.diagram-note').textContent(), '將軍了，但還沒將死：黑將還可以走開，例如將４進１。');

    // A lesson solved: the result, in the language chosen after it.
    await page.selectOption('#language', 'en');
    await page.goto(`${session.origin}/lessons.html#mate-1`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    await page.locator('#exercise [data-square="a0"]').click();
    await page.locator('#exercise [data-square="a9"]').click();
    await page.waitForSelector('#exercise[data-solved="3"]');
    assert.match(await page.locator('.exercise-note').textContent(), /^Solved!/);
    await page.selectOption('#language', 'zh-Hans');
    assert.match(await page.locator('.exercise-note').textContent(), /^完成了！3 颗星/);

    // A mate in one solved on the puzzle page.
    await page.selectOption('#language', 'en');
    const { puzzles } = await page.evaluate(() => fetch('puzzles.json').then((r) => r.json()));
    const puzzle = puzzles.find((p) => p.mate === 1);
    await page.goto(`${session.origin}/puzzles.html?puzzle=${puzzle.id}`);
    await page.waitForSelector('#puzzle[data-puzzle-status="solving"]');
    await page.locator(`#puzzle [data-square="${puzzle.line[0].slice(0, 2)}"]`).click();
    await page.locator(`#puzzle [data-square="${puzzle.line[0].slice(2)}"]`).click();
    await page.waitForSelector('#puzzle[data-puzzle-status="solved"]');
    const english = await page.locator('.puzzle-note').textContent();
    await page.selectOption('#language', 'zh-Hant');
    const chinese = await page.locator('.puzzle-note').textContent();
    assert.notEqual(chinese, english);
    assert.match(chinese, /[\u4e00-\u9fff]/);
  });
});

test('the perpetual section replays the rule book\'s cycles, and the rules rule on each', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await openLearn(page, '#perpetual');
    const replays = page.locator('#perpetual [data-diagram="replay"]');
    const rulings = [];
    for (let i = 0; i < (await replays.count()); i++) {
      const figure = replays.nth(i);
      const next = figure.locator('.diagram-next');
      const moves = (await figure.getAttribute('data-moves')).split(' ');
      for (const [n, move] of moves.entries()) {
        assert.ok(await next.isEnabled(), `diagram ${i}: move ${n + 1} can be played`);
        await next.click();
        // The move is on the board, and the note says which it was until the ruling.
        assert.ok(await figure.locator(`[data-at="${move.slice(2)}"][data-piece]`).count(), `diagram ${i}: ${move} played`);
        if (n < moves.length - 1) assert.match(await figure.locator('.diagram-note').textContent(), new RegExp(`^Move ${n + 1} of ${moves.length}: `));
      }
      assert.equal(await next.isEnabled(), false, 'the cycle is over');
      rulings.push(await figure.locator('.diagram-note').textContent());
    }
    assert.deepEqual(rulings, [
      'Black wins · perpetual check loses',
      'Black wins · perpetual chase loses',
      'Black wins · perpetual chase loses',
      'Black wins · perpetual chase loses',
      'Draw · drawn by repetition',
      'Draw · drawn by repetition',
      'Draw · drawn by repetition', // the first example under the casual rules
    ]);
    // Start again puts the position back and the replay can run again.
    const first = replays.first();
    await first.locator('.diagram-reset').click();
    assert.equal(await first.locator('[data-at="a8"]').getAttribute('data-piece'), 'R');
    assert.ok(await first.locator('.diagram-next').isEnabled());
    assert.equal(await first.locator('.diagram-note').textContent(), '');
  });
});

test('the draws section plays the 60-move limit and bare material, and the notation section writes a move three ways', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await openLearn(page, '#draws');
    const [limit, bare] = [0, 1].map((i) => page.locator('#draws [data-diagram]').nth(i));
    const play = async (figure, from, to) => {
      await figure.locator(`[data-square="${from}"]`).click();
      await figure.locator(`[data-square="${to}"]`).click();
    };
    await play(limit, 'd0', 'd1');
    assert.equal(await limit.locator('.diagram-note').textContent(), 'Draw · no capture in 60 moves');
    await limit.locator('.diagram-reset').click();
    await play(limit, 'a4', 'a7');
    await play(limit, 'f9', 'f8');
    assert.equal(await limit.locator('.diagram-note').textContent(), '', 'a capture starts the count again');
    await play(bare, 'd0', 'e1');
    assert.equal(await bare.locator('.diagram-note').textContent(), 'Draw · neither side can mate');

    const notation = page.locator('#notation [data-diagram]');
    const written = () => notation.locator('dd[data-notation]').evaluateAll((dds) => Object.fromEntries(dds.map((dd) => [dd.dataset.notation, dd.textContent])));
    assert.ok(await notation.locator('.diagram-invite').isVisible());
    await play(notation, 'h2', 'e2');
    assert.deepEqual(await written(), { chinese: '炮二平五', 'chinese-simplified': '炮二平五', wxf: 'C2.5', iccs: 'h2e2' });
    await play(notation, 'h9', 'g7');
    assert.deepEqual(await written(), { chinese: '馬８進７', 'chinese-simplified': '马８进７', wxf: 'H8+7', iccs: 'h9g7' });
    assert.equal(await notation.locator('.diagram-invite').isVisible(), false);
  });
});

test('the game page links to the guide, which keeps the language chosen there', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await page.selectOption('#language', 'zh-Hant');
    await page.click('a.learn-link[href="learn.html"]');
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.match(page.url(), /learn\.html$/);
    assert.equal(await page.locator('h1').textContent(), '學下象棋');
    assert.equal(await page.locator('#language').inputValue(), 'zh-Hant');
    await page.selectOption('#language', 'en');
    assert.equal(await page.locator('#horse h2').textContent(), 'The horse');
    await page.click('a.brand');
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.equal(await page.locator('a.learn-link[href="learn.html"]').textContent(), 'Learn');
  });
});

test('a move refused on the game page links to the guide\'s section on its rule, and so does the start panel', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    // The horse on h0 cannot go to f1: the elephant on g0 stands on its leg.
    await page.locator('#board [data-square="h0"]').click();
    await page.locator('#board [data-square="f1"]').click();
    assert.match(await page.locator('#status').textContent(), /The horse’s leg is blocked/);
    const link = page.locator('#status a.status-link');
    assert.equal(await link.getAttribute('href'), 'learn.html#horse');
    assert.equal(await link.textContent(), 'Why?');
    // The guide opens beside the game, which stays where it was, the horse still picked up.
    const [guide] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await guide.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.match(guide.url(), /learn\.html#horse$/);
    assert.ok(await guide.locator('#horse h2').isVisible());
    await guide.close();
    assert.doesNotMatch(page.url(), /learn\.html/);
    assert.equal(await page.locator('#board [data-piece].selected').getAttribute('data-at'), 'h0');
    // A lone cannon between the generals may not leave their file: the general that would
    // take the red one is named and marked.
    await gotoGame(page, session.origin, `?${new URLSearchParams({ mode: 'two', fen: '4k4/9/9/9/9/9/4C4/9/9/4K4 w - - 0 1' })}`);
    await page.locator('#board [data-square="e3"]').click();
    await page.locator('#board [data-square="a3"]').click();
    assert.equal(await page.locator('#status a.status-link').getAttribute('href'), 'learn.html#flying-generals');
    assert.match(await page.locator('#status').textContent(), /^The generals would face each other: the black general would take it \(marked on the board\)/);
    assert.deepEqual(await page.locator('#board [data-threat]').evaluateAll((rings) => rings.map((r) => r.dataset.threat)), ['e9']);
    // A piece moved the way it never moves: the piece's own section.
    await page.locator('#board [data-square="e0"]').click();
    await page.locator('#board [data-square="d1"]').click();
    assert.equal(await page.locator('#status a.status-link').getAttribute('href'), 'learn.html#general');
    // The start panel invites a newcomer to the guide.
    await page.click('[data-action="new"]');
    await page.locator('#start-dialog[open]').waitFor();
    assert.equal(await page.locator('#start-dialog .learn-invite a').getAttribute('href'), 'learn.html');
  });
});

test('a pinned piece\'s refusal names the piece that pins it and marks it, until the next move', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    // The soldier stands between the black chariot and its own general.
    await gotoGame(page, session.origin, fenQuery('3k5/9/4r4/3pP4/9/7c1/9/6N2/9/4K4 w - - 0 1', { mode: 'two' }));
    await page.locator('#board [data-square="e6"]').click();
    await page.locator('#board [data-square="d6"]').click();
    assert.match(await page.locator('#status').textContent(), /^That leaves your general in check: the black chariot would take it \(marked on the board\)/);
    assert.deepEqual(await page.locator('#board [data-threat]').evaluateAll((rings) => rings.map((r) => r.dataset.threat)), ['e7']);
    // Taking the chariot instead is allowed, and the mark goes.
    await page.locator('#board [data-square="e7"]').click();
    await page.waitForFunction(() => document.querySelector('#board [data-at="e7"]')?.dataset.piece === 'P');
    assert.equal(await page.locator('#board [data-threat]').count(), 0);
    // The same on a lesson's board: the guide's words, in Chinese.
    await page.goto(`${session.origin}/learn.html#check`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    await page.selectOption('#language', 'zh-Hant');
    const check = page.locator('#check [data-diagram]').first();
    await check.locator('[data-square="a7"]').click();
    await check.locator('[data-square="a8"]').click();
    assert.equal(await check.locator('.diagram-note').textContent(), '這樣走會讓自己被將軍：黑車會吃掉它（已在棋盤上標出）');
    assert.deepEqual(await check.locator('[data-threat]').evaluateAll((rings) => rings.map((r) => r.dataset.threat)), ['e7']);
  });
});

test('after one visit to the game, the guide opens with no network', async () => {
  await withPage(session, { serviceWorkers: 'allow' }, async (page, context) => {
    await gotoGame(page, session.origin, '?mode=two');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
    await context.setOffline(true);
    try {
      await openLearn(page, '#cannon');
      await page.locator('#cannon [data-square="b2"]').click();
      assert.ok(await page.locator('#cannon [data-target="b8"]').count(), 'the cannon may take the chariot over its screen');
      await page.goto(`${session.origin}/lessons.html#cannon-1`);
      await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
      await page.locator('#exercise [data-square="b2"]').click();
      await page.locator('#exercise [data-square="b7"]').click();
      await page.waitForSelector('#exercise[data-solved="3"]');
    } finally {
      await context.setOffline(false);
    }
  });
});

test('a game lost by perpetual chase names the chased piece, replays the cycle on the board and links to the guide', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    // docs/rules.md's diagram 61: Red's cannon chases Black's chariot on c2 by moving its
    // own elephant screen in and out.
    await gotoGame(page, session.origin, fenQuery('3akabC1/9/4b4/r3p4/p1p6/4P4/P1P5n/NCr1B4/4A4/R2AK1B2 w - - 0 1', { mode: 'two' }));
    await playMoves(page, 'h9h2 i3g2 e2g4 g2h4 g4e2 h4g2 e2g4 g2h4 g4e2 h4g2'.split(' '));
    const dialog = page.locator('#result-dialog[open]');
    await dialog.waitFor();
    assert.equal(await page.locator('#result-ruling-text').textContent(), 'Red chased the black chariot with every move of the repeated cycle.');
    assert.equal(await page.locator('#result-ruling a').getAttribute('href'), 'learn.html#perpetual');
    assert.equal(await page.locator('#board [data-chased]').getAttribute('data-chased'), 'c2');

    // A cycle whose chased piece moves: the mark follows Black's cannon from file to file.
    await gotoGame(page, session.origin, fenQuery('3aka3/7R1/7c1/9/9/9/9/9/4A4/3AK1p2 b - - 0 1', { mode: 'two' }));
    await playMoves(page, 'h7c7 h8c8 c7h7 c8h8 h7c7 h8c8 c7h7 c8h8'.split(' '));
    await dialog.waitFor();
    assert.equal(await page.locator('#result-ruling-text').textContent(), 'Red chased the black cannon with every move of the repeated cycle.');
    // Where the mark stands, each time it moves, from the position the replay starts at.
    await page.evaluate(() => {
      window.chasedSeen = [];
      const note = () => {
        const at = document.querySelector('#board [data-chased]')?.dataset.chased ?? null;
        if (window.chasedSeen.at(-1) !== at) window.chasedSeen.push(at);
      };
      new MutationObserver(note).observe(document.getElementById('board'), { subtree: true, childList: true, attributes: true });
    });
    await page.click('[data-result="cycle"]');
    assert.equal(await dialog.count(), 0, 'the panel makes way for the board');
    // The replay starts where the repeated position first stood (before any move here)…
    assert.equal(await page.locator('#status').getAttribute('class'), 'status review');
    assert.equal(await page.locator('#board .last-move').count(), 0);
    // …and walks move by move to the end of the game, the mark on the cannon throughout.
    await page.waitForFunction(() => document.getElementById('status').classList.contains('over'), null, { timeout: 20000 });
    assert.deepEqual(await page.evaluate(() => window.chasedSeen), ['h7', 'c7', 'h7', 'c7', 'h7']);
    assert.equal(await page.locator('#board [data-at="h7"]').getAttribute('data-piece'), 'c');
  });
});

test('a first visit welcomes a newcomer: Beginner offered, the picked-up piece named, the picture pieces explained', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '');
    await page.locator('#start-dialog[open]').waitFor();
    assert.equal(await page.locator('input[name="level"]:checked').getAttribute('value'), '1', 'a first game is at Beginner');
    assert.ok(await page.locator('#start-dialog .learn-invite a').isVisible());
    // After a game at Hard, the start panel offers Hard again.
    await gotoGame(page, session.origin, '?mode=computer&side=red&level=4');
    await page.click('[data-action="resign"]');
    await page.click('#confirm-yes');
    await page.locator('#result-dialog[open]').waitFor();
    await gotoGame(page, session.origin, '');
    await page.locator('#start-dialog[open]').waitFor();
    assert.equal(await page.locator('input[name="level"]:checked').getAttribute('value'), '4');

    // A piece picked up is named in the status line; a pointer resting on one names it too.
    await gotoGame(page, session.origin, '?mode=two');
    await page.locator('#board [data-square="h0"]').click();
    assert.equal(await page.locator('#status').textContent(), 'Selected: red horse 傌. Choose a green dot');
    assert.equal(await page.locator('#board [data-square="h9"] title').textContent(), 'black horse 馬');
    assert.equal(await page.locator('#board [data-square="e5"] title').count(), 0, 'an empty point has no name');
    // On a touch screen, a long press on a piece names it too.
    const box = await page.locator('#board [data-square="c6"]').boundingBox();
    const touch = (type) =>
      page.$eval('#board', (svg, [type, x, y]) => svg.dispatchEvent(new PointerEvent(type, { pointerType: 'touch', pointerId: 7, button: 0, isPrimary: true, clientX: x, clientY: y, bubbles: true, cancelable: true })), [type, box.x + box.width / 2, box.y + box.height / 2]);
    await touch('pointerdown');
    await page.waitForTimeout(700);
    await touch('pointerup');
    assert.equal(await page.locator('#status').textContent(), 'black soldier 卒');

    // The picture pieces carry a legend while they are chosen.
    assert.ok(await page.locator('#piece-legend').isHidden());
    await page.selectOption('#pieces', 'international');
    const legend = page.locator('#piece-legend');
    assert.ok(await legend.isVisible());
    assert.deepEqual(await legend.locator('li').allTextContents(), [
      'General: 帥 將', 'Advisor: 仕 士', 'Elephant: 相 象', 'Horse: 傌 馬', 'Chariot: 俥 車', 'Cannon: 炮 砲', 'Soldier: 兵 卒',
    ]);
    await page.selectOption('#pieces', 'traditional');
    assert.ok(await legend.isHidden());
  });
  await withPage(session, { locale: 'zh-TW' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await page.locator('#board [data-square="b2"]').click();
    assert.equal(await page.locator('#status').textContent(), '已選紅炮：點一個綠點走到那裡');
  });
});

test('text at 200 % leaves nothing clipped at 390 px wide, on the game page and in the guide', async () => {
  await withPage(session, { viewport: { width: 390, height: 844 }, locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await page.selectOption('#text-size', '200');
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), '32px');
    await page.locator('#board [data-square="h2"]').click();
    await page.locator('#board [data-square="e2"]').click();
    const check = async (scope, what) => {
      const { problems, texts } = await page.evaluate(layoutProblems, scope);
      assert.deepEqual(problems, [], what);
      assert.ok(texts >= 5, `${what}: ${texts} texts checked`);
    };
    await check('#app', 'the game page');
    await page.selectOption('#pieces', 'international');
    await check('#app', 'the game page with the picture pieces\' legend');
    // The guide keeps the size chosen on the game page.
    await page.click('a.learn-link[href="learn.html"]');
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.equal(await page.locator('#text-size').inputValue(), '200');
    await check('.app', 'the guide');
    for (const locale of ['zh-Hant', 'zh-Hans']) {
      await page.selectOption('#language', locale);
      await check('.app', `the guide in ${locale}`);
    }
    // And a lesson, with its task said after a move.
    await page.goto(`${session.origin}/lessons.html#horse-3`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    await page.locator('#exercise [data-square="b0"]').click();
    await page.locator('#exercise [data-square="c2"]').click();
    await check('.app', 'a lesson');
  });
});

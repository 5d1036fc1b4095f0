// What the puzzle and lesson pages keep, against a hostile or unlucky browser (issue 59):
// two tabs saving at once, one bad field among sound ones, a device clock far off, and
// storage that is full. "Nothing lost" means what the player had before is there after;
// each test here failed before its fix.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, fillStorage, openPage, withPage } from './harness.js';

const session = browserSession();

const PUZZLES_KEY = 'xiangqi.puzzles.v1';
const stored = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), key);

async function openPuzzles(page, query = '') {
  await page.goto(`${session.origin}/puzzles.html${query}`);
  await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
  await page.waitForSelector('#puzzle[data-puzzle-status="solving"]');
}

/** Gives the puzzle on the board up: "Show the solution" counts as a try. */
async function giveUp(page) {
  await page.click('#puzzle-solution');
  await page.waitForSelector('#puzzle-rated:not(:empty)');
}

/** A sound record of `n` rated tries, as the page writes it. */
function record(n) {
  const history = Array.from({ length: n }, (_, i) => ({ day: '2026-11-20', id: `m${String(i + 1).padStart(4, '0')}`, rating: 1500 - i }));
  return {
    player: { rating: 1461, rd: 90, volatility: 0.06 },
    history,
    streak: 2,
    best: 5,
    done: Object.fromEntries(history.map((h) => [h.id, 'missed'])),
    version: 2,
  };
}

const notice = (page) => page.locator('.page-notice');

test('two puzzle tabs each keep their result: each save reads what the other wrote', async () => {
  const { context, page: a } = await openPage(session.browser, session.origin);
  try {
    const b = await context.newPage();
    const catalogue = await (async () => {
      await openPuzzles(a);
      return a.evaluate(() => fetch('puzzles.json').then((r) => r.json()));
    })();
    const [first, second] = catalogue.puzzles.slice(100, 102).map((p) => p.id);
    await openPuzzles(a, `?puzzle=${first}`);
    await openPuzzles(b, `?puzzle=${second}`);
    // Both tabs loaded the same empty record; A gives up, then B.
    await giveUp(a);
    await giveUp(b);
    const kept = await stored(a, PUZZLES_KEY);
    assert.deepEqual(Object.keys(kept.done).sort(), [first, second].sort());
    assert.deepEqual(kept.history.map((h) => h.id), [first, second]);
    // B's rating moved on from A's, not from 1500 again.
    const afterA = kept.history[0].rating;
    assert.equal(await b.locator('#puzzle-rated').textContent(), `Rating ${afterA} → ${kept.history[1].rating}: the solution shown`);
  } finally {
    await context.close();
  }
});

test('a puzzle record with one bad entry keeps the rest, and the player is told once', async () => {
  const bad = record(40);
  bad.history[12].rating = 99999;
  bad.history[20].id = 'zz<b>';
  bad.streak = -4;
  await withPage(session, { storage: { [PUZZLES_KEY]: JSON.stringify(bad) } }, async (page) => {
    await openPuzzles(page);
    assert.equal(await page.locator('#rating-value').textContent(), '1461 (±90)');
    const kept = await stored(page, PUZZLES_KEY);
    assert.equal(kept.history.length, 38);
    assert.equal(Object.keys(kept.done).length, 40);
    assert.equal(kept.streak, 0);
    assert.equal(kept.best, 5);
    assert.equal(await notice(page).count(), 1);
    assert.equal(await notice(page).textContent(), 'Part of what this browser had saved could not be read and was left out; the rest is kept.');
    // Said again in the language chosen; nothing repaired the second time, nothing said.
    await page.selectOption('#language', 'zh-Hans');
    assert.equal(await notice(page).textContent(), '浏览器中的部分存档无法读取，已略过；其余的都保留了。');
    await openPuzzles(page);
    assert.equal(await notice(page).count(), 0);
  });
});

test('one lesson\'s bad stars cost that lesson only, and one bad setting only that setting', async () => {
  const lessons = { 'palace-1': 3, 'palace-2': 99, 'palace-3': 2 };
  const prefs = { language: 'zh-Hant', theme: 'dark', notation: 'iccs', textSize: 1000 };
  await withPage(session, { storage: { 'xiangqi.lessons.v1': JSON.stringify(lessons), 'xiangqi.prefs.v1': JSON.stringify(prefs) } }, async (page) => {
    await page.goto(`${session.origin}/lessons.html`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    const stars = (id) => page.locator(`a[data-exercise="${id}"]`).getAttribute('data-stars');
    assert.equal(await stars('palace-1'), '3');
    assert.equal(await stars('palace-2'), '0');
    assert.equal(await stars('palace-3'), '2');
    // The language, theme and notation stay; the text size is the usual one.
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hant');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.deepEqual(await stored(page, 'xiangqi.prefs.v1'), { language: 'zh-Hant', theme: 'dark', notation: 'iccs', version: 2 });
    assert.deepEqual(await stored(page, 'xiangqi.lessons.v1'), { 'palace-1': 3, 'palace-3': 2, version: 2 });
    assert.equal(await notice(page).textContent(), '瀏覽器中的部分存檔無法讀取，已略過；其餘的都保留了。');
  });
});

test('a device clock at year 10000 or 999 writes days the next load reads back', async () => {
  for (const [when, day] of [[new Date(10000, 0, 1, 12), '10000-01-01'], [new Date(999, 5, 30, 12), '0999-06-30']]) {
    await withPage(session, { storage: { [PUZZLES_KEY]: JSON.stringify(record(3)) } }, async (page, context) => {
      await context.clock.setFixedTime(when);
      await openPuzzles(page, '?puzzle=daily');
      await giveUp(page);
      await openPuzzles(page);
      const kept = await stored(page, PUZZLES_KEY);
      assert.deepEqual(kept.history.map((h) => h.day), ['2026-11-20', '2026-11-20', '2026-11-20', day]);
      assert.equal(await notice(page).count(), 0, 'nothing had to be repaired');
    });
  }
});

test('full storage on the puzzle page is told, and the page goes on from its own record', async () => {
  await withPage(session, {}, async (page) => {
    await fillStorage(page);
    await openPuzzles(page);
    const first = await page.evaluate(() => document.getElementById('puzzle').dataset.puzzleId);
    await giveUp(page);
    assert.equal(await notice(page).textContent(), 'This browser\'s storage on this device is full: your progress can no longer be saved here.');
    const shown = await page.locator('#rating-value').textContent();
    assert.notEqual(shown, '1500 (±350)', 'the try moved the rating on the page');
    // The next try goes on from the page's own record, not the stale stored one.
    await page.click('#puzzle-next');
    await page.waitForFunction((id) => document.getElementById('puzzle').dataset.puzzleId !== id, first);
    await giveUp(page);
    assert.match(await page.locator('#puzzle-rated').textContent(), new RegExp(`^Rating ${shown.split(' ')[0]} → `));
    assert.equal(await notice(page).count(), 1, 'told once');
  });
});

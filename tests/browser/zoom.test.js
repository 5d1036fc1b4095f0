// Text that scales (WCAG 1.4.4) and reflows (1.4.10): the page at 200 % browser zoom
// (a 1280x800 window is a 640x400 CSS px viewport at device scale 2), at 320 CSS px wide,
// and with the reader's default font size doubled in the browser's settings; the record
// dialogs and the position editor in each of these, in all three languages. In each,
// the page must not scroll sideways, every control must be reachable and uncovered, and
// no text may be clipped, stick out of its box or overlap other text.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, gotoGame, tapSquare } from './harness.js';
import { layoutProblems } from './layout-check.js';

const session = browserSession();

async function assertLayout(page, scope, what) {
  const { problems, texts, controls } = await page.evaluate(layoutProblems, scope);
  assert.deepEqual(problems, [], what);
  assert.ok(texts >= 5 && controls >= 3, `${what}: ${texts} texts and ${controls} controls were checked`);
}

/** The main page with a few moves, then the start panel and the result panel. */
async function checkPageAndPanels(page, what) {
  await gotoGame(page, session.origin, '?mode=two');
  for (const [from, to] of [['h2', 'e2'], ['h9', 'g7'], ['h0', 'g2']]) await tapSquare(page, from).then(() => tapSquare(page, to));
  await assertLayout(page, '#app', `${what}: main page`);
  await page.click('[data-action="new"]');
  await page.locator('#start-dialog[open]').waitFor();
  await assertLayout(page, '#start-dialog', `${what}: start panel`);
  await page.click('#start-close');
  await page.click('[data-action="resign"]');
  await page.click('#confirm-yes');
  await page.locator('#result-dialog[open]').waitFor();
  await assertLayout(page, '#result-dialog', `${what}: result panel`);
}

/** The export and import dialogs, an import error, and the position editor with its refusal. */
async function checkRecordDialogs(page, what) {
  await gotoGame(page, session.origin, '?mode=two');
  for (const [from, to] of [['h2', 'e2'], ['h9', 'g7']]) await tapSquare(page, from).then(() => tapSquare(page, to));
  await page.click('#record-export');
  await page.locator('#export-dialog[open]').waitFor();
  await assertLayout(page, '#export-dialog', `${what}: export`);
  await page.keyboard.press('Escape');
  await page.click('#record-import');
  await page.locator('#import-dialog[open]').waitFor();
  await assertLayout(page, '#import-dialog', `${what}: import`);
  await page.fill('#import-text', '1. 炮二平五 馬８進７\n2. 炮二平五\n');
  await page.click('#import-load');
  await page.locator('#import-error').waitFor();
  await assertLayout(page, '#import-dialog', `${what}: import error`);
  await page.keyboard.press('Escape');
  await page.click('#record-editor');
  await page.locator('#editor-dialog[open]').waitFor();
  await assertLayout(page, '#editor-dialog', `${what}: position editor`);
  await page.click('#editor-clear');
  // The black general put on the red one's file: a position the rules refuse.
  await page.click('#editor-palette [data-tool="k"]');
  await page.locator('#editor-board [data-square="e9"]').click();
  await page.click('#editor-play');
  await page.locator('#editor-error').waitFor();
  await assertLayout(page, '#editor-dialog', `${what}: position editor refusing a position`);
}

// 200 % zoom: a 1280x800 window is 640x400 CSS px at device scale 2; 320 CSS px wide is
// 1280 px at 400 %; and the reader's default font size doubled.
const SETTINGS = {
  '200 %': { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  '320 px': { viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 },
  'default font 32 px': { viewport: { width: 1280, height: 800 }, fontSize: 32 },
};

test('at 200 % zoom (640x400 CSS px at device scale 2) the page reflows with nothing clipped', async () => {
  await withPage(session, SETTINGS['200 %'], async (page) => {
    assert.equal(await page.evaluate(() => devicePixelRatio), 2);
    await checkPageAndPanels(page, '200 %');
  });
});

test('at 320 CSS px wide (1280 px at 400 %) the page reflows with nothing clipped', async () => {
  await withPage(session, SETTINGS['320 px'], async (page) => {
    await checkPageAndPanels(page, '320 px');
  });
});

for (const [setting, options] of Object.entries(SETTINGS)) {
  for (const [language, locale] of [['en', 'en-US'], ['zh-Hant', 'zh-TW'], ['zh-Hans', 'zh-CN']]) {
    test(`${setting}, ${language}: the record dialogs and the position editor reflow with nothing clipped`, async () => {
      await withPage(session, { ...options, locale }, async (page) => {
        await checkRecordDialogs(page, `${setting}, ${language}`);
      });
    });
  }
}

const controlSizes = (page) => page.evaluate(() => {
  const size = (sel) => parseFloat(getComputedStyle(document.querySelector(sel)).fontSize);
  return { button: size('[data-action="undo"] span'), status: size('#status'), moves: size('#move-list'), records: size('#record-export') };
});

test('a doubled default font size doubles the control text and the layout survives', async () => {
  let normal;
  await withPage(session, { viewport: { width: 1280, height: 800 } }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    normal = await controlSizes(page);
  });
  await withPage(session, SETTINGS['default font 32 px'], async (page) => {
    assert.equal(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize)), 32);
    await checkPageAndPanels(page, 'default font 32 px');
    await gotoGame(page, session.origin, '?mode=two');
    const large = await controlSizes(page);
    for (const [part, px] of Object.entries(large)) {
      const growth = px / normal[part];
      assert.ok(growth > 1.9 && growth < 2.1, `${part} text grew ${growth.toFixed(2)}x (${normal[part]} px to ${px} px)`);
    }
  });
  // The embedded board's controls follow the same setting.
  await withPage(session, SETTINGS['default font 32 px'], async (page) => {
    await page.goto(`${session.origin}/embed.html?mode=local&lang=en`);
    await page.waitForFunction(() => document.querySelector('xiangqi-game')?.dataset.turn);
    const embedButton = await page.locator('xiangqi-game [data-action="undo"]').evaluate((b) => parseFloat(getComputedStyle(b).fontSize));
    assert.ok(Math.abs(embedButton - 0.9 * 32) < 0.5, `embed button text is ${embedButton} px`);
  });
});

/** Top and bottom of `selector` on the page, in CSS px from the viewport's top. */
const edges = (page, selector) => page.locator(selector).evaluate((e) => {
  const r = e.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
});

test('the page\'s own text size at 200 % on a phone: the start panel fits, the Start button shows, the board\'s numbers grow', async () => {
  const fileNumber = (page) => page.locator('#board .file-number.red').first().evaluate((t) => parseFloat(getComputedStyle(t).fontSize));
  let small;
  await withPage(session, { viewport: { width: 1280, height: 800 } }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    small = await fileNumber(page);
    await page.click('[data-action="new"]');
    await page.locator('#start-dialog[open]').waitFor();
    await page.locator('#start-dialog input[name="mode"][value="computer"]').check({ force: true });
    // At 1280x800, Start is in view and not covered, with every choice of a computer game shown.
    const start = await edges(page, '#start-game');
    assert.ok(start.bottom <= 800, `Start ends at ${start.bottom}`);
    assert.ok(await page.locator('#start-game').evaluate((b) => {
      const r = b.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === b;
    }));
  });
  await withPage(session, { viewport: { width: 390, height: 844 } }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    await page.selectOption('#text-size', '200');
    assert.ok((await fileNumber(page)) >= small * 1.5, 'the board\'s file numbers grow with the text');
    await page.click('[data-action="new"]');
    await page.locator('#start-dialog[open]').waitFor();
    await page.locator('#start-dialog input[name="mode"][value="computer"]').check({ force: true });
    const sideways = await page.locator('#start-dialog').evaluate((d) => ({ scroll: d.scrollWidth, client: d.clientWidth }));
    assert.equal(sideways.scroll, sideways.client, 'the start panel does not scroll sideways');
    const panel = await edges(page, '#start-dialog');
    for (const choice of ['input[name="level"][value="3"]', 'input[name="clock"][value="10+5"]', 'select[name="handicap"]', 'select[name="giver"]']) {
      const box = await page.locator(`#start-dialog ${choice}`).evaluate((e) => (e.type === 'radio' ? e.parentElement : e).getBoundingClientRect().toJSON());
      assert.ok(box.left >= panel.left - 1 && box.right <= panel.right + 1, `${choice} is inside the panel`);
    }
    assert.ok((await edges(page, '#start-game')).bottom <= 844, 'Start in view');
  });
});

test('at 200 % text on a phone a lesson\'s and a puzzle\'s task, board, feedback and buttons fit on one screen', async () => {
  for (const [address, panel, above, note, hint] of [
    ['lessons.html#horse-3', '#exercise', '.exercise-task', '.exercise-note', '#exercise-hint'],
    ['puzzles.html?puzzle=daily', '#puzzle', '.puzzle-board', '.puzzle-note', '#puzzle-hint'],
  ]) {
    await withPage(session, { viewport: { width: 390, height: 844 }, locale: 'zh-TW' }, async (page) => {
      await page.goto(`${session.origin}/${address}`);
      await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
      await page.selectOption('#text-size', '200');
      await page.locator(`${panel} ${above}`).evaluate((e) => e.scrollIntoView({ block: 'start' }));
      const top = (await edges(page, `${panel} ${above}`)).top;
      const board = await edges(page, `${panel} svg`);
      const bottom = Math.max((await edges(page, `${panel} ${note}`)).bottom, (await edges(page, hint)).bottom);
      assert.ok(board.bottom > board.top + 300, `${address}: the board is a usable size (${board.bottom - board.top} px)`);
      assert.ok(bottom - top <= 844, `${address}: from ${above} to the Hint button takes ${bottom - top} px of 844`);
    });
  }
});

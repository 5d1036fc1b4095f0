// The lessons page (lessons.html): chapters of exercises on the real board, solved by
// clicks, judged by the rules crate, with stars kept in localStorage across a reload; a
// wrong try taken back, a hint and the solution shown.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage, screenshot } from './harness.js';
import { layoutProblems } from './layout-check.js';

const session = browserSession();

async function openLessons(page, hash = '') {
  await page.goto(`${session.origin}/lessons.html${hash}`);
  await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
}

/** The exercises as the page lists them: {id, chapter, stars}. */
const listed = (page) =>
  page.$$eval('a[data-exercise]', (links) => links.map((a) => ({ id: a.dataset.exercise, chapter: a.closest('[data-chapter]').dataset.chapter, stars: Number(a.dataset.stars) })));

/** Plays `moves` (ICCS) on the exercise board by clicks; with `defended`, every other
 *  move is the engine's, waited for rather than played. */
async function play(page, moves, { defended = false } = {}) {
  const board = page.locator('#exercise');
  for (const [i, move] of moves.entries()) {
    if (defended && i % 2 === 1) {
      await page.waitForFunction((to) => document.querySelector(`#exercise [data-at="${to}"]`), move.slice(2), { timeout: 20000 });
      continue;
    }
    await board.locator(`[data-square="${move.slice(0, 2)}"]`).click();
    await board.locator(`[data-square="${move.slice(2)}"]`).click();
  }
}

test('one exercise of every chapter, solved by clicks, keeps its stars after a reload', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await openLessons(page);
    const exercises = await listed(page);
    const chapters = [...new Set(exercises.map((e) => e.chapter))];
    assert.ok(exercises.length >= 40 && chapters.length >= 8, `${exercises.length} exercises in ${chapters.length} chapters`);
    assert.ok(exercises.every((e) => e.stars === 0));
    const { EXERCISES } = await page.evaluate(() => import(new URL('js/learn/exercises.js', document.baseURI).href));
    const solved = [];
    for (const chapter of chapters) {
      const exercise = EXERCISES.find((e) => e.chapter === chapter);
      await page.click(`a[data-exercise="${exercise.id}"]`);
      await page.waitForFunction((id) => document.getElementById('exercise').dataset.exercise === id, exercise.id);
      if (exercise.marks) assert.equal(await page.locator('#exercise [data-mark]').count(), exercise.marks.length);
      // The first basic mate is forced: the engine's one defence is the solution's.
      await play(page, exercise.solution, { defended: exercise.goal === 'win' });
      await page.waitForSelector('#exercise[data-solved="3"]');
      assert.match(await page.locator('.exercise-note').textContent(), /^Solved! 3 of 3 stars/);
      solved.push(exercise.id);
    }
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    const after = await listed(page);
    assert.deepEqual(after.filter((e) => e.stars > 0).map((e) => [e.id, e.stars]), solved.map((id) => [id, 3]));
    assert.match(await page.locator('#lessons-progress').textContent(), new RegExp(`^${solved.length * 3} of ${exercises.length * 3} stars$`));
  });
});

test('a wrong try is taken back and costs a star; only the named piece moves; a hint and the solution help', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    // Mate in one with two chariots: a check that is not mate is a miss.
    await openLessons(page, '#mate-1');
    assert.equal(await page.locator('.exercise-task').textContent(), 'Checkmate in one move.');
    await play(page, ['b8b9']);
    assert.match(await page.locator('.exercise-note').textContent(), /^Not mate/);
    // The wrong move is taken back.
    await page.waitForFunction(() => document.querySelector('#exercise [data-at="b8"]')?.dataset.piece === 'R');
    await play(page, ['a0a9']);
    await page.waitForSelector('#exercise[data-solved="2"]');

    // Only the elephant moves in this one: the horse on its eye must stay.
    await openLessons(page, '#palace-4');
    await page.locator('#exercise [data-square="d1"]').click();
    assert.equal(await page.locator('.exercise-note').textContent(), 'In this exercise only the piece the task names moves.');
    await page.click('#exercise-hint');
    assert.equal(await page.locator('#exercise [data-hint]').getAttribute('data-hint'), 'c0a2');
    // The solution is written out in the reader's notation and stepped through.
    await page.click('#exercise-solution');
    const steps = page.locator('#exercise .solution-steps');
    assert.equal(await steps.locator('.solution-title').textContent(), 'The solution (3 moves)');
    assert.deepEqual(await steps.locator('.solution-move').allTextContents(), ['E7+9', 'E9+7', 'E7-5']);
    assert.equal(await steps.locator('.solution-back').isDisabled(), true);
    for (let i = 0; i < 3; i++) await steps.locator('.solution-next').click();
    assert.equal(await page.locator('#exercise [data-at="e2"]').getAttribute('data-piece'), 'B');
    assert.match(await page.locator('.exercise-note').textContent(), /That is the solution/);
    assert.equal(await steps.locator('.solution-next').isDisabled(), true);
    await steps.locator('.solution-back').click();
    assert.equal(await page.locator('#exercise [data-at="c4"]').getAttribute('data-piece'), 'B');
    assert.equal(await steps.locator('.solution-where').textContent(), 'Move 2 of 3: E9+7');
    await steps.locator('.solution-move').first().click();
    assert.equal(await page.locator('#exercise [data-at="a2"]').getAttribute('data-piece'), 'B');
    assert.equal(await page.locator('a[data-exercise="palace-4"]').getAttribute('data-stars'), '0', 'a solution shown is not a solution found');
    // Playing it after seeing the solution earns one star, and says why.
    await page.click('#exercise-again');
    assert.equal(await steps.isVisible(), false);
    await page.click('#exercise-hint');
    await play(page, ['c0a2', 'a2c4', 'c4e2']);
    await page.waitForSelector('#exercise[data-solved="1"]');
    assert.equal(await page.locator('.exercise-note').textContent(), 'Solved after seeing the solution: 1 of 3 stars.');
  });
});

test('a lesson keeps its task in view, a message stays until the next move, and what help costs is said before and after', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await openLessons(page, '#horse-1');
    const task = 'Move the red horse 傌 to every marked point. It can be done in 3 moves.';
    const note = () => page.locator('.exercise-note').textContent();
    assert.equal(await page.locator('.exercise-task').textContent(), task);
    assert.equal(await page.locator('.exercise-scoring').textContent(), 'Three stars for the fewest moves. A hint costs one star; solving it after seeing the solution earns one.');
    // A refused try is told under the board, the task stays above it, and the next move
    // (a right one) clears the message.
    await page.locator('#exercise [data-square="b0"]').click();
    await page.locator('#exercise [data-square="b2"]').click();
    assert.equal(await note(), 'That piece does not move that way');
    assert.equal(await page.locator('.exercise-task').textContent(), task);
    await page.locator('#exercise [data-square="c2"]').click(); // the horse is still picked up
    await page.waitForFunction(() => document.querySelector('#exercise [data-at="c2"]')?.dataset.piece === 'N');
    assert.equal(await note(), '');
    await play(page, ['c2e3', 'e3c4']);
    await page.waitForSelector('#exercise[data-solved="3"]');
    assert.equal(await note(), 'Solved! 3 of 3 stars.');

    // A hint costs a star, and the result says so.
    await openLessons(page, '#cannon-1');
    await page.click('#exercise-hint');
    await play(page, ['b2b7']);
    await page.waitForSelector('#exercise[data-solved="2"]');
    assert.equal(await note(), 'Solved with a hint: 2 of 3 stars.');

    // A wrong try in a one-move task: its message stays through the take-back.
    await openLessons(page, '#mate-1');
    await play(page, ['b8b9']);
    await page.waitForFunction(() => document.querySelector('#exercise [data-at="b8"]')?.dataset.piece === 'R');
    assert.match(await note(), /^Not mate/);
    await play(page, ['a0a9']);
    await page.waitForSelector('#exercise[data-solved="2"]');
    assert.match(await note(), /^Solved! 2 of 3 stars\. 1 wrong try on the way\. Why it is mate: the red chariot gives check/);

    // Against the computer, the target passing is said, with the way on.
    await openLessons(page, '#basic-1');
    assert.match(await page.locator('.exercise-task').textContent(), /win in 2 moves/);
    await play(page, ['a1a2']);
    await page.waitForSelector('#exercise[data-turn="red"]', { timeout: 20000 });
    assert.equal(await note(), '');
    await play(page, ['a2a3']);
    assert.equal(await note(), 'You have played 2 moves without the win: the target has passed. Play on to win it for fewer stars, or press Start again.');
  });
});

test('lessons are named for what they teach, each chapter recalls its rule, and the page suggests the next one', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await openLessons(page);
    const names = await page.locator('a[data-exercise] span:first-child').allTextContents();
    assert.equal(names.length, 47);
    assert.equal(new Set(names).size, names.length, 'no two lessons share a name');
    assert.ok(names.includes("The horse's blocked leg"));
    assert.ok(names.every((name) => !/^Exercise \d+$/.test(name)));
    // Each chapter opens with a reminder of its rule and a link to it in the guide.
    const horse = page.locator('[data-chapter="horse"] .chapter-about');
    assert.match(await horse.textContent(), /^The horse moves one point along a line, then one point diagonally outwards\./);
    assert.equal(await horse.locator('a').getAttribute('href'), 'learn.html#horse');
    assert.equal(await page.locator('[data-chapter="mate"] .chapter-about a').getAttribute('href'), 'learn.html#checkmate');
    // The path: the first lesson, then the next once it is solved; every lesson stays open.
    const next = page.locator('#lessons-next a');
    assert.equal(await next.textContent(), 'Next for you: The palace pieces: general, advisor, elephant · The general\'s steps');
    await next.click();
    await page.waitForFunction(() => document.getElementById('exercise').dataset.exercise === 'palace-1');
    assert.equal(await page.locator('#exercise-title').textContent(), 'The palace pieces: general, advisor, elephant · The general\'s steps');
    await play(page, ['e1e2', 'e2f2', 'f2e2', 'e2d2']);
    await page.waitForSelector('#exercise[data-solved="3"]');
    assert.equal(await next.getAttribute('data-next'), 'palace-2');
    await page.click('a[data-exercise="basic-6"]');
    await page.waitForFunction(() => document.getElementById('exercise').dataset.exercise === 'basic-6');
  });
});

test('on a phone the guide and a lesson fit, with nothing clipped (the README\'s screenshots)', async () => {
  await withPage(session, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'zh-TW' }, async (page) => {
    await page.goto(`${session.origin}/learn.html#horse`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    await page.locator('#horse [data-square="e4"]').click();
    assert.deepEqual((await page.evaluate(layoutProblems, '.app')).problems, [], 'the guide');
    await page.locator('#horse').evaluate((section) => section.scrollIntoView());
    await screenshot(page, 'guide-phone.png');
    await openLessons(page, '#horse-3');
    await play(page, ['b0c2', 'c2d4']);
    await page.locator('#exercise [data-square="d4"]').click();
    assert.deepEqual((await page.evaluate(layoutProblems, '.app')).problems, [], 'a lesson');
    await page.locator('#exercise').evaluate((panel) => panel.scrollIntoView());
    await screenshot(page, 'lesson-phone.png');
  });
});

test('a lesson is solved with the keyboard alone, its task and result read out', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await openLessons(page, '#cannon-1');
    assert.equal(await page.locator('.exercise-note').getAttribute('aria-live'), 'polite');
    for (let i = 0; i < 20 && !(await page.evaluate(() => document.activeElement?.closest('#exercise svg'))); i++) await page.keyboard.press('Tab');
    const name = () => page.evaluate(() => {
      const board = document.activeElement;
      return board.querySelector(`[id="${board.getAttribute('aria-activedescendant')}"]`)?.getAttribute('aria-label');
    });
    assert.equal(await name(), 'e0, red general');
    // From e0 to the cannon on b2, pick it up, and up to the chariot on b7.
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    assert.equal(await name(), 'b2, red cannon');
    await page.keyboard.press('Enter');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
    assert.equal(await name(), 'b7, black chariot, move here');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#exercise[data-solved="3"]');
    assert.equal(await page.locator('.exercise-note').textContent(), 'Solved! 3 of 3 stars.');
  });
});

test('a change of language mid-exercise says the task, the note and the board\'s name in the new language', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    await openLessons(page, '#mate-1');
    assert.equal(await page.locator('.exercise-task').textContent(), 'Checkmate in one move.');
    await play(page, ['b8b9']);
    assert.match(await page.locator('.exercise-note').textContent(), /^Not mate/);
    await page.selectOption('#language', 'zh-Hant');
    const task = await page.locator('.exercise-task').textContent();
    assert.ok(/\p{Script=Han}/u.test(task) && !/[A-Za-z]/.test(task), `task: ${task}`);
    const note = await page.locator('.exercise-note').textContent();
    assert.ok(/\p{Script=Han}/u.test(note) && !/[A-Za-z]/.test(note), `note: ${note}`);
    const label = await page.locator('#exercise svg').getAttribute('aria-label');
    assert.ok(label.endsWith(task), `board: ${label}`);
  });
});

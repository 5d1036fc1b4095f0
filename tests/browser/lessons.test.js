// The lessons page (lessons.html): chapters of exercises on the real board, solved by
// clicks, judged by the rules crate, with stars kept in localStorage across a reload; a
// wrong try taken back, a hint and the solution shown.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, withPage } from './harness.js';

const session = browserSession();

async function openLessons(page, hash = '') {
  await page.goto(`${session.origin}/lessons.html${hash}`);
  await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
}

/** The exercises as the page lists them: {id, chapter, stars}. */
const listed = (page) =>
  page.$$eval('a[data-exercise]', (links) => links.map((a) => ({ id: a.dataset.exercise, chapter: a.closest('[data-chapter]').dataset.chapter, stars: Number(a.dataset.stars) })));

/** Plays `moves` (ICCS) on the exercise board by clicks. */
async function play(page, moves) {
  const board = page.locator('#exercise');
  for (const move of moves) {
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
      await play(page, exercise.solution);
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
    assert.equal(await page.locator('.exercise-note').textContent(), 'Checkmate in one move.');
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
    await page.click('#exercise-solution');
    await page.waitForFunction(() => /That is the solution/.test(document.querySelector('.exercise-note').textContent), null, { timeout: 10000 });
    assert.equal(await page.locator('#exercise [data-at="e2"]').getAttribute('data-piece'), 'B');
    assert.equal(await page.locator('a[data-exercise="palace-4"]').getAttribute('data-stars'), '0', 'a solution shown is not a solution found');
    // Playing it after a hint earns two stars at most.
    await page.click('#exercise-again');
    await page.click('#exercise-hint');
    await play(page, ['c0a2', 'a2c4', 'c4e2']);
    await page.waitForSelector('#exercise[data-solved="2"]');
  });
});

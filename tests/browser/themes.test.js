// Board themes: wood by default, dark when the system prefers dark, paper or any other
// chosen in #theme and remembered over the system's preference. (Each theme's contrast
// is measured in contrast.test.js and a11y.test.js.)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, screenshot, withPage, gotoGame } from './harness.js';

const session = browserSession();

const theme = (page) => page.evaluate(() => document.documentElement.dataset.theme);
const background = (page) => page.evaluate(() => getComputedStyle(document.querySelector('.status')).backgroundColor);

test('the theme follows the system until the player chooses one, which is remembered', async () => {
  await withPage(session, { colorScheme: 'dark' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two&clock=10,5');
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.locator('#theme').inputValue(), 'dark');
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), 'dark');
    const dark = await background(page);
    await screenshot(page, 'dark-theme.png');
    await page.selectOption('#theme', 'paper');
    assert.equal(await theme(page), 'paper');
    assert.notEqual(await background(page), dark, 'the panel is repainted');
    await gotoGame(page, session.origin, '');
    assert.equal(await theme(page), 'paper', 'the choice beats the system preference after a reload');
    await page.selectOption('#theme', 'wood');
    await page.emulateMedia({ colorScheme: 'light' });
    assert.equal(await theme(page), 'wood');
  });
  await withPage(session, { colorScheme: 'light' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=two');
    assert.equal(await theme(page), 'wood');
    // A system that turns dark while the page is open takes the page with it.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  });
});

// Measures what analysis costs the page's main thread (docs/performance.md, "The main
// thread during analysis"): the time it is busy per second while the engine analyses
// without limit, with and without the motion of the evaluation bar, and the time a turn
// of the board takes from the click to the next frame, with the CPU slowed 4× (a phone).
// Give it one or more built dist folders to compare them in the same run, alternating:
//     node browser/measure-analysis.js /tmp/before-dist ../dist
// (none: ../dist). It is a measurement, not a test: the machine's load moves the figures.

import { DIST, serveDist, launch, openPage, gotoGame } from './harness.js';

const ROUNDS = 5;
const OPENING = '#moves=h2e2,h9g7,h0g2,i9h9';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dists = process.argv.length > 2 ? process.argv.slice(2) : [DIST];
const servers = await Promise.all(dists.map((root) => serveDist({ root })));
const browser = await launch();

/** Opens the game page of `server` with analysis running and its first lines shown. */
async function analysing(server, reducedMotion) {
  const { page, context } = await openPage(browser, server.origin, { reducedMotion });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await gotoGame(page, server.origin, OPENING);
  await page.click('[data-action="analyze"]');
  await page.waitForFunction(() => document.querySelectorAll('#pv-lines .pv-line').length === 3);
  await page.waitForTimeout(1000);
  return { page, context, cdp };
}

/** Milliseconds the main thread was busy per second of the next `ms` (Chromium's
 *  TaskDuration: script, style, layout, paint and the rest). */
async function busyPerSecond(cdp, page, ms) {
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const a = await metrics();
  await page.waitForTimeout(ms);
  const b = await metrics();
  return (1000 * (b.TaskDuration - a.TaskDuration)) / (b.Timestamp - a.Timestamp);
}

/** From a click on Flip to the frame after it, four times, with the CPU slowed 4×. */
async function flips(cdp, page) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = [];
  for (let i = 0; i < 4; i++) {
    times.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const started = performance.now();
            document.querySelector('[data-action="flip"]').click();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
          }),
      ),
    );
    await page.waitForTimeout(400);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return times;
}

const figures = dists.map(() => ({ still: [], moving: [], flip: [] }));
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, server] of servers.entries()) {
    for (const [motion, key] of [['reduce', 'still'], ['no-preference', 'moving']]) {
      const { page, context, cdp } = await analysing(server, motion);
      figures[i][key].push(await busyPerSecond(cdp, page, 6000));
      if (key === 'still') figures[i].flip.push(...(await flips(cdp, page)));
      await context.close();
    }
  }
}
await browser.close();
await Promise.all(servers.map((server) => server.close()));

const ms = (xs) => `${median(xs).toFixed(1)} ms (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`;
for (const [i, dist] of dists.entries()) {
  const { still, moving, flip } = figures[i];
  console.log(`${dist}:`);
  console.log(`  main thread busy per second of analysis, reduced motion (median of ${still.length}): ${ms(still)}`);
  console.log(`  main thread busy per second of analysis, the bar sliding (median of ${moving.length}): ${ms(moving)}`);
  console.log(`  click on Flip to the next frame, CPU slowed 4× (median of ${flip.length}): ${ms(flip)}`);
}

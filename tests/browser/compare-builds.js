// Compares two builds on loopback: the time from navigation to an interactive board (the
// page's `xiangqi-interactive` mark), as measure.js takes it, for each build in turn, in
// rounds of seven loads (4, or ROUNDS), the builds alternating so that the machine's load
// falls on both. For "nothing slower than before" (docs/performance.md). Run with two
// built folders:
//     [ROUNDS=10] node browser/compare-builds.js OLD_DIST [NEW_DIST, default dist/]
// It is a measurement, not a test: the numbers depend on the machine and its load.

import { DIST, serveDist, launch, openPage, gotoGame } from './harness.js';

const [before, after = DIST] = process.argv.slice(2);
if (!before) throw new Error('usage: node browser/compare-builds.js OLD_DIST [NEW_DIST]');
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const LOADS = 7;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const builds = [
  { name: before, server: await serveDist({ root: before }), times: [] },
  { name: after, server: await serveDist({ root: after }), times: [] },
];
const browser = await launch();
for (let round = 0; round < ROUNDS; round++) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    const { context, page } = await openPage(browser, build.server.origin, { reducedMotion: 'no-preference' });
    for (let i = 0; i < LOADS; i++) {
      await gotoGame(page, build.server.origin, '?mode=two');
      build.times.push(await page.evaluate(() => performance.getEntriesByName('xiangqi-interactive')[0].startTime));
    }
    await context.close();
  }
}
await browser.close();
for (const build of builds) {
  await build.server.close();
  const sorted = [...build.times].sort((a, b) => a - b);
  const quartiles = `${sorted[Math.floor(sorted.length / 4)].toFixed(0)}-${sorted[Math.floor((3 * sorted.length) / 4)].toFixed(0)}`;
  console.log(`${build.name}: interactive, median of ${build.times.length} loads ${median(build.times).toFixed(0)} ms (quartiles ${quartiles} ms)`);
}

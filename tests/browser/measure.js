// Measures the figures in docs/performance.md ("In the browser"): wasm size, time from
// navigation to an interactive board on loopback, search and analysis speed in the
// worker, the depth Normal reaches from the start position and the time a computer
// review of an 80-ply game takes. Run after a trunk build:
//     node browser/measure.js
// It is a measurement, not a test: the numbers depend on the machine and its load.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DIST, START_FEN, serveDist, launch, openPage, gotoGame } from './harness.js';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const wasmFile = fs.readdirSync(DIST).find((f) => f.endsWith('.wasm'));
const wasm = fs.readFileSync(path.join(DIST, wasmFile));
const gzip = zlib.gzipSync(wasm, { level: 9 }).length;

const server = await serveDist();
const browser = await launch();
const { context, page, problems } = await openPage(browser, server.origin, { reducedMotion: 'no-preference' });

// Navigation start to the board answering input, over several loads.
const loads = [];
for (let i = 0; i < 7; i++) {
  await gotoGame(page, server.origin, '?mode=two');
  loads.push(await page.evaluate(() => performance.getEntriesByName('xiangqi-interactive')[0].startTime));
}

// Searches run in the page's own worker script, exactly as the game runs them: with the
// evaluation network, or by hand when `network` is false (the worker is told it cannot
// have it, as a page whose download failed does).
async function inWorker(requests, { network = true } = {}) {
  return page.evaluate(async ({ requests, network }) => {
    const worker = new Worker('/js/engine/worker.js', { type: 'module' });
    // The worker's first message is the page's compiled module, as the game hands it over.
    const { wasmModule } = await import('/js/game/wasm-module.js');
    worker.postMessage({ type: 'wasm', module: await wasmModule() });
    const { evaluationNetwork } = await import('/js/engine/network.js');
    worker.postMessage({ type: 'network', bytes: network ? await evaluationNetwork() : null });
    const results = [];
    for (const [i, request] of requests.entries()) {
      results.push(
        await new Promise((resolve, reject) => {
          worker.onmessage = (e) => {
            // Progress, heartbeats and the ready signal are not answers.
            if (e.data.type === 'done') resolve(e.data.result);
            else if (e.data.type === 'error' || e.data.type === 'crash') reject(new Error(JSON.stringify(e.data)));
          };
          worker.postMessage({ ...request, id: i + 1 });
        }),
      );
    }
    worker.terminate();
    return results;
  }, { requests, network });
}

const game = { startFen: START_FEN, moves: [], rules: 'asian' };
const threeSeconds = [1, 2, 3].map(() => ({ type: 'search', game, limits: { movetimeMs: 3000 } }));
const fixed = await inWorker(threeSeconds);
const byHand = await inWorker(threeSeconds, { network: false });
// Normal's own limits (about 0.9 s); a plain search, since Normal itself would answer the
// start position from its opening book without searching.
const normal = await inWorker([1, 2, 3, 4, 5].map(() => ({ type: 'search', game, limits: { level: 3 } })));
// Analysis: three best lines at once (multi-PV), as the analysis panel asks.
const analysis = await inWorker([1, 2, 3].map(() => ({ type: 'search', game, limits: { movetimeMs: 3000, lines: 3 } })));

// A full computer review of an 80-ply game at the default budget, in the page as a
// player starts it. The game: the engine against itself at a fixed depth (1 for the first
// six plies, for an opening of its own), the first depth whose game lasts 80 plies.
let played = [];
for (const depth of [3, 4, 5, 2]) {
  played = [];
  for (let ply = 0; ply < 80; ply++) {
    const [result] = await inWorker([{ type: 'search', game: { ...game, moves: played }, limits: { depth: ply < 6 ? 1 : depth } }]);
    if (!result.bestMove) break;
    played.push(result.bestMove);
  }
  if (played.length === 80) break;
}
await gotoGame(page, server.origin, `#moves=${played.join(',')}`);
const reviewMs = await page.evaluate(async (plies) => {
  const started = performance.now();
  document.querySelector('[data-action="review"]').click();
  await new Promise((resolve) => {
    const check = () => {
      if (document.querySelectorAll('#move-list .move[data-judgement]').length === plies && document.querySelector('#review-progress').hidden) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
  return performance.now() - started;
}, played.length);
await context.close();

// What a player downloads: the first visit is every file the service worker keeps (the
// page's own among them), each once and as a host compressing with gzip -9 would send it
// (a file the page has just loaded comes back to the worker as "not modified"); a repeat
// visit takes nothing from the network (the worker answers); and the time to an
// interactive board with the network off.
const worker = fs.readFileSync(path.join(DIST, 'service-worker.js'), 'utf8');
// The worker's list: { './name': 'checksum', ... } (crates/xtask/src/precache.rs).
const kept = [...worker.match(/files: \{([^}]*)\}/)[1].matchAll(/'([^']+)':/g)].map((m) => m[1]).filter((f) => f !== './');
const files = new Map(kept.map((f) => [f, zlib.gzipSync(fs.readFileSync(path.join(DIST, f)), { level: 9 }).length]));
files.set('./service-worker.js', zlib.gzipSync(worker, { level: 9 }).length);
const firstVisit = [...files.values()].reduce((a, b) => a + b, 0);
const app = await browser.newContext({ serviceWorkers: 'allow' });
const appPage = await app.newPage();
await appPage.goto(`${server.origin}/?mode=two`);
await appPage.waitForFunction(() => navigator.serviceWorker.controller !== null);
let fromNetwork = 0;
appPage.on('requestfinished', async (request) => {
  if (!(await request.response())?.fromServiceWorker()) fromNetwork += 1;
});
await appPage.reload();
await appPage.waitForSelector('body[data-ready="1"]', { state: 'attached' });
await app.setOffline(true);
const offline = [];
for (let i = 0; i < 5; i++) {
  await appPage.reload();
  await appPage.waitForSelector('body[data-ready="1"]', { state: 'attached' });
  offline.push(await appPage.evaluate(() => performance.getEntriesByName('xiangqi-interactive')[0].startTime));
}
await app.close();
await browser.close();
await server.close();

const nps = fixed.map((r) => r.nodes / (r.timeMs / 1000));
console.log(`| wasm (${wasmFile.replace(/-[0-9a-f]{16}/, '')}) | ${wasm.length} bytes raw, ${gzip} bytes gzip -9 |`);
console.log(`| navigation to interactive board (median of ${loads.length}) | ${median(loads).toFixed(0)} ms (all: ${loads.map((x) => x.toFixed(0)).join(', ')}) |`);
console.log(`| search speed in the worker, start position, 3 s (median of 3), with the network | ${Math.round(median(nps)).toLocaleString('en')} nodes/s (depths ${fixed.map((r) => r.depth).join(', ')}) |`);
const byHandNps = byHand.map((r) => r.nodes / (r.timeMs / 1000));
console.log(`| the same, hand-made evaluation | ${Math.round(median(byHandNps)).toLocaleString('en')} nodes/s (depths ${byHand.map((r) => r.depth).join(', ')}) |`);
console.log(`| depth Normal reaches from the start position (5 searches) | ${normal.map((r) => r.depth).join(', ')} in ${normal.map((r) => (r.timeMs / 1000).toFixed(2)).join(', ')} s |`);
const analysisNps = analysis.map((r) => r.nodes / (r.timeMs / 1000));
console.log(`| analysis speed in the worker, three lines, start position, 3 s (median of 3) | ${Math.round(median(analysisNps)).toLocaleString('en')} nodes/s (depths ${analysis.map((r) => r.depth).join(', ')}) |`);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`| first visit: every file the service worker keeps, once, gzip -9 (${files.size} files) | ${kb(firstVisit)} (wasm ${kb(files.get('./xiangqi-wasm_bg.wasm'))}, font ${kb(files.get('./fonts/xiangqi-kai.woff2'))}) |`);
console.log(`| repeat visit: requests answered by the network, not the service worker | ${fromNetwork} |`);
console.log(`| navigation start to interactive board with the network off (median of ${offline.length}) | ${median(offline).toFixed(0)} ms (all: ${offline.map((x) => x.toFixed(0)).join(', ')}) |`);
console.log(`| full computer review of a ${played.length}-ply game at the default budget (300,000 nodes a position) | ${(reviewMs / 1000).toFixed(1)} s |`);
if (problems.length) console.log('problems:', problems);

// Shared set-up for the browser tests: a tiny static server for dist/ on 127.0.0.1,
// Debian's Chromium driven by playwright-core, and a watch on every page for console
// errors, failed or off-origin requests and main-thread long tasks.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { test as nodeTest, before, after } from 'node:test';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Which tests this process runs, as run.mjs sets it: 'timed', only the tests that
 *  measure time (timedTest), one file at a time with the machine to itself; 'untimed',
 *  the others, beside another file's; unset (a file run by hand), all of them. */
const PART = process.env.XIANGQI_BROWSER_PART;

/** A test that measures nothing in time, and so may share the machine with another. (A
 *  file that has timed tests takes its `test` from here, so that the timed run skips it.) */
export function test(name, body) {
  nodeTest(name, { skip: PART === 'timed' }, body);
}

/** A test whose figures a loaded machine would change: main-thread long tasks, how soon
 *  something answers, or the engine's play, which a search given less of the machine in
 *  the same time makes weaker. run.mjs runs these with the machine to themselves. */
export function timedTest(name, body) {
  nodeTest(name, { skip: PART === 'untimed' }, body);
}

export const ROOT = path.resolve(here, '..', '..');
export const DIST = path.resolve(process.env.XIANGQI_DIST ?? path.join(ROOT, 'dist'));
/**
 * Where the suite's screenshots go. A test run leaves the README's pictures alone, so
 * it does not dirty the tree (the computer's moves differ from run to run); set
 * XIANGQI_SCREENSHOTS=docs/screenshots to refresh them on purpose.
 */
const SHOTS = path.resolve(ROOT, process.env.XIANGQI_SCREENSHOTS ?? path.join('target', 'screenshots'));

/** Saves a screenshot of `page` as `name` in the screenshot folder. */
export async function screenshot(page, name, options = {}) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ ...options, path: path.join(SHOTS, name) });
}

export const START_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

/** The content type a static host gives each kind of file in dist/. */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves dist/ (or `root`, a copy of it) read-only, at `prefix` (`/xiangqi`, as GitHub
 * Pages serves a project under its name); anything outside it or missing is a 404. With
 * `cors`, every answer allows any origin, as a CDN serving the element's files does.
 */
export function serveDist({ cors = false, root = DIST, prefix = '' } = {}) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root}/index.html is missing: build the page with trunk first`);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (!url.pathname.startsWith(`${prefix}/`)) {
      res.writeHead(404).end('not found');
      return;
    }
    let file = path.normalize(path.join(root, decodeURIComponent(url.pathname.slice(prefix.length))));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404).end('not found');
        return;
      }
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        ...(cors ? { 'access-control-allow-origin': '*' } : {}),
      });
      res.end(data);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

// Runs in the page before its own scripts: records main-thread long tasks and when the
// computer was thinking (the page marks that on <body data-thinking>).
function watchLongTasks() {
  window.__longTasks = [];
  window.__thinkingSpans = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  let since = null;
  const track = () => {
    const thinking = document.body?.dataset.thinking === '1';
    if (thinking && since === null) since = performance.now();
    if (!thinking && since !== null) {
      window.__thinkingSpans.push([since, performance.now()]);
      since = null;
    }
  };
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(track).observe(document.body, { attributes: true, attributeFilter: ['data-thinking'] });
  });
}

/** Each open page's requests on their way, and the ends of the paths it gives up. */
const inFlight = new WeakMap();
/** The evaluation network's file, as the page asks for it. */
const NETWORK_FILE = '/xiangqi.nnue.gzip';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One server for dist/ and one browser shared by the tests of the calling file, both
 * closed after them. `origin` and `browser` are set once the file's tests run.
 */
export function browserSession() {
  const session = { origin: null, browser: null, server: null };
  before(async () => {
    session.server = await serveDist();
    session.origin = session.server.origin;
    session.browser = await launch();
  });
  after(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  return session;
}

/**
 * A fresh context and page. `problems` collects console errors, page errors, failed
 * requests, HTTP errors and requests leaving the origin; tests assert it stays empty.
 * `fontSize` is the browser's default font size in px, as a reader would set it;
 * `serviceWorkers: 'allow'` lets the game's service worker run.
 */
export async function openPage(browser, origin, { viewport = { width: 1280, height: 900 }, locale = 'en-US', reducedMotion = 'reduce', storage = null, colorScheme = 'light', deviceScaleFactor = 1, fontSize = null, serviceWorkers = 'block', givesUp = [] } = {}) {
  // The game's service worker would answer from its cache, past the routes some tests
  // set up; only the tests of offline play (app.test.js) let it run.
  const context = await browser.newContext({ viewport, locale, reducedMotion, colorScheme, deviceScaleFactor, serviceWorkers });
  const page = await context.newPage();
  if (fontSize) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: fontSize, fixed: Math.round(fontSize * 13 / 16) } });
  }
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    // Chromium fetches the icon after the page has loaded; a test that navigates on at
    // once aborts it, which is no fault of the page.
    if (req.url().endsWith('/favicon.svg') && req.failure()?.errorText === 'net::ERR_ABORTED') return;
    // A test may say which requests the page itself gives up (`givesUp`: the ends of
    // their paths), as it does a download that stalls.
    if (givesUp.some((end) => new URL(req.url()).pathname.endsWith(end)) && req.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  // The requests on their way, but for those the test says the page gives up.
  const pending = new Set();
  inFlight.set(page, { pending, givesUp });
  const settle = (req) => pending.delete(req);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('request', (req) => {
    if (!givesUp.some((end) => new URL(req.url()).pathname.endsWith(end))) pending.add(req);
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.push(`off-origin request: ${url}`);
  });
  page.on('worker', (worker) => worker.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`worker console error: ${msg.text()}`);
  }));
  await page.addInitScript(watchLongTasks);
  if (storage) {
    await page.addInitScript((entries) => {
      // about:blank, on the way to a link, has no storage to seed.
      if (location.protocol === 'about:' || sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
  }
  return { context, page, problems };
}

/** Runs `body(a, b, contextA, contextB)` with two devices of `session` (a
 *  browserSession()): pages in contexts of their own, each with its own storage, opened
 *  with `options.a` and `options.b` (see openPage); then asserts neither met a problem. */
export async function twoDevices(session, body, { a: optionsA = {}, b: optionsB = {} } = {}) {
  const a = await openPage(session.browser, session.origin, optionsA);
  const b = await openPage(session.browser, session.origin, optionsB);
  try {
    await body(a.page, b.page, a.context, b.context);
  } finally {
    await a.context.close();
    await b.context.close();
  }
  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
}

/** The notice the page shows, once shown. */
export async function notice(page) {
  await page.locator('#notice:not([hidden])').waitFor();
  return page.locator('#notice-text').textContent();
}

/** The PGN the page exports of the game on the board. */
export async function exportedPgn(page) {
  await page.click('#record-export');
  const text = await page.inputValue('#export-text');
  await page.click('#export-dialog [data-close-dialog]');
  return text;
}

/** Opens `link` on `page`, as a tap on it in a messenger would. */
export async function openLink(page, link) {
  await settled(page);
  await page.goto('about:blank');
  await page.goto(link);
  await page.waitForSelector('body[data-ready="1"]', { state: 'attached', timeout: 15000 });
}

/** Fills the origin's storage to its quota before the page's scripts run (once per tab:
 *  a reload finds it full still). */
export async function fillStorage(page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('filled')) return;
    sessionStorage.setItem('filled', '1');
    let n = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      const chunk = 'x'.repeat(size);
      try {
        for (;;) localStorage.setItem(`filler-${n++}`, chunk);
      } catch {
        // Full at this size: go on with smaller pieces.
      }
    }
  });
}

/**
 * Runs `body(page, context)` on a fresh page of `session` (a browserSession()) opened
 * with `options` (see openPage), closes it, then asserts the page met no problem.
 */
export async function withPage(session, options, body) {
  const { context, page, problems } = await openPage(session.browser, session.origin, options);
  try {
    await body(page, context);
    await settled(page);
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, []);
}

/** Waits (up to 10 s) until no request of `page` is on its way and no engine is loading:
 *  leaving mid-fetch (a navigation, the end of a test) would abort a request, which the
 *  tests count as a failure. Two gaps are covered by what the page itself knows: between a
 *  worker's scripts' fetches and its readiness (it instantiates the page's compiled
 *  module) nothing is in flight, and the page's flag says so; and the evaluation network
 *  is asked for in the moment the engine is ready (engine/network.js), before the test
 *  may have heard of the request, so a page whose engine is ready and which has not had
 *  the file yet is waited for too. */
export async function settled(page) {
  const { pending, givesUp } = inFlight.get(page) ?? { pending: new Set(), givesUp: [] };
  const waitsForNetwork = !givesUp.some((end) => NETWORK_FILE.endsWith(end));
  const busy = () =>
    page
      .evaluate(
        ({ file, waitsForNetwork }) =>
          document.documentElement.dataset.engineLoading === '1' ||
          (waitsForNetwork &&
            performance.getEntriesByName('xiangqi-engine-ready').length > 0 &&
            !performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.endsWith(file))),
        { file: NETWORK_FILE, waitsForNetwork },
      )
      .catch(() => false);
  for (let waited = 0; (pending.size > 0 || (await busy())) && waited < 10000; waited += 50) await sleep(50);
}

/**
 * A quiet move (no check) for the side to move in `fen`, other than `first`: an advisor's
 * or elephant's if there is one, so that it surely does not mate. Worked out by the rules
 * on `page`, which must be of the test origin.
 */
export function quietMove(page, fen, first) {
  return page.evaluate(async ({ fen, first }) => {
    const { Game, wasmReady } = await import('/js/game/wasm.js');
    await wasmReady;
    const start = new Game(fen, [], 'asian');
    const moves = start.pieces().flatMap(({ square, piece }) => start.targets(square).map((to) => ({ move: square + to, piece })));
    start.free();
    const quiet = moves.filter(({ move }) => {
      const after = new Game(fen, [move], 'asian');
      const checks = after.checkedGeneral();
      after.free();
      return move !== first && !checks;
    });
    return (quiet.find(({ piece }) => 'AaBb'.includes(piece)) ?? quiet[0])?.move ?? null;
  }, { fen, first });
}

/** Opens `query` (e.g. "?mode=two&fen=…") and waits until the board answers input. */
export async function gotoGame(page, origin, query = '') {
  // Let a worker started by the last action finish loading.
  await settled(page);
  await page.goto(`${origin}/${query}`);
  await page.waitForSelector('body[data-ready="1"]', { state: 'attached', timeout: 15000 });
}

export function fenQuery(fen, params = {}) {
  const q = new URLSearchParams({ ...params, fen });
  return `?${q}`;
}

export async function tapSquare(page, square) {
  await page.locator(`#board [data-square="${square}"]`).click();
}

/** Plays `moves` (ICCS) on the board by tapping each piece and its target. */
export async function playMoves(page, moves) {
  for (const move of moves) {
    await tapSquare(page, move.slice(0, 2));
    await tapSquare(page, move.slice(2));
  }
}

export async function targetsShown(page) {
  return page.$$eval('[data-target]', (nodes) => nodes.map((n) => n.dataset.target).sort());
}

export async function movesPlayed(page) {
  return page.$$eval('#move-list .move[data-ply]', (nodes) => nodes.map((n) => n.textContent));
}

/** The person's other games the start dialog offers, each as its description and its
 *  action: {text: "4 moves · Two players", action: "Continue this game"}. */
export async function offeredGames(page) {
  return page.$$eval('#saved-list .continue', (buttons) => buttons.map((b) => ({ text: b.querySelector('small').textContent, action: b.querySelector('span').textContent })));
}

/** Opens the offered game whose description matches `pattern` (a RegExp). */
export async function openOffered(page, pattern) {
  await page.locator('#saved-list .continue', { has: page.locator('small', { hasText: pattern }) }).first().click();
  await page.locator('#start-dialog').waitFor({ state: 'hidden' });
}

/** From now on every game of the page's instance of the rules traps (reads far outside its
 *  memory) when asked for a piece's moves: a bug in the rules, as a page would meet one. */
export async function trapInRules(page) {
  await page.evaluate(async () => {
    const rules = await import(new URL('xiangqi-wasm.js', document.baseURI).href);
    const targets = rules.Game.prototype.targets;
    rules.Game.prototype.targets = function (...args) {
      this.__wbg_ptr = 0xfffffff0;
      return targets.apply(this, args);
    };
  });
}

/** The status line's words; the link to the guide that follows a refused move is not
 *  among them (learn.test.js checks it). */
export async function statusText(page) {
  return page.locator('#status').evaluate((status) =>
    [...status.childNodes].filter((node) => !node.classList?.contains('status-link')).map((node) => node.textContent).join('').trim(),
  );
}

/**
 * Presses move `index` of analysis line `line`, found and pressed in one step in the page
 * (`host`: the custom element whose shadow root holds the lines, or none for the page's
 * own). The lines are redrawn whenever the engine reports, so a press aimed at an element
 * found a moment before can land on one already replaced, and reach nothing; a person's
 * press always lands on what is drawn. Returns whether the move was there.
 */
export async function pressLineMove(page, { line, index, host = null }) {
  return page.evaluate(({ line, index, host }) => {
    const root = host ? document.querySelector(host).shadowRoot : document;
    const move = root.querySelector(`.pv-line[data-line="${line}"] .pv-move[data-index="${index}"]`);
    move?.dispatchEvent(new PointerEvent('pointerdown', { button: 0, bubbles: true, composed: true, cancelable: true }));
    return Boolean(move);
  }, { line, index, host });
}

/** Waits until the computer is not thinking any more. */
export async function computerIdle(page, timeout = 30000) {
  await page.waitForFunction(() => document.body.dataset.thinking === '0', null, { timeout });
}

/** Long tasks that started while the computer was thinking. (The task in which the
 *  person's move is drawn and the search is requested starts just before.) */
export async function longTasksWhileThinking(page) {
  return page.evaluate(() => {
    const spans = [...window.__thinkingSpans];
    return window.__longTasks.filter((task) => spans.some(([a, b]) => task.start >= a && task.start < b) && task.duration > 50);
  });
}

/** Reads the rules crate's test vectors (tab separated, `#` comments). */
export function readVectors(name) {
  const text = fs.readFileSync(path.join(ROOT, 'crates', 'xiangqi', 'tests', 'data', name), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

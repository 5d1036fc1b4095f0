// Measures a first visit on a phone network (docs/performance.md, "A first visit on a
// phone network"): dist/ served with gzip, as static hosts serve it, through a link shaped
// like DevTools' "Slow 4G" profile (1.6 Mb/s down, 150 ms round trip), to a fresh
// Chromium profile each time (empty cache, no service worker yet). For each load: the
// time from navigation to the 32 pieces on the board, to a board that takes input, and
// to the engine ready in its worker; the layout-shift score until then and to the end of
// the load; the bytes sent by then and in all once the network is quiet (the service
// worker's precache included); then, on the visit after, the requests that reach the
// server and the time to the engine ready.
// Medians of N loads (default 5), without and with 4x CPU slowdown. Run after a build:
//     node browser/measure-first-visit.js [N] [br]
// It is a measurement, not a test: the numbers depend on the machine and its load.
//
// The link is shaped in the server, not by DevTools' throttling, so that the requests of
// the worker and of the service worker share it with the page's, as they do on a phone:
// every answer waits one round trip (a new connection two more, for the TCP and TLS
// handshakes), and every byte of every answer queues for the one 1.6 Mb/s link, in the
// order asked (no priorities). It speaks HTTP/2 over TLS, as static hosts do (a throwaway
// certificate made with openssl), and sends each file with `cache-control: no-cache` and
// an ETag, as Netlify and Cloudflare Pages do: a file asked for again (by the engine's
// worker, or the service worker) is revalidated, a round trip with no bytes, not sent
// again.
//
// This is a separate script from measure.js, which measures on loopback with no shaping.

import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { DIST, TYPES } from './harness.js';

const LOADS = Number(process.argv[2] ?? 5);
// `br`: serve the build's brotli copies (NAME.br, post-build) to a browser that accepts
// them, as a host set up for them does; otherwise gzip, compressed on the fly.
const ENCODING = process.argv[3] === 'br' ? 'br' : 'gzip';
const ROUND_TRIP_MS = 150;
const BYTES_PER_MS = 1.6e6 / 8 / 1000;
const CHUNK = 8 * 1024;
const QUIET_MS = 3000;

// What a static host compresses: text and wasm; fonts, images and the evaluation network
// (xiangqi.nnue.gzip) are compressed already.
const COMPRESSED = new Set(['.woff2', '.png', '.gzip']);

/** A self-signed certificate for 127.0.0.1, made for this run, and the hash of its public
 *  key, by which Chromium is told to trust it. */
function certificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xiangqi-cert-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  const publicKey = createPublicKey(fs.readFileSync(cert)).export({ type: 'spki', format: 'der' });
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert), spki: createHash('sha256').update(publicKey).digest('base64') };
  fs.rmSync(dir, { recursive: true });
  return pair;
}

/** How the host answers a browser that accepts `accepted`: with the brotli copy when this
 *  run serves them and there is one, else with gzip compressed on the fly; fonts and
 *  images as they are. */
function encodingFor(file, accepted) {
  if (COMPRESSED.has(path.extname(file))) return null;
  if (ENCODING === 'br' && /\bbr\b/.test(accepted) && fs.existsSync(`${file}.br`)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** A server for dist/ behind one shaped link; `sent` counts the bytes that crossed it. */
function shapedServer() {
  const gzipped = new Map();
  let linkFreeAt = 0;
  const state = { sent: 0, lastSent: 0, asked: [], log: [] };
  const send = (res, body) => {
    for (let at = 0; at < body.length; at += CHUNK) {
      const chunk = body.subarray(at, at + CHUNK);
      const now = performance.now();
      const start = Math.max(now, linkFreeAt);
      linkFreeAt = start + chunk.length / BYTES_PER_MS;
      setTimeout(() => {
        state.sent += chunk.length;
        state.lastSent = performance.now();
        res.write(chunk);
        if (at + CHUNK >= body.length) res.end();
      }, linkFreeAt - now);
    }
    if (body.length === 0) res.end();
  };
  const tls = certificate();
  const server = http2.createSecureServer(tls, (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    state.asked.push(url.pathname);
    let file = path.normalize(path.join(DIST, decodeURIComponent(url.pathname)));
    if (file.endsWith(path.sep)) file = path.join(file, 'index.html');
    const connection = req.stream.session;
    const wait = ROUND_TRIP_MS * (connection.answered ? 1 : 3);
    connection.answered = true;
    setTimeout(() => {
      if (!file.startsWith(DIST) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        res.writeHead(404).end();
        return;
      }
      const ext = path.extname(file);
      const encoding = encodingFor(file, req.headers['accept-encoding'] ?? '');
      let body = fs.readFileSync(file);
      // A validator, as static hosts send: a file asked for again (no-cache) is answered
      // "not modified" after a round trip, with no body on the link.
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}${encoding ? `-${encoding}` : ''}"`;
      if (req.headers['if-none-match'] === etag) {
        if (process.env.LOG_REQUESTS) state.log.push(`${performance.now().toFixed(0)} ${url.pathname} 304`);
        res.writeHead(304, { etag, 'cache-control': 'no-cache' }).end();
        return;
      }
      if (encoding === 'br') body = fs.readFileSync(`${file}.br`);
      if (encoding === 'gzip') {
        if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body, { level: 6 }));
        body = gzipped.get(file);
      }
      res.writeHead(200, {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': 'no-cache',
        etag,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      if (process.env.LOG_REQUESTS) state.log.push(`${performance.now().toFixed(0)} ${url.pathname} ${body.length}`);
      send(res, body);
    }, wait);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ origin: `https://127.0.0.1:${server.address().port}`, spki: tls.spki, state, close: () => server.close() }));
  });
}

// In the page before its scripts: when the 32 pieces are on the board and their font has
// come (a face with font-display: block draws nothing until it has), and the layout
// shifts not caused by input.
function watchFirstScreen() {
  window.__firstVisit = { pieces: null, shift: 0 };
  const count = () => document.querySelectorAll('#board [data-at]').length;
  const readable = () => {
    const char = document.querySelector('#board .piece-char');
    if (!char) return true;
    const style = getComputedStyle(char);
    const family = style.fontFamily.split(',')[0];
    return document.fonts.check(`${style.fontWeight} ${style.fontSize} ${family}`, char.textContent);
  };
  const drawn = () => {
    if (readable()) window.__firstVisit.pieces = performance.now();
    else requestAnimationFrame(drawn);
  };
  new MutationObserver((_, observer) => {
    if (count() >= 32) {
      observer.disconnect();
      drawn();
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__firstVisit.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function load(browser, server, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.addInitScript(watchFirstScreen);
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const before = server.state.sent;
  await page.goto(server.origin + '/', { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstVisit?.pieces !== null && performance.getEntriesByName('xiangqi-interactive').length > 0, null, { timeout: 60000, polling: 50 });
  await page.waitForFunction(() => performance.getEntriesByName('xiangqi-engine-ready').length > 0, null, { timeout: 60000, polling: 50 });
  const figures = await page.evaluate(() => ({
    pieces: window.__firstVisit.pieces,
    interactive: performance.getEntriesByName('xiangqi-interactive')[0].startTime,
    engine: performance.getEntriesByName('xiangqi-engine-ready')[0].startTime,
    wasm: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.wasm'))?.responseEnd,
    shift: window.__firstVisit.shift,
  }));
  figures.bytesToEngine = server.state.sent - before;
  // Everything the first visit fetches, the service worker's precache included.
  const deadline = performance.now() + 60000;
  while (performance.now() - server.state.lastSent < QUIET_MS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  figures.bytesAll = server.state.sent - before;
  // The shifts to the end of the load: the whole Kai font taking over the text among them.
  figures.shiftAll = await page.evaluate(() => window.__firstVisit.shift);
  // The visit after: what reaches the server (the browser's look for a new service worker
  // aside), and when the engine is ready.
  const asked = server.state.asked.length;
  await page.goto(server.origin + '/', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('xiangqi-engine-ready').length > 0, null, { timeout: 60000, polling: 50 });
  figures.repeat = await page.evaluate(() => performance.getEntriesByName('xiangqi-engine-ready')[0].startTime);
  await new Promise((r) => setTimeout(r, 1000));
  figures.repeatAsked = server.state.asked.slice(asked).filter((file) => file !== '/service-worker.js');
  if (process.env.LOG_REQUESTS) console.log(server.state.log.splice(0).join('\n'));
  await context.close();
  return figures;
}

const server = await shapedServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  // The certificate is this run's own. Trusted by its key, not by ignoring errors: with
  // an error, the service worker would refuse it and the HTTP cache would keep nothing.
  args: ['--no-sandbox', '--disable-gpu', `--ignore-certificate-errors-spki-list=${server.spki}`, '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const rows = [];
for (const cpuSlowdown of [1, 4]) {
  const runs = [];
  for (let i = 0; i < LOADS; i++) runs.push(await load(browser, server, cpuSlowdown));
  const m = (key) => median(runs.map((r) => r[key]));
  rows.push({ cpuSlowdown, pieces: m('pieces'), interactive: m('interactive'), engine: m('engine'), shift: Math.max(...runs.map((r) => r.shift)), shiftAll: Math.max(...runs.map((r) => r.shiftAll)), repeat: m('repeat'), repeatAsked: runs.flatMap((r) => r.repeatAsked), bytesToEngine: m('bytesToEngine'), bytesAll: m('bytesAll'), runs });
}
await browser.close();
server.close();

const s = (ms) => (ms / 1000).toFixed(2);
const kib = (b) => (b / 1024).toFixed(0);
console.log(`Slow 4G (1.6 Mb/s, ${ROUND_TRIP_MS} ms), ${ENCODING === 'br' ? 'the brotli copies (gzip for the rest)' : 'gzip'}, medians of ${LOADS} first visits:`);
for (const r of rows) {
  console.log(
    `  CPU x${r.cpuSlowdown}: pieces ${s(r.pieces)} s, interactive ${s(r.interactive)} s, engine ready ${s(r.engine)} s; ` +
      `layout shift (worst) ${r.shift.toFixed(3)} by engine ready, ${r.shiftAll.toFixed(3)} to the end; ${kib(r.bytesToEngine)} KiB by engine ready, ${kib(r.bytesAll)} KiB in all`,
  );
  console.log(`    the visit after: engine ready ${s(r.repeat)} s; requests that reached the server: ${r.repeatAsked.length} ${r.repeatAsked.join(' ')}`);
  const each = (key) => r.runs.map((x) => s(x[key])).join(' ');
  console.log(`    each load: pieces ${each('pieces')} | rules' wasm downloaded ${each('wasm')} | engine ${each('engine')}`);
}

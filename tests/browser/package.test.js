// The element as an npm package: the tarball `cargo xtask package` packs is installed
// into a scratch project, which loads <xiangqi-game> from node_modules in Chromium and
// plays the computer; its manifest and TypeScript declarations are checked against the
// element itself.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, launch, openPage, serveDist } from './harness.js';

const NPM = path.join(process.env.CARGO_TARGET_DIR ?? path.join(ROOT, 'target'), 'npm');
const TSC = path.join(ROOT, 'tests', 'node_modules', 'typescript', 'bin', 'tsc');

const project = fs.mkdtempSync(path.join(os.tmpdir(), 'xiangqi-scratch-'));
const installed = path.join(project, 'node_modules', 'xiangqi-game');
let server;
let browser;

before(async () => {
  const tarballs = fs.existsSync(NPM) ? fs.readdirSync(NPM).filter((f) => /^xiangqi-game-.*\.tgz$/.test(f)) : [];
  assert.equal(tarballs.length, 1, `one packed tarball in ${NPM} ('cargo xtask package' packs it), found ${tarballs}`);
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  // A local tarball without dependencies: nothing is fetched.
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', path.join(NPM, tarballs[0])], { cwd: project, stdio: 'pipe' });
  fs.writeFileSync(path.join(project, 'index.html'), `<!doctype html><html lang="en"><head>
    <link rel="icon" href="data:,">
    <script type="module" src="./node_modules/xiangqi-game/xiangqi-game.js"></script></head><body>
    <xiangqi-game id="g" mode="ai" side="red" level="1" lang="en"></xiangqi-game></body></html>`);
  server = await serveDist({ root: project });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(project, { recursive: true, force: true });
});

const manifest = () => JSON.parse(fs.readFileSync(path.join(installed, 'custom-elements.json'), 'utf8'));
const declaration = () => manifest().modules[0].declarations[0];

test('installed from the packed tarball, the element plays the computer and fires its events', async () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
  const cargo = fs.readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8');
  assert.equal(pkg.version, cargo.match(/^version = "(.+)"$/m)[1], 'the workspace\'s version');
  assert.equal(pkg.license, 'MIT OR Apache-2.0');
  for (const file of [pkg.exports['.'].default, pkg.exports['.'].types, pkg.customElements, 'README.md', 'LICENSE-MIT', 'LICENSE-APACHE', 'fonts/OFL.txt', 'puzzles.json']) {
    assert.ok(fs.existsSync(path.join(installed, file)), `${file} is in the package`);
  }
  assert.ok(!fs.existsSync(path.join(installed, 'index.html')) && !fs.existsSync(path.join(installed, 'service-worker.js')), 'the game page is not');

  const { context, page, problems } = await openPage(browser, server.origin);
  try {
    await page.goto(`${server.origin}/`);
    await page.evaluate(() => {
      window.__moves = [];
      document.addEventListener('move', (e) => window.__moves.push(e.detail));
    });
    await page.waitForFunction(() => document.querySelector('#g')?.dataset.turn === 'red');
    const g = page.locator('#g');
    await g.locator('[data-square="h2"]').click();
    await g.locator('[data-square="e2"]').click();
    await page.waitForFunction(() => window.__moves.length === 2, null, { timeout: 20000 });
    const [mine, reply] = await page.evaluate(() => window.__moves);
    assert.deepEqual(mine, { move: 'h2e2', notation: 'C2.5', fen: mine.fen, ply: 1 });
    assert.match(reply.move, /^[a-i]\d[a-i]\d$/);
    assert.equal(reply.ply, 2);
    assert.equal(await page.evaluate(() => document.querySelector('#g').fen), reply.fen);
    // Everything came from the project's own node_modules.
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
    assert.ok(loaded.some((p) => p === '/node_modules/xiangqi-game/xiangqi-wasm_bg.wasm'), loaded.join(' '));
    assert.ok(loaded.some((p) => p === '/node_modules/xiangqi-game/fonts/xiangqi-kai.woff2'), loaded.join(' '));
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, []);
});

test('custom-elements.json describes the element as it is', async () => {
  const element = declaration();
  assert.equal(element.tagName, 'xiangqi-game');
  const { context, page } = await openPage(browser, server.origin);
  try {
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => document.querySelector('#g')?.dataset.turn);
    const actual = await page.evaluate(() => {
      const g = document.querySelector('#g');
      const Element = customElements.get('xiangqi-game');
      const parts = [...g.shadowRoot.querySelectorAll('[part]')].flatMap((n) => n.getAttribute('part').split(' '));
      return {
        attributes: Element.observedAttributes,
        methods: Object.getOwnPropertyNames(Element.prototype).filter((n) => typeof Object.getOwnPropertyDescriptor(Element.prototype, n).value === 'function'),
        getters: Object.getOwnPropertyNames(Element.prototype).filter((n) => Object.getOwnPropertyDescriptor(Element.prototype, n).get),
        parts: [...new Set(parts)],
        sheets: [...g.shadowRoot.querySelectorAll('link[rel=stylesheet]')].map((l) => new URL(l.href).pathname),
      };
    });
    assert.deepEqual(element.attributes.map((a) => a.name).sort(), [...actual.attributes].sort(), 'every observed attribute, and no other');
    for (const member of element.members) {
      if (member.kind === 'method') assert.ok(actual.methods.includes(member.name), `method ${member.name}`);
      else assert.ok(actual.getters.includes(member.name), `property ${member.name}`);
    }
    assert.deepEqual(element.cssParts.map((p) => p.name).sort(), actual.parts.sort(), 'every part, and no other');
    // The custom properties are read by the element's own stylesheets.
    assert.deepEqual(actual.sheets, ['/node_modules/xiangqi-game/style.css', '/node_modules/xiangqi-game/xiangqi-game.css']);
    const css = actual.sheets.map((sheet) => fs.readFileSync(path.join(project, sheet), 'utf8')).join('\n');
    for (const property of element.cssProperties) assert.ok(css.includes(`var(${property.name},`), `${property.name} is used`);
    assert.deepEqual(element.events.map((e) => e.name), ['move', 'gameover', 'solved', 'missed', 'friendlink']);
  } finally {
    await context.close();
  }
});

test('the TypeScript declarations type a host\'s use of the element, strictly', () => {
  fs.writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, target: 'es2022', lib: ['es2022', 'dom'], module: 'nodenext', moduleResolution: 'nodenext', types: [] },
    files: ['host.ts'],
  }));
  fs.writeFileSync(path.join(project, 'host.ts'), `
import 'xiangqi-game';
import type { XiangqiGame, XiangqiMoveDetail, XiangqiGameOverDetail, XiangqiSolvedDetail, XiangqiFriendLinkDetail } from 'xiangqi-game';

const board: XiangqiGame | null = document.querySelector('xiangqi-game');
if (board) {
  board.addEventListener('move', (event) => {
    const detail: XiangqiMoveDetail = event.detail;
    console.log(detail.move, detail.notation.length, detail.fen, detail.ply + 1);
  });
  board.addEventListener('gameover', (event) => {
    const detail: XiangqiGameOverDetail = event.detail;
    const winner: 'red' | 'black' | null = detail.winner;
    console.log(winner, detail.reason === 'perpetual_chase');
  });
  board.addEventListener('solved', (event) => {
    const detail: XiangqiSolvedDetail = event.detail;
    console.log(detail.id, detail.kind === 'study', detail.misses + 1, detail.hinted);
  });
  board.addEventListener('missed', (event) => {
    const move: string | null = event.detail.move;
    console.log(move);
  });
  board.addEventListener('friendlink', (event) => {
    const detail: XiangqiFriendLinkDetail = event.detail;
    console.log(detail.link.length, new URL(detail.address).hash);
  });
  const tookBack: boolean = board.undo();
  board.load('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
  const text: string = board.pgn() + board.fen;
  console.log(tookBack, text);
  // @ts-expect-error: load takes text
  board.load(5);
  // @ts-expect-error: fen is read-only
  board.fen = '';
  board.addEventListener('gameover', (event) => {
    // @ts-expect-error: not a reason the element gives
    console.log(event.detail.reason === 'flag');
  });
}
`);
  try {
    execFileSync(process.execPath, [TSC, '-p', project], { cwd: project, stdio: 'pipe' });
  } catch (error) {
    assert.fail(`tsc: ${error.stdout}${error.stderr}`);
  }
});

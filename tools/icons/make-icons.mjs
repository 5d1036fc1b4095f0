// Draws the installed app's icons from the board's own artwork (web/favicon.svg) in
// Debian's Chromium: 192 and 512 px on a transparent ground, and a maskable 512 px one
// whose piece sits inside the safe circle (the middle 80 %) on the theme's lacquer red.
// Run from tests/ (where playwright-core is installed) after changing the artwork:
//     node ../tools/icons/make-icons.mjs
// The PNGs it writes to web/icons/ are then shrunk (tools/icons/quantize.py) and committed.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../../tests/browser/harness.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const artwork = fs.readFileSync(path.join(root, 'web', 'favicon.svg'), 'utf8');
const out = path.join(root, 'web', 'icons');

const icons = [
  { file: 'icon-192.png', size: 192, scale: 1, ground: 'transparent' },
  { file: 'icon-512.png', size: 512, scale: 1, ground: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.66, ground: '#7a1f14' },
];

const browser = await launch();
const page = await browser.newPage();
for (const { file, size, scale, ground } of icons) {
  const inner = Math.round(size * scale);
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${ground}">
    <div style="width:${inner}px;height:${inner}px">${artwork.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`);
  await page.screenshot({ path: path.join(out, file), omitBackground: ground === 'transparent' });
  console.log(`web/icons/${file}`);
}
await browser.close();

// Host pages for the <xiangqi-game> tests: small HTML documents served at /host-*.html
// on the test origin (through Playwright's router), and the element's own readings.

import assert from 'node:assert/strict';
import { withPage } from './harness.js';

export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

/** Serves `html` at `/name` on `session`'s origin, optionally under the strict CSP. */
export async function hostPage(session, page, name, html, { csp = false } = {}) {
  const url = `${session.origin}/${name}`;
  await page.route(url, (route) => route.fulfill({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', ...(csp ? { 'content-security-policy': CSP } : {}) },
    body: html,
  }));
  return url;
}

/** A fresh page (see withPage) on which, in addition, no Content-Security-Policy refusal is logged. */
export async function withCspPage(session, body) {
  await withPage(session, {}, async (page) => {
    const violations = [];
    page.on('console', (msg) => {
      if (/Content.Security.Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    await body(page);
    assert.deepEqual(violations, []);
  });
}

export const ready = (page, id) => page.waitForFunction((sel) => document.querySelector(sel)?.dataset.turn, `#${id}`);
export const board = (page, id) => page.locator(`#${id}`);
export const tap = (page, id, square) => board(page, id).locator(`[data-square="${square}"]`).click();
export const pieces = (page, id) => board(page, id).locator('[data-piece]').evaluateAll((nodes) => nodes.map((n) => `${n.dataset.at}${n.dataset.piece}`).sort());
export const statusLine = (page, id) => board(page, id).locator('.xg-status').textContent();

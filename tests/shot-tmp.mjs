import { serveDist, launch, openPage, gotoGame } from '/work/main/tests/browser/harness.js';
const [w, h, query, action, out] = process.argv.slice(2);
const server = await serveDist();
const browser = await launch();
const { page, context } = await openPage(browser, server.origin, { viewport: { width: +w, height: +h } });
await gotoGame(page, server.origin, query || '?mode=two');
if (action) { for (const a of action.split(',')) { await page.click(a); } await page.waitForTimeout(300); }
await page.screenshot({ path: out });
await context.close(); await browser.close(); server.close();

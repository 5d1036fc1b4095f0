// A live game with a friend on another device: two browser contexts are two devices, and
// their moves pass through the project's real relay (crates/xiangqi-relay) on 127.0.0.1,
// named to the page by the test hook `relay=ws://127.0.0.1:PORT`.

import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, exportedPgn, gotoGame, movesPlayed, notice, offeredGames, openLink, openPage, playMoves, screenshot, settled, statusText, test, twoDevices } from './harness.js';
import { startRelay } from './relay.js';
import { axeViolations } from './axe.js';
import { layoutProblems } from './layout-check.js';

const session = browserSession();
let relay = null;
before(async () => {
  relay = await startRelay();
});
after(() => relay?.stop());

const withDevices = (body, options) => twoDevices(session, body, options);

/** The other device's presence as `page` shows it ([data-live-status]). */
const liveStatus = (page) => page.locator('[data-live-status]').getAttribute('data-live-status');

/** Waits until `page` says the other device is `status`. */
async function untilStatus(page, status, timeout = 10000) {
  await page.locator(`[data-live-status="${status}"]`).waitFor({ timeout });
}

/** A's room, opened as the start panel would (`params`: side, fen, clock…); resolves to
 *  the room link A offers to send. */
async function openRoom(a, params) {
  const query = new URLSearchParams({ mode: 'live', relay: relay.url, ...params });
  await gotoGame(a, session.origin, `?${query}`);
  const link = a.locator('[data-friend-link]');
  await link.waitFor({ state: 'attached' });
  return link.inputValue();
}

/** A opens a room (as Red unless `params` say otherwise), B joins it; both connected. */
async function meet(a, b, params = {}) {
  const link = await openRoom(a, { side: 'red', ...params });
  assert.equal(await liveStatus(a), 'waiting');
  await openLink(b, link);
  await untilStatus(b, 'connected');
  await untilStatus(a, 'connected');
  return link;
}

/** Waits until `page`'s move list holds `count` moves. */
async function untilMoves(page, count) {
  await page.waitForFunction((count) => document.querySelectorAll('#move-list .move[data-ply]').length === count, count);
}

// Red mates in two moves, Black's one reply forced: b7b8, e9f9, a6a9#.
const MATE_IN_TWO = '4k4/9/1R7/R8/9/9/9/9/9/3K5 w - - 0 1';

test('A opens a room, B opens its link, and they play to checkmate with each move on the other board at once', async () => {
  await withDevices(async (a, b) => {
    const sockets = [];
    for (const page of [a, b]) page.on('websocket', (ws) => sockets.push(ws.url()));
    const link = await openRoom(a, { side: 'red', fen: MATE_IN_TWO });
    assert.match(link, /#live=[\w-]{22}&relay=ws%3A%2F%2F127\.0\.0\.1%3A\d+$/);
    assert.ok(link.startsWith(`${session.origin}/`));
    // Before B comes, A's pieces wait.
    await playMoves(a, ['b7b8']);
    assert.deepEqual(await movesPlayed(a), []);
    assert.match(await statusText(a), /once your friend has opened the room link/);

    await openLink(b, link);
    await untilStatus(b, 'connected');
    await untilStatus(a, 'connected');
    assert.match(await statusText(b), /You play Black/);
    assert.equal(await a.locator('[data-friend-link]').count(), 0, 'no link to send once B is here');

    await playMoves(a, ['b7b8']);
    await untilMoves(b, 1);
    // B cannot move A's pieces; B's own reply goes to A.
    await playMoves(b, ['a6a5']);
    assert.equal((await movesPlayed(b)).length, 1);
    await playMoves(b, ['e9f9']);
    await untilMoves(a, 2);
    await playMoves(a, ['a6a9']);
    await untilMoves(b, 3);
    for (const page of [a, b]) {
      await page.locator('#result-dialog[open]').waitFor();
      assert.deepEqual(await movesPlayed(page), await movesPlayed(a));
    }
    assert.match(await a.locator('#result-title').textContent(), /You win/);
    assert.match(await b.locator('#result-title').textContent(), /lose/);
    await b.keyboard.press('Escape');
    const pgn = await exportedPgn(b);
    assert.match(pgn, /\[Event "Live"\]/);
    assert.match(pgn, /\[Result "1-0"\]/);
    // Both keep the game among their own, with whom it was played.
    for (const page of [a, b]) {
      await gotoGame(page, session.origin, '?mode=two');
      await page.click('[data-action="new"]');
      const offered = await offeredGames(page);
      assert.ok(offered.some(({ text }) => /^3 moves · Live with your friend/.test(text)), JSON.stringify(offered));
    }
    // Only the relay named, by both.
    assert.ok(sockets.length >= 2 && sockets.every((url) => url.startsWith(`${relay.url}/room/`)), JSON.stringify(sockets));
  });
});

test('a page without a relay setting offers no live game and opens no connection', async () => {
  await withDevices(async (a) => {
    const sockets = [];
    const fetched = [];
    a.on('websocket', (ws) => sockets.push(ws.url()));
    a.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await gotoGame(a, session.origin);
    await settled(a);
    // A player who never plays live downloads none of it.
    assert.deepEqual(fetched.filter((file) => /\/js\/live\/|live-strings|strings\/live/.test(file)), []);
    assert.equal(await a.locator('#start-live').isDisabled(), true);
    assert.match(await a.locator('#start-live-hint').textContent(), /Not set up on this site: play by link instead/);
    // The address asks for one without naming a relay, or names one off this machine.
    await gotoGame(a, session.origin, '?mode=live&side=red');
    assert.match(await notice(a), /not set up on this site: play your friend by link instead/);
    await gotoGame(a, session.origin, '?mode=live&side=red&relay=ws%3A%2F%2Frelay.example%3A80');
    assert.match(await notice(a), /not set up on this site/);
    await a.goto(`${session.origin}/#live=AAAAAAAAAAAAAAAAAAAAAA&relay=${encodeURIComponent('wss://relay.example')}`);
    await a.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.match(await notice(a), /not set up on this site/);
    assert.deepEqual(sockets, []);
  });
});

test('a third device is turned away from a full room, with the reason', async () => {
  await withDevices(async (a, b) => {
    const link = await meet(a, b);
    const third = await openPage(session.browser, session.origin);
    try {
      await openLink(third.page, link);
      await third.page.locator('#live .live-presence', { hasText: 'This room already has two players' }).waitFor();
    } finally {
      await third.context.close();
    }
    assert.equal(await liveStatus(a), 'connected');
  });
});

test('a draw offered live is declined, then offered again and accepted on both devices', async () => {
  await withDevices(async (a, b) => {
    await meet(a, b);
    await playMoves(a, ['h2e2']);
    await untilMoves(b, 1);
    await b.click('[data-action="draw"]');
    await a.locator('#live .friend-offer:not([hidden])').waitFor();
    assert.match(await a.locator('#live .friend-offer').textContent(), /Your friend offers a draw/);
    await a.locator('#live .friend-offer button', { hasText: 'Decline' }).click();
    await b.locator('#status', { hasText: 'declined the draw' }).waitFor();
    await b.click('[data-action="draw"]');
    await a.locator('#live .friend-offer button', { hasText: 'Accept the draw' }).click();
    for (const page of [a, b]) await page.locator('#result-dialog[open]').waitFor();
    assert.match(await b.locator('#result-title').textContent(), /Draw/);
  });
});

test('B reloads mid-game, comes back to its seat, and the game goes on', async () => {
  await withDevices(async (a, b) => {
    await meet(a, b);
    await playMoves(a, ['h2e2']);
    await untilMoves(b, 1);
    await playMoves(b, ['h9g7']);
    await untilMoves(a, 2);
    await b.reload();
    await b.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    await untilStatus(b, 'connected');
    await untilStatus(a, 'connected');
    assert.deepEqual(await movesPlayed(b), await movesPlayed(a));
    await playMoves(a, ['h0g2']);
    await untilMoves(b, 3);
    await playMoves(b, ['i9h9']);
    await untilMoves(a, 4);
    assert.deepEqual(await movesPlayed(b), await movesPlayed(a));
  });
});

/** In `page` (a page of no game), a device of the test's own in room `room`: a WebSocket
 *  on the relay that records what it hears, for the test to speak as a hostile peer. */
async function hostilePeer(page, room) {
  // A page of the game's origin that is no game (a script shown as text; the browser asks
  // for an icon there, which the game has not got).
  await page.route(`${session.origin}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
  await page.goto(`${session.origin}/js/live/protocol.js`);
  const closed = await page.evaluate(
    ({ url }) =>
      new Promise((resolve) => {
        window.heard = [];
        window.peer = new WebSocket(url);
        window.peer.onmessage = ({ data }) => window.heard.push(typeof data === 'string' ? data : 'notice');
        window.peer.onopen = () => resolve();
        window.peer.onclose = ({ code }) => resolve(code);
      }),
    { url: `${relay.url}/room/${room}?seat=hostile-seat-0123456789` },
  );
  assert.equal(closed, undefined, 'the peer connected');
  const said = (text) => page.evaluate((text) => window.peer.send(text), text);
  const hello = await page.waitForFunction(() => window.heard.find((text) => text.includes('"hello"')));
  return { said, hello: JSON.parse(await hello.jsonValue()) };
}

test('a hostile peer: forged messages are refused and said, nothing is played, and a name is only text', async () => {
  await withDevices(async (a, h) => {
    const link = await openRoom(a, { side: 'red' });
    const room = new URL(link).hash.match(/live=([\w-]+)/)[1];
    const peer = await hostilePeer(h, room);
    const name = '<img src=x onerror=pwned=1>';
    const message = (fields) => JSON.stringify({ v: 1, ...fields });
    await peer.said(message({ t: 'hello', id: peer.hello.id, rules: 'asian', startFen: '', clock: null, red: false, moves: [], ending: null, name }));
    await untilStatus(a, 'connected');
    assert.equal(await a.locator('#live-heading').textContent(), `Live game with ${name}`);
    assert.equal(await a.evaluate(() => window.pwned), undefined);
    assert.equal(await a.locator('#live img, #board-area img').count(), 0);

    const refusedWith = async (text, pattern) => {
      await peer.said(text);
      await a.locator('#status', { hasText: pattern }).waitFor();
    };
    await refusedWith(message({ t: 'move', ply: 0, move: 'h9g7', usedMs: 0 }), /when it was not their turn: it was not played/);
    await playMoves(a, ['h2e2']);
    await refusedWith(message({ t: 'move', ply: 1, move: 'b9d8', usedMs: 0 }), /a move the rules do not allow, and it was not played: .*horse/i);
    await refusedWith(message({ t: 'move', ply: 7, move: 'h9g7', usedMs: 0 }), /does not fit the game so far/);
    await refusedWith('<script>alert(1)</script>', /could not be read: it was ignored/);
    await refusedWith(message({ t: 'answer', kind: 'draw', ply: 1, accept: true }), /answered an offer that was not made/);
    await refusedWith(message({ t: 'move', ply: 1, move: 'h9g7', usedMs: 0, v: 2 }), /newer version of the game/);
    assert.deepEqual(await movesPlayed(a), ['C2.5']);
    // 1 MB of text: the relay closes that device's connection; A's game is untouched.
    await peer.said('x'.repeat(1 << 20));
    await untilStatus(a, 'reconnecting');
    assert.deepEqual(await movesPlayed(a), ['C2.5']);
    assert.equal(await a.evaluate(() => window.pwned), undefined);
  });
});

test('a takeback asked live is refused, a resignation ends the game on both, and a rematch swaps the colours', async () => {
  await withDevices(async (a, b) => {
    const link = await meet(a, b);
    await playMoves(a, ['h2e2']);
    await untilMoves(b, 1);
    await a.locator('#live button', { hasText: 'Ask to take back' }).click();
    await b.locator('#live .friend-offer button', { hasText: 'Refuse' }).click();
    await a.locator('#status', { hasText: 'refused the takeback' }).waitFor();
    assert.equal((await movesPlayed(a)).length, 1);
    await a.locator('#live button', { hasText: 'Ask to take back' }).click();
    await b.locator('#live .friend-offer button', { hasText: 'Allow it' }).click();
    await untilMoves(a, 0);
    await untilMoves(b, 0);
    await playMoves(a, ['b2e2']);
    await untilMoves(b, 1);
    await b.click('[data-action="resign"]');
    await b.click('#confirm-yes');
    for (const page of [a, b]) await page.locator('#result-dialog[open]').waitFor();
    assert.match(await a.locator('#result-title').textContent(), /You win/);
    for (const page of [a, b]) await page.keyboard.press('Escape');
    await b.locator('#live button', { hasText: 'Rematch' }).click();
    await a.locator('#live .friend-offer button', { hasText: 'Play again' }).click();
    // The new game: A now Black, B Red and to move.
    await b.locator('#live .friend-about', { hasText: 'You play Red' }).waitFor();
    await a.locator('#live .friend-about', { hasText: 'You play Black' }).waitFor();
    await playMoves(b, ['h2e2']);
    await untilMoves(a, 1);
    assert.deepEqual(await movesPlayed(a), ['C2.5']);
    // The room link opened again finds the game going on, not the one before it.
    await openLink(a, link);
    await untilStatus(a, 'connected');
    assert.deepEqual(await movesPlayed(a), ['C2.5']);
    await a.locator('#live .friend-about', { hasText: 'You play Black' }).waitFor();
  });
});

test('B goes offline for 70 s: A sees B reconnecting, then left, claims the game, and B learns it when back', async () => {
  await withDevices(async (a, b, contextA, contextB) => {
    // B's connections to the relay pass through the test, which cuts them as a lost
    // network would, and turns B's attempts to reconnect away until it is back.
    let offline = false;
    const links = [];
    await contextB.routeWebSocket(/\/room\//, (ws) => {
      if (offline) ws.close();
      else links.push({ ws, server: ws.connectToServer() });
    });
    await meet(a, b);
    await playMoves(a, ['h2e2']);
    await untilMoves(b, 1);
    offline = true;
    await contextB.setOffline(true);
    for (const { ws, server } of links) {
      server.close();
      ws.close();
    }
    await untilStatus(a, 'reconnecting');
    await untilStatus(b, 'reconnecting');
    assert.equal(await a.locator('#live button', { hasText: 'Claim the win' }).isVisible(), false, 'not before a minute');
    await untilStatus(a, 'left', 70000);
    await a.locator('#live button', { hasText: 'Claim the win' }).click();
    await a.locator('#result-dialog[open]').waitFor();
    assert.match(await a.locator('#result-title').textContent(), /You win/);
    offline = false;
    await contextB.setOffline(false);
    await b.locator('#result-dialog[open]').waitFor({ timeout: 30000 });
    assert.match(await b.locator('#result-dialog').textContent(), /left the game/);
    await untilStatus(a, 'connected');
  });
});

/** The time `page` shows on `color`'s clock. */
const clockOf = (page, color) => page.locator(`.player.${color} [data-clock]`).textContent();

test('clocks: each move carries its time, both devices show the same clocks, and a move that arrives late says the lag', async () => {
  await withDevices(async (a, b, contextA, contextB) => {
    // What the relay sends B passes through the test, which can hold it back.
    let delayMs = 0;
    await contextB.routeWebSocket(/\/room\//, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => setTimeout(() => ws.send(message), delayMs));
      ws.onMessage((message) => server.send(message));
    });
    await meet(a, b, { clock: '5,0' });
    assert.match(await a.locator('#live .friend-about').textContent(), /You play Red · 5\+0/);
    await a.waitForTimeout(1500);
    await playMoves(a, ['h2e2']);
    await untilMoves(b, 1);
    assert.equal(await clockOf(b, 'red'), await clockOf(a, 'red'));
    assert.equal(await clockOf(a, 'red'), '4:58');
    await playMoves(b, ['h9g7']);
    await untilMoves(a, 2);
    delayMs = 3000;
    await a.waitForTimeout(500);
    await playMoves(a, ['h0g2']);
    await untilMoves(b, 3);
    await b.locator('#live .live-lag:not([hidden])', { hasText: /their last move arrived [3-4]\.\d s late/ }).waitFor();
    // The lag is on neither clock: B charges A what A's own clock counted.
    assert.equal(await clockOf(b, 'red'), await clockOf(a, 'red'));
    assert.equal(await a.locator('#live .live-lag').isVisible(), false);
  });
});

test('on a phone, the room waits with its link and QR code, then shows the friend by name; the layout fits and axe finds nothing serious', async () => {
  // Each player's name, kept from an earlier game as the start panel keeps it.
  const phone = (name) => ({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'en-US', storage: { 'xiangqi.prefs.v1': JSON.stringify({ friendName: name }) } });
  await withDevices(async (a, b) => {
    const link = await openRoom(a, { side: 'red' });
    await a.locator('#live button[aria-controls="live-qr"]').click();
    await a.locator('#live-qr svg').waitFor();
    assert.equal(await a.locator('#live-qr').getAttribute('data-for'), link, 'the code drawn is of the room link');
    assert.deepEqual((await a.evaluate(layoutProblems, '.app')).problems, []);
    assert.deepEqual(await axeViolations(a), []);
    await a.locator('#live').evaluate((panel) => panel.scrollIntoView());
    await screenshot(a, 'live-phone.png');
    await openLink(b, link);
    await untilStatus(a, 'connected');
    assert.equal(await a.locator('#live-heading').textContent(), 'Live game with Sam');
    assert.equal(await b.locator('#live-heading').textContent(), 'Live game with Lin');
    assert.deepEqual((await b.evaluate(layoutProblems, '.app')).problems, []);
    assert.deepEqual(await axeViolations(b), []);
    assert.match(await exportedPgn(b), /\[Event "Live"\][^]*\[Red "Lin"\][^]*\[Black "Sam"\]/);
  }, { a: phone('Lin'), b: phone('Sam') });
});

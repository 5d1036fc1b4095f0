// A game by link with a friend on another device: two browser contexts are two devices
// (each with its own storage), passing the links the page gives them by hand, as two
// people would in a messenger.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, exportedPgn, notice, openLink, twoDevices, withPage, gotoGame, playMoves, movesPlayed, statusText, offeredGames, screenshot, settled } from './harness.js';
import { axeViolations } from './axe.js';
import { layoutProblems } from './layout-check.js';

const session = browserSession();

/** Two devices of this file's session: see harness.js twoDevices. */
const withDevices = (body, options) => twoDevices(session, body, options);

/** The link `page` offers to send, waiting until there is one. */
async function linkToSend(page) {
  const link = page.locator('[data-friend-link]');
  await link.waitFor({ state: 'attached' });
  return link.inputValue();
}

const friendStatus = (page) => page.locator('[data-friend-status]').getAttribute('data-friend-status');

/** The game link in address `link`, its bytes changed by `change(bytes)` (in place, or
 *  returning new ones): a link tampered with by hand. Without a time limit a link ends
 *  with its number of moves and then one byte a move (docs/records.md). */
function tampered(link, change) {
  const [address, text] = link.split('#play=');
  const bytes = Buffer.from(text, 'base64url');
  return `${address}#play=${(change(bytes) ?? bytes).toString('base64url')}`;
}

/** What `page` stores of its games: each game by link's moves and result. */
function storedGames(page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('xiangqi.game.'))
      .map((key) => JSON.parse(localStorage.getItem(key)))
      .filter(({ mode }) => mode === 'friend')
      .map(({ mode, moves, friend }) => ({ mode, moves, friend })),
  );
}

/** The opening exchange on two devices: A invites as Red and plays h2e2, B opens the
 *  link and answers h9g7. Returns the link B then sends. */
async function firstExchange(a, b) {
  await gotoGame(a, session.origin, '?mode=link&side=red');
  await playMoves(a, ['h2e2']);
  await openLink(b, await linkToSend(a));
  await playMoves(b, ['h9g7']);
  return linkToSend(b);
}

// Red mates in two moves, Black's one reply forced: b7b8, e9f9, a6a9#.
const MATE_IN_TWO = '4k4/9/1R7/R8/9/9/9/9/9/3K5 w - - 0 1';

test('A invites, B opens the link, they play by passing links to checkmate, and both lists show the result', async () => {
  await withDevices(async (a, b) => {
    await gotoGame(a, session.origin, `?mode=link&side=red&fen=${encodeURIComponent(MATE_IN_TWO)}`);
    assert.equal(await friendStatus(a), 'your-move');
    await playMoves(a, ['b7b8']);
    assert.equal(await friendStatus(a), 'their-move');
    const first = await linkToSend(a);
    assert.match(first, /#play=[\w-]+$/);
    assert.ok(first.startsWith(`${session.origin}/`));

    await openLink(b, first);
    assert.equal(await friendStatus(b), 'your-move');
    assert.equal(await b.evaluate(() => document.body.dataset.turn), 'black');
    assert.deepEqual(await movesPlayed(b), await movesPlayed(a));
    assert.equal(await b.locator('[data-friend-link]').count(), 0, 'nothing to send before B moves');
    // B plays the side that did not invite: Red's pieces are not B's to move.
    await playMoves(b, ['a6a7']);
    assert.match(await statusText(b), /opponent/i);
    await playMoves(b, ['e9f9']);
    const reply = await linkToSend(b);

    await openLink(a, reply);
    assert.equal(await friendStatus(a), 'your-move');
    assert.equal((await movesPlayed(a)).length, 2);
    assert.match(await statusText(a), /moved/);
    await playMoves(a, ['a6a9']);
    await a.locator('#result-dialog[open]').waitFor();
    assert.equal(await friendStatus(a), 'over');
    const last = await linkToSend(a);

    await openLink(b, last);
    await b.locator('#result-dialog[open]').waitFor();
    assert.equal(await friendStatus(b), 'over');
    for (const device of [a, b]) {
      assert.equal(await device.evaluate(() => document.body.dataset.outcome), 'red checkmate');
    }
    assert.equal(await a.locator('#result-title').textContent(), 'You win!');
    assert.equal(await b.locator('#result-title').textContent(), 'You lose');
    // The finished game goes to the computer review like any game.
    await a.click('#result-dialog [data-result="review"]');
    await a.waitForFunction(() => document.querySelectorAll('#move-list .move[data-judgement]').length === 3 && document.querySelector('#review-progress').hidden, null, { timeout: 60000 });
    assert.ok(await b.locator('#result-dialog [data-result="undo"]').isHidden(), 'no taking back on one device');
    await b.click('#result-dialog [data-result="view"]');
    const pgn = await exportedPgn(b);
    const today = await b.evaluate(() => new Date().toLocaleDateString('en-CA').replaceAll('-', '.'));
    for (const tag of ['[Event "Correspondence"]', `[Date "${today}"]`, '[Result "1-0"]', `[FEN "${MATE_IN_TWO}"]`]) {
      assert.ok(pgn.includes(tag), `${tag} in\n${pgn}`);
    }

    // Each device's list of games shows the finished game with its result.
    for (const device of [a, b]) {
      await gotoGame(device, session.origin);
      const offered = await offeredGames(device);
      assert.equal(offered.length, 1);
      assert.match(offered[0].text, /^3 moves · With your friend by link · Red wins$/);
    }
  });
});

test('a stale link, a changed move, a move out of turn, garbage and a 100 KB link are refused, and nothing is lost', async () => {
  await withDevices(async (a, b) => {
    const second = await firstExchange(a, b);
    await openLink(a, second);
    await playMoves(a, ['h0g2']);
    const third = await linkToSend(a);
    const kept = await storedGames(a);
    assert.equal(kept[0].moves.length, 3);
    // In each list, whose move it is, after a reload: each waits for the other's link.
    for (const [device, expected] of [[a, /^3 moves · With your friend by link · their move$/], [b, /^2 moves · With your friend by link · their move$/]]) {
      await gotoGame(device, session.origin);
      assert.equal(await friendStatus(device), 'their-move', 'the game goes on after a reload');
      // The list offers the games not on the board.
      await gotoGame(device, session.origin, '?mode=two');
      await device.click('[data-action="new"]');
      await device.locator('#start-dialog[open]').waitFor();
      const offered = await offeredGames(device);
      assert.equal(offered.length, 1);
      assert.match(offered[0].text, expected);
      await device.click('#start-close');
    }

    const refusals = [
      // B's link again, after A has moved on.
      [second, /This link was not taken, and your game is as it was: this link is 1 move behind your game/],
      // B's move changed by hand (its index among the legal moves, the link's last byte).
      [tampered(second, (bytes) => void (bytes[bytes.length - 1] = (bytes[bytes.length - 1] + 1) % 44)), /the link changes move 2 of this game/],
      // B's move replaced by a number past the legal moves: no move at all.
      [tampered(second, (bytes) => void (bytes[bytes.length - 1] = 200)), /This link cannot be opened: move 2 in the link is not a legal move/],
      // A's own link, opened on A's device.
      [third, /this is the link you sent: it is for your friend to open/],
      [`${session.origin}/#play=not-a-game`, /^This link cannot be opened: the link is damaged: a character in it was changed or added$/],
      // Cut off halfway, as a messenger with a short limit might.
      [third.slice(0, third.length - 40), /^This link cannot be opened: the link is incomplete, probably cut short on its way/],
      [`${session.origin}/#play=${'A'.repeat(100_000)}`, /This link cannot be opened: the link is too long to be a game link \(100,000 characters, at most 4,096\)/],
    ];
    for (const [link, expected] of refusals) {
      await openLink(a, link);
      assert.match(await notice(a), expected, link.slice(0, 80));
      assert.deepEqual(await storedGames(a), kept, 'the stored game is untouched');
      assert.equal((await movesPlayed(a)).length, 3, 'the game on the board is the stored one');
    }

    // On B's device (two moves, Red to move), A's link with a Black move added after
    // Red's: two moves at once, one of them B's to make.
    const keptByB = await storedGames(b);
    const twoAtOnce = tampered(third, (bytes) => {
      bytes[bytes.length - 4] = 4; // four moves: the three, and one more
      return Buffer.concat([bytes, Buffer.from([0])]);
    });
    await openLink(b, twoAtOnce);
    assert.match(await notice(b), /the link makes a move for your side, or more than one move/);
    assert.deepEqual(await storedGames(b), keptByB);
  });
});

test('a draw offered with a move is declined, then offered again and accepted; a resignation ends the game on both devices', async () => {
  await withDevices(async (a, b) => {
    await gotoGame(a, session.origin, '?mode=link&side=red');
    await a.fill('.friend-name input', 'Lin');
    await a.press('.friend-name input', 'Tab');
    await playMoves(a, ['h2e2']);
    await a.locator('[data-action="draw"]').click();
    assert.match(await a.locator('#friend').textContent(), /holds your move and your draw offer/);
    await openLink(b, await linkToSend(a));
    assert.match(await b.locator('.friend-offer').textContent(), /Lin offers a draw/);
    await b.locator('.friend-offer button', { hasText: 'Decline' }).click();
    await playMoves(b, ['h9g7']);
    await openLink(a, await linkToSend(b));
    assert.match(await statusText(a), /declined the draw/);
    assert.equal(await friendStatus(a), 'your-move');

    await playMoves(a, ['h0g2']);
    await a.locator('[data-action="draw"]').click();
    await openLink(b, await linkToSend(a));
    await b.locator('.friend-offer button', { hasText: 'Accept the draw' }).click();
    await b.locator('#result-dialog[open]').waitFor();
    assert.equal(await b.evaluate(() => document.body.dataset.outcome), 'draw agreement');
    await openLink(a, await linkToSend(b));
    await a.locator('#result-dialog[open]').waitFor();
    assert.equal(await a.evaluate(() => document.body.dataset.outcome), 'draw agreement');
    // B's list names A as A named themself.
    await gotoGame(b, session.origin);
    assert.match((await offeredGames(b))[0].text, /^3 moves · With Lin by link · /);
  });
  await withDevices(async (a, b) => {
    await gotoGame(a, session.origin, '?mode=link&side=black');
    await openLink(b, await linkToSend(a));
    assert.equal(await friendStatus(b), 'your-move');
    await b.locator('[data-action="resign"]').click();
    await b.locator('#confirm-yes').click();
    await b.locator('#result-dialog[open]').waitFor();
    await openLink(a, await linkToSend(b));
    await a.locator('#result-dialog[open]').waitFor();
    assert.equal(await a.evaluate(() => document.body.dataset.outcome), 'black resignation');
    assert.equal(await a.locator('#result-title').textContent(), 'You win!');
  });
});

test('a link opened with no network, on a device where the game was opened once, is played and answered', async () => {
  await withDevices(
    async (a, b, context) => {
      await gotoGame(a, session.origin);
      await a.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
      await gotoGame(b, session.origin, '?mode=link&side=red');
      await playMoves(b, ['h2e2']);
      const link = await linkToSend(b);
      await context.setOffline(true);
      try {
        await openLink(a, link);
        assert.equal(await friendStatus(a), 'your-move');
        await playMoves(a, ['h9g7']);
        await a.locator('.friend button[aria-controls="friend-qr"]').click();
        await a.locator('#friend-qr svg').waitFor();
        const reply = await linkToSend(a);
        await context.setOffline(false);
        await openLink(b, reply);
        assert.equal((await movesPlayed(b)).length, 2);
      } finally {
        await context.setOffline(false);
      }
    },
    { a: { serviceWorkers: 'allow' } },
  );
});

test('on a phone the invitation fits, its QR code holds the link, and axe finds nothing serious (the README\'s screenshot)', async () => {
  await withPage(session, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'en-US' }, async (page) => {
    await gotoGame(page, session.origin, '?mode=link&side=red');
    await page.fill('.friend-name input', 'Lin');
    await page.press('.friend-name input', 'Tab');
    await page.waitForFunction(() => document.querySelector('#friend-heading').textContent !== '');
    await playMoves(page, ['h2e2']);
    await page.locator('.friend button[aria-controls="friend-qr"]').click();
    await page.locator('#friend-qr svg').waitFor();
    const link = await linkToSend(page);
    assert.equal(await page.locator('#friend-qr').getAttribute('data-for'), link, 'the code drawn is of the link to send');
    const tags = await page.evaluate(() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((key) => key.startsWith('xiangqi.game.')))).tags);
    assert.equal(tags.Red, 'Lin', 'the name goes into the game\'s tags');
    assert.match(await exportedPgn(page), /\[Event "Correspondence"\]\n[^]*\[Red "Lin"\]/);
    assert.deepEqual((await page.evaluate(layoutProblems, '.app')).problems, []);
    assert.deepEqual(await axeViolations(page), []);
    await page.locator('#friend').evaluate((panel) => panel.scrollIntoView());
    await screenshot(page, 'friend-phone.png');
  });
});

/**
 * A club's page on `page` (at /club.html) whose element `<xiangqi-game id="g" link …>`
 * plays the game in the page's address, with `attributes` added; the `friendlink` events
 * it fires are kept in `window.__sent`. Returns the page's address and helpers.
 */
async function clubPage(page, attributes = '') {
  const club = `${session.origin}/club.html`;
  await page.route(club, (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><script type="module" src="/xiangqi-game.js"></script></head>
      <body><xiangqi-game id="g" link lang="en" ${attributes}></xiangqi-game></body></html>`,
  }));
  await page.addInitScript(() => {
    window.__sent = [];
    document.addEventListener('friendlink', (event) => window.__sent.push(event.detail));
  });
  const element = page.locator('#g');
  return {
    club,
    element,
    status: () => element.getAttribute('data-friend-status'),
    /** Opens the game page's link `link` on the club's page. */
    open: async (link) => {
      await page.goto('about:blank');
      await page.goto(`${club}#play=${link.split('#play=')[1]}`);
      await page.waitForFunction(() => document.querySelector('#g')?.dataset.friendStatus);
    },
    play: async (from, to) => {
      await element.locator(`[data-square="${from}"]`).click();
      await element.locator(`[data-square="${to}"]`).click();
    },
    sent: () => page.evaluate(() => window.__sent),
    /** The club page's address as the game page's. */
    onGamePage: (address) => address.replace(club, `${session.origin}/`),
  };
}

test('a club\'s page hosts the game: <xiangqi-game link> answers a link from the game page, keeps the game in its address through a reload, and its link opens on the game page', async () => {
  await withDevices(async (a, b) => {
    // B's device shows the club's page, whose element plays the game in the page's address.
    const { club, element, status: elementStatus, open: openOnClub, play: playOnElement } = await clubPage(b);

    await gotoGame(a, session.origin, '?mode=link&side=red');
    await playMoves(a, ['h2e2']);
    await openOnClub(await linkToSend(a));
    assert.equal(await elementStatus(), 'your-move');
    assert.equal(await element.getAttribute('data-turn'), 'black');
    assert.equal(await element.locator('[data-friend-link]').count(), 0, 'nothing to send before B moves');
    // Red's pieces are not B's to move.
    await playOnElement('h0', 'g2');
    assert.equal(await elementStatus(), 'your-move');
    await playOnElement('h9', 'g7');
    await b.waitForFunction(() => document.querySelector('#g').dataset.friendStatus === 'their-move');
    const [sent] = await b.evaluate(() => window.__sent);
    assert.ok(sent.address.startsWith(`${club}#play=`), sent.address);
    assert.equal(await b.evaluate(() => location.href), sent.address, 'the page\'s address holds the game');
    assert.equal(await element.locator('[data-friend-link]').inputValue(), sent.address);

    // Reloaded, the club's page goes on as B, with B's link still to send.
    await b.reload();
    await b.waitForFunction(() => document.querySelector('#g')?.dataset.friendStatus === 'their-move');
    assert.equal(await element.locator('[data-friend-link]').inputValue(), sent.address);

    // The game page takes B's link as the next move of A's game.
    await openLink(a, sent.address.replace(club, `${session.origin}/`));
    assert.equal(await friendStatus(a), 'your-move');
    assert.deepEqual(await movesPlayed(a), ['C2.5', 'H8+7']);
    await playMoves(a, ['h0g2']);
    await openOnClub(await linkToSend(a));
    assert.equal(await elementStatus(), 'your-move');
    assert.equal(await element.locator('[data-piece]').count(), 32);
    assert.match(await b.evaluate(() => document.querySelector('#g').pgn()), /\[Event "Correspondence"\][^]*1\. C2\.5 H8\+7\s+2\. H2\+3/);

    // A link that is not one is said so, on a board not to be played.
    await b.goto(`${club}#play=not-a-game`);
    await b.waitForFunction(() => /cannot be opened/.test(document.querySelector('#g')?.shadowRoot.querySelector('.xg-status')?.textContent));
    assert.equal(await elementStatus(), null);
  });
});

test('a club\'s page invites, and answers a draw offer from the game page', async () => {
  await withDevices(async (a, b) => {
    const club = await clubPage(b, 'side="black"');
    await b.goto(club.club);
    await b.waitForFunction(() => document.querySelector('#g')?.dataset.friendStatus === 'their-move');
    const [invitation] = await club.sent();
    assert.equal(await b.evaluate(() => location.href), invitation.address);
    assert.equal(await club.element.locator('[data-friend-link]').inputValue(), invitation.address);

    await openLink(a, club.onGamePage(invitation.address));
    assert.equal(await friendStatus(a), 'your-move');
    await playMoves(a, ['h2e2']);
    await a.locator('[data-action="draw"]').click();
    await club.open(await linkToSend(a));
    await club.element.locator('.xg-friend-offer', { hasText: 'Your friend offers a draw' }).waitFor();
    await club.element.locator('.xg-friend-offer button', { hasText: 'Accept the draw' }).click();
    await b.waitForFunction(() => document.querySelector('#g').dataset.friendStatus === 'over');
    assert.equal(await club.element.getAttribute('data-outcome'), 'draw agreement');
    const answer = (await club.sent()).at(-1);

    await openLink(a, club.onGamePage(answer.address));
    await a.locator('#result-dialog[open]').waitFor();
    assert.equal(await a.evaluate(() => document.body.dataset.outcome), 'draw agreement');
  });
});

test('a player who never plays by link downloads none of it; a game by link brings its code, wasm module, sheet and font', async () => {
  await withPage(session, { locale: 'zh-TW' }, async (page) => {
    const requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const ofFriend = () => requested.filter((file) => /friend|\/vendor\/|qr|xiangqi-link-wasm/.test(file));
    await gotoGame(page, session.origin, '?mode=two');
    await playMoves(page, ['h2e2', 'h9g7']);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    assert.deepEqual(ofFriend(), [], 'nothing of a game by link on a visit without one');

    await gotoGame(page, session.origin, '?mode=link&side=red&days=1');
    // The panel says, in Chinese, that a win on time rests on honour: in the friend's font.
    assert.match(await page.locator('#friend').textContent(), /誠信/);
    await page.waitForFunction(() => [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Xiangqi Kai Friend' && face.status === 'loaded'));
    assert.ok(ofFriend().some((file) => file.endsWith('/fonts/xiangqi-kai-friend.woff2')));
    assert.ok(ofFriend().some((file) => file.endsWith('/friend.css')));
    assert.ok(ofFriend().some((file) => file.endsWith('/xiangqi-link-wasm_bg.wasm')), 'the link\'s wasm module comes with the game');
    assert.ok(!ofFriend().some((file) => file.endsWith('/vendor/qr.js')), 'the QR code\'s encoder waits until one is asked for');
  });
});

test('a takeback asked is allowed, then one is refused; a move not made in time is claimed', async () => {
  await withDevices(async (a, b) => {
    await openLink(a, await firstExchange(a, b));
    // A takes back its move, and with it B's reply.
    await a.locator('.friend button', { hasText: 'Ask to take back' }).click();
    assert.match(await a.locator('#friend').textContent(), /to ask for the takeback/);
    await openLink(b, await linkToSend(a));
    assert.match(await b.locator('.friend-offer').textContent(), /Your friend asks to take back their last move/);
    await b.locator('.friend-offer button', { hasText: 'Allow it' }).click();
    assert.deepEqual(await movesPlayed(b), []);
    assert.equal(await friendStatus(b), 'their-move');
    await openLink(a, await linkToSend(b));
    assert.match(await statusText(a), /allowed the takeback/);
    assert.deepEqual(await movesPlayed(a), []);
    assert.equal(await friendStatus(a), 'your-move');

    // Asked again with the next move, and refused: B answers with a move of its own.
    await playMoves(a, ['b2e2']);
    await a.locator('.friend button', { hasText: 'Ask to take back' }).click();
    await openLink(b, await linkToSend(a));
    await b.locator('.friend-offer button', { hasText: 'Refuse' }).click();
    await playMoves(b, ['b9c7']);
    await openLink(a, await linkToSend(b));
    assert.match(await statusText(a), /refused the takeback/);
    assert.equal((await movesPlayed(a)).length, 2);
  });

  await withDevices(async (a, b, contextA, contextB) => {
    await gotoGame(a, session.origin, '?mode=link&side=red&days=1');
    assert.match(await a.locator('#friend').textContent(), /1 day a move/);
    await playMoves(a, ['h2e2']);
    await openLink(b, await linkToSend(a));
    // B lets the day pass; before it has, A has nothing to claim.
    await openLink(a, `${session.origin}/`);
    assert.ok(await a.locator('.friend button', { hasText: 'Claim the win' }).isHidden());
    // A's clock a day and an hour on (Playwright's fake clock would stop the page's
    // timers as well; the page reads the time from Date.now alone).
    const dayAndHourOn = (shift) => {
      const now = Date.now;
      Date.now = () => now() + shift;
    };
    await contextA.addInitScript(dayAndHourOn, 25 * 3600 * 1000);
    await a.reload();
    await a.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    await a.locator('.friend button', { hasText: 'Claim the win: your friend\'s time ran out' }).click();
    await a.locator('#result-dialog[open]').waitFor();
    assert.equal(await a.evaluate(() => document.body.dataset.outcome), 'red timeout');
    const claim = await linkToSend(a);
    // B's clock says the day has not passed: the claim is not taken.
    await openLink(b, claim);
    assert.match(await notice(b), /This link was not taken, and your game is as it was: by this device's clock, your time does not run out until/);
    assert.equal(await friendStatus(b), 'your-move');
    // A day later on B's clock too, it is.
    await contextB.addInitScript(dayAndHourOn, 25 * 3600 * 1000);
    await openLink(b, claim);
    await b.locator('#result-dialog[open]').waitFor();
    assert.equal(await b.evaluate(() => document.body.dataset.outcome), 'red timeout');
    assert.match(await statusText(b), /claimed the game on time/);
  });
});

test('a trap in the link\'s module takes the move back and says so; a fresh module keeps the next one', async () => {
  await withPage(session, { locale: 'en-US' }, async (page) => {
    // The link module as the page first loads it, made to trap once when asked: the copy
    // a move is played on gets a pointer far outside its memory. The fresh instance the
    // page then imports (under another address) is the real one.
    await page.route((url) => url.pathname.endsWith('/xiangqi-link-wasm.js') && url.search === '', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `import * as real from './xiangqi-link-wasm.js?real';
const play = real.Correspondence.prototype.play;
real.Correspondence.prototype.play = function (...args) {
  if (self.__trapLink) {
    self.__trapLink = false;
    this.__wbg_ptr = 0xfffffff0;
  }
  return play.apply(this, args);
};
export default real.default;
export const { Correspondence, peekGameLink } = real;`,
      }),
    );
    await gotoGame(page, session.origin, '?mode=link&side=red');
    await page.evaluate(() => {
      self.__trapLink = true;
    });
    await playMoves(page, ['h2e2']);
    assert.equal(await notice(page), 'That move could not be kept in the game and was taken back: please play it again');
    assert.deepEqual(await movesPlayed(page), []);
    assert.equal(await page.locator('[data-friend-link]').count(), 1, 'the invitation is still there to send');
    await page.click('#notice-dismiss');
    await playMoves(page, ['h2e2']);
    assert.deepEqual(await movesPlayed(page), ['C2.5']);
    assert.equal(await friendStatus(page), 'their-move');
    assert.deepEqual((await storedGames(page))[0].moves, ['h2e2']);
  });
});

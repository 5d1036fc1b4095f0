// A game by link with a friend on another device, on the game page: started from the
// start panel or the address (?mode=link), opened from a link (#play=…), played on the
// board like any game, with each move, offer and answer put into this device's copy
// (copy.js) and sent as a link (panel.js). Loaded the first time such a game is on the
// page: a player who never plays one never downloads it.

import '../i18n/friend-strings.js';
import { t } from '../i18n/index.js';
import { describeProblem } from '../i18n/problems.js';
import * as storage from '../records/storage.js';
import * as panels from '../page/panels.js';
import { page } from '../page/state.js';
import { beginSession, forgetAddress, restoreGame } from '../page/games.js';
import * as copy from './copy.js';
import { renderPanel } from './panel.js';
import { friendName as nameIn, keepMove, linkIn as linkInHash, sentence, sessionOf, tagsOf } from './session.js';

/** The link in the page's address, or null when it holds none. */
export const linkIn = () => linkInHash(location.hash);

/** Puts the copy's game (`game`, a picture from copy.js) on the board. `toSend`: it holds
 *  something the friend has not been sent. `fresh`: an ending it brings is reported. */
function show(game, { toSend, fresh, flipped }) {
  // Drawn and saved as any game put on the board; the panel is drawn with the page.
  beginSession(sessionOf(game, { toSend, flipped }), { fresh });
}

/** The copy's game of the game on the board. */
export function current() {
  const { session } = page.board;
  return session?.byLink ? copy.read(session.friend) : null;
}

/** Starts a game by link: `{side: 'red' | 'black' | 'random', rules, fen, days, name}`. */
export function start({ side, rules, fen = '', days = 0, name = '' }) {
  const mine = side === 'random' ? (crypto.getRandomValues(new Uint8Array(1))[0] & 1 ? 'black' : 'red') : side;
  const game = copy.invite({ rules, days, startFen: fen, side: mine, name });
  show(game, { toSend: true, fresh: true });
}

/**
 * Opens game link `link`. The game it belongs to, if this device has it, takes it only if
 * it extends that game by what the friend was entitled to do; anything else is refused
 * with the reason, and the stored game stays as it was (and is shown). A game this device
 * does not know is opened as a new one, this device playing the side that did not send
 * it. Whether a game of the link's is on the board (false for a link that cannot be read).
 */
export function open(link) {
  forgetAddress();
  let peeked;
  try {
    peeked = copy.peekGameLink(link);
  } catch (error) {
    panels.showNotice(t('friend.badLink', { message: describeProblem(t, error) }));
    return false;
  }
  const record = storage.loadGame(peeked.id);
  if (record?.mode !== 'friend') {
    show(copy.openLink(link), { toSend: false, fresh: true });
    tell(peeked.sender === 'red' ? 'friend.openedBlack' : 'friend.openedRed');
    return true;
  }
  try {
    const { game, result } = copy.change(record.friend, (c) => c.receive(link, copy.nowMinutes()));
    show(game, { toSend: false, fresh: true, flipped: record.flipped });
    tell(...received(result, game));
    return true;
  } catch (error) {
    const kept = page.board?.session?.id === record.id ? null : restoreGame(record);
    if (kept) beginSession(kept, { fresh: false });
    panels.showNotice(t('friend.refused', { message: describeProblem(t, error) }));
    // The stored game is on the board: the page shows no other in its place.
    return page.board?.session?.id === record.id;
  }
}

/** What a link that was taken changed, as a key and its values for the status line. */
function received(result, game) {
  const name = friendName(game);
  if (result.ending) return [`friend.ended.${result.ending}`, { name }];
  if (result.takenBack) return ['friend.tookBack', { name }];
  if (result.offer) return [`friend.offered.${result.offer}`, { name }];
  if (result.reply) return [`friend.replied.${result.reply}`, { name }];
  if (result.moves) return [game.status === 'over' ? 'friend.lastMove' : 'friend.moved', { name }];
  return ['friend.nothingNew', { name }];
}

/** Says `key` on the status line, after the page has drawn the game. */
function tell(key, vars = {}) {
  panels.setStatus(sentence(t(key, vars)), 'normal');
}

/** The friend's name, or "your friend". */
export const friendName = (game) => nameIn(game, t);

/** The move `move` (ICCS) was just played on the board by this device's player: it goes
 *  into the copy, to be sent. The board's rules allowed it, and the copy's are the same. */
export function moved(session, move) {
  if (!keepMove(session, move)) panels.showNotice(t('friend.moveNotKept'));
}

/**
 * Does `act(copy)` on the game on the board (an offer, an answer, a resignation, a claim,
 * a name), then shows the game as the copy has it, with something to send. A refusal is
 * said, and nothing changes.
 */
export function act(act, { said = null } = {}) {
  const { session } = page.board;
  if (!session?.byLink) return;
  try {
    const { game } = copy.change(session.friend, act);
    show(game, { toSend: true, fresh: true, flipped: session.flipped });
    if (said) tell(said, { name: friendName(game) });
  } catch (error) {
    panels.setStatus(describeProblem(t, error), 'error');
  }
}

export const offerDraw = () => act((c) => c.offerDraw(), { said: 'friend.drawOffered' });
export const askTakeback = () => act((c) => c.askTakeback(), { said: 'friend.takebackAsked' });
export const answer = (accept) => act((c) => c.answer(accept));
export const resign = () => act((c) => c.resign());
export const claimTime = () => act((c) => c.claimTime(copy.nowMinutes()));

/** This player's name, kept for the next game too. */
export function setName(name) {
  const { session } = page.board;
  if (!session?.byLink) return;
  try {
    const { game } = copy.change(session.friend, (c) => c.setName(name));
    session.friend = game.stored;
    session.tags = tagsOf(game);
    session.toSend = true;
    page.prefs.friendName = name.trim();
    storage.save('prefs', page.prefs);
    page.board.recordChanged();
  } catch (error) {
    panels.setStatus(describeProblem(t, error), 'error');
  }
}

/** Draws the game by link's panel for `session` (hidden for any other game). */
export function render(session) {
  renderPanel(session?.byLink ? { session, game: copy.read(session.friend) } : null);
}

// A game by link as a board shows it, for the game page (game.js) and the element
// (element/friend.js) alike: the address that carries a link, the Session made from a
// copy's game (copy.js), a move played on the board kept in the copy, and how the friend
// is named.

import { Session } from '../game/session.js';
import { GAME_DEFAULTS } from '../game/game-record.js';
import { pgnDate } from '../records/pgn-date.js';
import * as copy from './copy.js';

/** The fragment that carries a game link: `#play=<link>`. */
const LINK_IN_ADDRESS = /^#play=([\w-]*)$/;

/** The link in `hash` (an address's fragment), or null when it holds none. */
export function linkIn(hash) {
  return LINK_IN_ADDRESS.exec(hash)?.[1] ?? null;
}

/** The link in `text` a player pasted or a host page gave: a whole address with
 *  `#play=…`, or the link alone; null when it is neither. */
export function linkInText(text) {
  const trimmed = text.trim();
  const at = trimmed.indexOf('#');
  if (at >= 0) return linkIn(trimmed.slice(at));
  return /^[\w-]+$/.test(trimmed) ? trimmed : null;
}

/** The address that opens game link `link` on the page at `base`, wherever it is served. */
export function addressOf(link, base) {
  const url = new URL(base);
  url.search = '';
  url.hash = `play=${link}`;
  return url.href;
}

/** The endings a player declares (the board does not find them), as a Session keeps them. */
const DECLARED = ['resignation', 'agreement', 'timeout'];

/** The players' names and the date, as the game's PGN gives them. */
export function tagsOf(game) {
  const [red, black] = game.names;
  return {
    Event: 'Correspondence',
    Date: pgnDate(new Date(game.started * 60_000)),
    ...(red && { Red: red }),
    ...(black && { Black: black }),
  };
}

/** The copy's game (`game`, a picture from copy.js) as a Session to put on a board.
 *  `toSend`: it holds something the friend has not been sent. */
export function sessionOf(game, { toSend, flipped = game.mine === 'black' }) {
  return new Session({
    id: game.id,
    mode: 'friend',
    human: game.mine,
    level: GAME_DEFAULTS.level,
    rules: game.rules,
    startFen: game.startFen,
    moves: game.moves,
    ending: game.outcome && DECLARED.includes(game.outcome.reason) ? game.outcome : null,
    tags: tagsOf(game),
    flipped,
    friend: game.stored,
    toSend,
  });
}

/**
 * Puts `move` (ICCS), just played on the board of `session`, into its copy, which then
 * holds something to send: the copy's game. The copy's rules are the board's, so only a
 * fault gets it refused (a trap in the link's module, which copy.js replaces): then the
 * move is taken back from the board, so that the board never shows a move the link to
 * send would not carry, and null is returned.
 */
export function keepMove(session, move) {
  try {
    const { game } = copy.change(session.friend, (c) => c.play(move, copy.nowMinutes()));
    session.friend = game.stored;
    session.toSend = true;
    return game;
  } catch (error) {
    console.warn('the game by link could not keep a move the board played', error);
    session.undoOne();
    return null;
  }
}

/** The friend's name, or "your friend" in `t`'s language. */
export function friendName(game, t) {
  const theirs = game.mine === 'red' ? 1 : 0;
  return game.names[theirs] || t('friend.yourFriend');
}

/** `text` as a sentence begins: a name may start it ("your friend has moved"). */
export const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// <xiangqi-game link>: a game by link on another site's page, so that a club can host
// correspondence games (docs/embedding.md). The element opens the link it is given, or
// the one in the host page's own address (`link` empty), as the side that did not send
// it; with no link in the address it invites, playing the `side` attribute's side. Each
// move, and each answer to the friend's offer, gives the link to send back: shown under
// the board with Copy, fired as a `friendlink` event, and, when the game lives in the host
// page's address, put there, so that a reload keeps it. The element keeps nothing of its
// own: each link opens as the game it holds (the game page keeps each game and checks
// every link against it). Loaded only by an element given a link.

import '../i18n/friend-strings.js';
import { describeProblem } from '../i18n/problems.js';
import { Session } from '../game/session.js';
import * as copy from '../friend/copy.js';
import { addressOf, friendName, keepMove, linkIn, linkInText, sentence, sessionOf } from '../friend/session.js';
import { h } from '../friend/html.js';
import { requestFont } from './frame.js';

// What only a game by link says, in a font of its own (style.css's stacks name it).
requestFont('Xiangqi Kai Friend', new URL('../../fonts/xiangqi-kai-friend.woff2', import.meta.url).href);

/** Where the history entry's state keeps this tab's copy of a game in the address. */
const KEPT = 'xiangqiGameByLink';

/**
 * The copy this tab keeps of the game whose link `text` is in the host page's address:
 * its own, when this tab made that link. A history entry's state lives through a reload
 * of the tab and nowhere else, so a reload goes on as the side that moved, and the same
 * address opened anywhere else (the friend's device, another tab) opens as the friend's
 * side. Null when the entry keeps no copy of this link.
 */
function keptCopy(text) {
  const kept = history.state?.[KEPT];
  if (typeof kept !== 'string') return null;
  try {
    const game = copy.read(kept);
    return game.link === text ? game : null;
  } catch {
    return null;
  }
}

export class ElementFriend {
  /** The game by link of `host` (the element), its panel put under the status line. */
  constructor(host) {
    this.host = host;
    /** The link as the element last opened or made it; null when none could be read. */
    this.link = null;
    /** The game lives in the host page's address (`link` given empty). */
    this.inAddress = false;
    /** What the status line says instead of whose move it is (a link that could not be
     *  opened, a move that could not be kept), in words, or null. */
    this.problem = null;
    const p = (this.parts = {});
    p.offerText = h('p');
    p.accept = h('button', { type: 'button', part: 'button', onclick: () => this.answer(true) });
    p.decline = h('button', { type: 'button', part: 'button', onclick: () => this.answer(false) });
    p.offer = h('div', { class: 'xg-friend-offer', role: 'group' }, [p.offerText, h('div', { class: 'xg-controls' }, [p.accept, p.decline])]);
    p.text = h('p', { id: 'xg-friend-text' });
    p.link = h('input', { type: 'text', readonly: '', 'aria-labelledby': 'xg-friend-text', onfocus: (e) => e.target.select() });
    p.copy = h('button', { type: 'button', part: 'button', onclick: () => this.copyLink() });
    p.send = h('div', { class: 'xg-friend-send' }, [p.link, h('div', { class: 'xg-controls' }, [p.copy])]);
    p.section = h('div', { class: 'xg-friend', hidden: '' }, [p.offer, p.text, p.send]);
    host.parts.status.after(p.section);
    window.addEventListener('hashchange', () => {
      if (this.inAddress && this.host.isConnected && linkIn(location.hash) !== this.link) this.start();
    });
  }

  t(key, vars) {
    return this.host.t(key, vars);
  }

  /** Opens the game the attributes name: their link, the host page's, or an invitation. */
  start() {
    const { link, side, rules, fen, flipped } = this.host.options;
    this.inAddress = link.trim() === '';
    const text = this.inAddress ? linkIn(location.hash) : linkInText(link);
    if (text === null && !this.inAddress) {
      this.failed(() => this.t('friend.notALink'));
      return;
    }
    const kept = this.inAddress && text !== null ? keptCopy(text) : null;
    let game = kept;
    try {
      game ??= text === null ? copy.invite({ rules, days: 0, startFen: fen, side, name: '' }) : copy.openLink(text);
    } catch (error) {
      this.failed(() => describeProblem((key, vars) => this.t(key, vars), error));
      return;
    }
    // A link this tab sent is still to send; one from the friend is theirs, answered by a move.
    const sent = text === null || kept !== null;
    this.show(game, { toSend: sent, flipped: flipped || undefined });
    if (sent) this.publish(game);
  }

  /** A link that cannot be opened: the start position, not to be played (the host's
   *  `interactive` asks `playable`), and why, in words `why()` gives in the element's
   *  language of the moment. */
  failed(why) {
    this.link = null;
    this.problem = () => this.t('friend.badLink', { message: why() });
    const { rules } = this.host.options;
    this.host.controller.start(new Session({ mode: 'two', human: 'red', rules }), { reportEnding: false });
  }

  /** Whether a link was opened (a board to play on), rather than refused. */
  get playable() {
    return this.link !== null;
  }

  /** Puts the copy's game on the board. */
  show(game, { toSend, flipped }) {
    this.link = game.link;
    this.problem = null;
    this.host.controller.start(sessionOf(game, { toSend, flipped }), { reportEnding: false });
  }

  /** The player's move `move` (ICCS), just played on the board, goes into the copy; one
   *  it cannot keep is taken back (friend/session.js keepMove) and said. */
  moved(session, move) {
    const game = keepMove(session, move);
    // Said on the status line until the next move (the host's redraw reads it).
    this.problem = game ? null : () => this.t('friend.moveNotKept');
    if (game) {
      this.link = game.link;
      this.publish(game);
    }
  }

  /** The player's answer to the friend's offer: the game as it then is, to send. */
  answer(accept) {
    const { session } = this.host.controller;
    const { game } = copy.change(session.friend, (c) => c.answer(accept));
    this.show(game, { toSend: true, flipped: session.flipped });
    this.publish(game);
  }

  /** The link to send, as an address of the host page, or '' while there is none. */
  get address() {
    const session = this.host.controller?.session;
    return this.playable && session?.toSend ? addressOf(this.link, location.href) : '';
  }

  /** Tells the host page there is a link to send, and keeps it in the page's address
   *  when the game lives there, with this tab's copy in the history entry's state. */
  publish(game) {
    const address = addressOf(game.link, location.href);
    if (this.inAddress) history.replaceState({ ...Object(history.state), [KEPT]: game.stored }, '', address);
    this.host.fire('friendlink', { link: game.link, address });
  }

  async copyLink() {
    try {
      await navigator.clipboard.writeText(this.address);
      this.host.say(this.t('friend.copied'));
    } catch {
      this.parts.link.focus();
      this.host.say(this.t('friend.copyByHand'));
    }
  }

  /** Another game takes the board: nothing of this one is shown or said. */
  hide() {
    this.parts.section.hidden = true;
    this.link = null;
    this.problem = null;
    delete this.host.dataset.friendStatus;
  }

  /** Draws the panel for the game on the board. */
  render(session) {
    const p = this.parts;
    p.section.hidden = !this.playable || !session?.byLink;
    if (p.section.hidden) {
      delete this.host.dataset.friendStatus;
      return;
    }
    const game = copy.read(session.friend);
    const name = friendName(game, (key, vars) => this.t(key, vars));
    const theirs = game.offer && game.offer.by !== game.mine && game.status !== 'over' ? game.offer.kind : null;
    p.offer.hidden = !theirs;
    if (theirs) {
      p.offerText.textContent = sentence(this.t(`friend.asks.${theirs}`, { name }));
      p.accept.textContent = this.t(theirs === 'draw' ? 'friend.acceptDraw' : 'friend.allowTakeback');
      p.decline.textContent = this.t(theirs === 'draw' ? 'friend.declineDraw' : 'friend.refuseTakeback');
    }
    const mineOpen = game.offer && game.offer.by === game.mine ? game.offer.kind : null;
    const sendKey = mineOpen ? `friend.sendWith.${mineOpen}` : game.status === 'over' ? 'friend.sendEnd' : 'friend.send';
    const waiting = !session.toSend && game.status === 'their-move';
    p.text.hidden = !session.toSend && !waiting;
    p.text.textContent = this.t(session.toSend ? sendKey : 'friend.waiting', { name });
    p.send.hidden = !session.toSend;
    p.link.value = this.address;
    if (session.toSend) p.link.dataset.friendLink = '';
    else delete p.link.dataset.friendLink;
    p.copy.textContent = this.t('friend.copy');
    this.host.dataset.friendStatus = game.status;
  }
}

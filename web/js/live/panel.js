// The live game's panel beside the board: who plays whom, whether the friend is here
// ([data-live-status]: waiting, connected, reconnecting or left), the room link to send
// while the friend has not come, and why the relay turned this device away, if it did.
// Built the first time a live game is shown; hidden for any other game.

import { t } from '../i18n/index.js';
import { controlName } from '../game/clock.js';
import { LIVE_GRACE_MS } from '../game/session.js';
import { h } from '../friend/html.js';
import { LinkShare } from '../friend/share.js';
import { sentence } from '../friend/session.js';
import '../friend/style.js';
import { CLAIM_AFTER_MS, answer, claim, offer } from './game.js';

let parts = null;

function build() {
  const p = {};
  p.heading = h('h2', { id: 'live-heading' });
  p.about = h('p', { class: 'friend-about' });
  p.presence = h('p', { class: 'live-presence', role: 'status' });
  p.lag = h('p', { class: 'live-lag' });
  p.offerText = h('p');
  p.accept = h('button', { type: 'button', class: 'primary', onclick: () => answer(true) });
  p.decline = h('button', { type: 'button', class: 'secondary', onclick: () => answer(false) });
  p.offer = h('div', { class: 'friend-offer', role: 'group' }, [p.offerText, h('div', { class: 'friend-buttons' }, [p.accept, p.decline])]);
  p.send = new LinkShare({ id: 'live', shareText: () => t('live.shareText') });
  p.takeback = h('button', { type: 'button', class: 'secondary', onclick: () => offer('takeback') });
  p.rematch = h('button', { type: 'button', class: 'primary', onclick: () => offer('rematch') });
  p.claim = h('button', { type: 'button', class: 'secondary', onclick: claim });
  p.actions = h('div', { class: 'friend-buttons' }, [p.takeback, p.rematch, p.claim]);
  p.section = h('section', { class: 'friend live', id: 'live', 'aria-labelledby': 'live-heading' }, [p.heading, p.about, p.presence, p.lag, p.offer, p.send.element, p.actions]);
  document.getElementById('controls').after(p.section);
  return p;
}

/** The other device's presence as tests outside the project read it. */
export function presence(session, live) {
  if (!session.room.met) return 'waiting';
  if (live.peer === 'gone' && Date.now() - live.goneSince >= CLAIM_AFTER_MS) return 'left';
  return live.peer === 'here' && live.own === 'open' ? 'connected' : 'reconnecting';
}

/** What the panel says of the other device. */
function presenceText(status, { session, live, name }) {
  if (live.refused) return t(`live.closed.${live.refused}`);
  if (live.own !== 'open' && status !== 'left') return t('live.connecting');
  if (status === 'waiting') return t(session.room.host ? 'live.waitingForFriend' : 'live.waitingForGame', { name });
  return sentence(t(`live.presence.${status}`, { name }));
}

/** Draws the panel for `{session, live, name, address}`, or hides it for null. */
export function renderPanel(shown) {
  if (!shown) {
    if (parts) parts.section.hidden = true;
    return;
  }
  parts ??= build();
  const { session, name, address } = shown;
  const p = parts;
  p.section.hidden = false;
  p.heading.textContent = t('live.heading', { name });
  const terms = [t(session.human === 'red' ? 'friend.youPlayRed' : 'friend.youPlayBlack')];
  if (session.clock) terms.push(controlName(session.clock));
  p.about.hidden = !session.room.met;
  p.about.textContent = terms.join(' · ');
  const status = presence(session, shown.live);
  p.presence.dataset.liveStatus = status;
  p.presence.textContent = presenceText(status, shown);
  // A move that came more than the grace late is said, with by how much: each side's
  // clock is charged by its own device's count, so the lag costs no one time.
  p.lag.hidden = !(shown.live.lagMs > LIVE_GRACE_MS) || session.isOver();
  p.lag.textContent = t('live.lag', { seconds: (shown.live.lagMs / 1000).toFixed(1) });
  const standing = shown.live.offer;
  const theirs = standing?.by === 'them' ? standing.kind : null;
  p.offer.hidden = !theirs;
  if (theirs) {
    p.offerText.textContent = sentence(t(`live.asks.${theirs}`, { name }));
    p.accept.textContent = t(`live.accept.${theirs}`);
    p.decline.textContent = t(`live.decline.${theirs}`);
  }
  const over = session.isOver();
  const here = status === 'connected';
  // A takeback is of this player's own last move: there must be one.
  const moved = session.moves.some((_, ply) => session.turnAt(ply) === session.human);
  p.takeback.hidden = over || !moved || !here;
  p.takeback.disabled = Boolean(standing);
  p.takeback.textContent = t('live.askTakeback');
  p.rematch.hidden = !over || !here;
  p.rematch.disabled = Boolean(standing);
  p.rematch.textContent = t('live.rematch');
  p.claim.hidden = over || status !== 'left';
  p.claim.textContent = sentence(t('live.claim', { name }));
  if (session.room.host && !session.room.met && !shown.live.refused) p.send.show({ address, sentence: t('live.send', { name }) });
  else p.send.hide();
}

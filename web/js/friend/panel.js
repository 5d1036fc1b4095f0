// The game by link's panel beside the board: who plays whom and on what terms, the
// friend's offer to answer, the link to send (shared, copied or shown as a QR code), a
// friend's link to paste, a takeback to ask for, a claim on time, and this player's name.
// Built the first time a game by link is shown; hidden for any other game.

import { t } from '../i18n/index.js';
import { formatMinutes } from '../i18n/problems.js';
import * as panels from '../page/panels.js';
import * as friend from './game.js';
import { addressOf, linkInText, sentence } from './session.js';
import { h } from './html.js';
import { LinkShare } from './share.js';
import './style.js';


let parts = null;

/** The panel's elements, made once and put after the controls. */
function build() {
  const p = {};
  p.heading = h('h2', { id: 'friend-heading' });
  p.about = h('p', { class: 'friend-about' });
  p.honour = h('p', { class: 'friend-about' });
  p.offerText = h('p');
  p.accept = h('button', { type: 'button', class: 'primary', onclick: () => friend.answer(true) });
  p.decline = h('button', { type: 'button', class: 'secondary', onclick: () => friend.answer(false) });
  p.offer = h('div', { class: 'friend-offer', role: 'group' }, [p.offerText, h('div', { class: 'friend-buttons' }, [p.accept, p.decline])]);
  p.send = new LinkShare({ id: 'friend', shareText: () => t('friend.shareText') });
  p.wait = h('p', { class: 'friend-wait' });
  p.pasteLabel = h('span');
  p.paste = h('input', { type: 'text', name: 'friendLink', autocomplete: 'off', spellcheck: 'false' });
  p.open = h('button', { type: 'submit', class: 'secondary' });
  p.pasteForm = h('form', { class: 'friend-paste', onsubmit: openPasted }, [h('label', {}, [p.pasteLabel, p.paste]), p.open]);
  p.takeback = h('button', { type: 'button', class: 'secondary', onclick: friend.askTakeback });
  p.claim = h('button', { type: 'button', class: 'secondary', onclick: friend.claimTime });
  p.actions = h('div', { class: 'friend-buttons' }, [p.takeback, p.claim]);
  p.nameLabel = h('span');
  p.name = h('input', { type: 'text', name: 'friendName', maxlength: '32', autocomplete: 'nickname', onchange: (e) => friend.setName(e.target.value) });
  p.nameField = h('label', { class: 'friend-name' }, [p.nameLabel, p.name]);
  p.section = h('section', { class: 'friend', id: 'friend', 'aria-labelledby': 'friend-heading' }, [
    p.heading, p.about, p.honour, p.offer, p.send.element, p.wait, p.actions, p.pasteForm, p.nameField,
  ]);
  document.getElementById('controls').after(p.section);
  return p;
}

function openPasted(event) {
  event.preventDefault();
  const link = linkInText(parts.paste.value);
  if (!link) {
    panels.setStatus(t('friend.notALink'), 'error');
    return;
  }
  parts.paste.value = '';
  friend.open(link);
}

/** What the panel says of the game's terms and time: sides, days a move, whose time runs
 *  out when. */
function about(game, name) {
  const bits = [t(game.mine === 'red' ? 'friend.youPlayRed' : 'friend.youPlayBlack')];
  if (game.days > 0) bits.push(t('friend.days', { days: game.days }));
  if (game.deadline !== null) {
    const when = formatMinutes(game.deadline);
    bits.push(game.status === 'your-move' ? t('friend.yourTime', { when }) : t('friend.theirTime', { name, when }));
  }
  return bits.join(' · ');
}

/** Draws the panel for `{session, game}` (the session on the board and its copy's game), or
 *  hides it for null. */
export function renderPanel(shown) {
  if (!shown) {
    if (parts) parts.section.hidden = true;
    return;
  }
  parts ??= build();
  const { session, game } = shown;
  const p = parts;
  const name = friend.friendName(game);
  p.section.hidden = false;
  p.section.dataset.friendStatus = game.status;
  p.heading.textContent = t('friend.heading', { name });
  p.about.textContent = about(game, name);
  // Each device keeps time by its own clock, which a player can set: the time limit is
  // kept on trust, as correspondence chess by post always was.
  p.honour.hidden = game.days === 0;
  p.honour.textContent = t('friend.honour');

  const theirs = game.offer && game.offer.by !== game.mine ? game.offer.kind : null;
  p.offer.hidden = !theirs || game.status === 'over';
  if (theirs) {
    p.offerText.textContent = sentence(t(`friend.asks.${theirs}`, { name }));
    p.accept.textContent = t(theirs === 'draw' ? 'friend.acceptDraw' : 'friend.allowTakeback');
    p.decline.textContent = t(theirs === 'draw' ? 'friend.declineDraw' : 'friend.refuseTakeback');
  }

  const mineOpen = game.offer && game.offer.by === game.mine ? game.offer.kind : null;
  if (session.toSend) {
    const sentence = t(mineOpen ? `friend.sendWith.${mineOpen}` : game.status === 'over' ? 'friend.sendEnd' : 'friend.send', { name });
    p.send.show({ address: addressOf(game.link, location.href), sentence });
  } else {
    p.send.hide();
  }

  p.wait.hidden = session.toSend || game.status !== 'their-move';
  p.wait.textContent = t('friend.waiting', { name });

  // A takeback is of this player's own last move: there must be one.
  const moved = game.moves.some((_, ply) => session.turnAt(ply) === game.mine);
  p.takeback.hidden = game.status === 'over' || !moved;
  p.takeback.disabled = Boolean(game.offer);
  p.takeback.textContent = t('friend.askTakeback');
  const late = game.deadline !== null && game.status === 'their-move' && Date.now() >= game.deadline * 60_000;
  p.claim.hidden = !late;
  p.claim.textContent = sentence(t('friend.claim', { name }));

  p.pasteForm.hidden = game.status === 'over';
  p.pasteLabel.textContent = sentence(t('friend.pasteLabel', { name }));
  p.open.textContent = t('friend.open');
  p.nameLabel.textContent = t('friend.yourName');
  if (document.activeElement !== p.name) p.name.value = game.names[game.mine === 'red' ? 0 : 1];
}

// A link to send a friend, as a panel shows it: a sentence, the link in a field the
// player can select, and Share (the system's share sheet, where there is one), Copy and
// a QR code to scan with the other device. The game by link's panel and the live game's
// each have one.

import { t } from '../i18n/index.js';
import * as panels from '../page/panels.js';
import { h } from './html.js';

export class LinkShare {
  /** `id`: the prefix of its elements' ids; `shareText()`: what the share sheet says
   *  before the link. */
  constructor({ id, shareText }) {
    this.shareText = shareText;
    this.text = h('p', { id: `${id}-send-text` });
    this.input = h('input', { type: 'text', readonly: '', class: 'friend-link', 'aria-labelledby': `${id}-send-text`, onfocus: (e) => e.target.select() });
    this.share = h('button', { type: 'button', class: 'primary', onclick: () => this.shareLink() });
    this.copy = h('button', { type: 'button', class: 'secondary', onclick: () => this.copyLink() });
    this.qrButton = h('button', { type: 'button', class: 'secondary', 'aria-expanded': 'false', 'aria-controls': `${id}-qr`, onclick: () => this.toggleQr() });
    this.qr = h('div', { class: 'friend-qr', id: `${id}-qr`, hidden: '' });
    this.element = h('div', { class: 'friend-send' }, [this.text, this.input, h('div', { class: 'friend-buttons' }, [this.share, this.copy, this.qrButton]), this.qr]);
  }

  /** Shows `address` under `sentence`; `toSend`: it is the link to send now (marked for
   *  tests outside the project with [data-friend-link]). */
  show({ address, sentence, toSend = true }) {
    this.element.hidden = false;
    if (toSend) this.input.dataset.friendLink = '';
    else delete this.input.dataset.friendLink;
    this.input.value = address;
    this.text.textContent = sentence;
    this.share.hidden = !navigator.share;
    this.share.textContent = t('friend.share');
    this.copy.textContent = t('friend.copy');
    this.qrButton.textContent = t('friend.qr');
    if (!this.qr.hidden) this.drawQr();
  }

  hide() {
    this.element.hidden = true;
    delete this.input.dataset.friendLink;
  }

  async shareLink() {
    try {
      await navigator.share({ title: t('friend.shareTitle'), text: this.shareText(), url: this.input.value });
    } catch (error) {
      // Closing the share sheet is no failure; anything else falls back to copying.
      if (error?.name !== 'AbortError') this.copyLink();
    }
  }

  async copyLink() {
    try {
      await navigator.clipboard.writeText(this.input.value);
      panels.setStatus(t('friend.copied'), 'normal');
    } catch {
      this.input.focus();
      panels.setStatus(t('friend.copyByHand'), 'normal');
    }
  }

  /** Shows or hides the link as a QR code, drawn on the page by the QR module (loaded the
   *  first time it is asked for). */
  async toggleQr() {
    const showing = this.qr.hidden;
    this.qrButton.setAttribute('aria-expanded', String(showing));
    this.qr.hidden = !showing;
    if (showing) await this.drawQr();
  }

  async drawQr() {
    const { qrSvg } = await import('./qr.js');
    const address = this.input.value;
    if (this.qr.dataset.for === address) return;
    this.qr.dataset.for = address;
    this.qr.innerHTML = qrSvg(address);
    this.qr.firstElementChild?.setAttribute('role', 'img');
    this.qr.firstElementChild?.setAttribute('aria-label', t('friend.qrLabel'));
  }
}

// This device's connection to its seat in a room of the relay: opened, kept open, and
// opened again after a drop (a phone's tab hidden, a new network, a reload), until the
// game is left or the relay refuses for good. It reports the other device's presence as
// the relay tells it (binary frames, which a player cannot send) and hands on the other
// device's text messages as they are.

import { roomAddress } from './relay.js';

/** The relay's close codes that trying again would not change (crates/xiangqi-relay,
 *  close.rs), by the name the page words them with. */
export const FINAL_CLOSES = {
  1003: 'textOnly',
  1009: 'tooBig',
  4000: 'roomFull',
  4001: 'tooManyMessages',
  4002: 'tooManyRooms',
  4003: 'openedElsewhere',
  4004: 'notARoom',
  4005: 'originRefused',
  4007: 'relayFull',
};

/** Waits between attempts to reconnect, in ms; the last repeats. */
const RETRIES = [500, 1000, 2000, 4000, 8000];

export class RelayConnection {
  /**
   * `relay`, `room`, `seat`: where to connect (relay.js). `on`: {message(text),
   * peer('waiting' | 'here' | 'gone'), state('connecting' | 'open'), refused(reason)}.
   */
  constructor({ relay, room, seat, on }) {
    this.address = roomAddress(relay, room, seat);
    this.on = on;
    this.socket = null;
    this.attempts = 0;
    this.timer = null;
    this.closed = false;
    this.wake = () => {
      if (document.visibilityState === 'visible' && !this.socket) this.connect();
    };
    document.addEventListener('visibilitychange', this.wake);
    window.addEventListener('online', this.wake);
    this.connect();
  }

  get open() {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  connect() {
    clearTimeout(this.timer);
    if (this.closed || this.socket) return;
    this.on.state('connecting');
    const socket = new WebSocket(this.address);
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.attempts = 0;
      this.on.state('open');
    });
    socket.addEventListener('message', ({ data }) => {
      if (typeof data === 'string') this.on.message(data);
      else this.heard(data);
    });
    socket.addEventListener('close', ({ code }) => {
      if (this.socket !== socket) return;
      this.socket = null;
      const final = FINAL_CLOSES[code];
      if (final) {
        this.stop();
        this.on.refused(final);
        return;
      }
      if (this.closed) return;
      this.on.state('connecting');
      const wait = RETRIES[Math.min(this.attempts, RETRIES.length - 1)];
      this.attempts += 1;
      this.timer = setTimeout(() => this.connect(), wait);
    });
  }

  /** A notice of the relay's: `{"peer": …}`. */
  heard(bytes) {
    try {
      const { peer } = JSON.parse(new TextDecoder().decode(bytes));
      if (['waiting', 'here', 'gone'].includes(peer)) this.on.peer(peer);
    } catch {
      // Not one of the relay's notices: nothing to do with it.
    }
  }

  /** Sends `text` if connected; whether it went. Anything missed while away is made good
   *  by the hello the two devices exchange when they meet again. */
  send(text) {
    if (!this.open) return false;
    this.socket.send(text);
    return true;
  }

  /** Closes the connection and tries no more (the seat stays this device's). */
  close() {
    this.stop();
    this.socket?.close(1000);
    this.socket = null;
  }

  stop() {
    this.closed = true;
    clearTimeout(this.timer);
    document.removeEventListener('visibilitychange', this.wake);
    window.removeEventListener('online', this.wake);
  }
}

// The game clocks on the page: each player's time in its bar, ticked ten times a second;
// a flag that falls ends the game through the controller; the clocks stop while the page
// is hidden and when two players pause.

import { paintClocks } from '../widgets/clock-face.js';
import { t } from '../i18n/index.js';
import * as storage from '../records/storage.js';
import { page } from './state.js';
import { play } from './sound.js';

const TICK_MS = 100;

/** The side and move at which the low-time beep last sounded, so it sounds once a move. */
let warned = null;

/** Writes each side's time into its bar ([data-clock]); beeps once a move when the
 *  running time falls under ten seconds. */
export function renderClocks(now = performance.now()) {
  const clock = page.board?.session?.clock;
  if (!clock) return;
  const low = paintClocks(document.querySelectorAll('.player [data-clock]'), clock, now);
  const at = `${low} ${clock.marks.length}`;
  if (low && warned !== at) {
    warned = at;
    play('lowtime');
  }
}

/** Two players at one device stop (or restart) the clocks. */
export function togglePause() {
  const { board } = page;
  if (board.state.paused === 'player') board.resumeClock('player');
  else board.pauseClock('player');
  storage.saveGame(board.session.toRecord());
}

/** The pause button's label and state. */
export function renderPause() {
  const button = document.querySelector('[data-action="pause"]');
  const { session, state } = page.board;
  button.hidden = !(session?.clock && !session.playsOneSide);
  const paused = state.paused === 'player';
  button.setAttribute('aria-pressed', String(paused));
  const label = t(paused ? 'control.resume' : 'control.pause');
  button.setAttribute('aria-label', label);
  button.querySelector('span').textContent = label;
}

export function startClocks() {
  setInterval(() => {
    if (!page.board?.session?.clock) return;
    if (!page.board.flagFell()) renderClocks();
  }, TICK_MS);
  // Time a player cannot see does not count; what was used is saved, so a reload
  // finds the clocks as they were. A live game's clocks run on: the friend's do too.
  document.addEventListener('visibilitychange', () => {
    const { board } = page;
    if (!board?.session?.clock || board.session.live) return;
    if (document.hidden) {
      board.pauseClock('hidden');
      storage.saveGame(board.session.toRecord());
    } else {
      board.resumeClock('hidden');
    }
  });
  addEventListener('pagehide', () => {
    if (page.board?.session?.clock) storage.saveGame(page.board.session.toRecord());
  });
}

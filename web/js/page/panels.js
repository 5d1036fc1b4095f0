// The page around the board: status line, player labels, the start,
// result and confirm panels, results table and the storage notice.

import { t } from '../i18n/index.js';
import { namedSide } from '../board/scene.js';
import { matedWords } from '../board/mated.js';
import { other } from '../game/squares.js';
import { notationName } from './choices.js';
import { repetitionRuling } from './ruling.js';

const $ = (id) => document.getElementById(id);

export function sideName(color) {
  return t(color === 'red' ? 'color.red' : 'color.black');
}

/** The status line: `text` as `kind` (normal, thinking, error, check, over, review), and
 *  `link` ({href, text}), a link after it, such as the guide's section on a refused move,
 *  which opens in a new tab: the game stays where it is. */
export function setStatus(text, kind = 'normal', link = null) {
  const status = $('status');
  status.replaceChildren();
  status.className = `status ${kind}`;
  if (kind === 'thinking') {
    const dots = document.createElement('span');
    dots.className = 'thinking-dots';
    dots.setAttribute('aria-hidden', 'true');
    dots.append(...[0, 1, 2].map(() => document.createElement('i')));
    status.append(dots);
  }
  const span = document.createElement('span');
  span.textContent = text;
  status.append(span);
  if (link) {
    const a = document.createElement('a');
    a.className = 'status-link';
    a.href = link.href;
    a.target = '_blank';
    a.textContent = link.text;
    status.append(' ', a);
  }
  if (kind === 'thinking') {
    const detail = document.createElement('span');
    detail.className = 'detail';
    status.append(detail);
  }
}

/** Search progress beside "thinking": one text change per finished depth. */
export function setThinkingDetail(text) {
  const detail = document.querySelector('#status .detail');
  if (detail) detail.textContent = text;
}

/** Labels above and below the board: who plays there and whose turn it is. */
export function renderPlayers(session, flipped, thinking) {
  const bottomColor = flipped ? 'black' : 'red';
  for (const [id, color] of [['player-bottom', bottomColor], ['player-top', other(bottomColor)]]) {
    const box = $(id);
    const active = !session.isOver() && session.turn === color;
    box.className = `player ${id.endsWith('top') ? 'top' : 'bottom'} ${color}${active ? ' active' : ''}`;
    let who = sideName(color);
    // A record's players, by name.
    const named = session.tags?.[color === 'red' ? 'Red' : 'Black'];
    if (named && !session.vsComputer) who = `${sideName(color)} · ${named}`;
    if (session.elsewhere && color === session.human) who = `${sideName(color)} · ${t('player.you')}`;
    if (session.vsComputer) {
      who =
        color === session.human
          ? `${sideName(color)} · ${t('player.you')}`
          : `${sideName(color)} · ${t('player.computer')} · ${t(`level.${session.level}`)}`;
    }
    const dot = document.createElement('i');
    dot.className = `swatch ${color}`;
    const name = document.createElement('span');
    name.textContent = who;
    box.replaceChildren(dot, name);
    if (session.clock) {
      const clock = document.createElement('span');
      clock.className = 'clock';
      clock.dataset.clock = color;
      clock.setAttribute('role', 'timer');
      box.append(clock);
    }
    if (active && thinking && color === session.computer) {
      const dots = document.createElement('span');
      dots.className = 'thinking-dots';
      dots.append(...[0, 1, 2].map(() => document.createElement('i')));
      box.append(dots);
    }
  }
}

export function renderStats(stats) {
  const body = $('stats-body');
  body.replaceChildren();
  const levels = Object.keys(stats.levels).sort();
  const two = stats.two;
  if (levels.length === 0 && two.red + two.black + two.draw === 0) {
    const p = document.createElement('p');
    p.textContent = t('stats.none');
    body.append(p);
    return;
  }
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const key of ['start.level', 'stats.win', 'stats.draw', 'stats.loss']) {
    const th = document.createElement('th');
    th.textContent = t(key);
    head.append(th);
  }
  const tbody = table.createTBody();
  for (const level of levels) {
    const r = stats.levels[level];
    const row = tbody.insertRow();
    row.dataset.level = level;
    for (const text of [t(`level.${level}`), r.win, r.draw, r.loss]) row.insertCell().textContent = text;
  }
  body.append(table);
  if (two.red + two.black + two.draw > 0) {
    const p = document.createElement('p');
    p.className = 'two-player-stats';
    p.textContent = `${t('stats.two')}: ${t('stats.redWins')} ${two.red} · ${t('stats.blackWins')} ${two.black} · ${t('stats.draw')} ${two.draw}`;
    body.append(p);
  }
}

/** Fills and opens the result panel. */
export function showResult(session, outcome) {
  const { winner, reason } = outcome;
  let title;
  if (winner === null) title = t('result.draw');
  else if (session.playsOneSide) title = t(winner === session.human ? 'result.youWin' : session.elsewhere ? 'result.youLoseToFriend' : 'result.youLose');
  else title = t('result.wins', { side: sideName(winner) });
  const seal = $('result-seal');
  seal.textContent = t({ red: 'seal.red', black: 'seal.black', draw: 'seal.draw' }[winner ?? 'draw']);
  seal.className = `result-seal ${winner ?? 'draw'}`;
  $('result-title').textContent = title;
  // Against the computer or a friend the title says who won from the person's side; name
  // the colour too.
  const byWhom = winner !== null && session.playsOneSide ? `${t('result.wins', { side: sideName(winner) })} · ` : '';
  const why = t(reason === 'timeout' && winner === null ? 'reason.timeout_draw' : `reason.${reason}`, { side: sideName(namedSide(session)) });
  $('result-reason').textContent = byWhom + (byWhom ? why : why[0].toUpperCase() + why.slice(1));
  // A repetition's ruling, explained: the chased piece or the repeated checks, with the
  // cycle to replay and the guide's section on it.
  const ruling = repetitionRuling(session, notationName());
  $('result-ruling').hidden = !ruling;
  $('result-ruling-text').textContent = ruling?.text ?? '';
  document.querySelector('[data-result="cycle"]').hidden = !ruling;
  // A game by link takes nothing back on one device alone.
  document.querySelector('[data-result="undo"]').hidden = !session.canUndo();
  // A checkmate or stalemate, explained: what gives check and what holds each point the
  // general could step to (marked on the board too), with the guide's section on it.
  const mated = matedWords(session.game, t);
  $('result-mated').hidden = !mated;
  $('result-mated-text').textContent = mated ?? '';
  $('result-mated-link').href = `learn.html#${reason}`;
  const dialog = $('result-dialog');
  dialog.dataset.reason = reason;
  dialog.dataset.winner = winner ?? 'draw';
  if (!dialog.open) dialog.showModal();
}

export function closeResult() {
  const dialog = $('result-dialog');
  if (dialog.open) dialog.close();
}

/** Asks a yes/no question in a panel; resolves true for yes. */
export function confirm(text, yes = t('confirm.yes'), no = t('confirm.no')) {
  const dialog = $('confirm-dialog');
  $('confirm-text').textContent = text;
  $('confirm-yes').textContent = yes;
  $('confirm-no').textContent = no;
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'yes'), { once: true });
  });
}

/** Shows `text` until dismissed; with `retry`, a button that calls it, labelled Retry or `label`. */
export function showNotice(text, { retry = null, label = t('notice.retry') } = {}) {
  $('notice-text').textContent = text;
  const button = $('notice-retry');
  button.hidden = !retry;
  button.textContent = label;
  button.onclick = retry && (() => {
    hideNotice();
    retry();
  });
  $('notice').hidden = false;
}

export function hideNotice() {
  $('notice').hidden = true;
}

// Starting games on the page: the start panel, continuing the saved game, a game from
// the address (?fen=…&mode=…) or a share link (#fen=…&moves=…), a game by link with a
// friend (?mode=link, #play=…; its code is loaded when first needed), and imported
// records.

import { t } from '../i18n/index.js';
import { Session } from '../game/session.js';
import { controlName, parseControl } from '../game/clock.js';
import { HANDICAPS, handicapFen } from '../game/handicaps.js';
import { GAME_DEFAULTS, RULE_SETS } from '../game/game-record.js';
import { fenProblem } from '../game/wasm.js';
import { readShareLink } from '../records/share.js';
import { describeProblem } from '../i18n/problems.js';
import * as storage from '../records/storage.js';
import * as panels from './panels.js';
import { pieceChoice } from './choices.js';
import { page } from './state.js';
import { REVIEW_NODES } from '../widgets/computer-review.js';
import { moveNumbering } from '../game/numbering.js';

const $ = (id) => document.getElementById(id);

/** Puts `session` on the board, as this tab's game. A restored or loaded game that is
 *  already over does not show its result again (`fresh` false). */
export function beginSession(session, { fresh }) {
  // A game left without a move is not worth keeping among the person's games.
  const left = page.board.session;
  if (left && left.id !== session.id && left.moves.length === 0 && !left.isOver()) storage.removeGame(left.id);
  storage.setTabGame(session.id);
  panels.closeResult();
  page.review.stop();
  page.computerReview.cancel();
  page.lastChecked = null;
  page.board.start(session, { reportEnding: fresh });
}

/** The game by link's code, loaded the first time it is needed. */
export async function loadFriend() {
  page.friend ??= await import('../friend/game.js');
  return page.friend;
}

/** Is there a game link in the address (`#play=…`)? */
export const friendLinkInAddress = () => location.hash.startsWith('#play=');

/** The live game's code, loaded the first time it is needed. */
export async function loadLive() {
  page.live ??= await import('../live/game.js');
  return page.live;
}

/** Does this site name a relay for live games (a meta the site owner sets; js/live/relay.js
 *  reads it in full)? Without one the start panel offers no live game. */
export const liveSetUp = () => document.querySelector('meta[name="xiangqi-relay"]') !== null;

/** `clock`: {initialMs, incrementMs} (clock.js parseControl) or null for no clock. A game
 *  by link (mode 'friend') takes `days` for a move and the player's `name` instead; a live
 *  game (mode 'live') the clock, the name (null, from the address: the one kept), and the
 *  `relay` an address named, if any. */
export async function newGame({ mode, side, level, rules, fen = '', clock = null, days = 0, name = null, relay = null }) {
  if (mode === 'friend') {
    (await loadFriend()).start({ side, rules, fen, days, name: name ?? '' });
    return;
  }
  if (mode === 'live') {
    (await loadLive()).start({ side, rules, fen, clock, name, relay });
    return;
  }
  const session = new Session({
    mode,
    human: mode === 'computer' ? side : 'red',
    level,
    rules,
    startFen: fen,
    moves: [],
    ending: null,
    flipped: mode === 'computer' && side === 'black',
    clock,
  });
  beginSession(session, { fresh: true });
}

export function startChoice() {
  const form = new FormData($('start-form'));
  return {
    mode: form.get('mode'),
    side: form.get('side'),
    level: Number(form.get('level')),
    rules: form.get('rules'),
    clock: form.get('clock') === 'custom' ? parseControl(`${form.get('clockMinutes')}+${form.get('clockIncrement')}`) : parseControl(form.get('clock')),
    fen: HANDICAPS.includes(form.get('handicap')) ? handicapFen(form.get('handicap'), form.get('giver')) : '',
    days: Number(form.get('days') ?? 0),
    name: String(form.get('friendName') ?? ''),
  };
}

export function openStart() {
  const dialog = $('start-dialog');
  const form = $('start-form');
  const s = page.board.session;
  form.elements.friendName.value = page.prefs.friendName ?? '';
  offerLive();
  if (s) {
    form.elements.mode.value = s.mode;
    form.elements.side.value = s.human;
    form.elements.level.value = String(s.level);
    form.elements.rules.value = s.game.rules();
    const control = s.clock ? controlName(s.clock) : 'none';
    const offered = [...form.elements.clock].some((input) => input.value === control);
    form.elements.clock.value = offered ? control : 'custom';
    if (!offered) {
      form.elements.clockMinutes.value = String(s.clock.initialMs / 60_000);
      form.elements.clockIncrement.value = String(s.clock.incrementMs / 1000);
    }
  } else {
    form.elements.level.value = String(startingLevel());
  }
  renderSavedGames();
  page.stats = storage.loadStats(); // with the games counted in other tabs
  form.elements.pieces.value = pieceChoice();
  $('start-close').hidden = !s;
  panels.renderStats(page.stats);
  if (!dialog.open) dialog.showModal();
}

/** The live game is offered where the site has a relay; elsewhere its hint points to the
 *  game by link, which needs none. */
function offerLive() {
  const setUp = liveSetUp();
  $('start-live').disabled = !setUp;
  const hint = $('start-live-hint');
  hint.dataset.i18n = setUp ? 'start.liveHint' : 'start.liveNotSetUp';
  hint.textContent = t(hint.dataset.i18n);
}

/** The level offered when no game is on the board: the person's last game against the
 *  computer's, and Beginner for a first game (Normal beats a newcomer in a few moves). */
function startingLevel() {
  return storage.loadGames().games.find((record) => record.mode === 'computer')?.level ?? 1;
}

/** How many of the person's other games the start dialog offers. */
const OFFERED_GAMES = 6;

/** Lists the person's most recent other games in the start dialog, each to continue or,
 *  once over, to review. A game without a move is not offered. */
function renderSavedGames() {
  const onBoard = page.board.session?.id;
  const games = storage
    .loadGames()
    .games.filter((record) => record.id !== onBoard && (record.moves.length > 0 || record.ending !== null))
    .slice(0, OFFERED_GAMES);
  const list = $('saved-list');
  list.replaceChildren(...games.map(savedGameItem).filter(Boolean));
  $('saved-games').hidden = list.children.length === 0;
}

/** The list item of a saved game, or null (and the record forgotten) if the rules refuse it. */
function savedGameItem(record) {
  const session = restoreGame(record);
  if (!session) return null;
  const outcome = session.outcome();
  session.game.free();
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'continue';
  button.dataset.game = record.id;
  const label = document.createElement('span');
  label.textContent = t(outcome ? 'start.reviewGame' : 'start.continueGame');
  const about = document.createElement('small');
  const result = outcome && (outcome.winner ? t('result.wins', { side: panels.sideName(outcome.winner) }) : t('result.draw'));
  const described = describeSaved(record, outcome !== null);
  about.textContent = result ? `${described} · ${result}` : described;
  button.append(label, about);
  button.addEventListener('click', () => openSavedGame(record.id));
  const item = document.createElement('li');
  item.append(button);
  return item;
}

/** "12 moves · Play the computer · Normal": a saved game in a few words; a game by link
 *  says with whom and whose move it is. */
function describeSaved(record, over) {
  const modes = {
    two: () => t('start.two'),
    computer: () => `${t('start.computer')} · ${t(`level.${record.level}`)}`,
    friend: () => friendSaved(record, over),
    live: () => liveSaved(record),
  };
  const mode = modes[record.mode]();
  const moves = record.moves.length;
  return t('start.savedMoves', { moves, mode });
}

/** "With Sam by link · Your move": a game by link among the saved games. */
function friendSaved(record, over) {
  const theirs = record.tags?.[record.human === 'red' ? 'Black' : 'Red'];
  const toMove = moveNumbering(record.startFen)(record.moves.length).red ? 'red' : 'black';
  const status = over ? null : toMove === record.human ? 'start.friendYourMove' : 'start.friendTheirMove';
  const who = theirs ? t('start.friendWith', { name: theirs }) : t('start.friendUnnamed');
  return status ? `${who} · ${t(status)}` : who;
}

/** "Live with Sam": a live game among the saved games. */
function liveSaved(record) {
  const theirs = record.tags?.[record.human === 'red' ? 'Black' : 'Red'];
  return theirs ? t('start.liveWith', { name: theirs }) : t('start.liveUnnamed');
}

/** Puts one of the person's saved games on the board, as stored now (another tab may
 *  have played it on since the list was drawn). */
async function openSavedGame(id) {
  const record = storage.loadGame(id);
  if (record?.mode === 'friend') await loadFriend();
  if (record?.mode === 'live') await loadLive();
  const session = record && restoreGame(record);
  if (!session) {
    panels.showNotice(t('notice.corrupt'));
    renderSavedGames();
    return;
  }
  $('start-dialog').close();
  beginSession(session, { fresh: false });
}

/** Starts `record` ({startFen, moves, variations, evals, comments, tags, ending}) in the current mode, as
 *  a game of its own beside the person's (which stays among their saved games); throws on
 *  a bad record. The game counts as shared: it is not among the person's results.
 *  Evaluations (a review exported with the game) stand for the computer review's. */
export function loadRecord({ startFen, moves, variations = [], evals = [], comments = {}, tags = [], ending = null }) {
  const current = page.board.session;
  const session = new Session({
    // A record is studied at one device: a game by link's mode is not the record's.
    mode: current?.elsewhere ? 'two' : (current?.mode ?? 'two'),
    human: current?.human ?? 'red',
    level: current?.level ?? GAME_DEFAULTS.level,
    rules: current?.game.rules() ?? GAME_DEFAULTS.rules,
    startFen,
    moves,
    variations,
    comments,
    tags: Object.fromEntries(tags),
    ending,
    flipped: current?.flipped ?? false,
    shared: true,
  });
  session.reviewFromEvals(evals, REVIEW_NODES);
  if ($('start-dialog').open) $('start-dialog').close();
  beginSession(session, { fresh: false });
}

/** The address asked for a game that is now on the board (and saved): taken off the
 *  address, so a reload goes on with the game instead of starting it again. */
export function forgetAddress() {
  history.replaceState(null, '', location.pathname);
}

/** Opens the game in the address fragment, if any (a share link, or a game link with a
 *  friend); a bad one leaves the page as it is. */
export async function openShareLink() {
  if (friendLinkInAddress()) {
    const friend = await loadFriend();
    return friend.open(friend.linkIn());
  }
  if (location.hash.startsWith('#live=')) {
    const live = await loadLive();
    const joined = live.joinLink(location.hash);
    if (joined) forgetAddress();
    return joined;
  }
  let shared;
  try {
    shared = readShareLink();
    if (shared) {
      loadRecord(shared);
      forgetAddress();
    }
  } catch (error) {
    panels.showNotice(t('record.badLink', { message: describeProblem(t, error) }));
    return false;
  }
  return shared !== null;
}

/**
 * A game from the address: ?fen=…&mode=two|computer&side=red|black&level=1-5&rules=asian|casual
 * &clock=10,5 (minutes each, seconds added per move)&handicap=horse|two-horses|chariot|
 * chariot-horse|two-chariots&giver=red|black (the side giving the odds; a fen wins over it).
 * Every parameter is checked here, once: anything but the listed values means the default
 * (`level=2.5` is Normal, not a level of its own). A `fen` the rules refuse throws the
 * rules crate's problem, for the page to say in the player's language.
 */
export function gameFromAddress(search = location.search) {
  const params = new URLSearchParams(search);
  if (!['fen', 'mode', 'clock', 'handicap'].some((name) => params.has(name))) return null;
  const modes = { computer: 'computer', link: 'friend', live: 'live' };
  const mode = modes[params.get('mode')] ?? 'two';
  const elsewhere = mode === 'friend' || mode === 'live';
  const side = params.get('side') === 'black' ? 'black' : params.get('side') === 'random' && elsewhere ? 'random' : 'red';
  const days = mode === 'friend' && ['1', '3', '7'].includes(params.get('days')) ? Number(params.get('days')) : 0;
  const level = /^[1-5]$/.test(params.get('level') ?? '') ? Number(params.get('level')) : GAME_DEFAULTS.level;
  const rules = RULE_SETS.includes(params.get('rules')) ? params.get('rules') : GAME_DEFAULTS.rules;
  const handicap = HANDICAPS.includes(params.get('handicap')) ? handicapFen(params.get('handicap'), params.get('giver') === 'black' ? 'black' : 'red') : '';
  const fen = (params.get('fen') ?? '').trim() || handicap;
  const refusal = fen ? fenProblem(fen) : undefined;
  if (refusal) throw refusal;
  // The relay a live game's address names is checked by the live game (loopback only).
  const relay = mode === 'live' ? params.get('relay') : null;
  return { mode, side, level, rules, fen, clock: mode === 'friend' ? null : parseControl(params.get('clock')), days, relay };
}

/** The Session of a saved game record, or null (the record forgotten) if the rules refuse it. */
export function restoreGame(record) {
  try {
    return new Session(record);
  } catch {
    storage.removeGame(record.id);
    return null;
  }
}

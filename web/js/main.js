// The page controller: wires the board, the controls, the panels, storage and the
// search worker to one Session. It never decides a rule itself; it asks the Game.

import { wasmReady } from './wasm.js';
import { BoardView } from './render.js';
import { attachPointerInput } from './drag.js';
import { EngineClient, EngineCrashed, EngineStopped } from './engine-client.js';
import { Session, other } from './session.js';
import { LANGUAGES, detectLanguage, isLanguage, language, setLanguage, t, translateDom } from './i18n.js';
import * as storage from './storage.js';
import * as panels from './panels.js';
import { attachRecords } from './pgn-ui.js';
import { readShareLink, shareLink } from './share.js';
import { Review } from './review.js';
import { attachKeyboard, pointName } from './keyboard.js';
import { attachEditor } from './editor.js';
import { describeProblem } from './problems.js';

const $ = (id) => document.getElementById(id);

// How long the engine thinks for a hint (as long as Normal) and before answering a draw offer.
const HINT_LIMITS = { level: 3 };
const DRAW_LIMITS = { movetimeMs: 600 };

const app = {
  session: null,
  view: null,
  engine: null,
  selected: null,
  targets: [],
  hint: null,
  thinking: false,
  busyWith: null, // 'move' | 'hint' | 'draw' while the worker works for us
  prefs: { notation: 'chinese' },
  stats: storage.emptyStats(),
  stored: null,
  lastChecked: null,
  resultShownFor: null,
  review: new Review(),
};

// ---------------------------------------------------------------- rendering

function notationName() {
  if (app.prefs.notation !== 'chinese') return app.prefs.notation;
  return language() === 'zh-Hans' ? 'chinese-simplified' : 'chinese';
}

function lastMove(game) {
  const moves = game.moves();
  const m = moves[moves.length - 1];
  return m ? { from: m.slice(0, 2), to: m.slice(2) } : null;
}

function refresh({ animate = null } = {}) {
  const { session, view } = app;
  const game = app.review.shownGame(session);
  view.setFlipped(session.flipped);
  const check = session.isOver() && session.outcome().reason !== 'checkmate' ? null : game.checkedGeneral() ?? null;
  const checkIsNew = check !== null && app.lastChecked !== `${session.moves.length}`;
  if (check) app.lastChecked = `${session.moves.length}`;
  view.render({
    pieces: game.pieces(),
    selected: app.selected,
    targets: app.targets,
    lastMove: lastMove(game),
    check,
    checkIsNew,
    hint: app.hint,
  });
  if (animate) view.animateMove(animate.from, animate.to);
  if (checkIsNew) flashCheck();
  app.keyboard?.update();

  const startFen = session.game.startFen();
  const blackStarts = startFen.split(' ')[1] === 'b';
  const firstNumber = Number(startFen.split(' ')[5]) || 1;
  panels.renderMoveList(session.game.moveList(notationName()), blackStarts, firstNumber, game.moves().length);
  panels.renderPlayers(session, session.flipped, app.thinking);
  updateStatus(check);
  if (app.review.active) panels.setStatus(t('review.reviewing', { ply: app.review.ply, total: session.moves.length }), 'review');
  updateControls();

  const body = document.body.dataset;
  body.turn = session.turn;
  body.mode = session.mode;
  body.thinking = app.thinking ? '1' : '0';
  body.outcome = session.isOver() ? `${session.outcome().winner ?? 'draw'} ${session.outcome().reason}` : '';
}

function updateStatus(check) {
  const { session } = app;
  if (session.isOver()) {
    const { winner, reason } = session.outcome();
    const who = winner ? t('result.wins', { side: panels.sideName(winner) }) : t('result.draw');
    panels.setStatus(`${who} · ${t(`reason.${reason}`, { side: panels.sideName(other(winner ?? 'red')) })}`, 'over');
  } else if (app.thinking) {
    panels.setStatus(t('status.thinking'), 'thinking');
  } else if (check) {
    panels.setStatus(t('status.check'), 'check');
  } else if (session.vsComputer) {
    panels.setStatus(t('status.yourMove'));
  } else {
    panels.setStatus(t('status.toMove', { side: panels.sideName(session.turn) }));
  }
}

function updateControls() {
  const { session } = app;
  const over = session.isOver();
  const humanTurn = !over && !session.isComputerTurn();
  const idle = app.busyWith === null;
  const enable = {
    new: true,
    undo: session.canUndo() && (idle || app.busyWith === 'move'),
    hint: humanTurn && idle,
    flip: true,
    draw: humanTurn && idle,
    resign: !over,
    fullscreen: Boolean(document.documentElement.requestFullscreen),
  };
  for (const button of document.querySelectorAll('#controls [data-action]')) {
    button.disabled = !enable[button.dataset.action];
  }
  const full = Boolean(document.fullscreenElement);
  const fs = document.querySelector('[data-action="fullscreen"]');
  fs.classList.toggle('on', full);
  const fsLabel = t(full ? 'control.exitFullscreen' : 'control.fullscreen');
  fs.querySelector('span').textContent = fsLabel;
  // The accessible name follows the visible label (translateDom set the first one).
  fs.setAttribute('aria-label', fsLabel);
  fs.title = fsLabel;
  const total = session.moves.length;
  const shown = app.review.ply ?? total;
  $('review-first').disabled = $('review-back').disabled = shown === 0;
  $('review-forward').disabled = $('review-last').disabled = shown === total;
  $('rules').value = session.game.rules();
  $('notation').value = app.prefs.notation;
}

function flashCheck() {
  const banner = $('check-banner');
  banner.classList.remove('show');
  void banner.offsetWidth; // restart the CSS animation
  banner.classList.add('show');
  clearTimeout(flashCheck.timer);
  flashCheck.timer = setTimeout(() => banner.classList.remove('show'), 1300);
}

function say(text, kind = 'error') {
  panels.setStatus(text, kind);
}

// ---------------------------------------------------------------- moving

function pieceAt(square) {
  return app.session.game.pieces().find((p) => p.square === square)?.piece ?? null;
}

function colorOf(piece) {
  return piece === piece.toUpperCase() ? 'red' : 'black';
}

function select(square) {
  const game = app.session.game;
  app.selected = square;
  app.targets = game.targets(square).map((to) => ({ square: to, capture: pieceAt(to) !== null }));
  refresh();
}

function deselect() {
  app.selected = null;
  app.targets = [];
}

/** A touch on the board while reviewing plays on from the position shown. */
function leaveReview() {
  if (!app.review.active) return false;
  stopEngine();
  app.review.playOnFromHere(app.session);
  deselect();
  if (app.session.isComputerTurn()) {
    afterChange();
    return true;
  }
  return false;
}

function tap(square) {
  if (leaveReview()) return;
  const { session } = app;
  const piece = pieceAt(square);
  if (app.selected && app.targets.some((target) => target.square === square)) {
    move(app.selected, square, true);
    return;
  }
  if (piece && session.canMove(colorOf(piece))) {
    if (app.selected === square) {
      deselect();
      refresh();
    } else {
      select(square);
    }
    return;
  }
  if (session.isOver()) {
    say(t('illegal.game_over'));
  } else if (app.selected) {
    const reason = session.game.whyNot(app.selected, square);
    if (reason) say(t(`illegal.${reason}`));
  } else if (session.isComputerTurn()) {
    say(t('illegal.computer_turn'));
  } else if (piece) {
    say(t(session.vsComputer ? 'illegal.opponent_piece' : 'illegal.not_your_turn'));
  }
}

function canDrag(square) {
  if (app.review.active) return false;
  const piece = pieceAt(square);
  return piece !== null && app.session.canMove(colorOf(piece));
}

function drop(from, to) {
  if (app.selected !== from) select(from);
  if (app.targets.some((target) => target.square === to)) {
    move(from, to, false);
  } else {
    const reason = app.session.game.whyNot(from, to);
    refresh();
    if (reason) say(t(`illegal.${reason}`));
  }
}

function move(from, to, animate) {
  // A hint or draw evaluation still running belongs to the position before this move.
  stopEngine();
  app.session.play(from, to);
  announceLastMove();
  deselect();
  app.hint = null;
  afterChange(animate ? { from, to } : null);
}

/** After any move, ending or undo: save, redraw, judge, and let the computer move. */
/** Tells screen readers the last move, in the page's language and notation. */
function announceLastMove() {
  const texts = app.session.game.moveList(notationName());
  if (texts.length === 0) return;
  const side = panels.sideName(app.session.lastMover());
  announce(t('a11y.moved', { side, move: texts[texts.length - 1] }));
}

function announce(text) {
  const region = $('announcer');
  // Re-set even when equal, so the same words after another event are read again.
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = text;
  });
}

function afterChange(animate = null) {
  const { session } = app;
  storage.save('game', session.toRecord());
  const computerToMove = session.isComputerTurn();
  if (computerToMove) setBusy('move'); // shown in the same redraw as the move
  refresh({ animate });
  const outcome = session.outcome();
  if (outcome) {
    if (!session.recorded) {
      session.recorded = true;
      app.stats = storage.countResult(app.stats, session, outcome.winner);
      storage.save('stats', app.stats);
      storage.save('game', session.toRecord());
    }
    const key = `${session.moves.length} ${outcome.reason}`;
    if (app.resultShownFor !== key) {
      app.resultShownFor = key;
      // Let the last move be seen before the panel covers the board.
      setTimeout(() => {
        if (app.session === session && session.isOver()) panels.showResult(session, session.outcome());
      }, animate ? 450 : 150);
    }
  } else {
    app.resultShownFor = null;
    if (computerToMove) computerMove();
  }
}

// ---------------------------------------------------------------- the engine

function gameForEngine() {
  const game = app.session.game;
  return { startFen: game.startFen(), moves: app.session.moves, rules: game.rules() };
}

function setBusy(what) {
  app.busyWith = what;
  app.thinking = what === 'move';
  document.querySelector('.board-frame').classList.toggle('thinking', app.thinking);
}

/** Asks the worker for the computer's move; the caller has marked the page busy. */
async function computerMove(retried = false) {
  const session = app.session;
  let result;
  try {
    result = await app.engine.playLevel(gameForEngine(), session.level, showProgress);
  } catch (error) {
    if (app.session !== session) return;
    setBusy(null);
    if (error instanceof EngineStopped) return;
    if (error instanceof EngineCrashed && !retried) {
      setBusy('move');
      computerMove(true);
      return;
    }
    refresh();
    say(String(error.message ?? error));
    return;
  }
  if (app.session !== session) return;
  setBusy(null);
  if (!result.bestMove) {
    refresh();
    return;
  }
  const from = result.bestMove.slice(0, 2);
  const to = result.bestMove.slice(2);
  session.play(from, to);
  announceLastMove();
  deselect();
  afterChange({ from, to });
}

function showProgress(info) {
  panels.setThinkingDetail(t('status.depth', { depth: info.depth }));
}

function stopEngine() {
  if (app.busyWith !== null) {
    app.engine.stop();
    setBusy(null);
  }
}

async function hint() {
  const session = app.session;
  setBusy('hint');
  updateControls();
  panels.setStatus(t('status.hintThinking'), 'thinking');
  try {
    const result = await app.engine.search(gameForEngine(), HINT_LIMITS, showProgress);
    if (app.session !== session || !result.bestMove) return;
    app.hint = { from: result.bestMove.slice(0, 2), to: result.bestMove.slice(2) };
    setBusy(null);
    refresh();
    say(t('status.hint', { move: session.game.describe(result.bestMove, notationName()) }), 'hint');
  } catch (error) {
    if (!(error instanceof EngineStopped)) say(String(error.message ?? error));
  } finally {
    if (app.session === session && app.busyWith === 'hint') {
      setBusy(null);
      updateControls();
    }
  }
}

async function offerDraw() {
  const session = app.session;
  if (!session.vsComputer) {
    const side = panels.sideName(session.turn);
    const accepted = await panels.confirm(
      t('confirm.drawOffer', { side, other: panels.sideName(other(session.turn)) }),
      t('confirm.accept'),
      t('confirm.decline'),
    );
    if (accepted && app.session === session && !session.isOver()) {
      session.agreeDraw();
      afterChange();
    }
    return;
  }
  setBusy('draw');
  updateControls();
  panels.setStatus(t('status.drawEvaluating'), 'thinking');
  try {
    const { score } = await app.engine.search(gameForEngine(), DRAW_LIMITS, () => {});
    if (app.session !== session) return;
    setBusy(null);
    // The score is from the side to move, the person; the computer accepts only when
    // its own view of the position is not better than equal.
    const computerBetter = score.kind === 'mate' ? score.value < 0 : score.value < 0;
    if (computerBetter) {
      refresh();
      say(t('status.drawDeclined'), 'normal');
    } else {
      session.agreeDraw();
      afterChange();
    }
  } catch (error) {
    if (!(error instanceof EngineStopped)) say(String(error.message ?? error));
  } finally {
    if (app.session === session && app.busyWith === 'draw') {
      setBusy(null);
      updateControls();
    }
  }
}

// ---------------------------------------------------------------- controls

function undo() {
  const { session } = app;
  panels.closeResult();
  if (app.busyWith === 'move') {
    // Undo while the computer thinks: stop it and take back the person's move.
    stopEngine();
    session.undoOne();
  } else {
    stopEngine();
    if (!session.undo()) {
      say(t('status.nothingToUndo'));
      return;
    }
  }
  deselect();
  app.hint = null;
  app.review.stop();
  afterChange();
}

async function resign() {
  const session = app.session;
  const loser = session.vsComputer ? session.human : session.turn;
  const question = session.vsComputer ? t('confirm.resign') : t('confirm.resignSide', { side: panels.sideName(loser) });
  if (!(await panels.confirm(question)) || app.session !== session || session.isOver()) return;
  stopEngine();
  session.resign(loser);
  deselect();
  afterChange();
}

function flip() {
  app.session.flipped = !app.session.flipped;
  storage.save('game', app.session.toRecord());
  refresh();
}

function toggleFullscreen() {
  if (document.fullscreenElement) document.exitFullscreen();
  else document.documentElement.requestFullscreen().catch(() => {});
}

const ACTIONS = { new: openStart, undo, hint, flip, draw: offerDraw, resign, fullscreen: toggleFullscreen };

// ---------------------------------------------------------------- starting games

function beginSession(session, { fresh }) {
  stopEngine();
  panels.closeResult();
  app.session = session;
  app.review.stop();
  deselect();
  app.hint = null;
  app.lastChecked = null;
  app.resultShownFor = fresh ? null : session.isOver() ? `${session.moves.length} ${session.outcome().reason}` : null;
  afterChange();
}

function newGame({ mode, side, level, rules, fen = '' }) {
  const session = new Session({
    mode,
    human: mode === 'computer' ? side : 'red',
    level,
    rules,
    startFen: fen,
    moves: [],
    ending: null,
    recorded: false,
    flipped: mode === 'computer' && side === 'black',
  });
  beginSession(session, { fresh: true });
}

function startChoice() {
  const form = new FormData($('start-form'));
  return {
    mode: form.get('mode'),
    side: form.get('side'),
    level: Number(form.get('level')),
    rules: form.get('rules'),
  };
}

function openStart() {
  const dialog = $('start-dialog');
  const form = $('start-form');
  const s = app.session;
  if (s) {
    form.elements.mode.value = s.mode;
    form.elements.side.value = s.human;
    form.elements.level.value = String(s.level);
    form.elements.rules.value = s.game.rules();
  }
  const stored = app.stored;
  const canContinue = !s && stored && !stored.over;
  $('continue-game').hidden = !canContinue;
  if (canContinue) {
    const mode = stored.record.mode === 'two' ? t('start.two') : `${t('start.computer')} · ${t(`level.${stored.record.level}`)}`;
    $('continue-info').textContent = t('start.continueInfo', { moves: stored.record.moves.length, mode });
  }
  $('start-close').hidden = !s;
  panels.renderStats(app.stats);
  if (!dialog.open) dialog.showModal();
}

function continueLastGame() {
  $('start-dialog').close();
  beginSession(app.stored.session, { fresh: false });
}

/** Starts `record` ({startFen, moves, ending}) in the current mode; throws on a bad record. */
function loadRecord({ startFen, moves, ending = null }) {
  const current = app.session;
  const session = new Session({
    mode: current?.mode ?? 'two',
    human: current?.human ?? 'red',
    level: current?.level ?? 3,
    rules: current?.game.rules() ?? 'asian',
    startFen,
    moves,
    ending,
    recorded: true, // an imported or shared game is not one of the person's results
    flipped: current?.flipped ?? false,
  });
  if ($('start-dialog').open) $('start-dialog').close();
  beginSession(session, { fresh: false });
}

/** Opens the game in the address fragment, if any; a bad one leaves the page as it is. */
function openShareLink() {
  let shared;
  try {
    shared = readShareLink();
    if (shared) loadRecord(shared);
  } catch (error) {
    panels.showNotice(t('record.badLink', { message: describeProblem(t, error) }));
    return false;
  }
  return shared !== null;
}

function wireReview() {
  const go = (ply) => {
    if (!app.session) return;
    app.review.go(app.session, ply);
    deselect();
    refresh();
  };
  const step = (delta) => go((app.review.ply ?? app.session.moves.length) + delta);
  $('review-first').addEventListener('click', () => go(0));
  $('review-back').addEventListener('click', () => step(-1));
  $('review-forward').addEventListener('click', () => step(1));
  $('review-last').addEventListener('click', () => go(Infinity));
  $('move-list').addEventListener('click', (event) => {
    const cell = event.target.closest('[data-ply]');
    if (cell) go(Number(cell.dataset.ply));
  });
  document.addEventListener('keydown', (event) => {
    if (!app.session || document.querySelector('dialog[open]') || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.('input, select, textarea, [data-keyboard-board]')) return;
    const keys = { ArrowLeft: () => step(-1), ArrowRight: () => step(1), Home: () => go(0), End: () => go(Infinity) };
    if (keys[event.key]) {
      event.preventDefault();
      keys[event.key]();
    }
  });
}

function wireRecords() {
  attachRecords({
    session: () => app.session,
    notation: () => app.prefs.notation,
    chineseNotation: () => (language() === 'zh-Hans' ? 'chinese-simplified' : 'chinese'),
    players: () => {
      const s = app.session;
      const name = (color) => (!s.vsComputer ? panels.sideName(color) : color === s.human ? t('player.you') : t('player.computer'));
      return { red: name('red'), black: name('black') };
    },
    load: loadRecord,
    say,
  });
  attachEditor({
    fen: () => app.review.shownGame(app.session).fen(),
    play: (fen) => loadRecord({ startFen: fen, moves: [] }),
  });
  $('record-share').addEventListener('click', async () => {
    const game = app.session.game;
    const link = shareLink({ startFen: game.startFen(), moves: app.session.moves });
    history.replaceState(null, '', link);
    try {
      await navigator.clipboard.writeText(link);
      say(t('record.linkCopied'), 'normal');
    } catch {
      say(link, 'normal');
    }
  });
  window.addEventListener('hashchange', openShareLink);
}

/** A game from the address: ?fen=…&mode=two|computer&side=red|black&level=1-5&rules=asian|casual. */
function gameFromAddress() {
  const params = new URLSearchParams(location.search);
  if (!params.has('fen') && !params.has('mode')) return null;
  const mode = params.get('mode') === 'computer' ? 'computer' : 'two';
  const side = params.get('side') === 'black' ? 'black' : 'red';
  const level = Math.min(5, Math.max(1, Number(params.get('level')) || 3));
  const rules = params.get('rules') === 'casual' ? 'casual' : 'asian';
  return { mode, side, level, rules, fen: params.get('fen') ?? '' };
}

// ---------------------------------------------------------------- set-up

function setUpLanguage() {
  const select = $('language');
  for (const { id, name } of LANGUAGES) select.append(new Option(name, id));
  select.value = language();
  select.addEventListener('change', () => {
    setLanguage(select.value);
    app.prefs.language = select.value;
    storage.save('prefs', app.prefs);
    translateDom();
    if (app.session) refresh();
    if ($('start-dialog').open) openStart();
    const result = $('result-dialog');
    if (result.open && app.session.isOver()) panels.showResult(app.session, app.session.outcome());
  });
}

function wireControls() {
  for (const button of document.querySelectorAll('#controls [data-action]')) {
    button.addEventListener('click', () => ACTIONS[button.dataset.action]());
  }
  $('notation').addEventListener('change', (e) => {
    app.prefs.notation = e.target.value;
    storage.save('prefs', app.prefs);
    refresh();
  });
  $('rules').addEventListener('change', (e) => {
    stopEngine(); // a search under the old rules; afterChange starts a new one if needed
    app.session.game.setRules(e.target.value);
    afterChange();
  });
  $('start-form').addEventListener('submit', () => newGame(startChoice()));
  $('start-close').addEventListener('click', () => $('start-dialog').close());
  $('start-dialog').addEventListener('cancel', (e) => {
    if (!app.session) e.preventDefault(); // nothing to go back to
  });
  $('continue-game').addEventListener('click', continueLastGame);
  for (const button of document.querySelectorAll('[data-result]')) {
    button.addEventListener('click', () => {
      panels.closeResult();
      if (button.dataset.result === 'undo') undo();
      if (button.dataset.result === 'new') openStart();
    });
  }
  $('notice-dismiss').addEventListener('click', panels.hideNotice);
  wireReview();
  wireRecords();
  document.addEventListener('fullscreenchange', () => app.session && updateControls());
}

/** The saved game, if it can be rebuilt; a record the rules refuse counts as corrupt. */
function restoreSaved(record) {
  if (!record) return { value: null, corrupt: false };
  try {
    const session = new Session(record);
    return { value: { record, session, over: session.isOver() }, corrupt: false };
  } catch {
    storage.remove('game');
    return { value: null, corrupt: true };
  }
}

async function main() {
  const loaded = storage.loadAll();
  app.prefs = { notation: 'chinese', ...loaded.prefs };
  app.stats = loaded.stats ?? storage.emptyStats();
  setLanguage(isLanguage(app.prefs.language) ? app.prefs.language : detectLanguage());
  translateDom();
  setUpLanguage();
  wireControls();

  await wasmReady;
  const saved = restoreSaved(loaded.game);
  app.stored = saved.value;
  if (loaded.corrupt || saved.corrupt) panels.showNotice(t('notice.corrupt'));

  app.view = new BoardView($('board'));
  attachPointerInput(app.view, { tap, canDrag, dragStart: select, drop });
  app.keyboard = attachKeyboard(app.view, {
    activate: tap,
    cancel: () => {
      deselect();
      refresh();
    },
    pieces: () => (app.session ? app.review.shownGame(app.session).pieces() : []),
    name: (square, letter) => pointName(t, square, letter, { selected: app.selected === square, target: app.targets.some((x) => x.square === square) }),
  });
  app.engine = new EngineClient({
    onCrash: () => say(t('status.engineRestarted')),
  });

  const fromAddress = gameFromAddress();
  if (fromAddress) {
    newGame(fromAddress);
  } else if (openShareLink()) {
    // The shared game is on the board.
  } else {
    // A quiet board behind the start panel until a game is chosen.
    app.view.render({ pieces: new Session({ mode: 'two', human: 'red', level: 3, rules: 'asian' }).game.pieces(), selected: null, targets: [], lastMove: null, check: null, hint: null });
    openStart();
  }
  document.body.dataset.ready = '1';
  performance.mark('xiangqi-interactive');
}

main().catch((error) => {
  panels.setStatus(String(error?.message ?? error), 'error');
  throw error;
});

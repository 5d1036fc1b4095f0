// Drawing the game page from its board controller: the board, the move list, players,
// the status line, which controls are enabled, and the marks on <body> tests read.

import { t } from '../i18n/index.js';
import { notationChoice, notationName, pieceChoice } from './choices.js';
import { statusLine, checkedGeneral } from '../board/scene.js';
import * as panels from './panels.js';
import { renderMoveList, renderOpening } from './move-list.js';
import { moveNumbering } from '../game/numbering.js';
import { renderAnalysis } from '../widgets/analysis-panel.js';
import { renderReview } from './review-panel.js';
import { judgeGame } from '../game/judgement.js';
import { Game } from '../game/wasm.js';
import { nextMove } from '../game/lines.js';
import { page } from './state.js';
import { renderClocks, renderPause } from './clocks.js';
import { chasedSquare } from './ruling.js';
import { renderPieceLegend } from './piece-legend.js';

const $ = (id) => document.getElementById(id);

export function say(text, kind = 'error') {
  panels.setStatus(text, kind);
}

export function refresh({ animate = null } = {}) {
  const { board } = page;
  const { session } = board;
  if (!session) return;
  // A position reviewed may have become the live one (the game played into it).
  if (page.review.active) page.review.show(session, page.review.path);
  const shown = page.review.shownPath(session);
  const check = checkedGeneral(board);
  const checkIsNew = check !== null && page.lastChecked !== `${session.moves.length}`;
  if (check) page.lastChecked = `${session.moves.length}`;
  page.host.draw({
    flipped: session.flipped,
    pieceSet: pieceChoice(),
    notation: notationName(),
    checkIsNew,
    extra: {
      arrows: page.analysis.arrows(),
      drawings: page.drawings.shapes(drawingKey(session)),
      chased: chasedPiece(session, shown),
    },
    animate,
  });
  if (checkIsNew) flashCheck();
  // The check has been answered (the reply is on the board): the banner would hide it.
  else if (page.lastChecked !== `${session.moves.length}`) $('check-banner').classList.remove('show');

  const numbering = moveNumbering(session.game.startFen());
  const inVariation = !session.isMainLine(shown);
  const judged = judgeGame(session.moves, session.review?.positions ?? [], session.turnAt(0));
  renderOpening(session.game.opening());
  renderMoveList({
    judgements: judged.moves.map((move) => move.judgement),
    lines: session.lines,
    comments: session.comments,
    textsOf: (path) => textsOf(session, path),
    numbering,
    shown,
    actions: { promote: inVariation && session.canPromote(shown), remove: inVariation },
  });
  renderReview({
    session,
    running: page.computerReview.running,
    judged,
    shownPly: inVariation ? null : shown.length,
    turnAt: (ply) => session.turnAt(ply),
  });
  renderAnalysisPanel(session, shown, numbering);
  panels.renderPlayers(session, session.flipped, board.thinking);
  renderClocks();
  renderPause();
  renderPieceLegend($('piece-legend'), pieceChoice());
  const status = statusLine(board, t);
  panels.setStatus(status.text, status.kind);
  if (board.state.busyWith === 'hint') panels.setStatus(t('status.hintThinking'), 'thinking');
  if (board.state.busyWith === 'draw') panels.setStatus(t('status.drawEvaluating'), 'thinking');
  if (board.state.paused === 'player') panels.setStatus(t('status.paused'), 'normal');
  if (page.review.active) panels.setStatus(reviewStatus(session, page.review.ply(session), inVariation, numbering), 'review');
  updateControls();
  page.friend?.render(session);
  page.live?.render(session);

  document.querySelector('.board-frame').classList.toggle('thinking', board.thinking);
  const body = document.body.dataset;
  body.turn = session.turn;
  body.mode = session.mode;
  body.thinking = board.thinking ? '1' : '0';
  body.outcome = session.isOver() ? `${session.outcome().winner ?? 'draw'} ${session.outcome().reason}` : '';
}

/** Where review stands, counted in moves as the move list numbers them (Red's move and
 *  Black's reply share a number), not in plies. */
function reviewStatus(session, ply, inVariation, numbering) {
  const plies = session.moves.length;
  const total = plies > 0 ? numbering(plies - 1).number : 0;
  if (ply === 0) return t('review.start');
  const { number, red } = numbering(ply - 1);
  const vars = { move: number, side: panels.sideName(red ? 'red' : 'black'), total };
  return t(inVariation ? 'review.variation' : 'review.reviewing', vars);
}

/** Redraws what an analysis report changes, and only that: the panel, the bar and the
 *  arrows. The move list, the judgements and the rest stay as they are. */
export function drawAnalysis() {
  const { session } = page.board;
  if (!session) return;
  const shown = page.review.shownPath(session);
  renderAnalysisPanel(session, shown, moveNumbering(session.game.startFen()));
  page.view.drawArrows(page.analysis.arrows());
}

function renderAnalysisPanel(session, shown, numbering) {
  const parts = { panel: $('analysis'), bar: $('eval-bar'), status: $('analysis-status'), list: $('pv-lines') };
  renderAnalysis(page.analysis, parts, {
    path: shown,
    textsOf: (path) => textsOf(session, path),
    numbering,
    flipped: session.flipped,
    t,
  });
}

/** Where the piece a perpetual chase chased stands in the position shown, when that
 *  position is in the judged cycle; else null. */
function chasedPiece(session, shown) {
  return session.isMainLine(shown) ? chasedSquare(session, shown.length) : null;
}

/** The position shown, as the drawings on it are kept. */
export function drawingKey(session) {
  return `${session.game.startFen()} ${page.review.shownPath(session).join(' ')}`;
}

/** Analysis is for any game but the person's own against the computer or a friend still
 *  being played: a game opened from a share link or a record is there to be studied. */
export const analysisAllowed = (session) => !session.playsOneSide || session.isOver() || session.shared;

/** Keeps the analysis on the position shown (and off where it is not allowed). Called
 *  when the board changes (the controller's `changed`) and when analysis is turned on. */
export function followAnalysis() {
  const { analysis, board, review } = page;
  const { session } = board;
  if (!session) return;
  if (analysis.on && !analysisAllowed(session)) analysis.toggle(false);
  const { game } = session;
  analysis.follow({ startFen: game.startFen(), moves: review.shownPath(session), rules: game.rules(), game: board.shownGame() });
}

export function updateControls() {
  const { board } = page;
  const { session } = board;
  const over = session.isOver();
  const humanTurn = !over && !session.isComputerTurn();
  const busyWith = board.state.busyWith;
  const idle = busyWith === null;
  const enable = {
    new: true,
    undo: session.canUndo() && (idle || busyWith === 'move'),
    // The computer's help is not for a game against a friend.
    hint: humanTurn && idle && !session.elsewhere,
    flip: true,
    draw: humanTurn && idle,
    resign: !over,
    pause: !over,
    sound: true,
    analyze: analysisAllowed(session),
    review: analysisAllowed(session) && !page.computerReview.running && session.moves.length > 0,
    fullscreen: Boolean(document.documentElement.requestFullscreen),
  };
  for (const button of document.querySelectorAll('#controls [data-action]')) {
    button.disabled = !enable[button.dataset.action];
  }
  const analyze = document.querySelector('[data-action="analyze"]');
  analyze.setAttribute('aria-pressed', String(page.analysis.on));
  analyze.title = enable.analyze ? t('control.analyze') : t('analysis.notDuringGame');
  const full = Boolean(document.fullscreenElement);
  const fs = document.querySelector('[data-action="fullscreen"]');
  fs.classList.toggle('on', full);
  const fsLabel = t(full ? 'control.exitFullscreen' : 'control.fullscreen');
  fs.querySelector('span').textContent = fsLabel;
  // The accessible name follows the visible label (translateDom set the first one).
  fs.setAttribute('aria-label', fsLabel);
  fs.title = fsLabel;
  const shown = page.review.shownPath(session);
  $('review-first').disabled = $('review-back').disabled = shown.length === 0;
  $('review-forward').disabled = $('review-last').disabled = nextMove(session.lines, shown) === null;
  $('rules').value = session.game.rules();
  $('notation').value = notationChoice();
  $('pieces').value = pieceChoice();
}

/** Move texts of variations, by notation and path: a variation is replayed once, not at every redraw. */
const variationTexts = new Map();

/** The moves of `path` (from the start of `session`'s game) in the page's notation. */
function textsOf(session, path) {
  const notation = notationName();
  if (session.isMainLine(path)) return session.game.moveList(notation).slice(0, path.length);
  const key = `${notation} ${session.game.startFen()} ${path.join(' ')}`;
  if (!variationTexts.has(key)) {
    if (variationTexts.size > 500) variationTexts.clear();
    const game = new Game(session.game.startFen(), path, session.game.rules());
    variationTexts.set(key, game.moveList(notation));
    game.free();
  }
  return variationTexts.get(key);
}

/** Shows the check banner: the call, in Chinese calligraphy in every language, and what
 *  it means beneath it for a reader of another language. */
function flashCheck() {
  const banner = $('check-banner');
  const call = t('banner.check');
  const meaning = t('status.check');
  banner.querySelector('.banner-call').textContent = call;
  banner.querySelector('.banner-gloss').textContent = meaning === call ? '' : meaning;
  banner.classList.remove('show');
  void banner.offsetWidth; // restart the CSS animation
  banner.classList.add('show');
  clearTimeout(flashCheck.timer);
  flashCheck.timer = setTimeout(() => banner.classList.remove('show'), 1300);
}

/** Tells screen readers the last move, in the page's language and notation. */
export function announceLastMove() {
  const { session } = page.board;
  const texts = session.game.moveList(notationName());
  if (texts.length === 0) return;
  announce(t('a11y.moved', { side: panels.sideName(session.lastMover()), move: texts[texts.length - 1] }));
}

function announce(text) {
  const region = $('announcer');
  // Re-set even when equal, so the same words after another event are read again.
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = text;
  });
}

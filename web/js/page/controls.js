// The game page's controls: the buttons under the board, the rules, notation and
// language menus, review stepping, and the record features (PGN, share link, editor).

import { LANGUAGES, language, notationIn, setLanguage, t, translateDom } from '../i18n/index.js';
import { attachRecords } from '../records/pgn-dialogs.js';
import { attachMoveEntry } from './move-entry.js';
import { attachEditor } from '../records/editor.js';
import { shareLink } from '../records/share.js';
import * as storage from '../records/storage.js';
import * as panels from './panels.js';
import { page } from './state.js';
import { analysisAllowed, drawAnalysis, followAnalysis, refresh, say, updateControls } from './render.js';
import { notationChoice, notationName, pieceChoice } from './choices.js';
import { replayCycle, repetitionRuling } from './ruling.js';
import { drawGlyph, el } from '../board/svg.js';
import { togglePause } from './clocks.js';
import { setSoundOn, soundOn } from './sound.js';
import { applyTheme } from '../shell/theme.js';
import { applyTextSize, wireTextSize } from '../shell/text-size.js';
import { offerHandicaps } from '../game/handicaps.js';
import { wireAnalysis } from '../widgets/analysis-panel.js';
import { wireComputerReview } from './review-panel.js';
import { Game } from '../game/wasm.js';
import { holds } from '../game/lines.js';
import { hint, offerDraw } from './help.js';
import { loadRecord, newGame, openShareLink, openStart, startChoice } from './games.js';

const $ = (id) => document.getElementById(id);

function undo() {
  panels.closeResult();
  page.review.stop();
  if (!page.board.undo()) say(t('status.nothingToUndo'));
}

async function resign() {
  const { board } = page;
  const session = board.session;
  if (session.elsewhere) {
    if ((await panels.confirm(t('confirm.resign'))) && board.session === session && !session.isOver()) (session.live ? page.live : page.friend).resign();
    return;
  }
  const loser = session.vsComputer ? session.human : session.turn;
  const question = session.vsComputer ? t('confirm.resign') : t('confirm.resignSide', { side: panels.sideName(loser) });
  if (!(await panels.confirm(question)) || board.session !== session || session.isOver()) return;
  board.resign(loser);
}

function flip() {
  page.board.flip();
  storage.saveGame(page.board.session.toRecord());
}

function toggleFullscreen() {
  if (document.fullscreenElement) document.exitFullscreen();
  else document.documentElement.requestFullscreen().catch(() => {});
}

function choosePieces(set) {
  page.prefs.pieces = set;
  storage.save('prefs', page.prefs);
  if (page.board.session) refresh();
}

/** The start panel shows each piece set on three pieces, so a player who reads no
 *  Chinese finds the pictograms before the first game. */
function drawPiecePreviews() {
  for (const svg of document.querySelectorAll('#start-pieces svg.preview')) {
    svg.setAttribute('viewBox', '0 0 132 44');
    svg.replaceChildren(
      ...['K', 'n', 'R'].map((letter, i) => {
        const piece = drawGlyph(letter, svg.dataset.preview);
        const side = letter === 'K' || letter === 'R' ? 'red' : 'black';
        return el('g', { class: `piece ${side}`, transform: `translate(${22 + 44 * i} 22) scale(0.7)` }, [
          el('circle', { r: 28, class: 'piece-face' }),
          el('circle', { r: 23, class: 'piece-ring' }),
          piece,
        ]);
      }),
    );
  }
}

function toggleSound() {
  page.prefs.sound = !soundOn();
  setSoundOn(page.prefs.sound);
  storage.save('prefs', page.prefs);
}

function toggleAnalysis() {
  page.analysis.toggle();
  followAnalysis();
  refresh();
}

/** Plays analysis line `line` up to its move `index` from the position shown, as a variation. */
function playAnalysisLine(line, index) {
  const { board, review, analysis } = page;
  const { session } = board;
  const pv = analysis.lines[line]?.pv;
  if (!session || !pv) return;
  const path = [...review.shownPath(session), ...pv.slice(0, index + 1)];
  session.explore(path);
  review.show(session, path);
  board.deselect();
  board.recordChanged();
}

/** Shows the cycle a repetition ruling judged, move by move, up to the last. */
function replayRepetition() {
  const { session } = page.board;
  const ruling = session && repetitionRuling(session, notationName());
  if (!ruling) return;
  page.board.deselect();
  replayCycle({
    first: ruling.first,
    last: session.moves.length,
    show: (ply) => {
      if (page.board.session !== session) return;
      page.review.go(session, ply);
      // Drawn as any change of the position shown is: the analysis follows it first.
      page.board.changed();
    },
    shownPly: () => (page.board.session === session && session.isMainLine(page.review.shownPath(session)) ? page.review.ply(session) : -1),
  });
}

/** Starts (or goes on with) the computer review of the game on the board. */
function startReview() {
  const { session } = page.board;
  if (session && analysisAllowed(session)) page.computerReview.start(session);
}

/** Plays the position before the move shown again, against the computer, as the side
 *  that made it; the reviewed game stays among the person's games, offered in the start
 *  panel. */
function retryFromHere() {
  const { session } = page.board;
  const ply = page.review.ply(session);
  if (ply < 1) return;
  const before = new Game(session.game.startFen(), session.moves.slice(0, ply - 1), session.game.rules());
  const fen = before.fen();
  const side = before.turn();
  before.free();
  page.computerReview.cancel();
  newGame({ mode: 'computer', side, level: session.level, rules: session.game.rules(), fen, clock: null });
}

const ACTIONS = {
  new: openStart,
  undo,
  hint,
  flip,
  draw: offerDraw,
  resign,
  pause: togglePause,
  sound: toggleSound,
  analyze: toggleAnalysis,
  review: startReview,
  fullscreen: toggleFullscreen,
};

function wireReview() {
  /** Runs `move(review, session)` on the review, then puts down any piece picked up. */
  const review = (move) => {
    if (!page.board.session) return;
    move(page.review, page.board.session);
    page.board.deselect();
  };
  const first = () => review((r, s) => r.go(s, 0));
  const back = () => review((r, s) => r.back(s));
  const forward = () => review((r, s) => r.forward(s));
  const last = () => review((r, s) => r.toEnd(s));
  $('review-first').addEventListener('click', first);
  $('review-back').addEventListener('click', back);
  $('review-forward').addEventListener('click', forward);
  $('review-last').addEventListener('click', last);
  $('move-list').addEventListener('click', (event) => {
    const action = event.target.closest('[data-variation-action]');
    if (action) {
      changeVariation(action.dataset.variationAction);
      return;
    }
    const cell = event.target.closest('[data-ply], [data-path]');
    if (!cell) return;
    if (cell.dataset.ply) review((r, s) => r.go(s, Number(cell.dataset.ply)));
    else review((r, s) => r.show(s, cell.dataset.path.split(' ')));
  });
  document.addEventListener('keydown', (event) => {
    if (!page.board.session || document.querySelector('dialog[open]') || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.('input, select, textarea, [data-keyboard-board]')) return;
    const keys = { ArrowLeft: back, ArrowRight: forward, Home: first, End: last };
    if (keys[event.key]) {
      event.preventDefault();
      keys[event.key]();
    }
  });
}

/** Makes the variation shown the main line ('promote'), or deletes it ('remove'). */
function changeVariation(action) {
  const { board, review } = page;
  const { session } = board;
  const path = review.shownPath(session);
  board.deselect();
  if (action === 'promote') {
    // The game's moves change: saved, redrawn and judged again like an undo.
    session.promote(path);
    review.show(session, path);
    board.afterChange();
    return;
  }
  session.removeVariation(path);
  // Back to where the variation left its line.
  let kept = path;
  while (!holds(session.lines, kept)) kept = kept.slice(0, -1);
  review.show(session, kept);
  board.recordChanged();
}

function wireRecords() {
  attachRecords({
    session: () => page.board.session,
    board: () => $('board'),
    notation: notationChoice,
    chineseNotation: () => notationIn('chinese', language()),
    players: () => {
      const s = page.board.session;
      const name = (color) => {
        if (!s.playsOneSide) return panels.sideName(color);
        if (color === s.human) return t('player.you');
        return s.vsComputer ? t('player.computer') : panels.sideName(color);
      };
      return { red: name('red'), black: name('black') };
    },
    load: loadRecord,
    say,
  });
  attachEditor({
    fen: () => page.board.shownGame().fen(),
    pieceSet: pieceChoice,
    play: (fen) => loadRecord({ startFen: fen, moves: [] }),
  });
  $('record-share').addEventListener('click', async () => {
    const { session } = page.board;
    const link = shareLink({ startFen: session.game.startFen(), moves: session.moves });
    history.replaceState(null, '', link);
    try {
      await navigator.clipboard.writeText(link);
      say(t('record.linkCopied'), 'normal');
    } catch {
      say(link, 'normal');
    }
  });
  // A link opened in this tab (pasted into the address bar) is opened as on arrival.
  window.addEventListener('hashchange', () => openShareLink());
}

export function setUpLanguage() {
  const select = $('language');
  for (const { id, name } of LANGUAGES) select.append(new Option(name, id));
  select.value = language();
  select.addEventListener('change', () => {
    setLanguage(select.value);
    page.prefs.language = select.value;
    storage.save('prefs', page.prefs);
    translateDom();
    refresh();
    if ($('start-dialog').open) openStart();
    const { session } = page.board;
    if ($('result-dialog').open && session?.isOver()) panels.showResult(session, session.outcome());
  });
}

export function wireControls() {
  for (const button of document.querySelectorAll('#controls [data-action]')) {
    button.addEventListener('click', () => ACTIONS[button.dataset.action]());
  }
  $('pieces').addEventListener('change', (e) => choosePieces(e.target.value));
  wireTextSize($('text-size'), (size) => {
    page.prefs.textSize = size;
    storage.save('prefs', page.prefs);
  });
  applyTextSize(page.prefs.textSize);
  $('theme').addEventListener('change', (e) => {
    page.prefs.theme = e.target.value;
    storage.save('prefs', page.prefs);
    applyTheme(page.prefs.theme);
  });
  for (const input of document.querySelectorAll('#start-pieces input')) {
    input.addEventListener('change', () => choosePieces(input.value));
  }
  drawPiecePreviews();
  offerHandicaps($('start-form').elements.handicap);
  translateDom($('start-form').elements.handicap);
  $('notation').addEventListener('change', (e) => {
    page.prefs.notation = e.target.value;
    storage.save('prefs', page.prefs);
    refresh();
  });
  $('rules').addEventListener('change', (e) => page.board.setRules(e.target.value));
  $('start-form').addEventListener('submit', () => {
    const choice = startChoice();
    if (choice.mode === 'puzzle') location.assign('puzzles.html');
    else newGame(choice);
  });
  $('start-close').addEventListener('click', () => $('start-dialog').close());
  $('start-dialog').addEventListener('cancel', (e) => {
    if (!page.board.session) e.preventDefault(); // nothing to go back to
  });
  for (const button of document.querySelectorAll('[data-result]')) {
    button.addEventListener('click', () => {
      panels.closeResult();
      if (button.dataset.result === 'undo') undo();
      if (button.dataset.result === 'new') openStart();
      if (button.dataset.result === 'review') startReview();
      if (button.dataset.result === 'cycle') replayRepetition();
    });
  }
  $('notice-dismiss').addEventListener('click', panels.hideNotice);
  wireReview();
  wireAnalysis($('pv-lines'), {
    point: (line) => {
      if (page.analysis.pointed === line) return;
      page.analysis.pointed = line;
      drawAnalysis();
    },
    play: playAnalysisLine,
  });
  wireComputerReview({
    go: (ply) => {
      page.review.go(page.board.session, ply);
      page.board.deselect();
    },
    cancel: () => page.computerReview.cancel(),
    retry: retryFromHere,
  });
  wireRecords();
  attachMoveEntry(() => page.board, t);
  document.addEventListener('fullscreenchange', () => page.board.session && updateControls());
}

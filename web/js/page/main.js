// The game page: builds the board controller and wires it to the view, the panels,
// storage and the search worker. It never decides a rule itself; the controller asks
// the Game. See docs/architecture.md for the path of a move.

import { wasmReady } from '../game/wasm.js';
import { Session } from '../game/session.js';
import { HostedBoard } from '../board/hosted.js';
import { pieceLabel, refusalText } from '../board/names.js';
import { EngineClient, EngineCrashed, EngineUnavailable } from '../engine/client.js';
import { t } from '../i18n/index.js';
import { describeProblem } from '../i18n/problems.js';
import * as storage from '../records/storage.js';
import * as panels from './panels.js';
import { page } from './state.js';
import { announceLastMove, drawAnalysis, drawingKey, followAnalysis, refresh, say } from './render.js';
import { showProgress } from './help.js';
import { Analysis } from '../widgets/analysis.js';
import { GUIDE, sectionForRefusal } from '../shell/guide-links.js';
import { ComputerReview } from '../widgets/computer-review.js';
import { beginSession, forgetAddress, gameFromAddress, loadFriend, loadLive, newGame, openShareLink, openStart, restoreGame } from './games.js';
import { newGameId } from '../game/game-id.js';
import { GAME_DEFAULTS } from '../game/game-record.js';
import { setUpLanguage, wireControls } from './controls.js';
import { startClocks } from './clocks.js';
import * as sound from './sound.js';
import { keepOffline } from '../shell/updates.js';
import { useKaiFont } from './kai-font.js';
import { loaded, ownGame, takeEarlyTaps } from './first-screen.js';

const $ = (id) => document.getElementById(id);

/** Saves the game after every change, and keeps the results in step with its ending: a
 *  game is counted once when it ends, and a takeback (or a change of rules) that lifts or
 *  changes the ending takes back what was counted, so the results count each game as it
 *  finally ended. */
function recordGame() {
  const { session } = page.board;
  const result = session.result();
  if (result !== session.counted) {
    if (session.counted) page.stats = storage.countResult(session, session.counted, -1);
    if (result) page.stats = storage.countResult(session, result, 1);
    session.counted = result;
  }
  storage.saveGame(session.toRecord());
}

/** Another tab wrote the game on this board (the same game continued in two tabs, or a
 *  duplicated tab): this tab's line of it goes on as a game of its own, so that neither
 *  tab writes over the other's. */
function forkGame(id) {
  const { session } = page.board;
  if (session?.id !== id) return;
  session.id = newGameId();
  storage.setTabGame(session.id);
  storage.saveGame(session.toRecord());
}

/** A move was made: it is announced and heard (check and capture have sounds of their own;
 *  a move that ends the game is heard as the ending). */
function onMove({ move, captured, remote }) {
  const { session } = page.board;
  // A game by link's copy takes the move before the game is saved; a live game's friend
  // is sent it.
  if (session.byLink) page.friend.moved(session, move);
  if (session.live && !remote) page.live.moved(session, move);
  announceLastMove();
  if (session.isOver()) return;
  sound.play(session.game.checkedGeneral() ? 'check' : captured ? 'capture' : 'move');
}

function showEnding(outcome, { animated }) {
  const { session } = page.board;
  sound.play('gameover');
  // Let the last move be seen before the panel covers the board.
  setTimeout(() => {
    if (page.board.session === session && session.isOver()) panels.showResult(session, session.outcome());
  }, animated ? 450 : 150);
}

/** The engine's state on <html>, for a page (or a test) about to navigate away. When the
 *  first worker has loaded (or failed to), the first visit's downloads are done: its
 *  readiness is marked for the first-visit benchmark (tests/browser/measure-first-visit.js),
 *  and only then does the service worker start keeping the build for offline play, so that
 *  its hundred files do not compete with the rules and the engine on a slow network. */
function markEngineLoading(loading) {
  if (loading) document.documentElement.dataset.engineLoading = '1';
  else delete document.documentElement.dataset.engineLoading;
  if (loading || performance.getEntriesByName('xiangqi-engine-ready').length) return;
  performance.mark('xiangqi-engine-ready');
  // What waited for the engine so as not to slow it on a first visit: the whole Kai font
  // first, then the offline copy.
  useKaiFont();
  keepOffline((update) => panels.showNotice(t('notice.updateReady'), { retry: update, label: t('notice.reload') }));
}

/** The engine will not come back by itself: say so, and offer to try again. The status
 *  line is drawn afresh, so that it no longer speaks of a restart. */
function engineUnavailable() {
  panels.showNotice(t('status.engineUnavailable'), { retry: () => page.board.retryEngine() });
  refresh();
}

/** The engine could not answer: the person is told in their language and may try again;
 *  the console gets the details. */
function engineFailed(error) {
  if (error instanceof EngineUnavailable) {
    engineUnavailable();
    return;
  }
  console.error(error);
  if (error instanceof EngineCrashed) panels.showNotice(t('status.engineFailed'), { retry: () => page.board.retryEngine() });
  else say(t('status.engineFailed'));
}

/** A refused move: why, in words, and a link to the guide's section that explains it. */
function explainRefusal(key, { piece, threats }) {
  const reason = key.startsWith('illegal.') ? key.slice('illegal.'.length) : null;
  const ending = page.board.shownGame().outcome()?.reason ?? null;
  const section = reason && sectionForRefusal(reason, { piece, ending });
  panels.setStatus(refusalText(t, key, threats), 'error', section ? { href: `${GUIDE}#${section}`, text: t('learn.why') } : null);
}

/** An engine client; `options` (see engine/client.js) replace the page's own. */
const newEngine = (options = {}) =>
  new EngineClient({
    onCrash: () => say(t('status.engineRestarted')),
    onUnavailable: engineUnavailable,
    onLoading: markEngineLoading,
    // Beside "thinking", where the depth reached will be.
    onWaiting: () => panels.setThinkingDetail(t('status.networkWaiting')),
    onNoNetwork: () => panels.showNotice(t('notice.networkMissing')),
    ...options,
  });

function createBoard() {
  page.host = new HostedBoard($('board'), {
    view: page.view,
    tr: t,
    idPrefix: 'pt',
    // The first takes the worker first-screen.js started.
    createEngine: newEngine,
    hooks: {
      changed: ({ animate }) => {
        followAnalysis();
        refresh({ animate });
      },
      recorded: recordGame,
      moved: onMove,
      refused: explainRefusal,
      // A live game's pieces wait for the friend to come.
      pickUp: () => (page.board.session?.waitingForFriend ? 'live.waitingToMeet' : null),
      told: (key) => say(t(key)),
      ended: showEnding,
      failed: engineFailed,
      progress: showProgress,
      shownGame: () => (page.review.active ? page.review.shownGame(page.board.session) : null),
      explore: (move) => {
        page.review.explore(page.board.session, move);
        recordGame();
        sound.play('move');
      },
    },
    drawing: {
      draw: (from, to) => {
        if (!page.board.session) return;
        page.drawings.toggle(drawingKey(page.board.session), from, to);
        refresh();
        // A long press on a piece names it as well, as resting the pointer on it does.
        const letter = from === to && page.board.pieceAt(from);
        if (letter) say(pieceLabel(t, letter), 'normal');
      },
      clear: () => page.board.session && page.drawings.clear(drawingKey(page.board.session)) && refresh(),
    },
  });
  page.view = page.host.view;
  page.analysis = new Analysis({ createEngine: page.board.createEngine, changed: drawAnalysis, failed: engineFailed });
  page.computerReview = new ComputerReview({
    createEngine: page.board.createEngine,
    changed: () => refresh(),
    saved: () => page.board.session && recordGame(),
    failed: engineFailed,
  });
  // The worker loads while the person chooses a game, so the computer's first move is quick.
  page.board.startEngine();
}

/** The game the address asks for, or null; a bad one is refused with a notice. */
function addressGame() {
  try {
    return gameFromAddress();
  } catch (error) {
    panels.showNotice(t('notice.badAddress', { message: describeProblem(t, error) }));
    return null;
  }
}

async function main() {
  // The saved games and settings were read, and the first screen drawn, by first-screen.js.
  storage.whenSaveFails((reason) => {
    if (reason === 'newer') panels.showNotice(t('notice.newerSaved'), { retry: () => location.reload(), label: t('notice.reload') });
    else panels.showNotice(t(reason === 'tooBig' ? 'notice.gameTooBig' : 'notice.storageFull'));
  });
  setUpLanguage();
  wireControls();

  await wasmReady;
  // The game this tab played before a reload, else the person's most recent one.
  const own = ownGame();
  const restored = own && restoreGame(own);
  if (loaded.corrupt || restored === null) panels.showNotice(t('notice.corrupt'));
  createBoard();
  storage.whenGameWrittenElsewhere(forkGame);
  startClocks();
  sound.allowSoundAfterFirstTouch();
  sound.setSoundOn(page.prefs.sound !== false);

  const fromAddress = addressGame();
  // A game by link's moves go into its copy, whose code must be there before a move.
  if (restored?.byLink) await loadFriend();
  if (restored?.live) await loadLive();
  // A game from the address or a share link is a game of its own: the person's stays
  // among their saved games, offered in the start dialog.
  if (fromAddress) {
    await newGame(fromAddress);
    forgetAddress();
  } else if (await openShareLink()) {
    // The shared game is on the board.
  } else if (restored && !restored.isOver()) {
    // A reload goes on with the game; the start panel is for new games, and offers a
    // finished one for review.
    beginSession(restored, { fresh: false });
  } else {
    // A quiet board behind the start panel until a game is chosen.
    const opening = new Session({ mode: 'two', human: 'red', ...GAME_DEFAULTS });
    page.view.render({ pieces: opening.game.pieces(), selected: null, targets: [], lastMove: null, check: null, hint: null });
    openStart();
  }
  // Taps on the first screen's board, made before it took input, are played now.
  for (const square of takeEarlyTaps()) page.board.tap(square);
  document.body.dataset.ready = '1';
  performance.mark('xiangqi-interactive');
}

main().catch((error) => {
  panels.setStatus(String(error?.message ?? error), 'error');
  throw error;
});

// The game page's first script. It draws the first screen — the board with the pieces of
// the game this tab goes on with (or of the start), the panel in the player's language
// and theme — from what is saved alone, before the rules' WebAssembly and the rest of
// the page (main.js) arrive, so that a first visit on a slow network sees the board at
// once. The game is set up from its moves without the rules: they were legal when they
// were played. A tap on the board before it takes input is kept and played then
// (`takeEarlyTaps`), never lost.

import { preloadEngine } from '../engine/client.js';
import { placementOf } from '../game/placement.js';
import { START_FEN } from '../game/handicaps.js';
import { BoardView } from '../board/view.js';
import { attachPointerInput } from '../board/pointer.js';
import { detectLanguage, isLanguage, setLanguage, translateDom } from '../i18n/index.js';
import * as storage from '../records/storage.js';
import { page } from './state.js';
import { notationName, pieceChoice } from './choices.js';
import { applyTheme, followSystemTheme } from '../shell/theme.js';
import { useCachedKaiFont } from './kai-font.js';

/** The saved games and settings, as main.js goes on with them. */
export let loaded = null;

let earlyTaps = [];
let stopListening = null;

/** The squares tapped on the board before it took input, in order; from now on the
 *  board's own input has them. */
export function takeEarlyTaps() {
  stopListening?.();
  stopListening = null;
  return earlyTaps.splice(0);
}

/** The saved game this tab goes on with: the one it played before a reload, else the
 *  person's most recent; undefined when there is none. */
export function ownGame() {
  return loaded.games.find((record) => record.id === storage.tabGame()) ?? loaded.games[0];
}

/** The game main.js will go on with, if it can be told without the rules: this tab's
 *  game, unfinished, when the address asks for nothing else. A finished game, a shared
 *  one, or an address with a game or settings of its own show another position after the
 *  rules arrive: the board waits for them instead. */
function gameToContinue() {
  if (location.search || location.hash) return undefined;
  const own = ownGame();
  if (!own) return null;
  // `counted` holds the result of an ended game; a shared game's result is not counted.
  return own.counted === null && !own.shared && own.ending === null ? own : undefined;
}

/** The board after `moves` from `fen`. */
function piecesAfter(fen, moves) {
  const board = placementOf(fen);
  for (const move of moves) {
    const [from, to] = [move.slice(0, 2), move.slice(2)];
    board.set(to, board.get(from));
    board.delete(from);
  }
  return [...board].map(([square, piece]) => ({ square, piece }));
}

function drawFirstBoard() {
  const record = gameToContinue();
  if (record === undefined) return;
  const view = new BoardView(document.getElementById('board'));
  page.view = view;
  view.setFlipped(record?.flipped ?? false);
  view.setPieceSet(pieceChoice());
  view.setNotation(notationName());
  const moves = record?.moves ?? [];
  const last = moves.at(-1);
  view.render({
    pieces: piecesAfter(record?.startFen || START_FEN, moves),
    selected: null,
    targets: [],
    lastMove: last ? { from: last.slice(0, 2), to: last.slice(2) } : null,
    check: null,
    hint: null,
  });
  stopListening = attachPointerInput(view, { tap: (square) => earlyTaps.push(square), canDrag: () => false });
}

function firstScreen() {
  // ./?puzzle=m0042 (or daily, or a study's id): the puzzle page shows it.
  if (new URLSearchParams(location.search).has('puzzle')) {
    location.replace(`puzzles.html${location.search}`);
    return false;
  }
  // The engine's worker starts now, and with it the rules' download (index.html's head
  // asked for it already): the worker first, so that its own scripts are not queued behind
  // the 200 KB of the rules.
  preloadEngine();
  loaded = storage.loadAll();
  page.prefs = { ...loaded.prefs };
  page.stats = loaded.stats ?? storage.emptyStats();
  setLanguage(isLanguage(page.prefs.language) ? page.prefs.language : detectLanguage());
  applyTheme(page.prefs.theme);
  followSystemTheme(() => page.prefs.theme);
  translateDom();
  useCachedKaiFont();
  drawFirstBoard();
  return true;
}

if (firstScreen()) import('./main.js');

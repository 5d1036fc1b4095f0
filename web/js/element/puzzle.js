// <xiangqi-game puzzle="m0042"> (a shipped puzzle or study by its id, or "daily"), or
// <xiangqi-game fen="…" solution="…"> (a puzzle of one's own): the puzzle on the element's
// board, solved as on the puzzle page by the same host of the one board controller
// (js/puzzles/puzzle-board.js). The element fires `solved` and `missed`; this file builds
// the puzzle's frame in the shadow root and finds the puzzle the attributes name.

import { Game } from '../game/wasm.js';
import { GAME_DEFAULTS } from '../game/game-record.js';
import { describeProblem } from '../i18n/problems.js';
import { PuzzleBoard } from '../puzzles/puzzle-board.js';
import { lookUp } from '../puzzles/choose.js';
import { dayOf } from '../records/day.js';
import { turnOf, wordsOf } from '../game/squares.js';
import { attachSheets, renderControls } from './frame.js';

// A literal path beside xiangqi-game.js, so that bundlers and `cargo xtask package` find it.
const CATALOGUE = new URL('../../puzzles.json', import.meta.url).href;
const CONTROLS = ['hint', 'solution', 'again'];

/** The shipped catalogue, fetched once for every element on the page (again after a failure). */
let catalogue = null;
function loadCatalogue() {
  catalogue ??= fetch(CATALOGUE)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    })
    .catch((error) => {
      catalogue = null;
      throw error;
    });
  return catalogue;
}

/** Whether the attributes ask for a puzzle rather than a game. */
export const wantsPuzzle = (element) => element.hasAttribute('puzzle') || element.hasAttribute('solution');

/**
 * The puzzle the attributes name: {item, kind}. A shipped one by its id (or the day's);
 * otherwise one made of `fen` and `solution`, whose moves must be legal and end in a win
 * for the side to move. Throws an Error in the element's language when there is none.
 */
async function findPuzzle(element, tr) {
  const id = element.getAttribute('puzzle');
  const solution = element.getAttribute('solution');
  if (solution === null) {
    const found = lookUp(await loadCatalogue(), id, dayOf(new Date()));
    if (found) return found;
    throw new Error(tr('puzzles.unknown', { id: String(id).slice(0, 20) }));
  }
  const line = wordsOf(solution);
  const fen = element.getAttribute('fen') ?? '';
  let outcome;
  let start;
  try {
    const game = new Game(fen, line, GAME_DEFAULTS.rules);
    outcome = game.outcome();
    start = game.startFen();
    game.free();
  } catch (error) {
    throw new Error(describeProblem(tr, error));
  }
  if (outcome?.winner !== turnOf(start)) throw new Error(tr('puzzles.noWin'));
  return { item: { id: id ?? 'custom', fen: start, line, mate: Math.ceil(line.length / 2), themes: [] }, kind: 'mate' };
}

export class ElementPuzzle {
  /**
   * Builds the puzzle's frame in `root` (the element's shadow root). `tr` translates and
   * `look()` reads the attributes (notation, pieces, theme) as they are now;
   * `createEngine()` makes an engine client; `fire(type, detail)` dispatches the
   * element's events.
   */
  constructor(element, root, { tr, look, createEngine, fire }) {
    this.element = element;
    this.tr = tr;
    this.look = look;
    this.fire = fire;
    attachSheets(root);
    const frame = document.createElement('div');
    frame.className = 'xg xg-puzzle';
    frame.setAttribute('part', 'frame');
    const boardBox = document.createElement('div');
    boardBox.className = 'puzzle-board';
    const note = document.createElement('p');
    note.className = 'puzzle-note xg-status';
    note.setAttribute('part', 'status');
    note.setAttribute('role', 'status');
    note.setAttribute('aria-live', 'polite');
    this.bar = document.createElement('div');
    this.bar.className = 'xg-controls';
    this.bar.setAttribute('part', 'controls');
    const steps = document.createElement('div');
    steps.className = 'solution-steps';
    frame.append(boardBox, note, steps, this.bar);
    root.append(frame);
    this.frame = frame;
    const notation = () => look().notation;
    const pieces = () => look().pieces;
    this.board = new PuzzleBoard(frame, { tr, notation, pieces, createEngine, report: (event) => this.heard(event) });
    this.board.svg.classList.add('xg-board');
    this.board.svg.setAttribute('part', 'board');
    this.asked = 0; // which load is the latest, so that a slow fetch cannot open an old puzzle
  }

  /** Opens the puzzle the attributes name, or says why there is none. */
  async load() {
    const asked = ++this.asked;
    this.board.say(this.tr('status.loading'));
    let found;
    try {
      found = await findPuzzle(this.element, this.tr);
    } catch (error) {
      if (asked !== this.asked) return;
      const message = error instanceof TypeError || /^HTTP /.test(error.message) ? this.tr('puzzles.loadFailed', { message: error.message }) : error.message;
      this.board.say(message, 'refusal');
      this.element.dataset.puzzleStatus = 'none';
      return;
    }
    if (asked !== this.asked) return;
    this.element.dataset.puzzleId = found.item.id;
    this.board.open(found.item, found.kind);
    this.refresh();
  }

  heard(event) {
    const { item, kind } = this.board;
    if (event.type === 'status') this.element.dataset.puzzleStatus = event.status;
    else if (event.type === 'solved') this.fire('solved', { id: item.id, kind, misses: event.misses, hinted: event.hinted });
    else if (event.type === 'missed') this.fire('missed', { id: item.id, kind, move: event.move });
  }

  /** Hint, solution, start again; showing the solution before solving counts as a miss. */
  act(action) {
    if (!this.board.item) return;
    if (action === 'hint') this.board.hint();
    else if (action === 'again') this.board.restart();
    else if (action === 'solution') {
      if (this.board.status === 'solving') this.heard({ type: 'missed', move: null });
      this.board.showSolution();
    }
  }

  /** Draws again in the language and notation the attributes now ask for. */
  refresh() {
    this.frame.dataset.theme = this.look().theme;
    if (this.board.item) this.board.retell();
    renderControls(this.bar, CONTROLS, { tr: this.tr, act: (action) => this.act(action), disabled: () => !this.board.item });
  }

  /** The position on the board, as FEN. */
  get fen() {
    return this.board.controller.session?.game.fen() ?? '';
  }

  /** Stops the engine's search when the element leaves the page. */
  suspend() {
    this.board.controller.suspend();
  }

  resume() {
    this.board.controller.resume();
  }
}

// The position editor: place and remove pieces on a board of its own (a tap places the
// chosen piece, a drag moves one), choose the side to move, then play from there. Its
// board is a BoardController in free placement. The rules crate judges the position: one
// it rejects is refused with its reason, and nothing changes on the main board.

import { HostedBoard } from '../board/hosted.js';
import { pieceNames } from '../board/names.js';
import { drawGlyph, el } from '../board/svg.js';
import { fenProblem } from '../game/wasm.js';
import { fenOf, placementOf } from '../game/placement.js';
import { turnOf } from '../game/squares.js';
import { HANDICAPS, START_FEN, handicapFen, offerHandicaps } from '../game/handicaps.js';
import { t, translateDom } from '../i18n/index.js';
import { describeProblem } from '../i18n/problems.js';

const $ = (id) => document.getElementById(id);
const LETTERS = ['K', 'A', 'B', 'N', 'R', 'C', 'P', 'k', 'a', 'b', 'n', 'r', 'c', 'p'];
const ERASE = '';
const GENERALS = ['K', 'k'];

/** `host.fen()` gives the position to start editing from, `host.play(fen)` starts a game,
 *  `host.pieceSet()` the piece set the page draws. */
export function attachEditor(host) {
  const dialog = $('editor-dialog');
  const state = { board: new Map(), tool: ERASE };
  const error = $('editor-error');

  const arrangement = () => [...state.board].map(([square, piece]) => ({ square, piece }));
  const edited = () => {
    error.hidden = true;
  };
  const hosted = new HostedBoard($('editor-board'), {
    tr: t,
    idPrefix: 'ed',
    free: {
      pieces: arrangement,
      place: (square) => {
        if (state.tool === ERASE) {
          state.board.delete(square);
        } else {
          // Each side has one general: placing it moves it.
          if (GENERALS.includes(state.tool)) {
            for (const [at, letter] of state.board) if (letter === state.tool) state.board.delete(at);
          }
          state.board.set(square, state.tool);
        }
        edited();
      },
      move: (from, to) => {
        state.board.set(to, state.board.get(from));
        state.board.delete(from);
        edited();
      },
    },
    hooks: {
      changed: () => draw(),
      dismissed: () => dialog.close(),
    },
  });
  const draw = () => hosted.draw({ pieceSet: host.pieceSet() });

  // The palette: one toggle button per piece, and the eraser.
  const palette = $('editor-palette');
  const tools = [ERASE, ...LETTERS].map((letter) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.tool = letter;
    if (letter) {
      const { color, role } = pieceNames(letter);
      button.className = `tool ${color}`;
      button.dataset.i18nLabel = `piece.${color}.${role}`;
    } else {
      button.className = 'tool erase';
      button.dataset.i18nLabel = 'editor.erase';
      button.textContent = '✕';
    }
    button.addEventListener('click', () => select(letter));
    return button;
  });
  palette.replaceChildren(...tools);
  translateDom(palette);
  /** The palette in the page's piece set (the board takes it at each draw). */
  const useSet = (set) => {
    for (const button of tools) {
      const letter = button.dataset.tool;
      if (letter) button.replaceChildren(el('svg', { viewBox: '-20 -20 40 40', class: 'tool-glyph', 'aria-hidden': 'true' }, [drawGlyph(letter, set)]));
    }
  };
  const select = (letter) => {
    state.tool = letter;
    for (const b of tools) b.setAttribute('aria-pressed', String(b.dataset.tool === letter));
  };

  const load = (fen) => {
    state.board = placementOf(fen);
    $('editor-form').elements.turn.value = turnOf(fen);
    error.hidden = true;
    draw();
  };

  $('record-editor').addEventListener('click', () => {
    useSet(host.pieceSet());
    load(host.fen());
    select(state.tool);
    dialog.showModal();
  });
  // Only the generals, on different files: facing, they could not be played from.
  $('editor-clear').addEventListener('click', () => load('3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1'));
  offerHandicaps($('editor-handicap'));
  translateDom($('editor-handicap'));
  $('editor-handicap').addEventListener('change', (e) => {
    if (HANDICAPS.includes(e.target.value)) load(handicapFen(e.target.value));
    e.target.value = 'none';
  });
  $('editor-start').addEventListener('click', () => load(START_FEN));
  $('editor-play').addEventListener('click', () => {
    const fen = fenOf(state.board, $('editor-form').elements.turn.value);
    const refusal = fenProblem(fen);
    if (refusal) {
      error.textContent = t('editor.refused', { reason: describeProblem(t, refusal) });
      error.hidden = false;
      return;
    }
    dialog.close();
    host.play(fen);
  });
}

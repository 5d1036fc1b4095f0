// The position editor: place and remove pieces on a board of its own (a tap places the
// chosen piece, a drag moves one), choose the side to move, then play from there. Its
// board is a BoardController in free placement. The rules crate judges the position: one
// it rejects is refused with its reason, and nothing changes on the main board.

import { BoardView } from '../board/view.js';
import { BoardController } from '../board/controller.js';
import { attachInput } from '../board/input.js';
import { scene } from '../board/scene.js';
import { pieceNames } from '../board/names.js';
import { PIECE_CHARS } from '../board/svg.js';
import { fenProblem } from '../game/wasm.js';
import { FILES } from '../board/geometry.js';
import { t, translateDom } from '../i18n/index.js';
import { describeProblem } from '../i18n/problems.js';

const $ = (id) => document.getElementById(id);
const LETTERS = ['K', 'A', 'B', 'N', 'R', 'C', 'P', 'k', 'a', 'b', 'n', 'r', 'c', 'p'];
const ERASE = '';
const GENERALS = ['K', 'k'];

/** The board part of `fen` as a map of square to FEN letter. */
function placement(fen) {
  const board = new Map();
  fen.split(' ')[0].split('/').forEach((row, i) => {
    let file = 0;
    for (const c of row) {
      if (/\d/.test(c)) file += Number(c);
      else board.set(`${FILES[file++]}${9 - i}`, c);
    }
  });
  return board;
}

/** A FEN from a map of square to letter and the side to move. */
export function fenOf(board, turn) {
  const ranks = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (const file of FILES) {
      const letter = board.get(`${file}${rank}`);
      if (!letter) {
        empty++;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      row += letter;
    }
    ranks.push(row + (empty ? empty : ''));
  }
  return `${ranks.join('/')} ${turn === 'black' ? 'b' : 'w'} - - 0 1`;
}

/** `host.fen()` gives the position to start editing from, `host.play(fen)` starts a game. */
export function attachEditor(host) {
  const dialog = $('editor-dialog');
  const view = new BoardView($('editor-board'));
  const state = { board: new Map(), tool: ERASE };
  const error = $('editor-error');

  const arrangement = () => [...state.board].map(([square, piece]) => ({ square, piece }));
  const edited = () => {
    error.hidden = true;
  };
  const controller = new BoardController({
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
  const input = attachInput(view, controller, t, 'ed');
  const draw = () => {
    view.render(scene(controller));
    input.update();
  };

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
      button.textContent = PIECE_CHARS[letter];
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
  const select = (letter) => {
    state.tool = letter;
    for (const b of tools) b.setAttribute('aria-pressed', String(b.dataset.tool === letter));
  };

  const load = (fen) => {
    state.board = placement(fen);
    $('editor-form').elements.turn.value = fen.split(' ')[1] === 'b' ? 'black' : 'red';
    error.hidden = true;
    draw();
  };

  $('record-editor').addEventListener('click', () => {
    load(host.fen());
    select(state.tool);
    dialog.showModal();
  });
  $('editor-clear').addEventListener('click', () => load('4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1'));
  $('editor-start').addEventListener('click', () => load('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'));
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

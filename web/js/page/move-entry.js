// A move typed under the move list, for keyboard and screen-reader players: in any
// notation the rules crate reads (炮二平五, 炮2平5, C2=5, C2.5, h2e2), in the position on
// the board (the game's, or a past one, where it starts a variation, as a click does).
// Text that names no move is refused here, in words; a move it names, legal or not, is
// picked up and put down as two taps would be, so it is refused (in the status line, with
// the rule's reason) or played exactly as the same move clicked.

import { describeProblem } from '../i18n/problems.js';

const $ = (id) => document.getElementById(id);

/** `controller()` gives the board controller (made after the controls are wired), `t`
 *  the translate function. */
export function attachMoveEntry(controller, t) {
  const input = $('move-input');
  const error = $('move-entry-error');
  const clear = () => {
    error.hidden = true;
    error.textContent = '';
    input.removeAttribute('aria-invalid');
  };
  input.addEventListener('input', clear);
  $('move-entry').addEventListener('submit', (event) => {
    event.preventDefault();
    const board = controller();
    if (!board?.session || !input.value.trim()) return;
    let move;
    try {
      move = board.shownGame().readMove(input.value);
    } catch (problem) {
      error.textContent = describeProblem(t, problem);
      error.hidden = false;
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    clear();
    const played = board.shownGame().fen();
    board.enter(move.slice(0, 2), move.slice(2));
    // Played: ready for the next one. Refused: the words are in the status line, and the
    // text stays to be corrected.
    if (board.shownGame().fen() !== played) input.value = '';
  });
}

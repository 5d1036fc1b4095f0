// What a board shows, read off its controller: the picture for the BoardView and the
// status line, the same on every page.

import { other } from '../game/squares.js';
import { pieceLabel } from './names.js';

/** The last move of `game` as {from, to}, or null. */
function lastMove(game) {
  const moves = game.moves();
  const m = moves[moves.length - 1];
  return m ? { from: m.slice(0, 2), to: m.slice(2) } : null;
}

/** The general in check, marked only while it matters: not after a resignation, say. */
export function checkedGeneral(controller) {
  const { session } = controller;
  if (!session) return null;
  if (session.isOver() && session.outcome().reason !== 'checkmate') return null;
  return controller.shownGame().checkedGeneral() ?? null;
}

/** Why the side to move lost by checkmate or stalemate, while that position is shown:
 *  the rules crate's `{checkers, escapes}` (Game.whyMated), else null. */
export function matedShown(controller) {
  const { session } = controller;
  if (!session?.isOver() || !['checkmate', 'stalemate'].includes(session.outcome().reason)) return null;
  return controller.shownGame().whyMated() ?? null;
}

/** The BoardView picture (see board/view.js render()). */
export function scene(controller, { checkIsNew = false } = {}) {
  const { state } = controller;
  return {
    pieces: controller.pieces(),
    selected: state.selected,
    targets: state.targets,
    lastMove: controller.session ? lastMove(controller.shownGame()) : null,
    check: checkedGeneral(controller),
    checkIsNew,
    mated: matedShown(controller),
    threats: state.threats,
    hint: state.hint,
  };
}

/** The side an ending's reason names: the side whose flag fell (the side to move, whether
 *  it lost or only drew), else the loser (mated, resigned, checking for ever). */
export function namedSide(session) {
  const { winner, reason } = session.outcome();
  return reason === 'timeout' ? session.turn : other(winner ?? 'red');
}

/** The status line as {text, kind}, kind one of over | thinking | error | check | normal. */
export function statusLine(controller, tr) {
  const { session } = controller;
  const side = (color) => tr(`color.${color}`);
  if (session.isOver()) {
    const { winner, reason } = session.outcome();
    const who = winner ? tr('result.wins', { side: side(winner) }) : tr('result.draw');
    return { text: `${who} · ${tr(`reason.${reason}`, { side: side(namedSide(session)) })}`, kind: 'over' };
  }
  if (controller.thinking) return { text: tr('status.thinking'), kind: 'thinking' };
  // The computer's turn with no search running: its engine failed or could not load.
  if (session.isComputerTurn()) return { text: tr('status.computerCannotMove'), kind: 'error' };
  if (checkedGeneral(controller)) return { text: tr('status.check'), kind: 'check' };
  // A piece picked up is named, so a newcomer learns the pieces as they play.
  const selected = controller.state.selected && controller.pieceAt(controller.state.selected);
  if (selected) {
    const key = controller.state.targets.length ? 'status.selected' : 'status.selectedStuck';
    return { text: tr(key, { piece: pieceLabel(tr, selected) }), kind: 'normal' };
  }
  if (session.vsComputer) return { text: tr('status.yourMove'), kind: 'normal' };
  if (session.elsewhere) {
    if (session.waitingForFriend) return { text: tr('live.waitingToMeet'), kind: 'normal' };
    if (session.turn === session.human) return { text: tr('status.yourMove'), kind: 'normal' };
    const name = session.tags?.[session.turn === 'red' ? 'Red' : 'Black'] || tr('friend.yourFriend');
    return { text: tr('friend.theirMove', { name }), kind: 'normal' };
  }
  return { text: tr('status.toMove', { side: side(session.turn) }), kind: 'normal' };
}

// A repetition ruling explained where it happens: which piece a perpetual chase chased,
// which checks repeated, and the judged cycle replayed on the board move by move. The
// rules crate says where the cycle starts and which piece was chased (Game.repetition);
// this module only puts it in words and follows the piece back through the cycle.

import { language, t } from '../i18n/index.js';
import { pieceNames } from '../board/names.js';
import { other } from '../game/squares.js';

/** How long each move of a replayed cycle stays on the board. */
const REPLAY_STEP_MS = 900;

/**
 * The ruling that ended `session`'s game by repetition, or null: `{text, first, chasedAt}`
 * where `first` is the ply the judged cycle starts from and `chasedAt(ply)` is where the
 * chased piece stood after `ply` moves of the game (null when nothing was chased).
 */
export function repetitionRuling(session, notation) {
  const ruling = session.game.repetition();
  if (!ruling) return null;
  const { winner, reason } = session.outcome();
  const moves = session.moves;
  const [chased = null] = ruling.chased;
  const chasedAt = (ply) => followBack(ruling, moves, ply);
  const side = winner && t(`color.${other(winner)}`);
  let text;
  if (reason === 'perpetual_chase') {
    const letter = session.game.pieces().find((p) => p.square === chased)?.piece;
    const { color, role } = pieceNames(letter);
    text = t('ruling.chase', { side, piece: t(`piece.${color}.${role}`) });
  } else if (reason === 'perpetual_check') {
    // The checks of the cycle, each once, as the move list writes them.
    const written = session.game.moveList(notation);
    const checks = new Set(written.slice(ruling.first).filter((_, i) => session.turnAt(ruling.first + i) === other(winner)));
    text = t('ruling.check', { side, moves: new Intl.ListFormat(language(), { type: 'conjunction' }).format([...checks]) });
  } else {
    text = t(session.game.rules() === 'casual' ? 'ruling.casual' : 'ruling.draw');
  }
  return { text, first: ruling.first, chasedAt };
}

/** Where the piece a perpetual chase chased stood after `ply` moves of `session`'s game,
 *  when that position is in the judged cycle; else null. Cheap enough for every redraw:
 *  it asks the rules for the ruling and puts nothing in words. */
export function chasedSquare(session, ply) {
  const ruling = session.outcome()?.reason === 'perpetual_chase' ? session.game.repetition() : null;
  return ruling ? followBack(ruling, session.moves, ply) : null;
}

function followBack({ first, chased: [chased = null] }, moves, ply) {
  return chased && ply >= first ? squareBefore(moves, chased, ply) : null;
}

/** Where the piece standing on `square` at the end of `moves` stood after `ply` of them.
 *  A cycle has no captures, so following its moves backwards finds it. */
function squareBefore(moves, square, ply) {
  let at = square;
  for (let i = moves.length - 1; i >= ply; i--) {
    if (moves[i].slice(2) === at) at = moves[i].slice(0, 2);
  }
  return at;
}

/**
 * Replays the cycle from `first` on the board: `show(ply)` shows the position after `ply`
 * moves and `shownPly()` says which is shown. It steps forward until the last move, and
 * stops as soon as the player goes elsewhere (the position shown is not the one it left).
 * Returns a function that stops it.
 */
export function replayCycle({ first, last, show, shownPly }) {
  let ply = first;
  show(ply);
  const timer = setInterval(() => {
    if (shownPly() !== ply || ply >= last) return clearInterval(timer);
    ply += 1;
    show(ply);
  }, REPLAY_STEP_MS);
  return () => clearInterval(timer);
}

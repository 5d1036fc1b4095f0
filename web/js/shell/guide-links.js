// Where the rules guide explains a rule: the guide's section for each reason the rules
// crate gives for refusing a move, so a refused move (on the game page, in a lesson) can
// link to its explanation.

import { pieceNames } from '../board/names.js';

/** The guide's page; a section is `learn.html#NAME` (its `data-rule-section`). */
export const GUIDE = 'learn.html';

/** The section of each reason that names its rule whatever the piece. */
const BY_REASON = {
  no_piece: 'board',
  not_your_turn: 'setup',
  own_piece_on_target: 'capture',
  general_moves_straight: 'general',
  advisor_moves_diagonally: 'advisor',
  soldier_sideways_before_river: 'soldier',
  soldier_never_retreats: 'soldier',
  horse_leg_blocked: 'horse',
  elephant_eye_blocked: 'elephant',
  elephant_cannot_cross_river: 'elephant',
  cannon_needs_screen: 'cannon',
  leaves_general_in_check: 'check',
  generals_would_face: 'flying-generals',
};

/** The reasons whose rule is the piece's own: a move it never makes, its palace, a path
 *  blocked for a chariot or a cannon. */
const BY_PIECE = ['not_the_pieces_move', 'must_stay_in_palace', 'path_blocked'];

/** The section explaining each ending, by outcome reason: a repetition is judged in the
 *  perpetual section, and the draws section tells the other ways a game ends. */
const BY_ENDING = {
  checkmate: 'checkmate',
  stalemate: 'stalemate',
  perpetual_check: 'perpetual',
  perpetual_chase: 'perpetual',
  repetition: 'perpetual',
  move_limit: 'draws',
  dead_material: 'draws',
  resignation: 'draws',
  agreement: 'draws',
  timeout: 'draws',
  abandonment: 'draws',
};

/**
 * The guide's section explaining why `reason` (an IllegalReason id) refused a move:
 * `piece` is the FEN letter of the piece moved, `ending` the reason of the outcome when
 * the game is over. Null for a reason the guide does not know.
 */
export function sectionForRefusal(reason, { piece = null, ending = null } = {}) {
  if (Object.hasOwn(BY_REASON, reason)) return BY_REASON[reason];
  if (BY_PIECE.includes(reason)) return piece ? pieceNames(piece).role : null;
  if (reason === 'game_over') return BY_ENDING[ending] ?? null;
  return null;
}

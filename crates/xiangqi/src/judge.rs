//! Whether a game has ended after a move, and how: the end-of-game rules in the order of
//! docs/rules.md (no legal move, dead material, repetition, the no-capture limit). The
//! outcome's types live in `outcome.rs`; blame for a repetition in `repetition.rs`.

use crate::outcome::{Outcome, Reason};
use crate::{repetition, Position, RuleSet};

/// Plies without a capture after which the game is drawn.
pub const MOVE_LIMIT_PLIES: u32 = 120;

/// Judges the last of `positions`, each of which followed the one before by one move,
/// in the order of docs/rules.md: no legal move, dead material, repetition, the
/// no-capture limit.
pub(crate) fn judge(positions: &[Position], rules: RuleSet) -> Option<Outcome> {
    let pos = positions.last()?;
    if pos.legal_moves().is_empty() {
        let reason = if pos.is_check() {
            Reason::Checkmate
        } else {
            Reason::Stalemate
        };
        return Some(Outcome::win(!pos.turn(), reason));
    }
    // The other rules judge a move: a start position is not drawn before anyone moves.
    if positions.len() == 1 {
        return None;
    }
    if is_dead_material(pos) {
        return Some(Outcome::draw(Reason::DeadMaterial));
    }
    if let Some(outcome) = repetition::judge(positions, rules) {
        return Some(outcome);
    }
    if pos.halfmove_clock() >= MOVE_LIMIT_PLIES {
        return Some(Outcome::draw(Reason::MoveLimit));
    }
    None
}

/// Neither side has a chariot, horse, cannon or soldier left.
fn is_dead_material(pos: &Position) -> bool {
    !pos.board().any(|(_, p)| p.role.is_attacker())
}

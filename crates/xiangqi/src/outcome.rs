//! How a game ended, and the order in which `endgame.md` checks the end after a move.

use std::fmt;

use crate::keyword::keywords;
use crate::{repetition, Color, Position, RuleSet};

keywords! {
    /// Why a game ended. The names are those of `design.md`.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub enum Reason("outcome reason") {
        /// No legal move while in check.
        Checkmate = "checkmate",
        /// No legal move while not in check (困毙): a loss, never a draw.
        Stalemate = "stalemate",
        /// 长将: one side checked with every move of a repetition.
        PerpetualCheck = "perpetual_check",
        /// 长捉: one side chased the same piece with every move of a repetition.
        PerpetualChase = "perpetual_chase",
        /// A third occurrence of a position with no one to blame.
        Repetition = "repetition",
        /// 120 plies without a capture.
        MoveLimit = "move_limit",
        /// Neither side has a piece that can cross the river and attack.
        DeadMaterial = "dead_material",
        Resignation = "resignation",
        Agreement = "agreement",
    }
}

/// The result of a finished game: who won (`None` for a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: Reason,
}

impl Outcome {
    pub const fn win(winner: Color, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    pub const fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }
}

/// `red checkmate`, `black perpetual_check`, `draw repetition`: the winner or `draw`,
/// then the reason.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{c} {}", self.reason),
            None => write!(f, "draw {}", self.reason),
        }
    }
}

/// Plies without a capture after which the game is drawn.
pub const MOVE_LIMIT_PLIES: u32 = 120;

/// Judges the last of `positions`, each of which followed the one before by one move,
/// in the order of `endgame.md`: no legal move, dead material, repetition, the
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

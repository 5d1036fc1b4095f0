//! How a game ended: who won, if anyone, and why. The rules that decide it are in
//! `judge.rs`.

use std::fmt;

use crate::keyword::keywords;
use crate::Color;

keywords! {
    /// Why a game ended. The ids are the outcome reasons the page and the element's
    /// `gameover` event use, listed for hosts in docs/embedding.md (`gameover`); the
    /// rules behind each are in docs/rules.md.
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
        /// The side to move ran out of time: a loss, or a draw when the other side has
        /// nothing left that could ever mate.
        Timeout = "timeout",
        /// The other player left a live game and did not come back in time, and this
        /// one claimed the win.
        Abandonment = "abandonment",
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

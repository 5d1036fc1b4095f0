//! Scores: centipawns inside the search, and the `Score` the engine reports.

use std::fmt;

/// A search score from the side to move's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns (a soldier before the river is worth about 30).
    Cp(i32),
    /// A forced mate: `Mate(n)` with `n > 0` means the side to move mates in `n` plies;
    /// `n <= 0` means it is mated in `-n` plies (`Mate(0)`: it is mated now). A win or
    /// loss by the perpetual-check rule is reported the same way.
    Mate(i32),
}

impl Score {
    pub(crate) fn from_internal(v: i32) -> Score {
        if v >= MATE_BOUND {
            Score::Mate(MATE - v)
        } else if v <= -MATE_BOUND {
            Score::Mate(-(MATE + v))
        } else {
            Score::Cp(v)
        }
    }

    /// A single number for comparisons (mates far above any centipawn value).
    pub fn to_cp_like(self) -> i32 {
        match self {
            Score::Cp(cp) => cp,
            Score::Mate(n) if n > 0 => MATE - n,
            Score::Mate(n) => -MATE - n,
        }
    }
}

/// UCI style: `cp 35`, `mate 3` (moves, not plies, as UCI counts).
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(n) if n > 0 => write!(f, "mate {}", (n + 1) / 2),
            Score::Mate(n) => write!(f, "mate -{}", (-n + 1) / 2),
        }
    }
}

/// Score of being mated at ply 0; mated at ply p scores `-(MATE - p)`.
pub(crate) const MATE: i32 = 30_000;
/// Above this, a score is a mate (leaves room for the deepest possible search).
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
/// Wider than any real score, for the initial window.
pub(crate) const INFINITY: i32 = MATE + 1;
pub(crate) const DRAW: i32 = 0;

/// The score of mating at `ply` plies from the root.
pub(crate) const fn mate_in(ply: usize) -> i32 {
    MATE - ply as i32
}

pub(crate) const fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_round_trip() {
        assert_eq!(Score::from_internal(mate_in(3)), Score::Mate(3));
        assert_eq!(Score::from_internal(mated_in(2)), Score::Mate(-2));
        assert_eq!(Score::from_internal(150), Score::Cp(150));
        assert_eq!(Score::Mate(3).to_string(), "mate 2");
        assert_eq!(Score::Mate(-2).to_string(), "mate -1");
        assert!(Score::Mate(5).to_cp_like() > Score::Mate(7).to_cp_like());
        assert!(Score::Mate(-2).to_cp_like() < Score::Mate(-6).to_cp_like());
    }
}

//! A balanced opening set for matches: mainline first moves of both sides, each played
//! once with each colour so neither engine profits from a lopsided line.

use xiangqi::{Move, Position};

pub struct Opening {
    pub name: &'static str,
    pub moves: &'static str,
}

pub const OPENINGS: &[Opening] = &[
    Opening {
        name: "central cannon vs screen horses",
        moves: "h2e2 h9g7 h0g2 b9c7",
    },
    Opening {
        name: "same-direction cannons",
        moves: "h2e2 h7e7 h0g2 h9g7",
    },
    Opening {
        name: "opposite-direction cannons",
        moves: "h2e2 b7e7 h0g2 b9c7",
    },
    Opening {
        name: "central cannon vs soldier",
        moves: "h2e2 c6c5",
    },
    Opening {
        name: "central cannon vs reverse palace horses",
        moves: "h2e2 b9c7 h0g2 h7f7",
    },
    Opening {
        name: "screen horses, chariot out",
        moves: "h2e2 h9g7 h0g2 i9h9",
    },
    Opening {
        name: "screen horses, soldier forward",
        moves: "h2e2 h9g7 h0g2 g6g5",
    },
    Opening {
        name: "elephant opening",
        moves: "c0e2 h9g7",
    },
    Opening {
        name: "elephant vs central cannon",
        moves: "c0e2 h7e7",
    },
    Opening {
        name: "pawn opening vs pawn",
        moves: "g3g4 c6c5",
    },
    Opening {
        name: "pawn opening vs cannon",
        moves: "g3g4 h7g7",
    },
    Opening {
        name: "left pawn opening",
        moves: "c3c4 h7e7",
    },
    Opening {
        name: "horse opening",
        moves: "h0g2 h9g7",
    },
    Opening {
        name: "cross-palace cannon",
        moves: "h2f2 h9g7",
    },
    Opening {
        name: "palace-corner cannon",
        moves: "b2d2 b9c7",
    },
    Opening {
        name: "central cannon, horse out",
        moves: "h2e2 h9g7 b0c2",
    },
];

impl Opening {
    pub fn parsed(&self) -> Vec<Move> {
        self.moves
            .split_whitespace()
            .map(|m| m.parse().expect("opening moves are ICCS"))
            .collect()
    }
}

/// The start position (openings all begin from the standard start).
pub fn start() -> Position {
    Position::startpos()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_opening_is_legal_and_distinct() {
        for o in OPENINGS {
            let mut pos = start();
            for m in o.parsed() {
                assert!(pos.legal_moves().contains(&m), "{}: {m}", o.name);
                pos.make_move(m);
            }
        }
        let mut lines: Vec<_> = OPENINGS.iter().map(|o| o.moves).collect();
        lines.sort();
        lines.dedup();
        assert_eq!(lines.len(), OPENINGS.len());
    }
}

//! Why a from→to is not a legal move: the answer the page shows when a player drops a
//! piece where it may not go.
//!
//! [`Position::check_move`] re-derives each piece's rule geometrically instead of asking
//! the move generator, so that it can name the rule that failed; a property test keeps
//! it in exact agreement with [`Position::legal_moves`].

use std::fmt;

use crate::keyword::keywords;
use crate::{Color, Move, Piece, Position, Role, Square};

keywords! {
    /// The reason a move is refused, in the order [`Position::check_move`] tests them.
    /// Its id (snake_case) is for translations and scripts; [`IllegalReason::sentence`]
    /// says it in English.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub enum IllegalReason("reason a move is illegal") {
        /// There is no piece on the from-square.
        NoPiece = "no_piece",
        /// The piece belongs to the side not to move.
        NotYourTurn = "not_your_turn",
        /// The target holds a piece of the mover's own side.
        OwnPieceOnTarget = "own_piece_on_target",
        /// The piece never moves that way (wrong shape or distance), when no reason
        /// below says more.
        NotThePiecesMove = "not_the_pieces_move",
        /// A general stepped diagonally: it moves one point along a line.
        GeneralMovesStraight = "general_moves_straight",
        /// An advisor stepped along a line: it moves one point diagonally.
        AdvisorMovesDiagonally = "advisor_moves_diagonally",
        /// A soldier stepped sideways on its own side of the river.
        SoldierSidewaysBeforeRiver = "soldier_sideways_before_river",
        /// A soldier stepped back toward its own side.
        SoldierNeverRetreats = "soldier_never_retreats",
        /// The point next to the horse in the direction of its jump is occupied.
        HorseLegBlocked = "horse_leg_blocked",
        /// The point between the elephant and its target is occupied.
        ElephantEyeBlocked = "elephant_eye_blocked",
        ElephantCannotCrossRiver = "elephant_cannot_cross_river",
        /// General and advisors never leave the palace.
        MustStayInPalace = "must_stay_in_palace",
        /// A cannon captures by jumping exactly one piece.
        CannonNeedsScreen = "cannon_needs_screen",
        /// A chariot, or a cannon making a quiet move, would pass over a piece.
        PathBlocked = "path_blocked",
        LeavesGeneralInCheck = "leaves_general_in_check",
        /// The two generals would see each other along an open file.
        GeneralsWouldFace = "generals_would_face",
        /// The game has ended; no more moves.
        GameOver = "game_over",
    }
}

impl IllegalReason {
    /// An English sentence for the player.
    pub const fn sentence(self) -> &'static str {
        match self {
            IllegalReason::NoPiece => "There is no piece there.",
            IllegalReason::NotYourTurn => "It is not that side's turn.",
            IllegalReason::OwnPieceOnTarget => "A piece of your own stands there.",
            IllegalReason::NotThePiecesMove => "That piece does not move that way.",
            IllegalReason::GeneralMovesStraight => {
                "The general moves one point along a line, not diagonally."
            }
            IllegalReason::AdvisorMovesDiagonally => "An advisor moves one point diagonally.",
            IllegalReason::SoldierSidewaysBeforeRiver => {
                "A soldier may step sideways only after crossing the river."
            }
            IllegalReason::SoldierNeverRetreats => "A soldier never moves back.",
            IllegalReason::HorseLegBlocked => "The horse's leg is blocked.",
            IllegalReason::ElephantEyeBlocked => "The elephant's eye is blocked.",
            IllegalReason::ElephantCannotCrossRiver => "An elephant may not cross the river.",
            IllegalReason::MustStayInPalace => "That piece must stay in the palace.",
            IllegalReason::CannonNeedsScreen => {
                "A cannon captures by jumping over exactly one piece."
            }
            IllegalReason::PathBlocked => "Another piece is in the way.",
            IllegalReason::LeavesGeneralInCheck => "That would leave your general in check.",
            IllegalReason::GeneralsWouldFace => "The two generals may not face each other.",
            IllegalReason::GameOver => "The game is over.",
        }
    }
}

/// A refused move and why it was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IllegalMove {
    pub mv: Move,
    pub reason: IllegalReason,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}: {}", self.mv, self.reason.sentence())
    }
}

impl std::error::Error for IllegalMove {}

impl Position {
    /// The legal move from `from` to `to`, or the reason there is none. `Ok` exactly for
    /// the moves in [`Position::legal_moves`].
    pub fn check_move(&self, from: Square, to: Square) -> Result<Move, IllegalReason> {
        let piece = self.piece_at(from).ok_or(IllegalReason::NoPiece)?;
        if piece.color != self.turn() {
            return Err(IllegalReason::NotYourTurn);
        }
        if self.piece_at(to).is_some_and(|p| p.color == piece.color) {
            return Err(IllegalReason::OwnPieceOnTarget);
        }
        self.check_piece_rule(piece, from, to)?;
        let m = Move::new(from, to);
        if self.exposes_general(m) {
            return Err(self.exposure_reason(m));
        }
        Ok(m)
    }

    /// Plays `m` if it is legal; otherwise leaves the position untouched.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        let mv = self
            .check_move(m.from, m.to)
            .map_err(|reason| IllegalMove { mv: m, reason })?;
        self.make_move(mv);
        Ok(())
    }

    /// Does `piece` on `from` reach `to` by its own rule on this board? `to` is empty or
    /// holds an enemy piece.
    fn check_piece_rule(
        &self,
        piece: Piece,
        from: Square,
        to: Square,
    ) -> Result<(), IllegalReason> {
        use IllegalReason::*;
        let df = to.file() as i8 - from.file() as i8;
        let dr = to.rank() as i8 - from.rank() as i8;
        let shape = (df.abs(), dr.abs());
        let occupied = |sq: Option<Square>| sq.and_then(|s| self.piece_at(s)).is_some();
        match piece.role {
            Role::General | Role::Advisor => {
                // Each steps one point: the general along a line, the advisor diagonally.
                let straight = shape == (0, 1) || shape == (1, 0);
                let diagonal = shape == (1, 1);
                let (own_step, other_step, wrong_step) = match piece.role {
                    Role::General => (straight, diagonal, GeneralMovesStraight),
                    _ => (diagonal, straight, AdvisorMovesDiagonally),
                };
                if other_step {
                    Err(wrong_step)
                } else if !own_step {
                    Err(NotThePiecesMove)
                } else if !to.in_palace(piece.color) {
                    Err(MustStayInPalace)
                } else {
                    Ok(())
                }
            }
            Role::Elephant => {
                if shape != (2, 2) {
                    Err(NotThePiecesMove)
                } else if !to.is_home_side(piece.color) {
                    Err(ElephantCannotCrossRiver)
                } else if occupied(from.offset(df / 2, dr / 2)) {
                    Err(ElephantEyeBlocked)
                } else {
                    Ok(())
                }
            }
            Role::Horse => {
                // The leg is the neighbour in the long direction of the jump.
                let leg = match shape {
                    (1, 2) => from.offset(0, dr / 2),
                    (2, 1) => from.offset(df / 2, 0),
                    _ => return Err(NotThePiecesMove),
                };
                if occupied(leg) {
                    Err(HorseLegBlocked)
                } else {
                    Ok(())
                }
            }
            Role::Chariot | Role::Cannon => {
                if df != 0 && dr != 0 {
                    return Err(NotThePiecesMove);
                }
                let between = self.pieces_between(from, to);
                match (piece.role, self.piece_at(to).is_some(), between) {
                    (Role::Cannon, true, 1) => Ok(()),
                    (Role::Cannon, true, _) => Err(CannonNeedsScreen),
                    (_, _, 0) => Ok(()),
                    _ => Err(PathBlocked),
                }
            }
            Role::Soldier => {
                let forward = if piece.color == Color::Red { 1 } else { -1 };
                let crossed = !from.is_home_side(piece.color);
                match (df, dr) {
                    (0, dr) if dr == forward => Ok(()),
                    (0, dr) if dr == -forward => Err(SoldierNeverRetreats),
                    (-1 | 1, 0) if crossed => Ok(()),
                    (-1 | 1, 0) => Err(SoldierSidewaysBeforeRiver),
                    _ => Err(NotThePiecesMove),
                }
            }
        }
    }

    /// How many pieces stand strictly between two points on one file or rank.
    pub(crate) fn pieces_between(&self, from: Square, to: Square) -> usize {
        let step = |d: i8| d.signum();
        let (sf, sr) = (
            step(to.file() as i8 - from.file() as i8),
            step(to.rank() as i8 - from.rank() as i8),
        );
        std::iter::successors(from.offset(sf, sr), |s| s.offset(sf, sr))
            .take_while(|&s| s != to)
            .filter(|&s| self.piece_at(s).is_some())
            .count()
    }

    /// Names what a move that exposes its own general does: open the file between the
    /// generals, or leave the general attacked by some piece.
    fn exposure_reason(&self, m: Move) -> IllegalReason {
        let mut after = self.clone();
        after.make_move(m);
        if after.generals_facing() {
            IllegalReason::GeneralsWouldFace
        } else {
            IllegalReason::LeavesGeneralInCheck
        }
    }
}

//! ICCS: the move as two squares named from Red's side, `h2e2`.

use super::{Expected, Missing, NotationError};
use crate::{IllegalMove, IllegalReason, Move, Position};

pub(super) fn format(m: Move) -> String {
    m.to_string()
}

/// Two squares, optionally with a dash between them, in either case: `h2e2`, `H2-E2`.
pub(super) fn looks_like(text: &str) -> bool {
    let b = text.as_bytes();
    let square = |f: u8, r: u8| matches!(f.to_ascii_lowercase(), b'a'..=b'i') && r.is_ascii_digit();
    match b {
        [f1, r1, f2, r2] | [f1, r1, b'-', f2, r2] => square(*f1, *r1) && square(*f2, *r2),
        _ => false,
    }
}

pub(super) fn parse(pos: &Position, text: &str) -> Result<Move, NotationError> {
    let m: Move = text.parse().map_err(|_| NotationError::Syntax {
        text: text.to_string(),
        expected: Expected::Iccs,
    })?;
    match pos.check_move(m.from, m.to) {
        Ok(m) => Ok(m),
        Err(IllegalReason::NoPiece | IllegalReason::NotYourTurn) => {
            Err(NotationError::NoSuchPiece(Missing::OnSquare {
                color: pos.turn(),
                square: m.from,
            }))
        }
        Err(reason) => Err(NotationError::Illegal(IllegalMove { mv: m, reason })),
    }
}

//! What is wrong with a PGN text: its own file, so that the reader (`reader.rs`) and the
//! game's import (`import.rs`) both use it without pointing at each other.

use std::fmt;

use super::{GameResult, MAX_EVAL_CP, MAX_MATE_MOVES, MAX_VARIATION_DEPTH};
use crate::notation::NotationError;
use crate::FenError;

/// What is wrong with a PGN text, and on which line (counted from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    pub line: usize,
    pub kind: PgnErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// No tags and no moves.
    Empty,
    /// A line starting with `[` that is not `[Name "value"]`.
    BadTag(String),
    BadFen(FenError),
    /// A `[Variant]` other than xiangqi.
    NotXiangqi(String),
    /// A `{` comment never closed.
    UnclosedComment,
    /// A `(` variation never closed.
    UnclosedVariation,
    /// A `)` with no `(`.
    UnopenedVariation,
    /// A `(` deeper than [`MAX_VARIATION_DEPTH`].
    VariationTooDeep,
    /// A `[%eval …]` beyond [`MAX_EVAL_CP`] or [`MAX_MATE_MOVES`], as written.
    EvalOutOfRange(String),
    /// Move `number` (`1.` is Red's first) could not be read.
    BadMove {
        number: u32,
        text: String,
        error: NotationError,
    },
    /// The result after the moves contradicts the `[Result]` tag.
    ResultMismatch {
        tag: GameResult,
        moves: GameResult,
    },
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            PgnErrorKind::Empty => f.write_str("no game found"),
            PgnErrorKind::BadTag(text) => {
                write!(f, "'{text}' is not a tag like [Event \"name\"]")
            }
            PgnErrorKind::BadFen(e) => write!(f, "the FEN tag is not a valid position: {e}"),
            PgnErrorKind::NotXiangqi(v) => write!(f, "the game is {v}, not xiangqi"),
            PgnErrorKind::UnclosedComment => f.write_str("a comment '{' is never closed"),
            PgnErrorKind::UnclosedVariation => f.write_str("a variation '(' is never closed"),
            PgnErrorKind::UnopenedVariation => f.write_str("')' closes no variation"),
            PgnErrorKind::VariationTooDeep => write!(
                f,
                "variations are nested more than {MAX_VARIATION_DEPTH} deep"
            ),
            PgnErrorKind::EvalOutOfRange(eval) => write!(
                f,
                "the evaluation {eval} is beyond {} pawns or a mate in {MAX_MATE_MOVES}",
                MAX_EVAL_CP / 100
            ),
            PgnErrorKind::BadMove {
                number,
                text,
                error,
            } => write!(f, "move {number} '{text}': {error}"),
            PgnErrorKind::ResultMismatch { tag, moves } => write!(
                f,
                "the result after the moves ({moves}) differs from the Result tag ({tag})"
            ),
        }
    }
}

impl std::error::Error for PgnError {}

//! Move notation: ICCS coordinates (`h2e2`), WXF (`C2.5`), and the traditional and
//! simplified Chinese notations (`炮二平五`, `马８进７`); game records in [`pgn`],
//! [`dhtmlxq`], [`xqf`] and [`cbr`]; a game's moves as one byte each for a link in
//! [`move_indices`].
//!
//! WXF and Chinese describe a move relative to the mover: which piece (by kind and file,
//! or front/rear when several share a file), which way it goes, and how far or to which
//! file. Both are read and written through the shared model in `relative`, so the two
//! stay consistent; each notation's module only turns that model into text and back.

mod chinese;
mod cursor;
mod error;
mod iccs;
mod move_tree;
mod relative;
mod slots;
mod wxf;

pub mod cbr;
pub mod dhtmlxq;
pub mod move_indices;
pub mod pgn;
pub mod records;
pub mod xqf;

pub use error::{Ambiguity, Expected, Missing, NotationError};
pub use move_tree::TreeError;
pub use relative::Direction;

use crate::keyword::keywords;
use crate::{Move, Position};

keywords! {
    /// The move notations this crate reads and writes.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub enum Notation("notation") {
        /// Coordinates from Red's side, `h2e2`.
        Iccs = "iccs",
        /// The World Xiangqi Federation's letters and digits, `C2.5`.
        Wxf = "wxf",
        /// Traditional characters, each side with its own piece names: `炮二平五`, `馬８進７`.
        Chinese = "chinese",
        /// Simplified characters: `炮二平五`, `马８进７`.
        ChineseSimplified = "chinese-simplified",
    }
}

/// Writes `m`, a move in `pos` (the position before it), in notation `n`.
///
/// A move that does not start on a piece of the side to move has no WXF or Chinese
/// description; it is written in ICCS then, so this never fails.
pub fn format(pos: &Position, m: Move, n: Notation) -> String {
    match n {
        Notation::Iccs => iccs::format(m),
        Notation::Wxf => relative::describe(pos, m).map_or_else(|| iccs::format(m), wxf::format),
        Notation::Chinese | Notation::ChineseSimplified => {
            let script = if n == Notation::Chinese {
                chinese::Script::Traditional
            } else {
                chinese::Script::Simplified
            };
            relative::describe(pos, m)
                .map_or_else(|| iccs::format(m), |d| chinese::format(&d, script))
        }
    }
}

/// Reads a legal move of the side to move in `pos`, in whichever notation `text` is
/// written (see [`detect`]).
pub fn parse(pos: &Position, text: &str) -> Result<Move, NotationError> {
    // Only blank text has no notation.
    let n = detect(text).ok_or(NotationError::Empty)?;
    parse_as(pos, text, n)
}

/// Reads a legal move of the side to move in `pos` written in notation `n`. Both Chinese
/// notations read both scripts.
pub fn parse_as(pos: &Position, text: &str, n: Notation) -> Result<Move, NotationError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(NotationError::Empty);
    }
    match n {
        Notation::Iccs => iccs::parse(pos, text),
        Notation::Wxf => relative::resolve(pos, &wxf::parse(text)?),
        Notation::Chinese | Notation::ChineseSimplified => {
            relative::resolve(pos, &chinese::parse(text)?)
        }
    }
}

/// Guesses the notation of a move text from its shape alone: any non-ASCII character
/// means Chinese (Chinese covers both scripts, so `Chinese` is returned for simplified
/// text too); two squares (`h2e2`, `H2-E2`) mean ICCS; other ASCII means WXF. The shapes
/// do not overlap: a WXF move ends in a sign and a digit, an ICCS move in a letter and a
/// digit. `None` for blank text.
pub fn detect(text: &str) -> Option<Notation> {
    let t = text.trim();
    if t.is_empty() {
        None
    } else if !t.is_ascii() {
        Some(Notation::Chinese)
    } else if iccs::looks_like(t) {
        Some(Notation::Iccs)
    } else {
        Some(Notation::Wxf)
    }
}

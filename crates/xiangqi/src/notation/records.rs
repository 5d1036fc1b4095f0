//! Which format a record is in, read from its text or its bytes, and the record read.
//! The page and the command line open files through this, so both take the same files.

use std::fmt;

use super::cbr::{self, CbrError};
use super::dhtmlxq::{self, DhtmlXqError};
use super::pgn::{self, PgnError, Record};
use super::xqf::XqfError;
use crate::{FenError, Position};

/// Why a record could not be read, by the format it was read as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// A bare FEN, on `line` of the text.
    Fen {
        line: usize,
        error: FenError,
    },
    Pgn(PgnError),
    DhtmlXq(DhtmlXqError),
    Xqf(XqfError),
    Cbr(CbrError),
    /// Bytes no record is written in: not text, and not XQF, CBR or CBL either.
    Binary,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Fen { line, error } => write!(f, "line {line}: {error}"),
            RecordError::Pgn(e) => e.fmt(f),
            RecordError::DhtmlXq(e) => e.fmt(f),
            RecordError::Xqf(e) => e.fmt(f),
            RecordError::Cbr(e) => e.fmt(f),
            RecordError::Binary => {
                f.write_str("not a record: the file is not text, and not XQF, CBR or CBL")
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// Reads a record given as text: a bare FEN, DhtmlXQ (in any of the shapes pages carry
/// it) or PGN (moves in any notation, or move text without tags).
pub fn read_text(text: &str) -> Result<Record, RecordError> {
    // Text has no NUL; binary data read as text does (an XQF whose first bytes are not
    // `XQ`, an image), and would be refused as a move with NULs in it.
    if text.contains('\0') {
        return Err(RecordError::Binary);
    }
    if looks_like_fen(text) {
        // The FEN's line: the first that is not blank.
        let line = text.lines().position(|l| !l.trim().is_empty()).unwrap_or(0) + 1;
        let start =
            Position::from_fen(text.trim()).map_err(|error| RecordError::Fen { line, error })?;
        Ok(Record::new(start, Vec::new()))
    } else if dhtmlxq::looks_like(text) {
        dhtmlxq::import(text).map_err(RecordError::DhtmlXq)
    } else {
        pgn::import(text).map_err(RecordError::Pgn)
    }
}

/// Reads every game a text holds, each on its own: a PGN file may hold many (a game
/// that cannot be read does not stop the games after it); any other text holds one.
pub fn read_games(text: &str) -> Vec<Result<Record, RecordError>> {
    if !is_pgn(text) {
        return vec![read_text(text)];
    }
    pgn::import_all(text)
        .into_iter()
        .map(|game| game.map_err(RecordError::Pgn))
        .collect()
}

/// Whether a text is read as PGN, and so may hold many games ([`pgn::Games`] reads
/// them one at a time): not a bare FEN, not DhtmlXQ, and no binary data.
pub fn is_pgn(text: &str) -> bool {
    !(text.contains('\0') || looks_like_fen(text) || dhtmlxq::looks_like(text))
}

/// A FEN is one line of ranks separated by `/`; PGN always has tags or move text with
/// spaces before any `/`.
fn looks_like_fen(text: &str) -> bool {
    let text = text.trim();
    !text.contains('\n')
        && !text.starts_with('[')
        && text
            .split_whitespace()
            .next()
            .is_some_and(|board| board.matches('/').count() == 9)
}

/// The binary formats, told apart by how their files start.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Binary {
    Xqf,
    Cbr,
    /// A library of games.
    Cbl,
}

/// The binary format `bytes` are in, or `None` for text. A file that starts as XQF does is
/// XQF however short, so that one cut short is said to be so.
pub fn binary_format(bytes: &[u8]) -> Option<Binary> {
    if bytes.starts_with(b"XQ") {
        Some(Binary::Xqf)
    } else if cbr::is_game(bytes) {
        Some(Binary::Cbr)
    } else if cbr::is_library(bytes) {
        Some(Binary::Cbl)
    } else {
        None
    }
}

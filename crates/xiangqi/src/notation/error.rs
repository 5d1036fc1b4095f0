//! Why a move text could not be read. Every case carries the facts of the problem (the
//! piece, the file, the count), not a finished phrase, so a page can say it in its own
//! language; `Display` gives the English sentence.

use std::fmt;

use super::relative::Direction;
use crate::{Color, IllegalMove, Piece, Square};

/// Why a move text could not be read in a position. Every case names what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// There is no text.
    Empty,
    /// The text is not shaped like a move in the notation tried (the one detected, when
    /// none was named); `expected` says what shape was wanted.
    Syntax { text: String, expected: Expected },
    /// A character or letter that names no piece.
    UnknownPiece(String),
    /// The side to move has no piece where the text points.
    NoSuchPiece(Missing),
    /// More than one piece fits the text.
    Ambiguous(Ambiguity),
    /// The named piece can never move that way: a horse moving sideways, an elephant to
    /// the next file, a chariot off the board. `target` is the number the text gave:
    /// steps, or the file (1..=9 from the mover's right) it lands on.
    Impossible {
        piece: Piece,
        direction: Direction,
        target: u8,
    },
    /// The move the text describes is not legal in this position, and why.
    Illegal(IllegalMove),
}

/// The shape of move text that was wanted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    Iccs,
    Wxf,
    Chinese,
    /// A file number from 1 to 9.
    FileNumber,
}

/// Where the text points, with no piece of the side to move there. Files are numbered
/// 1..=9 from the mover's right.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Missing {
    /// No such piece on the named file.
    OnFile { piece: Piece, file: u8 },
    /// Front/rear was used, but no file holds two or more of the piece.
    DeepFile(Piece),
    /// The `number`th of the piece counted over the deep files does not exist.
    Numbered { piece: Piece, number: u8 },
    /// Front/rear on a named file that holds fewer than two of the piece.
    PairOnFile { piece: Piece, file: u8 },
    /// The named place (middle, second, …) does not exist among `count` on one file.
    AtPlace { piece: Piece, count: u8 },
    /// An ICCS move starting where the side to move has no piece.
    OnSquare { color: Color, square: Square },
}

/// Why the text fits more than one piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ambiguity {
    /// Front/rear without a file, while the piece stands two deep on several files.
    DeepFiles(Piece),
    /// `count` pieces of the kind named can make the move described.
    SeveralMovers { piece: Piece, count: u8 },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Empty => f.write_str("no move given"),
            NotationError::Syntax { text, expected } => {
                write!(f, "'{text}' is not a move: expected {expected}")
            }
            NotationError::UnknownPiece(s) => write!(f, "'{s}' is not a piece"),
            NotationError::NoSuchPiece(missing) => write!(f, "there is no {missing}"),
            NotationError::Ambiguous(ambiguity) => write!(f, "ambiguous: {ambiguity}"),
            NotationError::Impossible {
                piece,
                direction,
                target,
            } => {
                let way = match direction {
                    Direction::Forward => "forward",
                    Direction::Backward => "back",
                    Direction::Sideways => "sideways to",
                };
                let role = piece.role;
                write!(f, "impossible move: a {role} cannot move {way} {target}")
            }
            NotationError::Illegal(m) => write!(f, "{m}"),
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::Iccs => "two squares in ICCS form, like h2e2",
            Expected::Wxf => "WXF: piece, file, + - or ., number, like C2.5",
            Expected::Chinese => "Chinese notation: piece, file, 進/退/平, number, like 炮二平五",
            Expected::FileNumber => "a file number from 1 to 9",
        })
    }
}

impl fmt::Display for Missing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Missing::OnFile { piece, file } => write!(f, "{piece} on file {file}"),
            Missing::DeepFile(piece) => write!(f, "file with two or more {piece}s"),
            Missing::Numbered { piece, number } => write!(f, "{piece} number {number}"),
            Missing::PairOnFile { piece, file } => write!(f, "pair of {piece}s on file {file}"),
            Missing::AtPlace { piece, count } => {
                write!(f, "such {piece} among the {count} on one file")
            }
            Missing::OnSquare { color, square } => write!(f, "{color} piece on {square}"),
        }
    }
}

impl fmt::Display for Ambiguity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ambiguity::DeepFiles(piece) => write!(
                f,
                "{piece}s stand two deep on more than one file; name the file"
            ),
            Ambiguity::SeveralMovers { piece, count } => {
                write!(f, "{count} {piece}s can make that move; say which")
            }
        }
    }
}

impl std::error::Error for NotationError {}

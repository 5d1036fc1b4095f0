//! ChessBridge (象棋桥) files: a game (`.cbr`) and a library of games (`.cbl`). The facts
//! here are ChessBridge's layout, as open-source readers describe it; the code is ours.
//!
//! A game starts `CCBridge Record\0`; its text is UTF-16LE, each field ended by a zero
//! character: the title at byte 180, the event at 692, Red at 1076, Black at 1300. The
//! result is byte 2076 (1 Red won, 2 Black won, 3 or 4 drawn), the side to move the
//! 16-bit word at 2116 (1 for Red), and the board the 90 bytes at 2120, row by row from
//! Black's back rank, each `0x11`–`0x17` for Red's chariot, horse, elephant, advisor,
//! general, cannon and soldier and `0x21`–`0x27` for Black's. From byte 2214: a word
//! saying whether the start has a comment (then its length in bytes and its text), then
//! one 4-byte record per move in depth-first order (flags, a zero byte, the from- and
//! to-points as row × 9 + file), each followed by its comment's length and text when a
//! flag says so; four zero bytes end the moves. The flags: 1, the line ends with this
//! move; 2, after the moves that follow it, a move comes that is played instead of it;
//! 4, it has a comment.
//!
//! A library starts `CCBridgeLibrary\0`, with its game count (a 32-bit word at byte 60)
//! and its name (UTF-16LE at 64), then an index, then its games, each in blocks of 4096
//! bytes: a game begins at a block that starts `CCBridge Record\0`.

use std::fmt;

use crate::notation::cursor::Cursor;
use crate::notation::move_tree::{Entry, Tree, TreeError};
use crate::notation::pgn::{GameResult, Record};
use crate::{Color, Piece, PositionError, Role, Setup, Square};

const GAME_MAGIC: &[u8] = b"CCBridge Record\0";
const LIBRARY_MAGIC: &[u8] = b"CCBridgeLibrary\0";
/// Where the moves start.
const MOVES: usize = 2214;
const BOARD: usize = 2120;
const RESULT: usize = 2076;
const TURN: usize = 2116;
/// The game's strings: where each starts, its size in bytes, and its PGN tag.
const STRINGS: [(usize, usize, &str); 4] = [
    (180, 128, "Title"),
    (692, 64, "Event"),
    (1076, 64, "Red"),
    (1300, 64, "Black"),
];
/// A library keeps its games in blocks of this size.
const BLOCK: usize = 4096;

/// Why bytes are not a ChessBridge game (or library) that can be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CbrError {
    /// Not a ChessBridge game: no `CCBridge Record`, or shorter than its header.
    NotCbr,
    /// Not a ChessBridge library.
    NotCbl,
    /// A board byte that is no piece.
    BadPiece(u8),
    BadPosition(PositionError),
    /// The file ends inside move `number`'s record or comment.
    Truncated {
        number: usize,
    },
    /// A move cannot be played, or the lines nest too deep.
    Tree(TreeError),
}

impl fmt::Display for CbrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CbrError::NotCbr => f.write_str("not a ChessBridge game (CBR)"),
            CbrError::NotCbl => f.write_str("not a ChessBridge library (CBL)"),
            CbrError::BadPiece(b) => write!(f, "the board holds {b:#04x}, which is no piece"),
            CbrError::BadPosition(e) => write!(f, "the board is not a position: {e}"),
            CbrError::Truncated { number } => write!(f, "the file ends inside move {number}"),
            CbrError::Tree(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CbrError {}

/// Is `bytes` a ChessBridge game, or a library?
pub fn is_game(bytes: &[u8]) -> bool {
    bytes.starts_with(GAME_MAGIC)
}

pub fn is_library(bytes: &[u8]) -> bool {
    bytes.starts_with(LIBRARY_MAGIC)
}

/// A library's name and its entries, in order.
#[derive(Clone, Debug)]
pub struct Library {
    pub name: String,
    /// How many entries its header says it holds.
    pub named: usize,
    pub entries: Vec<LibraryEntry>,
}

impl Library {
    /// The entries the header names that the file does not hold: a library cut short.
    pub fn missing(&self) -> usize {
        self.named.saturating_sub(self.entries.len())
    }
}

/// What a library holds: games, each read or refused on its own, and headings (an
/// entry with a title and an empty board, which ChessBridge shows as a section).
#[derive(Clone, Debug)]
pub enum LibraryEntry {
    Game(Box<Record>),
    Heading(String),
    Unreadable(CbrError),
}

/// Reads a library: every block that starts a game, in order.
pub fn library(bytes: &[u8]) -> Result<Library, CbrError> {
    if !is_library(bytes) || bytes.len() < 64 + 512 {
        return Err(CbrError::NotCbl);
    }
    let name = utf16(&bytes[64..64 + 512]);
    let named = u32::from_le_bytes(bytes[60..64].try_into().expect("4 bytes")) as usize;
    let entry = |game: &[u8]| {
        let empty = game
            .get(BOARD..BOARD + 90)
            .is_some_and(|b| b.iter().all(|&p| p == 0));
        match import(game) {
            _ if empty => LibraryEntry::Heading(utf16(&game[STRINGS[0].0..][..STRINGS[0].1])),
            Ok(record) => LibraryEntry::Game(Box::new(record)),
            Err(e) => LibraryEntry::Unreadable(e),
        }
    };
    let entries = match find(bytes, GAME_MAGIC) {
        None => Vec::new(),
        Some(first) => (first..bytes.len())
            .step_by(BLOCK)
            .filter(|&at| bytes[at..].starts_with(GAME_MAGIC))
            .map(|at| entry(&bytes[at..]))
            .collect(),
    };
    Ok(Library {
        name,
        named,
        entries,
    })
}

fn find(bytes: &[u8], what: &[u8]) -> Option<usize> {
    bytes.windows(what.len()).position(|w| w == what)
}

/// Reads a game.
pub fn import(bytes: &[u8]) -> Result<Record, CbrError> {
    if !is_game(bytes) || bytes.len() < MOVES {
        return Err(CbrError::NotCbr);
    }
    let mut setup = Setup::empty();
    for (i, &b) in bytes[BOARD..BOARD + 90].iter().enumerate() {
        let (row, file) = (i / 9, i % 9);
        let sq = Square::new(file as u8, 9 - row as u8).expect("90 points");
        setup.board[sq.index()] = piece(b)?;
    }
    let mut moves = Moves {
        bytes: Cursor::new(bytes, MOVES),
    };
    let root = Entry {
        from: None,
        to: None,
        comment: moves.start_comment()?,
        child: true,
        sibling: false,
    };
    let tree = Tree::read(root, |number| moves.next(number))?;
    let word = u16::from_le_bytes([bytes[TURN], bytes[TURN + 1]]);
    setup.turn = tree
        .first_move()
        .and_then(|m| m.from)
        .and_then(|from| setup.board[from.index()])
        .map(|p| p.color)
        .unwrap_or(if word == 1 { Color::Red } else { Color::Black });
    let start = setup.into_position().map_err(CbrError::BadPosition)?;

    let mut record = Record::new(start.clone(), Vec::new());
    record.result = match bytes[RESULT] {
        1 => GameResult::RedWins,
        2 => GameResult::BlackWins,
        3 | 4 => GameResult::Draw,
        _ => GameResult::Unknown,
    };
    for (at, size, tag) in STRINGS {
        let value = utf16(&bytes[at..at + size]);
        if !value.is_empty() {
            record.set_tag(tag, &value);
        }
    }
    tree.into_lines(&mut record).map_err(CbrError::Tree)?;
    Ok(record)
}

/// The piece a board byte stands for, `None` for an empty point.
fn piece(b: u8) -> Result<Option<Piece>, CbrError> {
    let color = match b >> 4 {
        0 if b == 0 => return Ok(None),
        1 => Color::Red,
        2 => Color::Black,
        _ => return Err(CbrError::BadPiece(b)),
    };
    let role = match b & 0x0F {
        1 => Role::Chariot,
        2 => Role::Horse,
        3 => Role::Elephant,
        4 => Role::Advisor,
        5 => Role::General,
        6 => Role::Cannon,
        7 => Role::Soldier,
        _ => return Err(CbrError::BadPiece(b)),
    };
    Ok(Some(Piece::new(color, role)))
}

/// UTF-16LE text up to its first zero character.
fn utf16(bytes: &[u8]) -> String {
    let units: Vec<u16> = bytes
        .chunks_exact(2)
        .map(|p| u16::from_le_bytes([p[0], p[1]]))
        .take_while(|&u| u != 0)
        .collect();
    String::from_utf16_lossy(&units).trim().to_string()
}

/// The move records of a game, one after the other.
struct Moves<'a> {
    bytes: Cursor<'a>,
}

impl Moves<'_> {
    /// A comment of `length` bytes, `None` when it is empty.
    fn comment(&mut self, length: u32, number: usize) -> Result<Option<String>, CbrError> {
        let bytes = usize::try_from(length)
            .ok()
            .and_then(|n| self.bytes.take(n))
            .ok_or(CbrError::Truncated { number })?;
        let words = utf16(bytes);
        Ok((!words.is_empty()).then_some(words))
    }

    fn start_comment(&mut self) -> Result<Option<String>, CbrError> {
        match self.bytes.word() {
            None | Some(0) => Ok(None),
            Some(_) => {
                let length = self.bytes.word().ok_or(CbrError::Truncated { number: 0 })?;
                self.comment(length, 0)
            }
        }
    }

    /// The next move's record (move `number`), `None` at the end of the moves.
    fn next(&mut self, number: usize) -> Result<Option<Entry>, CbrError> {
        let Some(&[flags, _, from, to]) = self.bytes.take(4) else {
            return Ok(None);
        };
        if [flags, from, to] == [0, 0, 0] {
            return Ok(None);
        }
        let comment = if flags & 4 != 0 {
            let length = self.bytes.word().ok_or(CbrError::Truncated { number })?;
            self.comment(length, number)?
        } else {
            None
        };
        let point = |p: u8| Square::new(p % 9, 9u8.checked_sub(p / 9)?);
        Ok(Some(Entry {
            from: point(from),
            to: point(to),
            comment,
            child: flags & 1 == 0,
            sibling: flags & 2 != 0,
        }))
    }
}

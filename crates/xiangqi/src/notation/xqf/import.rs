//! Reading an XQF file: its header, its masking keys, and its tree of moves.

use std::fmt;

use super::{FROM_OFFSET, HEADER, PIECES, RESULT, STRINGS, TO_OFFSET, TURN, VERSION_1_0};
use crate::notation::cursor::Cursor;
use crate::notation::move_tree::{Entry, Tree, TreeError};
use crate::notation::pgn::{GameResult, Record};
use crate::notation::slots;
use crate::{Color, PositionError, Square};

/// Why bytes are not an XQF game that can be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum XqfError {
    /// Not `XQ` and a 1024-byte header.
    NotXqf,
    /// `XQ`, but fewer bytes than the header alone has: a file cut short.
    CutShort {
        bytes: usize,
    },
    /// The masking keys do not add up as XQStudio writes them: a damaged file.
    BadKeys,
    /// Two pieces on one point.
    SharedPoint(Square),
    BadPosition(PositionError),
    /// The file ends inside move `number`'s record or comment.
    Truncated {
        number: usize,
    },
    /// A move cannot be played, or the lines nest too deep.
    Tree(TreeError),
}

impl fmt::Display for XqfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            XqfError::NotXqf => f.write_str("not an XQF file"),
            XqfError::CutShort { bytes } => write!(
                f,
                "an XQF file cut short: {bytes} bytes, where its header alone has {}",
                super::HEADER
            ),
            XqfError::BadKeys => f.write_str("the XQF file's keys are damaged"),
            XqfError::SharedPoint(sq) => write!(f, "two pieces stand on {sq}"),
            XqfError::BadPosition(e) => write!(f, "the board is not a position: {e}"),
            XqfError::Truncated { number } => {
                write!(f, "the file ends inside move {number}")
            }
            XqfError::Tree(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for XqfError {}

/// The masking of a file: none in version 1.0.
struct Keys {
    version: u8,
    /// Subtracted from the pieces' points.
    piece: u8,
    /// Subtracted from the moves' points, after their offsets.
    from: u8,
    to: u8,
    /// Subtracted from a comment's length.
    comment: u32,
    /// Subtracted from every byte after the header, by its place in the file.
    stream: [u8; 32],
}

/// XQStudio's text whose bits, masked by the keys, make the stream key.
const STREAM_TEXT: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";

impl Keys {
    fn of(header: &[u8]) -> Result<Keys, XqfError> {
        let version = header[2];
        let mask = header[3];
        let [sum, xy, xyf, xyt] = [header[12], header[13], header[14], header[15]];
        if sum.wrapping_add(xy).wrapping_add(xyf).wrapping_add(xyt) != 0 {
            return Err(XqfError::BadKeys);
        }
        let stream_bytes = [
            (sum & mask) | header[8],
            (xy & mask) | header[9],
            (xyf & mask) | header[10],
            (xyt & mask) | header[11],
        ];
        let stream = std::array::from_fn(|i| STREAM_TEXT[i] & stream_bytes[i % 4]);
        if version <= VERSION_1_0 {
            return Ok(Keys {
                version,
                piece: 0,
                from: 0,
                to: 0,
                comment: 0,
                stream,
            });
        }
        // XQStudio computes these in 32-bit integers and keeps the low byte; the low
        // byte of a product depends only on the low bytes of its factors.
        let scramble = |k: u8| -> u32 {
            let k = u32::from(k);
            ((((k * k) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8
        };
        let piece = (scramble(xy).wrapping_mul(u32::from(xy)) & 0xFF) as u8;
        let from = (scramble(xyf).wrapping_mul(u32::from(piece)) & 0xFF) as u8;
        let to = (scramble(xyt).wrapping_mul(u32::from(from)) & 0xFF) as u8;
        let comment = (u32::from(sum) * 256 + u32::from(xy)) % 32000 + 767;
        Ok(Keys {
            version,
            piece,
            from,
            to,
            comment,
            stream,
        })
    }

    /// Version 1.2 and later also rotate the 32 points by the piece key.
    fn rotates_pieces(&self) -> bool {
        self.version >= 0x0C
    }
}

/// Reads an XQF file; `text` reads its strings and comments (GB18030 in the files
/// XQStudio writes) into text.
pub fn import(bytes: &[u8], text: &dyn Fn(&[u8]) -> String) -> Result<Record, XqfError> {
    if bytes.starts_with(b"XQ") && bytes.len() < super::HEADER {
        return Err(XqfError::CutShort { bytes: bytes.len() });
    }
    if !super::looks_like(bytes) {
        return Err(XqfError::NotXqf);
    }
    let keys = Keys::of(bytes)?;
    let tree = tree(bytes, &keys, text)?;

    let mut points = [None; 32];
    for i in 0..32 {
        let slot = if keys.rotates_pieces() {
            (i + 1 + usize::from(keys.piece)) % 32
        } else {
            i
        };
        let xy = bytes[PIECES + i].wrapping_sub(keys.piece);
        points[slot] = point(xy);
    }
    let mover = tree
        .first_move()
        .and_then(|m| points.iter().position(|p| p.is_some() && *p == m.from))
        .map(|slot| slots::piece(slot).color)
        .unwrap_or(if bytes[TURN] == 1 {
            Color::Black
        } else {
            Color::Red
        });
    let start = slots::setup(&points, mover)
        .map_err(XqfError::SharedPoint)?
        .into_position()
        .map_err(XqfError::BadPosition)?;

    let mut record = Record::new(start.clone(), Vec::new());
    record.result = match bytes[RESULT] {
        1 => GameResult::RedWins,
        2 => GameResult::BlackWins,
        3 => GameResult::Draw,
        _ => GameResult::Unknown,
    };
    for (at, capacity, tag) in STRINGS {
        let length = usize::from(bytes[at]).min(capacity);
        let value = text(&bytes[at + 1..at + 1 + length]);
        let value = value.trim_matches(|c: char| c.is_whitespace() || c == '\0');
        if !value.is_empty() {
            record.set_tag(tag, value);
        }
    }
    tree.into_lines(&mut record).map_err(XqfError::Tree)?;
    Ok(record)
}

/// A point as XQF writes it (`file × 10 + rank`), `None` off the board.
fn point(xy: u8) -> Option<Square> {
    if xy > 89 {
        return None;
    }
    Square::new(xy / 10, xy % 10)
}

/// The records after the header, unmasked, as a tree: the start's record first.
fn tree(bytes: &[u8], keys: &Keys, text: &dyn Fn(&[u8]) -> String) -> Result<Tree, XqfError> {
    let body: Vec<u8> = bytes[HEADER..]
        .iter()
        .enumerate()
        .map(|(i, b)| b.wrapping_sub(keys.stream[(HEADER + i) % 32]))
        .collect();
    let mut records = Records {
        body: Cursor::new(&body, 0),
        keys,
        text,
    };
    // A header alone is the start position, with no moves.
    let root = records.next(0)?.unwrap_or(Entry {
        from: None,
        to: None,
        comment: None,
        child: false,
        sibling: false,
    });
    Tree::read(root, |number| records.next(number))
}

/// The records of a file's tree, one after the other.
struct Records<'a> {
    body: Cursor<'a>,
    keys: &'a Keys,
    text: &'a dyn Fn(&[u8]) -> String,
}

impl Records<'_> {
    /// The next record (move `number`), or `None` at the end of the file.
    fn next(&mut self, number: usize) -> Result<Option<Entry>, XqfError> {
        if self.body.at_end() {
            return Ok(None);
        }
        let truncated = XqfError::Truncated { number };
        let head = self.body.take(4).ok_or(truncated.clone())?;
        let (from, to, tag) = (head[0], head[1], head[2]);
        let (child, sibling, length) = if self.keys.version <= VERSION_1_0 {
            let length = self.body.word().ok_or(truncated.clone())?;
            (tag & 0xF0 != 0, tag & 0x0F != 0, length)
        } else {
            let length = if tag & 0x20 != 0 {
                self.body
                    .word()
                    .ok_or(truncated.clone())?
                    .wrapping_sub(self.keys.comment)
            } else {
                0
            };
            (tag & 0x80 != 0, tag & 0x40 != 0, length)
        };
        let comment = if length == 0 {
            None
        } else {
            let bytes = usize::try_from(length)
                .ok()
                .and_then(|n| self.body.take(n))
                .ok_or(truncated)?;
            let words = (self.text)(bytes);
            let words = words.trim_matches(|c: char| c.is_whitespace() || c == '\0');
            (!words.is_empty()).then(|| words.to_string())
        };
        Ok(Some(Entry {
            from: point(from.wrapping_sub(FROM_OFFSET).wrapping_sub(self.keys.from)),
            to: point(to.wrapping_sub(TO_OFFSET).wrapping_sub(self.keys.to)),
            comment,
            child,
            sibling,
        }))
    }
}

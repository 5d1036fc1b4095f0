//! Reading an XQF file: its header, its masking keys, and its tree of moves.

use std::fmt;

use super::{FROM_OFFSET, HEADER, PIECES, RESULT, STRINGS, TO_OFFSET, TURN, VERSION_1_0};
use crate::notation::pgn::{GameResult, Record, Variation, MAX_VARIATION_DEPTH};
use crate::notation::slots;
use crate::{Color, IllegalMove, Move, Position, PositionError, Square};

/// Why bytes are not an XQF game that can be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum XqfError {
    /// Not `XQ` and a 1024-byte header.
    NotXqf,
    /// The masking keys do not add up as XQStudio writes them: a damaged file.
    BadKeys,
    /// Two pieces on one point.
    SharedPoint(Square),
    BadPosition(PositionError),
    /// Move `number` (counted from the start, along its line) names a point off the
    /// board.
    BadPoint {
        number: usize,
    },
    /// Move `number` cannot be played.
    IllegalMove {
        number: usize,
        refused: IllegalMove,
    },
    /// The file ends inside move `number`'s record or comment.
    Truncated {
        number: usize,
    },
    /// Variations nested deeper than [`MAX_VARIATION_DEPTH`].
    TooDeep,
}

impl fmt::Display for XqfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            XqfError::NotXqf => f.write_str("not an XQF file"),
            XqfError::BadKeys => f.write_str("the XQF file's keys are damaged"),
            XqfError::SharedPoint(sq) => write!(f, "two pieces stand on {sq}"),
            XqfError::BadPosition(e) => write!(f, "the board is not a position: {e}"),
            XqfError::BadPoint { number } => write!(f, "move {number} names a point off the board"),
            XqfError::IllegalMove { number, refused } => write!(
                f,
                "move {number} ({}): {}",
                refused.mv,
                refused.reason.sentence()
            ),
            XqfError::Truncated { number } => {
                write!(f, "the file ends inside move {number}")
            }
            XqfError::TooDeep => write!(
                f,
                "variations are nested more than {MAX_VARIATION_DEPTH} deep"
            ),
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

/// One record of the tree: a move (the start's record has none), its comment, and
/// where the records after it go.
struct Node {
    from: u8,
    to: u8,
    comment: Option<String>,
    /// The position after this move, and the move played instead of this one.
    child: Option<usize>,
    sibling: Option<usize>,
    /// Moves from the start to this one, for errors.
    number: usize,
}

/// Reads an XQF file; `text` reads its strings and comments (GB18030 in the files
/// XQStudio writes) into text.
pub fn import(bytes: &[u8], text: &dyn Fn(&[u8]) -> String) -> Result<Record, XqfError> {
    if !super::looks_like(bytes) {
        return Err(XqfError::NotXqf);
    }
    let keys = Keys::of(bytes)?;
    let nodes = tree(bytes, &keys, text)?;

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
    let first = nodes[0].child.map(|n| &nodes[n]);
    let mover = first
        .and_then(|n| points.iter().position(|p| *p == point(n.from)))
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
    if let Some(first) = nodes[0].child {
        let main = line(&nodes, first, &start, 0, true)?;
        record.moves = main.moves;
        record.variations = main.variations;
        record.comments = std::iter::once(nodes[0].comment.clone())
            .chain(main.comments)
            .collect();
    } else {
        record.comments = vec![nodes[0].comment.clone()];
    }
    while record.comments.last() == Some(&None) {
        record.comments.pop();
    }
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
fn tree(bytes: &[u8], keys: &Keys, text: &dyn Fn(&[u8]) -> String) -> Result<Vec<Node>, XqfError> {
    let body: Vec<u8> = bytes[HEADER..]
        .iter()
        .enumerate()
        .map(|(i, b)| b.wrapping_sub(keys.stream[(HEADER + i) % 32]))
        .collect();
    let mut reader = Records {
        body: &body,
        at: 0,
        keys,
        text,
    };
    let Some((root, flags)) = reader.next(0)? else {
        // A header alone: the start position, no moves.
        return Ok(vec![Node {
            from: 0,
            to: 0,
            comment: None,
            child: None,
            sibling: None,
            number: 0,
        }]);
    };
    let mut nodes = vec![root];
    let mut flags_of = vec![flags];
    // The nodes whose child subtree is being read: each still owes its sibling.
    let mut open: Vec<usize> = Vec::new();
    let mut current = 0;
    loop {
        if flags_of[current].child {
            let number = nodes[current].number + 1;
            if let Some((node, flags)) = reader.next(number)? {
                nodes.push(node);
                flags_of.push(flags);
                let child = nodes.len() - 1;
                nodes[current].child = Some(child);
                open.push(current);
                current = child;
                continue;
            }
            // A flag promising more at the end of the file: the line ends here.
            break;
        }
        // This line has ended: the next record is the sibling of the latest move that
        // promised one (the start's record has none).
        loop {
            if current != 0 && flags_of[current].sibling {
                let number = nodes[current].number;
                match reader.next(number)? {
                    Some((node, flags)) => {
                        nodes.push(node);
                        flags_of.push(flags);
                        let sibling = nodes.len() - 1;
                        nodes[current].sibling = Some(sibling);
                        current = sibling;
                        break;
                    }
                    None => return Ok(nodes),
                }
            }
            match open.pop() {
                Some(parent) => current = parent,
                None => return Ok(nodes),
            }
        }
    }
    Ok(nodes)
}

#[derive(Copy, Clone)]
struct Flags {
    child: bool,
    sibling: bool,
}

/// The records of a file's tree, one after the other.
struct Records<'a> {
    body: &'a [u8],
    at: usize,
    keys: &'a Keys,
    text: &'a dyn Fn(&[u8]) -> String,
}

impl<'a> Records<'a> {
    /// The next record (move `number`), or `None` at the end of the file.
    fn next(&mut self, number: usize) -> Result<Option<(Node, Flags)>, XqfError> {
        if self.at == self.body.len() {
            return Ok(None);
        }
        let truncated = XqfError::Truncated { number };
        let head = self.take(4).ok_or(truncated.clone())?;
        let (from, to, tag) = (head[0], head[1], head[2]);
        let (flags, length) = if self.keys.version <= VERSION_1_0 {
            let flags = Flags {
                child: tag & 0xF0 != 0,
                sibling: tag & 0x0F != 0,
            };
            (flags, self.word().ok_or(truncated.clone())?)
        } else {
            let flags = Flags {
                child: tag & 0x80 != 0,
                sibling: tag & 0x40 != 0,
            };
            let length = if tag & 0x20 != 0 {
                self.word()
                    .ok_or(truncated.clone())?
                    .wrapping_sub(self.keys.comment)
            } else {
                0
            };
            (flags, length)
        };
        let comment = if length == 0 {
            None
        } else {
            let bytes = usize::try_from(length)
                .ok()
                .and_then(|n| self.take(n))
                .ok_or(truncated)?;
            let words = (self.text)(bytes);
            let words = words.trim_matches(|c: char| c.is_whitespace() || c == '\0');
            (!words.is_empty()).then(|| words.to_string())
        };
        let node = Node {
            from: from.wrapping_sub(FROM_OFFSET).wrapping_sub(self.keys.from),
            to: to.wrapping_sub(TO_OFFSET).wrapping_sub(self.keys.to),
            comment,
            child: None,
            sibling: None,
            number,
        };
        Ok(Some((node, flags)))
    }

    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&end| end <= self.body.len())?;
        let bytes = &self.body[self.at..end];
        self.at = end;
        Some(bytes)
    }

    fn word(&mut self) -> Option<u32> {
        self.take(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
}

/// The line that starts with move `first` from `pos`, the moves before it `played`:
/// its moves (each checked), its comments and, as variations, the moves played instead
/// of each. The moves played instead of a variation's first move are the line's below,
/// so only the main line takes its first move's (`main`).
fn line(
    nodes: &[Node],
    first: usize,
    pos: &Position,
    depth: usize,
    main: bool,
) -> Result<Variation, XqfError> {
    let mut pos = pos.clone();
    let mut result = Variation::default();
    let mut next = Some(first);
    while let Some(n) = next {
        let at = result.moves.len();
        if main || at > 0 {
            let mut instead = nodes[n].sibling;
            while let Some(s) = instead {
                if depth + 1 > MAX_VARIATION_DEPTH {
                    return Err(XqfError::TooDeep);
                }
                let v = line(nodes, s, &pos, depth + 1, false)?;
                result.variations.push(Variation { at, ..v });
                instead = nodes[s].sibling;
            }
        }
        let node = &nodes[n];
        let number = node.number;
        let (Some(from), Some(to)) = (point(node.from), point(node.to)) else {
            return Err(XqfError::BadPoint { number });
        };
        let m = pos
            .check_move(from, to)
            .map_err(|reason| XqfError::IllegalMove {
                number,
                refused: IllegalMove {
                    mv: Move::new(from, to),
                    reason,
                },
            })?;
        pos.make_move(m);
        result.moves.push(m);
        result.comments.push(node.comment.clone());
        next = node.child;
    }
    while result.comments.last() == Some(&None) {
        result.comments.pop();
    }
    Ok(result)
}

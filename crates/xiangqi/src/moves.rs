use std::fmt;
use std::str::FromStr;

use crate::Square;

/// A move from one point to another. Whether it captures depends on the position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }
}

/// Text that is not an ICCS move such as `h2e2`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError(pub String);

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a move in ICCS form (like h2e2)", self.0)
    }
}

impl std::error::Error for ParseMoveError {}

/// ICCS text: `h2e2`. A dash between the squares (`h2-e2`) is accepted too.
impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let err = || ParseMoveError(s.to_string());
        let t = s.trim().to_ascii_lowercase();
        let (a, b) = match t.len() {
            4 if t.is_char_boundary(2) => t.split_at(2),
            5 if t.as_bytes()[2] == b'-' => (&t[..2], &t[3..]),
            _ => return Err(err()),
        };
        match (a.parse(), b.parse()) {
            (Ok(from), Ok(to)) => Ok(Move { from, to }),
            _ => Err(err()),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

/// A fixed-capacity list of moves; no side in Xiangqi ever has more than 128
/// pseudo-legal moves, so this never allocates.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MoveList::CAPACITY],
    len: usize,
}

impl MoveList {
    pub const CAPACITY: usize = 128;

    pub fn new() -> MoveList {
        let a = Square::from_index_unchecked(0);
        MoveList {
            moves: [Move::new(a, a); Self::CAPACITY],
            len: 0,
        }
    }

    #[inline]
    pub(crate) fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }

    pub fn contains(&self, m: &Move) -> bool {
        self.as_slice().contains(m)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    /// Keeps the moves for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut w = 0;
        for r in 0..self.len {
            let m = self.moves[r];
            if keep(m) {
                self.moves[w] = m;
                w += 1;
            }
        }
        self.len = w;
    }
}

impl Default for MoveList {
    fn default() -> Self {
        Self::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

use std::fmt;
use std::str::FromStr;

use crate::Color;

/// One of the 90 points, named `a0`..`i9` from Red's side (files a–i left to right,
/// ranks 0–9 from Red's back rank), as in ICCS.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const COUNT: usize = 90;
    pub const FILES: u8 = 9;
    pub const RANKS: u8 = 10;

    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < Self::FILES && rank < Self::RANKS {
            Some(Square(rank * Self::FILES + file))
        } else {
            None
        }
    }

    pub const fn from_index(index: usize) -> Option<Square> {
        if index < Self::COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Callers guarantee `index < 90`; used by precomputed tables.
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        Square(index)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0..9 (`a` = 0).
    pub const fn file(self) -> u8 {
        self.0 % Self::FILES
    }

    /// Rank 0..10 (Red's back rank = 0).
    pub const fn rank(self) -> u8 {
        self.0 / Self::FILES
    }

    /// The square seen from the other side of the board (a 180° turn).
    pub const fn flip(self) -> Square {
        Square(Self::COUNT as u8 - 1 - self.0)
    }

    /// The point `(df, dr)` away, if it is on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || r < 0 {
            None
        } else {
            Square::new(f as u8, r as u8)
        }
    }

    /// Rank counted from `color`'s own back rank, 0 to 9.
    pub const fn own_rank(self, color: Color) -> u8 {
        match color {
            Color::Red => self.rank(),
            Color::Black => 9 - self.rank(),
        }
    }

    /// True on `color`'s own half of the board (before the river).
    pub const fn is_home_side(self, color: Color) -> bool {
        self.own_rank(color) <= 4
    }

    /// True inside `color`'s palace (files d–f, three ranks at that side's end).
    pub const fn in_palace(self, color: Color) -> bool {
        let f = self.file();
        f >= 3 && f <= 5 && self.own_rank(color) <= 2
    }

    /// One of the five points `color`'s advisors can stand on: the palace's corners and
    /// its centre, where file and rank (counted from the palace's corner) are both even
    /// or both odd.
    pub const fn is_advisor_point(self, color: Color) -> bool {
        self.in_palace(color) && (self.file() - 3 + self.own_rank(color)).is_multiple_of(2)
    }

    /// One of the seven points `color`'s elephants can stand on, on their own side.
    pub const fn is_elephant_point(self, color: Color) -> bool {
        match self.own_rank(color) {
            0 | 4 => matches!(self.file(), 2 | 6),
            2 => matches!(self.file(), 0 | 4 | 8),
            _ => false,
        }
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..Self::COUNT as u8).map(Square)
    }

    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    pub const fn rank_char(self) -> char {
        (b'0' + self.rank()) as char
    }
}

/// A square name that is not `a0`..`i9`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a square (a0..i9)", self.0)
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.to_string());
        match s.as_bytes() {
            [f @ b'a'..=b'i', r @ b'0'..=b'9'] => Square::new(f - b'a', r - b'0').ok_or_else(err),
            _ => Err(err()),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

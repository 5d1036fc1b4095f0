use std::ops::Not;

use crate::keyword::keywords;

keywords! {
    /// The two sides. Red moves first and sits at ranks 0–4.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Color("side") {
        Red = "red",
        Black = "black",
    }
}

impl Color {
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn other(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }

    /// The FEN side-to-move letter: `w` for Red (as in chess FEN), `b` for Black.
    pub const fn fen_char(self) -> char {
        match self {
            Color::Red => 'w',
            Color::Black => 'b',
        }
    }
}

impl Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        self.other()
    }
}

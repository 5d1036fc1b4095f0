//! A small opening book compiled into the engine: mainline openings with weights, so
//! the engine varies its play from the start. Levels 1-2 do not use it.
//!
//! Lines are in ICCS (`h2e2` is "cannon two to five"); positions are found by hash, so
//! transpositions between lines are recognised.

use std::collections::HashMap;

use super::rng::Rng;
use crate::{Move, Position};

/// (weight, moves). Popular mainlines weigh more.
const LINES: &[(u32, &str)] = &[
    // Central cannon against screen horses, the main battleground.
    (
        10,
        "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8",
    ),
    (6, "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b2c2 a9b9 b0a2 b7b3"),
    (5, "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b2d2 a9b9 b0c2 b7b3"),
    (4, "h2e2 h9g7 h0g2 h7i7 i0h0 i9h9 h0h4 b9c7"),
    (4, "h2e2 h9g7 h0g2 c6c5 i0h0 i9h9 c3c4 b9c7"),
    // Same-direction and opposite-direction cannons.
    (5, "h2e2 h7e7 h0g2 h9g7 i0h0 i9h9 b0c2 b9c7"),
    (4, "h2e2 b7e7 h0g2 b9c7 i0h0 a9b9 b0c2 h9g7"),
    // Central cannon against reverse palace horses.
    (4, "h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 c3c4 i9h9"),
    // Pawn openings.
    (6, "c3c4 b7c7 b2e2 c9e7 b0c2 b9d8"),
    (5, "c3c4 c6c5 b0c2 b9c7 h0g2 h9g7"),
    (4, "g3g4 h7g7 h2e2 c9e7 h0g2 b9c7"),
    (4, "g3g4 c6c5 h0g2 b9c7 b0c2 h9g7"),
    // Elephant openings.
    (5, "g0e2 h9g7 h0g2 i9h9 i0h0 b9c7"),
    (4, "c0e2 b9c7 b0c2 h9g7 a0b0 a9b9"),
    (3, "g0e2 h7f7 h0g2 h9g7 i0h0 i9h9"),
    // Horse openings.
    (4, "b0c2 h9g7 h0g2 b9c7 c3c4 c6c5"),
    (3, "h0g2 c6c5 g3g4 b9c7 g0e2 h9g7"),
    // Cannons to the palace corner and across the palace.
    (3, "b2d2 h9g7 b0c2 b9c7 a0b0 a9b9"),
    (2, "h2d2 b9c7 h0g2 h9g7 i0h0 i9h9"),
];

pub(crate) struct Book {
    entries: HashMap<u64, Vec<(Move, u32)>>,
}

impl Book {
    pub(crate) fn new() -> Book {
        let mut entries: HashMap<u64, Vec<(Move, u32)>> = HashMap::new();
        for &(weight, line) in LINES {
            let mut pos = Position::startpos();
            for text in line.split_whitespace() {
                let Ok(m) = text.parse::<Move>() else { break };
                if !pos.legal_moves().contains(&m) {
                    break;
                }
                let options = entries.entry(pos.hash()).or_default();
                match options.iter_mut().find(|(bm, _)| *bm == m) {
                    Some((_, w)) => *w += weight,
                    None => options.push((m, weight)),
                }
                pos.make_move(m);
            }
        }
        Book { entries }
    }

    /// A book move for `pos`, chosen at random by weight.
    pub(crate) fn pick(&self, pos: &Position, rng: &mut Rng) -> Option<Move> {
        let options = self.entries.get(&pos.hash())?;
        let total: u32 = options.iter().map(|(_, w)| w).sum();
        let mut roll = rng.below(u64::from(total)) as u32;
        for &(m, w) in options {
            if roll < w {
                return Some(m);
            }
            roll -= w;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_is_legal_to_its_end() {
        for &(_, line) in LINES {
            let mut pos = Position::startpos();
            for text in line.split_whitespace() {
                let m: Move = text.parse().unwrap();
                assert!(pos.legal_moves().contains(&m), "{line}: {text}");
                pos.make_move(m);
            }
        }
    }

    #[test]
    fn the_start_has_several_choices_and_they_vary_with_the_seed() {
        let book = Book::new();
        let start = Position::startpos();
        let mut rng = Rng::new(9);
        let picks: std::collections::HashSet<Move> = (0..200)
            .filter_map(|_| book.pick(&start, &mut rng))
            .collect();
        assert!(picks.len() >= 4, "{picks:?}");
        assert!(picks.contains(&"h2e2".parse().unwrap()));
        let out_of_book = Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1").unwrap();
        assert_eq!(book.pick(&out_of_book, &mut rng), None);
    }
}

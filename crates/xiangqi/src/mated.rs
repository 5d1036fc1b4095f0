//! Why a side with no legal move has lost (checkmate or stalemate), in the terms a
//! player checks it in: which pieces give check, and what stops the general on each
//! point it could step to. The page marks these on the board and puts them in words;
//! the facts come from here, never re-derived in the page.

use crate::tables::TABLES;
use crate::{Position, Square};

/// The side to move is mated or stalemated: `checkers` give check (none in a
/// stalemate), and `escapes` are the general's points in its palace, each with what
/// stops it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mated {
    pub checkers: Vec<Square>,
    pub escapes: Vec<Escape>,
}

/// A point the general could step to, and why it may not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Escape {
    pub to: Square,
    /// The enemy pieces that would attack the general there (a facing general among
    /// them); empty when one of its own pieces stands on the point.
    pub held_by: Vec<Square>,
}

impl Escape {
    /// The point is taken by one of the general's own pieces.
    pub fn is_blocked_by_own(&self) -> bool {
        self.held_by.is_empty()
    }
}

impl Position {
    /// Why the side to move has no legal move, or `None` when it has one.
    pub fn why_mated(&self) -> Option<Mated> {
        if self.has_legal_move() {
            return None;
        }
        let color = self.turn();
        let general = self.general(color);
        let escapes = TABLES.general[general.index()]
            .iter()
            .map(|(to, _)| Escape {
                to,
                held_by: match self.piece_at(to) {
                    Some(p) if p.color == color => Vec::new(),
                    _ => self.attackers_of_general(color, to),
                },
            })
            .collect();
        Some(Mated {
            checkers: self.attackers_of_general(color, general),
            escapes,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(fen: &str, moves: &[&str]) -> Position {
        let mut pos: Position = fen.parse().unwrap();
        for m in moves {
            let m = m.parse().unwrap();
            pos.make_move(m);
        }
        pos
    }

    fn squares(list: &[Square]) -> Vec<String> {
        let mut names: Vec<String> = list.iter().map(Square::to_string).collect();
        names.sort();
        names
    }

    fn escapes(mated: &Mated) -> Vec<(String, Vec<String>)> {
        let mut list: Vec<_> = mated
            .escapes
            .iter()
            .map(|e| (e.to.to_string(), squares(&e.held_by)))
            .collect();
        list.sort();
        list
    }

    #[test]
    fn a_side_with_a_move_is_not_mated() {
        assert_eq!(Position::startpos().why_mated(), None);
        // In check, but the general can step away.
        assert_eq!(
            after("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1", &["b8b9"]).why_mated(),
            None
        );
    }

    #[test]
    fn the_guides_back_rank_mate_names_the_checker_and_who_holds_each_point() {
        // The guide's checkmate: a chariot checks along the back rank, the other holds
        // the rank below, the red general the middle file.
        let mated = after("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1", &["a0a9"])
            .why_mated()
            .unwrap();
        assert_eq!(squares(&mated.checkers), ["a9"]);
        assert_eq!(
            escapes(&mated),
            [
                ("d8".into(), vec!["b8".into()]),
                ("e9".into(), vec!["a9".into(), "e0".into()])
            ]
        );
    }

    #[test]
    fn a_stalemate_has_no_checker_and_every_point_held() {
        // The guide's stalemate: the soldier holds d8, the red general e9.
        let mated = after("3k5/9/2P6/9/9/9/9/9/9/4K4 w - - 0 1", &["c7c8"])
            .why_mated()
            .unwrap();
        assert!(mated.checkers.is_empty());
        assert_eq!(
            escapes(&mated),
            [
                ("d8".into(), vec!["c8".into()]),
                ("e9".into(), vec!["e0".into()])
            ]
        );
    }

    #[test]
    fn a_point_taken_by_an_own_piece_is_blocked() {
        // 悶殺: a horse mates a general boxed in by its own advisors and horse.
        let mated = after("3aka3/4n4/3N5/9/9/9/9/9/9/3K5 b - - 0 1", &[])
            .why_mated()
            .unwrap();
        assert_eq!(squares(&mated.checkers), ["d7"]);
        assert_eq!(mated.escapes.len(), 3);
        assert!(mated.escapes.iter().all(Escape::is_blocked_by_own));
    }

    #[test]
    fn a_double_check_names_both_checkers_and_every_holder() {
        // A chariot along the back rank and a cannon over a soldier up the file; the
        // red general holds the d-file.
        let mated = after("R3k4/9/4P4/9/4C4/9/9/9/9/3K5 b - - 0 1", &[])
            .why_mated()
            .unwrap();
        assert_eq!(squares(&mated.checkers), ["a9", "e5"]);
        assert_eq!(
            escapes(&mated),
            [
                ("d9".into(), vec!["a9".into(), "d0".into()]),
                ("e8".into(), vec!["e5".into(), "e7".into()]),
                ("f9".into(), vec!["a9".into()]),
            ]
        );
    }
}

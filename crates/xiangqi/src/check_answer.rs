//! How a move answers a check, in the four ways a newcomer is taught them: the general
//! steps out of it, the checking piece is taken, a piece is put in between, or what the
//! check stands on is taken away (a cannon's screen leaves the line, a piece stands on a
//! checking horse's leg). The lessons judge an "answer the check" exercise by it; the
//! geometry is the rules crate's, never worked out again in the page.

use crate::tables::TABLES;
use crate::{Move, Position, Role, Square};

/// The way a legal move answers a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckAnswer {
    /// The general steps out of check (走將).
    Away,
    /// A checking piece is taken (吃子).
    Capture,
    /// A piece stands between a checking chariot or cannon and the general (墊將).
    Block,
    /// A cannon's screen leaves the line, or a piece stands on a checking horse's leg
    /// (拆炮架, 蹩馬腿).
    Unscreen,
}

impl CheckAnswer {
    /// The answer's id, as the page and the lessons name it.
    pub fn as_str(self) -> &'static str {
        match self {
            CheckAnswer::Away => "away",
            CheckAnswer::Capture => "capture",
            CheckAnswer::Block => "block",
            CheckAnswer::Unscreen => "unscreen",
        }
    }
}

impl Position {
    /// How `m` answers the check the side to move is in: `None` when it is not in check
    /// or `m` is not a legal move. With two pieces giving check, a move that is no
    /// capture and no step of the general is named by the first checker it stops, as
    /// `attackers_of_general` lists them.
    pub fn check_answer(&self, m: Move) -> Option<CheckAnswer> {
        if !self.is_check() || !self.legal_moves().contains(&m) {
            return None;
        }
        let general = self.general(self.turn());
        if m.from == general {
            return Some(CheckAnswer::Away);
        }
        let checkers = self.attackers_of_general(self.turn(), general);
        if checkers.contains(&m.to) {
            return Some(CheckAnswer::Capture);
        }
        checkers.into_iter().find_map(|checker| {
            let line = between(checker, general);
            match self.piece_at(checker)?.role {
                Role::Horse => {
                    (horse_leg(checker, general) == Some(m.to)).then_some(CheckAnswer::Unscreen)
                }
                Role::Cannon if line.contains(&m.from) && !line.contains(&m.to) => {
                    Some(CheckAnswer::Unscreen)
                }
                Role::Chariot | Role::Cannon if line.contains(&m.to) => Some(CheckAnswer::Block),
                _ => None,
            }
        })
    }
}

/// The points strictly between `a` and `b` on one file or rank; none when they are not
/// on one.
fn between(a: Square, b: Square) -> Vec<Square> {
    // Files and ranks are at most 9: the differences fit an i8.
    let df = b.file() as i8 - a.file() as i8;
    let dr = b.rank() as i8 - a.rank() as i8;
    if df != 0 && dr != 0 {
        return Vec::new();
    }
    let step = (df.signum(), dr.signum());
    std::iter::successors(a.offset(step.0, step.1), |s| s.offset(step.0, step.1))
        .take_while(|&s| s != b)
        .collect()
}

/// The leg of the horse on `horse` that it jumps over to reach `to`, when it can.
fn horse_leg(horse: Square, to: Square) -> Option<Square> {
    TABLES.horse_attackers[to.index()]
        .iter()
        .find(|&(from, _)| from == horse)
        .map(|(_, leg)| leg)
}

#[cfg(test)]
mod tests {
    use super::CheckAnswer::{self, *};
    use crate::{Move, Position};

    fn answer(fen: &str, m: &str) -> Option<CheckAnswer> {
        let pos: Position = fen.parse().unwrap();
        pos.check_answer(m.parse::<Move>().unwrap())
    }

    /// The lessons' five positions (web/js/learn/exercises.js, answer-1 … answer-5) and
    /// the answer each teaches.
    #[test]
    fn each_way_of_answering_the_lessons_teach() {
        assert_eq!(
            answer("3k5/9/9/9/4r4/9/9/9/9/3AK1B2 w - - 0 1", "e0f0"),
            Some(Away)
        );
        assert_eq!(
            answer("5k3/9/9/9/R3r4/9/9/9/9/3AKAB2 w - - 0 1", "a5e5"),
            Some(Capture)
        );
        assert_eq!(
            answer("3k5/9/4r4/9/9/9/9/2N6/9/3AK1B2 w - - 0 1", "d0e1"),
            Some(Block)
        );
        // The horse that screens the cannon steps off the file.
        assert_eq!(
            answer("3k5/9/4c4/9/9/9/4N4/9/9/3AKAB2 w - - 0 1", "e3f5"),
            Some(Unscreen)
        );
        // The chariot stands on the checking horse's leg.
        assert_eq!(
            answer("3k5/9/9/9/9/9/9/5n3/R8/3AKAB2 w - - 0 1", "a1f1"),
            Some(Unscreen)
        );
    }

    #[test]
    fn a_second_screen_blocks_a_cannon_and_a_screen_leaving_unscreens() {
        // Cannon e7, screen e3 (a horse), general e0; the chariot on a2 steps to e2.
        let fen = "3k5/9/4c4/9/9/9/4N4/R8/9/3AKAB2 w - - 0 1";
        assert_eq!(answer(fen, "a2e2"), Some(Block));
        assert_eq!(answer(fen, "e3d5"), Some(Unscreen));
    }

    #[test]
    fn none_out_of_check_or_for_an_illegal_move() {
        let start = crate::START_FEN;
        assert_eq!(answer(start, "h2e2"), None);
        // In check from the chariot on e5: a horse move elsewhere does not answer it.
        assert_eq!(
            answer("3k5/9/9/9/4r4/9/9/9/9/3AKAB1N w - - 0 1", "i0h2"),
            None
        );
    }
}

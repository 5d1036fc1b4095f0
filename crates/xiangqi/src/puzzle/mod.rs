//! Mate puzzles: positions where the side to move forces a win, their solutions, and the
//! checks that make a puzzle fair; and the classic endgame studies of the old manuals
//! (`study`).
//!
//! A position is a puzzle of mate in `k` when the side to move (the solver) forces a win
//! (checkmate or stalemate) in `k` moves and no fewer, and:
//! - exactly one first move wins, where "wins" is proven exactly within
//!   `first_move_bound(k)` moves: `k + MARGIN`, but not past `PROVEN_WITHIN` (the solver's
//!   other moves do not win that fast; the engine is asked about slower wins, see
//!   `xiangqi puzzles`);
//! - at each later turn of the solver, exactly one move keeps the shortest win (others may
//!   win more slowly: the page accepts them with a note);
//! - the defence's moves in the line resist longest (the most moves left to the solver;
//!   among equals, the first in ICCS order, so the line follows from the position alone).

pub mod mate;
mod shipped;
mod study;
mod themes;

pub use shipped::{shipped, Shipped};
pub use study::{studies, Goal, Study};
pub use themes::{rating, themes, Theme};

use crate::{Move, Position};
use mate::{OutOfBudget, Solver};

/// How far past the shortest win a first move's alternatives are proven not to win...
pub const MARGIN: u32 = 2;
/// ...but no further than this many moves. A full-width proof that a move does not win
/// within 7 moves mostly runs past any budget a generator can afford, so for a mate in
/// 5 or more the margin shrinks (to none for a mate in 6 or 7: the first move is then
/// proven the one fastest, as every later move is) and only the engine's search rules
/// out a slower win.
pub const PROVEN_WITHIN: u32 = 6;

/// The moves within which a mate in `k`'s other first moves are proven not to win.
pub fn first_move_bound(k: u32) -> u32 {
    (k + MARGIN).min(PROVEN_WITHIN).max(k)
}

/// A mate puzzle: the start, and the line solver and defence alternating to the win.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub start: Position,
    pub line: Vec<Move>,
    /// Moves of the solver to the win.
    pub mate_in: u32,
}

/// Why a position is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotAPuzzle {
    /// The side to move does not force a win within the moves asked.
    NoWin,
    /// More than one first move wins: the solver's choice is not forced.
    SeveralFirstMoves(Vec<Move>),
    /// At a later turn, more than one move keeps the shortest win.
    SeveralFastest { ply: usize, moves: Vec<Move> },
    /// The exact search ran past its budget.
    OutOfBudget,
}

impl From<OutOfBudget> for NotAPuzzle {
    fn from(_: OutOfBudget) -> NotAPuzzle {
        NotAPuzzle::OutOfBudget
    }
}

/// Makes the puzzle of `pos`, if it is one of mate in at most `max` (see the module's
/// rules), visiting at most `budget` positions.
pub fn solve(pos: &Position, max: u32, budget: u64) -> Result<Puzzle, NotAPuzzle> {
    let mut solver = Solver::new(budget);
    let k = solver.shortest_win(pos, max)?.ok_or(NotAPuzzle::NoWin)?;
    let first = winning_moves(&mut solver, pos, first_move_bound(k))?;
    if first.len() != 1 {
        return Err(NotAPuzzle::SeveralFirstMoves(first));
    }
    let mut line = Vec::new();
    let mut at = pos.clone();
    let mut left = k;
    let mut m = first[0];
    loop {
        line.push(m);
        let replies = solver.replies(&at, m, left)?;
        at.make_move(m);
        // The reply that leaves the solver the most moves (none left means the win); among
        // equals the first in ICCS order, which depends on the position alone (the order
        // moves are generated in also depends on how the position was reached).
        let Some((r, r_left)) = replies
            .iter()
            .map(|&(r, n)| (r, n.unwrap_or(u32::MAX)))
            .min_by_key(|&(r, n)| (std::cmp::Reverse(n), r.to_string()))
        else {
            break;
        };
        debug_assert!(r_left < left, "every reply loses within the moves left");
        line.push(r);
        at.make_move(r);
        left = r_left;
        let fastest = winning_moves(&mut solver, &at, left)?;
        if fastest.len() != 1 {
            return Err(NotAPuzzle::SeveralFastest {
                ply: line.len(),
                moves: fastest,
            });
        }
        m = fastest[0];
    }
    Ok(Puzzle {
        start: pos.clone(),
        line,
        mate_in: k,
    })
}

/// The moves of `pos` that win within `n`.
fn winning_moves(solver: &mut Solver, pos: &Position, n: u32) -> Result<Vec<Move>, OutOfBudget> {
    let mut out = Vec::new();
    for &m in pos.legal_moves().iter() {
        if solver.move_wins(pos, m, n)? {
            out.push(m);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    fn line(p: &Puzzle) -> String {
        p.line
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn equally_long_defences_go_to_the_first_in_iccs_order() {
        // After c2c0 both e1d0 and f0f1 leave Black two moves. Generated moves come in
        // the order of the position's piece list, which differs between this position
        // read from its FEN and the same position reached in a game; the line may not.
        let p = solve(
            &pos("5kb2/9/9/9/9/9/9/2r2A3/4A4/5K3 b - - 3 91"),
            3,
            1_000_000,
        )
        .unwrap();
        assert_eq!(line(&p), "c2c0 e1d0 c0d0 f0f1 d0e0");
    }

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    #[test]
    fn a_won_ending_is_no_puzzle_for_its_many_winning_first_moves() {
        // Two chariots against a bare general: a0a9 mates at once, but nearly every move
        // wins within three, so the solver's choice proves nothing.
        let p = pos("4k4/R8/9/9/9/9/9/9/9/R2K5 w - - 0 1");
        let mut solver = Solver::new(1_000_000);
        assert_eq!(solver.shortest_win(&p, 3), Ok(Some(1)));
        assert_eq!(solver.move_wins(&p, mv("a0a9"), 1), Ok(true));
        assert_eq!(solver.move_wins(&p, mv("a0a1"), 1), Ok(false));
        match solve(&p, 3, 10_000_000) {
            Err(NotAPuzzle::SeveralFirstMoves(moves)) => assert!(moves.len() > 10, "{moves:?}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_stalemate_wins_as_a_mate_does() {
        // After a7a8 Black's general is not in check and has no move: d8 is the
        // chariot's, e9 faces Red's general. a7d7 mates; a7a9 checks but lets it out.
        let p = pos("3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1");
        let mut solver = Solver::new(1_000_000);
        assert_eq!(solver.move_wins(&p, mv("a7a8"), 1), Ok(true));
        assert_eq!(solver.move_wins(&p, mv("a7d7"), 1), Ok(true));
        assert_eq!(solver.move_wins(&p, mv("a7a9"), 1), Ok(false));
    }

    #[test]
    fn puzzles_from_the_engines_own_games_solve_as_they_were_made() {
        // Written by `xiangqi puzzles generate` (seed 7 and 1): a chariot's mate in four
        // that ends in a stalemate (the last capture leaves Black no move), and mates in
        // one for each side.
        for (fen, solution, k) in [
            (
                "3k5/2crP4/2R6/9/p8/9/P8/4B4/4A4/4KA3 w - - 3 60",
                "e8d8 d9d8 c7c8 d8d7 c8e8 a5a4 a3a4",
                4,
            ),
            ("3akab2/9/4b4/4p4/9/8p/9/8n/4Ar3/3K5 b - - 1 49", "f1e1", 1),
            (
                "4kab2/1N2a1c2/4b1P2/9/4C4/8c/3C3n1/4B4/4A4/2BA1K3 w - - 0 46",
                "b8d7",
                1,
            ),
        ] {
            let p = solve(&pos(fen), 7, 50_000_000).unwrap_or_else(|e| panic!("{fen}: {e:?}"));
            assert_eq!((line(&p).as_str(), p.mate_in), (solution, k), "{fen}");
        }
    }

    #[test]
    fn running_out_of_budget_anywhere_in_the_search_is_an_answer_not_a_panic() {
        // A search stopped deep inside must take back every move it made on the way
        // out: stopped at the 1,052nd position, this one once took back a move from the
        // wrong board and panicked. Every budget around it solves or says it ran out.
        let p = pos("4kab2/4aN3/b2Rc1r2/p3C3p/9/9/P3P3c/2N6/4A4/4KAB2 w - - 10 33");
        for budget in (1_000..1_100).chain([1, 10, 100, 10_000, 100_000]) {
            if let Err(e) = solve(&p, 7, budget) {
                assert_eq!(e, NotAPuzzle::OutOfBudget, "budget {budget}");
            }
        }
    }

    #[test]
    fn a_long_mates_other_first_moves_are_proven_as_far_as_a_proof_reaches() {
        let bounds: Vec<u32> = (1..=7).map(first_move_bound).collect();
        assert_eq!(bounds, [3, 4, 5, 6, 6, 6, 7]);
    }

    #[test]
    fn the_start_is_no_puzzle_and_a_small_budget_says_so() {
        assert_eq!(
            solve(&Position::startpos(), 2, 10_000_000),
            Err(NotAPuzzle::NoWin)
        );
        assert_eq!(
            solve(&Position::startpos(), 3, 10),
            Err(NotAPuzzle::OutOfBudget)
        );
    }
}

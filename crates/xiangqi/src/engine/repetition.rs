//! The repetition rules of docs/rules.md as the search sees them: the positions of the
//! game and of the current search line, and what repeating one of them means.
//!
//! Inside the tree the first repetition already counts (the line could simply be played
//! again), which is the usual practice and finds the cycles early. A cycle that began
//! before the search did is different: the game has been round it only once, and the
//! side that would lose it may still leave it. Such a repetition is taken as the draw
//! it would be if no one checked or chased; one that would decide the game counts only
//! on the third occurrence, as in the game itself, so the search goes on past it. Perpetual check is
//! read off the check flags kept along the line; perpetual chase needs the rules' own
//! judge, which is costly, so it runs only when a position has repeated and neither
//! side checked throughout.

use crate::{judge_cycle, Game, Move, Position, RuleSet};

#[derive(Copy, Clone, Debug)]
struct Entry {
    hash: u64,
    /// The side to move is in check here, so the move that led here gave check.
    in_check: bool,
    /// Plies since the last capture, so the look-back stops at an irreversible move.
    halfmoves: u32,
    /// The move that led here; `None` at the start and after a null move.
    mv: Option<Move>,
}

/// What a repetition means for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    Draw,
    /// The opponent checked on every move of the cycle (and we did not), or, with no
    /// checks, chased the same piece on every move (and we did not).
    Win,
    /// We checked or chased on every move of the cycle, and the opponent did not.
    Loss,
}

/// Positions from the start of the game to the current node.
#[derive(Clone, Debug, Default)]
pub(crate) struct Path {
    entries: Vec<Entry>,
    /// Index of the position the search started from; entries before it are the game.
    root: usize,
}

impl Path {
    pub(crate) fn push(&mut self, hash: u64, in_check: bool, halfmoves: u32, mv: Option<Move>) {
        self.entries.push(Entry {
            hash,
            in_check,
            halfmoves,
            mv,
        });
    }

    /// Marks the last position as the one the search starts from.
    pub(crate) fn set_root(&mut self) {
        self.root = self.entries.len().saturating_sub(1);
    }

    pub(crate) fn pop(&mut self) {
        self.entries.pop();
    }

    /// Is the side to move in the current position in check?
    pub(crate) fn in_check(&self) -> bool {
        self.entries.last().is_some_and(|e| e.in_check)
    }

    /// Has the current (last) position, `pos`, occurred before since the last capture,
    /// and if so what does the cycle mean under `rules`?
    pub(crate) fn verdict(&self, rules: RuleSet, pos: &Position) -> Option<Verdict> {
        let n = self.entries.len();
        let cur = *self.entries.last()?;
        let reach = (cur.halfmoves as usize).min(n - 1);
        // Same side to move means an even distance; a cycle needs at least four plies.
        let mut occurrences = (4..=reach)
            .step_by(2)
            .map(|back| n - 1 - back)
            .filter(|&j| self.entries[j].hash == cur.hash);
        let earlier = occurrences.next()?;
        let decided = earlier >= self.root || occurrences.next().is_some();
        let verdict = self.cycle_verdict(rules, earlier, pos);
        if decided || verdict == Verdict::Draw {
            Some(verdict)
        } else {
            None
        }
    }

    /// What the cycle from entry `earlier` to the current position means under `rules`.
    fn cycle_verdict(&self, rules: RuleSet, earlier: usize, pos: &Position) -> Verdict {
        if rules == RuleSet::Casual {
            return Verdict::Draw;
        }
        let n = self.entries.len();
        // Entries j+1..n-1 were each reached by one move of the cycle. Those at an even
        // distance from the current one were reached by the opponent's moves.
        let all_checks = |parity: usize| {
            (earlier + 1..n)
                .filter(|p| (n - 1 - p) % 2 == parity)
                .all(|p| self.entries[p].in_check)
        };
        match (all_checks(0), all_checks(1)) {
            (true, false) => Verdict::Win,
            (false, true) => Verdict::Loss,
            (true, true) => Verdict::Draw,
            (false, false) => self.chase_verdict(earlier, pos),
        }
    }

    /// The rules' verdict on the cycle since entry `earlier`, when no one checked
    /// throughout: a perpetual chase or a draw. The cycle ends where it began, in
    /// `pos`, so its moves replay from there.
    fn chase_verdict(&self, earlier: usize, pos: &Position) -> Verdict {
        let cycle: Option<Vec<Move>> = self.entries[earlier + 1..].iter().map(|e| e.mv).collect();
        // A null move inside the window: not a line that can be played in a game.
        let Some(cycle) = cycle else {
            return Verdict::Draw;
        };
        match judge_cycle(pos, &cycle, RuleSet::Asian).winner {
            None => Verdict::Draw,
            Some(winner) if winner == pos.turn() => Verdict::Win,
            Some(_) => Verdict::Loss,
        }
    }
}

/// Root moves after which the game's own judge declares the mover lost (the third
/// occurrence, where the tree already judged the second). Empty when the game is over or
/// every move loses (then the search simply does its best).
pub(crate) fn losing_by_rule(game: &Game) -> Vec<Move> {
    let mut game = game.clone();
    let us = game.position().turn();
    let candidates = game.legal_moves();
    let losing: Vec<Move> = candidates
        .iter()
        .copied()
        .filter(|&m| {
            let lost =
                game.play(m).is_ok() && game.outcome().is_some_and(|o| o.winner == Some(!us));
            game.undo();
            lost
        })
        .collect();
    if losing.len() == candidates.len() {
        Vec::new()
    } else {
        losing
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path(items: &[(u64, bool)]) -> Path {
        let mut p = Path::default();
        for (i, &(h, c)) in items.iter().enumerate() {
            p.push(h, c, i as u32, None);
        }
        p
    }

    #[test]
    fn quiet_cycle_is_a_draw_and_casual_never_punishes() {
        let p = path(&[(1, false), (2, false), (3, false), (4, false), (1, false)]);
        assert_eq!(
            p.verdict(RuleSet::Asian, &Position::startpos()),
            Some(Verdict::Draw)
        );
        let checks = path(&[(1, false), (2, true), (3, false), (4, true), (1, false)]);
        assert_eq!(
            checks.verdict(RuleSet::Casual, &Position::startpos()),
            Some(Verdict::Draw)
        );
    }

    #[test]
    fn perpetual_checker_loses() {
        // The side to move at the end made the moves into entries 1 and 3, both checks.
        let p = path(&[(1, false), (2, true), (3, false), (4, true), (1, false)]);
        assert_eq!(
            p.verdict(RuleSet::Asian, &Position::startpos()),
            Some(Verdict::Loss)
        );
        // Here the opponent made the checking moves (into entries 2 and 4).
        let q = path(&[(1, false), (2, false), (3, true), (4, false), (1, true)]);
        assert_eq!(
            q.verdict(RuleSet::Asian, &Position::startpos()),
            Some(Verdict::Win)
        );
        let both = path(&[(1, true), (2, true), (3, true), (4, true), (1, true)]);
        assert_eq!(
            both.verdict(RuleSet::Asian, &Position::startpos()),
            Some(Verdict::Draw)
        );
    }

    #[test]
    fn a_cycle_begun_before_the_root_decides_only_the_third_time() {
        // The checker moved into entries 1 and 3; the search starts at entry 2.
        let mut p = path(&[(1, false), (2, true), (3, false)]);
        p.set_root();
        p.push(4, true, 3, None);
        p.push(1, false, 4, None);
        assert_eq!(p.verdict(RuleSet::Asian, &Position::startpos()), None);
        // Without checks the repetition is the draw it would be anyway.
        let mut quiet = path(&[(1, false), (2, false), (3, false)]);
        quiet.set_root();
        quiet.push(4, false, 3, None);
        quiet.push(1, false, 4, None);
        assert_eq!(
            quiet.verdict(RuleSet::Asian, &Position::startpos()),
            Some(Verdict::Draw)
        );
        // The game went round once before the search: now the third occurrence loses,
        // as the game's judge would say.
        let mut twice = path(&[(1, false), (2, true), (3, false), (4, true), (1, false)]);
        twice.push(2, true, 5, None);
        twice.push(3, false, 6, None);
        twice.set_root();
        twice.push(4, true, 7, None);
        twice.push(1, false, 8, None);
        assert_eq!(
            twice.verdict(RuleSet::Asian, &Position::startpos()),
            Some(Verdict::Loss)
        );
    }

    #[test]
    fn the_judge_names_the_perpetual_check_that_would_lose() {
        let start = Position::from_fen("4k4/9/9/9/9/9/rr7/9/9/3K4R w - - 0 1").unwrap();
        let moves: Vec<Move> = "i0i9 e9e8 i9i8 e8e9 i8i9 e9e8 i9i8 e8e9"
            .split(' ')
            .map(|m| m.parse().unwrap())
            .collect();
        let game = |rules| Game::replay(start.clone(), &moves, rules).unwrap();
        let losing = losing_by_rule(&game(RuleSet::Asian));
        assert_eq!(losing, vec!["i8i9".parse::<Move>().unwrap()]);
        assert!(losing_by_rule(&game(RuleSet::Casual)).is_empty());
    }

    #[test]
    fn the_side_that_chased_throughout_loses_the_cycle() {
        // The a8 chariot follows the unprotected cannon between the a and b files.
        let mut pos = Position::from_fen("4k4/r8/9/9/9/9/9/C8/9/3K5 w - - 0 1").unwrap();
        let mut p = Path::default();
        p.push(pos.hash(), false, 0, None);
        let mut verdicts = Vec::new();
        for m in ["a2b2", "a8b8", "b2a2", "b8a8", "a2b2", "a8b8"] {
            let m: Move = m.parse().unwrap();
            pos.make_move(m);
            p.push(pos.hash(), pos.is_check(), pos.halfmove_clock(), Some(m));
            verdicts.push(p.verdict(RuleSet::Asian, &pos));
        }
        // Red to move after Black's chase completes the first cycle: Red wins it; then
        // Black to move after Red's flight: Black, the chaser, loses.
        assert_eq!(verdicts[..3], [None, None, None]);
        assert_eq!(
            verdicts[3..],
            [Some(Verdict::Win), Some(Verdict::Loss), Some(Verdict::Win)]
        );
        assert_eq!(p.verdict(RuleSet::Casual, &pos), Some(Verdict::Draw));
    }

    #[test]
    fn captures_cut_the_look_back() {
        let mut p = path(&[(1, false), (2, false), (3, false), (4, false)]);
        p.push(1, false, 2, None);
        assert_eq!(p.verdict(RuleSet::Asian, &Position::startpos()), None);
        assert_eq!(
            path(&[(1, false), (2, false), (1, false)])
                .verdict(RuleSet::Asian, &Position::startpos()),
            None
        );
    }
}

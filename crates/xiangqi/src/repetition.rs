//! Threefold repetition and who is to blame for it (docs/rules.md, "Judging a repetition").

use crate::chase::{self, PieceSet};
use crate::outcome::{Outcome, Reason};
use crate::{Color, Move, Position, RuleSet, Square};

/// The outcome when the last of `positions` is the third occurrence of a position
/// since the last capture; `None` otherwise. Each position follows the one before by
/// one move.
pub(crate) fn judge(positions: &[Position], rules: RuleSet) -> Option<Outcome> {
    let first = first_of_three(positions)?;
    Some(match rules {
        RuleSet::Casual => Outcome::draw(Reason::Repetition),
        RuleSet::Asian => blame(&positions[first..]),
    })
}

/// The verdict on one turn of a repetition cycle: `moves`, played from `start`, lead
/// back to `start`'s position. This is how the game will judge the repetition if the
/// same moves are played again up to the third occurrence, so an engine can follow
/// perpetual check and chase in its search. It is the full judge (chase sets and all),
/// so call it when a position has actually repeated, not on every move. A move that is
/// not legal on the way ends the judging with a plain repetition draw.
pub fn judge_cycle(start: &Position, moves: &[Move], rules: RuleSet) -> Outcome {
    let draw = Outcome::draw(Reason::Repetition);
    if rules == RuleSet::Casual {
        return draw;
    }
    let mut positions = Vec::with_capacity(moves.len() + 1);
    positions.push(start.clone());
    for &m in moves {
        let mut next = positions[positions.len() - 1].clone();
        if next.play(m).is_err() {
            return draw;
        }
        positions.push(next);
    }
    blame(&positions)
}

/// Where the current position first occurred, if it has occurred twice before since
/// the last capture.
fn first_of_three(positions: &[Position]) -> Option<usize> {
    let now = positions.len().checked_sub(1)?;
    let current = &positions[now];
    // Nothing before a capture can repeat; a FEN's clock may reach back before the start.
    let since_capture = now - (current.halfmove_clock() as usize).min(now);
    // Only every other position has the same side to move.
    let (count, first) = (since_capture..=now)
        .rev()
        .step_by(2)
        .skip(1)
        .filter(|&i| same_position(&positions[i], current))
        .fold((0, now), |(count, _), i| (count + 1, i));
    (count >= 2).then_some(first)
}

/// Same board and side to move. The hash decides almost always; the board comparison
/// makes a hash collision harmless.
fn same_position(a: &Position, b: &Position) -> bool {
    a.hash() == b.hash()
        && a.turn() == b.turn()
        && Square::all().all(|s| a.piece_at(s) == b.piece_at(s))
}

/// The Asian verdict on the window of a repetition: `positions[0]` is the first
/// occurrence, the last one the third.
fn blame(positions: &[Position]) -> Outcome {
    // Each move of the window as the positions before and after it, for one side.
    let moves_of = |side: Color| {
        positions
            .windows(2)
            .map(|pair| (&pair[0], &pair[1]))
            .filter(move |(before, _)| before.turn() == side)
    };
    let checks_always = |side: Color| moves_of(side).all(|(_, after)| after.is_check());
    // Some enemy piece is chased by every move `side` made.
    let chases_always = |side: Color| {
        moves_of(side)
            .try_fold(PieceSet::ALL, |common, (before, after)| {
                let left = common & chase::chased(before, after);
                (!left.is_empty()).then_some(left)
            })
            .is_some()
    };
    let red_checks = checks_always(Color::Red);
    let black_checks = checks_always(Color::Black);
    if red_checks && black_checks {
        return Outcome::draw(Reason::Repetition);
    }
    if let Some(loser) = lone_culprit(red_checks, black_checks) {
        return Outcome::win(!loser, Reason::PerpetualCheck);
    }
    match lone_culprit(chases_always(Color::Red), chases_always(Color::Black)) {
        Some(loser) => Outcome::win(!loser, Reason::PerpetualChase),
        None => Outcome::draw(Reason::Repetition),
    }
}

/// The one side that broke a rule, if exactly one did.
fn lone_culprit(red: bool, black: bool) -> Option<Color> {
    match (red, black) {
        (true, false) => Some(Color::Red),
        (false, true) => Some(Color::Black),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cycle(text: &str) -> Vec<Move> {
        text.split_whitespace()
            .map(|m| m.parse().unwrap())
            .collect()
    }

    /// 9 . . . . k . . . .
    /// 8 r . . . . . . . .   a8 chariot chases the unprotected cannon, which flees
    /// 2 C . . . . . . . .   between the a and b files
    /// 0 . . . K . . . . .
    const CHASE_FEN: &str = "4k4/r8/9/9/9/9/9/C8/9/3K5 w - - 0 1";

    #[test]
    fn one_turn_of_a_chase_cycle_is_judged_like_the_third_occurrence() {
        let start = Position::from_fen(CHASE_FEN).unwrap();
        let red_first = cycle("a2b2 a8b8 b2a2 b8a8");
        let red_wins = Outcome::win(Color::Red, Reason::PerpetualChase);
        assert_eq!(judge_cycle(&start, &red_first, RuleSet::Asian), red_wins);
        // The same cycle entered one move later.
        let mut after = start.clone();
        after.play(red_first[0]).unwrap();
        let black_first = cycle("a8b8 b2a2 b8a8 a2b2");
        assert_eq!(judge_cycle(&after, &black_first, RuleSet::Asian), red_wins);
    }

    #[test]
    fn casual_rules_and_illegal_moves_give_a_plain_draw() {
        let start = Position::from_fen(CHASE_FEN).unwrap();
        let draw = Outcome::draw(Reason::Repetition);
        let moves = cycle("a2b2 a8b8 b2a2 b8a8");
        assert_eq!(judge_cycle(&start, &moves, RuleSet::Casual), draw);
        let broken = cycle("a2b2 a8b8 b2a3 b8a8");
        assert_eq!(judge_cycle(&start, &broken, RuleSet::Asian), draw);
    }
}

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
    let red_checks = checks_always(positions, Color::Red);
    let black_checks = checks_always(positions, Color::Black);
    if red_checks && black_checks {
        return Outcome::draw(Reason::Repetition);
    }
    if let Some(loser) = lone_culprit(red_checks, black_checks) {
        return Outcome::win(!loser, Reason::PerpetualCheck);
    }
    let chases_always = |side| !chased_always(positions, side).is_empty();
    match lone_culprit(chases_always(Color::Red), chases_always(Color::Black)) {
        Some(loser) => Outcome::win(!loser, Reason::PerpetualChase),
        None => Outcome::draw(Reason::Repetition),
    }
}

/// Each move `side` made in the window, as the positions before and after it.
fn moves_of(positions: &[Position], side: Color) -> impl Iterator<Item = (&Position, &Position)> {
    positions
        .windows(2)
        .map(|pair| (&pair[0], &pair[1]))
        .filter(move |(before, _)| before.turn() == side)
}

/// Did every move `side` made in the window give check?
fn checks_always(positions: &[Position], side: Color) -> bool {
    moves_of(positions, side).all(|(_, after)| after.is_check())
}

/// The enemy pieces that every move `side` made in the window chased (empty when no
/// piece was chased by all of them).
fn chased_always(positions: &[Position], side: Color) -> PieceSet {
    moves_of(positions, side)
        .try_fold(PieceSet::ALL, |common, (before, after)| {
            let left = common & chase::chased(before, after);
            (!left.is_empty()).then_some(left)
        })
        .unwrap_or(PieceSet::EMPTY)
}

/// A repetition ruling explained, for a player who wants to see why: the cycle that was
/// judged and, for a perpetual chase, the piece that was chased.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RepetitionRuling {
    /// How the game ended.
    pub outcome: Outcome,
    /// The index, in the game's positions, where the repeated position first stood: the
    /// judged cycle is the moves from there to the end.
    pub first: usize,
    /// For a perpetual chase, where the pieces the loser chased with every move stand in
    /// the last position (one piece, as a rule); empty for any other ruling.
    pub chased: Vec<Square>,
}

/// The ruling on the last of `positions` when it is the third occurrence of a position
/// since the last capture, with what it rests on; `None` otherwise.
pub(crate) fn explain(positions: &[Position], rules: RuleSet) -> Option<RepetitionRuling> {
    let first = first_of_three(positions)?;
    let outcome = judge(positions, rules)?;
    let window = &positions[first..];
    let chased = match (outcome.reason, outcome.winner) {
        (Reason::PerpetualChase, Some(winner)) => {
            let pieces = chased_always(window, !winner);
            let last = &positions[positions.len() - 1];
            Square::all()
                .filter(|&s| last.piece_id(s).is_some_and(|id| pieces.contains(id)))
                .collect()
        }
        _ => Vec::new(),
    };
    Some(RepetitionRuling {
        outcome,
        first,
        chased,
    })
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

    #[test]
    fn a_perpetual_chase_is_explained_by_its_cycle_and_the_chased_piece() {
        // The chariot chases the cannon from file to file; Red's cannon is the chased
        // piece wherever it stands at the end.
        let mut positions = vec![Position::from_fen(CHASE_FEN).unwrap()];
        for m in cycle("a2b2 a8b8 b2a2 b8a8 a2b2 a8b8 b2a2 b8a8") {
            let mut next = positions[positions.len() - 1].clone();
            next.play(m).unwrap();
            positions.push(next);
        }
        let ruling = explain(&positions, RuleSet::Asian).unwrap();
        assert_eq!(
            ruling.outcome,
            Outcome::win(Color::Red, Reason::PerpetualChase)
        );
        assert_eq!(ruling.first, 0);
        assert_eq!(ruling.chased, vec!["a2".parse::<Square>().unwrap()]);
        // One move short of the third occurrence, nothing is ruled yet.
        assert_eq!(explain(&positions[..8], RuleSet::Asian), None);
        // Under casual rules the same cycle is a plain draw, with nothing chased.
        let casual = explain(&positions, RuleSet::Casual).unwrap();
        assert_eq!(casual.outcome, Outcome::draw(Reason::Repetition));
        assert!(casual.chased.is_empty());
    }
}

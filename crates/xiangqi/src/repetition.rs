//! Threefold repetition and who is to blame for it (`endgame.md`, step 3).

use crate::chase::{self, PieceSet};
use crate::outcome::{Outcome, Reason};
use crate::{Color, Position, RuleSet, Square};

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

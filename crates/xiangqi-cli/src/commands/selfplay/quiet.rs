//! A quick static look at whether a position is quiet enough to label for tuning: the
//! evaluation should not have to guess the outcome of a pending exchange.

use xiangqi::{Position, Role};

/// Rough values, only to see whether a capture wins material outright.
fn value(role: Role) -> i32 {
    match role {
        Role::General => 10_000,
        Role::Chariot => 900,
        Role::Horse => 400,
        Role::Cannon => 450,
        Role::Advisor | Role::Elephant => 110,
        Role::Soldier => 60,
    }
}

/// Not in check, and no capture for the side to move that wins material at once:
/// taking something worth more than the taker, or anything the other side cannot
/// take back.
pub fn is_quiet(pos: &Position) -> bool {
    if pos.is_check() {
        return false;
    }
    let mut scratch = pos.clone();
    for m in pos.legal_captures().iter().copied() {
        let attacker = pos.piece_at(m.from).expect("a move starts on a piece");
        let victim = pos.piece_at(m.to).expect("a capture lands on a piece");
        if value(victim.role) > value(attacker.role) {
            return false;
        }
        let undo = scratch.make_move(m);
        let recaptured = scratch.legal_captures().iter().any(|r| r.to == m.to);
        scratch.unmake_move(m, undo);
        if !recaptured {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_quiet_and_a_hanging_piece_is_not() {
        assert!(is_quiet(&Position::startpos()));
        // Red's chariot can take the undefended black horse on a5.
        let hanging = Position::from_fen("4k4/9/9/9/n8/9/9/9/9/R2K5 w - - 0 1").unwrap();
        assert!(!is_quiet(&hanging));
        // Black's turn in check is never quiet.
        let check = Position::from_fen("4k4/9/9/9/9/9/9/9/9/3KR4 b - - 0 1").unwrap();
        assert!(!is_quiet(&check));
    }
}

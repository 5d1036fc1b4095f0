//! Static exchange evaluation: what a capture wins or loses once both sides have taken
//! back on its square with their cheapest pieces, each free to stop when taking on
//! would cost more than it gains.
//!
//! The exchange is played out on the board with the rules' own move generation rather
//! than worked out from attack geometry. In Xiangqi every capture changes what else
//! reaches the square: a piece leaving a file can become or stop being a cannon's
//! screen, and one leaving a square can free or block a horse's leg. Playing the moves
//! gets all of that right, including pins and the flying-general rule.

use super::pst::material;
use crate::{Move, MoveList, Position, Square, Undo};

/// Longest exchange followed: both sides together have no more pieces that could reach
/// one square.
const MAX_EXCHANGE: usize = 32;

/// Does the capture `m` lose material once the exchange on its square is over?
/// Cheap when the victim is worth at least the attacker: then it never loses.
pub(crate) fn loses_material(pos: &Position, m: Move) -> bool {
    let Some(victim) = pos.piece_at(m.to) else {
        return false;
    };
    let attacker = pos.piece_at(m.from).map_or(0, |p| material(p.role));
    if material(victim.role) >= attacker {
        return false;
    }
    exchange(&mut pos.clone(), m) < 0
}

/// The material the side playing the capture `m` gains (negative: loses) when both
/// sides keep taking back on `m.to` with their least valuable legal capture, each
/// stopping whenever that is better. `pos` is left as it was found.
pub(crate) fn exchange(pos: &mut Position, m: Move) -> i32 {
    // gains[i]: what the side making capture i has won so far if the exchange stopped
    // right after capture i and the opponent took back nothing more.
    let mut gains = [0i32; MAX_EXCHANGE];
    let mut played: [(Move, Option<Undo>); MAX_EXCHANGE] = [(m, None); MAX_EXCHANGE];
    gains[0] = pos.piece_at(m.to).map_or(0, |p| material(p.role));
    let mut on_square = pos.piece_at(m.from).map_or(0, |p| material(p.role));
    played[0] = (m, Some(pos.make_move(m)));
    let mut n = 1;
    while n < MAX_EXCHANGE {
        let Some(reply) = cheapest_capture_on(pos, m.to) else {
            break;
        };
        gains[n] = on_square - gains[n - 1];
        // Neither side can do better by going on: the one to move would already be
        // down even if it took and then stopped, and the other had better stop.
        if gains[n].max(-gains[n - 1]) < 0 {
            break;
        }
        on_square = pos.piece_at(reply.from).map_or(0, |p| material(p.role));
        played[n] = (reply, Some(pos.make_move(reply)));
        n += 1;
    }
    for &(mv, undo) in played[..n].iter().rev() {
        pos.unmake_move(mv, undo.expect("every played capture kept its undo"));
    }
    // From the last capture back: each side takes on only if that beats stopping.
    while n > 1 {
        n -= 1;
        gains[n - 1] = -(-gains[n - 1]).max(gains[n]);
    }
    gains[0]
}

/// The side to move's legal capture on `target` with its least valuable piece.
fn cheapest_capture_on(pos: &Position, target: Square) -> Option<Move> {
    let mut captures = MoveList::new();
    pos.pseudo_legal_captures_on(target, &mut captures);
    let mut best: Option<(i32, Move)> = None;
    for &m in captures.iter() {
        let value = pos.piece_at(m.from).map_or(0, |p| material(p.role));
        // Legality costs more than the comparison, so it is checked last.
        if best.is_none_or(|(v, _)| value < v) && pos.is_legal_pseudo(m) {
            best = Some((value, m));
        }
    }
    best.map(|(_, m)| m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Role;

    fn see(fen: &str, mv: &str) -> i32 {
        let mut pos = Position::from_fen(fen).unwrap();
        let before = pos.clone();
        let v = exchange(&mut pos, mv.parse().unwrap());
        assert_eq!(pos, before, "the board is restored");
        v
    }

    const CHARIOT: i32 = material(Role::Chariot);
    const HORSE: i32 = material(Role::Horse);
    const SOLDIER: i32 = material(Role::Soldier);

    #[test]
    fn an_undefended_piece_is_won_outright() {
        // 9 . . . k . . . . .
        // 5 R . . . n . . . .   a5 chariot takes the lone e5 horse
        // 0 . . . . . K . . .
        let fen = "3k5/9/9/9/R3n4/9/9/9/9/5K3 w - - 0 1";
        assert_eq!(see(fen, "a5e5"), HORSE);
        let pos = Position::from_fen(fen).unwrap();
        assert!(!loses_material(&pos, "a5e5".parse().unwrap()));
    }

    #[test]
    fn a_chariot_taking_a_defended_soldier_loses_the_difference() {
        // 9 . . . k . . . . .
        // 6 . . . . r . . . .   e6 chariot defends e4 down the file
        // 4 R . . . p . . . .   a4 chariot takes the crossed e4 soldier
        // 0 . . . . . K . . .
        let fen = "3k5/9/9/4r4/9/R3p4/9/9/9/5K3 w - - 0 1";
        assert_eq!(see(fen, "a4e4"), SOLDIER - CHARIOT);
        let pos = Position::from_fen(fen).unwrap();
        assert!(loses_material(&pos, "a4e4".parse().unwrap()));
    }

    #[test]
    fn a_cannon_defends_only_over_exactly_one_screen() {
        // 9 . . . k r . . . .   e9 chariot defends e7
        // 7 R . . . n . . . .   a7 chariot takes the e7 horse
        // 3 . . . . P . . . .   e3 soldier: the e1 cannon's screen towards e7
        // 1 . . . . C . . . .
        // 0 . . . . . K . . .
        //   a b c d e f g h i
        // Red wins the horse; if Black takes back, the cannon takes the chariot.
        let screened = "3kr4/9/R3n4/9/9/9/4P4/9/4C4/5K3 w - - 0 1";
        assert_eq!(see(screened, "a7e7"), HORSE);
        // Without the screen the cannon does not reach e7: Red loses chariot for horse.
        let bare = "3kr4/9/R3n4/9/9/9/9/9/4C4/5K3 w - - 0 1";
        assert_eq!(see(bare, "a7e7"), HORSE - CHARIOT);
        // With a second screen on e5 the cannon is blocked again.
        let two = "3kr4/9/R3n4/9/4P4/9/4P4/9/4C4/5K3 w - - 0 1";
        assert_eq!(see(two, "a7e7"), HORSE - CHARIOT);
    }

    #[test]
    fn a_chariot_that_captures_takes_away_its_cannons_screen() {
        // 9 . . . k r . . . .   e9 chariot defends e7
        // 7 . . . . n . . . .   e7 horse
        // 4 . . . . R . . . .   e4 chariot, also the e1 cannon's screen
        // 1 . . . . C . . . .
        // 0 . . . . . K . . .
        let fen = "3kr4/9/4n4/9/9/4R4/9/9/4C4/5K3 w - - 0 1";
        // Chariot first: once it has left e4 the cannon has no screen to take back.
        assert_eq!(see(fen, "e4e7"), HORSE - CHARIOT);
        // Cannon first over the chariot: the chariot then takes back, so Black won't.
        assert_eq!(see(fen, "e1e7"), HORSE);
    }

    #[test]
    fn a_horse_defends_only_with_its_leg_free() {
        // 9 . . . k . . . . .
        // 7 . . . . . n . . .   f7 horse reaches e5 over the leg f6
        // 6 . . . . . c . . .   f6 cannon blocks that leg
        // 5 R . . . p . . . .   a5 chariot takes the e5 soldier
        // 0 . . . . . K . . .
        let blocked = "3k5/9/5n3/5c3/R3p4/9/9/9/9/5K3 w - - 0 1";
        assert_eq!(see(blocked, "a5e5"), SOLDIER);
        // With the leg free the horse takes back: the chariot is lost for a soldier.
        let free = "3k5/9/5n3/9/R3p4/9/9/9/9/5K3 w - - 0 1";
        assert_eq!(see(free, "a5e5"), SOLDIER - CHARIOT);
    }

    #[test]
    fn a_pinned_defender_cannot_take_back() {
        // 9 . . . . k . . . .   e9 general
        // 8 R . . n r . . . .   a8 chariot takes the d8 horse; e8 chariot defends it
        // 1 . . . . R . . . .   e1 chariot pins e8 to the general
        // 0 . . . K . . . . .
        let fen = "4k4/R2nr4/9/9/9/9/9/9/4R4/3K5 w - - 0 1";
        // e8xd8 would open the e file to the e1 chariot: illegal, so the horse is free.
        assert_eq!(see(fen, "a8d8"), HORSE);
        let unpinned = "4k4/R2nr4/9/9/9/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(see(unpinned, "a8d8"), HORSE - CHARIOT);
    }
}

//! What a move chases (docs/rules.md, "What a move chases").
//!
//! `chased(m)` is the set of enemy pieces the mover attacks after `m` but did not
//! attack before it, with pieces followed by identity. Taking the difference of two
//! attack sets catches discovered attacks and removed protection with no extra code.

use std::ops::BitAnd;

use crate::movegen::SquareSet;
use crate::{Color, Move, MoveList, Piece, PieceId, Position, Role, Square};

/// A set of pieces by identity (bit `i` is the piece whose [`PieceId`] index is `i`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct PieceSet(u32);

impl PieceSet {
    pub(crate) const EMPTY: PieceSet = PieceSet(0);
    pub(crate) const ALL: PieceSet = PieceSet(u32::MAX);

    fn insert(&mut self, id: PieceId) {
        self.0 |= 1 << id.index();
    }

    pub(crate) fn contains(self, id: PieceId) -> bool {
        self.0 & (1 << id.index()) != 0
    }

    pub(crate) fn is_empty(self) -> bool {
        self.0 == 0
    }

    fn minus(self, other: PieceSet) -> PieceSet {
        PieceSet(self.0 & !other.0)
    }
}

impl BitAnd for PieceSet {
    type Output = PieceSet;
    fn bitand(self, other: PieceSet) -> PieceSet {
        PieceSet(self.0 & other.0)
    }
}

/// The enemy pieces chased by the move that led from `before` to `after`. A move that
/// gives check chases nothing: the check is its threat, and what else it attacks while
/// the other side must answer the check is no chase (docs/rules.md, "Checks are not
/// chases"; the WXF rule book's example of a cannon alternating a pin and a check).
pub(crate) fn chased(before: &Position, after: &Position) -> PieceSet {
    if after.is_check() {
        return PieceSet::EMPTY;
    }
    let side = before.turn();
    attacks(after, side).minus(attacks(before, side))
}

/// The enemy pieces `side` attacks in `pos`, as if `side` were to move: legality of a
/// side's moves depends only on its own general, so the turn never needs changing.
pub(crate) fn attacks(pos: &Position, side: Color) -> PieceSet {
    let mut scratch = pos.clone();
    let mut set = PieceSet::EMPTY;
    // The general and soldiers never chase.
    let chasers = pos
        .pieces(side)
        .filter(|(_, p)| !matches!(p.role, Role::General | Role::Soldier));
    for (from, attacker) in chasers {
        for &m in legal_captures_of(pos, from, attacker).iter() {
            let target = pos.piece_at(m.to).expect("a capture lands on a piece");
            let id = pos.piece_id(m.to).expect("a capture lands on a piece");
            if !set.contains(id)
                && can_be_chased(target, m.to)
                && counts(pos, &mut scratch, attacker, target, m)
            {
                set.insert(id);
            }
        }
    }
    set
}

/// The general is never chased (that is check), nor a soldier still on its own side
/// of the river.
fn can_be_chased(target: Piece, on: Square) -> bool {
    match target.role {
        Role::General => false,
        Role::Soldier => !on.is_home_side(target.color),
        _ => true,
    }
}

/// Does the capture `m` of `target` by `attacker` make `target` attacked? `scratch`
/// is a copy of `pos` to play the capture on; it is left as it was found.
fn counts(pos: &Position, scratch: &mut Position, attacker: Piece, target: Piece, m: Move) -> bool {
    if outranks(attacker.role, target.role) {
        return true;
    }
    // Two pieces of a kind that can take each other threaten each other equally.
    if attacker.role == target.role && can_capture(pos, m.to, m.from) {
        return false;
    }
    !has_recapture(scratch, m)
}

/// Attacks that count even on a protected piece, because the exchange would still win
/// material: horse or cannon on a chariot, advisor or elephant on a chariot, horse or
/// cannon.
fn outranks(attacker: Role, target: Role) -> bool {
    match attacker {
        Role::Horse | Role::Cannon => target == Role::Chariot,
        Role::Advisor | Role::Elephant => {
            matches!(target, Role::Chariot | Role::Horse | Role::Cannon)
        }
        _ => false,
    }
}

/// Can the piece on `from` legally capture on `to`, whoever is to move?
fn can_capture(pos: &Position, from: Square, to: Square) -> bool {
    let piece = pos.piece_at(from).expect("a piece stands on from");
    legal_captures_of(pos, from, piece).contains(&Move::new(from, to))
}

/// After the capture `m`, can the captured piece's side legally take back on `m.to`?
///
/// A chariot's or cannon's line to the target is read on the board before the capture,
/// with the capturer still where it stands: protection that only the capture itself
/// would bring (a line the capturer unblocks by leaving, a screen it removes) is not
/// real, and a cannon may use the capturer as its screen (docs/rules.md, "Protection";
/// the WXF rule book's diagrams 39-41 and 61). Any recapture must be legal after the
/// capture.
fn has_recapture(pos: &mut Position, m: Move) -> bool {
    let defender = pos
        .piece_at(m.to)
        .expect("a capture lands on a piece")
        .color;
    let mut lined_up = SquareSet::default();
    for (from, p) in pos.pieces(defender) {
        let screens = match p.role {
            Role::Chariot => 0,
            Role::Cannon => 1,
            _ => continue,
        };
        if from != m.to && in_line(from, m.to) && pos.pieces_between(from, m.to) == screens {
            lined_up.insert(from);
        }
    }
    let undo = pos.make_move(m);
    let after: &Position = pos;
    let found = after.pieces(defender).any(|(from, p)| {
        let recapture = Move::new(from, m.to);
        match p.role {
            Role::Chariot | Role::Cannon => {
                lined_up.contains(from) && !after.exposes_general(recapture)
            }
            _ => legal_captures_of(after, from, p).contains(&recapture),
        }
    });
    pos.unmake_move(m, undo);
    found
}

/// On one file or one rank.
fn in_line(a: Square, b: Square) -> bool {
    a.file() == b.file() || a.rank() == b.rank()
}

/// The legal captures of the piece on `from`, whichever side is to move.
fn legal_captures_of(pos: &Position, from: Square, piece: Piece) -> MoveList {
    let mut list = MoveList::new();
    pos.piece_moves_into(from, piece, &mut list, true);
    list.retain(|m| pos.is_legal_pseudo(m));
    list
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The squares of the pieces in `set`, sorted.
    fn squares(pos: &Position, set: PieceSet) -> Vec<String> {
        let mut out: Vec<String> = Square::all()
            .filter(|&s| pos.piece_id(s).is_some_and(|id| set.contains(id)))
            .map(|s| s.to_string())
            .collect();
        out.sort();
        out
    }

    fn attacked(fen: &str, side: Color) -> Vec<String> {
        let pos = Position::from_fen(fen).unwrap();
        squares(&pos, attacks(&pos, side))
    }

    fn chased_by(fen: &str, mv: &str) -> Vec<String> {
        let before = Position::from_fen(fen).unwrap();
        let mut after = before.clone();
        after.play(mv.parse().unwrap()).unwrap();
        squares(&after, chased(&before, &after))
    }

    #[test]
    fn horse_and_cannon_attack_a_chariot_even_when_protected() {
        // 9 . . . k . . . . .
        // 8 . n . . . . . . .   b8 horse protects c6
        // 6 . . r . . . . . .   c6 black chariot
        // 4 . . . N . . . . .   d4 horse hits c6 (leg d5 free)
        // 3 . . P . . . . . .   c3 screen for the cannon
        // 1 . . C . . . . . .   c1 cannon hits c6 over c3
        // 0 . . . . K . . . .
        //   a b c d e f g h i
        let fen = "3k5/1n7/9/2r6/9/3N5/2P6/9/2C6/4K4 w - - 0 1";
        assert_eq!(attacked(fen, Color::Red), ["c6"]);
        // The chariot's only capture is the c3 soldier, still on its own side.
        assert!(attacked(fen, Color::Black).is_empty());
    }

    #[test]
    fn a_chariot_attacks_only_unprotected_pieces() {
        // 9 . . r . . k . . .   c9 chariot protects c4 down the c file
        // 7 n . . . . . . . .   a7 horse, unprotected
        // 4 R . n . . . . . .   a4 chariot hits a7 and c4
        // 0 . . . K . . . . .
        //   a b c d e f g h i
        let fen = "2r2k3/9/n8/9/9/R1n6/9/9/9/3K5 w - - 0 1";
        assert_eq!(attacked(fen, Color::Red), ["a7"]);
    }

    #[test]
    fn generals_and_soldiers_do_not_chase_nor_are_home_soldiers_chased() {
        // 9 . . . . . k . . R   i9 chariot checks f9: the general is no target
        // 7 . . . . . . r . .   g7 chariot, unprotected
        // 6 p . . . . . P . .   a6 soldier at home; g6 red soldier across, hits g7
        // 4 R . p . . . . . .   a4 chariot hits a6 (home: no) and c4 (across: yes)
        // 2 . . . . n . . . .   e2 horse, unprotected, next to the red general
        // 1 . . . . K . . . .
        //   a b c d e f g h i
        let fen = "5k2R/9/6r2/p5P2/9/R1p6/9/4n4/4K4/9 b - - 0 1";
        assert_eq!(attacked(fen, Color::Red), ["c4"]);
        // Black is in check, so g7xg6 is not a legal capture.
        assert!(attacked(fen, Color::Black).is_empty());
        // Out of check (no i9 chariot), g7 attacks the unprotected soldier across the river.
        let quiet = "5k3/9/6r2/p5P2/9/R1p6/9/4n4/4K4/9 b - - 0 1";
        assert_eq!(attacked(quiet, Color::Black), ["g6"]);
    }

    #[test]
    fn horse_attacks_horse_only_one_way_when_a_leg_is_blocked() {
        // 9 . . . . . k r . .   g9 chariot protects g4
        // 4 . . . n . . n . .   d4 and g4 black horses
        // 3 . . . C . . . . .   d3 cannon blocks the d4 horse's legs
        // 2 . . N . B . . . .   c2 horse hits d4; e2 elephant hits g4
        // 0 . . . . K . . . .
        //   a b c d e f g h i
        let blocked = "5kr2/9/9/9/9/3n2n2/3C5/2N1B4/9/4K4 w - - 0 1";
        // d4 cannot take back (leg d3), and the elephant counts on a protected horse.
        assert_eq!(attacked(blocked, Color::Red), ["d4", "g4"]);
        assert!(attacked(blocked, Color::Black).is_empty());
        // Without the cannon the horses attack each other: neither counts. The d4
        // horse now also reaches the unprotected e2 elephant.
        let open = "5kr2/9/9/9/9/3n2n2/9/2N1B4/9/4K4 w - - 0 1";
        assert_eq!(attacked(open, Color::Red), ["g4"]);
        assert_eq!(attacked(open, Color::Black), ["e2"]);
    }

    #[test]
    fn same_kind_counts_only_when_the_target_cannot_take_back() {
        // 9 . . . k . . . . .
        // 5 R . . r . . . . .   a5 and d5 chariots face each other
        // 0 . . . R . K . . .   d0 chariot pins d5 to its general
        //   a b c d e f g h i
        let pinned = "3k5/9/9/9/R2r5/9/9/9/9/3R1K3 w - - 0 1";
        // d5 may not leave the d file, so a5 attacks it one way; d0 and d5 can take
        // each other, which does not count.
        assert_eq!(attacked(pinned, Color::Red), ["d5"]);
        assert!(attacked(pinned, Color::Black).is_empty());
        let free = "3k5/9/9/9/R2r5/9/9/9/9/5K3 w - - 0 1";
        assert!(attacked(free, Color::Red).is_empty());
        assert!(attacked(free, Color::Black).is_empty());
    }

    #[test]
    fn a_discovered_attack_is_a_chase() {
        // 9 . . . k . . . . .
        // 8 c . . . . . . . .   a8 cannon, unprotected
        // 4 N . . . . . . . .   a4 horse stands in the a0 chariot's way
        // 0 R . . . K . . . .
        //   a b c d e f g h i
        let fen = "3k5/c8/9/9/9/N8/9/9/9/R3K4 w - - 0 1";
        // The horse goes to c3, where it attacks nothing; the chariot now hits a8.
        assert_eq!(chased_by(fen, "a4c3"), ["a8"]);
        // A chariot move that keeps the horse in the way chases nothing.
        assert!(chased_by(fen, "a0b0").is_empty());
    }

    #[test]
    fn both_sides_chase_in_the_mutual_chase_cycle() {
        // 7 . . . . . k . . .   f7 black general
        // 5 . . . . . N . r .   f5 horse; h5 chariot
        // 2 . . . . . N . . .   f2 horse, pinned while the f5 horse is away
        // 0 . . . . . K . . .
        //   a b c d e f g h i
        let mut pos = Position::from_fen("9/9/5k3/9/5N1r1/9/9/5N3/9/5K3 w - - 0 1").unwrap();
        // After each move: the squares of the pieces it chased.
        let cycle = [
            ("f5g3", "h5"), // the g3 horse hits the chariot
            ("h5h3", "g3"), // the chariot hits the unprotected horse
            ("g3f5", "h3"), // the f2 horse is unpinned and hits the chariot
            ("h3h5", "f5"), // the chariot hits the same horse on f5
        ];
        for (mv, target) in cycle {
            let before = pos.clone();
            pos.play(mv.parse().unwrap()).unwrap();
            assert_eq!(squares(&pos, chased(&before, &pos)), [target], "{mv}");
        }
    }

    #[test]
    fn a_pin_takes_away_protection() {
        // 9 . . . . k . . . .
        // 8 R . . n r . . . .   a8 chariot hits d8, which e8 protects
        // 4 . . . . . . . . R   i4 chariot
        // 0 . . . . . K . . .
        //   a b c d e f g h i
        let fen = "4k4/R2nr4/9/9/9/8R/9/9/9/5K3 w - - 0 1";
        assert!(attacked(fen, Color::Red).is_empty());
        // i4e4 pins e8 to the black general: taking back on d8 would expose it, so
        // d8 is chased. The e4 chariot also hits e8, but e8 can take it back.
        assert_eq!(chased_by(fen, "i4e4"), ["d8"]);
    }
}

//! What a move chases (`endgame.md`, "What a move chases").
//!
//! `chased(m)` is the set of enemy pieces the mover attacks after `m` but did not
//! attack before it, with pieces followed by identity. Taking the difference of two
//! attack sets catches discovered attacks and removed protection with no extra code.

use std::ops::BitAnd;

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

/// The enemy pieces chased by the move that led from `before` to `after`.
pub(crate) fn chased(before: &Position, after: &Position) -> PieceSet {
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
fn has_recapture(pos: &mut Position, m: Move) -> bool {
    let defender = pos
        .piece_at(m.to)
        .expect("a capture lands on a piece")
        .color;
    let undo = pos.make_move(m);
    let after: &Position = pos;
    let found = after
        .pieces(defender)
        .any(|(from, p)| legal_captures_of(after, from, p).contains(&Move::new(from, m.to)));
    pos.unmake_move(m, undo);
    found
}

/// The legal captures of the piece on `from`, whichever side is to move.
fn legal_captures_of(pos: &Position, from: Square, piece: Piece) -> MoveList {
    let mut list = MoveList::new();
    pos.piece_moves(from, piece, &mut list, true);
    list.retain(|m| pos.is_legal_pseudo(m));
    list
}

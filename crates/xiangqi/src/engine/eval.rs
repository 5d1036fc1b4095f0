//! Position evaluation: material and piece-square values kept up to date move by
//! move, blended between middlegame and endgame by the material left.

use super::pst::{phase_weight, piece_square, FULL_PHASE};
use crate::{Color, Move, Piece, Position};

/// Bonus for having the move.
const TEMPO: i32 = 10;

/// Red's material and piece-square sums minus Black's, updated on every move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Material {
    mg: i32,
    eg: i32,
    phase: i32,
    /// Chariots, horses, cannons and soldiers of each side (dead material is a draw).
    attackers: [u8; 2],
    /// Chariots, horses and cannons of each side.
    majors: [u8; 2],
}

fn sign(c: Color) -> i32 {
    match c {
        Color::Red => 1,
        Color::Black => -1,
    }
}

impl Material {
    pub(crate) fn of(pos: &Position) -> Material {
        let mut m = Material {
            mg: 0,
            eg: 0,
            phase: 0,
            attackers: [0; 2],
            majors: [0; 2],
        };
        for (sq, p) in pos.board() {
            let (mg, eg) = piece_square(p, sq);
            m.mg += sign(p.color) * mg;
            m.eg += sign(p.color) * eg;
            m.phase += phase_weight(p.role);
            m.attackers[p.color.index()] += u8::from(p.role.is_attacker());
            m.majors[p.color.index()] += u8::from(phase_weight(p.role) > 0);
        }
        m
    }

    /// The sums after `m` is played in `pos` (call before making it).
    #[inline]
    pub(crate) fn after(&self, pos: &Position, m: Move) -> Material {
        let mut next = *self;
        let piece: Piece = pos.piece_at(m.from).expect("a move starts on a piece");
        let s = sign(piece.color);
        let (fm, fe) = piece_square(piece, m.from);
        let (tm, te) = piece_square(piece, m.to);
        next.mg += s * (tm - fm);
        next.eg += s * (te - fe);
        if let Some(c) = pos.piece_at(m.to) {
            let (cm, ce) = piece_square(c, m.to);
            next.mg += s * cm;
            next.eg += s * ce;
            next.phase -= phase_weight(c.role);
            next.attackers[c.color.index()] -= u8::from(c.role.is_attacker());
            next.majors[c.color.index()] -= u8::from(phase_weight(c.role) > 0);
        }
        next
    }

    /// Neither side can ever mate: a draw by the rules.
    pub(crate) fn is_dead(&self) -> bool {
        self.attackers == [0, 0]
    }

    /// Chariots, horses and cannons `color` has left (null-move safety).
    pub(crate) fn majors(&self, color: Color) -> u8 {
        self.majors[color.index()]
    }

    /// Score for the side to move in `pos`.
    pub(crate) fn evaluate(&self, pos: &Position) -> i32 {
        if self.is_dead() {
            return 0;
        }
        let phase = self.phase.min(FULL_PHASE);
        let red = (self.mg * phase + self.eg * (FULL_PHASE - phase)) / FULL_PHASE;
        sign(pos.turn()) * red + TEMPO
    }
}

/// A one-off evaluation of `pos` for the side to move.
pub fn evaluate(pos: &Position) -> i32 {
    Material::of(pos).evaluate(pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_is_balanced_and_incremental_matches_scratch() {
        let mut pos = Position::startpos();
        assert_eq!(evaluate(&pos), TEMPO);
        let mut m = Material::of(&pos);
        for text in ["h2e2", "h9g7", "e2e6", "i9h9", "e6a6", "b7b0"] {
            let mv: Move = text.parse().unwrap();
            assert!(pos.legal_moves().contains(&mv), "{text}");
            m = m.after(&pos, mv);
            pos.make_move(mv);
            assert_eq!(m, Material::of(&pos), "after {text}");
        }
    }

    #[test]
    fn colour_flip_gives_the_same_score() {
        // Red up a chariot, and the mirrored position with Black up a chariot.
        let red = Position::from_fen("3ak4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1").unwrap();
        let black = Position::from_fen("5k3/8r/9/9/9/9/9/9/9/4KA3 b - - 0 1").unwrap();
        assert_eq!(evaluate(&red), evaluate(&black));
        assert!(evaluate(&red) > 800);
    }

    #[test]
    fn bare_generals_are_dead_material() {
        let pos = Position::from_fen("3ak4/9/9/9/9/9/9/9/9/3K1A3 w - - 0 1").unwrap();
        assert_eq!(evaluate(&pos), 0);
    }
}

//! Position evaluation: material and piece-square values kept up to date move by
//! move, plus positional terms (king safety, open files, cannon lines, horse–cannon
//! play, soldiers, mobility) counted at the leaf; both blended between middlegame and
//! endgame by the material left.

mod mobility;
mod terms;
mod weights;

pub use terms::Term;

use super::placement;
use super::pst::{phase_weight, piece_square, FULL_PHASE};
use crate::{Color, Move, Piece, Position};
use mobility::Occupancy;
use weights::WEIGHTS;

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
    occupancy: Occupancy,
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
            occupancy: Occupancy::of(pos),
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
        next.occupancy.moved(m.from, m.to);
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
        let (mut mg, mut eg) = (self.mg, self.eg);
        for (count, (wm, we)) in terms::counts(pos, &self.occupancy).into_iter().zip(WEIGHTS) {
            mg += count * wm;
            eg += count * we;
        }
        sign(pos.turn()) * taper(mg, eg, self.phase) + TEMPO
    }
}

/// Blends middlegame and endgame scores by the phase (heavy pieces left).
fn taper(mg: i32, eg: i32, phase: i32) -> i32 {
    let phase = phase.min(FULL_PHASE);
    (mg * phase + eg * (FULL_PHASE - phase)) / FULL_PHASE
}

/// A one-off evaluation of `pos` for the side to move.
pub fn evaluate(pos: &Position) -> i32 {
    Material::of(pos).evaluate(pos)
}

/// The parts of the evaluation, from Red's side, for the tuner: the score is
/// `taper(base + Σ terms·weights + Σ placement·corrections)` with the weights of
/// [`Term::weight`] and the corrections of [`placement::weight`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalTrace {
    /// Material and piece squares without the placement corrections, (middlegame,
    /// endgame).
    pub base: (i32, i32),
    /// Heavy pieces left, 0 (bare endgame) to [`EvalTrace::FULL_PHASE`].
    pub phase: i32,
    /// Each term's count, Red minus Black, indexed by [`Term::index`].
    pub terms: [i32; Term::COUNT],
    /// Pieces on each placement feature, Red minus Black (see [`placement`]).
    pub placement: [i32; placement::COUNT],
    /// Neither side can mate: the score is 0 whatever the terms say.
    pub dead: bool,
}

impl EvalTrace {
    pub const FULL_PHASE: i32 = FULL_PHASE;

    pub fn of(pos: &Position) -> EvalTrace {
        let m = Material::of(pos);
        let mut placement = [0; placement::COUNT];
        let mut base = (m.mg, m.eg);
        for (sq, p) in pos.board() {
            let i = placement::feature(p.role, p.color, sq);
            placement[i] += sign(p.color);
            let (wm, we) = placement::weight(i);
            base.0 -= sign(p.color) * wm;
            base.1 -= sign(p.color) * we;
        }
        EvalTrace {
            base,
            phase: m.phase.min(FULL_PHASE),
            terms: terms::counts(pos, &m.occupancy),
            placement,
            dead: m.is_dead(),
        }
    }

    /// Red's score under term `weights` and placement `corrections` (the engine's own
    /// when given [`Term::weight`]s and [`placement::weight`]s).
    pub fn score(&self, weights: &[(f64, f64)], corrections: &[(f64, f64)]) -> f64 {
        if self.dead {
            return 0.0;
        }
        let (mut mg, mut eg) = (f64::from(self.base.0), f64::from(self.base.1));
        let counts = self.terms.iter().chain(&self.placement);
        for (&count, &(wm, we)) in counts.zip(weights.iter().chain(corrections)) {
            mg += f64::from(count) * wm;
            eg += f64::from(count) * we;
        }
        let phase = f64::from(self.phase) / f64::from(FULL_PHASE);
        mg * phase + eg * (1.0 - phase)
    }
}

impl Term {
    /// The engine's (middlegame, endgame) weight for this term.
    pub fn weight(self) -> (i32, i32) {
        WEIGHTS[self.index()]
    }
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

    /// `fen` with the board turned round and the colours swapped: the same position for
    /// the other side.
    fn colours_swapped(fen: &str) -> String {
        let mut fields = fen.split(' ');
        let board: Vec<String> = fields
            .next()
            .unwrap()
            .split('/')
            .rev()
            .map(|rank| {
                rank.chars()
                    .rev()
                    .map(|c| {
                        if c.is_ascii_uppercase() {
                            c.to_ascii_lowercase()
                        } else {
                            c.to_ascii_uppercase()
                        }
                    })
                    .collect()
            })
            .collect();
        let turn = if fields.next() == Some("w") { "b" } else { "w" };
        format!("{} {turn} - - 0 1", board.join("/"))
    }

    /// `fen` mirrored left to right (a rank's digits are single runs, so its characters
    /// can be read backwards).
    fn mirrored(fen: &str) -> String {
        let (board, rest) = fen.split_once(' ').unwrap();
        let board: Vec<String> = board
            .split('/')
            .map(|rank| rank.chars().rev().collect())
            .collect();
        format!("{} {rest}", board.join("/"))
    }

    #[test]
    fn every_position_of_random_games_scores_the_same_for_the_other_colour_and_mirrored() {
        // Every term, not just material: a term counted differently for Black would make
        // the engine play one colour worse than the other, and one counted differently
        // on the left, one wing.
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut compared = 0;
        for _ in 0..40 {
            let mut pos = Position::from_fen(crate::START_FEN).unwrap();
            for _ in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let fen = pos.fen();
                let swapped = Position::from_fen(&colours_swapped(&fen)).unwrap();
                assert_eq!(evaluate(&pos), evaluate(&swapped), "{fen}");
                let mirrored = Position::from_fen(&mirrored(&fen)).unwrap();
                assert_eq!(evaluate(&pos), evaluate(&mirrored), "{fen} mirrored");
                compared += 1;
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                pos.make_move(moves[(seed >> 33) as usize % moves.len()]);
            }
        }
        assert!(compared > 2000);
    }

    #[test]
    fn the_tuners_trace_scores_as_the_engine_does() {
        let weights = Term::ALL.map(|t| {
            let (mg, eg) = t.weight();
            (f64::from(mg), f64::from(eg))
        });
        let corrections: Vec<(f64, f64)> = (0..placement::COUNT)
            .map(|i| {
                let (mg, eg) = placement::weight(i);
                (f64::from(mg), f64::from(eg))
            })
            .collect();
        for fen in [
            crate::START_FEN,
            "2bakab2/9/1c4n2/p3p3p/2p3p2/6P2/P1P1P3P/1C2C1N2/9/RNBAKAB1R b - - 0 1",
            "4k4/9/3R5/9/9/9/9/9/4p4/3K5 w - - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let red = sign(pos.turn()) * (evaluate(&pos) - TEMPO);
            let traced = EvalTrace::of(&pos).score(&weights, &corrections);
            assert!(
                (traced - f64::from(red)).abs() < 1.0,
                "{fen}: {traced} {red}"
            );
        }
    }

    #[test]
    fn bare_generals_are_dead_material() {
        let pos = Position::from_fen("3ak4/9/9/9/9/9/9/9/9/3K1A3 w - - 0 1").unwrap();
        assert_eq!(evaluate(&pos), 0);
    }

    #[test]
    fn every_term_weighs_the_way_players_expect() {
        for term in Term::ALL {
            let (mg, eg) = term.weight();
            let expected = if term.is_penalty() {
                mg <= 0 && eg <= 0
            } else {
                mg >= 0 && eg >= 0
            };
            assert!(expected, "{} weighs ({mg}, {eg})", term.name());
        }
    }

    #[test]
    fn a_bare_palace_under_attack_costs_the_defender() {
        // The same position with Red's advisors present or gone, Black's chariot there
        // to attack: Red loses more than the advisors' material and square values.
        let full = Position::from_fen("r1bakab2/9/9/4p4/9/9/9/9/9/2BAKAB1R w - - 0 1").unwrap();
        let bare = Position::from_fen("r1bakab2/9/9/4p4/9/9/9/9/9/2B1K1B1R w - - 0 1").unwrap();
        let (f, b) = (Material::of(&full), Material::of(&bare));
        let material = taper(f.mg - b.mg, f.eg - b.eg, f.phase);
        assert!(evaluate(&full) - evaluate(&bare) > material);
    }
}

//! The evaluation a search carries down the tree: the hand-made material sums, kept up
//! to date move by move, and, when the engine has a network, the network's sums along the
//! line. The search makes and takes back moves through it and asks it for a position's
//! score; it never reaches into either evaluation itself.

use super::eval::Material;
use super::nnue::{LineSums, Network};
use crate::{Move, Position};

/// The network's evaluations are kept this far from the mate scores.
const NNUE_LIMIT: i32 = 10_000;

pub(super) struct Evaluation<'a> {
    material: Material,
    /// The neural evaluation's sums along the line, when the engine has a network.
    nnue: Option<LineSums<'a>>,
}

impl<'a> Evaluation<'a> {
    pub(super) fn new(pos: &Position, network: Option<&'a Network>) -> Evaluation<'a> {
        Evaluation {
            material: Material::of(pos),
            nnue: network.map(|net| LineSums::new(net, pos)),
        }
    }

    /// The material on the board (what is left to attack with, whether it is dead).
    #[inline]
    pub(super) fn material(&self) -> &Material {
        &self.material
    }

    /// The static evaluation of `pos` (the position this evaluation has followed) for
    /// the side to move: the network's when the engine has one, else the hand-made one.
    /// Dead material is a draw either way.
    #[inline]
    pub(super) fn of(&self, pos: &Position) -> i32 {
        match &self.nnue {
            _ if self.material.is_dead() => 0,
            Some(sums) => sums.evaluate(pos.turn()).clamp(-NNUE_LIMIT, NNUE_LIMIT),
            None => self.material.evaluate(pos),
        }
    }

    /// Follows `m`, about to be played from `pos`; gives what [`Evaluation::pop`] takes
    /// back.
    #[inline]
    pub(super) fn push(&mut self, pos: &Position, m: Move) -> Material {
        let before = self.material;
        self.material = before.after(pos, m);
        if let Some(sums) = &mut self.nnue {
            sums.push(pos, m);
        }
        before
    }

    /// Takes back the last move followed.
    #[inline]
    pub(super) fn pop(&mut self, before: Material) {
        self.material = before;
        if let Some(sums) = &mut self.nnue {
            sums.pop();
        }
    }
}

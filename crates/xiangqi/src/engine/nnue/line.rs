//! The first-layer sums of every position on the line the search is looking at: a move
//! pushes the next position's sums, made from the last ones, and taking it back pops
//! them, so nothing is summed from scratch after the root.

use super::{Accumulator, Network};
use crate::{Color, Move, Position};

pub(crate) struct LineSums<'a> {
    net: &'a Network,
    /// `sums[..len]` are the positions from the root to the current one; the rest are
    /// kept to be written over.
    sums: Vec<Accumulator>,
    len: usize,
}

impl<'a> LineSums<'a> {
    pub(crate) fn new(net: &'a Network, root: &Position) -> LineSums<'a> {
        LineSums {
            net,
            sums: vec![Accumulator::of(net, root)],
            len: 1,
        }
    }

    /// Call before `m` is made in `pos`.
    #[inline]
    pub(crate) fn push(&mut self, pos: &Position, m: Move) {
        if self.len == self.sums.len() {
            self.sums.push(self.sums[self.len - 1].clone());
        }
        let (done, free) = self.sums.split_at_mut(self.len);
        done[self.len - 1].after(self.net, pos, m, &mut free[0]);
        self.len += 1;
    }

    #[inline]
    pub(crate) fn pop(&mut self) {
        debug_assert!(self.len > 1, "the root's sums stay");
        self.len -= 1;
    }

    /// The current position's evaluation for `turn`, the side to move.
    #[inline]
    pub(crate) fn evaluate(&self, turn: Color) -> i32 {
        self.sums[self.len - 1].evaluate(self.net, turn)
    }
}

#[cfg(test)]
mod tests {
    use super::super::network::tests::random_network;
    use super::*;

    #[test]
    fn pushing_and_popping_moves_follows_the_position() {
        let net = random_network(3);
        let mut pos = Position::startpos();
        let mut line = LineSums::new(&net, &pos);
        let moves: Vec<Move> = ["h2e2", "h9g7", "e2e6", "g6g5"]
            .iter()
            .map(|m| m.parse().unwrap())
            .collect();
        let mut undos = Vec::new();
        for &m in &moves {
            line.push(&pos, m);
            undos.push(pos.make_move(m));
            let fresh = Accumulator::of(&net, &pos).evaluate(&net, pos.turn());
            assert_eq!(line.evaluate(pos.turn()), fresh);
        }
        for &m in moves.iter().rev() {
            line.pop();
            pos.unmake_move(m, undos.pop().unwrap());
            let fresh = Accumulator::of(&net, &pos).evaluate(&net, pos.turn());
            assert_eq!(line.evaluate(pos.turn()), fresh);
        }
    }
}

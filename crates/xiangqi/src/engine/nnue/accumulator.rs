//! The first layer's sums for both sides, kept up to date move by move, and the output
//! read from them.

use super::features::feature;
use super::network::Network;
use super::vector::{captured, clipped_squares_dot, moved};
#[cfg(test)]
use super::QW;
use super::{HIDDEN, QA, QB, SCALE};
use crate::{Color, Move, Piece, Position};

/// Each side's first-layer sums (indexed by colour) for one position.
#[derive(Clone, PartialEq, Eq)]
pub struct Accumulator {
    sums: [[i16; HIDDEN]; 2],
}

impl std::fmt::Debug for Accumulator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Accumulator({:?}…)", &self.sums[0][..4])
    }
}

/// The row of first-layer weights for input `i`.
#[inline]
fn row(net: &Network, i: usize) -> &[i16; HIDDEN] {
    net.first[i * HIDDEN..(i + 1) * HIDDEN]
        .try_into()
        .expect("a row is HIDDEN weights")
}

impl Accumulator {
    /// Sums every piece of `pos` from scratch.
    pub fn of(net: &Network, pos: &Position) -> Accumulator {
        let bias: [i16; HIDDEN] = net.first_bias[..].try_into().expect("HIDDEN biases");
        let mut acc = Accumulator { sums: [bias; 2] };
        for viewer in [Color::Red, Color::Black] {
            let sums = &mut acc.sums[viewer.index()];
            for (sq, p) in pos.board() {
                for (s, w) in sums.iter_mut().zip(row(net, feature(viewer, p, sq))) {
                    *s += w;
                }
            }
        }
        acc
    }

    /// Writes into `next` the sums after `m` is played in `pos` (call before making it):
    /// the moving piece's row leaves its old point for its new one, and a captured
    /// piece's row goes.
    #[inline]
    pub fn after(&self, net: &Network, pos: &Position, m: Move, next: &mut Accumulator) {
        self.after_by(net, pos, m, next, moved, captured);
    }

    /// `after`, with the loops given: the build's (vector where it has them), or in
    /// tests the plain ones that define them.
    #[inline]
    fn after_by(
        &self,
        net: &Network,
        pos: &Position,
        m: Move,
        next: &mut Accumulator,
        moved: impl Fn(&[i16; HIDDEN], &[i16; HIDDEN], &[i16; HIDDEN], &mut [i16; HIDDEN]),
        captured: impl Fn(
            &[i16; HIDDEN],
            &[i16; HIDDEN],
            &[i16; HIDDEN],
            &[i16; HIDDEN],
            &mut [i16; HIDDEN],
        ),
    ) {
        let piece: Piece = pos.piece_at(m.from).expect("a move starts on a piece");
        let taken = pos.piece_at(m.to);
        for viewer in [Color::Red, Color::Black] {
            let v = viewer.index();
            let from = row(net, feature(viewer, piece, m.from));
            let to = row(net, feature(viewer, piece, m.to));
            let (old, new) = (&self.sums[v], &mut next.sums[v]);
            match taken {
                None => moved(old, from, to, new),
                Some(c) => captured(old, from, to, row(net, feature(viewer, c, m.to)), new),
            }
        }
    }

    /// The evaluation in centipawns for `turn`, the side to move.
    pub fn evaluate(&self, net: &Network, turn: Color) -> i32 {
        self.evaluate_by(net, turn, clipped_squares_dot)
    }

    /// `evaluate`, with the output's loop given (see `after_by`).
    #[inline]
    fn evaluate_by(
        &self,
        net: &Network,
        turn: Color,
        clipped_squares_dot: impl Fn(&[i16; HIDDEN], &[i16; HIDDEN]) -> i32,
    ) -> i32 {
        let (ours, theirs) = net.output.split_at(HIDDEN);
        let (ours, theirs): (&[i16; HIDDEN], &[i16; HIDDEN]) = (
            ours.try_into().expect("HIDDEN weights"),
            theirs.try_into().expect("HIDDEN weights"),
        );
        let ours = clipped_squares_dot(&self.sums[turn.index()], ours);
        let theirs = clipped_squares_dot(&self.sums[(!turn).index()], theirs);
        let sum = (i64::from(ours) + i64::from(theirs)) / i64::from(QA);
        let out = sum + i64::from(net.output_bias);
        (out * i64::from(SCALE) / i64::from(QA * QB)) as i32
    }
}

#[cfg(test)]
mod tests {
    use super::super::network::tests::random_network;
    use super::super::vector::plain;
    use super::*;
    use crate::engine::Rng;

    /// Along random games, at every ply: the sums kept move by move by the build's loops
    /// (the vector ones in WebAssembly, which `cargo xtask test` runs these tests as),
    /// the same kept by the plain loops that define them, and the sums made from scratch
    /// are one and the same; and so are the evaluations read by either loop.
    #[test]
    fn sums_kept_move_by_move_match_the_plain_loops_and_sums_made_from_scratch() {
        let net = random_network(7);
        let mut rng = Rng::new(11);
        let mut captures = 0;
        for game in 0..20 {
            let mut pos = Position::startpos();
            let mut acc = Accumulator::of(&net, &pos);
            let mut by_plain = acc.clone();
            let mut next = acc.clone();
            for ply in 0..150 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves.as_slice()[rng.below(moves.len() as u64) as usize];
                captures += usize::from(pos.piece_at(m.to).is_some());
                acc.after(&net, &pos, m, &mut next);
                std::mem::swap(&mut acc, &mut next);
                by_plain.after_by(&net, &pos, m, &mut next, plain::moved, plain::captured);
                std::mem::swap(&mut by_plain, &mut next);
                pos.make_move(m);
                let scratch = Accumulator::of(&net, &pos);
                assert_eq!(acc, scratch, "game {game} ply {ply}: kept and from scratch");
                assert_eq!(
                    acc, by_plain,
                    "game {game} ply {ply}: build's and plain loops"
                );
                for turn in [Color::Red, Color::Black] {
                    assert_eq!(
                        acc.evaluate(&net, turn),
                        acc.evaluate_by(&net, turn, plain::clipped_squares_dot),
                        "game {game} ply {ply}: the output's loops"
                    );
                }
            }
        }
        assert!(captures > 100, "the games took pieces: {captures}");
    }

    #[test]
    fn the_start_position_scores_the_same_for_either_side_to_move() {
        // The board is symmetric, and each side sees it from its own end.
        let net = random_network(8);
        let pos = Position::startpos();
        let acc = Accumulator::of(&net, &pos);
        assert_eq!(
            acc.evaluate(&net, Color::Red),
            acc.evaluate(&net, Color::Black)
        );
    }

    #[test]
    fn the_output_is_the_integer_formula() {
        let net = random_network(9);
        let pos = Position::startpos();
        let acc = Accumulator::of(&net, &pos);
        let mut expected = 0i64;
        for (half, viewer) in [Color::Red, Color::Black].into_iter().enumerate() {
            for i in 0..HIDDEN {
                let x = (i64::from(acc.sums[viewer.index()][i]).clamp(0, i64::from(QW)) + 2) / 4;
                expected += x * x * i64::from(net.output[half * HIDDEN + i]);
            }
        }
        let expected = (expected / i64::from(QA) + i64::from(net.output_bias)) * i64::from(SCALE)
            / i64::from(QA * QB);
        assert_eq!(i64::from(acc.evaluate(&net, Color::Red)), expected);
    }
}

//! The quiescence search: at the horizon only captures are searched (every move when
//! in check), so positions are judged when nothing hangs.

use super::ordering::{Picker, MAX_PLY};
use super::pruning::DELTA_MARGIN;
use super::pst::material;
use super::score::{mated_in, INFINITY};
use super::search::Searcher;
use super::see;
use crate::MoveList;

impl Searcher<'_> {
    pub(super) fn qsearch(&mut self, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv_len[ply] = ply;
        if ply >= MAX_PLY - 1 {
            return self.material.evaluate(&self.pos);
        }
        if self.tick() {
            return 0;
        }
        let in_check = self.path.in_check();
        let mut moves = MoveList::new();
        let mut best = -INFINITY;
        let mut stand_pat = -INFINITY;
        if in_check {
            self.pos.pseudo_legal_moves(&mut moves);
        } else {
            stand_pat = self.material.evaluate(&self.pos);
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
            self.pos.pseudo_legal_captures(&mut moves);
        }
        self.pos.retain_legal(&mut moves);
        if in_check && moves.is_empty() {
            return mated_in(ply);
        }
        let mut picker = Picker::new(moves, &self.pos, self.heuristics, None, None, ply);
        if !in_check {
            picker = picker.without_exchange_checks();
        }
        while let Some((m, _)) = picker.next(&self.pos) {
            if !in_check {
                let victim = self.pos.piece_at(m.to).map_or(0, |p| material(p.role));
                // Even winning the piece outright would leave us below alpha.
                if stand_pat + victim + DELTA_MARGIN <= alpha {
                    continue;
                }
                // Standing pat is better than a capture the exchange says loses.
                if see::loses_material(&self.pos, m) {
                    continue;
                }
            }
            let (undo, prev) = self.make(m, ply);
            let score = -self.qsearch(-beta, -alpha, ply + 1);
            self.unmake(m, undo, prev);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

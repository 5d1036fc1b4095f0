//! The quiescence search: at the horizon only captures are searched (every move when
//! in check), so positions are judged when nothing hangs.

use super::ordering::{Picker, MAX_PLY};
use super::pruning::DELTA_MARGIN;
use super::pst::material;
use super::score::{mated_in, INFINITY};
use super::search::Searcher;
use crate::{Move, MoveList};

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
        for m in Picker::new(moves, &self.pos, self.heuristics, None, None, ply) {
            if !in_check {
                let victim = self.pos.piece_at(m.to).map_or(0, |p| material(p.role));
                // Even winning the piece outright would leave us below alpha.
                if stand_pat + victim + DELTA_MARGIN <= alpha {
                    continue;
                }
                if self.loses_material(m, victim) {
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

    /// A capture by a piece worth more than its victim onto a square the opponent can
    /// take back on: it most likely loses material, so the quiescence search skips it.
    fn loses_material(&mut self, m: Move, victim: i32) -> bool {
        let attacker = self.pos.piece_at(m.from).map_or(0, |p| material(p.role));
        if attacker <= victim {
            return false;
        }
        let undo = self.pos.make_move(m);
        let mut replies = MoveList::new();
        self.pos.pseudo_legal_captures(&mut replies);
        let defended = replies
            .iter()
            .any(|r| r.to == m.to && self.pos.is_legal_pseudo(*r));
        self.pos.unmake_move(m, undo);
        defended
    }
}

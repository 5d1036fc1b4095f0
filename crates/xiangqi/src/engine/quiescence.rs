//! The quiescence search: at the horizon only captures are searched (every move when
//! in check), so positions are judged when nothing hangs. At its first ply quiet
//! checks are searched too: in Xiangqi a horse or cannon check often starts a mating
//! net or wins a piece by a fork, which captures alone would not see.

use super::ordering::{Picker, MAX_PLY};
use super::pruning::DELTA_MARGIN;
use super::pst::material;
use super::score::{mated_in, INFINITY};
use super::search::Searcher;
use super::see;
use crate::{Move, MoveList, Square};

impl Searcher<'_> {
    /// `checks`: also try quiet moves that give check (the first ply only, so a line
    /// of checks cannot run on).
    pub(super) fn qsearch(&mut self, mut alpha: i32, beta: i32, ply: usize, checks: bool) -> i32 {
        self.pv_len[ply] = ply;
        if ply >= MAX_PLY - 1 {
            return self.evaluate();
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
            stand_pat = self.evaluate();
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
            if self.qsearch_move(m, &mut alpha, beta, &mut best, ply) {
                break;
            }
        }
        if checks && !in_check && alpha < beta && !self.stopped {
            // In check, the reply searches every evasion.
            for &m in self.quiet_checks().iter() {
                if self.qsearch_move(m, &mut alpha, beta, &mut best, ply) {
                    break;
                }
            }
        }
        if self.stopped {
            0
        } else {
            best
        }
    }

    /// Searches `m` by quiescence and folds its score into `best` and `alpha`; true
    /// when this node is done (a cut-off, or the search was stopped).
    fn qsearch_move(
        &mut self,
        m: Move,
        alpha: &mut i32,
        beta: i32,
        best: &mut i32,
        ply: usize,
    ) -> bool {
        let (undo, prev) = self.make(m, ply);
        let score = -self.qsearch(-beta, -*alpha, ply + 1, false);
        self.unmake(m, undo, prev);
        *best = (*best).max(score);
        *alpha = (*alpha).max(score);
        self.stopped || *alpha >= beta
    }

    /// Legal non-captures that give check without losing the checking piece to the
    /// exchange on its new square.
    fn quiet_checks(&mut self) -> MoveList {
        let mut moves = MoveList::new();
        self.pos.pseudo_legal_moves(&mut moves);
        let mover = self.pos.turn();
        let general = self.pos.general(!mover);
        moves.retain(|m| {
            if self.pos.piece_at(m.to).is_some()
                || !(near_lines(m.to, general) || near_lines(m.from, general))
            {
                return false;
            }
            let undo = self.pos.make_move(m);
            let checks = self.pos.is_check() && !self.pos.general_attacked(mover);
            self.pos.unmake_move(m, undo);
            checks && see::exchange(&mut self.pos, m) >= 0
        });
        moves
    }
}

/// Could a piece arriving on `sq` check the general on `general`, or one leaving it
/// uncover a check? Only on the general's file or rank (chariot, cannon, screen) or
/// within two points of it (horse and its leg, soldier), so other moves are skipped
/// without playing them.
fn near_lines(sq: Square, general: Square) -> bool {
    sq.file() == general.file()
        || sq.rank() == general.rank()
        || (sq.file().abs_diff(general.file()) <= 2 && sq.rank().abs_diff(general.rank()) <= 2)
}

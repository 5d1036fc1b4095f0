//! The search: iterative deepening with aspiration windows over a principal-variation
//! alpha-beta search (null move, late-move reductions, futility pruning, check
//! extensions), with the quiescence search of `quiescence.rs` at the leaves.

use super::eval::Material;
use super::evaluation::Evaluation;
use super::limits::{Clock, Deadline, Progress};
use super::nnue::Network;
use super::ordering::{Heuristics, Picker, Stage, MAX_PLY};
use super::pruning::*;
use super::repetition::{losing_by_rule, Path, Verdict};
use super::score::{mate_in, mated_in, Score, DRAW, INFINITY, MATE, MATE_BOUND};
use super::tt::{Bound, Table};
use crate::{Game, Move, MoveList, Position, RuleSet, Undo, MOVE_LIMIT_PLIES};

/// Filler for unused slots of the PV table.
const NO_MOVE: Move = Move::new(
    crate::Square::from_index_unchecked(0),
    crate::Square::from_index_unchecked(0),
);

/// Progress after each finished iteration: one report per line searched (several in
/// [`Engine::analyse`](super::Engine::analyse)), best line first.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo {
    pub depth: u32,
    /// Which line this is: 1 for the best, 2 for the next best, … (UCI's `multipv`).
    pub line: usize,
    pub score: Score,
    pub nodes: u64,
    pub time_ms: f64,
    pub pv: Vec<Move>,
}

/// The outcome of a search. `best_move` is `None` only when the side to move has no
/// legal move (it has lost).
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    pub best_move: Option<Move>,
    pub score: Score,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Move>,
}

/// One search in progress: the position, the line that led to it and the tables it uses.
pub(crate) struct Searcher<'a> {
    pub(super) pos: Position,
    /// The evaluation, followed along the line.
    pub(super) eval: Evaluation<'a>,
    pub(super) path: Path,
    tt: &'a mut Table,
    pub(super) heuristics: &'a mut Heuristics,
    deadline: Deadline,
    clock: &'a dyn Clock,
    rules: RuleSet,
    nodes: u64,
    pub(super) stopped: bool,
    /// Triangular principal-variation table: row `ply` holds the line from that ply.
    pv: Vec<Move>,
    pub(super) pv_len: [usize; MAX_PLY + 1],
    /// The move that led to each ply (`None` for a null move or the root).
    line: [Option<Move>; MAX_PLY + 1],
    /// Set while a null-move cut-off is being verified: no further null moves.
    no_null: bool,
    reductions: Reductions,
    /// Root moves, best first after each iteration.
    root_moves: Vec<Move>,
    /// How many best lines each iteration finds (multi-PV), 1 when playing.
    lines: usize,
}

/// The best line found at the root by an iteration, finished or not.
#[derive(Clone, Debug)]
struct RootBest {
    score: i32,
    pv: Vec<Move>,
}

impl<'a> Searcher<'a> {
    /// Sets up a search of the current position of `game`, with the positions before
    /// it as the history the repetition rules look back on.
    pub(crate) fn new(
        game: &Game,
        tt: &'a mut Table,
        heuristics: &'a mut Heuristics,
        deadline: Deadline,
        clock: &'a dyn Clock,
        network: Option<&'a Network>,
    ) -> Searcher<'a> {
        let mut path = Path::default();
        let before = [None]
            .into_iter()
            .chain(game.moves().iter().copied().map(Some));
        for (pos, m) in game.positions().iter().zip(before) {
            path.push(pos.hash(), pos.is_check(), pos.halfmove_clock(), m);
        }
        path.set_root();
        let pos = game.position().clone();
        let rules = game.rules();
        // Moves the game's judge would call lost on the spot are not considered.
        let losing = losing_by_rule(game);
        let root_moves: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| !losing.contains(m))
            .collect();
        Searcher {
            eval: Evaluation::new(&pos, network),
            pos,
            path,
            tt,
            heuristics,
            deadline,
            clock,
            rules,
            nodes: 0,
            stopped: false,
            pv: vec![NO_MOVE; MAX_PLY * MAX_PLY],
            pv_len: [0; MAX_PLY + 1],
            line: [None; MAX_PLY + 1],
            no_null: false,
            reductions: Reductions::new(),
            root_moves,
            lines: 1,
        }
    }

    /// Finds the `lines` best lines (each with its own score) instead of only the best.
    pub(crate) fn with_lines(mut self, lines: usize) -> Searcher<'a> {
        self.lines = lines.max(1);
        self
    }

    pub(crate) fn root_moves(&self) -> &[Move] {
        &self.root_moves
    }

    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Iterative deepening up to the deadline, reporting each finished iteration.
    pub(crate) fn run(&mut self, on_info: &mut dyn FnMut(&SearchInfo)) -> SearchResult {
        if self.root_moves.is_empty() {
            return SearchResult {
                best_move: None,
                score: Score::Mate(0),
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
            };
        }
        let mut done: Option<(u32, RootBest)> = None;
        // Each line's score in the last finished iteration, for its aspiration window.
        let mut scores: Vec<i32> = Vec::new();
        let lines = self.lines.min(self.root_moves.len());
        // How settled the search is, for a game clock's time manager.
        let mut progress = Progress {
            stable_iterations: 0,
            score_drop: 0,
            iteration_ms: 0.0,
        };
        let mut iteration_start = 0.0;
        let mut depth = 1;
        'deepening: loop {
            let mut found = Vec::with_capacity(lines);
            for line in 0..lines {
                let (score, improved) = self.aspiration(depth, scores.get(line).copied(), line);
                if self.stopped {
                    if line > 0 {
                        // The best line of this iteration was finished.
                        done = Some((depth, found.swap_remove(0)));
                    } else if let Some(b) = improved {
                        // The unfinished iteration searched the previous best move first,
                        // so whatever it found is at least as well informed.
                        let finished = done.as_ref().map_or(depth, |d| d.0);
                        done = Some((finished, b));
                    }
                    break 'deepening;
                }
                found.push(RootBest {
                    score,
                    pv: self.pv[..self.pv_len[0]].to_vec(),
                });
            }
            // A later line can score a little above an earlier one (it was searched with
            // a full window, the earlier line's rivals with a null one): rank them again,
            // and search them in that order next time.
            found.sort_by_key(|b| std::cmp::Reverse(b.score));
            for (line, best) in found.iter().enumerate() {
                let at = self.root_moves[line..]
                    .iter()
                    .position(|&m| Some(&m) == best.pv.first());
                if let Some(at) = at {
                    self.root_moves[line..=line + at].rotate_right(1);
                }
                on_info(&SearchInfo {
                    depth,
                    line: line + 1,
                    score: Score::from_internal(best.score),
                    nodes: self.nodes,
                    time_ms: self.deadline.elapsed_ms(self.clock),
                    pv: best.pv.clone(),
                });
            }
            let score = found[0].score;
            let held = done.as_ref().map(|d| d.1.pv.first()) == Some(found[0].pv.first());
            progress.stable_iterations = if held {
                progress.stable_iterations + 1
            } else {
                0
            };
            progress.score_drop = scores.first().map_or(0, |&before| (before - score).max(0));
            let elapsed = self.deadline.elapsed_ms(self.clock);
            progress.iteration_ms = elapsed - iteration_start;
            iteration_start = elapsed;
            scores = found.iter().map(|b| b.score).collect();
            done = Some((depth, found.swap_remove(0)));
            // With a single legal move there is nothing to think about, and a mate
            // found with plies to spare will not change by searching deeper.
            let forced = self.root_moves.len() == 1;
            let mate_plies = MATE - score.abs();
            let settled = score.abs() >= MATE_BOUND && depth as i32 > mate_plies + 2;
            let finished = (forced || settled) && !self.deadline.is_infinite();
            if finished
                || !self
                    .deadline
                    .may_deepen(depth, self.nodes, &progress, self.clock)
            {
                break;
            }
            depth += 1;
        }
        let (depth, best) = done.unwrap_or_else(|| {
            (
                0,
                RootBest {
                    score: 0,
                    pv: vec![self.root_moves[0]],
                },
            )
        });
        SearchResult {
            best_move: best.pv.first().copied().or(Some(self.root_moves[0])),
            score: Score::from_internal(best.score),
            depth,
            nodes: self.nodes,
            pv: best.pv,
        }
    }

    /// One iteration of line `line` (the best of the root moves from that index on), first
    /// with a narrow window around the previous score, widened on the side that fails
    /// until the score falls inside.
    fn aspiration(
        &mut self,
        depth: u32,
        previous: Option<i32>,
        line: usize,
    ) -> (i32, Option<RootBest>) {
        let mut delta = ASPIRATION_WINDOW;
        let (mut alpha, mut beta) = match previous {
            Some(p) if depth >= 4 && p.abs() < MATE_BOUND => (p - delta, p + delta),
            _ => (-INFINITY, INFINITY),
        };
        let mut last_improved = None;
        loop {
            let (score, improved) = self.root(depth as i32, alpha, beta, line);
            if improved.is_some() {
                last_improved = improved;
            }
            if self.stopped {
                return (score, last_improved);
            }
            if score <= alpha && alpha > -INFINITY {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INFINITY);
            } else if score >= beta && beta < INFINITY {
                beta = (score + delta).min(INFINITY);
            } else {
                return (score, last_improved);
            }
            delta += delta;
            if delta > 1000 {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    /// Every root move's score at `depth` with a full window (for levels that blur the
    /// scores before choosing). Returns `None` if the search was stopped.
    pub(crate) fn score_root_moves(&mut self, depth: i32) -> Option<Vec<(Move, i32)>> {
        let moves = self.root_moves.clone();
        let mut out = Vec::with_capacity(moves.len());
        for m in moves {
            let (undo, prev) = self.make(m, 0);
            let score = -self.negamax(depth - 1, -INFINITY, INFINITY, 1);
            self.unmake(m, undo, prev);
            if self.stopped {
                return None;
            }
            out.push((m, score));
        }
        Some(out)
    }

    /// Every root move's score judged from the position it leaves, without looking at
    /// any reply (how a beginner who overlooks the threat sees it).
    pub(crate) fn glance_root_moves(&mut self) -> Vec<(Move, i32)> {
        let moves = self.root_moves.clone();
        moves
            .into_iter()
            .map(|m| {
                let (undo, prev) = self.make(m, 0);
                let score = -self.evaluate();
                self.unmake(m, undo, prev);
                (m, score)
            })
            .collect()
    }

    /// Searches the root moves from index `first` on (the ones before it lead the better
    /// lines already found this iteration); returns the best score and, if some move beat
    /// the window's lower end, the line it leads.
    fn root(
        &mut self,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        first: usize,
    ) -> (i32, Option<RootBest>) {
        self.pv_len[0] = 0;
        let mut best = -INFINITY;
        let mut improved = None;
        for i in first..self.root_moves.len() {
            let m = self.root_moves[i];
            let (undo, prev) = self.make(m, 0);
            let score = if i == first {
                -self.negamax(depth - 1, -beta, -alpha, 1)
            } else {
                let s = -self.negamax(depth - 1, -alpha - 1, -alpha, 1);
                if s > alpha && s < beta {
                    -self.negamax(depth - 1, -beta, -alpha, 1)
                } else {
                    s
                }
            };
            self.unmake(m, undo, prev);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(0, m);
                    // Best first for the next iteration; the others keep their order.
                    self.root_moves[first..=i].rotate_right(1);
                    improved = Some(RootBest {
                        score,
                        pv: self.pv[..self.pv_len[0]].to_vec(),
                    });
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        (best, improved)
    }

    /// The score of the position for the side to move, searched `depth` plies deep (plus
    /// check extensions) within the window (`alpha`, `beta`), `ply` plies from the root:
    /// exact inside the window; at or below `alpha` (fail low) or at or above `beta` (fail
    /// high) it is only a bound. A PV node (a window wider than one) keeps its principal
    /// variation in `pv`; other nodes only test the window, and may be pruned.
    ///
    /// The steps, in order:
    /// 1. A repeated position judged under the rules (a draw, or a loss for perpetual
    ///    check or chase), dead material and the move limit end the line.
    /// 2. Mate distance pruning.
    /// 3. Check extension; at depth 0 the quiescence search takes over.
    /// 4. The transposition table: a deep enough entry cuts a non-PV node.
    /// 5. The static evaluation, for the pruning below.
    /// 6. Reverse futility pruning and the null move, at non-PV nodes out of check.
    /// 7. Internal iterative reduction when no best move is remembered.
    /// 8. The legal moves; none is a loss (checkmate or stalemate).
    /// 9. The move loop, best moves first (`Picker`): futility and late move pruning of
    ///    quiet moves, principal variation search with late move reductions, and the
    ///    killer, countermove and history rewards of a quiet move that cuts.
    /// 10. The result into the transposition table, with its bound.
    pub(super) fn negamax(
        &mut self,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        self.pv_len[ply] = ply;

        // 1. The rules' verdict on the line, dead material and the move limit.
        if let Some(v) = self.path.verdict(self.rules, &self.pos) {
            return match v {
                Verdict::Draw => DRAW,
                Verdict::Win => mate_in(ply),
                Verdict::Loss => mated_in(ply),
            };
        }
        if self.eval.material().is_dead() {
            return DRAW;
        }
        if self.pos.halfmove_clock() >= MOVE_LIMIT_PLIES {
            // A mate on the last ply still counts.
            return if self.pos.legal_moves().is_empty() {
                mated_in(ply)
            } else {
                DRAW
            };
        }
        // 2. Mate distance pruning: nothing found from here can beat a mate already
        // found closer to the root.
        alpha = alpha.max(mated_in(ply));
        beta = beta.min(mate_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }

        // 3. Check extension, and the quiescence search at the horizon.
        let in_check = self.path.in_check();
        if in_check {
            depth += 1;
        }
        if depth <= 0 {
            return self.qsearch(alpha, beta, ply, true);
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate();
        }
        if self.tick() {
            return 0;
        }

        // 4. The transposition table.
        let hash = self.pos.hash();
        let hit = self.tt.probe(hash, ply);
        if let Some(h) = hit {
            if !pv_node && h.depth >= depth && cuts(h.bound, h.score, alpha, beta) {
                return h.score;
            }
        }
        // 5. The static evaluation (none in check), from the table when it has one.
        let static_eval = match (in_check, hit) {
            (true, _) => 0,
            (false, Some(h)) => h.eval,
            (false, None) => self.evaluate(),
        };

        // 6. Reverse futility pruning and the null move.
        if !pv_node && !in_check && beta.abs() < MATE_BOUND {
            // So far ahead that even a bad move keeps the score above beta.
            if depth <= REVERSE_FUTILITY_DEPTH
                && static_eval - REVERSE_FUTILITY_MARGIN * depth >= beta
            {
                return static_eval;
            }
            if let Some(score) = self.null_move(depth, beta, static_eval, ply) {
                return score;
            }
        }
        if self.stopped {
            return 0;
        }

        // 7. Internal iterative reduction: without a remembered best move this node was
        // rarely searched; search it a little shallower and let the next iteration do it
        // properly.
        let hash_move = hit.and_then(|h| h.mv);
        if hash_move.is_none() && depth >= 4 {
            depth -= 1;
        }

        // 8. The legal moves. None is checkmate or stalemate: both lose in Xiangqi.
        let mut moves = MoveList::new();
        self.pos.pseudo_legal_moves(&mut moves);
        self.pos.retain_legal(&mut moves);
        if moves.is_empty() {
            return mated_in(ply);
        }
        // 9. The move loop.
        let mut picker = Picker::new(
            moves,
            &self.pos,
            self.heuristics,
            hash_move,
            self.line[ply],
            ply,
        );
        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut quiets = MoveList::new();
        let mut searched = 0usize;
        let futile = !pv_node
            && !in_check
            && depth <= FUTILITY_DEPTH
            && static_eval + FUTILITY_MARGIN * depth <= alpha;
        while let Some((m, stage)) = picker.next(&self.pos) {
            let capture = self.pos.piece_at(m.to).is_some();
            // A capture that loses material is no more promising than a quiet move, so
            // it is pruned and reduced like one.
            let like_quiet = !capture || stage == Stage::LosingCapture;
            let prunable = like_quiet && searched > 0 && best > -MATE_BOUND;
            let (undo, prev) = self.make(m, ply);
            let gives_check = self.path.in_check();
            if prunable
                && !gives_check
                && (futile
                    || (!pv_node
                        && depth <= FUTILITY_DEPTH
                        && quiets.len() >= late_move_count(depth)))
            {
                self.unmake(m, undo, prev);
                if !capture {
                    quiets.push(m);
                }
                continue;
            }
            // Principal variation search: the first move with the full window, the others
            // with a null window (reduced when late and quiet), searched again in full
            // only when they beat alpha.
            let new_depth = depth - 1;
            let score = if searched == 0 {
                -self.negamax(new_depth, -beta, -alpha, ply + 1)
            } else {
                let reduction = if depth >= 3 && like_quiet && !gives_check && !in_check {
                    let r = self.reductions.get(depth, searched) - i32::from(pv_node);
                    r.clamp(0, new_depth - 1)
                } else {
                    0
                };
                let mut s = -self.negamax(new_depth - reduction, -alpha - 1, -alpha, ply + 1);
                if s > alpha && reduction > 0 {
                    s = -self.negamax(new_depth, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(new_depth, -beta, -alpha, ply + 1);
                }
                s
            };
            self.unmake(m, undo, prev);
            if self.stopped {
                return 0;
            }
            searched += 1;
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    self.update_pv(ply, m);
                    if alpha >= beta {
                        if !capture {
                            let prev_move = self.line[ply];
                            self.heuristics
                                .reward(&self.pos, prev_move, ply, m, &quiets, depth);
                        }
                        break;
                    }
                }
            }
            if !capture {
                quiets.push(m);
            }
        }
        // 10. Into the transposition table.
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(hash, ply, best_move, best, static_eval, depth, bound);
        best
    }

    /// Lets the opponent move twice: if we still stay above beta, the node is very
    /// likely a cut-off. Returns the score to cut with.
    fn null_move(&mut self, depth: i32, beta: i32, static_eval: i32, ply: usize) -> Option<i32> {
        let us = self.pos.turn();
        let majors = self.eval.material().majors(us);
        if self.no_null
            || depth < NULL_MOVE_MIN_DEPTH
            || static_eval < beta
            || majors == 0
            || self.line[ply].is_none() && ply > 0
        {
            return None;
        }
        let r = NULL_MOVE_BASE + depth / 4;
        self.pos.swap_turn();
        // After a pass nothing before it can repeat, so the look-back stops here.
        self.path.push(self.pos.hash(), false, 0, None);
        self.line[ply + 1] = None;
        let score = -self.negamax(depth - 1 - r, -beta, -beta + 1, ply + 1);
        self.path.pop();
        self.pos.swap_turn();
        if self.stopped || score < beta {
            return None;
        }
        let score = if score >= MATE_BOUND { beta } else { score };
        if majors >= NULL_MOVE_VERIFY_BELOW {
            return Some(score);
        }
        self.no_null = true;
        let verified = self.negamax(depth - 1 - r, beta - 1, beta, ply);
        self.no_null = false;
        (verified >= beta).then_some(score)
    }

    /// Counts a node; true when the search must stop.
    #[inline]
    pub(super) fn tick(&mut self) -> bool {
        if !self.stopped {
            self.nodes += 1;
            self.stopped = self.deadline.must_stop(self.nodes, self.clock);
        }
        self.stopped
    }

    /// The static evaluation of the current position for the side to move.
    #[inline]
    pub(super) fn evaluate(&self) -> i32 {
        self.eval.of(&self.pos)
    }

    /// Plays `m` from the node at `ply`.
    #[inline]
    pub(super) fn make(&mut self, m: Move, ply: usize) -> (Undo, Material) {
        let before = self.eval.push(&self.pos, m);
        let undo = self.pos.make_move(m);
        self.path.push(
            self.pos.hash(),
            self.pos.is_check(),
            self.pos.halfmove_clock(),
            Some(m),
        );
        self.line[ply + 1] = Some(m);
        (undo, before)
    }

    #[inline]
    pub(super) fn unmake(&mut self, m: Move, undo: Undo, before: Material) {
        self.path.pop();
        self.pos.unmake_move(m, undo);
        self.eval.pop(before);
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let child = ply + 1;
        let child_len = self.pv_len[child].max(child);
        self.pv[ply * MAX_PLY + ply] = m;
        for i in child..child_len {
            self.pv[ply * MAX_PLY + i] = self.pv[child * MAX_PLY + i];
        }
        self.pv_len[ply] = child_len;
    }
}

/// Does a stored bound settle the node for this window?
fn cuts(bound: Bound, score: i32, alpha: i32, beta: i32) -> bool {
    match bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score <= alpha,
    }
}

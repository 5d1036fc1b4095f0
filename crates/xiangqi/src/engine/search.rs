//! The search: iterative deepening over a principal-variation alpha-beta search with a
//! quiescence search at the leaves.

use super::eval::Material;
use super::limits::{Clock, Deadline};
use super::ordering::{Heuristics, Picker, MAX_PLY};
use super::repetition::{Path, Verdict};
use super::score::{mate_in, mated_in, Score, DRAW, INFINITY};
use super::tt::{Bound, Table};
use crate::{Move, MoveList, Position, RuleSet, Undo};

/// Plies without a capture after which the game is drawn (`endgame.md`, rule 4).
const NO_CAPTURE_LIMIT: u32 = 120;

/// Filler for unused slots of the PV table.
const NO_MOVE: Move = Move::new(
    crate::Square::from_index_unchecked(0),
    crate::Square::from_index_unchecked(0),
);

/// Progress after each finished iteration.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo {
    pub depth: u32,
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
    pos: Position,
    material: Material,
    path: Path,
    tt: &'a mut Table,
    heuristics: &'a mut Heuristics,
    deadline: Deadline,
    clock: &'a dyn Clock,
    rules: RuleSet,
    nodes: u64,
    stopped: bool,
    /// Triangular principal-variation table: row `ply` holds the line from that ply.
    pv: Vec<Move>,
    pv_len: [usize; MAX_PLY + 1],
    /// Root moves, best first after each iteration.
    root_moves: Vec<Move>,
}

/// The best line found at the root by an iteration, finished or not.
#[derive(Clone, Debug)]
struct RootBest {
    score: i32,
    pv: Vec<Move>,
}

impl<'a> Searcher<'a> {
    /// Sets up a search of the position after `moves` from `start`. Replay stops at the
    /// first move that is not legal.
    pub(crate) fn new(
        start: &Position,
        moves: &[Move],
        rules: RuleSet,
        tt: &'a mut Table,
        heuristics: &'a mut Heuristics,
        deadline: Deadline,
        clock: &'a dyn Clock,
    ) -> Searcher<'a> {
        let mut pos = start.clone();
        let mut path = Path::default();
        path.push(pos.hash(), pos.is_check(), pos.halfmove_clock());
        for &m in moves {
            if !pos.legal_moves().contains(&m) {
                break;
            }
            pos.make_move(m);
            path.push(pos.hash(), pos.is_check(), pos.halfmove_clock());
        }
        let root_moves = pos.legal_moves().to_vec();
        Searcher {
            material: Material::of(&pos),
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
            root_moves,
        }
    }

    pub(crate) fn root_moves(&self) -> &[Move] {
        &self.root_moves
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
        let mut depth = 1;
        loop {
            let (score, improved) = self.root(depth as i32, -INFINITY, INFINITY);
            if self.stopped {
                // The unfinished iteration searched the previous best move first, so
                // whatever it found is at least as well informed.
                if let Some(b) = improved {
                    let finished = done.as_ref().map_or(depth, |d| d.0);
                    done = Some((finished, b));
                }
                break;
            }
            let best = RootBest {
                score,
                pv: self.pv[..self.pv_len[0]].to_vec(),
            };
            on_info(&SearchInfo {
                depth,
                score: Score::from_internal(score),
                nodes: self.nodes,
                time_ms: self.deadline.elapsed_ms(self.clock),
                pv: best.pv.clone(),
            });
            done = Some((depth, best));
            // With a single legal move there is nothing to think about.
            let forced = self.root_moves.len() == 1 && !self.deadline.is_infinite();
            if forced || !self.deadline.may_deepen(depth, self.nodes, self.clock) {
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

    /// Every root move's score at `depth` with a full window (for levels that blur the
    /// scores before choosing). Returns `None` if the search was stopped.
    pub(crate) fn score_root_moves(&mut self, depth: i32) -> Option<Vec<(Move, i32)>> {
        let moves = self.root_moves.clone();
        let mut out = Vec::with_capacity(moves.len());
        for m in moves {
            let (undo, prev) = self.make(m);
            let score = -self.negamax(depth - 1, -INFINITY, INFINITY, 1);
            self.unmake(m, undo, prev);
            if self.stopped {
                return None;
            }
            out.push((m, score));
        }
        Some(out)
    }

    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Searches the root moves; returns the best score and, if some move beat the
    /// window's lower end, the line it leads.
    fn root(&mut self, depth: i32, mut alpha: i32, beta: i32) -> (i32, Option<RootBest>) {
        self.pv_len[0] = 0;
        let mut best = -INFINITY;
        let mut improved = None;
        for i in 0..self.root_moves.len() {
            let m = self.root_moves[i];
            let (undo, prev) = self.make(m);
            let score = if i == 0 {
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
                    self.root_moves[..=i].rotate_right(1);
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

    fn negamax(&mut self, mut depth: i32, mut alpha: i32, mut beta: i32, ply: usize) -> i32 {
        let pv_node = beta - alpha > 1;
        self.pv_len[ply] = ply;

        if let Some(v) = self.path.verdict(self.rules) {
            return match v {
                Verdict::Draw => DRAW,
                Verdict::Win => mate_in(ply),
                Verdict::Loss => mated_in(ply),
            };
        }
        if self.material.is_dead() {
            return DRAW;
        }
        if self.pos.halfmove_clock() >= NO_CAPTURE_LIMIT {
            // A mate on the last ply still counts.
            return if self.pos.legal_moves().is_empty() {
                mated_in(ply)
            } else {
                DRAW
            };
        }
        // Nothing found from here can beat a mate already found closer to the root.
        alpha = alpha.max(mated_in(ply));
        beta = beta.min(mate_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }

        let in_check = self.path.in_check();
        if in_check {
            depth += 1;
        }
        if depth <= 0 {
            return self.qsearch(alpha, beta, ply);
        }
        if ply >= MAX_PLY - 1 {
            return self.material.evaluate(&self.pos);
        }
        if self.tick() {
            return 0;
        }

        let hash = self.pos.hash();
        let hit = self.tt.probe(hash, ply);
        if let Some(h) = hit {
            if !pv_node && h.depth >= depth && cuts(h.bound, h.score, alpha, beta) {
                return h.score;
            }
        }
        let static_eval = match hit {
            Some(h) => h.eval,
            None => self.material.evaluate(&self.pos),
        };

        let mut moves = MoveList::new();
        self.pos.pseudo_legal_moves(&mut moves);
        self.pos.retain_legal(&mut moves);
        if moves.is_empty() {
            // Checkmate or stalemate: both lose in Xiangqi.
            return mated_in(ply);
        }
        let picker = Picker::new(
            moves,
            &self.pos,
            self.heuristics,
            hit.and_then(|h| h.mv),
            ply,
        );
        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut quiets = MoveList::new();
        for (i, m) in picker.enumerate() {
            let capture = self.pos.piece_at(m.to).is_some();
            let (undo, prev) = self.make(m);
            let score = if i == 0 {
                -self.negamax(depth - 1, -beta, -alpha, ply + 1)
            } else {
                let s = -self.negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
                if s > alpha && s < beta {
                    -self.negamax(depth - 1, -beta, -alpha, ply + 1)
                } else {
                    s
                }
            };
            self.unmake(m, undo, prev);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    self.update_pv(ply, m);
                    if alpha >= beta {
                        if !capture {
                            let color = self.pos.turn();
                            self.heuristics.reward(color, ply, m, &quiets, depth);
                        }
                        break;
                    }
                }
            }
            if !capture {
                quiets.push(m);
            }
        }
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

    /// Captures only (all moves when in check), so the score is taken in a quiet position.
    fn qsearch(&mut self, mut alpha: i32, beta: i32, ply: usize) -> i32 {
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
        if in_check {
            self.pos.pseudo_legal_moves(&mut moves);
        } else {
            best = self.material.evaluate(&self.pos);
            if best >= beta {
                return best;
            }
            alpha = alpha.max(best);
            self.pos.pseudo_legal_captures(&mut moves);
        }
        self.pos.retain_legal(&mut moves);
        if in_check && moves.is_empty() {
            return mated_in(ply);
        }
        for m in Picker::new(moves, &self.pos, self.heuristics, None, ply) {
            let (undo, prev) = self.make(m);
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

    /// Counts a node; true when the search must stop.
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if !self.stopped && self.deadline.must_stop(self.nodes, self.clock) {
            self.stopped = true;
        }
        self.stopped
    }

    #[inline]
    fn make(&mut self, m: Move) -> (Undo, Material) {
        let prev = self.material;
        self.material = prev.after(&self.pos, m);
        let undo = self.pos.make_move(m);
        self.path.push(
            self.pos.hash(),
            self.pos.is_check(),
            self.pos.halfmove_clock(),
        );
        (undo, prev)
    }

    #[inline]
    fn unmake(&mut self, m: Move, undo: Undo, prev: Material) {
        self.path.pop();
        self.pos.unmake_move(m, undo);
        self.material = prev;
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

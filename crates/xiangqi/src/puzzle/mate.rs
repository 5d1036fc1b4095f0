//! An exact solver for forced wins: can the side to move leave the other side without a
//! legal move (checkmate, or stalemate, which in Xiangqi loses too) within n of its own
//! moves, whatever the other side does? Full width at every node: no pruning that could
//! miss a mate, so "no win within n" is a proof, not an engine's opinion.
//!
//! Repetition plays no part: a line that repeats a position is never the shortest win,
//! and the defence's moves are all tried, so a shortest forced win found here is one
//! under every rule set.

use std::collections::HashMap;

use crate::{Move, MoveList, Position};

/// What is known of a position (side to move to win): it wins within `win_within` moves
/// (`u8::MAX` when not proven), and does not win within `no_win_within` (0 when nothing
/// is known).
#[derive(Copy, Clone)]
struct Known {
    win_within: u8,
    no_win_within: u8,
}

/// The search ran past its node budget: the answer is unknown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OutOfBudget;

/// A solver with its table of proven facts, kept between questions about one game.
pub struct Solver {
    known: HashMap<u64, Known>,
    nodes: u64,
    budget: u64,
}

impl Solver {
    /// A solver that gives up after `budget` positions visited (over all its questions).
    pub fn new(budget: u64) -> Solver {
        Solver {
            known: HashMap::new(),
            nodes: 0,
            budget,
        }
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The fewest moves within which the side to move in `pos` forces a win, if it does
    /// within `max` moves.
    pub fn shortest_win(&mut self, pos: &Position, max: u32) -> Result<Option<u32>, OutOfBudget> {
        let mut pos = pos.clone();
        for n in 1..=max {
            if self.wins(&mut pos, n)? {
                return Ok(Some(n));
            }
        }
        Ok(None)
    }

    /// Whether `m`, played in `pos`, keeps a forced win within `n` moves in all (`m`
    /// included): the other side is left without a legal move, or every reply of its
    /// leaves a win within `n - 1`.
    pub fn move_wins(&mut self, pos: &Position, m: Move, n: u32) -> Result<bool, OutOfBudget> {
        let mut pos = pos.clone();
        self.after_move_wins(&mut pos, m, n)
    }

    /// The replies to `m` in `pos` that hold out longest: each with the fewest moves the
    /// winner then needs, `None` for a reply that escapes every win within `n - 1`.
    pub fn replies(
        &mut self,
        pos: &Position,
        m: Move,
        n: u32,
    ) -> Result<Vec<(Move, Option<u32>)>, OutOfBudget> {
        let mut pos = pos.clone();
        let undo = pos.make_move(m);
        let mut out = Vec::new();
        for r in pos.legal_moves().iter().copied() {
            let undo_r = pos.make_move(r);
            let left = self.shortest_win(&pos, n.saturating_sub(1))?;
            pos.unmake_move(r, undo_r);
            out.push((r, left));
        }
        pos.unmake_move(m, undo);
        Ok(out)
    }

    /// Whether the side to move in `pos` forces a win within `n` moves.
    fn wins(&mut self, pos: &mut Position, n: u32) -> Result<bool, OutOfBudget> {
        if n == 0 {
            return Ok(false);
        }
        let key = pos.hash();
        if let Some(k) = self.known.get(&key) {
            if u32::from(k.win_within) <= n {
                return Ok(true);
            }
            if u32::from(k.no_win_within) >= n {
                return Ok(false);
            }
        }
        self.count()?;
        // The last move: every move is tried anyway, only for leaving no reply.
        let moves = if n == 1 {
            pos.legal_moves()
        } else {
            ordered(pos)
        };
        let mut won = false;
        for &m in moves.iter() {
            if self.after_move_wins(pos, m, n)? {
                won = true;
                break;
            }
        }
        let entry = self.known.entry(key).or_insert(Known {
            win_within: u8::MAX,
            no_win_within: 0,
        });
        let n8 = n.min(u32::from(u8::MAX - 1)) as u8;
        if won {
            entry.win_within = entry.win_within.min(n8);
        } else {
            entry.no_win_within = entry.no_win_within.max(n8);
        }
        Ok(won)
    }

    fn after_move_wins(
        &mut self,
        pos: &mut Position,
        m: Move,
        n: u32,
    ) -> Result<bool, OutOfBudget> {
        let undo = pos.make_move(m);
        // Taken back before any answer, a search that ran out included: the callers
        // take back their own moves from the board they left.
        let lost = self.mover_has_lost(pos, n);
        pos.unmake_move(m, undo);
        lost
    }

    /// Whether the side to move has lost: it has no legal move, or every move it has
    /// leaves the other side a win within `n - 1`.
    fn mover_has_lost(&mut self, pos: &mut Position, n: u32) -> Result<bool, OutOfBudget> {
        if !pos.has_legal_move() {
            return Ok(true);
        }
        if n <= 1 {
            return Ok(false);
        }
        for &r in pos.legal_moves().iter() {
            let undo = pos.make_move(r);
            let holds = self.wins(pos, n - 1);
            pos.unmake_move(r, undo);
            if !holds? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn count(&mut self) -> Result<(), OutOfBudget> {
        self.nodes += 1;
        if self.nodes > self.budget {
            Err(OutOfBudget)
        } else {
            Ok(())
        }
    }
}

/// The moves of `pos`, checks first, then captures, then the rest: a win is found sooner,
/// and a refutation is not looked for where none is needed.
fn ordered(pos: &mut Position) -> MoveList {
    let mut moves = pos.legal_moves();
    let mut rank = |m: Move| {
        let capture = pos.piece_at(m.to).is_some();
        let undo = pos.make_move(m);
        let check = pos.is_check();
        pos.unmake_move(m, undo);
        u8::from(!check) * 2 + u8::from(!capture)
    };
    let ranks: Vec<u8> = moves.iter().map(|&m| rank(m)).collect();
    let mut order: Vec<usize> = (0..moves.len()).collect();
    order.sort_by_key(|&i| ranks[i]);
    let sorted: Vec<Move> = order.iter().map(|&i| moves.as_slice()[i]).collect();
    moves.as_mut_slice().copy_from_slice(&sorted);
    moves
}

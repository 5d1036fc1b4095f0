//! Move ordering: the hash move first, then captures by most valuable victim and least
//! valuable attacker, then killer moves, the countermove, then quiet moves by their
//! history.

use super::pst::material;
use crate::{Color, Move, MoveList, Position};

/// Deepest ply the search can reach.
pub(crate) const MAX_PLY: usize = 128;

const HASH_MOVE: i32 = 2_000_000;
const CAPTURE: i32 = 1_000_000;
const KILLER: i32 = 900_000;
const COUNTER: i32 = 800_000;
/// History values stay within this bound, below the killers.
const HISTORY_MAX: i32 = 16_384;

/// What the search learns about quiet moves while it runs.
pub(crate) struct Heuristics {
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: Vec<i32>,
    /// The quiet reply that last refuted a move, by the moved piece and its target.
    counters: Vec<Option<Move>>,
}

/// Index of the countermove slot answering the move `prev` (already made in `pos`).
fn counter_index(pos: &Position, prev: Move) -> Option<usize> {
    pos.piece_at(prev.to)
        .map(|p| p.index() * 90 + prev.to.index())
}

fn history_index(color: Color, m: Move) -> usize {
    (color.index() * 90 + m.from.index()) * 90 + m.to.index()
}

impl Heuristics {
    pub(crate) fn new() -> Heuristics {
        Heuristics {
            killers: [[None; 2]; MAX_PLY],
            history: vec![0; 2 * 90 * 90],
            counters: vec![None; 14 * 90],
        }
    }

    pub(crate) fn clear(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        self.history.fill(0);
        self.counters.fill(None);
    }

    /// Killers belong to the previous search's plies; history carries over, halved.
    pub(crate) fn new_search(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        self.history.iter_mut().for_each(|h| *h /= 2);
    }

    /// A quiet move caused a beta cut-off at `ply` (reached by `prev`); the quiet moves
    /// tried before it did not.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn reward(
        &mut self,
        pos: &Position,
        prev: Option<Move>,
        ply: usize,
        best: Move,
        tried: &[Move],
        depth: i32,
    ) {
        let k = &mut self.killers[ply];
        if k[0] != Some(best) {
            k[1] = k[0];
            k[0] = Some(best);
        }
        if let Some(i) = prev.and_then(|p| counter_index(pos, p)) {
            self.counters[i] = Some(best);
        }
        let color = pos.turn();
        let bonus = (depth * depth).min(400);
        self.adjust(history_index(color, best), bonus);
        for &m in tried.iter().filter(|&&m| m != best) {
            self.adjust(history_index(color, m), -bonus);
        }
    }

    /// Moves the entry towards ±HISTORY_MAX, slowing down as it gets close.
    fn adjust(&mut self, i: usize, bonus: i32) {
        let h = &mut self.history[i];
        *h += 32 * bonus - *h * bonus.abs() / (HISTORY_MAX / 32);
        *h = (*h).clamp(-HISTORY_MAX, HISTORY_MAX);
    }

    fn score(
        &self,
        pos: &Position,
        m: Move,
        hash_move: Option<Move>,
        counter: Option<Move>,
        ply: usize,
    ) -> i32 {
        if Some(m) == hash_move {
            return HASH_MOVE;
        }
        if let Some(victim) = pos.piece_at(m.to) {
            return CAPTURE + capture_order(pos, m, victim.role);
        }
        match self.killers[ply] {
            [Some(k), _] if k == m => KILLER + 1,
            [_, Some(k)] if k == m => KILLER,
            _ if counter == Some(m) => COUNTER,
            _ => self.history[history_index(pos.turn(), m)],
        }
    }
}

/// Most valuable victim first, then the cheapest attacker.
#[inline]
pub(crate) fn capture_order(pos: &Position, m: Move, victim: crate::Role) -> i32 {
    let attacker = pos.piece_at(m.from).map_or(0, |p| material(p.role));
    material(victim) * 16 - attacker / 8
}

/// Hands out moves best-first, sorting lazily: a cut-off usually comes early.
pub(crate) struct Picker {
    moves: MoveList,
    scores: [i32; MoveList::CAPACITY],
    next: usize,
}

impl Picker {
    pub(crate) fn new(
        moves: MoveList,
        pos: &Position,
        heuristics: &Heuristics,
        hash_move: Option<Move>,
        prev: Option<Move>,
        ply: usize,
    ) -> Picker {
        let counter = prev
            .and_then(|p| counter_index(pos, p))
            .and_then(|i| heuristics.counters[i]);
        let mut scores = [0; MoveList::CAPACITY];
        for (s, &m) in scores.iter_mut().zip(moves.iter()) {
            *s = heuristics.score(pos, m, hash_move, counter, ply);
        }
        Picker {
            moves,
            scores,
            next: 0,
        }
    }
}

impl Iterator for Picker {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        let n = self.moves.len();
        if self.next >= n {
            return None;
        }
        let mut best = self.next;
        for i in self.next + 1..n {
            if self.scores[i] > self.scores[best] {
                best = i;
            }
        }
        self.moves.as_mut_slice().swap(self.next, best);
        self.scores.swap(self.next, best);
        self.next += 1;
        Some(self.moves[self.next - 1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_move_then_biggest_capture_then_killer() {
        // The Red chariot on a5 can take a Black chariot on a9 or a soldier on a3.
        let pos = Position::from_fen("r2k5/9/9/9/R8/9/p8/9/9/4K4 w - - 0 1").unwrap();
        let mut moves = MoveList::new();
        pos.pseudo_legal_moves(&mut moves);
        let mut h = Heuristics::new();
        let quiet: Move = "a5b5".parse().unwrap();
        h.reward(&pos, None, 0, quiet, &[], 3);
        let hash: Move = "e0e1".parse().unwrap();
        let order: Vec<Move> = Picker::new(moves.clone(), &pos, &h, Some(hash), None, 0).collect();
        assert_eq!(order.len(), moves.len());
        assert_eq!(order[0], hash);
        assert_eq!(order[1].to_string(), "a5a9");
        assert_eq!(order[2].to_string(), "a5a3");
        assert_eq!(order[3], quiet);
    }

    #[test]
    fn history_stays_bounded() {
        let mut h = Heuristics::new();
        let pos = Position::startpos();
        let m: Move = "h2e2".parse().unwrap();
        for _ in 0..1000 {
            h.reward(&pos, None, 1, m, &[], 20);
        }
        let v = h.history[history_index(Color::Red, m)];
        assert!(v > 0 && v <= HISTORY_MAX);
    }
}

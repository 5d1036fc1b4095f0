//! Move ordering: the hash move first, then the captures that do not lose material
//! (by static exchange) by most valuable victim and least valuable attacker, then
//! killer moves, the countermove, quiet moves by their history, and last the captures
//! that lose material.

use super::pst::material;
use super::see;
use crate::{Color, Move, MoveList, Position};

/// Deepest ply the search can reach.
pub(crate) const MAX_PLY: usize = 128;

const HASH_MOVE: i32 = 2_000_000;
const CAPTURE: i32 = 1_000_000;
const KILLER: i32 = 900_000;
const COUNTER: i32 = 800_000;
/// History values stay within this bound, below the killers.
const HISTORY_MAX: i32 = 16_384;
/// Captures that lose material come after every quiet move.
const LOSING_CAPTURE: i32 = -1_000_000;

/// Where a move stands in the order, as far as the search cares.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    /// The hash move, a capture that holds its own, a killer or a quiet move.
    Normal,
    /// A capture that loses material once the exchange on its square is over.
    LosingCapture,
}

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
            // Presumed good until the picker reaches it and checks the exchange.
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

/// Hands out moves best-first, sorting lazily: a cut-off usually comes early. A
/// capture's exchange is worked out only when it comes up, and one that loses material
/// goes back to wait behind the quiet moves.
pub(crate) struct Picker {
    moves: MoveList,
    scores: [i32; MoveList::CAPACITY],
    /// Captures whose exchange has not been looked at yet.
    unchecked: [bool; MoveList::CAPACITY],
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
        let mut unchecked = [false; MoveList::CAPACITY];
        for (i, &m) in moves.iter().enumerate() {
            scores[i] = heuristics.score(pos, m, hash_move, counter, ply);
            unchecked[i] = scores[i] >= CAPTURE && scores[i] < HASH_MOVE;
        }
        Picker {
            moves,
            scores,
            unchecked,
            next: 0,
        }
    }

    /// Hands out captures by victim and attacker only, leaving their exchanges to the
    /// caller: the quiescence search has a cheaper reason to skip most of them first.
    pub(crate) fn without_exchange_checks(mut self) -> Picker {
        self.unchecked = [false; MoveList::CAPACITY];
        self
    }

    /// The next best move of the node at `pos` (the position the picker was made for).
    pub(crate) fn next(&mut self, pos: &Position) -> Option<(Move, Stage)> {
        let n = self.moves.len();
        loop {
            let i = self.next;
            if i >= n {
                return None;
            }
            let mut best = i;
            for j in i + 1..n {
                if self.scores[j] > self.scores[best] {
                    best = j;
                }
            }
            self.moves.as_mut_slice().swap(i, best);
            self.scores.swap(i, best);
            self.unchecked.swap(i, best);
            if self.unchecked[i] {
                self.unchecked[i] = false;
                if see::loses_material(pos, self.moves[i]) {
                    self.scores[i] += LOSING_CAPTURE - CAPTURE;
                    continue;
                }
            }
            self.next += 1;
            let stage = if self.scores[i] < -HISTORY_MAX {
                Stage::LosingCapture
            } else {
                Stage::Normal
            };
            return Some((self.moves[i], stage));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drain(mut picker: Picker, pos: &Position) -> Vec<(Move, Stage)> {
        std::iter::from_fn(|| picker.next(pos)).collect()
    }

    #[test]
    fn hash_move_then_good_capture_then_killer_and_losing_capture_last() {
        // The Red chariot on a5 can take a Black chariot on a9 or a soldier on a3; the
        // second opens the a file, and the a9 chariot takes back.
        let pos = Position::from_fen("r2k5/9/9/9/R8/9/p8/9/9/4K4 w - - 0 1").unwrap();
        let mut moves = MoveList::new();
        pos.pseudo_legal_moves(&mut moves);
        let mut h = Heuristics::new();
        let quiet: Move = "a5b5".parse().unwrap();
        h.reward(&pos, None, 0, quiet, &[], 3);
        let hash: Move = "e0e1".parse().unwrap();
        let picker = Picker::new(moves.clone(), &pos, &h, Some(hash), None, 0);
        let order = drain(picker, &pos);
        assert_eq!(order.len(), moves.len());
        assert_eq!(order[0], (hash, Stage::Normal));
        assert_eq!(order[1].0.to_string(), "a5a9");
        assert_eq!(order[2], (quiet, Stage::Normal));
        let (last, stage) = *order.last().unwrap();
        assert_eq!(
            (last.to_string(), stage),
            ("a5a3".into(), Stage::LosingCapture)
        );
    }

    #[test]
    fn a_capture_that_loses_material_comes_after_the_quiet_moves() {
        // 9 . . . k . . . . .
        // 6 . . . . r . . . .   e6 chariot defends e4
        // 4 R . . . p . . . .   a4 chariot can take the crossed e4 soldier
        // 0 . . . . . K . . .
        let pos = Position::from_fen("3k5/9/9/4r4/9/R3p4/9/9/9/5K3 w - - 0 1").unwrap();
        let picker = Picker::new(pos.legal_moves(), &pos, &Heuristics::new(), None, None, 0);
        let order = drain(picker, &pos);
        let (last, stage) = *order.last().unwrap();
        assert_eq!(last.to_string(), "a4e4");
        assert_eq!(stage, Stage::LosingCapture);
        assert!(order[..order.len() - 1]
            .iter()
            .all(|&(_, s)| s == Stage::Normal));
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

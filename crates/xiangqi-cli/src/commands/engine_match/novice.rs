//! `novice`: a test player that knows how the pieces move and little more, the
//! opponent the Beginner level is measured against (a beginner should beat it about
//! half the time). By its definition, in this order:
//! 1. the most valuable capture after which the capturing piece cannot be taken at once;
//! 2. else a random move that does not allow mate in one and moves a piece forward;
//! 3. else a random move that does not allow mate in one;
//! 4. else any legal move.
//!
//! Ties are broken by its seeded random generator, so a seed gives the same games.

use xiangqi::engine::Rng;
use xiangqi::{Color, Game, Move, Position, Role};

use super::player::{Budget, Player};

pub struct Novice {
    rng: Rng,
}

impl Novice {
    pub fn new(seed: u64) -> Novice {
        Novice {
            rng: Rng::new(seed),
        }
    }

    /// The move `position` gets from a novice (`None` only when it has no legal move).
    pub fn choose_in(&mut self, position: &Position) -> Option<Move> {
        let legal = position.legal_moves();
        let captures: Vec<(Move, u32)> = legal
            .iter()
            .filter_map(|&m| Some((m, value(position.piece_at(m.to)?.role))))
            .filter(|&(m, _)| !loses_capturer(position, m))
            .collect();
        if let Some(best) = captures.iter().map(|&(_, v)| v).max() {
            let most: Vec<Move> = captures
                .iter()
                .filter(|&&(_, v)| v == best)
                .map(|&(m, _)| m)
                .collect();
            return self.pick(&most);
        }
        let safe: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&m| !allows_mate_in_one(position, m))
            .collect();
        let turn = position.turn();
        let forward: Vec<Move> = safe
            .iter()
            .copied()
            .filter(|&m| goes_forward(m, turn))
            .collect();
        [forward, safe, legal.as_slice().to_vec()]
            .iter()
            .find(|moves| !moves.is_empty())
            .and_then(|moves| self.pick(moves))
    }

    fn pick(&mut self, moves: &[Move]) -> Option<Move> {
        let i = self.rng.below(moves.len() as u64) as usize;
        moves.get(i).copied()
    }
}

impl Player for Novice {
    fn name(&self) -> &str {
        "novice"
    }

    fn new_game(&mut self) -> Result<(), String> {
        Ok(())
    }

    fn choose(&mut self, game: &Game, _budget: Budget) -> Result<Move, String> {
        self.choose_in(game.position())
            .ok_or_else(|| "no move".to_string())
    }
}

/// The textbook values a beginner learns first, in tenths of a soldier:
/// chariot 9, cannon 4.5, horse 4, advisor and elephant 2, soldier 1.
fn value(role: Role) -> u32 {
    match role {
        Role::Chariot => 90,
        Role::Cannon => 45,
        Role::Horse => 40,
        Role::Advisor | Role::Elephant => 20,
        Role::Soldier => 10,
        Role::General => 1000,
    }
}

/// True when, after the capture `m`, the opponent can take the capturing piece.
fn loses_capturer(position: &Position, m: Move) -> bool {
    let mut after = position.clone();
    after.make_move(m);
    after.legal_moves().iter().any(|reply| reply.to == m.to)
}

/// True when, after `m`, the opponent has a move that leaves us no legal move (in
/// Xiangqi both checkmate and stalemate lose).
fn allows_mate_in_one(position: &Position, m: Move) -> bool {
    let mut after = position.clone();
    after.make_move(m);
    after.legal_moves().iter().any(|&reply| {
        let undo = after.make_move(reply);
        let mated = after.count_legal_moves() == 0;
        after.unmake_move(reply, undo);
        mated
    })
}

/// True when `m` takes a piece towards the opponent's side of the board.
fn goes_forward(m: Move, turn: Color) -> bool {
    match turn {
        Color::Red => m.to.rank() > m.from.rank(),
        Color::Black => m.to.rank() < m.from.rank(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Game::from_fen(fen, Default::default())
            .unwrap()
            .position()
            .clone()
    }

    fn choices(fen: &str, seeds: u64) -> Vec<String> {
        let pos = position(fen);
        let mut seen: Vec<String> = (0..seeds)
            .map(|s| Novice::new(s).choose_in(&pos).unwrap().to_string())
            .collect();
        seen.sort();
        seen.dedup();
        seen
    }

    #[test]
    fn takes_the_most_valuable_piece_it_can_keep() {
        // Red's chariot a1 can take a free cannon on a7; Red's horse h4 can take the
        // chariot on g6, which Black's horse on h8 guards: the cannon it is.
        let fen = "3k5/7n1/c8/6r2/9/7N1/9/9/R8/4K4 w - - 0 1";
        assert_eq!(choices(fen, 20), vec!["a1a7"]);
        // Unguarded, the chariot is the prize.
        let fen = "3k5/9/c8/6r2/9/7N1/9/9/R8/4K4 w - - 0 1";
        assert_eq!(choices(fen, 20), vec!["h4g6"]);
    }

    #[test]
    fn without_a_safe_capture_it_goes_forward_but_never_into_mate_in_one() {
        // From a novice game: Red's general on f1 and elephant on e2 against two
        // chariots, a cannon and a horse. Three moves go forward; one of them lets
        // Black mate at once.
        let fen = "9/9/4k4/9/9/9/9/4B4/1n3K3/r5c1r w - - 2 47";
        let pos = position(fen);
        let forward: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|&m| goes_forward(m, Color::Red))
            .collect();
        let fatal: Vec<Move> = forward
            .iter()
            .copied()
            .filter(|&m| allows_mate_in_one(&pos, m))
            .collect();
        assert_eq!((forward.len(), fatal.len()), (3, 1), "{forward:?}");
        let mut expected: Vec<String> = forward
            .iter()
            .filter(|m| !fatal.contains(m))
            .map(|m| m.to_string())
            .collect();
        expected.sort();
        assert_eq!(
            choices(fen, 40),
            expected,
            "both, at random, and never {fatal:?}"
        );
    }
}

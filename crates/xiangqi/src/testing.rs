//! Helpers the unit tests of several modules share.

use crate::engine::Rng;
use crate::{Game, Move, RuleSet};

/// A random legal game from the start of up to `plies` plies (shorter if it ends
/// first), the same for the same `seed`.
pub fn random_game(seed: u64, plies: usize) -> Vec<Move> {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(RuleSet::Asian);
    for _ in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[rng.below(legal.len() as u64) as usize];
        game.play(m).expect("a legal move");
    }
    game.moves().to_vec()
}

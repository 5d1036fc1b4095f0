//! A side of a match, as the match sees it: whatever chooses moves within a budget. The
//! players are our engine (`ours`), a UCI engine (`uci`) and the test player (`novice`);
//! `from_spec` in the match command picks one.

use xiangqi::{Game, Move};

/// What each move may cost.
#[derive(Copy, Clone, Debug)]
pub enum Budget {
    Movetime(f64),
    Nodes(u64),
}

pub trait Player: Send {
    fn name(&self) -> &str;
    fn new_game(&mut self) -> Result<(), String>;
    /// The move to play in `game`, or why none came.
    fn choose(&mut self, game: &Game, budget: Budget) -> Result<Move, String>;
}

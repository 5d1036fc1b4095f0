//! A side of a match, as the match sees it: whatever chooses moves within a budget. The
//! players are our engine (`ours`), a UCI engine (`uci`) and the test player (`novice`);
//! `from_spec` in the match command picks one.

use xiangqi::{Color, Game, Move};

/// What each move may cost.
#[derive(Copy, Clone, Debug)]
pub enum Budget {
    Movetime(f64),
    Nodes(u64),
    /// A game clock: what each side has left, and the increment each move adds.
    Clock(GameClock),
}

/// Both sides' game clocks, in milliseconds.
#[derive(Copy, Clone, Debug)]
pub struct GameClock {
    pub red_ms: f64,
    pub black_ms: f64,
    pub inc_ms: f64,
}

impl GameClock {
    pub fn left(&self, side: Color) -> f64 {
        match side {
            Color::Red => self.red_ms,
            Color::Black => self.black_ms,
        }
    }

    /// `side` thought for `spent_ms`: its clock after the move, the increment added;
    /// `None` when it ran out first.
    pub fn after_move(&mut self, side: Color, spent_ms: f64) -> Option<()> {
        let left = match side {
            Color::Red => &mut self.red_ms,
            Color::Black => &mut self.black_ms,
        };
        *left -= spent_ms;
        if *left < 0.0 {
            return None;
        }
        *left += self.inc_ms;
        Some(())
    }
}

pub trait Player: Send {
    fn name(&self) -> &str;
    fn new_game(&mut self) -> Result<(), String>;
    /// The move to play in `game`, or why none came.
    fn choose(&mut self, game: &Game, budget: Budget) -> Result<Move, String>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_loses_what_the_move_took_gains_the_increment_and_runs_out() {
        let mut clock = GameClock {
            red_ms: 1000.0,
            black_ms: 500.0,
            inc_ms: 100.0,
        };
        assert_eq!(clock.after_move(Color::Red, 300.0), Some(()));
        assert_eq!(
            (clock.left(Color::Red), clock.left(Color::Black)),
            (800.0, 500.0)
        );
        assert_eq!(clock.after_move(Color::Black, 501.0), None, "out of time");
    }
}

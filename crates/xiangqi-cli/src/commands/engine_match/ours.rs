//! Our engine in-process, at full strength within the budget or at a page level.

use std::sync::Arc;

use xiangqi::engine::{Engine, Level, Limits, Network, DEFAULT_HASH_BYTES};
use xiangqi::{Game, Move};

use super::player::{Budget, Player};
use crate::wall_clock::WallClock;

pub struct Ours {
    name: String,
    engine: Engine,
    level: Option<Level>,
    time_scale: f64,
}

impl Ours {
    pub fn new(
        name: &str,
        level: Option<Level>,
        time_scale: f64,
        seed: u64,
        network: Option<Arc<Network>>,
    ) -> Ours {
        let mut engine = Engine::new(DEFAULT_HASH_BYTES, seed);
        engine.set_network(network);
        Ours {
            name: name.to_string(),
            engine,
            level,
            time_scale,
        }
    }
}

impl Player for Ours {
    fn name(&self) -> &str {
        &self.name
    }

    fn new_game(&mut self) -> Result<(), String> {
        self.engine.new_game();
        Ok(())
    }

    fn choose(&mut self, game: &Game, budget: Budget) -> Result<Move, String> {
        let clock = WallClock::new();
        // With a game clock, the time manager's plan (within a level's own limits, as
        // the page plays a clocked game).
        let planned = match budget {
            Budget::Clock(c) => Some(Limits::from_clock(
                c.left(game.position().turn()),
                c.inc_ms,
                None,
            )),
            _ => None,
        };
        let result = match self.level {
            Some(level) => {
                let own = level.limits_scaled(self.time_scale);
                let limits = planned.map_or(own.clone(), |p| own.tighter(&p));
                self.engine
                    .play_level_with(game, level, &limits, &clock, &mut |_| {})
            }
            None => {
                let limits = match budget {
                    Budget::Movetime(ms) => Limits::movetime(ms),
                    Budget::Nodes(n) => Limits::nodes(n),
                    Budget::Clock(_) => planned.expect("planned from the clock"),
                };
                self.engine.search(game, &limits, &clock, &mut |_| {})
            }
        };
        result.best_move.ok_or_else(|| "no move".to_string())
    }
}

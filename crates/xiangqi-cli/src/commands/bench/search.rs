//! `xiangqi bench search`: a fixed search over fixed positions. The total node count
//! is a signature of the search's behaviour; nodes/s measures its speed.

use std::time::Instant;

use xiangqi::engine::{Engine, Limits};
use xiangqi::{Game, RuleSet};

use crate::args::Args;
use crate::error::CliResult;
use crate::network;
use crate::replay;
use crate::wall_clock::WallClock;

/// Opening, middlegame and endgame positions from common play.
const POSITIONS: &[&str] = &[
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN1C1N2/9/R1BAKAB1R w - - 4 3",
    "r1bakab1r/9/1cn2cn2/p1p1p1p1p/9/2P6/P3P1P1P/1CN1C1N2/9/R1BAKAB1R w - - 2 5",
    "2bakab1r/9/2n1c1n2/p3p1p1p/2p6/6P2/P1P1P3P/2N1C1N2/4A4/R1B1KAB2 b - - 0 12",
    "3ak1b2/4a4/4b4/p3p3p/2p3n2/6P2/P3P3P/4B4/4A4/2BAK4 w - - 0 30",
    "4kab2/4a4/4b4/9/9/9/9/4B4/4A4/3AK1R2 w - - 0 40",
    "3k5/4a4/9/9/9/2R6/9/9/9/4K1c2 w - - 0 50",
    "2b1k4/4a4/9/4C4/9/9/9/9/4p4/3K5 b - - 0 60",
];

pub fn run(args: &Args) -> CliResult {
    let depth: u32 = args.parsed("depth")?.unwrap_or(10);
    let games: Vec<Game> = match args.value("fen") {
        Some(fen) => vec![replay::parse_fen(fen)?],
        None => POSITIONS
            .iter()
            .map(|f| replay::parse_fen(f))
            .collect::<CliResult<_>>()?,
    }
    .into_iter()
    .map(|pos| Game::from_position(pos, RuleSet::Asian))
    .collect();
    let network = network::from_args(args)?;
    let clock = WallClock::new();
    let mut total = 0u64;
    let started = Instant::now();
    for game in &games {
        // A fresh engine per position, so the signature does not depend on the order.
        let mut engine = Engine::new(16 << 20, 0);
        engine.set_network(network.clone());
        let r = engine.search(game, &Limits::depth(depth), &clock, &mut |_| {});
        total += r.nodes;
    }
    let seconds = started.elapsed().as_secs_f64();
    say!(
        "{total} nodes in {seconds:.3} s: {:.0} nodes/s (search depth {depth}, {} positions)",
        total as f64 / seconds,
        games.len()
    );
    Ok(())
}

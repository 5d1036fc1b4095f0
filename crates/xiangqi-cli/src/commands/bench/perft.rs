use std::time::Instant;

use xiangqi::perft;

use crate::args::Args;
use crate::error::CliResult;
use crate::replay;

pub fn run(args: &Args) -> CliResult {
    let pos = replay::start_position(args)?;
    let depth = crate::commands::perft::depth(args.parsed("depth")?.unwrap_or(5))?;
    let started = Instant::now();
    let leaves = perft(&pos, depth);
    let seconds = started.elapsed().as_secs_f64();
    say!(
        "{leaves} leaves in {seconds:.3} s: {:.2} M leaves/s (perft {depth})",
        leaves as f64 / seconds / 1e6
    );
    Ok(())
}

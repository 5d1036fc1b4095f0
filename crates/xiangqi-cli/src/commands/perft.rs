use xiangqi::{perft, perft_divide};

use super::Command;
use crate::args::{Args, Opt};
use crate::error::{CliError, CliResult};
use crate::replay::{self, FEN};

pub const COMMAND: Command = Command {
    name: "perft",
    usage: "[--fen FEN] --depth N [--divide]",
    summary: "Count the leaf nodes of the legal move tree N plies deep.",
    details: "\
Prints the count. With --divide, first one line per legal move, 'MOVE: COUNT',
sorted by move, then a blank line and the total.",
    options: &[
        FEN,
        Opt {
            name: "depth",
            value: Some("N"),
            help: "plies to look ahead, 0-20",
        },
        Opt {
            name: "divide",
            value: None,
            help: "also print the count below each first move",
        },
    ],
    run,
};

/// The deepest perft asked for. Perft 9 from the start position is already beyond a day's
/// counting; much deeper only overflows the stack, one frame per ply.
const MAX_DEPTH: u32 = 20;

/// `depth` checked against [`MAX_DEPTH`], for `perft` and `bench perft`.
pub fn depth(depth: u32) -> CliResult<u32> {
    if depth > MAX_DEPTH {
        return Err(CliError::usage(format!(
            "'--depth' must be 0-{MAX_DEPTH}, not {depth}"
        )));
    }
    Ok(depth)
}

fn run(args: &Args) -> CliResult {
    args.no_positionals()?;
    let pos = replay::start_position(args)?;
    let depth = depth(args.required("depth")?)?;
    if args.flag("divide") {
        if depth == 0 {
            return Err(CliError::usage("'--divide' needs a depth of at least 1"));
        }
        let split = perft_divide(&pos, depth);
        for (m, n) in &split {
            say!("{m}: {n}");
        }
        say!();
        say!("{}", split.iter().map(|(_, n)| n).sum::<u64>());
    } else {
        say!("{}", perft(&pos, depth));
    }
    Ok(())
}

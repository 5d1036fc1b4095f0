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
            help: "plies to look ahead",
        },
        Opt {
            name: "divide",
            value: None,
            help: "also print the count below each first move",
        },
    ],
    run,
};

fn run(args: &Args) -> CliResult {
    args.no_positionals()?;
    let pos = replay::start_position(args)?;
    let depth: u32 = args.required("depth")?;
    if args.flag("divide") {
        if depth == 0 {
            return Err(CliError::usage("'--divide' needs a depth of at least 1"));
        }
        let split = perft_divide(&pos, depth);
        for (m, n) in &split {
            println!("{m}: {n}");
        }
        println!();
        println!("{}", split.iter().map(|(_, n)| n).sum::<u64>());
    } else {
        println!("{}", perft(&pos, depth));
    }
    Ok(())
}

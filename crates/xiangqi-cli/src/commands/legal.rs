use super::Command;
use crate::args::Args;
use crate::error::CliResult;
use crate::replay::{self, FEN, MOVES};

pub const COMMAND: Command = Command {
    name: "legal",
    usage: "[--fen FEN] [--moves \"MOVES\"]",
    summary: "Print the legal moves after the given moves.",
    details: "\
Prints one line: the legal moves in ICCS, sorted, space-separated (an empty line
when there are none). Fails naming the first illegal move in --moves.",
    options: &[FEN, MOVES],
    run,
};

fn run(args: &Args) -> CliResult {
    args.no_positionals()?;
    let pos = replay::final_position(args)?;
    say!("{}", replay::sorted_iccs(&pos.legal_moves()));
    Ok(())
}

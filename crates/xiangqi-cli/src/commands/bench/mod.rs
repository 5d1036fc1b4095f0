//! `xiangqi bench SUBJECT`: speed measurements. Each subject is a module here.

mod perft;
mod records;
mod search;

use super::Command;
use crate::args::{Args, Opt};
use crate::error::{CliError, CliResult};
use crate::network;
use crate::replay::FEN;

/// A benchmark subject: its name and what runs it.
type Subject = (&'static str, fn(&Args) -> CliResult);

const SUBJECTS: &[Subject] = &[
    ("perft", perft::run),
    ("search", search::run),
    ("records", records::run),
];

pub const COMMAND: Command = Command {
    name: "bench",
    usage: "perft|search|records [--fen FEN] [--depth N] [--net FILE]",
    summary: "Measure speed: move generation (perft), the engine's search, or reading records.",
    details: "\
'bench perft' prints one line: 'LEAVES leaves in SECONDS s: RATE M leaves/s (perft N)'.
It counts leaves with bulk counting at the last ply, in one thread.

'bench search' searches a fixed set of positions (or --fen) to a fixed depth (default
10) and prints 'NODES nodes in SECONDS s: RATE nodes/s'. The node count is a signature:
it changes only when the search's behaviour changes. The search evaluates with the
network built in, with --net FILE with that one (written by 'xiangqi train'), with
--net none by hand.

'bench records' makes two DhtmlXQ texts of about 10 MB (a comment on every move of a
1,000-move game; 100,000 variation lines) and prints how long each takes to import.",
    options: &[
        FEN,
        Opt {
            name: "depth",
            value: Some("N"),
            help: "perft depth (default 5) or search depth (default 10)",
        },
        network::NET,
    ],
    run,
};

fn run(args: &Args) -> CliResult {
    let names = || {
        SUBJECTS
            .iter()
            .map(|(n, _)| *n)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let [subject] = args.positionals() else {
        return Err(CliError::usage(format!("say what to measure: {}", names())));
    };
    let (_, run) = SUBJECTS
        .iter()
        .find(|(n, _)| n == subject)
        .ok_or_else(|| CliError::usage(format!("no benchmark '{subject}' ({})", names())))?;
    run(args)
}

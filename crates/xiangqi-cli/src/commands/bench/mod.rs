//! `xiangqi bench SUBJECT`: speed measurements. Each subject is a module here.

mod perft;

use super::Command;
use crate::args::{Args, Opt};
use crate::error::{CliError, CliResult};
use crate::replay::FEN;

/// A benchmark subject: its name and what runs it.
type Subject = (&'static str, fn(&Args) -> CliResult);

const SUBJECTS: &[Subject] = &[("perft", perft::run)];

pub const COMMAND: Command = Command {
    name: "bench",
    usage: "perft [--fen FEN] [--depth N]",
    summary: "Measure speed: 'bench perft' prints leaves per second of perft(5) from the start.",
    details: "\
'bench perft' prints one line: 'LEAVES leaves in SECONDS s: RATE M leaves/s (perft N)'.
It counts leaves with bulk counting at the last ply, in one thread.",
    options: &[
        FEN,
        Opt {
            name: "depth",
            value: Some("N"),
            help: "perft depth (default 5)",
        },
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

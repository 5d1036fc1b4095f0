//! The subcommands. Each lives in its own module and describes itself with a
//! [`Command`]; adding one means adding its module and one line to [`COMMANDS`].

mod bench;
mod convert;
mod engine_match;
mod judge;
mod label;
mod legal;
mod notation;
mod perft;
mod puzzles;
mod selfplay;
mod trace;
mod train;
mod tune;
mod uci;

use crate::args::{Args, Opt};
use crate::error::{CliError, CliResult};

pub struct Command {
    pub name: &'static str,
    /// The words after the name in the usage line, e.g. `[--fen FEN] --depth N`.
    pub usage: &'static str,
    /// One line for the command list.
    pub summary: &'static str,
    /// Further paragraphs for `xiangqi help <command>`: output format, examples.
    pub details: &'static str,
    pub options: &'static [Opt],
    pub run: fn(&Args) -> CliResult,
}

const COMMANDS: &[&Command] = &[
    &perft::COMMAND,
    &legal::COMMAND,
    &judge::COMMAND,
    &notation::COMMAND,
    &convert::COMMAND,
    &trace::COMMAND,
    &bench::COMMAND,
    &uci::COMMAND,
    &engine_match::COMMAND,
    &selfplay::COMMAND,
    &puzzles::COMMAND,
    &label::COMMAND,
    &tune::COMMAND,
    &train::COMMAND,
];

const ABOUT: &str = "\
xiangqi: Xiangqi (Chinese chess) rules on the command line.

Squares and moves use ICCS coordinates: files a-i from Red's left, ranks 0-9 from
Red's side, so Red's central cannon opening is h2e2. Positions are FEN strings with
ranks written from Black's side (rank 9) down, N/B or H/E for horse/elephant.

Output is plain text on stdout. On bad input a one-line message goes to stderr and
the exit status is 2 for a malformed command line, 1 for input the rules reject.";

pub fn run(argv: Vec<String>) -> CliResult {
    let Some((name, rest)) = argv.split_first() else {
        put!("{}", overview());
        return Ok(());
    };
    match name.as_str() {
        "help" | "--help" | "-h" => match rest.first() {
            Some(topic) => put!("{}", help(find(topic)?)),
            None => put!("{}", overview()),
        },
        "--version" | "-V" => say!("xiangqi {}", env!("CARGO_PKG_VERSION")),
        _ => {
            let command = find(name)?;
            if rest.iter().any(|w| w == "--help" || w == "-h") {
                put!("{}", help(command));
            } else {
                (command.run)(&Args::parse(rest, command.options)?)?;
            }
        }
    }
    Ok(())
}

fn find(name: &str) -> CliResult<&'static Command> {
    COMMANDS
        .iter()
        .copied()
        .find(|c| c.name == name)
        .ok_or_else(|| CliError::usage(format!("unknown command '{name}'")))
}

fn overview() -> String {
    let mut text = format!("{ABOUT}\n\nCommands:\n");
    for c in COMMANDS {
        text += &format!("  {:<10}{}\n", c.name, c.summary);
    }
    text += "\n'xiangqi help COMMAND' or 'xiangqi COMMAND --help' describes one command.\n";
    text
}

fn help(c: &Command) -> String {
    let mut text = format!("usage: xiangqi {} {}\n\n{}\n", c.name, c.usage, c.summary);
    if !c.options.is_empty() {
        text += "\nOptions:\n";
        for o in c.options {
            let left = match o.value {
                Some(meta) => format!("--{} {meta}", o.name),
                None => format!("--{}", o.name),
            };
            text += &format!("  {left:<20}{}\n", o.help);
        }
    }
    if !c.details.is_empty() {
        text += &format!("\n{}\n", c.details);
    }
    text
}

//! `xiangqi`: the rules crate on the command line, for scripts and tests.
//!
//! Every command prints plain text on stdout. Bad input prints one line on stderr,
//! `xiangqi: <what is wrong>`, and exits non-zero (2 for a malformed command line,
//! 1 for input the rules reject), so scripts can rely on the exit status.

mod args;
mod commands;
mod error;
mod replay;
mod wall_clock;

use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match commands::run(argv) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xiangqi: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}

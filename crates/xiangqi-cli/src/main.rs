//! `xiangqi`: the rules crate on the command line, for scripts and tests.
//!
//! Every command prints plain text on stdout. Bad input prints one line on stderr,
//! `xiangqi: <what is wrong>`, and exits non-zero (2 for a malformed command line,
//! 1 for input the rules reject), so scripts can rely on the exit status.

// First: the printing macros are for every module after it.
#[macro_use]
mod output;
mod args;
mod commands;
mod error;
mod network;
mod replay;
mod wall_clock;

use std::process::ExitCode;

fn main() -> ExitCode {
    match arguments().and_then(commands::run) {
        // The reader went away (a closed pipe): nothing more to say, and nothing wrong.
        Ok(()) | Err(error::CliError::ReaderGone) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xiangqi: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}

/// The command line as text. `std::env::args` panics on an argument that is not UTF-8;
/// this says which one instead.
fn arguments() -> Result<Vec<String>, error::CliError> {
    std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(i, arg)| {
            arg.into_string().map_err(|raw| {
                error::CliError::usage(format!(
                    "argument {} is not valid UTF-8: {}",
                    i + 1,
                    raw.to_string_lossy()
                ))
            })
        })
        .collect()
}

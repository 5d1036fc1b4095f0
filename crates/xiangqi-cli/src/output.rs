//! Printing on stdout. Every command prints through `say!` (a line, as `println!`) and
//! `put!` (text as given, as `print!`): when the reader has gone away, as in
//! `xiangqi puzzles list | head -1`, the program stops quietly with success, for there is
//! no one left to tell; the standard library's macros would abort instead. A command that
//! writes through a writer of its own returns the error, which `main` treats the same way
//! (see `CliError::ReaderGone`).

use std::fmt;
use std::io::{self, Write};

/// Writes `args` on stdout, or stops the program: quietly when the reader has gone, with a
/// one-line message otherwise.
pub fn print(args: fmt::Arguments) {
    if let Err(e) = io::stdout().lock().write_fmt(args) {
        stop(e);
    }
}

/// Writes `bytes` on stdout as they are (a record in GBK, say), or stops the program as
/// [`print`] does.
pub fn write_bytes(bytes: &[u8]) {
    if let Err(e) = io::stdout().lock().write_all(bytes) {
        stop(e);
    }
}

fn stop(e: io::Error) -> ! {
    if e.kind() == io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("xiangqi: cannot write the output: {e}");
    std::process::exit(1);
}

/// A line on stdout (see the module).
macro_rules! say {
    () => {
        $crate::output::print(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::output::print(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// Text on stdout as given (see the module).
macro_rules! put {
    ($($arg:tt)*) => {
        $crate::output::print(format_args!($($arg)*))
    };
}

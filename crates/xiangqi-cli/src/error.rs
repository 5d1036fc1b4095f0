use std::fmt;

/// Why a command failed. The message is one line, printed after `xiangqi: `.
#[derive(Debug)]
pub enum CliError {
    /// The command line itself is malformed: unknown command or option, missing value.
    Usage(String),
    /// The command line is well formed but the rules reject its input (a bad FEN, an
    /// illegal move), or reading stdin / writing stdout failed.
    Input(String),
    /// Whoever read stdout has gone (a closed pipe): the command stops, and it is no failure.
    ReaderGone,
}

impl CliError {
    pub fn usage(msg: impl Into<String>) -> CliError {
        CliError::Usage(msg.into())
    }

    pub fn input(msg: impl fmt::Display) -> CliError {
        CliError::Input(msg.to_string())
    }

    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Usage(_) => 2,
            CliError::Input(_) => 1,
            CliError::ReaderGone => 0,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage(m) => write!(f, "{m} (see 'xiangqi help')"),
            CliError::Input(m) => f.write_str(m),
            CliError::ReaderGone => f.write_str("the reader of the output has gone"),
        }
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> CliError {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            CliError::ReaderGone
        } else {
            CliError::input(e)
        }
    }
}

pub type CliResult<T = ()> = Result<T, CliError>;

/// Opens `path` for appending, creating it if need be: the output files of `match`,
/// `selfplay` and `label` collect the results of several runs.
pub fn append_to(path: &str) -> CliResult<std::fs::File> {
    std::fs::File::options()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| CliError::input(format!("cannot write {path}: {e}")))
}

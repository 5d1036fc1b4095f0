//! Network files (written by `xiangqi train`) named on the command line: the one `--net`
//! option of the commands that search, and reading a file with a one-line reason when
//! it cannot be used.

use std::sync::Arc;

use xiangqi::engine::Network;

use crate::args::{Args, Opt};
use crate::error::{CliError, CliResult};

pub const NET: Opt = Opt {
    name: "net",
    value: Some("FILE"),
    help: "evaluate with this network file (written by 'xiangqi train')",
};

/// The network of `--net`, if given.
pub fn from_args(args: &Args) -> CliResult<Option<Arc<Network>>> {
    args.value(NET.name)
        .map(|path| read(path).map_err(|reason| CliError::input(format!("{path}: {reason}"))))
        .transpose()
}

/// Reads a network file; the error is the reason alone, for the caller to put after
/// the path as far as it quotes it.
pub fn read(path: &str) -> Result<Arc<Network>, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    Network::from_bytes(&bytes)
        .map(Arc::new)
        .map_err(|e| e.to_string())
}

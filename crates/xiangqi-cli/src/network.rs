//! The evaluation network of the commands that search: the one built in (the project's
//! own, crates/xiangqi/nets/xiangqi.nnue) unless `--net` names a file written by
//! `xiangqi train`, or `none` for the hand-made evaluation; and reading a file with a
//! one-line reason when it cannot be used.

use std::sync::Arc;

use xiangqi::engine::{nnue, Network};

use crate::args::{Args, Opt};
use crate::error::{CliError, CliResult};

pub const NET: Opt = Opt {
    name: "net",
    value: Some("FILE"),
    help: "evaluate with this network file (written by 'xiangqi train'), or 'none' for \
           the hand-made evaluation (default: the network built in)",
};

/// The `--net` value (and UCI `EvalFile` value) that asks for the hand-made evaluation.
pub const NONE: &str = "none";

/// The network of `--net`: the built-in one when none is named, no network for `none`.
pub fn from_args(args: &Args) -> CliResult<Option<Arc<Network>>> {
    match args.value(NET.name) {
        None => Ok(Some(built_in())),
        Some(NONE) => Ok(None),
        Some(path) => read(path)
            .map(Some)
            .map_err(|reason| CliError::input(format!("{path}: {reason}"))),
    }
}

/// The network built into the program (`nnue::SHIPPED`, which a unit test reads).
pub fn built_in() -> Arc<Network> {
    Arc::new(Network::from_bytes(nnue::SHIPPED).expect("the built-in network reads"))
}

/// Reads a network file; the error is the reason alone, for the caller to put after
/// the path as far as it quotes it.
pub fn read(path: &str) -> Result<Arc<Network>, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    Network::from_bytes(&bytes)
        .map(Arc::new)
        .map_err(|e| e.to_string())
}

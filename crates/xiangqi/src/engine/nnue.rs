//! The neural evaluation (NNUE): a small network whose first layer is kept up to date
//! move by move. Each side sees the board from its own end: every piece is an input
//! (our or their piece, its kind and its point), and the first layer's sums over those
//! inputs, one set per side, change by a row or two of weights when a piece moves or
//! is taken, instead of being summed again. The output reads both sides' sums (the
//! side to move first) through a squared clipped ReLU.
//!
//! The weights are integers, as the search uses them; `xiangqi train` fits them as
//! floating-point numbers and rounds them with the scales below.

mod accumulator;
mod features;
mod line;
mod network;
mod vector;

pub use accumulator::Accumulator;
pub use features::{feature, kind, FEATURES, KINDS};
pub(crate) use line::LineSums;
#[cfg(test)]
pub(crate) use network::tests::random_network;
pub use network::{Network, NetworkError, MAX_FIRST_LAYER, MAX_OUTPUT};

/// The network this project ships (crates/xiangqi/nets/xiangqi.nnue; docs/strength.md
/// names its data, its training command and its measured strength). The page downloads
/// it as a file of its own, after the engine (the build writes it; web/js/engine/
/// network.js), so a module that does not use this constant does not carry it.
pub const SHIPPED: &[u8] = include_bytes!("../../nets/xiangqi.nnue");

/// Neurons in the first layer, for each side.
pub const HIDDEN: usize = 256;
/// The first layer's clipped outputs run from 0 to `QA` (1.0 before quantization).
pub const QA: i32 = 255;
/// The first layer's weights and sums are multiplied by this before rounding: two bits
/// finer than its outputs, so the rounding of some thirty weights summed stays below
/// the output's own step.
pub const QW: i32 = 4 * QA;
/// The output layer's weights are multiplied by this before rounding.
pub const QB: i32 = 256;
/// Centipawns for an output of 1.0 (before quantization).
pub const SCALE: i32 = 400;

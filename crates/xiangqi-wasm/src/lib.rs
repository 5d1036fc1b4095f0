//! WebAssembly bindings for the browser game.
//!
//! [`Game`] is used by the page: it answers which moves are legal, why a target is not,
//! and whether the game is over. [`Engine`] lives in the search worker. Neither holds
//! rules logic of its own; both translate between plain JS values and the `xiangqi`
//! crate.

mod convert;
mod engine;
mod game;
mod outcome;
mod problem;
mod read;
mod record;
mod record_file;

pub use engine::Engine;
pub use game::Game;
pub use record_file::RecordFile;

use serde::Serialize;
use wasm_bindgen::prelude::*;
use xiangqi::engine::Level;
use xiangqi::notation::Notation;
use xiangqi::{Color, IllegalReason, Reason, Role, RuleSet};

/// Runs once when the module is instantiated, on the page and in the worker alike, so a
/// Rust panic reaches the console with its message instead of a bare `unreachable`.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The ids the page builds words from at run time (`illegal.${reason}`, `level.${n}`, …),
/// so that a test can check the string tables against the Rust enums.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Vocabulary {
    illegal_reasons: &'static [&'static str],
    outcome_reasons: &'static [&'static str],
    colors: &'static [&'static str],
    roles: &'static [&'static str],
    notations: &'static [&'static str],
    rule_sets: &'static [&'static str],
    /// Levels by number, 1 (Beginner) to 5 (Master).
    levels: Vec<u8>,
}

#[wasm_bindgen]
pub fn vocabulary() -> Result<JsValue, JsError> {
    let words = Vocabulary {
        illegal_reasons: &IllegalReason::IDS,
        outcome_reasons: &Reason::IDS,
        colors: &Color::IDS,
        roles: &Role::IDS,
        notations: &Notation::IDS,
        rule_sets: &RuleSet::IDS,
        levels: Level::ALL.iter().map(|level| level.number()).collect(),
    };
    Ok(serde_wasm_bindgen::to_value(&words)?)
}

/// The limits a record must keep to be imported (see xiangqi::notation::pgn), so that a
/// test can hold the page's own checks of what it stores to the same numbers.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RecordLimits {
    variation_depth: usize,
    eval_cp: i32,
    mate_moves: i32,
}

#[wasm_bindgen(js_name = recordLimits)]
pub fn record_limits() -> Result<JsValue, JsError> {
    use xiangqi::notation::pgn::{MAX_EVAL_CP, MAX_MATE_MOVES, MAX_VARIATION_DEPTH};
    let limits = RecordLimits {
        variation_depth: MAX_VARIATION_DEPTH,
        eval_cp: MAX_EVAL_CP,
        mate_moves: MAX_MATE_MOVES,
    };
    Ok(serde_wasm_bindgen::to_value(&limits)?)
}

//! WebAssembly bindings for the browser game.
//!
//! [`Game`] is used by the page: it answers which moves are legal, why a target is not,
//! and whether the game is over. [`Engine`] lives in the search worker. Neither holds
//! rules logic of its own; both translate between plain JS values and the `xiangqi`
//! crate.

mod convert;
mod engine;
mod game;
mod problem;
mod record;

pub use engine::Engine;
pub use game::Game;

use wasm_bindgen::prelude::*;

/// Runs once when the module is instantiated, on the page and in the worker alike, so a
/// Rust panic reaches the console with its message instead of a bare `unreachable`.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

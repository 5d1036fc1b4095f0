//! WebAssembly bindings of a game by link with a friend on another device
//! (`xiangqi::correspondence`), in a module of their own: the page loads it with the
//! friend code, so that a player who never plays by link never downloads the link's
//! codec (issue 61). The game's module is crates/xiangqi-wasm; the problems, the parsing
//! of ids and the outcomes this module reports in the same words are that crate's files,
//! included here, not copied. It does not depend on that crate: a dependency's
//! `#[wasm_bindgen]` exports would be linked in, and the engine with them.

mod correspondence;

// Each shared file is the game module's whole; this module uses a part of each.
#[allow(dead_code)]
#[path = "../../xiangqi-wasm/src/convert.rs"]
mod convert;
#[allow(dead_code)]
#[path = "../../xiangqi-wasm/src/outcome.rs"]
mod outcome;
#[allow(dead_code)]
#[path = "../../xiangqi-wasm/src/problem.rs"]
mod problem;

pub use correspondence::Correspondence;

use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Runs once when the module is instantiated, so that a Rust panic reaches the console
/// with its message.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The ids the page words a game by link's offers, answers and declared endings by
/// (`friend.asks.${offer}`, …), so that a test can check the string tables against them.
#[derive(Serialize)]
struct Vocabulary {
    offers: &'static [&'static str],
    replies: &'static [&'static str],
    endings: &'static [&'static str],
}

#[wasm_bindgen(js_name = linkVocabulary)]
pub fn link_vocabulary() -> Result<JsValue, JsError> {
    let words = Vocabulary {
        offers: &correspondence::OFFERS,
        replies: &correspondence::REPLIES,
        endings: &correspondence::ENDINGS,
    };
    Ok(serde_wasm_bindgen::to_value(&words)?)
}

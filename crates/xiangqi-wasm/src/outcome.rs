//! How a game ended, as the page reads it. Shared with the game by link's module
//! (crates/xiangqi-link-wasm includes this file).

use serde::Serialize;
use wasm_bindgen::JsValue;
use xiangqi::{Color, Outcome};

/// How a game ended, as the page reads it: `{winner, reason}`.
#[derive(Serialize)]
pub(crate) struct OutcomeJs {
    /// `"red"`, `"black"` or `null` for a draw.
    winner: Option<&'static str>,
    /// One of the snake_case reasons of the rules crate, such as `perpetual_check`.
    reason: &'static str,
}

impl From<Outcome> for OutcomeJs {
    fn from(outcome: Outcome) -> OutcomeJs {
        OutcomeJs {
            winner: outcome.winner.map(Color::as_str),
            reason: outcome.reason.as_str(),
        }
    }
}

/// `outcome` as a JS object (a draw's winner arrives as `null`, not `undefined`), or
/// `null` for none.
pub(crate) fn outcome_js(outcome: Option<Outcome>) -> Result<JsValue, serde_wasm_bindgen::Error> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    outcome.map(OutcomeJs::from).serialize(&serializer)
}

//! Turning the strings the page sends into typed values, with a readable error for each.

use std::fmt;
use std::str::FromStr;

use wasm_bindgen::JsError;
use xiangqi::{Game, Move, Position, RuleSet};

use crate::problem::Problem;

/// A value the page names by its id: a square (`h2`), a rule set (`asian`), a side
/// (`red`), a notation (`wxf`). A name the rules crate does not know is an error saying
/// which names it knows.
pub fn parse<T>(text: &str) -> Result<T, JsError>
where
    T: FromStr,
    T::Err: fmt::Display,
{
    text.parse::<T>().map_err(|e| JsError::new(&e.to_string()))
}

/// A game rebuilt from a start FEN and ICCS moves, each move checked as it is replayed.
/// Both the page (restoring a saved game) and the worker (receiving the game so far)
/// come through here, so a bad record is refused in one place.
pub fn game_from_record(
    start_fen: &str,
    moves: &[String],
    rules: RuleSet,
) -> Result<Game, Problem> {
    let start = Position::from_fen(start_fen).map_err(|e| Problem::from(&e))?;
    // The moves up to the first one that is not written in ICCS; a move the rules
    // refuse before that one is the first problem of the record.
    let mut readable = Vec::with_capacity(moves.len());
    let mut unreadable = None;
    for text in moves {
        match text.parse::<Move>() {
            Ok(m) => readable.push(m),
            Err(e) => {
                unreadable = Some(Problem::unreadable_move(text, e));
                break;
            }
        }
    }
    let game = Game::replay(start, &readable, rules).map_err(|e| Problem::from(&e))?;
    unreadable.map_or(Ok(game), Err)
}

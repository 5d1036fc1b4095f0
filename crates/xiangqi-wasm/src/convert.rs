//! Turning the strings the page sends into typed values, with a readable error for each.

use wasm_bindgen::JsError;
use xiangqi::{Color, Game, Move, Position, RuleSet, Square};

use crate::problem::Problem;

pub fn square(text: &str) -> Result<Square, JsError> {
    text.parse::<Square>()
        .map_err(|e| JsError::new(&e.to_string()))
}

pub fn rules(text: &str) -> Result<RuleSet, JsError> {
    text.parse::<RuleSet>()
        .map_err(|e| JsError::new(&e.to_string()))
}

pub fn color(text: &str) -> Result<Color, JsError> {
    match text {
        "red" => Ok(Color::Red),
        "black" => Ok(Color::Black),
        _ => Err(JsError::new(&format!(
            "unknown colour '{text}' (red or black)"
        ))),
    }
}

pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::Red => "red",
        Color::Black => "black",
    }
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
    let mut game = Game::from_position(start, rules);
    for (i, text) in moves.iter().enumerate() {
        let m = text
            .parse::<Move>()
            .map_err(|e| Problem::unreadable_move(text, e))?;
        game.play(m)
            .map_err(|e| Problem::illegal_move(i + 1, text, e.reason))?;
    }
    Ok(game)
}

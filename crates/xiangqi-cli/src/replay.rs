//! The `--fen` and `--moves` options most commands share: a start position and the
//! moves played from it.

use xiangqi::{Game, Move, Position, RuleSet};

use crate::args::{Args, Opt};
use crate::error::{CliError, CliResult};

pub const FEN: Opt = Opt {
    name: "fen",
    value: Some("FEN"),
    help: "start from this position (default: the standard start)",
};

pub const MOVES: Opt = Opt {
    name: "moves",
    value: Some("\"MOVES\""),
    help: "ICCS moves played from the start position, space-separated: \"h2e2 h9g7\"",
};

/// The position of `--fen`, or the standard start.
pub fn start_position(args: &Args) -> CliResult<Position> {
    match args.value(FEN.name) {
        Some(fen) => parse_fen(fen),
        None => Ok(Position::startpos()),
    }
}

pub fn parse_fen(fen: &str) -> CliResult<Position> {
    Position::from_fen(fen).map_err(|e| CliError::input(format!("bad FEN '{fen}': {e}")))
}

/// The moves of `--moves` (none when absent). Only their form is checked here.
pub fn moves(args: &Args) -> CliResult<Vec<Move>> {
    parse_moves(args.value(MOVES.name).unwrap_or(""))
}

pub fn parse_moves(text: &str) -> CliResult<Vec<Move>> {
    text.split_whitespace()
        .map(|w| w.parse().map_err(CliError::input))
        .collect()
}

/// The game of `--fen` and `--moves` under `rules`, judged as it is played; a move the
/// game refuses (illegal, or after the game has ended) is an error saying which and why.
pub fn game(args: &Args, rules: RuleSet) -> CliResult<Game> {
    Game::replay(start_position(args)?, &moves(args)?, rules)
        .map_err(|e| CliError::input(e.to_string()))
}

/// Plays `moves` on `pos` (positions only, no game rules: for describing a line),
/// showing `visit` each position reached; fails on the first move that is not legal
/// there, saying which and why.
pub fn play_all(
    pos: &mut Position,
    moves: &[Move],
    mut visit: impl FnMut(&Position) -> CliResult,
) -> CliResult {
    for (i, &m) in moves.iter().enumerate() {
        let before = pos.fen();
        pos.play(m)
            .map_err(|e| CliError::input(format!("move {}: {e} (in {before})", i + 1)))?;
        visit(pos)?;
    }
    Ok(())
}

/// The position of `--fen` after the moves of `--moves`.
pub fn final_position(args: &Args) -> CliResult<Position> {
    let mut pos = start_position(args)?;
    play_all(&mut pos, &moves(args)?, |_| Ok(()))?;
    Ok(pos)
}

/// Moves in ICCS, sorted, space-separated.
pub fn sorted_iccs(moves: &[Move]) -> String {
    let mut text: Vec<String> = moves.iter().map(Move::to_string).collect();
    text.sort();
    text.join(" ")
}

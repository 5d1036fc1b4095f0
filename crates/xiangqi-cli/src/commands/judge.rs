use xiangqi::RuleSet;

use super::Command;
use crate::args::{Args, Opt};
use crate::error::CliResult;
use crate::replay::{self, FEN, MOVES};

pub const COMMAND: Command = Command {
    name: "judge",
    usage: "[--fen FEN] --moves \"MOVES\" [--rules asian|casual]",
    summary: "Play the moves as a game and print how it stands.",
    details: "\
Prints one line: the winner (red or black) or 'draw', then the reason: checkmate,
stalemate, perpetual_check, perpetual_chase, repetition, move_limit, dead_material;
or 'ongoing' while the game goes on. Example: 'black perpetual_check'.
An illegal move (including any move after the game has ended) fails, naming the
move and why it is illegal.",
    options: &[
        FEN,
        MOVES,
        Opt {
            name: "rules",
            value: Some("RULES"),
            help: "asian (default: perpetual check and chase lose) or casual",
        },
    ],
    run,
};

fn run(args: &Args) -> CliResult {
    args.no_positionals()?;
    let rules: RuleSet = args.parsed("rules")?.unwrap_or_default();
    let game = replay::game(args, rules)?;
    match game.outcome() {
        Some(outcome) => say!("{outcome}"),
        None => say!("ongoing"),
    }
    Ok(())
}

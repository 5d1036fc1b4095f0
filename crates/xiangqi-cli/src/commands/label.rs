//! `xiangqi label`: scores self-play positions with a search, so `xiangqi tune` can fit
//! the evaluation to what a deeper look finds rather than only to who won a game
//! played at a few thousand nodes a move (where the winner often owes the result to
//! a later blunder, not to the position).

use std::fs;
use std::io::{BufWriter, Write};

use xiangqi::engine::{Engine, Limits, Score};
use xiangqi::{Color, Game, Position, RuleSet};

use super::Command;
use crate::args::{Args, Opt};
use crate::error::{append_to, CliError, CliResult};
use crate::wall_clock::WallClock;

pub const COMMAND: Command = Command {
    name: "label",
    usage: "FILE --out FILE [--nodes N] [--every N] [--skip N]",
    summary: "Score self-play positions with a search, for 'xiangqi tune --lambda'.",
    details: "\
Reads the 'FEN;RESULT;GAME' lines of FILE (as written by 'xiangqi selfplay'), searches
each position --nodes nodes from scratch, and appends 'FEN;RESULT;GAME;SCORE' to --out,
SCORE the search's score for Red in centipawns. Positions the search finds a mate in
are left out: their score says nothing about the evaluation's terms. --every N takes
only every Nth line, starting at line --skip, so several processes can share a file.",
    options: &[
        Opt {
            name: "out",
            value: Some("FILE"),
            help: "file to write (appended to)",
        },
        Opt {
            name: "nodes",
            value: Some("N"),
            help: "nodes searched per position (default 20000)",
        },
        Opt {
            name: "every",
            value: Some("N"),
            help: "take every Nth line (default 1)",
        },
        Opt {
            name: "skip",
            value: Some("N"),
            help: "lines to skip before the first one taken (default 0)",
        },
    ],
    run,
};

/// Small: every position starts from an empty table, and clearing a big one would cost
/// more than the search.
const HASH_BYTES: usize = 1 << 20;

fn run(args: &Args) -> CliResult {
    let [input] = args.positionals() else {
        return Err(CliError::usage("give one file written by xiangqi selfplay"));
    };
    let path: String = args.required("out")?;
    let nodes: u64 = args.parsed("nodes")?.unwrap_or(20_000);
    let every: usize = args.parsed("every")?.unwrap_or(1);
    let skip: usize = args.parsed("skip")?.unwrap_or(0);
    if every == 0 {
        return Err(CliError::usage("--every is at least 1"));
    }
    let text = fs::read_to_string(input).map_err(|e| CliError::input(format!("{input}: {e}")))?;
    let mut out = BufWriter::new(append_to(&path)?);
    let mut engine = Engine::new(HASH_BYTES, 0);
    let limits = Limits::nodes(nodes);
    let (mut written, mut mates) = (0u64, 0u64);
    for line in text.lines().skip(skip).step_by(every) {
        let Some(pos) = line
            .split(';')
            .next()
            .and_then(|fen| Position::from_fen(fen).ok())
        else {
            continue;
        };
        engine.new_game();
        let game = Game::from_position(pos, RuleSet::Asian);
        let result = engine.search(&game, &limits, &WallClock::new(), &mut |_| {});
        let pos = game.position();
        let Score::Cp(cp) = result.score else {
            mates += 1;
            continue;
        };
        let red = if pos.turn() == Color::Red { cp } else { -cp };
        writeln!(out, "{line};{red}").map_err(|e| CliError::input(format!("{path}: {e}")))?;
        written += 1;
        if written.is_multiple_of(1000) {
            say!("{written} positions scored");
        }
    }
    out.flush()
        .map_err(|e| CliError::input(format!("{path}: {e}")))?;
    say!("{written} positions scored and written to {path}; {mates} mates left out");
    Ok(())
}

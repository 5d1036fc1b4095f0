//! `xiangqi selfplay`: the engine plays itself at a small fixed node count from the
//! match openings, with a few random moves for variety, and writes the quiet positions
//! of every game labelled with its result (and, with `--scores`, the engine's score):
//! the training data of `xiangqi tune` and `xiangqi train`.

mod quiet;

use std::io::{BufWriter, Write};

use xiangqi::engine::{Engine, Limits, Score};
use xiangqi::{Color, Game, RuleSet};

use super::engine_match::openings::{self, OPENINGS};
use super::Command;
use crate::args::{Args, Opt};
use crate::error::{append_to, CliError, CliResult};
use crate::network;
use crate::wall_clock::WallClock;
use quiet::is_quiet;

pub const COMMAND: Command = Command {
    name: "selfplay",
    usage:
        "--out FILE [--games N] [--nodes N] [--random-plies N] [--seed N] [--scores] [--net FILE]",
    summary: "Play the engine against itself and write labelled quiet positions.",
    details: "\
Each game starts from a built-in opening (in turn), then plays --random-plies uniformly
random legal moves, then lets the engine search --nodes nodes per move. A game ends by
the rules (mate, perpetual check, repetition, the no-capture limit...) or is a draw after
300 plies.

Every quiet position after the random moves (not in check, no capture winning material
at once) is written as one line 'FEN;RESULT;GAME', RESULT the game's score for Red
(1, 0.5 or 0) and GAME the game's number, so the tuner can hold out whole games.
With --scores each line also carries ';SCORE', the score for Red in centipawns of the
search that chose the move there (the format 'xiangqi label' writes, at no extra cost);
positions where that search saw a mate are left out.
The engine evaluates with the network built in, or with --net FILE (written by 'xiangqi
train': a network's own games train the next one), or by hand with --net none.
The same options and --seed give the same file; different seeds give different games:
run several processes to use more cores.",
    options: &[
        Opt {
            name: "out",
            value: Some("FILE"),
            help: "file to write (appended to)",
        },
        Opt {
            name: "games",
            value: Some("N"),
            help: "number of games (default 100)",
        },
        Opt {
            name: "nodes",
            value: Some("N"),
            help: "nodes per move (default 2000)",
        },
        Opt {
            name: "random-plies",
            value: Some("N"),
            help: "random moves after the opening (default 2)",
        },
        Opt {
            name: "seed",
            value: Some("N"),
            help: "seed for the random moves and the engine (default 1)",
        },
        Opt {
            name: "scores",
            value: None,
            help: "add the engine's score for Red to each line",
        },
        network::NET,
    ],
    run,
};

const MAX_PLIES: usize = 300;

fn run(args: &Args) -> CliResult {
    args.no_positionals()?;
    let path: String = args.required("out")?;
    let games: u64 = args.parsed("games")?.unwrap_or(100);
    let nodes: u64 = args.parsed("nodes")?.unwrap_or(2000);
    let random_plies: usize = args.parsed("random-plies")?.unwrap_or(2);
    let seed: u64 = args.parsed("seed")?.unwrap_or(1);
    let with_scores = args.flag("scores");
    let mut out = BufWriter::new(append_to(&path)?);
    let mut rng = SplitMix(seed);
    let mut engine = Engine::new(4 << 20, seed);
    engine.set_network(network::from_args(args)?);
    let (mut positions, mut score) = (0, [0u64; 3]);
    for g in 0..games {
        let game_id = seed.wrapping_mul(1_000_000).wrapping_add(g);
        let (fens, result) = play(&mut engine, &mut rng, g, nodes, random_plies)?;
        let mut written = 0;
        for (fen, red_score) in &fens {
            let line = match (with_scores, red_score) {
                (false, _) => format!("{fen};{result};{game_id}"),
                (true, Some(cp)) => format!("{fen};{result};{game_id};{cp}"),
                (true, None) => continue,
            };
            writeln!(out, "{line}").map_err(|e| CliError::input(format!("{path}: {e}")))?;
            written += 1;
        }
        positions += written;
        score[(2.0 * result) as usize] += 1;
        say!(
            "game {}: Red scores {result}, {written} positions; {positions} so far",
            g + 1
        );
    }
    out.flush()
        .map_err(|e| CliError::input(format!("{path}: {e}")))?;
    say!(
        "{games} games (Red +{} ={} -{}), {positions} positions written to {path}",
        score[2],
        score[1],
        score[0]
    );
    Ok(())
}

/// A position's FEN and the engine's score there for Red (`None` for a mate).
type Scored = (String, Option<i32>);

/// One game; returns its quiet positions, each with the engine's score there for Red
/// in centipawns (`None` when the engine saw a mate), and Red's score in the game.
fn play(
    engine: &mut Engine,
    rng: &mut SplitMix,
    index: u64,
    nodes: u64,
    random_plies: usize,
) -> CliResult<(Vec<Scored>, f64)> {
    let played = play_game(engine, rng, index, nodes, random_plies)?;
    let mut pos = played.game.start_position().clone();
    let mut fens = Vec::new();
    for (ply, &m) in played.game.moves().iter().enumerate() {
        if ply >= played.engine_from && is_quiet(&pos) {
            let red_score = match played.scores[ply] {
                Some(Score::Cp(cp)) if pos.turn() == Color::Red => Some(cp),
                Some(Score::Cp(cp)) => Some(-cp),
                _ => None,
            };
            fens.push((pos.fen(), red_score));
        }
        pos.make_move(m);
    }
    let result = match played.winner {
        Some(Color::Red) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    };
    Ok((fens, result))
}

/// A self-play game: its moves, its winner (none for a draw), and the ply from which the
/// engine chose every move (the opening and the random moves before it).
pub(super) struct Played {
    pub game: Game,
    pub winner: Option<Color>,
    pub engine_from: usize,
    /// The engine's score of each position it moved in (by ply; `None` before
    /// `engine_from`), for the side to move.
    pub scores: Vec<Option<Score>>,
}

/// Plays game `index`: the opening of that number (in turn), `random_plies` random legal
/// moves, then the engine at `nodes` nodes a move until the game ends by the rules or
/// reaches 300 plies (a draw).
pub(super) fn play_game(
    engine: &mut Engine,
    rng: &mut SplitMix,
    index: u64,
    nodes: u64,
    random_plies: usize,
) -> CliResult<Played> {
    let opening = &OPENINGS[index as usize % OPENINGS.len()];
    let mut game = Game::from_position(openings::start(), RuleSet::default());
    for m in opening.parsed() {
        game.play(m)
            .map_err(|e| CliError::input(format!("opening {}: {e}", opening.name)))?;
    }
    engine.new_game();
    let clock = WallClock::new();
    let limits = Limits::nodes(nodes);
    let engine_from = game.moves().len() + random_plies;
    let mut scores = vec![None; game.moves().len()];
    let winner = loop {
        if let Some(o) = game.outcome() {
            break o.winner;
        }
        if game.moves().len() >= MAX_PLIES {
            break None;
        }
        let legal = game.legal_moves();
        let m = if game.moves().len() < engine_from {
            scores.push(None);
            legal.as_slice()[rng.below(legal.len() as u64) as usize]
        } else {
            let result = engine.search(&game, &limits, &clock, &mut |_| {});
            scores.push(Some(result.score));
            result
                .best_move
                .ok_or_else(|| CliError::input("the engine found no move in a live game"))?
        };
        game.play(m)
            .map_err(|e| CliError::input(format!("engine move {m}: {e}")))?;
    };
    Ok(Played {
        game,
        winner,
        engine_from,
        scores,
    })
}

/// A small seeded generator for the random moves (SplitMix64).
pub(super) struct SplitMix(pub u64);

impl SplitMix {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

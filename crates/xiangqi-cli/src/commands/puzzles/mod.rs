//! `xiangqi puzzles`: the shipped mate puzzles listed and verified, and `generate`, which
//! makes them from the engine's own games. The engine plays
//! itself as `xiangqi selfplay` does; every position where the side to move forces a win
//! is solved exactly (xiangqi::puzzle) and kept when the rules of a fair puzzle hold. The
//! engine then looks once more at its first move: a second move with a mate of its own,
//! however slow, makes it no puzzle.

use std::io::{BufWriter, Write};

use xiangqi::engine::{Engine, Limits, Score};
use xiangqi::puzzle::mate::Solver;
use xiangqi::puzzle::{self, Puzzle, Shipped};
use xiangqi::Game;

use super::selfplay::{play_game, Played, SplitMix};
use super::Command;
use crate::args::{Args, Opt};
use crate::error::{append_to, CliError, CliResult};
use crate::wall_clock::WallClock;

pub const COMMAND: Command = Command {
    name: "puzzles",
    usage: "list | verify [--every N] [--budget N] | generate --out FILE [--games N] [--nodes N] [--seed N] [--max N] [--budget N]",
    summary: "List, verify or make the mate puzzles the game ships.",
    details: "\
list: every shipped puzzle, one a line:
  ID<TAB>FEN<TAB>solution in ICCS (solver and defence alternating)<TAB>mate

verify: solves every shipped puzzle again (every Nth with --every N) and checks that it
is still fair and its line unchanged (see generate), and that the engine finds no second
mating first move; prints each failure and a count, and exits with 1 if any failed.

generate: the engine plays --games games against itself (from the match openings, two
random moves, then --nodes nodes a move, as 'xiangqi selfplay'). Every position where
the side to move forces a win (the engine saw a mate while playing, or an exact search
finds one within two moves) is solved exactly, and kept when it is a fair puzzle: the
side to move forces a win (checkmate or stalemate) in at most --max moves, exactly one
first move wins within two moves more than the shortest, and at every later turn exactly
one move keeps the fastest win; the defence resists longest. Positions further along a
kept puzzle's line are skipped, and so is a puzzle whose first move the engine finds a
second mate for (a search of 2 lines).

Each puzzle is one line appended to --out:
  FEN<TAB>line in ICCS (solver and defence alternating)<TAB>mate in N<TAB>source
the source naming the seed, the game and the ply. A position whose exact search visits
more than --budget positions (default 5000000) is skipped.",
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
            help: "nodes per move in the games (default 2000)",
        },
        Opt {
            name: "seed",
            value: Some("N"),
            help: "seed for the random moves and the engine (default 1)",
        },
        Opt {
            name: "max",
            value: Some("N"),
            help: "longest mate, in the solver's moves (default 7)",
        },
        Opt {
            name: "every",
            value: Some("N"),
            help: "verify every Nth puzzle only (default 1)",
        },
        Opt {
            name: "budget",
            value: Some("N"),
            help: "positions an exact search may visit (default 5000000)",
        },
    ],
    run,
};

fn run(args: &Args) -> CliResult {
    let budget: u64 = args.parsed("budget")?.unwrap_or(5_000_000);
    match args.positionals() {
        [what] if what == "list" => list(),
        [what] if what == "verify" => verify(args.parsed("every")?.unwrap_or(1), budget),
        [what] if what == "generate" => generate(args, budget),
        [what] => Err(CliError::usage(format!(
            "unknown '{what}': list, verify or generate"
        ))),
        _ => Err(CliError::usage("say what to do: list, verify or generate")),
    }
}

fn shipped() -> CliResult<Vec<Shipped>> {
    puzzle::shipped().map_err(CliError::input)
}

fn list() -> CliResult {
    for s in shipped()? {
        let line: Vec<String> = s.puzzle.line.iter().map(|m| m.to_string()).collect();
        println!(
            "{}\t{}\t{}\tmate",
            s.id,
            s.puzzle.start.fen(),
            line.join(" ")
        );
    }
    Ok(())
}

fn verify(every: usize, budget: u64) -> CliResult {
    if every == 0 {
        return Err(CliError::usage("--every must be at least 1"));
    }
    let all = shipped()?;
    let clock = std::time::Instant::now();
    let mut engine = Engine::new(16 << 20, 1);
    let (mut checked, mut failed) = (0, 0);
    for s in all.iter().step_by(every) {
        checked += 1;
        let problem = match puzzle::solve(&s.puzzle.start, s.puzzle.mate_in, budget) {
            Ok(again) if again.line != s.puzzle.line => Some("solves to another line".to_string()),
            Ok(_) if second_move_mates(&mut engine, &s.puzzle) => {
                Some("the engine mates after another first move too".to_string())
            }
            Ok(_) => None,
            Err(e) => Some(format!("{e:?}")),
        };
        if let Some(problem) = problem {
            failed += 1;
            println!("FAILED {}: {problem}", s.id);
        }
    }
    println!(
        "verified {checked} of {} puzzles in {:.1} s: {} failed",
        all.len(),
        clock.elapsed().as_secs_f64(),
        failed
    );
    if failed > 0 {
        return Err(CliError::input(format!("{failed} puzzles failed")));
    }
    Ok(())
}

fn generate(args: &Args, budget: u64) -> CliResult {
    let path: String = args.required("out")?;
    let games: u64 = args.parsed("games")?.unwrap_or(100);
    let nodes: u64 = args.parsed("nodes")?.unwrap_or(2000);
    let seed: u64 = args.parsed("seed")?.unwrap_or(1);
    let max: u32 = args.parsed("max")?.unwrap_or(7);
    if !(1..=7).contains(&max) {
        return Err(CliError::usage("--max must be 1 to 7"));
    }
    let mut out = BufWriter::new(append_to(&path)?);
    let mut rng = SplitMix(seed);
    let mut engine = Engine::new(16 << 20, seed);
    let mut found = 0;
    for g in 0..games {
        let played = play_game(&mut engine, &mut rng, g, nodes, 2)?;
        for (ply, p) in puzzles_of(&played, max, budget) {
            if second_move_mates(&mut engine, &p) {
                continue;
            }
            let line: Vec<String> = p.line.iter().map(|m| m.to_string()).collect();
            writeln!(
                out,
                "{}\t{}\t{}\tseed {seed} game {g} ply {ply}",
                p.start.fen(),
                line.join(" "),
                p.mate_in
            )
            .and_then(|()| out.flush())
            .map_err(|e| CliError::input(format!("{path}: {e}")))?;
            found += 1;
            println!(
                "game {}: mate in {} at ply {ply}; {found} so far",
                g + 1,
                p.mate_in
            );
        }
    }
    println!("{games} games, {found} puzzles written to {path}");
    Ok(())
}

/// The fair puzzles of a game: every position where the side to move forces a win (as
/// the engine saw it while playing, or as a short exact search finds) and the win is a
/// puzzle, leaving out the positions further along a puzzle's own line. In a run of
/// such positions for one side (a won ending where nearly every move wins), only the
/// first few are solved: the rest are the same unfair win again.
fn puzzles_of(played: &Played, max: u32, budget: u64) -> Vec<(usize, Puzzle)> {
    const TRIES_PER_RUN: u32 = 3;
    let mut out: Vec<(usize, Puzzle)> = Vec::new();
    let mut pos = played.game.start_position().clone();
    let mut on_line_until = 0;
    // Solved positions of the current run of each side (by colour index).
    let mut tries = [0u32; 2];
    for (ply, &m) in played.game.moves().iter().enumerate() {
        let side = usize::from(pos.turn() == xiangqi::Color::Black);
        let engine_sees_mate = matches!(
            played.scores.get(ply),
            Some(Some(Score::Mate(n))) if *n > 0 && *n < 2 * max as i32
        );
        if ply >= played.engine_from && ply >= on_line_until {
            let quick = || {
                let mut solver = Solver::new(budget);
                matches!(solver.shortest_win(&pos, 2), Ok(Some(_)))
            };
            if engine_sees_mate || quick() {
                if tries[side] < TRIES_PER_RUN {
                    tries[side] += 1;
                    if let Ok(p) = puzzle::solve(&pos, max, budget) {
                        on_line_until = ply + p.line.len();
                        out.push((ply, p));
                    }
                }
            } else {
                tries[side] = 0;
            }
        }
        pos.make_move(m);
    }
    out
}

/// Whether the engine finds a mate for the solver after a first move other than the
/// puzzle's: a second winning move, too slow for the exact check to see.
fn second_move_mates(engine: &mut Engine, p: &Puzzle) -> bool {
    let game = Game::from_position(p.start.clone(), Default::default());
    let depth = (2 * p.mate_in + 6).min(18);
    let mut second = None;
    engine.new_game();
    engine.analyse(
        &game,
        &Limits::depth(depth),
        2,
        &WallClock::new(),
        &mut |info| {
            if info.line == 2 {
                second = Some(info.score);
            }
        },
    );
    matches!(second, Some(Score::Mate(n)) if n > 0)
}

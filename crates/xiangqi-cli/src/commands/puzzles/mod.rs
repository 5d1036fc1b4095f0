//! `xiangqi puzzles`: the shipped mate puzzles and classic studies listed and verified,
//! and `generate`, which makes mate puzzles from the engine's own games. The engine plays
//! itself as `xiangqi selfplay` does; every position where the side to move forces a win
//! is solved exactly (xiangqi::puzzle) and kept when the rules of a fair puzzle hold. The
//! engine then looks once more at its first move: a second move with a mate of its own,
//! however slow, makes it no puzzle.

use std::io::{BufWriter, Write};

use xiangqi::engine::{Engine, Limits, Score};
use xiangqi::puzzle::mate::Solver;
use xiangqi::puzzle::{self, Goal, Puzzle, Study};
use xiangqi::{Game, Move, Position};

use super::selfplay::{play_game, Played, SplitMix};
use super::Command;
use crate::args::{Args, Opt};
use crate::error::{append_to, CliError, CliResult};
use crate::wall_clock::WallClock;

pub const COMMAND: Command = Command {
    name: "puzzles",
    usage: "list | verify [--every N] [--skip N] [--budget N] | generate --out FILE [--games N] [--nodes N] [--seed N] [--max N] [--budget N]",
    summary: "List, verify or make the mate puzzles and classic studies the game ships.",
    details: "\
list: every shipped mate puzzle and classic endgame study, one a line:
  ID<TAB>FEN<TAB>solution in ICCS (solver and defence alternating)<TAB>mate or study
(a study's solution is its manual's main line).

verify: solves every shipped puzzle again (every Nth with --every N, from the one after
the first --skip N, so that several processes can share the work) and checks that it
is still fair and its line unchanged (see generate), and that the engine finds no second
mating first move. For each study it checks the result the manual gives: a won study's
main line ends with the loser unable to move, or the engine, searching the end of the
line, sees the player's side mating or ahead by most of a horse (300 centipawns); in a
drawn study the engine finds no mate against the player's side from the start. Prints
each failure and a count, and exits with 1 if any failed.

generate: the engine plays --games games against itself (from the match openings, two
random moves, then --nodes nodes a move, as 'xiangqi selfplay'). Every position where
the side to move forces a win (the engine saw a mate while playing, or an exact search
finds one within two moves) is solved exactly, and kept when it is a fair puzzle: the
side to move forces a win (checkmate or stalemate) in at most --max moves, exactly one
first move wins within two moves more than the shortest (but not past 6 moves, as far as
a proof reaches), and at every later turn exactly one move keeps the fastest win; the
defence resists longest. Positions further along a kept puzzle's line are skipped, and
so is a puzzle whose first move the engine finds a second mate for (a search of 2
lines). From each puzzle, up to three of the winner's earlier turns are tried as longer
mates through it (where a 14-ply search sees one mating move), and the earliest fair one
is kept in its place.

Each puzzle is one line appended to --out:
  FEN<TAB>line in ICCS (solver and defence alternating)<TAB>mate in N<TAB>source
the source naming the seed, the game and the ply. A position whose exact search visits
more than --budget positions (default 5000000) is skipped; in verify, a puzzle whose
proof needs more (default 60000000) fails.",
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
            name: "skip",
            value: Some("N"),
            help: "puzzles (and studies) passed over before the first verified (default 0)",
        },
        Opt {
            name: "budget",
            value: Some("N"),
            help: "positions an exact search may visit (default 5000000 in generate, 60000000 in verify)",
        },
    ],
    run,
};

/// Positions an exact search may visit while generating: most fair puzzles need far
/// fewer, and a hopeless position should not hold the games up.
const GENERATE_BUDGET: u64 = 5_000_000;
/// ...and while verifying: a shipped puzzle is proven in full, the longest mates too (the
/// mate in 7 needs about 25 s).
const VERIFY_BUDGET: u64 = 60_000_000;

fn run(args: &Args) -> CliResult {
    let budget: Option<u64> = args.parsed("budget")?;
    match args.positionals() {
        [what] if what == "list" => list(),
        [what] if what == "verify" => verify(
            args.parsed("every")?.unwrap_or(1),
            args.parsed("skip")?.unwrap_or(0),
            budget.unwrap_or(VERIFY_BUDGET),
        ),
        [what] if what == "generate" => generate(args, budget.unwrap_or(GENERATE_BUDGET)),
        [what] => Err(CliError::usage(format!(
            "unknown '{what}': list, verify or generate"
        ))),
        _ => Err(CliError::usage("say what to do: list, verify or generate")),
    }
}

fn list() -> CliResult {
    for s in puzzle::shipped() {
        say!(
            "{}\t{}\t{}\tmate",
            s.id,
            s.puzzle.start.fen(),
            iccs(&s.puzzle.line)
        );
    }
    for s in puzzle::studies() {
        say!("{}\t{}\t{}\tstudy", s.id, s.start.fen(), iccs(&s.line));
    }
    Ok(())
}

fn iccs(line: &[Move]) -> String {
    line.iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn verify(every: usize, skip: usize, budget: u64) -> CliResult {
    if every == 0 {
        return Err(CliError::usage("--every must be at least 1"));
    }
    let all = puzzle::shipped();
    let clock = std::time::Instant::now();
    let mut engine = Engine::new(16 << 20, 1);
    let (mut checked, mut failed) = (0, 0);
    for s in all.iter().skip(skip).step_by(every) {
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
            say!("FAILED {}: {problem}", s.id);
        }
    }
    let all_studies = puzzle::studies();
    let mut studies_checked = 0;
    for s in all_studies.iter().skip(skip).step_by(every) {
        studies_checked += 1;
        if let Some(problem) = study_problem(&mut engine, s) {
            failed += 1;
            say!("FAILED {} ({} {}): {problem}", s.id, s.manual, s.title);
        }
    }
    say!(
        "verified {checked} of {} puzzles and {studies_checked} of {} studies in {:.1} s: {} failed",
        all.len(),
        all_studies.len(),
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
        for (ply, p) in puzzles_of(&mut engine, &played, max, budget) {
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
            say!(
                "game {}: mate in {} at ply {ply}; {found} so far",
                g + 1,
                p.mate_in
            );
        }
    }
    say!("{games} games, {found} puzzles written to {path}");
    Ok(())
}

/// The fair puzzles of a game: every position where the side to move forces a win (as
/// the engine saw it while playing, or as a short exact search finds) and the win is a
/// puzzle, leaving out the positions further along a puzzle's own line. In a run of
/// such positions for one side (a won ending where nearly every move wins), only the
/// first few are solved: the rest are the same unfair win again. Before the exact search,
/// which can take seconds, a short search of the engine's two best lines throws out the
/// positions where it already sees two mating first moves. From each puzzle found, the
/// winner's earlier turns are tried too (`longer_mate`): the engine, playing fast, often
/// saw a mate only when it was short.
fn puzzles_of(engine: &mut Engine, played: &Played, max: u32, budget: u64) -> Vec<(usize, Puzzle)> {
    const TRIES_PER_RUN: u32 = 3;
    const FIRST_LOOK_DEPTH: u32 = 8;
    let mut out: Vec<(usize, Puzzle)> = Vec::new();
    let mut pos = played.game.start_position().clone();
    // The position before each ply so far.
    let mut before: Vec<Position> = Vec::new();
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
                    let fair = !second_line_mates(engine, &pos, FIRST_LOOK_DEPTH);
                    if let Some(Ok(p)) = fair.then(|| puzzle::solve(&pos, max, budget)) {
                        let first = played.engine_from.max(on_line_until);
                        on_line_until = ply + p.line.len();
                        out.push(longer_mate(
                            engine,
                            &before[first..],
                            first,
                            (ply, p),
                            max,
                            budget,
                        ));
                    }
                }
            } else {
                tries[side] = 0;
            }
        }
        before.push(pos.clone());
        pos.make_move(m);
    }
    out
}

/// The earliest of the winner's turns before `found` (at most three turns back, among
/// `before`, the positions from ply `first` on) that is a fair puzzle of a longer mate
/// reaching `found`'s position, or `found` itself. The engine's two-line search (depth
/// `LOOK_DEPTH`) must see exactly one mating move there before the exact search is asked.
fn longer_mate(
    engine: &mut Engine,
    before: &[Position],
    first: usize,
    found: (usize, Puzzle),
    max: u32,
    budget: u64,
) -> (usize, Puzzle) {
    const LOOK_DEPTH: u32 = 14;
    const TURNS_BACK: usize = 3;
    let mut best = found;
    let target = best.1.start.hash();
    for _ in 0..TURNS_BACK {
        let Some(ply) = best.0.checked_sub(2).filter(|&p| p >= first) else {
            break;
        };
        let pos = &before[ply - first];
        let scores = line_scores(engine, pos, LOOK_DEPTH, 2);
        let one_mate = matches!(scores[0], Some(Score::Mate(n)) if n > 0)
            && !matches!(scores[1], Some(Score::Mate(n)) if n > 0);
        if !one_mate {
            break;
        }
        match puzzle::solve(pos, max, budget) {
            Ok(p) if reaches(&p, target) => best = (ply, p),
            _ => break,
        }
    }
    best
}

/// Whether the puzzle's line passes through the position whose hash is `target`.
fn reaches(p: &Puzzle, target: u64) -> bool {
    let mut at = p.start.clone();
    p.line.iter().any(|&m| {
        at.make_move(m);
        at.hash() == target
    })
}

/// What is wrong with a study's stated result, if anything (see the command's details).
fn study_problem(engine: &mut Engine, s: &Study) -> Option<String> {
    const DEPTH: u32 = 12;
    const WINNING_CP: i32 = 300;
    match s.goal {
        Goal::Win => {
            let mut end = s.start.clone();
            s.line.iter().for_each(|&m| {
                end.make_move(m);
            });
            // Forced replies are played (a few, in case they repeat): the engine answers a
            // lone legal move without searching, so its score there says nothing.
            for _ in 0..8 {
                let [only] = end.legal_moves()[..] else { break };
                end.make_move(only);
            }
            if !end.has_legal_move() {
                return (end.turn() == s.player).then(|| "the player's side is mated".into());
            }
            let Some(score) = best_score(engine, &end, DEPTH) else {
                return Some("the engine gave no score".into());
            };
            let for_player = match score {
                score if end.turn() == s.player => score,
                Score::Mate(n) => Score::Mate(-n),
                Score::Cp(cp) => Score::Cp(-cp),
            };
            match for_player {
                Score::Mate(n) if n > 0 => None,
                Score::Cp(cp) if cp >= WINNING_CP => None,
                score => Some(format!("the main line ends at {score:?} for the player")),
            }
        }
        Goal::Draw => match best_score(engine, &s.start, DEPTH) {
            Some(Score::Mate(n)) if (n > 0) != (s.start.turn() == s.player) => {
                Some("the engine mates the player's side".into())
            }
            Some(_) => None,
            None => Some("the engine gave no score".into()),
        },
    }
}

/// The engine's scores (for the side to move) of its `lines` best lines in `pos`, best
/// first, after a search of `depth` plies; `None` for a line it did not report.
fn line_scores(
    engine: &mut Engine,
    pos: &Position,
    depth: u32,
    lines: usize,
) -> Vec<Option<Score>> {
    let game = Game::from_position(pos.clone(), Default::default());
    let mut scores = vec![None; lines];
    engine.new_game();
    engine.analyse(
        &game,
        &Limits::depth(depth),
        lines,
        &WallClock::new(),
        &mut |info| {
            if let Some(score) = scores.get_mut(info.line - 1) {
                *score = Some(info.score);
            }
        },
    );
    scores
}

/// The engine's score for the side to move after a search of `depth` plies.
fn best_score(engine: &mut Engine, pos: &Position, depth: u32) -> Option<Score> {
    line_scores(engine, pos, depth, 1)[0]
}

/// Whether the engine, searching two lines to `depth` plies, finds a mate for the side to
/// move in the second as well as the first: more than one first move wins.
fn second_line_mates(engine: &mut Engine, pos: &Position, depth: u32) -> bool {
    matches!(line_scores(engine, pos, depth, 2)[1], Some(Score::Mate(n)) if n > 0)
}

/// Whether the engine finds a mate for the solver after a first move other than the
/// puzzle's: a second winning move, too slow for the exact check to see.
fn second_move_mates(engine: &mut Engine, p: &Puzzle) -> bool {
    second_line_mates(engine, &p.start, (2 * p.mate_in + 6).min(18))
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::Color;

    fn study(fen: &str, player: Color, goal: Goal, line: &str) -> Study {
        let start = Position::from_fen(fen).unwrap();
        let mut pos = start.clone();
        let line = line
            .split_whitespace()
            .map(|m| {
                let m: Move = m.parse().unwrap();
                pos.make_move(m);
                m
            })
            .collect();
        Study {
            id: "t",
            manual: "m",
            title: "t",
            title_hant: "t",
            title_en: "t",
            start,
            player,
            goal,
            line,
            source: "x",
        }
    }

    #[test]
    fn a_mate_found_late_is_traced_back_to_the_winners_earlier_turn() {
        const BUDGET: u64 = 5_000_000;
        let mut engine = Engine::new(16 << 20, 1);
        // Shipped puzzle m0001, a mate in 4 for Red. Two plies into its line stands a mate
        // in 3: found there, the earlier turn that leads to it is the longer puzzle.
        let start = Position::from_fen("3k5/2crP4/2R6/9/p8/9/P8/4B4/4A4/4KA3 w - - 3 60").unwrap();
        let line: Vec<Move> = "e8d8 d9d8 c7c8 d8d7 c8e8 a5a4 a3a4"
            .split(' ')
            .map(|m| m.parse().unwrap())
            .collect();
        let mut before = vec![start.clone()];
        let mut later = start.clone();
        for &m in &line[..2] {
            later.make_move(m);
            before.push(later.clone());
        }
        before.pop();
        let found = puzzle::solve(&later, 7, BUDGET).unwrap();
        assert_eq!(found.mate_in, 3);
        let (ply, longer) = longer_mate(&mut engine, &before, 0, (2, found.clone()), 7, BUDGET);
        assert_eq!((ply, longer.mate_in), (0, 4));
        assert_eq!(longer.line, line);
        // With no earlier turn of the winner in the game, the mate found is kept.
        let (ply, kept) = longer_mate(&mut engine, &before[2..], 2, (2, found), 7, BUDGET);
        assert_eq!((ply, kept.mate_in), (2, 3));
    }

    #[test]
    fn a_study_is_checked_against_its_stated_result() {
        let mut engine = Engine::new(1 << 20, 1);
        // Two chariots mate the bare general: a win for Red, a loss for Black.
        let fen = "4k4/9/9/9/9/9/9/9/R8/R2K5 w - - 0 1";
        let won = study(fen, Color::Red, Goal::Win, "a1a8 e9f9 a0a9");
        assert_eq!(study_problem(&mut engine, &won), None);
        let lost = study(fen, Color::Black, Goal::Win, "a1a8 e9f9 a0a9");
        assert!(study_problem(&mut engine, &lost).is_some());
        let held = study(fen, Color::Black, Goal::Draw, "a1a8");
        assert!(study_problem(&mut engine, &held).is_some());
        // A line stopping short of the win is judged by the engine at its end.
        let short = study(fen, Color::Red, Goal::Win, "a1a8");
        assert_eq!(study_problem(&mut engine, &short), None);
    }
}

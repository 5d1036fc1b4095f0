//! `xiangqi tune`: fits the evaluation's term weights to the results of games written
//! by `xiangqi selfplay`, and writes them as the Rust source of the engine's
//! `eval/weights.rs`.

mod source;
mod texel;

use std::fs;

use xiangqi::engine::EvalTrace;
use xiangqi::Position;

use super::Command;
use crate::args::{Args, Opt};
use crate::error::{CliError, CliResult};
use texel::{Sample, Weights};

pub const COMMAND: Command = Command {
    name: "tune",
    usage: "FILE... [--holdout PERCENT] [--passes N] [--lambda L] [--out FILE] [--placement FILE] [--curve]",
    summary: "Fit the evaluation term weights to self-play results (texel method).",
    details: "\
Reads 'FEN;RESULT;GAME' lines from the files (as written by 'xiangqi selfplay'; lines
that do not parse are skipped) and splits them by game: games whose number ends in a
digit below --holdout/10 are held out for the final error only, the next --holdout/10
digits are validation games that stop the descent when their error stops falling, the
rest train. It fits the logistic scale K to the engine's current weights on the
training games, then adjusts each term's middlegame and endgame weight by coordinate
descent.

Lines with a fourth field, 'FEN;RESULT;GAME;SCORE' (written by 'xiangqi label'), can
be fitted to a blend: --lambda times the game's result plus the rest times the
search score turned into an expected result with K. Positions without one keep the
game's result.

With --placement FILE the corrections to the piece-square tables (for each kind of
piece, one per point, a point and its mirror image alike) are fitted too, and written
to FILE as the source of crates/xiangqi/src/engine/placement/corrections.rs.

Prints K and the mean squared error on the training and held-out positions before and
after, then the weights as the Rust source of crates/xiangqi/src/engine/eval/weights.rs
(on stdout, or written to --out).

With --curve it fits nothing but the curve from a search's SCORE (lines written by
'xiangqi label') to the game's result, 1/(1+e^(-K*SCORE)): it prints K, fitted on the
training games, the error on the training and held-out games, and for each band of
scores the positions in it, the mean result observed and the curve's. The page's
computer review judges moves on this curve (web/js/game/winning.js).",
    options: &[
        Opt {
            name: "holdout",
            value: Some("PERCENT"),
            help: "share of games held out, and as many for validation (10-40, default 10)",
        },
        Opt {
            name: "passes",
            value: Some("N"),
            help: "coordinate-descent passes at most (default 60)",
        },
        Opt {
            name: "lambda",
            value: Some("L"),
            help: "weight of the game result against the search score, 0-1 (default 1)",
        },
        Opt {
            name: "out",
            value: Some("FILE"),
            help: "write the weights source here instead of stdout",
        },
        Opt {
            name: "placement",
            value: Some("FILE"),
            help: "fit the piece-square corrections too and write their source here",
        },
        Opt {
            name: "curve",
            value: None,
            help: "fit only the curve from a search score to the result, and print it",
        },
    ],
    run,
};

fn run(args: &Args) -> CliResult {
    if args.positionals().is_empty() {
        return Err(CliError::usage(
            "give the files written by xiangqi selfplay",
        ));
    }
    let holdout: u64 = args.parsed("holdout")?.unwrap_or(10);
    if !holdout.is_multiple_of(10) || !(10..=40).contains(&holdout) {
        return Err(CliError::usage("--holdout is 10, 20 ... 40"));
    }
    let passes = args.parsed("passes")?.unwrap_or(60);
    let lambda: f64 = args.parsed("lambda")?.unwrap_or(1.0);
    if !(0.0..=1.0).contains(&lambda) {
        return Err(CliError::usage("--lambda is between 0 and 1"));
    }
    let (mut train, mut validation, mut test) = (Vec::new(), Vec::new(), Vec::new());
    for path in args.positionals() {
        let text = fs::read_to_string(path).map_err(|e| CliError::input(format!("{path}: {e}")))?;
        for line in text.lines() {
            if let Some((game, sample)) = parse(line) {
                let digit = game % 10;
                if digit < holdout / 10 {
                    test.push(sample);
                } else if digit < 2 * holdout / 10 {
                    validation.push(sample);
                } else {
                    train.push(sample);
                }
            }
        }
    }
    say!(
        "{} training positions, {} validation, {} held out",
        train.len(),
        validation.len(),
        test.len()
    );
    if args.flag("curve") {
        print_curve(&train, &test);
        return Ok(());
    }
    let start = Weights::current();
    let k = texel::fit_k(&train, &start);
    say!("K = {k:.6} per centipawn");
    for set in [&mut train, &mut validation, &mut test] {
        texel::blend(set, lambda, k);
    }
    let before = (
        texel::error(&train, &start, k),
        texel::error(&test, &start, k),
    );
    let placement_out = args.value("placement");
    let report = |pass, step, e, v| {
        say!("pass {pass}: step {step}, training error {e:.6}, validation {v:.6}");
    };
    let tuned = texel::descend(
        &train,
        &validation,
        start,
        k,
        passes,
        placement_out.is_some(),
        report,
    );
    let rounded = tuned.rounded();
    let after = (
        texel::error(&train, &rounded, k),
        texel::error(&test, &rounded, k),
    );
    say!(
        "training error {:.6} -> {:.6}; held-out error {:.6} -> {:.6}",
        before.0,
        after.0,
        before.1,
        after.1
    );
    let source = source::weights_source(&rounded.terms);
    match args.value("out") {
        Some(path) => write(path, &source)?,
        None => put!("{source}"),
    }
    if let Some(path) = placement_out {
        write(path, &source::placement_source(&rounded.placement))?;
    }
    Ok(())
}

fn write(path: &str, text: &str) -> CliResult {
    fs::write(path, text).map_err(|e| CliError::input(format!("{path}: {e}")))
}

/// A 'FEN;RESULT;GAME' or 'FEN;RESULT;GAME;SCORE' line, with its game number.
fn parse(line: &str) -> Option<(u64, Sample)> {
    let mut parts = line.split(';');
    let pos = Position::from_fen(parts.next()?).ok()?;
    let result: f64 = parts.next()?.parse().ok()?;
    let game: u64 = parts.next()?.parse().ok()?;
    let search_cp = match parts.next() {
        Some(score) => Some(score.parse().ok()?),
        None => None,
    };
    let sample = Sample {
        trace: EvalTrace::of(&pos),
        result,
        search_cp,
    };
    Some((game, sample))
}

/// Fits and prints the curve from a search score to the expected result (`--curve`).
fn print_curve(train: &[Sample], test: &[Sample]) {
    let k = texel::fit_score_scale(train);
    say!("K = {k:.6} per centipawn of search score");
    say!(
        "error: training {:.6}, held out {:.6}",
        texel::score_error(train, k),
        texel::score_error(test, k)
    );
    say!("score band (cp)  positions  observed  curve");
    let bands = [
        -100_000.0, -600.0, -300.0, -150.0, -50.0, 50.0, 150.0, 300.0, 600.0, 100_000.0,
    ];
    for band in bands.windows(2) {
        let inside: Vec<(f64, f64)> = train
            .iter()
            .chain(test)
            .filter_map(|s| Some((s.search_cp?, s.result)))
            .filter(|&(cp, _)| cp >= band[0] && cp < band[1])
            .collect();
        if inside.is_empty() {
            continue;
        }
        let n = inside.len() as f64;
        let observed = inside.iter().map(|p| p.1).sum::<f64>() / n;
        let curve = inside.iter().map(|p| texel::expected(p.0, k)).sum::<f64>() / n;
        say!(
            "[{:>6}, {:>6})  {:>9}  {observed:>8.3}  {curve:>5.3}",
            band[0],
            band[1],
            inside.len()
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::engine::Term;

    #[test]
    fn writes_the_weights_file_as_it_stands_in_the_tree() {
        // The tree's weights.rs is formatted; writing its own weights back must
        // reproduce it byte for byte.
        let in_tree = include_str!("../../../../xiangqi/src/engine/eval/weights.rs");
        assert_eq!(source::weights_source(&Weights::current().terms), in_tree);
    }

    #[test]
    fn writes_the_placement_file_as_it_stands_in_the_tree() {
        let in_tree = include_str!("../../../../xiangqi/src/engine/placement/corrections.rs");
        assert_eq!(
            source::placement_source(&Weights::current().placement),
            in_tree
        );
    }

    #[test]
    fn reads_selfplay_lines_and_skips_broken_ones() {
        let (game, s) = parse(&format!("{};0.5;17", xiangqi::START_FEN)).unwrap();
        assert_eq!(game, 17);
        assert_eq!(s.result, 0.5);
        assert!(parse("not a fen;1;2").is_none());
        assert!(parse(&format!("{};1", xiangqi::START_FEN)).is_none());
        let (_, scored) = parse(&format!("{};1;3;-42", xiangqi::START_FEN)).unwrap();
        assert_eq!(scored.search_cp, Some(-42.0));
        assert!(parse(&format!("{};1;3;many", xiangqi::START_FEN)).is_none());
    }

    #[test]
    fn written_source_lists_every_term() {
        let w = [(1.0, -2.0); Term::COUNT];
        let src = source::weights_source(&w);
        assert!(src.contains("(1, -2), // AdvisorMissing"));
        assert_eq!(src.matches("), //").count(), Term::COUNT);
    }

    #[test]
    fn blending_mixes_the_result_with_the_search_score() {
        let trace = || EvalTrace::of(&Position::startpos());
        let mut samples = vec![
            Sample {
                trace: trace(),
                result: 1.0,
                search_cp: Some(0.0),
            },
            Sample {
                trace: trace(),
                result: 1.0,
                search_cp: None,
            },
        ];
        texel::blend(&mut samples, 0.25, 0.01);
        // A level search score means an even game: 0.25 * 1 + 0.75 * 0.5.
        assert!((samples[0].result - 0.625).abs() < 1e-9);
        assert_eq!(samples[1].result, 1.0);
    }

    #[test]
    fn descent_lowers_the_error_on_a_clear_signal() {
        // Red wins every game in which it has a crossed soldier more.
        let won = Position::from_fen("4k4/9/9/9/2P6/9/9/9/9/3K5 w - - 0 1").unwrap();
        let drawn = Position::from_fen("4k4/9/9/9/9/9/2P6/9/9/3K5 w - - 0 1").unwrap();
        let samples: Vec<Sample> = [(won, 1.0), (drawn, 0.5)]
            .into_iter()
            .map(|(p, result)| Sample {
                trace: EvalTrace::of(&p),
                result,
                search_cp: None,
            })
            .collect();
        let mut start = Weights::current();
        start.terms = [(0.0, 0.0); Term::COUNT];
        let k = 0.01;
        let tuned = texel::descend(&samples, &samples, start, k, 20, false, |_, _, _, _| {});
        assert!(texel::error(&samples, &tuned, k) < texel::error(&samples, &start, k));
        assert!(tuned.terms[Term::CrossedSoldier.index()].1 > 0.0);
        assert_eq!(tuned.placement, start.placement);
        // With the placement free, the soldier's rank can carry the same signal.
        let placed = texel::descend(&samples, &samples, start, k, 20, true, |_, _, _, _| {});
        assert_ne!(placed.placement, start.placement);
    }

    #[test]
    fn the_descents_running_error_is_the_error_computed_afresh() {
        // The descent rescores only the positions a weight counts in; after a pass its
        // running training error must be what scoring every position again gives.
        let samples: Vec<Sample> = [
            (xiangqi::START_FEN, 0.5),
            ("4k4/9/9/9/2P6/9/9/9/9/3K5 w - - 0 1", 1.0),
            (
                "2bakab2/9/1c4n2/p3p3p/2p3p2/6P2/P1P1P3P/1C2C1N2/9/RNBAKAB1R b - - 0 1",
                0.0,
            ),
        ]
        .into_iter()
        .map(|(fen, result)| Sample {
            trace: EvalTrace::of(&Position::from_fen(fen).unwrap()),
            result,
            search_cp: None,
        })
        .collect();
        let k = 0.004;
        let mut running = f64::NAN;
        let tuned = texel::descend(
            &samples,
            &samples,
            Weights::current(),
            k,
            1,
            true,
            |_, _, e, _| running = e,
        );
        assert_ne!(tuned, Weights::current());
        assert!((running - texel::error(&samples, &tuned, k)).abs() < 1e-12);
    }
}

//! `xiangqi train`: fits the neural evaluation (see the engine's `nnue` module) to
//! scored self-play positions, and writes the network file the engine loads.

mod data;
mod model;

use std::time::Instant;

use xiangqi::engine::nnue::{Accumulator, SCALE};
use xiangqi::engine::Rng;

use super::Command;
use crate::args::{Args, Opt};
use crate::error::{CliError, CliResult};
use data::Samples;
use model::{Adam, Params, Target};

pub const COMMAND: Command = Command {
    name: "train",
    usage: "FILE... --out FILE [--epochs N] [--batch N] [--rate R] [--lambda L] [--curve CP] [--seed N]",
    summary: "Train the neural evaluation on scored self-play positions.",
    details: "\
Reads 'FEN;RESULT;GAME;SCORE' lines (written by 'xiangqi selfplay --scores' or
'xiangqi label'; other lines are skipped), each position with its left-right mirror
image, and fits the network by Adam on both cores: each position's target is --lambda
times the game's result plus the rest times the search's score turned into an
expected result, 1/(1+e^(-SCORE/CP)) with CP from --curve ('xiangqi tune --curve'
measures it: CP = 1/K). Games whose number is a multiple of 10 are held out: their
error is printed after every epoch, and the epoch where it is lowest is the one
written. The rate falls along a cosine to a twentieth of --rate by the last epoch.

Writes the network file to --out (its description names the command, the data and
the held-out error), then how far the rounded integer network's evaluations are from
the trained one's. The same files, options and --seed give the same network.",
    options: &[
        Opt {
            name: "out",
            value: Some("FILE"),
            help: "network file to write",
        },
        Opt {
            name: "epochs",
            value: Some("N"),
            help: "passes over the training positions (default 30)",
        },
        Opt {
            name: "batch",
            value: Some("N"),
            help: "positions per step (default 16384)",
        },
        Opt {
            name: "rate",
            value: Some("R"),
            help: "Adam's first learning rate (default 0.001)",
        },
        Opt {
            name: "lambda",
            value: Some("L"),
            help: "weight of the game's result against the score, 0-1 (default 0.3)",
        },
        Opt {
            name: "curve",
            value: Some("CP"),
            help: "centipawns per unit of the score-to-result curve (default 340)",
        },
        Opt {
            name: "seed",
            value: Some("N"),
            help: "seed for the first weights and the order of positions (default 1)",
        },
    ],
    run,
};

fn run(args: &Args) -> CliResult {
    let files = args.positionals();
    if files.is_empty() {
        return Err(CliError::usage(
            "give the files of scored positions to train on",
        ));
    }
    let out: String = args.required("out")?;
    let epochs: usize = args.parsed("epochs")?.unwrap_or(30);
    let batch: usize = args.parsed("batch")?.unwrap_or(16384);
    let rate: f32 = args.parsed("rate")?.unwrap_or(0.001);
    let lambda: f32 = args.parsed("lambda")?.unwrap_or(0.3);
    let curve_cp: f32 = args.parsed("curve")?.unwrap_or(340.0);
    let seed: u64 = args.parsed("seed")?.unwrap_or(1);
    if epochs == 0 || batch < 2 {
        return Err(CliError::usage(
            "--epochs is at least 1 and --batch at least 2",
        ));
    }
    if !(0.0..=1.0).contains(&lambda) || curve_cp <= 0.0 || rate <= 0.0 {
        return Err(CliError::usage(
            "--lambda is 0 to 1; --curve and --rate are above 0",
        ));
    }
    let target = Target { lambda, curve_cp };

    let data = data::read(files, true)?;
    let (train, held_out) = (&data.train, &data.held_out);
    say!(
        "{} lines, {} skipped; {} games: {} training positions (with mirror images), {} held out",
        data.lines,
        data.skipped,
        data.games,
        train.len(),
        held_out.len()
    );
    if train.len() < batch.min(2) || held_out.len() == 0 {
        return Err(CliError::input(
            "too few scored positions to train on and hold out",
        ));
    }

    let mut rng = Rng::new(seed);
    let mut uniform = || (rng.next_u64() >> 40) as f32 / (1u64 << 23) as f32 - 1.0;
    let mut params = Params::first(&mut uniform);
    let mut adam = Adam::new();
    let mut order: Vec<u32> = (0..train.len() as u32).collect();
    let mut grads = [Params::zeros(), Params::zeros()];
    let hand_made_error_for = |target: Target| {
        let total: f64 = (0..held_out.len())
            .map(|i| {
                let e = model::sigmoid(data.hand_made[i] / curve_cp) - target.of(held_out, i);
                f64::from(e * e)
            })
            .sum();
        total / held_out.len() as f64
    };
    let hand_made_error = hand_made_error_for(target);
    say!(
        "held-out error of the hand-made evaluation {hand_made_error:.6}; epoch 0: {:.6}",
        model::loss(&params, held_out, target)
    );
    // The epoch with the lowest held-out error is kept: with few games, later epochs
    // can learn the training games rather than the game.
    let mut best = (0, f64::INFINITY, params.clone());
    for epoch in 1..=epochs {
        let started = Instant::now();
        shuffle(&mut order, &mut rng);
        let progress = (epoch - 1) as f32 / epochs as f32;
        let epoch_rate =
            rate * (0.05 + 0.95 * 0.5 * (1.0 + (std::f32::consts::PI * progress).cos()));
        let mut error = 0.0;
        for chunk in order.chunks(batch) {
            error += batch_step(
                &mut params,
                &mut grads,
                &mut adam,
                train,
                chunk,
                target,
                epoch_rate,
            );
        }
        let held_out_error = model::loss(&params, held_out, target);
        say!(
            "epoch {epoch}: rate {epoch_rate:.6}, training error {:.6}, held-out error {held_out_error:.6}, {:.0} positions/s",
            error / train.len() as f64,
            train.len() as f64 / started.elapsed().as_secs_f64()
        );
        if held_out_error < best.1 {
            best = (epoch, held_out_error, params.clone());
        }
    }

    let (kept, held_out_error, params) = best;
    say!("keeping epoch {kept}, the lowest held-out error");
    // The same error against the games' results alone, whatever --lambda says: how well
    // each evaluation foretells who wins.
    let results = Target {
        lambda: 1.0,
        ..target
    };
    say!(
        "held-out error against the results alone: network {:.6}, hand-made {:.6}",
        model::loss(&params, held_out, results),
        hand_made_error_for(results)
    );
    let names: Vec<&str> = files
        .iter()
        .map(|f| f.rsplit('/').next().unwrap_or(f))
        .collect();
    let description = format!(
        "xiangqi train {} --epochs {epochs} --batch {batch} --rate {rate} --lambda {lambda} --curve {curve_cp} --seed {seed}; \
         {} training positions (mirrored) from {} games, held-out error {held_out_error:.6} \
         (hand-made evaluation {hand_made_error:.6})",
        names.join(" "),
        train.len(),
        data.games
    );
    let network = params
        .to_network(&description)
        .map_err(|e| CliError::input(format!("rounding the network: {e}")))?;
    std::fs::write(&out, network.to_bytes()).map_err(|e| CliError::input(format!("{out}: {e}")))?;
    say!("wrote {out}: {description}");

    // The rounded network against the trained one, on held-out positions.
    let mut check = Samples::default();
    for pos in &data.held_out_positions {
        check.push(pos, 0.0, 0.5, false);
    }
    let differences: Vec<f32> = data
        .held_out_positions
        .iter()
        .enumerate()
        .map(|(i, pos)| {
            let rounded = Accumulator::of(&network, pos).evaluate(&network, pos.turn());
            (rounded as f32 - model::centipawns(&params, &check, i)).abs()
        })
        .collect();
    let mean = differences.iter().sum::<f32>() / differences.len().max(1) as f32;
    let most = differences.iter().copied().fold(0.0, f32::max);
    say!(
        "rounded network against trained: mean difference {mean:.1} cp, largest {most:.1} cp over {} positions (scale {SCALE})",
        differences.len()
    );
    // How far from zero each evaluation puts the held-out positions: the search's
    // margins are set in the hand-made evaluation's centipawns.
    let mean_abs = |values: &mut dyn Iterator<Item = f32>| {
        values.map(f32::abs).sum::<f32>() / held_out.len() as f32
    };
    say!(
        "mean size of an evaluation on held-out positions: network {:.0} cp, hand-made {:.0} cp, search {:.0} cp",
        mean_abs(&mut (0..held_out.len()).map(|i| model::centipawns(&params, held_out, i))),
        mean_abs(&mut data.hand_made.iter().copied()),
        mean_abs(&mut held_out.score.iter().copied()),
    );
    Ok(())
}

/// One Adam step on `chunk`, its gradient computed in two halves on two threads (the
/// halves are fixed, so the result does not depend on the timing); returns the
/// chunk's summed error.
fn batch_step(
    params: &mut Params,
    grads: &mut [Params; 2],
    adam: &mut Adam,
    train: &Samples,
    chunk: &[u32],
    target: Target,
    rate: f32,
) -> f64 {
    let (first, second) = chunk.split_at(chunk.len() / 2);
    let [g0, g1] = grads;
    g0.clear();
    g1.clear();
    let p = &*params;
    let (e0, e1) = std::thread::scope(|s| {
        let other = s.spawn(|| model::accumulate_gradient(p, train, second, target, g1));
        let here = model::accumulate_gradient(p, train, first, target, g0);
        (
            here,
            other.join().expect("the gradient thread does not panic"),
        )
    });
    g0.add(g1);
    adam.step(params, g0, chunk.len(), rate);
    e0 + e1
}

/// Fisher–Yates, from the seeded generator.
fn shuffle(order: &mut [u32], rng: &mut Rng) {
    for i in (1..order.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        order.swap(i, j);
    }
}

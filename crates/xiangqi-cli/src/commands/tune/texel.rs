//! Texel-style fitting: the evaluation, squashed by a logistic curve, should predict
//! game results, or a blend of them with a deeper search's verdict. First the curve's scale K is fitted to the current weights, then each
//! weight in turn is nudged while the squared error on the training set falls.

use xiangqi::engine::{EvalTrace, Term};

/// (middlegame, endgame) weight of every term.
pub type Weights = [(f64, f64); Term::COUNT];

/// One labelled position.
pub struct Sample {
    pub trace: EvalTrace,
    /// What the evaluation should predict for Red: the game's score (1, 0.5 or 0),
    /// until [`blend`] mixes in the search's.
    pub result: f64,
    /// A search's score for Red in centipawns (`xiangqi label`), if the line had one.
    pub search_cp: Option<f64>,
}

/// Expected score for Red of an evaluation of `cp` centipawns.
fn expected(cp: f64, k: f64) -> f64 {
    1.0 / (1.0 + (-k * cp).exp())
}

/// Mean squared difference between results and predictions.
pub fn error(samples: &[Sample], weights: &Weights, k: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (s.result - expected(s.trace.score(weights), k)).powi(2))
        .sum();
    total / samples.len().max(1) as f64
}

/// Makes each labelled sample's target `lambda` times its game result plus the rest
/// times the search score's expected result.
pub fn blend(samples: &mut [Sample], lambda: f64, k: f64) {
    for s in samples {
        if let Some(cp) = s.search_cp {
            s.result = lambda * s.result + (1.0 - lambda) * expected(cp, k);
        }
    }
}

/// The scale K (per centipawn) that fits the weights best, by golden-section search.
pub fn fit_k(samples: &[Sample], weights: &Weights) -> f64 {
    let (mut lo, mut hi) = (0.0005f64, 0.05f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if error(samples, weights, a) < error(samples, weights, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Coordinate descent: try each weight a step up and down, keep what lowers the
/// training error, halve the step when a whole pass gains nothing. Weights keep the
/// sign a player gives them ([`Term::is_penalty`]). Positions of one game are alike, so
/// the fit soon learns the games rather than the terms: after every pass the error on
/// the `validation` games is measured, and the weights of the pass where it was lowest
/// are returned (early stopping).
pub fn descend(
    samples: &[Sample],
    validation: &[Sample],
    mut weights: Weights,
    k: f64,
    passes: usize,
    mut report: impl FnMut(usize, f64, f64, f64),
) -> Weights {
    let mut best = error(samples, &weights, k);
    let mut kept = (error(validation, &weights, k), weights);
    let mut step = 2.0;
    for pass in 0..passes {
        let mut improved = false;
        for term in Term::ALL {
            for phase in 0..2 {
                for delta in [step, -step] {
                    let mut trial = weights;
                    let w = match phase {
                        0 => &mut trial[term.index()].0,
                        _ => &mut trial[term.index()].1,
                    };
                    *w += delta;
                    if (term.is_penalty() && *w > 0.0) || (!term.is_penalty() && *w < 0.0) {
                        continue;
                    }
                    let e = error(samples, &trial, k);
                    if e < best {
                        best = e;
                        weights = trial;
                        improved = true;
                        break;
                    }
                }
            }
        }
        let checked = error(validation, &weights, k);
        if checked < kept.0 {
            kept = (checked, weights);
        }
        report(pass + 1, step, best, checked);
        if !improved {
            if step <= 1.0 {
                break;
            }
            step /= 2.0;
        }
    }
    kept.1
}

//! Texel-style fitting: the evaluation, squashed by a logistic curve, should predict
//! game results, or a blend of them with a deeper search's verdict. First the curve's scale K is fitted to the current weights, then each
//! weight in turn is nudged while the squared error on the training set falls.

use xiangqi::engine::{placement, EvalTrace, Term};

/// Every weight the fit can move, each (middlegame, endgame): the terms', then the
/// placement corrections to the piece-square tables.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Weights {
    pub terms: [(f64, f64); Term::COUNT],
    pub placement: [(f64, f64); placement::COUNT],
}

impl Weights {
    /// The weights the engine is built with.
    pub fn current() -> Weights {
        let float = |(mg, eg): (i32, i32)| (f64::from(mg), f64::from(eg));
        Weights {
            terms: Term::ALL.map(|t| float(t.weight())),
            placement: std::array::from_fn(|i| float(placement::weight(i))),
        }
    }

    pub fn rounded(&self) -> Weights {
        let round = |(mg, eg): (f64, f64)| (mg.round(), eg.round());
        Weights {
            terms: self.terms.map(round),
            placement: self.placement.map(round),
        }
    }

    fn score(&self, trace: &EvalTrace) -> f64 {
        trace.score(&self.terms, &self.placement)
    }
}

/// One weight the descent moves: a term's, with the sign a player gives it
/// ([`Term::is_penalty`]), or a placement correction's, of either sign.
#[derive(Copy, Clone)]
enum Slot {
    Term(Term),
    Placement(usize),
}

impl Slot {
    fn get(self, w: &mut Weights) -> &mut (f64, f64) {
        match self {
            Slot::Term(t) => &mut w.terms[t.index()],
            Slot::Placement(i) => &mut w.placement[i],
        }
    }

    fn allows(self, value: f64) -> bool {
        match self {
            Slot::Term(t) if t.is_penalty() => value <= 0.0,
            Slot::Term(_) => value >= 0.0,
            Slot::Placement(_) => true,
        }
    }
}

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
pub fn expected(cp: f64, k: f64) -> f64 {
    1.0 / (1.0 + (-k * cp).exp())
}

/// Mean squared difference between results and predictions.
pub fn error(samples: &[Sample], weights: &Weights, k: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (s.result - expected(weights.score(&s.trace), k)).powi(2))
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

/// The scale K (per centipawn) that fits the weights best.
pub fn fit_k(samples: &[Sample], weights: &Weights) -> f64 {
    golden_min(0.0005, 0.05, |k| error(samples, weights, k))
}

/// The scale K (per centipawn) that turns the search scores of the samples that have one
/// (`xiangqi label`) into their games' results best: the page's curve from an engine
/// score to a winning chance.
pub fn fit_score_scale(samples: &[Sample]) -> f64 {
    golden_min(0.0005, 0.05, |k| score_error(samples, k))
}

/// Mean squared difference between the results and the search scores' expected results.
pub fn score_error(samples: &[Sample], k: f64) -> f64 {
    let scored: Vec<(f64, f64)> = samples
        .iter()
        .filter_map(|s| Some((s.search_cp?, s.result)))
        .collect();
    let total: f64 = scored
        .iter()
        .map(|&(cp, result)| (result - expected(cp, k)).powi(2))
        .sum();
    total / scored.len().max(1) as f64
}

/// Where `f`, which falls and then rises on [lo, hi], is smallest: golden-section search.
fn golden_min(mut lo: f64, mut hi: f64, f: impl Fn(f64) -> f64) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if f(a) < f(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Coordinate descent: try each weight a step up and down, keep what lowers the
/// training error, halve the step when a whole pass gains nothing. Term weights keep
/// the sign a player gives them ([`Term::is_penalty`]); the placement corrections are
/// moved only when `placement` is set. Positions of one game are alike, so
/// the fit soon learns the games rather than the terms: after every pass the error on
/// the `validation` games is measured, and the weights of the pass where it was lowest
/// are returned (early stopping).
pub fn descend(
    samples: &[Sample],
    validation: &[Sample],
    mut weights: Weights,
    k: f64,
    passes: usize,
    placement: bool,
    mut report: impl FnMut(usize, f64, f64, f64),
) -> Weights {
    let mut slots: Vec<Slot> = Term::ALL.map(Slot::Term).to_vec();
    if placement {
        // Every piece counts once by rank and once by file, so raising a role's whole
        // rank row and lowering its file row by as much changes nothing: the central
        // file's correction stays where it is, and the rank row carries the level.
        let anchored = |i: usize| i % placement::PER_ROLE == 10;
        slots.extend(
            (0..placement::COUNT)
                .filter(|&i| !anchored(i))
                .map(Slot::Placement),
        );
    }
    let mut best = error(samples, &weights, k);
    let mut kept = (error(validation, &weights, k), weights);
    let mut step = 2.0;
    for pass in 0..passes {
        let mut improved = false;
        for &slot in &slots {
            for phase in 0..2 {
                for delta in [step, -step] {
                    let mut trial = weights;
                    let pair = slot.get(&mut trial);
                    let w = if phase == 0 { &mut pair.0 } else { &mut pair.1 };
                    *w += delta;
                    if !slot.allows(*w) {
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

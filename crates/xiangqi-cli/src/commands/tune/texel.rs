//! Texel-style fitting: the evaluation, squashed by a logistic curve, should predict
//! game results, or a blend of them with a deeper search's verdict. First the curve's scale K is fitted to the current weights, then each
//! weight in turn is nudged while the squared error on the training set falls.

use xiangqi::engine::{placement, EvalTrace, Term};
use xiangqi::Role;

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

/// A point seen in fewer than one training position in this many keeps its correction:
/// a handful of games would decide it.
const RARE: usize = 1000;

/// One weight's column: the training positions the weight counts in, each with its
/// count times its phase's share of the taper, so that moving the weight by `d` moves
/// those positions' scores by `d` times that and leaves every other score alone.
struct Column {
    slot: Slot,
    endgame: bool,
    entries: Vec<(usize, f64)>,
}

impl Column {
    fn weight<'w>(&self, weights: &'w mut Weights) -> &'w mut f64 {
        let pair = self.slot.get(weights);
        if self.endgame {
            &mut pair.1
        } else {
            &mut pair.0
        }
    }
}

/// The columns of the weights the descent moves: every term's, and with `placement`
/// the corrections of the points pieces can stand on and are seen on often enough.
fn columns(samples: &[Sample], placement: bool) -> Vec<Column> {
    let mut slots: Vec<Slot> = Term::ALL.map(Slot::Term).to_vec();
    if placement {
        let on_board = |i: usize| {
            let (role, point) = (Role::ALL[i / placement::PER_ROLE], i % placement::PER_ROLE);
            placement::reachable(role, point / placement::FILES, point % placement::FILES)
        };
        slots.extend(
            (0..placement::COUNT)
                .filter(|&i| on_board(i))
                .map(Slot::Placement),
        );
    }
    let full = f64::from(EvalTrace::FULL_PHASE);
    let mut columns = Vec::new();
    for slot in slots {
        for endgame in [false, true] {
            let entries: Vec<(usize, f64)> = samples
                .iter()
                .enumerate()
                .filter(|(_, s)| !s.trace.dead)
                .filter_map(|(i, s)| {
                    let count = match slot {
                        Slot::Term(t) => s.trace.terms[t.index()],
                        Slot::Placement(p) => s.trace.placement[p],
                    };
                    let middlegame = f64::from(s.trace.phase) / full;
                    let share = if endgame {
                        1.0 - middlegame
                    } else {
                        middlegame
                    };
                    let coefficient = f64::from(count) * share;
                    (coefficient != 0.0).then_some((i, coefficient))
                })
                .collect();
            let rare = matches!(slot, Slot::Placement(_)) && entries.len() * RARE < samples.len();
            if !entries.is_empty() && !rare {
                columns.push(Column {
                    slot,
                    endgame,
                    entries,
                });
            }
        }
    }
    columns
}

/// Coordinate descent: try each weight a step up and down, keep what lowers the
/// training error, halve the step when a whole pass gains nothing. Term weights keep
/// the sign a player gives them ([`Term::is_penalty`]); the placement corrections are
/// moved only when `placement` is set. Each trial rescores only the positions the weight
/// counts in ([`Column`]). Positions of one game are alike, so
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
    let columns = columns(samples, placement);
    let loss = |i: usize, score: f64| (samples[i].result - expected(score, k)).powi(2);
    let mut scores: Vec<f64> = samples.iter().map(|s| weights.score(&s.trace)).collect();
    let mut total: f64 = (0..samples.len()).map(|i| loss(i, scores[i])).sum();
    let mut kept = (error(validation, &weights, k), weights);
    let mut step = 2.0;
    for pass in 0..passes {
        let mut improved = false;
        for column in &columns {
            for delta in [step, -step] {
                let moved = *column.weight(&mut weights) + delta;
                if !column.slot.allows(moved) {
                    continue;
                }
                let change: f64 = column
                    .entries
                    .iter()
                    .map(|&(i, c)| loss(i, scores[i] + delta * c) - loss(i, scores[i]))
                    .sum();
                if change < 0.0 {
                    total += change;
                    *column.weight(&mut weights) = moved;
                    for &(i, c) in &column.entries {
                        scores[i] += delta * c;
                    }
                    improved = true;
                    break;
                }
            }
        }
        let checked = error(validation, &weights, k);
        if checked < kept.0 {
            kept = (checked, weights);
        }
        report(pass + 1, step, total / samples.len().max(1) as f64, checked);
        if !improved {
            if step <= 1.0 {
                break;
            }
            step /= 2.0;
        }
    }
    kept.1
}

//! The network in floating point while it trains: a forward pass, its gradient, the
//! Adam steps, and the rounding to the engine's integer weights.

use xiangqi::engine::nnue::{
    self, Network, NetworkError, FEATURES, HIDDEN, KINDS, MAX_FIRST_LAYER, MAX_OUTPUT, QA, QB, QW,
    SCALE,
};

use super::data::Samples;

/// Each kind of piece (ours and theirs, see `nnue::kind`) has a row of its own while
/// training, added to the row of every input of that kind (what a chariot is worth
/// anywhere is learnt from every chariot, and its points learn only what differs), and
/// merged into those rows when the network is written.
fn kind(i: u16) -> usize {
    nnue::kind(usize::from(i))
}

/// How many pieces of each kind `inputs` hold.
fn kind_counts(inputs: &[u16]) -> [f32; KINDS] {
    let mut counts = [0.0; KINDS];
    for &i in inputs {
        counts[kind(i)] += 1.0;
    }
    counts
}

/// The largest weight the engine's integer layers take, in floating point: half a step
/// under the network's integer limits, so that rounding stays inside them.
const FIRST_LIMIT: f32 = (MAX_FIRST_LAYER as f32 - 0.5) / QW as f32;
const OUTPUT_LIMIT: f32 = (MAX_OUTPUT as f32 - 0.5) / QB as f32;

/// The weights (or their gradients, or Adam's moments: the same shape).
#[derive(Clone)]
pub struct Params {
    /// Input `i`'s row is `first[i * HIDDEN..][..HIDDEN]`.
    first: Vec<f32>,
    /// Kind `k`'s row is `kinds[k * HIDDEN..][..HIDDEN]`.
    kinds: Vec<f32>,
    first_bias: Vec<f32>,
    /// The side to move's half, then the other side's.
    output: Vec<f32>,
    output_bias: f32,
}

impl Params {
    pub fn zeros() -> Params {
        Params {
            first: vec![0.0; FEATURES * HIDDEN],
            kinds: vec![0.0; KINDS * HIDDEN],
            first_bias: vec![0.0; HIDDEN],
            output: vec![0.0; 2 * HIDDEN],
            output_bias: 0.0,
        }
    }

    /// The first weights: the first layer at zero (an input never seen in training
    /// stays at zero: no noise from it, and a smaller file), its biases spread over
    /// the clipped ReLU's live range 0.1–0.9 and the output weights small and random,
    /// so that each neuron learns something different.
    pub fn first(rng: &mut impl FnMut() -> f32) -> Params {
        let mut p = Params::zeros();
        p.first_bias.iter_mut().for_each(|w| *w = 0.5 + 0.4 * rng());
        p.output.iter_mut().for_each(|w| *w = 0.05 * rng());
        p
    }

    fn slices_mut(&mut self) -> [&mut [f32]; 5] {
        [
            &mut self.first,
            &mut self.kinds,
            &mut self.first_bias,
            &mut self.output,
            std::slice::from_mut(&mut self.output_bias),
        ]
    }

    fn slices(&self) -> [&[f32]; 5] {
        [
            &self.first,
            &self.kinds,
            &self.first_bias,
            &self.output,
            std::slice::from_ref(&self.output_bias),
        ]
    }

    /// Sets every value to zero (a gradient before the next batch).
    pub fn clear(&mut self) {
        self.slices_mut().into_iter().for_each(|s| s.fill(0.0));
    }

    /// Adds `other` to these.
    pub fn add(&mut self, other: &Params) {
        for (mine, theirs) in self.slices_mut().into_iter().zip(other.slices()) {
            mine.iter_mut().zip(theirs).for_each(|(a, b)| *a += b);
        }
    }

    /// Rounds to the engine's integers, each kind's row merged into its inputs' rows.
    pub fn to_network(&self, description: &str) -> Result<Network, NetworkError> {
        let round = |w: &[f32], scale: i32| -> Vec<i16> {
            w.iter()
                .map(|x| (x * scale as f32).round() as i16)
                .collect()
        };
        let mut first = self.first.clone();
        for (i, row) in first.chunks_exact_mut(HIDDEN).enumerate() {
            let kind_row = &self.kinds[kind(i as u16) * HIDDEN..][..HIDDEN];
            for (w, k) in row.iter_mut().zip(kind_row) {
                *w = (*w + k).clamp(-FIRST_LIMIT, FIRST_LIMIT);
            }
        }
        Network::from_weights(
            round(&first, QW),
            round(&self.first_bias, QW),
            round(&self.output, QB),
            (self.output_bias * (QA * QB) as f32).round() as i32,
            description,
        )
    }
}

/// How a position's target is made, and how an output becomes an expected result.
#[derive(Clone, Copy)]
pub struct Target {
    /// Weight of the game's result against the search's score.
    pub lambda: f32,
    /// Centipawns per unit of the logistic curve from a score to an expected result.
    pub curve_cp: f32,
}

pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

impl Target {
    /// Position `i`'s target: its expected result for the side to move.
    pub fn of(&self, samples: &Samples, i: usize) -> f32 {
        let from_score = sigmoid(samples.score[i] / self.curve_cp);
        self.lambda * samples.result[i] + (1.0 - self.lambda) * from_score
    }
}

/// The first layer's values for one view: the biases plus the rows of its inputs.
#[inline]
fn first_layer(p: &Params, inputs: &[u16]) -> [f32; HIDDEN] {
    let mut acc: [f32; HIDDEN] = p.first_bias[..].try_into().expect("HIDDEN biases");
    for &i in inputs {
        let row = &p.first[usize::from(i) * HIDDEN..][..HIDDEN];
        acc.iter_mut().zip(row).for_each(|(a, w)| *a += w);
    }
    for (k, count) in kind_counts(inputs).into_iter().enumerate() {
        if count > 0.0 {
            let row = &p.kinds[k * HIDDEN..][..HIDDEN];
            acc.iter_mut().zip(row).for_each(|(a, w)| *a += count * w);
        }
    }
    acc
}

/// Both views' first-layer values and the output (centipawns / `SCALE`) for inputs
/// seen from the side to move (`ours`) and from the other side (`theirs`).
#[inline]
fn forward(p: &Params, ours: &[u16], theirs: &[u16]) -> ([[f32; HIDDEN]; 2], f32) {
    let views = [first_layer(p, ours), first_layer(p, theirs)];
    let mut out = p.output_bias;
    for (view, weights) in views.iter().zip(p.output.chunks_exact(HIDDEN)) {
        for (&a, &w) in view.iter().zip(weights) {
            let c = a.clamp(0.0, 1.0);
            out += c * c * w;
        }
    }
    (views, out)
}

/// The output in centipawns for position `i`.
pub fn centipawns(p: &Params, samples: &Samples, i: usize) -> f32 {
    let (ours, theirs) = samples.inputs(i);
    forward(p, ours, theirs).1 * SCALE as f32
}

/// Mean squared error between expected and target results over `samples`.
pub fn loss(p: &Params, samples: &Samples, target: Target) -> f64 {
    let k = SCALE as f32 / target.curve_cp;
    let total: f64 = (0..samples.len())
        .map(|i| {
            let (ours, theirs) = samples.inputs(i);
            let e = sigmoid(forward(p, ours, theirs).1 * k) - target.of(samples, i);
            f64::from(e * e)
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// Adds the gradient of the squared error of each position in `batch` to `grad`;
/// returns the summed error.
pub fn accumulate_gradient(
    p: &Params,
    samples: &Samples,
    batch: &[u32],
    target: Target,
    grad: &mut Params,
) -> f64 {
    let k = SCALE as f32 / target.curve_cp;
    let mut total = 0.0;
    for &i in batch {
        let i = i as usize;
        let (ours, theirs) = samples.inputs(i);
        let (views, out) = forward(p, ours, theirs);
        let expected = sigmoid(out * k);
        let error = expected - target.of(samples, i);
        total += f64::from(error * error);
        // d(error²)/d(out).
        let g = 2.0 * error * expected * (1.0 - expected) * k;
        grad.output_bias += g;
        for (side, inputs) in [ours, theirs].into_iter().enumerate() {
            let view = &views[side];
            let weights = &p.output[side * HIDDEN..][..HIDDEN];
            let out_grad = &mut grad.output[side * HIDDEN..][..HIDDEN];
            let mut first_grad = [0.0f32; HIDDEN];
            for j in 0..HIDDEN {
                let a = view[j];
                let c = a.clamp(0.0, 1.0);
                out_grad[j] += g * c * c;
                if a > 0.0 && a < 1.0 {
                    first_grad[j] = g * weights[j] * 2.0 * a;
                }
            }
            grad.first_bias
                .iter_mut()
                .zip(&first_grad)
                .for_each(|(b, d)| *b += d);
            for &f in inputs {
                let row = &mut grad.first[usize::from(f) * HIDDEN..][..HIDDEN];
                row.iter_mut().zip(&first_grad).for_each(|(w, d)| *w += d);
            }
            for (k, count) in kind_counts(inputs).into_iter().enumerate() {
                if count > 0.0 {
                    let row = &mut grad.kinds[k * HIDDEN..][..HIDDEN];
                    row.iter_mut()
                        .zip(&first_grad)
                        .for_each(|(w, d)| *w += count * d);
                }
            }
        }
    }
    total
}

/// Adam, with the weights kept inside the engine's integer limits.
pub struct Adam {
    mean: Params,
    square: Params,
    steps: i32,
}

impl Adam {
    const BETA1: f32 = 0.9;
    const BETA2: f32 = 0.999;
    const EPSILON: f32 = 1e-8;

    pub fn new() -> Adam {
        Adam {
            mean: Params::zeros(),
            square: Params::zeros(),
            steps: 0,
        }
    }

    /// One step against the summed gradient of `batch_len` positions.
    pub fn step(&mut self, p: &mut Params, grad: &Params, batch_len: usize, rate: f32) {
        self.steps += 1;
        let scale = 1.0 / batch_len as f32;
        let correct1 = 1.0 - Self::BETA1.powi(self.steps);
        let correct2 = 1.0 - Self::BETA2.powi(self.steps);
        let limits = [
            FIRST_LIMIT,
            FIRST_LIMIT,
            FIRST_LIMIT,
            OUTPUT_LIMIT,
            f32::MAX,
        ];
        let layers = p
            .slices_mut()
            .into_iter()
            .zip(grad.slices())
            .zip(self.mean.slices_mut())
            .zip(self.square.slices_mut())
            .zip(limits);
        for ((((w, g), m), v), limit) in layers {
            for j in 0..w.len() {
                let g = g[j] * scale;
                m[j] = Self::BETA1 * m[j] + (1.0 - Self::BETA1) * g;
                v[j] = Self::BETA2 * v[j] + (1.0 - Self::BETA2) * g * g;
                let step = rate * (m[j] / correct1) / ((v[j] / correct2).sqrt() + Self::EPSILON);
                w[j] = (w[j] - step).clamp(-limit, limit);
            }
        }
    }
}

//! The network file: its layout, and reading it with a clear error for anything that
//! is not a network this engine can use (a truncated download, another version, weights
//! large enough to overflow the integer sums).
//!
//! Layout, all little-endian:
//! `XQNN`, version (u16), inputs, hidden, QA, QW, QB, scale (u16 each), the length of a
//! description (u16) and the description (UTF-8: what the network was trained on and
//! how), the first layer's weights packed (see `pack_first_layer`), its biases
//! (hidden i16), the output weights (2 × hidden i16: the side to move's half first),
//! the output bias (i32), and an FNV-1a checksum (u32) of everything before it.

use std::fmt;

use super::features::kind;
use super::{FEATURES, HIDDEN, KINDS, QA, QB, QW, SCALE};

const MAGIC: &[u8; 4] = b"XQNN";
const VERSION: u16 = 1;

/// The largest first-layer weight or bias: with at most 32 pieces on the board the
/// sums stay within an i16.
pub const MAX_FIRST_LAYER: i16 = 992;
/// The largest output weight: a clipped input (at most `QA`) times it fits an i16, and
/// 256 such products squared fit an i32.
pub const MAX_OUTPUT: i16 = 128;

/// A network's weights, ready for the search.
#[derive(Clone, PartialEq, Eq)]
pub struct Network {
    /// Row `i` (`HIDDEN` weights) is added to a side's sums when input `i` is present.
    pub(super) first: Vec<i16>,
    pub(super) first_bias: Vec<i16>,
    /// The side to move's `HIDDEN` weights, then the other side's.
    pub(super) output: Vec<i16>,
    pub(super) output_bias: i32,
    description: String,
}

/// Why a network file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetworkError {
    NotANetwork,
    Version(u16),
    /// The file's shape or scales differ from this engine's.
    Shape(String),
    Truncated {
        expected: usize,
        found: usize,
    },
    Checksum,
    WeightOutOfRange(&'static str),
}

impl fmt::Display for NetworkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetworkError::NotANetwork => write!(f, "not a network file (no XQNN header)"),
            NetworkError::Version(v) => {
                write!(f, "network file version {v}; this engine reads {VERSION}")
            }
            NetworkError::Shape(what) => {
                write!(f, "the network's {what} differ from this engine's")
            }
            NetworkError::Truncated { expected, found } => {
                write!(
                    f,
                    "network file is {found} bytes; its header promises {expected}"
                )
            }
            NetworkError::Checksum => write!(f, "network file is damaged (checksum differs)"),
            NetworkError::WeightOutOfRange(layer) => {
                write!(f, "network's {layer} weights are too large for this engine")
            }
        }
    }
}

impl std::error::Error for NetworkError {}

/// FNV-1a, 32 bits: enough to notice a damaged file.
fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// Reads little-endian numbers from the front of a byte slice.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take(&mut self, n: usize) -> &[u8] {
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        head
    }
    fn u16(&mut self) -> u16 {
        u16::from_le_bytes(self.take(2).try_into().expect("2 bytes"))
    }
    fn i32(&mut self) -> i32 {
        i32::from_le_bytes(self.take(4).try_into().expect("4 bytes"))
    }
    fn i16s(&mut self, n: usize) -> Vec<i16> {
        self.take(2 * n)
            .chunks_exact(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]))
            .collect()
    }
}

const HEADER: usize = 4 + 2 * 8;
const WEIGHT_BYTES: usize = 2 * (KINDS * HIDDEN + FEATURES * HIDDEN + HIDDEN + 2 * HIDDEN) + 4;

/// Writes the first layer as each kind of piece's mean row (`KINDS` rows of `HIDDEN`
/// i16), then each input's difference from its kind's row, their low bytes first and
/// then their high bytes. The differences are small, and each byte plane is alike
/// within itself, so the file compresses to about two-thirds of the plain layout.
fn pack_first_layer(first: &[i16], out: &mut Vec<u8>) {
    let mut sums = vec![0i32; KINDS * HIDDEN];
    let mut counts = [0i32; KINDS];
    for (i, row) in first.chunks_exact(HIDDEN).enumerate() {
        counts[kind(i)] += 1;
        for (s, &w) in sums[kind(i) * HIDDEN..][..HIDDEN].iter_mut().zip(row) {
            *s += i32::from(w);
        }
    }
    let means: Vec<i16> = sums
        .iter()
        .enumerate()
        .map(|(j, &s)| {
            // Every kind has inputs; the mean is rounded half away from zero.
            let n = counts[j / HIDDEN];
            ((2 * s + s.signum() * n) / (2 * n)) as i16
        })
        .collect();
    for m in &means {
        out.extend_from_slice(&m.to_le_bytes());
    }
    let differences: Vec<[u8; 2]> = first
        .chunks_exact(HIDDEN)
        .enumerate()
        .flat_map(|(i, row)| {
            let mean = &means[kind(i) * HIDDEN..][..HIDDEN];
            row.iter().zip(mean).map(|(&w, &m)| (w - m).to_le_bytes())
        })
        .collect();
    out.extend(differences.iter().map(|b| b[0]));
    out.extend(differences.iter().map(|b| b[1]));
}

/// Reads what `pack_first_layer` wrote.
fn unpack_first_layer(r: &mut Reader) -> Result<Vec<i16>, NetworkError> {
    let means = r.i16s(KINDS * HIDDEN);
    let low = r.take(FEATURES * HIDDEN).to_vec();
    let high = r.take(FEATURES * HIDDEN);
    let mut first = Vec::with_capacity(FEATURES * HIDDEN);
    for (n, (&lo, &hi)) in low.iter().zip(high).enumerate() {
        let (i, j) = (n / HIDDEN, n % HIDDEN);
        let w = i32::from(means[kind(i) * HIDDEN + j]) + i32::from(i16::from_le_bytes([lo, hi]));
        first.push(i16::try_from(w).map_err(|_| NetworkError::WeightOutOfRange("first layer"))?);
    }
    Ok(first)
}

impl Network {
    /// Builds a network from its weights (the trainer's output, or a test's).
    ///
    /// # Panics
    /// If a slice has the wrong length.
    pub fn from_weights(
        first: Vec<i16>,
        first_bias: Vec<i16>,
        output: Vec<i16>,
        output_bias: i32,
        description: &str,
    ) -> Result<Network, NetworkError> {
        assert_eq!(first.len(), FEATURES * HIDDEN);
        assert_eq!(first_bias.len(), HIDDEN);
        assert_eq!(output.len(), 2 * HIDDEN);
        let within = |w: &[i16], max: i16| w.iter().all(|x| x.unsigned_abs() <= max as u16);
        if !within(&first, MAX_FIRST_LAYER) || !within(&first_bias, MAX_FIRST_LAYER) {
            return Err(NetworkError::WeightOutOfRange("first layer"));
        }
        if !within(&output, MAX_OUTPUT) {
            return Err(NetworkError::WeightOutOfRange("output"));
        }
        Ok(Network {
            first,
            first_bias,
            output,
            output_bias,
            description: description.to_string(),
        })
    }

    /// Reads a network file.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return Err(NetworkError::NotANetwork);
        }
        let mut r = Reader(&bytes[4..]);
        let version = r.u16();
        if version != VERSION {
            return Err(NetworkError::Version(version));
        }
        let shape = [r.u16(), r.u16()].map(usize::from);
        if shape != [FEATURES, HIDDEN] {
            return Err(NetworkError::Shape(format!(
                "inputs and neurons ({} x {})",
                shape[0], shape[1]
            )));
        }
        let scales = [r.u16(), r.u16(), r.u16(), r.u16()].map(i32::from);
        if scales != [QA, QW, QB, SCALE] {
            return Err(NetworkError::Shape(format!("scales {scales:?}")));
        }
        let described = usize::from(r.u16());
        let expected = HEADER + described + WEIGHT_BYTES + 4;
        if bytes.len() != expected {
            return Err(NetworkError::Truncated {
                expected,
                found: bytes.len(),
            });
        }
        let (body, sum) = bytes.split_at(expected - 4);
        if checksum(body) != u32::from_le_bytes(sum.try_into().expect("4 bytes")) {
            return Err(NetworkError::Checksum);
        }
        let description = String::from_utf8_lossy(r.take(described)).into_owned();
        let first = unpack_first_layer(&mut r)?;
        let first_bias = r.i16s(HIDDEN);
        let output = r.i16s(2 * HIDDEN);
        let output_bias = r.i32();
        Network::from_weights(first, first_bias, output, output_bias, &description)
    }

    /// The network file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let described = self.description.as_bytes();
        let described = &described[..described.len().min(usize::from(u16::MAX))];
        let mut out = Vec::with_capacity(HEADER + described.len() + WEIGHT_BYTES + 4);
        out.extend_from_slice(MAGIC);
        let header = [
            VERSION,
            FEATURES as u16,
            HIDDEN as u16,
            QA as u16,
            QW as u16,
        ];
        for x in header
            .into_iter()
            .chain([QB as u16, SCALE as u16, described.len() as u16])
        {
            out.extend_from_slice(&x.to_le_bytes());
        }
        out.extend_from_slice(described);
        pack_first_layer(&self.first, &mut out);
        for w in self.first_bias.iter().chain(&self.output) {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out.extend_from_slice(&self.output_bias.to_le_bytes());
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// What the network was trained on, and how.
    pub fn description(&self) -> &str {
        &self.description
    }
}

impl fmt::Debug for Network {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Network({:?})", self.description)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::Rng;

    /// A network of small random weights, for tests.
    pub(crate) fn random_network(seed: u64) -> Network {
        let mut rng = Rng::new(seed);
        let mut weights = |n: usize, max: i16| -> Vec<i16> {
            (0..n)
                .map(|_| (rng.below(2 * max as u64 + 1) as i16) - max)
                .collect()
        };
        let first = weights(FEATURES * HIDDEN, 40);
        let first_bias = weights(HIDDEN, 200);
        let output = weights(2 * HIDDEN, MAX_OUTPUT);
        Network::from_weights(first, first_bias, output, 1234, "random, for tests").unwrap()
    }

    #[test]
    fn the_shipped_network_reads_and_says_how_it_was_trained() {
        let net = Network::from_bytes(crate::engine::nnue::SHIPPED).unwrap();
        assert!(net.description().starts_with("xiangqi train "));
    }

    #[test]
    fn a_network_reads_back_what_it_wrote() {
        let net = random_network(1);
        let bytes = net.to_bytes();
        assert_eq!(Network::from_bytes(&bytes), Ok(net));
    }

    #[test]
    fn a_damaged_file_is_refused_with_its_reason() {
        let bytes = random_network(2).to_bytes();
        assert_eq!(
            Network::from_bytes(b"GIF89a"),
            Err(NetworkError::NotANetwork)
        );
        let cut = &bytes[..bytes.len() - 100];
        assert!(matches!(
            Network::from_bytes(cut),
            Err(NetworkError::Truncated { .. })
        ));
        let mut flipped = bytes.clone();
        flipped[5000] ^= 1;
        assert_eq!(Network::from_bytes(&flipped), Err(NetworkError::Checksum));
        let mut other = bytes.clone();
        other[4] = 9;
        assert_eq!(Network::from_bytes(&other), Err(NetworkError::Version(9)));
        let mut big = random_network(3);
        big.output[7] = MAX_OUTPUT + 1;
        let bytes = big.to_bytes();
        assert_eq!(
            Network::from_bytes(&bytes),
            Err(NetworkError::WeightOutOfRange("output"))
        );
        let message = NetworkError::Truncated {
            expected: 10,
            found: 4,
        }
        .to_string();
        assert_eq!(message, "network file is 4 bytes; its header promises 10");
    }
}

//! The fitted weights written out as the Rust sources the engine is built from,
//! laid out as rustfmt would so the files need no formatting pass after a run.

use xiangqi::engine::{placement, Term};
use xiangqi::Role;

/// The (rounded) weights as `eval/weights.rs`.
pub fn weights_source(weights: &[(f64, f64); Term::COUNT]) -> String {
    let mut s = String::from(
        "//! (middlegame, endgame) weight of each positional term, in centipawns per count.\n\
         //! Written by `xiangqi tune` (see docs/strength.md); edit by re-running it.\n\
         \n\
         use super::terms::Term;\n\
         \n\
         pub(crate) const WEIGHTS: [(i32, i32); Term::COUNT] = [\n",
    );
    // Comments in one column, as rustfmt aligns them.
    let entries: Vec<String> = weights
        .iter()
        .map(|&(mg, eg)| format!("({}, {}),", mg as i32, eg as i32))
        .collect();
    let width = entries.iter().map(String::len).max().unwrap_or(0);
    for (term, entry) in Term::ALL.iter().zip(&entries) {
        s += &format!("    {entry:<width$} // {}\n", term.name());
    }
    s += "];\n";
    s
}

/// The (rounded) placement corrections as `placement/corrections.rs`: for each kind
/// of piece one line per rank, kept on one line each (`rustfmt::skip`) to stay readable.
pub fn placement_source(corrections: &[(f64, f64); placement::COUNT]) -> String {
    let mut s = String::from(
        "//! Written by `xiangqi tune --placement` (see docs/strength.md); edit by re-running it.\n\
         //! For each kind of piece, a row per rank counted from its own side (0–9), each\n\
         //! (middlegame, endgame) by distance from the central file (0–4).\n\
         \n\
         #[rustfmt::skip]\n",
    );
    s += &format!(
        "pub(crate) const BY_POINT: [[[(i32, i32); {}]; {}]; 7] = [\n",
        placement::FILES,
        placement::RANKS
    );
    for role in Role::ALL {
        s += &format!("    // {role:?}\n    [\n");
        for rank in 0..placement::RANKS {
            let row: Vec<String> = (0..placement::FILES)
                .map(|file| {
                    let i = role.index() * placement::PER_ROLE + rank * placement::FILES + file;
                    let (mg, eg) = if placement::reachable(role, rank, file) {
                        corrections[i]
                    } else {
                        (0.0, 0.0)
                    };
                    format!("({}, {})", mg as i32, eg as i32)
                })
                .collect();
            s += &format!("        [{}], // rank {rank}\n", row.join(", "));
        }
        s += "    ],\n";
    }
    s += "];\n";
    s
}

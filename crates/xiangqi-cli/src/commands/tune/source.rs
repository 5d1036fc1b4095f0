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

/// The (rounded) placement corrections as `placement/corrections.rs`: one row of
/// numbers per kind of piece, kept on one line (`rustfmt::skip`) to stay readable.
pub fn placement_source(corrections: &[(f64, f64); placement::COUNT]) -> String {
    let mut s = String::from(
        "//! Written by `xiangqi tune --placement` (see docs/strength.md); edit by re-running it.\n\
         //! Rows are General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier.\n\
         \n",
    );
    let tables = [
        (
            "BY_RANK",
            "rank counted from the piece's own side, 0–9",
            0..10,
        ),
        (
            "BY_FILE",
            "distance from the central file, 0–4",
            10..placement::PER_ROLE,
        ),
    ];
    for (i, (name, what, range)) in tables.into_iter().enumerate() {
        if i > 0 {
            s += "\n";
        }
        let len = range.len();
        s += &format!(
            "/// (middlegame, endgame) by {what}.\n#[rustfmt::skip]\npub(crate) const {name}: [[(i32, i32); {len}]; 7] = [\n"
        );
        for role in Role::ALL {
            let row: Vec<String> = range
                .clone()
                .map(|k| {
                    let (mg, eg) = corrections[role.index() * placement::PER_ROLE + k];
                    format!("({}, {})", mg as i32, eg as i32)
                })
                .collect();
            s += &format!("    [{}], // {role:?}\n", row.join(", "));
        }
        s += "];\n";
    }
    s
}

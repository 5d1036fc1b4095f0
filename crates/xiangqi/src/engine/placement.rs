//! Fitted corrections to the piece-square tables of `pst.rs`: for each kind of piece, an
//! amount for each rank counted from its own side and one for each distance from the
//! central file, (middlegame, endgame). The rules of thumb in `pst.rs` say where pieces
//! belong; these numbers, written by `xiangqi tune --placement`, say by how much the
//! engine's own deeper searches disagree.

mod corrections;

use crate::{Color, Role, Square};
pub(crate) use corrections::{BY_FILE, BY_RANK};

/// Ranks 0–9 and file distances 0–4 of each role, one after the other.
pub const PER_ROLE: usize = 10 + 5;
/// How many placement features there are.
pub const COUNT: usize = 7 * PER_ROLE;

/// Rank counted from `color`'s own back rank.
pub(crate) const fn own_rank(sq: Square, color: Color) -> usize {
    match color {
        Color::Red => sq.rank() as usize,
        Color::Black => 9 - sq.rank() as usize,
    }
}

/// Distance from the central file, 0 (the e-file) to 4 (the edges).
pub(crate) const fn from_centre(file: usize) -> usize {
    file.abs_diff(4)
}

/// The two features a piece of `role` on `sq` counts towards.
pub(crate) fn features(role: Role, color: Color, sq: Square) -> [usize; 2] {
    let base = role.index() * PER_ROLE;
    [
        base + own_rank(sq, color),
        base + 10 + from_centre(sq.file() as usize),
    ]
}

/// The engine's current correction for feature `i`.
pub fn weight(i: usize) -> (i32, i32) {
    let (role, k) = (i / PER_ROLE, i % PER_ROLE);
    if k < 10 {
        BY_RANK[role][k]
    } else {
        BY_FILE[role][k - 10]
    }
}

/// A readable name for feature `i`, for the tuner's output: "Horse rank 7", "Cannon
/// file 0".
pub fn name(i: usize) -> String {
    let (role, k) = (Role::ALL[i / PER_ROLE], i % PER_ROLE);
    if k < 10 {
        format!("{role:?} rank {k}")
    } else {
        format!("{role:?} file {}", k - 10)
    }
}

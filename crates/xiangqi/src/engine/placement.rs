//! Fitted corrections to the piece-square tables of `pst.rs`: for each kind of piece, a
//! (middlegame, endgame) amount for each point, named by its rank counted from the
//! piece's own side and its distance from the central file (the board is the same seen
//! in a mirror, so a point and its mirror image share one). The rules of thumb in
//! `pst.rs` say where pieces belong; these numbers, written by `xiangqi tune
//! --placement`, say by how much the engine's own deeper searches disagree.

mod corrections;

use crate::{Color, Role, Square};
pub(crate) use corrections::BY_POINT;

/// Ranks counted from a piece's own side.
pub const RANKS: usize = 10;
/// Distances from the central file, 0 (the e-file) to 4 (the edges).
pub const FILES: usize = 5;
/// Points of each role, rank by rank.
pub const PER_ROLE: usize = RANKS * FILES;
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

/// The feature a piece of `role` on `sq` counts towards.
pub(crate) fn feature(role: Role, color: Color, sq: Square) -> usize {
    role.index() * PER_ROLE + own_rank(sq, color) * FILES + from_centre(sq.file() as usize)
}

/// The engine's current correction for feature `i`.
pub fn weight(i: usize) -> (i32, i32) {
    let (role, point) = (i / PER_ROLE, i % PER_ROLE);
    BY_POINT[role][point / FILES][point % FILES]
}

/// Can a piece of `role` ever stand on the point `rank` (from its own side) and `file`
/// (distance from the central file) in a game? The general and advisors keep to their
/// palace points, elephants to their seven, and a soldier never steps back nor sideways
/// before the river. Corrections elsewhere are never used and are written as 0.
pub fn reachable(role: Role, rank: usize, file: usize) -> bool {
    match role {
        Role::General => rank <= 2 && file <= 1,
        Role::Advisor => matches!((rank, file), (0 | 2, 1) | (1, 0)),
        Role::Elephant => matches!((rank, file), (0 | 4, 2) | (2, 0 | 4)),
        Role::Soldier => rank >= 5 || (rank >= 3 && matches!(file, 0 | 2 | 4)),
        Role::Horse | Role::Chariot | Role::Cannon => true,
    }
}

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

/// Distance from the central file, 0 (the e-file) to 4 (the edges).
pub(crate) const fn from_centre(file: usize) -> usize {
    file.abs_diff(4)
}

/// The feature a piece of `role` on `sq` counts towards.
pub(crate) fn feature(role: Role, color: Color, sq: Square) -> usize {
    role.index() * PER_ROLE + sq.own_rank(color) as usize * FILES + from_centre(sq.file() as usize)
}

/// The engine's current correction for feature `i`.
pub fn weight(i: usize) -> (i32, i32) {
    let (role, point) = (i / PER_ROLE, i % PER_ROLE);
    BY_POINT[role][point / FILES][point % FILES]
}

/// Can a piece of `role` ever stand on the point `rank` (from its own side) and `file`
/// (distance from the central file) in a game? The general and advisors keep to their
/// palace points, elephants to their seven, and a soldier never steps back nor sideways
/// before the river (unlike set-up positions, which may put soldiers anywhere).
/// Corrections elsewhere are never used and are written as 0.
pub fn reachable(role: Role, rank: usize, file: usize) -> bool {
    // The point on the Red side of the central file, seen as Red's.
    let Some(sq) = Square::new(4 + file as u8, rank as u8) else {
        return false;
    };
    match role {
        Role::General => sq.in_palace(Color::Red),
        Role::Advisor => sq.is_advisor_point(Color::Red),
        Role::Elephant => sq.is_elephant_point(Color::Red),
        Role::Soldier => !sq.is_home_side(Color::Red) || (rank >= 3 && file.is_multiple_of(2)),
        Role::Horse | Role::Chariot | Role::Cannon => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_reach_194_of_the_points_counted_from_the_centre() {
        let count = |role: Role| {
            (0..RANKS)
                .flat_map(|rank| (0..FILES).map(move |file| (rank, file)))
                .filter(|&(rank, file)| reachable(role, rank, file))
                .count()
        };
        // General 6 (e0-f2), advisors 3, elephants 4, soldiers 31 (three files before
        // the river, all five after), and 50 each for the free pieces.
        let counts: Vec<usize> = Role::ALL.into_iter().map(count).collect();
        let expected: Vec<usize> = Role::ALL
            .into_iter()
            .map(|role| match role {
                Role::General => 6,
                Role::Advisor => 3,
                Role::Elephant => 4,
                Role::Soldier => 31,
                Role::Horse | Role::Chariot | Role::Cannon => 50,
            })
            .collect();
        assert_eq!(counts, expected);
    }
}

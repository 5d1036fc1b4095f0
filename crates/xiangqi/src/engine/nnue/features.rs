//! The network's inputs: a piece of ours or theirs, of one kind, on one point, with the
//! board seen from the side whose sums they feed (Black's view is Red's with the
//! ranks turned round, so both sides share the weights). Generals, advisors and
//! elephants have inputs only on the points they can reach.

use crate::{Color, Piece, Role, Square};

/// Marks a point a piece of that kind can never stand on.
const NONE: u16 = u16::MAX;

/// Every (ours/theirs, role, point), whether or not a piece can stand there.
const MOST: usize = 2 * 7 * Square::COUNT;

/// The input numbering, worked out once at compile time.
struct Tables {
    /// The input of each (ours/theirs, role, point in the viewer's frame), or `NONE`.
    index: [[[u16; Square::COUNT]; 7]; 2],
    /// Each input's kind (see [`kind`]).
    kind: [u8; MOST],
    /// How many inputs there are.
    count: usize,
}

static TABLES: Tables = build();

/// Inputs for each side's view: our and their piece kinds on their points.
pub const FEATURES: usize = build().count;

/// Kinds of piece: our seven and their seven.
pub const KINDS: usize = 14;

/// Can a piece of `role` belonging to `owner` stand on `sq` (as the rules allow)?
const fn reachable(role: Role, owner: Color, sq: Square) -> bool {
    match role {
        Role::General => sq.in_palace(owner),
        Role::Advisor => sq.is_advisor_point(owner),
        Role::Elephant => sq.is_elephant_point(owner),
        _ => true,
    }
}

/// In the viewer's frame the viewer is Red (its pieces start at rank 0).
const fn owner_in_view(ours: usize) -> Color {
    if ours == 0 {
        Color::Red
    } else {
        Color::Black
    }
}

/// Numbers the inputs side by side (ours first), role by role, point by point, so each
/// kind's inputs follow one another.
const fn build() -> Tables {
    let mut t = Tables {
        index: [[[NONE; Square::COUNT]; 7]; 2],
        kind: [0; MOST],
        count: 0,
    };
    let mut side = 0;
    while side < 2 {
        let mut r = 0;
        while r < 7 {
            let mut s = 0;
            while s < Square::COUNT {
                let sq = Square::from_index_unchecked(s as u8);
                if reachable(Role::ALL[r], owner_in_view(side), sq) {
                    t.index[side][r][s] = t.count as u16;
                    t.kind[t.count] = (side * 7 + r) as u8;
                    t.count += 1;
                }
                s += 1;
            }
            r += 1;
        }
        side += 1;
    }
    t
}

/// `sq` as `viewer` sees it: Black turns the ranks round.
const fn in_view(sq: Square, viewer: Color) -> Square {
    match viewer {
        Color::Red => sq,
        Color::Black => Square::from_index_unchecked((9 - sq.rank()) * 9 + sq.file()),
    }
}

/// The input of `piece` on `sq` in `viewer`'s sums. Every piece a legal position can
/// hold has one (positions are checked for generals, advisors and elephants off their
/// points when they are read).
#[inline]
pub fn feature(viewer: Color, piece: Piece, sq: Square) -> usize {
    let side = usize::from(piece.color != viewer);
    let i = TABLES.index[side][piece.role.index()][in_view(sq, viewer).index()];
    debug_assert!(i != NONE, "{piece:?} cannot stand on {sq}");
    usize::from(i)
}

/// The kind of piece input `i` stands for: 7 × (0 for the viewer's own, 1 for the
/// other side's) + the role's index. A network file stores each kind's weights once and
/// each input's difference from them, which is small and packs well; the trainer learns
/// a kind's worth from all its points.
pub fn kind(i: usize) -> usize {
    debug_assert!(i < FEATURES);
    usize::from(TABLES.kind[i])
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_piece_on_every_point_it_can_reach_has_its_own_input() {
        // 9 palace points, 5 advisor and 7 elephant points, 90 for the other four kinds;
        // ours and theirs.
        assert_eq!(FEATURES, 2 * (9 + 5 + 7 + 4 * 90));
        for viewer in [Color::Red, Color::Black] {
            let mut seen = HashSet::new();
            for color in [Color::Red, Color::Black] {
                for role in Role::ALL {
                    for sq in Square::all().filter(|&sq| reachable(role, color, sq)) {
                        let i = feature(viewer, Piece::new(color, role), sq);
                        assert!(i < FEATURES);
                        assert!(seen.insert(i), "{color:?} {role:?} {sq} shares an input");
                    }
                }
            }
            assert_eq!(seen.len(), FEATURES);
            for color in [Color::Red, Color::Black] {
                let i = feature(
                    viewer,
                    Piece::new(color, Role::Cannon),
                    "b2".parse().unwrap(),
                );
                let side = usize::from(color != viewer);
                assert_eq!(kind(i), 7 * side + Role::Cannon.index());
            }
        }
    }

    #[test]
    fn each_side_sees_its_own_pieces_the_same_way() {
        let red = Piece::new(Color::Red, Role::Horse);
        let black = Piece::new(Color::Black, Role::Horse);
        let b0: Square = "b0".parse().unwrap();
        let b9: Square = "b9".parse().unwrap();
        assert_eq!(
            feature(Color::Red, red, b0),
            feature(Color::Black, black, b9)
        );
        assert_eq!(
            feature(Color::Red, black, b9),
            feature(Color::Black, red, b0)
        );
        assert_ne!(feature(Color::Red, red, b0), feature(Color::Red, black, b0));
    }
}

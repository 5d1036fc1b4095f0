//! Move tables computed at compile time, so move generation is table walks with no
//! geometry at run time.

use crate::{Color, Square};

/// Up to `N` destinations from one point, each with the point that must be empty for
/// the step (the horse's leg or the elephant's eye; unused for other pieces).
#[derive(Copy, Clone)]
pub(crate) struct Steps<const N: usize> {
    to: [u8; N],
    via: [u8; N],
    len: u8,
}

impl<const N: usize> Steps<N> {
    const EMPTY: Self = Steps {
        to: [0; N],
        via: [0; N],
        len: 0,
    };

    const fn with(mut self, to: Square, via: Square) -> Self {
        self.to[self.len as usize] = to.index() as u8;
        self.via[self.len as usize] = via.index() as u8;
        self.len += 1;
        self
    }

    /// (destination, blocking point) pairs.
    #[inline]
    pub(crate) fn iter(&self) -> impl Iterator<Item = (Square, Square)> + '_ {
        let len = self.len as usize;
        self.to[..len]
            .iter()
            .zip(&self.via[..len])
            .map(|(&to, &via)| {
                (
                    Square::from_index_unchecked(to),
                    Square::from_index_unchecked(via),
                )
            })
    }
}

/// The points along one direction from a square, nearest first.
#[derive(Copy, Clone)]
pub(crate) struct Ray {
    squares: [u8; 9],
    len: u8,
}

impl Ray {
    #[inline]
    pub(crate) fn iter(&self) -> impl Iterator<Item = Square> + '_ {
        self.squares[..self.len as usize]
            .iter()
            .map(|&i| Square::from_index_unchecked(i))
    }
}

/// Rays in the order north (toward Black), south, east (toward file i), west.
pub(crate) const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

pub(crate) struct Tables {
    pub general: [Steps<4>; 90],
    pub advisor: [Steps<4>; 90],
    pub elephant: [Steps<4>; 90],
    pub horse: [Steps<8>; 90],
    /// Where a horse must stand to attack this point, and its leg.
    pub horse_attackers: [Steps<8>; 90],
    pub soldier: [[Steps<3>; 90]; 2],
    /// Where a soldier of each colour must stand to attack this point.
    pub soldier_attackers: [[Steps<3>; 90]; 2],
    pub rays: [[Ray; 4]; 90],
}

const fn palace_of(sq: Square) -> Option<Color> {
    if sq.in_palace(Color::Red) {
        Some(Color::Red)
    } else if sq.in_palace(Color::Black) {
        Some(Color::Black)
    } else {
        None
    }
}

const HORSE_JUMPS: [(i8, i8); 8] = [
    (1, 2),
    (-1, 2),
    (1, -2),
    (-1, -2),
    (2, 1),
    (2, -1),
    (-2, 1),
    (-2, -1),
];

const fn signum(x: i8) -> i8 {
    if x > 0 {
        1
    } else if x < 0 {
        -1
    } else {
        0
    }
}

const fn build() -> Tables {
    let mut t = Tables {
        general: [Steps::EMPTY; 90],
        advisor: [Steps::EMPTY; 90],
        elephant: [Steps::EMPTY; 90],
        horse: [Steps::EMPTY; 90],
        horse_attackers: [Steps::EMPTY; 90],
        soldier: [[Steps::EMPTY; 90]; 2],
        soldier_attackers: [[Steps::EMPTY; 90]; 2],
        rays: [[Ray {
            squares: [0; 9],
            len: 0,
        }; 4]; 90],
    };
    let mut i = 0;
    while i < 90 {
        let sq = Square::from_index_unchecked(i as u8);
        let palace = palace_of(sq);

        let mut d = 0;
        while d < 4 {
            let (df, dr) = DIRECTIONS[d];
            // General: one orthogonal step inside its palace.
            if let (Some(to), Some(c)) = (sq.offset(df, dr), palace) {
                if to.in_palace(c) {
                    t.general[i] = t.general[i].with(to, to);
                }
            }
            // Ray for chariot and cannon.
            let mut cur = sq.offset(df, dr);
            while let Some(s) = cur {
                let r = &mut t.rays[i][d];
                r.squares[r.len as usize] = s.index() as u8;
                r.len += 1;
                cur = s.offset(df, dr);
            }
            // Advisor and elephant use the four diagonals.
            let (df, dr) = [(1, 1), (1, -1), (-1, 1), (-1, -1)][d];
            if let (Some(to), Some(c)) = (sq.offset(df, dr), palace) {
                if to.in_palace(c) {
                    t.advisor[i] = t.advisor[i].with(to, to);
                }
            }
            if let (Some(to), Some(eye)) = (sq.offset(2 * df, 2 * dr), sq.offset(df, dr)) {
                // An elephant never crosses the river.
                if sq.is_home_side(Color::Red) == to.is_home_side(Color::Red) {
                    t.elephant[i] = t.elephant[i].with(to, eye);
                }
            }
            d += 1;
        }

        let mut j = 0;
        while j < 8 {
            let (df, dr) = HORSE_JUMPS[j];
            if let Some(to) = sq.offset(df, dr) {
                // The leg is the orthogonal neighbour in the long direction.
                let leg = if df.abs() == 2 {
                    sq.offset(signum(df), 0)
                } else {
                    sq.offset(0, signum(dr))
                };
                if let Some(leg) = leg {
                    t.horse[i] = t.horse[i].with(to, leg);
                }
                // A horse on `to` attacking `sq` is blocked by the diagonal neighbour of
                // `sq` on its side.
                if let Some(leg) = sq.offset(signum(df), signum(dr)) {
                    t.horse_attackers[i] = t.horse_attackers[i].with(to, leg);
                }
            }
            j += 1;
        }

        let mut c = 0;
        while c < 2 {
            let color = if c == 0 { Color::Red } else { Color::Black };
            let fwd: i8 = if c == 0 { 1 } else { -1 };
            // Every point, even behind the starting rank: set-up problems put soldiers
            // where no game could bring them (docs/rules.md, "Positions").
            if let Some(to) = sq.offset(0, fwd) {
                t.soldier[c][i] = t.soldier[c][i].with(to, to);
            }
            if !sq.is_home_side(color) {
                if let Some(to) = sq.offset(1, 0) {
                    t.soldier[c][i] = t.soldier[c][i].with(to, to);
                }
                if let Some(to) = sq.offset(-1, 0) {
                    t.soldier[c][i] = t.soldier[c][i].with(to, to);
                }
            }
            c += 1;
        }
        i += 1;
    }
    // Soldiers attack where they may step: the same table read backwards.
    let mut from = 0;
    while from < 90 {
        let mut c = 0;
        while c < 2 {
            let steps = t.soldier[c][from];
            let mut k = 0;
            while k < steps.len as usize {
                let to = steps.to[k] as usize;
                let src = Square::from_index_unchecked(from as u8);
                t.soldier_attackers[c][to] = t.soldier_attackers[c][to].with(src, src);
                k += 1;
            }
            c += 1;
        }
        from += 1;
    }
    t
}

pub(crate) static TABLES: Tables = build();

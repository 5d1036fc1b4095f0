//! Where chariots, horses and cannons can go, counted from the board array and a
//! precomputed table of horse jumps, without generating moves: the evaluation runs at
//! every leaf, so this has to stay a handful of array reads per piece.

use crate::{Color, Piece, Position, Square};

/// No point: marks a jump that leaves the board.
const OFF: u8 = 0xFF;

/// The eight horse jumps as (leg, destination) offsets: a horse moves one point
/// straight and one diagonally, and is hobbled when the straight point is occupied.
const JUMPS: [((i8, i8), (i8, i8)); 8] = [
    ((0, 1), (-1, 2)),
    ((0, 1), (1, 2)),
    ((0, -1), (-1, -2)),
    ((0, -1), (1, -2)),
    ((1, 0), (2, 1)),
    ((1, 0), (2, -1)),
    ((-1, 0), (-2, 1)),
    ((-1, 0), (-2, -1)),
];

const fn point(file: i8, rank: i8) -> u8 {
    if file < 0 || file > 8 || rank < 0 || rank > 9 {
        OFF
    } else {
        (rank * 9 + file) as u8
    }
}

const fn build_horse_jumps() -> [[(u8, u8); 8]; 90] {
    let mut t = [[(OFF, OFF); 8]; 90];
    let mut i = 0;
    while i < 90 {
        let (f, r) = ((i % 9) as i8, (i / 9) as i8);
        let mut j = 0;
        while j < 8 {
            let ((lf, lr), (tf, tr)) = JUMPS[j];
            let to = point(f + tf, r + tr);
            if to != OFF {
                t[i][j] = (point(f + lf, r + lr), to);
            }
            j += 1;
        }
        i += 1;
    }
    t
}

static HORSE_JUMPS: [[(u8, u8); 8]; 90] = build_horse_jumps();

#[inline]
fn at(pos: &Position, index: u8) -> Option<Piece> {
    Square::from_index(usize::from(index)).and_then(|sq| pos.piece_at(sq))
}

/// Points a horse on `sq` can jump to: leg free and no piece of its own side there.
pub(super) fn horse(pos: &Position, sq: Square, color: Color) -> i32 {
    let mut n = 0;
    for &(leg, to) in &HORSE_JUMPS[sq.index()] {
        if to == OFF || at(pos, leg).is_some() {
            continue;
        }
        n += i32::from(at(pos, to).is_none_or(|p| p.color != color));
    }
    n
}

/// Occupied points as bit masks, one per rank (bit = file) and one per file (bit =
/// rank), kept up to date move by move so that sliding pieces are counted with a few
/// bit operations instead of walking the board.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Occupancy {
    ranks: [u16; 10],
    files: [u16; 9],
}

impl Occupancy {
    pub(crate) fn of(pos: &Position) -> Occupancy {
        let mut o = Occupancy::default();
        for (sq, _) in pos.board() {
            o.set(sq);
        }
        o
    }

    fn set(&mut self, sq: Square) {
        self.ranks[usize::from(sq.rank())] |= 1 << sq.file();
        self.files[usize::from(sq.file())] |= 1 << sq.rank();
    }

    /// After a move from `from` to `to` (a capture leaves `to` occupied).
    #[inline]
    pub(crate) fn moved(&mut self, from: Square, to: Square) {
        self.ranks[usize::from(from.rank())] &= !(1 << from.file());
        self.files[usize::from(from.file())] &= !(1 << from.rank());
        self.set(to);
    }

    /// Empty points a chariot or cannon on `sq` slides over along its rank and file.
    #[inline]
    pub(super) fn slide(&self, sq: Square) -> i32 {
        let (f, r) = (u32::from(sq.file()), u32::from(sq.rank()));
        empty_run(self.ranks[r as usize], f, 9) + empty_run(self.files[f as usize], r, 10)
    }

    /// The first occupied rank beyond `sq` on its file, looking towards `color`'s
    /// enemy, if any.
    #[inline]
    pub(super) fn first_ahead(&self, sq: Square, color: Color) -> Option<u8> {
        let (f, r) = (usize::from(sq.file()), u32::from(sq.rank()));
        let file = u32::from(self.files[f]);
        match color {
            Color::Red => {
                let above = file >> (r + 1);
                (above != 0).then(|| (r + 1 + above.trailing_zeros()) as u8)
            }
            Color::Black => {
                let below = file & ((1 << r) - 1);
                (below != 0).then(|| (31 - below.leading_zeros()) as u8)
            }
        }
    }

    /// Pieces strictly between two points of the same file.
    #[inline]
    pub(super) fn between_on_file(&self, a: Square, b: Square) -> u32 {
        let (lo, hi) = (a.rank().min(b.rank()), a.rank().max(b.rank()));
        let inside = ((1u32 << hi) - 1) & !((2u32 << lo) - 1);
        (u32::from(self.files[usize::from(a.file())]) & inside).count_ones()
    }
}

/// Empty points on both sides of bit `at` of a `width`-bit line `mask`, up to the
/// first occupied bit or the edge.
#[inline]
fn empty_run(mask: u16, at: u32, width: u32) -> i32 {
    let mask = u32::from(mask);
    let above = mask >> (at + 1);
    let up = if above == 0 {
        width - 1 - at
    } else {
        above.trailing_zeros()
    };
    let below = mask & ((1 << at) - 1);
    let down = if below == 0 {
        at
    } else {
        at - 1 - (31 - below.leading_zeros())
    };
    (up + down) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn hobbled_and_cornered_horses_have_fewer_jumps() {
        let pos = Position::startpos();
        // b0: c2 and a2 are free, the leg d0... is blocked by the elephant on c0.
        assert_eq!(horse(&pos, sq("b0"), Color::Red), 2);
        let open = Position::from_fen("4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1").unwrap();
        assert_eq!(horse(&open, sq("e5"), Color::Red), 8);
    }

    #[test]
    fn sliders_stop_at_the_first_piece() {
        let pos = Position::startpos();
        let o = Occupancy::of(&pos);
        // Chariot a0: a1, a2 up to the soldier on a3; nothing along the back rank.
        assert_eq!(o.slide(sq("a0")), 2);
        // Cannon b2: a2 and c2..g2 along the rank, b1 and b3..b6 along the file.
        assert_eq!(o.slide(sq("b2")), 6 + 5);
        assert_eq!(o.first_ahead(sq("a0"), Color::Red), Some(3));
        assert_eq!(o.first_ahead(sq("a9"), Color::Black), Some(6));
        assert_eq!(o.first_ahead(sq("e4"), Color::Red), Some(6));
        // e0 to e9: soldiers e3 and e6 stand between the generals.
        assert_eq!(o.between_on_file(sq("e0"), sq("e9")), 2);
        assert_eq!(o.between_on_file(sq("e9"), sq("e0")), 2);
    }

    #[test]
    fn occupancy_follows_moves() {
        let mut pos = Position::startpos();
        let mut o = Occupancy::of(&pos);
        for text in ["h2e2", "h9g7", "e2e6"] {
            let m: crate::Move = text.parse().unwrap();
            o.moved(m.from, m.to);
            pos.make_move(m);
            assert_eq!(o, Occupancy::of(&pos), "after {text}");
        }
    }
}

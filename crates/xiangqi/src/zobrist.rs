//! Zobrist hash keys, generated at compile time from a fixed seed so hashes are the
//! same on every platform and every run.

use crate::{Piece, Square};

struct Keys {
    pieces: [[u64; 90]; 14],
    black_to_move: u64,
}

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn build() -> Keys {
    let mut keys = Keys {
        pieces: [[0; 90]; 14],
        black_to_move: 0,
    };
    let mut state = 0x5869_616E_6771_6921; // "Xiangqi!"
    let mut p = 0;
    while p < 14 {
        let mut s = 0;
        while s < 90 {
            let (next, key) = splitmix(state);
            state = next;
            keys.pieces[p][s] = key;
            s += 1;
        }
        p += 1;
    }
    keys.black_to_move = splitmix(state).1;
    keys
}

static KEYS: Keys = build();

#[inline]
pub(crate) fn piece_key(piece: Piece, sq: Square) -> u64 {
    KEYS.pieces[piece.index()][sq.index()]
}

#[inline]
pub(crate) fn side_key() -> u64 {
    KEYS.black_to_move
}

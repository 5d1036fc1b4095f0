//! Any text read as a move in any notation, in a few positions: a typed error or a
//! legal move, never a panic. A move read is written in every notation and read back
//! as the same move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::notation::{self, Notation};
use xiangqi::Position;

/// Positions with tandem pieces and several soldiers on a file, where WXF and Chinese
/// need their front/rear and numbered forms.
const FENS: [&str; 4] = [
    xiangqi::START_FEN,
    "2bakab2/9/9/4P4/4P4/2P1P4/9/9/4A4/3AK4 w - - 0 1",
    "3k5/9/4r4/4r4/9/9/2R6/2R6/9/5K3 b - - 0 1",
    "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2",
];

fuzz_target!(|input: (u8, &str)| {
    let (which, text) = input;
    let pos = Position::from_fen(FENS[which as usize % FENS.len()]).expect("fixed FENs are valid");
    for n in Notation::ALL {
        let _ = notation::parse_as(&pos, text, n);
    }
    let Ok(m) = notation::parse(&pos, text) else {
        return;
    };
    assert!(pos.legal_moves().contains(&m), "{text} read as {m}, which is not legal");
    for n in Notation::ALL {
        let written = notation::format(&pos, m, n);
        assert_eq!(notation::parse_as(&pos, &written, n), Ok(m), "{n}: {written}");
    }
});

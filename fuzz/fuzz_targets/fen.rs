//! Any text given as a FEN: a typed error or a position, never a panic. A position
//! that parses must write a FEN that parses back to the same position, and its moves
//! must make and unmake cleanly.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::{Position, Setup};

fuzz_target!(|text: &str| {
    let setup = Setup::from_fen(text);
    let Ok(pos) = Position::from_fen(text) else {
        return;
    };
    assert!(setup.is_ok(), "a valid position is a valid setup");
    let again = Position::from_fen(&pos.fen()).expect("our own FEN parses");
    assert_eq!(again.fen(), pos.fen());
    assert_eq!(again.hash(), pos.hash());
    let mut walk = pos.clone();
    for &m in pos.legal_moves().iter() {
        let undo = walk.make_move(m);
        assert_eq!(walk.hash(), walk.compute_hash(), "incremental hash after {m}");
        walk.unmake_move(m, undo);
        assert_eq!(walk.fen(), pos.fen(), "unmake restores the position after {m}");
    }
});

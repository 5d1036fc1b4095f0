//! Any text imported as a game record: a typed error or a record, never a panic. A
//! record read is exported and imported again with the same moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::notation::{pgn, Notation};

fuzz_target!(|text: &str| {
    let Ok(record) = pgn::import(text) else {
        return;
    };
    for n in [Notation::Iccs, Notation::Wxf, Notation::Chinese] {
        let again = pgn::import(&pgn::export(&record, n)).expect("our own export imports");
        assert_eq!(again.moves, record.moves, "{n}");
    }
});

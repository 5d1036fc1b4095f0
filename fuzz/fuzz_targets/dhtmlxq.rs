//! Any text imported as a DhtmlXQ block: a typed error or a record, never a panic. A
//! record read is exported and imported again with the same moves and variations.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::notation::dhtmlxq;

fuzz_target!(|text: &str| {
    let Ok(record) = dhtmlxq::import(text) else {
        return;
    };
    let again = dhtmlxq::import(&dhtmlxq::export(&record)).expect("our own export imports");
    assert_eq!(again.moves, record.moves);
    assert_eq!(again.variations, record.variations);
});

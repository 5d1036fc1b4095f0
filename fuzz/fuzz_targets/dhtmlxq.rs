//! Any text imported as a DhtmlXQ block: a typed error or a record, never a panic. A
//! record read is exported and imported again with the same moves and the same tree of
//! variations (their comments may differ: a `[` in one is written as `(`, since DhtmlXQ
//! has no way to write it inside a tag).
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::notation::dhtmlxq;
use xiangqi::notation::pgn::Variation;

/// The variations' tree, written out: where each leaves its line, its moves, and the
/// variations below it, without the comments.
fn tree(variations: &[Variation]) -> String {
    let mut out = String::new();
    for v in variations {
        out += &format!("{}:", v.at);
        for m in &v.moves {
            out += &format!("{m} ");
        }
        out += &format!("({})", tree(&v.variations));
    }
    out
}

fuzz_target!(|text: &str| {
    let Ok(record) = dhtmlxq::import(text) else {
        return;
    };
    let again = dhtmlxq::import(&dhtmlxq::export(&record)).expect("our own export imports");
    assert_eq!(again.moves, record.moves);
    assert_eq!(tree(&again.variations), tree(&record.variations));
});

//! `bench records`: how fast the largest records a page may be handed are read. Two
//! DhtmlXQ texts of about 10 MB are made here: one with a comment on every move of a long
//! game, one with a hundred thousand variation lines; each is imported and timed. Both
//! took minutes when finding a tag's line and a line's variations went back over the text
//! each time (issue 59); the reading is linear now.

use std::fmt::Write;
use std::time::Instant;

use xiangqi::notation::dhtmlxq;

use crate::args::Args;
use crate::error::{CliError, CliResult};

/// The horses' shuffle, in DhtmlXQ's digits (h0g2 h9g7 g2h0 g7h9): legal for ever.
const SHUFFLE: &str = "7967706267796270";
/// How big each text is made, in bytes.
const TARGET_BYTES: usize = 10_000_000;

pub fn run(_: &Args) -> CliResult {
    for (what, text) in [("comments", commented()), ("variations", branched())] {
        let started = Instant::now();
        let record = dhtmlxq::import(&text).map_err(|e| CliError::input(format!("{what}: {e}")))?;
        let seconds = started.elapsed().as_secs_f64();
        say!(
            "{what}: {:.1} MB, {} moves, {} variations, {} comments, read in {seconds:.3} s",
            text.len() as f64 / 1e6,
            record.moves.len(),
            record.variations.len(),
            record.comments.iter().flatten().count(),
        );
    }
    Ok(())
}

/// A game of 1,000 moves with a comment after every move, over and over, to the size.
fn commented() -> String {
    let mut text = String::from("[DhtmlXQ]\n[DhtmlXQ_movelist]");
    text.push_str(&SHUFFLE.repeat(250));
    text.push_str("[/DhtmlXQ_movelist]\n");
    let mut step = 0;
    while text.len() < TARGET_BYTES {
        step = step % 1000 + 1;
        let _ = writeln!(text, "[DhtmlXQ_comment{step}]A note on move {step}, as a forum post writes one.[/DhtmlXQ_comment{step}]");
    }
    text.push_str("[/DhtmlXQ]\n");
    text
}

/// A short game with a hundred thousand one-move variations in place of its first move.
fn branched() -> String {
    let mut text = String::from("[DhtmlXQ]\n[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]\n");
    let mut id = 0;
    while text.len() < TARGET_BYTES {
        id += 1;
        let _ = writeln!(text, "[DhtmlXQ_move_0_1_{id}]7967[/DhtmlXQ_move_0_1_{id}]");
    }
    text.push_str("[/DhtmlXQ]\n");
    text
}

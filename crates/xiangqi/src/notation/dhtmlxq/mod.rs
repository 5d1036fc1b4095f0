//! DhtmlXQ, also called UBB: the text in which 东萍象棋网 (dpxq.com), many forums and
//! Vietnamese sites embed a game in a page, as tags in square brackets:
//!
//! ```text
//! [DhtmlXQ]
//! [DhtmlXQ_title]…[/DhtmlXQ_title]  [DhtmlXQ_red]…[/DhtmlXQ_red]  [DhtmlXQ_result]红胜[/DhtmlXQ_result]
//! [DhtmlXQ_binit]8979695949392919…[/DhtmlXQ_binit]
//! [DhtmlXQ_movelist]77477062…[/DhtmlXQ_movelist]
//! [DhtmlXQ_move_0_2_1]1242…[/DhtmlXQ_move_0_2_1]
//! [DhtmlXQ_comment1]…[/DhtmlXQ_comment1]  [DhtmlXQ_comment1_3]…[/DhtmlXQ_comment1_3]
//! [/DhtmlXQ]
//! ```
//!
//! A point is two digits, the file (0 to 8 from Red's left) and the row (0 at Black's
//! back rank to 9 at Red's). `binit` gives the point of each of the 32 pieces in the
//! order of [`slots`](super::slots), `99` for one off the board; without it the game
//! starts from the usual position. The moves are four digits each, from-point then
//! to-point. The game is line 0; `move_A_B_C` is line C, played instead of the move of
//! line A at step B (moves counted from the start, the first is step 1). `commentN` is
//! said after step N of the game (`comment0` of the start), `commentC_N` after step N
//! of line C; `||` breaks a comment's lines.
//!
//! Pages carry the same tags in other shapes, all read here: URL-encoded in an iframe's
//! `name`, or in a script (`var DhtmlXQ_movelist = '[0_1_0]7747…[/0_1_0][0_2_1]…'`,
//! its lines without the `DhtmlXQ_move_` prefix, sometimes cut into strings joined by
//! `'+'`). Real files close tags loosely (`[DhtmlXQ_blacktime]…[/DhtmlXQ_time]`), or
//! not at all: a value ends at the next tag of either kind.

mod export;
mod import;
mod tags;

pub use export::export;
pub use import::{import, DhtmlXqError, DhtmlXqErrorKind};

/// Does `text` hold DhtmlXQ tags (in any of the shapes pages carry them)?
pub fn looks_like(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    lower.contains("[dhtmlxq") || lower.contains("%5bdhtmlxq") || lower.contains("dhtmlxq_movelist")
}

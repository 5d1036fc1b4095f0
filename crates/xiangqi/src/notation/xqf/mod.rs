//! XQF, the binary game files of XQStudio (象棋演播室), the format most Chinese game
//! archives were kept in. The facts here are XQStudio's published layout, as open-source
//! converters describe it; the code is ours.
//!
//! A file is a 1024-byte header and a move tree after it:
//!
//! - `XQ` and the version (byte 2: `0x0A` is version 1.0, the 2001 layout; later
//!   versions are `0x0B` and up), then the keys of the later versions' masking (bytes 3
//!   to 15; all zero in 1.0);
//! - at `0x10`, the point of each of the 32 pieces in the order of
//!   [`slots`](super::slots), as `file × 10 + rank` (rank 0 at Red's back rank), above 89
//!   for a piece off the board;
//! - the side to move at `0x32` (1 for Black), the result at `0x33` (1 Red won, 2 Black
//!   won, 3 drawn, 0 unknown), the kind of record at `0x40` (0 a whole game);
//! - length-prefixed strings (GB18030 text): the title at `0x50`, the event at `0xD0`,
//!   the date at `0x110`, the place at `0x120`, Red at `0x130`, Black at `0x140`, the
//!   annotator at `0x1D0` and the author at `0x1E0`.
//!
//! The tree is a record per position, in depth-first order, the start's first: the
//! move's points (`from + 0x18`, `to + 0x20`), flags (whether the next record is the
//! position after this one, and whether, after those, one comes that is played instead
//! of this move) and the comment. Version 1.0 gives each record 8 bytes and the
//! comment's length; later versions 4 bytes and the length only when a flag says there
//! is a comment. Later versions also mask the pieces' points, the moves' points, the
//! comments' lengths and every byte after the header with keys derived from bytes 12
//! to 15 (see `Keys`).

mod export;
mod import;

pub use export::export;
pub use import::{import, XqfError};

/// The header's size: the tree starts here.
const HEADER: usize = 0x400;
/// Where the 32 pieces' points are.
const PIECES: usize = 0x10;
const TURN: usize = 0x32;
const RESULT: usize = 0x33;
/// The version XQStudio 1.0 wrote, the last one without masking.
const VERSION_1_0: u8 = 0x0A;
/// The offsets added to a move's from- and to-points.
const FROM_OFFSET: u8 = 0x18;
const TO_OFFSET: u8 = 0x20;

/// The header's strings: where each starts (its length byte), how many bytes it may
/// hold, and the PGN tag it is kept as.
const STRINGS: [(usize, usize, &str); 8] = [
    (0x50, 63, "Title"),
    (0xD0, 63, "Event"),
    (0x110, 15, "Date"),
    (0x120, 15, "Site"),
    (0x130, 15, "Red"),
    (0x140, 15, "Black"),
    (0x1D0, 15, "Annotator"),
    (0x1E0, 15, "Author"),
];

/// Does `bytes` start as an XQF file does?
pub fn looks_like(bytes: &[u8]) -> bool {
    bytes.len() >= HEADER && bytes.starts_with(b"XQ")
}

//! Writing a record as an XQF file of version 1.0, the layout every XQF reader knows
//! (no masking).

use super::{FROM_OFFSET, HEADER, PIECES, RESULT, STRINGS, TO_OFFSET, TURN, VERSION_1_0};
use crate::notation::pgn::{GameResult, Record, Variation};
use crate::notation::slots;
use crate::{Color, Move, Square};

/// `record` as XQF 1.0; `encode` writes its strings and comments (GB18030 for the
/// programs that read XQF). Evaluations are not kept: XQF has no place for them.
pub fn export(record: &Record, encode: &dyn Fn(&str) -> Vec<u8>) -> Vec<u8> {
    let mut out = vec![0u8; HEADER];
    out[..2].copy_from_slice(b"XQ");
    out[2] = VERSION_1_0;
    for (i, point) in slots::points(&record.start).iter().enumerate() {
        out[PIECES + i] = point.map_or(0xFF, point_byte);
    }
    out[TURN] = u8::from(record.start.turn() == Color::Black);
    out[RESULT] = match record.result {
        GameResult::Unknown => 0,
        GameResult::RedWins => 1,
        GameResult::BlackWins => 2,
        GameResult::Draw => 3,
    };
    for (at, capacity, tag) in STRINGS {
        let Some(value) = record
            .tag(tag)
            .filter(|v| !v.chars().all(|c| "?.".contains(c)))
        else {
            continue;
        };
        let bytes = fitted(value, capacity, encode);
        out[at] = bytes.len() as u8;
        out[at + 1..at + 1 + bytes.len()].copy_from_slice(&bytes);
    }

    let main = Variation {
        at: 0,
        moves: record.moves.clone(),
        variations: record.variations.clone(),
        comments: record.comments.get(1..).unwrap_or_default().to_vec(),
    };
    let start_comment = record.comments.first().cloned().flatten();
    let firsts = alternatives(&main, 0);
    write_record(
        &mut out,
        None,
        start_comment.as_deref(),
        !firsts.is_empty(),
        false,
        encode,
    );
    // Depth first, as XQStudio reads: a move, the moves after it, then the moves played
    // instead of it. A stack, not recursion, so no game is too long to write.
    let mut stack = vec![(firsts, 0)];
    while let Some((members, next)) = stack.last_mut() {
        let Some(&(line, i)) = members.get(*next) else {
            stack.pop();
            continue;
        };
        *next += 1;
        let has_sibling = *next < members.len();
        let after = alternatives(line, i + 1);
        let comment = line.comments.get(i).cloned().flatten();
        write_record(
            &mut out,
            Some(line.moves[i]),
            comment.as_deref(),
            !after.is_empty(),
            has_sibling,
            encode,
        );
        if !after.is_empty() {
            stack.push((after, 0));
        }
    }
    out
}

/// The moves that may be played at move `i` of `line`: its own, then each variation's
/// first move there, each followed by those played instead of it.
fn alternatives(line: &Variation, i: usize) -> Vec<(&Variation, usize)> {
    let mut out = Vec::new();
    if i < line.moves.len() {
        out.push((line, i));
    }
    for v in line.variations.iter().filter(|v| v.at == i) {
        out.extend(alternatives(v, 0));
    }
    out
}

fn point_byte(sq: Square) -> u8 {
    sq.file() * 10 + sq.rank()
}

/// One record of version 1.0: the move's points, the flags, and the comment's length
/// and bytes.
fn write_record(
    out: &mut Vec<u8>,
    m: Option<Move>,
    comment: Option<&str>,
    has_child: bool,
    has_sibling: bool,
    encode: &dyn Fn(&str) -> Vec<u8>,
) {
    let (from, to) = m.map_or((0, 0), |m| (point_byte(m.from), point_byte(m.to)));
    let flags = if has_child { 0xF0 } else { 0 } | if has_sibling { 0x0F } else { 0 };
    out.extend([from + FROM_OFFSET, to + TO_OFFSET, flags, 0]);
    let bytes = comment.map(encode).unwrap_or_default();
    out.extend((bytes.len() as u32).to_le_bytes());
    out.extend(bytes);
}

/// As much of `value` as fits in `capacity` bytes, cut between characters.
fn fitted(value: &str, capacity: usize, encode: &dyn Fn(&str) -> Vec<u8>) -> Vec<u8> {
    let mut out = Vec::new();
    let mut buffer = [0u8; 4];
    for c in value.chars() {
        let bytes = encode(c.encode_utf8(&mut buffer));
        if out.len() + bytes.len() > capacity {
            break;
        }
        out.extend(bytes);
    }
    out
}

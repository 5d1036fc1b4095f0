//! Writing a record as a DhtmlXQ block a forum post or a page can carry.

use crate::notation::pgn::{GameResult, Record, Variation};
use crate::notation::slots;
use crate::{Move, Position, Square};

/// Tags written from the record's, under their DhtmlXQ names (see the import's).
const WRITTEN_TAGS: [(&str, &str); 11] = [
    ("Title", "title"),
    ("Event", "event"),
    ("Site", "place"),
    ("Date", "date"),
    ("Round", "round"),
    ("Board", "table"),
    ("Red", "red"),
    ("RedTeam", "redteam"),
    ("Black", "black"),
    ("BlackTeam", "blackteam"),
    ("Annotator", "author"),
];

/// `record` as a `[DhtmlXQ]` block: its tags, start position, lines and comments.
pub fn export(record: &Record) -> String {
    let mut out = String::from("[DhtmlXQ]\n");
    for (pgn_name, name) in WRITTEN_TAGS {
        let Some(value) = record.tag(pgn_name).map(str::trim) else {
            continue;
        };
        let value = if pgn_name == "Date" {
            value.replace('.', "-")
        } else {
            value.to_string()
        };
        if !value.is_empty() && !value.chars().all(|c| "?-".contains(c)) {
            tag(&mut out, name, &value);
        }
    }
    tag(&mut out, "result", result_words(record.result));
    // The opening as dpxq.com writes it: code, opening and variation, spaced.
    let opening: Vec<&str> = ["ECCO", "Opening", "Variation"]
        .iter()
        .filter_map(|name| record.tag(name).map(str::trim).filter(|v| !v.is_empty()))
        .collect();
    if !opening.is_empty() {
        tag(&mut out, "open", &opening.join(" "));
    }
    if record.start != Position::startpos() {
        tag(&mut out, "binit", &binit(&record.start));
    }
    let mut next_id = 1;
    let main = Variation {
        at: 0,
        moves: record.moves.clone(),
        variations: record.variations.clone(),
        comments: record.comments.get(1..).unwrap_or_default().to_vec(),
    };
    if let Some(Some(words)) = record.comments.first() {
        tag(&mut out, "comment0", &comment(words));
    }
    write_line(&mut out, &main, 0, 1, 0, &mut next_id);
    out.push_str("[/DhtmlXQ]\n");
    out
}

/// Writes line `id` (its first move at `step`, hanging from line `parent`), its comments
/// and, numbered in turn, the lines that hang from it.
fn write_line(
    out: &mut String,
    line: &Variation,
    id: usize,
    step: usize,
    parent: usize,
    next_id: &mut usize,
) {
    let moves: String = line.moves.iter().map(|&m| move_digits(m)).collect();
    if id == 0 {
        tag(out, "movelist", &moves);
    } else {
        tag(out, &format!("move_{parent}_{step}_{id}"), &moves);
    }
    for (i, words) in line.comments.iter().enumerate() {
        if let Some(words) = words {
            let name = match id {
                0 => format!("comment{}", step + i),
                _ => format!("comment{id}_{}", step + i),
            };
            tag(out, &name, &comment(words));
        }
    }
    for v in &line.variations {
        let child = *next_id;
        *next_id += 1;
        write_line(out, v, child, step + v.at, id, next_id);
    }
}

fn tag(out: &mut String, name: &str, value: &str) {
    // A bracket in a value would end it early: a reader takes it for the next tag.
    let value = value.replace('[', "(").replace(']', ")");
    out.push_str(&format!("[DhtmlXQ_{name}]{value}[/DhtmlXQ_{name}]\n"));
}

/// A comment's lines joined as DhtmlXQ joins them.
fn comment(words: &str) -> String {
    words
        .lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join("||")
}

fn result_words(result: GameResult) -> &'static str {
    match result {
        GameResult::RedWins => "红胜",
        GameResult::BlackWins => "黑胜",
        GameResult::Draw => "和棋",
        GameResult::Unknown => "未知",
    }
}

fn point_digits(sq: Square) -> String {
    format!("{}{}", sq.file(), 9 - sq.rank())
}

fn move_digits(m: Move) -> String {
    point_digits(m.from) + &point_digits(m.to)
}

/// The 32 slots' points, `99` for a piece off the board.
fn binit(pos: &Position) -> String {
    slots::points(pos)
        .iter()
        .map(|p| p.map_or_else(|| "99".to_string(), point_digits))
        .collect()
}

//! Writing a record as PGN.

use super::{Eval, Record, Variation};
use crate::notation::{format, Notation};
use crate::{Color, Move, Position, START_FEN};

/// Tags written from the record itself rather than from `Record::tags`.
const DERIVED_TAGS: [&str; 5] = ["Game", "Result", "Variant", "FEN", "Format"];

/// Tags always written, with PGN's placeholder when unknown, in this order.
const ROSTER: [(&str, &str); 6] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("Red", "?"),
    ("Black", "?"),
];

fn format_tag(name: &str, value: &str) -> String {
    let mut escaped = String::with_capacity(value.len());
    for c in value.chars().filter(|c| !c.is_control()) {
        if c == '"' || c == '\\' {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    format!("[{name} \"{escaped}\"]\n")
}

const fn format_name(n: Notation) -> &'static str {
    match n {
        Notation::Iccs => "ICCS",
        Notation::Wxf => "WXF",
        Notation::Chinese | Notation::ChineseSimplified => "Chinese",
    }
}

/// Writes `record` as PGN with moves in notation `n`, one move pair to a line.
pub fn export(record: &Record, n: Notation) -> String {
    let mut out = format_tag("Game", "Chinese Chess");
    for (name, placeholder) in ROSTER {
        out += &format_tag(name, record.tag(name).unwrap_or(placeholder));
    }
    out += &format_tag("Result", record.result.as_str());
    out += &format_tag("Variant", "xiangqi");
    let fen = record.start.fen();
    if fen != START_FEN {
        out += &format_tag("FEN", &fen);
    }
    out += &format_tag("Format", format_name(n));
    for (name, value) in &record.tags {
        let known = ROSTER.iter().any(|(r, _)| r.eq_ignore_ascii_case(name))
            || DERIVED_TAGS.iter().any(|d| d.eq_ignore_ascii_case(name));
        if !known {
            out += &format_tag(name, value);
        }
    }
    out.push('\n');

    let main = Line {
        moves: &record.moves,
        variations: &record.variations,
        evals: &record.evals,
        comments: &record.comments,
        main: true,
    };
    write_line(&mut out, &record.start, main, n);
    if !record.moves.is_empty() || said_at_start(&record.evals) || said_at_start(&record.comments) {
        out.push('\n');
    }
    out += record.result.as_str();
    out.push('\n');
    out
}

/// A line to write: the main line (with its evaluations) or a variation, with the
/// comments on its positions counted as [`Record::comments`] are (a variation's from the
/// position before its first move, on which it has none).
struct Line<'a> {
    moves: &'a [Move],
    variations: &'a [Variation],
    evals: &'a [Option<Eval>],
    comments: &'a [Option<String>],
    main: bool,
}

/// Is something said of the start position?
fn said_at_start<T>(notes: &[Option<T>]) -> bool {
    notes.first().is_some_and(Option::is_some)
}

/// The variation's comments counted from the position before its first move.
fn from_before(v: &Variation) -> Vec<Option<String>> {
    std::iter::once(None)
        .chain(v.comments.iter().cloned())
        .collect()
}

/// A comment's words as PGN can carry them: braces would end the comment early.
fn braced(words: &str) -> String {
    format!("{{{}}}", words.replace('{', "(").replace('}', ")"))
}

/// Writes `moves` from `start` with their variations, each in parentheses after the move
/// it replaces, and the evaluations of the main line (`evals`, see [`Record::evals`]) as
/// `{[%eval …]}` comments after the moves (the start's before the first). The main line
/// starts a new text line at each of Red's moves; a variation stays on the line of the
/// move it replaces.
fn write_line(out: &mut String, start: &Position, line: Line, n: Notation) {
    let Line {
        moves,
        variations,
        evals,
        comments,
        main,
    } = line;
    // What is said of the position after `i` moves: its evaluation, then its comment.
    let notes = |i: usize| {
        let eval = evals.get(i).copied().flatten();
        let eval = eval.map(|e| format!("{{[%eval {e}]}}"));
        let comment = comments.get(i).and_then(Option::as_deref).map(braced);
        let notes: Vec<String> = eval.into_iter().chain(comment).collect();
        (!notes.is_empty()).then(|| notes.join(" "))
    };
    if let Some(notes) = notes(0) {
        out.push_str(&notes);
        out.push(' ');
    }
    let mut pos = start.clone();
    // A Black move after a variation (or first in a line) is numbered `12...`.
    let mut restate = true;
    for (i, &m) in moves.iter().enumerate() {
        let red = pos.turn() == Color::Red;
        if i > 0 {
            out.push(if red && main { '\n' } else { ' ' });
        }
        let number = pos.fullmove_number();
        if red {
            *out += &format!("{number}. ");
        } else if restate {
            *out += &format!("{number}... ");
        }
        *out += &match n {
            // The xqbase PGN form of ICCS.
            Notation::Iccs => format!("{}-{}", m.from, m.to).to_ascii_uppercase(),
            _ => format(&pos, m, n),
        };
        restate = false;
        if let Some(notes) = notes(i + 1) {
            out.push(' ');
            out.push_str(&notes);
        }
        let before = pos.clone();
        pos.make_move(m);
        // PGN has no way to go on past a line's last move, so a line that does is
        // written as an alternative to that move which plays it again.
        let instead = variations.iter().filter(|v| v.at == i).cloned();
        let beyond = variations
            .iter()
            .filter(|v| i + 1 == moves.len() && v.at == moves.len())
            .map(|v| Variation {
                at: i,
                moves: [m].into_iter().chain(v.moves.iter().copied()).collect(),
                // The move played again says nothing of its own: its comment is the
                // line's, written there.
                comments: from_before(v),
                variations: v
                    .variations
                    .iter()
                    .map(|w| Variation {
                        at: w.at + 1,
                        ..w.clone()
                    })
                    .collect(),
            });
        for v in instead.chain(beyond) {
            out.push_str(" (");
            let comments = from_before(&v);
            let line = Line {
                moves: &v.moves,
                variations: &v.variations,
                evals: &[],
                comments: &comments,
                main: false,
            };
            write_line(out, &before, line, n);
            out.push(')');
            restate = true;
        }
    }
}

//! Reading a DhtmlXQ game: its tags, its start position, its lines and comments.

use std::collections::BTreeMap;
use std::fmt;

use super::tags::{tags, Tag};
use crate::notation::pgn::{GameResult, Record, Variation, MAX_VARIATION_DEPTH};
use crate::notation::slots;
use crate::{Color, IllegalMove, Move, Position, PositionError, Square};

/// What is wrong with a DhtmlXQ text, and on which line (counted from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DhtmlXqError {
    pub line: usize,
    pub kind: DhtmlXqErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DhtmlXqErrorKind {
    /// Neither a start position nor moves.
    Empty,
    /// `binit` is not 32 points of two digits each.
    BadBoard(String),
    /// Two pieces of `binit` on one point.
    SharedPoint(Square),
    BadPosition(PositionError),
    /// A line's moves are not four digits each, naming points.
    BadMoves(String),
    /// Step `number` of a line (counted from the start) cannot be played.
    IllegalMove {
        number: usize,
        refused: IllegalMove,
    },
    /// A line hangs from a line or a step the record does not have.
    Unattached(String),
    /// Lines nested deeper than [`MAX_VARIATION_DEPTH`].
    TooDeep,
}

impl fmt::Display for DhtmlXqError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            DhtmlXqErrorKind::Empty => f.write_str("no DhtmlXQ game found"),
            DhtmlXqErrorKind::BadBoard(text) => {
                write!(f, "the board '{text}' is not 32 points of two digits each")
            }
            DhtmlXqErrorKind::SharedPoint(sq) => write!(f, "two pieces stand on {sq}"),
            DhtmlXqErrorKind::BadPosition(e) => write!(f, "the board is not a position: {e}"),
            DhtmlXqErrorKind::BadMoves(text) => {
                write!(f, "the moves '{text}' are not four digits each")
            }
            DhtmlXqErrorKind::IllegalMove { number, refused } => write!(
                f,
                "move {number} ({}): {}",
                refused.mv,
                refused.reason.sentence()
            ),
            DhtmlXqErrorKind::Unattached(name) => write!(
                f,
                "the line {name} hangs from a line or a move the game does not have"
            ),
            DhtmlXqErrorKind::TooDeep => write!(
                f,
                "variations are nested more than {MAX_VARIATION_DEPTH} deep"
            ),
        }
    }
}

impl std::error::Error for DhtmlXqError {}

/// The tags kept as the record's, each under its PGN name.
const KEPT_TAGS: [(&str, &str); 11] = [
    ("title", "Title"),
    ("event", "Event"),
    ("place", "Site"),
    ("date", "Date"),
    ("round", "Round"),
    ("table", "Board"),
    ("red", "Red"),
    ("redteam", "RedTeam"),
    ("black", "Black"),
    ("blackteam", "BlackTeam"),
    ("author", "Annotator"),
];

/// A line of the record as the text gives it.
struct Line {
    /// The line it hangs from, and the step (from 1) of its first move.
    parent: usize,
    step: usize,
    moves: Vec<(Square, Square)>,
    /// The tag's line in the text, and its name, for errors.
    line: usize,
    name: String,
}

/// Reads the first DhtmlXQ game in `text`.
pub fn import(text: &str) -> Result<Record, DhtmlXqError> {
    let tags = tags(text);
    let mut lines: BTreeMap<usize, Line> = BTreeMap::new();
    let mut comments: BTreeMap<(usize, usize), String> = BTreeMap::new();
    let mut board = None;
    let mut result = GameResult::Unknown;
    let mut kept = Vec::new();
    for Tag { line, name, value } in &tags {
        let err = |kind| DhtmlXqError { line: *line, kind };
        if let Some((parent, step, id)) = line_label(name) {
            let moves =
                moves(value).ok_or_else(|| err(DhtmlXqErrorKind::BadMoves(shortened(value))))?;
            let (parent, step) = if id == 0 { (0, 1) } else { (parent, step) };
            lines.entry(id).or_insert(Line {
                parent,
                step,
                moves,
                line: *line,
                name: name.clone(),
            });
        } else if let Some(at) = comment_label(name) {
            let words = value
                .replace("||", "\n")
                .trim_matches('|')
                .trim()
                .to_string();
            if !words.is_empty() {
                comments.entry(at).or_insert(words);
            }
        } else if name == "binit" {
            if !value.is_empty() {
                board = Some((*line, value.clone()));
            }
        } else if name == "result" {
            result = result_of(value);
        } else if name == "open" {
            for (pgn_name, value) in opening(value) {
                if !kept.iter().any(|(n, _)| n == pgn_name) {
                    kept.push((pgn_name.to_string(), value.to_string()));
                }
            }
        } else if let Some((_, pgn_name)) = KEPT_TAGS.iter().find(|(n, _)| n == name) {
            if !value.is_empty() && !kept.iter().any(|(n, _)| n == pgn_name) {
                let value = if *pgn_name == "Date" {
                    pgn_date(value)
                } else {
                    value.clone()
                };
                kept.push((pgn_name.to_string(), value));
            }
        }
    }
    let first_line = tags.first().map_or(1, |t| t.line);
    if board.is_none() && lines.is_empty() {
        return Err(DhtmlXqError {
            line: first_line,
            kind: DhtmlXqErrorKind::Empty,
        });
    }
    let first_move = lines.get(&0).and_then(|l| l.moves.first().copied());
    let start = start_position(board, first_move)?;

    let mut record = Record::new(start.clone(), Vec::new());
    record.tags = kept;
    record.result = result;
    let game = lines.remove(&0);
    let (main_line, main_name) = game
        .as_ref()
        .map_or((first_line, String::new()), |l| (l.line, l.name.clone()));
    let main = Line {
        parent: 0,
        step: 1,
        moves: game.map(|l| l.moves).unwrap_or_default(),
        line: main_line,
        name: main_name,
    };
    // Each line's variations, by the step they replace, then as numbered: found once here,
    // not by going over every line for each line (100,000 lines took minutes).
    let mut children: BTreeMap<usize, Vec<(usize, usize)>> = BTreeMap::new();
    for (&id, line) in &lines {
        children
            .entry(line.parent)
            .or_default()
            .push((line.step, id));
    }
    children.values_mut().for_each(|list| list.sort_unstable());
    let mut builder = Builder {
        lines,
        children,
        comments,
        depth: 0,
    };
    let built = builder.build(0, &main, &start)?;
    if let Some(line) = builder.lines.values().next() {
        return Err(DhtmlXqError {
            line: line.line,
            kind: DhtmlXqErrorKind::Unattached(line.name.clone()),
        });
    }
    record.moves = built.moves;
    record.variations = built.variations;
    record.comments = std::iter::once(builder.comments.remove(&(0, 0)))
        .chain(built.comments)
        .collect();
    while record.comments.last() == Some(&None) {
        record.comments.pop();
    }
    Ok(record)
}

/// The lines still to place, and the comments still to put on them.
struct Builder {
    lines: BTreeMap<usize, Line>,
    /// The lines that name each line as their parent: (the step they replace, their id).
    children: BTreeMap<usize, Vec<(usize, usize)>>,
    comments: BTreeMap<(usize, usize), String>,
    depth: usize,
}

impl Builder {
    /// Line `id` played from `pos`, with the lines that hang from it: its moves, its
    /// variations, and the comments after each of its moves.
    fn build(&mut self, id: usize, line: &Line, pos: &Position) -> Result<Variation, DhtmlXqError> {
        let mut pos = pos.clone();
        let mut before = Vec::with_capacity(line.moves.len() + 1);
        let mut moves = Vec::with_capacity(line.moves.len());
        for (i, &(from, to)) in line.moves.iter().enumerate() {
            before.push(pos.clone());
            let m = pos.check_move(from, to).map_err(|reason| DhtmlXqError {
                line: line.line,
                kind: DhtmlXqErrorKind::IllegalMove {
                    number: line.step + i,
                    refused: IllegalMove {
                        mv: Move::new(from, to),
                        reason,
                    },
                },
            })?;
            pos.make_move(m);
            moves.push(m);
        }
        before.push(pos);
        let mut comments: Vec<Option<String>> = (0..moves.len())
            .map(|i| self.comments.remove(&(id, line.step + i)))
            .collect();
        while comments.last() == Some(&None) {
            comments.pop();
        }
        // The lines hanging from this one, by the step they replace, then as numbered.
        let children = self.children.remove(&id).unwrap_or_default();
        let mut variations = Vec::with_capacity(children.len());
        for (step, child) in children {
            // A line that names itself as its parent has been placed already.
            let Some(child_line) = self.lines.remove(&child) else {
                continue;
            };
            let Some(at) = step
                .checked_sub(line.step)
                .filter(|&at| at <= moves.len() && !child_line.moves.is_empty())
            else {
                return Err(DhtmlXqError {
                    line: child_line.line,
                    kind: DhtmlXqErrorKind::Unattached(child_line.name),
                });
            };
            self.depth += 1;
            if self.depth > MAX_VARIATION_DEPTH {
                return Err(DhtmlXqError {
                    line: child_line.line,
                    kind: DhtmlXqErrorKind::TooDeep,
                });
            }
            let built = self.build(child, &child_line, &before[at])?;
            self.depth -= 1;
            variations.push(Variation { at, ..built });
        }
        Ok(Variation {
            at: 0,
            moves,
            variations,
            comments,
        })
    }
}

/// The opening as dpxq.com writes it (`C84 中炮巡河炮对屏风马 黑飞右象`): the ECCO code,
/// the opening and the variation, as PGN's `ECCO`, `Opening` and `Variation` tags.
fn opening(value: &str) -> Vec<(&'static str, &str)> {
    let mut out = Vec::new();
    let mut rest = value.trim();
    let code = rest.split_whitespace().next().unwrap_or_default();
    let is_code = code.len() == 3
        && matches!(code.as_bytes()[0], b'A'..=b'E')
        && code.as_bytes()[1..].iter().all(u8::is_ascii_digit);
    if is_code {
        out.push(("ECCO", code));
        rest = rest[code.len()..].trim_start();
    }
    match rest.split_once(char::is_whitespace) {
        Some((name, variation)) => out.extend([("Opening", name), ("Variation", variation.trim())]),
        None if !rest.is_empty() => out.push(("Opening", rest)),
        None => {}
    }
    out
}

/// A value as an error quotes it: its start, when it is long.
fn shortened(value: &str) -> String {
    const SHOWN: usize = 40;
    match value.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("{}…", &value[..cut]),
        None => value.to_string(),
    }
}

/// `movelist` is line 0; `move_A_B_C` is line C from step B of line A.
fn line_label(name: &str) -> Option<(usize, usize, usize)> {
    if name == "movelist" {
        return Some((0, 1, 0));
    }
    let mut numbers = name
        .strip_prefix("move_")?
        .split('_')
        .map(|n| n.parse().ok());
    let label = (numbers.next()??, numbers.next()??, numbers.next()??);
    numbers.next().is_none().then_some(label)
}

/// `commentN` is said after step N of the game, `commentC_N` after step N of line C.
fn comment_label(name: &str) -> Option<(usize, usize)> {
    let rest = name.strip_prefix("comment")?;
    match rest.split_once('_') {
        Some((line, step)) => Some((line.parse().ok()?, step.parse().ok()?)),
        None => Some((0, rest.parse().ok()?)),
    }
}

/// A point as DhtmlXQ writes it: file then row, the row counted from Black's side.
fn point(file: u8, row: u8) -> Option<Square> {
    Square::new(file, 9u8.checked_sub(row)?)
}

/// Four digits a move; `None` when the text is not that.
fn moves(text: &str) -> Option<Vec<(Square, Square)>> {
    let digits: Vec<u8> = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_digit(10).map(|d| d as u8))
        .collect::<Option<_>>()?;
    if !digits.len().is_multiple_of(4) {
        return None;
    }
    digits
        .chunks(4)
        .map(|d| Some((point(d[0], d[1])?, point(d[2], d[3])?)))
        .collect()
}

/// The start position: `binit`'s points (the usual position without one), with the side
/// of the game's first move to move (Red when there is none).
fn start_position(
    board: Option<(usize, String)>,
    first_move: Option<(Square, Square)>,
) -> Result<Position, DhtmlXqError> {
    let Some((line, text)) = board else {
        return Ok(Position::startpos());
    };
    let err = |kind| DhtmlXqError { line, kind };
    let bad = || err(DhtmlXqErrorKind::BadBoard(shortened(&text)));
    let digits: Vec<u8> = text
        .chars()
        .map(|c| c.to_digit(10).map(|d| d as u8))
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    if digits.len() != 64 {
        return Err(bad());
    }
    let mut points = [None; 32];
    for (slot, d) in digits.chunks(2).enumerate() {
        points[slot] = match (d[0], d[1]) {
            (9, 9) => None,
            (file, row) => Some(point(file, row).ok_or_else(bad)?),
        };
    }
    let mover = first_move
        .and_then(|(from, _)| {
            let slot = points.iter().position(|p| *p == Some(from))?;
            Some(slots::piece(slot).color)
        })
        .unwrap_or(Color::Red);
    let setup =
        slots::setup(&points, mover).map_err(|sq| err(DhtmlXqErrorKind::SharedPoint(sq)))?;
    setup
        .into_position()
        .map_err(|e| err(DhtmlXqErrorKind::BadPosition(e)))
}

/// The result in the words DhtmlXQ files use (红胜, 黑胜, 和棋, …) or PGN's.
fn result_of(text: &str) -> GameResult {
    let text = text.trim();
    if let Some(result) = GameResult::from_token(text) {
        return result;
    }
    if text.contains('和') {
        GameResult::Draw
    } else if text.starts_with('红') || text.starts_with('紅') {
        if text.contains('胜') || text.contains('勝') {
            GameResult::RedWins
        } else if text.contains('负') || text.contains('負') {
            GameResult::BlackWins
        } else {
            GameResult::Unknown
        }
    } else if text.starts_with('黑') {
        if text.contains('胜') || text.contains('勝') {
            GameResult::BlackWins
        } else if text.contains('负') || text.contains('負') {
            GameResult::RedWins
        } else {
            GameResult::Unknown
        }
    } else {
        GameResult::Unknown
    }
}

/// A date as PGN writes it (`2019.05.01`) when the text is one with `-` or `/`.
fn pgn_date(text: &str) -> String {
    let parts: Vec<&str> = text.split(['-', '/', '.']).collect();
    let numeric = parts.len() == 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    if !numeric {
        return text.to_string();
    }
    let year = parts[0];
    let field = |p: &str| match p.parse::<u32>() {
        Ok(0) => "??".to_string(),
        Ok(n) => format!("{n:02}"),
        Err(_) => "??".to_string(),
    };
    let year = if year.chars().all(|c| c == '0') {
        "????".to_string()
    } else {
        year.to_string()
    };
    format!("{year}.{}.{}", field(parts[1]), field(parts[2]))
}

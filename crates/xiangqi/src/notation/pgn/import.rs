//! Reading the games of a PGN text: their tags and their movetext.

use super::error::{PgnError, PgnErrorKind};
use super::reader::Reader;
use super::{add_comment, comment_words, Eval, GameResult, Record, Variation, MAX_VARIATION_DEPTH};
use crate::notation::{parse, NotationError};
use crate::{Move, Position};

/// Reads the first game of a PGN text, in any of the notations.
pub fn import(text: &str) -> Result<Record, PgnError> {
    read_game(&mut Reader::new(text))
}

/// Reads every game of a PGN text, each on its own: a game that cannot be read is its
/// error (its line counted in the whole text), and the games after it are still read.
/// A text with no game is one error, as [`import`] gives.
pub fn import_all(text: &str) -> Vec<Result<Record, PgnError>> {
    let mut games = Games::default();
    std::iter::from_fn(|| games.next(text)).collect()
}

/// How far reading the games of a PGN text has come, one game at a time, so that a
/// reader of a file of thousands can say how far it is. The text is handed to each
/// [`Games::next`], the same text each time.
#[derive(Clone, Copy, Debug, Default)]
pub struct Games {
    /// Where the next game starts, and its line less one (0 before the first).
    at: usize,
    lines_before: usize,
    /// Whether a game (or the one error of a text with none) has been given.
    given: bool,
}

impl Games {
    /// The next game of `text`, as [`import_all`] gives it, or `None` after the last.
    pub fn next(&mut self, text: &str) -> Option<Result<Record, PgnError>> {
        let mut rest = Reader::resumed(text, self.at, self.lines_before + 1);
        let game = match rest.next_game() {
            Some(mut game) => read_game(&mut game),
            None if self.given => return None,
            None => import(text),
        };
        self.at = rest.offset();
        self.lines_before = rest.line() - 1;
        self.given = true;
        Some(game)
    }

    /// How many bytes of the text the games given so far took (the text's length once
    /// the last is given, less a byte-order mark).
    pub fn bytes_read(&self) -> usize {
        self.at
    }
}

/// Reads the game that starts where `reader` is.
fn read_game(reader: &mut Reader<'_>) -> Result<Record, PgnError> {
    let first_line = reader.line();
    let tags = reader.tags()?;
    let mut record = Record::new(Position::startpos(), Vec::new());
    let mut tag_result = None;
    for (line, name, value) in tags {
        let err = |kind| PgnError { line, kind };
        match name.to_ascii_lowercase().as_str() {
            "fen" => {
                record.start =
                    Position::from_fen(&value).map_err(|e| err(PgnErrorKind::BadFen(e)))?
            }
            "variant" => {
                let v = value.to_ascii_lowercase();
                if v != "xiangqi" && v != "chinese chess" {
                    return Err(err(PgnErrorKind::NotXiangqi(value)));
                }
            }
            "result" => tag_result = GameResult::from_token(value.trim()),
            "game" | "format" => {}
            _ => record.tags.push((name, value)),
        }
    }
    let movetext = read_movetext(reader, &record.start)?;
    record.moves = movetext.moves;
    record.variations = movetext.variations;
    record.evals = movetext.evals;
    record.comments = movetext.comments;
    let result_token = movetext.result;
    if reader.read_nothing() {
        return Err(PgnError {
            line: first_line,
            kind: PgnErrorKind::Empty,
        });
    }
    record.result = match (tag_result, result_token) {
        (Some(tag), Some((line, moves))) if tag != moves && moves != GameResult::Unknown => {
            return Err(PgnError {
                line,
                kind: PgnErrorKind::ResultMismatch { tag, moves },
            })
        }
        (Some(tag), _) => tag,
        (None, Some((_, moves))) => moves,
        (None, None) => GameResult::Unknown,
    };
    Ok(record)
}

/// A line being read: the main line, or a variation still open.
struct Branch {
    /// Where the variation's `(` was (its line, and where in the text it ends), and
    /// which move of the line below it replaces (`None` for one opened before any move,
    /// which is read and dropped).
    opened: Option<Opened>,
    pos: Position,
    /// The position before the last move, where a variation after it starts.
    before_last: Option<Position>,
    moves: Vec<Move>,
    variations: Vec<Variation>,
    /// Comments counted as [`Record::comments`] are: `comments[0]` before the first move.
    comments: Vec<Option<String>>,
}

#[derive(Copy, Clone)]
struct Opened {
    line: usize,
    offset: usize,
    at: Option<usize>,
}

impl Branch {
    fn new(opened: Option<Opened>, pos: Position) -> Branch {
        Branch {
            opened,
            pos,
            before_last: None,
            moves: Vec::new(),
            variations: Vec::new(),
            comments: Vec::new(),
        }
    }

    /// Adds `words` to the comment on the position reached.
    fn comment(&mut self, words: String) {
        let at = self.moves.len();
        self.comments.resize(self.comments.len().max(at + 1), None);
        add_comment(&mut self.comments[at], words);
    }

    /// The variation this branch read, replacing move `at`: a comment before its first
    /// move goes with that move.
    fn into_variation(self, at: usize) -> Variation {
        let mut comments = self.comments;
        if let Some(before) = comments.first_mut().and_then(Option::take) {
            comments.resize(comments.len().max(2), None);
            let after = comments[1].take();
            comments[1] = Some(before);
            if let Some(after) = after {
                add_comment(&mut comments[1], after);
            }
        }
        Variation {
            at,
            moves: self.moves,
            variations: self.variations,
            comments: comments.into_iter().skip(1).collect(),
        }
    }
}

/// What the movetext holds: the main line, its variations, its evaluations and comments
/// (see [`Record::evals`]) and the result token with its line.
struct Movetext {
    moves: Vec<Move>,
    variations: Vec<Variation>,
    evals: Vec<Option<Eval>>,
    comments: Vec<Option<String>>,
    result: Option<(usize, GameResult)>,
}

/// Reads the moves and variations up to the result token (with its line) or the end.
/// Variations nest on a stack of their own, not the call stack, so no depth of
/// parentheses can overflow it.
fn read_movetext(reader: &mut Reader, start: &Position) -> Result<Movetext, PgnError> {
    let mut open = vec![Branch::new(None, start.clone())];
    let mut result_token = None;
    let mut evals = Vec::new();
    while let Some((line, token)) = reader.token()? {
        // open holds the main line and each variation open: a new one would be this deep.
        let depth = open.len();
        let branch = open.last_mut().expect("the main line is never closed");
        if token.starts_with('{') {
            if let Some(words) = comment_words(token) {
                branch.comment(words);
            }
            // An evaluation of the main line's position here.
            if let (None, Some(eval)) = (branch.opened, Eval::in_comment(token)) {
                if !eval.in_range() {
                    return Err(PgnError {
                        line,
                        kind: PgnErrorKind::EvalOutOfRange(eval.to_string()),
                    });
                }
                let at = branch.moves.len();
                evals.resize(evals.len().max(at + 1), None);
                evals[at] = Some(eval);
            }
            continue;
        }
        match token {
            "(" => {
                if depth > MAX_VARIATION_DEPTH {
                    return Err(PgnError {
                        line,
                        kind: PgnErrorKind::VariationTooDeep,
                    });
                }
                let at = branch.moves.len().checked_sub(1);
                let pos = branch
                    .before_last
                    .clone()
                    .unwrap_or_else(|| branch.pos.clone());
                let opened = Opened {
                    line,
                    offset: reader.offset(),
                    at,
                };
                open.push(Branch::new(Some(opened), pos));
                continue;
            }
            ")" => {
                let Some(Opened { at, .. }) = branch.opened else {
                    return Err(PgnError {
                        line,
                        kind: PgnErrorKind::UnopenedVariation,
                    });
                };
                let closed = open.pop().expect("a variation is open");
                let below = open.last_mut().expect("the main line is never closed");
                if let (Some(at), false) = (at, closed.moves.is_empty()) {
                    below.variations.push(closed.into_variation(at));
                }
                continue;
            }
            _ => {}
        }
        if let Some(result) = GameResult::from_token(token) {
            if branch.opened.is_none() {
                result_token = Some((line, result));
                break;
            }
            continue; // a result inside a variation says nothing about the game
        }
        let Some(text) = move_text(token) else {
            continue;
        };
        let m = match parse(&branch.pos, text) {
            Ok(m) => m,
            // Text pasted from a page or a book puts comments in parentheses as well as
            // braces: a group whose first word is no move at all is one, kept on the
            // position it follows. A move that reads but cannot be played is an error, as
            // on the main line.
            Err(error)
                if branch.opened.is_some() && branch.moves.is_empty() && !is_notation(&error) =>
            {
                let opened = branch.opened.expect("checked above");
                let words = read_to_close(reader, opened)?;
                open.pop();
                if let Some(words) = comment_words(words) {
                    open.last_mut()
                        .expect("the main line is never closed")
                        .comment(words);
                }
                continue;
            }
            Err(error) => {
                return Err(PgnError {
                    line,
                    kind: PgnErrorKind::BadMove {
                        number: branch.pos.fullmove_number(),
                        text: text.to_string(),
                        error,
                    },
                })
            }
        };
        branch.before_last = Some(branch.pos.clone());
        branch.pos.make_move(m);
        branch.moves.push(m);
    }
    if let Some(Opened { line, .. }) = open.last().and_then(|b| b.opened) {
        return Err(PgnError {
            line,
            kind: PgnErrorKind::UnclosedVariation,
        });
    }
    let main = open.pop().expect("the main line is never closed");
    Ok(Movetext {
        moves: main.moves,
        variations: main.variations,
        evals,
        comments: main.comments,
        result: result_token,
    })
}

/// Does `error` come from text written as a move (one that names a piece and a way to go,
/// but cannot be played), rather than from words that are no move at all?
fn is_notation(error: &NotationError) -> bool {
    !matches!(
        error,
        NotationError::Empty | NotationError::Syntax { .. } | NotationError::UnknownPiece(_)
    )
}

/// Reads past the `)` that closes the group `opened`, nested groups and all: the text
/// inside it.
fn read_to_close<'a>(reader: &mut Reader<'a>, opened: Opened) -> Result<&'a str, PgnError> {
    let mut depth = 1;
    while let Some((_, token)) = reader.token()? {
        match token {
            "(" => depth += 1,
            ")" => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            let text = reader.text_since(opened.offset);
            return Ok(text.strip_suffix(')').unwrap_or(text));
        }
    }
    Err(PgnError {
        line: opened.line,
        kind: PgnErrorKind::UnclosedVariation,
    })
}

/// The move in a movetext token, without a move number in front (`12.`, `3...`) or
/// annotation marks behind (`!?`, a check `+`, a mate `#`; no move in any notation ends
/// in one of those). `None` for a bare move number or a NAG (`$4`).
fn move_text(token: &str) -> Option<&str> {
    if token.starts_with('$') {
        return None;
    }
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let after_number = token[digits..].trim_start_matches(['.', '…']);
    let numbered = digits > 0 && after_number.len() < token.len() - digits;
    let text = if !numbered {
        token
    } else if after_number.is_empty() {
        return None;
    } else if token.chars().count() == 4 {
        // Too short for a number and a move: a WXF move such as `33.4` (the middle of
        // three soldiers on file 3).
        token
    } else {
        after_number
    };
    match text.trim_end_matches(['!', '?', '+', '#']) {
        // Nothing but marks: keep the token whole so the notation reports it.
        "" => Some(token),
        text => Some(text),
    }
}

//! Game records as PGN, in the form Xiangqi programs read: the xqbase layout
//! (`[Game "Chinese Chess"]` first, a `[Format]` tag naming the move notation, ICCS moves
//! written `H2-E2`), plus `[Variant "xiangqi"]` for tools that share PGN with chess.
//!
//! Variations are written and read as PGN's `( … )` after the move they replace, nested
//! as deep as they go, and an engine's evaluations of the main line as `{[%eval 0.35]}`
//! comments (pawns from Red's side, `#3` for a mate in three), the convention of chess
//! programs such as lichess.
//!
//! Reading takes moves in any notation (each move is detected on its own), skips other
//! comments (`{...}`, `;` to the end of the line), NAGs (`$1`), annotation marks (`!`,
//! `?`, a trailing `+` or `#`) and `%` escape lines, and stops at the result token
//! (`1-0`, `0-1`, `1/2-1/2`, `*`) or the next game's tags. Only the first game of a file
//! is read. Errors name the line and the problem.

use std::fmt;

use super::{format, parse, Notation, NotationError};
use crate::{
    Color, FenError, Game, Move, Outcome, Position, Reason, ReplayError, RuleSet, START_FEN,
};

/// The result as PGN writes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    RedWins,
    BlackWins,
    Draw,
    /// Unfinished or unknown: `*`.
    Unknown,
}

impl GameResult {
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::RedWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }

    pub fn from_token(token: &str) -> Option<GameResult> {
        Some(match token {
            "1-0" => GameResult::RedWins,
            "0-1" => GameResult::BlackWins,
            "1/2-1/2" | "½-½" => GameResult::Draw,
            "*" => GameResult::Unknown,
            _ => return None,
        })
    }

    pub fn from_outcome(outcome: Option<Outcome>) -> GameResult {
        match outcome.map(|o| o.winner) {
            None => GameResult::Unknown,
            Some(None) => GameResult::Draw,
            Some(Some(Color::Red)) => GameResult::RedWins,
            Some(Some(Color::Black)) => GameResult::BlackWins,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A line played instead of one move of the line it hangs from: its `moves` start in
/// the position before that line's move `at` (counted from 0) and replace it. A
/// variation may itself have variations, counted from its own first move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Variation {
    pub at: usize,
    pub moves: Vec<Move>,
    pub variations: Vec<Variation>,
}

/// An engine's evaluation of a position, from Red's side, as PGN comments carry it
/// (`{[%eval 0.35]}`, `{[%eval #-3]}`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Eval {
    /// Centipawns; written in pawns with two decimals.
    Cp(i32),
    /// Moves to mate: positive when Red mates.
    Mate(i32),
}

impl fmt::Display for Eval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Eval::Cp(cp) => {
                let sign = if cp < 0 { "-" } else { "" };
                write!(f, "{sign}{}.{:02}", cp.abs() / 100, cp.abs() % 100)
            }
            Eval::Mate(n) => write!(f, "#{n}"),
        }
    }
}

impl Eval {
    /// The `[%eval …]` command in a comment's text, if it has one. Pawns are read as a
    /// decimal by hand: float parsing would add to the WebAssembly module for nothing.
    fn in_comment(text: &str) -> Option<Eval> {
        let rest = &text[text.find("[%eval")? + "[%eval".len()..];
        let value = rest[..rest.find(']')?].trim();
        if let Some(moves) = value.strip_prefix('#') {
            return moves.parse().ok().map(Eval::Mate);
        }
        let (negative, digits) = match value.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, value.strip_prefix('+').unwrap_or(value)),
        };
        let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
        let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() && fraction.is_empty()
            || whole.len() > 4
            || !all_digits(whole)
            || !all_digits(fraction)
        {
            return None;
        }
        // Hundredths, rounded on the third decimal.
        let padded = format!("{fraction:0<3}");
        let thousandths: i32 =
            whole.parse::<i32>().unwrap_or(0) * 1000 + padded[..3].parse::<i32>().ok()?;
        let cp = (thousandths + 5) / 10;
        Some(Eval::Cp(if negative { -cp } else { cp }))
    }
}

/// How deep variations may nest, counted from the main line (a variation of the game is
/// 1 deep): a deeper record is refused at import. The page keeps what it stores within
/// the same limits (web/js/game/lines.js, web/js/records/storage.js), so that whatever
/// imports can be saved and read back; a unit test holds the two to each other.
pub const MAX_VARIATION_DEPTH: usize = 32;
/// The largest evaluation a record may carry, in centipawns: a thousand pawns.
pub const MAX_EVAL_CP: i32 = 100_000;
/// The longest mate an evaluation may announce, in moves.
pub const MAX_MATE_MOVES: i32 = 1_000;

impl Eval {
    /// Is it within [`MAX_EVAL_CP`] and [`MAX_MATE_MOVES`]?
    pub fn in_range(self) -> bool {
        match self {
            Eval::Cp(cp) => cp.abs() <= MAX_EVAL_CP,
            Eval::Mate(moves) => moves.abs() <= MAX_MATE_MOVES,
        }
    }
}

/// A game record: tags, start position, moves (the main line), variations and result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Tags such as Event, Site, Date (`YYYY.MM.DD`), Round, Red and Black, in order. The
    /// tags that describe the record itself (Game, Result, Variant, FEN, Format) are
    /// written from the record, not from here, and are not kept here when reading.
    pub tags: Vec<(String, String)>,
    pub start: Position,
    pub moves: Vec<Move>,
    /// Other lines, hanging from the moves of the main line.
    pub variations: Vec<Variation>,
    /// Evaluations along the main line: `evals[0]` of the start position, `evals[i + 1]`
    /// of the position after move `i`; as many as are known (empty: none).
    pub evals: Vec<Option<Eval>>,
    pub result: GameResult,
}

/// Tags written from the record itself rather than from `Record::tags`.
/// PGN's `Termination` for a game lost (or drawn) on time.
pub const TIME_FORFEIT: &str = "time forfeit";

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

impl Record {
    /// A record of `moves` from `start`, with no tags and an unknown result.
    pub fn new(start: Position, moves: Vec<Move>) -> Record {
        Record {
            tags: Vec::new(),
            start,
            moves,
            variations: Vec::new(),
            evals: Vec::new(),
            result: GameResult::Unknown,
        }
    }

    /// The record of `game` so far, its result taken from the game's outcome; a game
    /// lost on time says so in its `Termination` tag.
    pub fn from_game(game: &Game) -> Record {
        let mut record = Record {
            result: GameResult::from_outcome(game.outcome()),
            ..Record::new(game.start_position().clone(), game.moves().to_vec())
        };
        if game.outcome().is_some_and(|o| o.reason == Reason::Timeout) {
            record.set_tag("Termination", TIME_FORFEIT);
        }
        record
    }

    /// Replays the record as a game under `rules`. A decisive or drawn result that the
    /// rules do not reach by themselves is taken as a fallen flag when the `Termination`
    /// tag says "time forfeit" and the result agrees (the side to move ran out), else as
    /// a resignation or an agreed draw. Fails on the first move the game refuses, e.g.
    /// one played after the rules ended it.
    pub fn to_game(&self, rules: RuleSet) -> Result<Game, ReplayError> {
        let mut game = Game::replay(self.start.clone(), &self.moves, rules)?;
        let on_time = self
            .tag("Termination")
            .is_some_and(|t| t.trim().eq_ignore_ascii_case(TIME_FORFEIT));
        if on_time && game.outcome().is_none() {
            let mut flagged = game.clone();
            flagged.flag_fall();
            if GameResult::from_outcome(flagged.outcome()) == self.result {
                return Ok(flagged);
            }
        }
        match self.result {
            GameResult::RedWins => game.resign(Color::Black),
            GameResult::BlackWins => game.resign(Color::Red),
            GameResult::Draw => game.agree_draw(),
            GameResult::Unknown => {}
        }
        Ok(game)
    }

    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Sets tag `name`, replacing an earlier value.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self
            .tags
            .iter_mut()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
        {
            Some(tag) => tag.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }
}

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
        main: true,
    };
    write_line(&mut out, &record.start, main, n);
    if !record.moves.is_empty() || record.evals.first().is_some_and(Option::is_some) {
        out.push('\n');
    }
    out += record.result.as_str();
    out.push('\n');
    out
}

/// A line to write: the main line (with its evaluations) or a variation.
struct Line<'a> {
    moves: &'a [Move],
    variations: &'a [Variation],
    evals: &'a [Option<Eval>],
    main: bool,
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
        main,
    } = line;
    let eval = |i: usize| {
        evals
            .get(i)
            .copied()
            .flatten()
            .map(|e| format!("{{[%eval {e}]}}"))
    };
    if let Some(comment) = eval(0) {
        out.push_str(&comment);
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
        if let Some(comment) = eval(i + 1) {
            out.push(' ');
            out.push_str(&comment);
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
            let line = Line {
                moves: &v.moves,
                variations: &v.variations,
                evals: &[],
                main: false,
            };
            write_line(out, &before, line, n);
            out.push(')');
            restate = true;
        }
    }
}

/// What is wrong with a PGN text, and on which line (counted from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    pub line: usize,
    pub kind: PgnErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// No tags and no moves.
    Empty,
    /// A line starting with `[` that is not `[Name "value"]`.
    BadTag(String),
    BadFen(FenError),
    /// A `[Variant]` other than xiangqi.
    NotXiangqi(String),
    /// A `{` comment never closed.
    UnclosedComment,
    /// A `(` variation never closed.
    UnclosedVariation,
    /// A `)` with no `(`.
    UnopenedVariation,
    /// A `(` deeper than [`MAX_VARIATION_DEPTH`].
    VariationTooDeep,
    /// A `[%eval …]` beyond [`MAX_EVAL_CP`] or [`MAX_MATE_MOVES`], as written.
    EvalOutOfRange(String),
    /// Move `number` (`1.` is Red's first) could not be read.
    BadMove {
        number: u32,
        text: String,
        error: NotationError,
    },
    /// The result after the moves contradicts the `[Result]` tag.
    ResultMismatch {
        tag: GameResult,
        moves: GameResult,
    },
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            PgnErrorKind::Empty => f.write_str("no game found"),
            PgnErrorKind::BadTag(text) => {
                write!(f, "'{text}' is not a tag like [Event \"name\"]")
            }
            PgnErrorKind::BadFen(e) => write!(f, "the FEN tag is not a valid position: {e}"),
            PgnErrorKind::NotXiangqi(v) => write!(f, "the game is {v}, not xiangqi"),
            PgnErrorKind::UnclosedComment => f.write_str("a comment '{' is never closed"),
            PgnErrorKind::UnclosedVariation => f.write_str("a variation '(' is never closed"),
            PgnErrorKind::UnopenedVariation => f.write_str("')' closes no variation"),
            PgnErrorKind::VariationTooDeep => write!(
                f,
                "variations are nested more than {MAX_VARIATION_DEPTH} deep"
            ),
            PgnErrorKind::EvalOutOfRange(eval) => write!(
                f,
                "the evaluation {eval} is beyond {} pawns or a mate in {MAX_MATE_MOVES}",
                MAX_EVAL_CP / 100
            ),
            PgnErrorKind::BadMove {
                number,
                text,
                error,
            } => write!(f, "move {number} '{text}': {error}"),
            PgnErrorKind::ResultMismatch { tag, moves } => write!(
                f,
                "the result after the moves ({moves}) differs from the Result tag ({tag})"
            ),
        }
    }
}

impl std::error::Error for PgnError {}

/// Reads the first game of a PGN text, in any of the notations.
pub fn import(text: &str) -> Result<Record, PgnError> {
    let mut reader = Reader::new(text);
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
    let movetext = read_movetext(&mut reader, &record.start)?;
    record.moves = movetext.moves;
    record.variations = movetext.variations;
    record.evals = movetext.evals;
    let result_token = movetext.result;
    if reader.read_nothing() {
        return Err(PgnError {
            line: 1,
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
    /// Where the variation's `(` was, and which move of the line below it replaces
    /// (`None` for one opened before any move, which is read and dropped).
    opened: Option<(usize, Option<usize>)>,
    pos: Position,
    /// The position before the last move, where a variation after it starts.
    before_last: Option<Position>,
    moves: Vec<Move>,
    variations: Vec<Variation>,
}

impl Branch {
    fn new(opened: Option<(usize, Option<usize>)>, pos: Position) -> Branch {
        Branch {
            opened,
            pos,
            before_last: None,
            moves: Vec::new(),
            variations: Vec::new(),
        }
    }
}

/// What the movetext holds: the main line, its variations, its evaluations (see
/// [`Record::evals`]) and the result token with its line.
struct Movetext {
    moves: Vec<Move>,
    variations: Vec<Variation>,
    evals: Vec<Option<Eval>>,
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
            // An evaluation of the main line's position here; other comments say nothing
            // the page keeps.
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
                open.push(Branch::new(Some((line, at)), pos));
                continue;
            }
            ")" => {
                let Some((_, at)) = branch.opened else {
                    return Err(PgnError {
                        line,
                        kind: PgnErrorKind::UnopenedVariation,
                    });
                };
                let closed = open.pop().expect("a variation is open");
                let below = open.last_mut().expect("the main line is never closed");
                if let (Some(at), false) = (at, closed.moves.is_empty()) {
                    below.variations.push(Variation {
                        at,
                        moves: closed.moves,
                        variations: closed.variations,
                    });
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
        let m = parse(&branch.pos, text).map_err(|error| PgnError {
            line,
            kind: PgnErrorKind::BadMove {
                number: branch.pos.fullmove_number(),
                text: text.to_string(),
                error,
            },
        })?;
        branch.before_last = Some(branch.pos.clone());
        branch.pos.make_move(m);
        branch.moves.push(m);
    }
    if let Some((line, _)) = open.last().and_then(|b| b.opened) {
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
        result: result_token,
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

/// Walks a PGN text: the tag section, then movetext tokens (a variation's `(` and `)` and
/// a `{...}` comment are tokens of their own; `;` comments are skipped), keeping track of
/// line numbers.
struct Reader<'a> {
    text: &'a str,
    at: usize,
    line: usize,
    tokens_read: usize,
    tags_read: usize,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader {
            text: text.strip_prefix('\u{feff}').unwrap_or(text),
            at: 0,
            line: 1,
            tokens_read: 0,
            tags_read: 0,
        }
    }

    fn read_nothing(&self) -> bool {
        self.tokens_read == 0 && self.tags_read == 0
    }

    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    /// The rest of the current line, consumed with its line break.
    fn rest_of_line(&mut self) -> &'a str {
        let start = self.at;
        while self.peek().is_some_and(|c| c != '\n') {
            self.bump();
        }
        let line = &self.text[start..self.at];
        self.bump();
        line
    }

    /// The tag section: `(line, name, value)` for each tag line.
    fn tags(&mut self) -> Result<Vec<(usize, String, String)>, PgnError> {
        let mut tags = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                Some('[') => {
                    let line = self.line;
                    let text = self.rest_of_line();
                    let (name, value) = parse_tag(text).ok_or_else(|| PgnError {
                        line,
                        kind: PgnErrorKind::BadTag(text.trim().to_string()),
                    })?;
                    tags.push((line, name, value));
                    self.tags_read += 1;
                }
                Some('%') => {
                    self.rest_of_line();
                }
                _ => return Ok(tags),
            }
        }
    }

    /// The next movetext token and its line; `None` at the end of the text or at the
    /// next game's tags.
    fn token(&mut self) -> Result<Option<(usize, &'a str)>, PgnError> {
        loop {
            self.skip_space();
            let line = self.line;
            match self.peek() {
                None | Some('[') => return Ok(None),
                Some('{') => return self.comment().map(|text| Some((line, text))),
                Some(';' | '%') => {
                    self.rest_of_line();
                }
                Some(c @ ('(' | ')')) => {
                    let start = self.at;
                    self.bump();
                    return Ok(Some((line, &self.text[start..start + c.len_utf8()])));
                }
                Some(_) => {
                    // At least one character, so a stray `}` or `]` becomes a token
                    // that fails to read as a move rather than stalling here.
                    let start = self.at;
                    self.bump();
                    while self
                        .peek()
                        .is_some_and(|c| !c.is_whitespace() && !"{}();[".contains(c))
                    {
                        self.bump();
                    }
                    self.tokens_read += 1;
                    return Ok(Some((line, &self.text[start..self.at])));
                }
            }
        }
    }

    /// A `{...}` comment, braces included.
    fn comment(&mut self) -> Result<&'a str, PgnError> {
        let line = self.line;
        let start = self.at;
        while let Some(c) = self.bump() {
            if c == '}' {
                return Ok(&self.text[start..self.at]);
            }
        }
        Err(PgnError {
            line,
            kind: PgnErrorKind::UnclosedComment,
        })
    }
}

/// `[Name "value"]`, with `\"` and `\\` escapes in the value.
fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(|c: char| c.is_whitespace())?;
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((name.to_string(), value))
}

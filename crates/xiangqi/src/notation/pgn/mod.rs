//! Game records as PGN, in the form Xiangqi programs read: the xqbase layout
//! (`[Game "Chinese Chess"]` first, a `[Format]` tag naming the move notation, ICCS moves
//! written `H2-E2`), plus `[Variant "xiangqi"]` for tools that share PGN with chess.
//!
//! Variations are written and read as PGN's `( … )` after the move they replace, nested
//! as deep as they go, and an engine's evaluations of the main line as `{[%eval 0.35]}`
//! comments (pawns from Red's side, `#3` for a mate in three), the convention of chess
//! programs such as lichess.
//!
//! Comments are kept on the position they follow (`1. h2e2 {a good start}`); a comment
//! before a variation's first move goes with that move. Reading takes moves in any
//! notation (each move is detected on its own), keeps comments in braces, and in
//! parentheses when what they hold is no move (as text pasted from a book has them), and
//! skips `;` comments to the end of the line, NAGs (`$1`), annotation marks (`!`, `?`, a
//! trailing `+` or `#`) and `%` escape lines, and stops at the result token
//! (`1-0`, `0-1`, `1/2-1/2`, `*`) or the next game's tags. Only the first game of a file
//! is read. Errors name the line and the problem.

//!
//! The record's types are here; writing is in `export`, reading in `import` (the movetext)
//! and `reader` (the text, as tags and tokens).

use std::fmt;

use crate::{Color, Game, Move, Outcome, Position, Reason, ReplayError, RuleSet};

mod error;
mod export;
mod import;
mod reader;

pub use error::{PgnError, PgnErrorKind};
pub use export::export;
pub use import::{import, import_all, Games};

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
    /// Comments on its moves: `comments[i]` on the position after `moves[i]` (the position
    /// before its first move is the line below's); as many as are known.
    pub comments: Vec<Option<String>>,
}

impl Variation {
    /// The variation `moves` replacing move `at`, with no variations or comments.
    pub fn new(at: usize, moves: Vec<Move>) -> Variation {
        Variation {
            at,
            moves,
            ..Variation::default()
        }
    }
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

/// The words of a `{…}` comment, without its braces and the `[%…]` commands programs put
/// in comments (an evaluation, a clock); `None` when nothing else is there.
fn comment_words(comment: &str) -> Option<String> {
    let mut rest = comment.trim_start_matches('{').trim_end_matches('}');
    let mut pieces = Vec::new();
    while let Some(open) = rest.find("[%") {
        pieces.push(&rest[..open]);
        rest = rest[open..]
            .find(']')
            .map_or("", |close| &rest[open + close + 1..]);
    }
    pieces.push(rest);
    let words: Vec<&str> = pieces
        .into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// Adds `words` to the comment in `slot`, after what is there.
fn add_comment(slot: &mut Option<String>, words: String) {
    match slot {
        Some(text) => {
            text.push('\n');
            text.push_str(&words);
        }
        None => *slot = Some(words),
    }
}

/// Adds the comments after each of `moves` (`after_moves[i]` after `moves[i]`), reached
/// from the start by `before` and the moves, and those of `variations` hanging from them.
fn collect_comments<'a>(
    out: &mut Vec<(Vec<Move>, &'a str)>,
    before: &[Move],
    moves: &[Move],
    after_moves: &'a [Option<String>],
    variations: &'a [Variation],
) {
    let mut path = before.to_vec();
    for (i, &m) in moves.iter().enumerate() {
        path.push(m);
        if let Some(words) = after_moves.get(i).and_then(Option::as_deref) {
            out.push((path.clone(), words));
        }
    }
    for v in variations {
        let before_v = [before, &moves[..v.at.min(moves.len())]].concat();
        collect_comments(out, &before_v, &v.moves, &v.comments, &v.variations);
    }
}

/// The comment of the position `path` reaches in a line of `moves` (with its
/// `variations`), `comments` counted from the position before its first move when
/// `from_before` (the main line), else from the position after it (a variation). `None`
/// when the line and its variations do not hold the position.
fn comment_slot<'a>(
    path: &[Move],
    moves: &[Move],
    variations: &'a mut [Variation],
    comments: &'a mut Vec<Option<String>>,
    from_before: bool,
) -> Option<&'a mut Option<String>> {
    let same = path.iter().zip(moves).take_while(|(a, b)| a == b).count();
    if same == path.len() {
        let at = if from_before {
            same
        } else {
            same.checked_sub(1)?
        };
        comments.resize(comments.len().max(at + 1), None);
        return Some(&mut comments[at]);
    }
    let rest = &path[same..];
    let v = variations
        .iter_mut()
        .find(|v| v.at == same && v.moves.first() == rest.first())?;
    comment_slot(rest, &v.moves, &mut v.variations, &mut v.comments, false)
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
    /// Comments along the main line, counted as `evals` are: `comments[0]` on the start
    /// position, `comments[i + 1]` after move `i`; as many as are known.
    pub comments: Vec<Option<String>>,
    pub result: GameResult,
    /// Variations the file held with a move that cannot be played, each kept up to that
    /// move (the binary formats' import counts them; 0 otherwise).
    pub cut_variations: usize,
}

/// PGN's `Termination` for a game lost (or drawn) on time.
pub const TIME_FORFEIT: &str = "time forfeit";

/// PGN's `Termination` for a game one player left and the other claimed.
pub const ABANDONED: &str = "abandoned";

impl Record {
    /// A record of `moves` from `start`, with no tags and an unknown result.
    pub fn new(start: Position, moves: Vec<Move>) -> Record {
        Record {
            tags: Vec::new(),
            start,
            moves,
            variations: Vec::new(),
            evals: Vec::new(),
            comments: Vec::new(),
            result: GameResult::Unknown,
            cut_variations: 0,
        }
    }

    /// The record of `game` so far, its result taken from the game's outcome; a game
    /// lost on time, or left, says so in its `Termination` tag.
    pub fn from_game(game: &Game) -> Record {
        let mut record = Record {
            result: GameResult::from_outcome(game.outcome()),
            ..Record::new(game.start_position().clone(), game.moves().to_vec())
        };
        match game.outcome().map(|o| o.reason) {
            Some(Reason::Timeout) => record.set_tag("Termination", TIME_FORFEIT),
            Some(Reason::Abandonment) => record.set_tag("Termination", ABANDONED),
            _ => {}
        }
        record
    }

    /// Replays the record as a game under `rules`. A decisive or drawn result that the
    /// rules do not reach by themselves is taken as a fallen flag when the `Termination`
    /// tag says "time forfeit" and the result agrees (the side to move ran out), as the
    /// loser's leaving when it says "abandoned", else as a resignation or an agreed draw. Fails on the first move the game refuses, e.g.
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
        let abandoned = self
            .tag("Termination")
            .is_some_and(|t| t.trim().eq_ignore_ascii_case(ABANDONED));
        match self.result {
            GameResult::RedWins if abandoned => game.abandon(Color::Black),
            GameResult::BlackWins if abandoned => game.abandon(Color::Red),
            GameResult::RedWins => game.resign(Color::Black),
            GameResult::BlackWins => game.resign(Color::Red),
            GameResult::Draw => game.agree_draw(),
            GameResult::Unknown => {}
        }
        Ok(game)
    }

    /// Every comment, with the moves from the start that reach the position it is on,
    /// the main line's first and each line's in order.
    pub fn comments_by_path(&self) -> Vec<(Vec<Move>, &str)> {
        let mut out = Vec::new();
        let start = self.comments.first().and_then(Option::as_deref);
        out.extend(start.map(|words| (Vec::new(), words)));
        let after_moves = self.comments.get(1..).unwrap_or_default();
        collect_comments(&mut out, &[], &self.moves, after_moves, &self.variations);
        out
    }

    /// Puts `words` on the position `path` (the moves from the start) reaches, after what
    /// is said there already; false when the record does not hold that position.
    pub fn add_comment(&mut self, path: &[Move], words: String) -> bool {
        let Some(slot) = comment_slot(
            path,
            &self.moves,
            &mut self.variations,
            &mut self.comments,
            true,
        ) else {
            return false;
        };
        add_comment(slot, words);
        true
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

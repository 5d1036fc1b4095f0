//! Errors the page can put in the player's language. The rules crate's messages are
//! English sentences; a [`Problem`] carries beside one a stable `code` (such as
//! `pgn.bad_move`), the values its sentence needs (line, move number, move text,
//! square, piece letter, colour, rule reason) and, when one error explains another, the
//! inner one as `cause`. The page keeps one sentence per code and language
//! (web/js/i18n/strings/problems.js). The codes are written here and nowhere else:
//! tests/unit/strings.test.js reads them from this file and checks that each has its
//! sentences.

use std::fmt;

use wasm_bindgen::prelude::*;
use xiangqi::correspondence::link::MAX_LINK_CHARS;
use xiangqi::correspondence::{ActionError, Base64Error, LinkError, Refusal};
use xiangqi::notation::cbr::CbrError;
use xiangqi::notation::dhtmlxq::{DhtmlXqError, DhtmlXqErrorKind};
use xiangqi::notation::move_indices::MoveIndexError;
use xiangqi::notation::pgn::{
    PgnError, PgnErrorKind, MAX_EVAL_CP, MAX_MATE_MOVES, MAX_VARIATION_DEPTH,
};
use xiangqi::notation::records::RecordError;
use xiangqi::notation::xqf::XqfError;
use xiangqi::notation::{Ambiguity, Direction, Expected, Missing, NotationError, TreeError};
use xiangqi::{Color, FenError, IllegalMove, Piece, PositionError, ReplayError, Square};

/// A value in a problem's sentence.
#[derive(Clone, Debug, PartialEq)]
pub enum Param {
    Number(usize),
    Text(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    pub code: &'static str,
    pub params: Vec<(&'static str, Param)>,
    pub cause: Option<Box<Problem>>,
    /// The rules crate's English sentence, for logs and for hosts that do not translate.
    pub message: String,
}

impl Problem {
    fn new(code: &'static str, message: impl fmt::Display) -> Problem {
        Problem {
            code,
            params: Vec::new(),
            cause: None,
            message: message.to_string(),
        }
    }

    fn number(mut self, name: &'static str, value: impl TryInto<usize>) -> Problem {
        let value = value.try_into().unwrap_or(usize::MAX);
        self.params.push((name, Param::Number(value)));
        self
    }

    fn text(mut self, name: &'static str, value: impl fmt::Display) -> Problem {
        self.params.push((name, Param::Text(value.to_string())));
        self
    }

    fn piece(self, piece: Piece) -> Problem {
        self.text("piece", piece.fen_char())
    }

    fn square(self, square: Square) -> Problem {
        self.text("square", square)
    }

    fn color(self, color: Color) -> Problem {
        self.text("color", color.as_str())
    }

    fn caused_by(mut self, cause: Problem) -> Problem {
        self.cause = Some(Box::new(cause));
        self
    }

    /// A bare FEN that could not be read, found on `line` of the pasted text.
    pub fn fen_on_line(line: usize, error: &FenError) -> Problem {
        let cause = Problem::from(error);
        Problem::new("import.bad_fen", format!("line {line}: {error}"))
            .number("line", line)
            .caused_by(cause)
    }

    /// A move of a record that is not written as two ICCS squares.
    pub fn unreadable_move(text: &str, error: impl fmt::Display) -> Problem {
        Problem::new("record.bad_move", error).text("move", text)
    }

    /// The error JavaScript receives: an `Error` with the English message and the
    /// `code`, `params` and `cause` properties.
    pub fn into_js(self) -> JsValue {
        let error = js_sys::Error::new(&self.message);
        let params = js_sys::Object::new();
        for (name, value) in &self.params {
            let value = match value {
                Param::Number(n) => JsValue::from_f64(*n as f64),
                Param::Text(s) => JsValue::from_str(s),
            };
            set(&params, name, &value);
        }
        set(&error, "code", &JsValue::from_str(self.code));
        set(&error, "params", &params);
        if let Some(cause) = self.cause {
            set(&error, "cause", &cause.into_js());
        }
        error.into()
    }
}

fn set(target: &JsValue, key: &str, value: &JsValue) {
    // Setting a property on a fresh plain object or Error cannot fail.
    let _ = js_sys::Reflect::set(target, &JsValue::from_str(key), value);
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Problem {}

impl From<Problem> for JsValue {
    fn from(problem: Problem) -> JsValue {
        problem.into_js()
    }
}

/// A move of a record that the rules refuse: its number, the move in ICCS and the rule.
impl From<&ReplayError> for Problem {
    fn from(error: &ReplayError) -> Problem {
        let IllegalMove { mv, reason } = error.refused;
        let number = error.number();
        Problem::new(
            "record.illegal_move",
            format!("move {number} ({mv}): {}", reason.sentence()),
        )
        .number("number", number)
        .text("move", mv)
        .text("reason", reason.as_str())
    }
}

impl From<&PositionError> for Problem {
    fn from(error: &PositionError) -> Problem {
        let p = |code| Problem::new(code, error);
        match *error {
            PositionError::MissingGeneral(c) => p("position.missing_general").color(c),
            PositionError::ExtraGeneral(c) => p("position.extra_general").color(c),
            PositionError::OutsidePalace(piece, sq) => {
                p("position.outside_palace").piece(piece).square(sq)
            }
            PositionError::ElephantAcrossRiver(piece, sq) => {
                p("position.elephant_across_river").piece(piece).square(sq)
            }
            PositionError::ElephantUnreachable(piece, sq) => {
                p("position.elephant_unreachable").piece(piece).square(sq)
            }
            PositionError::TooMany { piece, count } => p("position.too_many")
                .piece(piece)
                .number("count", count)
                .number("max", piece.role.max_count()),
            PositionError::GeneralsFacing => p("position.generals_facing"),
            PositionError::SideNotToMoveInCheck(c) => {
                p("position.side_not_to_move_in_check").color(c)
            }
        }
    }
}

impl From<&FenError> for Problem {
    fn from(error: &FenError) -> Problem {
        let p = |code| Problem::new(code, error);
        match error {
            FenError::Syntax(detail) => p("fen.syntax").text("detail", detail),
            FenError::RankCount(n) => p("fen.rank_count").number("count", *n),
            FenError::RankWidth { rank, width } => p("fen.rank_width")
                .number("rank", *rank)
                .number("width", *width),
            FenError::UnknownLetter(c) => p("fen.unknown_letter").text("letter", c),
            FenError::SideToMove(s) => p("fen.side_to_move").text("text", s),
            FenError::Counter(s) => p("fen.counter").text("text", s),
            FenError::Invalid(e) => Problem::from(e),
        }
    }
}

impl From<&NotationError> for Problem {
    fn from(error: &NotationError) -> Problem {
        let p = |code| Problem::new(code, error);
        match error {
            NotationError::Empty => p("notation.empty"),
            NotationError::Syntax { text, expected } => p(match expected {
                Expected::Iccs => "notation.syntax.iccs",
                Expected::Wxf => "notation.syntax.wxf",
                Expected::Chinese => "notation.syntax.chinese",
                Expected::FileNumber => "notation.syntax.file_number",
            })
            .text("text", text),
            NotationError::UnknownPiece(s) => p("notation.unknown_piece").text("text", s),
            NotationError::NoSuchPiece(missing) => match *missing {
                Missing::OnFile { piece, file } => p("notation.no_such_piece.on_file")
                    .piece(piece)
                    .number("file", file),
                Missing::DeepFile(piece) => p("notation.no_such_piece.deep_file").piece(piece),
                Missing::Numbered { piece, number } => p("notation.no_such_piece.numbered")
                    .piece(piece)
                    .number("number", number),
                Missing::PairOnFile { piece, file } => p("notation.no_such_piece.pair_on_file")
                    .piece(piece)
                    .number("file", file),
                Missing::AtPlace { piece, count } => p("notation.no_such_piece.at_place")
                    .piece(piece)
                    .number("count", count),
                Missing::OnSquare { color, square } => p("notation.no_such_piece.on_square")
                    .color(color)
                    .square(square),
            },
            NotationError::Ambiguous(ambiguity) => match *ambiguity {
                Ambiguity::DeepFiles(piece) => p("notation.ambiguous.deep_files").piece(piece),
                Ambiguity::SeveralMovers { piece, count } => p("notation.ambiguous.several_movers")
                    .piece(piece)
                    .number("count", count),
            },
            NotationError::Impossible {
                piece,
                direction,
                target,
            } => p(match direction {
                Direction::Forward => "notation.impossible.forward",
                Direction::Backward => "notation.impossible.back",
                Direction::Sideways => "notation.impossible.sideways",
            })
            .piece(*piece)
            .number("target", *target),
            NotationError::Illegal(m) => p("notation.illegal").text("reason", m.reason.as_str()),
        }
    }
}

impl From<&PgnError> for Problem {
    fn from(error: &PgnError) -> Problem {
        let p = |code| Problem::new(code, error).number("line", error.line);
        match &error.kind {
            PgnErrorKind::Empty => p("pgn.empty"),
            PgnErrorKind::BadTag(text) => p("pgn.bad_tag").text("text", text),
            PgnErrorKind::BadFen(e) => p("pgn.bad_fen").caused_by(Problem::from(e)),
            PgnErrorKind::NotXiangqi(variant) => p("pgn.not_xiangqi").text("variant", variant),
            PgnErrorKind::UnclosedComment => p("pgn.unclosed_comment"),
            PgnErrorKind::UnclosedVariation => p("pgn.unclosed_variation"),
            PgnErrorKind::UnopenedVariation => p("pgn.unopened_variation"),
            PgnErrorKind::VariationTooDeep => {
                p("pgn.variation_too_deep").number("limit", MAX_VARIATION_DEPTH)
            }
            PgnErrorKind::EvalOutOfRange(eval) => p("pgn.eval_out_of_range")
                .text("eval", eval)
                .number("pawns", MAX_EVAL_CP / 100)
                .number("moves", MAX_MATE_MOVES),
            PgnErrorKind::BadMove {
                number,
                text,
                error,
            } => p("pgn.bad_move")
                .number("number", *number)
                .text("text", text)
                .caused_by(Problem::from(error)),
            PgnErrorKind::ResultMismatch { tag, moves } => p("pgn.result_mismatch")
                .text("tag", tag.as_str())
                .text("moves", moves.as_str()),
        }
    }
}

impl From<&DhtmlXqError> for Problem {
    fn from(error: &DhtmlXqError) -> Problem {
        let p = |code| Problem::new(code, error).number("line", error.line);
        match &error.kind {
            DhtmlXqErrorKind::Empty => p("dhtmlxq.empty"),
            DhtmlXqErrorKind::BadBoard(text) => p("dhtmlxq.bad_board").text("text", text),
            DhtmlXqErrorKind::SharedPoint(sq) => p("record.shared_point").square(*sq),
            DhtmlXqErrorKind::BadPosition(e) => {
                p("record.bad_position").caused_by(Problem::from(e))
            }
            DhtmlXqErrorKind::BadMoves(text) => p("dhtmlxq.bad_moves").text("text", text),
            DhtmlXqErrorKind::IllegalMove { number, refused } => p("record.illegal_move")
                .number("number", *number)
                .text("move", refused.mv)
                .text("reason", refused.reason.as_str()),
            DhtmlXqErrorKind::Unattached(name) => p("dhtmlxq.unattached").text("name", name),
            DhtmlXqErrorKind::TooDeep => {
                p("pgn.variation_too_deep").number("limit", MAX_VARIATION_DEPTH)
            }
        }
    }
}

impl From<&TreeError> for Problem {
    fn from(error: &TreeError) -> Problem {
        let p = |code| Problem::new(code, error);
        match error {
            TreeError::BadPoint { number } => p("record.bad_point").number("number", *number),
            TreeError::IllegalMove { number, refused } => p("record.illegal_move")
                .number("number", *number)
                .text("move", refused.mv)
                .text("reason", refused.reason.as_str()),
            TreeError::TooDeep => p("pgn.variation_too_deep").number("limit", MAX_VARIATION_DEPTH),
        }
    }
}

impl From<&RecordError> for Problem {
    fn from(error: &RecordError) -> Problem {
        match error {
            RecordError::Fen { line, error } => Problem::fen_on_line(*line, error),
            RecordError::Pgn(e) => Problem::from(e),
            RecordError::DhtmlXq(e) => Problem::from(e),
            RecordError::Xqf(e) => Problem::from(e),
            RecordError::Cbr(e) => Problem::from(e),
            RecordError::Binary => Problem::new("import.binary", error.to_string()),
        }
    }
}

impl From<&CbrError> for Problem {
    fn from(error: &CbrError) -> Problem {
        let p = |code| Problem::new(code, error);
        match error {
            CbrError::NotCbr => p("cbr.not_cbr"),
            CbrError::NotCbl => p("cbr.not_cbl"),
            CbrError::BadPiece(b) => p("cbr.bad_piece").text("text", format!("{b:#04x}")),
            CbrError::BadPosition(e) => p("record.bad_position").caused_by(Problem::from(e)),
            CbrError::Truncated { number } => p("record.truncated").number("number", *number),
            CbrError::Tree(e) => Problem::from(e),
        }
    }
}

impl From<&XqfError> for Problem {
    fn from(error: &XqfError) -> Problem {
        let p = |code| Problem::new(code, error);
        match error {
            XqfError::NotXqf => p("xqf.not_xqf"),
            XqfError::CutShort { bytes } => p("xqf.cut_short").number("bytes", *bytes),
            XqfError::BadKeys => p("xqf.bad_keys"),
            XqfError::SharedPoint(sq) => p("record.shared_point").square(*sq),
            XqfError::BadPosition(e) => p("record.bad_position").caused_by(Problem::from(e)),
            XqfError::Truncated { number } => p("record.truncated").number("number", *number),
            XqfError::Tree(e) => Problem::from(e),
        }
    }
}

/// A link that is not a game link, or a game that cannot be written as one. The faults a
/// changed or cut character makes share one sentence; the English message says which.
impl From<&LinkError> for Problem {
    fn from(error: &LinkError) -> Problem {
        let p = |code| Problem::new(code, error);
        match error {
            LinkError::TooLong { chars } => p("link.too_long")
                .number("count", *chars)
                .number("max", MAX_LINK_CHARS),
            LinkError::NotBase64(Base64Error::Letter { found, .. }) => {
                p("link.bad_character").text("text", found)
            }
            LinkError::NewerVersion(_) => p("link.newer_version"),
            LinkError::CutShort(_) | LinkError::NotBase64(Base64Error::Length(_)) => {
                p("link.cut_short")
            }
            LinkError::BadValue { .. }
            | LinkError::TooLarge(_)
            | LinkError::OutOfOrder(_)
            | LinkError::NotUtf8(_)
            | LinkError::LeftOver(_)
            | LinkError::BadMoves(MoveIndexError::Illegal { .. }) => p("link.damaged"),
            LinkError::BadStart(e) => p("link.bad_start").caused_by(Problem::from(e)),
            LinkError::BadName(side) => p("link.bad_name").color(*side),
            LinkError::BadMoves(MoveIndexError::OutOfRange { ply, .. }) => {
                p("link.bad_move").number("number", ply + 1)
            }
            LinkError::AfterEnd { ply } => p("link.after_end").number("number", ply + 1),
        }
    }
}

/// Why an arriving link does not update the game on this device.
impl From<&Refusal> for Problem {
    fn from(refusal: &Refusal) -> Problem {
        let p = |code| Problem::new(code, refusal);
        match refusal {
            Refusal::OtherGame => p("friend.other_game"),
            Refusal::FromThisSide => p("friend.from_this_side"),
            Refusal::TermsDiffer => p("friend.terms_differ"),
            Refusal::ChangesMove { ply } => p("friend.changes_move").number("number", ply + 1),
            Refusal::Behind { plies } => p("friend.behind").number("count", *plies),
            Refusal::NotTheirMove => p("friend.not_their_move"),
            Refusal::Over => p("friend.over"),
            Refusal::NoDrawOffered => p("friend.no_draw_offered"),
            Refusal::TimeLeft { deadline: Some(d) } => p("friend.time_left").number("deadline", *d),
            Refusal::TimeLeft { deadline: None } => p("friend.no_time_limit"),
        }
    }
}

/// Why this device cannot do what its player asked in a game by link.
impl From<&ActionError> for Problem {
    fn from(error: &ActionError) -> Problem {
        let p = |code| Problem::new(code, error);
        match error {
            ActionError::GameOver => p("friend.game_over"),
            ActionError::NotYourMove => p("friend.not_your_move"),
            ActionError::Illegal(reason) => p("friend.illegal").text("reason", reason.as_str()),
            ActionError::NothingToTakeBack => p("friend.nothing_to_take_back"),
            ActionError::NoOffer => p("friend.no_offer"),
            ActionError::AnswerFirst => p("friend.answer_first"),
            ActionError::NoTimeLimit => p("friend.no_time_limit"),
            ActionError::TimeLeft { deadline } => {
                p("friend.claim_too_early").number("deadline", *deadline)
            }
            ActionError::BadName => p("friend.bad_name"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::notation::pgn;
    use xiangqi::{Position, Setup};

    fn param<'a>(problem: &'a Problem, name: &str) -> Option<&'a Param> {
        problem
            .params
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v)
    }

    #[test]
    fn a_bad_pgn_move_keeps_its_line_number_text_and_reason() {
        let text = "[Event \"t\"]\n\n1. h2e2 h9g7\n2. i0i9 b9c7\n";
        let error = pgn::import(text).unwrap_err();
        let problem = Problem::from(&error);
        assert_eq!(problem.code, "pgn.bad_move");
        assert_eq!(param(&problem, "line"), Some(&Param::Number(4)));
        assert_eq!(param(&problem, "text"), Some(&Param::Text("i0i9".into())));
        let cause = problem.cause.as_deref().expect("the notation error");
        assert_eq!(cause.code, "notation.illegal");
        assert_eq!(
            param(cause, "reason"),
            Some(&Param::Text("path_blocked".into()))
        );
    }

    #[test]
    fn a_notation_error_carries_its_kind_and_facts_not_an_english_phrase() {
        let error = pgn::import("1. 炮二平五 馬８進７ 2. 炮二平五").unwrap_err();
        let cause = Problem::from(&error).cause.expect("the notation error");
        assert_eq!(cause.code, "notation.no_such_piece.on_file");
        assert_eq!(
            cause.params,
            vec![
                ("piece", Param::Text("C".into())),
                ("file", Param::Number(2))
            ]
        );

        let error = pgn::import("1. H2.3").unwrap_err();
        let cause = Problem::from(&error).cause.expect("the notation error");
        assert_eq!(cause.code, "notation.impossible.sideways");
        assert_eq!(param(&cause, "piece"), Some(&Param::Text("N".into())));
        assert_eq!(param(&cause, "target"), Some(&Param::Number(3)));
    }

    #[test]
    fn a_position_error_names_piece_and_square() {
        let error = Setup::from_fen("4k4/9/9/9/9/9/9/9/A8/4K4 w - - 0 1")
            .unwrap()
            .into_position()
            .unwrap_err();
        let problem = Problem::from(&error);
        assert_eq!(problem.code, "position.outside_palace");
        assert_eq!(param(&problem, "piece"), Some(&Param::Text("A".into())));
        assert_eq!(param(&problem, "square"), Some(&Param::Text("a1".into())));
    }

    #[test]
    fn a_fen_with_nine_ranks_is_a_rank_count_problem_on_line_one() {
        let error = Position::from_fen("4k4/9/9/9/9/9/9/9/4K4 w").unwrap_err();
        let problem = Problem::fen_on_line(1, &error);
        assert_eq!(problem.code, "import.bad_fen");
        assert_eq!(param(&problem, "line"), Some(&Param::Number(1)));
        let cause = problem.cause.as_deref().unwrap();
        assert_eq!(cause.code, "fen.rank_count");
        assert_eq!(param(cause, "count"), Some(&Param::Number(9)));
    }
}

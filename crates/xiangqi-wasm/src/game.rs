//! The page's view of a game: a thin wrapper around the rules crate's `Game`.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use xiangqi::notation::{self, Notation, NotationError};
use xiangqi::{Position, Square, MOVE_LIMIT_PLIES, START_FEN};

use crate::convert;
use crate::outcome::outcome_js;
use crate::problem::Problem;

#[wasm_bindgen]
pub struct Game {
    pub(crate) inner: xiangqi::Game,
}

/// A game's ECCO opening as the page shows it (see xiangqi::ecco).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct OpeningJs {
    code: String,
    name: &'static str,
    variation: &'static str,
    traditional_name: String,
    traditional_variation: String,
    english: &'static str,
}

#[derive(Serialize)]
struct PieceOnBoard {
    square: String,
    piece: char,
}

/// A repetition ruling as the page explains it: `{first, chased}`, the ply where the
/// judged cycle starts (the moves from there to the end) and the squares of the pieces a
/// perpetual chase chased (empty for any other ruling).
#[derive(Serialize)]
struct RepetitionJs {
    first: usize,
    chased: Vec<String>,
}

/// Why the side to move has no move, as the page marks and words it: `{checkers,
/// escapes: [{to, heldBy}]}`, squares in ICCS; `heldBy` is empty where the general's own
/// piece stands on the point.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MatedJs {
    checkers: Vec<String>,
    escapes: Vec<EscapeJs>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EscapeJs {
    to: String,
    held_by: Vec<String>,
}

#[wasm_bindgen]
impl Game {
    /// A game from `startFen` (the standard start when empty) with the ICCS `moves`
    /// already played.
    /// A record the rules refuse throws an error with a `code` (see problem.rs).
    #[wasm_bindgen(constructor)]
    pub fn new(start_fen: &str, moves: Vec<String>, rules: &str) -> Result<Game, JsValue> {
        let fen = if start_fen.trim().is_empty() {
            START_FEN
        } else {
            start_fen
        };
        let inner = convert::game_from_record(fen, &moves, convert::parse(rules)?)?;
        Ok(Game { inner })
    }

    pub fn fen(&self) -> String {
        self.inner.position().fen()
    }

    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.inner.start_position().fen()
    }

    /// `"red"` or `"black"`: whose move it is.
    pub fn turn(&self) -> String {
        self.inner.position().turn().as_str().into()
    }

    pub fn rules(&self) -> String {
        self.inner.rules().as_str().into()
    }

    #[wasm_bindgen(js_name = setRules)]
    pub fn set_rules(&mut self, rules: &str) -> Result<(), JsError> {
        self.inner.set_rules(convert::parse(rules)?);
        Ok(())
    }

    /// Every piece as `{square: "e0", piece: "K"}`.
    pub fn pieces(&self) -> Result<JsValue, JsError> {
        let list: Vec<PieceOnBoard> = self
            .inner
            .position()
            .board()
            .map(|(sq, p)| PieceOnBoard {
                square: sq.to_string(),
                piece: p.fen_char(),
            })
            .collect();
        Ok(serde_wasm_bindgen::to_value(&list)?)
    }

    /// The squares the piece on `from` may legally move to now (empty once the game is over).
    pub fn targets(&self, from: &str) -> Result<Vec<String>, JsError> {
        let from = convert::parse::<Square>(from)?;
        Ok(self
            .inner
            .legal_moves()
            .iter()
            .filter(|m| m.from == from)
            .map(|m| m.to.to_string())
            .collect())
    }

    /// Why `from`→`to` is not allowed (a snake_case reason such as `horse_leg_blocked`),
    /// or `undefined` when it is a legal move.
    #[wasm_bindgen(js_name = whyNot)]
    pub fn why_not(&self, from: &str, to: &str) -> Result<Option<String>, JsError> {
        let (from, to) = (
            convert::parse::<Square>(from)?,
            convert::parse::<Square>(to)?,
        );
        Ok(self
            .inner
            .check_move(from, to)
            .err()
            .map(|r| r.as_str().to_string()))
    }

    /// The enemy pieces `from`→`to` would leave the mover's general attacked by (a
    /// facing general among them): why a pinned piece may not move. Empty for a move
    /// that exposes nothing, or with no piece on `from`.
    #[wasm_bindgen(js_name = exposedBy)]
    pub fn exposed_by(&self, from: &str, to: &str) -> Result<Vec<String>, JsError> {
        let (from, to) = (
            convert::parse::<Square>(from)?,
            convert::parse::<Square>(to)?,
        );
        let pos = self.inner.position();
        if pos.piece_at(from).is_none() {
            return Ok(Vec::new());
        }
        Ok(pos
            .attackers_after(xiangqi::Move::new(from, to))
            .iter()
            .map(Square::to_string)
            .collect())
    }

    /// Plays `from`→`to` and returns it in ICCS; throws with the reason id if illegal.
    pub fn play(&mut self, from: &str, to: &str) -> Result<String, JsError> {
        let (from, to) = (
            convert::parse::<Square>(from)?,
            convert::parse::<Square>(to)?,
        );
        let m = self
            .inner
            .check_move(from, to)
            .map_err(|r| JsError::new(r.as_str()))?;
        self.inner
            .play(m)
            .map_err(|e| JsError::new(e.reason.as_str()))?;
        Ok(m.to_string())
    }

    /// Takes back the last move, or a resignation, agreed draw or fallen flag. Returns the ICCS move
    /// taken back, `undefined` when it only lifted an ending or nothing was left.
    pub fn undo(&mut self) -> Option<String> {
        self.inner.undo().map(|m| m.to_string())
    }

    /// `{winner, reason}` or `null` while the game goes on.
    pub fn outcome(&self) -> Result<JsValue, JsError> {
        Ok(outcome_js(self.inner.outcome())?)
    }

    /// The outcome (`{winner, reason}`) when a player or the clock declared it (a
    /// resignation, agreed draw or fallen flag, which leave moves to play in the last
    /// position), else `null`. Only the game keeps it: the page saves it from here.
    pub fn declared(&self) -> Result<JsValue, JsError> {
        Ok(outcome_js(self.inner.declared())?)
    }

    /// Why a repetition ended the game (`{first, chased}`, see `RepetitionJs`), or `null`
    /// when the game did not end by one.
    pub fn repetition(&self) -> Result<JsValue, JsError> {
        let ruling = self.inner.repetition().map(|r| RepetitionJs {
            first: r.first,
            chased: r.chased.iter().map(Square::to_string).collect(),
        });
        let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
        Ok(ruling.serialize(&serializer)?)
    }

    /// Why the side to move has no legal move (checkmate or stalemate): see `MatedJs`;
    /// `null` when it has one.
    #[wasm_bindgen(js_name = whyMated)]
    pub fn why_mated(&self) -> Result<JsValue, JsError> {
        let names = |list: &[Square]| list.iter().map(Square::to_string).collect();
        let mated = self.inner.position().why_mated().map(|m| MatedJs {
            checkers: names(&m.checkers),
            escapes: m
                .escapes
                .iter()
                .map(|e| EscapeJs {
                    to: e.to.to_string(),
                    held_by: names(&e.held_by),
                })
                .collect(),
        });
        let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
        Ok(mated.serialize(&serializer)?)
    }

    /// Plies played since the last capture (or the start position's own count).
    #[wasm_bindgen(js_name = pliesSinceCapture)]
    pub fn plies_since_capture(&self) -> u32 {
        self.inner.position().halfmove_clock()
    }

    /// Plies left before the no-capture limit draws the game, if none is a capture.
    #[wasm_bindgen(js_name = pliesToMoveLimit)]
    pub fn plies_to_move_limit(&self) -> u32 {
        MOVE_LIMIT_PLIES.saturating_sub(self.plies_since_capture())
    }

    /// The square of the general of the side to move when it is in check.
    #[wasm_bindgen(js_name = checkedGeneral)]
    pub fn checked_general(&self) -> Option<String> {
        let pos = self.inner.position();
        pos.is_check().then(|| pos.general(pos.turn()).to_string())
    }

    /// How the move `iccs` answers the check the side to move is in: `away`, `capture`,
    /// `block` or `unscreen` (a cannon's screen leaves, a horse's leg is blocked);
    /// `undefined` out of check or for a move that is not legal.
    #[wasm_bindgen(js_name = checkAnswer)]
    pub fn check_answer(&self, iccs: &str) -> Result<Option<String>, JsError> {
        let m = convert::parse::<xiangqi::Move>(iccs)?;
        Ok(self
            .inner
            .position()
            .check_answer(m)
            .map(|answer| answer.as_str().to_string()))
    }

    /// The ECCO opening of a game from the standard start, `{code, name, variation,
    /// traditionalName, traditionalVariation, english}` (the variation may be empty), or
    /// `null` for a game from another position or with no moves yet.
    pub fn opening(&self) -> Result<JsValue, JsError> {
        let from_start = *self.inner.start_position() == Position::startpos();
        let opening = from_start
            .then(|| xiangqi::ecco::classify(self.inner.moves()))
            .flatten()
            .map(|o| OpeningJs {
                code: o.code().to_string(),
                name: o.name(),
                variation: o.variation(),
                traditional_name: o.traditional_name(),
                traditional_variation: o.traditional_variation(),
                english: o.english(),
            });
        let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
        Ok(opening.serialize(&serializer)?)
    }

    /// The moves played, in ICCS.
    pub fn moves(&self) -> Vec<String> {
        self.inner.moves().iter().map(|m| m.to_string()).collect()
    }

    /// The moves played in `notation` (`iccs`, `wxf`, `chinese`, `chinese-simplified`).
    #[wasm_bindgen(js_name = moveList)]
    pub fn move_list(&self, notation: &str) -> Result<Vec<String>, JsError> {
        let notation = convert::parse::<Notation>(notation)?;
        let mut pos: Position = self.inner.start_position().clone();
        Ok(self
            .inner
            .moves()
            .iter()
            .map(|&m| {
                let text = notation::format(&pos, m, notation);
                pos.make_move(m);
                text
            })
            .collect())
    }

    /// The move `text` names in the position now, in any notation (炮二平五, 炮2平5, C2=5,
    /// C2.5, h2e2), as ICCS, legal or not: the page refuses an illegal one as it refuses
    /// the same move clicked. Throws why the text names no move, with a `code` the page
    /// translates (see problem.rs).
    #[wasm_bindgen(js_name = readMove)]
    pub fn read_move(&self, text: &str) -> Result<String, JsValue> {
        // Two points name a move whatever stands on them, as two clicks do.
        if let Ok(m) = text.trim().to_ascii_lowercase().parse::<xiangqi::Move>() {
            return Ok(m.to_string());
        }
        match notation::parse(self.inner.position(), text) {
            Ok(m) => Ok(m.to_string()),
            Err(NotationError::Illegal(refused)) => Ok(refused.mv.to_string()),
            Err(e) => Err(Problem::from(&e).into_js()),
        }
    }

    /// The ICCS move `iccs`, legal now, written in `notation` (for showing a hint).
    pub fn describe(&self, iccs: &str, notation: &str) -> Result<String, JsError> {
        let notation = convert::parse::<Notation>(notation)?;
        let m = iccs
            .parse::<xiangqi::Move>()
            .map_err(|e| JsError::new(&e.to_string()))?;
        self.inner
            .check_move(m.from, m.to)
            .map_err(|r| JsError::new(r.as_str()))?;
        Ok(notation::format(self.inner.position(), m, notation))
    }

    /// `color` (`"red"` or `"black"`) resigns.
    pub fn resign(&mut self, color: &str) -> Result<(), JsError> {
        self.inner.resign(convert::parse(color)?);
        Ok(())
    }

    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) {
        self.inner.agree_draw();
    }

    /// `color` left a live game and the other player claims it.
    pub fn abandon(&mut self, color: &str) -> Result<(), JsError> {
        self.inner.abandon(convert::parse(color)?);
        Ok(())
    }

    /// The side to move ran out of time: it loses, or draws when the other side could
    /// never mate (see the rules crate's `Game::flag_fall`).
    #[wasm_bindgen(js_name = flagFall)]
    pub fn flag_fall(&mut self) {
        self.inner.flag_fall();
    }
}

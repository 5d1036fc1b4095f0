//! Game records for the page: PGN export and import, and FEN checks for the share link
//! and the position editor. Every judgement is the rules crate's; this only shapes the
//! answers as plain JS values.

use std::collections::BTreeMap;

use serde::Serialize;
use wasm_bindgen::prelude::*;
use xiangqi::notation::cbr;
use xiangqi::notation::pgn::{self, Eval, Record, Variation};
use xiangqi::notation::Notation;
use xiangqi::notation::{dhtmlxq, records, xqf};
use xiangqi::{Move, Position, RuleSet, Setup};

use crate::convert;
use crate::game::Game;
use crate::outcome::OutcomeJs;
use crate::problem::Problem;
use crate::read::{self, field};

/// A game read from text, in the shape the page keeps a game in.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Imported {
    start_fen: String,
    /// ICCS moves.
    moves: Vec<String>,
    /// The other lines, as the page keeps them (see web/js/game/lines.js).
    variations: Vec<Line>,
    /// The evaluations along the main line (the start's first), null where unknown.
    evals: Vec<Option<EvalJs>>,
    /// The comments, by the path to the position each is on (see `path_key`).
    comments: BTreeMap<String, String>,
    /// The record's tags (Event, Red, Black, Date, ECCO, …) as `[name, value]` pairs, in
    /// order; those the record is made of (Result, FEN) are not among them.
    tags: Vec<[String; 2]>,
    /// Variations the file held with a move that cannot be played, each kept up to it.
    cut_variations: usize,
    /// How a finished record ended beyond what the rules decide (a resignation, agreed
    /// draw or fallen flag), as the game's `declared()` says it (`{winner, reason}`), or
    /// `null`.
    ending: Option<OutcomeJs>,
}

/// An evaluation from Red's side as the page sends and receives it: `{kind: 'cp', value}`
/// in centipawns or `{kind: 'mate', value}` in moves, positive when Red mates.
#[derive(Serialize)]
#[serde(tag = "kind", content = "value", rename_all = "lowercase")]
enum EvalJs {
    Cp(i32),
    Mate(i32),
}

impl From<Eval> for EvalJs {
    fn from(e: Eval) -> EvalJs {
        match e {
            Eval::Cp(cp) => EvalJs::Cp(cp),
            Eval::Mate(n) => EvalJs::Mate(n),
        }
    }
}

/// A variation as the page keeps it: ICCS moves replacing move `at` of the line below.
#[derive(Serialize)]
struct Line {
    at: usize,
    moves: Vec<String>,
    variations: Vec<Line>,
}

impl Line {
    fn from_variation(v: &Variation) -> Line {
        Line {
            at: v.at,
            moves: v.moves.iter().map(|m| m.to_string()).collect(),
            variations: v.variations.iter().map(Line::from_variation).collect(),
        }
    }

    /// A variation from the page's `{at, moves, variations}`.
    fn from_js(value: &JsValue) -> Result<Line, JsError> {
        let value = read::object(value, "a variation")?;
        let at = read::count(&field(value, "at"), "a variation's at")?;
        let moves = read::array(&field(value, "moves"), "a variation's moves")?
            .iter()
            .map(|m| read::string(&m, "a variation's move"))
            .collect::<Result<_, _>>()?;
        Ok(Line {
            at,
            moves,
            variations: lines_from_js(&field(value, "variations"))?,
        })
    }
}

fn lines_from_js(value: &JsValue) -> Result<Vec<Line>, JsError> {
    read::array(value, "variations")?
        .iter()
        .map(|line| Line::from_js(&line))
        .collect()
}

/// An evaluation from the page (see `EvalJs`), `None` for null.
fn eval_from_js(value: &JsValue) -> Result<Option<Eval>, JsError> {
    read::optional(value, |value| {
        let value = read::object(value, "an evaluation")?;
        let score = read::whole(
            &field(value, "value"),
            "an evaluation's value",
            -1_000_000,
            1_000_000,
        )? as i32;
        match read::string(&field(value, "kind"), "an evaluation's kind")?.as_str() {
            "cp" => Ok(Eval::Cp(score)),
            "mate" => Ok(Eval::Mate(score)),
            kind => Err(JsError::new(&format!(
                "an evaluation's kind must be cp or mate, not {kind}"
            ))),
        }
    })
}

/// The page's variations of the line `moves` from `start`, each move checked against the
/// rules of movement in its own position.
fn variations_of(
    start: &Position,
    moves: &[Move],
    lines: Vec<Line>,
) -> Result<Vec<Variation>, JsError> {
    lines
        .into_iter()
        .map(|line| {
            let mut pos = start.clone();
            for &m in moves
                .get(..line.at)
                .ok_or_else(|| JsError::new("a variation starts after the end of its line"))?
            {
                pos.make_move(m);
            }
            let branch = pos.clone();
            let mut played = Vec::with_capacity(line.moves.len());
            for text in &line.moves {
                let m = convert::parse::<Move>(text)?;
                let m = pos
                    .check_move(m.from, m.to)
                    .map_err(|r| JsError::new(&format!("variation move {text}: {}", r.as_str())))?;
                pos.make_move(m);
                played.push(m);
            }
            let variations = variations_of(&branch, &played, line.variations)?;
            Ok(Variation {
                variations,
                ..Variation::new(line.at, played)
            })
        })
        .collect()
}

#[wasm_bindgen]
impl Game {
    /// The game as PGN with moves in `notation`; `tags` is an object of extra tags
    /// (`{Event: "…", Red: "…"}`), written after the standard ones; `variations` are the
    /// other lines as the page keeps them (web/js/game/lines.js), `evals` the
    /// evaluations along the game (the start's first, null where unknown; see `EvalJs`),
    /// and `comments` an object of comments by the path to their position (see
    /// `path_key`; one on a position the record does not hold is left out), each optional.
    pub fn pgn(
        &self,
        notation: &str,
        tags: JsValue,
        variations: JsValue,
        evals: JsValue,
        comments: JsValue,
    ) -> Result<String, JsError> {
        let notation = convert::parse::<Notation>(notation)?;
        let mut record = self.record(&tags, &variations, &comments)?;
        if let Some(evals) = read::optional(&evals, |e| read::array(e, "evaluations"))? {
            if evals.length() as usize > record.moves.len() + 1 {
                return Err(JsError::new("more evaluations than positions"));
            }
            record.evals = evals
                .iter()
                .map(|e| eval_from_js(&e))
                .collect::<Result<_, _>>()?;
        }
        Ok(pgn::export(&record, notation))
    }

    /// The game as an XQF file of version 1.0 (see `pgn` for the arguments); `encode`
    /// is the page's function from text to the GB18030 bytes XQF keeps its words in.
    pub fn xqf(
        &self,
        tags: JsValue,
        variations: JsValue,
        comments: JsValue,
        encode: &js_sys::Function,
    ) -> Result<Vec<u8>, JsError> {
        let record = self.record(&tags, &variations, &comments)?;
        let bytes = |text: &str| {
            encode
                .call1(&JsValue::NULL, &JsValue::from_str(text))
                .ok()
                .and_then(|b| b.dyn_into::<js_sys::Uint8Array>().ok())
                .map(|b| b.to_vec())
                .unwrap_or_default()
        };
        Ok(xqf::export(&record, &bytes))
    }

    /// The game as a DhtmlXQ block (see `pgn` for the arguments).
    pub fn dhtmlxq(
        &self,
        tags: JsValue,
        variations: JsValue,
        comments: JsValue,
    ) -> Result<String, JsError> {
        Ok(dhtmlxq::export(&self.record(
            &tags,
            &variations,
            &comments,
        )?))
    }
}

impl Game {
    /// The game's record with the page's tags, variations and comments.
    fn record(
        &self,
        tags: &JsValue,
        variations: &JsValue,
        comments: &JsValue,
    ) -> Result<Record, JsError> {
        let mut record = Record::from_game(&self.inner);
        if let Some(lines) = read::optional(variations, lines_from_js)? {
            record.variations = variations_of(&record.start, &record.moves, lines)?;
        }
        for (name, value) in read::optional(tags, |t| read::texts(t, "tags"))?.unwrap_or_default() {
            record.set_tag(&name, &value);
        }
        // The game's opening, where the page's tags (a record's own) do not name one.
        xiangqi::ecco::tag(&mut record);
        for (path, words) in
            read::optional(comments, |c| read::texts(c, "comments"))?.unwrap_or_default()
        {
            let path = path
                .split_whitespace()
                .map(convert::parse::<Move>)
                .collect::<Result<Vec<_>, _>>()?;
            record.add_comment(&path, words);
        }
        Ok(record)
    }
}

/// Reads a game record: DhtmlXQ (in any of the shapes pages carry it), a PGN game (moves
/// in any notation) or a bare FEN. Throws an error whose message
/// names the line and the problem, with a `code`, `params` and `cause` the page
/// translates (see problem.rs); nothing the page holds is touched either way.
#[wasm_bindgen(js_name = importRecord)]
pub fn import_record(text: &str, rules: &str) -> Result<JsValue, JsValue> {
    let rules = convert::parse(rules)?;
    let record = records::read_text(text).map_err(|e| Problem::from(&e))?;
    to_page(&record, rules)
}

/// Reads an XQF file (any version): `decode` is the page's function from the bytes of
/// its strings and comments to text (GB18030, which the browser's `TextDecoder` reads).
/// Throws as `importRecord` does.
#[wasm_bindgen(js_name = importXqf)]
pub fn import_xqf(
    bytes: &[u8],
    rules: &str,
    decode: &js_sys::Function,
) -> Result<JsValue, JsValue> {
    let rules = convert::parse(rules)?;
    let text = |bytes: &[u8]| {
        let array = js_sys::Uint8Array::from(bytes);
        decode
            .call1(&JsValue::NULL, &array)
            .ok()
            .and_then(|t| t.as_string())
            .unwrap_or_default()
    };
    let record = xqf::import(bytes, &text).map_err(|e| Problem::from(&e))?;
    to_page(&record, rules)
}

/// Reads a ChessBridge game (CBR). Throws as `importRecord` does.
#[wasm_bindgen(js_name = importCbr)]
pub fn import_cbr(bytes: &[u8], rules: &str) -> Result<JsValue, JsValue> {
    let rules = convert::parse(rules)?;
    let record = cbr::import(bytes).map_err(|e| Problem::from(&e))?;
    to_page(&record, rules)
}

/// A record in the shape the page keeps a game in (see `Imported`).
pub(crate) fn to_page(record: &Record, rules: RuleSet) -> Result<JsValue, JsValue> {
    let imported = Imported {
        start_fen: record.start.fen(),
        moves: record.moves.iter().map(|m| m.to_string()).collect(),
        variations: record.variations.iter().map(Line::from_variation).collect(),
        evals: record
            .evals
            .iter()
            .take(record.moves.len() + 1)
            .map(|e| e.map(EvalJs::from))
            .collect(),
        comments: record
            .comments_by_path()
            .into_iter()
            .map(|(path, words)| (path_key(&path), words.to_string()))
            .collect(),
        tags: record
            .tags
            .iter()
            .map(|(name, value)| [name.clone(), value.clone()])
            .collect(),
        cut_variations: record.cut_variations,
        ending: ending(record, rules)?,
    };
    let serializer = serde_wasm_bindgen::Serializer::new()
        .serialize_missing_as_null(true)
        .serialize_maps_as_objects(true);
    Ok(imported.serialize(&serializer)?)
}

/// How the page names a position of a record: the ICCS moves from the start that reach
/// it, separated by spaces (the start is the empty text), as its move list does.
fn path_key(path: &[Move]) -> String {
    path.iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The resignation, agreed draw or fallen flag a record's result stands for, when the
/// moves alone do not end the game. A move the rules refuse (e.g. one after mate) is an error.
fn ending(record: &Record, rules: RuleSet) -> Result<Option<OutcomeJs>, Problem> {
    let game = record.to_game(rules).map_err(|e| Problem::from(&e))?;
    Ok(game.declared().map(OutcomeJs::from))
}

/// Why `fen` is not a position that can be played, as an `Error` with a `code` (see
/// problem.rs) and the rules crate's words, or `undefined` when it can. The editor and
/// the share link use it before loading.
#[wasm_bindgen(js_name = fenProblem)]
pub fn fen_problem(fen: &str) -> JsValue {
    let problem = match Setup::from_fen(fen) {
        Err(e) => Some(Problem::from(&e)),
        Ok(setup) => setup.into_position().err().map(|e| Problem::from(&e)),
    };
    problem.map_or(JsValue::UNDEFINED, Problem::into_js)
}

//! The page's copy of a game by link (xiangqi::correspondence): made by an invitation or
//! by opening a link, kept in storage as text, updated by the links that come back.
//! Times are minutes since 1970-01-01 UTC, as the link carries them.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use xiangqi::correspondence::{self as link, ActionError, GameLink, Offer, Reply, Status, Terms};
use xiangqi::{Color, Move, Position, RuleSet, START_FEN};

use crate::convert;
use crate::outcome::outcome_js;
use crate::problem::Problem;

#[wasm_bindgen]
pub struct Correspondence {
    inner: link::Correspondence,
}

/// `{by, kind}`: an offer waiting for an answer (`draw`, `takeback`), or how a side ended
/// the game (`resigned`, `draw_agreed`, `time_claimed`).
#[derive(Serialize)]
struct ByJs {
    by: &'static str,
    kind: &'static str,
}

/// What an arriving link changed: `{moves, takenBack, offer, reply, ending, renamed}`,
/// the last four ids or null.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ReceivedJs {
    moves: usize,
    taken_back: usize,
    offer: Option<&'static str>,
    reply: Option<&'static str>,
    ending: Option<&'static str>,
    renamed: bool,
}

/// `{id, sender}` of a link, to find the copy it belongs to.
#[derive(Serialize)]
struct PeekJs {
    id: String,
    sender: &'static str,
}

/// The ids the page words offers, answers and endings by (`friend.asks.${offer}`, …),
/// listed for the string tables' test (see `vocabulary` in lib.rs).
pub(crate) const OFFERS: [&str; 2] = ["draw", "takeback"];
pub(crate) const REPLIES: [&str; 3] = ["draw_declined", "takeback_granted", "takeback_refused"];
pub(crate) const ENDINGS: [&str; 3] = ["resigned", "draw_agreed", "time_claimed"];

fn offer_id(offer: Offer) -> &'static str {
    OFFERS[match offer {
        Offer::Draw => 0,
        Offer::Takeback => 1,
    }]
}

fn reply_id(reply: Reply) -> &'static str {
    REPLIES[match reply {
        Reply::DrawDeclined => 0,
        Reply::TakebackGranted => 1,
        Reply::TakebackRefused => 2,
    }]
}

fn ending_id(ending: link::Ending) -> &'static str {
    ENDINGS[match ending {
        link::Ending::Resigned => 0,
        link::Ending::DrawAgreed => 1,
        link::Ending::TimeClaimed => 2,
    }]
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value
        .serialize(&serializer)
        .map_err(|e| JsError::new(&e.to_string()).into())
}

fn read_link(text: &str) -> Result<GameLink, JsValue> {
    GameLink::from_text(text).map_err(|e| Problem::from(&e).into())
}

fn acted(result: Result<(), ActionError>) -> Result<(), JsValue> {
    result.map_err(|e| Problem::from(&e).into())
}

/// The id and sender of the game link `text`; throws (with a `code`) if it is not one.
#[wasm_bindgen(js_name = peekGameLink)]
pub fn peek_game_link(text: &str) -> Result<JsValue, JsValue> {
    let link = read_link(text)?;
    to_js(&PeekJs {
        id: hex(&link.terms.id),
        sender: link.sender.as_str(),
    })
}

#[wasm_bindgen]
impl Correspondence {
    /// A new game this device invites a friend to: `id` 16 random bytes, `side` the side
    /// this device plays, `days` for a move (0 for no limit), `startFen` empty for the
    /// standard start, `now` in minutes.
    pub fn invite(
        id: &[u8],
        rules: &str,
        days: u8,
        start_fen: &str,
        side: &str,
        name: &str,
        now: u32,
    ) -> Result<Correspondence, JsValue> {
        let id: [u8; 16] = id
            .try_into()
            .map_err(|_| JsError::new("a game id is 16 bytes"))?;
        let fen = match start_fen.trim() {
            "" => START_FEN,
            fen => fen,
        };
        let start = Position::from_fen(fen).map_err(|e| JsValue::from(Problem::from(&e)))?;
        let terms = Terms {
            id,
            rules: convert::parse::<RuleSet>(rules)?,
            days_per_move: days,
            start,
            started: now,
        };
        let inner = link::Correspondence::new(terms, convert::parse::<Color>(side)?, name)
            .map_err(|e| JsValue::from(Problem::from(&e)))?;
        Ok(Correspondence { inner })
    }

    /// The copy of a device that opens the link `text` for the first time.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(text: &str) -> Result<Correspondence, JsValue> {
        Ok(Correspondence {
            inner: link::Correspondence::from_link(read_link(text)?),
        })
    }

    /// A copy kept by `stored()`.
    #[wasm_bindgen(js_name = fromStored)]
    pub fn from_stored(text: &str) -> Result<Correspondence, JsValue> {
        let inner =
            link::Correspondence::from_text(text).map_err(|e| JsValue::from(Problem::from(&e)))?;
        Ok(Correspondence { inner })
    }

    /// The copy as text to keep.
    pub fn stored(&self) -> Result<String, JsValue> {
        self.inner.to_text().map_err(|e| Problem::from(&e).into())
    }

    /// The link to send now (what follows `#play=`).
    pub fn link(&self) -> Result<String, JsValue> {
        self.inner
            .link()
            .to_text()
            .map_err(|e| Problem::from(&e).into())
    }

    /// The game id, 32 hex digits.
    #[wasm_bindgen(getter)]
    pub fn id(&self) -> String {
        hex(&self.inner.terms().id)
    }

    /// `"red"` or `"black"`: the side this device plays.
    #[wasm_bindgen(getter)]
    pub fn mine(&self) -> String {
        self.inner.mine().as_str().into()
    }

    /// `"your-move"`, `"their-move"` or `"over"`.
    #[wasm_bindgen(getter)]
    pub fn status(&self) -> String {
        match self.inner.status() {
            Status::YourMove => "your-move",
            Status::TheirMove => "their-move",
            Status::Over => "over",
        }
        .into()
    }

    #[wasm_bindgen(getter)]
    pub fn rules(&self) -> String {
        self.inner.terms().rules.as_str().into()
    }

    /// Days for a move, 0 for no limit.
    #[wasm_bindgen(getter)]
    pub fn days(&self) -> u8 {
        self.inner.terms().days_per_move
    }

    #[wasm_bindgen(getter, js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.inner.terms().start.fen()
    }

    /// When the game was made.
    #[wasm_bindgen(getter)]
    pub fn started(&self) -> u32 {
        self.inner.terms().started
    }

    /// `[red, black]`, empty where not given.
    #[wasm_bindgen(getter)]
    pub fn names(&self) -> Vec<String> {
        self.inner.names().to_vec()
    }

    /// The moves in ICCS.
    #[wasm_bindgen(getter)]
    pub fn moves(&self) -> Vec<String> {
        self.inner
            .game()
            .moves()
            .iter()
            .map(Move::to_string)
            .collect()
    }

    /// When each move was made, with a time limit (empty without).
    #[wasm_bindgen(getter)]
    pub fn times(&self) -> Vec<u32> {
        self.inner.times().to_vec()
    }

    /// The offer waiting for an answer, `{by, kind}`, or null.
    #[wasm_bindgen(getter)]
    pub fn offer(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.offer().map(|(by, offer)| ByJs {
            by: by.as_str(),
            kind: offer_id(offer),
        }))
    }

    /// The resignation, agreed draw or claim on time that ended the game, `{by, kind}`,
    /// or null.
    #[wasm_bindgen(getter)]
    pub fn ending(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.ending().map(|(by, ending)| ByJs {
            by: by.as_str(),
            kind: ending_id(ending),
        }))
    }

    /// How the game ended, `{winner, reason}`, or null.
    #[wasm_bindgen(getter)]
    pub fn outcome(&self) -> Result<JsValue, JsValue> {
        outcome_js(self.inner.game().outcome()).map_err(|e| JsError::new(&e.to_string()).into())
    }

    /// When the side to move's time runs out, or undefined without a limit or once over.
    #[wasm_bindgen(getter)]
    pub fn deadline(&self) -> Option<u32> {
        self.inner.deadline()
    }

    /// Plays this side's move, ICCS `m`, at `now`.
    pub fn play(&mut self, m: &str, now: u32) -> Result<(), JsValue> {
        let m = m
            .parse::<Move>()
            .map_err(|e| JsValue::from(Problem::unreadable_move(m, e)))?;
        acted(self.inner.play(m, now))
    }

    #[wasm_bindgen(js_name = setName)]
    pub fn set_name(&mut self, name: &str) -> Result<(), JsValue> {
        acted(self.inner.set_name(name))
    }

    #[wasm_bindgen(js_name = offerDraw)]
    pub fn offer_draw(&mut self) -> Result<(), JsValue> {
        acted(self.inner.offer_draw())
    }

    #[wasm_bindgen(js_name = askTakeback)]
    pub fn ask_takeback(&mut self) -> Result<(), JsValue> {
        acted(self.inner.ask_takeback())
    }

    /// Accepts or declines the friend's offer.
    pub fn answer(&mut self, accept: bool) -> Result<(), JsValue> {
        acted(self.inner.answer(accept))
    }

    pub fn resign(&mut self) -> Result<(), JsValue> {
        acted(self.inner.resign())
    }

    #[wasm_bindgen(js_name = claimTime)]
    pub fn claim_time(&mut self, now: u32) -> Result<(), JsValue> {
        acted(self.inner.claim_time(now))
    }

    /// Takes the friend's link `text` at `now` if it extends this copy by what they were
    /// entitled to do; otherwise throws (with a `code`) and changes nothing.
    pub fn receive(&mut self, text: &str, now: u32) -> Result<JsValue, JsValue> {
        let link = read_link(text)?;
        let received = self
            .inner
            .receive(&link, now)
            .map_err(|e| JsValue::from(Problem::from(&e)))?;
        to_js(&ReceivedJs {
            moves: received.moves,
            taken_back: received.taken_back,
            offer: received.offer.map(offer_id),
            reply: received.reply.map(reply_id),
            ending: received.ending.map(ending_id),
            renamed: received.renamed,
        })
    }
}

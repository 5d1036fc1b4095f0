//! The search worker's engine: the rules crate's `Engine` with the browser's clock.

use std::cell::Cell;

use serde::Serialize;
use wasm_bindgen::prelude::*;
use xiangqi::Move;

use crate::convert;
use crate::read::{self, field};
use xiangqi::engine::{self as search, Clock, Level, Limits, Score};

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`, which exists on the page and in workers alike.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// How often, at most, a search says it is alive (ms).
const BEAT_MS: f64 = 250.0;

/// The browser's clock. The search reads it every thousand nodes or so, whatever its
/// limits, which makes it the place to send a heartbeat from: the worker's client takes
/// a search that stops beating for a dead worker, and one that beats long past its
/// budget for a stuck one (web/js/engine/client.js). Each beat carries the budget.
struct BrowserClock<'a> {
    on_beat: &'a js_sys::Function,
    budget: JsValue,
    last_beat: Cell<f64>,
}

impl<'a> BrowserClock<'a> {
    fn new(on_beat: &'a js_sys::Function, budget: JsValue) -> BrowserClock<'a> {
        BrowserClock {
            on_beat,
            budget,
            last_beat: Cell::new(performance_now()),
        }
    }
}

impl Clock for BrowserClock<'_> {
    fn now_ms(&self) -> f64 {
        let now = performance_now();
        if now - self.last_beat.get() >= BEAT_MS {
            self.last_beat.set(now);
            // Best effort, like progress: a failing callback must not abort the search.
            let _ = self.on_beat.call1(&JsValue::NULL, &self.budget);
        }
        now
    }
}

/// What a search may take, as its beats tell the client: a time, a depth, or neither
/// (a search until stopped).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BudgetJs {
    movetime_ms: Option<f64>,
    depth: Option<u32>,
}

fn budget(limits: &Limits) -> JsValue {
    let budget = match limits.infinite {
        true => BudgetJs {
            movetime_ms: None,
            depth: None,
        },
        false => BudgetJs {
            movetime_ms: limits.movetime_ms,
            depth: limits.depth,
        },
    };
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    budget.serialize(&serializer).unwrap_or(JsValue::NULL)
}

#[wasm_bindgen]
pub struct Engine {
    inner: search::Engine,
}

/// Search limits as the worker sends them; any field may be left out. `level` (1–5)
/// starts from that level's limits, so the page never restates them; `infinite` searches
/// until stopped (analysis), and `lines` asks for that many best lines (multi-PV).
#[derive(Default)]
struct LimitsJs {
    level: Option<u32>,
    depth: Option<u32>,
    nodes: Option<u64>,
    movetime_ms: Option<f64>,
    infinite: bool,
    lines: Option<usize>,
}

impl LimitsJs {
    fn from_js(value: &JsValue) -> Result<LimitsJs, JsError> {
        let value = read::object(value, "limits")?;
        Ok(LimitsJs {
            level: read::given(value, "level", read::count)?,
            depth: read::given(value, "depth", read::count)?,
            nodes: read::given(value, "nodes", read::count)?,
            movetime_ms: read::given(value, "movetimeMs", read::number)?,
            infinite: read::given(value, "infinite", read::flag)?.unwrap_or(false),
            lines: read::given(value, "lines", read::count)?,
        })
    }
}

/// The most lines an analysis may ask for.
const MAX_LINES: usize = 8;

#[derive(Serialize)]
#[serde(tag = "kind", content = "value", rename_all = "lowercase")]
enum ScoreJs {
    /// Centipawns from the side to move.
    Cp(i32),
    /// Plies to mate; positive when the side to move mates.
    Mate(i32),
}

impl From<Score> for ScoreJs {
    fn from(s: Score) -> ScoreJs {
        match s {
            Score::Cp(cp) => ScoreJs::Cp(cp),
            Score::Mate(n) => ScoreJs::Mate(n),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct InfoJs {
    depth: u32,
    /// Which of the best lines this is, 1 for the best.
    line: usize,
    score: ScoreJs,
    nodes: u64,
    time_ms: f64,
    pv: Vec<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ResultJs {
    best_move: Option<String>,
    score: ScoreJs,
    depth: u32,
    nodes: u64,
    time_ms: f64,
    pv: Vec<String>,
}

/// `{level, depth, nodes, movetimeMs, infinite}` (each optional) as the engine's limits,
/// and how many lines to find (`lines`, 1 to 8; 1 if left out).
fn limits_from_js(limits: JsValue) -> Result<(Limits, usize), JsError> {
    let limits = read::optional(&limits, LimitsJs::from_js)?.unwrap_or_default();
    let lines = limits.lines.unwrap_or(1);
    if !(1..=MAX_LINES).contains(&lines) {
        return Err(JsError::new(&format!(
            "lines must be 1 to {MAX_LINES}, not {lines}"
        )));
    }
    let base = match limits.level {
        Some(n) => level(n)?.limits(),
        None => Limits::default(),
    };
    let limits = Limits {
        depth: limits.depth.or(base.depth),
        nodes: limits.nodes.or(base.nodes),
        movetime_ms: limits.movetime_ms.or(base.movetime_ms),
        infinite: limits.infinite || base.infinite,
        ..base
    };
    Ok((limits, lines))
}

/// How to play a move as a level: which level, and the engine's side of the game clock
/// (its time left and increment) if the game has one.
struct PlayJs {
    level: u32,
    clock: Option<(f64, f64)>,
}

impl PlayJs {
    fn from_js(value: &JsValue) -> Result<PlayJs, JsError> {
        let value = read::object(value, "how to play")?;
        let level = read::count(&field(value, "level"), "level")?;
        let clock = read::given(value, "clock", |clock, what| {
            let clock = read::object(clock, what)?;
            Ok((
                read::number(&field(clock, "leftMs"), "clock.leftMs")?,
                read::number(&field(clock, "incMs"), "clock.incMs")?,
            ))
        })?;
        Ok(PlayJs { level, clock })
    }
}

#[derive(Serialize)]
struct DrawAnswerJs {
    accept: bool,
    score: ScoreJs,
}

fn level(n: u32) -> Result<Level, JsError> {
    u8::try_from(n)
        .ok()
        .and_then(Level::from_number)
        .ok_or_else(|| JsError::new(&format!("level {n} is not 1 to 5")))
}

fn iccs(moves: &[Move]) -> Vec<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

#[wasm_bindgen]
impl Engine {
    #[wasm_bindgen(constructor)]
    pub fn new(hash_mb: u32, seed: f64) -> Engine {
        Engine {
            inner: search::Engine::new(hash_mb as usize * 1024 * 1024, seed as u64),
        }
    }

    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&mut self) {
        self.inner.new_game();
    }

    /// Evaluates with the network file's `bytes` from the next search on; a file that
    /// is not a network this engine can use is refused with the reason, and the engine
    /// keeps what it had.
    #[wasm_bindgen(js_name = setNetwork)]
    pub fn set_network(&mut self, bytes: &[u8]) -> Result<(), JsError> {
        let network =
            search::Network::from_bytes(bytes).map_err(|e| JsError::new(&e.to_string()))?;
        self.inner.set_network(Some(std::sync::Arc::new(network)));
        Ok(())
    }

    /// Whether the engine evaluates with a network.
    #[wasm_bindgen(js_name = hasNetwork)]
    pub fn has_network(&self) -> bool {
        self.inner.network().is_some()
    }

    /// Whether level `level` (1–5) evaluates with the network when the engine has one,
    /// as searches and draw answers always do: the worker holds those until the network
    /// has arrived, and lets the other levels play at once.
    #[wasm_bindgen(js_name = levelUsesNetwork)]
    pub fn level_uses_network(level: u32) -> Result<bool, JsError> {
        Ok(self::level(level)?.uses_network())
    }

    /// The static evaluation of `fen` for the side to move, in centipawns (the
    /// network's when the engine has one).
    pub fn evaluate(&self, fen: &str) -> Result<i32, JsError> {
        let pos: xiangqi::Position = convert::parse(fen)?;
        Ok(self.inner.evaluate(&pos))
    }

    /// Searches the game `startFen` + `moves` within `limits` (`{depth, nodes,
    /// movetimeMs, infinite, lines}`), calling `onInfo` for each line of each completed
    /// depth and `onBeat` at least every quarter second or so while it thinks.
    pub fn search(
        &mut self,
        start_fen: &str,
        moves: Vec<String>,
        rules: &str,
        limits: JsValue,
        on_info: &js_sys::Function,
        on_beat: &js_sys::Function,
    ) -> Result<JsValue, JsError> {
        let (limits, lines) = limits_from_js(limits)?;
        self.run(
            start_fen,
            &moves,
            rules,
            (on_info, on_beat, budget(&limits)),
            |engine, game, clock, report| engine.analyse(game, &limits, lines, clock, report),
        )
    }

    /// Answers a draw offered by the side to move: `{accept, score}`, the score from
    /// the answering side. The position is searched within `limits`, as for `search`;
    /// only `onBeat` is called while it thinks.
    #[wasm_bindgen(js_name = answerDraw)]
    pub fn answer_draw(
        &mut self,
        start_fen: &str,
        moves: Vec<String>,
        rules: &str,
        limits: JsValue,
        on_beat: &js_sys::Function,
    ) -> Result<JsValue, JsError> {
        let (limits, _) = limits_from_js(limits)?;
        let game = convert::game_from_record(start_fen, &moves, convert::parse(rules)?)?;
        let clock = BrowserClock::new(on_beat, budget(&limits));
        let answer = self.inner.answer_draw(&game, &limits, &clock);
        let answer = DrawAnswerJs {
            accept: answer.accept,
            score: answer.score.into(),
        };
        Ok(serde_wasm_bindgen::to_value(&answer)?)
    }

    /// Chooses a move the way a level plays: `play` is `{level, clock}`, the level
    /// 1 (Beginner) to 5 (Master) and, in a game with clocks, `{leftMs, incMs}`, the
    /// engine's time left and its increment; it thinks no longer than the level allows
    /// nor than its clock allows. The callbacks as for `search`.
    #[wasm_bindgen(js_name = playLevel)]
    pub fn play_level(
        &mut self,
        start_fen: &str,
        moves: Vec<String>,
        rules: &str,
        play: JsValue,
        on_info: &js_sys::Function,
        on_beat: &js_sys::Function,
    ) -> Result<JsValue, JsError> {
        let play = PlayJs::from_js(&play)?;
        let level = self::level(play.level)?;
        let mut limits = level.limits();
        if let Some((left_ms, inc_ms)) = play.clock {
            limits = limits.tighter(&Limits::from_clock(left_ms, inc_ms, None));
        }
        self.run(
            start_fen,
            &moves,
            rules,
            (on_info, on_beat, budget(&limits)),
            |engine, game, clock, report| {
                engine.play_level_with(game, level, &limits, clock, report)
            },
        )
    }
}

impl Engine {
    /// Shared by both entry points: rebuild the game, search, and turn the progress and
    /// the result into plain JS objects.
    fn run(
        &mut self,
        start_fen: &str,
        moves: &[String],
        rules: &str,
        (on_info, on_beat, budget): (&js_sys::Function, &js_sys::Function, JsValue),
        go: impl FnOnce(
            &mut search::Engine,
            &xiangqi::Game,
            &dyn Clock,
            &mut dyn FnMut(&search::SearchInfo),
        ) -> search::SearchResult,
    ) -> Result<JsValue, JsError> {
        let game = convert::game_from_record(start_fen, moves, convert::parse(rules)?)?;
        let clock = BrowserClock::new(on_beat, budget);
        let started = clock.now_ms();
        let mut report = |info: &search::SearchInfo| {
            let info = InfoJs {
                depth: info.depth,
                line: info.line,
                score: info.score.into(),
                nodes: info.nodes,
                time_ms: info.time_ms,
                pv: iccs(&info.pv),
            };
            // Progress is best effort: a failing callback must not abort the search.
            if let Ok(value) = serde_wasm_bindgen::to_value(&info) {
                let _ = on_info.call1(&JsValue::NULL, &value);
            }
        };
        let result = go(&mut self.inner, &game, &clock, &mut report);
        let result = ResultJs {
            best_move: result.best_move.map(|m| m.to_string()),
            score: result.score.into(),
            depth: result.depth,
            nodes: result.nodes,
            time_ms: clock.now_ms() - started,
            pv: iccs(&result.pv),
        };
        Ok(serde_wasm_bindgen::to_value(&result)?)
    }
}

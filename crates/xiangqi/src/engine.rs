//! The engine: search, evaluation and the playing levels. It uses only the rules'
//! public API and reads time through an injected [`Clock`], so the same code runs
//! natively and in a browser worker.

mod book;
mod eval;
mod levels;
mod limits;
mod ordering;
pub mod placement;
mod pruning;
mod pst;
mod quiescence;
mod repetition;
mod rng;
mod score;
mod search;
mod see;
mod tt;

pub use eval::{evaluate, EvalTrace, Term};
pub use levels::{parse_level, Level};
pub use limits::{Clock, Limits};
pub use score::Score;
pub use search::{SearchInfo, SearchResult};

use crate::{Game, Move};
use book::Book;
use limits::Deadline;
use ordering::Heuristics;
use rng::Rng;
use search::Searcher;
use tt::Table;

/// Transposition table size when the caller has no preference.
pub const DEFAULT_HASH_BYTES: usize = 16 << 20;

/// A game-playing engine. It keeps its transposition table and move-ordering
/// statistics between searches of the same game.
pub struct Engine {
    tt: Table,
    heuristics: Heuristics,
    rng: Rng,
    /// Built on first use.
    book: Option<Book>,
}

impl Engine {
    /// `hash_bytes` sizes the transposition table; `seed` fixes every random choice, so
    /// the same seed and the same inputs give the same moves.
    pub fn new(hash_bytes: usize, seed: u64) -> Engine {
        Engine {
            tt: Table::new(hash_bytes),
            heuristics: Heuristics::new(),
            rng: Rng::new(seed),
            book: None,
        }
    }

    /// Resizes (and clears) the transposition table.
    pub fn set_hash_bytes(&mut self, bytes: usize) {
        self.tt = Table::new(bytes);
    }

    /// Permille of the transposition table filled by the last search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        self.tt.hashfull()
    }

    /// Forgets what was learnt in the previous game.
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.heuristics.clear();
    }

    /// Searches the current position of `game` (the whole game, so that the repetition
    /// rules can be applied under its rule set).
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let mut searcher = self.searcher(game, limits, clock);
        searcher.run(on_info)
    }

    /// Plays a move at `level`. Beginner and Easy blur their judgement with random
    /// noise drawn from the engine's seed.
    pub fn play_level(
        &mut self,
        game: &Game,
        level: Level,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let limits = level.limits();
        self.play_level_with(game, level, &limits, clock, on_info)
    }

    /// Plays like `level` but within `limits` (for quick matches between levels with
    /// every budget scaled down, see [`Level::limits_scaled`]).
    pub fn play_level_with(
        &mut self,
        game: &Game,
        level: Level,
        limits: &Limits,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let style = level.style();
        if style.use_book {
            if let Some(m) = self.book_move(game) {
                return SearchResult {
                    best_move: Some(m),
                    score: Score::Cp(0),
                    depth: 0,
                    nodes: 0,
                    pv: vec![m],
                };
            }
        }
        if style.noise_cp == 0 {
            return self.search(game, limits, clock, on_info);
        }
        let depth = limits.depth.unwrap_or(1);
        let mut searcher = self.searcher(game, &Limits::default(), clock);
        if searcher.root_moves().is_empty() {
            return searcher.run(on_info);
        }
        let Some(scores) = searcher.score_root_moves(depth as i32) else {
            return searcher.run(on_info);
        };
        let nodes = searcher.nodes();
        let rng = &mut self.rng;
        let (mv, score) = scores
            .into_iter()
            .map(|(m, s)| (m, s, s + rng.spread(style.noise_cp)))
            .max_by_key(|&(_, _, blurred)| blurred)
            .map(|(m, s, _)| (m, s))
            .expect("there are root moves");
        let info = SearchInfo {
            depth,
            score: Score::from_internal(score),
            nodes,
            time_ms: 0.0,
            pv: vec![mv],
        };
        on_info(&info);
        SearchResult {
            best_move: Some(mv),
            score: info.score,
            depth,
            nodes,
            pv: info.pv,
        }
    }

    /// A move from the opening book for the current position of `game`, if it has one.
    fn book_move(&mut self, game: &Game) -> Option<Move> {
        if game.outcome().is_some() {
            return None;
        }
        let book = self.book.get_or_insert_with(Book::new);
        book.pick(game.position(), &mut self.rng)
    }

    fn searcher<'a>(
        &'a mut self,
        game: &Game,
        limits: &Limits,
        clock: &'a dyn Clock,
    ) -> Searcher<'a> {
        self.tt.new_search();
        self.heuristics.new_search();
        let deadline = Deadline::new(limits, clock);
        Searcher::new(game, &mut self.tt, &mut self.heuristics, deadline, clock)
    }
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new(DEFAULT_HASH_BYTES, 0)
    }
}

//! The engine: search, evaluation and the playing levels. It uses only the rules'
//! public API and reads time through an injected [`Clock`], so the same code runs
//! natively and in a browser worker.

mod blunders;
mod book;
mod draw;
mod eval;
mod evaluation;
mod levels;
mod limits;
pub mod nnue;
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

pub use draw::{game_ply, DrawAnswer};
pub use eval::{evaluate, EvalTrace, Term};
pub use levels::{parse_level, Level};
pub use limits::{Clock, Limits};
pub use nnue::{Network, NetworkError};
pub use rng::Rng;
pub use score::Score;
pub use search::{SearchInfo, SearchResult};

use std::sync::Arc;

use crate::{Game, Move, Position};
use blunders::{Blunders, Candidate};
use book::Book;
use limits::Deadline;
use ordering::Heuristics;
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
    /// The neural evaluation, when one has been given; else the hand-made one.
    network: Option<Arc<Network>>,
    /// Whether the table's entries were scored by the network (a search by the other
    /// evaluation clears it first).
    table_by_network: bool,
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
            network: None,
            table_by_network: false,
        }
    }

    /// Evaluates with `network` from the next search on (`None`: the hand-made
    /// evaluation). The table is cleared: its entries hold the other evaluation's scores.
    pub fn set_network(&mut self, network: Option<Arc<Network>>) {
        self.network = network;
        self.tt.clear();
    }

    /// The static evaluation of `pos` for the side to move, by the network when the
    /// engine has one, else the hand-made one: the evaluation's own value, before the
    /// search's bounds (it takes dead material for a draw and keeps a network's value
    /// within ±10,000).
    pub fn evaluate(&self, pos: &Position) -> i32 {
        match &self.network {
            Some(net) => nnue::Accumulator::of(net, pos).evaluate(net, pos.turn()),
            None => evaluate(pos),
        }
    }

    /// The network the engine evaluates with, if any.
    pub fn network(&self) -> Option<&Network> {
        self.network.as_deref()
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
    /// rules can be applied under its rule set), with the strongest evaluation the
    /// engine has.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let mut searcher = self.searcher(game, limits, clock, true);
        searcher.run(on_info)
    }

    /// Searches like [`search`](Engine::search), but finds the `lines` best lines, each
    /// with its own score (multi-PV, for analysis): `on_info` hears each line of each
    /// finished iteration. The result is the best line's.
    pub fn analyse(
        &mut self,
        game: &Game,
        limits: &Limits,
        lines: usize,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let mut searcher = self.searcher(game, limits, clock, true).with_lines(lines);
        searcher.run(on_info)
    }

    /// Plays a move at `level`. Beginner and Easy make mistakes on purpose (see
    /// `blunders.rs`), drawn from the engine's seed.
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
        if style.blunders == Blunders::NONE {
            return self
                .searcher(game, limits, clock, style.network)
                .run(on_info);
        }
        let depth = limits.depth.unwrap_or(1);
        let mut searcher = self.searcher(game, &Limits::default(), clock, style.network);
        if searcher.root_moves().is_empty() {
            return searcher.run(on_info);
        }
        let Some(searched) = searcher.score_root_moves(depth as i32) else {
            return searcher.run(on_info);
        };
        let glanced = searcher.glance_root_moves();
        let nodes = searcher.nodes();
        let candidates: Vec<Candidate> = searched
            .into_iter()
            .zip(glanced)
            .map(|((mv, searched), (_, glanced))| Candidate {
                mv,
                searched,
                glanced,
                capture: game.position().piece_at(mv.to).is_some(),
            })
            .collect();
        let (mv, score) = blunders::choose(&candidates, &style.blunders, &mut self.rng)
            .expect("there are root moves");
        let info = SearchInfo {
            depth,
            line: 1,
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

    /// A search of `game`, evaluating with the network if `network` and the engine has
    /// one.
    fn searcher<'a>(
        &'a mut self,
        game: &Game,
        limits: &Limits,
        clock: &'a dyn Clock,
        network: bool,
    ) -> Searcher<'a> {
        self.tt.new_search();
        self.heuristics.new_search();
        let deadline = Deadline::new(limits, clock);
        let network = self.network.as_deref().filter(|_| network);
        if network.is_some() != self.table_by_network {
            self.tt.clear();
            self.table_by_network = network.is_some();
        }
        Searcher::new(
            game,
            &mut self.tt,
            &mut self.heuristics,
            deadline,
            clock,
            network,
        )
    }
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new(DEFAULT_HASH_BYTES, 0)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::nnue::random_network;
    use super::*;
    use crate::RuleSet;

    /// A clock that never moves: searches limited by depth only.
    pub(crate) struct NoClock;
    impl Clock for NoClock {
        fn now_ms(&self) -> f64 {
            0.0
        }
    }

    #[test]
    fn only_master_analysis_and_full_strength_evaluate_with_the_network() {
        // A middlegame out of the book, searched to a fixed depth: the node count tells
        // which evaluation was used.
        let fen = "r1bakab1r/9/1cn2cn2/p1p1p1p1p/9/2P6/P3P1P1P/1CN1C1N2/9/R1BAKAB1R w - - 2 5";
        let game = Game::from_position(fen.parse().unwrap(), RuleSet::Asian);
        let limits = Limits::depth(5);
        let nodes = |engine: &mut Engine, level: Option<Level>| {
            engine.new_game();
            match level {
                Some(l) => engine.play_level_with(&game, l, &limits, &NoClock, &mut |_| {}),
                None => engine.search(&game, &limits, &NoClock, &mut |_| {}),
            }
            .nodes
        };
        let mut hand_made = Engine::new(1 << 20, 0);
        let mut with_network = Engine::new(1 << 20, 0);
        with_network.set_network(Some(Arc::new(random_network(1))));
        for level in [Some(Level::Normal), Some(Level::Hard)] {
            assert_eq!(
                nodes(&mut hand_made, level),
                nodes(&mut with_network, level)
            );
        }
        for level in [Some(Level::Master), None] {
            assert_ne!(
                nodes(&mut hand_made, level),
                nodes(&mut with_network, level)
            );
        }
    }
}

//! TEMPORARY stand-ins for `xiangqi::Game`, `xiangqi::notation` and `xiangqi::engine`,
//! following the contracts in the project notes, so the page can be built while those
//! modules are written. Every item here is replaced by the real one as it lands.

use xiangqi::{Color, Move, MoveList, Position, RuleSet, Square};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    Checkmate,
    Stalemate,
    Resignation,
    Agreement,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: Reason,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    NoPiece,
    NotYourTurn,
    OwnPieceOnTarget,
    NotThePiecesMove,
    GameOver,
}

impl IllegalReason {
    pub fn as_str(self) -> &'static str {
        match self {
            IllegalReason::NoPiece => "no_piece",
            IllegalReason::NotYourTurn => "not_your_turn",
            IllegalReason::OwnPieceOnTarget => "own_piece_on_target",
            IllegalReason::NotThePiecesMove => "not_the_pieces_move",
            IllegalReason::GameOver => "game_over",
        }
    }
}

pub struct IllegalMove {
    pub reason: IllegalReason,
}

enum Ending {
    Resigned(Color),
    Agreed,
}

pub struct Game {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    rules: RuleSet,
    ending: Option<Ending>,
}

impl Game {
    pub fn from_position(start: Position, rules: RuleSet) -> Game {
        Game {
            position: start.clone(),
            start,
            moves: Vec::new(),
            rules,
            ending: None,
        }
    }
    pub fn start_position(&self) -> &Position {
        &self.start
    }
    pub fn position(&self) -> &Position {
        &self.position
    }
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
    pub fn rules(&self) -> RuleSet {
        self.rules
    }
    pub fn set_rules(&mut self, rules: RuleSet) {
        self.rules = rules;
    }
    pub fn legal_moves(&self) -> MoveList {
        if self.outcome().is_some() {
            MoveList::new()
        } else {
            self.position.legal_moves()
        }
    }
    pub fn check_move(&self, from: Square, to: Square) -> Result<Move, IllegalReason> {
        if self.outcome().is_some() {
            return Err(IllegalReason::GameOver);
        }
        let piece = self.position.piece_at(from).ok_or(IllegalReason::NoPiece)?;
        if piece.color != self.position.turn() {
            return Err(IllegalReason::NotYourTurn);
        }
        if self
            .position
            .piece_at(to)
            .is_some_and(|p| p.color == piece.color)
        {
            return Err(IllegalReason::OwnPieceOnTarget);
        }
        let m = Move::new(from, to);
        if self.position.legal_moves().contains(&m) {
            Ok(m)
        } else {
            Err(IllegalReason::NotThePiecesMove)
        }
    }
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        self.check_move(m.from, m.to)
            .map_err(|reason| IllegalMove { reason })?;
        self.position.make_move(m);
        self.moves.push(m);
        Ok(())
    }
    pub fn undo(&mut self) -> Option<Move> {
        if self.ending.take().is_some() {
            return None;
        }
        let m = self.moves.pop()?;
        let mut p = self.start.clone();
        for &m in &self.moves {
            p.make_move(m);
        }
        self.position = p;
        Some(m)
    }
    pub fn outcome(&self) -> Option<Outcome> {
        match self.ending {
            Some(Ending::Resigned(c)) => {
                return Some(Outcome {
                    winner: Some(!c),
                    reason: Reason::Resignation,
                })
            }
            Some(Ending::Agreed) => {
                return Some(Outcome {
                    winner: None,
                    reason: Reason::Agreement,
                })
            }
            None => {}
        }
        if !self.position.legal_moves().is_empty() {
            return None;
        }
        let reason = if self.position.is_check() {
            Reason::Checkmate
        } else {
            Reason::Stalemate
        };
        Some(Outcome {
            winner: Some(!self.position.turn()),
            reason,
        })
    }
    pub fn resign(&mut self, loser: Color) {
        self.ending = Some(Ending::Resigned(loser));
    }
    pub fn agree_draw(&mut self) {
        self.ending = Some(Ending::Agreed);
    }
}

pub mod notation {
    use std::str::FromStr;
    use xiangqi::{Move, Position};

    #[derive(Copy, Clone, Debug)]
    pub enum Notation {
        Iccs,
        Wxf,
        Chinese,
        ChineseSimplified,
    }

    impl FromStr for Notation {
        type Err = String;
        fn from_str(s: &str) -> Result<Notation, String> {
            match s {
                "iccs" => Ok(Notation::Iccs),
                "wxf" => Ok(Notation::Wxf),
                "chinese" => Ok(Notation::Chinese),
                "chinese-simplified" => Ok(Notation::ChineseSimplified),
                _ => Err(format!("unknown notation {s}")),
            }
        }
    }

    pub fn format(_pos: &Position, m: Move, _n: Notation) -> String {
        m.to_string()
    }
}

pub mod engine {
    use xiangqi::{Move, Position, RuleSet};

    pub trait Clock {
        fn now_ms(&self) -> f64;
    }

    #[derive(Default)]
    pub struct Limits {
        pub depth: Option<u32>,
        pub nodes: Option<u64>,
        pub movetime_ms: Option<f64>,
        pub infinite: bool,
    }

    #[derive(Copy, Clone)]
    pub enum Level {
        Beginner,
        Easy,
        Normal,
        Hard,
        Master,
    }

    impl Level {
        pub fn from_number(n: u32) -> Option<Level> {
            [
                Level::Beginner,
                Level::Easy,
                Level::Normal,
                Level::Hard,
                Level::Master,
            ]
            .get((n as usize).wrapping_sub(1))
            .copied()
        }
    }

    #[derive(Copy, Clone)]
    pub enum Score {
        Cp(i32),
        Mate(i32),
    }

    pub struct SearchInfo {
        pub depth: u32,
        pub score: Score,
        pub nodes: u64,
        pub time_ms: f64,
        pub pv: Vec<Move>,
    }

    pub struct SearchResult {
        pub best_move: Option<Move>,
        pub score: Score,
        pub depth: u32,
        pub nodes: u64,
        pub pv: Vec<Move>,
    }

    pub struct Engine {
        seed: u64,
    }

    impl Engine {
        pub fn new(_hash_bytes: usize, seed: u64) -> Engine {
            Engine { seed: seed | 1 }
        }
        pub fn new_game(&mut self) {}

        /// Stand-in: a random legal move, preferring captures.
        pub fn search(
            &mut self,
            start: &Position,
            moves: &[Move],
            _rules: RuleSet,
            _limits: &Limits,
            clock: &dyn Clock,
            on_info: &mut dyn FnMut(&SearchInfo),
        ) -> SearchResult {
            let t0 = clock.now_ms();
            let mut pos = start.clone();
            for &m in moves {
                pos.make_move(m);
            }
            let legal = pos.legal_moves();
            let captures = pos.legal_captures();
            let pool = if captures.is_empty() {
                &legal
            } else {
                &captures
            };
            self.seed ^= self.seed << 13;
            self.seed ^= self.seed >> 7;
            self.seed ^= self.seed << 17;
            let best = (!pool.is_empty()).then(|| pool[(self.seed % pool.len() as u64) as usize]);
            let pv: Vec<Move> = best.into_iter().collect();
            on_info(&SearchInfo {
                depth: 1,
                score: Score::Cp(0),
                nodes: legal.len() as u64,
                time_ms: clock.now_ms() - t0,
                pv: pv.clone(),
            });
            SearchResult {
                best_move: best,
                score: Score::Cp(0),
                depth: 1,
                nodes: legal.len() as u64,
                pv,
            }
        }

        pub fn play_level(
            &mut self,
            start: &Position,
            moves: &[Move],
            rules: RuleSet,
            _level: Level,
            clock: &dyn Clock,
            on_info: &mut dyn FnMut(&SearchInfo),
        ) -> SearchResult {
            self.search(start, moves, rules, &Limits::default(), clock, on_info)
        }
    }
}

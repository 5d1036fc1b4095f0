//! Xiangqi (Chinese chess) rules: positions, legal moves, FEN, notation, and the
//! end-of-game rules of docs/rules.md (checkmate, stalemate, perpetual check and chase,
//! the no-capture limit, dead material).
//!
//! The crate has no dependencies and no I/O, and builds for native targets and wasm32.

// Names of closed sets (rule sets, notations, reasons) as scripts and the page spell them.
mod keyword;

pub use keyword::UnknownKeyword;

// Board, pieces and move generation.
mod color;
mod fen;
mod movegen;
mod moves;
mod perft;
mod piece;
mod position;
mod role;
mod square;
mod tables;
mod zobrist;

pub use color::Color;
pub use fen::{FenError, PositionError, Setup, START_FEN};
pub use moves::{Move, MoveList, ParseMoveError};
pub use perft::{perft, perft_divide};
pub use piece::Piece;
pub use position::{PieceId, Position, Undo};
pub use role::Role;
pub use square::{ParseSquareError, Square};

// Games, end-of-game judging and why a move is illegal.
mod chase;
mod check_answer;
mod game;
mod illegal;
mod judge;
mod mated;
mod outcome;
mod repetition;
mod rule_set;

pub use check_answer::CheckAnswer;
pub use game::{Game, ReplayError};
pub use illegal::{IllegalMove, IllegalReason};
pub use judge::MOVE_LIMIT_PLIES;
pub use mated::{Escape, Mated};
pub use outcome::{Outcome, Reason};
pub use repetition::{judge_cycle, RepetitionRuling};
pub use rule_set::RuleSet;

// Move notation: ICCS, WXF, Chinese; game records.
pub mod notation;

#[cfg(test)]
mod testing;

// Games by link between two devices.
pub mod correspondence;

// Opening names by the ECCO classification.
pub mod ecco;

// Mate puzzles: the exact solver behind them.
pub mod puzzle;

// The engine: search, evaluation, levels, opening book.
pub mod engine;

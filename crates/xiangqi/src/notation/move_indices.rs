//! A game's moves written compactly, for a game sent as a link: each move as its index
//! among the legal moves of the position it is played from, taken in [`Move`]'s own order
//! (by the square it leaves, then the square it reaches, each by [`Square::index`]). No
//! side ever has more than [`MoveList::CAPACITY`] (128) moves, so an index is one byte: a
//! 150-ply game is 150 bytes, where its ICCS text is 750. Reading plays every index on the
//! position it belongs to, so a number that was changed by hand can only ever name a
//! legal move, never place a piece.
//!
//! The order is part of every link ever sent: it must not change.
//!
//! [`Square::index`]: crate::Square::index

use std::fmt;

use crate::{Move, MoveList, Position};

/// Why moves could not be written or read as indices. `ply` counts from 0, the first
/// move after the start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveIndexError {
    /// A move to write is not legal where it is played.
    Illegal { ply: usize, played: Move },
    /// An index read is not below the number of legal moves there (none, once the game is
    /// mated or stalemated).
    OutOfRange { ply: usize, index: u8, legal: usize },
}

impl fmt::Display for MoveIndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveIndexError::Illegal { ply, played } => {
                write!(f, "move {} ({played}) is not legal there", ply + 1)
            }
            MoveIndexError::OutOfRange { ply, index, legal } => write!(
                f,
                "move {} is number {index} of the legal moves, but there are {legal}",
                ply + 1
            ),
        }
    }
}

impl std::error::Error for MoveIndexError {}

/// The legal moves of `pos` in the order indices count them. Sorted by insertion, by
/// hand: there are at most 128, and the library's sort, made for this type alone, would
/// add 8 KB to the page's wasm (twiggy). Moves are distinct, so any sort gives the same
/// order.
fn ordered(pos: &Position) -> MoveList {
    let mut moves = pos.legal_moves();
    let list = moves.as_mut_slice();
    for sorted in 1..list.len() {
        let mut at = sorted;
        while at > 0 && list[at - 1] > list[at] {
            list.swap(at - 1, at);
            at -= 1;
        }
    }
    moves
}

/// `moves`, played one after another from `start`, as one index each.
pub fn to_indices(start: &Position, moves: &[Move]) -> Result<Vec<u8>, MoveIndexError> {
    let mut pos = start.clone();
    let mut indices = Vec::with_capacity(moves.len());
    for (ply, &played) in moves.iter().enumerate() {
        let index = ordered(&pos)
            .iter()
            .position(|&m| m == played)
            .ok_or(MoveIndexError::Illegal { ply, played })?;
        // Below MoveList::CAPACITY (128), so it fits a byte.
        indices.push(index as u8);
        pos.make_move(played);
    }
    Ok(indices)
}

/// The moves that `indices` name, played one after another from `start`.
pub fn from_indices(start: &Position, indices: &[u8]) -> Result<Vec<Move>, MoveIndexError> {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(indices.len());
    for (ply, &index) in indices.iter().enumerate() {
        let legal = ordered(&pos);
        let played = *legal
            .get(usize::from(index))
            .ok_or(MoveIndexError::OutOfRange {
                ply,
                index,
                legal: legal.len(),
            })?;
        moves.push(played);
        pos.make_move(played);
    }
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::random_game;
    use crate::START_FEN;

    fn start() -> Position {
        Position::from_fen(START_FEN).unwrap()
    }

    #[test]
    fn random_games_of_up_to_300_plies_come_back_move_for_move() {
        for seed in 1..=40 {
            let moves = random_game(seed, 300);
            let indices = to_indices(&start(), &moves).unwrap();
            assert_eq!(indices.len(), moves.len(), "one byte a move");
            assert_eq!(
                from_indices(&start(), &indices).unwrap(),
                moves,
                "seed {seed}"
            );
        }
    }

    #[test]
    fn indices_count_in_the_order_of_the_squares() {
        // From the start, Red's first move in that order is the a-file chariot's.
        let first = ordered(&start())[0];
        assert_eq!(from_indices(&start(), &[0]).unwrap(), vec![first]);
        let cannon: Move = "h2e2".parse().unwrap();
        let index = to_indices(&start(), &[cannon]).unwrap()[0];
        let below = start()
            .legal_moves()
            .iter()
            .filter(|&&m| m < cannon)
            .count();
        assert_eq!(usize::from(index), below);
    }

    #[test]
    fn an_index_past_the_legal_moves_is_refused_with_its_ply() {
        // 44 legal moves at the start.
        assert_eq!(
            from_indices(&start(), &[0, 44]),
            Err(MoveIndexError::OutOfRange {
                ply: 1,
                index: 44,
                legal: 44
            })
        );
        assert_eq!(
            from_indices(&start(), &[255]).unwrap_err().to_string(),
            "move 1 is number 255 of the legal moves, but there are 44"
        );
    }

    #[test]
    fn no_move_is_read_after_a_mate() {
        // Black is mated: no index names a move.
        let mated = Position::from_fen("3k5/4R4/3R5/9/9/9/9/9/9/4K4 b - - 0 1").unwrap();
        assert!(mated.legal_moves().is_empty());
        assert_eq!(
            from_indices(&mated, &[0]),
            Err(MoveIndexError::OutOfRange {
                ply: 0,
                index: 0,
                legal: 0
            })
        );
    }

    #[test]
    fn an_illegal_move_cannot_be_written() {
        let moves: Vec<Move> = ["h2e2", "h2e2"]
            .iter()
            .map(|m| m.parse().unwrap())
            .collect();
        assert_eq!(
            to_indices(&start(), &moves),
            Err(MoveIndexError::Illegal {
                ply: 1,
                played: moves[1]
            })
        );
    }
}

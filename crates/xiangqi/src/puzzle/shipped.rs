//! The puzzles the project ships (`puzzles.tsv`, made by `xiangqi puzzles generate` and
//! checked by `xiangqi puzzles verify`): an id, the start, the line and where it came
//! from. The mate's length, themes and rating follow from the start and the line.

use super::Puzzle;
use crate::{Move, Position};

/// A shipped puzzle.
#[derive(Clone, Debug)]
pub struct Shipped {
    pub id: &'static str,
    pub puzzle: Puzzle,
    /// The self-play game it was found in.
    pub source: &'static str,
}

/// Every shipped puzzle, in the file's order.
pub fn shipped() -> Vec<Shipped> {
    built_in(read(include_str!("puzzles.tsv")))
}

/// The shipped tables are part of the program, as the ECCO tree is: compiled in, and
/// every row read by this crate's tests. A row that does not read is a bug in the build,
/// not input to report, so it panics, naming the file and line, and callers have no
/// error to handle that a shipped build cannot have.
pub(super) fn built_in<T>(rows: Result<Vec<T>, String>) -> Vec<T> {
    rows.unwrap_or_else(|e| panic!("a shipped table does not read: {e}"))
}

fn read(text: &'static str) -> Result<Vec<Shipped>, String> {
    rows(text, "puzzles.tsv", entry)
}

/// Each row of a shipped table read by `entry`, skipping comments and blank lines; an
/// error names the file and line.
pub(super) fn rows<T>(
    text: &'static str,
    file: &str,
    entry: impl Fn(&'static str) -> Result<T, String>,
) -> Result<Vec<T>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .map(|(i, l)| entry(l).map_err(|e| format!("{file} line {}: {e}", i + 1)))
        .collect()
}

/// A line of ICCS moves played from `start`, each checked to be legal where it stands.
pub(super) fn line_from(start: &Position, moves: &str) -> Result<Vec<Move>, String> {
    let mut pos = start.clone();
    let mut line = Vec::new();
    for text in moves.split_whitespace() {
        let m: Move = text
            .parse()
            .map_err(|_| format!("'{text}' is not a move"))?;
        if !pos.legal_moves().contains(&m) {
            return Err(format!("{text} cannot be played"));
        }
        pos.make_move(m);
        line.push(m);
    }
    Ok(line)
}

fn entry(line: &'static str) -> Result<Shipped, String> {
    let [id, fen, moves, source] = line.split('\t').collect::<Vec<_>>()[..] else {
        return Err("expected ID, FEN, line and source".into());
    };
    let start = Position::from_fen(fen).map_err(|e| e.to_string())?;
    let line = line_from(&start, moves)?;
    if line.len() % 2 == 0 {
        return Err("a line ends with the solver's move".into());
    }
    let mate_in = line.len().div_ceil(2) as u32;
    Ok(Shipped {
        id,
        puzzle: Puzzle {
            start,
            line,
            mate_in,
        },
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_shipped_puzzle_reads_with_a_unique_id_and_position() {
        let all = shipped();
        assert!(!all.is_empty());
        let ids: HashSet<_> = all.iter().map(|s| s.id).collect();
        let fens: HashSet<_> = all.iter().map(|s| s.puzzle.start.fen()).collect();
        assert_eq!(ids.len(), all.len(), "ids are unique");
        assert_eq!(fens.len(), all.len(), "positions are unique");
        for s in &all {
            let mut pos = s.puzzle.start.clone();
            s.puzzle.line.iter().for_each(|&m| {
                pos.make_move(m);
            });
            assert!(!pos.has_legal_move(), "{}: the line ends in the win", s.id);
        }
    }

    #[test]
    fn a_bad_line_is_named() {
        assert!(read("m1\tnot a fen\ta0a9\tx")
            .unwrap_err()
            .starts_with("puzzles.tsv line 1"));
        let two = "m1\t4k4/R8/9/9/9/9/9/9/9/R2K5 w - - 0 1\ta8a7 e9e8\tx";
        assert!(read(two).unwrap_err().contains("solver's move"));
        let bad = "m1\t4k4/R8/9/9/9/9/9/9/9/R2K5 w - - 0 1\ta0b9\tx";
        assert!(read(bad).unwrap_err().contains("cannot be played"));
    }
}

//! What several test files share: the perft positions, and random records to write and
//! read back.

// Each test file uses its own part of this module.
#![allow(dead_code)]

use xiangqi::notation::pgn::{Record, Variation};
use xiangqi::{Move, Position};

/// The FENs of the perft test positions (data/perft.tsv), each once.
pub fn perft_fens() -> Vec<String> {
    let mut fens: Vec<String> = include_str!("../data/perft.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').nth(1).unwrap().to_string())
        .collect();
    fens.dedup();
    fens
}

/// Legal moves from `pos` (played on it), each picked by one of `choices`, until they
/// run out or the side to move has none.
pub fn random_line(pos: &mut Position, choices: &[u16]) -> Vec<Move> {
    let mut moves = Vec::new();
    for &c in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[c as usize % legal.len()];
        pos.make_move(m);
        moves.push(m);
    }
    moves
}

/// A record from the start or a perft position (by `start`), its moves picked by
/// `choices`, with other lines hanging from random moves of the main line (`others`:
/// where, and the moves' choices), in the order records write them, and the comments
/// `said` on random positions of each line.
pub fn random_record(
    start: usize,
    choices: &[u16],
    others: &[(u16, Vec<u16>)],
    said: &[String],
) -> Record {
    let fens = perft_fens();
    let mut pos = if start.is_multiple_of(2) {
        Position::startpos()
    } else {
        Position::from_fen(&fens[start % fens.len()]).unwrap()
    };
    let mut r = Record::new(pos.clone(), random_line(&mut pos, choices));
    for (at, choices) in others {
        if r.moves.is_empty() {
            break;
        }
        let at = *at as usize % r.moves.len();
        let mut pos = r.start.clone();
        for &m in &r.moves[..at] {
            pos.make_move(m);
        }
        let moves = random_line(&mut pos, choices);
        // No two lines start with the same move at the same point.
        let taken = |first: Move| {
            r.moves[at] == first
                || r.variations
                    .iter()
                    .any(|v| v.at == at && v.moves[0] == first)
        };
        if moves.first().is_some_and(|&first| !taken(first)) {
            r.variations.push(Variation::new(at, moves));
        }
    }
    r.variations.sort_by_key(|v| v.at);
    for (i, words) in said.iter().enumerate() {
        let paths: Vec<Vec<Move>> = std::iter::once(r.moves.clone())
            .chain(
                r.variations
                    .iter()
                    .map(|v| [&r.moves[..v.at], &v.moves[..]].concat()),
            )
            .collect();
        let path = &paths[i % paths.len()];
        let cut = (i * 7) % (path.len() + 1);
        assert!(r.add_comment(&path[..cut], words.clone()));
    }
    r
}

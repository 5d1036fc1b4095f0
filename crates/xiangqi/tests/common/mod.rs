//! What several test files share: the perft positions, and random records to write and
//! read back.

// Each test file uses its own part of this module.
#![allow(dead_code)]

use xiangqi::notation::pgn::{GameResult, Record, Variation};
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

/// Checks the short game the binary format tests write (XQF, ChessBridge): 1. 炮二平五
/// 马８进７, or 1... 马２进３ instead (commented 左马), the start commented 开局 and the first
/// move 中炮, Red won, and its title and players.
pub fn assert_short_game(r: &Record) {
    let mv = |iccs: &str| iccs.parse::<Move>().unwrap();
    let said = |words: &str| Some(words.to_string());
    assert_eq!(r.start, Position::startpos());
    assert_eq!(r.moves, [mv("h2e2"), mv("h9g7")]);
    assert_eq!(
        r.variations,
        [Variation {
            comments: vec![said("左马")],
            ..Variation::new(1, vec![mv("b9c7")])
        }]
    );
    assert_eq!(r.comments, [said("开局"), said("中炮")]);
    assert_eq!(r.result, GameResult::RedWins);
    assert_eq!(r.tag("Title"), Some("中炮对屏风马"));
    assert_eq!(r.tag("Red"), Some("胡荣华"));
    assert_eq!(r.tag("Black"), Some("杨官璘"));
}

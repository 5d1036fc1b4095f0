//! Property tests over random legal positions reached by random playouts from the start
//! and from the perft positions.

mod common;

use common::perft_fens;

use proptest::prelude::*;
use xiangqi::{Position, Setup};

/// A position reached from one of the test positions by `choices.len()` random legal
/// moves (fewer if the game ends first), with the moves played.
fn playout(start: usize, choices: &[usize]) -> (Position, Vec<(Position, xiangqi::Move)>) {
    let fens = perft_fens();
    let mut pos = Position::from_fen(&fens[start % fens.len()]).unwrap();
    let mut trail = Vec::new();
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[c % moves.len()];
        trail.push((pos.clone(), m));
        pos.make_move(m);
    }
    (pos, trail)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn make_unmake_restores_position_and_hash(start in 0usize..20, choices in prop::collection::vec(any::<usize>(), 0..60)) {
        let (pos, _) = playout(start, &choices);
        for &m in pos.legal_moves().iter() {
            let mut p = pos.clone();
            let undo = p.make_move(m);
            prop_assert_eq!(p.hash(), p.compute_hash(), "hash after {}", m);
            p.unmake_move(m, undo);
            prop_assert_eq!(&p, &pos, "position after unmaking {}", m);
            prop_assert_eq!(p.hash(), pos.hash());
        }
    }

    #[test]
    fn incremental_hash_matches_recomputed_along_a_game(start in 0usize..20, choices in prop::collection::vec(any::<usize>(), 0..120)) {
        let (pos, trail) = playout(start, &choices);
        prop_assert_eq!(pos.hash(), pos.compute_hash());
        for (before, _) in trail {
            prop_assert_eq!(before.hash(), before.compute_hash());
        }
    }

    #[test]
    fn fen_round_trips(start in 0usize..20, choices in prop::collection::vec(any::<usize>(), 0..120)) {
        let (pos, _) = playout(start, &choices);
        let fen = pos.fen();
        let again = Position::from_fen(&fen).unwrap();
        prop_assert_eq!(again.fen(), fen);
        prop_assert_eq!(again.hash(), pos.hash());
        // Identities (and so move order) follow the FEN's scan order; the sets agree.
        let sorted = |p: &Position| {
            let mut v = p.legal_moves().to_vec();
            v.sort();
            v
        };
        prop_assert_eq!(sorted(&again), sorted(&pos));
    }

    #[test]
    fn legal_moves_are_exactly_the_safe_pseudo_legal_moves(start in 0usize..20, choices in prop::collection::vec(any::<usize>(), 0..100)) {
        let (pos, _) = playout(start, &choices);
        let mut pseudo = xiangqi::MoveList::new();
        pos.pseudo_legal_moves(&mut pseudo);
        let mut expected: Vec<_> = pseudo.iter().copied().filter(|&m| {
            let mut p = pos.clone();
            p.make_move(m);
            !p.general_attacked(pos.turn()) && !p.generals_facing()
        }).collect();
        let mut legal: Vec<_> = pos.legal_moves().to_vec();
        expected.sort();
        legal.sort();
        prop_assert_eq!(&legal, &expected);
        prop_assert_eq!(pos.count_legal_moves(), legal.len());
        let mut filtered = pseudo.clone();
        pos.retain_legal(&mut filtered);
        prop_assert_eq!(filtered.len(), legal.len());
    }

    #[test]
    fn fen_parser_never_panics(text in "\\PC{0,120}") {
        let _ = Setup::from_fen(&text).map(|s| s.into_position());
    }

    #[test]
    fn fen_parser_never_panics_on_fen_shaped_text(text in "[rnbakcpRNBAKCPEHeh0-9/]{0,100}( [wbr])?( - - [0-9]{1,3} [0-9]{1,3})?") {
        let _ = Position::from_fen(&text);
    }
}

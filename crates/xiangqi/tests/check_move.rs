//! `Position::check_move` must accept exactly the moves of `legal_moves()`: tested over
//! all 90×90 from/to pairs of random positions, both positions reached by random play
//! and sparse positions with pieces dropped anywhere they may stand. A move refused for
//! exposing its general names the pieces it would expose it to (`attackers_after`).

use proptest::prelude::*;
use xiangqi::{Color, IllegalReason, Move, Piece, Position, Role, Setup, Square};

fn assert_agrees(pos: &Position) -> Result<(), TestCaseError> {
    let legal = pos.legal_moves();
    for from in Square::all() {
        for to in Square::all() {
            let m = Move::new(from, to);
            let checked = pos.check_move(from, to);
            // A move refused for exposing its general names what it exposes it to; a
            // legal one exposes it to nothing.
            match checked {
                Ok(_) => prop_assert!(pos.attackers_after(m).is_empty(), "{} in {}", m, pos.fen()),
                Err(IllegalReason::LeavesGeneralInCheck | IllegalReason::GeneralsWouldFace) => {
                    prop_assert!(!pos.attackers_after(m).is_empty(), "{} in {}", m, pos.fen())
                }
                Err(_) => {}
            }
            prop_assert_eq!(
                checked.is_ok(),
                legal.contains(&m),
                "{} in {}: check_move says {:?}",
                m,
                pos.fen(),
                checked
            );
            let mut played = pos.clone();
            match played.play(m) {
                Ok(()) => {
                    let mut expected = pos.clone();
                    expected.make_move(m);
                    prop_assert_eq!(played.fen(), expected.fen());
                }
                Err(e) => {
                    prop_assert_eq!(Err(e.reason), checked);
                    prop_assert_eq!(&played, pos, "a refused move changed the position");
                }
            }
        }
    }
    Ok(())
}

/// Plays the given choices (each taken modulo the number of legal moves) from the start.
fn playout(choices: &[u16]) -> Position {
    let mut pos = Position::startpos();
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.make_move(moves[c as usize % moves.len()]);
    }
    pos
}

/// Can `piece` stand on `sq` at all? Asked of the position validator with only the two
/// generals on the board, placed out of the way of each other.
fn placeable(piece: Piece, sq: Square) -> bool {
    let mut setup = Setup::empty();
    let red = Square::new(3, 0).unwrap();
    let black = Square::new(5, 9).unwrap();
    if sq == red || sq == black {
        return false;
    }
    setup.board[red.index()] = Some(Piece::new(Color::Red, Role::General));
    setup.board[black.index()] = Some(Piece::new(Color::Black, Role::General));
    setup.board[sq.index()] = Some(piece);
    setup.into_position().is_ok()
}

/// A position with both generals in their palaces and up to `drops.len()` other pieces
/// wherever they may legally stand; `None` when the result is not a legal position.
fn sparse(generals: (u8, u8), drops: &[(u8, u8)], black_to_move: bool) -> Option<Position> {
    let mut setup = Setup::empty();
    let palace = |i: u8, base: u8| Square::new(3 + i % 3, base + i / 3 % 3).unwrap();
    setup.board[palace(generals.0, 0).index()] = Some(Piece::new(Color::Red, Role::General));
    setup.board[palace(generals.1, 7).index()] = Some(Piece::new(Color::Black, Role::General));
    let mut counts = [0usize; 14];
    for &(kind, at) in drops {
        let color = if kind % 2 == 0 {
            Color::Red
        } else {
            Color::Black
        };
        let role = Role::ALL[1 + (kind / 2 % 6) as usize];
        let piece = Piece::new(color, role);
        let sq = Square::from_index(at as usize % 90).unwrap();
        let count = &mut counts[color as usize * 7 + role.index()];
        if setup.board[sq.index()].is_none() && *count < role.max_count() && placeable(piece, sq) {
            setup.board[sq.index()] = Some(piece);
            *count += 1;
        }
    }
    setup.turn = if black_to_move {
        Color::Black
    } else {
        Color::Red
    };
    setup.into_position().ok()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn check_move_agrees_after_random_play(choices in prop::collection::vec(any::<u16>(), 0..160)) {
        assert_agrees(&playout(&choices))?;
    }

    #[test]
    fn check_move_agrees_on_sparse_positions(
        generals in (0u8..9, 0u8..9),
        drops in prop::collection::vec((0u8..12, 0u8..90), 0..24),
        black_to_move in any::<bool>(),
    ) {
        let pos = sparse(generals, &drops, black_to_move);
        prop_assume!(pos.is_some());
        assert_agrees(&pos.unwrap())?;
    }
}

/// One refused (or accepted) move per rule, each on a board drawn beside it.
#[test]
fn check_move_names_the_broken_rule() {
    use xiangqi::IllegalReason::*;
    const START: &str = xiangqi::START_FEN;
    // 9 . . . k . . . . .      d9 black general
    // 4 . . . . . . B . .      g4 red elephant
    // 2 . . . A . . . . .      d2 red advisor
    // 1 . . . N . . . . .      d1 red horse
    // 0 . . B . K . . . .      c0 red elephant, e0 red general
    //   a b c d e f g h i
    const PALACE: &str = "3k5/9/9/9/9/6B2/9/3A5/3N5/2B1K4 w - - 0 1";
    // 9 n . . k . . . . .      a9 black horse, d9 black general
    // 8 . . . . . r . . .      f8 black chariot
    // 7 r . . . . . . . .      a7 black chariot
    // 5 P . . . . . . . p      a5 red soldier (across), i5 black soldier
    // 2 C . p . . . . . .      a2 red cannon, c2 black soldier (across)
    // 1 . . . . K . . . .      e1 red general
    // 0 . . . . . . . . R      i0 red chariot
    //   a b c d e f g h i
    const LINES: &str = "n2k5/5r3/r8/9/P7p/9/9/C1p6/4K4/8R w - - 0 1";
    // 9 . . . k . . . . .
    // 2 . . . . . K . . .      f2 red general on the palace corner
    const CORNER: &str = "3k5/9/9/9/9/9/9/5K3/9/9 w - - 0 1";
    // 9 . . . k . . . . .
    // 7 . . . . r . . . .      e7 black chariot
    // 2 . . . . N . . . .      e2 red horse, pinned to its general
    // 0 . . . . K . . . .
    const PINNED: &str = "3k5/9/4r4/9/9/9/9/4N4/9/4K4 w - - 0 1";
    let cases: &[(&str, &str, Result<(), xiangqi::IllegalReason>)] = &[
        (START, "e4e5", Err(NoPiece)),
        (START, "a6a5", Err(NotYourTurn)),
        (START, "a0b0", Err(OwnPieceOnTarget)),
        (START, "b0b1", Err(NotThePiecesMove)),
        (START, "b0d1", Err(HorseLegBlocked)), // c0 elephant on the leg
        (START, "b0c2", Ok(())),
        (START, "a3b3", Err(SoldierSidewaysBeforeRiver)),
        (START, "a3a2", Err(SoldierNeverRetreats)),
        (START, "a3b4", Err(NotThePiecesMove)), // a diagonal step
        (START, "h2e2", Ok(())),
        (PALACE, "c0e2", Err(ElephantEyeBlocked)), // d1 horse on the eye
        (PALACE, "c0a2", Ok(())),
        (PALACE, "g4e6", Err(ElephantCannotCrossRiver)),
        (PALACE, "g4i2", Ok(())),
        (PALACE, "d2c3", Err(MustStayInPalace)),
        (PALACE, "d2c1", Err(MustStayInPalace)),
        (PALACE, "d2e1", Ok(())),
        (PALACE, "d2c2", Err(AdvisorMovesDiagonally)),
        (PALACE, "d2e2", Err(AdvisorMovesDiagonally)),
        (PALACE, "d2d3", Err(AdvisorMovesDiagonally)), // straight, and out of the palace
        (PALACE, "d2f0", Err(NotThePiecesMove)),       // two points
        (PALACE, "e0f1", Err(GeneralMovesStraight)),
        (PALACE, "e0e2", Err(NotThePiecesMove)),
        (PALACE, "e0d0", Ok(())), // the d1 horse keeps the generals apart
        (CORNER, "f2f3", Err(MustStayInPalace)),
        (CORNER, "f2g2", Err(MustStayInPalace)),
        (CORNER, "f2e2", Ok(())),
        (LINES, "a2a7", Ok(())),                 // over the a5 screen
        (LINES, "a2a9", Err(CannonNeedsScreen)), // two screens, a5 and a7
        (LINES, "a2c2", Err(CannonNeedsScreen)), // no screen
        (LINES, "a2a6", Err(PathBlocked)),       // a quiet move cannot jump a5
        (LINES, "a2a4", Ok(())),
        (LINES, "a2b3", Err(NotThePiecesMove)),
        (LINES, "i0i5", Ok(())),
        (LINES, "i0i6", Err(PathBlocked)), // i5 in the way
        (LINES, "i0h1", Err(NotThePiecesMove)),
        (LINES, "a5b5", Ok(())), // across the river a soldier steps sideways
        (LINES, "a5a4", Err(SoldierNeverRetreats)),
        (LINES, "a5c5", Err(NotThePiecesMove)), // one point at a time
        (LINES, "e1f1", Err(LeavesGeneralInCheck)), // onto the f8 chariot's file
        (LINES, "e1d1", Err(GeneralsWouldFace)), // open d file up to d9
        (LINES, "e1e2", Ok(())),
        (PINNED, "e2d4", Err(LeavesGeneralInCheck)), // opens the e file to e7
        (PINNED, "e0d0", Err(GeneralsWouldFace)),
        (PINNED, "e0f0", Ok(())),
    ];
    for &(fen, mv, expected) in cases {
        let pos = Position::from_fen(fen).unwrap();
        let m: Move = mv.parse().unwrap();
        let got = pos.check_move(m.from, m.to).map(|_| ());
        assert_eq!(got, expected, "{mv} in {fen}");
        assert_eq!(got.is_ok(), pos.legal_moves().contains(&m), "{mv} in {fen}");
    }
}

#[test]
fn reasons_have_ids_and_sentences() {
    let all = xiangqi::IllegalReason::ALL;
    let ids: std::collections::HashSet<_> = all.iter().map(|r| r.as_str()).collect();
    assert_eq!(ids.len(), all.len(), "ids are distinct");
    for r in all {
        assert!(r
            .as_str()
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b == b'_'));
        assert_eq!(r.to_string(), r.as_str(), "{r:?} displays as its id");
        assert!(r.sentence().ends_with('.'), "{r:?} has a sentence");
    }
    assert_eq!(
        xiangqi::IllegalReason::HorseLegBlocked.as_str(),
        "horse_leg_blocked"
    );
}

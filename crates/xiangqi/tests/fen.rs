//! FEN parsing: every kind of bad input gets its own typed error.

use xiangqi::{Color, FenError, Piece, Position, PositionError, Role, Square, START_FEN};

fn err(fen: &str) -> FenError {
    Position::from_fen(fen).expect_err(fen)
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

#[test]
fn start_position_round_trips() {
    let pos = Position::from_fen(START_FEN).unwrap();
    assert_eq!(pos.fen(), START_FEN);
    assert_eq!(pos.legal_moves().len(), 44);
    assert_eq!(pos, Position::startpos());
}

#[test]
fn horse_and_elephant_letters_h_and_e_are_read_as_n_and_b() {
    let pos = Position::from_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w")
        .unwrap();
    assert_eq!(pos.fen(), START_FEN);
}

#[test]
fn missing_fields_take_defaults() {
    let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K5").unwrap();
    assert_eq!(pos.turn(), Color::Red);
    assert_eq!(pos.halfmove_clock(), 0);
    assert_eq!(pos.fullmove_number(), 1);
    let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 b - - 7 12").unwrap();
    assert_eq!(
        (pos.turn(), pos.halfmove_clock(), pos.fullmove_number()),
        (Color::Black, 7, 12)
    );
}

#[test]
fn syntax_errors() {
    assert!(matches!(err(""), FenError::Syntax(_)));
    assert_eq!(err("4k4/9/9/9/9/9/9/9/3K5 w"), FenError::RankCount(9));
    assert_eq!(
        err("4k4/9/9/9/9/9/9/9/9/3K4 w"),
        FenError::RankWidth { rank: 0, width: 8 }
    );
    assert_eq!(
        err("4k5/9/9/9/9/9/9/9/9/3K5 w"),
        FenError::RankWidth { rank: 9, width: 10 }
    );
    assert_eq!(
        err("4k4/9/9/9/9/9/9/9/9/3K4X w"),
        FenError::UnknownLetter('X')
    );
    assert_eq!(
        err("4k4/9/9/9/9/9/9/9/9/3K5 x"),
        FenError::SideToMove("x".into())
    );
    assert_eq!(
        err("4k4/9/9/9/9/9/9/9/9/3K5 w - - a 1"),
        FenError::Counter("a".into())
    );
}

#[test]
fn placement_errors() {
    use PositionError::*;
    let red = |role| Piece::new(Color::Red, role);
    let inv = FenError::Invalid;
    assert_eq!(
        err("9/9/9/9/9/9/9/9/9/3K5 w"),
        inv(MissingGeneral(Color::Black))
    );
    assert_eq!(
        err("3k1k3/9/9/9/9/9/9/9/9/4K4 w"),
        inv(ExtraGeneral(Color::Black))
    );
    // An advisor in the palace but off its diagonals.
    assert!(Position::from_fen("4k4/9/9/9/9/9/9/9/4A4/3K5 w").is_ok());
    assert_eq!(
        err("4k4/9/9/9/9/9/9/9/9/K8 w"),
        inv(OutsidePalace(red(Role::General), sq("a0")))
    );
    assert_eq!(
        err("4k4/9/9/9/9/9/9/9/3A5/3K5 w"),
        inv(OutsidePalace(red(Role::Advisor), sq("d1")))
    );
    assert_eq!(
        err("4k4/9/9/2B6/9/9/9/9/9/3K5 w"),
        inv(ElephantAcrossRiver(red(Role::Elephant), sq("c6")))
    );
    assert_eq!(
        err("4k4/9/9/9/9/9/9/9/4B4/3K5 w"),
        inv(ElephantUnreachable(red(Role::Elephant), sq("e1")))
    );
    assert_eq!(
        err("4k4/9/9/9/RRR6/9/9/9/9/3K5 w"),
        inv(TooMany {
            piece: red(Role::Chariot),
            count: 3
        })
    );
    assert_eq!(err("4k4/9/9/9/9/9/9/9/9/4K4 w"), inv(GeneralsFacing));
    // Black's general is attacked by the chariot with Red to move.
    assert_eq!(
        err("4k4/9/9/9/4R4/9/9/9/9/3K5 w"),
        inv(SideNotToMoveInCheck(Color::Black))
    );
    assert!(Position::from_fen("4k4/9/9/9/4R4/9/9/9/9/3K5 b").is_ok());
}

#[test]
fn advisors_have_five_points_and_elephants_seven_on_each_side() {
    let names = |color: Color, point: fn(Square, Color) -> bool| {
        let mut found: Vec<String> = Square::all()
            .filter(|&s| point(s, color))
            .map(|s| s.to_string())
            .collect();
        found.sort();
        found.join(" ")
    };
    let advisor: fn(Square, Color) -> bool = Square::is_advisor_point;
    let elephant: fn(Square, Color) -> bool = Square::is_elephant_point;
    for (color, point, expected) in [
        (Color::Red, advisor, "d0 d2 e1 f0 f2"),
        (Color::Black, advisor, "d7 d9 e8 f7 f9"),
        (Color::Red, elephant, "a2 c0 c4 e2 g0 g4 i2"),
        (Color::Black, elephant, "a7 c5 c9 e7 g5 g9 i7"),
    ] {
        assert_eq!(names(color, point), expected, "{color:?}");
    }
}

/// A deliberate change of rule (issue 15): set-up problems, such as the WXF rule book's
/// diagram 71 with a black soldier on i7, put soldiers where no game could bring them.
/// Such a soldier loads and steps forward from there; it used to be refused as
/// "where a soldier can never go".
#[test]
fn a_soldier_may_stand_on_any_point() {
    let diagram_71 = Position::from_fen("3a2b1r/4ak3/8p/7P1/9/9/9/B2NN3B/3K5/4p4 w").unwrap();
    let black_soldier = Piece::new(Color::Black, Role::Soldier);
    assert_eq!(diagram_71.piece_at(sq("i7")), Some(black_soldier));
    for fen in ["4k4/9/9/9/9/9/9/9/P8/3K5 w", "4k4/9/9/9/9/1P7/9/9/9/3K5 w"] {
        let pos = Position::from_fen(fen).unwrap();
        let soldier_moves: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|m| pos.piece_at(m.from).map(|p| p.role) == Some(Role::Soldier))
            .map(|m| m.to_string())
            .collect();
        assert_eq!(soldier_moves.len(), 1, "{fen}: one step forward");
        assert_eq!(pos.fen().split(' ').next(), fen.split(' ').next());
    }
    // Before the river it only steps forward.
    let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/P8/3K5 w").unwrap();
    assert_eq!(
        pos.legal_moves()
            .iter()
            .find(|m| m.from == sq("a1"))
            .unwrap()
            .to,
        sq("a2")
    );
}

#[test]
fn a_byte_order_mark_before_the_fen_is_ignored() {
    let pasted = format!("\u{feff}{START_FEN}");
    assert_eq!(Position::from_fen(&pasted).unwrap().fen(), START_FEN);
    assert_eq!(
        Position::from_fen(&format!("  \u{feff}{START_FEN}")).unwrap(),
        Position::startpos()
    );
}

#[test]
fn errors_explain_themselves() {
    let msg = err("4k4/9/9/2B6/9/9/9/9/9/3K5 w").to_string();
    assert_eq!(msg, "red elephant on c6 is across the river");
}

//! Move notation: known examples in every notation, errors, and round trips
//! (move -> text -> move) over random legal positions.

mod common;

use common::perft_fens;

use proptest::prelude::*;
use xiangqi::notation::{self, Ambiguity, Direction, Expected, Missing, Notation, NotationError};
use xiangqi::{Color, IllegalMove, IllegalReason, Move, Piece, Position, Role, Setup, Square};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(iccs: &str) -> Move {
    iccs.parse().unwrap()
}

fn illegal(iccs: &str, reason: IllegalReason) -> NotationError {
    NotationError::Illegal(IllegalMove {
        mv: mv(iccs),
        reason,
    })
}

/// `iccs` is legal in `fen` and reads as `wxf`, `traditional` and `simplified`, in both
/// directions, with and without naming the notation.
#[track_caller]
fn check(fen: &str, iccs: &str, wxf: &str, traditional: &str, simplified: &str) {
    let p = pos(fen);
    let m = mv(iccs);
    assert!(p.legal_moves().contains(&m), "{iccs} is not legal in {fen}");
    for (n, text) in [
        (Notation::Iccs, iccs),
        (Notation::Wxf, wxf),
        (Notation::Chinese, traditional),
        (Notation::ChineseSimplified, simplified),
    ] {
        assert_eq!(notation::format(&p, m, n), text, "{iccs} in {n} ({fen})");
        assert_eq!(
            notation::parse_as(&p, text, n),
            Ok(m),
            "{text} as {n} ({fen})"
        );
        assert_eq!(notation::parse(&p, text), Ok(m), "{text} detected ({fen})");
    }
}

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const AFTER_H2E2: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

#[test]
fn opening_moves_for_red() {
    check(START, "h2e2", "C2.5", "炮二平五", "炮二平五");
    check(START, "h0g2", "H2+3", "傌二進三", "马二进三");
    check(START, "b0c2", "H8+7", "傌八進七", "马八进七");
    check(START, "i0i1", "R1+1", "俥一進一", "车一进一");
    check(START, "c3c4", "P7+1", "兵七進一", "兵七进一");
    check(START, "e0e1", "K5+1", "帥五進一", "帅五进一");
    check(START, "g0e2", "E3+5", "相三進五", "相三进五");
    check(START, "f0e1", "A4+5", "仕四進五", "仕四进五");
    check(START, "b2b9", "C8+7", "炮八進七", "炮八进七");
}

#[test]
fn opening_moves_for_black_use_black_files_and_characters() {
    check(AFTER_H2E2, "h9g7", "H8+7", "馬８進７", "马８进７");
    check(AFTER_H2E2, "b7e7", "C2.5", "砲２平５", "炮２平５");
    check(AFTER_H2E2, "a9a8", "R1+1", "車１進１", "车１进１");
    check(AFTER_H2E2, "e9e8", "K5+1", "將５進１", "将５进１");
    check(AFTER_H2E2, "c9e7", "E3+5", "象３進５", "象３进５");
    check(AFTER_H2E2, "g6g5", "P7+1", "卒７進１", "卒７进１");
}

#[test]
fn retreats_count_steps_for_straight_movers_and_files_for_others() {
    // Red chariot e5, horse c4, cannon b7; Black to move never matters here.
    let fen = "3k5/9/1C7/9/4R4/2N6/9/9/9/4K4 w - - 0 1";
    check(fen, "e5e2", "R5-3", "俥五退三", "车五退三");
    check(fen, "c4d2", "H7-6", "傌七退六", "马七退六");
    check(fen, "c4b2", "H7-8", "傌七退八", "马七退八");
    check(fen, "b7b3", "C8-4", "炮八退四", "炮八退四");
}

#[test]
fn two_chariots_on_a_file_are_front_and_rear() {
    let fen = "3k5/9/9/9/9/9/9/R8/R8/4K4 w - - 0 1";
    check(fen, "a2a5", "R++3", "前俥進三", "前车进三");
    check(fen, "a1b1", "R-.8", "後俥平八", "后车平八");
    check(fen, "a2b2", "R+.8", "前俥平八", "前车平八");
    check(fen, "a1a0", "R--1", "後俥退一", "后车退一");
}

#[test]
fn black_tandem_counts_front_toward_red() {
    let fen = "3k5/9/2c6/9/9/2c6/9/9/9/4K4 b - - 0 1";
    check(fen, "c4c3", "C++1", "前砲進１", "前炮进１");
    check(fen, "c7d7", "C-.4", "後砲平４", "后炮平４");
    let soldiers = "3k5/9/9/9/9/9/3p5/3p5/9/4K4 b - - 0 1";
    check(soldiers, "d2e2", "P+.5", "前卒平５", "前卒平５");
    check(soldiers, "d3c3", "P-.3", "後卒平３", "后卒平３");
}

#[test]
fn three_soldiers_on_a_file() {
    let fen = "3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w - - 0 1";
    check(fen, "e7e8", "P++1", "前兵進一", "前兵进一");
    check(fen, "e6d6", "P5.6", "中兵平六", "中兵平六");
    check(fen, "e5f5", "P-.4", "後兵平四", "后兵平四");
}

#[test]
fn four_and_five_soldiers_on_a_file() {
    let five = "2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1";
    check(five, "c9b9", "++.8", "一兵平八", "一兵平八");
    check(five, "c8b8", "P+.8", "二兵平八", "二兵平八");
    check(five, "c7b7", "P7.8", "三兵平八", "三兵平八");
    check(five, "c6b6", "P-.8", "四兵平八", "四兵平八");
    check(five, "c5b5", "--.8", "五兵平八", "五兵平八");
    let four = "2P2k3/2P6/2P6/2P6/9/9/9/9/9/4K4 w - - 0 1";
    check(four, "c9d9", "++.6", "一兵平六", "一兵平六");
    check(four, "c8d8", "P+.6", "二兵平六", "二兵平六");
    check(four, "c7d7", "P-.6", "三兵平六", "三兵平六");
    check(four, "c6b6", "--.8", "四兵平八", "四兵平八");
    // Traditional 前 and 後 for the first and last are read too.
    let p = pos(five);
    assert_eq!(notation::parse(&p, "前兵平八"), Ok(mv("c9b9")));
    assert_eq!(notation::parse(&p, "後兵平八"), Ok(mv("c5b5")));
}

#[test]
fn soldiers_deep_on_two_files_name_the_file() {
    let fen = "3k5/9/9/2P1P4/2P1P4/9/9/9/9/4K4 w - - 0 1";
    check(fen, "e6e7", "5++1", "前五進一", "前五进一");
    check(fen, "c5b5", "7-.8", "後七平八", "后七平八");
    check(fen, "c6d6", "7+.6", "前七平六", "前七平六");
    let three_two = "3k5/9/2P6/2P1P4/2P1P4/9/9/9/9/4K4 w - - 0 1";
    check(three_two, "c6b6", "77.8", "中七平八", "中七平八");
    check(three_two, "c7c8", "7++1", "前七進一", "前七进一");
    check(three_two, "e5f5", "5-.4", "後五平四", "后五平四");
    let p = pos(three_two);
    // The long form with the piece kept, and the xqbase numbering across both files
    // (file 五 first, front to back, then file 七).
    assert_eq!(notation::parse(&p, "前兵七進一"), Ok(mv("c7c8")));
    assert_eq!(notation::parse(&p, "二兵平四"), Ok(mv("e5f5")));
    assert_eq!(notation::parse(&p, "三兵進一"), Ok(mv("c7c8")));
    assert_eq!(
        notation::parse(&p, "前兵進一"),
        Err(NotationError::Ambiguous(Ambiguity::DeepFiles(Piece::new(
            Color::Red,
            Role::Soldier
        ))))
    );
    // A soldier alone on its file keeps the plain form.
    let with_single = "3k5/9/9/2P1P1P2/2P1P4/9/9/9/9/4K4 w - - 0 1";
    check(with_single, "g6g7", "P3+1", "兵三進一", "兵三进一");
}

#[test]
fn advisors_and_elephants_on_one_file_keep_the_plain_form() {
    let advisors = "3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1";
    check(advisors, "d0e1", "A6+5", "仕六進五", "仕六进五");
    check(advisors, "d2e1", "A6-5", "仕六退五", "仕六退五");
    let elephants = "3k5/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1";
    check(elephants, "c0e2", "E7+5", "相七進五", "相七进五");
    check(elephants, "c4e2", "E7-5", "相七退五", "相七退五");
    check(elephants, "c4a2", "E7-9", "相七退九", "相七退九");
}

#[test]
fn reading_accepts_variants() {
    let start = pos(START);
    let black = pos(AFTER_H2E2);
    for text in [
        "h2e2",
        "H2-E2",
        "h2-e2",
        " h2e2 ",
        "C2=5",
        "c2.5",
        "炮２平５",
        "炮2平5",
        "砲二平五",
        "包二平五",
    ] {
        assert_eq!(notation::parse(&start, text), Ok(mv("h2e2")), "{text}");
    }
    for text in ["马8进7", "傌８進７", "馬八進七", "h8+7", "N8+7"] {
        assert_eq!(notation::parse(&black, text), Ok(mv("h9g7")), "{text}");
    }
    // Fairy-Stockfish writes the plain file for one of two tandem cannons when only it
    // can make the move; that reads too (its WXF output is written `C-+5` here).
    let fs = pos("1nba1a1n1/4k3r/2r1b4/p6c1/4p2Cp/6p2/c1P1P3P/2N5N/7C1/R1BAKAB1R w - - 4 21");
    assert_eq!(notation::format(&fs, mv("h1h6"), Notation::Wxf), "C-+5");
    assert_eq!(notation::parse(&fs, "C2+5"), Ok(mv("h1h6")));
    // The older order with front/rear after the piece.
    let chariots = pos("3k5/9/9/9/9/9/9/R8/R8/4K4 w - - 0 1");
    assert_eq!(notation::parse(&chariots, "車前平八"), Ok(mv("a2b2")));
    assert_eq!(
        notation::parse(&chariots, "俥後進一"),
        Err(illegal("a1a2", IllegalReason::OwnPieceOnTarget))
    );
}

#[test]
fn errors_say_what_is_wrong() {
    let start = pos(START);
    let err = |text: &str| notation::parse(&start, text).unwrap_err();
    assert_eq!(err(""), NotationError::Empty);
    assert_eq!(err("   "), NotationError::Empty);
    let syntax = |text: &str, expected| NotationError::Syntax {
        text: text.into(),
        expected,
    };
    assert_eq!(err("hello"), syntax("hello", Expected::Wxf));
    assert_eq!(err("C2.0"), syntax("C2.0", Expected::Wxf));
    assert_eq!(err("炮二平"), syntax("炮二平", Expected::Chinese));
    assert_eq!(err("X2.5"), NotationError::UnknownPiece("X".into()));
    assert_eq!(err("猫二平五"), NotationError::UnknownPiece("猫".into()));
    let red = |role| Piece::new(Color::Red, role);
    let missing = |m| NotationError::NoSuchPiece(m);
    let on_file = |role, file| {
        missing(Missing::OnFile {
            piece: red(role),
            file,
        })
    };
    assert_eq!(err("炮三平五"), on_file(Role::Cannon, 3));
    assert_eq!(err("C3.5"), on_file(Role::Cannon, 3));
    assert_eq!(
        err("前兵進一"),
        missing(Missing::DeepFile(red(Role::Soldier)))
    );
    let on_square = |color, square: &str| {
        missing(Missing::OnSquare {
            color,
            square: square.parse().unwrap(),
        })
    };
    assert_eq!(err("e2e3"), on_square(Color::Red, "e2"));
    assert_eq!(err("h9g7"), on_square(Color::Red, "h9"));
    let impossible = |role, direction, target| NotationError::Impossible {
        piece: red(role),
        direction,
        target,
    };
    assert_eq!(err("H2.3"), impossible(Role::Horse, Direction::Sideways, 3));
    assert_eq!(
        err("E3+4"),
        impossible(Role::Elephant, Direction::Forward, 4)
    );
    assert_eq!(err("C2+9"), impossible(Role::Cannon, Direction::Forward, 9));
    // The English sentences keep their facts.
    assert_eq!(err("C3.5").to_string(), "there is no red cannon on file 3");
    assert_eq!(
        err("H2.3").to_string(),
        "impossible move: a horse cannot move sideways to 3"
    );
    assert_eq!(err("h2h8"), illegal("h2h8", IllegalReason::PathBlocked));
    assert_eq!(err("R1+9"), illegal("i0i9", IllegalReason::PathBlocked));
    assert_eq!(
        err("兵七平六"),
        illegal("c3d3", IllegalReason::SoldierSidewaysBeforeRiver)
    );
    let checked = pos("4k4/9/9/9/9/9/9/4R4/9/3K5 b - - 0 1");
    assert_eq!(
        notation::parse(&checked, "將５進１"),
        Err(illegal("e9e8", IllegalReason::LeavesGeneralInCheck))
    );
    let chariots = pos("3k5/9/9/9/9/9/9/R8/R8/4K4 w - - 0 1");
    assert_eq!(
        notation::parse(&chariots, "俥九平八"),
        Err(NotationError::Ambiguous(Ambiguity::SeveralMovers {
            piece: Piece::new(Color::Red, Role::Chariot),
            count: 2,
        }))
    );
    // Every kind of error has a message (the page words it by the wasm crate's code).
    let every_kind = [
        err(""),
        err("hello"),
        err("X2.5"),
        err("炮三平五"),
        notation::parse(&chariots, "俥九平八").unwrap_err(),
        err("H2.3"),
        err("h2h8"),
    ];
    let kinds: std::collections::HashSet<_> =
        every_kind.iter().map(std::mem::discriminant).collect();
    assert_eq!(kinds.len(), every_kind.len());
    for e in every_kind {
        assert!(!e.to_string().is_empty());
    }
}

#[test]
fn detect_and_notation_names() {
    assert_eq!(notation::detect("h2e2"), Some(Notation::Iccs));
    assert_eq!(notation::detect("H2-E2"), Some(Notation::Iccs));
    assert_eq!(notation::detect("H2-3"), Some(Notation::Wxf));
    assert_eq!(notation::detect("C2.5"), Some(Notation::Wxf));
    assert_eq!(notation::detect("炮二平五"), Some(Notation::Chinese));
    assert_eq!(notation::detect(" "), None);
    for n in Notation::ALL {
        assert_eq!(n.as_str().parse::<Notation>(), Ok(n));
    }
    assert!("pinyin".parse::<Notation>().is_err());
}

#[test]
fn format_falls_back_to_iccs_for_a_move_without_a_piece() {
    let start = pos(START);
    for n in Notation::ALL {
        assert_eq!(notation::format(&start, mv("e4e5"), n), "e4e5");
    }
}

// ---- Round trips over random positions ----

/// Every legal move in `p` reads back from its text in every notation, both when the
/// notation is named and when it is detected.
fn assert_round_trips(p: &Position) -> Result<(), TestCaseError> {
    let legal = p.legal_moves();
    for n in Notation::ALL {
        let mut texts = Vec::new();
        for &m in legal.iter() {
            let text = notation::format(p, m, n);
            let shape = match n {
                Notation::ChineseSimplified => Notation::Chinese,
                n => n,
            };
            prop_assert_eq!(notation::detect(&text), Some(shape), "{} for {}", text, m);
            prop_assert_eq!(
                notation::parse_as(p, &text, n),
                Ok(m),
                "{} as {} in {}",
                text,
                n,
                p.fen()
            );
            prop_assert_eq!(
                notation::parse(p, &text),
                Ok(m),
                "{} detected in {}",
                text,
                p.fen()
            );
            texts.push(text);
        }
        texts.sort();
        texts.dedup();
        prop_assert_eq!(
            texts.len(),
            legal.len(),
            "two moves share a text in {}",
            p.fen()
        );
    }
    Ok(())
}

/// A tiny deterministic generator so a failing case is reproduced from its seed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A random legal position crowded with soldiers on few files, so that tandem pieces and
/// the multi-soldier forms come up often.
fn crowded_position(seed: u64) -> Position {
    let mut rng = Rng(seed | 1);
    loop {
        let mut setup = Setup::empty();
        setup.turn = if rng.below(2) == 0 {
            Color::Red
        } else {
            Color::Black
        };
        for color in Color::ALL {
            let palace: Vec<Square> = Square::all().filter(|s| s.in_palace(color)).collect();
            let general = palace[rng.below(palace.len())];
            setup.board[general.index()] = Some(Piece::new(color, Role::General));
            // Soldiers across the river, on two or three files.
            let files = [rng.below(9) as u8, rng.below(9) as u8, rng.below(9) as u8];
            for _ in 0..rng.below(6) {
                let rank = match color {
                    Color::Red => 5 + rng.below(5) as u8,
                    Color::Black => rng.below(5) as u8,
                };
                let sq = Square::new(files[rng.below(3)], rank).unwrap();
                setup.board[sq.index()].get_or_insert(Piece::new(color, Role::Soldier));
            }
            for role in [
                Role::Chariot,
                Role::Horse,
                Role::Cannon,
                Role::Advisor,
                Role::Elephant,
            ] {
                for _ in 0..rng.below(3) {
                    let sq = Square::from_index(rng.below(90)).unwrap();
                    setup.board[sq.index()].get_or_insert(Piece::new(color, role));
                }
            }
        }
        if let Ok(p) = setup.into_position() {
            return p;
        }
    }
}

/// The crowded positions do reach every multi-piece form, so their round trips test them.
#[test]
fn crowded_positions_exercise_every_form() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 1..400 {
        let p = crowded_position(seed);
        for &m in p.legal_moves().iter() {
            let wxf = notation::format(&p, m, Notation::Wxf);
            let chinese: Vec<char> = notation::format(&p, m, Notation::Chinese).chars().collect();
            let b = wxf.as_bytes();
            let wxf_form = match (b[0], b[1]) {
                (b'+', b'+') | (b'-', b'-') => "wxf ++/--",
                (b'1'..=b'9', b'+' | b'-') => "wxf file and sign",
                (x, y) if x.is_ascii_digit() && x == y => "wxf middle of two files",
                (_, b'+' | b'-') => "wxf tandem",
                _ => "wxf plain",
            };
            let chinese_form = match (chinese[0], chinese[1]) {
                ('中', '兵' | '卒') => "chinese 中",
                ('中', _) => "chinese 中 with file",
                ('二' | '三' | '四', '兵' | '卒') => "chinese 二三四",
                _ => "chinese other",
            };
            seen.insert(wxf_form);
            seen.insert(chinese_form);
        }
    }
    assert_eq!(seen.len(), 9, "{seen:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn round_trip_along_random_playouts(start in 0usize..1000, choices in prop::collection::vec(any::<u16>(), 0..120)) {
        let fens = perft_fens();
        let mut p = if start % 2 == 0 { Position::startpos() } else { pos(&fens[start % fens.len()]) };
        assert_round_trips(&p)?;
        for c in choices {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            p.make_move(legal[c as usize % legal.len()]);
            assert_round_trips(&p)?;
        }
    }

    #[test]
    fn round_trip_in_crowded_positions(seed in any::<u64>()) {
        assert_round_trips(&crowded_position(seed))?;
    }

    #[test]
    fn parsing_any_text_never_panics(text in "\\PC{0,8}") {
        let p = Position::startpos();
        let _ = notation::parse(&p, &text);
        for n in Notation::ALL {
            let _ = notation::parse_as(&p, &text, n);
        }
    }

    #[test]
    fn parsing_move_shaped_text_never_panics(
        a in "[KAEBHNRCP+\\-1-9前中後后一二三四五兵炮馬车]",
        b in "[0-9+\\-一二三四五六七八九１９前後]",
        c in "[+\\-.=進退平]",
        d in "[0-9一九１９]",
        seed in any::<u64>(),
    ) {
        let p = crowded_position(seed);
        let _ = notation::parse(&p, &format!("{a}{b}{c}{d}"));
    }
}

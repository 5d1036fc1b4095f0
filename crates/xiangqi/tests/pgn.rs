//! PGN export and import: the exact layout, round trips in every notation over random
//! games, what import tolerates, and errors that name the line.

mod common;

use common::random_record;
use proptest::prelude::*;
use xiangqi::notation::pgn::{
    self, Eval, GameResult, PgnError, PgnErrorKind, Record, Variation, MAX_EVAL_CP, MAX_MATE_MOVES,
    MAX_VARIATION_DEPTH,
};
use xiangqi::notation::{Missing, Notation, NotationError};
use xiangqi::{Color, Game, Move, Position, RuleSet};

fn mv(iccs: &str) -> Move {
    iccs.parse().unwrap()
}

fn record(fen: Option<&str>, moves: &[&str]) -> Record {
    let start = fen.map_or_else(Position::startpos, |f| Position::from_fen(f).unwrap());
    Record::new(start, moves.iter().map(|m| mv(m)).collect())
}

#[test]
fn export_layout_in_each_notation() {
    let mut r = record(None, &["h2e2", "h9g7", "h0g2"]);
    r.set_tag("Event", "Club night");
    r.set_tag("Date", "2026.12.01");
    r.set_tag("Red", "Ann");
    r.set_tag("Black", "Bo \"the rook\"");
    r.set_tag("Opening", "Central cannon");
    r.result = GameResult::RedWins;
    let head = |format: &str| {
        format!(
            "[Game \"Chinese Chess\"]\n[Event \"Club night\"]\n[Site \"?\"]\n[Date \"2026.12.01\"]\n\
             [Round \"?\"]\n[Red \"Ann\"]\n[Black \"Bo \\\"the rook\\\"\"]\n[Result \"1-0\"]\n\
             [Variant \"xiangqi\"]\n[Format \"{format}\"]\n[Opening \"Central cannon\"]\n\n"
        )
    };
    assert_eq!(
        pgn::export(&r, Notation::Chinese),
        head("Chinese") + "1. 炮二平五 馬８進７\n2. 傌二進三\n1-0\n"
    );
    assert_eq!(
        pgn::export(&r, Notation::ChineseSimplified),
        head("Chinese") + "1. 炮二平五 马８进７\n2. 马二进三\n1-0\n"
    );
    assert_eq!(
        pgn::export(&r, Notation::Wxf),
        head("WXF") + "1. C2.5 H8+7\n2. H2+3\n1-0\n"
    );
    assert_eq!(
        pgn::export(&r, Notation::Iccs),
        head("ICCS") + "1. H2-E2 H9-G7\n2. H0-G2\n1-0\n"
    );
}

#[test]
fn export_from_a_set_up_position_writes_fen_and_black_move_numbers() {
    let fen = "3k5/9/9/9/9/9/9/R8/R8/4K4 b - - 0 7";
    let r = record(Some(fen), &["d9d8", "a2a5", "d8d9"]);
    let text = pgn::export(&r, Notation::Wxf);
    assert!(text.contains(&format!("[FEN \"{fen}\"]\n")), "{text}");
    assert!(text.ends_with("\n7... K4+1\n8. R++3 K4-1\n*\n"), "{text}");
    assert!(!pgn::export(&record(None, &[]), Notation::Wxf).contains("[FEN"));
}

#[test]
fn import_reads_variations_and_tolerates_comments_nags_and_mixed_notations() {
    let text = "\u{feff}[Game \"Chinese Chess\"]\n\
        [Event \"Casual\"]\n\
        % an escape line\n\
        [Result \"1/2-1/2\"]\n\
        \n\
        {Opening comment\n spanning lines} 1.h2e2 {central cannon} 1... 馬8進7 $1\n\
        2. H2+3! (2. b0c2 {or this} (2. i0i1)) 車９平８?! ; rest of line ignored h2h9\n\
        3. 俥一平二 3... B7-C7\n\
        1/2-1/2\n\
        [Event \"Next game\"]\n1. e3e4 *\n";
    let r = pgn::import(text).unwrap();
    assert_eq!(
        r.moves,
        ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b7c7"].map(mv)
    );
    // `(2. b0c2 … (2. i0i1))`: two other second moves for Red, the second nested in the first.
    assert_eq!(
        r.variations,
        [Variation {
            variations: vec![line(0, &["i0i1"], vec![])],
            comments: vec![Some("or this".to_string())],
            ..line(2, &["b0c2"], vec![])
        }]
    );
    assert_eq!(
        r.comments,
        [
            Some("Opening comment\n spanning lines".to_string()),
            Some("central cannon".to_string())
        ]
    );
    assert_eq!(r.result, GameResult::Draw);
    assert_eq!(r.tag("Event"), Some("Casual"));
    assert_eq!(r.start, Position::startpos());
}

#[test]
fn pasted_text_may_comment_in_parentheses_but_a_variation_that_cannot_be_played_is_refused() {
    // As players copy games from pages and books: no tags, comments in braces and in
    // parentheses, one of them with a group of its own inside.
    let text = "1. 炮二平五 {中炮} 马８进７ (屏风马 (常见))\n2. 马二进三 (the usual reply) 车９平８\n3. 车一平二";
    let r = pgn::import(text).unwrap();
    assert_eq!(r.moves, ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0"].map(mv));
    assert!(r.variations.is_empty());
    let said = |words: &str| Some(words.to_string());
    assert_eq!(
        r.comments,
        [
            None,
            said("中炮"),
            said("屏风马 (常见)"),
            said("the usual reply")
        ]
    );
    // A variation stays one, and a move that reads but cannot be played is still refused.
    let r = pgn::import("1. 炮二平五 马８进７ (1... 马２进３) 2. 马二进三").unwrap();
    assert_eq!(r.variations.len(), 1);
    let error = pgn::import("1. 炮二平五 马８进７ (1... 车１进５) 2. 马二进三").unwrap_err();
    assert!(
        matches!(error.kind, PgnErrorKind::BadMove { .. }),
        "{error:?}"
    );
    // An unclosed comment in parentheses is named as such.
    let error = pgn::import("1. 炮二平五 (屏风马 2. 马二进三").unwrap_err();
    assert!(
        matches!(error.kind, PgnErrorKind::UnclosedVariation),
        "{error:?}"
    );
}

#[test]
fn import_reads_move_numbers_and_wxf_two_file_forms_apart() {
    // `33.4`-style WXF moves start with digits and a dot, like a move number.
    let fen = "3k5/9/2P6/2P1P4/2P1P4/9/9/9/9/4K4 w - - 0 1";
    let text = format!("[FEN \"{fen}\"]\n1. 77.8 K4+1 2.5++1 *");
    let r = pgn::import(&text).unwrap();
    assert_eq!(r.moves, ["c6b6", "d9d8", "e6e7"].map(mv));
}

fn line(at: usize, moves: &[&str], variations: Vec<Variation>) -> Variation {
    Variation {
        variations,
        ..Variation::new(at, moves.iter().map(|m| mv(m)).collect())
    }
}

#[test]
fn comments_are_kept_on_their_positions_written_back_and_found_by_path() {
    let said = |words: &str| Some(words.to_string());
    let text = "{Start} 1. h2e2 {Central cannon [%eval 0.3]} h9g7 \
                ({Or} 1... b9c7 {Left horse} 2. h0g2 (2. b0c2 {a note})) \
                2. h0g2 {[%eval 0.2]} *";
    let r = pgn::import(text).unwrap();
    assert_eq!(r.comments, [said("Start"), said("Central cannon")]);
    assert_eq!(
        r.evals,
        [None, Some(Eval::Cp(30)), None, Some(Eval::Cp(20))]
    );
    // A comment before a variation's first move goes with that move.
    let v = &r.variations[0];
    assert_eq!(v.comments, [said("Or\nLeft horse")]);
    assert_eq!(v.variations[0].comments, [said("a note")]);
    let paths: Vec<(String, &str)> = r
        .comments_by_path()
        .into_iter()
        .map(|(path, words)| {
            let path: Vec<String> = path.iter().map(Move::to_string).collect();
            (path.join(" "), words)
        })
        .collect();
    assert_eq!(
        paths,
        [
            ("".to_string(), "Start"),
            ("h2e2".to_string(), "Central cannon"),
            ("h2e2 b9c7".to_string(), "Or\nLeft horse"),
            ("h2e2 b9c7 b0c2".to_string(), "a note"),
        ]
    );
    // Written back after their moves, and read again the same.
    let out = pgn::export(&r, Notation::Iccs);
    assert!(
        out.ends_with(
            "{Start} 1. H2-E2 {[%eval 0.30]} {Central cannon} H9-G7 \
             (1... B9-C7 {Or\nLeft horse} 2. H0-G2 (2. B0-C2 {a note}))\n\
             2. H0-G2 {[%eval 0.20]}\n*\n"
        ),
        "{out}"
    );
    let back = pgn::import(&out).unwrap();
    assert_eq!(back.comments, r.comments);
    assert_eq!(back.variations[0].comments, v.comments);
    // A comment is put on a position by its path, and nowhere the record does not go.
    let mut r = record(None, &["h2e2", "h9g7"]);
    r.variations = vec![line(2, &["h0g2"], vec![])];
    assert!(r.add_comment(&[], "start".to_string()));
    assert!(r.add_comment(&["h2e2", "h9g7", "h0g2"].map(mv), "beyond".to_string()));
    assert!(r.add_comment(&["h2e2"].map(mv), "one".to_string()));
    assert!(r.add_comment(&["h2e2"].map(mv), "two {braced}".to_string()));
    assert!(!r.add_comment(&["b0c2"].map(mv), "nowhere".to_string()));
    assert_eq!(r.comments, [said("start"), said("one\ntwo {braced}")]);
    assert_eq!(r.variations[0].comments, [said("beyond")]);
    // Braces in a comment are written as parentheses: PGN's comments do not nest.
    let out = pgn::export(&r, Notation::Iccs);
    assert!(
        out.ends_with(
            "{start} 1. H2-E2 {one\ntwo (braced)} H9-G7 (1... H9-G7 2. H0-G2 {beyond})\n*\n"
        ),
        "{out}"
    );
}

#[test]
fn variations_are_written_after_the_move_they_replace_and_read_back() {
    let mut r = record(None, &["h2e2", "h9g7", "h0g2", "i9h9"]);
    r.variations = vec![
        // Black's first reply, otherwise: the move after it is numbered again.
        line(1, &["b9c7", "h0g2"], vec![line(1, &["b0c2"], vec![])]),
        line(3, &["b9c7"], vec![]),
    ];
    let text = pgn::export(&r, Notation::Iccs);
    assert!(
        text.ends_with(
            "1. H2-E2 H9-G7 (1... B9-C7 2. H0-G2 (2. B0-C2))\n2. H0-G2 I9-H9 (2... B9-C7)\n*\n"
        ),
        "{text}"
    );
    for n in Notation::ALL {
        let back = pgn::import(&pgn::export(&r, n)).unwrap();
        assert_eq!(back.moves, r.moves);
        assert_eq!(back.variations, r.variations, "{n:?}");
    }
}

#[test]
fn a_line_that_goes_on_past_the_last_move_is_written_as_that_move_again() {
    let mut r = record(None, &["h2e2", "h9g7"]);
    r.variations = vec![line(2, &["h0g2", "i9h9"], vec![])];
    let text = pgn::export(&r, Notation::Iccs);
    assert!(
        text.ends_with("1. H2-E2 H9-G7 (1... H9-G7 2. H0-G2 I9-H9)\n*\n"),
        "{text}"
    );
    let back = pgn::import(&text).unwrap();
    assert_eq!(
        back.variations,
        [line(1, &["h9g7", "h0g2", "i9h9"], vec![])]
    );
}

#[test]
fn evaluations_are_written_as_eval_comments_and_read_back() {
    let mut r = record(None, &["h2e2", "h9g7", "e2e6"]);
    r.evals = vec![
        Some(Eval::Cp(20)),
        Some(Eval::Cp(-5)),
        None,
        Some(Eval::Mate(-3)),
    ];
    r.variations = vec![line(1, &["b9c7"], vec![])];
    let text = pgn::export(&r, Notation::Iccs);
    assert!(
        text.ends_with(
            "{[%eval 0.20]} 1. H2-E2 {[%eval -0.05]} H9-G7 (1... B9-C7)\n\
             2. E2-E6 {[%eval #-3]}\n*\n"
        ),
        "{text}"
    );
    for n in Notation::ALL {
        let back = pgn::import(&pgn::export(&r, n)).unwrap();
        assert_eq!(back.evals, r.evals, "{n:?}");
        assert_eq!(back.variations, r.variations);
    }
    // Other comments, and evaluations inside variations, are not the main line's.
    let back =
        pgn::import("1. h2e2 {good [%eval 1.5] idea} h9g7 ({[%eval 9]} 1... b9c7) *").unwrap();
    assert_eq!(back.evals, [None, Some(Eval::Cp(150))]);
    assert_eq!(pgn::import("1. h2e2 {[%eval x]} *").unwrap().evals, []);
    let read = |text: &str| {
        pgn::import(&format!("1. h2e2 {{[%eval {text}]}} *"))
            .unwrap()
            .evals
    };
    assert_eq!(read("+2"), [None, Some(Eval::Cp(200))]);
    assert_eq!(read(".5"), [None, Some(Eval::Cp(50))]);
    assert_eq!(read("-0.125"), [None, Some(Eval::Cp(-13))]);
    assert_eq!(read("1e3"), []);
    // Within a thousand pawns and a mate in a thousand moves, or the import is refused.
    assert_eq!(read("-1000"), [None, Some(Eval::Cp(-MAX_EVAL_CP))]);
    assert_eq!(read("#1000"), [None, Some(Eval::Mate(MAX_MATE_MOVES))]);
    for (text, shown) in [
        ("#999999999", "#999999999"),
        ("#-1001", "#-1001"),
        ("1000.01", "1000.01"),
    ] {
        let e = error(&format!("1. h2e2\n{{[%eval {text}]}} *"));
        assert_eq!(
            (e.line, e.kind),
            (2, PgnErrorKind::EvalOutOfRange(shown.to_string()))
        );
    }
}

#[test]
fn variations_nest_as_deep_as_the_limit_and_no_deeper() {
    let nested = |depth: usize| {
        format!(
            "1. h2e2 {}h9g7{} *",
            "(1. h0g2\n".repeat(depth),
            ")".repeat(depth)
        )
    };
    let r = pgn::import(&nested(MAX_VARIATION_DEPTH)).unwrap();
    let mut depth = 0;
    let mut below = &r.variations;
    while let Some(variation) = below.first() {
        depth += 1;
        below = &variation.variations;
    }
    assert_eq!(depth, MAX_VARIATION_DEPTH);
    // The parenthesis too many is named by its line; however deep the text goes, nothing
    // deeper is built (nor, in WebAssembly, copied out or dropped on a stack of calls).
    let e = error(&nested(MAX_VARIATION_DEPTH + 1));
    assert_eq!(
        (e.line, e.kind),
        (MAX_VARIATION_DEPTH + 1, PgnErrorKind::VariationTooDeep)
    );
    assert_eq!(error(&nested(100_000)).kind, PgnErrorKind::VariationTooDeep);
    // A variation opened before any move is read and dropped; a result inside one is ignored.
    let r = pgn::import("(1. h2e2) 1. h0g2 (1. b0c2 *) h9g7 1-0").unwrap();
    assert_eq!(r.moves, ["h0g2", "h9g7"].map(mv));
    assert_eq!(r.variations, [line(0, &["b0c2"], vec![])]);
    assert_eq!(r.result, GameResult::RedWins);
}

fn error(text: &str) -> PgnError {
    pgn::import(text).unwrap_err()
}

#[test]
fn import_errors_name_the_line_and_the_problem() {
    assert_eq!(error("").kind, PgnErrorKind::Empty);
    assert_eq!(error("  \n{just a comment}\n").kind, PgnErrorKind::Empty);

    let e = error("[Event \"x\"]\n[Red Ann]\n1. h2e2");
    assert_eq!(
        (e.line, e.kind),
        (2, PgnErrorKind::BadTag("[Red Ann]".into()))
    );

    let e = error("[Event \"x\"]\n[FEN \"rnbakabnr/9/9 w\"]\n1. h2e2");
    assert_eq!(e.line, 2);
    assert!(matches!(e.kind, PgnErrorKind::BadFen(_)));

    let e = error("[Variant \"chess\"]\n1. e4 e5");
    assert_eq!(
        (e.line, e.kind),
        (1, PgnErrorKind::NotXiangqi("chess".into()))
    );

    let e = error("[Event \"x\"]\n\n1. h2e2 h9g7\n2. h2h9 *");
    assert_eq!(e.line, 4);
    assert_eq!(
        e.kind,
        PgnErrorKind::BadMove {
            number: 2,
            text: "h2h9".into(),
            error: NotationError::NoSuchPiece(Missing::OnSquare {
                color: Color::Red,
                square: "h2".parse().unwrap(),
            }),
        }
    );
    let e = error("1. 炮二平五 馬８進７ 2. 炮二平五");
    assert!(matches!(
        e.kind,
        PgnErrorKind::BadMove {
            number: 2,
            error: NotationError::NoSuchPiece(_),
            ..
        }
    ));
    let e = error("1. C2.5\n H8+7\n2. R1+9");
    assert_eq!(e.line, 3);
    assert!(matches!(
        e.kind,
        PgnErrorKind::BadMove {
            number: 2,
            error: NotationError::Illegal(_),
            ..
        }
    ));

    let e = error("1. h2e2 {never closed\nh9g7");
    assert_eq!((e.line, e.kind), (1, PgnErrorKind::UnclosedComment));
    let e = error("1. h2e2\n(1. b2e2 (1. h0g2)\nh9g7");
    assert_eq!((e.line, e.kind), (2, PgnErrorKind::UnclosedVariation));
    let e = error("1. h2e2 h9g7)\n");
    assert_eq!((e.line, e.kind), (1, PgnErrorKind::UnopenedVariation));
    let e = error("[Result \"1-0\"]\n1. h2e2 h9g7\n0-1");
    assert_eq!(
        (e.line, e.kind),
        (
            3,
            PgnErrorKind::ResultMismatch {
                tag: GameResult::RedWins,
                moves: GameResult::BlackWins
            }
        )
    );
    let e = error("1. h2e2 }");
    assert_eq!(e.line, 1);
    assert!(matches!(e.kind, PgnErrorKind::BadMove { .. }));

    assert_eq!(error("1. h2e2 {x").kind, PgnErrorKind::UnclosedComment);
    assert!(matches!(
        error("1. h2e2 zz").kind,
        PgnErrorKind::BadMove { .. }
    ));
    // Every error says where and what.
    assert!(error("1. h2e2 h9g7\n2. zz")
        .to_string()
        .starts_with("line 2: move 2 'zz'"));
}

#[test]
fn games_convert_to_records_and_back() {
    let mut game = Game::new(RuleSet::Asian);
    for m in ["h2e2", "h9g7", "h0g2"] {
        game.play(mv(m)).unwrap();
    }
    game.resign(Color::Black);
    let r = Record::from_game(&game);
    assert_eq!(r.result, GameResult::RedWins);
    assert_eq!(r.moves, game.moves());
    let back = pgn::import(&pgn::export(&r, Notation::Chinese))
        .unwrap()
        .to_game(RuleSet::Asian)
        .unwrap();
    assert_eq!(back.moves(), game.moves());
    assert_eq!(back.outcome(), game.outcome());
    assert_eq!(
        Record::from_game(&Game::new(RuleSet::Casual)).result,
        GameResult::Unknown
    );
}

#[test]
fn a_game_lost_on_time_says_so_and_reads_back_as_one() {
    let mut game = Game::new(RuleSet::Asian);
    for m in ["h2e2", "h9g7", "h0g2"] {
        game.play(mv(m)).unwrap();
    }
    game.flag_fall();
    let text = pgn::export(&Record::from_game(&game), Notation::Wxf);
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
    let back = pgn::import(&text).unwrap().to_game(RuleSet::Asian).unwrap();
    assert_eq!(
        back.outcome().map(|o| o.to_string()),
        Some("red timeout".into())
    );
    // A result the clock cannot explain (the side to move, Black, winning on time) is a
    // resignation, as without the tag.
    let odd = text.replace("1-0", "0-1");
    let back = pgn::import(&odd).unwrap().to_game(RuleSet::Asian).unwrap();
    assert_eq!(
        back.outcome().map(|o| o.to_string()),
        Some("black resignation".into())
    );
}

#[test]
fn a_game_left_says_so_and_reads_back_as_one() {
    let mut game = Game::new(RuleSet::Asian);
    game.play(mv("h2e2")).unwrap();
    game.abandon(Color::Black);
    let text = pgn::export(&Record::from_game(&game), Notation::Wxf);
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    assert!(text.contains("[Termination \"abandoned\"]"), "{text}");
    let back = pgn::import(&text).unwrap().to_game(RuleSet::Asian).unwrap();
    assert_eq!(
        back.outcome().map(|o| o.to_string()),
        Some("red abandonment".into())
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn records_round_trip_in_every_notation(
        start in 0usize..1000,
        choices in prop::collection::vec(any::<u16>(), 0..100),
        result in 0usize..4,
        others in prop::collection::vec((any::<u16>(), prop::collection::vec(any::<u16>(), 1..5)), 0..4),
        event in "[ -~]{0,12}",
        red in "\\PC{0,6}",
        said in prop::collection::vec("[a-z]{1,5}( [a-z0-9-]{1,5}){0,2}", 0..4),
    ) {
        let mut r = random_record(start, &choices, &others, &said);
        r.result = [GameResult::RedWins, GameResult::BlackWins, GameResult::Draw, GameResult::Unknown][result];
        r.set_tag("Event", &event);
        r.set_tag("Red", &red);
        for n in Notation::ALL {
            let text = pgn::export(&r, n);
            let back = pgn::import(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            prop_assert_eq!(&back.start, &r.start);
            prop_assert_eq!(&back.moves, &r.moves, "{}", text);
            prop_assert_eq!(&back.variations, &r.variations, "{}", text);
            prop_assert_eq!(back.comments_by_path(), r.comments_by_path(), "{}", text);
            prop_assert_eq!(back.result, r.result);
            // Control characters are dropped when writing tags; the rest survives.
            let clean = |s: &str| s.chars().filter(|c| !c.is_control()).collect::<String>();
            prop_assert_eq!(back.tag("Event").map(str::to_string), Some(clean(&event)));
            prop_assert_eq!(back.tag("Red").map(str::to_string), Some(clean(&red)));
        }
    }

    #[test]
    fn importing_any_text_never_panics(text in "\\PC{0,200}") {
        let _ = pgn::import(&text);
    }
}

#[test]
fn every_game_of_a_file_is_read_on_its_own_and_a_bad_one_stops_no_other() {
    let text = "\
[Event \"one\"]
[Result \"1-0\"]

1. h2e2 h9g7 {a [bracket] in a comment} 1-0

[Event \"two\"]

1. h2e2 h9g7
2. i0i9 *
% an escaped line
[Event \"three\"]
[FEN \"3k5/9/9/9/9/9/9/9/4R4/4K4 w\"]
1. e1e8 *
";
    let games = pgn::import_all(text);
    assert_eq!(games.len(), 3, "{games:?}");
    let first = games[0].as_ref().unwrap();
    assert_eq!(
        (first.tag("Event"), first.moves.len(), first.result),
        (Some("one"), 2, GameResult::RedWins)
    );
    let Err(PgnError {
        line: 9,
        kind: PgnErrorKind::BadMove { number: 2, .. },
    }) = &games[1]
    else {
        panic!(
            "game two's error names its line in the whole file: {:?}",
            games[1]
        )
    };
    let third = games[2].as_ref().unwrap();
    assert_eq!(
        (third.tag("Event"), third.moves.clone()),
        (Some("three"), vec![mv("e1e8")])
    );
    // One at a time, saying how far into the text each game ends.
    let mut reading = pgn::Games::default();
    let mut read = Vec::new();
    while let Some(game) = reading.next(text) {
        read.push((game.is_ok(), reading.bytes_read()));
    }
    let second = text.find("[Event \"two\"]").unwrap();
    let third = text.find("[Event \"three\"]").unwrap();
    assert_eq!(
        read,
        [(true, second), (false, third), (true, text.len())],
        "{text}"
    );
    // The first game alone, as import reads it; no game at all is one error.
    assert_eq!(&pgn::import(text).unwrap(), first);
    assert!(matches!(
        &pgn::import_all(" \n")[..],
        [Err(PgnError {
            kind: PgnErrorKind::Empty,
            ..
        })]
    ));
    // A tag line that is not one still ends a game and is that game's error.
    let games = pgn::import_all("1. h2e2 *\n[Event x]\n1. h9g7 *\n[Event \"y\"]\n1. h2e2 *\n");
    assert_eq!(games.len(), 3);
    assert!(matches!(
        &games[1],
        Err(PgnError {
            line: 2,
            kind: PgnErrorKind::BadTag(_)
        })
    ));
    assert!(games[0].is_ok() && games[2].is_ok());
}

//! DhtmlXQ: the shapes pages carry it in, start positions, lines and comments, errors
//! that name the line, and round trips with PGN.

mod common;

use common::random_record;
use proptest::prelude::*;
use xiangqi::notation::dhtmlxq::{self, DhtmlXqErrorKind};
use xiangqi::notation::pgn::{self, GameResult, Variation};
use xiangqi::notation::Notation;
use xiangqi::{IllegalReason, Move, Position, PositionError, Square};

fn mv(iccs: &str) -> Move {
    iccs.parse().unwrap()
}

fn said(words: &str) -> Option<String> {
    Some(words.to_string())
}

const START_BINIT: &str = "8979695949392919097717866646260600102030405060708012720323436383";

/// A game as dpxq.com's pages give it: tags, the usual start written out, a variation
/// with one of its own, comments on the game and on the lines, `||` line breaks and a
/// closing tag that does not match its opening.
const BLOCK: &str = "[DhtmlXQ]
[DhtmlXQ_ver]www_dpxq_com[/DhtmlXQ_ver]
[DhtmlXQ_title]胡荣华 先胜 杨官璘[/DhtmlXQ_title]
[DhtmlXQ_event]全国象棋个人赛[/DhtmlXQ_event]
[DhtmlXQ_date]1960-12-01[/DhtmlXQ_date]
[DhtmlXQ_place]北京[/DhtmlXQ_place]
[DhtmlXQ_red]胡荣华[/DhtmlXQ_red]
[DhtmlXQ_black]杨官璘[/DhtmlXQ_black]
[DhtmlXQ_redtime]10[/DhtmlXQ_time]
[DhtmlXQ_result]红胜[/DhtmlXQ_result]
[DhtmlXQ_open]C84 中炮巡河炮对屏风马 黑飞右象[/DhtmlXQ_open]
[DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]
[DhtmlXQ_movelist]774770627967[/DhtmlXQ_movelist]
[DhtmlXQ_move_0_2_1]12427967[/DhtmlXQ_move_0_2_1]
[DhtmlXQ_move_1_3_2]1927[/DhtmlXQ_move_1_3_2]
[DhtmlXQ_comment0]第3局||开局[/DhtmlXQ_comment0]
[DhtmlXQ_comment1]中炮[/DhtmlXQ_comment1]
[DhtmlXQ_comment1_3]第一变第三着[/DhtmlXQ_comment1_3]
[DhtmlXQ_comment2_3]嵌套变着|[/DhtmlXQ_comment2_3]
[/DhtmlXQ]";

#[test]
fn a_game_from_a_page_reads_with_its_lines_comments_and_tags() {
    let r = dhtmlxq::import(BLOCK).unwrap();
    assert_eq!(r.start, Position::startpos());
    assert_eq!(r.moves, ["h2e2", "h9g7", "h0g2"].map(mv));
    assert_eq!(
        r.variations,
        [Variation {
            at: 1,
            moves: vec![mv("b7e7"), mv("h0g2")],
            variations: vec![Variation {
                comments: vec![said("嵌套变着")],
                ..Variation::new(1, vec![mv("b0c2")])
            }],
            comments: vec![None, said("第一变第三着")],
        }]
    );
    assert_eq!(r.comments, [said("第3局\n开局"), said("中炮")]);
    assert_eq!(r.result, GameResult::RedWins);
    for (name, value) in [
        ("Title", "胡荣华 先胜 杨官璘"),
        ("Event", "全国象棋个人赛"),
        ("Date", "1960.12.01"),
        ("Site", "北京"),
        ("Red", "胡荣华"),
        ("Black", "杨官璘"),
        ("ECCO", "C84"),
        ("Opening", "中炮巡河炮对屏风马"),
        ("Variation", "黑飞右象"),
    ] {
        assert_eq!(r.tag(name), Some(value), "{name}");
    }
}

#[test]
fn the_shapes_pages_carry_it_in_read_the_same() {
    // A script variable, its value cut into strings joined by `+`.
    let script = format!(
        "<script>\nvar DhtmlXQ_movelist = ''+'[DhtmlXQ_move'+'list]774770627967[/DhtmlXQ_move'+'list]';\n\
         var DhtmlXQ_binit = '{START_BINIT}';\n</script>"
    );
    let r = dhtmlxq::import(&script).unwrap();
    assert_eq!(r.moves, ["h2e2", "h9g7", "h0g2"].map(mv));
    // The segmented script form: `[0_1_0]` is the game.
    let segmented = "var DhtmlXQ_movelist = '[0_1_0]774770627967[/0_1_0][0_2_1]12427967[/0_2_1]';";
    let r = dhtmlxq::import(segmented).unwrap();
    assert_eq!(r.moves.len(), 3);
    assert_eq!(r.variations[0].moves, [mv("b7e7"), mv("h0g2")]);
    // URL-encoded in an iframe's name.
    let iframe = "<iframe src=\"viewer.html\" name=\"%5BDhtmlXQ%5D%5BDhtmlXQ_red%5D%E8%83%A1%5B/DhtmlXQ_red%5D\
                  %5BDhtmlXQ_movelist%5D77477062%5B/DhtmlXQ_movelist%5D%5B/DhtmlXQ%5D\"></iframe>";
    let r = dhtmlxq::import(iframe).unwrap();
    assert_eq!(r.moves, ["h2e2", "h9g7"].map(mv));
    assert_eq!(r.tag("Red"), Some("胡"));
    // Tags left open end at the next tag; a block in HTML keeps its `<br>` outside values.
    let loose = "[DhtmlXQ_title]Open\n[DhtmlXQ_movelist]7747<br>\n";
    let r = dhtmlxq::import(loose).unwrap();
    assert_eq!(r.tag("Title"), Some("Open"));
    assert!(
        dhtmlxq::looks_like(loose) && dhtmlxq::looks_like(iframe) && dhtmlxq::looks_like(segmented)
    );
    assert!(!dhtmlxq::looks_like("1. h2e2 h9g7"));
}

#[test]
fn a_set_up_position_reads_from_its_points_and_its_first_mover() {
    // Red general e0 (slot 4), a red chariot a0 (slot 0), black general e9 (slot 20),
    // the rest off the board; Black moves first.
    let mut binit = vec!["99"; 32];
    binit[0] = "09";
    binit[4] = "49";
    binit[20] = "30";
    let text = format!(
        "[DhtmlXQ_binit]{}[/DhtmlXQ_binit][DhtmlXQ_movelist]30310900[/DhtmlXQ_movelist]",
        binit.concat()
    );
    let r = dhtmlxq::import(&text).unwrap();
    assert_eq!(r.start.fen(), "3k5/9/9/9/9/9/9/9/9/R3K4 b - - 0 1");
    assert_eq!(r.moves, ["d9d8", "a0a9"].map(mv));
    // And back: the set-up position is written out, black to move by its first move.
    let back = dhtmlxq::import(&dhtmlxq::export(&r)).unwrap();
    assert_eq!(back.start, r.start);
    assert_eq!(back.moves, r.moves);
}

fn error(text: &str) -> (usize, DhtmlXqErrorKind) {
    let e = dhtmlxq::import(text).unwrap_err();
    (e.line, e.kind)
}

#[test]
fn what_cannot_be_a_game_is_refused_with_its_line_and_reason() {
    assert_eq!(
        error("[DhtmlXQ]\n[DhtmlXQ_title]x[/DhtmlXQ_title]\n[/DhtmlXQ]").1,
        DhtmlXqErrorKind::Empty
    );
    assert_eq!(
        error("[DhtmlXQ]\n[DhtmlXQ_binit]8979[/DhtmlXQ_binit]"),
        (2, DhtmlXqErrorKind::BadBoard("8979".into()))
    );
    let shared = START_BINIT.replacen("89", "79", 1);
    assert_eq!(
        error(&format!("[DhtmlXQ_binit]{shared}[/DhtmlXQ_binit]")),
        (
            1,
            DhtmlXqErrorKind::SharedPoint("h0".parse::<Square>().unwrap())
        )
    );
    let no_general = START_BINIT.replacen("49", "99", 1);
    assert!(matches!(
        error(&format!("[DhtmlXQ_binit]{no_general}[/DhtmlXQ_binit]")).1,
        DhtmlXqErrorKind::BadPosition(PositionError::MissingGeneral(_))
    ));
    assert_eq!(
        error("\n[DhtmlXQ_movelist]77477[/DhtmlXQ_movelist]"),
        (2, DhtmlXqErrorKind::BadMoves("77477".into()))
    );
    assert_eq!(
        error("[DhtmlXQ_movelist]7a47[/DhtmlXQ_movelist]").1,
        DhtmlXqErrorKind::BadMoves("7a47".into())
    );
    // The third move leaves a chariot's path through the cannon: refused with its number.
    let e = dhtmlxq::import("[DhtmlXQ_movelist]\n77477062\n8980[/DhtmlXQ_movelist]").unwrap_err();
    assert_eq!(e.line, 1);
    let DhtmlXqErrorKind::IllegalMove { number, refused } = e.kind else {
        panic!("{e:?}")
    };
    assert_eq!(
        (number, refused.mv, refused.reason),
        (3, mv("i0i9"), IllegalReason::PathBlocked)
    );
    assert!(e.to_string().starts_with("line 1: move 3 (i0i9): "), "{e}");
    // A line must hang from a line and a move the game has.
    assert_eq!(
        error("[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]\n[DhtmlXQ_move_0_5_1]7062[/DhtmlXQ_move_0_5_1]"),
        (2, DhtmlXqErrorKind::Unattached("move_0_5_1".into()))
    );
    assert_eq!(
        error("[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]\n[DhtmlXQ_move_3_2_1]7062[/DhtmlXQ_move_3_2_1]"),
        (2, DhtmlXqErrorKind::Unattached("move_3_2_1".into()))
    );
    // A line that hangs from itself, or two that hang from each other, hang from nothing.
    assert_eq!(
        error("[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]\n[DhtmlXQ_move_1_1_1]7062[/DhtmlXQ_move_1_1_1]"),
        (2, DhtmlXqErrorKind::Unattached("move_1_1_1".into()))
    );
    assert_eq!(
        error("[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]\n[DhtmlXQ_move_2_1_1]7062[/DhtmlXQ_move_2_1_1]\n[DhtmlXQ_move_1_1_2]7062[/DhtmlXQ_move_1_1_2]"),
        (2, DhtmlXqErrorKind::Unattached("move_2_1_1".into()))
    );
    // A line from one past the game's last move goes on from there.
    let r = dhtmlxq::import(
        "[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_move_0_2_1]7062[/DhtmlXQ_move_0_2_1]",
    )
    .unwrap();
    assert_eq!(r.variations, [Variation::new(1, vec![mv("h9g7")])]);
}

#[test]
fn export_writes_a_block_a_forum_post_carries() {
    let r = dhtmlxq::import(BLOCK).unwrap();
    let text = dhtmlxq::export(&r);
    assert!(
        text.starts_with("[DhtmlXQ]\n[DhtmlXQ_title]胡荣华 先胜 杨官璘[/DhtmlXQ_title]\n"),
        "{text}"
    );
    for line in [
        "[DhtmlXQ_date]1960-12-01[/DhtmlXQ_date]",
        "[DhtmlXQ_result]红胜[/DhtmlXQ_result]",
        "[DhtmlXQ_open]C84 中炮巡河炮对屏风马 黑飞右象[/DhtmlXQ_open]",
        "[DhtmlXQ_movelist]774770627967[/DhtmlXQ_movelist]",
        "[DhtmlXQ_move_0_2_1]12427967[/DhtmlXQ_move_0_2_1]",
        "[DhtmlXQ_move_1_3_2]1927[/DhtmlXQ_move_1_3_2]",
        "[DhtmlXQ_comment0]第3局||开局[/DhtmlXQ_comment0]",
        "[DhtmlXQ_comment1_3]第一变第三着[/DhtmlXQ_comment1_3]",
        "[DhtmlXQ_comment2_3]嵌套变着[/DhtmlXQ_comment2_3]",
    ] {
        assert!(text.contains(&format!("{line}\n")), "{line}\n{text}");
    }
    // The usual start is not written out; brackets in a value cannot end it early.
    assert!(!text.contains("binit"));
    let mut r = r;
    r.set_tag("Event", "Cup [final]");
    assert!(dhtmlxq::export(&r).contains("[DhtmlXQ_event]Cup (final)[/DhtmlXQ_event]"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn pgn_to_dhtmlxq_to_pgn_keeps_moves_start_result_and_comments(
        start in 0usize..1000,
        choices in prop::collection::vec(any::<u16>(), 0..80),
        result in 0usize..4,
        others in prop::collection::vec((any::<u16>(), prop::collection::vec(any::<u16>(), 1..5)), 0..4),
        said in prop::collection::vec("[a-z]{1,5}( [a-z0-9-]{1,5}){0,2}(\n[a-z]{1,4})?", 0..4),
        red in "[a-z\u{4e00}-\u{4e10}]{0,6}",
    ) {
        let mut r = random_record(start, &choices, &others, &said);
        r.result = [GameResult::RedWins, GameResult::BlackWins, GameResult::Draw, GameResult::Unknown][result];
        r.set_tag("Red", &red);
        let pgn_text = pgn::export(&r, Notation::Chinese);
        let from_pgn = pgn::import(&pgn_text).unwrap();
        let block = dhtmlxq::export(&from_pgn);
        let back = dhtmlxq::import(&block).map_err(|e| TestCaseError::fail(format!("{e}\n{block}")))?;
        let again = pgn::import(&pgn::export(&back, Notation::Chinese)).unwrap();
        // A position with no moves says nothing of whose turn it is.
        if !r.moves.is_empty() {
            prop_assert_eq!(&again.start.to_setup().board, &r.start.to_setup().board);
            prop_assert_eq!(again.start.turn(), r.start.turn());
        }
        prop_assert_eq!(&again.moves, &r.moves, "{}", block);
        prop_assert_eq!(&again.variations, &r.variations, "{}", block);
        prop_assert_eq!(again.comments_by_path(), r.comments_by_path(), "{}", block);
        prop_assert_eq!(again.result, r.result);
        // PGN writes an unknown name as `?`.
        let red = if red.is_empty() { "?" } else { red.as_str() };
        prop_assert_eq!(again.tag("Red"), Some(red));
    }

    #[test]
    fn reading_any_text_never_panics(text in "(\\[DhtmlXQ_[a-z_0-9]{0,12}\\]|\\[/DhtmlXQ[a-z_]{0,6}\\]|[0-9]{0,8}|%5B|'\\+'|\\PC{0,4})*") {
        let _ = dhtmlxq::import(&text);
    }
}

/// The variations' tree, written out without the comments (a `[` in a comment is written
/// as `(`: DhtmlXQ cannot carry it inside a tag), as the fuzz target compares it.
fn tree(variations: &[Variation]) -> String {
    let mut out = String::new();
    for v in variations {
        out += &format!("{}:", v.at);
        for m in &v.moves {
            out += &format!("{m} ");
        }
        out += &format!("({})", tree(&v.variations));
    }
    out
}

#[test]
fn the_fuzz_seeds_read_and_what_is_read_writes_back_the_same() {
    // The fuzz target's property (fuzz/fuzz_targets/dhtmlxq.rs) on its seeds, hostile
    // shapes among them: many tags on one line, lines hanging from lines.
    let seeds = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fuzz/seeds/dhtmlxq");
    let mut read = 0;
    for entry in std::fs::read_dir(seeds).unwrap() {
        let path = entry.unwrap().path();
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        let record = dhtmlxq::import(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let again = dhtmlxq::import(&dhtmlxq::export(&record)).unwrap();
        assert_eq!(again.moves, record.moves, "{}", path.display());
        assert_eq!(
            tree(&again.variations),
            tree(&record.variations),
            "{}",
            path.display()
        );
        read += 1;
    }
    assert!(read >= 5, "{read} seeds");
}

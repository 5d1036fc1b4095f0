//! ChessBridge games (CBR) and libraries (CBL), written here byte by byte from the
//! published layout: moves, variations, comments, headings, and errors.

mod common;

use common::assert_short_game;
use xiangqi::notation::cbr::{self, CbrError, LibraryEntry};
use xiangqi::notation::TreeError;
use xiangqi::{IllegalReason, Move};

fn mv(iccs: &str) -> Move {
    iccs.parse().unwrap()
}

fn utf16(text: &str) -> Vec<u8> {
    text.encode_utf16().flat_map(u16::to_le_bytes).collect()
}

/// A point as ChessBridge writes it: row (from Black's back rank) × 9 + file.
fn point(square: &str) -> u8 {
    let b = square.as_bytes();
    (9 - (b[1] - b'0')) * 9 + (b[0] - b'a')
}

/// The usual start, row by row from Black's back rank.
const START_ROWS: [&str; 10] = [
    "rnbakabnr",
    ".........",
    ".c.....c.",
    "p.p.p.p.p",
    ".........",
    ".........",
    "P.P.P.P.P",
    ".C.....C.",
    ".........",
    "RNBAKABNR",
];

fn piece_byte(c: char) -> u8 {
    let kind = match c.to_ascii_lowercase() {
        'r' => 1,
        'n' => 2,
        'b' => 3,
        'a' => 4,
        'k' => 5,
        'c' => 6,
        'p' => 7,
        _ => return 0,
    };
    kind | if c.is_ascii_uppercase() { 0x10 } else { 0x20 }
}

/// One move record: (move, comment, the line ends, a move instead of it follows).
type Rec<'a> = (&'a str, &'a str, bool, bool);

/// 1. h2e2 (中炮) h9g7, or instead of 1... h9g7, 1... b9c7 (左马); the start commented.
const TREE: [Rec; 3] = [
    ("h2e2", "中炮", false, false),
    ("h9g7", "", true, true),
    ("b9c7", "左马", true, false),
];

fn game(title: &str, rows: [&str; 10], tree: &[Rec]) -> Vec<u8> {
    let mut out = vec![0u8; 2214];
    out[..16].copy_from_slice(b"CCBridge Record\0");
    for (at, text) in [
        (180, title),
        (692, "全国赛"),
        (1076, "胡荣华"),
        (1300, "杨官璘"),
    ] {
        let bytes = utf16(text);
        out[at..at + bytes.len()].copy_from_slice(&bytes);
    }
    out[2076] = 1; // Red won
    out[2116] = 1; // Red to move
    for (row, text) in rows.iter().enumerate() {
        for (file, c) in text.chars().enumerate() {
            out[2120 + row * 9 + file] = piece_byte(c);
        }
    }
    let start = utf16("开局");
    out.extend(1u32.to_le_bytes());
    out.extend((start.len() as u32).to_le_bytes());
    out.extend(start);
    for (m, comment, ends, instead) in tree {
        let flags =
            u8::from(*ends) | if *instead { 2 } else { 0 } | if comment.is_empty() { 0 } else { 4 };
        out.extend([flags, 0, point(&m[..2]), point(&m[2..])]);
        if !comment.is_empty() {
            let words = utf16(comment);
            out.extend((words.len() as u32).to_le_bytes());
            out.extend(words);
        }
    }
    out.extend([0; 4]);
    out
}

/// A library as ChessBridge writes one: its header and index, then a heading and two
/// games, each game in 4096-byte blocks.
fn library() -> Vec<u8> {
    let mut out = vec![0u8; 101_952];
    out[..16].copy_from_slice(b"CCBridgeLibrary\0");
    out[60..64].copy_from_slice(&3u32.to_le_bytes());
    let name = utf16("测试棋谱库");
    out[64..64 + name.len()].copy_from_slice(&name);
    let empty = [""; 10].map(|_| ".........");
    for block in [
        game("男子组", empty, &[]),
        game("中炮对屏风马", START_ROWS, &TREE),
        game("第二局", START_ROWS, &TREE[..1]),
    ] {
        let mut block = block;
        block.resize(4096, 0);
        out.extend(block);
    }
    out
}

#[test]
fn a_game_reads_with_its_moves_variation_comments_and_names() {
    let r = cbr::import(&game("中炮对屏风马", START_ROWS, &TREE)).unwrap();
    assert_short_game(&r);
    assert_eq!(r.tag("Event"), Some("全国赛"));
}

#[test]
fn a_library_lists_its_headings_and_games_in_order() {
    let lib = cbr::library(&library()).unwrap();
    assert_eq!(lib.name, "测试棋谱库");
    let [LibraryEntry::Heading(heading), LibraryEntry::Game(first), LibraryEntry::Game(second)] =
        &lib.entries[..]
    else {
        panic!("{:?}", lib.entries)
    };
    assert_eq!(heading, "男子组");
    assert_short_game(first);
    assert_eq!(first.tag("Event"), Some("全国赛"));
    assert_eq!(second.tag("Title"), Some("第二局"));
    assert_eq!(second.moves, [mv("h2e2")]);
    assert!(cbr::is_library(&library()) && !cbr::is_game(&library()));
    assert_eq!((lib.named, lib.missing()), (3, 0));
}

#[test]
fn a_library_cut_short_says_how_many_entries_it_lacks() {
    let mut cut = library();
    cut.truncate(cut.len() - 4096);
    let lib = cbr::library(&cut).unwrap();
    assert_eq!((lib.entries.len(), lib.missing()), (2, 1));
    // Cut before its first game: no entries, all of them missing.
    cut.truncate(1000);
    let lib = cbr::library(&cut).unwrap();
    assert_eq!((lib.entries.len(), lib.missing()), (0, 3));
}

/// The files the page's tests open are the ones written here; `XIANGQI_WRITE_FIXTURES=1`
/// writes them again.
#[test]
fn the_fixture_files_are_the_files_written_here() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/records");
    for (name, bytes) in [
        ("game.cbr", game("中炮对屏风马", START_ROWS, &TREE)),
        ("library.cbl", library()),
    ] {
        let path = dir.join(name);
        if std::env::var_os("XIANGQI_WRITE_FIXTURES").is_some() {
            std::fs::write(&path, &bytes).unwrap();
        }
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{name}");
    }
}

#[test]
fn what_is_not_a_playable_game_is_refused_with_the_reason() {
    assert_eq!(
        cbr::import(b"CCBridge Record\0").unwrap_err(),
        CbrError::NotCbr
    );
    assert_eq!(
        cbr::library(b"CCBridge Record\0").unwrap_err(),
        CbrError::NotCbl
    );
    let mut bad_piece = game("t", START_ROWS, &TREE);
    bad_piece[2120] = 0x38;
    assert_eq!(
        cbr::import(&bad_piece).unwrap_err(),
        CbrError::BadPiece(0x38)
    );
    let mut truncated = game("t", START_ROWS, &TREE);
    truncated.truncate(truncated.len() - 6);
    assert_eq!(
        cbr::import(&truncated).unwrap_err(),
        CbrError::Truncated { number: 2 }
    );
    let illegal = game(
        "t",
        START_ROWS,
        &[("h2e2", "", false, false), ("h0g2", "", true, false)],
    );
    let Err(CbrError::Tree(TreeError::IllegalMove { number, refused })) = cbr::import(&illegal)
    else {
        panic!("refused")
    };
    assert_eq!(
        (number, refused.mv, refused.reason),
        (2, mv("h0g2"), IllegalReason::NotYourTurn)
    );
}

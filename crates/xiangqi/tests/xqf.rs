//! XQF: files of version 1.0 and of the later, masked versions, written here byte by
//! byte from XQStudio's published layout; errors; and round trips with PGN.

mod common;

use common::{assert_short_game, random_record};
use proptest::prelude::*;
use xiangqi::notation::pgn::{self, GameResult, Variation};
use xiangqi::notation::xqf::{self, XqfError};
use xiangqi::notation::{Notation, TreeError};
use xiangqi::{IllegalReason, Move};

fn mv(iccs: &str) -> Move {
    iccs.parse().unwrap()
}

/// The words of the files written here, in GB18030 as XQStudio writes them.
const GBK: [(&str, &[u8]); 6] = [
    (
        "中炮对屏风马",
        &[
            0xD6, 0xD0, 0xC5, 0xDA, 0xB6, 0xD4, 0xC6, 0xC1, 0xB7, 0xE7, 0xC2, 0xED,
        ],
    ),
    ("胡荣华", &[0xBA, 0xFA, 0xC8, 0xD9, 0xBB, 0xAA]),
    ("杨官璘", &[0xD1, 0xEE, 0xB9, 0xD9, 0xAD, 0x55]),
    ("开局", &[0xBF, 0xAA, 0xBE, 0xD6]),
    ("中炮", &[0xD6, 0xD0, 0xC5, 0xDA]),
    ("左马", &[0xD7, 0xF3, 0xC2, 0xED]),
];

fn gbk(text: &str) -> &'static [u8] {
    GBK.iter().find(|(t, _)| *t == text).map_or(&[], |(_, b)| b)
}

/// Reads the words above from their bytes, as a page's GB18030 decoder would.
fn from_gbk(bytes: &[u8]) -> String {
    let word = GBK.iter().find(|(_, b)| *b == bytes);
    word.map_or_else(|| format!("{bytes:?}"), |(t, _)| t.to_string())
}

/// The round trips write their text as UTF-8: the format carries bytes, and which
/// encoding they are in is the caller's to say.
fn utf8(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn utf8_bytes(text: &str) -> Vec<u8> {
    text.as_bytes().to_vec()
}

/// A point as XQF writes it: file × 10 + rank.
fn xy(square: &str) -> u8 {
    let b = square.as_bytes();
    (b[0] - b'a') * 10 + (b[1] - b'0')
}

/// The usual start in the 32 slots: Red's chariot, horse, elephant, advisor, general,
/// advisor, elephant, horse, chariot, cannons and soldiers, then Black's.
const START_SLOTS: [&str; 32] = [
    "a0", "b0", "c0", "d0", "e0", "f0", "g0", "h0", "i0", "b2", "h2", "a3", "c3", "e3", "g3",
    "i3", //
    "a9", "b9", "c9", "d9", "e9", "f9", "g9", "h9", "i9", "b7", "h7", "a6", "c6", "e6", "g6", "i6",
];

/// One record of the tree: (move or none, comment, another move after it, another
/// move instead of it).
type Rec<'a> = (Option<&'a str>, &'a str, bool, bool);

/// The game's tree, depth first: 1. h2e2 (comment) h9g7, and instead of 1... h9g7,
/// 1... b9c7; a comment on the start.
const TREE: [Rec; 4] = [
    (None, "开局", true, false),
    (Some("h2e2"), "中炮", true, false),
    (Some("h9g7"), "", false, true),
    (Some("b9c7"), "左马", false, false),
];

fn header(version: u8) -> Vec<u8> {
    let mut out = vec![0u8; 1024];
    out[..3].copy_from_slice(&[b'X', b'Q', version]);
    out[0x33] = 1; // Red won
    for (at, text) in [(0x50, "中炮对屏风马"), (0x130, "胡荣华"), (0x140, "杨官璘")] {
        let bytes = gbk(text);
        out[at] = bytes.len() as u8;
        out[at + 1..at + 1 + bytes.len()].copy_from_slice(bytes);
    }
    out
}

/// Version 1.0: the points as they are, 8-byte records, every comment's length given.
fn version_1_0() -> Vec<u8> {
    version_1_0_of(&TREE)
}

fn version_1_0_of(tree: &[Rec]) -> Vec<u8> {
    let mut out = header(0x0A);
    for (i, square) in START_SLOTS.iter().enumerate() {
        out[0x10 + i] = xy(square);
    }
    for &(m, comment, child, sibling) in tree {
        let (from, to) = m.map_or((0, 0), |m| (xy(&m[..2]), xy(&m[2..])));
        let flags = if child { 0xF0 } else { 0 } | if sibling { 0x0F } else { 0 };
        out.extend([from + 0x18, to + 0x20, flags, 0]);
        out.extend((gbk(comment).len() as u32).to_le_bytes());
        out.extend(gbk(comment));
    }
    out
}

/// A later version, masked as XQStudio masks it: the keys in bytes 12 to 15 (adding up
/// to 0 modulo 256), the pieces' points rotated and shifted by the piece key, the moves'
/// points by the from- and to-keys, a comment's length by the comment key, and every
/// byte after the header by a 32-byte stream key made from XQStudio's text.
fn masked(version: u8) -> Vec<u8> {
    let (sum, kxy, kxyf, kxyt) = (0x5Bu8, 0x21u8, 0x9Cu8, 0u8);
    let kxyt = kxyt.wrapping_sub(sum.wrapping_add(kxy).wrapping_add(kxyf));
    let (mask, or) = (0xF3u8, [0x01u8, 0x08, 0x00, 0x40]);
    let mut out = header(version);
    out[3] = mask;
    out[8..12].copy_from_slice(&or);
    out[12..16].copy_from_slice(&[sum, kxy, kxyf, kxyt]);
    let step = |k: u32| ((((k * k) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8;
    let piece_key = (step(kxy.into()).wrapping_mul(kxy.into()) % 256) as u8;
    let from_key = (step(kxyf.into()).wrapping_mul(piece_key.into()) % 256) as u8;
    let to_key = (step(kxyt.into()).wrapping_mul(from_key.into()) % 256) as u8;
    let comment_key = (u32::from(sum) * 256 + u32::from(kxy)) % 32000 + 767;
    for (i, square) in START_SLOTS.iter().enumerate() {
        // Slot i is written where the reader, rotating, finds it.
        let stored = if version >= 0x0C {
            (i + 32 - 1 - piece_key as usize % 32) % 32
        } else {
            i
        };
        out[0x10 + stored] = xy(square).wrapping_add(piece_key);
    }
    let mut body = Vec::new();
    for (m, comment, child, sibling) in TREE {
        let (from, to) = m.map_or((0, 0), |m| (xy(&m[..2]), xy(&m[2..])));
        let flags = if child { 0x80 } else { 0 }
            | if sibling { 0x40 } else { 0 }
            | if comment.is_empty() { 0 } else { 0x20 };
        body.extend([
            from.wrapping_add(0x18).wrapping_add(from_key),
            to.wrapping_add(0x20).wrapping_add(to_key),
            flags,
            0,
        ]);
        if !comment.is_empty() {
            body.extend((gbk(comment).len() as u32 + comment_key).to_le_bytes());
            body.extend(gbk(comment));
        }
    }
    let key_bytes = [
        (sum & mask) | or[0],
        (kxy & mask) | or[1],
        (kxyf & mask) | or[2],
        (kxyt & mask) | or[3],
    ];
    let text = b"[(C) Copyright Mr. Dong Shiwei.]";
    for (i, b) in body.iter().enumerate() {
        let at = 1024 + i;
        out.push(b.wrapping_add(text[at % 32] & key_bytes[at % 4]));
    }
    out
}

#[test]
fn a_version_1_0_file_reads_with_every_move_and_comment() {
    assert_short_game(&xqf::import(&version_1_0(), &from_gbk).unwrap());
}

/// The files the page's tests open (tests/data/records) are the ones written here;
/// `XIANGQI_WRITE_FIXTURES=1` writes them again.
#[test]
fn the_fixture_files_are_the_files_written_here() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/records");
    for (name, bytes) in [
        ("game-v1.0.xqf", version_1_0()),
        ("game-v1.8-masked.xqf", masked(0x12)),
        ("game-cut-variation.xqf", version_1_0_of(&CUT_TREE)),
    ] {
        let path = dir.join(name);
        if std::env::var_os("XIANGQI_WRITE_FIXTURES").is_some() {
            std::fs::write(&path, &bytes).unwrap();
        }
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{name}");
    }
}

#[test]
fn masked_files_of_the_later_versions_read_the_same() {
    // 1.1 masks the points without rotating them; 1.2 and later rotate them too.
    for version in [0x0B, 0x0C, 0x10, 0x12] {
        let r = xqf::import(&masked(version), &from_gbk)
            .unwrap_or_else(|e| panic!("version {version:#x}: {e}"));
        assert_short_game(&r);
    }
}

#[test]
fn what_is_not_a_playable_game_is_refused_with_the_reason() {
    assert_eq!(
        xqf::import(b"XQ", &from_gbk),
        Err(XqfError::CutShort { bytes: 2 })
    );
    assert_eq!(
        xqf::import(&masked(0x12)[..1000], &from_gbk),
        Err(XqfError::CutShort { bytes: 1000 })
    );
    assert_eq!(
        xqf::import(&vec![0u8; 2048], &from_gbk),
        Err(XqfError::NotXqf)
    );
    let mut bad_keys = masked(0x12);
    bad_keys[13] ^= 1;
    assert_eq!(xqf::import(&bad_keys, &from_gbk), Err(XqfError::BadKeys));
    // Cut inside the last record's comment.
    let whole = version_1_0();
    assert_eq!(
        xqf::import(&whole[..whole.len() - 2], &from_gbk),
        Err(XqfError::Truncated { number: 2 })
    );
    // Both horses on one point.
    let mut shared = version_1_0();
    shared[0x10 + 7] = xy("b0");
    assert!(matches!(
        xqf::import(&shared, &from_gbk),
        Err(XqfError::SharedPoint(_))
    ));
    // Red's second move a chariot through its own soldier.
    let mut illegal = version_1_0();
    let at = 1024 + 8 + gbk("开局").len() + 8 + gbk("中炮").len();
    illegal[at] = xy("a0") + 0x18;
    illegal[at + 1] = xy("a5") + 0x20;
    let Err(XqfError::Tree(TreeError::IllegalMove { number, refused })) =
        xqf::import(&illegal, &from_gbk)
    else {
        panic!("refused")
    };
    assert_eq!(
        (number, refused.mv, refused.reason),
        (2, mv("a0a5"), IllegalReason::NotYourTurn)
    );
    // A header alone is the start position.
    let r = xqf::import(&version_1_0()[..1024], &from_gbk).unwrap();
    assert!(r.moves.is_empty());
}

/// The game `1. h2e2 h9g7`; instead of `1... h9g7`, `1... b9c7 2. a0a5` (a chariot
/// through its own soldier), and instead of that, `1... a9a5` (the same, for Black).
const CUT_TREE: [Rec; 6] = [
    (None, "", true, false),
    (Some("h2e2"), "", true, false),
    (Some("h9g7"), "", false, true),
    (Some("b9c7"), "", true, true),
    (Some("a0a5"), "", false, false),
    (Some("a9a5"), "", false, false),
];

#[test]
fn a_variation_with_a_move_that_cannot_be_played_ends_before_it_and_is_counted() {
    // The first variation keeps its first move; the second has none left and goes.
    let r = xqf::import(&version_1_0_of(&CUT_TREE), &from_gbk).unwrap();
    assert_eq!(r.moves, [mv("h2e2"), mv("h9g7")]);
    assert_eq!(r.variations, [Variation::new(1, vec![mv("b9c7")])]);
    assert_eq!(r.cut_variations, 2);
    assert_eq!(
        xqf::import(&version_1_0(), &from_gbk)
            .unwrap()
            .cut_variations,
        0
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn pgn_to_xqf_to_pgn_keeps_moves_start_result_and_comments(
        start in 0usize..1000,
        choices in prop::collection::vec(any::<u16>(), 0..80),
        result in 0usize..4,
        others in prop::collection::vec((any::<u16>(), prop::collection::vec(any::<u16>(), 1..5)), 0..4),
        said in prop::collection::vec("[a-z]{1,5}( [a-z0-9-]{1,5}){0,2}(\n[a-z]{1,4})?", 0..4),
        red in "[a-z\u{4e00}-\u{4e10}]{1,5}",
    ) {
        let mut r = random_record(start, &choices, &others, &said);
        r.result = [GameResult::RedWins, GameResult::BlackWins, GameResult::Draw, GameResult::Unknown][result];
        r.set_tag("Red", &red);
        let from_pgn = pgn::import(&pgn::export(&r, Notation::Chinese)).unwrap();
        let file = xqf::export(&from_pgn, &utf8_bytes);
        let back = xqf::import(&file, &utf8).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let again = pgn::import(&pgn::export(&back, Notation::Chinese)).unwrap();
        prop_assert_eq!(&again.start.to_setup().board, &r.start.to_setup().board);
        prop_assert_eq!(again.start.turn(), r.start.turn());
        prop_assert_eq!(&again.moves, &r.moves);
        prop_assert_eq!(&again.variations, &r.variations);
        prop_assert_eq!(again.comments_by_path(), r.comments_by_path());
        prop_assert_eq!(again.result, r.result);
        prop_assert_eq!(again.tag("Red"), Some(red.as_str()));
    }

    #[test]
    fn reading_any_bytes_never_panics(tail in prop::collection::vec(any::<u8>(), 0..300), version in 0u8..30) {
        let mut bytes = version_1_0();
        bytes[2] = version;
        bytes.truncate(1024);
        bytes.extend(tail);
        let _ = xqf::import(&bytes, &utf8);
    }
}

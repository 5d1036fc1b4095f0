//! ECCO opening names: the first moves of the main families, and agreement with the codes
//! real master games carry in their files (tests/data/ecco/master-games.tsv says where
//! they come from).

use xiangqi::ecco::{self, Opening};
use xiangqi::notation;
use xiangqi::{Move, Position};

fn moves(text: &str) -> Vec<Move> {
    let mut pos = Position::startpos();
    text.split_whitespace()
        .map(|t| {
            let m = notation::parse(&pos, t).unwrap_or_else(|e| panic!("{t}: {e}"));
            pos.make_move(m);
            m
        })
        .collect()
}

fn opening(text: &str) -> Opening {
    ecco::classify(&moves(text)).expect("a game from the start has an opening")
}

#[test]
fn each_first_move_opens_its_family() {
    for (first, code, name) in [
        ("炮二平五", "B00", "中炮局"),
        ("相三进五", "A10", "飞相局"),
        ("兵七进一", "E00", "仙人指路局"),
        ("马二进三", "A40", "起马局"),
        ("炮二平四", "A50", "仕角炮局"),
        ("炮二平六", "A60", "过宫炮局"),
        ("仕四进五", "A01", "上仕局"),
    ] {
        let o = opening(first);
        assert_eq!((o.code(), o.name()), (code, name), "{first}");
        assert!(!o.english().is_empty(), "{first}");
    }
}

#[test]
fn the_screen_horses_and_the_cannons_are_told_apart() {
    // 中炮对屏风马 needs both horses; one horse and a chariot is not yet that opening.
    let screen = opening("炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3");
    assert_eq!((screen.code(), screen.name()), ("C00", "中炮对屏风马"));
    let same = opening("炮二平五 炮8平5 马二进三 马8进7 车一平二 车9进1");
    assert_eq!(same.code(), "D20");
    assert_eq!(same.name(), "顺炮直车对横车");
    let opposite = opening("炮二平五 马8进7 马二进三 车9平8 车一平二 炮2平5");
    assert_eq!(opposite.code(), "D52");
    assert_eq!(opposite.name(), "中炮右直车对后补列炮");
}

#[test]
fn a_code_looks_up_its_names() {
    let o = ecco::opening("C46").unwrap();
    assert_eq!(o.name(), "中炮过河车互进七兵对屏风马平炮兑车");
    assert_eq!(o.variation(), "红左边炮对黑退边炮上右士右直车");
    assert!(o.english().contains("Screen Horses"));
    assert_eq!(ecco::opening("C4"), None);
    assert_eq!(ecco::opening("Z00"), None);
}

#[test]
fn master_games_are_named_as_their_files_name_them() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/ecco/master-games.tsv");
    let text = std::fs::read_to_string(&path).expect("tests/data/ecco/master-games.tsv");
    let mut games = 0;
    let mut differ = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let [file, tag, line_moves] = line.split('\t').collect::<Vec<_>>()[..] else {
            panic!("bad line {line}");
        };
        games += 1;
        let ours = opening(line_moves);
        if ours.code() != tag {
            differ.push(format!("{file}: file says {tag}, we say {}", ours.code()));
        }
    }
    let agree = games - differ.len();
    assert!(games >= 50, "{games} games");
    // The issue asks for 95%; files are tagged by people and programs, and one of these
    // (C45 where the 8th and 9th moves make it C46) disagrees with the ECCO tree itself.
    assert!(
        agree * 100 >= games * 95,
        "{agree} of {games} agree:\n{}",
        differ.join("\n")
    );
}

#[test]
fn chinese_wxf_and_iccs_games_agree() {
    let chinese = opening("炮二平五 马8进7 马二进三 车9平8 车一平二 卒7进1 车二进六 马2进3");
    let wxf = opening("C2.5 H8+7 H2+3 R9.8 R1.2 P7+1 R2+6 H2+3");
    let iccs = opening("h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7");
    assert_eq!(chinese, wxf);
    assert_eq!(wxf, iccs);
    assert_eq!(iccs.code(), "C17");
    assert_eq!(iccs.name(), "中炮过河车对屏风马");
}

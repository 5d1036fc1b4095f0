//! ECCO opening names: the code (A00–E99), the Chinese name and variation, and an
//! English name, of a game played from the standard start.
//!
//! ECCO 2004 (黄晨, www.xqbase.com) is the opening classification Chinese game databases
//! and programs use; its codes, names and defining moves are published. A game is named
//! by its first ten moves a side, read as WXF with the game mirrored so that Red's first
//! move starts on files 1–5 (ECCO names an opening and its mirror image alike), walking
//! the tree of `tree.txt`.

mod tree;

use std::sync::OnceLock;

use crate::notation::pgn::Record;
use crate::notation::{self, Notation};
use crate::{Move, Position, Square};

/// The opening of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    code: [u8; 3],
    name: &'static str,
    variation: &'static str,
}

impl Opening {
    /// The ECCO code, `C44`.
    pub fn code(&self) -> &str {
        // Codes are read from tree.txt as a letter and two digits.
        std::str::from_utf8(&self.code).unwrap_or("A00")
    }

    /// The Chinese name of the opening, `中炮过河车互进七兵对屏风马平炮兑车`.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The Chinese name of the variation within the opening, often empty.
    pub fn variation(&self) -> &'static str {
        self.variation
    }

    /// [`name`](Self::name) in traditional characters, `中炮過河車互進七兵對屏風馬平炮兌車`.
    pub fn traditional_name(&self) -> String {
        traditional(self.name)
    }

    /// [`variation`](Self::variation) in traditional characters.
    pub fn traditional_variation(&self) -> String {
        traditional(self.variation)
    }

    /// The English name of the opening's group of ten codes (`C40`–`C49`).
    pub fn english(&self) -> &'static str {
        let group = [self.code[0], self.code[1]];
        ENGLISH
            .iter()
            .find(|(g, _)| g.as_bytes() == group)
            .map_or("", |(_, name)| name)
    }
}

/// The opening of a game of `moves` from the standard start, or `None` when the game
/// has no moves or a move is not legal where it is played.
pub fn classify(moves: &[Move]) -> Option<Opening> {
    let first = *moves.first()?;
    // ECCO names Red's first move on files 6–9 (ICCS files a–d) as its mirror image.
    let mirror = first.from.file() < 4;
    let mut pos = Position::startpos();
    let mut plies = Vec::with_capacity(20);
    for &m in moves.iter().take(20) {
        let m = if mirror { mirrored(m) } else { m };
        if !pos.legal_moves().contains(&m) {
            return None;
        }
        let text = notation::format(&pos, m, Notation::Wxf);
        plies.push(text.as_bytes().try_into().unwrap_or(tree::NO_MOVE));
        pos.make_move(m);
    }
    let code = tree().classify(&tree::FirstMoves(&plies));
    Some(named(code))
}

/// Adds the `ECCO`, `Opening` and `Variation` tags to the record of a game from the
/// standard start, each one the record does not have already: a file's own tags stay as
/// they were written.
pub fn tag(record: &mut Record) {
    if record.start != Position::startpos() {
        return;
    }
    let Some(opening) = classify(&record.moves) else {
        return;
    };
    let tags = [
        ("ECCO", opening.code()),
        ("Opening", opening.name()),
        ("Variation", opening.variation()),
    ];
    for (name, value) in tags {
        if !value.is_empty() && record.tag(name).is_none() {
            record.set_tag(name, value);
        }
    }
}

/// The opening of `code`, if ECCO has it.
pub fn opening(code: &str) -> Option<Opening> {
    let code: [u8; 3] = code.as_bytes().try_into().ok()?;
    names().get(&code).map(|_| named(code))
}

fn named(code: [u8; 3]) -> Opening {
    // Every code the tree ends on has a name (a test walks them all).
    let (name, variation) = names().get(&code).copied().unwrap_or(("", ""));
    Opening {
        code,
        name,
        variation,
    }
}

/// The simplified characters of the ECCO names with their traditional forms (one for one
/// in these names: 后 is always 後 here, as in 后补列炮).
const TRADITIONAL: [(char, char); 31] = [
    ('两', '兩'),
    ('兑', '兌'),
    ('单', '單'),
    ('压', '壓'),
    ('双', '雙'),
    ('后', '後'),
    ('头', '頭'),
    ('宫', '宮'),
    ('对', '對'),
    ('开', '開'),
    ('弃', '棄'),
    ('横', '橫'),
    ('盘', '盤'),
    ('红', '紅'),
    ('缓', '緩'),
    ('补', '補'),
    ('车', '車'),
    ('转', '轉'),
    ('边', '邊'),
    ('过', '過'),
    ('进', '進'),
    ('连', '連'),
    ('钩', '鉤'),
    ('顺', '順'),
    ('风', '風'),
    ('飞', '飛'),
    ('马', '馬'),
    ('骑', '騎'),
    ('鸯', '鴦'),
    ('鸳', '鴛'),
    ('龟', '龜'),
];

fn traditional(text: &str) -> String {
    text.chars()
        .map(|c| {
            TRADITIONAL
                .iter()
                .find(|(s, _)| *s == c)
                .map_or(c, |(_, t)| *t)
        })
        .collect()
}

fn mirrored(m: Move) -> Move {
    let flip = |s: Square| Square::new(8 - s.file(), s.rank()).unwrap_or(s);
    Move::new(flip(m.from), flip(m.to))
}

fn tree() -> &'static tree::Tree {
    static TREE: OnceLock<tree::Tree> = OnceLock::new();
    // tree.txt is part of the crate; a test reads it, so this cannot fail in a build.
    TREE.get_or_init(|| tree::read(include_str!("tree.txt")).expect("tree.txt reads"))
}

type Names = std::collections::HashMap<[u8; 3], (&'static str, &'static str)>;

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        include_str!("names.tsv")
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| {
                let mut cols = l.split('\t');
                let code = cols.next()?.as_bytes().try_into().ok()?;
                Some((code, (cols.next()?, cols.next().unwrap_or(""))))
            })
            .collect()
    })
}

/// English names of the groups of ten codes, ours: the Chinese names are standard, the
/// English ones are not, so these follow the terms of English Xiangqi books (Central
/// Cannon, Screen Horses, Same and Opposite Direction Cannons).
const ENGLISH: &[(&str, &str)] = &[
    ("A0", "Uncommon first moves"),
    ("A1", "Elephant Opening"),
    ("A2", "Elephant Opening vs. Palace Corner or Central Cannon"),
    ("A3", "Elephant Opening vs. Cross-Palace Cannon or Pawn"),
    ("A4", "Horse Opening"),
    ("A5", "Palace Corner Cannon"),
    ("A6", "Cross-Palace Cannon"),
    ("B0", "Central Cannon"),
    ("B1", "Central Cannon vs. Single Horse"),
    ("B2", "Central Cannon vs. Three-Step Tiger"),
    ("B3", "Central Cannon vs. Reverse Palace Horses"),
    ("B4", "Five-Six Cannons vs. Reverse Palace Horses"),
    ("B5", "Five-Seven Cannons vs. Reverse Palace Horses"),
    ("C0", "Central Cannon vs. Screen Horses"),
    ("C1", "Central Cannon, early chariot, vs. Screen Horses"),
    (
        "C2",
        "Central Cannon, crossing chariot, vs. Screen Horses, Two-Headed Snake",
    ),
    (
        "C3",
        "Central Cannon, crossing chariot, both 7th pawns, vs. Screen Horses",
    ),
    (
        "C4",
        "Central Cannon, crossing chariot, vs. Screen Horses, cannon offers exchange",
    ),
    ("C5", "Five-Six Cannons vs. Screen Horses"),
    ("C6", "Five-Seven Cannons vs. Screen Horses, 7th pawn"),
    ("C7", "Five-Seven Cannons vs. Screen Horses, 3rd pawn"),
    ("C8", "Central Cannon, river cannon, vs. Screen Horses"),
    ("C9", "Five-Eight Cannons vs. Screen Horses"),
    ("D0", "Same Direction Cannons, slow chariot"),
    (
        "D1",
        "Same Direction Cannons, straight chariot vs. slow chariot",
    ),
    (
        "D2",
        "Same Direction Cannons, straight vs. horizontal chariot",
    ),
    (
        "D3",
        "Central Cannon vs. left cannon blockade, into Opposite Direction Cannons",
    ),
    (
        "D4",
        "Central Cannon vs. Three-Step Tiger, into Opposite Direction Cannons",
    ),
    ("D5", "Opposite Direction Cannons"),
    ("E0", "Pawn Opening"),
    ("E1", "Pawn Opening vs. Cannon Behind Pawn"),
    (
        "E2",
        "Pawn Opening, left Central Cannon vs. Cannon Behind Pawn, left elephant",
    ),
    (
        "E3",
        "Pawn Opening, left Central Cannon vs. Cannon Behind Pawn, 7th pawn",
    ),
    ("E4", "Pawn Opening vs. Pawn"),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn iccs(moves: &str) -> Vec<Move> {
        let mut pos = Position::startpos();
        moves
            .split_whitespace()
            .map(|t| {
                let m = notation::parse_as(&pos, t, Notation::Iccs).expect("legal move");
                pos.make_move(m);
                m
            })
            .collect()
    }

    #[test]
    fn every_code_the_tree_names_has_a_name_and_an_english_group() {
        for code in tree().codes() {
            let o = named(code);
            assert!(!o.name().is_empty(), "{} has no name", o.code());
            assert!(!o.english().is_empty(), "{} has no English name", o.code());
        }
    }

    #[test]
    fn a_mirrored_opening_is_named_alike() {
        let right = classify(&iccs("h2e2 h9g7 h0g2 i9h9 i0h0 b9c7")).unwrap();
        let left = classify(&iccs("b2e2 b9c7 b0c2 a9b9 a0b0 h9g7")).unwrap();
        assert_eq!(right, left);
        assert_eq!(right.code(), "C00");
        assert_eq!(right.name(), "中炮对屏风马");
    }

    #[test]
    fn names_read_in_traditional_characters() {
        let o = opening("C46").unwrap();
        assert_eq!(o.traditional_name(), "中炮過河車互進七兵對屏風馬平炮兌車");
        assert_eq!(o.traditional_variation(), "紅左邊炮對黑退邊炮上右士右直車");
        // Every simplified character of the names that has a traditional form is in the
        // table: the ones it leaves are the same in both scripts.
        for (name, variation) in names().values() {
            for c in traditional(name)
                .chars()
                .chain(traditional(variation).chars())
            {
                assert!(
                    !"两兑单压双后头宫对开弃横盘红缓补车转边过进连钩顺风飞马骑鸯鸳龟".contains(c)
                );
            }
        }
    }

    #[test]
    fn a_record_is_tagged_unless_it_has_tags_of_its_own() {
        let mut record = Record::new(Position::startpos(), iccs("h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"));
        tag(&mut record);
        assert_eq!(record.tag("ECCO"), Some("C00"));
        assert_eq!(record.tag("Opening"), Some("中炮对屏风马"));
        assert_eq!(record.tag("Variation"), None);
        let mut own = Record::new(Position::startpos(), iccs("h2e2 h9g7"));
        own.set_tag("ECCO", "C84");
        tag(&mut own);
        assert_eq!(own.tag("ECCO"), Some("C84"));
        let elsewhere = Position::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1").unwrap();
        let mut ending = Record::new(elsewhere, Vec::new());
        tag(&mut ending);
        assert!(ending.tags.is_empty());
    }

    #[test]
    fn no_moves_or_an_illegal_move_has_no_opening() {
        assert_eq!(classify(&[]), None);
        let m = Move::new(Square::new(0, 0).unwrap(), Square::new(0, 5).unwrap());
        assert_eq!(classify(&[m]), None);
    }
}

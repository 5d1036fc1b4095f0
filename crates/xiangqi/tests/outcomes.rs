//! Every row of `data/outcomes.tsv` and of `data/wxf.tsv` (the rule book's repetition
//! examples): play the moves, then compare the judged outcome. Each row is also played
//! mirrored left to right and with the colours swapped, which must not change the
//! ruling (only who wins, when the colours swap).

use xiangqi::{Game, Move, RuleSet};

/// One way of redrawing a row: mirror the files, swap the colours, or both.
#[derive(Copy, Clone, Debug)]
struct Transform {
    mirror: bool,
    swap: bool,
}

const TRANSFORMS: [Transform; 4] = [
    Transform {
        mirror: false,
        swap: false,
    },
    Transform {
        mirror: true,
        swap: false,
    },
    Transform {
        mirror: false,
        swap: true,
    },
    Transform {
        mirror: true,
        swap: true,
    },
];

impl Transform {
    /// The FEN redrawn: files reversed, and/or ranks reversed with the colours (and the
    /// side to move) exchanged.
    fn fen(self, fen: &str) -> String {
        let mut fields: Vec<String> = fen.split(' ').map(str::to_string).collect();
        let mut rows: Vec<Vec<char>> = fields[0].split('/').map(expand).collect();
        if self.mirror {
            rows.iter_mut().for_each(|row| row.reverse());
        }
        if self.swap {
            rows.reverse();
            for c in rows.iter_mut().flatten() {
                *c = if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                };
            }
            if let Some(side) = fields.get_mut(1) {
                *side = if side == "w" { "b" } else { "w" }.to_string();
            }
        }
        fields[0] = rows
            .iter()
            .map(|row| compress(row))
            .collect::<Vec<_>>()
            .join("/");
        fields.join(" ")
    }

    /// An ICCS move redrawn the same way.
    fn iccs(self, m: &str) -> String {
        let b = m.as_bytes();
        let file = |f: u8| if self.mirror { b'a' + b'i' - f } else { f };
        let rank = |r: u8| if self.swap { b'0' + b'9' - r } else { r };
        String::from_utf8(vec![file(b[0]), rank(b[1]), file(b[2]), rank(b[3])]).unwrap()
    }

    fn result(self, result: &str) -> String {
        match (self.swap, result) {
            (true, "red") => "black".into(),
            (true, "black") => "red".into(),
            _ => result.into(),
        }
    }
}

/// A FEN rank as its nine points ('.' for empty).
fn expand(row: &str) -> Vec<char> {
    row.chars()
        .flat_map(|c| match c.to_digit(10) {
            Some(n) => vec!['.'; n as usize],
            None => vec![c],
        })
        .collect()
}

fn compress(row: &[char]) -> String {
    let mut out = String::new();
    let mut empty = 0;
    for &c in row {
        if c == '.' {
            empty += 1;
            continue;
        }
        if empty > 0 {
            out += &empty.to_string();
            empty = 0;
        }
        out.push(c);
    }
    if empty > 0 {
        out += &empty.to_string();
    }
    out
}

/// Checks every row of `table` under every transform; returns how many rows it read.
fn check_table(name: &str, table: &str) -> usize {
    let mut rows = 0;
    for line in table.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let [id, fen, moves, rules, result, reason] = f[..] else {
            panic!("{name}: malformed row: {line}");
        };
        for t in TRANSFORMS {
            let id = format!("{name} {id} ({t:?})");
            check_row(&id, &t.fen(fen), moves, rules, &t.result(result), reason, t);
        }
        rows += 1;
    }
    rows
}

fn check_row(
    id: &str,
    fen: &str,
    moves: &str,
    rules: &str,
    result: &str,
    reason: &str,
    t: Transform,
) {
    let rules: RuleSet = rules.parse().unwrap_or_else(|e| panic!("{id}: {e}"));
    let mut game = Game::from_fen(fen, rules).unwrap_or_else(|e| panic!("{id}: {e}"));
    let moves: Vec<Move> = moves
        .split_whitespace()
        .map(|m| t.iccs(m).parse().unwrap_or_else(|e| panic!("{id}: {e}")))
        .collect();
    for (i, &m) in moves.iter().enumerate() {
        assert_eq!(game.outcome(), None, "{id}: over before move {i} ({m})");
        game.play(m)
            .unwrap_or_else(|e| panic!("{id}: move {i}: {e}"));
    }
    let expected = match result {
        "ongoing" => "ongoing".to_string(),
        _ => format!("{result} {reason}"),
    };
    let got = game
        .outcome()
        .map_or_else(|| "ongoing".to_string(), |o| o.to_string());
    assert_eq!(got, expected, "{id}");
    // A repetition's ruling explains itself: the cycle judged and, for a perpetual chase,
    // the piece chased.
    let by_repetition = matches!(reason, "perpetual_check" | "perpetual_chase" | "repetition");
    match game.repetition() {
        Some(ruling) => {
            assert!(by_repetition, "{id}: explained as a repetition");
            assert_eq!(Some(ruling.outcome), game.outcome(), "{id}");
            assert!(ruling.first + 4 <= moves.len(), "{id}: a cycle of moves");
            assert_eq!(
                ruling.chased.is_empty(),
                reason != "perpetual_chase",
                "{id}: {:?}",
                ruling.chased
            );
        }
        None => assert!(!by_repetition, "{id}: no explanation"),
    }
}

#[test]
fn outcomes_match_table() {
    let rows = check_table("outcomes.tsv", include_str!("data/outcomes.tsv"));
    assert!(rows >= 12, "only {rows} rows read");
}

#[test]
fn the_rule_books_repetition_examples_are_ruled_as_the_book_rules() {
    let rows = check_table("wxf.tsv", include_str!("data/wxf.tsv"));
    assert!(rows >= 17, "only {rows} rows read");
}

#[test]
fn transforms_redraw_positions_and_moves() {
    let mirror_swap = TRANSFORMS[3];
    assert_eq!(
        mirror_swap.fen("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1"),
        "4k4/8r/9/9/9/9/9/9/9/5K3 b - - 0 1"
    );
    assert_eq!(mirror_swap.iccs("a1a2"), "i8i7");
    assert_eq!(mirror_swap.result("red"), "black");
}

#[test]
fn a_perpetual_chase_names_the_piece_the_rule_book_names() {
    // wxf.tsv's examples: the cannon fleeing the chariot, the chariot pinned on the
    // horse's leg (diagram 39), the chariot the cannon attacks through its moving screen
    // (diagram 61). Where each chased piece stands when the cycle ends.
    let examples = [
        ("wxf-34", "h7", 'c'),
        ("wxf-39", "f8", 'r'),
        ("wxf-61", "c2", 'r'),
    ];
    let table = include_str!("data/wxf.tsv");
    for (id, square, letter) in examples {
        let row = table
            .lines()
            .find(|l| l.starts_with(&format!("{id}\t")))
            .unwrap();
        let f: Vec<&str> = row.split('\t').collect();
        let mut game = Game::from_fen(f[1], RuleSet::Asian).unwrap();
        for m in f[2].split_whitespace() {
            game.play(m.parse().unwrap()).unwrap();
        }
        let ruling = game.repetition().unwrap();
        let at: xiangqi::Square = square.parse().unwrap();
        assert_eq!(ruling.chased, vec![at], "{id}");
        assert_eq!(
            game.position().piece_at(at).map(|p| p.fen_char()),
            Some(letter),
            "{id}"
        );
    }
}

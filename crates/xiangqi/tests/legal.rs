//! Every row of `data/legal.tsv`: the complete legal move set of a position, from both
//! the move generator and the per-move `check_move` query.

use xiangqi::{Position, Square};

#[test]
fn legal_moves_match_table() {
    let mut checked = 0;
    for line in include_str!("data/legal.tsv").lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let [id, fen, expected] = f[..] else {
            panic!("malformed row: {line}");
        };
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{id}: {e}"));
        let mut generated: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        generated.sort();
        assert_eq!(generated.join(" "), expected, "{id}: legal_moves");

        let mut accepted: Vec<String> = Square::all()
            .flat_map(|from| Square::all().map(move |to| (from, to)))
            .filter_map(|(from, to)| pos.check_move(from, to).ok())
            .map(|m| m.to_string())
            .collect();
        accepted.sort();
        assert_eq!(accepted.join(" "), expected, "{id}: check_move");
        checked += 1;
    }
    assert!(checked >= 2, "only {checked} rows read");
}

//! Every row of `data/outcomes.tsv`: play the moves, then compare the judged outcome.

use xiangqi::{Game, Move, RuleSet};

#[test]
fn outcomes_match_table() {
    let mut checked = 0;
    for line in include_str!("data/outcomes.tsv").lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let [id, fen, moves, rules, result, reason] = f[..] else {
            panic!("malformed row: {line}");
        };
        let rules: RuleSet = rules.parse().unwrap_or_else(|e| panic!("{id}: {e}"));
        let mut game = Game::from_fen(fen, rules).unwrap_or_else(|e| panic!("{id}: {e}"));
        let moves: Vec<Move> = moves
            .split_whitespace()
            .map(|m| m.parse().unwrap_or_else(|e| panic!("{id}: {e}")))
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
        checked += 1;
    }
    assert!(checked >= 12, "only {checked} rows read");
}

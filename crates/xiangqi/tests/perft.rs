//! Perft counts from `data/perft.tsv`. Debug builds stop at a node cap so `cargo test`
//! stays quick; `cargo test --release -- --ignored` covers every row.

use xiangqi::{perft, Position};

struct Row {
    id: String,
    fen: String,
    depth: u32,
    nodes: u64,
}

fn rows() -> Vec<Row> {
    include_str!("data/perft.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Row {
                id: f[0].to_string(),
                fen: f[1].to_string(),
                depth: f[2].parse().unwrap(),
                nodes: f[3].parse().unwrap(),
            }
        })
        .collect()
}

fn check(max_nodes: u64) {
    let mut checked = 0;
    for row in rows().iter().filter(|r| r.nodes <= max_nodes) {
        let pos = Position::from_fen(&row.fen).unwrap_or_else(|e| panic!("{}: {e}", row.id));
        assert_eq!(
            perft(&pos, row.depth),
            row.nodes,
            "{} depth {}",
            row.id,
            row.depth
        );
        checked += 1;
    }
    assert!(checked > 0);
}

#[test]
fn perft_matches_table_up_to_node_cap() {
    let cap = if cfg!(debug_assertions) {
        500_000
    } else {
        20_000_000
    };
    check(cap);
}

#[test]
#[ignore = "minutes long; run with --release -- --ignored"]
fn perft_matches_every_row() {
    check(u64::MAX);
}

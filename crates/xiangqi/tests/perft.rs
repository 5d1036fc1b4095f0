//! Perft counts from `data/perft.tsv`. Debug builds stop at a node cap so `cargo test`
//! stays quick; `cargo test --release -- --ignored` covers every row.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::thread;

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

/// Checks every row of at most `max_nodes` leaves. The work is shared among the machine's
/// cores by first move (one row, the start position to depth 6, is most of it): each
/// thread takes the next (row, first move) left and counts the tree below it.
fn check(max_nodes: u64) {
    let rows: Vec<Row> = rows()
        .into_iter()
        .filter(|r| r.nodes <= max_nodes)
        .collect();
    assert!(!rows.is_empty());
    let jobs: Vec<(usize, Position)> = rows
        .iter()
        .enumerate()
        .flat_map(|(i, row)| {
            let pos = Position::from_fen(&row.fen).unwrap_or_else(|e| panic!("{}: {e}", row.id));
            assert!(row.depth > 0, "{}: depth 0", row.id);
            let moves: Vec<_> = pos.legal_moves().iter().copied().collect();
            moves.into_iter().map(move |m| {
                let mut child = pos.clone();
                child.make_move(m);
                (i, child)
            })
        })
        .collect();
    let next = AtomicUsize::new(0);
    let counted: Vec<AtomicU64> = rows.iter().map(|_| AtomicU64::new(0)).collect();
    let threads = thread::available_parallelism().map_or(1, |n| n.get());
    thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some((i, child)) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    counted[*i].fetch_add(perft(child, rows[*i].depth - 1), Ordering::Relaxed);
                }
            });
        }
    });
    for (row, nodes) in rows.iter().zip(&counted) {
        assert_eq!(
            nodes.load(Ordering::Relaxed),
            row.nodes,
            "{} depth {}",
            row.id,
            row.depth
        );
    }
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

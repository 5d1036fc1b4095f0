use crate::{MoveList, Position};

/// Counts the leaf nodes of the legal move tree `depth` plies deep.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut pos = pos.clone();
    perft_inner(&mut pos, depth)
}

fn perft_inner(pos: &mut Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    // Bulk counting: at the last ply the number of legal moves is the answer.
    if depth == 1 {
        return pos.count_legal_moves() as u64;
    }
    let mut nodes = 0;
    for &m in pos.legal_moves().iter() {
        let undo = pos.make_move(m);
        nodes += perft_inner(pos, depth - 1);
        pos.unmake_move(m, undo);
    }
    nodes
}

/// Perft split by first move, sorted by move text (`xiangqi perft --divide`).
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(crate::Move, u64)> {
    let mut pos = pos.clone();
    let mut out: Vec<_> = MoveList::iter(&pos.legal_moves())
        .map(|&m| {
            let undo = pos.make_move(m);
            let n = perft_inner(&mut pos, depth.saturating_sub(1));
            pos.unmake_move(m, undo);
            (m, n)
        })
        .collect();
    out.sort_by_key(|(m, _)| m.to_string());
    out
}

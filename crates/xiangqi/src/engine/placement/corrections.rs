//! Written by `xiangqi tune --placement` (see docs/strength.md); edit by re-running it.
//! Rows are General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier.

/// (middlegame, endgame) by rank counted from the piece's own side, 0–9.
#[rustfmt::skip]
pub(crate) const BY_RANK: [[(i32, i32); 10]; 7] = [
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // General
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // Advisor
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // Elephant
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // Horse
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // Chariot
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // Cannon
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // Soldier
];

/// (middlegame, endgame) by distance from the central file, 0–4.
#[rustfmt::skip]
pub(crate) const BY_FILE: [[(i32, i32); 5]; 7] = [
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // General
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // Advisor
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // Elephant
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // Horse
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // Chariot
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // Cannon
    [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0)], // Soldier
];

//! (middlegame, endgame) weight of each positional term, in centipawns per count.
//! Written by `xiangqi tune` (see docs/strength.md); edit by re-running it.

use super::terms::Term;

pub(crate) const WEIGHTS: [(i32, i32); Term::COUNT] = [
    (-24, -32), // AdvisorMissing
    (-31, -23), // ElephantMissing
    (0, 37),    // ChariotOpenFile
    (230, 0),   // HollowCannon
    (36, 102),  // CannonTwoScreens
    (53, 178),  // HorseCannonPair
    (273, 4),   // CrossedSoldier
    (7, 0),     // SoldiersSideBySide
    (5, 0),     // ChariotMobility
    (22, 0),    // HorseMobility
    (2, 0),     // CannonMobility
];

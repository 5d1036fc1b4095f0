//! (middlegame, endgame) weight of each positional term, in centipawns per count.
//! Written by `xiangqi tune` (see docs/strength.md); edit by re-running it.

use super::terms::Term;

pub(crate) const WEIGHTS: [(i32, i32); Term::COUNT] = [
    (-26, -30), // AdvisorMissing
    (-35, -23), // ElephantMissing
    (0, 49),    // ChariotOpenFile
    (218, 0),   // HollowCannon
    (54, 94),   // CannonTwoScreens
    (47, 206),  // HorseCannonPair
    (253, 18),  // CrossedSoldier
    (11, 0),    // SoldiersSideBySide
    (5, 2),     // ChariotMobility
    (20, 0),    // HorseMobility
    (2, 0),     // CannonMobility
];

//! (middlegame, endgame) weight of each positional term, in centipawns per count.
//! Written by `xiangqi tune` (see docs/strength.md); edit by re-running it.

use super::terms::Term;

pub(crate) const WEIGHTS: [(i32, i32); Term::COUNT] = [
    (-32, -26), // AdvisorMissing
    (-38, -27), // ElephantMissing
    (1, 72),    // ChariotOpenFile
    (212, 0),   // HollowCannon
    (60, 83),   // CannonTwoScreens
    (90, 163),  // HorseCannonPair
    (229, 28),  // CrossedSoldier
    (0, 8),     // SoldiersSideBySide
    (5, 3),     // ChariotMobility
    (20, 0),    // HorseMobility
    (4, 0),     // CannonMobility
];

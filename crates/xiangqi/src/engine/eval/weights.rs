//! (middlegame, endgame) weight of each positional term, in centipawns per count.
//! Written by `xiangqi tune` (see docs/strength.md); edit by re-running it.

use super::terms::Term;

pub(crate) const WEIGHTS: [(i32, i32); Term::COUNT] = [
    (-50, -22), // AdvisorMissing
    (-34, -21), // ElephantMissing
    (29, 68),   // ChariotOpenFile
    (184, 0),   // HollowCannon
    (40, 89),   // CannonTwoScreens
    (152, 89),  // HorseCannonPair
    (159, 50),  // CrossedSoldier
    (64, 0),    // SoldiersSideBySide
    (5, 1),     // ChariotMobility
    (26, 0),    // HorseMobility
    (2, 0),     // CannonMobility
];

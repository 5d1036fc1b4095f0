//! (middlegame, endgame) weight of each positional term, in centipawns per count.
//! Written by `xiangqi tune` (see docs/strength.md); edit by re-running it.

use super::terms::Term;

pub(crate) const WEIGHTS: [(i32, i32); Term::COUNT] = [
    (-28, 0),  // AdvisorMissing
    (-16, -1), // ElephantMissing
    (53, 70),  // ChariotOpenFile
    (110, 0),  // HollowCannon
    (60, 85),  // CannonTwoScreens
    (90, 39),  // HorseCannonPair
    (0, 0),    // HorseCannonAttack
    (85, 90),  // CrossedSoldier
    (90, 48),  // SoldiersSideBySide
    (5, 1),    // ChariotMobility
    (30, 0),   // HorseMobility
    (2, 0),    // CannonMobility
];

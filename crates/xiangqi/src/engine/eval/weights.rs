//! (middlegame, endgame) weight of each positional term, in centipawns per count.
//! Written by `xiangqi tune` (see docs/strength.md); edit by re-running it.

use super::terms::Term;

pub(crate) const WEIGHTS: [(i32, i32); Term::COUNT] = [
    (-8, -4), // AdvisorMissing
    (-6, -3), // ElephantMissing
    (15, 8),  // ChariotOpenFile
    (30, 10), // HollowCannon
    (10, 5),  // CannonTwoScreens
    (10, 15), // HorseCannonPair
    (20, 10), // HorseCannonAttack
    (5, 10),  // CrossedSoldier
    (10, 20), // SoldiersSideBySide
    (3, 3),   // ChariotMobility
    (6, 6),   // HorseMobility
    (2, 2),   // CannonMobility
];

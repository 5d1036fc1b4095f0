//! Positional terms on top of material and piece-square values. Each term is a count
//! for Red minus the same count for Black; its (middlegame, endgame) weight lives in
//! `weights.rs`, written by `xiangqi tune`.

use super::mobility::{horse, Occupancy};
use crate::{Color, Position, Role};

/// The positional terms, in the order of their weights.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Term {
    /// Advisors missing times the enemy's attacking pieces: a bare palace matters only
    /// when there is something to attack it with.
    AdvisorMissing,
    /// Elephants missing times the enemy's attacking pieces.
    ElephantMissing,
    /// A chariot that sees along its file into the enemy's last three ranks.
    ChariotOpenFile,
    /// A cannon on the enemy general's file with nothing in between (a hollow cannon):
    /// any piece that steps in becomes its screen and gives check.
    HollowCannon,
    /// A cannon on the enemy general's file behind two screens: moving one away
    /// uncovers a check.
    CannonTwoScreens,
    /// Horse and cannon both on the board, the pair that combines best in attack.
    HorseCannonPair,
    /// A soldier across the river, short of the last rank.
    CrossedSoldier,
    /// Two crossed soldiers side by side, guarding each other.
    SoldiersSideBySide,
    /// Empty points a chariot can slide to.
    ChariotMobility,
    /// Points a horse can jump to.
    HorseMobility,
    /// Empty points a cannon can slide to.
    CannonMobility,
}

impl Term {
    pub const COUNT: usize = 11;

    pub const ALL: [Term; Term::COUNT] = [
        Term::AdvisorMissing,
        Term::ElephantMissing,
        Term::ChariotOpenFile,
        Term::HollowCannon,
        Term::CannonTwoScreens,
        Term::HorseCannonPair,
        Term::CrossedSoldier,
        Term::SoldiersSideBySide,
        Term::ChariotMobility,
        Term::HorseMobility,
        Term::CannonMobility,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// A term that counts against its side (missing defenders): its weights are at
    /// most zero, every other term's at least zero.
    pub const fn is_penalty(self) -> bool {
        matches!(self, Term::AdvisorMissing | Term::ElephantMissing)
    }

    /// The identifier as written in `weights.rs`.
    pub const fn name(self) -> &'static str {
        match self {
            Term::AdvisorMissing => "AdvisorMissing",
            Term::ElephantMissing => "ElephantMissing",
            Term::ChariotOpenFile => "ChariotOpenFile",
            Term::HollowCannon => "HollowCannon",
            Term::CannonTwoScreens => "CannonTwoScreens",
            Term::HorseCannonPair => "HorseCannonPair",
            Term::CrossedSoldier => "CrossedSoldier",
            Term::SoldiersSideBySide => "SoldiersSideBySide",
            Term::ChariotMobility => "ChariotMobility",
            Term::HorseMobility => "HorseMobility",
            Term::CannonMobility => "CannonMobility",
        }
    }
}

/// The counts of one side.
fn side(pos: &Position, occ: &Occupancy, color: Color, out: &mut [i32; Term::COUNT]) -> i32 {
    let enemy_general = pos.general(color.other());
    let (mut advisors, mut elephants, mut attackers) = (0, 0, 0);
    let (mut horses, mut cannons) = (0, 0);
    for (sq, piece) in pos.pieces(color) {
        match piece.role {
            Role::General => {}
            Role::Advisor => advisors += 1,
            Role::Elephant => elephants += 1,
            Role::Chariot => {
                attackers += 1;
                // Open towards the enemy palace: nothing ahead short of its last three ranks.
                let open = occ.first_ahead(sq, color).is_none_or(|r| match color {
                    Color::Red => r >= 7,
                    Color::Black => r <= 2,
                });
                out[Term::ChariotOpenFile.index()] += i32::from(open);
                out[Term::ChariotMobility.index()] += occ.slide(sq);
            }
            Role::Horse => {
                attackers += 1;
                horses += 1;
                out[Term::HorseMobility.index()] += horse(pos, sq, color);
            }
            Role::Cannon => {
                attackers += 1;
                cannons += 1;
                if sq.file() == enemy_general.file() {
                    match occ.between_on_file(sq, enemy_general) {
                        0 => out[Term::HollowCannon.index()] += 1,
                        2 => out[Term::CannonTwoScreens.index()] += 1,
                        _ => {}
                    }
                }
                out[Term::CannonMobility.index()] += occ.slide(sq);
            }
            Role::Soldier => {
                let rank = sq.own_rank(color);
                if (5..=8).contains(&rank) {
                    attackers += 1;
                    out[Term::CrossedSoldier.index()] += 1;
                    let neighbour = sq.offset(1, 0).and_then(|s| pos.piece_at(s));
                    out[Term::SoldiersSideBySide.index()] += i32::from(neighbour == Some(piece));
                }
            }
        }
    }
    out[Term::HorseCannonPair.index()] += i32::from(horses > 0 && cannons > 0);
    out[Term::AdvisorMissing.index()] = 2 - advisors;
    out[Term::ElephantMissing.index()] = 2 - elephants;
    attackers
}

/// Red's counts minus Black's.
pub(super) fn counts(pos: &Position, occ: &Occupancy) -> [i32; Term::COUNT] {
    let mut red = [0; Term::COUNT];
    let mut black = [0; Term::COUNT];
    let red_attackers = side(pos, occ, Color::Red, &mut red);
    let black_attackers = side(pos, occ, Color::Black, &mut black);
    // Each side's missing defenders weigh by what the other side can attack with.
    for t in [Term::AdvisorMissing, Term::ElephantMissing] {
        red[t.index()] *= black_attackers;
        black[t.index()] *= red_attackers;
    }
    let mut diff = [0; Term::COUNT];
    for i in 0..Term::COUNT {
        diff[i] = red[i] - black[i];
    }
    diff
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Red's counts minus Black's in the position `fen`.
    fn counts_of(fen: &str) -> [i32; Term::COUNT] {
        let pos = Position::from_fen(fen).unwrap();
        counts(&pos, &Occupancy::of(&pos))
    }

    fn count(fen: &str, term: Term) -> i32 {
        counts_of(fen)[term.index()]
    }

    #[test]
    fn missing_advisors_count_against_the_enemy_attackers() {
        // Red has no advisors; Black has a chariot to attack with.
        let fen = "r1bakab2/9/9/4p4/9/9/9/9/9/2B1K1B1R w - - 0 1";
        assert_eq!(count(fen, Term::AdvisorMissing), 2);
        assert_eq!(count(fen, Term::ElephantMissing), 0);
        // Without the black chariot the bare palace costs nothing.
        let quiet = "2bakab2/9/9/4p4/9/9/9/9/9/2B1K1B1R w - - 0 1";
        assert_eq!(count(quiet, Term::AdvisorMissing), 0);
    }

    #[test]
    fn missing_elephants_count_against_the_enemy_attackers() {
        let fen = "r1bakab2/9/9/4p4/9/9/9/9/9/3AKA2R w - - 0 1";
        assert_eq!(count(fen, Term::ElephantMissing), 2);
        assert_eq!(count(fen, Term::AdvisorMissing), 0);
    }

    #[test]
    fn a_chariot_with_nothing_ahead_has_an_open_file() {
        assert_eq!(
            count("4k4/9/9/9/9/9/R8/9/9/5K3 w - - 0 1", Term::ChariotOpenFile),
            1
        );
        // Its own soldier in front closes the file.
        assert_eq!(
            count("4k4/9/9/P8/9/9/R8/9/9/5K3 w - - 0 1", Term::ChariotOpenFile),
            0
        );
        // A black chariot on an open file counts for Black.
        assert_eq!(
            count("4k4/9/9/9/9/9/r8/9/9/5K3 w - - 0 1", Term::ChariotOpenFile),
            -1
        );
    }

    #[test]
    fn cannon_on_the_general_file_hollow_or_behind_two_screens() {
        let hollow = "4k4/9/9/9/9/9/9/4C4/9/3K5 w - - 0 1";
        assert_eq!(count(hollow, Term::HollowCannon), 1);
        assert_eq!(count(hollow, Term::CannonTwoScreens), 0);
        let screened = "4k4/9/9/4p4/9/9/4P4/4C4/9/3K5 w - - 0 1";
        assert_eq!(count(screened, Term::HollowCannon), 0);
        assert_eq!(count(screened, Term::CannonTwoScreens), 1);
    }

    #[test]
    fn horse_and_cannon_pair() {
        // Red keeps horse and cannon, Black two cannons.
        let pair = "2c1k1c2/9/9/9/9/9/9/2N1C4/9/3K5 w - - 0 1";
        assert_eq!(count(pair, Term::HorseCannonPair), 1);
        assert_eq!(
            count("4k4/9/9/9/9/9/9/4C4/9/3K5 w - - 0 1", Term::HorseCannonPair),
            0
        );
    }

    #[test]
    fn crossed_soldiers_and_soldiers_side_by_side() {
        assert_eq!(
            count("4k4/9/9/9/2P6/9/9/9/9/3K5 w - - 0 1", Term::CrossedSoldier),
            1
        );
        // On the last rank a soldier no longer counts as an attacker.
        assert_eq!(
            count("2P1k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", Term::CrossedSoldier),
            0
        );
        let pair = "4k4/9/9/9/2PP5/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(count(pair, Term::CrossedSoldier), 2);
        assert_eq!(count(pair, Term::SoldiersSideBySide), 1);
    }

    #[test]
    fn mobility_counts_free_points() {
        // A chariot alone on a3 sweeps its whole rank and file.
        assert_eq!(
            count("4k4/9/9/9/9/9/R8/9/9/5K3 w - - 0 1", Term::ChariotMobility),
            17
        );
        // A centralised horse against one hobbled by its own soldier.
        let free = "4k4/9/9/9/4N4/9/9/9/9/3K5 w - - 0 1";
        let hobbled = "4k4/9/9/4P4/4N4/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(count(free, Term::HorseMobility), 8);
        assert_eq!(count(hobbled, Term::HorseMobility), 6);
        // A cannon on b2 behind nothing slides along its rank and file.
        assert_eq!(
            count("4k4/9/9/9/9/9/9/1C7/9/3K5 w - - 0 1", Term::CannonMobility),
            17
        );
    }

    #[test]
    fn start_position_is_level_on_every_term() {
        assert_eq!(counts_of(crate::START_FEN), [0; Term::COUNT]);
    }
}

//! Piece values and piece-square tables, middlegame and endgame, seen from Red (a
//! Black piece uses the point turned 180°). Written as rules of thumb a player would
//! give and expanded into tables at compile time.

use super::placement::{from_centre, BY_POINT};
use crate::{Color, Piece, Role, Square};

/// (middlegame, endgame) value of a piece of `role` on the point (`file`, `rank`)
/// from its own side, material included.
const fn value(role: Role, file: i32, rank: i32) -> (i32, i32) {
    // 0 on the edge files, 4 on the central file.
    let centre = 4 - (file - 4).abs();
    match role {
        // The general is safest at home and in the middle of the palace base.
        Role::General => {
            let mg = -15 * rank - if file == 4 { 0 } else { 8 };
            let eg = if rank == 2 { -10 } else { 0 };
            (mg, eg)
        }
        Role::Advisor => {
            let mid = if file == 4 { 8 } else { 0 };
            (110 + mid, 100 + mid)
        }
        Role::Elephant => {
            let pos = match (file, rank) {
                (4, 2) => 8,
                (_, 4) => -4,
                (0, _) | (8, _) => -6,
                _ => 0,
            };
            (110 + pos, 100 + pos)
        }
        // Horses want to come forward towards the enemy palace and hate the edges.
        Role::Horse => {
            let forward = [-12, -4, 0, 4, 8, 14, 20, 26, 18, 4][rank as usize];
            let near_palace = if rank >= 6 && rank <= 8 && file >= 2 && file <= 6 {
                10
            } else {
                0
            };
            let edge = if centre == 0 { -8 } else { 0 };
            let pos = 5 * centre + forward + near_palace + edge;
            (380 + pos, 420 + pos / 2 + 2 * centre)
        }
        // Chariots want open lines into the enemy camp, above all its second rank.
        Role::Chariot => {
            let forward = [-6, 0, 0, 4, 4, 8, 8, 10, 14, 6][rank as usize];
            let file_bonus = match file {
                3 | 5 => 4,
                4 => 2,
                0 | 8 => -3,
                _ => 0,
            };
            (900 + forward + file_bonus, 1000 + forward / 2)
        }
        // Cannons like the central file and the points behind the enemy screens.
        Role::Cannon => {
            let file_bonus = match file {
                4 => 12,
                3 | 5 => 2,
                _ => 0,
            };
            let forward = [-6, 0, 0, 0, 0, 2, 2, 8, -2, 6][rank as usize];
            (440 + file_bonus + forward, 400 + forward / 2)
        }
        // A soldier gains value once across the river and near the palace, and loses
        // most of it on the last rank where it can only move sideways.
        Role::Soldier => {
            if rank <= 4 {
                let mid = if file == 4 { 4 } else { 0 };
                (30 + 4 * (rank - 3) + mid, 40 + 4 * (rank - 3))
            } else {
                let forward = [0, 0, 0, 0, 0, 0, 10, 20, 24, -15][rank as usize];
                let palace = if rank >= 6 && rank <= 8 && file >= 3 && file <= 5 {
                    8
                } else {
                    0
                };
                let pos = forward + palace + 3 * centre;
                (60 + pos, 85 + pos + forward / 2)
            }
        }
    }
}

const fn build() -> [[(i16, i16); 90]; 7] {
    let mut t = [[(0i16, 0i16); 90]; 7];
    let mut r = 0;
    while r < 7 {
        let role = Role::ALL[r];
        let mut i = 0;
        while i < 90 {
            let (file, rank) = (i % 9, i / 9);
            let (mg, eg) = value(role, file as i32, rank as i32);
            // The fitted corrections, seen from Red as the whole table is.
            let (cm, ce) = BY_POINT[r][rank][from_centre(file)];
            t[r][i] = ((mg + cm) as i16, (eg + ce) as i16);
            i += 1;
        }
        r += 1;
    }
    t
}

static TABLE: [[(i16, i16); 90]; 7] = build();

/// (middlegame, endgame) value of `piece` on `sq`, from its own side's view.
#[inline]
pub(crate) fn piece_square(piece: Piece, sq: Square) -> (i32, i32) {
    let i = match piece.color {
        Color::Red => sq.index(),
        Color::Black => sq.flip().index(),
    };
    let (mg, eg) = TABLE[piece.role.index()][i];
    (i32::from(mg), i32::from(eg))
}

/// Game phase weight: the heavy attackers decide how much of the middlegame is left.
pub(crate) const fn phase_weight(role: Role) -> i32 {
    match role {
        Role::Chariot => 4,
        Role::Horse | Role::Cannon => 2,
        _ => 0,
    }
}

/// Phase with every attacker still on the board.
pub(crate) const FULL_PHASE: i32 = 2 * (2 * 4 + 2 * 2 + 2 * 2);

/// Plain material value (middlegame), for move ordering and exchange evaluation.
pub(crate) const fn material(role: Role) -> i32 {
    match role {
        Role::General => 10_000,
        Role::Advisor | Role::Elephant => 110,
        Role::Horse => 400,
        Role::Chariot => 900,
        Role::Cannon => 430,
        Role::Soldier => 50,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_mirror_symmetric_and_colour_symmetric() {
        for role in Role::ALL {
            for sq in Square::all() {
                let mirror = Square::new(8 - sq.file(), sq.rank()).unwrap();
                let red = Piece::new(Color::Red, role);
                let black = Piece::new(Color::Black, role);
                assert_eq!(piece_square(red, sq), piece_square(red, mirror));
                assert_eq!(piece_square(red, sq), piece_square(black, sq.flip()));
            }
        }
    }

    #[test]
    fn the_rules_of_thumb_value_crossed_soldiers_and_advanced_horses() {
        // The hand-written values, before the fitted corrections (which follow the
        // engine's searches, not these rules).
        let at = |role, s: &str| {
            let sq = s.parse::<Square>().unwrap();
            value(role, i32::from(sq.file()), i32::from(sq.rank()))
        };
        assert!(at(Role::Soldier, "e6").0 > at(Role::Soldier, "e3").0);
        assert!(at(Role::Soldier, "e6").1 > at(Role::Soldier, "e6").0);
        assert!(at(Role::Horse, "d7").0 > at(Role::Horse, "b0").0);
        assert!(at(Role::Chariot, "a0").0 > at(Role::Cannon, "e2").0);
    }
}

//! The 32 piece slots in which DhtmlXQ and XQF record a position: each of the 32 pieces
//! of a full set has a slot of its own, which holds its point or says it is off the
//! board. Red's slots come first, then Black's, each side's in the order the pieces
//! stand at the start from one corner (chariot, horse, elephant, advisor, general,
//! advisor, elephant, horse, chariot), then the two cannons and the five soldiers.

use crate::{Color, Piece, Position, Role, Setup, Square};

/// The kind of piece each slot holds, for one side.
const SIDE: [Role; 16] = [
    Role::Chariot,
    Role::Horse,
    Role::Elephant,
    Role::Advisor,
    Role::General,
    Role::Advisor,
    Role::Elephant,
    Role::Horse,
    Role::Chariot,
    Role::Cannon,
    Role::Cannon,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
];

/// The piece slot `i` (0 to 31) holds.
pub(crate) fn piece(i: usize) -> Piece {
    let color = if i < 16 { Color::Red } else { Color::Black };
    Piece::new(color, SIDE[i % 16])
}

/// A board from the point of each slot (`None` off the board), with `turn` to move; the
/// point two slots share, if they do.
pub(crate) fn setup(points: &[Option<Square>; 32], turn: Color) -> Result<Setup, Square> {
    let mut setup = Setup::empty();
    setup.turn = turn;
    for (i, point) in points.iter().enumerate() {
        let Some(sq) = *point else { continue };
        if setup.board[sq.index()].is_some() {
            return Err(sq);
        }
        setup.board[sq.index()] = Some(piece(i));
    }
    Ok(setup)
}

/// The point of each slot in `pos`: each piece takes the first free slot of its kind.
/// Every legal position fits, since no side has more of a kind than a full set.
pub(crate) fn points(pos: &Position) -> [Option<Square>; 32] {
    let mut points = [None; 32];
    for (sq, p) in pos.board() {
        let free = (0..32).find(|&i| piece(i) == p && points[i].is_none());
        if let Some(i) = free {
            points[i] = Some(sq);
        }
    }
    points
}

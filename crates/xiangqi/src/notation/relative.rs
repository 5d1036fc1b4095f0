//! The relative description of a move that WXF and Chinese notation share: which piece
//! moves (its kind and file, or its place in a column of same-kind pieces), which way it
//! goes, and how many steps or to which file.
//!
//! Conventions (each side counts from its own point of view):
//! - Files are numbered 1..=9 from the mover's right: Red's file 1 is `i`, Black's is `a`.
//! - Forward is toward the opponent. General, chariot, cannon and soldier move straight,
//!   so going forward or back the number counts steps, and going sideways it is the file
//!   they land on. Advisor, elephant and horse move diagonally, so the number is always
//!   the file they land on, and they never move sideways.
//! - When several pieces of one kind share a file, the file number is replaced by the
//!   piece's place in that column counted from the front (see `Place`). Advisors and
//!   elephants are the exception: two on one file can always be told apart by direction
//!   (the front one can only retreat, the rear one only advance), so they keep the plain
//!   form, as the WXF and Chinese rule books do.

use super::{Ambiguity, Expected, Missing, NotationError};
use crate::{Color, IllegalMove, Move, Piece, Position, Role, Square};

/// A file counted 1..=9 from `color`'s right.
pub(super) const fn file_number(color: Color, file: u8) -> u8 {
    match color {
        Color::Red => 9 - file,
        Color::Black => file + 1,
    }
}

/// The board file (`a` = 0) of `color`'s file `number`, if `number` is 1..=9.
const fn board_file(color: Color, number: u8) -> Option<u8> {
    if number < 1 || number > 9 {
        return None;
    }
    Some(match color {
        Color::Red => 9 - number,
        Color::Black => number - 1,
    })
}

/// +1 when `color`'s forward is up the board (Red), -1 otherwise.
const fn forward(color: Color) -> i8 {
    match color {
        Color::Red => 1,
        Color::Black => -1,
    }
}

const fn moves_straight(role: Role) -> bool {
    matches!(
        role,
        Role::General | Role::Chariot | Role::Cannon | Role::Soldier
    )
}

/// Which way a move goes, from the mover's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Direction {
    Forward,
    Backward,
    Sideways,
}

/// How the moving piece is told apart from others of its kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Place {
    /// Its file is enough.
    Alone,
    /// `count` pieces of its kind stand on its file; it is `index` from the front.
    Column { index: u8, count: u8 },
    /// Soldiers stand two or more deep on two files, so both the file and the place in
    /// it are named; it is `index` from the front of the `count` on its file.
    TwoColumns { index: u8, count: u8 },
}

/// A move as WXF and Chinese notation describe it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Description {
    pub color: Color,
    pub role: Role,
    /// The mover's file, 1..=9 from its own right.
    pub file: u8,
    pub place: Place,
    pub direction: Direction,
    /// Steps for a straight move forward or back, otherwise the file landed on.
    pub target: u8,
}

/// A place in a column, front to back, as a move text names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Rank {
    Front,
    Middle,
    Rear,
    /// 1-based from the front (Chinese 一兵..五兵). When soldiers stand deep on two files
    /// and no file is named, the count runs over both, lower file number first (the
    /// xqbase convention).
    Nth(u8),
    /// WXF's single `+`: the front of two or three, the second from the front of four or
    /// five (whose front is `++`).
    Plus,
    /// WXF's single `-`: the rear of two or three, the second from the rear of four or five.
    Minus,
}

/// How a move text picks out the piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Pick {
    /// The piece of the kind on this file (1..=9 from the mover's right). When three or
    /// five stand there this is the middle one, which WXF writes with its plain file.
    File(u8),
    /// A place in the one file where two or more of the kind stand.
    Rank(Rank),
    /// A place among the pieces of the kind on this file.
    FileRank(u8, Rank),
}

/// What a move text says, before looking at the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Spec {
    pub role: Role,
    pub pick: Pick,
    pub direction: Direction,
    pub target: u8,
}

/// `color`'s pieces of kind `role` on board file `file`, front first.
fn column(pos: &Position, color: Color, role: Role, file: u8) -> Vec<Square> {
    let mut squares: Vec<Square> = (0..Square::RANKS)
        .filter_map(|rank| Square::new(file, rank))
        .filter(|&sq| {
            pos.piece_at(sq)
                .is_some_and(|p| p.color == color && p.role == role)
        })
        .collect();
    if color == Color::Red {
        squares.reverse();
    }
    squares
}

/// The board files where `color` has two or more pieces of kind `role`, in the order of
/// `color`'s own file numbers.
fn deep_files(pos: &Position, color: Color, role: Role) -> Vec<u8> {
    (1..=9)
        .filter_map(|n| board_file(color, n))
        .filter(|&f| column(pos, color, role, f).len() >= 2)
        .collect()
}

/// Describes `m`, a move in `pos`. `None` when it does not start on a piece of the side
/// to move.
pub(super) fn describe(pos: &Position, m: Move) -> Option<Description> {
    let piece = pos.piece_at(m.from).filter(|p| p.color == pos.turn())?;
    let (color, role) = (piece.color, piece.role);
    let ahead = (m.to.rank() as i8 - m.from.rank() as i8) * forward(color);
    let direction = match ahead {
        0 => Direction::Sideways,
        a if a > 0 => Direction::Forward,
        _ => Direction::Backward,
    };
    let target = if moves_straight(role) && direction != Direction::Sideways {
        ahead.unsigned_abs()
    } else {
        file_number(color, m.to.file())
    };
    let mut description = Description {
        color,
        role,
        file: file_number(color, m.from.file()),
        place: Place::Alone,
        direction,
        target,
    };
    let col = column(pos, color, role, m.from.file());
    if col.len() < 2 {
        return Some(description);
    }
    if matches!(role, Role::Advisor | Role::Elephant) && resolve(pos, &description.spec()) == Ok(m)
    {
        return Some(description);
    }
    let index = col.iter().position(|&sq| sq == m.from)? as u8;
    let count = col.len() as u8;
    description.place = if deep_files(pos, color, role).len() >= 2 {
        Place::TwoColumns { index, count }
    } else {
        Place::Column { index, count }
    };
    Some(description)
}

impl Description {
    /// The plain form of this description: kind and file.
    fn spec(&self) -> Spec {
        Spec {
            role: self.role,
            pick: Pick::File(self.file),
            direction: self.direction,
            target: self.target,
        }
    }
}

/// Finds the legal move of the side to move in `pos` that `spec` describes.
pub(super) fn resolve(pos: &Position, spec: &Spec) -> Result<Move, NotationError> {
    let color = pos.turn();
    let role = spec.role;
    let piece = Piece::new(color, role);
    let no_file = |n: u8| NotationError::Syntax {
        text: n.to_string(),
        expected: Expected::FileNumber,
    };
    let from_squares = match spec.pick {
        Pick::File(n) => {
            let col = column(
                pos,
                color,
                role,
                board_file(color, n).ok_or_else(|| no_file(n))?,
            );
            if col.is_empty() {
                return Err(NotationError::NoSuchPiece(Missing::OnFile {
                    piece,
                    file: n,
                }));
            }
            if col.len() >= 3 && col.len() % 2 == 1 {
                vec![col[col.len() / 2]]
            } else {
                col
            }
        }
        Pick::Rank(rank) => match deep_files(pos, color, role).as_slice() {
            [] => return Err(NotationError::NoSuchPiece(Missing::DeepFile(piece))),
            [file] => vec![pick_rank(
                &column(pos, color, role, *file),
                rank,
                color,
                role,
            )?],
            files => match rank {
                Rank::Nth(n) => {
                    let all: Vec<Square> = files
                        .iter()
                        .flat_map(|&f| column(pos, color, role, f))
                        .collect();
                    let missing = Missing::Numbered { piece, number: n };
                    vec![*all
                        .get(usize::from(n).wrapping_sub(1))
                        .ok_or(NotationError::NoSuchPiece(missing))?]
                }
                _ => return Err(NotationError::Ambiguous(Ambiguity::DeepFiles(piece))),
            },
        },
        Pick::FileRank(n, rank) => {
            let col = column(
                pos,
                color,
                role,
                board_file(color, n).ok_or_else(|| no_file(n))?,
            );
            if col.len() < 2 {
                return Err(NotationError::NoSuchPiece(Missing::PairOnFile {
                    piece,
                    file: n,
                }));
            }
            vec![pick_rank(&col, rank, color, role)?]
        }
    };
    let reachable: Vec<Move> = from_squares
        .iter()
        .filter_map(|&from| {
            destination(color, role, from, spec.direction, spec.target)
                .map(|to| Move::new(from, to))
        })
        .collect();
    if reachable.is_empty() {
        return Err(NotationError::Impossible {
            piece,
            direction: spec.direction,
            target: spec.target,
        });
    }
    let mut fitting = Vec::new();
    let mut refusal = None;
    for m in reachable {
        match pos.check_move(m.from, m.to) {
            Ok(m) => fitting.push(m),
            Err(reason) => {
                refusal.get_or_insert(IllegalMove { mv: m, reason });
            }
        }
    }
    match (fitting.as_slice(), refusal) {
        ([m], _) => Ok(*m),
        ([], Some(illegal)) => Err(NotationError::Illegal(illegal)),
        (several, _) => Err(NotationError::Ambiguous(Ambiguity::SeveralMovers {
            piece,
            count: several.len() as u8,
        })),
    }
}

/// The piece at place `rank` in `col` (front first).
fn pick_rank(
    col: &[Square],
    rank: Rank,
    color: Color,
    role: Role,
) -> Result<Square, NotationError> {
    let n = col.len();
    let index = match rank {
        Rank::Front => Some(0),
        Rank::Rear => Some(n - 1),
        Rank::Middle => (n % 2 == 1).then_some(n / 2),
        Rank::Nth(k) => (1..=n)
            .contains(&usize::from(k))
            .then(|| usize::from(k) - 1),
        Rank::Plus => Some(if n <= 3 { 0 } else { 1 }),
        Rank::Minus => Some(if n <= 3 { n - 1 } else { n - 2 }),
    };
    index
        .map(|i| col[i])
        .ok_or(NotationError::NoSuchPiece(Missing::AtPlace {
            piece: Piece::new(color, role),
            count: n as u8,
        }))
}

/// Where a `role` of `color` on `from` lands going `direction` with `target` (steps or
/// file), if that is a move its kind makes at all.
fn destination(
    color: Color,
    role: Role,
    from: Square,
    direction: Direction,
    target: u8,
) -> Option<Square> {
    let fwd = forward(color);
    let steps = target as i8;
    if moves_straight(role) {
        return match direction {
            Direction::Sideways => {
                let file = board_file(color, target).filter(|&f| f != from.file())?;
                Square::new(file, from.rank())
            }
            _ if target == 0 => None,
            Direction::Forward => from.offset(0, fwd * steps),
            Direction::Backward => from.offset(0, -fwd * steps),
        };
    }
    let file = board_file(color, target)?;
    let across = (file as i8 - from.file() as i8).abs();
    let up = match (role, across) {
        (Role::Advisor, 1) | (Role::Horse, 2) => 1,
        (Role::Elephant, 2) | (Role::Horse, 1) => 2,
        _ => return None,
    };
    match direction {
        Direction::Sideways => None,
        Direction::Forward => from.offset(file as i8 - from.file() as i8, fwd * up),
        Direction::Backward => from.offset(file as i8 - from.file() as i8, -fwd * up),
    }
}

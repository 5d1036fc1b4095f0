//! WXF notation, as published by the World Xiangqi Federation ("Official Xiangqi piece
//! names and notation", wxf.org): four characters, piece letter, file, direction,
//! target — `C2.5`, `H8+7`, `R1-3`.
//!
//! - Letters K A E H R C P (general, advisor, elephant, horse, chariot, cannon, soldier)
//!   for both sides; reading also takes lower case and the FEN letters B and N.
//! - Direction `+` forward, `-` back, `.` sideways (`=` is read too).
//! - Two pieces of a kind on one file: the file digit becomes `+` for the front one and
//!   `-` for the rear one: `R+.3`, `C--1`.
//! - Three soldiers on a file: `P+`, the middle one by its plain file (`P3`), `P-`.
//! - Four or five on a file: `++` for the foremost, `P+` for the second, `P3` for the
//!   middle of five, `P-` for the second from the rear, `--` for the rearmost.
//! - Soldiers two or more deep on two files: the letter becomes the file digit and the
//!   second character `+`, `-`, or the file digit again for the middle of three:
//!   `3+.4`, `33.4`, `3-.4`, `7+.6`.
//!
//! Reading also takes the plain file for one of two tandem pieces when only one of them
//! can make the move, which is how Fairy-Stockfish writes such moves (a cross-check of
//! 18,000 moves from random games against its WXF writer agreed everywhere else, apart
//! from three or more soldiers on a file, where it numbers them its own way).

use super::relative::{Description, Direction, Pick, Place, Rank, Spec};
use super::{Expected, NotationError};
use crate::Role;

const fn letter(role: Role) -> char {
    match role {
        Role::General => 'K',
        Role::Advisor => 'A',
        Role::Elephant => 'E',
        Role::Horse => 'H',
        Role::Chariot => 'R',
        Role::Cannon => 'C',
        Role::Soldier => 'P',
    }
}

fn role_of(c: char) -> Option<Role> {
    Some(match c.to_ascii_uppercase() {
        'K' => Role::General,
        'A' => Role::Advisor,
        'E' | 'B' => Role::Elephant,
        'H' | 'N' => Role::Horse,
        'R' => Role::Chariot,
        'C' => Role::Cannon,
        'P' => Role::Soldier,
        _ => return None,
    })
}

fn digit(n: u8) -> char {
    char::from(b'0' + n)
}

pub(super) fn format(d: Description) -> String {
    let l = letter(d.role);
    let file = digit(d.file);
    let [first, second] = match d.place {
        Place::Alone => [l, file],
        Place::Column { index, count } => {
            let last = count - 1;
            match (index, count) {
                (0, 4..) => ['+', '+'],
                (i, 4..) if i == last => ['-', '-'],
                (1, 4..) => [l, '+'],
                (i, 4..) if i + 2 == count => [l, '-'],
                (0, _) => [l, '+'],
                (i, _) if i == last => [l, '-'],
                _ => [l, file],
            }
        }
        Place::TwoColumns { index, count } => match index {
            0 => [file, '+'],
            i if i + 1 == count => [file, '-'],
            _ => [file, file],
        },
    };
    let sign = match d.direction {
        Direction::Forward => '+',
        Direction::Backward => '-',
        Direction::Sideways => '.',
    };
    [first, second, sign, digit(d.target)].iter().collect()
}

pub(super) fn parse(text: &str) -> Result<Spec, NotationError> {
    let syntax = || NotationError::Syntax {
        text: text.to_string(),
        expected: Expected::Wxf,
    };
    let chars: Vec<char> = text.chars().collect();
    let &[first, second, sign, target] = chars.as_slice() else {
        return Err(syntax());
    };
    let direction = match sign {
        '+' => Direction::Forward,
        '-' => Direction::Backward,
        '.' | '=' => Direction::Sideways,
        _ => return Err(syntax()),
    };
    let target = file_digit(target).ok_or_else(syntax)?;
    let front_or_rear = |c: char| match c {
        '+' => Some(Rank::Front),
        '-' => Some(Rank::Rear),
        _ => None,
    };
    let (role, pick) = if first.is_ascii_alphabetic() {
        let role = role_of(first).ok_or_else(|| NotationError::UnknownPiece(first.to_string()))?;
        let pick = match (second, file_digit(second)) {
            (_, Some(n)) => Pick::File(n),
            ('+', _) => Pick::Rank(Rank::Plus),
            ('-', _) => Pick::Rank(Rank::Minus),
            _ => return Err(syntax()),
        };
        (role, pick)
    } else if let Some(n) = file_digit(first) {
        // Soldiers deep on two files: the file, then front, rear or (repeated) middle.
        let rank = match front_or_rear(second) {
            Some(rank) => rank,
            None if second == first => Rank::Middle,
            None => return Err(syntax()),
        };
        (Role::Soldier, Pick::FileRank(n, rank))
    } else {
        // `++` and `--`: the foremost and rearmost of four or five soldiers on a file.
        match front_or_rear(first) {
            Some(rank) if second == first => (Role::Soldier, Pick::Rank(rank)),
            _ => return Err(syntax()),
        }
    };
    Ok(Spec {
        role,
        pick,
        direction,
        target,
    })
}

fn file_digit(c: char) -> Option<u8> {
    c.to_digit(10).filter(|&d| d >= 1).map(|d| d as u8)
}

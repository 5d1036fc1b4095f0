//! Chinese notation, traditional and simplified: piece, file, direction, target —
//! `炮二平五`, `馬８進７`.
//!
//! Conventions written (sources: the Chinese Xiangqi Association's competition rules,
//! section on recording games; the xqbase "中国象棋电脑应用规范（二）：着法表示"; the
//! traditional usage recorded on Chinese Wikipedia's 象棋 page):
//! - Each side writes its own piece characters: traditional Red 帥仕相傌俥炮兵, Black
//!   將士象馬車砲卒; simplified Red 帅仕相马车炮兵, Black 将士象马车炮卒.
//! - Red writes numbers as Chinese numerals 一..九, Black as full-width digits １..９.
//! - Direction 進/进 forward, 退 back, 平 sideways.
//! - Two pieces of a kind on a file: 前 or 後/后 before the piece, file left out (前炮退二).
//!   Three soldiers: 前, 中, 後. Four or five: 一 二 三 四 五 from the front (xqbase; the
//!   ordinal is a Chinese numeral for both sides, as there), e.g. 二兵平五.
//! - Soldiers two or more deep on two files: 前, 中 or 後 followed by the file, the piece
//!   name left out to keep four characters (前九平八, the traditional short form).
//!
//! Reading is lenient: either side's characters in either script, the variants 包 (cannon)
//! and half-width digits, numerals of either kind for either side, 前兵九平八 (piece kept),
//! 炮前退二 (older order), 前 and 後 for the first and last of four or five, and 一..五
//! across both files when soldiers are deep on two (xqbase).

use super::relative::{Description, Direction, Pick, Place, Rank, Spec};
use super::{Expected, NotationError};
use crate::{Color, Role};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Script {
    Traditional,
    Simplified,
}

const fn piece_char(color: Color, role: Role, script: Script) -> char {
    match (script, color, role) {
        (_, _, Role::Advisor) => match color {
            Color::Red => '仕',
            Color::Black => '士',
        },
        (_, _, Role::Elephant) => match color {
            Color::Red => '相',
            Color::Black => '象',
        },
        (_, Color::Red, Role::Soldier) => '兵',
        (_, Color::Black, Role::Soldier) => '卒',
        (Script::Traditional, Color::Red, Role::General) => '帥',
        (Script::Traditional, Color::Black, Role::General) => '將',
        (Script::Traditional, Color::Red, Role::Horse) => '傌',
        (Script::Traditional, Color::Black, Role::Horse) => '馬',
        (Script::Traditional, Color::Red, Role::Chariot) => '俥',
        (Script::Traditional, Color::Black, Role::Chariot) => '車',
        (Script::Traditional, Color::Red, Role::Cannon) => '炮',
        (Script::Traditional, Color::Black, Role::Cannon) => '砲',
        (Script::Simplified, Color::Red, Role::General) => '帅',
        (Script::Simplified, Color::Black, Role::General) => '将',
        (Script::Simplified, _, Role::Horse) => '马',
        (Script::Simplified, _, Role::Chariot) => '车',
        (Script::Simplified, _, Role::Cannon) => '炮',
    }
}

const CHINESE_NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const FULL_WIDTH_DIGITS: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// `n` (1..=9) as `color` writes it.
fn numeral(color: Color, n: u8) -> char {
    let digits = match color {
        Color::Red => &CHINESE_NUMERALS,
        Color::Black => &FULL_WIDTH_DIGITS,
    };
    digits[usize::from(n.clamp(1, 9)) - 1]
}

/// The word for place `index` (from the front) among `count` pieces on a file.
fn rank_char(index: u8, count: u8, script: Script) -> char {
    match (index, count) {
        (i, 4..) => CHINESE_NUMERALS[usize::from(i.min(8))],
        (0, _) => '前',
        (i, _) if i + 1 == count => match script {
            Script::Traditional => '後',
            Script::Simplified => '后',
        },
        _ => '中',
    }
}

pub(super) fn format(d: &Description, script: Script) -> String {
    let piece = piece_char(d.color, d.role, script);
    let file = numeral(d.color, d.file);
    let [first, second] = match d.place {
        Place::Alone => [piece, file],
        Place::Column { index, count } => [rank_char(index, count, script), piece],
        Place::TwoColumns { index, count } => [rank_char(index, count, script), file],
    };
    let direction = match (d.direction, script) {
        (Direction::Forward, Script::Traditional) => '進',
        (Direction::Forward, Script::Simplified) => '进',
        (Direction::Backward, _) => '退',
        (Direction::Sideways, _) => '平',
    };
    [first, second, direction, numeral(d.color, d.target)]
        .iter()
        .collect()
}

/// One character of a Chinese move, classified.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Token {
    Piece(Role),
    Number(u8),
    Rank(Rank),
    Direction(Direction),
}

fn token(c: char) -> Option<Token> {
    let role = |r| Some(Token::Piece(r));
    match c {
        '帥' | '帅' | '將' | '将' => role(Role::General),
        '仕' | '士' => role(Role::Advisor),
        '相' | '象' => role(Role::Elephant),
        '傌' | '馬' | '马' => role(Role::Horse),
        '俥' | '車' | '车' => role(Role::Chariot),
        '炮' | '砲' | '包' => role(Role::Cannon),
        '兵' | '卒' => role(Role::Soldier),
        '進' | '进' => Some(Token::Direction(Direction::Forward)),
        '退' => Some(Token::Direction(Direction::Backward)),
        '平' => Some(Token::Direction(Direction::Sideways)),
        '前' => Some(Token::Rank(Rank::Front)),
        '中' => Some(Token::Rank(Rank::Middle)),
        '後' | '后' => Some(Token::Rank(Rank::Rear)),
        '1'..='9' => Some(Token::Number(c as u8 - b'0')),
        _ => {
            let n = CHINESE_NUMERALS
                .iter()
                .chain(&FULL_WIDTH_DIGITS)
                .position(|&d| d == c)?;
            Some(Token::Number(n as u8 % 9 + 1))
        }
    }
}

pub(super) fn parse(text: &str) -> Result<Spec, NotationError> {
    let syntax = || NotationError::Syntax {
        text: text.to_string(),
        expected: Expected::Chinese,
    };
    let mut tokens = Vec::new();
    for (i, c) in text.chars().enumerate() {
        match token(c) {
            Some(t) => tokens.push(t),
            // The first two characters name the piece; anything unknown there is taken
            // for a piece name.
            None if i < 2 && !c.is_ascii() => {
                return Err(NotationError::UnknownPiece(c.to_string()))
            }
            None => return Err(syntax()),
        }
    }
    use Token::{Direction as D, Number as N, Piece as P, Rank as R};
    let (role, pick, direction, target) = match tokens.as_slice() {
        &[P(role), N(file), D(d), N(t)] => (role, Pick::File(file), d, t),
        &[R(rank), P(role), D(d), N(t)] | &[P(role), R(rank), D(d), N(t)] => {
            (role, Pick::Rank(rank), d, t)
        }
        &[N(n), P(role), D(d), N(t)] if n <= 5 => (role, Pick::Rank(Rank::Nth(n)), d, t),
        &[R(rank), N(file), D(d), N(t)] => (Role::Soldier, Pick::FileRank(file, rank), d, t),
        &[R(rank), P(role), N(file), D(d), N(t)] => (role, Pick::FileRank(file, rank), d, t),
        _ => return Err(syntax()),
    };
    Ok(Spec {
        role,
        pick,
        direction,
        target,
    })
}

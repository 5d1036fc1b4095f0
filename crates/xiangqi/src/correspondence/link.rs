//! A game link's payload: the whole game as one side last sent it, in bytes, then in
//! base64url for the address's fragment.
//!
//! Version 1, field by field (docs/records.md has the same table for other programs):
//!
//! | bytes | field |
//! |---|---|
//! | 1 | version: 1 |
//! | 16 | game id, random |
//! | 1 | rules: 0 Asian, 1 casual |
//! | 1 | days for a move: 0 for no time limit |
//! | 1 | sender: 0 Red, 1 Black |
//! | 1 | the sender's open offer: 0 none, 1 a draw, 2 a takeback |
//! | 1 | the sender's answer to the other's offer: 0 none, 1 draw declined, 2 takeback granted, 3 takeback refused |
//! | 1 | how the sender ended the game: 0 not, 1 resigned, 2 agreed to a draw, 3 claimed on time |
//! | 1 + n | the start position's FEN (n = 0: the standard start) |
//! | 1 + n | Red's name, UTF-8 |
//! | 1 + n | Black's name, UTF-8 |
//! | varint | when the game was made, in minutes since 1970-01-01 UTC |
//! | varint | the number of moves |
//! | 1 each | each move as its index among the legal moves ([`move_indices`]) |
//! | varint each | with a time limit only: each move's time, in minutes after the move before (the first: after the game was made) |
//!
//! A varint is LEB128: seven bits a byte, low bits first, the top bit set on every byte
//! but the last.
//!
//! Every value a byte can hold that is not in this table is refused, as are bytes left
//! over after the last field.
//!
//! [`move_indices`]: crate::notation::move_indices

use std::fmt;

use super::base64url::{self, Base64Error};
use crate::notation::move_indices::{self, MoveIndexError};
use crate::{Color, FenError, Game, Move, Position, RuleSet};

/// The version this module writes. It reads every version up to it.
pub const VERSION: u8 = 1;

/// The highest version a later page may one day write. Text that is no link at all
/// starts with any byte; a first byte above this is damage, not a newer version (the
/// player is told to reload the page only where that could help).
const LAST_LIKELY_VERSION: u8 = 15;

/// Text longer than this is refused before it is decoded: a 300-move game with times
/// takes about 1,400 characters.
pub const MAX_LINK_CHARS: usize = 4096;

/// The longest name a link carries, in UTF-8 bytes (32 Latin letters, 10 Chinese
/// characters).
pub const MAX_NAME_BYTES: usize = 32;

/// What the sender proposes, for the other side to accept or decline.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    Draw,
    /// To take back the sender's last move (and the other side's reply to it, if made).
    Takeback,
}

/// The sender's answer to the other side's offer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    DrawDeclined,
    TakebackGranted,
    TakebackRefused,
}

/// How the sender ended the game, when it was not the board that ended it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    Resigned,
    /// Accepted the other side's draw offer.
    DrawAgreed,
    /// The other side, to move, let its time for the move run out.
    TimeClaimed,
}

/// What the invitation fixes for the whole game.
#[derive(Clone, Debug)]
pub struct Terms {
    /// Random: what ties the two devices' copies of one game together.
    pub id: [u8; 16],
    pub rules: RuleSet,
    /// The days each side has for a move; 0 for no time limit.
    pub days_per_move: u8,
    pub start: Position,
    /// When the game was made, in minutes since 1970-01-01 UTC.
    pub started: u32,
}

impl Terms {
    /// The minutes the side to move has for a move, or `None` without a time limit.
    pub fn minutes_per_move(&self) -> Option<u32> {
        (self.days_per_move > 0).then(|| u32::from(self.days_per_move) * MINUTES_PER_DAY)
    }

    /// Whether `other` is the same game on the same terms.
    pub fn same_as(&self, other: &Terms) -> bool {
        self.id == other.id
            && self.rules == other.rules
            && self.days_per_move == other.days_per_move
            && self.started == other.started
            && self.start.fen() == other.start.fen()
    }
}

/// A game as one side sends it to the other.
#[derive(Clone, Debug)]
pub struct GameLink {
    pub terms: Terms,
    /// Red's and Black's names (by [`Color::index`]), empty when not given.
    pub names: [String; 2],
    pub moves: Vec<Move>,
    /// When each move was made, in minutes since 1970-01-01 UTC: one a move with a time
    /// limit, none without.
    pub times: Vec<u32>,
    pub sender: Color,
    pub offer: Option<Offer>,
    pub reply: Option<Reply>,
    pub ending: Option<Ending>,
}

/// A field of the link, to say where one is wrong.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Field {
    Version,
    Id,
    Rules,
    Days,
    Sender,
    Offer,
    Reply,
    Ending,
    Start,
    Name(Color),
    Started,
    MoveCount,
    Moves,
    Times,
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::Version => f.write_str("version"),
            Field::Id => f.write_str("game id"),
            Field::Rules => f.write_str("rules"),
            Field::Days => f.write_str("days for a move"),
            Field::Sender => f.write_str("sender"),
            Field::Offer => f.write_str("offer"),
            Field::Reply => f.write_str("answer"),
            Field::Ending => f.write_str("ending"),
            Field::Start => f.write_str("start position"),
            Field::Name(side) => write!(f, "{side}'s name"),
            Field::Started => f.write_str("start time"),
            Field::MoveCount => f.write_str("number of moves"),
            Field::Moves => f.write_str("moves"),
            Field::Times => f.write_str("move times"),
        }
    }
}

/// Why text is not a game link, or a game cannot be written as one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Longer than [`MAX_LINK_CHARS`].
    TooLong {
        chars: usize,
    },
    NotBase64(Base64Error),
    /// Written by a later version of the game than this one.
    NewerVersion(u8),
    /// The link ends in the middle of this field: cut short on its way, most likely.
    CutShort(Field),
    /// A value this field never takes.
    BadValue {
        field: Field,
        value: u32,
    },
    /// A number too large for this field.
    TooLarge(Field),
    /// Times that go backwards.
    OutOfOrder(Field),
    /// Text that is not UTF-8.
    NotUtf8(Field),
    BadStart(FenError),
    /// A name that is too long, not UTF-8 or holds control characters.
    BadName(Color),
    BadMoves(MoveIndexError),
    /// A move after the game was over (`ply` from 0).
    AfterEnd {
        ply: usize,
    },
    /// Bytes after the last field.
    LeftOver(usize),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::TooLong { chars } => write!(
                f,
                "{chars} characters is too long for a game link (at most {MAX_LINK_CHARS})"
            ),
            LinkError::NotBase64(Base64Error::Letter { at, found }) => {
                write!(f, "'{found}' (character {}) cannot be in a game link", at + 1)
            }
            LinkError::NotBase64(Base64Error::Length(len)) => {
                write!(f, "a game link cannot be {len} characters long")
            }
            LinkError::NewerVersion(v) => write!(
                f,
                "the link is version {v}, from a newer version of the game (this one reads up to {VERSION})"
            ),
            LinkError::CutShort(field) => write!(f, "the link is cut short in its {field}"),
            LinkError::BadValue { field, value } => {
                write!(f, "{value} is not a possible {field}")
            }
            LinkError::TooLarge(field) => write!(f, "the {field} is too large"),
            LinkError::OutOfOrder(field) => write!(f, "the {field} go backwards"),
            LinkError::NotUtf8(field) => write!(f, "the {field} is not text"),
            LinkError::BadStart(e) => write!(f, "the start position: {e}"),
            LinkError::BadName(side) => write!(
                f,
                "{side}'s name is longer than {MAX_NAME_BYTES} bytes or holds control characters"
            ),
            LinkError::BadMoves(e) => e.fmt(f),
            LinkError::AfterEnd { ply } => {
                write!(f, "move {} comes after the game was over", ply + 1)
            }
            LinkError::LeftOver(n) => write!(f, "{n} bytes after the end of the game"),
        }
    }
}

impl std::error::Error for LinkError {}

const MINUTES_PER_DAY: u32 = 24 * 60;

impl GameLink {
    /// The link as base64url text.
    pub fn to_text(&self) -> Result<String, LinkError> {
        Ok(base64url::encode(&self.to_bytes()?))
    }

    /// Reads a link's text (what follows `#play=` in the address).
    pub fn from_text(text: &str) -> Result<GameLink, LinkError> {
        let chars = text.chars().count();
        if chars > MAX_LINK_CHARS {
            return Err(LinkError::TooLong { chars });
        }
        GameLink::from_bytes(&base64url::decode(text).map_err(LinkError::NotBase64)?)
    }

    pub fn to_bytes(&self) -> Result<Vec<u8>, LinkError> {
        let terms = &self.terms;
        let indices =
            move_indices::to_indices(&terms.start, &self.moves).map_err(LinkError::BadMoves)?;
        let mut out = vec![VERSION];
        out.extend_from_slice(&terms.id);
        out.push(match terms.rules {
            RuleSet::Asian => 0,
            RuleSet::Casual => 1,
        });
        out.push(terms.days_per_move);
        out.push(color_byte(self.sender));
        out.push(match self.offer {
            None => 0,
            Some(Offer::Draw) => 1,
            Some(Offer::Takeback) => 2,
        });
        out.push(match self.reply {
            None => 0,
            Some(Reply::DrawDeclined) => 1,
            Some(Reply::TakebackGranted) => 2,
            Some(Reply::TakebackRefused) => 3,
        });
        out.push(match self.ending {
            None => 0,
            Some(Ending::Resigned) => 1,
            Some(Ending::DrawAgreed) => 2,
            Some(Ending::TimeClaimed) => 3,
        });
        let fen = terms.start.fen();
        push_text(&mut out, if fen == crate::START_FEN { "" } else { &fen });
        for side in Color::ALL {
            let name = &self.names[side.index()];
            if !name_is_sound(name) {
                return Err(LinkError::BadName(side));
            }
            push_text(&mut out, name);
        }
        push_varint(&mut out, terms.started);
        push_varint(&mut out, self.moves.len() as u32);
        out.extend_from_slice(&indices);
        if terms.days_per_move > 0 {
            if self.times.len() != self.moves.len() {
                return Err(LinkError::CutShort(Field::Times));
            }
            let mut before = terms.started;
            for &time in &self.times {
                // Each move's time is at or after the one before.
                let after = time
                    .checked_sub(before)
                    .ok_or(LinkError::OutOfOrder(Field::Times))?;
                push_varint(&mut out, after);
                before = time;
            }
        }
        Ok(out)
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<GameLink, LinkError> {
        let mut r = Reader { bytes, at: 0 };
        match r.byte(Field::Version)? {
            0 => {
                return Err(LinkError::BadValue {
                    field: Field::Version,
                    value: 0,
                })
            }
            VERSION => {}
            newer @ ..=LAST_LIKELY_VERSION => return Err(LinkError::NewerVersion(newer)),
            other => {
                return Err(LinkError::BadValue {
                    field: Field::Version,
                    value: other.into(),
                })
            }
        }
        let id: [u8; 16] = r
            .take(16, Field::Id)?
            .try_into()
            .expect("take returns the length asked");
        let rules = match r.byte(Field::Rules)? {
            0 => RuleSet::Asian,
            1 => RuleSet::Casual,
            value => return Err(bad(Field::Rules, value)),
        };
        let days_per_move = r.byte(Field::Days)?;
        let sender = match r.byte(Field::Sender)? {
            0 => Color::Red,
            1 => Color::Black,
            value => return Err(bad(Field::Sender, value)),
        };
        let offer = match r.byte(Field::Offer)? {
            0 => None,
            1 => Some(Offer::Draw),
            2 => Some(Offer::Takeback),
            value => return Err(bad(Field::Offer, value)),
        };
        let reply = match r.byte(Field::Reply)? {
            0 => None,
            1 => Some(Reply::DrawDeclined),
            2 => Some(Reply::TakebackGranted),
            3 => Some(Reply::TakebackRefused),
            value => return Err(bad(Field::Reply, value)),
        };
        let ending = match r.byte(Field::Ending)? {
            0 => None,
            1 => Some(Ending::Resigned),
            2 => Some(Ending::DrawAgreed),
            3 => Some(Ending::TimeClaimed),
            value => return Err(bad(Field::Ending, value)),
        };
        let fen = r.text(Field::Start)?;
        let start = match fen {
            "" => Position::startpos(),
            fen => Position::from_fen(fen).map_err(LinkError::BadStart)?,
        };
        let mut names = [String::new(), String::new()];
        for side in Color::ALL {
            let name = r.text(Field::Name(side)).map_err(|e| match e {
                LinkError::NotUtf8(_) => LinkError::BadName(side),
                e => e,
            })?;
            if !name_is_sound(name) {
                return Err(LinkError::BadName(side));
            }
            names[side.index()] = name.to_owned();
        }
        let started = r.varint(Field::Started)?;
        let count = r.varint(Field::MoveCount)? as usize;
        let indices = r.take(count, Field::Moves)?;
        let moves = move_indices::from_indices(&start, indices).map_err(LinkError::BadMoves)?;
        if let Err(refused) = Game::replay(start.clone(), &moves, rules) {
            return Err(LinkError::AfterEnd {
                ply: refused.number() - 1,
            });
        }
        let mut times = Vec::new();
        if days_per_move > 0 {
            let mut before = started;
            for _ in 0..count {
                let after = r.varint(Field::Times)?;
                before = before
                    .checked_add(after)
                    .ok_or(LinkError::TooLarge(Field::Times))?;
                times.push(before);
            }
        }
        if r.at < bytes.len() {
            return Err(LinkError::LeftOver(bytes.len() - r.at));
        }
        Ok(GameLink {
            terms: Terms {
                id,
                rules,
                days_per_move,
                start,
                started,
            },
            names,
            moves,
            times,
            sender,
            offer,
            reply,
            ending,
        })
    }
}

fn color_byte(side: Color) -> u8 {
    match side {
        Color::Red => 0,
        Color::Black => 1,
    }
}

fn bad(field: Field, value: u8) -> LinkError {
    LinkError::BadValue {
        field,
        value: u32::from(value),
    }
}

/// Whether `name` can travel in a link and be shown: short, and no control characters
/// (no line breaks in a game list, no text-direction tricks).
pub fn name_is_sound(name: &str) -> bool {
    name.len() <= MAX_NAME_BYTES
        && !name
            .chars()
            .any(|c| c.is_control() || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'))
}

fn push_text(out: &mut Vec<u8>, text: &str) {
    // Names are at most MAX_NAME_BYTES and a FEN under 100 bytes: the length fits a byte.
    out.push(text.len() as u8);
    out.extend_from_slice(text.as_bytes());
}

pub(super) fn push_varint(out: &mut Vec<u8>, mut value: u32) {
    while value >= 0x80 {
        out.push(value as u8 | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize, field: Field) -> Result<&'a [u8], LinkError> {
        let taken = self
            .bytes
            .get(self.at..self.at.saturating_add(n))
            .ok_or(LinkError::CutShort(field))?;
        self.at += n;
        Ok(taken)
    }

    fn byte(&mut self, field: Field) -> Result<u8, LinkError> {
        Ok(self.take(1, field)?[0])
    }

    /// A length byte, then that many bytes of UTF-8.
    fn text(&mut self, field: Field) -> Result<&'a str, LinkError> {
        let len = self.byte(field)?;
        let bytes = self.take(usize::from(len), field)?;
        std::str::from_utf8(bytes).map_err(|_| LinkError::NotUtf8(field))
    }

    /// A LEB128 number that fits 32 bits, in at most five bytes.
    fn varint(&mut self, field: Field) -> Result<u32, LinkError> {
        let mut value = 0u64;
        for shift in (0..35).step_by(7) {
            let b = self.byte(field)?;
            value |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return u32::try_from(value).map_err(|_| LinkError::TooLarge(field));
            }
        }
        Err(LinkError::TooLarge(field))
    }
}

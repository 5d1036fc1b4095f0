//! FEN: reading and writing positions, and checking that a placement could occur.

use std::fmt;

use crate::{Color, Piece, Position, Role, Square};

pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// A board and side to move that have not been checked yet: what a FEN describes, or
/// what a position editor builds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: [Option<Piece>; 90],
    pub turn: Color,
    pub halfmoves: u32,
    pub fullmoves: u32,
}

/// Text that is not a FEN, or a FEN whose position could not occur.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is empty or not shaped like a FEN.
    Syntax(String),
    /// The board does not have ten ranks separated by `/`.
    RankCount(usize),
    /// A rank (counted 9 down to 0, as written) does not cover nine files.
    RankWidth {
        rank: u8,
        width: usize,
    },
    UnknownLetter(char),
    /// The side to move is not `w`, `r` or `b`.
    SideToMove(String),
    /// A move counter is not a number.
    Counter(String),
    Invalid(PositionError),
}

/// Why a placement of pieces is not a legal Xiangqi position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    MissingGeneral(Color),
    ExtraGeneral(Color),
    OutsidePalace(Piece, Square),
    ElephantAcrossRiver(Piece, Square),
    ElephantUnreachable(Piece, Square),
    TooMany {
        piece: Piece,
        count: usize,
    },
    GeneralsFacing,
    /// The side that just moved left its general in check.
    SideNotToMoveInCheck(Color),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Syntax(s) => write!(f, "bad FEN syntax: {s}"),
            FenError::RankCount(n) => write!(f, "a FEN board has 10 ranks, this one has {n}"),
            FenError::RankWidth { rank, width } => {
                write!(f, "rank {rank} covers {width} files instead of 9")
            }
            FenError::UnknownLetter(c) => write!(f, "unknown piece letter '{c}'"),
            FenError::SideToMove(s) => {
                write!(f, "side to move must be 'w' or 'b', not '{s}'")
            }
            FenError::Counter(s) => write!(f, "move counter '{s}' is not a number"),
            FenError::Invalid(e) => e.fmt(f),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingGeneral(c) => write!(f, "{c} has no general"),
            PositionError::ExtraGeneral(c) => write!(f, "{c} has more than one general"),
            PositionError::OutsidePalace(p, s) => write!(f, "{p} on {s} is outside its palace"),
            PositionError::ElephantAcrossRiver(p, s) => {
                write!(f, "{p} on {s} is across the river")
            }
            PositionError::ElephantUnreachable(p, s) => {
                write!(f, "{p} on {s} stands where an elephant can never go")
            }
            PositionError::TooMany { piece, count } => write!(
                f,
                "{count} pieces of kind {piece}, at most {} allowed",
                piece.role.max_count()
            ),
            PositionError::GeneralsFacing => {
                f.write_str("the generals face each other on an open file")
            }
            PositionError::SideNotToMoveInCheck(c) => {
                write!(f, "{c} is not to move but its general is in check")
            }
        }
    }
}

impl std::error::Error for FenError {}
impl std::error::Error for PositionError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Invalid(e)
    }
}

impl Setup {
    pub fn empty() -> Setup {
        Setup {
            board: [None; 90],
            turn: Color::Red,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// Reads a FEN. The side to move and the counters may be left out; `-` fields for
    /// castling and en passant (which Xiangqi lacks) are skipped.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        // Text pasted from a file saved by some editors starts with a byte-order mark.
        let fen = fen.trim_start().trim_start_matches('\u{feff}');
        let mut fields = fen.split_whitespace();
        let placement = fields
            .next()
            .ok_or_else(|| FenError::Syntax("empty text".into()))?;
        let mut setup = Setup::empty();
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != 10 {
            return Err(FenError::RankCount(ranks.len()));
        }
        for (row, text) in ranks.iter().enumerate() {
            let rank = 9 - row as u8;
            let mut file = 0usize;
            for c in text.chars() {
                if let Some(n) = c.to_digit(10) {
                    if n == 0 {
                        return Err(FenError::Syntax("a run of empty points cannot be 0".into()));
                    }
                    file += n as usize;
                } else {
                    let piece = Piece::from_fen_char(c).ok_or(FenError::UnknownLetter(c))?;
                    if file < 9 {
                        setup.board[rank as usize * 9 + file] = Some(piece);
                    }
                    file += 1;
                }
                if file > 9 {
                    break;
                }
            }
            if file != 9 {
                return Err(FenError::RankWidth {
                    rank,
                    width: text
                        .chars()
                        .map(|c| c.to_digit(10).unwrap_or(1) as usize)
                        .sum(),
                });
            }
        }
        if let Some(side) = fields.next() {
            setup.turn = match side {
                "w" | "r" | "W" | "R" => Color::Red,
                "b" | "B" => Color::Black,
                other => return Err(FenError::SideToMove(other.to_string())),
            };
        }
        let rest: Vec<&str> = fields.collect();
        let counters: Vec<&str> = match rest.as_slice() {
            ["-", "-", tail @ ..] => tail.to_vec(),
            other => other.to_vec(),
        };
        let number = |s: &str| {
            s.parse::<u32>()
                .map_err(|_| FenError::Counter(s.to_string()))
        };
        match counters.as_slice() {
            [] => {}
            [h] => setup.halfmoves = number(h)?,
            [h, fm] => {
                setup.halfmoves = number(h)?;
                setup.fullmoves = number(fm)?.max(1);
            }
            _ => {
                return Err(FenError::Syntax(format!(
                    "unexpected text after the board: '{}'",
                    rest.join(" ")
                )))
            }
        }
        Ok(setup)
    }

    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(90);
        for rank in (0..10).rev() {
            let mut empty = 0;
            for file in 0..9 {
                match self.board[rank * 9 + file] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(p.fen_char());
                    }
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        format!(
            "{out} {} - - {} {}",
            self.turn.fen_char(),
            self.halfmoves,
            self.fullmoves
        )
    }

    /// Checks that the placement could occur in a game, and builds the position.
    pub fn into_position(self) -> Result<Position, PositionError> {
        let mut counts = [[0usize; 7]; 2];
        for sq in Square::all() {
            let Some(p) = self.board[sq.index()] else {
                continue;
            };
            counts[p.color.index()][p.role.index()] += 1;
            check_placement(p, sq)?;
        }
        for color in Color::ALL {
            let generals = counts[color.index()][Role::General.index()];
            if generals == 0 {
                return Err(PositionError::MissingGeneral(color));
            }
            if generals > 1 {
                return Err(PositionError::ExtraGeneral(color));
            }
            for role in Role::ALL {
                let count = counts[color.index()][role.index()];
                if count > role.max_count() {
                    return Err(PositionError::TooMany {
                        piece: Piece::new(color, role),
                        count,
                    });
                }
            }
        }
        let pos = Position::from_parts(self.board, self.turn, self.halfmoves, self.fullmoves);
        if pos.generals_facing() {
            return Err(PositionError::GeneralsFacing);
        }
        if pos.general_attacked(!pos.turn()) {
            return Err(PositionError::SideNotToMoveInCheck(!pos.turn()));
        }
        Ok(pos)
    }
}

/// Is `piece` allowed to stand on `sq` at all?
fn check_placement(piece: Piece, sq: Square) -> Result<(), PositionError> {
    let color = piece.color;
    match piece.role {
        Role::General if !sq.in_palace(color) => Err(PositionError::OutsidePalace(piece, sq)),
        Role::Advisor if !sq.is_advisor_point(color) => {
            Err(PositionError::OutsidePalace(piece, sq))
        }
        Role::Elephant if !sq.is_home_side(color) => {
            Err(PositionError::ElephantAcrossRiver(piece, sq))
        }
        Role::Elephant if !sq.is_elephant_point(color) => {
            Err(PositionError::ElephantUnreachable(piece, sq))
        }
        _ => Ok(()),
    }
}

impl Position {
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Setup::from_fen(fen)?.into_position()?)
    }

    pub fn fen(&self) -> String {
        self.to_setup().fen()
    }

    pub fn to_setup(&self) -> Setup {
        let mut board = [None; 90];
        for (sq, p) in self.board() {
            board[sq.index()] = Some(p);
        }
        Setup {
            board,
            turn: self.turn(),
            halfmoves: self.halfmove_clock(),
            fullmoves: self.fullmove_number(),
        }
    }
}

impl std::str::FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

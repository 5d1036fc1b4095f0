use crate::tables::TABLES;
use crate::{zobrist, Color, Move, Piece, Role, Square};

/// A piece's identity for the whole game: it keeps its id when it moves, so a chased
/// piece can be followed by identity rather than by square.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceId(u8);

impl PieceId {
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn color(self) -> Color {
        if self.0 < 16 {
            Color::Red
        } else {
            Color::Black
        }
    }
}

const GONE: u8 = 0xFF;

/// A legal Xiangqi position: the board, the side to move and the move counters.
///
/// Build one with [`Position::startpos`], [`Position::from_fen`] or from a
/// [`crate::Setup`]; every constructor checks that the position could arise in play.
#[derive(Clone, Debug)]
pub struct Position {
    board: [Option<Piece>; 90],
    /// Identity of the piece standing on each square (meaningless where empty).
    ids: [u8; 90],
    /// Square of each identity, or `GONE` once captured.
    squares: [u8; 32],
    generals: [Square; 2],
    turn: Color,
    halfmoves: u32,
    fullmoves: u32,
    hash: u64,
}

/// Equal when the same pieces, with the same identities, stand on the same squares with
/// the same side to move and counters. Everything else is derived from those.
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.squares == other.squares
            && self.turn == other.turn
            && self.halfmoves == other.halfmoves
            && self.fullmoves == other.fullmoves
    }
}

impl Eq for Position {}

/// What [`Position::make_move`] hands back so [`Position::unmake_move`] can restore.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Undo {
    captured: Option<Piece>,
    captured_id: u8,
    halfmoves: u32,
}

impl Undo {
    pub fn captured(&self) -> Option<Piece> {
        self.captured
    }
}

impl Position {
    /// Builds a position from parts already validated by [`crate::Setup`].
    pub(crate) fn from_parts(
        board: [Option<Piece>; 90],
        turn: Color,
        halfmoves: u32,
        fullmoves: u32,
    ) -> Position {
        let mut pos = Position {
            board,
            ids: [0; 90],
            squares: [GONE; 32],
            generals: [Square::from_index_unchecked(0); 2],
            turn,
            halfmoves,
            fullmoves: fullmoves.max(1),
            hash: 0,
        };
        let mut next = [0u8, 16u8];
        for sq in Square::all() {
            if let Some(p) = board[sq.index()] {
                let id = next[p.color.index()];
                next[p.color.index()] += 1;
                pos.ids[sq.index()] = id;
                pos.squares[id as usize] = sq.index() as u8;
                if p.role == Role::General {
                    pos.generals[p.color.index()] = sq;
                }
            }
        }
        pos.hash = pos.compute_hash();
        pos
    }

    pub fn startpos() -> Position {
        Position::from_fen(crate::fen::START_FEN).expect("the start position is valid")
    }

    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// The general of `color` (every legal position has exactly one).
    #[inline]
    pub fn general(&self, color: Color) -> Square {
        self.generals[color.index()]
    }

    /// Plies since the last capture.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }

    pub fn fullmove_number(&self) -> u32 {
        self.fullmoves
    }

    /// Zobrist hash of the board and side to move, kept up to date incrementally.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash recomputed from scratch; equal to [`Position::hash`] at all times.
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.turn == Color::Black {
            zobrist::side_key()
        } else {
            0
        };
        for sq in Square::all() {
            if let Some(p) = self.board[sq.index()] {
                h ^= zobrist::piece_key(p, sq);
            }
        }
        h
    }

    /// Identity of the piece on `sq`.
    pub fn piece_id(&self, sq: Square) -> Option<PieceId> {
        self.board[sq.index()].map(|_| PieceId(self.ids[sq.index()]))
    }

    /// Where the piece with this identity stands, or `None` once it was captured.
    pub fn square_of(&self, id: PieceId) -> Option<Square> {
        match self.squares[id.index()] {
            GONE => None,
            s => Some(Square::from_index_unchecked(s)),
        }
    }

    /// Pieces of `color` on the board, with their squares.
    pub fn pieces(&self, color: Color) -> impl Iterator<Item = (Square, Piece)> + '_ {
        let base = color.index() * 16;
        self.squares[base..base + 16]
            .iter()
            .filter(|&&s| s != GONE)
            .map(move |&s| {
                let sq = Square::from_index_unchecked(s);
                (
                    sq,
                    self.board[s as usize].expect("tracked piece is on the board"),
                )
            })
    }

    /// All pieces on the board.
    pub fn board(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// Plays a move without checking it. The caller guarantees a piece of the side to
    /// move stands on `m.from` and `m.to` does not hold one of its own pieces; search
    /// and perft use this with moves from the generator.
    #[inline]
    pub fn make_move(&mut self, m: Move) -> Undo {
        let from = m.from.index();
        let to = m.to.index();
        let piece = self.board[from].expect("make_move needs a piece on the from-square");
        let captured = self.board[to];
        let captured_id = self.ids[to];
        let undo = Undo {
            captured,
            captured_id,
            halfmoves: self.halfmoves,
        };

        self.hash ^= zobrist::piece_key(piece, m.from)
            ^ zobrist::piece_key(piece, m.to)
            ^ zobrist::side_key();
        if let Some(c) = captured {
            self.hash ^= zobrist::piece_key(c, m.to);
            self.squares[captured_id as usize] = GONE;
            self.halfmoves = 0;
        } else {
            self.halfmoves += 1;
        }
        self.board[to] = Some(piece);
        self.board[from] = None;
        let id = self.ids[from];
        self.ids[to] = id;
        self.squares[id as usize] = to as u8;
        if piece.role == Role::General {
            self.generals[piece.color.index()] = m.to;
        }
        if self.turn == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = !self.turn;
        undo
    }

    /// Takes back `m`, which must be the last move made with [`Position::make_move`].
    #[inline]
    pub fn unmake_move(&mut self, m: Move, undo: Undo) {
        let from = m.from.index();
        let to = m.to.index();
        self.turn = !self.turn;
        if self.turn == Color::Black {
            self.fullmoves -= 1;
        }
        let piece = self.board[to].expect("unmake_move needs the moved piece");
        let id = self.ids[to];
        self.board[from] = Some(piece);
        self.ids[from] = id;
        self.squares[id as usize] = from as u8;
        self.board[to] = undo.captured;
        self.hash ^= zobrist::piece_key(piece, m.from)
            ^ zobrist::piece_key(piece, m.to)
            ^ zobrist::side_key();
        if let Some(c) = undo.captured {
            self.ids[to] = undo.captured_id;
            self.squares[undo.captured_id as usize] = to as u8;
            self.hash ^= zobrist::piece_key(c, m.to);
        }
        if piece.role == Role::General {
            self.generals[piece.color.index()] = m.from;
        }
        self.halfmoves = undo.halfmoves;
    }

    /// Passes the move to the other side (a "null move", for search and for asking what
    /// a side would attack if it were to move). Undo with the same call.
    #[inline]
    pub fn swap_turn(&mut self) {
        self.turn = !self.turn;
        self.hash ^= zobrist::side_key();
    }

    /// True when the side to move is in check (including by a facing general).
    #[inline]
    pub fn is_check(&self) -> bool {
        self.general_attacked(self.turn)
    }

    /// True when `color`'s general is attacked or faces the other general.
    #[inline]
    pub fn general_attacked(&self, color: Color) -> bool {
        self.attacked_with(self.general(color), !color, |s| self.board[s.index()])
    }

    /// True when the two generals stand on one file with nothing between them.
    pub fn generals_facing(&self) -> bool {
        let (r, b) = (self.general(Color::Red), self.general(Color::Black));
        r.file() == b.file()
            && TABLES.rays[r.index()][0]
                .iter()
                .find(|s| self.board[s.index()].is_some())
                == Some(b)
    }

    /// Would `m` leave the mover's own general attacked or facing the other one?
    #[inline]
    pub(crate) fn exposes_general(&self, m: Move) -> bool {
        self.walk_attackers_after(m, |_| true)
    }

    /// The enemy pieces that would attack the mover's general after `m` (a facing
    /// general among them): what a refused move would expose the general to. For the
    /// general's own step, what holds the point it steps to; for the general's `from ==
    /// to`, the pieces giving check.
    pub fn attackers_after(&self, m: Move) -> Vec<Square> {
        let mut found = Vec::new();
        self.walk_attackers_after(m, |s| {
            found.push(s);
            false
        });
        found
    }

    /// The pieces of `!color` that would attack `color`'s general were it standing on
    /// `on` (stepped there from where it stands, taking whatever is there). On the
    /// general's own point: the pieces giving check.
    pub fn attackers_of_general(&self, color: Color, on: Square) -> Vec<Square> {
        self.attackers_after(Move::new(self.general(color), on))
    }

    /// Walks the attackers of the mover's general once `m` is played (see
    /// `attackers_with`), reading the board as it would be then.
    #[inline(always)]
    fn walk_attackers_after(&self, m: Move, found: impl FnMut(Square) -> bool) -> bool {
        let piece = self.board[m.from.index()].expect("a move starts on a piece");
        let general = if piece.role == Role::General {
            m.to
        } else {
            self.general(piece.color)
        };
        self.attackers_with(
            general,
            !piece.color,
            |s| {
                if s == m.from {
                    None
                } else if s == m.to {
                    Some(piece)
                } else {
                    self.board[s.index()]
                }
            },
            found,
        )
    }

    /// Is the general standing on `general` attacked by `by`, reading the board
    /// through `at` (which may describe the position after a move)?
    #[inline(always)]
    fn attacked_with(
        &self,
        general: Square,
        by: Color,
        at: impl Fn(Square) -> Option<Piece>,
    ) -> bool {
        self.attackers_with(general, by, at, |_| true)
    }

    /// Calls `found` with each piece of `by` that attacks a general standing on
    /// `general`, reading the board through `at`, until `found` returns true (then so
    /// does this). One walk over the lines, the horse and soldier points, for both the
    /// yes-or-no of move generation and the list that explains a mate.
    #[inline(always)]
    fn attackers_with(
        &self,
        general: Square,
        by: Color,
        at: impl Fn(Square) -> Option<Piece>,
        mut found: impl FnMut(Square) -> bool,
    ) -> bool {
        let t = &TABLES;
        for (d, ray) in t.rays[general.index()].iter().enumerate() {
            let mut screens = 0;
            for s in ray.iter() {
                if let Some(p) = at(s) {
                    if p.color == by {
                        let hits = match (screens, p.role) {
                            (0, Role::Chariot) => true,
                            // Flying general: only along the file.
                            (0, Role::General) => d < 2,
                            (1, Role::Cannon) => true,
                            _ => false,
                        };
                        if hits && found(s) {
                            return true;
                        }
                    }
                    screens += 1;
                    if screens == 2 {
                        break;
                    }
                }
            }
        }
        for (src, leg) in t.horse_attackers[general.index()].iter() {
            if at(src) == Some(Piece::new(by, Role::Horse)) && at(leg).is_none() && found(src) {
                return true;
            }
        }
        let soldier = Some(Piece::new(by, Role::Soldier));
        for (src, _) in t.soldier_attackers[by.index()][general.index()].iter() {
            if at(src) == soldier && found(src) {
                return true;
            }
        }
        false
    }
}

//! Move generation: pseudo-legal moves by piece rule, then the legality filter.

use crate::tables::TABLES;
use crate::{Color, Move, MoveList, Piece, Position, Role, Square};

/// A set of squares as a 90-bit mask in two 64-bit words. Not one `u128`: WebAssembly
/// has no 128-bit integers, and a variable 128-bit shift there is a call into the
/// compiler's runtime library on every test.
#[derive(Copy, Clone, Default)]
pub(crate) struct SquareSet([u64; 2]);

impl SquareSet {
    /// The word holding `sq` (0 or 1, so no bounds check) and its bit in that word.
    #[inline]
    fn word_and_bit(sq: Square) -> (usize, u64) {
        let i = sq.index();
        (usize::from(i >= 64), 1 << (i % 64))
    }

    #[inline]
    pub(crate) fn insert(&mut self, sq: Square) {
        let (w, bit) = Self::word_and_bit(sq);
        self.0[w] |= bit;
    }

    #[inline]
    pub(crate) fn contains(self, sq: Square) -> bool {
        let (w, bit) = Self::word_and_bit(sq);
        self.0[w] & bit != 0
    }

    #[inline]
    fn is_empty(self) -> bool {
        self.0 == [0, 0]
    }
}

/// Which moves might expose the general and so need the full test.
struct Pins {
    /// Leaving one of these squares may open a line or a horse leg onto the general, or
    /// (the general's own square) walk the general into an attack.
    from: SquareSet,
    /// Landing on one of these squares may give an enemy cannon its screen.
    to: SquareSet,
}

struct Safety {
    in_check: bool,
    pins: Pins,
}

/// Where generated moves go: a list, or only a count for perft's last ply.
trait MoveSink {
    fn add(&mut self, m: Move);

    /// Whether generation can stop: the sink has what it needs.
    #[inline]
    fn satisfied(&self) -> bool {
        false
    }
}

/// Stops at the first legal move: whether there is one.
struct AnyMove(bool);

impl MoveSink for AnyMove {
    #[inline]
    fn add(&mut self, _: Move) {
        self.0 = true;
    }

    #[inline]
    fn satisfied(&self) -> bool {
        self.0
    }
}

impl MoveSink for MoveList {
    #[inline]
    fn add(&mut self, m: Move) {
        self.push(m);
    }
}

impl MoveSink for usize {
    #[inline]
    fn add(&mut self, _: Move) {
        *self += 1;
    }
}

impl Position {
    /// Every move allowed by the pieces' own rules, ignoring the general's safety.
    pub fn pseudo_legal_moves(&self, list: &mut MoveList) {
        self.generate_pseudo(list, false);
    }

    /// Pseudo-legal captures only.
    pub fn pseudo_legal_captures(&self, list: &mut MoveList) {
        self.generate_pseudo(list, true);
    }

    /// Pseudo-legal captures of the side to move onto `target`, found by looking out
    /// from the target for the pieces that reach it: far cheaper than generating every
    /// capture when one square is all that matters (static exchange evaluation).
    pub fn pseudo_legal_captures_on(&self, target: Square, list: &mut MoveList) {
        let us = self.turn();
        if self.piece_at(target).is_none_or(|p| p.color == us) {
            return;
        }
        let t = &TABLES;
        let i = target.index();
        let mut take_by = |from: Square, role: Role| {
            if self.piece_at(from) == Some(Piece::new(us, role)) {
                list.push(Move::new(from, target));
            }
        };
        for ray in &t.rays[i] {
            let mut pieces = ray.iter().filter(|&s| self.piece_at(s).is_some());
            if let Some(first) = pieces.next() {
                take_by(first, Role::Chariot);
                if let Some(second) = pieces.next() {
                    take_by(second, Role::Cannon);
                }
            }
        }
        for (from, leg) in t.horse_attackers[i].iter() {
            if self.piece_at(leg).is_none() {
                take_by(from, Role::Horse);
            }
        }
        for (from, eye) in t.elephant[i].iter() {
            if self.piece_at(eye).is_none() {
                take_by(from, Role::Elephant);
            }
        }
        // Advisor and general steps read the same both ways.
        t.advisor[i]
            .iter()
            .for_each(|(from, _)| take_by(from, Role::Advisor));
        t.general[i]
            .iter()
            .for_each(|(from, _)| take_by(from, Role::General));
        t.soldier_attackers[us.index()][i]
            .iter()
            .for_each(|(from, _)| take_by(from, Role::Soldier));
    }

    fn generate_pseudo(&self, list: &mut MoveList, captures_only: bool) {
        for (from, piece) in self.pieces(self.turn()) {
            self.piece_moves(from, piece, captures_only, |m| list.push(m));
        }
    }

    /// Pseudo-legal moves of the piece on `from`, whichever side is to move.
    pub(crate) fn piece_moves_into(
        &self,
        from: Square,
        piece: Piece,
        list: &mut MoveList,
        captures_only: bool,
    ) {
        self.piece_moves(from, piece, captures_only, |m| list.push(m));
    }

    /// Pseudo-legal moves of the piece on `from`, whichever side owns it.
    #[inline(always)]
    fn piece_moves(
        &self,
        from: Square,
        piece: Piece,
        captures_only: bool,
        mut sink: impl FnMut(Move),
    ) {
        let us = piece.color;
        let t = &TABLES;
        let mut add = |to: Square| match self.piece_at(to) {
            None if !captures_only => sink(Move::new(from, to)),
            Some(p) if p.color != us => sink(Move::new(from, to)),
            _ => {}
        };
        let i = from.index();
        match piece.role {
            Role::General => t.general[i].iter().for_each(|(to, _)| add(to)),
            Role::Advisor => t.advisor[i].iter().for_each(|(to, _)| add(to)),
            Role::Elephant => {
                for (to, eye) in t.elephant[i].iter() {
                    if self.piece_at(eye).is_none() {
                        add(to);
                    }
                }
            }
            Role::Horse => {
                for (to, leg) in t.horse[i].iter() {
                    if self.piece_at(leg).is_none() {
                        add(to);
                    }
                }
            }
            Role::Soldier => t.soldier[us.index()][i].iter().for_each(|(to, _)| add(to)),
            Role::Chariot => {
                for ray in &t.rays[i] {
                    for to in ray.iter() {
                        add(to);
                        if self.piece_at(to).is_some() {
                            break;
                        }
                    }
                }
            }
            Role::Cannon => {
                for ray in &t.rays[i] {
                    let mut squares = ray.iter();
                    for to in squares.by_ref() {
                        if self.piece_at(to).is_some() {
                            break;
                        }
                        add(to);
                    }
                    // Past the screen, the first piece is the only possible capture.
                    if let Some(to) = squares.find(|&s| self.piece_at(s).is_some()) {
                        add(to);
                    }
                }
            }
        }
    }

    /// All legal moves of the side to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate_legal(&mut list, false);
        list
    }

    /// Legal captures of the side to move.
    pub fn legal_captures(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate_legal(&mut list, true);
        list
    }

    /// The number of legal moves, without listing them (perft's bulk count).
    pub fn count_legal_moves(&self) -> usize {
        let mut count = 0;
        self.generate_legal(&mut count, false);
        count
    }

    /// Whether the side to move has a legal move at all (none is checkmate or stalemate,
    /// both lost): stops at the first one found.
    pub fn has_legal_move(&self) -> bool {
        let mut any = AnyMove(false);
        self.generate_legal(&mut any, false);
        any.0
    }

    /// Generates piece by piece and tests only the moves that could expose the general:
    /// those of the general itself, of a piece standing in a line or on a horse leg
    /// aimed at it, or onto a square that would screen an enemy cannon. Everything else
    /// is legal by construction, which keeps the common case cheap.
    fn generate_legal(&self, sink: &mut impl MoveSink, captures_only: bool) {
        let us = self.turn();
        let safety = self.safety(us);
        for (from, piece) in self.pieces(us) {
            if sink.satisfied() {
                return;
            }
            if safety.in_check || safety.pins.from.contains(from) {
                self.piece_moves(from, piece, captures_only, |m| {
                    if !self.exposes_general(m) {
                        sink.add(m);
                    }
                });
            } else if !safety.pins.to.is_empty() {
                self.piece_moves(from, piece, captures_only, |m| {
                    if !safety.pins.to.contains(m.to) || !self.exposes_general(m) {
                        sink.add(m);
                    }
                });
            } else {
                self.piece_moves(from, piece, captures_only, |m| sink.add(m));
            }
        }
    }

    /// Drops the pseudo-legal moves in `list` that expose the mover's general.
    pub fn retain_legal(&self, list: &mut MoveList) {
        let safety = self.safety(self.turn());
        list.retain(|m| {
            let quick = !safety.in_check
                && !safety.pins.from.contains(m.from)
                && !safety.pins.to.contains(m.to);
            quick || !self.exposes_general(m)
        });
    }

    /// Is this pseudo-legal move legal?
    pub fn is_legal_pseudo(&self, m: Move) -> bool {
        !self.exposes_general(m)
    }

    /// Whether `us` is in check, and which moves could expose its general, from one
    /// walk of the lines and horse legs around the general.
    fn safety(&self, us: Color) -> Safety {
        let them = !us;
        let general = self.general(us);
        let mut safety = Safety {
            in_check: false,
            pins: Pins {
                from: SquareSet::default(),
                to: SquareSet::default(),
            },
        };
        safety.pins.from.insert(general);
        let is = |p: Option<Piece>, role: Role| p == Some(Piece::new(them, role));
        for (d, ray) in TABLES.rays[general.index()].iter().enumerate() {
            // The first three pieces along the line decide what a move can uncover.
            let mut blockers = [None::<Square>; 3];
            let mut n = 0;
            for s in ray.iter() {
                if self.piece_at(s).is_some() {
                    blockers[n] = Some(s);
                    n += 1;
                    if n == 3 {
                        break;
                    }
                }
            }
            let at = |k: usize| blockers[k].and_then(|s| self.piece_at(s));
            // The facing-general rule only applies along the file (directions 0 and 1).
            let line_attacker = |p| is(p, Role::Chariot) || (d < 2 && is(p, Role::General));
            if line_attacker(at(0)) || is(at(1), Role::Cannon) {
                safety.in_check = true;
            }
            let [b1, b2, _] = blockers;
            if let Some(b1) = b1 {
                if line_attacker(at(1)) || is(at(2), Role::Cannon) {
                    safety.pins.from.insert(b1);
                }
                if is(at(0), Role::Cannon) {
                    // Any piece dropped between the general and this cannon screens it.
                    for s in ray.iter().take_while(|&s| s != b1) {
                        safety.pins.to.insert(s);
                    }
                }
            }
            if let Some(b2) = b2 {
                if is(at(2), Role::Cannon) {
                    safety.pins.from.insert(b2);
                }
            }
        }
        for (src, leg) in TABLES.horse_attackers[general.index()].iter() {
            if is(self.piece_at(src), Role::Horse) {
                if self.piece_at(leg).is_some() {
                    safety.pins.from.insert(leg);
                } else {
                    safety.in_check = true;
                }
            }
        }
        // Soldiers check but pin nothing.
        for (src, _) in TABLES.soldier_attackers[them.index()][general.index()].iter() {
            if is(self.piece_at(src), Role::Soldier) {
                safety.in_check = true;
            }
        }
        safety
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every square's captures, looked up from the target, match the full capture list
    /// filtered to that square, over the positions of pseudo-random games.
    #[test]
    fn captures_on_a_square_agree_with_the_full_generator() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut checked = 0;
        for _game in 0..40 {
            let mut pos = Position::startpos();
            for _ply in 0..120 {
                let mut all = MoveList::new();
                pos.pseudo_legal_captures(&mut all);
                for i in 0..90 {
                    let target = Square::from_index(i).unwrap();
                    let mut expected: Vec<Move> =
                        all.iter().copied().filter(|m| m.to == target).collect();
                    let mut found = MoveList::new();
                    pos.pseudo_legal_captures_on(target, &mut found);
                    let mut found: Vec<Move> = found.iter().copied().collect();
                    expected.sort_by_key(|m| (m.from.index(), m.to.index()));
                    found.sort_by_key(|m| (m.from.index(), m.to.index()));
                    assert_eq!(found, expected, "{} on {target}", pos.fen());
                    checked += expected.len();
                }
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                pos.make_move(legal[(seed >> 33) as usize % legal.len()]);
            }
        }
        assert!(checked > 1000, "only {checked} captures compared");
    }
}

//! Move generation: pseudo-legal moves by piece rule, then the legality filter.

use crate::tables::TABLES;
use crate::{Color, Move, MoveList, Piece, Position, Role, Square};

/// A set of squares as a 90-bit mask.
#[derive(Copy, Clone, Default)]
struct SquareSet(u128);

impl SquareSet {
    #[inline]
    fn insert(&mut self, sq: Square) {
        self.0 |= 1 << sq.index();
    }

    #[inline]
    fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }
}

/// Which moves might expose the general and so need the full test. Everything else is
/// legal by construction, which keeps the common case cheap.
struct Pins {
    /// Leaving one of these squares may open a line or a horse leg onto the general.
    from: SquareSet,
    /// Landing on one of these squares may give an enemy cannon its screen.
    to: SquareSet,
}

impl Position {
    /// Every move allowed by the pieces' own rules, ignoring the general's safety.
    pub fn pseudo_legal_moves(&self, list: &mut MoveList) {
        self.generate(list, false);
    }

    /// Pseudo-legal captures only.
    pub fn pseudo_legal_captures(&self, list: &mut MoveList) {
        self.generate(list, true);
    }

    #[inline]
    fn generate(&self, list: &mut MoveList, captures_only: bool) {
        let us = self.turn();
        for (from, piece) in self.pieces(us) {
            self.piece_moves(from, piece, list, captures_only);
        }
    }

    /// Pseudo-legal moves of the piece on `from`, whichever side owns it.
    #[inline]
    pub(crate) fn piece_moves(
        &self,
        from: Square,
        piece: Piece,
        list: &mut MoveList,
        captures_only: bool,
    ) {
        let us = piece.color;
        let t = &TABLES;
        let mut add = |to: Square| match self.piece_at(to) {
            None if !captures_only => list.push(Move::new(from, to)),
            Some(p) if p.color != us => list.push(Move::new(from, to)),
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
        self.pseudo_legal_moves(&mut list);
        self.retain_legal(&mut list);
        list
    }

    /// Legal captures of the side to move.
    pub fn legal_captures(&self) -> MoveList {
        let mut list = MoveList::new();
        self.pseudo_legal_captures(&mut list);
        self.retain_legal(&mut list);
        list
    }

    /// Drops the pseudo-legal moves in `list` that expose the mover's general.
    pub fn retain_legal(&self, list: &mut MoveList) {
        if self.is_check() {
            list.retain(|m| !self.exposes_general(m));
            return;
        }
        let pins = self.pins(self.turn());
        let general = self.general(self.turn());
        list.retain(|m| {
            let quick = m.from != general && !pins.from.contains(m.from) && !pins.to.contains(m.to);
            quick || !self.exposes_general(m)
        });
    }

    /// Is this pseudo-legal move legal?
    pub fn is_legal_pseudo(&self, m: Move) -> bool {
        !self.exposes_general(m)
    }

    /// Squares from which, and onto which, a move might expose `us`'s general. Only
    /// valid when `us` is not in check.
    fn pins(&self, us: Color) -> Pins {
        let them = !us;
        let general = self.general(us);
        let mut pins = Pins {
            from: SquareSet::default(),
            to: SquareSet::default(),
        };
        let is = |p: Option<Piece>, role: Role| p == Some(Piece::new(them, role));
        for ray in &TABLES.rays[general.index()] {
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
            let [b1, b2, _] = blockers;
            if let Some(b1) = b1 {
                if is(at(1), Role::Chariot) || is(at(1), Role::General) || is(at(2), Role::Cannon)
                {
                    pins.from.insert(b1);
                }
                if is(at(0), Role::Cannon) {
                    // Any piece dropped between the general and this cannon screens it.
                    for s in ray.iter().take_while(|&s| s != b1) {
                        pins.to.insert(s);
                    }
                }
            }
            if let Some(b2) = b2 {
                if is(at(2), Role::Cannon) {
                    pins.from.insert(b2);
                }
            }
        }
        for (src, leg) in TABLES.horse_attackers[general.index()].iter() {
            if is(self.piece_at(src), Role::Horse) && self.piece_at(leg).is_some() {
                pins.from.insert(leg);
            }
        }
        pins
    }
}

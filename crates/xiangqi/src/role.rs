use crate::keyword::keywords;

keywords! {
    /// The seven kinds of piece.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Role("piece kind") {
        General = "general",
        Advisor = "advisor",
        Elephant = "elephant",
        Horse = "horse",
        Chariot = "chariot",
        Cannon = "cannon",
        Soldier = "soldier",
    }
}

impl Role {
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Upper-case FEN letter (K A B N R C P).
    pub const fn fen_letter(self) -> char {
        match self {
            Role::General => 'K',
            Role::Advisor => 'A',
            Role::Elephant => 'B',
            Role::Horse => 'N',
            Role::Chariot => 'R',
            Role::Cannon => 'C',
            Role::Soldier => 'P',
        }
    }

    /// Reads a FEN letter in either case; `E` and `H` are accepted for elephant and horse.
    pub const fn from_fen_letter(c: char) -> Option<Role> {
        Some(match c.to_ascii_uppercase() {
            'K' => Role::General,
            'A' => Role::Advisor,
            'B' | 'E' => Role::Elephant,
            'N' | 'H' => Role::Horse,
            'R' => Role::Chariot,
            'C' => Role::Cannon,
            'P' => Role::Soldier,
            _ => return None,
        })
    }

    /// How many of this kind each side starts with, which is also the most it can have.
    pub const fn max_count(self) -> usize {
        match self {
            Role::General => 1,
            Role::Soldier => 5,
            _ => 2,
        }
    }

    /// True for the pieces that can cross the river and attack (chariot, horse, cannon, soldier).
    pub const fn is_attacker(self) -> bool {
        matches!(
            self,
            Role::Horse | Role::Chariot | Role::Cannon | Role::Soldier
        )
    }
}

use std::fmt;

/// The seven kinds of piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    General,
    Advisor,
    Elephant,
    Horse,
    Chariot,
    Cannon,
    Soldier,
}

impl Role {
    pub const ALL: [Role; 7] = [
        Role::General,
        Role::Advisor,
        Role::Elephant,
        Role::Horse,
        Role::Chariot,
        Role::Cannon,
        Role::Soldier,
    ];

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

    pub const fn name(self) -> &'static str {
        match self {
            Role::General => "general",
            Role::Advisor => "advisor",
            Role::Elephant => "elephant",
            Role::Horse => "horse",
            Role::Chariot => "chariot",
            Role::Cannon => "cannon",
            Role::Soldier => "soldier",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

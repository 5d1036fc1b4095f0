//! The five playing levels of the page, defined once here.

use super::blunders::Blunders;
use super::Limits;
use crate::keyword::keywords;
use crate::UnknownKeyword;

keywords! {
    /// The five playing levels of the page; the page translates them by `number()`.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Level("level") {
        Beginner = "beginner",
        Easy = "easy",
        Normal = "normal",
        Hard = "hard",
        Master = "master",
    }
}

/// How a level chooses its move.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) struct Style {
    pub limits_depth: Option<u32>,
    pub movetime_ms: Option<f64>,
    /// The mistakes it makes on purpose; [`Blunders::NONE`] means a normal search.
    pub blunders: Blunders,
    pub use_book: bool,
    /// Evaluates with the network when the engine has one. Only Master does: the
    /// levels below keep the hand-made evaluation their ladder was measured with.
    pub network: bool,
}

impl Level {
    /// 1 (Beginner) ..= 5 (Master).
    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    pub fn from_number(n: u8) -> Option<Level> {
        Level::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    pub(crate) fn style(self) -> Style {
        let (limits_depth, movetime_ms, blunders, use_book) = match self {
            // One ply, and it misses things: a beginner who keeps pieces protected and
            // looks for free ones wins about half the time (docs/strength.md).
            Level::Beginner => (Some(1), None, BEGINNER, false),
            Level::Easy => (Some(2), None, EASY, false),
            Level::Normal => (None, Some(900.0), Blunders::NONE, true),
            Level::Hard => (None, Some(3000.0), Blunders::NONE, true),
            Level::Master => (None, Some(8000.0), Blunders::NONE, true),
        };
        Style {
            limits_depth,
            movetime_ms,
            blunders,
            use_book,
            network: self == Level::Master,
        }
    }

    /// Whether this level evaluates with the network when the engine has one (only
    /// Master): the page's worker holds such a level's move until the network arrives.
    pub fn uses_network(self) -> bool {
        self.style().network
    }

    /// The search limits this level plays with.
    pub fn limits(self) -> Limits {
        let s = self.style();
        Limits {
            depth: s.limits_depth,
            movetime_ms: s.movetime_ms,
            ..Limits::default()
        }
    }

    /// The same level with its thinking time multiplied by `factor` (for quick ladder
    /// matches; depth-limited levels are unchanged).
    pub fn limits_scaled(self, factor: f64) -> Limits {
        let mut l = self.limits();
        l.movetime_ms = l.movetime_ms.map(|t| t * factor);
        l
    }
}

const BEGINNER: Blunders = Blunders {
    noise_cp: 60,
    overlook_pct: 50,
    miss_capture_pct: 30,
};

const EASY: Blunders = Blunders {
    noise_cp: 70,
    overlook_pct: 20,
    miss_capture_pct: 10,
};

/// A level as the command line names it: its number (`3`) or its id (`normal`).
pub fn parse_level(text: &str) -> Result<Level, UnknownKeyword> {
    match text.trim().parse::<u8>() {
        Ok(n) => Level::from_number(n).ok_or_else(|| UnknownKeyword {
            kind: "level (1-5)",
            text: text.to_string(),
            expected: &Level::IDS,
        }),
        Err(_) => text.parse(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_names_round_trip() {
        for l in Level::ALL {
            assert_eq!(Level::from_number(l.number()), Some(l));
            assert_eq!(l.as_str().parse::<Level>(), Ok(l));
            assert_eq!(parse_level(&l.number().to_string()), Ok(l));
            assert_eq!(parse_level(l.as_str()), Ok(l));
        }
        assert_eq!(Level::from_number(0), None);
        assert_eq!(Level::from_number(6), None);
        assert!(parse_level("grandmaster").is_err());
        assert!(parse_level("6").is_err());
    }

    #[test]
    fn stronger_levels_think_longer() {
        assert_eq!(Level::Easy.limits().depth, Some(2));
        let t = |l: Level| l.limits().movetime_ms.unwrap();
        assert!(t(Level::Normal) < t(Level::Hard) && t(Level::Hard) < t(Level::Master));
        assert_eq!(Level::Hard.limits_scaled(0.1).movetime_ms, Some(300.0));
        let b = |l: Level| l.style().blunders;
        assert!(b(Level::Beginner).overlook_pct > b(Level::Easy).overlook_pct);
        assert!(b(Level::Beginner).miss_capture_pct > b(Level::Easy).miss_capture_pct);
        assert_eq!(b(Level::Master), Blunders::NONE);
    }
}

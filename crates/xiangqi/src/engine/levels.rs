//! The five playing levels of the page, defined once here.

use std::fmt;

use super::Limits;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Beginner,
    Easy,
    Normal,
    Hard,
    Master,
}

/// How a level chooses its move.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) struct Style {
    pub limits_depth: Option<u32>,
    pub movetime_ms: Option<f64>,
    /// Each root move's score is blurred by up to this many centipawns before the best
    /// is chosen; 0 means a normal search.
    pub noise_cp: i32,
    pub use_book: bool,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Normal,
        Level::Hard,
        Level::Master,
    ];

    /// 1 (Beginner) ..= 5 (Master).
    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    pub fn from_number(n: u8) -> Option<Level> {
        Level::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// English name; the page translates by `number()`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
            Level::Master => "Master",
        }
    }

    pub(crate) fn style(self) -> Style {
        let (limits_depth, movetime_ms, noise_cp, use_book) = match self {
            // One ply and a wide blur: it sees hanging pieces only now and then, so a
            // beginner who keeps pieces protected wins.
            Level::Beginner => (Some(1), None, 220, false),
            Level::Easy => (Some(2), None, 70, false),
            Level::Normal => (None, Some(900.0), 0, true),
            Level::Hard => (None, Some(3000.0), 0, true),
            Level::Master => (None, Some(8000.0), 0, true),
        };
        Style {
            limits_depth,
            movetime_ms,
            noise_cp,
            use_book,
        }
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

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level given as a number 1-5 or a name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level '{}' (1-5 or beginner, easy, normal, hard, master)",
            self.0
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl std::str::FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        let t = s.trim();
        if let Ok(n) = t.parse::<u8>() {
            return Level::from_number(n).ok_or_else(|| ParseLevelError(s.to_string()));
        }
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(t))
            .ok_or_else(|| ParseLevelError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_names_round_trip() {
        for l in Level::ALL {
            assert_eq!(Level::from_number(l.number()), Some(l));
            assert_eq!(l.name().parse::<Level>(), Ok(l));
            assert_eq!(l.number().to_string().parse::<Level>(), Ok(l));
        }
        assert_eq!(Level::from_number(0), None);
        assert_eq!(Level::from_number(6), None);
        assert!("grandmaster".parse::<Level>().is_err());
    }

    #[test]
    fn stronger_levels_think_longer() {
        assert_eq!(Level::Easy.limits().depth, Some(2));
        let t = |l: Level| l.limits().movetime_ms.unwrap();
        assert!(t(Level::Normal) < t(Level::Hard) && t(Level::Hard) < t(Level::Master));
        assert_eq!(Level::Hard.limits_scaled(0.1).movetime_ms, Some(300.0));
        assert!(Level::Beginner.style().noise_cp > Level::Easy.style().noise_cp);
        assert_eq!(Level::Master.style().noise_cp, 0);
    }
}

use std::fmt;
use std::str::FromStr;

/// Which repetition rules judge the game (see `endgame.md`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum RuleSet {
    /// Asian rules: perpetual check and perpetual chase lose, other repetitions draw.
    #[default]
    Asian,
    /// Any third occurrence of a position is a draw, with no perpetual penalties.
    Casual,
}

impl RuleSet {
    pub const fn as_str(self) -> &'static str {
        match self {
            RuleSet::Asian => "asian",
            RuleSet::Casual => "casual",
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A rule-set name other than `asian` or `casual`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRuleSetError(pub String);

impl fmt::Display for ParseRuleSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown rule set '{}' (asian or casual)", self.0)
    }
}

impl std::error::Error for ParseRuleSetError {}

impl FromStr for RuleSet {
    type Err = ParseRuleSetError;
    fn from_str(s: &str) -> Result<RuleSet, ParseRuleSetError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "asian" => Ok(RuleSet::Asian),
            "casual" => Ok(RuleSet::Casual),
            _ => Err(ParseRuleSetError(s.to_string())),
        }
    }
}

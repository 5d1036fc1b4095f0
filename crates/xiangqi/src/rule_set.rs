use crate::keyword::keywords;

keywords! {
    /// Which repetition rules judge the game (see docs/rules.md).
    #[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
    pub enum RuleSet("rule set") {
        /// Asian rules: perpetual check and perpetual chase lose, other repetitions draw.
        #[default]
        Asian = "asian",
        /// Any third occurrence of a position is a draw, with no perpetual penalties.
        Casual = "casual",
    }
}

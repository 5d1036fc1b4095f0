//! Match statistics: score and Elo difference with a 95% confidence margin.

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game, 0..1.
    pub fn score(&self) -> f64 {
        let n = f64::from(self.games().max(1));
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / n
    }

    /// Elo difference and the half-width of its 95% interval, from the variance of the
    /// per-game results.
    pub fn elo(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let s = self.score();
        let var = (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / n;
        let se = (var / n).sqrt();
        let lo = elo_of(s - 1.96 * se);
        let hi = elo_of(s + 1.96 * se);
        (elo_of(s), (hi - lo) / 2.0)
    }
}

/// Elo difference for an expected score (clamped away from 0 and 1).
fn elo_of(score: f64) -> f64 {
    let s = score.clamp(0.001, 0.999);
    -400.0 * (1.0 / s - 1.0).log10()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_score_is_zero_elo_and_margin_shrinks_with_games() {
        let t = Tally {
            wins: 10,
            draws: 10,
            losses: 10,
        };
        let (e, m) = t.elo();
        assert!(e.abs() < 1e-9);
        let big = Tally {
            wins: 100,
            draws: 100,
            losses: 100,
        };
        assert!(big.elo().1 < m);
        let t = Tally {
            wins: 75,
            draws: 0,
            losses: 25,
        };
        assert!((t.score() - 0.75).abs() < 1e-12);
        assert!((t.elo().0 - 190.8).abs() < 0.5);
    }
}

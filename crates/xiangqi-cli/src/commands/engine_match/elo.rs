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

impl Tally {
    /// The Elo difference as text: `+88 +- 45` (95%), or for a clean sweep, where the
    /// estimate is infinite, the bound of the Wilson score interval: `> +476`.
    pub fn elo_text(&self) -> String {
        let s = self.score();
        if self.games() > 0 && s > 0.0 && s < 1.0 {
            let (e, m) = self.elo();
            return format!("{e:+.0} +- {m:.0}");
        }
        let n = f64::from(self.games().max(1));
        let z2 = 1.96f64 * 1.96;
        // Wilson interval at p = 0 or 1: its inner end is n / (n + z²) from the edge.
        let bound = elo_of(n / (n + z2));
        if s >= 1.0 {
            format!("> {bound:+.0}")
        } else {
            format!("< {:+.0}", -bound)
        }
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
        assert_eq!(t.elo_text(), format!("+191 +- {:.0}", t.elo().1));
    }

    #[test]
    fn a_clean_sweep_reports_a_bound() {
        let sweep = Tally {
            wins: 60,
            draws: 0,
            losses: 0,
        };
        assert_eq!(sweep.elo_text(), "> +477");
        let lost = Tally {
            wins: 0,
            draws: 0,
            losses: 60,
        };
        assert_eq!(lost.elo_text(), "< -477");
    }
}

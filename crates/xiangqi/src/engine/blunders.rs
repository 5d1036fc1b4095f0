//! How the weak levels go wrong. Easy blurs each move's score with random noise.
//! Beginner plays like a beginner rather than like a strong player with a shaky hand:
//! now and then it judges a move without looking at the reply (so it walks into
//! threats and leaves pieces hanging), now and then it does not notice a capture it
//! could make, and it blurs what is left a little.

use super::rng::Rng;
use crate::Move;

/// The mistakes a level makes; [`Blunders::NONE`] for a normal search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Blunders {
    /// Each move's score is blurred by up to this many centipawns.
    pub noise_cp: i32,
    /// Percent of moves judged by a glance at the position they leave, not by a search
    /// of the replies.
    pub overlook_pct: u32,
    /// Percent of captures not noticed at all.
    pub miss_capture_pct: u32,
}

impl Blunders {
    pub const NONE: Blunders = Blunders {
        noise_cp: 0,
        overlook_pct: 0,
        miss_capture_pct: 0,
    };
}

/// One root move as a weak level sees it.
pub(crate) struct Candidate {
    pub mv: Move,
    /// The score a search of the replies gives it.
    pub searched: i32,
    /// The score of the position it leaves, replies unseen.
    pub glanced: i32,
    pub capture: bool,
}

/// The move chosen and the score the level believed it had.
pub(crate) fn choose(candidates: &[Candidate], b: &Blunders, rng: &mut Rng) -> Option<(Move, i32)> {
    let mut seen = Vec::with_capacity(candidates.len());
    for c in candidates {
        if c.capture && percent(rng, b.miss_capture_pct) {
            continue;
        }
        let overlooked = percent(rng, b.overlook_pct);
        seen.push((c.mv, if overlooked { c.glanced } else { c.searched }));
    }
    // Every move was a capture it missed: it has to look again.
    let seen = if seen.is_empty() {
        candidates.iter().map(|c| (c.mv, c.searched)).collect()
    } else {
        seen
    };
    seen.into_iter()
        .map(|(m, s)| (m, s, s + rng.spread(b.noise_cp)))
        .max_by_key(|&(_, _, blurred)| blurred)
        .map(|(m, s, _)| (m, s))
}

/// True `pct` times in a hundred.
fn percent(rng: &mut Rng, pct: u32) -> bool {
    rng.below(100) < u64::from(pct)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(mv: &str, searched: i32, glanced: i32, capture: bool) -> Candidate {
        Candidate {
            mv: mv.parse().unwrap(),
            searched,
            glanced,
            capture,
        }
    }

    fn tally(candidates: &[Candidate], b: &Blunders) -> [u32; 2] {
        let mut rng = Rng::new(5);
        let mut counts = [0; 2];
        for _ in 0..1000 {
            let (m, _) = choose(candidates, b, &mut rng).unwrap();
            counts[usize::from(m != candidates[0].mv)] += 1;
        }
        counts
    }

    #[test]
    fn a_careful_player_always_takes_the_better_move() {
        // The capture wins a piece; the other move hangs one to a reply.
        let c = [
            candidate("b2b9", 400, 400, true),
            candidate("h2h9", -400, 50, false),
        ];
        let careful = Blunders {
            noise_cp: 50,
            ..Blunders::NONE
        };
        assert_eq!(tally(&c, &careful), [1000, 0]);
    }

    #[test]
    fn a_beginner_misses_captures_and_threats_now_and_then() {
        let c = [
            candidate("b2b9", 400, 400, true),
            candidate("h2h9", -400, 50, false),
        ];
        let misses = Blunders {
            miss_capture_pct: 30,
            ..Blunders::NONE
        };
        let [took, other] = tally(&c, &misses);
        assert!(
            (250..350).contains(&other),
            "missed {other} of 1000, took {took}"
        );
        // A quiet move that hangs a piece looks fine at a glance.
        let c = [
            candidate("a0a1", 0, 0, false),
            candidate("h2h9", -400, 50, false),
        ];
        let overlooks = Blunders {
            overlook_pct: 50,
            ..Blunders::NONE
        };
        let [_, hung] = tally(&c, &overlooks);
        assert!(
            (400..600).contains(&hung),
            "hung a piece {hung} times in 1000"
        );
    }

    #[test]
    fn missing_every_capture_still_gives_a_move() {
        let c = [candidate("b2b9", 400, 400, true)];
        let all = Blunders {
            miss_capture_pct: 100,
            ..Blunders::NONE
        };
        assert_eq!(tally(&c, &all), [1000, 0]);
    }
}

//! What bounds a search: depth, nodes, time and an external stop, read through a
//! clock the caller injects (`std::time` panics on wasm32, so the engine never uses it).

/// A monotonic clock in milliseconds, supplied by the caller (`performance.now()` in
/// the browser, `Instant` natively).
pub trait Clock {
    fn now_ms(&self) -> f64;

    /// Polled together with the clock; returning true stops the search as soon as
    /// possible (UCI `stop`). The best move found so far is still returned.
    fn stop_requested(&self) -> bool {
        false
    }
}

/// Limits of one search. Unset fields do not limit; with nothing set the search runs to
/// the maximum depth.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// Time for this move. The search uses all of it: an iteration cut short still
    /// improves on the last finished one, since it searches the best move first.
    pub movetime_ms: Option<f64>,
    /// With a game clock: no new iteration starts after this many milliseconds, while
    /// `movetime_ms` stays the hard limit for the one running.
    pub soft_ms: Option<f64>,
    /// Search until stopped (ignores depth, nodes and time).
    pub infinite: bool,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    pub fn movetime(ms: f64) -> Limits {
        Limits {
            movetime_ms: Some(ms),
            ..Limits::default()
        }
    }

    /// A time for this move from a game clock: `left_ms` on our clock, `inc_ms` added
    /// per move, `moves_to_go` until the next time control if known.
    pub fn from_clock(left_ms: f64, inc_ms: f64, moves_to_go: Option<u32>) -> Limits {
        let left = left_ms.max(0.0);
        let moves = f64::from(moves_to_go.unwrap_or(30).clamp(1, 50));
        // Keep a safety margin for overhead; never plan to use more than half the clock.
        let budget = (left / moves + inc_ms * 0.8).min(left * 0.5).max(1.0);
        let soft = (budget - 20.0).max(budget * 0.5);
        Limits {
            soft_ms: Some(soft),
            movetime_ms: Some((soft * 3.0).min(left * 0.3).max(soft)),
            ..Limits::default()
        }
    }

    /// The tighter of two limits in each respect: a level's limits within what a game
    /// clock allows (`Limits::from_clock`).
    pub fn tighter(&self, other: &Limits) -> Limits {
        fn least<T: PartialOrd + Copy>(a: Option<T>, b: Option<T>) -> Option<T> {
            match (a, b) {
                (Some(x), Some(y)) => Some(if y < x { y } else { x }),
                (x, None) => x,
                (None, y) => y,
            }
        }
        Limits {
            depth: least(self.depth, other.depth),
            nodes: least(self.nodes, other.nodes),
            movetime_ms: least(self.movetime_ms, other.movetime_ms),
            soft_ms: least(self.soft_ms, other.soft_ms),
            infinite: self.infinite && other.infinite,
        }
    }
}

/// The clock is read once every this many nodes.
const CHECK_EVERY: u64 = 1024;

/// Limits turned into absolute deadlines at the start of a search.
pub(crate) struct Deadline {
    start_ms: f64,
    soft_end_ms: f64,
    end_ms: f64,
    nodes: u64,
    pub max_depth: u32,
    infinite: bool,
}

impl Deadline {
    pub(crate) const MAX_DEPTH: u32 = 100;

    pub(crate) fn new(limits: &Limits, clock: &dyn Clock) -> Deadline {
        let start_ms = clock.now_ms();
        let end_ms = match limits.movetime_ms {
            Some(t) if !limits.infinite => start_ms + t.max(0.0),
            _ => f64::INFINITY,
        };
        let soft_end_ms = match limits.soft_ms {
            Some(t) if !limits.infinite => (start_ms + t.max(0.0)).min(end_ms),
            _ => end_ms,
        };
        Deadline {
            start_ms,
            soft_end_ms,
            end_ms,
            nodes: match limits.nodes {
                Some(n) if !limits.infinite => n.max(1),
                _ => u64::MAX,
            },
            max_depth: match limits.depth {
                Some(d) if !limits.infinite => d.clamp(1, Self::MAX_DEPTH),
                _ => Self::MAX_DEPTH,
            },
            infinite: limits.infinite,
        }
    }

    pub(crate) fn is_infinite(&self) -> bool {
        self.infinite
    }

    pub(crate) fn elapsed_ms(&self, clock: &dyn Clock) -> f64 {
        clock.now_ms() - self.start_ms
    }

    /// Checked inside the tree: must the search stop now?
    #[inline]
    pub(crate) fn must_stop(&self, nodes: u64, clock: &dyn Clock) -> bool {
        if nodes >= self.nodes {
            return true;
        }
        nodes.is_multiple_of(CHECK_EVERY)
            && (clock.stop_requested() || clock.now_ms() >= self.end_ms)
    }

    /// Checked between iterations: is there time for another one?
    pub(crate) fn may_deepen(&self, depth_done: u32, nodes: u64, clock: &dyn Clock) -> bool {
        if self.infinite {
            return depth_done < Self::MAX_DEPTH && !clock.stop_requested();
        }
        depth_done < self.max_depth
            && nodes < self.nodes
            && !clock.stop_requested()
            && clock.now_ms() < self.soft_end_ms
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    struct Fake(Cell<f64>);
    impl Clock for Fake {
        fn now_ms(&self) -> f64 {
            self.0.get()
        }
    }

    #[test]
    fn the_move_time_is_used_to_its_end() {
        let clock = Fake(Cell::new(1000.0));
        let d = Deadline::new(&Limits::movetime(100.0), &clock);
        clock.0.set(1090.0);
        assert!(d.may_deepen(3, 10, &clock));
        assert!(!d.must_stop(1024, &clock));
        clock.0.set(1100.0);
        assert!(!d.may_deepen(3, 10, &clock));
        assert!(d.must_stop(1024, &clock));
    }

    #[test]
    fn a_game_clock_stops_deepening_before_the_hard_limit() {
        let clock = Fake(Cell::new(0.0));
        let l = Limits::from_clock(60_000.0, 0.0, None);
        let (soft, hard) = (l.soft_ms.unwrap(), l.movetime_ms.unwrap());
        assert!(soft < hard && hard <= 18_000.0, "{soft} {hard}");
        let d = Deadline::new(&l, &clock);
        clock.0.set(soft + 1.0);
        assert!(!d.may_deepen(3, 10, &clock));
        assert!(!d.must_stop(1024, &clock));
    }

    #[test]
    fn a_level_within_a_game_clock_takes_the_tighter_of_each() {
        let level = Limits {
            depth: Some(2),
            movetime_ms: Some(8000.0),
            ..Limits::default()
        };
        let short = level.tighter(&Limits::from_clock(10_000.0, 0.0, None));
        assert_eq!(short.depth, Some(2));
        assert!(short.movetime_ms.unwrap() < 8000.0 && short.soft_ms.is_some());
        let long = level.tighter(&Limits::from_clock(3_600_000.0, 0.0, None));
        assert_eq!(
            long.movetime_ms,
            Some(8000.0),
            "the level's own time when the clock has plenty"
        );
    }

    #[test]
    fn depth_and_nodes_limit() {
        let clock = Fake(Cell::new(0.0));
        let d = Deadline::new(&Limits::depth(4), &clock);
        assert!(d.may_deepen(3, 1, &clock));
        assert!(!d.may_deepen(4, 1, &clock));
        let n = Deadline::new(&Limits::nodes(5000), &clock);
        assert!(!n.must_stop(4999, &clock));
        assert!(n.must_stop(5000, &clock));
    }

    #[test]
    fn clock_budget_is_a_fraction_of_the_time_left() {
        let l = Limits::from_clock(60_000.0, 0.0, None);
        let t = l.soft_ms.unwrap();
        assert!(t > 1000.0 && t < 3000.0, "{t}");
        let tiny = Limits::from_clock(10.0, 0.0, None).movetime_ms.unwrap();
        assert!(tiny <= 5.0, "{tiny}");
    }
}

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
    /// Time for this move, never exceeded. Alone, the search uses all of it: an
    /// iteration cut short still improves on the last finished one, since it searches
    /// the best move first.
    pub movetime_ms: Option<f64>,
    /// With a game clock: the time a move should take. The search stops before it once
    /// the best move has held for several iterations, and goes on past it (up to
    /// `movetime_ms`) while the best move keeps changing or the score falls; it starts no
    /// iteration that cannot finish by `movetime_ms`.
    pub optimum_ms: Option<f64>,
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

    /// The time for this move from a game clock: `left_ms` on our clock, `inc_ms` added
    /// per move, `moves_to_go` until the next time control if known. The clock is shared
    /// out over the moves still to play (the control's, else `HORIZON`), plus the
    /// increment, as the optimum; the hard limit is a few optima, and in sudden death
    /// never more than `SUDDEN_DEATH_MAX` of the clock.
    pub fn from_clock(left_ms: f64, inc_ms: f64, moves_to_go: Option<u32>) -> Limits {
        let usable = (left_ms - OVERHEAD_MS).max(0.0);
        let inc = inc_ms.max(0.0);
        let moves = f64::from(moves_to_go.unwrap_or(HORIZON).clamp(1, HORIZON));
        let optimum = (usable / moves + inc).min(usable * 0.5);
        let maximum = if inc == 0.0 && moves_to_go.is_none() {
            (optimum * MAX_OVER_OPTIMUM).min(usable * SUDDEN_DEATH_MAX)
        } else {
            (optimum * MAX_OVER_OPTIMUM).min(usable * 0.75)
        };
        Limits {
            optimum_ms: Some(optimum.max(1.0)),
            movetime_ms: Some(maximum.max(1.0)),
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
            optimum_ms: least(self.optimum_ms, other.optimum_ms),
            infinite: self.infinite && other.infinite,
        }
    }
}

/// The moves a clock without a control is planned to last: a Xiangqi game runs 40 to 60
/// moves a side, and a game that goes on gets its share again from what is left.
const HORIZON: u32 = 35;
/// Kept back on each move for what the clock counts beside the search (the answer's
/// way to the clock, a worker's message).
const OVERHEAD_MS: f64 = 30.0;
/// The hard limit, in optima.
const MAX_OVER_OPTIMUM: f64 = 3.0;
/// In sudden death no move takes more of the clock left than this.
const SUDDEN_DEATH_MAX: f64 = 0.08;
/// The next iteration takes about this many times the last one.
const NEXT_ITERATION: f64 = 2.0;

/// The clock is read once every this many nodes.
const CHECK_EVERY: u64 = 1024;

/// How settled the search is after an iteration, for the game clock's time manager.
pub(crate) struct Progress {
    /// Iterations in a row that ended with the same best move (0: it just changed).
    pub stable_iterations: u32,
    /// How far the score fell in this iteration, in centipawns (0 when it rose).
    pub score_drop: i32,
    /// How long this iteration took.
    pub iteration_ms: f64,
}

impl Progress {
    /// The share of the optimum the search may take: less when the best move has long
    /// held, more while it changes or the score falls.
    fn time_factor(&self) -> f64 {
        let stability = match self.stable_iterations {
            0 => 1.6,
            1 => 1.2,
            2 => 1.0,
            3 => 0.85,
            _ => 0.7,
        };
        let falling = match self.score_drop {
            d if d >= 50 => 1.5,
            d if d >= 20 => 1.2,
            _ => 1.0,
        };
        stability * falling
    }
}

/// Limits turned into absolute deadlines at the start of a search.
pub(crate) struct Deadline {
    start_ms: f64,
    optimum_ms: Option<f64>,
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
        Deadline {
            start_ms,
            optimum_ms: limits.optimum_ms.filter(|_| !limits.infinite),
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
    pub(crate) fn may_deepen(
        &self,
        depth_done: u32,
        nodes: u64,
        progress: &Progress,
        clock: &dyn Clock,
    ) -> bool {
        if self.infinite {
            return depth_done < Self::MAX_DEPTH && !clock.stop_requested();
        }
        let now = clock.now_ms();
        let in_time = match self.optimum_ms {
            Some(optimum) => {
                now - self.start_ms < optimum * progress.time_factor()
                    && now + progress.iteration_ms * NEXT_ITERATION < self.end_ms
            }
            None => now < self.end_ms,
        };
        depth_done < self.max_depth && nodes < self.nodes && !clock.stop_requested() && in_time
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

    /// After a quick iteration that kept the best move for `stable` iterations.
    fn held(stable: u32) -> Progress {
        Progress {
            stable_iterations: stable,
            score_drop: 0,
            iteration_ms: 1.0,
        }
    }

    #[test]
    fn the_move_time_is_used_to_its_end() {
        let clock = Fake(Cell::new(1000.0));
        let d = Deadline::new(&Limits::movetime(100.0), &clock);
        clock.0.set(1090.0);
        assert!(d.may_deepen(3, 10, &held(9), &clock));
        assert!(!d.must_stop(1024, &clock));
        clock.0.set(1100.0);
        assert!(!d.may_deepen(3, 10, &held(9), &clock));
        assert!(d.must_stop(1024, &clock));
    }

    #[test]
    fn sudden_death_plans_a_few_percent_a_move_and_never_more_than_eight() {
        for left in [600_000.0, 60_000.0, 10_000.0, 3_000.0] {
            let l = Limits::from_clock(left, 0.0, None);
            let (optimum, hard) = (l.optimum_ms.unwrap(), l.movetime_ms.unwrap());
            assert!(
                optimum > left * 0.02 && optimum < left * 0.04,
                "{left}: {optimum}"
            );
            assert!(
                hard > optimum * 2.0 && hard <= left * 0.08,
                "{left}: {hard}"
            );
        }
        assert!(Limits::from_clock(10.0, 0.0, None).movetime_ms.unwrap() <= 1.0);
    }

    #[test]
    fn an_increment_is_spent_and_a_control_shares_its_clock() {
        let l = Limits::from_clock(60_000.0, 1_000.0, None);
        assert!(l.optimum_ms.unwrap() * 0.7 > 1_000.0, "{l:?}");
        let last = Limits::from_clock(20_000.0, 0.0, Some(1));
        assert!(last.optimum_ms.unwrap() <= 10_000.0 && last.movetime_ms.unwrap() <= 15_000.0);
        let many = Limits::from_clock(20_000.0, 0.0, Some(20));
        assert!(
            (many.optimum_ms.unwrap() - 20_000.0 / 20.0).abs() < 10.0,
            "{many:?}"
        );
    }

    #[test]
    fn a_game_clock_stops_early_when_the_best_move_holds_and_late_when_it_changes() {
        let clock = Fake(Cell::new(0.0));
        let l = Limits::from_clock(60_000.0, 0.0, None);
        let (optimum, hard) = (l.optimum_ms.unwrap(), l.movetime_ms.unwrap());
        let d = Deadline::new(&l, &clock);
        clock.0.set(optimum * 0.8);
        assert!(!d.may_deepen(9, 10, &held(6), &clock), "settled: stop");
        assert!(d.may_deepen(9, 10, &held(2), &clock));
        clock.0.set(optimum * 1.3);
        assert!(!d.may_deepen(9, 10, &held(2), &clock));
        assert!(
            d.may_deepen(9, 10, &held(0), &clock),
            "the best move just changed"
        );
        let falling = Progress {
            score_drop: 60,
            ..held(2)
        };
        assert!(d.may_deepen(9, 10, &falling, &clock), "the score fell");
        // No iteration starts that would run into the hard limit.
        let slow = Progress {
            iteration_ms: (hard - optimum * 1.3) / 1.5,
            ..held(0)
        };
        assert!(!d.may_deepen(9, 10, &slow, &clock));
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
        assert!(short.movetime_ms.unwrap() < 8000.0 && short.optimum_ms.is_some());
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
        assert!(d.may_deepen(3, 1, &held(0), &clock));
        assert!(!d.may_deepen(4, 1, &held(0), &clock));
        let n = Deadline::new(&Limits::nodes(5000), &clock);
        assert!(!n.must_stop(4999, &clock));
        assert!(n.must_stop(5000, &clock));
    }
}

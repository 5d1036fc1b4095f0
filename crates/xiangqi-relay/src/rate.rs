//! Messages a second per connection: a token bucket, so a burst (a move, its clock and
//! a draw offer at once) passes while a flood does not.

use std::time::Instant;

pub struct Rate {
    tokens: f64,
    burst: f64,
    per_second: f64,
    last: Instant,
}

impl Rate {
    pub fn new(per_second: u32, burst: u32, now: Instant) -> Rate {
        Rate {
            tokens: f64::from(burst),
            burst: f64::from(burst),
            per_second: f64::from(per_second),
            last: now,
        }
    }

    /// Whether one more message at `now` is within the limit (and counts it if so).
    pub fn take(&mut self, now: Instant) -> bool {
        let refill = now.saturating_duration_since(self.last).as_secs_f64() * self.per_second;
        self.tokens = (self.tokens + refill).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Rate;
    use std::time::{Duration, Instant};

    #[test]
    fn a_burst_passes_then_the_rate_holds() {
        let start = Instant::now();
        let mut rate = Rate::new(10, 20, start);
        assert!((0..20).all(|_| rate.take(start)));
        assert!(!rate.take(start));
        // A tenth of a second later, one more.
        let later = start + Duration::from_millis(100);
        assert!(rate.take(later));
        assert!(!rate.take(later));
        // A long pause refills to the burst and no further.
        let much_later = later + Duration::from_secs(60);
        assert_eq!((0..30).filter(|_| rate.take(much_later)).count(), 20);
    }
}

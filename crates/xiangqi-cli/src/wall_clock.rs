//! The engine's clock on a native machine: `Instant`, plus a flag another thread sets
//! to stop a search (UCI `stop`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

use xiangqi::engine::Clock;

#[derive(Clone)]
pub struct WallClock {
    start: Instant,
    stop: Arc<AtomicBool>,
}

impl WallClock {
    pub fn new() -> WallClock {
        WallClock {
            start: Instant::now(),
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    /// A handle that stops searches reading this clock.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }
}

impl Clock for WallClock {
    fn now_ms(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * 1000.0
    }

    fn stop_requested(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

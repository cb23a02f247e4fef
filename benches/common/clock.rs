//! The clock the hand-written benches read: this thread's CPU time, so that other work on a
//! shared machine moves the figures less.

use std::time::Instant;

/// CPU time of this thread in seconds where Linux reports it, else the wall clock.
pub fn now() -> f64 {
    if let Ok(text) = std::fs::read_to_string("/proc/thread-self/schedstat") {
        if let Some(ns) = text
            .split_whitespace()
            .next()
            .and_then(|t| t.parse::<u64>().ok())
        {
            return ns as f64 / 1e9;
        }
    }
    thread_local!(static START: Instant = Instant::now());
    START.with(|s| s.elapsed().as_secs_f64())
}

//! One timed count of each DLX workload, with Knuth's counts: a quick A/B check of an engine
//! change (`cargo run --release --example timing [NAME]`). `cargo bench --bench engine` is the
//! real measurement, with statistics and the peer crates.

#[path = "../benches/common/instances.rs"]
#[allow(dead_code)]
mod instances;

use std::time::Instant;

use dlx::Search;

/// CPU time of this thread in seconds where Linux reports it (steadier than the wall clock
/// on a busy machine: time spent waiting for the processor is not counted), else `None`.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

fn main() {
    let filter = std::env::args().nth(1).unwrap_or_default();
    for inst in [
        instances::pentominoes(6, 10, false),
        instances::queens(13),
        instances::langford(12),
        instances::dominoes(8, 8),
    ] {
        if !inst.name.contains(&filter) {
            continue;
        }
        let mut search = Search::new(inst.to_problem());
        let start = Instant::now();
        let cpu = cpu_seconds();
        let count = search.count(None);
        let secs = match (cpu, cpu_seconds()) {
            (Some(a), Some(b)) => b - a,
            _ => start.elapsed().as_secs_f64(),
        };
        let s = search.stats();
        println!(
            "{}: {count} solutions in {secs:.3} s (CPU), {} updates ({:.0} M/s), {} nodes, {} mems",
            inst.name,
            s.updates,
            s.updates as f64 / secs / 1e6,
            s.nodes,
            s.mems
        );
    }
}

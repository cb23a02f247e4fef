//! Our engine (`Search::count`) against the recursive yardstick (`common/yardstick.rs`), a
//! minimal DLX in the same memory layout: `cargo bench --bench yardstick [-- --rounds N]
//! [NAME]`. Checks that both find the same solutions, search nodes and updates, then times
//! each in alternating rounds (CPU time of this thread where Linux reports it, steadier on a
//! busy machine) and prints the medians, the ratio (ours over the yardstick's), and the time
//! per node and per update of each. Two more columns time the yardstick with one of the
//! engine's costs added back: mems counted (`+mems`) and the per-node bookkeeping (`+book`).
//! Exits non-zero when the counts differ.

mod common;

use common::instances::{self, Instance};
use common::yardstick::{Counts, Yardstick};
use dlx::{ItemId, ProblemBuilder, Search};
use std::process::ExitCode;
use std::time::Instant;

/// CPU time of this thread in seconds where Linux reports it, else the wall clock.
fn now() -> f64 {
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

fn problem(inst: &Instance) -> dlx::Problem {
    let mut b = ProblemBuilder::new();
    for name in &inst.primary {
        b.primary(name.as_str()).expect("valid instance");
    }
    for name in &inst.secondary {
        b.secondary(name.as_str()).expect("valid instance");
    }
    for option in &inst.options {
        let ids: Vec<ItemId> = option.iter().map(|&k| ItemId(k as u32)).collect();
        b.option_ids(&ids).expect("valid instance");
    }
    b.build().expect("valid instance")
}

/// One way of counting: builds its structure outside the clock, then times the count alone.
type Runner<'a> = Box<dyn Fn() -> (f64, Counts) + 'a>;

fn ours(p: &dlx::Problem) -> (f64, Counts) {
    let mut search = Search::new(p.clone());
    let start = now();
    let solutions = search.count(None);
    let secs = now() - start;
    let s = search.stats();
    let counts = Counts {
        solutions,
        nodes: s.nodes,
        updates: s.updates,
        mems: s.mems,
    };
    (secs, counts)
}

fn yardstick<const MEMS: bool, const BOOK: bool>(inst: &Instance) -> (f64, Counts) {
    let mut y = Yardstick::new(inst);
    let start = now();
    let counts = y.count::<MEMS, BOOK>();
    (now() - start, counts)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() -> ExitCode {
    let mut rounds = 5;
    let mut filter = String::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--rounds" => rounds = args.next().and_then(|n| n.parse().ok()).unwrap_or(5),
            "--bench" => {}
            other => filter = other.to_string(),
        }
    }
    println!(
        "{:<16} {:>9} {:>10} {:>11} {:>9} {:>9} {:>6} {:>11} {:>11} {:>9} {:>9}",
        "workload",
        "solutions",
        "nodes",
        "updates",
        "ours",
        "yardstick",
        "ratio",
        "ns/node",
        "ns/update",
        "+mems",
        "+book"
    );
    let mut failures = 0;
    for inst in [
        instances::queens(13),
        instances::langford(12),
        instances::pentominoes(6, 10, false),
        instances::dominoes(8, 8),
    ] {
        if !inst.name.contains(&filter) {
            continue;
        }
        let p = problem(&inst);
        let runners: [Runner; 4] = [
            Box::new(|| ours(&p)),
            Box::new(|| yardstick::<false, false>(&inst)),
            Box::new(|| yardstick::<true, false>(&inst)),
            Box::new(|| yardstick::<false, true>(&inst)),
        ];
        let mut times = vec![Vec::new(); runners.len()];
        let mut seen: Vec<Counts> = Vec::new();
        for round in 0..rounds {
            // Each round starts with a different runner, so that none always runs first.
            for k in 0..runners.len() {
                let k = (k + round) % runners.len();
                let (secs, counts) = runners[k]();
                times[k].push(secs);
                if round == 0 {
                    seen.push(counts);
                }
            }
        }
        let same = |a: &Counts, b: &Counts| {
            (a.solutions, a.nodes, a.updates) == (b.solutions, b.nodes, b.updates)
        };
        if let Some(bad) = seen.iter().find(|c| !same(c, &seen[0])) {
            println!(
                "{}: COUNTS DIFFER: {:?} against {:?}",
                inst.name, seen[0], bad
            );
            failures += 1;
            continue;
        }
        let c = seen[0];
        let m: Vec<f64> = times.into_iter().map(median).collect();
        let ns = |secs: f64, per: u64| secs * 1e9 / per as f64;
        println!(
            "{:<16} {:>9} {:>10} {:>11} {:>7.0}ms {:>7.0}ms {:>5.2}x {:>5.1}/{:<5.1} {:>5.2}/{:<5.2} {:>7.0}ms {:>7.0}ms",
            inst.name,
            c.solutions,
            c.nodes,
            c.updates,
            m[0] * 1e3,
            m[1] * 1e3,
            m[0] / m[1],
            ns(m[0], c.nodes),
            ns(m[1], c.nodes),
            ns(m[0], c.updates),
            ns(m[1], c.updates),
            m[2] * 1e3,
            m[3] * 1e3,
        );
    }
    if failures > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

//! Our engine (`Search::count`) against the recursive yardstick (`common/yardstick.rs`), a
//! minimal DLX in the same memory layout: `cargo bench --bench yardstick [-- --rounds N]
//! [NAME]`. Checks that both find the same solutions, search nodes and updates, then times
//! each in alternating rounds (CPU time of this thread where Linux reports it, steadier on a
//! busy machine) and prints for each the median, our median over it, and the time per search
//! node and per update. Besides the plain yardstick, which walks options along `right`, it
//! times the yardstick walking them by address where the engine does (options all of one
//! width from 3 to 7; `Search::row_others`), and that one with one of the engine's costs added
//! back: mems counted as the engine counts them, or the per-node bookkeeping.
//! Exits non-zero when the counts differ.

mod common;

use common::clock::now;

use common::instances::{self, Instance};
use common::yardstick::{Counts, Yardstick};
use dlx::Search;
use std::process::ExitCode;

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

fn yardstick<const W: u32, const MEMS: bool, const BOOK: bool, const B: bool>(
    inst: &Instance,
) -> (f64, Counts) {
    let mut y = Yardstick::new(inst);
    let start = now();
    let counts = y.count::<W, MEMS, BOOK, B>();
    (now() - start, counts)
}

/// The width of every option when they all have one from 3 to 7 (where the engine walks by
/// address), else 0.
fn fixed_width(inst: &Instance) -> usize {
    let width = inst.options.first().map_or(0, Vec::len);
    let fixed = (3..=7).contains(&width) && inst.options.iter().all(|o| o.len() == width);
    if fixed {
        width
    } else {
        0
    }
}

/// [`by_address`] written as a loop over phases (`Yardstick::count_phases`).
fn phases(inst: &Instance) -> (f64, Counts) {
    let mut y = Yardstick::new(inst);
    let start = now();
    let counts = match fixed_width(inst) {
        3 => y.count_phases::<3>(),
        4 => y.count_phases::<4>(),
        5 => y.count_phases::<5>(),
        6 => y.count_phases::<6>(),
        7 => y.count_phases::<7>(),
        _ => y.count_phases::<0>(),
    };
    (now() - start, counts)
}

/// The yardstick walking options by address where the engine does (every option of one
/// width from 3 to 7), else along `right`.
fn by_address<const MEMS: bool, const BOOK: bool, const B: bool>(inst: &Instance) -> (f64, Counts) {
    match fixed_width(inst) {
        3 => yardstick::<3, MEMS, BOOK, B>(inst),
        4 => yardstick::<4, MEMS, BOOK, B>(inst),
        5 => yardstick::<5, MEMS, BOOK, B>(inst),
        6 => yardstick::<6, MEMS, BOOK, B>(inst),
        7 => yardstick::<7, MEMS, BOOK, B>(inst),
        _ => yardstick::<0, MEMS, BOOK, B>(inst),
    }
}

/// The runners' names, in the order `main` lists them.
const NAMES: [&str; 9] = [
    "ours (Search::count)",
    "yardstick",
    "yardstick by address",
    "  + mems",
    "  + bookkeeping",
    "  + mems + bookkeeping",
    "  as phases, no recursion",
    "  + active bit set",
    "  + bits + mems + book",
];

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
        let p = inst.to_problem();
        let runners: [Runner; 9] = [
            Box::new(|| ours(&p)),
            Box::new(|| yardstick::<0, false, false, false>(&inst)),
            Box::new(|| by_address::<false, false, false>(&inst)),
            Box::new(|| by_address::<true, false, false>(&inst)),
            Box::new(|| by_address::<false, true, false>(&inst)),
            Box::new(|| by_address::<true, true, false>(&inst)),
            Box::new(|| phases(&inst)),
            Box::new(|| by_address::<false, false, true>(&inst)),
            Box::new(|| by_address::<true, true, true>(&inst)),
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
        println!(
            "{}: {} solutions, {} nodes, {} updates ({:.1} a node), {} rounds",
            inst.name,
            c.solutions,
            c.nodes,
            c.updates,
            c.updates as f64 / c.nodes as f64,
            rounds
        );
        println!(
            "  {:<26} {:>10} {:>12} {:>9} {:>10}",
            "", "median", "ours / this", "ns/node", "ns/update"
        );
        let m: Vec<f64> = times.into_iter().map(median).collect();
        for (name, &secs) in NAMES.iter().zip(&m) {
            println!(
                "  {:<26} {:>7.1} ms {:>11.3}x {:>9.2} {:>10.3}",
                name,
                secs * 1e3,
                m[0] / secs,
                secs * 1e9 / c.nodes as f64,
                secs * 1e9 / c.updates as f64
            );
        }
    }
    if failures > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

//! Colored problems (XCC): our engine against `exact-covers` 0.3.0, the peer crate with colors.
//!
//! `cargo bench --bench colored` runs the built-in workloads; `-- FILE.dlx ...` adds files in
//! Knuth's `dlx2` format (for example `dlx gen` output); `--rounds N` sets the rounds (5).
//! Each round runs both solvers on a workload, in alternating order, and each run repeats the
//! count until it has taken about 50 ms; the figures are medians of the rounds, in CPU time of
//! this thread where Linux reports it (steadier on a busy machine), and the ratio is the peer's
//! median over ours in the same run. Exits non-zero when the two counts differ.
//! `XCC_RANDOM=primary,secondary,colors,options,seed` runs one random workload of that shape
//! (after the small fixed ones), for sizing new workloads.

mod common;

use common::clock::now;

use common::colored::{self, Workload};
use std::process::ExitCode;
use std::time::Instant;

/// Seconds per count of `f`, repeated `reps` times.
fn time(reps: u32, f: &dyn Fn() -> u64) -> f64 {
    let start = now();
    for _ in 0..reps {
        std::hint::black_box(f());
    }
    (now() - start) / reps as f64
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn builtin() -> Vec<Workload> {
    let mut list = vec![colored::from_text(
        "taocp-7.2.2.1-example",
        "p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n",
    )];
    for k in 1..=4 {
        let path = format!(
            "{}/tests/data/xcc/random-{k}.dlx",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        list.push(colored::from_text(&format!("shared-xcc-random-{k}"), &text));
    }
    for (name, file) in [
        ("killer-9x9-seed-2026", "seed-2026.txt"),
        ("killer-4x4-seed-7", "seed-7-4x4.txt"),
    ] {
        let path = format!("{}/tests/data/killer/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let killer =
            dlx::sudoku::killer::Killer::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        list.push(Workload {
            name: name.to_string(),
            problem: killer.encode().0,
        });
    }
    if let Ok(spec) = std::env::var("XCC_RANDOM") {
        let n: Vec<usize> = spec.split(',').map(|t| t.parse().unwrap()).collect();
        list.push(colored::random(n[0], n[1], n[2], n[3], n[4] as u64));
        return list;
    }
    // Sized so the first answers in about a millisecond and the last in about two seconds.
    list.push(colored::random(30, 12, 3, 110, 1));
    list.push(colored::random(36, 14, 3, 130, 4));
    list.push(colored::random(40, 16, 3, 150, 2));
    list
}

fn main() -> ExitCode {
    let mut rounds = 5;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--rounds" => rounds = args.next().and_then(|n| n.parse().ok()).unwrap_or(5),
            "--bench" => {}
            _ => files.push(arg),
        }
    }
    let mut workloads = builtin();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let name = std::path::Path::new(path)
            .file_name()
            .map_or(path.clone(), |n| n.to_string_lossy().into_owned());
        workloads.push(colored::from_text(&name, &text));
    }
    println!(
        "{:<34} {:>10} {:>11} {:>9} {:>12} {:>12} {:>7}",
        "workload", "solutions", "updates", "nodes", "ours", "exact-covers", "ratio"
    );
    let mut failures = 0;
    for w in &workloads {
        let (ours, stats) = colored::count_ours(&w.problem);
        let peer = colored::count_exact_covers(&w.problem);
        if ours != peer {
            println!("{}: WRONG COUNT: ours {ours}, exact-covers {peer}", w.name);
            failures += 1;
            continue;
        }
        let run_ours = || colored::count_ours(&w.problem).0;
        let run_peer = || colored::count_exact_covers(&w.problem);
        // Enough repetitions that one run takes about 50 ms, found on the wall clock: the CPU
        // clock advances in scheduler ticks, too coarse for one count of a small problem.
        let start = Instant::now();
        let mut tried = 0u32;
        while tried == 0 || (start.elapsed().as_secs_f64() < 0.02 && tried < 100_000) {
            std::hint::black_box(run_ours());
            tried += 1;
        }
        let once = start.elapsed().as_secs_f64() / tried as f64;
        let reps = ((0.05 / once).ceil() as u32).clamp(1, 100_000);
        let (mut a, mut b) = (Vec::new(), Vec::new());
        for round in 0..rounds {
            if round % 2 == 0 {
                a.push(time(reps, &run_ours));
                b.push(time(reps, &run_peer));
            } else {
                b.push(time(reps, &run_peer));
                a.push(time(reps, &run_ours));
            }
        }
        let (a, b) = (median(a), median(b));
        println!(
            "{:<34} {:>10} {:>11} {:>9} {:>9.3} ms {:>9.3} ms {:>6.2}x",
            w.name,
            ours,
            stats.updates,
            stats.nodes,
            a * 1e3,
            b * 1e3,
            b / a
        );
    }
    if failures > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

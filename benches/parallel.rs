//! The speed-up of parallel counting (src/parallel.rs): the same count sequentially, on one
//! thread through the parallel code (split included), and on 2 (or more) threads.
//!
//! ```text
//! cargo bench --bench parallel                    # pentominoes 6x10 and queens 14, 7 runs each
//! DLX_PAR_RUNS=3 DLX_PAR_THREADS=1,2,4 cargo bench --bench parallel
//! DLX_BENCH_QUICK=1 cargo bench --bench parallel  # small instances, a smoke test
//! ```
//!
//! Not criterion: on a shared two-core machine the question is less "how many nanoseconds"
//! than "did both cores work, and what got in the way". So each run records its wall time and
//! the process's CPU time (user + system, from /proc/self/stat), runs of the three kinds are
//! interleaved so that a burst of load from elsewhere hits them alike, and the load average
//! is printed before and after. CPU time over wall time says how many cores the run really
//! had: 2.0 for a perfect two-thread run on an otherwise idle machine.
//!
//! Every run checks its count against the published one.

use std::hint::black_box;
use std::time::Instant;

use dlx::parallel::{self, ParallelStats};
use dlx::polyomino::{Board, Packing, Symmetry};
use dlx::{count_parallel, examples, Heuristic, Problem, Search};

/// One workload: a name, the problem, the published count.
struct Workload {
    name: &'static str,
    problem: Problem,
    count: u64,
}

fn workloads(quick: bool) -> Vec<Workload> {
    let pentominoes = |rows, cols| {
        Packing::pentominoes(
            Board::rectangle(rows, cols).expect("a 60-cell board"),
            Symmetry::Keep,
        )
        .expect("the pentominoes fit")
        .encode()
        .0
    };
    if quick {
        vec![
            Workload {
                name: "pentominoes 3x20",
                problem: pentominoes(3, 20),
                count: 8,
            },
            Workload {
                name: "queens 10",
                problem: examples::queens(10),
                count: 724,
            },
        ]
    } else {
        vec![
            Workload {
                name: "pentominoes 6x10",
                problem: pentominoes(6, 10),
                count: 9356,
            },
            Workload {
                name: "queens 14",
                problem: examples::queens(14),
                count: 365_596,
            },
        ]
    }
}

/// The process's CPU time so far, user and system, in milliseconds (from /proc/self/stat, in
/// clock ticks of 10 ms; `None` where there is no /proc).
fn cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command name may hold spaces: the fields start after its closing parenthesis.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) * 10.0)
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into())
}

fn median(xs: &[f64]) -> f64 {
    let mut s = xs.to_vec();
    s.sort_by(f64::total_cmp);
    let m = s.len() / 2;
    if s.len() % 2 == 1 {
        s[m]
    } else {
        (s[m - 1] + s[m]) / 2.0
    }
}

/// How a count is run: sequentially, or on `n` threads through [`count_parallel`].
#[derive(Clone, Copy)]
enum Way {
    Sequential,
    Threads(usize),
}

impl Way {
    fn label(self) -> String {
        match self {
            Way::Sequential => "sequential (Search::count)".into(),
            Way::Threads(1) => "1 thread (split + queue)".into(),
            Way::Threads(n) => format!("{n} threads"),
        }
    }
}

/// One timed run: wall ms, CPU ms, and the parallel stats when there are any.
fn run(work: &Workload, way: Way) -> (f64, Option<f64>, Option<ParallelStats>) {
    let cpu0 = cpu_ms();
    let t0 = Instant::now();
    let (count, stats) = match way {
        Way::Sequential => {
            let mut search =
                Search::with_heuristic(black_box(work.problem.clone()), Heuristic::Mrv);
            (search.count(None), None)
        }
        Way::Threads(n) => {
            let (count, stats) = count_parallel(black_box(&work.problem), Heuristic::Mrv, n);
            (count, Some(stats))
        }
    };
    let wall = t0.elapsed().as_secs_f64() * 1000.0;
    let cpu = cpu0.zip(cpu_ms()).map(|(a, b)| b - a);
    assert_eq!(
        count,
        work.count,
        "{}: {} counted {count}",
        work.name,
        way.label()
    );
    (wall, cpu, stats)
}

fn main() {
    let quick = std::env::var("DLX_BENCH_QUICK").is_ok_and(|v| !v.is_empty() && v != "0")
        || std::env::args().any(|a| a == "--quick");
    let runs: usize = std::env::var("DLX_PAR_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(7)
        .max(1);
    let threads: Vec<usize> = std::env::var("DLX_PAR_THREADS")
        .ok()
        .map(|v| {
            v.split(',')
                .filter_map(|t| t.trim().parse().ok())
                .filter(|&t| t > 0)
                .collect()
        })
        .filter(|v: &Vec<usize>| !v.is_empty())
        .unwrap_or_else(|| vec![1, 2]);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "parallel count: {runs} runs of each, interleaved; {cores} cores; load average before: {}",
        loadavg()
    );
    println!();
    // Medians, and the fastest runs: on a loaded machine the fastest run is the one least
    // disturbed, so the ratio of the fastest runs is the better estimate of the speed-up.
    println!("| workload | how | wall ms: median | fastest | CPU ms (median) | CPU / wall | speed-up vs 1 thread: median, fastest | vs sequential: median, fastest | runs (wall ms) |");
    println!("|---|---|---:|---:|---:|---:|---:|---:|---|");
    for work in workloads(quick) {
        let ways: Vec<Way> = std::iter::once(Way::Sequential)
            .chain(threads.iter().map(|&n| Way::Threads(n)))
            .collect();
        // One untimed run of each to fault in the pages and warm the caches.
        for &way in &ways {
            run(&work, way);
        }
        let mut walls = vec![Vec::new(); ways.len()];
        let mut cpus = vec![Vec::new(); ways.len()];
        let mut last = vec![None; ways.len()];
        for _ in 0..runs {
            for (k, &way) in ways.iter().enumerate() {
                let (wall, cpu, stats) = run(&work, way);
                walls[k].push(wall);
                cpus[k].extend(cpu);
                last[k] = stats;
            }
        }
        let fastest = |xs: &[f64]| xs.iter().copied().fold(f64::INFINITY, f64::min);
        let seq = (median(&walls[0]), fastest(&walls[0]));
        let one = ways
            .iter()
            .position(|w| matches!(w, Way::Threads(1)))
            .map(|k| (median(&walls[k]), fastest(&walls[k])));
        for (k, &way) in ways.iter().enumerate() {
            let wall = median(&walls[k]);
            let best = fastest(&walls[k]);
            let cpu = (!cpus[k].is_empty()).then(|| median(&cpus[k]));
            let vs_one = match (way, one) {
                (Way::Threads(_), Some((m, f))) => format!("{:.2}x, {:.2}x", m / wall, f / best),
                _ => String::new(),
            };
            let vs_seq = match way {
                Way::Sequential => String::new(),
                _ => format!("{:.2}x, {:.2}x", seq.0 / wall, seq.1 / best),
            };
            let each: Vec<String> = walls[k].iter().map(|w| format!("{w:.0}")).collect();
            println!(
                "| {} | {} | {wall:.0} | {best:.0} | {} | {} | {vs_one} | {vs_seq} | {} |",
                work.name,
                way.label(),
                cpu.map_or("?".into(), |c| format!("{c:.0}")),
                cpu.map_or("?".into(), |c| format!("{:.2}", c / wall)),
                each.join(", ")
            );
        }
        // How the work fell apart: the subproblems, and each thread's share in the last run.
        for (k, &way) in ways.iter().enumerate() {
            let (Way::Threads(n), Some(stats)) = (way, &last[k]) else {
                continue;
            };
            if n < 2 {
                continue;
            }
            let nodes: Vec<String> = stats
                .threads
                .iter()
                .map(|t| format!("{}", t.stats.nodes))
                .collect();
            let busy: Vec<String> = stats
                .threads
                .iter()
                .map(|t| format!("{:.0}", t.busy.as_secs_f64() * 1000.0))
                .collect();
            let subs: Vec<String> = stats
                .threads
                .iter()
                .map(|t| t.subproblems.to_string())
                .collect();
            println!(
                "|   | {n} threads, last run: {} subproblems (split: {} nodes, {} updates), per thread: subproblems {}, nodes {}, busy ms {} | | | | | | | |",
                stats.subproblems,
                stats.split.nodes,
                stats.split.updates,
                subs.join(" / "),
                nodes.join(" / "),
                busy.join(" / "),
            );
        }
        // What the split allows, whatever else runs on the machine: each subproblem's cost in
        // mems (proportional to its time), handed out in order to the first free of 2 threads.
        let split = parallel::split(
            &work.problem,
            Heuristic::Mrv,
            &[],
            2 * parallel::SUBPROBLEMS_PER_THREAD,
        )
        .expect("no presets");
        let costs: Vec<u64> = split
            .subproblems
            .iter()
            .map(|s| {
                let mut search =
                    Search::with_presets(work.problem.clone(), Heuristic::Mrv, &s.presets)
                        .expect("valid");
                search.count(None);
                search.stats().mems
            })
            .collect();
        let total: u64 = costs.iter().sum();
        let mut free_at = [0u64; 2];
        for &c in &costs {
            let first = if free_at[0] <= free_at[1] { 0 } else { 1 };
            free_at[first] += c;
        }
        let makespan = free_at[0].max(free_at[1]);
        println!(
            "|   | balance: the {} subproblems of a 2-thread split cost {} mems; the largest {:.1}% of them; a queue on 2 threads ends at {:.1}% of the total, a speed-up of at most {:.2}x | | | | | | | |",
            costs.len(),
            total,
            100.0 * costs.iter().copied().max().unwrap_or(0) as f64 / total.max(1) as f64,
            100.0 * makespan as f64 / total.max(1) as f64,
            total as f64 / makespan.max(1) as f64,
        );
    }
    println!();
    println!("load average after: {}", loadavg());
}

//! Our engine against every peer exact-cover crate, on the same instances, with criterion.
//!
//! ```text
//! cargo bench --bench engine                      # full size (about 25 minutes on 2 cores)
//! DLX_BENCH_QUICK=1 cargo bench --bench engine    # small instances, a smoke test
//! cargo bench --bench engine -- --quick           # the same, and criterion's own quick mode
//! python3 scripts/bench_report.py                 # Markdown tables from target/criterion
//! npm run bench -- --quick                        # quick mode vs benches/baseline/quick.json
//! ```
//!
//! One criterion group per workload. In each, `dlx (ours)` and every crate in
//! [`PEERS`] solve the same [`Instance`]; every function builds its own structures inside
//! the measured time (ours through [`ProblemBuilder`], the peers inside their adapters), so
//! construction is charged to every solver alike. The 9x9 Sudoku sets add the `sudoku`
//! crate, a specialized non-DLX solver, as the ceiling a DLX engine is not expected to
//! reach.
//!
//! Before each group our engine runs once and prints the work as Knuth counts it
//! (solutions, updates, nodes, mems), so the log shows the work beside the times; the same
//! numbers go to `target/criterion/<group>/dlx-work.json` for `scripts/bench_report.py`.
//! Every measured call checks its answer (the solution count, or every puzzle solved), so
//! a fast wrong answer cannot pass as a result.
//!
//! Quick mode leaves out of each time the waits for a core ([`RunningTime`]), so a machine
//! busy with other work moves its numbers less; `DLX_BENCH_CLOCK=wall` keeps wall time.
//! Each group's `dlx-work.json` says which clock its times are on.
//!
//! The group `history-queens-10` measures stepping: counting at full speed against
//! [`Search::step`] on every event with the history off and on, and against runs of
//! [`Search::run_events`] with it on (the visualizer playing as fast as it goes), all with
//! `Throughput::Elements(events)`, so criterion prints events per second for each.

mod common;

use common::instances::{self, Instance};
use common::peers::{self, PEERS};
use criterion::measurement::{Measurement, ValueFormatter, WallTime};
use criterion::{BatchSize, BenchmarkGroup, Criterion, Throughput};
use dlx::sudoku::{Encoding, Sudoku};
use dlx::{Heuristic, RunEnd, Search, Stats, Stops};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The function name of our engine in every group (`scripts/bench_report.py` looks for it).
const OURS: &str = "dlx (ours)";

/// How big and how long: the full benchmark or the quick smoke test.
#[derive(Clone, Copy)]
struct Mode {
    quick: bool,
}

impl Mode {
    /// Quick with `DLX_BENCH_QUICK` set (to anything but `0` or empty), or with `--quick`
    /// among the arguments (which also puts criterion in its own quick mode).
    fn from_env() -> Mode {
        let env = std::env::var("DLX_BENCH_QUICK").is_ok_and(|v| !v.is_empty() && v != "0");
        let arg = std::env::args().any(|a| a == "--quick");
        Mode { quick: env || arg }
    }

    /// Criterion's settings: 10 samples (its minimum), short warm-up and measurement. A
    /// workload slower than `measurement / 10` runs exactly once per sample, so a full run
    /// costs about 11 runs of each solver (one to warm up) plus a few seconds per function.
    fn criterion(self) -> Criterion {
        let base = Criterion::default().sample_size(10);
        let base = if self.quick {
            base.warm_up_time(Duration::from_millis(10))
                .measurement_time(Duration::from_millis(100))
                .nresamples(2_000)
        } else {
            base.warm_up_time(Duration::from_millis(500))
                .measurement_time(Duration::from_secs(3))
                .nresamples(20_000)
        };
        base.configure_from_args()
    }
}

// ------------------------------------------------------------------- the clock

/// Wall time minus the time the benchmark thread waited for a core: quick mode's clock.
///
/// Quick mode is run before a change lands, often on a machine busy with other work. Wall
/// time then also counts the time the thread sat in the run queue while other work had the
/// cores, which comes and goes within seconds: on this project's 2-core machine at a load
/// average of 4 it moved quick-mode medians by up to 2x between runs of an unchanged tree,
/// and our time against the peers' by up to 1.9x (BENCHMARKS.md, "Before a change lands").
/// The kernel counts that wait exactly (`run_delay`, the second field of
/// `/proc/thread-self/schedstat`, in nanoseconds, updated each time the thread gets a core
/// back), so subtracting it leaves the time the thread ran.
///
/// The wait is read after the start's instant and before the end's, so a wait can only be
/// subtracted from the sample it fell in: at the edges the value errs long, never short.
/// The CPU-time field beside it in that file would be simpler but only moves at scheduler
/// ticks: it gave samples of zero time to workloads of 1 ms. What the other work costs through
/// shared caches stays in, so a busy machine is still somewhat slower. The full benchmark
/// keeps wall time: it is meant for a quiet machine, and its numbers are the published ones.
struct RunningTime;

/// The wall-time clock, for its formatter (criterion's formatter type is not public).
static WALL_TIME: WallTime = WallTime;

impl RunningTime {
    /// Nanoseconds this thread has spent waiting for a core so far, or `None` where the
    /// kernel does not say (not Linux, or no scheduler statistics).
    fn waited() -> Option<u64> {
        let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
        stat.split_whitespace().nth(1)?.parse().ok()
    }
}

impl Measurement for RunningTime {
    type Intermediate = (Instant, u64);
    type Value = u64;

    fn start(&self) -> (Instant, u64) {
        let now = Instant::now();
        // main checked that the kernel gives the wait before choosing this clock.
        (now, RunningTime::waited().unwrap_or(0))
    }
    fn end(&self, (start, waited_before): (Instant, u64)) -> u64 {
        let waited_after = RunningTime::waited().unwrap_or(waited_before);
        let elapsed = u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX);
        elapsed.saturating_sub(waited_after.saturating_sub(waited_before))
    }
    fn add(&self, a: &u64, b: &u64) -> u64 {
        a + b
    }
    fn zero(&self) -> u64 {
        0
    }
    fn to_f64(&self, ns: &u64) -> f64 {
        *ns as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        // Nanoseconds, as wall time's are: the same units and the same reports.
        WALL_TIME.formatter()
    }
}

// ------------------------------------------------------------------- the work record

/// Where criterion writes its results: `$CRITERION_HOME`, `$CARGO_TARGET_DIR/criterion`, or
/// `target/criterion` in this workspace (criterion's own order, minus `cargo metadata`).
fn criterion_dir() -> PathBuf {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        return PathBuf::from(home);
    }
    if let Some(target) = std::env::var_os("CARGO_TARGET_DIR") {
        return Path::new(&target).join("criterion");
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).join("target/criterion")
}

/// What our engine did on one workload, printed before the group and saved beside
/// criterion's results.
struct Work {
    group: String,
    /// What the workload is, in a few words.
    what: String,
    /// How long the run that counted took, in milliseconds (one run, not a measurement).
    once_ms: f64,
    /// The unit of criterion's throughput for this group: `updates` or `puzzles`.
    unit: &'static str,
    elements: u64,
    puzzles: u64,
    stats: Stats,
    /// The DLX peers' function names, and the non-DLX ceiling's (Sudoku only).
    peers: Vec<String>,
    ceiling: Vec<String>,
}

/// One run of the benchmark: its start time, to tell this run's records from older ones,
/// and a counter that keeps the groups in the order they ran.
struct Run {
    started: u64,
    quick: bool,
    /// What criterion's times measure: `wall`, or `running` (see [`RunningTime`]).
    clock: &'static str,
    order: usize,
}

impl Run {
    fn record(&mut self, work: &Work) {
        let s = &work.stats;
        println!(
            "work {}: {}: {} solutions, {} updates, {} nodes, {} mems \
             (Knuth's counts for dlx (ours); that run took {:.1} ms)",
            work.group, work.what, s.solutions, s.updates, s.nodes, s.mems, work.once_ms,
        );
        let list = |names: &[String]| {
            let quoted: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
            format!("[{}]", quoted.join(", "))
        };
        let json = format!(
            "{{\n  \"group\": \"{}\",\n  \"what\": \"{}\",\n  \"run\": {},\n  \"order\": {},\n  \
             \"quick\": {},\n  \"clock\": \"{}\",\n  \"ours\": \"{OURS}\",\n  \"peers\": {},\n  \"ceiling\": {},\n  \
             \"unit\": \"{}\",\n  \"once_ms\": {:.3},\n  \"elements\": {},\n  \"puzzles\": {},\n  \"solutions\": {},\n  \
             \"updates\": {},\n  \"nodes\": {},\n  \"mems\": {},\n  \"max_level\": {}\n}}\n",
            work.group,
            work.what,
            self.started,
            self.order,
            self.quick,
            self.clock,
            list(&work.peers),
            list(&work.ceiling),
            work.unit,
            work.once_ms,
            work.elements,
            work.puzzles,
            s.solutions,
            s.updates,
            s.nodes,
            s.mems,
            s.max_level,
        );
        self.order += 1;
        let dir = criterion_dir().join(&work.group);
        let written = std::fs::create_dir_all(&dir)
            .and_then(|()| std::fs::write(dir.join("dlx-work.json"), json));
        if let Err(e) = written {
            println!("note: could not save {}: {e}", dir.display());
        }
    }
}

fn peer_names() -> Vec<String> {
    PEERS
        .iter()
        .map(|p| format!("{} {}", p.name, p.version))
        .collect()
}

// ------------------------------------------------------------------- our engine

/// Builds and counts with our engine, as a user would: all of it is measured.
fn count_ours(inst: &Instance) -> (u64, Stats) {
    let mut search = Search::new(inst.to_problem());
    let count = search.count(None);
    (count, search.stats())
}

/// Parses, encodes, searches to the first solution and decodes it: what `Sudoku::solve`
/// does, with the search's counts kept.
fn solve_ours(puzzle: &str) -> (Option<Sudoku>, Stats) {
    let sudoku = Sudoku::parse(puzzle).expect("valid puzzle");
    let (problem, decoder) = sudoku.encode(Encoding::Reduced);
    let mut search = decoder.search(problem, Heuristic::Mrv);
    let solution = search.find_next().then(|| decoder.decode(search.chosen()));
    (solution, search.stats())
}

// ------------------------------------------------------------------- the workloads

/// An exact-cover workload with its published solution count.
struct Workload {
    instance: Instance,
    solutions: u64,
    what: &'static str,
}

fn workloads(mode: Mode) -> Vec<Workload> {
    let w = |instance, solutions, what| Workload {
        instance,
        solutions,
        what,
    };
    if mode.quick {
        return vec![
            w(
                instances::pentominoes_hole_8x8(),
                520,
                "pentominoes, 8x8 board without its centre",
            ),
            w(instances::queens(11), 2680, "11 queens, all solutions"),
            w(instances::langford(11), 35_584, "Langford pairs n=11"),
            w(instances::dominoes(6, 6), 6728, "domino tilings of 6x6"),
        ];
    }
    vec![
        w(
            instances::pentominoes(6, 10, false),
            9356,
            "pentominoes 6x10, all solutions",
        ),
        w(
            instances::pentominoes(6, 10, true),
            2339,
            "pentominoes 6x10, X restricted (one per symmetry class)",
        ),
        w(
            instances::pentominoes_hole_8x8(),
            520,
            "pentominoes, 8x8 board without its centre",
        ),
        w(instances::queens(13), 73_712, "13 queens, all solutions"),
        w(instances::queens(14), 365_596, "14 queens, all solutions"),
        w(instances::langford(12), 216_288, "Langford pairs n=12"),
        w(
            instances::dominoes(8, 8),
            12_988_816,
            "domino tilings of 8x8",
        ),
    ]
}

fn bench_workload<M: Measurement>(c: &mut Criterion<M>, run: &mut Run, workload: &Workload) {
    let inst = &workload.instance;
    let expected = workload.solutions;
    let group_name = inst.name.clone();
    let started = Instant::now();
    let (count, stats) = count_ours(inst);
    assert_eq!(count, expected, "{group_name}: our count");
    run.record(&Work {
        group: group_name.clone(),
        what: format!(
            "{} ({} items, {} options)",
            workload.what,
            inst.item_count(),
            inst.options.len(),
        ),
        once_ms: started.elapsed().as_secs_f64() * 1e3,
        unit: "updates",
        elements: stats.updates,
        puzzles: 0,
        stats,
        peers: peer_names(),
        ceiling: Vec::new(),
    });

    let mut group = c.benchmark_group(&group_name);
    group.throughput(Throughput::Elements(stats.updates));
    group.bench_function(OURS, |b| {
        b.iter(|| {
            let (count, _) = count_ours(black_box(inst));
            assert_eq!(count, expected);
            count
        });
    });
    for (peer, name) in PEERS.iter().zip(peer_names()) {
        bench_peer(&mut group, &name, || {
            let count = (peer.count)(black_box(inst));
            assert_eq!(count, expected, "{name} on {group_name}");
            count
        });
    }
    group.finish();
}

fn bench_peer<T, M: Measurement>(
    group: &mut BenchmarkGroup<'_, M>,
    name: &str,
    mut routine: impl FnMut() -> T,
) {
    group.bench_function(name, |b| b.iter(&mut routine));
}

// ------------------------------------------------------------------- Sudoku sets

/// A file of `../shared/data/sudoku`, the group's name, and how many puzzles to take.
struct SudokuSet {
    file: &'static str,
    name: &'static str,
    limit: usize,
}

fn sudoku_sets(mode: Mode) -> Vec<SudokuSet> {
    let s = |file, name, full, quick| SudokuSet {
        file,
        name,
        limit: if mode.quick { quick } else { full },
    };
    vec![
        s("top1465.txt", "top1465", usize::MAX, 200),
        s("forum_hardest_1106.txt", "forum_hardest", usize::MAX, 200),
        s("17_clue.txt", "17_clue", 5000, 200),
        // The large boards take about 20 ms (16x16) and 12 ms (25x25) per puzzle for us and
        // up to three times that for a peer, so quick mode keeps only a few.
        s("sudoku16_30.txt", "16x16", usize::MAX, 5),
        s("sudoku25_10.txt", "25x25", usize::MAX, 2),
    ]
}

/// The puzzles of a data file: the first word of each line that is not blank or a `#`
/// comment (the 16x16 and 25x25 files put the solution after the puzzle).
fn read_puzzles(path: &Path, limit: usize) -> std::io::Result<Vec<String>> {
    let text = std::fs::read_to_string(path)?;
    Ok(text
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_whitespace().next())
        .take(limit)
        .map(str::to_string)
        .collect())
}

fn bench_sudoku_set<M: Measurement>(
    c: &mut Criterion<M>,
    run: &mut Run,
    dir: &Path,
    set: &SudokuSet,
) {
    let path = dir.join(set.file);
    let puzzles = match read_puzzles(&path, set.limit) {
        Ok(p) if !p.is_empty() => p,
        Ok(_) => return println!("note: {} has no puzzles; skipped", path.display()),
        Err(e) => return println!("note: cannot read {}: {e}; skipped", path.display()),
    };
    let n = puzzles.len();
    let nine = puzzles[0].len() == 81;
    let group_name = format!("sudoku-{}-{n}", set.name);

    let started = Instant::now();
    let mut total = Stats::default();
    for puzzle in &puzzles {
        let (solution, stats) = solve_ours(puzzle);
        let grid = Sudoku::parse(puzzle).expect("valid puzzle");
        let solved = solution.is_some_and(|s| s.solves(&grid));
        assert!(solved, "{group_name}: ours did not solve {puzzle}");
        total.solutions += stats.solutions;
        total.updates += stats.updates;
        total.nodes += stats.nodes;
        total.mems += stats.mems;
        total.max_level = total.max_level.max(stats.max_level);
    }
    let peers = peer_names();
    let ceiling = if nine {
        vec!["sudoku 0.8.0".to_string()]
    } else {
        Vec::new()
    };
    run.record(&Work {
        group: group_name.clone(),
        what: format!("{}: {n} puzzles, first solution of each", set.file),
        once_ms: started.elapsed().as_secs_f64() * 1e3,
        unit: "puzzles",
        elements: n as u64,
        puzzles: n as u64,
        stats: total,
        peers: peers.clone(),
        ceiling: ceiling.clone(),
    });

    let mut group = c.benchmark_group(&group_name);
    group.throughput(Throughput::Elements(n as u64));
    group.bench_function(OURS, |b| {
        b.iter(|| {
            let solved = puzzles
                .iter()
                .filter(|p| solve_ours(black_box(p)).0.is_some())
                .count();
            assert_eq!(solved, n);
            solved
        });
    });
    for (peer, name) in PEERS.iter().zip(&peers) {
        bench_peer(&mut group, name, || {
            let solved = puzzles
                .iter()
                .filter(|p| {
                    let inst = instances::sudoku(black_box(p)).expect("valid puzzle");
                    (peer.first_solution)(&inst).is_some()
                })
                .count();
            assert_eq!(solved, n, "{} on {group_name}", peer.name);
            solved
        });
    }
    if let Some(name) = ceiling.first() {
        bench_peer(&mut group, name, || {
            let solved = puzzles
                .iter()
                .filter(|p| peers::solve_sudoku_crate(black_box(p)).is_some())
                .count();
            assert_eq!(solved, n, "sudoku crate on {group_name}");
            solved
        });
    }
    group.finish();
}

// ------------------------------------------------------------------- stepping

/// Queens 10 counted three ways: `count(None)`, `step()` to the end with the history off,
/// and with it on. Each function starts from a fresh `Search` made outside the timing.
fn bench_history<M: Measurement>(c: &mut Criterion<M>, run: &mut Run) {
    let inst = instances::queens(10);
    let problem = inst.to_problem();
    let started = Instant::now();
    let mut search = Search::new(problem.clone());
    let mut events = 0u64;
    while search.step().is_some() {
        events += 1;
    }
    let stats = search.stats();
    assert_eq!(stats.solutions, 724, "queens 10 by stepping");
    let group_name = "history-queens-10".to_string();
    run.record(&Work {
        group: group_name.clone(),
        what: format!("10 queens: count(None) vs step() per event ({events} events)"),
        once_ms: started.elapsed().as_secs_f64() * 1e3,
        unit: "events",
        elements: events,
        puzzles: 0,
        stats,
        peers: Vec::new(),
        ceiling: Vec::new(),
    });

    let fresh = || Search::new(problem.clone());
    let mut group = c.benchmark_group(&group_name);
    group.throughput(Throughput::Elements(events));
    group.bench_function("count (full speed)", |b| {
        b.iter_batched(
            fresh,
            |mut search| {
                assert_eq!(search.count(None), 724);
                search
            },
            BatchSize::LargeInput,
        );
    });
    for (name, history) in [("step, history off", false), ("step, history on", true)] {
        group.bench_function(name, |b| {
            b.iter_batched(
                fresh,
                |mut search| {
                    search.record_history(history);
                    let mut n = 0u64;
                    while let Some(event) = search.step() {
                        black_box(event);
                        n += 1;
                    }
                    assert_eq!(n, events);
                    search
                },
                BatchSize::LargeInput,
            );
        });
    }
    // As the visualizer plays as fast as it goes: runs of events with the history on, the
    // search events handed back (`Search::run_events`).
    group.bench_function("run_events, history on", |b| {
        b.iter_batched(
            fresh,
            |mut search| {
                search.record_history(true);
                let mut n = 0u64;
                loop {
                    let run = search.run_events(4096, &Stops::NONE, |_, event, _| {
                        black_box(event);
                    });
                    n += run.events as u64;
                    if run.end != RunEnd::Length {
                        break;
                    }
                }
                assert_eq!(n, events);
                search
            },
            BatchSize::LargeInput,
        );
    });
    group.finish();
}

// ------------------------------------------------------------------- main

fn main() {
    let mode = Mode::from_env();
    let c = mode.criterion();
    let started = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    // Quick mode leaves out the waits for a core where the kernel counts them (see
    // `RunningTime`); DLX_BENCH_CLOCK=wall keeps wall time, to compare the two.
    let wall_asked = std::env::var("DLX_BENCH_CLOCK").is_ok_and(|v| v == "wall");
    let running = mode.quick && !wall_asked && RunningTime::waited().is_some();
    let mut run = Run {
        started,
        quick: mode.quick,
        clock: if running { "running" } else { "wall" },
        order: 0,
    };
    let clock = Instant::now();
    println!(
        "dlx engine bench, {} mode, {} time; peers: {}",
        if mode.quick { "quick" } else { "full" },
        if running { "running" } else { "wall" },
        peer_names().join(", ")
    );
    if running {
        bench_all(c.with_measurement(RunningTime), &mut run, mode);
    } else {
        bench_all(c, &mut run, mode);
    }
    println!(
        "bench finished in {:.1} s; tables: python3 scripts/bench_report.py",
        clock.elapsed().as_secs_f64()
    );
}

/// Every group, in the order the report shows them.
fn bench_all<M: Measurement>(mut c: Criterion<M>, run: &mut Run, mode: Mode) {
    for workload in &workloads(mode) {
        bench_workload(&mut c, run, workload);
    }

    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/sudoku");
    if dir.is_dir() {
        for set in &sudoku_sets(mode) {
            bench_sudoku_set(&mut c, run, &dir, set);
        }
    } else {
        println!(
            "note: {} not found; the Sudoku groups are skipped",
            dir.display()
        );
    }

    bench_history(&mut c, run);
    c.final_summary();
}

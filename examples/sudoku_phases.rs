//! Where the time of a Sudoku set goes: parsing, encoding, loading the search, searching and
//! decoding (`cargo run --release --example sudoku_phases [FILE]`: one puzzle per line, the
//! first word of each line, any size; `../shared/data/sudoku/top1465.txt` by default).
//!
//! Two tables. The first runs each puzzle through all phases in turn and sums each phase's wall
//! time, as a solver would. The second runs one phase at a time over 32 puzzles, chunk after
//! chunk, 31 rounds, and sums each chunk's median (best) time over the rounds. A chunk's phase
//! lasts well under a millisecond, so on a loaded machine most of them run without being
//! preempted, and the best times are the numbers to compare changes with. (The kernel's
//! per-thread CPU time in `/proc` advances only at scheduler ticks, too coarse for this, and the
//! precise clock needs `libc`.)

use std::time::Instant;

use dlx::sudoku::{Encoding, Sudoku, SudokuDecoder};
use dlx::{Heuristic, Problem, Search};

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "../shared/data/sudoku/top1465.txt".to_string());
    let text = std::fs::read_to_string(&path).expect("readable puzzle file");
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        // A line may go on after its puzzle (a solution, a count of clues): read its first word.
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    interleaved(&lines);
    one_phase_at_a_time(&lines);
}

fn interleaved(lines: &[&str]) {
    let mut t = [0f64; 5];
    let mut updates = 0u64;
    let mut nodes = 0u64;
    let rounds = 5;
    let whole = Instant::now();
    for _ in 0..rounds {
        for line in lines {
            let a = Instant::now();
            let puzzle = Sudoku::parse(line).expect("valid puzzle");
            let b = Instant::now();
            let (problem, decoder) = puzzle.encode(Encoding::Reduced);
            let c = Instant::now();
            let mut search = decoder.search(problem, Heuristic::Mrv);
            let d = Instant::now();
            assert!(search.find_next());
            let e = Instant::now();
            let grid = decoder.decode(search.chosen());
            let f = Instant::now();
            std::hint::black_box(grid);
            for (k, (x, y)) in [(a, b), (b, c), (c, d), (d, e), (e, f)].iter().enumerate() {
                t[k] += (*y - *x).as_secs_f64();
            }
            let s = search.stats();
            updates += s.updates;
            nodes += s.nodes;
        }
    }
    let total = whole.elapsed().as_secs_f64();
    let n = (lines.len() * rounds) as f64;
    println!(
        "{} puzzles x {rounds}: {:.0} puzzles/s, {:.1} us each",
        lines.len(),
        n / total,
        total / n * 1e6
    );
    for (name, secs) in PHASES.iter().zip(t) {
        println!(
            "  {name:7} {:6.2} us  {:4.1}%",
            secs / n * 1e6,
            secs / total * 100.0
        );
    }
    println!(
        "  {:.0} updates, {:.0} nodes per puzzle",
        updates as f64 / n,
        nodes as f64 / n
    );
}

const PHASES: [&str; 5] = ["parse", "encode", "load", "search", "decode"];

/// Each phase alone over a chunk of the set, its inputs made beforehand (untimed), chunk after
/// chunk, round after round. Each chunk's time is taken as its median (or best) over the rounds
/// and these are summed: a preempted chunk then counts for nothing.
fn one_phase_at_a_time(lines: &[&str]) {
    let rounds = 31;
    let chunk = 32;
    let puzzles: Vec<Sudoku> = lines
        .iter()
        .map(|l| Sudoku::parse(l).expect("valid puzzle"))
        .collect();
    let chunks = lines.len().div_ceil(chunk);
    // seconds[phase][chunk][round]
    let mut seconds = vec![vec![Vec::with_capacity(rounds); chunks]; 5];
    for _ in 0..rounds {
        for (k, (lines, puzzles)) in lines.chunks(chunk).zip(puzzles.chunks(chunk)).enumerate() {
            let mut time = |phase: usize, run: &mut dyn FnMut()| {
                let start = Instant::now();
                run();
                seconds[phase][k].push(start.elapsed().as_secs_f64());
            };
            time(0, &mut || {
                for line in lines {
                    std::hint::black_box(Sudoku::parse(line).expect("valid puzzle"));
                }
            });
            let mut encoded: Vec<(Problem, SudokuDecoder)> = Vec::with_capacity(chunk);
            time(1, &mut || {
                encoded.extend(puzzles.iter().map(|p| p.encode(Encoding::Reduced)));
            });
            let mut searches: Vec<(Search, SudokuDecoder)> = Vec::with_capacity(chunk);
            time(2, &mut || {
                searches.extend(
                    encoded.drain(..).map(|(problem, decoder)| {
                        (decoder.search(problem, Heuristic::Mrv), decoder)
                    }),
                );
            });
            time(3, &mut || {
                for (search, _) in &mut searches {
                    assert!(search.find_next());
                }
            });
            time(4, &mut || {
                for (search, decoder) in &searches {
                    std::hint::black_box(decoder.decode(search.chosen()));
                }
            });
        }
    }
    let us = |total: f64| total / lines.len() as f64 * 1e6;
    println!(
        "each phase alone, {chunk} puzzles at a time, {rounds} rounds: median (best) per puzzle"
    );
    let (mut median_sum, mut best_sum) = (0.0, 0.0);
    for (name, phase) in PHASES.iter().zip(&mut seconds) {
        let (mut median, mut best) = (0.0, 0.0);
        for times in phase {
            times.sort_by(f64::total_cmp);
            median += times[times.len() / 2];
            best += times[0];
        }
        let (median, best) = (us(median), us(best));
        median_sum += median;
        best_sum += best;
        println!("  {name:7} {median:6.2} us ({best:.2})");
    }
    println!(
        "  total   {median_sum:6.2} us ({best_sum:.2}): {:.0} ({:.0}) puzzles/s",
        1e6 / median_sum,
        1e6 / best_sum
    );
}

//! Where the time of a 9x9 Sudoku set goes: parsing, encoding, loading the search, searching
//! and decoding, each summed over the set (`cargo run --release --example sudoku_phases [FILE]`).

use std::time::Instant;

use dlx::sudoku::{Encoding, Sudoku};
use dlx::Heuristic;

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "../shared/data/sudoku/top1465.txt".to_string());
    let text = std::fs::read_to_string(&path).expect("readable puzzle file");
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let mut t = [0f64; 5];
    let mut updates = 0u64;
    let mut nodes = 0u64;
    let rounds = 5;
    let whole = Instant::now();
    for _ in 0..rounds {
        for line in &lines {
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
    for (name, secs) in ["parse", "encode", "load", "search", "decode"]
        .iter()
        .zip(t)
    {
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

//! Colored (XCC) workloads and the one peer crate that reads colors.
//!
//! The workloads are problems in Knuth's `dlx2` format, read by our own parser, so the peer and
//! we search exactly the same items, options and colors. `exact-covers` is the only crate on
//! crates.io among our peers with color controls (its `DlSolver`, Knuth's Algorithm C).

use dlx::Problem;
use std::collections::HashMap;
use std::ops::ControlFlow;

/// A colored problem with a name, as the bench runs it.
pub struct Workload {
    pub name: String,
    pub problem: Problem,
}

/// Knuth's `dlx2` text, parsed strictly.
pub fn from_text(name: &str, text: &str) -> Workload {
    let problem = dlx::format::parse_dlx(text).unwrap_or_else(|e| panic!("{name}: {e}"));
    Workload {
        name: name.to_string(),
        problem,
    }
}

/// A random colored problem shaped like `../shared/data/xcc/random-*.dlx` (options of 1-3
/// primary and 0-2 secondary items, a color on most secondary items), larger, from a seed.
pub fn random(
    primary: usize,
    secondary: usize,
    colors: usize,
    options: usize,
    seed: u64,
) -> Workload {
    let mut state = seed;
    // SplitMix64, so the workload is the same on every machine.
    let mut next = move |bound: usize| -> usize {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % bound as u64) as usize
    };
    let mut text = String::new();
    for p in 0..primary {
        text.push_str(&format!("p{p} "));
    }
    text.push('|');
    for s in 0..secondary {
        text.push_str(&format!(" s{s}"));
    }
    text.push('\n');
    for _ in 0..options {
        let mut items: Vec<String> = Vec::new();
        let mut used = Vec::new();
        for _ in 0..1 + next(3) {
            let p = next(primary);
            if !used.contains(&p) {
                used.push(p);
                items.push(format!("p{p}"));
            }
        }
        let mut used = Vec::new();
        for _ in 0..next(3) {
            let s = next(secondary);
            if used.contains(&s) {
                continue;
            }
            used.push(s);
            // One in five secondary entries has no color: covered at most once, as in dlx2.
            if next(5) == 0 {
                items.push(format!("s{s}"));
            } else {
                items.push(format!("s{s}:{}", (b'A' + next(colors) as u8) as char));
            }
        }
        text.push_str(&items.join(" "));
        text.push('\n');
    }
    from_text(
        &format!("random-xcc-{primary}x{secondary}-{options}-seed{seed}"),
        &text,
    )
}

/// Counts solutions with `exact-covers` 0.3.0's `DlSolver`, colors included. The build is part
/// of the measured work, as it is for our engine.
pub fn count_exact_covers(problem: &Problem) -> u64 {
    use exact_covers::Solver as _;
    let np = problem.primary_count();
    let primary: Vec<usize> = (0..np).collect();
    let secondary: Vec<usize> = (np..problem.item_count()).collect();
    let mut colors: HashMap<&str, u32> = HashMap::new();
    let mut solver = exact_covers::DlSolver::<usize, u32>::new(&primary, &secondary);
    let (mut p, mut s) = (Vec::new(), Vec::new());
    for option in problem.options() {
        p.clear();
        s.clear();
        let names = problem.option_colors(option);
        for (&item, color) in problem.option_items(option).iter().zip(names) {
            if item.index() < np {
                p.push(item.index());
            } else {
                let next = colors.len() as u32;
                let code = color.map(|c| *colors.entry(c).or_insert(next));
                s.push((item.index(), code));
            }
        }
        solver.add_option(&p, &s);
    }
    let mut count = 0;
    solver.solve(|_| {
        count += 1;
        ControlFlow::Continue(())
    });
    count
}

/// Counts solutions with our engine (MRV, as `dlx2`), building the search from the problem.
pub fn count_ours(problem: &Problem) -> (u64, dlx::Stats) {
    let mut search = dlx::Search::new(problem.clone());
    let count = search.count(None);
    (count, search.stats())
}

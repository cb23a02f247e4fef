//! Adapters that solve an [`Instance`] with exact-cover crates from crates.io.
//!
//! Every DLX peer gets one signature, `fn(&Instance) -> u64` to count and
//! `fn(&Instance) -> Option<Vec<usize>>` for a first solution (indices into
//! `inst.options`, sorted), so benches and checks are tables over [`PEERS`].
//! Each adapter builds the peer's structure from scratch and then runs the
//! peer's own fastest documented search with its minimum-remaining-values
//! item choice; the build is part of the measured work, as it would be for
//! a user of that crate.
//!
//! All five DLX peers support secondary items, so every workload here
//! (queens included) runs on all of them.
//!
//! The `sudoku` crate is not a DLX solver and only reads 9x9 grids, so it has
//! its own puzzle-string functions instead of a row in [`PEERS`].

use super::instances::Instance;
use std::collections::HashMap;
use std::ops::ControlFlow;

/// One peer solver behind the common signature.
pub struct Peer {
    /// The crate's name on crates.io.
    pub name: &'static str,
    /// The exact version pinned in Cargo.toml's `[dev-dependencies]`.
    pub version: &'static str,
    /// How it searches, in a few words.
    pub method: &'static str,
    /// Counts all solutions.
    pub count: fn(&Instance) -> u64,
    /// The first solution found, as sorted option indices.
    pub first_solution: fn(&Instance) -> Option<Vec<usize>>,
}

/// The DLX peers that build here. Order: roughly fastest first on
/// pentominoes, queens and Langford pairs (`cargo bench --bench peers_check`);
/// exact-covers, last there, is the fastest on domino tilings.
pub const PEERS: [Peer; 5] = [
    Peer {
        name: "dlx",
        version: "0.8.5",
        method: "Knuth's Algorithm X, flat u64 index arrays",
        count: count_dlx,
        first_solution: first_solution_dlx,
    },
    Peer {
        name: "xcov",
        version: "0.3.1",
        method: "Algorithm X, usize index arrays, safe Rust",
        count: count_xcov,
        first_solution: first_solution_xcov,
    },
    Peer {
        name: "dancing-links",
        version: "0.3.1",
        method: "Algorithm X, raw-pointer nodes, Vec per solution",
        count: count_dancing_links,
        first_solution: first_solution_dancing_links,
    },
    Peer {
        name: "dlx-rs",
        version: "1.3.0",
        method: "Algorithm X, enum nodes, builds a Vec per solution",
        count: count_dlx_rs,
        first_solution: first_solution_dlx_rs,
    },
    Peer {
        name: "exact-covers",
        version: "0.3.0",
        method: "Knuth's Algorithm C (colors unused), index arrays",
        count: count_exact_covers,
        first_solution: first_solution_exact_covers,
    },
];

/// Finds an option's index from its items: the peers that report solutions
/// as lists of items (xcov, exact-covers) need this to give option indices.
struct OptionLookup(HashMap<Vec<usize>, usize>);

impl OptionLookup {
    fn new(inst: &Instance) -> Self {
        let mut map = HashMap::with_capacity(inst.options.len());
        for (k, option) in inst.options.iter().enumerate() {
            let mut items = option.clone();
            items.sort_unstable();
            map.entry(items).or_insert(k);
        }
        OptionLookup(map)
    }

    /// The option holding exactly these items, in any order.
    fn find(&self, mut items: Vec<usize>) -> Option<usize> {
        items.sort_unstable();
        self.0.get(&items).copied()
    }
}

fn sorted(mut chosen: Vec<usize>) -> Vec<usize> {
    chosen.sort_unstable();
    chosen
}

// ---- dlx 0.8.5 (renamed `dlx_peer`: our own package is called `dlx`) ----

fn dlx_problem(inst: &Instance) -> dlx_peer::x::Problem {
    use dlx_peer::Uint;
    // Its options index primary then secondary items from 0, like ours.
    let options: Vec<Vec<Uint>> = inst
        .options
        .iter()
        .map(|o| o.iter().map(|&i| i as Uint).collect())
        .collect();
    let (np, ns) = (inst.primary.len(), inst.secondary.len());
    dlx_peer::x::make_problem(np as Uint, ns as Uint, &options, dlx_peer::OptOrder::Seq)
}

/// Runs `visit` on each solution of the dlx crate's Algorithm X until it
/// returns `Break`, with the chooser its own examples use (plain MRV, first
/// item on ties, as in Knuth's `dlx1`).
fn dlx_solve(inst: &Instance, mut visit: impl FnMut(&[dlx_peer::Int]) -> ControlFlow<()>) {
    use dlx_peer::choose::{mrv_chooser, no_tiebreak, prefer_any};
    let mut problem = dlx_problem(inst);
    let mut solver = dlx_peer::Solver::new(&mut problem);
    let mut chooser = mrv_chooser(prefer_any(), no_tiebreak());
    while solver.next_solution(&mut chooser) {
        if visit(solver.fmt_solution()).is_break() {
            break;
        }
    }
}

/// What the `dlx` crate 0.8.5 counts during a full search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DlxStats {
    pub solutions: u64,
    /// Knuth's updates: one per item taken out of the active list and one
    /// per node hidden, as in `dlx1`.
    pub updates: u64,
    /// Search-tree nodes where an item was chosen (the sum of its profile;
    /// the leaves that are solutions are not counted).
    pub nodes: u64,
}

/// Solves with the `dlx` crate 0.8.5 and reports its counts. It runs Knuth's
/// `dlx1` order (options as given, MRV taking the first item on ties), so a
/// faithful `dlx1` should match these numbers exactly on the same instance.
pub fn stats_dlx(inst: &Instance) -> DlxStats {
    use dlx_peer::choose::{mrv_chooser, no_tiebreak, prefer_any};
    let mut problem = dlx_problem(inst);
    let mut solver = dlx_peer::Solver::new(&mut problem);
    let mut chooser = mrv_chooser(prefer_any(), no_tiebreak());
    let mut solutions = 0;
    while solver.next_solution(&mut chooser) {
        solutions += 1;
    }
    DlxStats {
        solutions,
        updates: solver.get_updates().unsigned_abs() as u64,
        nodes: solver.get_profile().iter().sum::<usize>() as u64,
    }
}

/// Counts solutions with the `dlx` crate 0.8.5.
pub fn count_dlx(inst: &Instance) -> u64 {
    let mut count = 0;
    dlx_solve(inst, |_| {
        count += 1;
        ControlFlow::Continue(())
    });
    count
}

/// A first solution from the `dlx` crate 0.8.5.
pub fn first_solution_dlx(inst: &Instance) -> Option<Vec<usize>> {
    let mut first = None;
    dlx_solve(inst, |options| {
        // `fmt_solution` gives 0-based option numbers in input order.
        first = Some(sorted(options.iter().map(|&k| k as usize).collect()));
        ControlFlow::Break(())
    });
    first
}

// ---- xcov 0.3.1 ----

fn xcov_search(inst: &Instance) -> xcov::MrvExactCoverSearch {
    let mut builder = xcov::DlxBuilder::new(inst.primary.len(), inst.secondary.len());
    let mut items = Vec::new();
    for option in &inst.options {
        // xcov numbers items from 1 and wants each option sorted.
        items.clear();
        items.extend(option.iter().map(|&i| i + 1));
        items.sort_unstable();
        builder.add_option(&items);
    }
    xcov::MrvExactCoverSearch::new(builder.build())
}

/// Counts solutions with `xcov` 0.3.1.
pub fn count_xcov(inst: &Instance) -> u64 {
    use xcov::ExactCoverProblem as _;
    let mut search = xcov_search(inst);
    let mut count = 0;
    // `search` returns true exactly when it stops at a solution (our
    // instances always have items, the one case where that differs).
    while search.search() {
        count += 1;
    }
    count
}

/// A first solution from `xcov` 0.3.1.
pub fn first_solution_xcov(inst: &Instance) -> Option<Vec<usize>> {
    use xcov::ExactCoverProblem as _;
    let mut search = xcov_search(inst);
    if !search.search() {
        return None;
    }
    let lookup = OptionLookup::new(inst);
    let chosen = search
        .current_solution()?
        .into_iter()
        .map(|items| lookup.find(items.iter().map(|&i| i - 1).collect()))
        .collect::<Option<Vec<usize>>>()?;
    Some(sorted(chosen))
}

// ---- dlx-rs 1.3.0 ----

fn dlx_rs_solver(inst: &Instance) -> dlx_rs::Solver<usize> {
    // dlx-rs calls secondary items "optional" and numbers items from 1.
    let mut solver = dlx_rs::Solver::new_optional(inst.primary.len(), inst.secondary.len());
    let mut items = Vec::new();
    for (k, option) in inst.options.iter().enumerate() {
        items.clear();
        items.extend(option.iter().map(|&i| i + 1));
        // The option's name is its index, so solutions come back as indices.
        solver.add_option(k, &items);
    }
    solver
}

/// Counts solutions with `dlx-rs` 1.3.0. It has no counting mode: its
/// iterator builds each solution's `Vec` of option names, and that cost is
/// part of what it charges per solution.
pub fn count_dlx_rs(inst: &Instance) -> u64 {
    dlx_rs_solver(inst).count() as u64
}

/// A first solution from `dlx-rs` 1.3.0.
pub fn first_solution_dlx_rs(inst: &Instance) -> Option<Vec<usize>> {
    dlx_rs_solver(inst).next().map(sorted)
}

// ---- dancing-links 0.3.1 ----

/// dancing-links asks a problem `satisfies(option, item)` for every pair when
/// it builds its grid, so the option-by-item membership is kept dense.
struct DancingLinksProblem {
    options: Vec<usize>,
    items: Vec<usize>,
    primary: usize,
    member: Vec<bool>,
}

impl DancingLinksProblem {
    fn new(inst: &Instance) -> Self {
        let n = inst.item_count();
        let mut member = vec![false; inst.options.len() * n];
        for (k, option) in inst.options.iter().enumerate() {
            for &i in option {
                member[k * n + i] = true;
            }
        }
        DancingLinksProblem {
            options: (0..inst.options.len()).collect(),
            items: (0..n).collect(),
            primary: inst.primary.len(),
            member,
        }
    }
}

impl dancing_links::ExactCover for DancingLinksProblem {
    type Possibility = usize;
    type Constraint = usize;

    fn satisfies(&self, option: &usize, item: &usize) -> bool {
        self.member[option * self.items.len() + item]
    }

    // Its "optional" constraints are secondary items.
    fn is_optional(&self, item: &usize) -> bool {
        *item >= self.primary
    }

    fn possibilities(&self) -> &[usize] {
        &self.options
    }

    fn constraints(&self) -> &[usize] {
        &self.items
    }
}

/// Counts solutions with `dancing-links` 0.3.1 (it too returns a `Vec` per
/// solution, and has no counting mode).
pub fn count_dancing_links(inst: &Instance) -> u64 {
    use dancing_links::ExactCover as _;
    let problem = DancingLinksProblem::new(inst);
    let count = problem.solver().count();
    count as u64
}

/// A first solution from `dancing-links` 0.3.1.
pub fn first_solution_dancing_links(inst: &Instance) -> Option<Vec<usize>> {
    use dancing_links::ExactCover as _;
    let problem = DancingLinksProblem::new(inst);
    let first = problem.solver().next();
    first.map(|options| sorted(options.into_iter().copied().collect()))
}

// ---- exact-covers 0.3.0 ----

/// A solution as exact-covers hands it to a visitor: `'i` borrows the labels.
type ExactCoversSolution<'s, 'i> =
    exact_covers::Solution<'s, 'i, usize, (), exact_covers::DlSolver<'i, usize, ()>>;

/// Runs `visit` on each solution of exact-covers' `DlSolver` (its dancing
/// links solver; its `DcSolver` is still `todo!()` in 0.3.0) until it breaks.
fn exact_covers_solve<F>(inst: &Instance, visit: F)
where
    F: for<'s, 'i> FnMut(ExactCoversSolution<'s, 'i>) -> ControlFlow<()>,
{
    use exact_covers::Solver as _;
    let np = inst.primary.len();
    // Item labels are our indices; it finds them by linear search, once, at
    // build time.
    let primary: Vec<usize> = (0..np).collect();
    let secondary: Vec<usize> = (np..inst.item_count()).collect();
    let mut solver = exact_covers::DlSolver::<usize, ()>::new(&primary, &secondary);
    let (mut p, mut s) = (Vec::new(), Vec::new());
    for option in &inst.options {
        p.clear();
        s.clear();
        for &i in option {
            if i < np {
                p.push(i);
            } else {
                // No color: a plain secondary item, covered at most once.
                s.push((i, None));
            }
        }
        solver.add_option(&p, &s);
    }
    solver.solve(visit);
}

/// Counts solutions with `exact-covers` 0.3.0.
pub fn count_exact_covers(inst: &Instance) -> u64 {
    let mut count = 0;
    exact_covers_solve(inst, |_| {
        count += 1;
        ControlFlow::Continue(())
    });
    count
}

/// A first solution from `exact-covers` 0.3.0.
pub fn first_solution_exact_covers(inst: &Instance) -> Option<Vec<usize>> {
    let lookup = OptionLookup::new(inst);
    let mut first = None;
    exact_covers_solve(inst, |mut solution| {
        let mut option = Vec::new();
        let mut chosen = Vec::new();
        while solution.next(&mut option) {
            chosen.push(lookup.find(option.iter().map(|&(&i, _)| i).collect()));
        }
        first = chosen
            .into_iter()
            .collect::<Option<Vec<usize>>>()
            .map(sorted);
        ControlFlow::Break(())
    });
    first
}

// ---- sudoku 0.8.0 (a specialized 9x9 solver, not DLX) ----

/// Counts solutions of a 9x9 puzzle with the `sudoku` crate, stopping at
/// `limit`; 0 for a string it cannot read.
pub fn count_sudoku_crate(puzzle: &str, limit: usize) -> usize {
    sudoku::Sudoku::from_str_line(puzzle).map_or(0, |s| s.solutions_count_up_to(limit))
}

/// Some solution of a 9x9 puzzle from the `sudoku` crate, as an 81-digit line.
pub fn solve_sudoku_crate(puzzle: &str) -> Option<String> {
    let solution = sudoku::Sudoku::from_str_line(puzzle)
        .ok()?
        .some_solution()?;
    Some(solution.to_str_line().to_string())
}

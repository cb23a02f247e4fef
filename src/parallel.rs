//! Counting on several threads: the search tree is cut at its shallow levels into
//! subproblems, and a pool of threads counts them.
//!
//! A subproblem is the list of options chosen on the way down from the root to one node of the
//! search tree, so that [`Search::with_presets`] recreates the subtree below that node exactly:
//! the presets cover the same items as the search would have, the same options are left, and
//! so the same item is chosen next. The subtrees below the nodes of one "cut" through the tree
//! share no solution and together hold all of them, so the subproblems' counts add up to the
//! whole count.
//!
//! ```text
//!            root: choose item i, len 3          the split expands nodes breadth first,
//!          /          |           \              one at a time, until there are enough
//!      [a]          [b]           [c]            subproblems; the leaves of what it
//!     /    \         |          (dead end)       expanded are the subproblems:
//! [a,d]  [a,e]      [b]                          [b], [a,d], [a,e]
//! ```
//!
//! ```
//! use dlx::{examples, parallel, Heuristic, Search};
//!
//! let (count, stats) = parallel::count_parallel(&examples::queens(8), Heuristic::Mrv, 2);
//! assert_eq!(count, 92);
//! // The subproblems' work plus the shallow levels' is exactly the sequential search's.
//! let sequential = {
//!     let mut search = Search::new(examples::queens(8));
//!     search.count(None);
//!     search.stats()
//! };
//! assert_eq!(stats.total().nodes, sequential.nodes);
//! assert_eq!(stats.total().updates, sequential.updates);
//! ```
//!
//! # Knuth's counts
//!
//! The presets are covered as setup, which [`Search`] does not count, so the subproblems'
//! summed [`Stats`] leave out the work at the levels above the cut. [`SplitStats`] counts that
//! work apart, as a sequential search would count it: a node for each node of the tree above
//! the cut (dead ends included), and an update for each item covered and each node hidden
//! there. [`ParallelStats::total`] adds both and equals the sequential search's nodes, updates,
//! solutions and deepest level. Mems above the cut are not estimated: the total's `mems` are
//! the subproblems' only.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::problem::{ItemId, OptionId, Problem};
use crate::search::{Event, Heuristic, PresetError, Search, Stats};

/// How many subproblems [`count_parallel`] makes per thread: enough that a thread that drew
/// small subtrees takes more of them while another finishes a large one.
pub const SUBPROBLEMS_PER_THREAD: usize = 8;

/// One part of a split search: the options chosen from the root down to one node of the
/// search tree (the problem's own presets first). [`Search::with_presets`] with these options
/// searches exactly the subtree below that node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subproblem {
    /// The options already chosen.
    pub presets: Vec<OptionId>,
    /// How many of them the split chose (the level of the subtree's root in the whole tree).
    pub depth: u32,
}

/// The work of the levels above the cut, as a sequential search counts it (see the
/// [module docs](self)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SplitStats {
    /// Search-tree nodes above the cut: the nodes expanded, and the dead ends met (nodes whose
    /// chosen item has no option left).
    pub nodes: u64,
    /// One for each item covered and each node hidden above the cut: the chosen items of the
    /// expanded nodes, and each option tried there.
    pub updates: u64,
    /// The deepest level above the cut holding a node of the tree.
    pub max_level: u32,
}

/// A search tree cut into subproblems.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Split {
    /// The subproblems, shallowest first (their subtrees tend to be the largest, so a work
    /// queue that hands them out in this order leaves small ones for the end).
    pub subproblems: Vec<Subproblem>,
    /// The work above the cut.
    pub stats: SplitStats,
}

impl Split {
    /// The subproblems in the order a sequential search meets their subtrees (depth first),
    /// so that their solutions, listed subproblem after subproblem, come in exactly the order
    /// of a sequential search: what a pool that returns solutions, not just a count, needs.
    ///
    /// A node's branches are the options in its chosen item's column, which the search walks
    /// top to bottom, and a column holds its options in the order they were added: so two
    /// subproblems compare as their first differing options (two branches of one node) do,
    /// and the order is the lexicographic order of the preset lists. No subproblem's presets
    /// are a prefix of another's (the subtrees are disjoint), and the problem's own presets
    /// are the same prefix of every list.
    pub fn into_search_order(mut self) -> Split {
        self.subproblems.sort_by(|a, b| a.presets.cmp(&b.presets));
        self
    }
}

/// Cuts the search tree of `problem` (with `presets` already chosen) into at least `target`
/// subproblems where the tree allows it: nodes are expanded breadth first, one at a time,
/// until the unexpanded ones reach `target`. A node that is already a solution cannot be
/// expanded and stays a subproblem (of one solution); dead ends are dropped (and counted in
/// [`SplitStats`]). With `target` at most 1 the whole problem is the one subproblem.
///
/// # Errors
/// A preset option that does not exist or that shares an item with an earlier one.
pub fn split(
    problem: &Problem,
    heuristic: Heuristic,
    presets: &[OptionId],
    target: usize,
) -> Result<Split, PresetError> {
    // Building the root search checks the presets; every later preset list extends a valid
    // one by an option still in play, which cannot fail.
    Search::with_presets(problem.clone(), heuristic, presets)?;
    // The work above the cut is counted as `dlx1` counts it (`branch`), which knows nothing of
    // colors: a problem with colors stays whole, one subproblem; so does one with
    // multiplicities, whose search (Algorithm M) is not stepped and takes no presets.
    let target = if problem.has_colors() || problem.has_bounds() {
        1
    } else {
        target
    };
    let mut stats = SplitStats::default();
    let mut queue = VecDeque::from([Subproblem {
        presets: presets.to_vec(),
        depth: 0,
    }]);
    // Solutions reached above the cut: kept as subproblems, so that they are counted where
    // every other solution is.
    let mut solved = Vec::new();
    while queue.len() + solved.len() < target {
        let Some(node) = queue.pop_front() else { break };
        let mut search = Search::with_presets(problem.clone(), heuristic, &node.presets)?;
        match search.step() {
            Some(Event::Choose { item, len, .. }) => {
                stats.nodes += 1;
                stats.max_level = stats.max_level.max(node.depth);
                let (children, updates) = branch(problem, &node.presets, item);
                debug_assert_eq!(
                    children.len(),
                    len as usize,
                    "the column of the chosen item"
                );
                stats.updates += updates;
                queue.extend(children.into_iter().map(|option| {
                    let mut presets = node.presets.clone();
                    presets.push(option);
                    Subproblem {
                        presets,
                        depth: node.depth + 1,
                    }
                }));
            }
            _ => solved.push(node),
        }
    }
    let mut subproblems: Vec<Subproblem> = queue.into();
    subproblems.extend(solved);
    Ok(Split { subproblems, stats })
}

/// The branches of one node of the search tree where `item` is chosen, and the updates a
/// sequential search makes there: covering `item`, then, for each option in its column,
/// covering that option's other items.
///
/// The branches are the options still in play (none of their items covered by `presets`) that
/// contain `item`, in the order they were added: the order of its column, which the search
/// walks top to bottom. Covering a set of items removes each item from its list and hides,
/// once, every option still in play that meets the set: all its nodes but the one in the
/// column being covered. The order of the covers does not change that total, so it follows
/// from which options are in play, without replaying the covers.
fn branch(problem: &Problem, presets: &[OptionId], item: ItemId) -> (Vec<OptionId>, u64) {
    let mut covered = vec![false; problem.item_count()];
    for &option in presets {
        for &i in problem.option_items(option) {
            covered[i.index()] = true;
        }
    }
    // The options in play, numbered in order, and for each item those that contain it.
    let mut in_play: Vec<Vec<usize>> = vec![Vec::new(); problem.item_count()];
    let mut options = Vec::new();
    for option in problem.options() {
        let items = problem.option_items(option);
        if items.iter().any(|i| covered[i.index()]) {
            continue;
        }
        for &i in items {
            in_play[i.index()].push(options.len());
        }
        options.push(option);
    }
    let hide = |k: usize| problem.option_items(options[k]).len() as u64 - 1;
    let tried: Vec<OptionId> = in_play[item.index()].iter().map(|&k| options[k]).collect();
    let mut updates = 1 + in_play[item.index()].iter().map(|&k| hide(k)).sum::<u64>();
    // Options through `item` were hidden by its cover already; the rest meet the tried option
    // elsewhere, and each is hidden once however many of its items the option covers.
    let mut seen = vec![false; options.len()];
    for &k in &in_play[item.index()] {
        seen[k] = true;
    }
    for &option in &tried {
        let mut hit = Vec::new();
        for &i in problem.option_items(option) {
            if i == item {
                continue;
            }
            updates += 1;
            for &k in &in_play[i.index()] {
                if !seen[k] {
                    seen[k] = true;
                    hit.push(k);
                    updates += hide(k);
                }
            }
        }
        for k in hit {
            seen[k] = false;
        }
    }
    (tried, updates)
}

/// What one thread of a parallel count did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ThreadStats {
    /// The subproblems it counted.
    pub subproblems: usize,
    /// Knuth's counts of its searches, summed.
    pub stats: Stats,
    /// The time it spent searching (building each subproblem's search included).
    pub busy: Duration,
}

/// Knuth's counts for a parallel count, kept apart as the work was done: above the cut (the
/// split) and below it (the subproblems, summed).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ParallelStats {
    /// The work above the cut.
    pub split: SplitStats,
    /// The subproblems' searches, summed; `max_level` is counted from the root of the whole
    /// tree.
    pub search: Stats,
    /// How many subproblems there were.
    pub subproblems: usize,
    /// Each thread's share.
    pub threads: Vec<ThreadStats>,
}

impl ParallelStats {
    /// The split's and the subproblems' counts together: for a count without a limit, the
    /// nodes, updates, solutions and deepest level of a sequential search of the whole tree.
    /// The mems are the subproblems' only (see the [module docs](self)).
    pub fn total(&self) -> Stats {
        Stats {
            solutions: self.search.solutions,
            mems: self.search.mems,
            updates: self.search.updates + self.split.updates,
            nodes: self.search.nodes + self.split.nodes,
            cleansings: self.search.cleansings,
            max_level: self.search.max_level.max(self.split.max_level),
        }
    }
}

/// How to run a parallel count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParallelCount {
    /// How the searches branch.
    pub heuristic: Heuristic,
    /// The threads to count on; 0 for one per core ([`std::thread::available_parallelism`]).
    pub threads: usize,
    /// How many subproblems to cut per thread.
    pub per_thread: usize,
    /// Options already chosen (a problem's givens).
    pub presets: Vec<OptionId>,
    /// Stop after this many solutions: the count is then the smaller of the limit and the
    /// number of solutions, as a sequential count returns, though the work done differs.
    pub limit: Option<u64>,
}

impl Default for ParallelCount {
    fn default() -> Self {
        ParallelCount {
            heuristic: Heuristic::Mrv,
            threads: 0,
            per_thread: SUBPROBLEMS_PER_THREAD,
            presets: Vec::new(),
            limit: None,
        }
    }
}

/// The number of threads `threads` asks for: itself, or one per core for 0.
pub fn thread_count(threads: usize) -> usize {
    if threads > 0 {
        threads
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }
}

impl ParallelCount {
    /// Splits the problem and counts the subproblems on the threads, each thread taking the
    /// next subproblem from a shared queue when it is done with one. Returns the number of
    /// solutions and the work, split and subproblems apart.
    ///
    /// # Errors
    /// A bad preset (see [`Search::with_presets`]).
    pub fn run(&self, problem: &Problem) -> Result<(u64, ParallelStats), PresetError> {
        let threads = thread_count(self.threads);
        let target = threads.saturating_mul(self.per_thread.max(1));
        let split = split(problem, self.heuristic, &self.presets, target)?;
        Ok(self.count(problem, &split, threads))
    }

    /// Counts the subproblems of `split` (made by [`split`] from the same problem, presets and
    /// heuristic) on `threads` threads.
    fn count(&self, problem: &Problem, split: &Split, threads: usize) -> (u64, ParallelStats) {
        let limit = self.limit.unwrap_or(u64::MAX);
        let next = AtomicUsize::new(0);
        let found = AtomicU64::new(0);
        let enough = AtomicBool::new(limit == 0);
        let work = || {
            let mut mine = ThreadStats::default();
            let start = Instant::now();
            while !enough.load(Ordering::Relaxed) {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some(sub) = split.subproblems.get(k) else {
                    break;
                };
                let mut search =
                    Search::with_presets(problem.clone(), self.heuristic, &sub.presets)
                        .expect("the split chose each preset among the options still in play");
                if self.limit.is_none() {
                    search.count(None);
                } else {
                    while !enough.load(Ordering::Relaxed) && search.find_next() {
                        if found.fetch_add(1, Ordering::Relaxed) + 1 >= limit {
                            enough.store(true, Ordering::Relaxed);
                        }
                    }
                }
                mine.subproblems += 1;
                add(&mut mine.stats, &search.stats(), sub.depth);
            }
            mine.busy = start.elapsed();
            mine
        };
        let per_thread: Vec<ThreadStats> = if threads <= 1 {
            vec![work()]
        } else {
            std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads).map(|_| scope.spawn(work)).collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                    .collect()
            })
        };
        let mut search = Stats::default();
        for t in &per_thread {
            add(&mut search, &t.stats, 0);
        }
        (
            search.solutions.min(limit),
            ParallelStats {
                split: split.stats,
                search,
                subproblems: split.subproblems.len(),
                threads: per_thread,
            },
        )
    }
}

/// Adds the counts of a search whose root is at level `depth` to `sum`.
fn add(sum: &mut Stats, s: &Stats, depth: u32) {
    sum.solutions += s.solutions;
    sum.mems += s.mems;
    sum.updates += s.updates;
    sum.nodes += s.nodes;
    sum.cleansings += s.cleansings;
    sum.max_level = sum.max_level.max(depth + s.max_level);
}

/// Counts the solutions of `problem` on `threads` threads (0: one per core), with
/// [`SUBPROBLEMS_PER_THREAD`] subproblems per thread. The count equals a sequential
/// [`Search::count`]'s; see [`ParallelStats`] for how the work is counted.
pub fn count_parallel(
    problem: &Problem,
    heuristic: Heuristic,
    threads: usize,
) -> (u64, ParallelStats) {
    let config = ParallelCount {
        heuristic,
        threads,
        ..ParallelCount::default()
    };
    let threads = thread_count(threads);
    let split = split_unchecked(problem, heuristic, threads * config.per_thread);
    config.count(problem, &split, threads)
}

/// [`split`] without presets, which cannot fail.
fn split_unchecked(problem: &Problem, heuristic: Heuristic, target: usize) -> Split {
    split(problem, heuristic, &[], target).unwrap_or(Split {
        subproblems: vec![Subproblem {
            presets: Vec::new(),
            depth: 0,
        }],
        stats: SplitStats::default(),
    })
}

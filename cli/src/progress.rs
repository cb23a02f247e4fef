//! `--progress`: where a long search is in its tree, on stderr, every few seconds.
//!
//! The clock is here, not in the engine: the search runs in slices of [`SLICE`] nodes, and
//! between two slices the reporter looks at the time. Where the search is comes from the
//! engine ([`Search::tree_fraction`], [`Search::branches`]).

use std::time::{Duration, Instant};

use dlx::Search;

use crate::output::{note, plural};

/// Search-tree nodes between two looks at the clock: a few milliseconds of search.
pub const SLICE: u64 = 1 << 14;

/// How many levels of the path a report shows as `k/d`.
const SHOWN_LEVELS: usize = 12;

/// Prints a progress line on stderr when `every` has passed since the last one.
#[derive(Debug)]
pub struct Reporter {
    every: Duration,
    next: Instant,
}

impl Reporter {
    /// A reporter for `--progress=SECONDS`, or none without the flag.
    pub fn new(seconds: Option<f64>) -> Option<Reporter> {
        let every = Duration::from_secs_f64(seconds?);
        Some(Reporter {
            every,
            next: Instant::now() + every,
        })
    }

    /// Reports where `search` is, if it is time to.
    pub fn tick(&mut self, search: &Search) {
        let now = Instant::now();
        if now >= self.next {
            note(&line(search));
            self.next = now + self.every;
        }
    }
}

/// `progress: 37.25% of the tree, 812 solutions, 120000 nodes; at 2/4 1/3 5/7`: the share of
/// the tree behind the search (see [`Search::tree_fraction`]), the solutions so far, and the
/// branch taken at each level of the path, the `k`-th of `d`, as Knuth's `dlx1` shows it.
pub fn line(search: &Search) -> String {
    let stats = search.stats();
    let mut text = format!(
        "progress: {:.2}% of the tree, {} {}, {} nodes",
        100.0 * search.tree_fraction(),
        stats.solutions,
        plural(stats.solutions, "solution", "solutions"),
        stats.nodes
    );
    let mut branches = search.branches();
    let shown: Vec<String> = branches
        .by_ref()
        .take(SHOWN_LEVELS)
        .map(|(k, d)| format!("{k}/{d}"))
        .collect();
    if !shown.is_empty() {
        text.push_str("; at ");
        text.push_str(&shown.join(" "));
        if branches.next().is_some() {
            text.push_str(" ...");
        }
    }
    text
}

/// Runs to the next solution, in slices with a progress report between two when asked.
pub fn next_solution(search: &mut Search, reporter: Option<&mut Reporter>) -> bool {
    let Some(reporter) = reporter else {
        return search.find_next();
    };
    loop {
        let progress = search.find_next_within(SLICE);
        if progress == dlx::Progress::Finished {
            return false;
        }
        reporter.tick(search);
        if progress == dlx::Progress::Solution {
            return true;
        }
    }
}

/// Counts up to `limit` solutions, in slices with a progress report between two.
pub fn count_with_progress(search: &mut Search, limit: Option<u64>, mut reporter: Reporter) -> u64 {
    let mut found = 0;
    while !search.is_finished() && limit.is_none_or(|l| found < l) {
        found += search.count_within(SLICE, limit.map(|l| l - found));
        reporter.tick(search);
    }
    found
}

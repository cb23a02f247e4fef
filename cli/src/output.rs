//! What every command prints besides its answer: notes on stderr, Knuth's counts, the exit
//! status for no solution.

use std::io::{self, Write};

use dlx::{ParallelStats, Problem, Search, Stats};

use crate::options::EngineArgs;

/// Exit status when the problem has no solution.
pub const NO_SOLUTION: u8 = 1;

/// A line on stderr. Losing it (stderr closed) is no reason to fail the run.
pub fn note(text: &str) {
    let _ = writeln!(io::stderr().lock(), "{text}");
}

/// `one` or `many`, as `n` asks.
pub fn plural<'a>(n: u64, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// The `--stats` and `--profile` reports, on stderr.
pub fn report(asked: &EngineArgs, search: &Search) {
    if asked.stats {
        note(&stats_line(&search.stats()));
    }
    if asked.profile {
        let mut text = String::from("profile (search-tree nodes per level):");
        for (level, nodes) in search.profile().iter().enumerate() {
            text.push_str(&format!("\n{level:>3}: {nodes:>20}"));
        }
        note(&text);
    }
}

/// Knuth's counts in one line: `92 solutions, 304951 mems, 21375 updates, 1199 nodes`, and
/// with colors `dlx2`'s cleansings: `..., 1199 nodes, 3 cleansings`.
pub fn stats_line(stats: &Stats) -> String {
    let mut line = format!(
        "{} {}, {} mems, {} updates, {} nodes",
        stats.solutions,
        plural(stats.solutions, "solution", "solutions"),
        stats.mems,
        stats.updates,
        stats.nodes
    );
    if stats.cleansings > 0 {
        line.push_str(&format!(
            ", {} {}",
            stats.cleansings,
            plural(stats.cleansings, "cleansing", "cleansings")
        ));
    }
    line
}

/// How a parallel count's work fell apart: `2 threads, 17 subproblems; above the cut 2 nodes,
/// 998 updates (mems not counted); below it 19500 nodes, 168000 updates, 2300000 mems`.
pub fn split_line(work: &ParallelStats) -> String {
    format!(
        "{} {}, {} {}; above the cut {} nodes, {} updates (mems not counted); \
         below it {} nodes, {} updates, {} mems",
        work.threads.len(),
        plural(work.threads.len() as u64, "thread", "threads"),
        work.subproblems,
        plural(work.subproblems as u64, "subproblem", "subproblems"),
        work.split.nodes,
        work.split.updates,
        work.search.nodes,
        work.search.updates,
        work.search.mems,
    )
}

/// When a count found nothing and the problem says why (a primary item in no option), the
/// reason on stderr; the count itself stays alone on stdout.
pub fn explain_none(found: u64, problem: &Problem) {
    if found == 0 {
        if let Some(why) = problem.no_solution_reason() {
            note(&format!("no solution: {why}"));
        }
    }
}

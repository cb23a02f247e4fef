//! Running a search to its solutions, shared by the commands that search: how many to print,
//! printing each as the command draws it, and counting on several threads.

use std::io::{self, Write};

use dlx::{Heuristic, ParallelCount, Problem, Search};

use crate::input::Failure;
use crate::output::{explain_none, note, split_line, stats_line, NO_SOLUTION};
use crate::progress::{next_solution, Reporter};

/// How many solutions to print: `limit` if given, all with `all`, else the first.
pub fn solution_limit(all: bool, limit: Option<u64>) -> u64 {
    match (all, limit) {
        (_, Some(n)) => n,
        (true, None) => u64::MAX,
        (false, None) => 1,
    }
}

/// Finds up to `limit` solutions and prints each with `write`, a blank line between two.
/// Says `no solution` on stderr when there is none. The exit status: 0, or [`NO_SOLUTION`].
pub fn print_solutions<W: Write>(
    search: &mut Search,
    limit: u64,
    out: &mut W,
    write: impl FnMut(&mut W, &Search) -> io::Result<()>,
) -> Result<u8, Failure> {
    print_solutions_with(search, limit, out, None, write)
}

/// [`print_solutions`], with progress reports on stderr from `reporter` while it searches.
pub fn print_solutions_with<W: Write>(
    search: &mut Search,
    limit: u64,
    out: &mut W,
    mut reporter: Option<Reporter>,
    mut write: impl FnMut(&mut W, &Search) -> io::Result<()>,
) -> Result<u8, Failure> {
    let mut found: u64 = 0;
    while found < limit && next_solution(search, reporter.as_mut()) {
        if found > 0 {
            out.write_all(b"\n")?;
        }
        write(out, search)?;
        found += 1;
    }
    out.flush()?;
    if found == 0 {
        match search.problem().no_solution_reason() {
            Some(why) => note(&format!("no solution: {why}")),
            None => note("no solution"),
        }
        return Ok(NO_SOLUTION);
    }
    Ok(0)
}

/// Counts the solutions of `problem` on `threads` threads (0: one per core), at most `limit`,
/// and prints the number. With `stats`, Knuth's counts for the whole tree on stderr, then how
/// the work was split (see [`dlx::parallel`]).
pub fn count_on_threads(
    problem: &Problem,
    heuristic: Heuristic,
    threads: usize,
    limit: Option<u64>,
    stats: bool,
    out: &mut impl Write,
) -> Result<u8, Failure> {
    let config = ParallelCount {
        heuristic,
        threads,
        limit,
        ..ParallelCount::default()
    };
    // No presets are given, so none can be refused.
    let (found, work) = config
        .run(problem)
        .map_err(|e| Failure::Input(e.to_string()))?;
    writeln!(out, "{found}")?;
    out.flush()?;
    explain_none(found, problem);
    if stats {
        note(&stats_line(&work.total()));
        note(&split_line(&work));
    }
    Ok(0)
}

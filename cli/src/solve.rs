//! `dlx solve` and `dlx count`.

use std::io::{self, Write};

use dlx::format::{self, Format};
use dlx::recognise::Recognised;
use dlx::{Heuristic, ParallelCount, ParallelStats, Problem, Search, Stats};

use crate::args::{CountArgs, EngineArgs, FormatArg, SearchArgs, SolveArgs};
use crate::input::{Failure, Source};
use crate::progress::{Reporter, SLICE};

/// Exit status when the problem has no solution.
pub const NO_SOLUTION: u8 = 1;

/// `dlx solve`: prints solutions, one option per line, a blank line between two; with
/// `--pretty`, the picture of each solution instead.
pub fn solve(args: &SolveArgs, out: &mut impl Write) -> Result<u8, Failure> {
    let (mut search, source) = start(&args.search)?;
    let limit = solution_limit(args.all, args.limit);
    let reporter = Reporter::new(args.search.progress);
    let status = if args.pretty {
        let pretty = Recognised::recognise(search.problem())
            .map_err(|e| source.error(format_args!("--pretty: {e}")))?;
        print_solutions_with(&mut search, limit, out, reporter, |out, search| {
            writeln!(out, "{}", pretty.picture(search.chosen()))
        })?
    } else {
        print_solutions_with(&mut search, limit, out, reporter, write_solution)?
    };
    report(&args.search.engine, &search);
    Ok(status)
}

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
fn print_solutions_with<W: Write>(
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

/// Runs to the next solution, in slices with a progress report between two when asked.
fn next_solution(search: &mut Search, reporter: Option<&mut Reporter>) -> bool {
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
fn count_with_progress(search: &mut Search, limit: Option<u64>, mut reporter: Reporter) -> u64 {
    let mut found = 0;
    while !search.is_finished() && limit.is_none_or(|l| found < l) {
        found += search.count_within(SLICE, limit.map(|l| l - found));
        reporter.tick(search);
    }
    found
}

/// `dlx count`: prints the number of solutions, alone on a line.
pub fn count(args: &CountArgs, out: &mut impl Write) -> Result<u8, Failure> {
    let (mut search, _) = start(&args.search)?;
    if args.threads != 1 {
        let problem = search.problem().clone();
        let heuristic = args.search.engine.heuristic.into();
        return count_on_threads(
            &problem,
            heuristic,
            args.threads.into(),
            args.limit,
            args.search.engine.stats,
            out,
        );
    }
    let found = match Reporter::new(args.search.progress) {
        Some(reporter) => count_with_progress(&mut search, args.limit, reporter),
        None => search.count(args.limit),
    };
    writeln!(out, "{found}")?;
    out.flush()?;
    explain_none(found, search.problem());
    report(&args.search.engine, &search);
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

/// Reads and parses the problem, and sets up the search; and where the problem came from.
fn start(args: &SearchArgs) -> Result<(Search, Source), Failure> {
    let (problem, source) = read_problem(args.file.as_deref(), args.format)?;
    Ok((
        Search::with_heuristic(problem, args.engine.heuristic.into()),
        source,
    ))
}

/// Reads and parses the problem in `file` (stdin for none or `-`); and where it came from.
/// What the parser left out (an option of secondary items only, as Knuth's `dlx2` leaves it
/// out) is said on stderr, one `warning:` line each, before any output.
pub fn read_problem(
    file: Option<&std::path::Path>,
    format: Option<FormatArg>,
) -> Result<(Problem, Source), Failure> {
    let source = Source::new(file);
    let text = source.read_at_most("a problem", dlx::format::MAX_INPUT_BYTES as u64)?;
    let format = format.map_or_else(|| format::detect(&text), Format::from);
    let parsed = format::parse_with_warnings(&text, format).map_err(|e| source.error(e))?;
    for warning in &parsed.warnings {
        note(&format!("warning: {}", source.described(warning)));
    }
    let unsaid = parsed.warning_count - parsed.warnings.len();
    if unsaid > 0 {
        note(&format!(
            "warning: {}",
            source.described(format_args!(
                "{unsaid} more {} not shown (the first {} are)",
                plural(unsaid as u64, "warning", "warnings"),
                format::MAX_WARNINGS
            ))
        ));
    }
    Ok((parsed.problem, source))
}

/// The options of the solution the search is at, one per line, as item names.
fn write_solution(out: &mut impl Write, search: &Search) -> io::Result<()> {
    let problem = search.problem();
    for option in search.chosen() {
        if problem.has_colors() {
            // As `dlx2` prints them, colors included.
            writeln!(out, "{}", problem.option_text(option))?;
            continue;
        }
        for (k, &item) in problem.option_items(option).iter().enumerate() {
            if k > 0 {
                out.write_all(b" ")?;
            }
            out.write_all(problem.item_name(item).as_bytes())?;
        }
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// When a count found nothing and the problem says why (a primary item in no option), the
/// reason on stderr; the count itself stays alone on stdout.
fn explain_none(found: u64, problem: &Problem) {
    if found == 0 {
        if let Some(why) = problem.no_solution_reason() {
            note(&format!("no solution: {why}"));
        }
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

/// `one` or `many`, as `n` asks.
pub fn plural<'a>(n: u64, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// A line on stderr. Losing it (stderr closed) is no reason to fail the run.
pub fn note(text: &str) {
    let _ = writeln!(io::stderr().lock(), "{text}");
}

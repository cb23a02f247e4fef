//! `dlx solve` and `dlx count`.

use std::io::{self, Write};

use dlx::recognise::Recognised;
use dlx::Search;

use crate::input::{read_problem, Failure, Source};
use crate::options::{CountArgs, SearchArgs, SolveArgs};
use crate::output::{explain_none, report};
use crate::progress::{count_with_progress, Reporter};
use crate::solutions::{count_on_threads, print_solutions_with, solution_limit};

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

/// Reads and parses the problem, and sets up the search; and where the problem came from.
fn start(args: &SearchArgs) -> Result<(Search, Source), Failure> {
    let (problem, source) = read_problem(args.file.as_deref(), args.format)?;
    Ok((
        Search::with_heuristic(problem, args.engine.heuristic.into()),
        source,
    ))
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

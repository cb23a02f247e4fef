//! `dlx killer`: a Killer Sudoku's cage map read, solved and drawn beside its cages; or a new
//! map made from a seed.

use std::io::Write;
use std::path::Path;

use dlx::sudoku::{value_char, Killer, Sudoku};
use dlx::{Problem, Search};

use crate::input::{Failure, Source};
use crate::options::KillerArgs;
use crate::output::report;
use crate::solutions::{print_solutions, solution_limit};

/// `dlx killer`.
pub fn killer(args: &KillerArgs, out: &mut impl Write) -> Result<u8, Failure> {
    if let Some(seed) = args.new {
        let box_size = if args.size == "4" { 2 } else { 3 };
        write!(out, "{}", Killer::generate(box_size, seed))?;
        out.flush()?;
        return Ok(0);
    }
    let source = Source::new(args.file.as_deref());
    let text = source.read("a Killer Sudoku's cage map")?;
    let killer =
        Killer::parse_with_givens(&text, args.givens.as_deref()).map_err(|e| source.error(e))?;
    let (problem, decoder) = killer.encode();
    let mut search = Search::with_heuristic(problem, args.run.engine.heuristic.into());
    let status = if args.run.count {
        writeln!(out, "{}", search.count(args.run.limit))?;
        out.flush()?;
        0
    } else {
        let limit = solution_limit(args.run.all, args.run.limit);
        print_solutions(&mut search, limit, out, |out, search| {
            write!(
                out,
                "{}",
                picture(&killer, &decoder.decode(search.chosen()))
            )
        })?
    };
    report(&args.run.engine, &search);
    Ok(status)
}

/// `dlx gen killer FILE`: the comment lines (the map, the sums) and the colored problem.
pub fn gen_problem(file: &Path) -> Result<(String, Problem), Failure> {
    let source = Source::new(Some(file));
    let text = source.read("a Killer Sudoku's cage map")?;
    let killer = Killer::parse_with_givens(&text, None).map_err(|e| source.error(e))?;
    let n = killer.size();
    let (cages, keys) = (killer.cage_map(), killer.keys());
    let mut title = format!(
        "a {n}x{n} Killer Sudoku as exact cover with colors (Knuth's XCC): the Sudoku's items, \
         an item per cage, a secondary item per cell colored by its value; the cages:"
    );
    for r in 0..n {
        title.push_str("\n|   ");
        title.extend((0..n).map(|c| keys[cages[r * n + c] as usize]));
    }
    // Cage k is item k{k+1}, in the order of the cages' first cells.
    let sums: Vec<String> = keys
        .iter()
        .zip(killer.sums())
        .enumerate()
        .map(|(k, (key, sum))| format!("k{}: {key}={sum}", k + 1))
        .collect();
    title.push_str("\n|   ");
    title.push_str(&sums.join(" "));
    Ok((title, killer.encode().0))
}

/// The solved grid, a rule between boxes, and beside it the cage keys, row by row:
///
/// ```text
/// 4 2 | 1 3    A B B C
/// ```
fn picture(killer: &Killer, grid: &Sudoku) -> String {
    let (n, b) = (killer.size(), killer.box_size());
    let (cages, keys) = (killer.cage_map(), killer.keys());
    let mut text = String::new();
    for r in 0..n {
        if r > 0 && r % b == 0 {
            let rule: Vec<String> = (0..b).map(|_| "-".repeat(2 * b - 1)).collect();
            text.push_str(&rule.join("-+-"));
            text.push('\n');
        }
        for c in 0..n {
            if c > 0 {
                text.push_str(if c % b == 0 { " | " } else { " " });
            }
            text.push(value_char(grid.get(r, c).unwrap_or(0)));
        }
        text.push_str("    ");
        let row: Vec<String> = (0..n)
            .map(|c| keys[cages[r * n + c] as usize].to_string())
            .collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    text
}

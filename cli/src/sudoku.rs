//! `dlx sudoku`: one puzzle per line in, one answer per line out.

use std::io::Write;

use dlx::sudoku::{Encoding, Regions, Sudoku, SudokuError, Variant};
use dlx::Stats;

use crate::input::{Failure, Source};
use crate::options::{SudokuArgs, VariantArgs};
use crate::output::{note, plural, NO_SOLUTION};

/// Exit status when some line is not a valid puzzle.
pub const BAD_LINE: u8 = 2;

/// Answers every puzzle line of the input, in order. The exit status is [`BAD_LINE`] if any
/// line was not a valid puzzle, else [`NO_SOLUTION`] if some puzzle has none, else 0.
pub fn sudoku(args: &SudokuArgs, out: &mut impl Write) -> Result<u8, Failure> {
    let variant = variant(&args.variant)?;
    let source = Source::new(args.file.as_deref());
    let text = source.read("puzzles, one per line,")?;
    let mut bad_lines = false;
    let mut unsolvable = false;
    let mut puzzles: u64 = 0;
    let mut total = Stats::default();
    for (k, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle = match parse_line(line, &variant) {
            Ok(puzzle) => puzzle,
            Err(error) => {
                writeln!(out, "error: line {}: {error}", k + 1)?;
                bad_lines = true;
                continue;
            }
        };
        let (problem, decoder) = puzzle.encode(Encoding::Reduced);
        let mut search = decoder.search(problem, args.heuristic.into());
        if args.count {
            let found = search.count(Some(args.limit));
            writeln!(out, "{found}")?;
            unsolvable |= found == 0;
        } else if search.find_next() {
            writeln!(out, "{}", decoder.decode(search.chosen()))?;
        } else {
            writeln!(out, "no solution")?;
            unsolvable = true;
        }
        puzzles += 1;
        add(&mut total, &search.stats());
    }
    out.flush()?;
    if args.stats {
        note(&format!(
            "{puzzles} {}, {} {}, {} mems, {} updates, {} nodes",
            plural(puzzles, "puzzle", "puzzles"),
            total.solutions,
            plural(total.solutions, "solution", "solutions"),
            total.mems,
            total.updates,
            total.nodes
        ));
    }
    Ok(if bad_lines {
        BAD_LINE
    } else if unsolvable {
        NO_SOLUTION
    } else {
        0
    })
}

/// The puzzle on one line, under the rules of `variant`. When the whole line is not a puzzle
/// but its first field (up to a blank or `:`) has the size of one, that field is the puzzle and
/// the rest is ignored, so lines such as `puzzle solution` and tdoku's `puzzle:count:solution`
/// can be read as they are. A puzzle written with blanks between its cells is read whole.
fn parse_line(line: &str, variant: &Variant) -> Result<Sudoku, SudokuError> {
    let parse = |text: &str| Sudoku::parse_variant(text, variant.clone());
    let whole = parse(line);
    if whole.is_ok() {
        return whole;
    }
    let first = line
        .split(|c: char| c.is_whitespace() || c == ':')
        .next()
        .unwrap_or(line);
    if first.len() == line.len() {
        return whole;
    }
    match parse(first) {
        Err(SudokuError::WrongLength { .. }) => whole,
        other => other,
    }
}

/// The variant `--x` or `--regions FILE` asks for; classic without either.
///
/// # Errors
/// The region map cannot be read or is not a valid map (the message names the file, and the
/// line and column, region, or cells at fault).
pub fn variant(args: &VariantArgs) -> Result<Variant, Failure> {
    if args.x {
        return Ok(Variant::X);
    }
    let Some(path) = &args.regions else {
        return Ok(Variant::Classic);
    };
    let source = Source::new(Some(path));
    let text = source.read("a region map")?;
    // Comment lines become empty lines, so that the map's errors keep their line numbers.
    let map: String = text
        .lines()
        .map(|line| {
            if line.trim_start().starts_with('#') {
                ""
            } else {
                line
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let regions = Regions::parse(&map).map_err(|e| source.error(e))?;
    Ok(Variant::Jigsaw(regions))
}

/// Adds one search's counts to the totals.
fn add(total: &mut Stats, stats: &Stats) {
    total.solutions += stats.solutions;
    total.mems += stats.mems;
    total.updates += stats.updates;
    total.nodes += stats.nodes;
    total.max_level = total.max_level.max(stats.max_level);
}

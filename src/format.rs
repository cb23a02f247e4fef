//! Text formats: Knuth's DLX1 input format, and plain 0/1 matrices.
//!
//! ```
//! use dlx::{format, Search};
//! let text = "| Knuth's example\nA B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";
//! let problem = format::parse_dlx(text).unwrap();
//! assert_eq!(format::write_dlx(&problem), text.lines().skip(1).collect::<Vec<_>>().join("\n") + "\n");
//! assert_eq!(Search::new(problem).count(None), 1);
//! ```

use std::fmt;

mod bounds;
mod warning;

use warning::Warnings;
pub use warning::{ParseWarning, Parsed, WarningKind, MAX_WARNINGS};

use crate::problem::{
    backticked_char, quoted, BuildError, OptionId, Problem, ProblemBuilder, MAX_ITEMS,
};

/// The longest text the parsers accept, in bytes (8 MiB).
///
/// Far more than any puzzle here produces (a 25x25 Sudoku in full is 377 KB), while a 10 MB
/// paste gets a clear error before any work. An option entry takes at least two bytes of DLX
/// text (a name and a blank), so this alone keeps a parsed problem under about four million
/// entries (a matrix, one byte per entry, under eight million), and parsing is linear: 8 MiB
/// parses in well under a second, natively or in WebAssembly.
pub const MAX_INPUT_BYTES: usize = 8 << 20;

/// The longest line the parsers accept, in bytes (1 MiB): room for an item line of 100,000
/// items with names of up to 9 bytes, Knuth's `dlx1` line buffer.
pub const MAX_LINE_LEN: usize = 1 << 20;

/// An input error, with the line (from 1) and, where it helps, the column (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The line, counting from 1 (0 when the error concerns the input as a whole).
    pub line: usize,
    /// The column, counting from 1, when one character is at fault.
    pub column: Option<usize>,
    /// What is wrong, in lowercase words.
    pub message: String,
}

impl ParseError {
    fn at(line: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            line,
            column: None,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => write!(f, "{}", self.message),
            (line, None) => write!(f, "line {line}: {}", self.message),
            (line, Some(column)) => write!(f, "line {line}, column {column}: {}", self.message),
        }
    }
}

impl std::error::Error for ParseError {}

/// The format of a problem's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Knuth's DLX1 format: a line of item names, then one option per line.
    Dlx,
    /// Rows of `0` and `1`, one option per row, every column a primary item.
    Matrix,
}

/// Guesses the format from the first line that is not blank: a matrix if it holds only `0`,
/// `1` and blanks, else DLX. (Judging by one line means a typo further down a matrix is reported
/// as a bad matrix character, not as a strange DLX item.)
pub fn detect(text: &str) -> Format {
    match text.lines().find(|line| !line.trim().is_empty()) {
        Some(line)
            if line
                .chars()
                .all(|c| c == '0' || c == '1' || c.is_whitespace()) =>
        {
            Format::Matrix
        }
        _ => Format::Dlx,
    }
}

/// Parses `text` in the given format.
///
/// # Errors
/// See [`parse_dlx`] and [`parse_matrix`].
pub fn parse(text: &str, format: Format) -> Result<Problem, ParseError> {
    parse_with_warnings(text, format).map(|parsed| parsed.problem)
}

/// Parses `text` in the given format, with the parser's warnings: what a reader shows the
/// user beside the problem (see [`parse_dlx_with_warnings`]; a matrix has none).
///
/// # Errors
/// See [`parse_dlx`] and [`parse_matrix`].
pub fn parse_with_warnings(text: &str, format: Format) -> Result<Parsed, ParseError> {
    match format {
        Format::Dlx => parse_dlx_with_warnings(text),
        Format::Matrix => parse_matrix(text).map(Parsed::clean),
    }
}

/// Parses Knuth's DLX1 format. The first line that is neither blank nor a comment (first
/// non-blank character `|`) names the primary items, then `|`, then the secondary items (the
/// `|` may be absent). Every later such line is an option listing its items; a secondary item
/// may carry a color, `x:A` (Knuth's XCC, as his `dlx2` reads it). A primary item may carry
/// multiplicities (Knuth's MCC, as his `dlx3` reads them): `u:v|a` to cover `a` at least `u`
/// and at most `v` times, `v|a` for exactly `v` times.
///
/// An option with secondary items only is left out, as Knuth's `dlx1` and `dlx2` leave it out
/// ("Option ignored (no primary items)"): no solution could hold it. This function drops it
/// silently; [`parse_dlx_with_warnings`] says which lines it dropped, and is what a program
/// that shows the problem to a user should call.
///
/// # Errors
/// No item line, a bad or duplicate item name, `|` twice, an unknown item, an item twice in one
/// option, a color (`item:color`, Knuth's XCC) on a primary
/// item, or a bad color name; bounds that are not numbers, a lower bound above the upper, an
/// upper bound of 0 or over [`MAX_BOUND`](crate::MAX_BOUND), bounds on a secondary item.
/// Each error names its line and the offending token. Input over a limit:
/// [`MAX_INPUT_BYTES`] (refused before any work), [`MAX_LINE_LEN`], and the problem limits
/// [`MAX_ITEMS`], [`MAX_OPTIONS`](crate::MAX_OPTIONS),
/// [`MAX_NODES`](crate::MAX_NODES) and [`MAX_NAME_LEN`](crate::MAX_NAME_LEN); the message gives
/// the input's actual size.
pub fn parse_dlx(text: &str) -> Result<Problem, ParseError> {
    parse_dlx_with_warnings(text).map(|parsed| parsed.problem)
}

/// [`parse_dlx`], with a warning for each option it left out (an option of secondary items
/// only), naming its line.
///
/// ```
/// use dlx::{format, Search};
/// // Knuth's example of color controls, from the documentation of his `dlx2`.
/// let text = "| A simple example of color controls\nA B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\n\
///             X:0 Y:1\nB X:1\nC Y:1\n";
/// let parsed = format::parse_dlx_with_warnings(text).unwrap();
/// assert_eq!(parsed.warning_count, 1);
/// assert_eq!(
///     parsed.warnings[0].to_string(),
///     "line 5: option ignored (it has no primary item): X:0 Y:1"
/// );
/// assert_eq!(parsed.problem.option_count(), 4);
/// assert_eq!(Search::new(parsed.problem).count(None), 1);
/// ```
///
/// # Errors
/// As [`parse_dlx`].
pub fn parse_dlx_with_warnings(text: &str) -> Result<Parsed, ParseError> {
    check_input(text)?;
    let mut builder = ProblemBuilder::new();
    let mut have_items = false;
    let mut warnings = Warnings::default();
    let mut names: Vec<&str> = Vec::new();
    let mut lines = text.lines().enumerate();
    while let Some((k, line)) = lines.next() {
        let number = k + 1;
        check_line(line, number)?;
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('|') {
            continue;
        }
        if !have_items {
            read_items(&mut builder, line, number)?;
            have_items = true;
            continue;
        }
        names.clear();
        // The ASCII split is much the faster, and nearly every input is ASCII. (It does not
        // split at a vertical tab, which Unicode counts as white space.)
        if line.bytes().all(|b| b.is_ascii() && b != 0x0b) {
            names.extend(line.split_ascii_whitespace());
        } else {
            names.extend(line.split_whitespace());
        }
        let added = if line.contains(':') {
            let entries: Vec<(&str, Option<&str>)> = names
                .iter()
                .map(|token| match token.split_once(':') {
                    Some((name, color)) => (name, Some(color)),
                    None => (*token, None),
                })
                .collect();
            builder.colored_option(&entries)
        } else {
            builder.option(&names)
        };
        if let Err(BuildError::NoPrimaryInOption { .. }) = added {
            warnings.add(|| ParseWarning::without_primary(number, &names));
            continue;
        }
        added.map_err(|e| {
            let e = match e {
                BuildError::TooLarge { what, limit, .. } => {
                    let (options, entries) = count_options(&builder, names.len(), lines.clone());
                    let count = match what {
                        "options" => options,
                        _ => builder.item_count() + 2 + options + entries,
                    };
                    BuildError::TooLarge { what, count, limit }
                }
                other => other,
            };
            ParseError::at(number, option_message(e))
        })?;
    }
    if !have_items {
        return Err(ParseError::at(
            0,
            "no items: the first line that is not a comment must name the items",
        ));
    }
    builder
        .build()
        .map(|problem| warnings.with(problem))
        .map_err(|e| ParseError::at(0, e.to_string()))
}

/// The whole input against [`MAX_INPUT_BYTES`], before any work.
fn check_input(text: &str) -> Result<(), ParseError> {
    if text.len() > MAX_INPUT_BYTES {
        return Err(ParseError::at(
            0,
            format!(
                "input too large: {} bytes, the limit is {MAX_INPUT_BYTES} bytes (8 MiB)",
                text.len()
            ),
        ));
    }
    Ok(())
}

/// One line against [`MAX_LINE_LEN`].
fn check_line(line: &str, number: usize) -> Result<(), ParseError> {
    if line.len() > MAX_LINE_LEN {
        return Err(ParseError::at(
            number,
            format!(
                "line too long: {} bytes, the limit is {MAX_LINE_LEN} bytes (1 MiB)",
                line.len()
            ),
        ));
    }
    Ok(())
}

/// The options and item entries the whole input would hold, when the builder has refused the
/// option with `current` entries that comes before `rest`: so that a "too many" message gives
/// the input's real size, not just the count at which the limit was crossed. Linear, and only
/// on that error.
fn count_options<'a>(
    builder: &ProblemBuilder,
    current: usize,
    rest: impl Iterator<Item = (usize, &'a str)>,
) -> (usize, usize) {
    let (mut options, mut entries) = (builder.option_count() + 1, builder.entry_count() + current);
    for (_, line) in rest {
        let trimmed = line.trim_start();
        if !trimmed.is_empty() && !trimmed.starts_with('|') {
            options += 1;
            entries += line.split_whitespace().count();
        }
    }
    (options, entries)
}

fn read_items(builder: &mut ProblemBuilder, line: &str, number: usize) -> Result<(), ParseError> {
    builder.reserve_items(line.split_ascii_whitespace().count().min(MAX_ITEMS));
    let mut secondary = false;
    for token in line.split_whitespace() {
        let name = match token.strip_prefix('|') {
            Some(rest) => {
                if secondary {
                    return Err(ParseError::at(number, "the item line contains `|` twice"));
                }
                secondary = true;
                if rest.is_empty() {
                    continue;
                }
                rest
            }
            None => token,
        };
        let (limits, name) = bounds::split_bounds(name).map_err(|e| ParseError::at(number, e))?;
        let added = match (secondary, limits) {
            (true, Some(_)) => {
                return Err(ParseError::at(
                    number,
                    format!(
                        "secondary item {} has bounds: only primary items take multiplicities (`u:v|name`)",
                        quoted(name)
                    ),
                ))
            }
            (true, None) => builder.secondary(name),
            (false, Some((lower, upper))) => builder.primary_with_bounds(name, lower, upper),
            (false, None) => builder.primary(name),
        };
        added.map_err(|e| {
            let e = match e {
                // The line says how many items it names: give that, not just the limit + 1.
                BuildError::TooLarge { what, limit, .. } => BuildError::TooLarge {
                    what,
                    count: line.split_whitespace().filter(|&t| t != "|").count(),
                    limit,
                },
                other => other,
            };
            ParseError::at(number, e.to_string())
        })?;
    }
    Ok(())
}

/// The builder names options by number; in a file the line number says it better.
fn option_message(error: BuildError) -> String {
    match error {
        BuildError::UnknownItem { name, .. } => format!("unknown item {}", quoted(&name)),
        BuildError::RepeatedItem { name, .. } => {
            format!("item {} appears twice in this option", quoted(&name))
        }
        BuildError::NoPrimaryInOption { .. } => "this option has no primary item".to_string(),
        BuildError::ColorOnPrimary { name, .. } => format!(
            "primary item {} has a color: only secondary items take colors (`x:A`)",
            quoted(&name)
        ),
        other => other.to_string(),
    }
}

/// Writes `problem` in Knuth's DLX1 format: the item line (with ` | ` before the secondary
/// items, if any), then one line per option. [`parse_dlx`] reads it back to an equal problem.
pub fn write_dlx(problem: &Problem) -> String {
    let mut out = String::new();
    for item in problem.items() {
        if item.index() > 0 {
            out.push(' ');
        }
        if item.index() == problem.primary_count() {
            out.push_str("| ");
        }
        if problem.is_primary(item) {
            if let Some(prefix) = bounds::prefix(problem.item_bounds(item)) {
                out.push_str(&prefix);
            }
        }
        out.push_str(problem.item_name(item));
    }
    out.push('\n');
    for option in problem.options() {
        out.push_str(&problem.option_text(option));
        out.push('\n');
    }
    out
}

/// The problem in Knuth's format with `presets` (options already chosen, such as a Sudoku's
/// givens in the full encoding) in force, which the format cannot say: the options that share
/// an item with a preset are left out, so each preset is the only option left for its items and
/// the text has the same solutions as the search with the presets. A comment line above says so.
/// With no presets, [`write_dlx`].
pub fn write_dlx_with_presets(problem: &Problem, presets: &[OptionId]) -> String {
    if presets.is_empty() {
        return write_dlx(problem);
    }
    let mut taken = vec![false; problem.item_count()];
    let mut preset = vec![false; problem.option_count()];
    for &option in presets {
        preset[option.index()] = true;
        for &item in problem.option_items(option) {
            taken[item.index()] = true;
        }
    }
    let kept = |option: OptionId| {
        preset[option.index()]
            || !problem
                .option_items(option)
                .iter()
                .any(|i| taken[i.index()])
    };
    // `write_dlx` writes the item line, then option k on line k + 1.
    let text = write_dlx(problem);
    let mut lines = text.lines();
    let mut out = String::from("| the givens are the only options left for their items\n");
    out.extend(lines.next().into_iter().chain(["\n"]));
    for (option, line) in problem.options().zip(lines) {
        if kept(option) {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Parses a 0/1 matrix: one row per line, entries `0` or `1`, with or without blanks between
/// them. Blank lines are skipped. Every column is a primary item, named `c1..cN`.
///
/// # Errors
/// Another character (with line and column), a row longer or shorter than the first, a row
/// without a `1`, or no rows at all; input over a limit, as for [`parse_dlx`].
pub fn parse_matrix(text: &str) -> Result<Problem, ParseError> {
    check_input(text)?;
    // The items are declared when the first row gives the width; each row then goes straight
    // into the builder, so the rows are not kept twice (as rows, then as options).
    let mut builder = ProblemBuilder::new();
    let mut ids = Vec::new();
    let mut width: Option<(usize, usize)> = None;
    let mut ones = Vec::new();
    let mut lines = text.lines().enumerate();
    while let Some((k, line)) = lines.next() {
        let number = k + 1;
        check_line(line, number)?;
        if line.trim().is_empty() {
            continue;
        }
        ones.clear();
        let mut count = 0;
        for (col, ch) in line.chars().enumerate() {
            match ch {
                '0' | '1' => {
                    if ch == '1' {
                        ones.push(count);
                    }
                    count += 1;
                    if let Some((w, first)) = width {
                        if count > w {
                            return Err(ParseError {
                                line: number,
                                column: Some(col + 1),
                                message: format!(
                                    "row has more than {w} entries (line {first} has {w})"
                                ),
                            });
                        }
                    }
                }
                c if c.is_whitespace() => {}
                c => {
                    return Err(ParseError {
                        line: number,
                        column: Some(col + 1),
                        message: format!(
                            "unexpected character {}: a matrix holds only 0 and 1",
                            backticked_char(c)
                        ),
                    })
                }
            }
        }
        match width {
            None => {
                if count > MAX_ITEMS {
                    return Err(ParseError::at(
                        number,
                        format!("too many items: {count} columns, the limit is {MAX_ITEMS}"),
                    ));
                }
                width = Some((count, number));
                ids = (1..=count)
                    .map(|j| builder.primary(format!("c{j}")))
                    .collect::<Result<_, _>>()
                    .map_err(|e| ParseError::at(number, e.to_string()))?;
            }
            Some((w, first)) if count < w => {
                return Err(ParseError {
                    line: number,
                    column: Some(line.trim_end().chars().count() + 1),
                    message: format!("row has {count} entries but line {first} has {w}"),
                })
            }
            Some(_) => {}
        }
        if ones.is_empty() {
            return Err(ParseError::at(
                number,
                "row has no 1: it could never be part of an exact cover",
            ));
        }
        let option: Vec<_> = ones.iter().map(|&j| ids[j]).collect();
        builder.option_ids(&option).map_err(|e| {
            let e = match e {
                BuildError::TooLarge { what, limit, .. } => {
                    let (rows, entries) = count_rows(&builder, option.len(), lines.clone());
                    let count = match what {
                        "options" => rows,
                        _ => builder.item_count() + 2 + rows + entries,
                    };
                    BuildError::TooLarge { what, count, limit }
                }
                other => other,
            };
            ParseError::at(number, option_message(e))
        })?;
    }
    if width.is_none() {
        return Err(ParseError::at(
            0,
            "no rows: a matrix needs at least one row",
        ));
    }
    builder
        .build()
        .map_err(|e| ParseError::at(0, e.to_string()))
}

/// As [`count_options`], for the rows of a matrix: a row's entries are its `1`s.
fn count_rows<'a>(
    builder: &ProblemBuilder,
    current: usize,
    rest: impl Iterator<Item = (usize, &'a str)>,
) -> (usize, usize) {
    let (mut rows, mut entries) = (builder.option_count() + 1, builder.entry_count() + current);
    for (_, line) in rest {
        if !line.trim().is_empty() {
            rows += 1;
            entries += line.bytes().filter(|&b| b == b'1').count();
        }
    }
    (rows, entries)
}

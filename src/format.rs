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

use crate::problem::{BuildError, Problem, ProblemBuilder};

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
    match format {
        Format::Dlx => parse_dlx(text),
        Format::Matrix => parse_matrix(text),
    }
}

/// Parses Knuth's DLX1 format. The first line that is neither blank nor a comment (first
/// non-blank character `|`) names the primary items, then `|`, then the secondary items (the
/// `|` may be absent). Every later such line is an option listing its items.
///
/// # Errors
/// No item line, a bad or duplicate item name, `|` twice, an unknown item, an item twice in one
/// option, an option without a primary item, or colors (`item:color`, not supported by this
/// engine). Each error names its line and the offending token.
pub fn parse_dlx(text: &str) -> Result<Problem, ParseError> {
    let mut builder = ProblemBuilder::new();
    let mut have_items = false;
    let mut names: Vec<&str> = Vec::new();
    for (k, line) in text.lines().enumerate() {
        let number = k + 1;
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
        names.extend(line.split_whitespace());
        for name in &names {
            if name.contains(':') {
                return Err(ParseError::at(
                    number,
                    format!("colors are not supported (`{name}`)"),
                ));
            }
        }
        builder
            .option(&names)
            .map_err(|e| ParseError::at(number, option_message(e)))?;
    }
    if !have_items {
        return Err(ParseError::at(
            0,
            "no items: the first line that is not a comment must name the items",
        ));
    }
    builder
        .build()
        .map_err(|e| ParseError::at(0, e.to_string()))
}

fn read_items(builder: &mut ProblemBuilder, line: &str, number: usize) -> Result<(), ParseError> {
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
        let added = if secondary {
            builder.secondary(name)
        } else {
            builder.primary(name)
        };
        added.map_err(|e| ParseError::at(number, e.to_string()))?;
    }
    Ok(())
}

/// The builder names options by number; in a file the line number says it better.
fn option_message(error: BuildError) -> String {
    match error {
        BuildError::UnknownItem { name, .. } => format!("unknown item `{name}`"),
        BuildError::RepeatedItem { name, .. } => {
            format!("item `{name}` appears twice in this option")
        }
        BuildError::NoPrimaryInOption { .. } => "this option has no primary item".to_string(),
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
        out.push_str(problem.item_name(item));
    }
    out.push('\n');
    for option in problem.options() {
        out.push_str(&problem.option_text(option));
        out.push('\n');
    }
    out
}

/// Parses a 0/1 matrix: one row per line, entries `0` or `1`, with or without blanks between
/// them. Blank lines are skipped. Every column is a primary item, named `c1..cN`.
///
/// # Errors
/// Another character (with line and column), a row longer or shorter than the first, a row
/// without a `1`, or no rows at all.
pub fn parse_matrix(text: &str) -> Result<Problem, ParseError> {
    let mut rows: Vec<(usize, Vec<usize>)> = Vec::new();
    let mut width: Option<(usize, usize)> = None;
    for (k, line) in text.lines().enumerate() {
        let number = k + 1;
        if line.trim().is_empty() {
            continue;
        }
        let mut ones = Vec::new();
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
                        message: format!("unexpected character `{c}`: a matrix holds only 0 and 1"),
                    })
                }
            }
        }
        match width {
            None => width = Some((count, number)),
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
        rows.push((number, ones));
    }
    let Some((width, _)) = width else {
        return Err(ParseError::at(
            0,
            "no rows: a matrix needs at least one row",
        ));
    };
    let mut builder = ProblemBuilder::new();
    let ids: Vec<_> = (1..=width)
        .map(|j| builder.primary(format!("c{j}")))
        .collect::<Result<_, _>>()
        .map_err(|e| ParseError::at(0, e.to_string()))?;
    for (number, ones) in rows {
        let option: Vec<_> = ones.iter().map(|&j| ids[j]).collect();
        builder
            .option_ids(&option)
            .map_err(|e| ParseError::at(number, option_message(e)))?;
    }
    builder
        .build()
        .map_err(|e| ParseError::at(0, e.to_string()))
}

//! What a parser lets pass but its reader should hear of: Knuth's `dlx1` and `dlx2` print
//! "Option ignored (no primary items)" for an option of secondary items only, leave it out
//! and go on, and so does [`parse_dlx_with_warnings`](super::parse_dlx_with_warnings).

use std::fmt;

use crate::problem::{printable, Problem};

/// The most warnings a [`Parsed`] keeps; [`Parsed::warning_count`] counts them all. A text of
/// a million ignored options still reads in linear time and small memory.
pub const MAX_WARNINGS: usize = 100;

/// The longest option text a warning carries, in bytes; a longer one is cut, with `…`.
const MAX_SHOWN: usize = 80;

/// A parsed problem, with what the parser left out of it and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The problem, without what the warnings name.
    pub problem: Problem,
    /// The first [`MAX_WARNINGS`] warnings, in the order of their lines.
    pub warnings: Vec<ParseWarning>,
    /// How many warnings there were in all: more than `warnings.len()` when some were not kept.
    pub warning_count: usize,
}

impl Parsed {
    /// A problem the parser had nothing to say about.
    pub(super) fn clean(problem: Problem) -> Parsed {
        Parsed {
            problem,
            warnings: Vec::new(),
            warning_count: 0,
        }
    }
}

/// Something in the input that the parser left out of the problem, with its line (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseWarning {
    /// The line, counting from 1 as [`ParseError::line`](super::ParseError::line) does.
    pub line: usize,
    /// What was left out.
    pub kind: WarningKind,
}

/// What a [`ParseWarning`] is about.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum WarningKind {
    /// An option with secondary items only. No solution can hold it (Algorithm X chooses
    /// options through the primary items they cover), so leaving it out changes no solution;
    /// Knuth's programs do the same.
    OptionWithoutPrimary {
        /// The option as written (items and colors, one blank between two), cut to 80 bytes.
        option: String,
    },
}

impl WarningKind {
    /// A short name of the kind for the pages, which word it in their own sentences:
    /// `"no-primary"`.
    pub fn code(&self) -> &'static str {
        match self {
            WarningKind::OptionWithoutPrimary { .. } => "no-primary",
        }
    }
}

impl ParseWarning {
    /// The warning for the option of `tokens` on `line`, which has no primary item.
    pub(super) fn without_primary(line: usize, tokens: &[&str]) -> ParseWarning {
        let text = tokens.join(" ");
        let (mut option, whole) = printable(&text, MAX_SHOWN);
        if !whole {
            option.push('…');
        }
        ParseWarning {
            line,
            kind: WarningKind::OptionWithoutPrimary { option },
        }
    }
}

impl fmt::Display for ParseWarning {
    /// `line 5: option ignored (it has no primary item): X:0 Y:1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            WarningKind::OptionWithoutPrimary { option } => write!(
                f,
                "line {}: option ignored (it has no primary item): {option}",
                self.line
            ),
        }
    }
}

/// The warnings while a text is read: the first [`MAX_WARNINGS`] and the count of all.
#[derive(Default)]
pub(super) struct Warnings {
    kept: Vec<ParseWarning>,
    count: usize,
}

impl Warnings {
    pub(super) fn add(&mut self, warning: impl FnOnce() -> ParseWarning) {
        self.count += 1;
        if self.kept.len() < MAX_WARNINGS {
            self.kept.push(warning());
        }
    }

    pub(super) fn with(self, problem: Problem) -> Parsed {
        Parsed {
            problem,
            warnings: self.kept,
            warning_count: self.count,
        }
    }
}

//! Exact-cover problems: items, options, and the builder that validates them once.

use std::fmt;

mod bounds;
mod builder;
mod colors;

use bounds::Bounds;
pub use bounds::MAX_BOUND;
use builder::check_name;
pub(crate) use builder::Assembler;
pub use builder::ProblemBuilder;
use colors::{ColorTable, Colors};

/// An item (a column of the exact-cover matrix), numbered from 0 in the order it was declared.
///
/// Primary items come first, then secondary ones. Item `k` owns header node `k + 1` in the
/// dancing-links layout (see [`crate::Search`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct ItemId(pub u32);

/// An option (a row of the matrix), numbered from 0 in the order it was added.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct OptionId(pub u32);

impl ItemId {
    /// The position of this item among all items, for indexing.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl OptionId {
    /// The position of this option among all options, for indexing.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

// The limits bound the memory hostile input can claim (a search holds about 24 bytes per
// node), keep every index far below `i32::MAX` (a header's `len` shares its slot with the item
// field), and still admit every puzzle this crate generates: Langford pairs with n = 1000, the
// largest, have 1.5 million options and 6 million nodes. Knuth's `dlx1` has similar bounds
// (100,000 items, 10 million nodes, names of 8 characters).

/// The most items a problem may have (131,072).
pub const MAX_ITEMS: usize = 1 << 17;
/// The most options a problem may have (2,097,152).
pub const MAX_OPTIONS: usize = 1 << 21;
/// The most nodes a problem may have (8,388,608): one per item occurrence in an option, plus
/// node 0 (the root), one header per item, and a spacer before every option and after the
/// last. That is the length of [`crate::Search::nodes`].
pub const MAX_NODES: usize = 1 << 23;
/// The longest item name, in bytes.
pub const MAX_NAME_LEN: usize = 64;

/// What can be wrong with a problem while it is being built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// Two items were given the same name.
    DuplicateItem {
        /// The repeated name.
        name: String,
    },
    /// An item name is empty or contains blanks, `:`, `|` or control characters.
    BadItemName {
        /// The offending name.
        name: String,
        /// Why it is not allowed.
        reason: &'static str,
    },
    /// An item name longer than [`MAX_NAME_LEN`] bytes.
    NameTooLong {
        /// The offending name.
        name: String,
    },
    /// A primary item was declared after a secondary one.
    PrimaryAfterSecondary {
        /// The primary item's name.
        name: String,
    },
    /// An option names an item that was never declared.
    UnknownItem {
        /// The unknown name.
        name: String,
        /// The option (numbered from 0) that names it.
        option: usize,
    },
    /// An option contains the same item twice.
    RepeatedItem {
        /// The repeated item's name.
        name: String,
        /// The option (numbered from 0) that repeats it.
        option: usize,
    },
    /// An option has no primary item (it could never be part of a solution by choice).
    NoPrimaryInOption {
        /// The option, numbered from 0.
        option: usize,
    },
    /// The problem has no primary items at all.
    NoPrimaryItems,
    /// An option gives a color to a primary item (only secondary items take colors).
    ColorOnPrimary {
        /// The primary item's name.
        name: String,
        /// The option, numbered from 0.
        option: usize,
    },
    /// A color name is empty or contains blanks, `:`, `|` or control characters, or is too long.
    BadColorName {
        /// The offending name.
        name: String,
        /// Why it is not allowed.
        reason: &'static str,
    },
    /// A primary item's multiplicities (`u:v|name`, Knuth's MCC) cannot be met or are too large.
    BadBounds {
        /// The item's name.
        name: String,
        /// What is wrong with the bounds.
        reason: String,
    },
    /// The problem exceeds one of the size limits ([`MAX_ITEMS`], [`MAX_OPTIONS`], [`MAX_NODES`]).
    TooLarge {
        /// What overflowed: "items", "options" or "nodes".
        what: &'static str,
        /// How many there would be: for the builder, the count the refused item or option would
        /// have made; a parser that can see the whole input gives the input's total.
        count: usize,
        /// The limit.
        limit: usize,
    },
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::DuplicateItem { name } => {
                write!(f, "duplicate item name {}", quoted(name))
            }
            BuildError::BadItemName { name, reason } => {
                write!(f, "bad item name {}: {reason}", quoted(name))
            }
            BuildError::NameTooLong { name } => write!(
                f,
                "item name `{}…` is too long: {} bytes, the limit is {MAX_NAME_LEN}",
                cut(name),
                name.len()
            ),
            BuildError::PrimaryAfterSecondary { name } => write!(
                f,
                "primary item {} declared after a secondary item; primary items come first",
                quoted(name)
            ),
            BuildError::UnknownItem { name, option } => {
                write!(f, "unknown item {} in option {}", quoted(name), option + 1)
            }
            BuildError::RepeatedItem { name, option } => {
                write!(
                    f,
                    "item {} appears twice in option {}",
                    quoted(name),
                    option + 1
                )
            }
            BuildError::NoPrimaryInOption { option } => {
                write!(f, "option {} has no primary item", option + 1)
            }
            BuildError::NoPrimaryItems => write!(f, "the problem has no primary items"),
            BuildError::ColorOnPrimary { name, option } => write!(
                f,
                "primary item {} has a color in option {}: only secondary items take colors",
                quoted(name),
                option + 1
            ),
            BuildError::BadColorName { name, reason } => {
                write!(f, "bad color name {}: {reason}", quoted(name))
            }
            BuildError::BadBounds { name, reason } => {
                write!(f, "bad bounds on item {}: {reason}", quoted(name))
            }
            BuildError::TooLarge { what, count, limit } => {
                write!(f, "too many {what}: {count}, the limit is {limit}")
            }
        }
    }
}

impl std::error::Error for BuildError {}

/// A name between backticks for a message. A control character in it is shown as its code
/// point in angle brackets (`<U+001B>`), never raw (a NUL or a terminal escape would garble the
/// output) nor as an escape sequence. A name whose printed form is over [`MAX_NAME_LEN`] bytes
/// shows only the first 32 bytes of that form and its length, so that neither a megabyte token
/// nor 64 control characters make a long message.
pub(crate) fn quoted(name: &str) -> String {
    let (shown, whole) = printable(name, MAX_NAME_LEN);
    if whole {
        format!("`{shown}`")
    } else {
        format!("`{}…` ({} bytes)", cut(name), name.len())
    }
}

/// A character between single quotes for a message (`'x'`, `'ç'`), or, for one that cannot be
/// seen between quotes, its code point and what it is in words: `U+000F (a control
/// character)`, `U+0009 (a tab)`, `U+00A0 (a space)`, `U+200B (an invisible character)`.
pub(crate) fn quoted_char(ch: char) -> String {
    named_char(ch, '\'')
}

/// As [`quoted_char`], between backticks (`` `x` ``).
pub(crate) fn backticked_char(ch: char) -> String {
    named_char(ch, '`')
}

fn named_char(ch: char, quote: char) -> String {
    match unseen(ch) {
        Some(what) => format!("U+{:04X} ({what})", u32::from(ch)),
        None => format!("{quote}{ch}{quote}"),
    }
}

/// What a character is, in words, when it cannot be seen between quotes: a control character,
/// a blank, or one of the common zero-width characters (a pasted text's stowaways). Spelled
/// out here rather than taken from `{:?}`, whose Unicode tables would weigh on the wasm module.
fn unseen(ch: char) -> Option<&'static str> {
    match ch {
        '\t' => Some("a tab"),
        '\n' | '\r' => Some("a line break"),
        c if c.is_control() => Some("a control character"),
        c if c.is_whitespace() => Some("a space"),
        '\u{ad}'
        | '\u{180e}'
        | '\u{200b}'..='\u{200f}'
        | '\u{202a}'..='\u{202e}'
        | '\u{2060}'..='\u{2064}'
        | '\u{feff}' => Some("an invisible character"),
        _ => None,
    }
}

/// The first 32 bytes of `name` as printed (see [`printable`]), whole characters only.
fn cut(name: &str) -> String {
    printable(name, 32).0
}

/// As much of `name` as fits in `room` bytes once each control character is written as its
/// code point (`<U+0000>`), so that a message never carries a raw NUL or terminal escape; and
/// whether all of it fit.
pub(crate) fn printable(name: &str, room: usize) -> (String, bool) {
    let mut out = String::new();
    for c in name.chars() {
        let before = out.len();
        if c.is_control() {
            out.push_str(&format!("<U+{:04X}>", u32::from(c)));
        } else {
            out.push(c);
        }
        if out.len() > room {
            out.truncate(before);
            return (out, false);
        }
    }
    (out, true)
}

/// The names of a problem's items: stored end to end in one string, with where each ends (two
/// allocations for all the names instead of one per name), or picked by number from a list
/// shared by every problem of a kind (a Sudoku's items are a selection from the names of all
/// items of its size). A 9x9 Sudoku has a few hundred items and is encoded in under three
/// microseconds; a `String` per name took most of the 26 its encoding used to take.
#[derive(Clone)]
pub(crate) enum Names {
    Own {
        text: String,
        /// Name `k` is `text[ends[k - 1]..ends[k]]`, from 0 for the first.
        ends: Vec<u32>,
    },
    Picked {
        from: &'static Names,
        /// Name `k` is name `picks[k]` of `from`.
        picks: Vec<u32>,
    },
}

impl Default for Names {
    fn default() -> Self {
        Names::with_capacity(0, 0)
    }
}

impl Names {
    /// Room for `names` names of `bytes` bytes in all.
    pub(crate) fn with_capacity(names: usize, bytes: usize) -> Self {
        Names::Own {
            text: String::with_capacity(bytes),
            ends: Vec::with_capacity(names),
        }
    }

    /// Room for `names` names picked from `from`.
    pub(crate) fn picked(from: &'static Names, names: usize) -> Self {
        Names::Picked {
            from,
            picks: Vec::with_capacity(names),
        }
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            Names::Own { ends, .. } => ends.len(),
            Names::Picked { picks, .. } => picks.len(),
        }
    }

    pub(crate) fn get(&self, k: usize) -> &str {
        match self {
            Names::Own { text, ends } => {
                let start = if k == 0 { 0 } else { ends[k - 1] };
                &text[start as usize..ends[k] as usize]
            }
            Names::Picked { from, picks } => from.get(picks[k] as usize),
        }
    }

    pub(crate) fn push(&mut self, name: &str) {
        self.push_with(|text| text.push_str(name));
    }

    /// Appends the name that `write` appends to the shared text, so a generator can spell it
    /// in place without a `String` of its own.
    pub(crate) fn push_with(&mut self, write: impl FnOnce(&mut String)) {
        if let Names::Picked { .. } = self {
            // A name of its own among picked ones: copy the picked names out first.
            let mut own = Names::with_capacity(self.len() + 1, 8 * (self.len() + 1));
            for name in self.iter() {
                own.push(name);
            }
            *self = own;
        }
        if let Names::Own { text, ends } = self {
            write(text);
            // The size limits keep the text far below 4 GiB (MAX_ITEMS names of MAX_NAME_LEN).
            ends.push(text.len() as u32);
        }
    }

    /// Appends name `k` of `from`: its number if this list picks from `from`, else a copy.
    pub(crate) fn pick(&mut self, from: &'static Names, k: usize) {
        match self {
            Names::Picked { from: list, picks } if std::ptr::eq(*list, from) => {
                debug_assert!(k < from.len(), "no name {k} to pick");
                picks.push(k as u32);
            }
            _ => self.push(from.get(k)),
        }
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = &str> + '_ {
        (0..self.len()).map(|k| self.get(k))
    }
}

/// Names are equal when they spell the same names in the same order, however they are stored.
impl PartialEq for Names {
    fn eq(&self, other: &Names) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl Eq for Names {}

impl fmt::Debug for Names {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// An exact-cover problem: primary items (covered exactly once), secondary items (covered at
/// most once), and options (sets of items). Built and validated by [`ProblemBuilder`].
///
/// ```
/// use dlx::{ProblemBuilder, Search};
/// let mut b = ProblemBuilder::new();
/// for name in ["a", "b", "c"] {
///     b.primary(name).unwrap();
/// }
/// b.option(&["a", "b"]).unwrap();
/// b.option(&["c"]).unwrap();
/// b.option(&["a"]).unwrap();
/// let problem = b.build().unwrap();
/// assert_eq!(Search::new(problem).count(None), 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    names: Names,
    primary: usize,
    /// Option `k` holds `items[starts[k]..starts[k + 1]]`.
    starts: Vec<u32>,
    items: Vec<ItemId>,
    /// The colors of the entries (`x:A`), empty for a problem without any.
    colors: Colors,
    /// The primary items' multiplicities (`u:v|a`), empty when all are `1:1`.
    bounds: Bounds,
}

impl Problem {
    /// The number of items, primary and secondary.
    pub fn item_count(&self) -> usize {
        self.names.len()
    }

    /// The number of primary items; they are items `0..primary_count()`.
    pub fn primary_count(&self) -> usize {
        self.primary
    }

    /// The number of options.
    pub fn option_count(&self) -> usize {
        self.starts.len() - 1
    }

    /// The total number of item occurrences in all options.
    pub fn node_count(&self) -> usize {
        self.items.len()
    }

    /// Whether `item` is primary.
    pub fn is_primary(&self, item: ItemId) -> bool {
        item.index() < self.primary
    }

    /// The name of `item`.
    ///
    /// # Panics
    /// If `item` is not an item of this problem.
    pub fn item_name(&self, item: ItemId) -> &str {
        self.names.get(item.index())
    }

    /// For an item whose name was picked from a shared list of names (a Sudoku's), its place
    /// in that list: which cell or which unit's value it stands for.
    pub(crate) fn picked_name(&self, item: ItemId) -> Option<usize> {
        match &self.names {
            Names::Picked { picks, .. } => picks.get(item.index()).map(|&k| k as usize),
            Names::Own { .. } => None,
        }
    }

    /// The item called `name`, if there is one.
    pub fn item_by_name(&self, name: &str) -> Option<ItemId> {
        self.names
            .iter()
            .position(|n| n == name)
            .map(|k| ItemId(k as u32))
    }

    /// Every item, primary ones first.
    pub fn items(&self) -> impl ExactSizeIterator<Item = ItemId> + '_ {
        (0..self.names.len() as u32).map(ItemId)
    }

    /// The items of `option`, in the order they were given.
    ///
    /// # Panics
    /// If `option` is not an option of this problem.
    pub fn option_items(&self, option: OptionId) -> &[ItemId] {
        let k = option.index();
        &self.items[self.starts[k] as usize..self.starts[k + 1] as usize]
    }

    /// The primary items that no option covers, in item order: while one exists the problem
    /// has no solution, and this says why before any search.
    pub fn uncoverable_items(&self) -> Vec<ItemId> {
        let mut used = vec![false; self.primary];
        for item in &self.items {
            if let Some(u) = used.get_mut(item.index()) {
                *u = true;
            }
        }
        (0..self.primary as u32)
            .map(ItemId)
            .filter(|k| !used[k.index()])
            .collect()
    }

    /// Why the problem has no solution when that is plain without a search: its primary items
    /// that no option covers, named (``"primary item `X` is in no option"``). `None` when every
    /// primary item is in some option.
    pub fn no_solution_reason(&self) -> Option<String> {
        let missing = self.uncoverable_items();
        let names: Vec<String> = missing
            .iter()
            .take(3)
            .map(|&k| format!("`{}`", self.item_name(k)))
            .collect();
        match missing.len() {
            0 => None,
            1 => Some(format!("primary item {} is in no option", names[0])),
            n => Some(format!(
                "{n} primary items are in no option: {}{}",
                names.join(", "),
                if n > 3 { ", ..." } else { "" }
            )),
        }
    }

    /// The names of the items of `option`, separated by single spaces (Knuth's way to print an
    /// option).
    pub fn option_text(&self, option: OptionId) -> String {
        let mut text = String::new();
        let colors = self.option_colors(option);
        for (k, &item) in self.option_items(option).iter().enumerate() {
            if k > 0 {
                text.push(' ');
            }
            text.push_str(self.item_name(item));
            if let Some(Some(color)) = colors.get(k) {
                text.push(':');
                text.push_str(color);
            }
        }
        text
    }

    /// Whether some option gives a secondary item a color (Knuth's XCC).
    pub fn has_colors(&self) -> bool {
        !self.colors.names.is_empty()
    }

    /// The colors of `option`'s items, in the order of [`option_items`](Self::option_items):
    /// `None` for an item without one. Empty for a problem without colors.
    pub fn option_colors(&self, option: OptionId) -> Vec<Option<&str>> {
        if !self.has_colors() {
            return Vec::new();
        }
        let k = option.index();
        self.colors.codes[self.starts[k] as usize..self.starts[k + 1] as usize]
            .iter()
            .map(|&code| self.color_name(code))
            .collect()
    }

    /// The name of color `code` (1 for the first color named), `None` for 0 (no color).
    pub fn color_name(&self, code: u32) -> Option<&str> {
        code.checked_sub(1)
            .map(|k| self.colors.names[k as usize].as_str())
    }

    /// The number of colors named: their codes are `1..=color_count()`.
    pub fn color_count(&self) -> u32 {
        self.colors.names.len() as u32
    }

    /// The color codes of `option`'s items (0: none), in the order of
    /// [`option_items`](Self::option_items); empty for a problem without colors.
    pub(crate) fn option_color_codes(&self, option: OptionId) -> &[u32] {
        if !self.has_colors() {
            return &[];
        }
        let k = option.index();
        &self.colors.codes[self.starts[k] as usize..self.starts[k + 1] as usize]
    }

    /// The color code of every entry, option after option (0: none), for the search; empty
    /// for a problem without colors.
    pub(crate) fn color_codes(&self) -> &[u32] {
        &self.colors.codes
    }

    /// Every option.
    pub fn options(&self) -> impl ExactSizeIterator<Item = OptionId> {
        (0..self.option_count() as u32).map(OptionId)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(names: &[&str]) -> &'static Names {
        let mut list = Names::default();
        for name in names {
            list.push(name);
        }
        Box::leak(Box::new(list))
    }

    fn all(names: &Names) -> Vec<&str> {
        names.iter().collect()
    }

    #[test]
    fn own_names_end_to_end() {
        let mut names = Names::with_capacity(1, 1);
        names.push("r1c1");
        names.push_with(|text| text.push_str("b9=9"));
        names.push("x");
        assert_eq!(all(&names), ["r1c1", "b9=9", "x"]);
        assert_eq!(names.get(1), "b9=9");
        assert_eq!(format!("{names:?}"), r#"["r1c1", "b9=9", "x"]"#);
    }

    #[test]
    fn picked_names_read_through_their_list() {
        let from = list(&["a", "bb", "ccc", "d"]);
        let mut names = Names::picked(from, 2);
        names.pick(from, 2);
        names.pick(from, 0);
        assert!(matches!(names, Names::Picked { .. }));
        assert_eq!(all(&names), ["ccc", "a"]);
        // The same names stored either way are equal; other names or another order are not.
        assert_eq!(names, *list(&["ccc", "a"]));
        assert_ne!(names, *list(&["a", "ccc"]));
        assert_ne!(names, *list(&["ccc"]));
    }

    #[test]
    fn a_name_of_its_own_or_from_another_list_is_copied() {
        let from = list(&["a", "bb"]);
        let other = list(&["z"]);
        let mut names = Names::picked(from, 3);
        names.pick(from, 1);
        names.pick(other, 0);
        assert!(matches!(names, Names::Own { .. }), "copied out to hold `z`");
        names.push("own");
        names.pick(from, 0);
        assert_eq!(all(&names), ["bb", "z", "own", "a"]);
        let mut names = Names::picked(from, 1);
        names.pick(from, 0);
        names.push_with(|text| text.push('q'));
        assert_eq!(all(&names), ["a", "q"]);
    }
}

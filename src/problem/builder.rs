//! The builder that checks a problem's items and options as they arrive, and the assembler
//! that the crate's own generators use where everything is valid by construction.

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::*;

/// Builds a [`Problem`], checking each item and option as it arrives.
///
/// Declare primary items first, then secondary items, then add options by item name
/// ([`option`](Self::option)) or by id ([`option_ids`](Self::option_ids)).
#[derive(Clone, Debug, Default)]
pub struct ProblemBuilder {
    pub(super) names: Names,
    index: HashMap<String, ItemId, BuildHasherDefault<NameHasher>>,
    pub(super) primary: usize,
    pub(super) starts: Vec<u32>,
    pub(super) items: Vec<ItemId>,
    /// `seen[item]` is the number of the last option that used `item`, plus one.
    pub(super) seen: Vec<u32>,
    /// The ids of the option being added by name, kept to spare an allocation per option.
    pub(super) ids: Vec<ItemId>,
    /// The colors so far (see [`ProblemBuilder::colored_option`]).
    pub(super) colors: ColorTable,
    /// The multiplicities so far (see [`ProblemBuilder::primary_with_bounds`]).
    pub(super) bounds: Bounds,
}

/// The hash of the builder's name index: item names are short, and reading a DLX text looks
/// up every name of every option, where the standard SipHash was a third of the time. This
/// takes eight bytes at a time with one multiplication each (the rotate-xor-multiply step of
/// rustc's FxHasher). It does not resist inputs made to collide, which only slows down the
/// one reading them.
#[derive(Clone, Copy, Debug, Default)]
struct NameHasher(u64);

impl NameHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for NameHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        // Byte by byte: a copy of a variable length would be a call to `memcpy`.
        let rest = chunks.remainder();
        let word = rest
            .iter()
            .rev()
            .fold(rest.len() as u64, |w, &b| (w << 8) | u64::from(b));
        self.add(word);
    }

    #[inline]
    fn write_u8(&mut self, byte: u8) {
        self.add(u64::from(byte));
    }

    /// A product's low bits depend only on its factors' low bits, and the table picks a bucket
    /// by the low bits: the rotation brings down the well-mixed middle ones.
    #[inline]
    fn finish(&self) -> u64 {
        self.0.rotate_left(26)
    }
}

impl ProblemBuilder {
    /// An empty builder.
    pub fn new() -> Self {
        ProblemBuilder {
            starts: vec![0],
            ..Default::default()
        }
    }

    /// Declares a primary item (to be covered exactly once).
    ///
    /// # Errors
    /// A bad or duplicate name, a primary item after a secondary one, too many items.
    pub fn primary(&mut self, name: impl Into<String>) -> Result<ItemId, BuildError> {
        let name = name.into();
        if self.primary < self.names.len() {
            return Err(BuildError::PrimaryAfterSecondary { name });
        }
        let id = self.declare(name)?;
        self.primary += 1;
        Ok(id)
    }

    /// Declares a secondary item (to be covered at most once).
    ///
    /// # Errors
    /// A bad or duplicate name, too many items.
    pub fn secondary(&mut self, name: impl Into<String>) -> Result<ItemId, BuildError> {
        self.declare(name.into())
    }

    fn declare(&mut self, name: String) -> Result<ItemId, BuildError> {
        check_name(&name)?;
        let id = ItemId(self.names.len() as u32);
        let full = id.index() >= MAX_ITEMS;
        match self.index.entry(name) {
            Entry::Occupied(entry) => Err(BuildError::DuplicateItem {
                name: entry.key().clone(),
            }),
            Entry::Vacant(_) if full => Err(BuildError::TooLarge {
                what: "items",
                count: id.index() + 1,
                limit: MAX_ITEMS,
            }),
            Entry::Vacant(entry) => {
                self.names.push(entry.key());
                entry.insert(id);
                self.seen.push(0);
                Ok(id)
            }
        }
    }

    /// Makes room for `more` items to be declared.
    pub(crate) fn reserve_items(&mut self, more: usize) {
        self.index.reserve(more);
        self.seen.reserve(more);
    }

    /// The id of a declared item.
    pub fn item(&self, name: &str) -> Option<ItemId> {
        self.index.get(name).copied()
    }

    /// The number of options added so far.
    pub fn option_count(&self) -> usize {
        self.starts.len() - 1
    }

    /// The number of items declared so far.
    pub(crate) fn item_count(&self) -> usize {
        self.names.len()
    }

    /// The number of item occurrences in the options added so far.
    pub(crate) fn entry_count(&self) -> usize {
        self.items.len()
    }

    /// Adds an option given by the names of its items.
    ///
    /// # Errors
    /// An unknown item, an item named twice, no primary item, too many options or nodes.
    /// Nothing is added when an error is returned.
    pub fn option<S: AsRef<str>>(&mut self, names: &[S]) -> Result<OptionId, BuildError> {
        let option = self.option_count();
        let mut ids = std::mem::take(&mut self.ids);
        ids.clear();
        for name in names {
            let name = name.as_ref();
            match self.index.get(name) {
                Some(&id) => ids.push(id),
                None => {
                    self.ids = ids;
                    return Err(BuildError::UnknownItem {
                        name: name.to_string(),
                        option,
                    });
                }
            }
        }
        let added = self.option_ids(&ids);
        self.ids = ids;
        added
    }

    /// Adds an option given by item ids.
    ///
    /// # Errors
    /// An id that is not a declared item, an item named twice, no primary item, too many
    /// options or nodes. Nothing is added when an error is returned.
    pub fn option_ids(&mut self, ids: &[ItemId]) -> Result<OptionId, BuildError> {
        let option = self.option_count();
        if option >= MAX_OPTIONS {
            return Err(BuildError::TooLarge {
                what: "options",
                count: option + 1,
                limit: MAX_OPTIONS,
            });
        }
        let nodes = self.nodes_with(option + 1, self.items.len() + ids.len());
        if nodes > MAX_NODES {
            return Err(BuildError::TooLarge {
                what: "nodes",
                count: nodes,
                limit: MAX_NODES,
            });
        }
        if let Some(id) = ids.iter().find(|id| id.index() >= self.names.len()) {
            return Err(BuildError::UnknownItem {
                name: format!("#{}", id.0),
                option,
            });
        }
        let stamp = option as u32 + 1;
        let mut has_primary = false;
        for (k, &id) in ids.iter().enumerate() {
            if self.seen[id.index()] == stamp {
                // Undo the stamps of this rejected option, so a retry is judged afresh.
                for &earlier in &ids[..k] {
                    self.seen[earlier.index()] = 0;
                }
                return Err(BuildError::RepeatedItem {
                    name: self.names.get(id.index()).to_string(),
                    option,
                });
            }
            self.seen[id.index()] = stamp;
            has_primary |= id.index() < self.primary;
        }
        if !has_primary {
            for &id in ids {
                self.seen[id.index()] = 0;
            }
            return Err(BuildError::NoPrimaryInOption { option });
        }
        self.items.extend_from_slice(ids);
        self.starts.push(self.items.len() as u32);
        self.colors.pad(self.items.len());
        Ok(OptionId(option as u32))
    }

    /// The length of the search's node array for `options` options holding `entries` items
    /// in all: headers, spacers and option nodes share one u32-indexed array.
    fn nodes_with(&self, options: usize, entries: usize) -> usize {
        self.names.len() + 2 + options + entries
    }

    /// Finishes the problem.
    ///
    /// # Errors
    /// [`BuildError::NoPrimaryItems`] when no primary item was declared;
    /// [`BuildError::TooLarge`] when items declared after the options took the problem over
    /// [`MAX_NODES`].
    pub fn build(self) -> Result<Problem, BuildError> {
        if self.primary == 0 {
            return Err(BuildError::NoPrimaryItems);
        }
        let nodes = self.nodes_with(self.option_count(), self.items.len());
        if nodes > MAX_NODES {
            return Err(BuildError::TooLarge {
                what: "nodes",
                count: nodes,
                limit: MAX_NODES,
            });
        }
        Ok(Problem {
            names: self.names,
            primary: self.primary,
            starts: self.starts,
            items: self.items,
            colors: self.colors.finish(),
            bounds: self.bounds.finish(self.primary),
        })
    }
}

/// Assembles a problem from a generator in this crate whose items and options are valid by
/// construction (Sudoku, queens). It skips the builder's name index, which costs as much as the
/// search itself on an easy Sudoku; debug builds still check everything through
/// [`ProblemBuilder`].
#[derive(Debug, Default)]
pub(crate) struct Assembler {
    names: Names,
    primary: usize,
    starts: Vec<u32>,
    items: Vec<ItemId>,
}

impl Assembler {
    pub(crate) fn new() -> Self {
        Assembler {
            starts: vec![0],
            ..Default::default()
        }
    }

    /// An assembler with room for `items` items whose names take `name_bytes` in all, and
    /// `options` options of `entries` items in all, so that a generator that knows its sizes
    /// allocates each vector once.
    pub(crate) fn with_capacity(
        items: usize,
        name_bytes: usize,
        options: usize,
        entries: usize,
    ) -> Self {
        let mut starts = Vec::with_capacity(options + 1);
        starts.push(0);
        Assembler {
            names: Names::with_capacity(items, name_bytes),
            primary: 0,
            starts,
            items: Vec::with_capacity(entries),
        }
    }

    /// As [`with_capacity`](Self::with_capacity), for items whose names are picked from
    /// `names` ([`primary_pick`](Self::primary_pick)) rather than spelled.
    pub(crate) fn picking(
        names: &'static Names,
        items: usize,
        options: usize,
        entries: usize,
    ) -> Self {
        Assembler {
            names: Names::picked(names, items),
            ..Assembler::with_capacity(0, 0, options, entries)
        }
    }

    /// Declares a primary item called as name `k` of `from`.
    pub(crate) fn primary_pick(&mut self, from: &'static Names, k: usize) -> ItemId {
        debug_assert_eq!(self.primary, self.names.len(), "primary after secondary");
        self.primary += 1;
        self.names.pick(from, k);
        ItemId(self.names.len() as u32 - 1)
    }

    /// Declares a primary item; all of them come before any secondary one.
    pub(crate) fn primary(&mut self, name: impl AsRef<str>) -> ItemId {
        self.primary_with(|text| text.push_str(name.as_ref()))
    }

    /// Declares a primary item whose name `write` appends to the problem's name text.
    pub(crate) fn primary_with(&mut self, write: impl FnOnce(&mut String)) -> ItemId {
        debug_assert_eq!(self.primary, self.names.len(), "primary after secondary");
        self.primary += 1;
        self.names.push_with(write);
        ItemId(self.names.len() as u32 - 1)
    }

    pub(crate) fn secondary(&mut self, name: impl AsRef<str>) -> ItemId {
        self.names.push(name.as_ref());
        ItemId(self.names.len() as u32 - 1)
    }

    pub(crate) fn option(&mut self, items: &[ItemId]) -> OptionId {
        self.option_with(|list| list.extend_from_slice(items))
    }

    /// Adds the option whose items `write` pushes onto the problem's item list. A generator
    /// that looks its items up as it goes avoids copying a short slice, which costs a call to
    /// `memcpy` per option: a third of a Sudoku's encoding.
    pub(crate) fn option_with(&mut self, write: impl FnOnce(&mut Vec<ItemId>)) -> OptionId {
        write(&mut self.items);
        self.starts.push(self.items.len() as u32);
        OptionId(self.starts.len() as u32 - 2)
    }

    pub(crate) fn finish(self) -> Problem {
        let problem = Problem {
            names: self.names,
            primary: self.primary,
            starts: self.starts,
            items: self.items,
            colors: Colors::default(),
            bounds: Bounds::default(),
        };
        #[cfg(debug_assertions)]
        {
            let mut b = ProblemBuilder::new();
            for item in problem.items() {
                let name = problem.item_name(item).to_string();
                if problem.is_primary(item) {
                    b.primary(name).expect("generated item");
                } else {
                    b.secondary(name).expect("generated item");
                }
            }
            for option in problem.options() {
                b.option_ids(problem.option_items(option))
                    .expect("generated option");
            }
            assert_eq!(b.build().expect("generated problem"), problem);
        }
        problem
    }
}

/// Item names follow Knuth's format: non-empty, no blanks, no `:` or `|`, so that every problem
/// can be written out as DLX text and read back; and no control characters.
pub(super) fn check_name(name: &str) -> Result<(), BuildError> {
    if name.len() > MAX_NAME_LEN {
        return Err(BuildError::NameTooLong {
            name: name.to_string(),
        });
    }
    // Nearly every name is printable ASCII: one pass decides it.
    if !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_graphic() && b != b':' && b != b'|')
    {
        return Ok(());
    }
    let reason = if name.is_empty() {
        "it is empty"
    } else if name.chars().any(char::is_whitespace) {
        "it contains a blank"
    } else if name.contains(':') {
        "it contains `:`"
    } else if name.contains('|') {
        "it contains `|`"
    } else if name.chars().any(char::is_control) {
        // A NUL or an escape in a name means binary input, and would garble a terminal.
        "it contains a control character"
    } else {
        return Ok(());
    };
    Err(BuildError::BadItemName {
        name: name.to_string(),
        reason,
    })
}

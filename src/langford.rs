//! Langford pairs as exact cover: put two copies of each number `1..=n` in a row of `2n` slots
//! so that the two copies of `k` have exactly `k` numbers between them.
//!
//! ```
//! use dlx::langford::{Langford, Symmetry};
//!
//! let langford = Langford::new(3).unwrap();
//! let sequence = langford.solve(Symmetry::Break).expect("n = 3 has a solution");
//! assert_eq!(sequence.to_string(), "3 1 2 1 3 2");
//! assert!(sequence.is_valid());
//! // The other one is its reversal, which breaking the symmetry leaves out.
//! assert_eq!(langford.count(Symmetry::Keep, None), 2);
//! ```
//!
//! # The encoding
//!
//! Knuth's, from TAOCP 7.2.2.1: a primary item for each value, `1` to `n`, and one for each
//! slot, `s1` to `s2n`; the option `k sj sl` puts the two copies of `k` in slots `j` and
//! `l = j + k + 1`. Solutions exist only when `n` leaves remainder 0 or 3 when divided by 4
//! (n = 3, 4, 7, 8, 11, 12, ...); for other `n` the search simply finds none.
//!
//! # Breaking the symmetry
//!
//! Read backwards, a Langford sequence is another one, and never the same one. With
//! [`Symmetry::Break`], the options of the value `n - [n even]` (the largest odd value, the one
//! Knuth restricts) keep only first slots `j <= n/2`: the reversal moves those copies from slot
//! `j` to `2n - k - j`, so exactly one of each pair of reversed sequences remains. The counts
//! are then those of OEIS A014552: 1, 1, 26, 150, 17792, 108144 for n = 3, 4, 7, 8, 11, 12.

use std::fmt;

use crate::meaning::{ItemRole, Meaning, OptionRole};
use crate::problem::{Assembler, ItemId, OptionId, Problem};
use crate::search::Search;

pub use crate::polyomino::Symmetry;

/// The largest `n` accepted: the problem has about `1.5 n^2` options.
pub const MAX_N: usize = 1000;

/// What is wrong with the `n` of a Langford problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LangfordError {
    /// `n` is 0: there is nothing to place.
    Zero,
    /// `n` is above [`MAX_N`].
    TooLarge {
        /// The `n` asked for.
        n: usize,
    },
}

impl fmt::Display for LangfordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            LangfordError::Zero => write!(f, "langford pairs need n of at least 1, not 0"),
            LangfordError::TooLarge { n } => {
                write!(
                    f,
                    "langford pairs with n = {n} are too large: n is at most {MAX_N}"
                )
            }
        }
    }
}

impl std::error::Error for LangfordError {}

/// The Langford pairs problem for one `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Langford {
    n: usize,
}

impl Langford {
    /// The problem for `n`: two copies of each of `1..=n` in `2n` slots.
    ///
    /// # Errors
    /// `n` is 0 or above [`MAX_N`]. An `n` without solutions (1, 2, 5, 6, ...) is not an
    /// error: its count is 0.
    pub fn new(n: usize) -> Result<Langford, LangfordError> {
        match n {
            0 => Err(LangfordError::Zero),
            n if n > MAX_N => Err(LangfordError::TooLarge { n }),
            n => Ok(Langford { n }),
        }
    }

    /// The largest value placed.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Whether any solution exists: exactly when `n` is 0 or 3 modulo 4 (Roy O. Davies, 1959).
    pub fn has_solutions(&self) -> bool {
        self.n.is_multiple_of(4) || self.n % 4 == 3
    }

    /// The value whose first copy [`Symmetry::Break`] keeps in slots `1..=n/2`: `n - [n even]`.
    pub fn restricted_value(&self) -> usize {
        if self.n.is_multiple_of(2) {
            self.n - 1
        } else {
            self.n
        }
    }

    /// The exact-cover problem (see the [module documentation](self)) and the table that turns
    /// its options back into pairs of slots.
    pub fn encode(&self, symmetry: Symmetry) -> (Problem, LangfordDecoder) {
        let n = self.n;
        let mut b = Assembler::new();
        let values: Vec<ItemId> = (1..=n).map(|k| b.primary(k.to_string())).collect();
        let slots: Vec<ItemId> = (1..=2 * n).map(|s| b.primary(format!("s{s}"))).collect();
        let mut pairs = Vec::new();
        for k in 1..=n {
            // The first copy goes in slot j, the second in j + k + 1 <= 2n.
            let mut last = (2 * n).saturating_sub(k + 1);
            if symmetry == Symmetry::Break && k == self.restricted_value() {
                last = last.min(n / 2);
            }
            for j in 1..=last {
                b.option(&[values[k - 1], slots[j - 1], slots[j + k]]);
                pairs.push((k as u32, j as u32));
            }
        }
        (b.finish(), LangfordDecoder { n, pairs })
    }

    /// Counts the solutions, stopping at `limit` if given.
    pub fn count(&self, symmetry: Symmetry, limit: Option<u64>) -> u64 {
        Search::new(self.encode(symmetry).0).count(limit)
    }

    /// The first solution found, if there is one.
    pub fn solve(&self, symmetry: Symmetry) -> Option<LangfordSequence> {
        let (problem, decoder) = self.encode(symmetry);
        let mut search = Search::new(problem);
        search.find_next().then(|| decoder.decode(search.chosen()))
    }
}

/// Turns the options of a Langford problem back into a sequence.
#[derive(Clone, Debug)]
pub struct LangfordDecoder {
    n: usize,
    /// `pairs[option] = (value, first slot)`.
    pairs: Vec<(u32, u32)>,
}

impl LangfordDecoder {
    /// The largest value, `n`: the pairs are of 1 to `n`.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The value that `option` places and its two slots, counted from 1:
    /// `(k, j, j + k + 1)`.
    ///
    /// # Panics
    /// If `option` is not an option of the problem this decoder came with.
    pub fn pair(&self, option: OptionId) -> (usize, usize, usize) {
        let (k, j) = self.pairs[option.index()];
        let (k, j) = (k as usize, j as usize);
        (k, j, j + k + 1)
    }

    /// The sequence with the pairs of `options` in place: complete for a solution, with empty
    /// slots for the options chosen so far in a search.
    pub fn decode(&self, options: impl IntoIterator<Item = OptionId>) -> LangfordSequence {
        let mut slots = vec![0; 2 * self.n];
        for option in options {
            let (k, first, second) = self.pair(option);
            slots[first - 1] = k;
            slots[second - 1] = k;
        }
        LangfordSequence { slots }
    }
}

/// Items `1..n` (the values), then `s1..s2n` (the slots); options as [`LangfordDecoder::pair`].
impl Meaning for LangfordDecoder {
    fn item_role(&self, _: &Problem, item: ItemId) -> ItemRole {
        let (n, k) = (self.n as u32, item.0);
        if k < n {
            ItemRole::Value { value: k + 1 }
        } else {
            ItemRole::Slot { slot: k - n }
        }
    }

    fn option_role(&self, _: &Problem, option: OptionId) -> OptionRole {
        let (value, first, second) = self.pair(option);
        OptionRole::Pair {
            value: value as u32,
            first: first as u32 - 1,
            second: second as u32 - 1,
        }
    }
}

/// A row of `2n` slots, each empty or holding a value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LangfordSequence {
    slots: Vec<usize>,
}

impl LangfordSequence {
    /// The values, slot by slot, 0 for an empty slot.
    pub fn slots(&self) -> &[usize] {
        &self.slots
    }

    /// Whether every slot holds a value.
    pub fn is_complete(&self) -> bool {
        !self.slots.contains(&0)
    }

    /// Whether this is a Langford sequence: each of `1..=n` twice, the two `k`s with `k`
    /// numbers between them.
    pub fn is_valid(&self) -> bool {
        let n = self.slots.len() / 2;
        (1..=n).all(|k| {
            let at: Vec<usize> = (0..self.slots.len())
                .filter(|&s| self.slots[s] == k)
                .collect();
            at.len() == 2 && at[1] - at[0] == k + 1
        }) && self.is_complete()
    }

    /// The sequence read backwards.
    pub fn reversed(&self) -> LangfordSequence {
        LangfordSequence {
            slots: self.slots.iter().rev().copied().collect(),
        }
    }
}

impl fmt::Display for LangfordSequence {
    /// The values separated by single spaces, `.` for an empty slot: `2 3 1 2 1 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (s, &v) in self.slots.iter().enumerate() {
            if s > 0 {
                write!(f, " ")?;
            }
            if v == 0 {
                write!(f, ".")?;
            } else {
                write!(f, "{v}")?;
            }
        }
        Ok(())
    }
}

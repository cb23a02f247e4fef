//! Multiplicities on primary items (Knuth's MCC, the input of his `dlx3`): a primary item may
//! have to be covered at least `u` and at most `v` times instead of exactly once.

use super::{BuildError, ItemId, Problem, ProblemBuilder, MAX_OPTIONS};

/// The largest bound accepted: no item can be covered more often than there are options.
pub const MAX_BOUND: u32 = MAX_OPTIONS as u32;

/// The bounds of the primary items, `lower[k]..=upper[k]` for item `k`. Empty when every
/// primary item is covered exactly once, so that a plain problem carries nothing and takes the
/// plain search.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub(super) struct Bounds {
    pub(super) lower: Vec<u32>,
    pub(super) upper: Vec<u32>,
}

impl Bounds {
    /// Records item `k`'s bounds, giving every earlier primary item `1..=1` the first time an
    /// item has others.
    fn set(&mut self, k: usize, lower: u32, upper: u32) {
        if self.lower.is_empty() && lower == 1 && upper == 1 {
            return;
        }
        self.lower.resize(k, 1);
        self.upper.resize(k, 1);
        self.lower.push(lower);
        self.upper.push(upper);
    }

    /// Gives the primary items declared after the last one with bounds `1..=1`.
    pub(super) fn finish(mut self, primary: usize) -> Bounds {
        if !self.lower.is_empty() {
            self.lower.resize(primary, 1);
            self.upper.resize(primary, 1);
        }
        self
    }
}

/// Checks a primary item's bounds: `0 <= lower <= upper`, `upper > 0`, `upper <= MAX_BOUND`.
fn check_bounds(name: &str, lower: u32, upper: u32) -> Result<(), BuildError> {
    let reason = if upper == 0 {
        "the upper bound is 0, so no option could cover it; an item that may stay uncovered \
         takes a lower bound of 0, `0:v|name`"
            .to_string()
    } else if lower > upper {
        format!("the lower bound {lower} exceeds the upper bound {upper}")
    } else if upper > MAX_BOUND {
        format!("the upper bound {upper} is too large: the limit is {MAX_BOUND}")
    } else {
        return Ok(());
    };
    Err(BuildError::BadBounds {
        name: name.to_string(),
        reason,
    })
}

impl ProblemBuilder {
    /// Declares a primary item to be covered at least `lower` and at most `upper` times
    /// (Knuth's multiplicities, `lower:upper|name` in his `dlx3` format).
    ///
    /// ```
    /// use dlx::{ProblemBuilder, Search};
    /// let mut b = ProblemBuilder::new();
    /// b.primary_with_bounds("a", 1, 2).unwrap();
    /// b.primary("b").unwrap();
    /// b.option(&["a"]).unwrap();
    /// b.option(&["a", "b"]).unwrap();
    /// let problem = b.build().unwrap();
    /// assert_eq!(problem.item_bounds(dlx::ItemId(0)), (1, 2));
    /// // {a b} alone, or {a} with {a b}.
    /// assert_eq!(Search::new(problem).count(None), 2);
    /// ```
    ///
    /// # Errors
    /// As [`primary`](Self::primary); and [`BuildError::BadBounds`] when `upper` is 0,
    /// `lower > upper` or `upper` is over [`MAX_BOUND`].
    pub fn primary_with_bounds(
        &mut self,
        name: impl Into<String>,
        lower: u32,
        upper: u32,
    ) -> Result<ItemId, BuildError> {
        let name = name.into();
        check_bounds(&name, lower, upper)?;
        let id = self.primary(name)?;
        self.bounds.set(id.index(), lower, upper);
        Ok(id)
    }
}

impl Problem {
    /// How often a primary item must be covered, `(lower, upper)`: `(1, 1)` unless the problem
    /// says otherwise; `(0, 1)` for a secondary item (covered at most once).
    pub fn item_bounds(&self, item: ItemId) -> (u32, u32) {
        if !self.is_primary(item) {
            return (0, 1);
        }
        match self.bounds.lower.get(item.index()) {
            Some(&lower) => (lower, self.bounds.upper[item.index()]),
            None => (1, 1),
        }
    }

    /// Whether some primary item has bounds other than `1..=1` (Knuth's MCC): the search then
    /// runs Algorithm M, as `dlx3` does.
    pub fn has_bounds(&self) -> bool {
        self.bounds
            .lower
            .iter()
            .zip(&self.bounds.upper)
            .any(|b| b != (&1, &1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_items_carry_no_bounds() {
        let mut b = ProblemBuilder::new();
        b.primary_with_bounds("a", 1, 1).unwrap();
        b.primary("b").unwrap();
        b.option(&["a", "b"]).unwrap();
        let p = b.build().unwrap();
        assert!(!p.has_bounds());
        assert!(p.bounds.lower.is_empty());
    }

    #[test]
    fn bounds_after_plain_items() {
        let mut b = ProblemBuilder::new();
        b.primary("a").unwrap();
        b.primary_with_bounds("b", 0, 3).unwrap();
        b.primary("c").unwrap();
        b.secondary("x").unwrap();
        b.option(&["a", "b", "c", "x"]).unwrap();
        let p = b.build().unwrap();
        assert!(p.has_bounds());
        let got: Vec<_> = p.items().map(|i| p.item_bounds(i)).collect();
        assert_eq!(got, [(1, 1), (0, 3), (1, 1), (0, 1)]);
    }

    #[test]
    fn bad_bounds_are_refused() {
        let mut b = ProblemBuilder::new();
        for (lower, upper, says) in [
            (0, 0, "upper bound is 0"),
            (3, 2, "lower bound 3 exceeds the upper bound 2"),
            (1, MAX_BOUND + 1, "too large"),
        ] {
            let e = b.primary_with_bounds("a", lower, upper).unwrap_err();
            assert!(e.to_string().contains(says), "{e}");
            assert!(e.to_string().contains("`a`"), "{e}");
        }
        // Nothing was declared by the refused calls.
        assert!(b.primary("a").is_ok());
    }
}

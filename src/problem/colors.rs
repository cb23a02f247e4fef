//! Colors on secondary items (Knuth's XCC, the input of his `dlx2`): an option may give a
//! secondary item a color, `x:A`, and two options may then share `x` only where both give it
//! the same color.

use std::collections::HashMap;

#[cfg(test)]
use super::MAX_NAME_LEN;
use super::{check_name, BuildError, OptionId, ProblemBuilder};

/// The colors of a built problem.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub(super) struct Colors {
    /// The color of every entry, option after option: 0 for none, `k` for `names[k - 1]`.
    /// Empty when no option has a color, so that a plain problem carries nothing.
    pub(super) codes: Vec<u32>,
    /// The color names, in the order they first appear.
    pub(super) names: Vec<String>,
}

/// The colors while a problem is built.
#[derive(Clone, Debug, Default)]
pub(super) struct ColorTable {
    colors: Colors,
    index: HashMap<String, u32>,
}

impl ColorTable {
    /// Gives the entries added without a color (up to `entries`) no color, once some option
    /// has had one.
    pub(super) fn pad(&mut self, entries: usize) {
        if !self.colors.names.is_empty() {
            self.colors.codes.resize(entries, 0);
        }
    }

    pub(super) fn finish(self) -> Colors {
        self.colors
    }

    /// The code of color `name`, numbering it if new.
    fn code(&mut self, name: &str) -> u32 {
        if let Some(&code) = self.index.get(name) {
            return code;
        }
        self.colors.names.push(name.to_string());
        let code = self.colors.names.len() as u32;
        self.index.insert(name.to_string(), code);
        code
    }
}

/// A color name follows the rules of an item name (non-empty, no blanks, `:`, `|` or control
/// characters, at most `MAX_NAME_LEN` bytes), so that it can be written back as text.
fn check_color(name: &str) -> Result<(), BuildError> {
    check_name(name).map_err(|e| BuildError::BadColorName {
        name: name.to_string(),
        reason: match e {
            BuildError::BadItemName { reason, .. } => reason,
            _ => "it is too long",
        },
    })
}

impl ProblemBuilder {
    /// Adds an option given by the names of its items, each with its color or `None`.
    ///
    /// ```
    /// use dlx::{ProblemBuilder, Search};
    /// let mut b = ProblemBuilder::new();
    /// for p in ["p", "q"] {
    ///     b.primary(p).unwrap();
    /// }
    /// b.secondary("x").unwrap();
    /// b.colored_option(&[("p", None), ("x", Some("A"))]).unwrap();
    /// b.colored_option(&[("q", None), ("x", Some("A"))]).unwrap();
    /// b.colored_option(&[("q", None), ("x", Some("B"))]).unwrap();
    /// let problem = b.build().unwrap();
    /// assert_eq!(problem.option_text(dlx::OptionId(2)), "q x:B");
    /// assert_eq!(Search::new(problem).count(None), 1);
    /// ```
    ///
    /// # Errors
    /// Those of [`option`](Self::option), a color on a primary item, a bad color name.
    /// Nothing is added when an error is returned.
    pub fn colored_option(
        &mut self,
        entries: &[(&str, Option<&str>)],
    ) -> Result<OptionId, BuildError> {
        let option = self.option_count();
        let mut ids = Vec::with_capacity(entries.len());
        for &(name, color) in entries {
            let Some(id) = self.item(name) else {
                return Err(BuildError::UnknownItem {
                    name: name.to_string(),
                    option,
                });
            };
            if let Some(color) = color {
                if id.index() < self.primary {
                    return Err(BuildError::ColorOnPrimary {
                        name: name.to_string(),
                        option,
                    });
                }
                check_color(color)?;
            }
            ids.push(id);
        }
        let added = self.option_ids(&ids)?;
        if entries.iter().any(|(_, color)| color.is_some()) {
            let start = self.items.len() - entries.len();
            if self.colors.colors.names.is_empty() {
                self.colors.colors.codes.resize(start, 0);
            }
            self.colors.colors.codes.truncate(start);
            for &(_, color) in entries {
                let code = color.map_or(0, |c| self.colors.code(c));
                self.colors.colors.codes.push(code);
            }
        }
        Ok(added)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn builder() -> ProblemBuilder {
        let mut b = ProblemBuilder::new();
        b.primary("p").unwrap();
        b.secondary("x").unwrap();
        b.secondary("y").unwrap();
        b
    }

    #[test]
    fn colors_are_numbered_and_padded() {
        let mut b = builder();
        b.option(&["p", "x"]).unwrap();
        b.colored_option(&[("p", None), ("x", Some("A")), ("y", None)])
            .unwrap();
        b.colored_option(&[("p", None), ("y", Some("B"))]).unwrap();
        b.option(&["p"]).unwrap();
        b.colored_option(&[("p", None), ("y", Some("A"))]).unwrap();
        let problem = b.build().unwrap();
        assert_eq!(problem.color_codes(), [0, 0, 0, 1, 0, 0, 2, 0, 0, 1]);
        assert_eq!(problem.color_name(2), Some("B"));
        assert_eq!(problem.option_colors(OptionId(2)), [None, Some("B")]);
        assert_eq!(problem.option_text(OptionId(4)), "p y:A");
    }

    #[test]
    fn misuse_is_refused_and_nothing_is_added() {
        let mut b = builder();
        assert_eq!(
            b.colored_option(&[("p", Some("A"))]),
            Err(BuildError::ColorOnPrimary {
                name: "p".into(),
                option: 0
            })
        );
        let long = "c".repeat(MAX_NAME_LEN + 1);
        for bad in ["", "a|b", &long] {
            assert!(matches!(
                b.colored_option(&[("p", None), ("x", Some(bad))]),
                Err(BuildError::BadColorName { .. })
            ));
        }
        assert!(matches!(
            b.colored_option(&[("p", None), ("x", Some("A")), ("x", Some("A"))]),
            Err(BuildError::RepeatedItem { .. })
        ));
        assert_eq!(b.option_count(), 0);
        let problem = {
            b.option(&["p"]).unwrap();
            b.build().unwrap()
        };
        assert!(!problem.has_colors());
        assert!(problem.color_codes().is_empty());
    }
}

//! Word squares read back from Knuth's format: the items `R1..Rm`, `C1..Cn` and the cells
//! `r1c1..rmcn` that `dlx gen words` prints, each option a word told by its cells' colors. The
//! word list is not needed: the letters are in the options.

use std::collections::HashSet;

use crate::meaning::Direction;
use crate::problem::{OptionId, Problem};
use crate::words::LetterGrid;

/// The solutions of a word-square problem drawn as letter grids.
#[derive(Clone, Debug)]
pub struct WordsPicture {
    rows: usize,
    cols: usize,
    /// For each option of the input: its direction, its row or column (from 0) and its word.
    placed: Vec<(Direction, usize, Vec<u8>)>,
}

/// `R7` -> 7, for the names of `letter` followed by a number from 1.
fn numbered(name: &str, letter: char) -> Option<usize> {
    let rest = name.strip_prefix(letter)?;
    if rest.is_empty() || rest.starts_with('0') || !rest.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    rest.parse().ok()
}

/// `r2c3` -> (2, 3).
fn cell_name(name: &str) -> Option<(usize, usize)> {
    let rest = name.strip_prefix('r')?;
    let (r, c) = rest.split_once('c')?;
    Some((
        numbered(&format!("R{r}"), 'R')?,
        numbered(&format!("C{c}"), 'C')?,
    ))
}

impl WordsPicture {
    /// `None` when the primary items are not `R1..Rm` and `C1..Cn` of a word square; else the
    /// picture, or a message naming the first option that is not a word of a row or column.
    pub fn recognise(problem: &Problem) -> Option<Result<WordsPicture, String>> {
        let mut across = HashSet::new();
        let mut down = HashSet::new();
        for item in problem.items().filter(|&i| problem.is_primary(i)) {
            let name = problem.item_name(item);
            if let Some(r) = numbered(name, 'R') {
                across.insert(r);
            } else if let Some(c) = numbered(name, 'C') {
                down.insert(c);
            } else {
                return None;
            }
        }
        let (rows, cols) = (across.len(), down.len());
        let full = |set: &HashSet<usize>, n: usize| (1..=n).all(|k| set.contains(&k));
        if rows == 0 || cols == 0 || !full(&across, rows) || !full(&down, cols) {
            return None;
        }
        let mut placed = Vec::with_capacity(problem.option_count());
        for option in problem.options() {
            match word_of(problem, option, rows, cols) {
                Some(word) => placed.push(word),
                None => {
                    return Some(Err(format!(
                        "the items are those of `dlx gen words`, but the option `{}` is not a \
                         word in a row or column, one colored cell per letter",
                        problem.option_text(option)
                    )))
                }
            }
        }
        Some(Ok(WordsPicture { rows, cols, placed }))
    }

    /// The grid with the words of `options` (options of the input) in place.
    pub fn picture(&self, options: impl IntoIterator<Item = OptionId>) -> String {
        let mut letters = vec![0; self.rows * self.cols];
        for option in options {
            let (direction, line, word) = &self.placed[option.index()];
            for (k, &letter) in word.iter().enumerate() {
                let cell = match direction {
                    Direction::Across => line * self.cols + k,
                    Direction::Down => k * self.cols + line,
                };
                letters[cell] = letter;
            }
        }
        LetterGrid::new(self.cols, letters).to_string()
    }
}

/// The word `option` puts in a row or column: one primary item, then a cell of that line with a
/// one-letter color for each of its places; other secondary items only uncolored.
fn word_of(
    problem: &Problem,
    option: OptionId,
    rows: usize,
    cols: usize,
) -> Option<(Direction, usize, Vec<u8>)> {
    let items = problem.option_items(option);
    let colors = problem.option_colors(option);
    let primary: Vec<&str> = items
        .iter()
        .filter(|&&i| problem.is_primary(i))
        .map(|&i| problem.item_name(i))
        .collect();
    let [slot] = primary[..] else { return None };
    let (direction, line, length) = match numbered(slot, 'R') {
        Some(r) => (Direction::Across, r - 1, cols),
        None => (Direction::Down, numbered(slot, 'C')? - 1, rows),
    };
    let mut word = vec![0u8; length];
    for (&item, color) in items.iter().zip(colors) {
        if problem.is_primary(item) {
            continue;
        }
        let Some(color) = color else { continue };
        let (r, c) = cell_name(problem.item_name(item))?;
        let at = match direction {
            Direction::Across if r == line + 1 => c,
            Direction::Down if c == line + 1 => r,
            _ => return None,
        };
        let &[letter] = color.as_bytes() else {
            return None;
        };
        if at > length || !letter.is_ascii_lowercase() || word[at - 1] != 0 {
            return None;
        }
        word[at - 1] = letter;
    }
    word.iter()
        .all(|&l| l != 0)
        .then_some((direction, line, word))
}

//! Word squares and word rectangles as exact cover with colors (Knuth's XCC): fill an `m x n`
//! grid with letters so that every row and every column reads a word of a list.
//!
//! ```
//! use dlx::words::{WordList, WordSquare};
//!
//! let list = WordList::parse("bit\nice\ntea\nbat\nice").unwrap();
//! let square = WordSquare::new(&list, 3, 3, false).unwrap().with_start("bit").unwrap();
//! let grid = square.solve().expect("b-i-t over i-c-e over t-e-a");
//! assert_eq!(grid.to_string(), "bit\nice\ntea");
//! // The same words across and down: a symmetric square, one solution.
//! assert_eq!(square.count(None), 1);
//! ```
//!
//! # The encoding
//!
//! Knuth's, from TAOCP 7.2.2.1 (the input of his `dlx2`): a primary item for each row, `R1` to
//! `Rm`, and each column, `C1` to `Cn`, which need a word; a secondary item for each cell,
//! `r1c1` to `rmcn`, which is *colored* by its letter. The option "row `i` is `lane`" is
//! `Ri ri c1:l ri c2:a ri c3:n ri c4:e` (without the spaces inside the cell names), likewise
//! for a column: two options may share a cell only when they give it the same letter, so
//! the words across and down agree letter by letter.
//!
//! A solution is a grid, and a grid is one solution: its rows and columns fix the options.
//! So a **symmetric square**, the same word in row `i` and column `i` (the classic word square,
//! such as `bit / ice / tea`), is counted **once**, like every other grid whose rows and
//! columns are words; a square and its transpose, when they differ, are two grids and count
//! twice. Words may repeat.
//!
//! A **double word square** (`double`) asks for `m + n` different words: each word of the list
//! is also a secondary item, uncolored, in every option that places it, so at most one row or
//! column takes it. Symmetric squares are then left out, since they use each word twice.
//!
//! Given letters (a starting word for the first row, or a partial grid) keep only the
//! options that agree with them.

use std::collections::HashSet;
use std::fmt;

use crate::meaning::{Direction, ItemRole, Meaning, OptionRole};
use crate::problem::{backticked_char, ItemId, OptionId, Problem, ProblemBuilder};
use crate::search::Search;

/// The shipped word list: the 3- and 4-letter words of web2 (Webster's Second New
/// International Dictionary, 1934, public domain; `src/words/README.md` says where from).
pub const SHIPPED: &str = include_str!("words/web2.txt");

/// The longest side of a grid, and so the longest useful word.
pub const MAX_SIDE: usize = 12;

/// What is wrong with a word list, a size or given letters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordsError {
    /// A character of the list that is not a letter `a`-`z` or `A`-`Z`.
    BadCharacter {
        /// The line, from 1.
        line: usize,
        /// The character's place in the line, in characters from 1.
        column: usize,
        /// The character.
        found: char,
    },
    /// A word of the list longer than any side can be.
    TooLong {
        /// The line, from 1.
        line: usize,
        /// How many letters it has.
        letters: usize,
    },
    /// A side of 0, or above [`MAX_SIDE`].
    BadSize {
        /// The side asked for.
        side: usize,
    },
    /// The list has no word of a length the grid needs.
    NoWords {
        /// The length.
        letters: usize,
    },
    /// A given word or row of given letters whose length is not the grid's.
    GivenLength {
        /// What was given: `"the starting word"`, `"row 2 of the given letters"`.
        what: String,
        /// How many letters (or `.`) it has.
        found: usize,
        /// How many it needs.
        expected: usize,
        /// Whether `.` (an open cell) was allowed in it, so that its length counts cells, not
        /// only letters.
        open_allowed: bool,
    },
    /// A given letter that is not a letter, or `.` (an open cell) where there is none.
    GivenCharacter {
        /// What was given, as in [`WordsError::GivenLength`].
        what: String,
        /// The character's place, from 1.
        column: usize,
        /// The character.
        found: char,
        /// Whether `.` is allowed there: in the given letters, not in a starting word (which
        /// must be a whole word of the list).
        open_allowed: bool,
    },
    /// A starting word that is not in the list.
    NotInList {
        /// The word.
        word: String,
    },
    /// Given letters with more or fewer rows than the grid.
    GivenRows {
        /// How many rows were given.
        found: usize,
        /// How many the grid has.
        expected: usize,
    },
}

impl fmt::Display for WordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WordsError::BadCharacter {
                line,
                column,
                found,
            } => write!(
                f,
                "line {line}, column {column}: {} is not a letter a-z (one word per line, \
                 letters only)",
                backticked_char(*found)
            ),
            WordsError::TooLong { line, letters } => write!(
                f,
                "line {line}: the word has {letters} letters, more than the {MAX_SIDE} of the \
                 longest side"
            ),
            WordsError::BadSize { side } => {
                write!(f, "a side of {side}: a side is 1 to {MAX_SIDE} letters")
            }
            WordsError::NoWords { letters } => {
                write!(f, "the word list has no word of {letters} letters")
            }
            WordsError::GivenLength {
                what,
                found,
                expected,
                open_allowed: false,
            } => write!(
                f,
                "{what} has {found} letters, but the grid needs {expected}"
            ),
            WordsError::GivenLength {
                what,
                found,
                expected,
                open_allowed: true,
            } => write!(
                f,
                "{what} has {found} cells (a letter or `.` each), but the grid has {expected} \
                 columns"
            ),
            WordsError::GivenCharacter {
                what,
                column,
                found: '.',
                open_allowed: false,
            } => write!(
                f,
                "{what}, column {column}: `.` leaves that letter open, but {what} must be a \
                 whole word of the list"
            ),
            WordsError::GivenCharacter {
                what,
                column,
                found,
                open_allowed,
            } => write!(
                f,
                "{what}, column {column}: {} is not a letter a-z{}",
                backticked_char(*found),
                if *open_allowed { " or `.`" } else { "" }
            ),
            WordsError::NotInList { word } => {
                write!(f, "the starting word `{word}` is not in the word list")
            }
            WordsError::GivenRows { found, expected } => write!(
                f,
                "the given letters have {found} rows, but the grid has {expected}"
            ),
        }
    }
}

impl std::error::Error for WordsError {}

/// A list of lowercase words, each once, in the order first given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WordList {
    words: Vec<String>,
}

impl WordList {
    /// One word per line; blank lines and lines starting with `#` are skipped, blanks around a
    /// word ignored, capitals lowered. Words of every length may be mixed: a grid takes those
    /// of the lengths it needs.
    ///
    /// # Errors
    /// A character other than a letter (say which line and column), a word longer than
    /// [`MAX_SIDE`].
    pub fn parse(text: &str) -> Result<WordList, WordsError> {
        let mut words = Vec::new();
        let mut seen = HashSet::new();
        for (k, raw) in text.lines().enumerate() {
            let line = k + 1;
            let word = raw.trim();
            if word.is_empty() || word.starts_with('#') {
                continue;
            }
            let lead = raw.chars().take_while(|c| c.is_whitespace()).count();
            if let Some((at, found)) = word
                .chars()
                .enumerate()
                .find(|(_, c)| !c.is_ascii_alphabetic())
            {
                return Err(WordsError::BadCharacter {
                    line,
                    column: lead + at + 1,
                    found,
                });
            }
            if word.len() > MAX_SIDE {
                return Err(WordsError::TooLong {
                    line,
                    letters: word.len(),
                });
            }
            let word = word.to_ascii_lowercase();
            if seen.insert(word.clone()) {
                words.push(word);
            }
        }
        Ok(WordList { words })
    }

    /// The shipped list, [`SHIPPED`].
    pub fn shipped() -> WordList {
        WordList::parse(SHIPPED).expect("the shipped list is letters only")
    }

    /// The words, each once.
    pub fn words(&self) -> &[String] {
        &self.words
    }

    /// The words of `letters` letters.
    pub fn of_length(&self, letters: usize) -> Vec<&str> {
        self.words
            .iter()
            .filter(|w| w.len() == letters)
            .map(String::as_str)
            .collect()
    }
}

/// The names of the 26 colors: a cell's color is its letter.
const LETTERS: [&str; 26] = [
    "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s",
    "t", "u", "v", "w", "x", "y", "z",
];

/// An `m x n` grid to fill with words of a list: `m` rows of `n` letters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WordSquare {
    rows: usize,
    cols: usize,
    double: bool,
    /// The words of `cols` letters (rows) and of `rows` letters (columns).
    across: Vec<String>,
    down: Vec<String>,
    /// Each cell's given letter, row by row.
    givens: Vec<Option<u8>>,
}

impl WordSquare {
    /// A grid of `rows x cols` filled from `list`; `double` asks for all words different.
    ///
    /// # Errors
    /// A side of 0 or above [`MAX_SIDE`]; no word in the list of a length the grid needs.
    pub fn new(
        list: &WordList,
        rows: usize,
        cols: usize,
        double: bool,
    ) -> Result<WordSquare, WordsError> {
        for side in [rows, cols] {
            if side == 0 || side > MAX_SIDE {
                return Err(WordsError::BadSize { side });
            }
        }
        let take = |letters: usize| -> Result<Vec<String>, WordsError> {
            let words: Vec<String> = list
                .of_length(letters)
                .into_iter()
                .map(String::from)
                .collect();
            if words.is_empty() {
                return Err(WordsError::NoWords { letters });
            }
            Ok(words)
        };
        Ok(WordSquare {
            rows,
            cols,
            double,
            across: take(cols)?,
            down: take(rows)?,
            givens: vec![None; rows * cols],
        })
    }

    /// The same grid with `word` as its first row (its letters given).
    ///
    /// # Errors
    /// `word` has not `cols` letters, a character other than a letter, or is not in the list.
    pub fn with_start(self, word: &str) -> Result<WordSquare, WordsError> {
        let letters = given_row(word.trim(), self.cols, "the starting word", false)?;
        let word = word.trim().to_ascii_lowercase();
        if !self.across.contains(&word) {
            return Err(WordsError::NotInList { word });
        }
        let mut square = self;
        for (c, letter) in letters.into_iter().enumerate() {
            square.givens[c] = letter;
        }
        Ok(square)
    }

    /// The same grid with given letters: one line per row, a letter or `.` per cell
    /// (blank lines skipped).
    ///
    /// # Errors
    /// Another number of rows, a row of another length, a character other than a letter or `.`.
    pub fn with_givens(self, grid: &str) -> Result<WordSquare, WordsError> {
        let lines: Vec<&str> = grid
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        if lines.len() != self.rows {
            return Err(WordsError::GivenRows {
                found: lines.len(),
                expected: self.rows,
            });
        }
        let mut square = self;
        for (r, line) in lines.iter().enumerate() {
            let what = format!("row {} of the given letters", r + 1);
            let letters = given_row(line, square.cols, &what, true)?;
            for (c, letter) in letters.into_iter().enumerate() {
                square.givens[r * square.cols + c] = letter;
            }
        }
        Ok(square)
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether all words must differ.
    pub fn is_double(&self) -> bool {
        self.double
    }

    /// The exact-cover problem (see the [module documentation](self)) and the table that turns
    /// its options back into words.
    pub fn encode(&self) -> (Problem, WordsDecoder) {
        let (m, n) = (self.rows, self.cols);
        let mut b = ProblemBuilder::new();
        let name_err = "word-square names are valid";
        for i in 1..=m {
            b.primary(format!("R{i}")).expect(name_err);
        }
        for j in 1..=n {
            b.primary(format!("C{j}")).expect(name_err);
        }
        let cells: Vec<String> = (0..m * n)
            .map(|k| format!("r{}c{}", k / n + 1, k % n + 1))
            .collect();
        for cell in &cells {
            b.secondary(cell.clone()).expect(name_err);
        }
        // Each option: its direction, its row or column, and its word (into `words`).
        let mut placed: Vec<(Direction, usize, usize)> = Vec::new();
        let mut words: Vec<String> = Vec::new();
        let mut word_index = std::collections::HashMap::new();
        for (direction, lines, list) in [
            (Direction::Across, m, &self.across),
            (Direction::Down, n, &self.down),
        ] {
            for line in 0..lines {
                let at: Vec<usize> = match direction {
                    Direction::Across => (0..n).map(|c| line * n + c).collect(),
                    Direction::Down => (0..m).map(|r| r * n + line).collect(),
                };
                for word in list {
                    let fits = word
                        .bytes()
                        .zip(&at)
                        .all(|(letter, &cell)| self.givens[cell].is_none_or(|g| g == letter));
                    if fits {
                        let w = *word_index.entry(word.clone()).or_insert_with(|| {
                            words.push(word.clone());
                            words.len() - 1
                        });
                        placed.push((direction, line, w));
                    }
                }
            }
        }
        if self.double {
            for word in &words {
                b.secondary(word.clone()).expect(name_err);
            }
        }
        for &(direction, line, w) in &placed {
            let slot = match direction {
                Direction::Across => format!("R{}", line + 1),
                Direction::Down => format!("C{}", line + 1),
            };
            let word = &words[w];
            let mut entries: Vec<(&str, Option<&str>)> = vec![(&slot, None)];
            for (k, letter) in word.bytes().enumerate() {
                let cell = match direction {
                    Direction::Across => line * n + k,
                    Direction::Down => k * n + line,
                };
                entries.push((&cells[cell], Some(LETTERS[usize::from(letter - b'a')])));
            }
            if self.double {
                entries.push((word, None));
            }
            b.colored_option(&entries).expect(name_err);
        }
        let problem = b.build().expect(name_err);
        let decoder = WordsDecoder {
            rows: m,
            cols: n,
            words,
            placed: placed
                .into_iter()
                .map(|(d, line, w)| (d, line as u32, w as u32))
                .collect(),
        };
        (problem, decoder)
    }

    /// Counts the grids, stopping at `limit` if given.
    pub fn count(&self, limit: Option<u64>) -> u64 {
        Search::new(self.encode().0).count(limit)
    }

    /// The first grid found, if there is one.
    pub fn solve(&self) -> Option<LetterGrid> {
        let (problem, decoder) = self.encode();
        let mut search = Search::new(problem);
        search.find_next().then(|| decoder.decode(search.chosen()))
    }
}

/// The letters of one given row: `None` for `.` where `dots` allows it.
fn given_row(
    text: &str,
    expected: usize,
    what: &str,
    dots: bool,
) -> Result<Vec<Option<u8>>, WordsError> {
    let mut letters = Vec::new();
    for (k, c) in text.chars().enumerate() {
        if c.is_ascii_alphabetic() {
            letters.push(Some(c.to_ascii_lowercase() as u8));
        } else if dots && c == '.' {
            letters.push(None);
        } else {
            return Err(WordsError::GivenCharacter {
                what: what.to_string(),
                column: k + 1,
                found: c,
                open_allowed: dots,
            });
        }
    }
    if letters.len() != expected {
        return Err(WordsError::GivenLength {
            what: what.to_string(),
            found: letters.len(),
            expected,
            open_allowed: dots,
        });
    }
    Ok(letters)
}

/// Turns the options of a word-square problem back into words and letters.
#[derive(Clone, Debug)]
pub struct WordsDecoder {
    rows: usize,
    cols: usize,
    /// The words that some option places.
    words: Vec<String>,
    /// `placed[option] = (direction, row or column, word)`.
    placed: Vec<(Direction, u32, u32)>,
}

impl WordsDecoder {
    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Where `option` puts which word: its direction, its row or column (from 0), the word.
    ///
    /// # Panics
    /// If `option` is not an option of the problem this decoder came with.
    pub fn word(&self, option: OptionId) -> (Direction, usize, &str) {
        let (direction, line, w) = self.placed[option.index()];
        (direction, line as usize, &self.words[w as usize])
    }

    /// The grid with the words of `options` in place: complete for a solution, with empty
    /// cells for the options chosen so far in a search.
    pub fn decode(&self, options: impl IntoIterator<Item = OptionId>) -> LetterGrid {
        let mut letters = vec![0; self.rows * self.cols];
        for option in options {
            let (direction, line, word) = self.word(option);
            for (k, letter) in word.bytes().enumerate() {
                let cell = match direction {
                    Direction::Across => line * self.cols + k,
                    Direction::Down => k * self.cols + line,
                };
                letters[cell] = letter;
            }
        }
        LetterGrid {
            cols: self.cols,
            letters,
        }
    }
}

/// Items `R1..Rm`, `C1..Cn` (the slots), `r1c1..rmcn` (the cells), then, for a double square,
/// the words (named by themselves); options as [`WordsDecoder::word`].
impl Meaning for WordsDecoder {
    fn item_role(&self, _: &Problem, item: ItemId) -> ItemRole {
        let (m, n, k) = (self.rows as u32, self.cols as u32, item.0);
        if k < m {
            ItemRole::WordSlot {
                direction: Direction::Across,
                index: k,
            }
        } else if k < m + n {
            ItemRole::WordSlot {
                direction: Direction::Down,
                index: k - m,
            }
        } else if k < m + n + m * n {
            let cell = k - m - n;
            ItemRole::LetterCell {
                row: cell / n,
                column: cell % n,
            }
        } else {
            ItemRole::Named
        }
    }

    fn option_role(&self, _: &Problem, option: OptionId) -> OptionRole {
        let (direction, index, word) = self.word(option);
        OptionRole::Word {
            direction,
            index: index as u32,
            word: word.to_string(),
        }
    }
}

/// A grid of letters, each cell a letter or empty.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LetterGrid {
    cols: usize,
    /// Row by row; 0 for an empty cell.
    letters: Vec<u8>,
}

impl LetterGrid {
    /// The grid of `letters`, row by row, `cols` to a row (0 for an empty cell).
    pub(crate) fn new(cols: usize, letters: Vec<u8>) -> LetterGrid {
        LetterGrid { cols, letters }
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.letters.len() / self.cols
    }

    /// The rows, each a string (`.` for an empty cell).
    pub fn row_words(&self) -> Vec<String> {
        self.letters
            .chunks(self.cols)
            .map(|row| row.iter().map(|&l| cell_char(l)).collect())
            .collect()
    }

    /// The columns, each a string read downwards (`.` for an empty cell).
    pub fn column_words(&self) -> Vec<String> {
        (0..self.cols)
            .map(|c| {
                self.letters
                    .iter()
                    .skip(c)
                    .step_by(self.cols)
                    .map(|&l| cell_char(l))
                    .collect()
            })
            .collect()
    }

    /// Whether every cell has a letter.
    pub fn is_complete(&self) -> bool {
        !self.letters.contains(&0)
    }
}

fn cell_char(letter: u8) -> char {
    if letter == 0 {
        '.'
    } else {
        letter as char
    }
}

impl fmt::Display for LetterGrid {
    /// One line per row, `.` for an empty cell, no newline after the last.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.row_words().join("\n"))
    }
}

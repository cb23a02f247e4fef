//! N queens: the problem of [`examples::queens`](crate::examples::queens), and its solutions
//! drawn as boards.
//!
//! ```
//! use dlx::queens::Queens;
//!
//! let queens = Queens::new(4).unwrap();
//! let board = queens.solve().expect("4 queens have a solution");
//! assert_eq!(board.to_string(), ".Q..\n...Q\nQ...\n..Q.");
//! assert!(board.is_solution());
//! assert_eq!(queens.count(None), 2);
//! ```
//!
//! The encoding is Knuth's, from TAOCP 7.2.2.1: primary items `r0..` and `c0..` (each row and
//! each column holds one queen), secondary items `a0..` and `b0..` (each diagonal holds at most
//! one), and one option `ri cj a(i+j) b(i-j+n-1)` for the square in row `i`, column `j`
//! (counted from 0), in reading order.

use std::fmt;

use crate::meaning::{ItemRole, Line, Meaning, OptionRole};
use crate::problem::{ItemId, OptionId, Problem};
use crate::search::Search;

/// The largest `n` accepted, as for [`examples::queens`](crate::examples::queens): the problem
/// has `n * n` options.
pub const MAX_N: usize = 1000;

/// What is wrong with the `n` of an N-queens problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueensError {
    /// `n` is 0: there is no board.
    Zero,
    /// `n` is above [`MAX_N`].
    TooLarge {
        /// The `n` asked for.
        n: usize,
    },
}

impl fmt::Display for QueensError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            QueensError::Zero => write!(f, "n queens need a board of at least 1x1, not 0x0"),
            QueensError::TooLarge { n } => {
                write!(f, "{n} queens are too many: n is at most {MAX_N}")
            }
        }
    }
}

impl std::error::Error for QueensError {}

/// The N-queens problem for one `n`: `n` queens on an `n` x `n` board, no two in one row,
/// column or diagonal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Queens {
    n: usize,
}

impl Queens {
    /// The problem for `n` queens.
    ///
    /// # Errors
    /// `n` is 0 or above [`MAX_N`]. An `n` without solutions (2, 3) is not an error: its count
    /// is 0.
    pub fn new(n: usize) -> Result<Queens, QueensError> {
        match n {
            0 => Err(QueensError::Zero),
            n if n > MAX_N => Err(QueensError::TooLarge { n }),
            n => Ok(Queens { n }),
        }
    }

    /// The size of the board.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The exact-cover problem, [`examples::queens`](crate::examples::queens)`(n)`, and its
    /// decoder.
    pub fn encode(&self) -> (Problem, QueensDecoder) {
        (crate::examples::queens(self.n), self.decoder())
    }

    /// The decoder for [`examples::queens`](crate::examples::queens)`(n)`.
    pub fn decoder(&self) -> QueensDecoder {
        QueensDecoder { n: self.n }
    }

    /// Counts the solutions, stopping at `limit` if given.
    pub fn count(&self, limit: Option<u64>) -> u64 {
        Search::new(self.encode().0).count(limit)
    }

    /// The first solution found, if there is one.
    pub fn solve(&self) -> Option<QueensBoard> {
        let (problem, decoder) = self.encode();
        let mut search = Search::new(problem);
        search.find_next().then(|| decoder.decode(search.chosen()))
    }
}

/// Turns the options of [`examples::queens`](crate::examples::queens)`(n)` back into squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueensDecoder {
    n: usize,
}

impl QueensDecoder {
    /// The size of the board.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The square (row, column), counted from 0, where `option` puts a queen.
    ///
    /// # Panics
    /// If `option` is not one of the `n * n` options.
    pub fn square(&self, option: OptionId) -> (usize, usize) {
        let k = option.index();
        assert!(k < self.n * self.n, "option {k} is not a square");
        (k / self.n, k % self.n)
    }

    /// The board with a queen on the square of each of `options`: complete for a solution,
    /// partial for the options chosen so far in a search.
    pub fn decode(&self, options: impl IntoIterator<Item = OptionId>) -> QueensBoard {
        let mut board = QueensBoard {
            n: self.n,
            queens: vec![false; self.n * self.n],
        };
        for option in options {
            let (r, c) = self.square(option);
            board.queens[r * self.n + c] = true;
        }
        board
    }
}

/// Items `r0..`, `c0..`, `a0..`, `b0..` in that order (`n`, `n`, `2n - 1`, `2n - 1` of them);
/// option `i * n + j` is the square in row `i`, column `j`.
impl Meaning for QueensDecoder {
    fn item_role(&self, _: &Problem, item: ItemId) -> ItemRole {
        let (n, k) = (self.n as u32, item.0);
        let (line, index) = if k < n {
            (Line::Row, k)
        } else if k < 2 * n {
            (Line::Column, k - n)
        } else if k < 4 * n - 1 {
            (Line::Sum, k - 2 * n)
        } else {
            (Line::Difference, k - (4 * n - 1))
        };
        ItemRole::Line { line, index }
    }

    fn option_role(&self, _: &Problem, option: OptionId) -> OptionRole {
        let (row, column) = self.square(option);
        OptionRole::Queen {
            row: row as u32,
            column: column as u32,
        }
    }
}

/// An `n` x `n` board with queens on some squares.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct QueensBoard {
    n: usize,
    queens: Vec<bool>,
}

impl QueensBoard {
    /// The size of the board.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Whether a queen stands on (row, column), counted from 0.
    ///
    /// # Panics
    /// If the square is outside the board.
    pub fn has_queen(&self, row: usize, column: usize) -> bool {
        assert!(row < self.n && column < self.n, "square outside the board");
        self.queens[row * self.n + column]
    }

    /// The squares with a queen, in reading order.
    pub fn queens(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.n * self.n)
            .filter(|&k| self.queens[k])
            .map(|k| (k / self.n, k % self.n))
    }

    /// Whether the board solves the puzzle: `n` queens, no two in one row, column or diagonal.
    pub fn is_solution(&self) -> bool {
        let queens: Vec<(usize, usize)> = self.queens().collect();
        queens.len() == self.n
            && queens.iter().enumerate().all(|(k, &(r1, c1))| {
                queens[..k]
                    .iter()
                    .all(|&(r0, c0)| r0 != r1 && c0 != c1 && r0.abs_diff(r1) != c0.abs_diff(c1))
            })
    }
}

impl fmt::Display for QueensBoard {
    /// One line per row, `Q` for a queen and `.` for an empty square, no newline after the
    /// last row.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.queens.chunks(self.n).enumerate() {
            if r > 0 {
                writeln!(f)?;
            }
            for &queen in row {
                write!(f, "{}", if queen { 'Q' } else { '.' })?;
            }
        }
        Ok(())
    }
}

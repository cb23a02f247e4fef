//! The pieces: polyominoes given by their cells or a picture, checked (joined side by side),
//! and the twelve pentominoes by Golomb's names.

use std::fmt;

use super::{normalize, sort_cells, transform_shape, Cell};

/// What is wrong with a piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceError {
    /// The name cannot label a piece: it must be one visible character other than `.`, `#`,
    /// `:` and `|`.
    BadName {
        /// The name.
        name: char,
    },
    /// A character in the picture of a piece that is neither `#` (a cell) nor `.` or a blank
    /// (no cell).
    BadCharacter {
        /// The piece's name.
        name: char,
        /// The character.
        ch: char,
        /// Its row in the picture, from 1 (rows end at `/` or a new line).
        line: usize,
        /// Its column in that row, from 1.
        column: usize,
    },
    /// The piece has no cells.
    Empty {
        /// The piece's name.
        name: char,
    },
    /// A cell was given twice.
    RepeatedCell {
        /// The piece's name.
        name: char,
        /// The cell, as given.
        cell: Cell,
    },
    /// The cells do not hang together edge to edge.
    Disconnected {
        /// The piece's name.
        name: char,
    },
}

impl fmt::Display for PieceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PieceError::BadName { name } => write!(
                f,
                "bad piece name {}: use one visible character other than `.`, `#`, `:` and `|`",
                crate::problem::quoted_char(name)
            ),
            PieceError::BadCharacter {
                name,
                ch,
                line,
                column,
            } => write!(
                f,
                "piece `{name}`: bad character {} at row {line}, column {column} of its picture; \
                 use `#` for a cell and `.` for none",
                crate::problem::quoted_char(ch)
            ),
            PieceError::Empty { name } => write!(f, "piece `{name}` has no cells"),
            PieceError::RepeatedCell { name, cell } => write!(
                f,
                "piece `{name}` lists the cell at row {}, column {} twice",
                cell.0 + 1,
                cell.1 + 1
            ),
            PieceError::Disconnected { name } => write!(
                f,
                "piece `{name}` is not connected: its cells must join edge to edge"
            ),
        }
    }
}

impl std::error::Error for PieceError {}

/// A polyomino with a one-character name: a connected set of cells, stored with its bounding
/// box at (0, 0) and its cells in reading order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub(super) name: char,
    pub(super) cells: Vec<Cell>,
}

impl Piece {
    /// A piece from its cells, anywhere on the plane.
    ///
    /// # Errors
    /// A bad name, no cells, a cell given twice, cells that are not connected.
    pub fn from_cells(name: char, cells: &[Cell]) -> Result<Piece, PieceError> {
        if name.is_whitespace() || name.is_control() || matches!(name, '.' | '#' | ':' | '|') {
            return Err(PieceError::BadName { name });
        }
        if cells.is_empty() {
            return Err(PieceError::Empty { name });
        }
        let mut sorted = cells.to_vec();
        sort_cells(&mut sorted);
        if let Some(pair) = sorted.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(PieceError::RepeatedCell {
                name,
                cell: pair[0],
            });
        }
        normalize(&mut sorted);
        if !connected(&sorted) {
            return Err(PieceError::Disconnected { name });
        }
        Ok(Piece {
            name,
            cells: sorted,
        })
    }

    /// A piece from a picture: rows separated by `/` or new lines, `#` for a cell, `.` or a
    /// blank for none. The X pentomino is `".#./###/.#."`.
    ///
    /// ```
    /// use dlx::polyomino::Piece;
    /// let x = Piece::parse('X', ".#./###/.#.").unwrap();
    /// assert_eq!(x.cells(), [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)]);
    /// assert_eq!(x.orientations().len(), 1);
    /// ```
    ///
    /// # Errors
    /// A bad name, a character other than `#`, `.` and blanks, no cells, cells that are not
    /// connected.
    pub fn parse(name: char, picture: &str) -> Result<Piece, PieceError> {
        let mut cells = Vec::new();
        for (r, row) in picture.split(['/', '\n']).enumerate() {
            for (c, ch) in row.trim_end_matches('\r').chars().enumerate() {
                match ch {
                    '#' => cells.push((r, c)),
                    '.' | ' ' | '\t' => {}
                    _ => {
                        return Err(PieceError::BadCharacter {
                            name,
                            ch,
                            line: r + 1,
                            column: c + 1,
                        })
                    }
                }
            }
        }
        Piece::from_cells(name, &cells)
    }

    /// The piece's name, which labels its item and its cells in pictures.
    pub fn name(&self) -> char {
        self.name
    }

    /// The cells, with the bounding box at (0, 0), in reading order.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// The number of cells.
    pub fn size(&self) -> usize {
        self.cells.len()
    }

    /// The distinct shapes the piece takes when turned and flipped: 1, 2, 4 or 8 of them, each
    /// normalized like [`cells`](Self::cells), the piece as given first.
    pub fn orientations(&self) -> Vec<Vec<Cell>> {
        let mut found: Vec<Vec<Cell>> = Vec::with_capacity(8);
        for k in 0..8 {
            let shape = transform_shape(k, &self.cells);
            if !found.contains(&shape) {
                found.push(shape);
            }
        }
        found
    }
}

/// Whether sorted cells hang together edge to edge.
fn connected(cells: &[Cell]) -> bool {
    let mut reached = vec![false; cells.len()];
    let mut stack = vec![0];
    reached[0] = true;
    while let Some(k) = stack.pop() {
        let (r, c) = cells[k];
        let neighbours = [
            r.checked_sub(1).map(|r| (r, c)),
            Some((r + 1, c)),
            c.checked_sub(1).map(|c| (r, c)),
            Some((r, c + 1)),
        ];
        for cell in neighbours.into_iter().flatten() {
            if let Ok(j) = cells.binary_search(&cell) {
                if !reached[j] {
                    reached[j] = true;
                    stack.push(j);
                }
            }
        }
    }
    reached.iter().all(|&r| r)
}

/// The pictures of the twelve pentominoes, by Golomb's names.
const PENTOMINOES: [(char, &str); 12] = [
    ('F', ".##/##./.#."),
    ('I', "#####"),
    ('L', "####/#..."),
    ('N', "##../.###"),
    ('P', "##/##/#."),
    ('T', "###/.#./.#."),
    ('U', "#.#/###"),
    ('V', "#../#../###"),
    ('W', "#../##./.##"),
    ('X', ".#./###/.#."),
    ('Y', "####/.#.."),
    ('Z', "##./.#./.##"),
];

/// The twelve pentominoes, `F I L N P T U V W X Y Z` (Golomb's names; see the
/// [module documentation](super) for Conway's).
///
/// ```
/// use dlx::polyomino::pentominoes;
/// let pieces = pentominoes();
/// let names: String = pieces.iter().map(|p| p.name()).collect();
/// assert_eq!(names, "FILNPTUVWXYZ");
/// // Placements per piece on a free plane: 63 orientations in all.
/// assert_eq!(pieces.iter().map(|p| p.orientations().len()).sum::<usize>(), 63);
/// ```
pub fn pentominoes() -> Vec<Piece> {
    PENTOMINOES
        .iter()
        .map(|&(name, picture)| {
            Piece::parse(name, picture)
                .unwrap_or_else(|e| unreachable!("the pentominoes are valid: {e}"))
        })
        .collect()
}

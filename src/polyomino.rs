//! Polyomino packing as exact cover: pieces placed on a board so that every cell is covered once
//! and every piece is used once. The classic case is the twelve pentominoes in a 6x10 box.
//!
//! ```
//! use dlx::polyomino::{Board, Packing, Symmetry};
//!
//! // The 3x20 box has two solutions, not counting the rotations and reflections of the box.
//! let packing = Packing::pentominoes(Board::rectangle(3, 20).unwrap(), Symmetry::Break).unwrap();
//! assert_eq!(packing.count(None), 2);
//! let grid = packing.solve().expect("it has a solution");
//! assert_eq!(grid.to_string().lines().count(), 3);
//! assert!(grid.is_complete());
//! ```
//!
//! # The encoding
//!
//! As in Knuth's "Dancing Links" paper and TAOCP 7.2.2.1: one primary item per piece (named by
//! its letter, `X`) and one per cell of the board (`r3c7`, row and column counted from 1), and
//! one option per placement of a piece: the piece, then the cells it covers in reading order,
//! as in `X r2c3 r3c2 r3c3 r3c4 r4c3`. Every rotation and reflection of every piece is placed
//! everywhere it fits; a piece with symmetry of its own (the `I`, the `X`) gets only its distinct
//! orientations, so no placement is listed twice.
//!
//! # The pentominoes
//!
//! [`pentominoes`] names the pieces as Golomb did, after the letters they look like:
//! `F I L N P T U V W X Y Z`. Conway's names, used in the Game of Life, differ for four of
//! them: his `R O Q S` are Golomb's `F I L N`.
//!
//! # Breaking the board's symmetry
//!
//! Every packing of a 6x10 box can be turned upside down or mirrored, so each comes in a family
//! of 4 (8 for a square board). [`Symmetry::Break`] keeps one packing of each family, the
//! standard way: the piece with the fewest orientations (the `X` among the pentominoes) may go
//! only where no symmetry of the board maps it to an earlier place, which keeps the `X` in one
//! quarter of a rectangle, one eighth of a square. An `X` that sits on an axis of symmetry is
//! its own mirror image there, so its packings still come in mirror pairs; for those, a second
//! piece, the first one without symmetry of its own (the `F`), keeps only one orientation of
//! each mirror pair (one of 8 when the `X` sits in the centre of a square). This is done with one secondary item per kind of axis, such as `sym-tb` (the
//! `X` is on the axis between top and bottom): each `X` option on that axis names it, and so does
//! every `F` option in an orientation that is dropped, so the two never meet in a solution. The
//! counts are then exact: the number of packings divided by [`Board::symmetries`].

use std::fmt;

use crate::meaning::{ItemRole, Meaning, OptionRole};
use crate::problem::{Assembler, ItemId, OptionId, Problem};
use crate::search::Search;

/// A cell of a board or a piece: (row, column), counted from 0.
pub type Cell = (usize, usize);

/// The eight symmetries of the square, by number: how item names spell them.
const SYMMETRY_NAMES: [&str; 8] = ["id", "lr", "tb", "180", "diag", "90", "270", "anti"];

/// Symmetry `k` of a `rows` x `cols` box applied to a cell: 0 is the identity, 1 mirrors left
/// to right, 2 top to bottom, 3 is the half turn, 4 mirrors in the main diagonal, 5 is the
/// quarter turn clockwise, 6 counterclockwise, 7 mirrors in the other diagonal. Symmetries 4 to
/// 7 turn the box on its side: they map a board to itself only when it is square.
fn transform(k: usize, (r, c): Cell, rows: usize, cols: usize) -> Cell {
    match k {
        0 => (r, c),
        1 => (r, cols - 1 - c),
        2 => (rows - 1 - r, c),
        3 => (rows - 1 - r, cols - 1 - c),
        4 => (c, r),
        5 => (c, rows - 1 - r),
        6 => (cols - 1 - c, r),
        _ => (cols - 1 - c, rows - 1 - r),
    }
}

/// Sorts cells in reading order. Pieces and their images have a handful of cells, and an
/// insertion sort is a few dozen bytes of wasm where the standard library's sort is 8 kB.
fn sort_cells(cells: &mut [Cell]) {
    for k in 1..cells.len() {
        let mut j = k;
        while j > 0 && cells[j - 1] > cells[j] {
            cells.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Moves cells so that their bounding box starts at (0, 0), and sorts them in reading order.
fn normalize(cells: &mut [Cell]) {
    let r0 = cells.iter().map(|&(r, _)| r).min().unwrap_or(0);
    let c0 = cells.iter().map(|&(_, c)| c).min().unwrap_or(0);
    for cell in cells.iter_mut() {
        *cell = (cell.0 - r0, cell.1 - c0);
    }
    sort_cells(cells);
}

/// A normalized shape turned or mirrored by symmetry `k`, normalized again.
fn transform_shape(k: usize, shape: &[Cell]) -> Vec<Cell> {
    let rows = shape.iter().map(|&(r, _)| r + 1).max().unwrap_or(0);
    let cols = shape.iter().map(|&(_, c)| c + 1).max().unwrap_or(0);
    let mut cells: Vec<Cell> = shape
        .iter()
        .map(|&cell| transform(k, cell, rows, cols))
        .collect();
    normalize(&mut cells);
    cells
}

// ------------------------------------------------------------------------------------ pieces

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
    name: char,
    cells: Vec<Cell>,
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
/// [module documentation](self) for Conway's).
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

// ------------------------------------------------------------------------------------ boards

/// What is wrong with a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The board has no cells.
    Empty,
    /// The board is more than [`Board::MAX_SIDE`] rows or columns.
    TooLarge {
        /// Its rows.
        rows: usize,
        /// Its columns.
        cols: usize,
    },
    /// A hole outside the board.
    HoleOutside {
        /// The hole.
        hole: Cell,
        /// The board's rows.
        rows: usize,
        /// The board's columns.
        cols: usize,
    },
    /// A character in a board's picture that is neither `#` (a cell) nor `.` (a hole).
    BadCharacter {
        /// The character.
        ch: char,
        /// Its line, from 1.
        line: usize,
        /// Its column in that line, from 1.
        column: usize,
    },
    /// A text that is no board's name and no picture.
    Unknown {
        /// The text, trimmed.
        name: String,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BoardError::Empty => write!(f, "the board has no cells"),
            BoardError::TooLarge { rows, cols } => write!(
                f,
                "a {rows}x{cols} board is too large: at most {} rows and {} columns",
                Board::MAX_SIDE,
                Board::MAX_SIDE
            ),
            BoardError::HoleOutside { hole, rows, cols } => write!(
                f,
                "the hole at row {}, column {} is outside the {rows}x{cols} board",
                hole.0 + 1,
                hole.1 + 1
            ),
            BoardError::BadCharacter { ch, line, column } => write!(
                f,
                "bad character {} at line {line}, column {column} of the board; \
                 use `#` for a cell and `.` for a hole",
                crate::problem::quoted_char(ch)
            ),
            BoardError::Unknown { ref name } => write!(
                f,
                "unknown board `{name}`: use 6x10, 5x12, 4x15, 3x20, scott, or a picture with \
                 `#` for a cell and `.` for a hole"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// A board by name ([`Board::named`]) or as a picture ([`Board::parse`]: a text with a `#` or
/// a line break).
///
/// ```
/// use dlx::polyomino::Board;
/// let board: Board = "###\n#.#".parse().unwrap();
/// assert_eq!(board.cell_count(), 5);
/// assert_eq!("scott".parse::<Board>().unwrap().cell_count(), 60);
/// assert!("big".parse::<Board>().unwrap_err().to_string().starts_with("unknown board `big`"));
/// ```
impl std::str::FromStr for Board {
    type Err = BoardError;

    fn from_str(text: &str) -> Result<Board, BoardError> {
        if let Some(named) = Board::named(text) {
            return named;
        }
        if text.contains(['#', '\n']) {
            return Board::parse(text);
        }
        Err(BoardError::Unknown {
            name: text.trim().to_string(),
        })
    }
}

/// The cells to be covered: a rectangle of `rows` x `cols`, some of which may be holes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    rows: usize,
    cols: usize,
    cells: Vec<bool>,
}

impl Board {
    /// The most rows, and the most columns, a board may have.
    pub const MAX_SIDE: usize = 100;

    /// A full rectangle.
    ///
    /// # Errors
    /// No cells (a side of 0), or a side above [`MAX_SIDE`](Self::MAX_SIDE).
    pub fn rectangle(rows: usize, cols: usize) -> Result<Board, BoardError> {
        Board::with_holes(rows, cols, &[])
    }

    /// A rectangle without the cells in `holes`.
    ///
    /// # Errors
    /// A side above [`MAX_SIDE`](Self::MAX_SIDE), a hole outside the rectangle, no cells left.
    pub fn with_holes(rows: usize, cols: usize, holes: &[Cell]) -> Result<Board, BoardError> {
        if rows > Board::MAX_SIDE || cols > Board::MAX_SIDE {
            return Err(BoardError::TooLarge { rows, cols });
        }
        let mut cells = vec![true; rows * cols];
        for &hole in holes {
            if hole.0 >= rows || hole.1 >= cols {
                return Err(BoardError::HoleOutside { hole, rows, cols });
            }
            cells[hole.0 * cols + hole.1] = false;
        }
        if !cells.contains(&true) {
            return Err(BoardError::Empty);
        }
        Ok(Board { rows, cols, cells })
    }

    /// Dana Scott's board (1958): 8x8 without the 2x2 square in its centre.
    pub fn scott() -> Board {
        Board::with_holes(8, 8, &[(3, 3), (3, 4), (4, 3), (4, 4)])
            .unwrap_or_else(|e| unreachable!("the board is valid: {e}"))
    }

    /// The board a name stands for: `scott` (in any case) or a size `RxC` such as `6x10` (both
    /// sides whole numbers). `None` when `name` is neither, so that the caller may read it as a
    /// picture or a file; an error for a size no board can have.
    ///
    /// ```
    /// use dlx::polyomino::Board;
    /// assert_eq!(Board::named("6x10").unwrap().unwrap().cell_count(), 60);
    /// assert_eq!(Board::named("Scott").unwrap().unwrap().cell_count(), 60);
    /// assert!(Board::named("0x10").unwrap().is_err());
    /// assert!(Board::named("board.txt").is_none());
    /// ```
    pub fn named(name: &str) -> Option<Result<Board, BoardError>> {
        let name = name.trim();
        if name.eq_ignore_ascii_case("scott") {
            return Some(Ok(Board::scott()));
        }
        let (rows, cols) = name.split_once(['x', 'X'])?;
        let number = |s: &str| -> Option<usize> {
            let s = s.trim();
            if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            // Too many digits to be a side: still a size, one far too large.
            Some(s.parse().unwrap_or(usize::MAX))
        };
        Some(Board::rectangle(number(rows)?, number(cols)?))
    }

    /// A board from a picture: one line per row, `#` for a cell, `.` for a hole. Shorter lines
    /// end in holes; blanks at the end of a line and blank lines at the start and end of the
    /// text are ignored. `Display` writes this form.
    ///
    /// ```
    /// use dlx::polyomino::Board;
    /// let board = Board::parse("###\n#.#\n###").unwrap();
    /// assert_eq!((board.rows(), board.cols(), board.cell_count()), (3, 3, 8));
    /// assert_eq!(board.to_string(), "###\n#.#\n###");
    /// ```
    ///
    /// # Errors
    /// A character other than `#` and `.`, a board too large, no cells.
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        // First the size, without keeping the lines: a huge text costs one linear pass and
        // no memory before it is found too large.
        let (mut first, mut end, mut cols) = (None, 0, 0);
        for (k, line) in text.lines().enumerate() {
            let line = line.trim_end();
            if !line.is_empty() {
                first.get_or_insert(k);
                end = k + 1;
                cols = cols.max(line.chars().count());
            }
        }
        let first = first.unwrap_or(0);
        let rows = end.saturating_sub(first);
        if rows > Board::MAX_SIDE || cols > Board::MAX_SIDE {
            return Err(BoardError::TooLarge { rows, cols });
        }
        let mut cells = vec![false; rows * cols];
        for (r, line) in text.lines().skip(first).take(rows).enumerate() {
            for (c, ch) in line.trim_end().chars().enumerate() {
                match ch {
                    '#' => cells[r * cols + c] = true,
                    '.' => {}
                    _ => {
                        return Err(BoardError::BadCharacter {
                            ch,
                            line: first + r + 1,
                            column: c + 1,
                        })
                    }
                }
            }
        }
        if !cells.contains(&true) {
            return Err(BoardError::Empty);
        }
        Ok(Board { rows, cols, cells })
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether (row, column) is a cell to cover (not a hole, not outside).
    pub fn contains(&self, row: usize, column: usize) -> bool {
        row < self.rows && column < self.cols && self.cells[row * self.cols + column]
    }

    /// The number of cells to cover.
    pub fn cell_count(&self) -> usize {
        self.cells.iter().filter(|&&c| c).count()
    }

    /// The cells to cover, in reading order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.rows * self.cols)
            .filter(|&k| self.cells[k])
            .map(|k| (k / self.cols, k % self.cols))
    }

    /// The bounding box of the cells: first row, first column, rows, columns.
    fn bounds(&self) -> (usize, usize, usize, usize) {
        let (mut r0, mut c0, mut r1, mut c1) = (usize::MAX, usize::MAX, 0, 0);
        for (r, c) in self.cells() {
            (r0, c0, r1, c1) = (r0.min(r), c0.min(c), r1.max(r), c1.max(c));
        }
        (r0, c0, r1 + 1 - r0, c1 + 1 - c0)
    }

    /// The symmetries (numbered as [`transform`]) that map the cells onto themselves, the
    /// identity first.
    fn symmetry_group(&self) -> Vec<usize> {
        let (r0, c0, rows, cols) = self.bounds();
        (0..8)
            .filter(|&k| {
                self.cells().all(|(r, c)| {
                    let (r, c) = transform(k, (r - r0, c - c0), rows, cols);
                    self.contains(r + r0, c + c0)
                })
            })
            .collect()
    }

    /// How many of the eight rotations and reflections of the square map the board onto
    /// itself: 4 for a rectangle that is not square, 8 for Scott's board, 1 for a board with
    /// no symmetry. With [`Symmetry::Break`], each packing found stands for this many.
    pub fn symmetries(&self) -> usize {
        self.symmetry_group().len()
    }
}

impl fmt::Display for Board {
    /// One line per row, `#` for a cell, `.` for a hole; no newline after the last row.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.rows {
            if r > 0 {
                writeln!(f)?;
            }
            for c in 0..self.cols {
                write!(f, "{}", if self.contains(r, c) { '#' } else { '.' })?;
            }
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------ packing

/// Whether to count packings that differ only by a rotation or reflection of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Symmetry {
    /// Every solution: a packing and its mirror images are all counted.
    #[default]
    Keep,
    /// One solution of each family of mirror images (see the [module documentation](self)
    /// and, for Langford pairs, [`crate::langford`]).
    Break,
}

/// What is wrong with a packing problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackingError {
    /// No pieces were given.
    NoPieces,
    /// Two pieces have the same name.
    DuplicatePiece {
        /// The name.
        name: char,
    },
    /// The pieces cannot cover the board exactly: their cells and the board's differ in number.
    AreaMismatch {
        /// The cells of the board.
        board: usize,
        /// The cells of all the pieces.
        pieces: usize,
    },
    /// [`Symmetry::Break`] needs a piece that has no symmetry of its own (8 orientations),
    /// so that no packing is its own mirror image.
    CannotBreakSymmetry,
}

impl fmt::Display for PackingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PackingError::NoPieces => write!(f, "no pieces to pack"),
            PackingError::DuplicatePiece { name } => {
                write!(f, "two pieces are named `{name}`")
            }
            PackingError::AreaMismatch { board, pieces } => write!(
                f,
                "the board has {board} cells but the pieces cover {pieces}: they must be equal"
            ),
            PackingError::CannotBreakSymmetry => write!(
                f,
                "cannot break the board's symmetry: no piece is without symmetry of its own \
                 (8 orientations)"
            ),
        }
    }
}

impl std::error::Error for PackingError {}

/// A packing problem: pieces, each used once, covering every cell of a board once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packing {
    board: Board,
    pieces: Vec<Piece>,
    symmetry: Symmetry,
}

/// How [`Symmetry::Break`] restricts a packing (see the [module documentation](self)).
struct Restriction {
    /// The board's symmetries, the identity first.
    group: Vec<usize>,
    /// The piece kept to one place of each family of placements.
    restricted: usize,
    /// The piece without symmetry that breaks the ties on the axes.
    helper: usize,
}

impl Packing {
    /// The pieces on the board.
    ///
    /// # Errors
    /// No pieces, two pieces with one name, a total area different from the board's, or
    /// [`Symmetry::Break`] on a symmetric board with no piece lacking symmetry.
    pub fn new(
        board: Board,
        pieces: Vec<Piece>,
        symmetry: Symmetry,
    ) -> Result<Packing, PackingError> {
        if pieces.is_empty() {
            return Err(PackingError::NoPieces);
        }
        for (k, piece) in pieces.iter().enumerate() {
            if pieces[..k].iter().any(|p| p.name == piece.name) {
                return Err(PackingError::DuplicatePiece { name: piece.name });
            }
        }
        let area: usize = pieces.iter().map(Piece::size).sum();
        if area != board.cell_count() {
            return Err(PackingError::AreaMismatch {
                board: board.cell_count(),
                pieces: area,
            });
        }
        let packing = Packing {
            board,
            pieces,
            symmetry,
        };
        if symmetry == Symmetry::Break
            && packing.board.symmetries() > 1
            && packing.restriction().is_none()
        {
            return Err(PackingError::CannotBreakSymmetry);
        }
        Ok(packing)
    }

    /// The twelve [`pentominoes`] on `board` (which needs 60 cells).
    ///
    /// # Errors
    /// As [`new`](Self::new): the board does not have 60 cells.
    pub fn pentominoes(board: Board, symmetry: Symmetry) -> Result<Packing, PackingError> {
        Packing::new(board, pentominoes(), symmetry)
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The pieces, in the order of their items.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// Whether the board's symmetry is broken.
    pub fn symmetry(&self) -> Symmetry {
        self.symmetry
    }

    /// The symmetry breaking to apply, if any: `None` for [`Symmetry::Keep`], for a board
    /// without symmetry, and when no piece lacks symmetry.
    fn restriction(&self) -> Option<Restriction> {
        if self.symmetry == Symmetry::Keep {
            return None;
        }
        let group = self.board.symmetry_group();
        if group.len() == 1 {
            return None;
        }
        let counts: Vec<usize> = self.pieces.iter().map(|p| p.orientations().len()).collect();
        let helper = counts.iter().position(|&n| n == 8)?;
        let fewest = *counts.iter().min().expect("there are pieces");
        let restricted = counts
            .iter()
            .position(|&n| n == fewest)
            .expect("the minimum is there");
        Some(Restriction {
            group,
            restricted,
            helper,
        })
    }

    /// The exact-cover problem (see the [module documentation](self)) and the table that turns
    /// its options back into placements.
    pub fn encode(&self) -> (Problem, PackingDecoder) {
        let board = &self.board;
        let mut b = Assembler::new();
        let piece_items: Vec<ItemId> = self
            .pieces
            .iter()
            .map(|p| b.primary(p.name.to_string()))
            .collect();
        let mut cell_items = vec![None; board.rows * board.cols];
        for (r, c) in board.cells() {
            cell_items[r * board.cols + c] = Some(b.primary(cell_item_name((r, c))));
        }
        let restriction = self.restriction();
        // Every placement of every piece, with the board symmetries that fix it (a bit set
        // over the numbers of `transform`) when it is a placement of the restricted piece.
        let mut placements: Vec<(usize, Vec<Cell>, u8)> = Vec::new();
        for (p, piece) in self.pieces.iter().enumerate() {
            for shape in piece.orientations() {
                for cells in fits(board, &shape) {
                    match &restriction {
                        Some(rule) if rule.restricted == p => {
                            if let Some(fixed) = orbit_leader(board, &rule.group, &cells) {
                                placements.push((p, cells, fixed));
                            }
                        }
                        _ => placements.push((p, cells, 0)),
                    }
                }
            }
        }
        // One secondary item per set of symmetries that fixes a restricted placement.
        let mut axes: Vec<u8> = Vec::new();
        for &(_, _, fixed) in &placements {
            if fixed != 0 && !axes.contains(&fixed) {
                axes.push(fixed);
            }
        }
        let axis_items: Vec<ItemId> = axes
            .iter()
            .map(|&set| b.secondary(axis_name(set)))
            .collect();
        // For each axis item, the orientations of the helper piece it forbids.
        let mut forbidden: Vec<(ItemId, Vec<Vec<Cell>>)> = Vec::new();
        if let Some(rule) = &restriction {
            let shapes = self.pieces[rule.helper].orientations();
            for (&set, &item) in axes.iter().zip(&axis_items) {
                let dropped = shapes
                    .iter()
                    .enumerate()
                    .filter(|&(k, shape)| {
                        (1..8).any(|t| {
                            set & (1 << t) != 0
                                && shapes
                                    .iter()
                                    .position(|s| *s == transform_shape(t, shape))
                                    .is_some_and(|j| j < k)
                        })
                    })
                    .map(|(_, shape)| shape.clone())
                    .collect();
                forbidden.push((item, dropped));
            }
        }
        let mut decoded = Vec::with_capacity(placements.len());
        let mut items = Vec::new();
        for (p, cells, fixed) in placements {
            items.clear();
            items.push(piece_items[p]);
            for &(r, c) in &cells {
                items.push(cell_items[r * board.cols + c].expect("placements fit the board"));
            }
            if fixed != 0 {
                let k = axes.iter().position(|&a| a == fixed).expect("declared");
                items.push(axis_items[k]);
            }
            if restriction.as_ref().is_some_and(|rule| rule.helper == p) {
                let mut shape = cells.clone();
                normalize(&mut shape);
                for (item, dropped) in &forbidden {
                    if dropped.contains(&shape) {
                        items.push(*item);
                    }
                }
            }
            b.option(&items);
            decoded.push(Placement {
                piece: self.pieces[p].name,
                cells,
            });
        }
        let decoder = PackingDecoder {
            board: board.clone(),
            cells: board.cells().collect(),
            placements: decoded,
            axes,
        };
        (b.finish(), decoder)
    }

    /// Counts the packings, stopping at `limit` if given.
    pub fn count(&self, limit: Option<u64>) -> u64 {
        Search::new(self.encode().0).count(limit)
    }

    /// The first packing found, if there is one.
    pub fn solve(&self) -> Option<PackingGrid> {
        let (problem, decoder) = self.encode();
        let mut search = Search::new(problem);
        search.find_next().then(|| decoder.decode(search.chosen()))
    }
}

/// Every placement of `shape` (normalized) on `board`, each as its cells in reading order.
fn fits(board: &Board, shape: &[Cell]) -> Vec<Vec<Cell>> {
    let height = shape.iter().map(|&(r, _)| r + 1).max().unwrap_or(0);
    let width = shape.iter().map(|&(_, c)| c + 1).max().unwrap_or(0);
    let mut found = Vec::new();
    if height > board.rows || width > board.cols {
        return found;
    }
    for dr in 0..=board.rows - height {
        for dc in 0..=board.cols - width {
            if shape.iter().all(|&(r, c)| board.contains(r + dr, c + dc)) {
                found.push(shape.iter().map(|&(r, c)| (r + dr, c + dc)).collect());
            }
        }
    }
    found
}

/// `Some(fixed)` when `cells` (in reading order) come first, in reading order, among their
/// images under the board's `group`; `fixed` is the set of symmetries that map them onto
/// themselves (bit `k` for [`transform`] `k`, the identity left out). `None` otherwise.
fn orbit_leader(board: &Board, group: &[usize], cells: &[Cell]) -> Option<u8> {
    let (r0, c0, rows, cols) = board.bounds();
    let mut fixed = 0u8;
    for &k in &group[1..] {
        let mut image: Vec<Cell> = cells
            .iter()
            .map(|&(r, c)| {
                let (r, c) = transform(k, (r - r0, c - c0), rows, cols);
                (r + r0, c + c0)
            })
            .collect();
        sort_cells(&mut image);
        match image.as_slice().cmp(cells) {
            std::cmp::Ordering::Less => return None,
            std::cmp::Ordering::Equal => fixed |= 1 << k,
            std::cmp::Ordering::Greater => {}
        }
    }
    Some(fixed)
}

/// The name of the secondary item for a set of symmetries: `sym-tb`, `sym-diag`,
/// The name of a board cell's item: `r3c7` for row 3, column 7 (counted from 1 in names).
fn cell_item_name((r, c): Cell) -> String {
    format!("r{}c{}", r + 1, c + 1)
}

/// The cell (counted from 0) of an item named as [`cell_item_name`] names one: `None` for any
/// other name, including a number with a leading zero.
pub(crate) fn cell_of_item_name(name: &str) -> Option<Cell> {
    let (row, col) = name.strip_prefix('r')?.split_once('c')?;
    let number = |s: &str| -> Option<usize> {
        if s.is_empty() || s.starts_with('0') || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse::<usize>().ok()?.checked_sub(1)
    };
    Some((number(row)?, number(col)?))
}

/// `sym-lr+tb+180`.
fn axis_name(set: u8) -> String {
    let names: Vec<&str> = (1..8)
        .filter(|&k| set & (1 << k) != 0)
        .map(|k| SYMMETRY_NAMES[k])
        .collect();
    format!("sym-{}", names.join("+"))
}

/// One placement of a piece on the board: what an option of a [`Packing`] means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    piece: char,
    cells: Vec<Cell>,
}

impl Placement {
    /// The piece's name.
    pub fn piece(&self) -> char {
        self.piece
    }

    /// The cells it covers, in reading order.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }
}

/// Turns the options of a packing problem back into placements and pictures.
#[derive(Clone, Debug)]
pub struct PackingDecoder {
    board: Board,
    /// The board's cells in reading order: cell item `k` covers `cells[k]`.
    cells: Vec<Cell>,
    /// `placements[option]`.
    placements: Vec<Placement>,
    /// For each secondary item, in order, the set of board symmetries it stands for (bit `k`
    /// for symmetry `k` of `transform`).
    axes: Vec<u8>,
}

impl PackingDecoder {
    /// The placement that `option` stands for.
    ///
    /// # Panics
    /// If `option` is not an option of the problem this decoder came with.
    pub fn placement(&self, option: OptionId) -> &Placement {
        &self.placements[option.index()]
    }

    /// The board with the pieces of `options` drawn on it: a complete picture for a solution,
    /// a partial one for the options chosen so far in a search.
    pub fn decode(&self, options: impl IntoIterator<Item = OptionId>) -> PackingGrid {
        let (rows, cols) = (self.board.rows, self.board.cols);
        let mut cells: Vec<char> = (0..rows * cols)
            .map(|k| if self.board.cells[k] { '#' } else { '.' })
            .collect();
        for option in options {
            let placement = self.placement(option);
            for &(r, c) in &placement.cells {
                cells[r * cols + c] = placement.piece;
            }
        }
        PackingGrid { rows, cols, cells }
    }
}

/// Items: the pieces (named by their letters), then the board's cells in reading order, then
/// the secondary items that break the board's symmetry.
impl Meaning for PackingDecoder {
    fn item_role(&self, problem: &Problem, item: ItemId) -> ItemRole {
        let k = item.index();
        if k >= problem.primary_count() {
            let fixes = self
                .axes
                .get(k - problem.primary_count())
                .copied()
                .unwrap_or(0);
            return ItemRole::Symmetry { fixes };
        }
        let pieces = problem.primary_count() - self.cells.len();
        if k < pieces {
            // A piece's item is named by its letter (see `Packing::encode`).
            let letter = problem.item_name(item).chars().next().unwrap_or('?');
            return ItemRole::Piece { letter };
        }
        let (row, column) = self.cells[k - pieces];
        ItemRole::Cell {
            row: row as u32,
            column: column as u32,
        }
    }

    fn option_role(&self, _: &Problem, option: OptionId) -> OptionRole {
        let placement = self.placement(option);
        OptionRole::Piece {
            letter: placement.piece(),
            cells: placement
                .cells()
                .iter()
                .map(|&(r, c)| [r as u32, c as u32])
                .collect(),
        }
    }
}

/// A picture of a (possibly partial) packing: each cell holds the name of the piece that covers
/// it, `#` if no piece does yet, `.` for a hole.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PackingGrid {
    rows: usize,
    cols: usize,
    cells: Vec<char>,
}

impl PackingGrid {
    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// What covers (row, column), counted from 0: a piece's name, `#` or `.`.
    ///
    /// # Panics
    /// If the cell is outside the grid.
    pub fn get(&self, row: usize, column: usize) -> char {
        assert!(
            row < self.rows && column < self.cols,
            "cell outside the grid"
        );
        self.cells[row * self.cols + column]
    }

    /// Whether every cell of the board is covered.
    pub fn is_complete(&self) -> bool {
        !self.cells.contains(&'#')
    }
}

impl fmt::Display for PackingGrid {
    /// One line per row, no newline after the last.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.cells.chunks(self.cols).enumerate() {
            if r > 0 {
                writeln!(f)?;
            }
            for &ch in row {
                write!(f, "{ch}")?;
            }
        }
        Ok(())
    }
}

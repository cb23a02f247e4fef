//! Pieces packed on flat boards of squares or triangles: the board, the pieces, the packing,
//! its encoding and the pictures of its solutions, written once for both lattices. A family
//! ([`crate::polyomino::Squares`], [`crate::polyiamond::Triangles`]) says only what differs:
//! its lattice, how its items are named and how a picture of a packing is drawn.

use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;

use super::errors::{BoardError, PackingError, PieceError};
use super::lattice::{sort, Coord, Lattice};
use super::picture::{parse_picture, parse_size, Picture};
use super::place::{check, plan, BoardSymmetry, Mismatch, Restriction, Rule};
use crate::meaning::{ItemRole, Meaning, OptionRole};
use crate::problem::{ItemId, OptionId, Problem};
use crate::search::Search;

/// A cell of a flat board or piece: (row, column), counted from 0.
pub type Cell = (usize, usize);

/// Whether to count packings that differ only by a rotation or reflection of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Symmetry {
    /// Every solution: a packing and its mirror images are all counted.
    #[default]
    Keep,
    /// One solution of each family of mirror images (see [`crate::polyomino`] and, for
    /// Langford pairs, [`crate::langford`]).
    Break,
}

/// What one family of flat polyforms makes its own.
pub trait Flat: Clone + Copy + fmt::Debug + PartialEq + Eq + Hash + 'static {
    /// The lattice of its cells.
    const LATTICE: Lattice;
    /// Which piece breaking the board's symmetry restricts.
    const RULE: Rule;
    /// What a cell is called in messages: `cell`, `triangle`.
    const CELL: &'static str;
    /// The boards a name may stand for, as messages list them.
    const NAMES: &'static str;
    /// The board a size `RxC` stands for (`6x10` for squares, a parallelogram of 6 rows of 6
    /// rhombi for `6x6` triangles), or why there is none.
    fn sized(rows: usize, cols: usize) -> Result<Board<Self>, BoardError<Self>>;
    /// The board a name other than a size stands for (`scott`), if any.
    fn special(name: &str) -> Option<Board<Self>> {
        let _ = name;
        None
    }
    /// The name of a cell's item.
    fn item_name(cell: Cell) -> String;
    /// What a cell's item stands for.
    fn cell_role(cell: Cell) -> ItemRole;
    /// A picture of a (possibly partial) packing.
    fn draw(grid: &Grid<Self>, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

fn coord((r, c): Cell) -> Coord {
    [r as i64, c as i64, 0]
}

/// A cell at coordinates known to lie on a board or a normalized shape.
fn cell([r, c, _]: Coord) -> Cell {
    (r as usize, c as usize)
}

fn coords(cells: &[Cell]) -> Vec<Coord> {
    cells.iter().map(|&c| coord(c)).collect()
}

/// The cells to be covered: a grid of `rows` x `cols` places, some of which are holes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board<F> {
    pub(crate) rows: usize,
    pub(crate) cols: usize,
    pub(crate) cells: Vec<bool>,
    flat: PhantomData<F>,
}

impl<F: Flat> Board<F> {
    /// The most rows, and the most columns, a board may have.
    pub const MAX_SIDE: usize = 100;

    /// A board from its grid, `cells[r * cols + c]` telling whether (r, c) is to be covered.
    pub(crate) fn from_grid(rows: usize, cols: usize, cells: Vec<bool>) -> Board<F> {
        Board {
            rows,
            cols,
            cells,
            flat: PhantomData,
        }
    }

    /// The board a name stands for: a size `RxC` ([`Flat::sized`], both sides whole numbers)
    /// or a name of the family's own ([`Flat::special`], such as `scott`, in any case). `None`
    /// when `name` is neither, so that the caller may read it as a picture or a file; an
    /// error for a size no board can have.
    ///
    /// ```
    /// use dlx::polyomino::Board;
    /// assert_eq!(Board::named("6x10").unwrap().unwrap().cell_count(), 60);
    /// assert_eq!(Board::named("Scott").unwrap().unwrap().cell_count(), 60);
    /// assert!(Board::named("0x10").unwrap().is_err());
    /// assert!(Board::named("board.txt").is_none());
    /// ```
    pub fn named(name: &str) -> Option<Result<Board<F>, BoardError<F>>> {
        let name = name.trim();
        if let Some(board) = F::special(name) {
            return Some(Ok(board));
        }
        let (rows, cols) = parse_size(name)?;
        Some(F::sized(rows, cols))
    }

    /// A board from a picture: one line per row, `#` for a cell, `.` for a hole. Shorter lines
    /// end in holes; blanks at the end of a line and blank lines at the start and end of the
    /// text are ignored. `Display` writes this form.
    ///
    /// # Errors
    /// A character other than `#` and `.`, a board too large, no cells.
    pub fn parse(text: &str) -> Result<Board<F>, BoardError<F>> {
        let Picture { rows, cols, cells } = parse_picture(text, Self::MAX_SIDE)?;
        Ok(Board::from_grid(rows, cols, cells))
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

    fn symmetry_group(&self) -> BoardSymmetry {
        BoardSymmetry::of(F::LATTICE, &self.cells().map(coord).collect::<Vec<_>>())
    }

    /// How many rotations and reflections of the lattice map the board onto itself: for
    /// squares 4 for a rectangle that is not square, 8 for Scott's board; for triangles 4 for
    /// the 6x6 rhombus, 2 for another parallelogram; 1 for a board with no symmetry. With
    /// [`Symmetry::Break`], each packing found stands for this many.
    pub fn symmetries(&self) -> usize {
        self.symmetry_group().count()
    }
}

/// A board by name (`Flat::named`) or as a picture ([`Board::parse`]: a text with a `#` or a
/// line break).
impl<F: Flat> std::str::FromStr for Board<F> {
    type Err = BoardError<F>;

    fn from_str(text: &str) -> Result<Board<F>, BoardError<F>> {
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

impl<F: Flat> fmt::Display for Board<F> {
    /// One line per row, `#` for a cell, `.` for a hole; no newline after the last row.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rows: Vec<String> = self
            .cells
            .chunks(self.cols.max(1))
            .map(|row| row.iter().map(|&c| if c { '#' } else { '.' }).collect())
            .collect();
        f.write_str(&rows.join("\n"))
    }
}

/// A piece with a one-character name: a connected set of cells, stored moved to start at row
/// 0 and column 0 (column 1 for triangles, when that keeps them pointing the same way), in
/// reading order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece<F> {
    pub(crate) name: char,
    pub(crate) cells: Vec<Cell>,
    flat: PhantomData<F>,
}

impl<F: Flat> Piece<F> {
    /// A piece from its cells, anywhere on the board's grid.
    ///
    /// # Errors
    /// A bad name, no cells, a cell given twice, cells that are not connected.
    pub fn from_cells(name: char, cells: &[Cell]) -> Result<Piece<F>, PieceError> {
        if name.is_whitespace() || name.is_control() || matches!(name, '.' | '#' | ':' | '|') {
            return Err(PieceError::BadName { name });
        }
        if cells.is_empty() {
            return Err(PieceError::Empty { name });
        }
        let mut sorted = coords(cells);
        sort(&mut sorted);
        if let Some(pair) = sorted.windows(2).find(|pair| pair[0] == pair[1]) {
            let cell = cell(pair[0]);
            return Err(PieceError::RepeatedCell { name, cell });
        }
        F::LATTICE.normalize(&mut sorted);
        if !F::LATTICE.connected(&sorted) {
            return Err(PieceError::Disconnected { name });
        }
        Ok(Piece {
            name,
            cells: sorted.into_iter().map(cell).collect(),
            flat: PhantomData,
        })
    }

    /// A piece from a picture: rows separated by `/` or new lines, `#` for a cell, `.` or a
    /// blank for none; the top left place of a triangular picture points up.
    ///
    /// # Errors
    /// A bad name, a character other than `#`, `.` and blanks, no cells, cells that are not
    /// connected.
    pub fn parse(name: char, picture: &str) -> Result<Piece<F>, PieceError> {
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

    /// The cells, moved to start at row 0 and column 0 (or 1), in reading order.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// The number of cells.
    pub fn size(&self) -> usize {
        self.cells.len()
    }

    /// The distinct shapes the piece takes when turned and mirrored (at most 8 for squares,
    /// 12 for triangles), each moved as [`cells`](Self::cells) is, the piece as given first.
    pub fn orientations(&self) -> Vec<Vec<Cell>> {
        F::LATTICE
            .orientations(&coords(&self.cells))
            .into_iter()
            .map(|shape| shape.into_iter().map(cell).collect())
            .collect()
    }
}

/// A packing problem: pieces, each used once, covering every cell of a board once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packing<F> {
    board: Board<F>,
    pieces: Vec<Piece<F>>,
    symmetry: Symmetry,
}

impl<F: Flat> Packing<F> {
    /// The pieces on the board.
    ///
    /// # Errors
    /// No pieces, two pieces with one name, a total area different from the board's, or
    /// [`Symmetry::Break`] on a symmetric board with no piece lacking symmetry.
    pub fn new(
        board: Board<F>,
        pieces: Vec<Piece<F>>,
        symmetry: Symmetry,
    ) -> Result<Packing<F>, PackingError<F>> {
        let sizes: Vec<(char, usize)> = pieces.iter().map(|p| (p.name, p.size())).collect();
        check(&sizes, board.cell_count())?;
        let packing = Packing {
            board,
            pieces,
            symmetry,
        };
        if symmetry == Symmetry::Break
            && packing.board.symmetries() > 1
            && packing.restriction().is_none()
        {
            return Err(Mismatch::Unbreakable.into());
        }
        Ok(packing)
    }

    /// The board.
    pub fn board(&self) -> &Board<F> {
        &self.board
    }

    /// The pieces, in the order of their items.
    pub fn pieces(&self) -> &[Piece<F>] {
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
        let counts: Vec<usize> = self.pieces.iter().map(|p| p.orientations().len()).collect();
        Restriction::choose(self.board.symmetry_group(), &counts, F::RULE)
    }

    /// The piece whose placements [`Symmetry::Break`] restricts, when it applies.
    pub fn restricted(&self) -> Option<char> {
        self.restriction().map(|r| self.pieces[r.restricted].name)
    }

    /// The exact-cover problem: one primary item per piece (its name) and per cell of the
    /// board, then the secondary items that break the board's symmetry; one option per
    /// placement of a piece: the piece, then its cells in reading order.
    pub fn encode(&self) -> (Problem, Decoder<F>) {
        let board = &self.board;
        let (mut b, piece_items) = super::place::with_pieces(self.pieces.iter().map(|p| p.name));
        let mut cell_items = vec![None; board.rows * board.cols];
        for (r, c) in board.cells() {
            cell_items[r * board.cols + c] = Some(b.primary(F::item_name((r, c))));
        }
        let shapes: Vec<Vec<Vec<Coord>>> = self
            .pieces
            .iter()
            .map(|p| F::LATTICE.orientations(&coords(&p.cells)))
            .collect();
        let cells: Vec<Coord> = board.cells().map(coord).collect();
        let plan = plan(F::LATTICE, &cells, &shapes, self.restriction().as_ref());
        // Symmetries are numbered below 8 on the square lattice, the only one with axes.
        let axes: Vec<u8> = plan.axes.iter().map(|&set| set as u8).collect();
        let axis_items: Vec<ItemId> = axes
            .iter()
            .map(|&set| b.secondary(axis_name(set)))
            .collect();
        let mut placements = Vec::with_capacity(plan.placed.len());
        let mut items = Vec::new();
        for placed in plan.placed {
            let cells: Vec<Cell> = placed.cells.into_iter().map(cell).collect();
            items.clear();
            items.push(piece_items[placed.piece]);
            for &(r, c) in &cells {
                items.push(cell_items[r * board.cols + c].expect("placements fit the board"));
            }
            items.extend(placed.axes.iter().map(|&k| axis_items[k]));
            b.option(&items);
            placements.push(Placement {
                piece: self.pieces[placed.piece].name,
                cells,
            });
        }
        let decoder = Decoder {
            board: board.clone(),
            cells: board.cells().collect(),
            placements,
            axes,
        };
        (b.finish(), decoder)
    }

    /// Counts the packings, stopping at `limit` if given.
    pub fn count(&self, limit: Option<u64>) -> u64 {
        Search::new(self.encode().0).count(limit)
    }

    /// The first packing found, if there is one.
    pub fn solve(&self) -> Option<Grid<F>> {
        let (problem, decoder) = self.encode();
        let mut search = Search::new(problem);
        search.find_next().then(|| decoder.decode(search.chosen()))
    }
}

/// The eight symmetries of the square, by number: how item names spell them.
const SYMMETRY_NAMES: [&str; 8] = ["id", "lr", "tb", "180", "diag", "90", "270", "anti"];

/// The name of the secondary item for a set of symmetries: `sym-tb`, `sym-diag`,
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
    pub(crate) piece: char,
    pub(crate) cells: Vec<Cell>,
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
pub struct Decoder<F> {
    board: Board<F>,
    /// The board's cells in reading order: cell item `k` covers `cells[k]`.
    cells: Vec<Cell>,
    /// `placements[option]`.
    placements: Vec<Placement>,
    /// For each secondary item, in order, the set of board symmetries it stands for (bit `k`
    /// for symmetry `k` of [`Lattice::transform`]).
    axes: Vec<u8>,
}

impl<F: Flat> Decoder<F> {
    /// The board.
    pub fn board(&self) -> &Board<F> {
        &self.board
    }

    /// The placement that `option` stands for.
    ///
    /// # Panics
    /// If `option` is not an option of the problem this decoder came with.
    pub fn placement(&self, option: OptionId) -> &Placement {
        &self.placements[option.index()]
    }

    /// The board with the pieces of `options` drawn on it: a complete picture for a solution,
    /// a partial one for the options chosen so far in a search.
    pub fn decode(&self, options: impl IntoIterator<Item = OptionId>) -> Grid<F> {
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
        Grid {
            rows,
            cols,
            cells,
            flat: PhantomData,
        }
    }
}

/// Items: the pieces (named by their letters), then the board's cells in reading order, then
/// the secondary items that break the board's symmetry.
impl<F: Flat> Meaning for Decoder<F> {
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
        F::cell_role(self.cells[k - pieces])
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
pub struct Grid<F> {
    rows: usize,
    cols: usize,
    cells: Vec<char>,
    flat: PhantomData<F>,
}

impl<F: Flat> Grid<F> {
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

    /// The rows as the board's picture form: one character per cell.
    pub fn letters(&self) -> String {
        let rows: Vec<String> = self
            .cells
            .chunks(self.cols.max(1))
            .map(|row| row.iter().collect())
            .collect();
        rows.join("\n")
    }
}

impl<F: Flat> fmt::Display for Grid<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        F::draw(self, f)
    }
}

/// Declares a family (its marker type) and names its board, board error, piece, packing,
/// packing error, decoder and picture: `flat_family!(Squares, "polyominoes", Board, ...)`.
macro_rules! flat_family {
    (@alias $family:ident, $what:literal, $($alias:ident = $generic:ident, $doc:literal;)*) => {
        $(#[doc = concat!($doc, $what, ": see [`crate::polyform::", stringify!($generic), "`].")]
        pub type $alias = $crate::polyform::$generic<$family>;)*
    };
    ($family:ident, $what:literal, $board:ident, $board_error:ident, $piece:ident,
     $packing:ident, $error:ident, $decoder:ident, $grid:ident) => {
        #[doc = concat!("The family of ", $what, ".")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $family;
        $crate::polyform::flat_family!(@alias $family, $what, $board = Board, "The board of ";
            $board_error = BoardError, "What is wrong with a board of "; $piece = Piece, "One of the ";
            $packing = Packing, "A packing of "; $error = PackingError, "What is wrong with a packing of ";
            $decoder = Decoder, "Turns options back into pictures, for "; $grid = Grid, "A picture of ";);
    };
}

pub(crate) use flat_family;

impl<F: Flat> Piece<F> {
    /// Pieces from their pictures, known to be valid.
    pub(crate) fn set(pictures: &[(char, &str)]) -> Vec<Piece<F>> {
        pictures
            .iter()
            .map(|&(name, picture)| {
                Piece::parse(name, picture)
                    .unwrap_or_else(|e| unreachable!("the pieces are valid: {e}"))
            })
            .collect()
    }
}

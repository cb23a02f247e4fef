//! What the items and options of each puzzle's encoding stand for, in structured form.
//!
//! An encoder names its items (`r4c1`, `r4=7`, `s3`, `F`) for people and for Knuth's format;
//! a viewer that wants to draw or explain the search needs what a name stands for: a cell, a
//! value a row still needs, a slot, a piece. The encoders know it, so they say it here, once:
//! every page and command asks [`Meaning`] instead of reading the names again.
//!
//! Rows, columns, cells, diagonals and slots are counted from 0 here; values (Sudoku's and
//! Langford's) are the numbers they are (from 1). Wording them ("row 4") is the reader's job.

use crate::problem::{ItemId, OptionId, Problem};

/// Which of a Sudoku's units needs a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
pub enum Unit {
    /// A row.
    Row,
    /// A column.
    Column,
    /// A box.
    Box,
    /// A jigsaw's region.
    Region,
    /// One of the two main diagonals of an X-sudoku (index 0: top left to bottom right).
    Diagonal,
}

/// Which line of a chessboard an N-queens item stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
pub enum Line {
    /// A row: it needs one queen.
    Row,
    /// A column: it needs one queen.
    Column,
    /// The diagonal of the squares whose row + column is the index: at most one queen.
    Sum,
    /// The diagonal of the squares whose row - column + n - 1 is the index: at most one queen.
    Difference,
}

/// Which way a word of a word square reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
pub enum Direction {
    /// Along a row, left to right.
    Across,
    /// Down a column, top to bottom.
    Down,
}

/// What an item stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(tag = "role", rename_all = "camelCase")
)]
pub enum ItemRole {
    /// A cell to fill: a Sudoku's cell, a square of a pentomino board.
    Cell {
        /// Its row, from 0.
        row: u32,
        /// Its column, from 0.
        column: u32,
    },
    /// A triangle to cover on a polyiamond board (see [`crate::polyiamond`]).
    Triangle {
        /// Its row, from 0.
        row: u32,
        /// Its place in the row, from 0.
        column: u32,
        /// Whether it points up (else down).
        up: bool,
    },
    /// A cube to fill in a solid of polycubes (see [`crate::polycube`]).
    Cube {
        /// Its layer, from 0 (the first layer drawn, `l1` in the item's name).
        layer: u32,
        /// Its row in the layer, from 0.
        row: u32,
        /// Its column in the layer, from 0.
        column: u32,
    },
    /// A Sudoku unit that needs `value` once.
    UnitValue {
        /// Row, column, box, region or diagonal.
        unit: Unit,
        /// Which one of them, from 0 (boxes and regions in reading order).
        index: u32,
        /// The value, from 1.
        value: u32,
    },
    /// A line of an N-queens board.
    Line {
        /// Row, column or diagonal.
        line: Line,
        /// Which one, from 0.
        index: u32,
    },
    /// A piece to place, by its letter.
    Piece {
        /// The piece's letter.
        letter: char,
    },
    /// A Langford value to place (twice).
    Value {
        /// The value, from 1.
        value: u32,
    },
    /// A Langford slot to fill.
    Slot {
        /// The slot, from 0.
        slot: u32,
    },
    /// A secondary item that breaks a board's symmetry: the placements of the X that the
    /// symmetries in `fixes` leave in place, and the turns of the helper piece that would repeat
    /// their packings, exclude each other. Bit `k` of `fixes` for symmetry `k`: 1 the left-right
    /// mirror, 2 the top-bottom mirror, 3 the half turn, 4 the mirror in the main diagonal,
    /// 5 the quarter turn clockwise, 6 the quarter turn counterclockwise, 7 the mirror in the
    /// other diagonal.
    Symmetry {
        /// The symmetries, as bits.
        fixes: u8,
    },
    /// A Killer Sudoku's cage: it needs one way of filling its cells.
    Cage {
        /// The cage, from 0 (in the reading order of its first cell).
        cage: u32,
        /// The sum of its values.
        sum: u32,
    },
    /// A Killer Sudoku's secondary item of a cell: its color is the value in the cell.
    CellValue {
        /// Its row, from 0.
        row: u32,
        /// Its column, from 0.
        column: u32,
    },
    /// A row (across) or column (down) of a word square that needs a word.
    WordSlot {
        /// Across for a row, down for a column.
        direction: Direction,
        /// Which row or column, from 0.
        index: u32,
    },
    /// A cell of a word square, a secondary item whose color is its letter.
    LetterCell {
        /// Its row, from 0.
        row: u32,
        /// Its column, from 0.
        column: u32,
    },
    /// A unit edge of a tetrastick board, to be covered by one stick.
    Edge {
        /// The row of its top or left end (a grid point), from 0.
        row: u32,
        /// The column of its top or left end, from 0.
        column: u32,
        /// Whether it runs down from there (else right).
        vertical: bool,
    },
    /// An interior grid point of a tetrastick board (secondary): at most one piece may pass
    /// through it or turn at it, so no two pieces cross.
    Crossing {
        /// The point's row, from 0.
        row: u32,
        /// The point's column, from 0.
        column: u32,
    },
    /// An item with no meaning beyond its name (a DLX text, a matrix, an example).
    Named,
}

/// What an option stands for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(tag = "role", rename_all = "camelCase")
)]
pub enum OptionRole {
    /// Put `value` in a Sudoku's cell.
    Placement {
        /// The cell's row, from 0.
        row: u32,
        /// The cell's column, from 0.
        column: u32,
        /// The value, from 1.
        value: u32,
    },
    /// A queen on a square.
    Queen {
        /// The row, from 0.
        row: u32,
        /// The column, from 0.
        column: u32,
    },
    /// A piece placed on cells of the board.
    Piece {
        /// The piece's letter.
        letter: char,
        /// The cells it covers, `[row, column]` from 0, in reading order.
        cells: Vec<[u32; 2]>,
    },
    /// A Langford value in two slots.
    Pair {
        /// The value, from 1.
        value: u32,
        /// The first slot, from 0.
        first: u32,
        /// The second slot, from 0: `first + value + 1`.
        second: u32,
    },
    /// A Killer Sudoku's cage filled one way.
    Cage {
        /// The cage, from 0.
        cage: u32,
        /// The sum of its values.
        sum: u32,
        /// Its cells, `[row, column]` from 0, in reading order.
        cells: Vec<[u32; 2]>,
        /// The value put in each of those cells.
        values: Vec<u32>,
    },
    /// A word in a row (across) or column (down) of a word square.
    Word {
        /// Across for a row, down for a column.
        direction: Direction,
        /// Which row or column, from 0.
        index: u32,
        /// The word, lowercase.
        word: String,
    },
    /// A tetrastick placed on edges of the board.
    Sticks {
        /// The piece's letter.
        letter: char,
        /// Its sticks, each as its two ends `[row, column, row, column]` (grid points from 0).
        sticks: Vec<[u32; 4]>,
        /// The interior points it passes through or turns at, `[row, column]`.
        crossings: Vec<[u32; 2]>,
    },
    /// A polycube placed in cubes of a solid.
    Cubes {
        /// The piece's letter.
        letter: char,
        /// The cubes it fills, `[layer, row, column]` from 0, sorted.
        cubes: Vec<[u32; 3]>,
    },
    /// An option with no meaning beyond its items.
    Plain,
}

/// A puzzle's decoder says what the items and options of its problem stand for.
pub trait Meaning {
    /// What `item` of `problem` (the problem this decoder came with) stands for.
    fn item_role(&self, problem: &Problem, item: ItemId) -> ItemRole;
    /// What `option` of `problem` stands for.
    fn option_role(&self, problem: &Problem, option: OptionId) -> OptionRole;

    /// Every item's role, in item order.
    fn item_roles(&self, problem: &Problem) -> Vec<ItemRole> {
        (0..problem.item_count() as u32)
            .map(|k| self.item_role(problem, ItemId(k)))
            .collect()
    }

    /// Every option's role, in option order.
    fn option_roles(&self, problem: &Problem) -> Vec<OptionRole> {
        (0..problem.option_count() as u32)
            .map(|o| self.option_role(problem, OptionId(o)))
            .collect()
    }
}

/// The generic case: a DLX text, a matrix, an example. Items and options are their names.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plain;

impl Meaning for Plain {
    fn item_role(&self, _: &Problem, _: ItemId) -> ItemRole {
        ItemRole::Named
    }

    fn option_role(&self, _: &Problem, _: OptionId) -> OptionRole {
        OptionRole::Plain
    }
}

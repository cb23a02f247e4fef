//! The boards to pack: a rectangle with holes, by name (`6x10`, `scott`) or as a picture.

use super::{Board, BoardError, Cell};

impl Board {
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
        Ok(Board::from_grid(rows, cols, cells))
    }

    /// Dana Scott's board (1958): 8x8 without the 2x2 square in its centre.
    pub fn scott() -> Board {
        Board::with_holes(8, 8, &[(3, 3), (3, 4), (4, 3), (4, 4)])
            .unwrap_or_else(|e| unreachable!("the board is valid: {e}"))
    }
}

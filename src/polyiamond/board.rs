//! The triangular boards to pack: parallelograms by size (`6x6`, Knuth's rhombus), or any
//! shape as a picture.

use super::{IamondBoard, IamondBoardError};

impl IamondBoard {
    /// A parallelogram of `rows` rows of `rhombi` rhombi each (two triangles, down then up);
    /// each row starts one column right of the row above, so both slanted sides lean right,
    /// and column 0 stays empty (a row that starts with a triangle pointing down starts at an
    /// odd column). `6x6` is the rhombus of Knuth's "Dancing Links".
    ///
    /// # Errors
    /// No triangles, or more than [`MAX_SIDE`](Self::MAX_SIDE) rows or columns.
    pub fn parallelogram(rows: usize, rhombi: usize) -> Result<IamondBoard, IamondBoardError> {
        let cols = rhombi.saturating_mul(2).saturating_add(rows);
        if rows > IamondBoard::MAX_SIDE || cols > IamondBoard::MAX_SIDE {
            return Err(IamondBoardError::TooLarge { rows, cols });
        }
        if rows == 0 || rhombi == 0 {
            return Err(IamondBoardError::Empty);
        }
        let mut cells = vec![false; rows * cols];
        for r in 0..rows {
            for j in r + 1..=r + 2 * rhombi {
                cells[r * cols + j] = true;
            }
        }
        Ok(IamondBoard::from_grid(rows, cols, cells))
    }
}

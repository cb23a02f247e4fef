//! One model of polyforms, shared by [`crate::polyomino`], [`crate::polyiamond`] and
//! [`crate::tetrastick`]: a [`Lattice`] says what a cell is, which cells touch and which
//! rotations and reflections map the lattice onto itself; pieces are sets of cells; [`plan`]
//! places every orientation of every piece everywhere it fits on a board, wherever the board
//! starts, and keeps the board's own symmetries out of the count.
//!
//! A placement is found by moving a shape's first cell onto each board cell of its kind (a
//! triangle pointing the same way, an edge running the same way) and keeping the move when
//! every cell lands on the board, so no bounding box and no starting column is assumed.

mod errors;
mod flat;
mod lattice;
pub(crate) mod picture;
mod place;

pub use errors::{BoardError, PackingError, PieceError};
pub(crate) use flat::flat_family;
pub use flat::{Board, Cell, Decoder, Flat, Grid, Packing, Piece, Placement, Symmetry};
pub use lattice::{sort, Coord, Lattice};
pub(crate) use place::with_pieces;
pub use place::{check, fits, plan, BoardSymmetry, Mismatch, Placed, Plan, Restriction, Rule};

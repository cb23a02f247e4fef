//! The pieces: sets of unit sticks joined end to end, and the sixteen tetrasticks.

use std::fmt;

use super::{coord, edge, Edge};
use crate::polyform::{Coord, Lattice};

/// What is wrong with a piece of sticks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StickError {
    /// The piece has no sticks.
    Empty {
        /// The piece's name.
        name: char,
    },
    /// A stick was given twice.
    RepeatedEdge {
        /// The piece's name.
        name: char,
    },
    /// The sticks do not hang together end to end.
    Disconnected {
        /// The piece's name.
        name: char,
    },
}

impl fmt::Display for StickError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            StickError::Empty { name } => write!(f, "piece `{name}` has no sticks"),
            StickError::RepeatedEdge { name } => {
                write!(f, "piece `{name}` lists a stick twice")
            }
            StickError::Disconnected { name } => write!(
                f,
                "piece `{name}` is not connected: its sticks must join end to end"
            ),
        }
    }
}

impl std::error::Error for StickError {}

/// A piece: unit sticks that hang together, named by a letter.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stick {
    name: char,
    /// Normalized: the points' bounding box starts at (0, 0), sorted.
    edges: Vec<Edge>,
}

impl Stick {
    /// A piece from its sticks, anywhere on the grid.
    ///
    /// # Errors
    /// No sticks, a stick twice, or sticks that do not join end to end.
    pub fn new(name: char, edges: &[Edge]) -> Result<Stick, StickError> {
        if edges.is_empty() {
            return Err(StickError::Empty { name });
        }
        let mut cells: Vec<Coord> = edges.iter().map(|&e| coord(e)).collect();
        Lattice::Edge.normalize(&mut cells);
        if cells.windows(2).any(|w| w[0] == w[1]) {
            return Err(StickError::RepeatedEdge { name });
        }
        if !Lattice::Edge.connected(&cells) {
            return Err(StickError::Disconnected { name });
        }
        Ok(Stick {
            name,
            edges: cells.into_iter().map(edge).collect(),
        })
    }

    /// The piece's name.
    pub fn name(&self) -> char {
        self.name
    }

    /// Its sticks, normalized.
    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// Its distinct rotations and reflections, each normalized: 8 for a piece without symmetry
    /// of its own, 1 for the `X`.
    pub fn orientations(&self) -> Vec<Vec<Edge>> {
        let cells: Vec<Coord> = self.edges.iter().map(|&e| coord(e)).collect();
        Lattice::Edge
            .orientations(&cells)
            .into_iter()
            .map(|shape| shape.into_iter().map(edge).collect())
            .collect()
    }
}

/// The sixteen tetrasticks, named as in Goodger's Polyform Puzzler after the letters they
/// look like: `F H I J L N O P R T U V W X Y Z`.
pub fn tetrasticks() -> Vec<Stick> {
    use Edge as E;
    let shapes: [(char, [Edge; 4]); 16] = [
        // A stem of two with two prongs to one side, from its end and its middle.
        ('F', [E::v(0, 0), E::v(1, 0), E::h(0, 0), E::h(1, 0)]),
        // Two in a line, one down from their middle, one on from its foot.
        ('H', [E::h(0, 0), E::h(0, 1), E::v(0, 1), E::h(1, 1)]),
        ('I', [E::h(0, 0), E::h(0, 1), E::h(0, 2), E::h(0, 3)]),
        // Two in a line, one down from an end, one back under them.
        ('J', [E::h(0, 0), E::h(0, 1), E::v(0, 2), E::h(1, 1)]),
        ('L', [E::h(0, 0), E::h(0, 1), E::h(0, 2), E::v(0, 0)]),
        // Two in a line, one down from an end, one on outwards.
        ('N', [E::h(0, 0), E::h(0, 1), E::v(0, 2), E::h(1, 2)]),
        ('O', [E::h(0, 0), E::h(1, 0), E::v(0, 0), E::v(0, 1)]),
        // Three sides of a square, and the fourth side's line carried on past a corner.
        ('P', [E::v(0, 0), E::h(1, 0), E::v(1, 1), E::h(2, 0)]),
        // A step right and down, then a fork: on to the right and on down.
        ('R', [E::h(0, 0), E::v(0, 1), E::h(1, 1), E::v(1, 1)]),
        ('T', [E::h(0, 0), E::h(0, 1), E::v(0, 1), E::v(1, 1)]),
        ('U', [E::v(0, 0), E::h(1, 0), E::h(1, 1), E::v(0, 2)]),
        ('V', [E::h(0, 0), E::h(0, 1), E::v(0, 0), E::v(1, 0)]),
        ('W', [E::h(0, 0), E::v(0, 1), E::h(1, 1), E::v(1, 2)]),
        ('X', [E::h(1, 0), E::h(1, 1), E::v(0, 1), E::v(1, 1)]),
        ('Y', [E::h(0, 0), E::h(0, 1), E::h(0, 2), E::v(0, 1)]),
        ('Z', [E::h(0, 0), E::v(0, 1), E::v(1, 1), E::h(2, 1)]),
    ];
    shapes
        .iter()
        .map(|(name, edges)| {
            Stick::new(*name, edges).unwrap_or_else(|e| unreachable!("the pieces are valid: {e}"))
        })
        .collect()
}

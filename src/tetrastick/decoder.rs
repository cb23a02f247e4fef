//! A packing's options turned back into placed sticks and a picture, and what its items and
//! options stand for.

use std::fmt;

use super::{Edge, Point, StickBoard};
use crate::meaning::{ItemRole, Meaning, OptionRole};
use crate::problem::{ItemId, OptionId, Problem};

/// One placement of a piece: what an option of a [`super::Sticks`] means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StickPlacement {
    pub(super) piece: char,
    pub(super) edges: Vec<Edge>,
    pub(super) crossings: Vec<Point>,
}

impl StickPlacement {
    /// The piece's name.
    pub fn piece(&self) -> char {
        self.piece
    }

    /// Its sticks, sorted.
    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// The interior grid points it passes through or turns at: its secondary items.
    pub fn crossings(&self) -> &[Point] {
        &self.crossings
    }
}

/// Turns the options of a sticks problem back into placements and pictures.
#[derive(Clone, Debug)]
pub struct SticksDecoder {
    pub(super) board: StickBoard,
    /// The board's edges, sorted: edge item `k` (after the pieces) is `edges[k]`.
    pub(super) edges: Vec<Edge>,
    /// The interior points, in reading order: the secondary items.
    pub(super) points: Vec<Point>,
    /// `placements[option]`.
    pub(super) placements: Vec<StickPlacement>,
}

impl SticksDecoder {
    /// The placement that `option` stands for.
    ///
    /// # Panics
    /// If `option` is not an option of the problem this decoder came with.
    pub fn placement(&self, option: OptionId) -> &StickPlacement {
        &self.placements[option.index()]
    }

    /// The board.
    pub fn board(&self) -> &StickBoard {
        &self.board
    }

    /// The board with the pieces of `options` on it: complete for a solution, partial for the
    /// options chosen so far in a search.
    pub fn decode(&self, options: impl IntoIterator<Item = OptionId>) -> StickPicture {
        let mut owner = vec![None; self.edges.len()];
        for option in options {
            let placement = self.placement(option);
            for e in &placement.edges {
                if let Ok(k) = self.edges.binary_search(e) {
                    owner[k] = Some(placement.piece);
                }
            }
        }
        StickPicture {
            board: self.board,
            edges: self.edges.clone(),
            owner,
        }
    }
}

/// Items: the pieces (named by their letters), the board's edges in order, then the interior
/// points (secondary).
impl Meaning for SticksDecoder {
    fn item_role(&self, problem: &Problem, item: ItemId) -> ItemRole {
        let k = item.index();
        let primary = problem.primary_count();
        if k >= primary {
            let (row, column) = self.points[k - primary];
            return ItemRole::Crossing {
                row: row as u32,
                column: column as u32,
            };
        }
        let pieces = primary - self.edges.len();
        if k < pieces {
            let letter = problem.item_name(item).chars().next().unwrap_or('?');
            return ItemRole::Piece { letter };
        }
        let e = self.edges[k - pieces];
        ItemRole::Edge {
            row: e.row as u32,
            column: e.col as u32,
            vertical: e.vertical,
        }
    }

    fn option_role(&self, _: &Problem, option: OptionId) -> OptionRole {
        let placement = self.placement(option);
        OptionRole::Sticks {
            letter: placement.piece,
            sticks: placement
                .edges
                .iter()
                .map(|e| {
                    let [(r0, c0), (r1, c1)] = e.ends();
                    [r0 as u32, c0 as u32, r1 as u32, c1 as u32]
                })
                .collect(),
            crossings: placement
                .crossings
                .iter()
                .map(|&(r, c)| [r as u32, c as u32])
                .collect(),
        }
    }
}

/// A picture of a (possibly partial) packing of sticks: which piece lies on each edge.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StickPicture {
    board: StickBoard,
    edges: Vec<Edge>,
    owner: Vec<Option<char>>,
}

impl StickPicture {
    /// The piece on `edge`, if any (`None` too for an edge off the board).
    pub fn get(&self, edge: Edge) -> Option<char> {
        let k = self.edges.binary_search(&edge).ok()?;
        self.owner[k]
    }

    /// Whether every edge is covered.
    pub fn is_complete(&self) -> bool {
        self.owner.iter().all(Option::is_some)
    }
}

impl fmt::Display for StickPicture {
    /// Grid points as `+`; a horizontal edge as two characters between them, a vertical one
    /// as one below a point: the letter of the piece on it (`--` or `|` while it is free).
    /// One line per row of points and one per row of squares, no newline after the last.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rows, cols) = (self.board.rows(), self.board.cols());
        for r in 0..=rows {
            if r > 0 {
                writeln!(f)?;
            }
            for c in 0..=cols {
                write!(f, "+")?;
                if c < cols {
                    match self.get(Edge::h(r, c)) {
                        Some(p) => write!(f, "{p}{p}")?,
                        None => write!(f, "--")?,
                    }
                }
            }
            if r < rows {
                writeln!(f)?;
                for c in 0..=cols {
                    let ch = self.get(Edge::v(r, c)).unwrap_or('|');
                    write!(f, "{ch}")?;
                    if c < cols {
                        write!(f, "  ")?;
                    }
                }
            }
        }
        Ok(())
    }
}

//! The lattices polyforms live on: what a cell is, which cells touch, and the rotations and
//! reflections that map the lattice onto itself.

/// A cell's coordinates. Squares are `[row, column, 0]`; triangles `[row, column, 0]`, pointing
/// up when `row + column` is even; unit edges of the square grid `[row, column, 0]` for the one
/// running right from grid point (row, column) and `[row, column, 1]` for the one running down;
/// cubes `[layer, row, column]`. Coordinates may be negative: a shape turned about the origin
/// lands anywhere, and only [`Lattice::normalize`] brings it back.
pub type Coord = [i64; 3];

/// A lattice of cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lattice {
    /// Unit squares: polyominoes.
    Square,
    /// Equilateral triangles in rows that point up and down in turn: polyiamonds.
    Triangle,
    /// Unit edges between the points of the square grid: polysticks.
    Edge,
    /// Unit cubes: polycubes. A solid piece cannot be turned into its mirror image, so the
    /// lattice's symmetries here are the 24 rotations of the cube.
    Cube,
}

/// Symmetry `k` of the square about the origin, numbered as the item names of
/// [`crate::polyomino`] spell them: 0 the identity, 1 mirrors left to right, 2 top to bottom,
/// 3 the half turn, 4 the main diagonal, 5 the quarter turn clockwise, 6 counterclockwise,
/// 7 the other diagonal.
fn square(k: usize, [r, c]: [i64; 2]) -> [i64; 2] {
    match k {
        0 => [r, c],
        1 => [r, -c],
        2 => [-r, c],
        3 => [-r, -c],
        4 => [c, r],
        5 => [c, -r],
        6 => [-c, r],
        _ => [-c, -r],
    }
}

/// A triangle as the sum of its three corners on the lattice of corners, whose axes are 60
/// degrees apart: an integer point, on which turns and mirrors are linear maps. Row `r`'s
/// triangles lie between the lattice lines `b = -r` and `b = -r - 1`; its column `j` is the
/// `k = j + r`-th triangle along the row, half of a rhombic cell `a = k / 2`.
fn to_corners(r: i64, j: i64) -> (i64, i64) {
    let k = j + r;
    let (a, d) = (k.div_euclid(2), k.rem_euclid(2));
    let b = -r - 1;
    (3 * a + 1 + d, 3 * b + 1 + d)
}

/// The inverse of [`to_corners`].
fn from_corners((p, q): (i64, i64)) -> (i64, i64) {
    let d = i64::from(p.rem_euclid(3) == 2);
    let (a, b) = ((p - 1 - d).div_euclid(3), (q - 1 - d).div_euclid(3));
    let r = -b - 1;
    (r, 2 * a + d - r)
}

impl Lattice {
    /// How many rotations and reflections map the lattice onto itself (fixing a point).
    pub fn symmetry_count(self) -> usize {
        match self {
            Lattice::Square | Lattice::Edge => 8,
            Lattice::Triangle => 12,
            Lattice::Cube => 24,
        }
    }

    /// Symmetry `k` (below [`symmetry_count`](Self::symmetry_count)) applied to a cell, 0
    /// being the identity. Squares and edges are numbered as the item names of
    /// [`crate::polyomino`] spell them (1 left-right, 2 top-bottom, 3 the half turn, ...); triangles turn by
    /// `k % 6` sixths counterclockwise after a mirror when `k >= 6`; cubes are turned by the
    /// `k`-th of the permutations and sign changes of their axes that keep handedness.
    pub fn transform(self, k: usize, [x, y, z]: Coord) -> Coord {
        match self {
            Lattice::Square => {
                let [r, c] = square(k, [x, y]);
                [r, c, 0]
            }
            Lattice::Triangle => {
                let (mut p, mut q) = to_corners(x, y);
                if k >= 6 {
                    (p, q) = (q, p);
                }
                for _ in 0..k % 6 {
                    (p, q) = (-q, p + q);
                }
                let (r, j) = from_corners((p, q));
                [r, j, 0]
            }
            Lattice::Edge => {
                // The edge's midpoint, in half units, is a point the square's symmetries move
                // as they move the grid: its row is odd for a vertical edge.
                let [mr, mc] = square(k, [2 * x + z, 2 * y + 1 - z]);
                let vertical = mr.rem_euclid(2);
                [
                    (mr - vertical).div_euclid(2),
                    (mc - 1 + vertical).div_euclid(2),
                    vertical,
                ]
            }
            Lattice::Cube => {
                const AXES: [[usize; 3]; 6] = [
                    [0, 1, 2],
                    [1, 2, 0],
                    [2, 0, 1],
                    [0, 2, 1],
                    [2, 1, 0],
                    [1, 0, 2],
                ];
                // The first three permutations are even: an even number of sign changes with
                // them, an odd number with the others, keeps a right hand right.
                let (axes, flips) = (AXES[k / 4], k % 4);
                let odd = usize::from(k / 4 >= 3);
                let signs = [
                    flips & 1,
                    (flips >> 1) & 1,
                    (flips & 1) ^ ((flips >> 1) & 1) ^ odd,
                ];
                let v = [x, y, z];
                [0, 1, 2].map(|i| {
                    if signs[i] == 1 {
                        -v[axes[i]]
                    } else {
                        v[axes[i]]
                    }
                })
            }
        }
    }

    /// Whether a move of the lattice (a translation onto itself) takes cell `a` to cell `b`:
    /// always for squares and cubes; for triangles when both point the same way; for edges
    /// when both run the same way.
    pub fn same_kind(self, a: Coord, b: Coord) -> bool {
        match self {
            Lattice::Square | Lattice::Cube => true,
            Lattice::Triangle => (a[0] + a[1] - b[0] - b[1]).rem_euclid(2) == 0,
            Lattice::Edge => a[2] == b[2],
        }
    }

    /// The cells that touch `cell`: across a side (squares, triangles, cubes) or at an end
    /// (edges).
    pub fn neighbours(self, [x, y, z]: Coord) -> Vec<Coord> {
        match self {
            Lattice::Square => vec![[x - 1, y, 0], [x + 1, y, 0], [x, y - 1, 0], [x, y + 1, 0]],
            Lattice::Triangle => {
                // An up triangle shares its base with the one below; a down one its top.
                let across = if (x + y).rem_euclid(2) == 0 {
                    x + 1
                } else {
                    x - 1
                };
                vec![[x, y - 1, 0], [x, y + 1, 0], [across, y, 0]]
            }
            Lattice::Edge => {
                let far = if z == 1 { [x + 1, y] } else { [x, y + 1] };
                let mut found = Vec::with_capacity(6);
                for [r, c] in [[x, y], far] {
                    for e in [[r, c, 0], [r, c - 1, 0], [r, c, 1], [r - 1, c, 1]] {
                        if e != [x, y, z] {
                            found.push(e);
                        }
                    }
                }
                found
            }
            Lattice::Cube => vec![
                [x - 1, y, z],
                [x + 1, y, z],
                [x, y - 1, z],
                [x, y + 1, z],
                [x, y, z - 1],
                [x, y, z + 1],
            ],
        }
    }

    /// Moves cells by a move of the lattice so that their coordinates start at 0 (a triangle
    /// shape may start at column 1, where the move to 0 would turn up triangles down), and
    /// sorts them. Returns the move subtracted.
    pub fn normalize(self, cells: &mut [Coord]) -> Coord {
        let mut low = [0; 3];
        for (axis, low) in low.iter_mut().enumerate() {
            *low = cells.iter().map(|c| c[axis]).min().unwrap_or(0);
        }
        match self {
            Lattice::Triangle if (low[0] + low[1]).rem_euclid(2) != 0 => low[1] -= 1,
            Lattice::Edge => low[2] = 0,
            _ => {}
        }
        for cell in cells.iter_mut() {
            for axis in 0..3 {
                cell[axis] -= low[axis];
            }
        }
        sort(cells);
        low
    }

    /// `cells` under symmetry `k`, normalized.
    pub fn transform_shape(self, k: usize, cells: &[Coord]) -> Vec<Coord> {
        let mut image: Vec<Coord> = cells.iter().map(|&c| self.transform(k, c)).collect();
        self.normalize(&mut image);
        image
    }

    /// The distinct shapes a set of cells takes when turned and mirrored, each normalized, in
    /// the order of the symmetries that first make them: the shape as given first.
    pub fn orientations(self, cells: &[Coord]) -> Vec<Vec<Coord>> {
        let mut found: Vec<Vec<Coord>> = Vec::new();
        for k in 0..self.symmetry_count() {
            let shape = self.transform_shape(k, cells);
            if !found.contains(&shape) {
                found.push(shape);
            }
        }
        found
    }

    /// Whether sorted cells hang together (see [`neighbours`](Self::neighbours)).
    pub fn connected(self, cells: &[Coord]) -> bool {
        if cells.is_empty() {
            return true;
        }
        let mut reached = vec![false; cells.len()];
        let mut stack = vec![0];
        reached[0] = true;
        while let Some(k) = stack.pop() {
            for cell in self.neighbours(cells[k]) {
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
}

/// Sorts cells. Pieces and their images have a handful of cells, and an insertion sort is a
/// few dozen bytes of wasm where the standard library's sort is kilobytes.
pub fn sort(cells: &mut [Coord]) {
    for k in 1..cells.len() {
        let mut j = k;
        while j > 0 && cells[j - 1] > cells[j] {
            cells.swap(j - 1, j);
            j -= 1;
        }
    }
}

//! The Soma cube (`dlx::polycube`): Piet Hein's seven pieces packed into a solid, for the page.

use dlx::polycube::{soma, CubePacking, Solid};
use dlx::Search;
use wasm_bindgen::prelude::*;

use crate::input::{heuristic, symmetry};
use crate::{Puzzle, Solver};

#[wasm_bindgen]
impl Solver {
    /// The seven Soma pieces packed into a solid: `3x3x3` (the Soma cube), any box `LxRxC` of
    /// 27 cubes, or a picture of its layers side by side (`#` a cube, a blank column between two
    /// layers). Pieces turn but are not mirrored. With `breakSymmetry`, one packing of each
    /// family of rotations of the solid is found (3x3x3: 480 instead of 11,520; a packing and
    /// its mirror image, the screws `A` and `B` exchanged, still count as two).
    ///
    /// # Errors
    /// A bad box or picture, a solid without exactly 27 cubes.
    #[wasm_bindgen(js_name = fromSoma)]
    pub fn from_soma(
        solid: &str,
        break_symmetry: bool,
        heuristic_name: Option<String>,
    ) -> Result<Solver, JsError> {
        let h = heuristic(heuristic_name)?;
        let solid: Solid = solid.parse().map_err(|e: String| JsError::new(&e))?;
        let packing = CubePacking::new(solid, soma(), symmetry(break_symmetry))
            .map_err(|e| JsError::new(&e))?;
        let (problem, decoder) = packing.encode();
        Ok(Solver::new(
            Search::with_heuristic(problem, h),
            Puzzle::Soma(decoder),
        ))
    }
}

/// One byte per cube of the solid's box, layer by layer, each in reading order: 1 a cube to
/// fill, 0 a hole.
pub(crate) fn solid_cells(solid: &Solid) -> Vec<u8> {
    let [layers, rows, cols] = solid.sides();
    (0..layers * rows * cols)
        .map(|k| u8::from(solid.contains(k / (rows * cols), k / cols % rows, k % cols)))
        .collect()
}

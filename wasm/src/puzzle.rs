//! What the puzzle is, for the page to draw it: its kind and size, a Sudoku's regions, a
//! board's shape, what every item and option stands for; and the problem as DLX text.

use dlx::format;
#[cfg(feature = "full")]
use dlx::meaning::{Meaning, Plain};
use dlx::sudoku::Variant;
use wasm_bindgen::prelude::*;

#[cfg(feature = "full")]
use crate::{iamonds, soma};
use crate::{Puzzle, Solver};

#[cfg(feature = "full")]
impl Solver {
    /// What the puzzle's items and options stand for: its decoder's [`Meaning`].
    fn meaning(&self) -> &dyn Meaning {
        match &self.puzzle {
            Puzzle::Other => &Plain,
            Puzzle::Sudoku(_, decoder) => &**decoder,
            Puzzle::Queens(decoder) => decoder,
            Puzzle::Pentominoes(_, decoder) => decoder,
            Puzzle::Langford(decoder) => decoder,
            Puzzle::Killer(decoder) => decoder,
            Puzzle::Iamonds(decoder) => decoder,
            Puzzle::Words(decoder) => decoder,
            Puzzle::Sticks(decoder) => decoder,
            Puzzle::Soma(decoder) => decoder,
        }
    }
}

#[wasm_bindgen]
impl Solver {
    /// What the problem is: `"sudoku"`, `"pentominoes"`, `"langford"`, `"queens"` (the
    /// `queensN` examples), `"iamonds"` (hexiamonds), `"sticks"` (tetrasticks), `"words"` (a word
    /// square), `"soma"` (the Soma pieces in a solid) or `"other"`.
    #[wasm_bindgen(getter)]
    pub fn kind(&self) -> String {
        match self.puzzle {
            Puzzle::Other => "other",
            Puzzle::Sudoku(..) => "sudoku",
            #[cfg(feature = "full")]
            Puzzle::Killer(_) => "sudoku",
            Puzzle::Queens(_) => "queens",
            #[cfg(feature = "full")]
            Puzzle::Pentominoes(..) => "pentominoes",
            #[cfg(feature = "full")]
            Puzzle::Langford(_) => "langford",
            #[cfg(feature = "full")]
            Puzzle::Iamonds(_) => "iamonds",
            #[cfg(feature = "full")]
            Puzzle::Words(_) => "words",
            #[cfg(feature = "full")]
            Puzzle::Sticks(_) => "sticks",
            #[cfg(feature = "full")]
            Puzzle::Soma(_) => "soma",
        }
        .to_string()
    }

    /// The puzzle's size `n`: the side of a Sudoku's grid or of the queens' board, the largest
    /// value of Langford pairs; 0 for any other problem.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        match &self.puzzle {
            Puzzle::Sudoku(sudoku, _) => sudoku.size() as u32,
            Puzzle::Queens(decoder) => decoder.n() as u32,
            #[cfg(feature = "full")]
            Puzzle::Langford(decoder) => decoder.n() as u32,
            #[cfg(feature = "full")]
            Puzzle::Killer(decoder) => decoder.killer().size() as u32,
            // Pentominoes, hexiamonds, tetrasticks, word squares and plain problems.
            _ => 0,
        }
    }

    /// For a Sudoku: its box size (2 to 5); 0 otherwise.
    #[wasm_bindgen(getter, js_name = boxSize)]
    pub fn box_size(&self) -> u32 {
        match &self.puzzle {
            Puzzle::Sudoku(sudoku, _) => sudoku.box_size() as u32,
            #[cfg(feature = "full")]
            Puzzle::Killer(decoder) => decoder.killer().box_size() as u32,
            _ => 0,
        }
    }

    /// For a Sudoku: its variant, `"classic"`, `"x"` or `"jigsaw"`; `""` otherwise.
    #[wasm_bindgen(getter)]
    pub fn variant(&self) -> String {
        match &self.puzzle {
            Puzzle::Sudoku(sudoku, _) => match sudoku.variant() {
                Variant::Classic => "classic",
                Variant::X => "x",
                Variant::Jigsaw(_) => "jigsaw",
            },
            #[cfg(feature = "full")]
            Puzzle::Killer(_) => "killer",
            _ => "",
        }
        .to_string()
    }

    /// For a Sudoku: each cell's region (its box for a classic or X grid), `n * n` numbers in
    /// row-major order, regions counted from 0 (region `k` is the items `g{k+1}=v` of a jigsaw,
    /// box `k` the items `b{k+1}=v`), for drawing region borders. Empty otherwise.
    #[wasm_bindgen(js_name = regionMap)]
    pub fn region_map(&self) -> Vec<u32> {
        match &self.puzzle {
            Puzzle::Sudoku(sudoku, _) => sudoku.groups().into_iter().map(|g| g as u32).collect(),
            #[cfg(feature = "full")]
            Puzzle::Killer(decoder) => decoder
                .killer()
                .givens()
                .groups()
                .into_iter()
                .map(|g| g as u32)
                .collect(),
            _ => Vec::new(),
        }
    }

    /// For pentominoes and hexiamonds: the rows of the board; for tetrasticks, its rows of
    /// squares; for a word square, its rows; for the Soma cube, the rows of a layer; 0
    /// otherwise.
    #[wasm_bindgen(getter, js_name = boardRows)]
    pub fn board_rows(&self) -> u32 {
        match &self.puzzle {
            #[cfg(feature = "full")]
            Puzzle::Pentominoes(board, _) => board.rows() as u32,
            #[cfg(feature = "full")]
            Puzzle::Iamonds(decoder) => decoder.board().rows() as u32,
            #[cfg(feature = "full")]
            Puzzle::Words(decoder) => decoder.rows() as u32,
            #[cfg(feature = "full")]
            Puzzle::Sticks(decoder) => decoder.board().rows() as u32,
            #[cfg(feature = "full")]
            Puzzle::Soma(decoder) => decoder.solid().sides()[1] as u32,
            _ => 0,
        }
    }

    /// For pentominoes: the columns of the board; for hexiamonds, the triangles in a row of
    /// its grid (triangle `(r, j)` points up when `r + j` is even); for tetrasticks, its columns
    /// of squares; for a word square, its columns; for the Soma cube, the columns of a layer; 0
    /// otherwise.
    #[wasm_bindgen(getter, js_name = boardCols)]
    pub fn board_cols(&self) -> u32 {
        match &self.puzzle {
            #[cfg(feature = "full")]
            Puzzle::Pentominoes(board, _) => board.cols() as u32,
            #[cfg(feature = "full")]
            Puzzle::Iamonds(decoder) => decoder.board().cols() as u32,
            #[cfg(feature = "full")]
            Puzzle::Words(decoder) => decoder.cols() as u32,
            #[cfg(feature = "full")]
            Puzzle::Sticks(decoder) => decoder.board().cols() as u32,
            #[cfg(feature = "full")]
            Puzzle::Soma(decoder) => decoder.solid().sides()[2] as u32,
            _ => 0,
        }
    }

    #[cfg(feature = "full")]
    /// For the Soma cube: the layers of the solid (the first, `l1` in the items' names, is the
    /// one its pictures draw first); 0 otherwise.
    #[wasm_bindgen(getter, js_name = boardLayers)]
    pub fn board_layers(&self) -> u32 {
        match &self.puzzle {
            Puzzle::Soma(decoder) => decoder.solid().sides()[0] as u32,
            _ => 0,
        }
    }

    #[cfg(feature = "full")]
    /// For pentominoes: one byte per square of the board's rectangle, in reading order, 1 for
    /// a cell to cover and 0 for a hole; for hexiamonds, per triangle, 1 for one that points up,
    /// 2 for one that points down, 0 for a hole; for the Soma cube, per cube of the solid's box,
    /// layer by layer, 1 a cube to fill and 0 a hole; empty otherwise.
    #[wasm_bindgen(js_name = boardCells)]
    pub fn board_cells(&self) -> Vec<u8> {
        match &self.puzzle {
            #[cfg(feature = "full")]
            Puzzle::Pentominoes(board, _) => (0..board.rows())
                .flat_map(|r| (0..board.cols()).map(move |c| u8::from(board.contains(r, c))))
                .collect(),
            #[cfg(feature = "full")]
            Puzzle::Iamonds(decoder) => iamonds::board_cells(decoder.board()),
            #[cfg(feature = "full")]
            Puzzle::Soma(decoder) => soma::solid_cells(decoder.solid()),
            _ => Vec::new(),
        }
    }

    #[cfg(feature = "full")]
    /// What every item stands for (`dlx::meaning::ItemRole`), in item order, as plain objects:
    /// `{ role: 'cell', row, column }`, `{ role: 'unitValue', unit, index, value }`,
    /// `{ role: 'line', line, index }`, `{ role: 'piece', letter }`, `{ role: 'value', value }`,
    /// `{ role: 'slot', slot }`, `{ role: 'triangle', row, column, up }`,
    /// `{ role: 'cube', layer, row, column }`, `{ role: 'symmetry' }`
    /// or `{ role: 'named' }`; rows, columns, cells and slots from 0, values from 1.
    #[wasm_bindgen(js_name = itemRoles)]
    pub fn item_roles(&self) -> Result<JsValue, JsError> {
        let problem = self.search.problem();
        Ok(serde_wasm_bindgen::to_value(
            &self.meaning().item_roles(problem),
        )?)
    }

    #[cfg(feature = "full")]
    /// What every option stands for (`dlx::meaning::OptionRole`), in option order:
    /// `{ role: 'placement', row, column, value }`, `{ role: 'queen', row, column }`,
    /// `{ role: 'piece', letter, cells: [[row, column], ...] }`,
    /// `{ role: 'pair', value, first, second }`,
    /// `{ role: 'cubes', letter, cubes: [[layer, row, column], ...] }` or `{ role: 'plain' }`.
    #[wasm_bindgen(js_name = optionRoles)]
    pub fn option_roles(&self) -> Result<JsValue, JsError> {
        let problem = self.search.problem();
        Ok(serde_wasm_bindgen::to_value(
            &self.meaning().option_roles(problem),
        )?)
    }

    /// The problem in Knuth's DLX1 text format (the item line, then one option per line), which
    /// `fromDlx` and Knuth's `dlx1` read back to the same solutions. A Sudoku with the full
    /// encoding presets its givens, which the format cannot say: there the options that clash
    /// with a given are left out, so each given's option is the only one left for its cell.
    #[wasm_bindgen(js_name = toDlx)]
    pub fn to_dlx(&self) -> String {
        let presets = match &self.puzzle {
            Puzzle::Sudoku(_, decoder) => decoder.presets(),
            _ => &[],
        };
        format::write_dlx_with_presets(self.search.problem(), presets)
    }
}

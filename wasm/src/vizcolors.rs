//! Colors (Knuth's XCC) for the pages: the color names, each node's color and mark now, the
//! color the chosen options give an item, and `dlx2`'s cleansings. The engine answers; the
//! pages pick the hues and the words.

use dlx::{ItemId, NodeId};
use wasm_bindgen::prelude::*;

use crate::Solver;

#[wasm_bindgen]
impl Solver {
    /// Whether some option gives a secondary item a color.
    #[wasm_bindgen(getter, js_name = hasColors)]
    pub fn has_colors(&self) -> bool {
        self.search.problem().has_colors()
    }

    /// The color names, in the order they first appear: color code `k` is `colorNames()[k - 1]`.
    /// Empty for a problem without colors.
    #[wasm_bindgen(js_name = colorNames)]
    pub fn color_names(&self) -> Vec<String> {
        let problem = self.search.problem();
        (1..=problem.color_count())
            .filter_map(|k| problem.color_name(k).map(str::to_string))
            .collect()
    }

    /// The color of every node now, by node number: 0 for none (headers and spacers too), `k`
    /// for color code `k`, `-k` for a node of color `k` that a purification has marked (its
    /// item already has that color, which the node keeps). Empty for a problem without colors.
    #[wasm_bindgen(js_name = nodeColors)]
    pub fn node_colors(&self) -> Vec<i32> {
        if !self.search.is_colored() {
            return Vec::new();
        }
        (0..self.search.node_count() as u32)
            .map(|n| match self.search.node_color(NodeId(n)) {
                None => 0,
                Some(c) if c.marked => -(c.code as i32),
                Some(c) => c.code as i32,
            })
            .collect()
    }

    /// The color code (from 1) that the options chosen now give item `k`, 0 for none (or
    /// when `k` is not an item).
    #[wasm_bindgen(js_name = itemColor)]
    pub fn item_color(&self, k: u32) -> u32 {
        self.search.item_color(ItemId(k)).unwrap_or(0)
    }

    /// `dlx2`'s cleansings so far: one per purification and one per node it marks (0 on a
    /// problem without colors).
    #[wasm_bindgen(getter)]
    pub fn cleansings(&self) -> f64 {
        self.search.stats().cleansings as f64
    }
}

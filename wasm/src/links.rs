//! The links, for drawing: where the nodes and the item links lie in wasm memory, for the
//! page to read in place, and the items and options by number.

#[cfg(feature = "full")]
use dlx::NodeId;
use dlx::{ItemId, OptionId};
use wasm_bindgen::prelude::*;

use crate::Solver;

#[wasm_bindgen]
impl Solver {
    #[cfg(feature = "full")]
    /// Where the nodes start in wasm memory: four `u32`s per node (`up`, `down`, `top` as
    /// signed, `right`), links as node indices, as they are now: call it again after the
    /// search moves. Read it as `new Uint32Array(memory.buffer, nodesPtr, 4 * nodeCount)`.
    #[wasm_bindgen(js_name = nodesPtr)]
    pub fn nodes_ptr(&mut self) -> u32 {
        self.search.nodes_into(&mut self.view);
        self.view.as_ptr() as u32
    }

    #[cfg(feature = "full")]
    /// The number of nodes (index 0 is the root, `1..=itemCount` the headers).
    #[wasm_bindgen(getter, js_name = nodeCount)]
    pub fn node_count(&self) -> u32 {
        self.search.node_count() as u32
    }

    #[cfg(feature = "full")]
    /// Where the item links start: two `u32`s (`prev`, `next`) per entry; entry 0 is the root
    /// of the primary items, entry `k + 1` item `k`, the last entry the secondary items' root.
    #[wasm_bindgen(js_name = itemLinksPtr)]
    pub fn item_links_ptr(&mut self) -> u32 {
        self.search.item_links().as_ptr() as u32
    }

    /// The number of items.
    #[wasm_bindgen(getter, js_name = itemCount)]
    pub fn item_count(&self) -> u32 {
        self.search.problem().item_count() as u32
    }

    /// The number of primary items (items `0..primaryCount`).
    #[wasm_bindgen(getter, js_name = primaryCount)]
    pub fn primary_count(&self) -> u32 {
        self.search.problem().primary_count() as u32
    }

    /// The number of options.
    #[wasm_bindgen(getter, js_name = optionCount)]
    pub fn option_count(&self) -> u32 {
        self.search.problem().option_count() as u32
    }

    /// The name of item `k`.
    ///
    /// # Errors
    /// `k` is not an item.
    #[wasm_bindgen(js_name = itemName)]
    pub fn item_name(&self, k: u32) -> Result<String, JsError> {
        let problem = self.search.problem();
        if (k as usize) < problem.item_count() {
            Ok(problem.item_name(ItemId(k)).to_string())
        } else {
            Err(JsError::new(&format!("there is no item {k}")))
        }
    }

    /// Option `k` as its item names.
    ///
    /// # Errors
    /// `k` is not an option.
    #[wasm_bindgen(js_name = optionText)]
    pub fn option_text(&self, k: u32) -> Result<String, JsError> {
        let problem = self.search.problem();
        if (k as usize) < problem.option_count() {
            Ok(problem.option_text(OptionId(k)))
        } else {
            Err(JsError::new(&format!("there is no option {k}")))
        }
    }

    #[cfg(feature = "full")]
    /// The option holding `node`, or -1 for a header or spacer.
    #[wasm_bindgen(js_name = nodeOption)]
    pub fn node_option(&self, node: u32) -> i32 {
        self.search
            .node_option(NodeId(node))
            .map_or(-1, |o| o.0 as i32)
    }

    #[cfg(feature = "full")]
    /// The item whose column holds `node`, or -1 for the root or a spacer.
    #[wasm_bindgen(js_name = nodeItem)]
    pub fn node_item(&self, node: u32) -> i32 {
        self.search
            .node_item(NodeId(node))
            .map_or(-1, |i| i.0 as i32)
    }
}

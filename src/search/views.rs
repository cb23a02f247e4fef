//! What the search shows outside: the path and its options, nodes and links as indices, the
//! item lists, the `len`s.

use super::layout::{full_item_links, ItemLink, Node, NodeId, COVERED};
use super::machine::{depth, Phase};
use super::{Search, Solution};
use crate::problem::{ItemId, OptionId};

impl Search {
    /// The solution the search is at: valid right after a solution was found.
    pub fn solution(&self) -> Solution {
        Solution {
            options: self.chosen().collect(),
        }
    }

    /// The options chosen so far: the preset ones, then one per level of the current path.
    pub fn chosen(&self) -> impl Iterator<Item = OptionId> + '_ {
        let depth = self.depth();
        // A search with multiplicities keeps its path apart, and this one stays at depth 0.
        let mcc = self.mcc.iter().flat_map(|m| m.chosen());
        self.presets
            .iter()
            .copied()
            .chain(self.choice[..depth].iter().map(|&x| self.option_of_node(x)))
            .chain(mcc)
    }

    /// The nodes chosen on the current path, one per level, in the chosen items' columns.
    pub fn chosen_nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.choice[..self.depth()]
            .iter()
            .map(|&x| NodeId(self.index(x)))
    }

    /// How many levels of the current path hold a chosen option.
    fn depth(&self) -> usize {
        depth(&self.ctl)
    }

    /// The current level of the search tree.
    pub fn level(&self) -> u32 {
        if let Some(mcc) = &self.mcc {
            return mcc.level();
        }
        self.ctl.level
    }

    /// The option that `node` belongs to, or `None` for a header or spacer.
    pub fn node_option(&self, node: NodeId) -> Option<OptionId> {
        let x = node.0 as usize;
        if x >= self.nodes.len() || self.addr(node.0) < self.first_spacer || self.nodes[x].top <= 0
        {
            return None;
        }
        Some(self.option_of_node(self.addr(node.0)))
    }

    /// The option holding the node at address `a`.
    pub(super) fn option_of_node(&self, a: u32) -> OptionId {
        // The spacer after an option records how many options end there.
        let mut x = self.index(a) as usize;
        while self.nodes[x].top > 0 {
            x += 1;
        }
        OptionId((-self.nodes[x].top - 1) as u32)
    }

    /// The item whose column holds `node` (for a header, its own item); `None` for a spacer.
    pub fn node_item(&self, node: NodeId) -> Option<ItemId> {
        let x = node.0;
        if x == 0 || x as usize >= self.nodes.len() {
            None
        } else if self.addr(x) < self.first_spacer {
            Some(ItemId(x - 1))
        } else if self.nodes[x as usize].top > 0 {
            Some(self.item_of(self.header_of(self.nodes[x as usize].top as u32)))
        } else {
            None
        }
    }

    /// The current `len` of `item`: the number of options in its column.
    pub fn len(&self, item: ItemId) -> u32 {
        self.len[item.index() + 1] & !COVERED
    }

    /// The number of nodes, headers and spacers included (the length of [`nodes`](Self::nodes)).
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// Every node: headers `1..=N`, then options separated by spacers, with their current links
    /// as node indices. Index 0 is unused (it stands for the root). A copy: the search keeps
    /// its links as addresses.
    pub fn nodes(&self) -> Vec<Node> {
        let mut nodes = Vec::new();
        self.nodes_into(&mut nodes);
        nodes
    }

    /// [`nodes`](Self::nodes) into `out` (replacing what it held), reusing its memory: for a
    /// viewer that reads the links at every frame.
    pub fn nodes_into(&self, out: &mut Vec<Node>) {
        out.clear();
        out.extend_from_slice(&self.nodes);
        for (x, node) in out.iter_mut().enumerate() {
            node.up = self.index(node.up);
            node.down = self.index(node.down);
            node.right = self.index(node.right);
            if self.addr(x as u32) >= self.first_spacer {
                if node.top > 0 {
                    node.top = self.index(self.header_of(node.top as u32)) as i32;
                }
            } else if let Some(&len) = self.len.get(x) {
                node.top = (len & !COVERED) as i32;
            }
        }
    }

    /// The item list links: index 0 is the root of the active primary items, `1..=N` are the
    /// items (item `k` at index `k + 1`), and `N + 1` is the root of the secondary items.
    ///
    /// A covered item keeps the `prev` and `next` it had when it left its list, as in
    /// `dlx1`. `&mut` because after a full-speed run the lists are rebuilt here, from the
    /// path (see `refresh_item_links`).
    pub fn item_links(&mut self) -> &[ItemLink] {
        self.refresh_item_links();
        &self.items
    }

    /// The active primary items, in list order: the items still to be covered.
    pub fn active_items(&self) -> impl Iterator<Item = ItemId> + '_ {
        // The list's order is always the items' order: an item leaves it and comes back
        // between the same two neighbours.
        (1..=self.primary)
            .filter(|&k| self.active[k as usize / 64] >> (k % 64) & 1 == 1)
            .map(|k| ItemId(k - 1))
    }

    /// Brings `items` up to date after a full-speed run or the presets, which leave it
    /// behind. They stop only between nodes of the search tree (see `path_item_links`).
    pub(super) fn refresh_item_links(&mut self) {
        if self.links_stale {
            let mut items = std::mem::take(&mut self.items);
            self.path_item_links(&mut items);
            self.items = items;
            self.links_stale = false;
        }
    }

    /// The item lists as `dlx1`'s would be now, by covering the items that are out of their
    /// lists in the order the search covered them: the presets' items, then at each level
    /// of the path the chosen item and the other items of the option tried, from its right
    /// neighbour round. Covers and uncovers go last in, first out, so each item left its list
    /// between the neighbours it has here, and keeps them as its `prev` and `next`.
    ///
    /// Only for a state between two nodes of the search tree, where every level of the path
    /// is whole: a full-speed run stops only there, and the presets leave the search there.
    pub(super) fn path_item_links(&self, out: &mut Vec<ItemLink>) {
        let n = self.problem.item_count() as u32;
        debug_assert!(
            matches!(
                self.ctl.phase,
                Phase::Start | Phase::Forward | Phase::Solved | Phase::Finished
            ) || (self.ctl.phase == Phase::UncoverBest && self.ctl.level == 0),
            "item lists rebuilt in the middle of a node ({:?})",
            self.ctl.phase
        );
        full_item_links(n, self.primary, out);
        let active = &self.active;
        let mut unlink = |c: u32| {
            // An item that a colored option purified, rather than covered, stays in its list.
            if active[c as usize / 64] >> (c % 64) & 1 == 1 {
                return;
            }
            let ItemLink { prev, next } = out[c as usize];
            out[prev as usize].next = next;
            out[next as usize].prev = prev;
        };
        for &option in &self.presets {
            for item in self.problem.option_items(option) {
                unlink(item.0 + 1);
            }
        }
        for &x in &self.choice[..depth(&self.ctl)] {
            unlink(self.index(self.header_of(self.node(x).top as u32)));
            let mut pp = self.node(x).right;
            while pp != x {
                unlink(self.index(self.header_of(self.node(pp).top as u32)));
                pp = self.node(pp).right;
            }
        }
    }
}

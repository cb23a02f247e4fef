//! The consistency check of every link, in the spirit of Knuth's `sanity()`.

use super::layout::COVERED;
use super::Search;

impl Search {
    /// Checks every link, in the spirit of Knuth's `sanity()`: each partner points back, each
    /// `len` equals the length of its column, and each option node remembers its item.
    ///
    /// # Errors
    /// A description of the first inconsistency found.
    pub fn check_links(&self) -> Result<(), String> {
        let n = self.problem.item_count() as u32;
        let nodes = self.nodes();
        let first_spacer = self.index(self.first_spacer);
        let mut path = Vec::new();
        let items = if self.links_stale {
            self.path_item_links(&mut path);
            &path
        } else {
            &self.items
        };
        let mut listed = vec![false; n as usize + 2];
        for root in [0, n + 1] {
            let (mut q, mut p) = (root, items[root as usize].next);
            let mut steps = 0;
            loop {
                if items[p as usize].prev != q {
                    return Err(format!("bad prev link at item index {p}"));
                }
                if p == root {
                    break;
                }
                listed[p as usize] = true;
                steps += 1;
                if steps > n + 1 {
                    return Err(format!("item list from root {root} does not close"));
                }
                (q, p) = (p, items[p as usize].next);
            }
        }
        let open = listed[1..=self.primary as usize].iter().any(|&l| l);
        if open == self.solved() {
            return Err(format!(
                "the primary list is {}, but the active set says the opposite",
                if open { "not empty" } else { "empty" }
            ));
        }
        for (k, &listed) in listed.iter().enumerate().take(n as usize + 1).skip(1) {
            let covered = self.len[k] & COVERED != 0;
            let bit = self.active[k / 64] >> (k % 64) & 1 == 1;
            // The flags are kept only for the vector scan (see `unlink_item`).
            if bit != listed || covered != (self.wide && !listed) {
                return Err(format!(
                    "item index {k}: listed {listed}, active bit {bit}, covered flag {covered}"
                ));
            }
        }
        for c in 1..=n {
            let (mut q, mut p) = (c, nodes[c as usize].down);
            let mut k = 0;
            loop {
                if nodes[p as usize].up != q {
                    return Err(format!(
                        "bad up link at node {p} (column of item {})",
                        c - 1
                    ));
                }
                if p == c {
                    break;
                }
                if p < first_spacer || nodes[p as usize].top != c as i32 {
                    return Err(format!(
                        "node {p} in the column of item {} is not its",
                        c - 1
                    ));
                }
                k += 1;
                if k > nodes.len() {
                    return Err(format!("column of item {} does not close", c - 1));
                }
                (q, p) = (p, nodes[p as usize].down);
            }
            if nodes[c as usize].top != k as i32 {
                return Err(format!(
                    "len of item {} is {} but its column has {k} nodes",
                    c - 1,
                    nodes[c as usize].top
                ));
            }
        }
        Ok(())
    }
}

//! What a viewer asks about colors (Knuth's XCC) while the search steps: the color of each
//! node now, with the marks of the purifications under way, and the color the chosen options
//! give a secondary item. The page draws and words these answers; it never works them out.

use super::{NodeId, Search};
use crate::problem::ItemId;

/// The color of an option node now: the problem's color `code` (named by
/// [`Problem::color_name`](crate::Problem::color_name)), and whether a purification of its
/// item with that color has marked it (the item already has the color, which this node keeps:
/// it is neither hidden nor purified again while the mark holds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeColor {
    /// The color, from 1.
    pub code: u32,
    /// Whether a purification marked the node.
    pub marked: bool,
}

impl Search {
    /// The color of `node` now, `None` for a node without one (and for headers, spacers, a
    /// node that does not exist, every node of a problem without colors).
    ///
    /// ```
    /// use dlx::{format, NodeColor, NodeId, Search};
    /// let problem = format::parse_dlx("p q | x\np x:A\nq x:A\n").unwrap();
    /// let mut search = Search::new(problem);
    /// // Headers p q x are nodes 1 to 3, then option `p x:A` is nodes 5 and 6.
    /// assert_eq!(search.node_color(NodeId(6)), Some(NodeColor { code: 1, marked: false }));
    /// assert_eq!(search.node_color(NodeId(5)), None);
    /// assert!(search.find_next());
    /// // `p x:A` purified x: `q x:A` (node 9) is marked, as it gives x the same color.
    /// assert_eq!(search.node_color(NodeId(9)), Some(NodeColor { code: 1, marked: true }));
    /// ```
    pub fn node_color(&self, node: NodeId) -> Option<NodeColor> {
        let k = *self.color.get(node.0 as usize)?;
        (k != 0).then_some(NodeColor {
            code: k.unsigned_abs(),
            marked: k < 0,
        })
    }

    /// The color that the options chosen now (the preset ones and one per level of the path,
    /// from the moment it is tried) give `item`, `None` when none gives it one (or it is a
    /// primary item, or does not exist).
    pub fn item_color(&self, item: ItemId) -> Option<u32> {
        if !self.is_colored() {
            return None;
        }
        let problem = &self.problem;
        self.chosen().find_map(|option| {
            let at = problem
                .option_items(option)
                .iter()
                .position(|&i| i == item)?;
            let code = problem.option_color_codes(option)[at];
            (code != 0).then_some(code)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_dlx;
    use crate::Event;

    /// TAOCP 7.2.2.1's example of colors: one solution, `p r x:A y` and `q x:A`.
    const TAOCP: &str = "p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n";

    fn search() -> Search {
        let mut search = Search::new(parse_dlx(TAOCP).unwrap());
        search.record_history(true);
        search
    }

    /// The item named `name`.
    fn item(search: &Search, name: &str) -> ItemId {
        let problem = search.problem();
        (0..problem.item_count() as u32)
            .map(ItemId)
            .find(|&i| problem.item_name(i) == name)
            .unwrap()
    }

    #[test]
    fn node_colors_follow_the_marks_forward_and_back() {
        let mut search = search();
        let colored: Vec<(u32, NodeColor)> = (0..search.node_count() as u32)
            .filter_map(|n| search.node_color(NodeId(n)).map(|c| (n, c)))
            .collect();
        let plain = |code| NodeColor {
            code,
            marked: false,
        };
        // y:A, x:A, x:B, x:A, y:B: the nodes the text gives a color, and no other.
        assert_eq!(
            colored,
            [
                (10, plain(1)),
                (14, plain(1)),
                (18, plain(2)),
                (21, plain(1)),
                (24, plain(2))
            ]
        );
        let mut marks = 0;
        while let Some(event) = search.step() {
            if let Event::Mark { node } = event {
                assert!(search.node_color(node).unwrap().marked);
                marks += 1;
                assert_eq!(search.step_back(), Some(event));
                assert!(!search.node_color(node).unwrap().marked);
                search.step();
            }
        }
        assert!(marks > 0);
        // Over: every mark is undone.
        for (n, color) in colored {
            assert_eq!(search.node_color(NodeId(n)), Some(color));
        }
    }

    #[test]
    fn item_color_is_the_chosen_options_and_goes_back_with_them() {
        let mut search = search();
        let (x, y, p) = (item(&search, "x"), item(&search, "y"), item(&search, "p"));
        assert_eq!(search.item_color(x), None);
        // Up to the solution: `p r x:A y` and `q x:A` give x color A (1), y none.
        while !matches!(search.step(), Some(Event::Solution { .. })) {}
        assert_eq!(search.item_color(x), Some(1));
        assert_eq!(search.item_color(y), None);
        assert_eq!(search.item_color(p), None);
        assert_eq!(search.item_color(ItemId(99)), None);
        // Back to the start: no option is chosen, so no item has a color.
        while search.step_back().is_some() {}
        assert_eq!(search.item_color(x), None);
        // The first option tried, `p q x y:A`, gives y color A as soon as it is tried.
        while !matches!(search.step(), Some(Event::Try { .. })) {}
        assert_eq!(search.item_color(y), Some(1));
        assert_eq!(search.item_color(x), None);
    }

    #[test]
    fn a_problem_without_colors_has_none() {
        let search = Search::new(parse_dlx("p q | x\np x\nq\n").unwrap());
        assert_eq!(search.node_color(NodeId(5)), None);
        assert_eq!(search.item_color(ItemId(2)), None);
    }
}

//! Where the search is in its tree, and taking one branch of a node instead of all of them:
//! for progress reports during a long count, and for Knuth's random-path estimate of the tree's
//! size ([`crate::estimate`]).

use super::layout::COVERED;
use super::machine::{depth, Phase, IDLE};
use super::Search;
use crate::problem::OptionId;

impl Search {
    /// For each level of the current path, `(k, d)`: the option chosen there is the `k`-th
    /// (from 1) of the `d` options of the item chosen at that level, in the order the search
    /// tries them. Knuth's `dlx1` prints these pairs in its progress reports.
    ///
    /// ```
    /// use dlx::{examples, Search};
    /// let mut search = Search::new(examples::queens(4));
    /// assert!(search.find_next());
    /// // The first solution of 4 queens lies in the second branch of the root.
    /// assert_eq!(search.branches().next(), Some((2, 4)));
    /// ```
    pub fn branches(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.choice[..self.depth_now()]
            .iter()
            .map(|&x| {
                // The chosen item is covered, so its own column stays as it was when chosen.
                let header = self.header_of(self.node(x).top as u32);
                let d = self.len[self.index(header) as usize] & !COVERED;
                let mut k = 1;
                let mut p = self.node(header).down;
                while p != x {
                    k += 1;
                    p = self.node(p).down;
                }
                (k, d)
            })
            // A search with multiplicities keeps its path apart (this one stays at depth 0).
            .chain(self.mcc.iter().flat_map(|m| m.branches()))
    }

    fn depth_now(&self) -> usize {
        depth(&self.ctl)
    }

    /// How much of the search tree lies before the current position, as a fraction from 0
    /// (at the start) to 1 (when finished), read from [`branches`](Self::branches) as
    /// `dlx1` does: the `k`-th of `d` branches at a level whose share of the tree is `s`
    /// means that `(k - 1) / d` of `s` is done, on the guess that sibling subtrees are alike.
    ///
    /// `dlx1` adds half the share of the deepest branch, the middle of the subtree it is in;
    /// this leaves it out, so that the fraction never goes down between two nodes of the tree
    /// (entering a node adds nothing, and moving to the next branch at a level gains that
    /// branch's share, more than every deeper branch had added). While the search backs out of
    /// a subtree it has finished, that subtree counts as done, so the fraction does not go down
    /// between two events either (but for a rounding, `d` shares of `s / d` making `s`).
    pub fn tree_fraction(&self) -> f64 {
        if self.is_finished() {
            return 1.0;
        }
        // Backing out, the path still ends in a subtree that is searched to its end: the
        // option being undone (after its solution, or its last branch), or the node whose
        // item has no option left, which is the deepest option's subtree. It counts as done,
        // as it will once the next branch is tried (the deepest branch counts `k`, not
        // `k - 1`), so the fraction does not drop while the links are restored (but for a
        // rounding: `d` shares of `s / d` need not add up to `s` exactly).
        let backing = matches!(
            self.ctl.phase,
            Phase::Recover | Phase::Solved | Phase::UncoverBest
        );
        let depth = self.depth_now();
        if backing && depth == 0 {
            return 1.0;
        }
        let mut share = 1.0;
        let mut done = 0.0;
        for (level, (k, d)) in self.branches().enumerate() {
            share /= f64::from(d);
            let k = if backing && level + 1 == depth {
                k
            } else {
                k - 1
            };
            done += f64::from(k) * share;
        }
        done
    }

    /// Right after [`Event::Try`](super::Event::Try), before any item of the option is
    /// covered, tries instead the option `k` places below it in the chosen item's column
    /// (`k = 0` keeps it): the options between them are skipped, as if their subtrees were
    /// empty. Returns the option now being tried; `None` (and nothing changes) when the last
    /// step was not a try, when the column has no option `k` places below, or while the
    /// history is on, since a skip cannot be stepped back.
    ///
    /// This is how [`crate::estimate`] follows one random branch at each level with the
    /// search's own choice of item and its own counts. Mems spent walking down the column are
    /// not counted.
    pub fn try_other(&mut self, k: u32) -> Option<OptionId> {
        let c = self.ctl;
        let just_tried =
            c.phase == Phase::Commit && c.job == IDLE && c.pp == self.node(c.cur).right;
        if !just_tried || self.recording {
            return None;
        }
        let mut x = c.cur;
        for _ in 0..k {
            x = self.node(x).down;
            if x == c.best {
                return None;
            }
        }
        self.choice[c.level as usize] = x;
        self.ctl.cur = x;
        self.ctl.pp = self.node(x).right;
        Some(self.option_of_node(x))
    }
}

#[cfg(test)]
mod tests {
    use crate::queens::Queens;
    use crate::{examples, Event, Heuristic, Progress, Search};

    #[test]
    fn the_fraction_grows_from_0_to_1_along_a_whole_search() {
        for heuristic in [Heuristic::Mrv, Heuristic::First] {
            let mut search = Search::with_heuristic(Queens::new(7).unwrap().encode().0, heuristic);
            assert_eq!(search.tree_fraction(), 0.0);
            let mut last = 0.0;
            let mut pauses = 0;
            let mut solutions = 0;
            let mut before_end = 0.0;
            loop {
                let progress = search.find_next_within(1);
                let f = search.tree_fraction();
                // Shares of a share add up to it but for a rounding.
                assert!(
                    f >= last - 1e-12,
                    "{f} after {last} ({heuristic:?}, pause {pauses})"
                );
                assert!(f <= 1.0);
                last = f;
                match progress {
                    Progress::Paused => pauses += 1,
                    Progress::Solution => solutions += 1,
                    Progress::Finished => break,
                }
                before_end = f;
            }
            assert_eq!(solutions, 40);
            assert!(pauses > 100);
            assert_eq!(last, 1.0);
            // Before the last node the path takes the last branch at every level.
            assert!(before_end > 0.95, "{before_end} before the last node");
        }
    }

    #[test]
    fn the_fraction_never_goes_down_from_one_event_to_the_next() {
        let problems = [
            examples::knuth(),
            Queens::new(6).unwrap().encode().0,
            Queens::new(7).unwrap().encode().0,
        ];
        for problem in problems {
            for heuristic in [Heuristic::Mrv, Heuristic::First] {
                let mut search = Search::with_heuristic(problem.clone(), heuristic);
                search.record_history(true);
                let mut last = 0.0;
                let mut events = 0;
                while search.step().is_some() {
                    let f = search.tree_fraction();
                    assert!(
                        f >= last - 1e-12 && f <= 1.0,
                        "{f} after {last} at event {events} ({heuristic:?})"
                    );
                    last = f;
                    events += 1;
                }
                assert_eq!(last, 1.0);
                // Stepping back all the way retraces the same values down to 0.
                while search.step_back().is_some() {
                    let f = search.tree_fraction();
                    assert!(f <= last + 1e-12, "{f} stepping back from {last}");
                    last = f;
                }
                assert_eq!(last, 0.0);
            }
        }
    }

    #[test]
    fn branches_name_the_place_of_each_chosen_option_in_its_column() {
        let mut search = Search::new(examples::knuth());
        search.record_history(true);
        let mut seen = Vec::new();
        while let Some(event) = search.step() {
            if let Event::Try { level, .. } = event {
                let branches: Vec<_> = search.branches().collect();
                assert_eq!(branches.len(), level as usize + 1);
                seen.push(*branches.last().unwrap());
            }
        }
        // Knuth's example under MRV: A (2 options) at the root; its first option leads to a
        // dead end, its second to D, then E (once each) and the solution.
        assert_eq!(seen.first(), Some(&(1, 2)));
        assert!(seen.contains(&(2, 2)));
        assert!(seen.iter().all(|&(k, d)| 1 <= k && k <= d));
    }

    #[test]
    fn try_other_takes_the_kth_option_and_only_right_after_a_try() {
        let problem = Queens::new(6).unwrap().encode().0;
        let mut search = Search::new(problem.clone());
        let (item, len) = match search.step() {
            Some(Event::Choose { item, len, .. }) => (item, len),
            e => panic!("{e:?}"),
        };
        assert_eq!(search.try_other(1), None, "not after a choose");
        let first = loop {
            if let Some(Event::Try { option, .. }) = search.step() {
                break option;
            }
        };
        assert_eq!(search.try_other(len), None, "past the column's end");
        let third = search.try_other(2).expect("right after a try");
        assert_ne!(third, first);
        assert!(problem.option_items(third).contains(&item));
        assert_eq!(search.branches().collect::<Vec<_>>(), [(3, len)]);
        search.step();
        assert_eq!(
            search.try_other(0),
            None,
            "the option's items are being covered"
        );
        // The search goes on from the third option: its first solution contains it, and the
        // links are whole at the end.
        assert!(search.find_next());
        assert_eq!(search.solution().options[0], third);
        while search.find_next() {}
        assert!(search.check_links().is_ok());

        let mut recorded = Search::new(problem);
        recorded.record_history(true);
        while !matches!(recorded.step(), Some(Event::Try { .. })) {}
        assert_eq!(recorded.try_other(1), None, "a skip cannot be stepped back");
    }
}

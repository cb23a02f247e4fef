//! What the search is about to decide, for a viewer who asks "why this item?".
//!
//! Between two `choose` events the lens a viewer sees are in motion: while an option is being
//! placed, each of its items is still to be covered, and every cover hides more options from
//! other columns. The item with the fewest options *now* is then not always the one the search
//! will branch on. So the answer does not come from a second copy of the branching rule over
//! the lens as they are: [`Search::outlook`] runs the engine's own steps forward to the next
//! `choose` (or solution, or the end), reads what the search chose there, and undoes those steps
//! exactly. The viewer is told what the engine will do, and when: "after this option is in
//! place".

use super::{Event, Heuristic, Phase, Search};
use crate::problem::{ItemId, OptionId};

/// The most events [`Search::outlook`] looks ahead before it gives up ([`Next::Unknown`]): far
/// more than the longest cover and uncover between two choices of any problem the pages take.
pub const OUTLOOK_EVENTS: usize = 1 << 22;

/// The search's next decision, as [`Search::outlook`] finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(
        tag = "kind",
        rename_all = "camelCase",
        rename_all_fields = "camelCase"
    )
)]
pub enum Next {
    /// The next event of the search is not a choice but the end of a cover: it will branch on
    /// `item` at `level`, when the item has `len` options left. `after` is the option placed
    /// just before that choice (the last one tried on the way there), or `None` when the search
    /// chooses without trying an option first (its next event is the choice, or it starts
    /// there). `empty` lists the active primary items that will have no option left at that
    /// moment (with MRV, `item` is then one of them and the search backs up). When
    /// `backs_up`, the search first takes back options it has placed (after a solution or a
    /// dead end): `after` is then an option it has not tried yet, not one in place now.
    Choose {
        /// The level of the choice.
        level: u32,
        /// The item the search will branch on.
        item: ItemId,
        /// Its `len` then.
        len: u32,
        /// The option placed just before, if any.
        after: Option<OptionId>,
        /// The primary items left with `len` 0 then.
        empty: Vec<ItemId>,
        /// Whether the links stay as they are until the choice: then the `len`s a viewer sees
        /// now are the ones the search chooses by.
        settled: bool,
        /// Whether the search backs up on the way (takes back a placed option: an uncover, an
        /// unhide or a backtrack comes before the choice).
        backs_up: bool,
    },
    /// The option being placed (`after`, or one placed later on the way) completes a solution
    /// before any other choice.
    Solution {
        /// The option whose placing completes the solution.
        after: Option<OptionId>,
        /// Whether the search backs up on the way, as in [`Next::Choose`]: the solution is then
        /// another one, completed by an option not in place now.
        backs_up: bool,
    },
    /// The search ends before choosing again.
    Done,
    /// Not known: more than [`OUTLOOK_EVENTS`] events lie ahead.
    Unknown,
}

/// What the search is doing about branching: the option it is placing, the items that option
/// will still cover, and its next decision.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
pub struct Outlook {
    /// The option whose items are being covered (after its `try`, until the next choice or
    /// solution), if any.
    pub placing: Option<OptionId>,
    /// The items of that option whose cover has not begun, in the order the search will cover
    /// them (with colors: or purify them; an item already purified with the option's color
    /// needs nothing and is not listed).
    pub to_cover: Vec<ItemId>,
    /// The item whose cover (or purification) has begun and not ended (some of its options
    /// are still to be hidden or marked), if any.
    pub covering: Option<ItemId>,
    /// Why no primary item is left in the list, when none is (`None` while some are).
    pub empty_list: Option<EmptyList>,
    /// The search's next decision.
    pub next: Next,
}

/// Why the list of primary items is empty. An empty list reads like a solution, but X4 takes
/// the chosen item out of the list before any option covers it: a viewer has to be told which.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(
        tag = "kind",
        rename_all = "camelCase",
        rename_all_fields = "camelCase"
    )
)]
pub enum EmptyList {
    /// Every primary item is covered by an option in place (or a preset): a solution, found
    /// or being completed or taken back.
    Covered,
    /// The chosen `item` has left the list (its cover, X4) but no option of it is in place.
    /// With `len` 0 the search is at a dead end; otherwise it is about to try the item's
    /// options, or (`tried`) it has tried them all and backs up.
    Chosen {
        /// The item chosen at the current level.
        item: ItemId,
        /// Its `len`: how many options it had to try.
        len: u32,
        /// Whether its options have all been tried (the search is backing up from it).
        tried: bool,
    },
}

impl Search {
    /// The item the branching rule picks among the active primary items as they are now, with
    /// its `len`: with MRV the one with the fewest options, ties to the leftmost; with
    /// [`Heuristic::First`] the leftmost. `None` when no primary item is left. This is the
    /// engine's choice at its next `choose` event only when no cover is in progress; see
    /// [`outlook`](Self::outlook) for the choice it will actually make.
    pub fn rule_choice(&self) -> Option<(ItemId, u32)> {
        let mut best: Option<(ItemId, u32)> = None;
        for item in self.active_items() {
            let len = self.len(item);
            match self.heuristic {
                Heuristic::First => return Some((item, len)),
                Heuristic::Mrv => {
                    if best.is_none_or(|(_, least)| len < least) {
                        best = Some((item, len));
                    }
                    if len == 0 {
                        break;
                    }
                }
            }
        }
        best
    }

    /// What the search is about to decide. The option being placed and the items it will still
    /// cover are read from the search's state; the next decision is found by stepping forward
    /// with the engine's own code to the next `choose`, solution or end, and stepping back
    /// exactly: the links, the statistics and the history are as they were (the steps ahead
    /// are recorded apart, whether the history is on or not).
    pub fn outlook(&mut self) -> Outlook {
        let (placing, to_cover, covering) = self.placing();
        let empty_list = self.empty_list();
        let next = self.look_ahead(placing);
        Outlook {
            placing,
            to_cover,
            covering,
            empty_list,
            next,
        }
    }

    /// Why no primary item is left in the list, read from where the search is in its loop:
    /// while the chosen item is covered or its options run out (before the first try, after
    /// the backtrack), no option of it is in place; in every other phase the options in place
    /// cover the items out of the list.
    fn empty_list(&self) -> Option<EmptyList> {
        if !self.solved() {
            return None;
        }
        let c = &self.ctl;
        // `best` is 0 (the root) when the presets alone solve the problem: nothing was chosen.
        let chosen = |tried| {
            let item = self.item_of(c.best);
            EmptyList::Chosen {
                item,
                len: self.len(item),
                tried,
            }
        };
        Some(match c.phase {
            Phase::CoverBest | Phase::Advance if c.best != 0 => chosen(false),
            Phase::UncoverBest if c.best != 0 => chosen(true),
            _ => EmptyList::Covered,
        })
    }

    /// The option being placed, the items it will still cover, and the item being covered.
    fn placing(&self) -> (Option<OptionId>, Vec<ItemId>, Option<ItemId>) {
        let c = &self.ctl;
        if c.phase != Phase::Commit {
            return (None, Vec::new(), None);
        }
        let option = self.option_of_node(c.cur);
        // `pp` walks the option from the chosen item's node round to it; the cover of `pp`'s
        // item is under way once its header has left the list.
        let mut to_cover = Vec::new();
        let mut covering = None;
        let mut pp = c.pp;
        while pp != c.cur {
            let item = self.item_of(self.header_of(self.node(pp).top as u32));
            if pp == c.pp && c.job.item != 0 {
                // A stepped cover takes its item out of the list last, a purification never:
                // the job says whether the item is still being taken.
                if self.job_pending() {
                    covering = Some(item);
                }
            } else if self.is_active(item) && !(self.is_colored() && self.color_at(pp) < 0) {
                // A marked node's item is purified already, with this node's color.
                to_cover.push(item);
            }
            pp = self.node(pp).right;
        }
        (Some(option), to_cover, covering)
    }

    pub(super) fn is_active(&self, item: ItemId) -> bool {
        let k = item.0 + 1;
        self.active[k as usize / 64] >> (k % 64) & 1 == 1
    }

    /// Runs `walk` on the search with every step it takes recorded apart, then undoes those
    /// steps exactly: the links, the statistics and the history are as they were, whether the
    /// history is on or not (the steps ahead neither grow it nor make it forget an old step).
    pub(super) fn peek<T>(&mut self, walk: impl FnOnce(&mut Search) -> T) -> T {
        let history = std::mem::replace(&mut self.history, std::mem::take(&mut self.lookahead));
        let limit = std::mem::replace(&mut self.history_limit, usize::MAX);
        let recording = std::mem::replace(&mut self.recording, true);
        let result = walk(self);
        while self.step_back().is_some() {}
        self.lookahead = std::mem::replace(&mut self.history, history);
        self.history_limit = limit;
        self.recording = recording;
        result
    }

    /// Steps forward to the next decision and back again (see [`outlook`](Self::outlook)).
    fn look_ahead(&mut self, placing: Option<OptionId>) -> Next {
        self.peek(|search| {
            let mut after = placing;
            let mut settled = true;
            let mut backs_up = false;
            for _ in 0..OUTLOOK_EVENTS {
                let Some(event) = search.step() else {
                    return Next::Done;
                };
                match event {
                    Event::Try { option, .. } => after = Some(option),
                    Event::Choose { level, item, len } => {
                        let empty = search
                            .active_items()
                            .filter(|&k| search.len(k) == 0)
                            .collect();
                        return Next::Choose {
                            level,
                            item,
                            len,
                            after,
                            empty,
                            settled,
                            backs_up,
                        };
                    }
                    Event::Solution { .. } => return Next::Solution { after, backs_up },
                    Event::Done => return Next::Done,
                    _ => {
                        settled &= !event.is_link();
                        backs_up |= event.is_undo();
                    }
                }
            }
            Next::Unknown
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::examples;
    use crate::problem::Problem;
    use crate::queens::Queens;

    fn queens(n: usize) -> Problem {
        Queens::new(n).expect("a board size").encode().0
    }

    /// The outlook of every event of a search: its next decision is the one the search makes,
    /// and looking never changes the search.
    fn check_whole_search(mut search: Search) {
        search.record_history(true);
        let mut outlooks = Vec::new();
        loop {
            let before = (search.nodes(), search.stats(), search.history_len());
            let outlook = search.outlook();
            assert_eq!(
                (search.nodes(), search.stats(), search.history_len()),
                before,
                "looking ahead changed the search"
            );
            outlooks.push(outlook);
            let Some(event) = search.step() else { break };
            // Every outlook not yet answered is answered by this event.
            let decided = match event {
                Event::Choose { item, .. } => Some(Some(item)),
                Event::Solution { .. } | Event::Done => Some(None),
                _ => None,
            };
            if let Some(decision) = decided {
                for o in outlooks.drain(..) {
                    let predicted = match o.next {
                        Next::Choose { item, .. } => Some(item),
                        Next::Solution { .. } | Next::Done => None,
                        Next::Unknown => panic!("unknown outlook"),
                    };
                    assert_eq!(predicted, decision);
                }
            }
        }
        assert!(search.check_links().is_ok());
    }

    #[test]
    fn the_outlook_names_the_next_choice_at_every_event() {
        check_whole_search(Search::new(examples::knuth()));
        check_whole_search(Search::new(queens(6)));
        check_whole_search(Search::with_heuristic(queens(5), Heuristic::First));
    }

    /// Every state of a whole search with no primary item in the list: "covered" only when the
    /// chosen options cover every primary item, and a chosen item's next event is the one the
    /// answer says (a try of one of its options, the backtrack from it, or its uncover).
    fn check_empty_lists(mut search: Search) -> (usize, usize, usize) {
        search.record_history(true);
        let (mut covered, mut dead, mut waiting) = (0, 0, 0);
        loop {
            let answer = search.outlook().empty_list;
            let in_list = search.active_items().count();
            assert_eq!(
                answer.is_some(),
                in_list == 0,
                "{answer:?} with {in_list} items in the list"
            );
            let mut items = vec![0; search.problem().primary_count()];
            for option in search.chosen() {
                for &k in search.problem().option_items(option) {
                    if k.index() < items.len() {
                        items[k.index()] += 1;
                    }
                }
            }
            let Some(event) = search.step() else { break };
            match answer {
                None => {}
                Some(EmptyList::Covered) => {
                    assert!(items.iter().all(|&n| n == 1), "{items:?}");
                    covered += 1;
                }
                Some(EmptyList::Chosen { item, len, tried }) => {
                    assert_eq!(
                        items[item.index()],
                        0,
                        "no option in place covers the chosen item"
                    );
                    assert_eq!(len, search.len(item));
                    if tried {
                        // Backing up: the uncover relinks the item's header first.
                        assert!(
                            matches!(event, Event::Uncover { item: i } if i == item),
                            "{event:?}"
                        );
                    } else if len == 0 {
                        assert!(
                            matches!(event, Event::Backtrack { item: i, .. } if i == item),
                            "{event:?}"
                        );
                        dead += 1;
                    } else {
                        let Event::Try { option, .. } = event else {
                            panic!("{event:?}")
                        };
                        assert!(search.problem().option_items(option).contains(&item));
                        waiting += 1;
                    }
                }
            }
        }
        (covered, dead, waiting)
    }

    #[test]
    fn an_empty_item_list_says_whether_the_options_cover_it() {
        // Knuth's example: the one solution, and a dead end at E with the list empty.
        let (covered, dead, _) = check_empty_lists(Search::new(examples::knuth()));
        assert!(covered > 0 && dead > 0, "{covered} {dead}");
        // Queens: the last row and column always leave together, so the list empties at
        // solutions only.
        let (covered, dead, waiting) = check_empty_lists(Search::new(queens(6)));
        assert!(
            covered > 0 && dead + waiting == 0,
            "{covered} {dead} {waiting}"
        );
        check_empty_lists(Search::with_heuristic(queens(5), Heuristic::First));
        // Items A and B, with `A B`, `A` and `B`: under the first-item rule B is chosen last,
        // with one option, which the search has still to try when the list is empty.
        let problem = crate::format::parse_dlx("A B\nA B\nA\nB\n").expect("a problem");
        let (covered, _, waiting) =
            check_empty_lists(Search::with_heuristic(problem, Heuristic::First));
        assert!(covered > 0 && waiting > 0, "{covered} {waiting}");
    }

    #[test]
    fn looking_ahead_forgets_no_old_step() {
        let mut search = Search::new(queens(6));
        search.record_history(true);
        search.set_history_limit(5);
        for _ in 0..40 {
            search.step();
        }
        let before = search.nodes();
        assert!(matches!(search.outlook().next, Next::Choose { .. }));
        assert_eq!(search.history_len(), 5);
        for _ in 0..5 {
            assert!(search.step_back().is_some());
        }
        assert!(search.step_back().is_none());
        for _ in 0..5 {
            search.step();
        }
        assert_eq!(search.nodes(), before);
    }

    #[test]
    fn without_history_the_search_still_looks_ahead() {
        let mut search = Search::new(examples::knuth());
        let next = search.outlook().next;
        assert!(
            matches!(
                next,
                Next::Choose {
                    level: 0,
                    settled: true,
                    ..
                }
            ),
            "{next:?}"
        );
        assert_eq!(search.history_len(), 0);
        assert!(matches!(
            search.step(),
            Some(Event::Choose { level: 0, .. })
        ));
        assert!(search.step_back().is_none(), "the history stays off");
    }

    #[test]
    fn the_option_being_placed_and_its_items_still_to_cover() {
        // Knuth's example: MRV chooses A (len 2, the leftmost of the smallest), tries `A D G`
        // (the first option in A's column), then covers D and G.
        let mut search = Search::new(examples::knuth());
        search.record_history(true);
        let name = |s: &Search, item: ItemId| s.problem().item_name(item).to_string();
        loop {
            let event = search.step().expect("a try comes");
            if let Event::Try { option, .. } = event {
                assert_eq!(search.problem().option_text(option), "A D G");
                break;
            }
        }
        let o = search.outlook();
        let names =
            |o: &Outlook, s: &Search| o.to_cover.iter().map(|&k| name(s, k)).collect::<Vec<_>>();
        assert_eq!(
            o.placing.map(|x| search.problem().option_text(x)),
            Some("A D G".to_string())
        );
        assert_eq!(names(&o, &search), ["D", "G"]);
        assert_eq!(o.covering, None);
        // The cover of D begins with the hides of `D E G`, E then G: D is being covered until
        // its header leaves the list, last; G is left.
        for _ in 0..2 {
            assert!(matches!(search.step(), Some(Event::Hide { .. })));
            let o = search.outlook();
            assert_eq!(names(&o, &search), ["G"]);
            assert_eq!(o.covering.map(|k| name(&search, k)), Some("D".to_string()));
            assert!(matches!(o.next, Next::Choose { settled: false, .. }));
        }
        assert!(matches!(search.step(), Some(Event::Cover { .. })));
        let o = search.outlook();
        assert_eq!(names(&o, &search), ["G"]);
        assert_eq!(o.covering, None);
        // Once every item of the option is covered, the lens are those of the next choice.
        loop {
            let o = search.outlook();
            if o.to_cover.is_empty() && o.covering.is_none() {
                assert!(matches!(
                    o.next,
                    Next::Choose { settled: true, .. } | Next::Solution { .. }
                ));
                assert!(matches!(
                    search.step(),
                    Some(Event::Choose { .. } | Event::Solution { .. })
                ));
                break;
            }
            search.step();
        }
    }

    #[test]
    fn at_a_solution_the_next_decision_comes_after_backing_up() {
        // 6 queens' first solution: the search next takes back its last option and tries
        // another, one that is not in the solution.
        let mut search = Search::new(queens(6));
        search.record_history(true);
        while !matches!(search.step(), Some(Event::Solution { .. })) {}
        let solution: Vec<OptionId> = search.chosen().collect();
        let next = search.outlook().next;
        let (after, backs_up) = match next {
            Next::Choose {
                after, backs_up, ..
            }
            | Next::Solution { after, backs_up } => (after, backs_up),
            other => panic!("{other:?}"),
        };
        assert!(backs_up, "{next:?}");
        let after = after.expect("an option is tried before the next choice");
        assert!(!solution.contains(&after));
        // While an option is being placed on the way down, nothing is taken back.
        let mut search = Search::new(queens(6));
        search.record_history(true);
        while !matches!(search.step(), Some(Event::Try { .. })) {}
        assert!(matches!(
            search.outlook().next,
            Next::Choose {
                backs_up: false,
                ..
            }
        ));
    }

    #[test]
    fn the_rule_choice_is_the_choice_when_no_cover_is_under_way() {
        let mut search = Search::new(queens(6));
        search.record_history(true);
        let mut last = search.rule_choice();
        while let Some(event) = search.step() {
            if let Event::Choose { item, len, .. } = event {
                assert_eq!(last, Some((item, len)));
            }
            // The state a choose starts from: the previous event ended a cover.
            last = search.rule_choice();
        }
    }
}

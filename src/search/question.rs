//! The next moment of the search a student may be asked to predict, with the engine's own
//! answer: the item it will choose, the options a cover will take out, the item that leaves
//! it at a dead end, the options of a solution.
//!
//! As in [`Search::outlook`], the answer is not a second copy of any rule: the search steps
//! ahead with its own code, reads what it did, and undoes the steps exactly.

use super::machine::{Phase, Stage};
use super::{Event, Search, Step};
use crate::problem::{ItemId, OptionId};

/// A primary item still to cover, with its `len` (its options left).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ItemLen {
    /// The item.
    pub item: ItemId,
    /// Its `len`.
    pub len: u32,
}

/// What the search's next event begins, when it is a moment worth predicting.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(tag = "kind", rename_all = "camelCase")
)]
pub enum Question {
    /// X3: the search chooses `item`, which has `len` options left (more than none).
    Choose {
        /// The level of the choice.
        level: u32,
        /// The item the branching rule picks.
        item: ItemId,
        /// Its `len`.
        len: u32,
        /// Every primary item still to cover, in list order, with its `len`: what the rule
        /// chose among.
        lens: Vec<ItemLen>,
    },
    /// X3 at a dead end: the search chooses `item`, which has no option left, and backs up
    /// at once.
    DeadEnd {
        /// The level of the choice.
        level: u32,
        /// The item chosen, with no option left.
        item: ItemId,
        /// Every primary item still to cover with no option left (`item` among them).
        empty: Vec<ItemId>,
        /// Every primary item still to cover, in list order, with its `len`.
        lens: Vec<ItemLen>,
    },
    /// X4: the search covers the chosen `item`: the options in `leaving` leave the lists of
    /// their other items.
    Cover {
        /// The chosen item.
        item: ItemId,
        /// The options whose nodes the cover hides, in the order it hides them.
        leaving: Vec<OptionId>,
        /// The options still in play (every item of theirs still to cover), in order: what
        /// the student picks from.
        candidates: Vec<OptionId>,
        /// The options in the item's own column, top to bottom: the ones the search will try
        /// for it. Covering the item leaves them in place (an option with no other item hides
        /// no node).
        own: Vec<OptionId>,
    },
    /// X2: every primary item is covered: `options` are a solution.
    Solution {
        /// The options of the solution, in the order of the levels (preset ones first).
        options: Vec<OptionId>,
        /// The options of the problem, in order: what the student picks from.
        candidates: Vec<OptionId>,
    },
}

impl Search {
    /// The question the search's next event raises, or `None` when it is not a moment to
    /// predict (a link event inside a cover, a try, a backtrack after the options ran out, the
    /// end). Asking changes nothing: see [`Search::outlook`].
    pub fn question(&mut self) -> Option<Question> {
        // The cover of the chosen item has not begun: its first event, a hide (or the header
        // itself, when no option of the item has another item), is the moment to ask.
        let covering = (self.ctl.phase == Phase::CoverBest && self.ctl.job.stage == Stage::Start)
            .then(|| self.item_of(self.ctl.best));
        self.peek(|search| {
            if let Some(item) = covering.filter(|&item| search.len(item) > 0) {
                // A dead end's empty cover is told as the dead end.
                let candidates = search.options_in_play(item);
                let own = search.column(item);
                let mut leaving = Vec::new();
                while let Some((event, Step::X4)) = search.step_with_step() {
                    if let Event::Hide { node } = event {
                        let option = search.node_option(node)?;
                        if !leaving.contains(&option) {
                            leaving.push(option);
                        }
                    }
                }
                return Some(Question::Cover {
                    item,
                    leaving,
                    candidates,
                    own,
                });
            }
            let (event, _) = search.step_with_step()?;
            match event {
                Event::Choose { level, item, len } => {
                    let lens: Vec<ItemLen> = search
                        .active_items()
                        .map(|item| ItemLen {
                            item,
                            len: search.len(item),
                        })
                        .collect();
                    if len > 0 {
                        return Some(Question::Choose {
                            level,
                            item,
                            len,
                            lens,
                        });
                    }
                    let empty = lens.iter().filter(|l| l.len == 0).map(|l| l.item).collect();
                    Some(Question::DeadEnd {
                        level,
                        item,
                        empty,
                        lens,
                    })
                }
                Event::Solution { .. } => Some(Question::Solution {
                    options: search.chosen().collect(),
                    candidates: search.problem().options().collect(),
                }),
                _ => None,
            }
        })
    }

    /// The options in `item`'s column now, top to bottom.
    fn column(&self, item: ItemId) -> Vec<OptionId> {
        let header = self.addr(item.0 + 1);
        let mut out = Vec::new();
        let mut x = self.node(header).down;
        while x != header {
            out.push(self.option_of_node(x));
            x = self.node(x).down;
        }
        out
    }

    /// The options none of whose items is covered, counting `also` (just covered) as not.
    fn options_in_play(&self, also: ItemId) -> Vec<OptionId> {
        self.problem()
            .options()
            .filter(|&o| {
                self.problem()
                    .option_items(o)
                    .iter()
                    .all(|&k| k == also || self.is_active(k))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::examples;
    use crate::queens::Queens;
    use crate::Heuristic;

    /// Asks at every position of a whole search and checks each answer against the events
    /// that follow: asking changes nothing, and the search does what the answer says.
    fn check_whole_search(mut search: Search) -> usize {
        search.record_history(true);
        let mut asked = 0;
        loop {
            let before = (search.nodes(), search.stats(), search.history_len());
            let question = search.question();
            assert_eq!(
                (search.nodes(), search.stats(), search.history_len()),
                before
            );
            let Some((event, step)) = search.step_with_step() else {
                assert!(question.is_none());
                break;
            };
            let Some(question) = question else { continue };
            asked += 1;
            match question {
                Question::Choose {
                    item, len, lens, ..
                } => {
                    assert_eq!(
                        event,
                        Event::Choose {
                            level: search.level(),
                            item,
                            len
                        }
                    );
                    assert!(len > 0 && lens.contains(&ItemLen { item, len }));
                }
                Question::DeadEnd { item, empty, .. } => {
                    assert!(matches!(event, Event::Choose { item: i, len: 0, .. } if i == item));
                    assert!(empty.contains(&item));
                    // The cover hides nothing and the search backs up from that item.
                    let mut next = search.step().unwrap();
                    while next.is_link() {
                        assert!(matches!(next, Event::Cover { .. }));
                        next = search.step().unwrap();
                    }
                    assert!(matches!(next, Event::Backtrack { item: i, .. } if i == item));
                }
                Question::Cover {
                    item,
                    leaving,
                    candidates,
                    own,
                } => {
                    // The item's own options: every option still in play that has the item.
                    let with_item: Vec<OptionId> = candidates
                        .iter()
                        .copied()
                        .filter(|&o| search.problem().option_items(o).contains(&item))
                        .collect();
                    let mut mine = own.clone();
                    mine.sort();
                    assert_eq!(mine, with_item);
                    // Asked before the cover's first event: a hide, or the header when the
                    // item's options have no other item.
                    assert_eq!(step, Step::X4);
                    assert!(matches!(event, Event::Hide { .. } | Event::Cover { .. }));
                    if let Event::Cover { item: covered } = event {
                        assert_eq!(covered, item);
                    }
                    // Every option with a node in the item's column, and another item, leaves.
                    let expected: Vec<OptionId> = candidates
                        .iter()
                        .copied()
                        .filter(|&o| {
                            let items = search.problem().option_items(o);
                            items.contains(&item) && items.len() > 1
                        })
                        .collect();
                    let mut sorted = leaving.clone();
                    sorted.sort();
                    assert_eq!(sorted, expected);
                }
                Question::Solution { options, .. } => {
                    assert!(matches!(event, Event::Solution { .. }));
                    assert_eq!(options, search.chosen().collect::<Vec<_>>());
                }
            }
        }
        asked
    }

    #[test]
    fn every_answer_is_what_the_search_does() {
        assert!(check_whole_search(Search::new(examples::knuth())) > 5);
        let first = Search::with_heuristic(examples::knuth(), Heuristic::First);
        assert!(check_whole_search(first) > 5);
        assert!(check_whole_search(Search::new(Queens::new(5).unwrap().encode().0)) > 20);
    }

    #[test]
    fn knuths_example_opens_with_a_choice_of_a() {
        // Knuth's example: A, B, C, D and E have 2, 2, 2, 3 and 2 options; MRV takes A.
        let mut search = Search::new(examples::knuth());
        let name = |s: &Search, k: ItemId| s.problem().item_name(k).to_string();
        let Some(Question::Choose {
            item, len, lens, ..
        }) = search.question()
        else {
            panic!("a choice first");
        };
        assert_eq!((name(&search, item), len), ("A".to_string(), 2));
        let lens: Vec<(String, u32)> = lens
            .iter()
            .map(|l| (name(&search, l.item), l.len))
            .collect();
        assert_eq!(
            lens,
            [("A", 2), ("B", 2), ("C", 2), ("D", 3), ("E", 2)].map(|(n, l)| (n.to_string(), l))
        );
        search.step();
        let Some(Question::Cover { leaving, .. }) = search.question() else {
            panic!("then the cover of A");
        };
        let texts: Vec<String> = leaving
            .iter()
            .map(|&o| search.problem().option_text(o))
            .collect();
        assert_eq!(texts, ["A D G", "A D"]);
    }
}

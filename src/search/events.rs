//! What the search reports: its elementary events, Knuth's statistics, how a bounded run
//! ended, a solution, and why presets could not be placed.

use super::NodeId;
use crate::problem::{ItemId, OptionId};

/// One elementary event of the search. Link events change the dancing links; search events
/// change only the search's position. Each has an exact inverse, applied by
/// [`Search::step_back`](super::Search::step_back).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The search enters a node at `level` and chooses `item` to branch on; `len` is the number
    /// of options left that cover it.
    Choose {
        /// The level, 0 at the root.
        level: u32,
        /// The chosen item.
        item: ItemId,
        /// Its `len` when chosen.
        len: u32,
    },
    /// An item's header leaves its list: the last event of a cover, after the hides of its
    /// column's options, top to bottom (TAOCP 7.2.2.1 (12)).
    Cover {
        /// The covered item.
        item: ItemId,
    },
    /// A node leaves its column: its neighbours above and below are linked to each other.
    Hide {
        /// The hidden node.
        node: NodeId,
    },
    /// The option containing `node` is tried at `level`.
    Try {
        /// The level.
        level: u32,
        /// The node of the option in the chosen item's column.
        node: NodeId,
        /// The option.
        option: OptionId,
    },
    /// Every primary item is covered: the options chosen at levels `0..size` are a solution.
    Solution {
        /// The number of options chosen by the search (not counting preset ones).
        size: u32,
    },
    /// The item chosen at `level` has no options left to try: the search backs up.
    Backtrack {
        /// The level.
        level: u32,
        /// The item whose options are exhausted.
        item: ItemId,
    },
    /// A hidden node rejoins its column. An uncover puts an option's nodes back leftwards,
    /// its column bottom to top: each unhide is the mirror image of a hide.
    Unhide {
        /// The node.
        node: NodeId,
    },
    /// An item's header rejoins its list: the first event of an uncover, before its column's
    /// unhides (TAOCP 7.2.2.1 (14)).
    Uncover {
        /// The item.
        item: ItemId,
    },
    /// The search is complete: every link is as it was at the start.
    Done,
    /// The option tried gives `node`'s secondary item a color: the item is purified (`dlx2`),
    /// the first event of a purification. Options that give it another color leave the other
    /// columns (`Hide`), those of the same color are marked (`Mark`).
    Purify {
        /// The colored node of the option tried.
        node: NodeId,
    },
    /// A node of the purified item's column has the purifying color: it is marked, so that it
    /// is neither hidden nor purified again while the purification holds.
    Mark {
        /// The marked node.
        node: NodeId,
    },
    /// A marked node gets its color back (in an unpurification).
    Unmark {
        /// The node.
        node: NodeId,
    },
    /// The last event of an unpurification: the purification by `node` is undone.
    Unpurify {
        /// The colored node of the option being taken back.
        node: NodeId,
    },
}

impl Event {
    /// Whether this event changes the dancing links (cover, hide, unhide, uncover, and with
    /// colors purify, mark, unmark, unpurify).
    pub fn is_link(&self) -> bool {
        matches!(
            self,
            Event::Cover { .. }
                | Event::Hide { .. }
                | Event::Unhide { .. }
                | Event::Uncover { .. }
                | Event::Purify { .. }
                | Event::Mark { .. }
                | Event::Unmark { .. }
                | Event::Unpurify { .. }
        )
    }

    /// Whether this event takes back something the search placed: a backtrack, or a link
    /// restored (unhide, uncover, and with colors unmark, unpurify).
    pub fn is_undo(&self) -> bool {
        matches!(
            self,
            Event::Backtrack { .. }
                | Event::Unhide { .. }
                | Event::Uncover { .. }
                | Event::Unmark { .. }
                | Event::Unpurify { .. }
        )
    }
}

/// Knuth's statistics for a search, as `dlx1` counts them (and with colors, `dlx2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Stats {
    /// Solutions found.
    pub solutions: u64,
    /// Memory accesses to 64-bit words, by Knuth's `o`/`oo` accounting in `dlx1`.
    pub mems: u64,
    /// One for each item removed from its list plus one for each node hidden.
    pub updates: u64,
    /// Search-tree nodes: one for each node entered plus one for each solution.
    pub nodes: u64,
    /// With colors, as `dlx2` counts them: one for each purification plus one for each node
    /// marked by it (0 on a problem without colors).
    pub cleansings: u64,
    /// The deepest level reached (a solution at level `l` counts as reaching `l + 1`).
    pub max_level: u32,
}

/// How a bounded run ([`Search::find_next_within`](super::Search::find_next_within)) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// A solution was found; read it with [`Search::chosen`](super::Search::chosen).
    Solution,
    /// The search is over: there are no more solutions.
    Finished,
    /// The node budget ran out; call again to go on.
    Paused,
}

/// A solution: the options chosen, in the order of the levels where they were chosen (preset
/// options first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The options.
    pub options: Vec<OptionId>,
}

/// Why a preset option could not be placed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PresetError {
    /// The option id is not an option of the problem.
    UnknownOption {
        /// The id.
        option: OptionId,
    },
    /// The option uses an item that an earlier preset option already covers.
    Conflict {
        /// The option that could not be placed.
        option: OptionId,
        /// The item covered twice.
        item: ItemId,
        /// Its name.
        name: String,
    },
    /// The problem has multiplicities (`u:v|a`), whose search takes no presets.
    Multiplicities,
}

impl std::fmt::Display for PresetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PresetError::UnknownOption { option } => {
                write!(f, "preset option {} does not exist", option.0 + 1)
            }
            PresetError::Conflict { option, name, .. } => write!(
                f,
                "preset option {} covers item `{name}` a second time",
                option.0 + 1,
            ),
            PresetError::Multiplicities => write!(
                f,
                "preset options are not supported on a problem with multiplicities (`u:v|a`)"
            ),
        }
    }
}

impl std::error::Error for PresetError {}

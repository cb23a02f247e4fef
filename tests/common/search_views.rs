//! What the property tests compare of a search (`tests/properties.rs`,
//! `tests/color_properties.rs`): solutions as sorted option lists, everything a viewer can see,
//! and either branching rule.

use dlx::{Heuristic, OptionId, Search};
use proptest::prelude::*;

/// A solution's options in order, so that solutions compare as sets.
pub fn sorted(mut options: Vec<OptionId>) -> Vec<OptionId> {
    options.sort();
    options
}

/// Everything a viewer can see of a search: the links, the statistics, the path.
pub fn snapshot(s: &mut Search) -> impl PartialEq + std::fmt::Debug {
    (
        s.nodes().to_vec(),
        s.item_links().to_vec(),
        s.stats(),
        s.profile().to_vec(),
        s.chosen().collect::<Vec<_>>(),
        s.level(),
        s.is_finished(),
    )
}

/// Either branching rule.
pub fn heuristic_strategy() -> impl Strategy<Value = Heuristic> {
    prop_oneof![Just(Heuristic::Mrv), Just(Heuristic::First)]
}

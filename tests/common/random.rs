//! Random small exact-cover problems for the property tests (`tests/properties.rs`,
//! `tests/parallel.rs`): primary and secondary items, and options given as bit masks over the
//! items (bit k = item k), each with at least one primary item.

use dlx::{ItemId, Problem, ProblemBuilder};
use proptest::prelude::*;

/// Up to `max_primary` primary items (at least one), up to `max_secondary` secondary ones, and
/// up to `max_options` options.
pub fn problem_strategy(
    max_primary: usize,
    max_secondary: usize,
    max_options: usize,
) -> impl Strategy<Value = Problem> {
    (1usize..=max_primary, 0usize..=max_secondary)
        .prop_flat_map(move |(primary, secondary)| {
            let items = primary + secondary;
            let option = (1u32..(1 << items)).prop_filter("needs a primary item", move |mask| {
                mask & ((1 << primary) - 1) != 0
            });
            (
                Just(primary),
                Just(secondary),
                proptest::collection::vec(option, 0..=max_options),
            )
        })
        .prop_map(|(primary, secondary, masks)| build(primary, secondary, &masks))
}

/// The problem with items `p0..`, `s0..` and one option per mask.
pub fn build(primary: usize, secondary: usize, masks: &[u32]) -> Problem {
    let mut b = ProblemBuilder::new();
    for k in 0..primary {
        b.primary(format!("p{k}")).unwrap();
    }
    for k in 0..secondary {
        b.secondary(format!("s{k}")).unwrap();
    }
    for &mask in masks {
        let ids: Vec<ItemId> = (0..primary + secondary)
            .filter(|k| mask >> k & 1 == 1)
            .map(|k| ItemId(k as u32))
            .collect();
        b.option_ids(&ids).unwrap();
    }
    b.build().unwrap()
}

/// A random problem whose options all have the same number of items, 3 to 7 (the widths the
/// full-speed search walks by address): up to 9 primary and 3 secondary items, up to 14
/// options, each option's items in a random order.
pub fn uniform_problem_strategy() -> impl Strategy<Value = Problem> {
    (3usize..=7, 1usize..=9, 0usize..=3)
        .prop_filter("options need room", |&(width, primary, secondary)| {
            primary + secondary >= width
        })
        .prop_flat_map(|(width, primary, secondary)| {
            let all: Vec<usize> = (0..primary + secondary).collect();
            let option = proptest::sample::subsequence(all, width)
                .prop_filter("needs a primary item", move |items| items[0] < primary)
                .prop_shuffle();
            (
                Just(primary),
                Just(secondary),
                proptest::collection::vec(option, 1..=14),
            )
        })
        .prop_map(|(primary, secondary, options)| {
            let mut b = ProblemBuilder::new();
            for k in 0..primary {
                b.primary(format!("p{k}")).unwrap();
            }
            for k in 0..secondary {
                b.secondary(format!("s{k}")).unwrap();
            }
            for items in &options {
                let ids: Vec<ItemId> = items.iter().map(|&k| ItemId(k as u32)).collect();
                b.option_ids(&ids).unwrap();
            }
            b.build().unwrap()
        })
}

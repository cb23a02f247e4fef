//! Property tests on random small problems with multiplicities (Knuth's MCC, `u:v|a`), with
//! and without colors: the search (Algorithm M, as `dlx3` runs it) agrees with a brute-force
//! solver, in one run or in slices; the text format reads back what it writes.
//!
//! There is no `dlx3` binary here to compare node counts with: the node counts follow
//! Knuth's Algorithm M as `dlx3` implements it, and `src/search/multiplicity.rs` checks that on
//! problems without bounds they equal the plain search's, which matches `dlx1` and `dlx2`.

use std::collections::BTreeSet;

use dlx::{format, Heuristic, OptionId, Problem, ProblemBuilder, Progress, Search};
use proptest::prelude::*;

#[path = "common/mcc_brute.rs"]
mod mcc_brute;
// Its `snapshot` is for stepping, which a search with multiplicities does not do.
#[allow(dead_code)]
#[path = "common/search_views.rs"]
mod search_views;
use mcc_brute::brute_force;
use search_views::{heuristic_strategy, sorted};

const COLORS: [&str; 2] = ["A", "B"];

/// Up to 4 primary items, each with bounds `u..=v` (`v` from 1 to 3, `u` from 0 to `v`), up to
/// 2 secondary items, up to 10 options; each secondary entry without a color or with one of
/// two (with `colors`).
fn problem_strategy(colors: bool) -> impl Strategy<Value = Problem> {
    let bounds = (1u32..=3).prop_flat_map(|v| (0..=v, Just(v)));
    (proptest::collection::vec(bounds, 1..=4), 0usize..=2)
        .prop_flat_map(move |(bounds, secondary)| {
            let primary = bounds.len();
            let items = primary + secondary;
            let mask = (1u32..(1 << items)).prop_filter("needs a primary item", move |m| {
                m & ((1 << primary) - 1) != 0
            });
            let most = if colors { 2 } else { 0 };
            let option = (mask, proptest::collection::vec(0usize..=most, secondary));
            (
                Just(bounds),
                Just(secondary),
                proptest::collection::vec(option, 0..=10),
            )
        })
        .prop_map(|(bounds, secondary, options)| {
            let primary = bounds.len();
            let mut b = ProblemBuilder::new();
            let names: Vec<String> = (0..primary)
                .map(|k| format!("p{k}"))
                .chain((0..secondary).map(|k| format!("s{k}")))
                .collect();
            for (k, name) in names.iter().enumerate() {
                if let Some(&(lower, upper)) = bounds.get(k) {
                    b.primary_with_bounds(name.as_str(), lower, upper).unwrap();
                } else {
                    b.secondary(name.as_str()).unwrap();
                }
            }
            for (mask, colors) in options {
                let entries: Vec<(&str, Option<&str>)> = (0..names.len())
                    .filter(|k| mask >> k & 1 == 1)
                    .map(|k| {
                        let color = k
                            .checked_sub(primary)
                            .and_then(|s| colors[s].checked_sub(1).map(|c| COLORS[c]));
                        (names[k].as_str(), color)
                    })
                    .collect();
                b.colored_option(&entries).unwrap();
            }
            b.build().unwrap()
        })
}

fn check_against_brute_force(problem: Problem, h: Heuristic) -> Result<(), TestCaseError> {
    let expected = brute_force(&problem);
    let mut search = Search::with_heuristic(problem.clone(), h);
    let found: Vec<Vec<OptionId>> = search.solutions().map(|s| sorted(s.options)).collect();
    let set: BTreeSet<_> = found.iter().cloned().collect();
    prop_assert_eq!(set.len(), found.len(), "a solution was reported twice");
    prop_assert_eq!(&set, &expected);
    prop_assert_eq!(search.stats().solutions, expected.len() as u64);
    let mut counter = Search::with_heuristic(problem, h);
    prop_assert_eq!(counter.count(None), expected.len() as u64);
    prop_assert_eq!(counter.stats(), search.stats());
    prop_assert!(counter.is_finished());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn solutions_match_brute_force(problem in problem_strategy(false), h in heuristic_strategy()) {
        check_against_brute_force(problem, h)?;
    }

    #[test]
    fn colored_solutions_match_brute_force(
        problem in problem_strategy(true),
        h in heuristic_strategy(),
    ) {
        check_against_brute_force(problem, h)?;
    }

    /// Counting in slices of a few nodes gives the solutions and every count of one run.
    #[test]
    fn slices_give_the_same_run(problem in problem_strategy(true), budget in 1u64..=5) {
        let mut whole = Search::new(problem.clone());
        let all: Vec<_> = whole.solutions().map(|s| s.options).collect();
        let mut sliced = Search::new(problem);
        let mut found = Vec::new();
        loop {
            match sliced.find_next_within(budget) {
                Progress::Solution => found.push(sliced.solution().options),
                Progress::Paused => {}
                Progress::Finished => break,
            }
        }
        prop_assert_eq!(found, all);
        prop_assert_eq!(sliced.stats(), whole.stats());
        prop_assert_eq!(sliced.profile(), whole.profile());
    }

    /// The text format writes the bounds so that they read back to the same problem.
    #[test]
    fn bounds_read_back(problem in problem_strategy(true)) {
        let text = format::write_dlx(&problem);
        let back = format::parse_dlx(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(format::write_dlx(&back), text);
        prop_assert_eq!(back, problem);
    }

    /// A problem with multiplicities is refused for stepping, and a step does nothing to it.
    #[test]
    fn stepping_is_refused(problem in problem_strategy(false)) {
        let has_bounds = problem.has_bounds();
        let stepping = Search::for_stepping(problem.clone(), Heuristic::Mrv);
        prop_assert_eq!(stepping.is_err(), has_bounds);
        let mut search = Search::new(problem);
        prop_assert_eq!(search.is_steppable(), !has_bounds);
        if has_bounds {
            prop_assert_eq!(search.step(), None);
            prop_assert_eq!(search.stats(), dlx::Stats::default());
        }
    }
}

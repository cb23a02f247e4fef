//! Property tests on random small problems with colors (Knuth's XCC): the search agrees with
//! a brute-force XCC solver, stepping agrees with the full-speed path, and stepping back is
//! exact, marks included.

use std::collections::BTreeSet;

use dlx::{Heuristic, OptionId, Problem, ProblemBuilder, Progress, Search, Stats};
use proptest::prelude::*;

#[path = "common/search_views.rs"]
mod search_views;
use search_views::{heuristic_strategy, snapshot, sorted};

const COLORS: [&str; 3] = ["A", "B", "C"];

/// Up to 4 primary and 3 secondary items, up to 10 options; each secondary item of an option
/// gets no color or one of three.
fn problem_strategy() -> impl Strategy<Value = Problem> {
    (1usize..=4, 1usize..=3)
        .prop_flat_map(|(primary, secondary)| {
            let items = primary + secondary;
            let mask = (1u32..(1 << items)).prop_filter("needs a primary item", move |m| {
                m & ((1 << primary) - 1) != 0
            });
            let option = (mask, proptest::collection::vec(0usize..=3, secondary));
            (
                Just(primary),
                Just(secondary),
                proptest::collection::vec(option, 0..=10),
            )
        })
        .prop_map(|(primary, secondary, options)| {
            let mut b = ProblemBuilder::new();
            let names: Vec<String> = (0..primary)
                .map(|k| format!("p{k}"))
                .chain((0..secondary).map(|k| format!("s{k}")))
                .collect();
            for (k, name) in names.iter().enumerate() {
                if k < primary {
                    b.primary(name.as_str()).unwrap();
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

/// Every set of options that covers each primary item once, and where two options share a
/// secondary item only if both give it the same color: by trying all subsets.
fn brute_force(problem: &Problem) -> BTreeSet<Vec<OptionId>> {
    let options: Vec<OptionId> = problem.options().collect();
    let mut found = BTreeSet::new();
    for subset in 0u32..1 << options.len() {
        let chosen: Vec<OptionId> = (0..options.len())
            .filter(|k| subset >> k & 1 == 1)
            .map(|k| options[k])
            .collect();
        let mut primary = vec![0; problem.primary_count()];
        // Per secondary item: the colors given to it by the chosen options (None: no color).
        let mut uses: Vec<Vec<Option<&str>>> = vec![Vec::new(); problem.item_count()];
        for &o in &chosen {
            let colors = problem.option_colors(o);
            for (j, &item) in problem.option_items(o).iter().enumerate() {
                if problem.is_primary(item) {
                    primary[item.index()] += 1;
                } else {
                    uses[item.index()].push(colors.get(j).copied().flatten());
                }
            }
        }
        let exact = primary.iter().all(|&n| n == 1);
        let compatible = uses
            .iter()
            .all(|u| u.len() <= 1 || (u[0].is_some() && u.iter().all(|&c| c == u[0])));
        if exact && compatible {
            found.insert(chosen);
        }
    }
    found
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn solutions_match_brute_force(problem in problem_strategy(), h in heuristic_strategy()) {
        let expected = brute_force(&problem);
        let mut search = Search::with_heuristic(problem, h);
        let found: Vec<Vec<OptionId>> = search.solutions().map(|s| sorted(s.options)).collect();
        let set: BTreeSet<_> = found.iter().cloned().collect();
        prop_assert_eq!(set.len(), found.len(), "a solution was reported twice");
        prop_assert_eq!(set, expected);
        prop_assert!(search.check_links().is_ok());
    }

    #[test]
    fn stepping_finds_the_same_solutions_and_counts(
        problem in problem_strategy(),
        h in heuristic_strategy(),
    ) {
        let mut fast = Search::with_heuristic(problem.clone(), h);
        let fast_solutions: Vec<_> = fast.solutions().collect();
        let mut stepper = Search::with_heuristic(problem, h);
        let mut step_solutions = Vec::new();
        while let Some(event) = stepper.step() {
            prop_assert!(stepper.check_links().is_ok(), "links broken after {:?}", event);
            if let dlx::Event::Solution { .. } = event {
                step_solutions.push(stepper.solution());
            }
        }
        prop_assert_eq!(step_solutions, fast_solutions);
        prop_assert_eq!(stepper.stats(), fast.stats());
        prop_assert_eq!(stepper.profile(), fast.profile());
    }

    #[test]
    fn any_walk_forward_and_back_matches_a_fresh_search(
        problem in problem_strategy(),
        h in heuristic_strategy(),
        moves in proptest::collection::vec(0u8..8, 1..200),
    ) {
        let mut search = Search::with_heuristic(problem.clone(), h);
        search.record_history(true);
        for m in moves {
            match m {
                0..=2 => { search.step(); }
                3..=4 => { search.step_back(); }
                5 => { search.step_cover(); }
                6 => { search.back_option(); }
                _ => { search.step_option(); }
            }
            prop_assert!(search.check_links().is_ok());
            let mut fresh = Search::with_heuristic(problem.clone(), h);
            for _ in 0..search.history_len() {
                fresh.step();
            }
            prop_assert_eq!(snapshot(&mut search), snapshot(&mut fresh));
        }
        while search.step_back().is_some() {}
        let mut fresh = Search::with_heuristic(problem, h);
        prop_assert_eq!(snapshot(&mut search), snapshot(&mut fresh));
        // The marks are not among the links: a second whole search from here counts what a
        // fresh one does only if every mark was taken back.
        search.count(None);
        fresh.count(None);
        prop_assert_eq!(search.stats(), fresh.stats());
    }

    #[test]
    fn k_steps_forward_then_k_back_restores_the_state(
        problem in problem_strategy(),
        start in 0usize..300,
        k in 1usize..100,
    ) {
        let mut search = Search::new(problem);
        search.record_history(true);
        for _ in 0..start {
            search.step();
        }
        let before = snapshot(&mut search);
        let taken = (0..k).filter(|_| search.step().is_some()).count();
        for _ in 0..taken {
            prop_assert!(search.step_back().is_some());
        }
        prop_assert_eq!(snapshot(&mut search), before);
    }

    #[test]
    fn presets_restrict_the_solutions(problem in problem_strategy(), pick in 0usize..10) {
        prop_assume!(problem.option_count() > 0);
        let preset = OptionId((pick % problem.option_count()) as u32);
        let expected: BTreeSet<_> = brute_force(&problem)
            .into_iter()
            .filter(|s| s.contains(&preset))
            .collect();
        let mut search = Search::with_presets(problem, Heuristic::Mrv, &[preset]).unwrap();
        let found: BTreeSet<_> = search.solutions().map(|s| sorted(s.options)).collect();
        prop_assert_eq!(found, expected);
    }

    #[test]
    fn full_speed_runs_and_steps_mix(
        problem in problem_strategy(),
        moves in proptest::collection::vec((0u8..4, 1u64..6), 1..30),
    ) {
        // After any mix of bounded runs and steps the links, the item lists and the counts
        // are what stepping all the way keeps up event by event.
        let (mut mixed, mut stepper) = (Search::new(problem.clone()), Search::new(problem));
        for (m, budget) in moves {
            match m {
                0 => { mixed.step(); }
                1 => { mixed.find_next_within(budget); }
                2 => { mixed.find_next(); }
                _ => { mixed.step_cover(); }
            }
            prop_assert!(mixed.check_links().is_ok());
            let behind = |a: Stats, b: Stats| {
                a.mems < b.mems || a.nodes < b.nodes || a.solutions < b.solutions
            };
            while behind(stepper.stats(), mixed.stats()) && stepper.step().is_some() {}
            prop_assert_eq!(stepper.stats().updates, mixed.stats().updates);
            prop_assert_eq!(stepper.stats().cleansings, mixed.stats().cleansings);
            prop_assert_eq!(stepper.stats().solutions, mixed.stats().solutions);
            prop_assert_eq!(stepper.nodes(), mixed.nodes());
            prop_assert_eq!(stepper.item_links(), mixed.item_links());
        }
    }

    #[test]
    fn bounded_runs_pause_and_resume_exactly(
        problem in problem_strategy(),
        budgets in proptest::collection::vec(1u64..5, 1..20),
    ) {
        let mut fast = Search::new(problem.clone());
        let expected: Vec<_> = fast.solutions().collect();
        let mut bounded = Search::new(problem);
        let mut found = Vec::new();
        for k in 0..100_000 {
            match bounded.find_next_within(budgets[k % budgets.len()]) {
                Progress::Solution => found.push(bounded.solution()),
                Progress::Paused => prop_assert!(bounded.check_links().is_ok()),
                Progress::Finished => break,
            }
        }
        prop_assert_eq!(found, expected);
        prop_assert_eq!(bounded.stats(), fast.stats());
    }
}

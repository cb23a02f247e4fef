//! Property tests on random small problems with secondary items: the search agrees with brute
//! force, stepping agrees with the full-speed path, and stepping back is exact.

use std::collections::BTreeSet;

use dlx::{Event, Heuristic, Next, OptionId, Problem, Progress, Search, Stats};
use proptest::prelude::*;

#[path = "common/search_views.rs"]
mod search_views;
use search_views::{heuristic_strategy, snapshot, sorted};

#[path = "common/random.rs"]
mod random;

/// A random problem: up to 5 primary and 3 secondary items, up to 10 options.
fn problem_strategy() -> impl Strategy<Value = Problem> {
    random::problem_strategy(5, 3, 10)
}

/// Every set of options that covers each primary item once and each secondary item at most
/// once, by trying all subsets.
fn brute_force(problem: &Problem) -> BTreeSet<Vec<OptionId>> {
    let masks: Vec<u64> = problem
        .options()
        .map(|o| {
            problem
                .option_items(o)
                .iter()
                .fold(0, |m, i| m | 1 << i.index())
        })
        .collect();
    let primary: u64 = (1 << problem.primary_count()) - 1;
    let mut found = BTreeSet::new();
    for subset in 0u32..(1 << masks.len()) {
        let mut used = 0u64;
        let mut ok = true;
        for (k, &m) in masks.iter().enumerate() {
            if subset >> k & 1 == 1 {
                ok &= used & m == 0;
                used |= m;
            }
        }
        if ok && used & primary == primary {
            found.insert(
                (0..masks.len() as u32)
                    .filter(|k| subset >> k & 1 == 1)
                    .map(OptionId)
                    .collect(),
            );
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
        prop_assert_eq!(search.stats().solutions, found.len() as u64);
    }

    #[test]
    fn full_search_restores_every_link(problem in problem_strategy(), h in heuristic_strategy()) {
        let mut fresh = Search::with_heuristic(problem.clone(), h);
        let mut search = Search::with_heuristic(problem, h);
        search.count(None);
        prop_assert!(search.is_finished());
        prop_assert_eq!(search.nodes(), fresh.nodes());
        prop_assert_eq!(search.item_links(), fresh.item_links());
        prop_assert!(search.check_links().is_ok());
    }

    #[test]
    fn stepping_finds_the_same_solutions_in_order(
        problem in problem_strategy(),
        h in heuristic_strategy(),
    ) {
        let mut fast = Search::with_heuristic(problem.clone(), h);
        let fast_solutions: Vec<_> = fast.solutions().collect();
        let mut stepper = Search::with_heuristic(problem, h);
        let mut step_solutions = Vec::new();
        let mut last = None;
        while let Some(event) = stepper.step() {
            prop_assert!(stepper.check_links().is_ok(), "links broken after {:?}", event);
            if let Event::Solution { .. } = event {
                step_solutions.push(stepper.solution());
            }
            last = Some(event);
        }
        prop_assert_eq!(last, Some(Event::Done));
        prop_assert_eq!(step_solutions, fast_solutions);
        // Knuth's counts do not depend on how the search is driven.
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
        // All the way back is the start.
        while search.step_back().is_some() {}
        prop_assert_eq!(snapshot(&mut search), snapshot(&mut Search::with_heuristic(problem, h)));
    }

    #[test]
    fn the_outlook_is_the_next_decision_and_changes_nothing(
        problem in problem_strategy(),
        h in heuristic_strategy(),
        start in 0usize..300,
    ) {
        let mut search = Search::with_heuristic(problem, h);
        search.record_history(true);
        for _ in 0..start {
            search.step();
        }
        let before = snapshot(&mut search);
        let history = search.history_len();
        let outlook = search.outlook();
        prop_assert_eq!(snapshot(&mut search), before);
        prop_assert_eq!(search.history_len(), history);
        // Step on to the next decision: it is the one the outlook named.
        let mut tried = outlook.placing;
        // Whether the search takes back anything it placed on the way (read from the events,
        // not from the engine's own flag).
        let mut undone = false;
        loop {
            match search.step() {
                Some(Event::Try { option, .. }) => tried = Some(option),
                Some(Event::Choose { item, len, level }) => {
                    let Next::Choose { item: i, len: l, level: v, after, backs_up, .. } = outlook.next else {
                        return Err(TestCaseError::fail(format!("chose, but the outlook said {:?}", outlook.next)));
                    };
                    prop_assert_eq!((i, l, v, after, backs_up), (item, len, level, tried, undone));
                    break;
                }
                Some(Event::Solution { .. }) => {
                    prop_assert_eq!(&outlook.next, &Next::Solution { after: tried, backs_up: undone });
                    break;
                }
                Some(Event::Done) | None => {
                    prop_assert_eq!(&outlook.next, &Next::Done);
                    break;
                }
                Some(
                    Event::Backtrack { .. }
                    | Event::Uncover { .. }
                    | Event::Unhide { .. }
                    | Event::Unmark { .. }
                    | Event::Unpurify { .. },
                ) => undone = true,
                Some(_) => {}
            }
        }
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
    fn bounded_runs_pause_and_resume_exactly(
        problem in problem_strategy(),
        budgets in proptest::collection::vec(1u64..5, 1..20),
    ) {
        let mut fast = Search::new(problem.clone());
        let expected: Vec<_> = fast.solutions().collect();
        let mut bounded = Search::new(problem);
        let mut found = Vec::new();
        let mut pauses = 0;
        for k in 0.. {
            let before = bounded.stats().nodes;
            match bounded.find_next_within(budgets[k % budgets.len()]) {
                Progress::Solution => found.push(bounded.solution()),
                Progress::Paused => {
                    pauses += 1;
                    prop_assert!(bounded.stats().nodes - before <= budgets[k % budgets.len()]);
                    prop_assert!(bounded.check_links().is_ok());
                }
                Progress::Finished => break,
            }
            prop_assert!(pauses < 100_000, "bounded runs must make progress");
        }
        prop_assert_eq!(found, expected);
        prop_assert_eq!(bounded.stats(), fast.stats());
    }

    #[test]
    fn item_lists_after_full_speed_runs_are_the_stepped_ones(
        problem in random::problem_strategy(6, 4, 12),
        h in heuristic_strategy(),
        preset in 0usize..16,
        moves in proptest::collection::vec((0u8..4, 1u64..6), 1..30),
    ) {
        // At full speed the item lists are left behind and rebuilt when asked for: after any
        // mix of runs and steps (from presets or none) they must be what stepping all the way
        // keeps up event by event, stale links of covered items included.
        let presets: Vec<OptionId> = (preset < problem.option_count())
            .then_some(OptionId(preset as u32))
            .into_iter()
            .collect();
        let start = || Search::with_presets(problem.clone(), h, &presets).unwrap();
        let (mut mixed, mut stepper) = (start(), start());
        for (m, budget) in moves {
            match m {
                0 => { mixed.step(); }
                1 => { mixed.find_next_within(budget); }
                2 => { mixed.find_next(); }
                _ => { mixed.step_cover(); }
            }
            prop_assert!(mixed.check_links().is_ok());
            // The stepper goes as far: to the first event that brings each of its counts up
            // to the mixed search's. Every link event adds mems, and a full-speed run stops
            // just before an event that moves no link (Choose) or at one (Solution, Done),
            // after a few mems of bookkeeping that the stepper charges with that event.
            let behind = |a: Stats, b: Stats| {
                a.mems < b.mems || a.nodes < b.nodes || a.solutions < b.solutions
            };
            while behind(stepper.stats(), mixed.stats()) && stepper.step().is_some() {}
            prop_assert_eq!(stepper.stats().updates, mixed.stats().updates);
            prop_assert_eq!(stepper.stats().solutions, mixed.stats().solutions);
            prop_assert_eq!(stepper.nodes(), mixed.nodes());
            prop_assert_eq!(stepper.item_links(), mixed.item_links());
        }
    }

    #[test]
    fn walking_options_from_both_ends_changes_nothing(
        problem in random::problem_strategy(6, 4, 12),
        h in heuristic_strategy(),
        steps in 0usize..400,
    ) {
        // Step first (which may stop in the middle of an option, while covering or
        // uncovering), then run at full speed, with and without the walk from both ends.
        let run = |split: bool| {
            let mut s = Search::with_heuristic(problem.clone(), h);
            s.set_split_rows(split);
            for _ in 0..steps {
                s.step();
            }
            let mut found = Vec::new();
            while s.find_next() {
                assert!(s.check_links().is_ok());
                found.push(s.solution());
            }
            (found, s.stats(), s.profile().to_vec(), s.nodes())
        };
        let plain = run(false);
        let split = run(true);
        prop_assert_eq!(&split, &plain);
        prop_assert_eq!(split.3, Search::with_heuristic(problem.clone(), h).nodes());
    }

    #[test]
    fn walking_options_by_address_changes_nothing(
        problem in random::uniform_problem_strategy(),
        h in heuristic_strategy(),
        steps in 0usize..400,
        budget in 1u64..6,
    ) {
        // Options of one width 3..=7 are walked by address at full speed. Step first (which
        // may stop in the middle of an option), then run in bounded slices, with and without.
        let run = |by_address: bool| {
            let mut s = Search::with_heuristic(problem.clone(), h);
            s.set_fixed_width(by_address);
            for _ in 0..steps {
                s.step();
            }
            let mut found = Vec::new();
            loop {
                match s.find_next_within(budget) {
                    Progress::Solution => found.push(s.solution()),
                    Progress::Paused => {}
                    Progress::Finished => break,
                }
                assert!(s.check_links().is_ok());
            }
            (found, s.stats(), s.profile().to_vec(), s.nodes())
        };
        let general = run(false);
        let by_address = run(true);
        prop_assert_eq!(&by_address, &general);
        prop_assert_eq!(by_address.3, Search::with_heuristic(problem.clone(), h).nodes());
        let expected: BTreeSet<_> = brute_force(&problem);
        let found: BTreeSet<_> = by_address.0.iter().map(|s| sorted(s.options.clone())).collect();
        if steps == 0 {
            prop_assert_eq!(found, expected);
        }
    }
}

//! Parallel counting (src/parallel.rs): the subproblems of a split partition the solutions, so
//! their counts add up to the sequential count; the split's own work plus the subproblems'
//! equals the sequential search's nodes, updates and deepest level; and the published counts
//! come out on several threads.
//!
//! Sources of the counts: pentominoes 6x10, 9356 packings counted in full (Haselgrove 1960;
//! Knuth, "Dancing Links"); N queens, OEIS A000170 (724 for n = 10, 365596 for n = 14);
//! Langford pairs, OEIS A014552 (108144 for n = 12, a sequence and its reversal counted once,
//! so twice that without breaking the symmetry).
//!
//! The larger counts are `#[ignore]`d for debug builds:
//! `cargo test --release --test parallel -- --ignored`.

use std::collections::BTreeSet;

use dlx::langford::Langford;
use dlx::parallel::{self, ParallelCount, Split};
use dlx::polyomino::{Board, Packing, Symmetry};
use dlx::{count_parallel, examples, Heuristic, OptionId, Problem, ProblemBuilder, Search, Stats};
use proptest::prelude::*;

#[path = "common/random.rs"]
mod random;

/// A random problem larger than the engine's property tests use (up to 8 primary items and 24
/// options), so that trees have a few levels to cut, or one whose options all have one width.
fn problem_strategy() -> impl Strategy<Value = Problem> {
    prop_oneof![
        random::problem_strategy(8, 3, 24),
        // Options all of one width, which the search walks by address from its presets on.
        random::uniform_problem_strategy(),
    ]
}

fn heuristic_strategy() -> impl Strategy<Value = Heuristic> {
    prop_oneof![Just(Heuristic::Mrv), Just(Heuristic::First)]
}

/// The sequential count and Knuth's counts for it.
fn sequential(problem: &Problem, heuristic: Heuristic, presets: &[OptionId]) -> (u64, Stats) {
    let mut search = Search::with_presets(problem.clone(), heuristic, presets).unwrap();
    let count = search.count(None);
    (count, search.stats())
}

/// Every solution of every subproblem, each as a sorted list of options.
fn solutions_of(problem: &Problem, heuristic: Heuristic, split: &Split) -> Vec<Vec<OptionId>> {
    let mut all = Vec::new();
    for sub in &split.subproblems {
        let mut search = Search::with_presets(problem.clone(), heuristic, &sub.presets).unwrap();
        for solution in search.solutions() {
            let mut options = solution.options;
            options.sort();
            all.push(options);
        }
    }
    all
}

/// Every solution of every subproblem in the order of the split, options as the search chose
/// them.
fn in_order(problem: &Problem, heuristic: Heuristic, split: &Split) -> Vec<Vec<OptionId>> {
    let mut all = Vec::new();
    for sub in &split.subproblems {
        let mut search = Search::with_presets(problem.clone(), heuristic, &sub.presets).unwrap();
        all.extend(search.solutions().map(|s| s.options));
    }
    all
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Each solution turns up in exactly one subproblem, whatever the target.
    #[test]
    fn subproblems_partition_the_solutions(
        problem in problem_strategy(),
        h in heuristic_strategy(),
        target in 0usize..40,
    ) {
        let split = parallel::split(&problem, h, &[], target).unwrap();
        let mut whole: Vec<Vec<OptionId>> = Search::with_heuristic(problem.clone(), h)
            .solutions()
            .map(|s| { let mut o = s.options; o.sort(); o })
            .collect();
        whole.sort();
        let mut parts = solutions_of(&problem, h, &split);
        parts.sort();
        prop_assert_eq!(parts, whole);
    }

    /// In search order, the subproblems' solutions one subproblem after another are the
    /// sequential search's solutions in its own order, each with its options in the same order.
    #[test]
    fn in_search_order_the_solutions_come_as_the_sequential_search_finds_them(
        problem in problem_strategy(),
        h in heuristic_strategy(),
        target in 0usize..40,
        pick in 0usize..24,
        preset in any::<bool>(),
    ) {
        let presets: Vec<OptionId> = if preset && problem.option_count() > 0 {
            vec![OptionId((pick % problem.option_count()) as u32)]
        } else {
            Vec::new()
        };
        let Ok(mut whole) = Search::with_presets(problem.clone(), h, &presets) else {
            return Ok(());
        };
        let whole: Vec<Vec<OptionId>> = whole.solutions().map(|s| s.options).collect();
        let split = parallel::split(&problem, h, &presets, target).unwrap().into_search_order();
        prop_assert_eq!(in_order(&problem, h, &split), whole);
    }

    /// The split's work and the subproblems' add up to the sequential search's, to the node.
    #[test]
    fn split_and_subproblems_add_up_to_the_sequential_stats(
        problem in problem_strategy(),
        h in heuristic_strategy(),
        threads in 1usize..4,
        per_thread in 1usize..10,
    ) {
        let (want, seq) = sequential(&problem, h, &[]);
        let config = ParallelCount { heuristic: h, threads, per_thread, ..ParallelCount::default() };
        let (count, stats) = config.run(&problem).unwrap();
        prop_assert_eq!(count, want);
        let total = stats.total();
        prop_assert_eq!(total.solutions, seq.solutions);
        prop_assert_eq!(total.nodes, seq.nodes);
        prop_assert_eq!(total.updates, seq.updates);
        prop_assert_eq!(total.max_level, seq.max_level);
        // The threads' shares add up to the subproblems' sum.
        let subs: usize = stats.threads.iter().map(|t| t.subproblems).sum();
        prop_assert_eq!(subs, stats.subproblems);
        prop_assert_eq!(stats.threads.len(), threads);
    }

    /// Presets (a problem's givens) carry into every subproblem.
    #[test]
    fn presets_carry_into_the_subproblems(
        problem in problem_strategy(),
        h in heuristic_strategy(),
        pick in 0usize..24,
    ) {
        prop_assume!(problem.option_count() > 0);
        let presets = [OptionId((pick % problem.option_count()) as u32)];
        let (want, seq) = sequential(&problem, h, &presets);
        let split = parallel::split(&problem, h, &presets, 12).unwrap();
        for sub in &split.subproblems {
            prop_assert_eq!(sub.presets[0], presets[0]);
            prop_assert_eq!(sub.presets.len(), sub.depth as usize + 1);
        }
        let config = ParallelCount { heuristic: h, threads: 2, presets: presets.to_vec(), ..ParallelCount::default() };
        let (count, stats) = config.run(&problem).unwrap();
        prop_assert_eq!(count, want);
        prop_assert_eq!(stats.total().nodes, seq.nodes);
        prop_assert_eq!(stats.total().updates, seq.updates);
    }

    /// With a limit the count is what a sequential count with that limit returns.
    #[test]
    fn a_limit_caps_the_count(
        problem in problem_strategy(),
        h in heuristic_strategy(),
        limit in 1u64..6,
    ) {
        let mut search = Search::with_heuristic(problem.clone(), h);
        let want = search.count(Some(limit));
        let config = ParallelCount { heuristic: h, threads: 3, limit: Some(limit), ..ParallelCount::default() };
        prop_assert_eq!(config.run(&problem).unwrap().0, want);
    }
}

#[test]
fn the_split_reaches_its_target_on_queens() {
    let problem = examples::queens(8);
    let split = parallel::split(&problem, Heuristic::Mrv, &[], 16).unwrap();
    assert!(
        split.subproblems.len() >= 16,
        "{} subproblems",
        split.subproblems.len()
    );
    // Shallowest first: depths never decrease along the list.
    let depths: Vec<u32> = split.subproblems.iter().map(|s| s.depth).collect();
    assert!(depths.windows(2).all(|w| w[0] <= w[1]), "{depths:?}");
    // No two subproblems are the same node.
    let distinct: BTreeSet<&Vec<OptionId>> = split.subproblems.iter().map(|s| &s.presets).collect();
    assert_eq!(distinct.len(), split.subproblems.len());
    // A target of 1 (or 0) keeps the whole problem.
    for target in [0, 1] {
        let whole = parallel::split(&problem, Heuristic::Mrv, &[], target).unwrap();
        assert_eq!(whole.subproblems.len(), 1);
        assert!(whole.subproblems[0].presets.is_empty());
        assert_eq!(whole.stats, Default::default());
    }
}

#[test]
fn a_problem_solved_by_its_presets_is_one_subproblem_of_one_solution() {
    // Knuth's example: its one solution, preset in full.
    let problem = examples::knuth();
    let mut search = Search::new(problem.clone());
    let solution = search.next_solution().unwrap().options;
    let split = parallel::split(&problem, Heuristic::Mrv, &solution, 8).unwrap();
    assert_eq!(split.subproblems.len(), 1);
    assert_eq!(split.subproblems[0].presets, solution);
    let config = ParallelCount {
        threads: 2,
        presets: solution,
        ..ParallelCount::default()
    };
    assert_eq!(config.run(&problem).unwrap().0, 1);
}

#[test]
fn pentominoes_3x20_in_search_order_are_the_sequential_packings_in_order() {
    let (problem, _) = Packing::pentominoes(Board::rectangle(3, 20).unwrap(), Symmetry::Keep)
        .unwrap()
        .encode();
    let whole: Vec<Vec<OptionId>> = Search::new(problem.clone())
        .solutions()
        .map(|s| s.options)
        .collect();
    assert_eq!(whole.len(), 8);
    // The root has 18 branches: 40 cuts below some of them, so the levels mix.
    let split = parallel::split(&problem, Heuristic::Mrv, &[], 40).unwrap();
    let shallow_first = split.subproblems.clone();
    let ordered = split.into_search_order();
    assert!(ordered.subproblems.len() >= 40);
    // The same subproblems, in another order: breadth first is not depth first here.
    assert_ne!(ordered.subproblems, shallow_first);
    let mut resorted = shallow_first.clone();
    resorted.sort_by(|a, b| a.presets.cmp(&b.presets));
    assert_eq!(resorted, ordered.subproblems);
    assert_eq!(in_order(&problem, Heuristic::Mrv, &ordered), whole);
}

#[test]
fn bad_presets_are_refused() {
    let problem = examples::knuth();
    let unknown = parallel::split(&problem, Heuristic::Mrv, &[OptionId(99)], 4);
    assert!(unknown.unwrap_err().to_string().contains("does not exist"));
    // Options 0 (C E F) and 2 (B C F) share C.
    let clash = ParallelCount {
        presets: vec![OptionId(0), OptionId(2)],
        ..ParallelCount::default()
    };
    assert!(clash
        .run(&problem)
        .unwrap_err()
        .to_string()
        .contains("a second time"));
}

#[test]
fn no_solutions_count_zero_on_every_thread() {
    // Two items, and one option that covers only the first: no exact cover.
    let mut b = ProblemBuilder::new();
    b.primary("a").unwrap();
    b.primary("b").unwrap();
    b.option(&["a"]).unwrap();
    let problem = b.build().unwrap();
    let (count, stats) = count_parallel(&problem, Heuristic::Mrv, 4);
    assert_eq!(count, 0);
    // The root is a dead end (item b has no option), met by the split: no subproblem is left,
    // and the mems of the levels above the cut are not counted.
    let seq = sequential(&problem, Heuristic::Mrv, &[]).1;
    assert_eq!(stats.subproblems, 0);
    assert_eq!(stats.total(), Stats { mems: 0, ..seq });
    assert!(seq.mems > 0);
}

#[test]
fn queens_10_is_724_on_two_threads() {
    let problem = examples::queens(10);
    let (count, stats) = count_parallel(&problem, Heuristic::Mrv, 2);
    assert_eq!(count, 724);
    assert_eq!(stats.threads.len(), 2);
    assert!(stats.subproblems >= 16);
    let (_, seq) = sequential(&problem, Heuristic::Mrv, &[]);
    assert_eq!(stats.total().nodes, seq.nodes);
    assert_eq!(stats.total().updates, seq.updates);
    // The work below the cut is most of it, but not all.
    assert!(stats.split.nodes > 0 && stats.search.nodes < seq.nodes);
}

#[test]
fn pentominoes_3x20_is_8_on_three_threads() {
    let (problem, _) = Packing::pentominoes(Board::rectangle(3, 20).unwrap(), Symmetry::Keep)
        .unwrap()
        .encode();
    assert_eq!(count_parallel(&problem, Heuristic::Mrv, 3).0, 8);
}

#[test]
#[ignore = "slow in debug builds: cargo test --release --test parallel -- --ignored"]
fn pentominoes_6x10_is_9356_on_two_threads() {
    let (problem, _) = Packing::pentominoes(Board::rectangle(6, 10).unwrap(), Symmetry::Keep)
        .unwrap()
        .encode();
    let (count, stats) = count_parallel(&problem, Heuristic::Mrv, 2);
    assert_eq!(count, 9356);
    let (_, seq) = sequential(&problem, Heuristic::Mrv, &[]);
    assert_eq!(stats.total().nodes, seq.nodes);
    assert_eq!(stats.total().updates, seq.updates);
    // And 2339 up to the rectangle's symmetries.
    let (broken, _) = Packing::pentominoes(Board::rectangle(6, 10).unwrap(), Symmetry::Break)
        .unwrap()
        .encode();
    assert_eq!(count_parallel(&broken, Heuristic::Mrv, 2).0, 2339);
}

#[test]
#[ignore = "slow in debug builds: cargo test --release --test parallel -- --ignored"]
fn langford_12_is_108144_once_reversals_are_left_out() {
    let langford = Langford::new(12).unwrap();
    let (broken, _) = langford.encode(Symmetry::Break);
    assert_eq!(count_parallel(&broken, Heuristic::Mrv, 2).0, 108_144);
    let (all, _) = langford.encode(Symmetry::Keep);
    assert_eq!(count_parallel(&all, Heuristic::Mrv, 2).0, 2 * 108_144);
}

#[test]
#[ignore = "slow in debug builds: cargo test --release --test parallel -- --ignored"]
fn queens_14_is_365596_on_every_core() {
    assert_eq!(
        count_parallel(&examples::queens(14), Heuristic::Mrv, 0).0,
        365_596
    );
}

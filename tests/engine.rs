//! The engine on problems with published answers, and its stepping helpers.

use dlx::{examples, format, Event, Heuristic, ItemId, OptionId, Search};

fn texts(search: &Search, options: &[OptionId]) -> Vec<String> {
    options
        .iter()
        .map(|&o| search.problem().option_text(o))
        .collect()
}

#[test]
fn knuths_example_has_one_solution() {
    let mut search = Search::new(examples::knuth());
    let solution = search.next_solution().expect("one solution");
    // TAOCP 7.2.2.1 (and dlx1's documentation): the solution is A D, E F C, B G.
    assert_eq!(texts(&search, &solution.options), ["A D", "C E F", "B G"]);
    assert_eq!(search.next_solution(), None);
    assert!(search.is_finished());
}

#[test]
fn classic_matrix_is_solved_by_rows_1_4_5() {
    let mut search = Search::new(examples::classic_matrix());
    let mut solutions: Vec<_> = search.solutions().collect();
    assert_eq!(solutions.len(), 1);
    solutions[0].options.sort();
    assert_eq!(
        solutions[0].options,
        [OptionId(0), OptionId(3), OptionId(4)]
    );
}

#[test]
fn queens_counts_match_oeis_a000170() {
    // OEIS A000170: number of ways to place n nonattacking queens on an n x n board.
    let a000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];
    for (n, &expected) in (1..=10).zip(&a000170) {
        for h in [Heuristic::Mrv, Heuristic::First] {
            let mut search = Search::with_heuristic(examples::queens(n), h);
            assert_eq!(search.count(None), expected, "{n} queens with {h:?}");
        }
    }
}

#[test]
fn eight_queens_statistics_equal_knuths_dlx1() {
    // dlx1 on this exact input (items r0..r7 c0..c7 | a0..a14 b0..b14, options in row-major
    // order) reports 92 solutions, 21375 updates and 1199 nodes.
    let text = format::write_dlx(&examples::queens(8));
    let mut search = Search::new(format::parse_dlx(&text).unwrap());
    assert_eq!(search.count(None), 92);
    let stats = search.stats();
    assert_eq!(stats.solutions, 92);
    assert_eq!(stats.updates, 21375);
    assert_eq!(stats.nodes, 1199);
    assert_eq!(stats.max_level, 8);
    // The profile counts every node once, solutions at the level below their last option.
    assert_eq!(search.profile().iter().sum::<u64>(), stats.nodes);
    assert_eq!(search.profile()[8], 92);
}

#[test]
fn first_heuristic_branches_on_the_leftmost_item() {
    let mut search = Search::with_heuristic(examples::queens(6), Heuristic::First);
    let Some(Event::Choose { item, level, .. }) = search.step() else {
        panic!("the first event chooses an item");
    };
    assert_eq!((item, level), (ItemId(0), 0));
    assert_eq!(search.count(None), 4);
}

#[test]
fn mrv_stops_at_an_item_with_no_options() {
    // Item c is never covered: MRV must pick it (len 0) and fail at once.
    let text = "a b c\na b\na\nb\n";
    let mut search = Search::new(format::parse_dlx(text).unwrap());
    let Some(Event::Choose { item, len, .. }) = search.step() else {
        panic!("the first event chooses an item");
    };
    assert_eq!((item, len), (ItemId(2), 0));
    assert_eq!(search.count(None), 0);
    assert_eq!(search.stats().nodes, 1);
}

#[test]
fn limits_and_resuming() {
    let mut search = Search::new(examples::queens(8));
    assert_eq!(search.count(Some(10)), 10);
    assert_eq!(search.count(Some(10)), 10);
    assert_eq!(search.count(None), 72);
    assert_eq!(search.count(None), 0);
    assert_eq!(search.stats().solutions, 92);
}

#[test]
fn step_helpers_stop_where_they_say() {
    let mut search = Search::new(examples::queens(5));
    search.record_history(true);
    let events = search.step_option();
    assert!(matches!(events.last(), Some(Event::Try { .. })));
    // A whole cover: its hides, then its header (TAOCP's order), and there it stops.
    let events = search.step_cover();
    let first_link = events.iter().position(Event::is_link).unwrap();
    assert!(matches!(events.last(), Some(Event::Cover { .. })));
    assert!(events[first_link..events.len() - 1]
        .iter()
        .all(|e| matches!(e, Event::Hide { .. })));
    let events = search.step_solution();
    assert!(matches!(events.last(), Some(Event::Solution { size: 5 })));
    assert_eq!(search.chosen().count(), 5);
    let solution = search.solution();
    let events = search.step_solution();
    assert!(matches!(events.last(), Some(Event::Solution { .. })));
    search.back_solution();
    assert_eq!(search.solution(), solution);
    assert!(matches!(
        search.step_backtrack().last(),
        Some(Event::Backtrack { .. })
    ));
}

#[test]
fn stepping_reports_every_link_event_of_a_cover() {
    let mut search = Search::new(examples::knuth());
    // Choose A (len 2: options A D G and A D), then cover it: D and G of "A D G" and D of
    // "A D" are hidden, then the header leaves.
    assert_eq!(
        search.step(),
        Some(Event::Choose {
            level: 0,
            item: ItemId(0),
            len: 2
        })
    );
    let hidden: Vec<_> = (0..3)
        .map(|_| match search.step() {
            Some(Event::Hide { node }) => search.node_item(node).unwrap(),
            other => panic!("expected a hide, got {other:?}"),
        })
        .collect();
    assert_eq!(hidden, [ItemId(3), ItemId(6), ItemId(3)]);
    assert_eq!(search.step(), Some(Event::Cover { item: ItemId(0) }));
    assert_eq!(search.len(ItemId(3)), 1);
    assert!(matches!(search.step(), Some(Event::Try { level: 0, .. })));
}

#[test]
fn history_off_cannot_step_back() {
    let mut search = Search::new(examples::knuth());
    search.step();
    assert_eq!(search.history_len(), 0);
    assert_eq!(search.step_back(), None);
}

#[test]
fn a_history_limit_forgets_the_oldest_events_and_stepping_back_stops_there() {
    let mut watched = Search::new(examples::queens(6));
    watched.record_history(true);
    watched.set_history_limit(50);
    for _ in 0..300 {
        watched
            .step()
            .expect("the search lasts longer than 300 events");
    }
    assert_eq!(watched.history_len(), 50);
    // Back 50 events: exactly the state of a fresh search after 250.
    for _ in 0..50 {
        assert!(watched.step_back().is_some());
    }
    assert_eq!(watched.step_back(), None, "older events are forgotten");
    let mut fresh = Search::new(examples::queens(6));
    for _ in 0..250 {
        fresh.step();
    }
    assert_eq!(watched.nodes(), fresh.nodes());
    assert_eq!(watched.item_links(), fresh.item_links());
    assert_eq!(watched.stats(), fresh.stats());
    assert_eq!(
        watched.chosen().collect::<Vec<_>>(),
        fresh.chosen().collect::<Vec<_>>()
    );
    // Lowering the limit forgets at once; it never goes below one.
    for _ in 0..20 {
        watched.step();
    }
    watched.set_history_limit(0);
    assert_eq!(watched.history_limit(), 1);
    assert_eq!(watched.history_len(), 1);
    const { assert!(dlx::HISTORY_BYTES_PER_EVENT > 0) };
}

/// `count` stays inside the search loop from one solution to the next; it must end exactly
/// where the same number of `find_next` calls would, with the same statistics and profile.
#[test]
fn counting_in_one_run_matches_finding_one_at_a_time() {
    for (problem, limits) in [
        (examples::queens(6), vec![None, Some(1), Some(3), Some(5)]),
        (
            examples::queens(8),
            vec![None, Some(10), Some(92), Some(1000)],
        ),
        (examples::knuth(), vec![None, Some(1)]),
        (examples::classic_matrix(), vec![None, Some(2)]),
    ] {
        for limit in limits {
            let mut counted = Search::new(problem.clone());
            let n = counted.count(limit);
            let mut stepped = Search::new(problem.clone());
            let mut m = 0;
            while limit.is_none_or(|l| m < l) && stepped.find_next() {
                m += 1;
            }
            assert_eq!(n, m, "limit {limit:?}");
            assert_eq!(counted.stats(), stepped.stats(), "limit {limit:?}");
            assert_eq!(counted.profile(), stepped.profile(), "limit {limit:?}");
            assert_eq!(
                counted.chosen().collect::<Vec<_>>(),
                stepped.chosen().collect::<Vec<_>>(),
                "limit {limit:?}"
            );
            // Both go on from there alike.
            assert_eq!(counted.next_solution(), stepped.next_solution());
            assert!(counted.check_links().is_ok());
        }
    }
}

#[test]
fn counting_when_the_presets_already_solve_it() {
    // Knuth's solution preset: the empty set of further options is the one solution.
    let mut search = Search::with_presets(
        examples::knuth(),
        Heuristic::Mrv,
        &[OptionId(3), OptionId(0), OptionId(4)],
    )
    .expect("the presets do not clash");
    assert_eq!(search.count(None), 1);
    assert!(search.is_finished());
    assert_eq!(search.count(Some(3)), 0);
    assert_eq!(search.count(Some(0)), 0);
}

#[test]
fn presets_leave_the_item_lists_as_covering_their_items_in_order_would() {
    // Items A B C D; the preset option "A B" covers A, then B. A left the list between the
    // root and B, and B then between the root and C: each keeps those as prev and next.
    let mut b = dlx::ProblemBuilder::new();
    for name in ["A", "B", "C", "D"] {
        b.primary(name).unwrap();
    }
    b.option(&["A", "B"]).unwrap();
    b.option(&["C", "D"]).unwrap();
    let mut search = Search::with_presets(b.build().unwrap(), Heuristic::Mrv, &[OptionId(0)])
        .expect("a valid preset");
    let links: Vec<(u32, u32)> = search
        .item_links()
        .iter()
        .map(|l| (l.prev, l.next))
        .collect();
    // Root 0, A..D at 1..4, the (empty) secondary root at 5.
    assert_eq!(links, [(4, 3), (0, 2), (0, 3), (0, 4), (3, 0), (5, 5)]);
    assert!(search.check_links().is_ok());
}

/// Runs `fast` at full speed in slices of `budget` nodes and, after each, steps `stepper` as
/// far (see tests/properties.rs, `item_lists_after_full_speed_runs_are_the_stepped_ones`):
/// the links of both must agree, the item lists that the full-speed run rebuilds included.
fn full_speed_slices_match_stepping(mut fast: Search, mut stepper: Search, budget: u64) {
    let behind = |a: dlx::Stats, b: dlx::Stats| {
        a.mems < b.mems || a.nodes < b.nodes || a.solutions < b.solutions
    };
    let mut slices = 0;
    loop {
        let progress = fast.find_next_within(budget);
        slices += 1;
        while behind(stepper.stats(), fast.stats()) && stepper.step().is_some() {}
        assert_eq!(stepper.stats().updates, fast.stats().updates);
        assert_eq!(stepper.nodes(), fast.nodes(), "after slice {slices}");
        assert_eq!(
            stepper.item_links(),
            fast.item_links(),
            "after slice {slices}"
        );
        assert!(fast.check_links().is_ok());
        if progress == dlx::Progress::Finished {
            break;
        }
    }
    assert!(slices > 3, "the search ran in slices");
}

#[test]
fn item_lists_after_full_speed_slices_are_the_stepped_ones() {
    // Queens and Sudoku take the full-speed loop for options of one width (4).
    full_speed_slices_match_stepping(
        Search::new(examples::queens(6)),
        Search::new(examples::queens(6)),
        7,
    );
    let puzzle = dlx::sudoku::Sudoku::parse(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    )
    .unwrap();
    let search = || {
        let (problem, decoder) = puzzle.encode(dlx::sudoku::Encoding::Full);
        decoder.search(problem, Heuristic::Mrv)
    };
    full_speed_slices_match_stepping(search(), search(), 50);
}

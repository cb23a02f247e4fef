//! The history's cost in memory: a whole search, recorded, takes at most
//! `HISTORY_BYTES_PER_EVENT` bytes an event on average (a property of the encoding, not of the
//! machine), and a long run under a limit forgets old events and still steps back exactly.

use dlx::sudoku::{Encoding, Sudoku};
use dlx::{examples, format, Heuristic, Search, HISTORY_BYTES_PER_EVENT};

/// Steps `search` to the end with its history on; returns the events and the history's bytes.
fn record_all(mut search: Search) -> (usize, usize) {
    search.record_history(true);
    let mut events = 0;
    while search.step().is_some() {
        events += 1;
    }
    assert_eq!(search.history_len(), events);
    let bytes = search.history_bytes();
    // The bytes are the records': undoing every event leaves none.
    while search.step_back().is_some() {}
    assert_eq!(search.history_bytes(), 0);
    assert!(search.check_links().is_ok());
    (events, bytes)
}

fn sudoku_9x9() -> Search {
    let puzzle = Sudoku::parse(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    )
    .unwrap();
    let (problem, decoder) = puzzle.encode(Encoding::Full);
    decoder.search(problem, Heuristic::Mrv)
}

#[test]
fn a_recorded_search_costs_at_most_the_stated_bytes_an_event() {
    let colored = format::parse_dlx(include_str!("data/xcc/random-1.dlx")).unwrap();
    for (name, search) in [
        ("8 queens", Search::new(examples::queens(8))),
        ("9x9 Sudoku", sudoku_9x9()),
        ("colored random-1", Search::new(colored)),
    ] {
        let (events, bytes) = record_all(search);
        assert!(events > 1000, "{name}: a long enough run ({events} events)");
        let per_event = bytes as f64 / events as f64;
        println!("{name}: {events} events, {bytes} bytes, {per_event:.2} bytes an event");
        assert!(
            per_event <= HISTORY_BYTES_PER_EVENT as f64,
            "{name}: {per_event:.2} bytes an event, over {HISTORY_BYTES_PER_EVENT}"
        );
    }
}

/// Enough events that the forgotten front of the records is cut off many times over.
#[test]
fn a_long_run_under_a_limit_steps_back_exactly_to_where_it_forgot() {
    const LIMIT: usize = 3000;
    const EVENTS: usize = 40_000;
    let mut watched = Search::new(examples::queens(8));
    watched.record_history(true);
    watched.set_history_limit(LIMIT);
    let mut fresh = Search::new(examples::queens(8));
    for _ in 0..EVENTS {
        watched.step().expect("8 queens lasts longer");
    }
    assert_eq!(watched.history_len(), LIMIT);
    let bytes = watched.history_bytes();
    assert!(
        bytes > 0 && bytes <= LIMIT * HISTORY_BYTES_PER_EVENT,
        "{bytes} bytes for {LIMIT} events"
    );
    for _ in 0..EVENTS - LIMIT {
        fresh.step();
    }
    let mut undone = 0;
    while watched.step_back().is_some() {
        undone += 1;
    }
    assert_eq!(undone, LIMIT, "older events are forgotten");
    assert_eq!(watched.nodes(), fresh.nodes());
    assert_eq!(watched.item_links(), fresh.item_links());
    assert_eq!(watched.stats(), fresh.stats());
    assert_eq!(watched.profile(), fresh.profile());
    assert_eq!(
        watched.chosen().collect::<Vec<_>>(),
        fresh.chosen().collect::<Vec<_>>()
    );
    // Both go on alike from there.
    for _ in 0..5000 {
        assert_eq!(watched.step(), fresh.step());
    }
    assert_eq!(watched.stats(), fresh.stats());
}

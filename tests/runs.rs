//! Runs of events (`Search::run_events`, `Search::back_events`) are exactly the single steps
//! they stand for: the same events, the same state after them, the same history, and they stop
//! where their breakpoints say.

use dlx::langford::{Langford, Symmetry};
use dlx::{examples, format, Event, Run, RunEnd, Search, Step, Stops};

/// A named way to make a fresh search.
type Maker = (&'static str, fn() -> Search);

fn searches() -> Vec<Maker> {
    vec![
        ("6 queens", || Search::new(examples::queens(6))),
        ("Langford 7", || {
            let (problem, _) = Langford::new(7).unwrap().encode(Symmetry::Keep);
            Search::new(problem)
        }),
        ("colored random-1", || {
            Search::new(format::parse_dlx(include_str!("data/xcc/random-1.dlx")).unwrap())
        }),
    ]
}

fn recording(mut search: Search) -> Search {
    search.record_history(true);
    search
}

/// What a state is, for comparing two searches: the links, the statistics, the path.
fn state(search: &Search) -> (Vec<dlx::Node>, dlx::Stats, Vec<(u32, u32)>, usize) {
    (
        search.nodes(),
        search.stats(),
        search.branches().collect(),
        search.history_len(),
    )
}

fn search_events(events: &[(Event, Step)]) -> Vec<(usize, Event, Step)> {
    events
        .iter()
        .enumerate()
        .filter(|(_, (e, _))| !e.is_link())
        .map(|(i, &(e, s))| (i, e, s))
        .collect()
}

#[test]
fn a_run_forward_is_its_single_steps() {
    for (name, search) in searches() {
        let mut run = recording(search());
        let mut single = recording(search());
        let mut total = 0;
        // Runs of many lengths, so their ends fall everywhere in the search.
        for length in [1usize, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]
            .iter()
            .cycle()
        {
            let mut heard = Vec::new();
            let r = run.run_events(*length, &Stops::NONE, |i, e, s| heard.push((i, e, s)));
            let mut stepped = Vec::new();
            while stepped.len() < *length {
                match single.step_with_step() {
                    Some(x) => stepped.push(x),
                    None => break,
                }
            }
            assert_eq!(r.events, stepped.len(), "{name}: events at {total}");
            assert_eq!(
                heard,
                search_events(&stepped),
                "{name}: search events at {total}"
            );
            assert_eq!(state(&run), state(&single), "{name}: state at {total}");
            if let Some(&last) = stepped.last() {
                assert_eq!(
                    run.last_event(),
                    Some(last),
                    "{name}: last event at {total}"
                );
            }
            total += r.events;
            if r.end == RunEnd::End {
                assert!(
                    single.step().is_none(),
                    "{name}: a run ends with the search"
                );
                break;
            }
            assert_eq!(r.end, RunEnd::Length);
        }
        assert!(total > 100, "{name}: {total} events");
    }
}

#[test]
fn a_run_back_is_its_single_steps_back() {
    for (name, search) in searches() {
        let mut run = recording(search());
        let mut single = recording(search());
        let done = run.run_events(5000, &Stops::NONE, |_, _, _| {}).events;
        single.run_events(5000, &Stops::NONE, |_, _, _| {});
        let mut undone = 0;
        for length in [7usize, 1, 30, 2, 500, 3].iter().cycle() {
            let mut heard = Vec::new();
            let r = run.back_events(*length, &Stops::NONE, |i, e, s| heard.push((i, e, s)));
            let mut stepped = Vec::new();
            while stepped.len() < *length {
                match single.step_back_with_step() {
                    Some(x) => stepped.push(x),
                    None => break,
                }
            }
            assert_eq!(r.events, stepped.len(), "{name}: events back at {undone}");
            assert_eq!(
                heard,
                search_events(&stepped),
                "{name}: search events back at {undone}"
            );
            assert_eq!(
                state(&run),
                state(&single),
                "{name}: state back at {undone}"
            );
            undone += r.events;
            if r.end == RunEnd::End {
                break;
            }
        }
        assert_eq!(undone, done, "{name}: back to the start");
        assert!(run.check_links().is_ok());
        assert_eq!(run.last_event(), None);
    }
}

#[test]
fn a_run_stops_after_the_event_its_stops_name() {
    let solution = Event::Solution { size: 0 }.kind_code();
    let backtrack = Event::Backtrack {
        level: 0,
        item: dlx::ItemId(0),
    }
    .kind_code();
    let mut search = recording(Search::new(examples::queens(6)));
    let mut reference = Search::new(examples::queens(6));
    // Solutions, one run each: the 6 queens have 4.
    let mut found = 0;
    loop {
        let r = search.run_events(usize::MAX, &Stops::kind(solution), |_, _, _| {});
        if r.end == RunEnd::End {
            break;
        }
        assert_eq!(r.end, RunEnd::Stop);
        assert!(matches!(
            search.last_event(),
            Some((Event::Solution { .. }, Step::X2))
        ));
        assert!(reference.find_next());
        assert!(search.chosen().eq(reference.chosen()));
        found += 1;
    }
    assert_eq!(found, 4);

    // A level: the run stops right after a choice at level 3.
    let mut search = recording(Search::new(examples::queens(6)));
    let stops = Stops {
        kinds: 0,
        level: Some(3),
    };
    let r = search.run_events(usize::MAX, &stops, |_, _, _| {});
    assert_eq!(r.end, RunEnd::Stop);
    assert!(matches!(
        search.last_event(),
        Some((Event::Choose { level: 3, .. }, Step::X3))
    ));

    // Back to the last backtrack left, from far on.
    let mut search = recording(Search::new(examples::queens(6)));
    search.run_events(3000, &Stops::NONE, |_, _, _| {});
    let r: Run = search.back_events(usize::MAX, &Stops::kind(backtrack), |_, _, _| {});
    assert_eq!(r.end, RunEnd::Stop);
    assert!(r.events >= 1);
    assert!(matches!(
        search.last_event(),
        Some((Event::Backtrack { .. }, Step::X7))
    ));
    // Undoing at least one event: asked again, it goes to the backtrack before.
    let before = search.history_len();
    let again = search.back_events(usize::MAX, &Stops::kind(backtrack), |_, _, _| {});
    assert!(search.history_len() < before && again.events >= 1);
}

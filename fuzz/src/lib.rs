//! The checks behind the fuzz targets (`fuzz_targets/*.rs`, one line each).
//!
//! Every input must either parse into a problem that obeys the limits, reads back what it
//! writes and survives a bounded search with consistent links, or be refused with a short
//! lowercase message that names a line (and column, and character) really in the input. A
//! panic anywhere, or a failed `assert!` here, is a finding.
#![warn(missing_docs)]

use std::collections::{HashMap, HashSet};

use dlx::format::{self, ParseError, MAX_INPUT_BYTES, MAX_LINE_LEN};
use dlx::sudoku::{Encoding, Regions, Sudoku, SudokuError, Variant, MAX_TEXT_LEN};
use dlx::{
    Event, Heuristic, ItemLink, Node, OptionId, Problem, ProblemBuilder, Progress, Search, Stats,
    MAX_ITEMS, MAX_NAME_LEN, MAX_NODES, MAX_OPTIONS,
};

/// The longest error message allowed: a message must never echo a huge token back.
const MAX_MESSAGE: usize = 300;

/// Search-tree nodes spent on each parsed problem: enough to reach solutions of small ones,
/// bounded so that a hard problem cannot stall the fuzzer.
const NODE_BUDGET: u64 = 200;

// ------------------------------------------------------------------------------ the parsers

/// `dlx_text`: Knuth's DLX format, any bytes (invalid UTF-8 replaced, as a browser does).
pub fn dlx_text(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    // Detection reads one line; it must not panic on anything.
    let _ = format::detect(&text);
    match format::parse_dlx(&text) {
        Ok(problem) => {
            check_problem(&problem);
            round_trip(&problem);
            search_bounded(Search::new(problem));
        }
        Err(error) => check_parse_error(&text, &error),
    }
}

/// `matrix_text`: a 0/1 matrix, any bytes.
pub fn matrix_text(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match format::parse_matrix(&text) {
        Ok(problem) => {
            check_problem(&problem);
            // Columns are primary items named c1..cN, and each row lists them left to right.
            assert_eq!(problem.primary_count(), problem.item_count());
            for item in problem.items() {
                assert_eq!(problem.item_name(item), format!("c{}", item.index() + 1));
            }
            for option in problem.options() {
                let items = problem.option_items(option);
                assert!(items.windows(2).all(|w| w[0] < w[1]), "row out of order");
            }
            round_trip(&problem);
            search_bounded(Search::with_heuristic(problem, Heuristic::First));
        }
        Err(error) => check_parse_error(&text, &error),
    }
}

/// `sudoku_text`: the first byte picks the entry point (parse, parse_with_box for each box
/// size, X-sudoku, jigsaw); for a jigsaw the rest is a region map, then `=`, then the puzzle.
pub fn sudoku_text(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let rest = String::from_utf8_lossy(rest);
    let (parsed, text) = match mode % 8 {
        0 | 1 => (Sudoku::parse(&rest), &*rest),
        k @ 2..=5 => (Sudoku::parse_with_box(&rest, k as usize), &*rest),
        6 => (Sudoku::parse_variant(&rest, Variant::X), &*rest),
        _ => {
            let (map, puzzle) = rest.split_once('=').unwrap_or((&rest, ""));
            match Regions::parse(map) {
                Ok(regions) => {
                    check_regions(&regions);
                    // An empty grid with these regions always has a solution to look for.
                    let empty = Sudoku::empty(regions.box_size())
                        .with_variant(Variant::Jigsaw(regions.clone()))
                        .expect("an empty grid breaks no rule");
                    check_grid(&empty, &empty.to_string());
                    (
                        Sudoku::parse_variant(puzzle, Variant::Jigsaw(regions)),
                        puzzle,
                    )
                }
                Err(error) => {
                    let message = error.to_string();
                    check_message(&message);
                    if let dlx::sudoku::RegionError::BadCharacter {
                        ch,
                        position,
                        line,
                        column,
                    } = error
                    {
                        check_position(map, ch, position, line, column);
                    }
                    return;
                }
            }
        }
    };
    match parsed {
        Ok(grid) => check_grid(&grid, text),
        Err(error) => check_sudoku_error(text, &error),
    }
}

/// A parsed grid: its size and values are sound, it reads back from its own text, and both
/// encodings agree on whether it has a solution (when both searches end within the budget).
fn check_grid(grid: &Sudoku, text: &str) {
    let (b, n) = (grid.box_size(), grid.size());
    assert!((2..=5).contains(&b));
    assert_eq!(grid.cells().len(), n * n);
    assert!(grid.cells().iter().all(|&v| v as usize <= n));
    assert!(text.len() <= MAX_TEXT_LEN);
    let written = grid.to_string();
    assert_eq!(
        Sudoku::parse_variant(&written, grid.variant().clone()).as_ref(),
        Ok(grid),
        "a grid reads back from its own text"
    );
    let mut outcomes = Vec::new();
    for encoding in [Encoding::Reduced, Encoding::Full] {
        let (problem, decoder) = grid.encode(encoding);
        check_problem(&problem);
        let mut search = decoder.search(problem, Heuristic::Mrv);
        let progress = search.find_next_within(NODE_BUDGET);
        check_links(&mut search);
        if progress == Progress::Solution {
            check_solution(&search);
            let solved = decoder.decode(search.chosen());
            assert!(solved.solves(grid), "{solved} does not solve {grid}");
        }
        outcomes.push(progress);
    }
    if !outcomes.contains(&Progress::Paused) {
        assert_eq!(outcomes[0], outcomes[1], "the encodings disagree on {grid}");
    }
}

fn check_regions(regions: &Regions) {
    let n = regions.size();
    assert_eq!(regions.of_cells().len(), n * n);
    let mut cells = vec![0; n];
    for &region in regions.of_cells() {
        cells[region] += 1;
    }
    assert!(cells.iter().all(|&c| c == n), "every region has n cells");
    let written = regions.to_string();
    assert_eq!(Regions::parse(&written).as_ref(), Ok(regions));
}

fn check_sudoku_error(text: &str, error: &SudokuError) {
    check_message(&error.to_string());
    match *error {
        SudokuError::BadCharacter {
            ch,
            position,
            line,
            column,
            ..
        } => check_position(text, ch, position, line, column),
        SudokuError::TooLong { bytes } => {
            assert_eq!(bytes, text.len());
            assert!(bytes > MAX_TEXT_LEN);
        }
        _ => {}
    }
    for (row, column) in error.cells() {
        assert!((1..=25).contains(&row) && (1..=25).contains(&column));
    }
}

/// A character said to be at `position` (in characters, from 1) and at `line`, `column` really
/// is there.
fn check_position(text: &str, ch: char, position: usize, line: usize, column: usize) {
    assert_eq!(
        text.chars().nth(position - 1),
        Some(ch),
        "position {position}"
    );
    let in_line = text.split('\n').nth(line - 1).expect("the line exists");
    assert_eq!(
        in_line.chars().nth(column - 1),
        Some(ch),
        "line {line}, column {column}"
    );
}

/// A parse error: a short message, and a line (and column) that exist in the text.
fn check_parse_error(text: &str, error: &ParseError) {
    check_message(&error.message);
    if text.len() > MAX_INPUT_BYTES {
        assert_eq!(
            error.line, 0,
            "an input over the limit is refused as a whole"
        );
        return;
    }
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        error.line <= lines.len(),
        "line {} of {}",
        error.line,
        lines.len()
    );
    if error.line > 0 {
        let line = lines[error.line - 1];
        if let Some(column) = error.column {
            assert!(column >= 1 && column <= line.chars().count() + 1);
        }
        if error.message.starts_with("line too long") {
            assert!(line.len() > MAX_LINE_LEN);
        }
        assert!(error
            .to_string()
            .starts_with(&format!("line {}", error.line)));
    }
}

fn check_message(message: &str) {
    assert!(!message.is_empty());
    assert!(
        message.len() <= MAX_MESSAGE,
        "a message of {} bytes",
        message.len()
    );
    assert!(
        !message.starts_with(|c: char| c.is_ascii_uppercase()),
        "messages are lowercase: {message}"
    );
}

/// A problem obeys the limits and the builder's rules.
fn check_problem(problem: &Problem) {
    let nodes = problem.item_count() + 2 + problem.option_count() + problem.node_count();
    assert!(problem.item_count() <= MAX_ITEMS);
    assert!(problem.option_count() <= MAX_OPTIONS);
    assert!(nodes <= MAX_NODES);
    assert!(problem.primary_count() >= 1);
    let mut names = HashSet::new();
    for item in problem.items() {
        let name = problem.item_name(item);
        assert!(!name.is_empty() && name.len() <= MAX_NAME_LEN);
        assert!(
            !name.contains(|c: char| c.is_whitespace() || c.is_control() || c == ':' || c == '|')
        );
        assert!(names.insert(name), "item `{name}` declared twice");
    }
    let mut seen = vec![usize::MAX; problem.item_count()];
    for option in problem.options() {
        let items = problem.option_items(option);
        assert!(items.iter().any(|&i| problem.is_primary(i)));
        for &item in items {
            assert_ne!(
                seen[item.index()],
                option.index(),
                "an item twice in an option"
            );
            seen[item.index()] = option.index();
        }
    }
}

/// Knuth's format reads back exactly what it writes.
fn round_trip(problem: &Problem) {
    let written = format::write_dlx(problem);
    assert_eq!(
        format::parse_dlx(&written).as_ref(),
        Ok(problem),
        "round trip of\n{written}"
    );
}

/// Runs at full speed for at most a few budgets, checking each solution and the links.
fn search_bounded(mut search: Search) {
    for _ in 0..3 {
        let progress = search.find_next_within(NODE_BUDGET);
        check_links(&mut search);
        match progress {
            Progress::Solution => check_solution(&search),
            Progress::Finished | Progress::Paused => break,
        }
    }
}

/// The options chosen cover every primary item once and every secondary item at most once.
fn check_solution(search: &Search) {
    let problem = search.problem();
    let mut covered = vec![0u32; problem.item_count()];
    for option in search.chosen() {
        for &item in problem.option_items(option) {
            covered[item.index()] += 1;
        }
    }
    for item in problem.items() {
        let c = covered[item.index()];
        if problem.is_primary(item) {
            assert_eq!(c, 1, "primary item {} covered {c} times", item.index());
        } else {
            assert!(c <= 1, "secondary item {} covered {c} times", item.index());
        }
    }
}

// ------------------------------------------------------------------------------ the links

/// Link consistency read through the public viewer API only (`item_links`, `nodes`, `len`),
/// independently of the engine's own `check_links`, which is also asked:
/// - each of the two item lists (primary from root 0, secondary from root N+1) is a proper
///   doubly linked cycle, holding only items of its kind, each at most once;
/// - every item's column, covered or not, is a proper doubly linked cycle through its header,
///   of option nodes that name that header, whose length equals the item's `len`.
pub fn check_links(search: &mut Search) {
    let problem = search.problem();
    let (n, primary) = (problem.item_count(), problem.primary_count());
    let items = search.item_links().to_vec();
    let nodes = search.nodes();
    assert_eq!(items.len(), n + 2);
    let mut listed = vec![false; n + 2];
    for root in [0, n + 1] {
        let mut p = root;
        loop {
            let next = items[p].next as usize;
            assert!(next < n + 2, "next of item index {p} out of range");
            assert_eq!(items[next].prev as usize, p, "prev of item index {next}");
            p = next;
            if p == root {
                break;
            }
            assert!(!listed[p], "item index {p} twice in the lists");
            listed[p] = true;
            if root == 0 {
                assert!(
                    (1..=primary).contains(&p),
                    "item index {p} in the primary list"
                );
            } else {
                assert!(
                    p > primary && p <= n,
                    "item index {p} in the secondary list"
                );
            }
        }
    }
    for c in 1..=n {
        let mut p = c;
        let mut count = 0u32;
        loop {
            let down = nodes[p].down as usize;
            assert!(down < nodes.len(), "down of node {p} out of range");
            assert_eq!(nodes[down].up as usize, p, "up of node {down}");
            p = down;
            if p == c {
                break;
            }
            assert!(p > n + 1, "header {p} inside the column of item index {c}");
            assert_eq!(nodes[p].top, c as i32, "node {p} in the column of {c}");
            count += 1;
            assert!(count as usize <= nodes.len(), "column {c} does not close");
        }
        assert_eq!(
            search.len(dlx::ItemId(c as u32 - 1)),
            count,
            "len of item index {c}"
        );
    }
    if let Err(e) = search.check_links() {
        panic!("the engine's own check: {e}");
    }
}

// ------------------------------------------------------------------------------ stepping

/// Everything a step back must restore.
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    nodes: Vec<Node>,
    items: Vec<ItemLink>,
    level: u32,
    stats: Stats,
    profile: Vec<u64>,
    chosen: Vec<OptionId>,
    finished: bool,
}

impl State {
    fn of(search: &mut Search) -> State {
        State {
            nodes: search.nodes().to_vec(),
            items: search.item_links().to_vec(),
            level: search.level(),
            stats: search.stats(),
            profile: search.profile().to_vec(),
            chosen: search.chosen().collect(),
            finished: search.is_finished(),
        }
    }
}

/// Reads the fuzzer's bytes as small numbers; zeros once they run out.
struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    fn more(&self) -> bool {
        self.at < self.data.len()
    }
}

/// The most operations one input may perform, and the most events a walk to the end may take.
const MAX_OPS: usize = 200;
const MAX_EVENTS: usize = 200_000;

/// `step_walk`: a small random problem (1-6 primary items, 0-3 secondary, 1-14 options,
/// maybe presets, maybe a history limit), then a random sequence of step / step_back /
/// step_cover / step_option / step_solution / step_backtrack / back_* / find_next /
/// find_next_within / record_history calls. After every call:
/// - the links are consistent ([`check_links`]);
/// - the state at each position of the walk is the same every time the walk is there
///   (stepping back restores exactly what stepping forward left, down to stats and profile),
///   and every event stepped back is the one stepped forward there;
/// - a solution event leaves an exact cover chosen.
///
/// At the end, the walk steps back to its start (when its history reaches that far) and must
/// find the fresh state; and stepping one event at a time from a fresh search finds the same
/// solutions, in the same order, as the full-speed search.
pub fn step_walk(data: &[u8]) {
    let mut bytes = Bytes { data, at: 0 };
    let (search, presets) = random_search(&mut bytes);
    Walk::new(search, presets).run(&mut bytes);
}

/// The search to walk, and the options preset in it.
fn random_search(bytes: &mut Bytes) -> (Search, Vec<OptionId>) {
    let primary = 1 + bytes.next() as usize % 6;
    let secondary = bytes.next() as usize % 4;
    let options = 1 + bytes.next() as usize % 14;
    let mut b = ProblemBuilder::new();
    let mut ids = Vec::new();
    for k in 0..primary {
        ids.push(b.primary(format!("p{k}")).expect("a fresh name"));
    }
    for k in 0..secondary {
        ids.push(b.secondary(format!("s{k}")).expect("a fresh name"));
    }
    for _ in 0..options {
        let mask = u16::from_le_bytes([bytes.next(), bytes.next()]) as usize;
        let mut option: Vec<_> = (0..ids.len())
            .filter(|&k| mask >> k & 1 == 1)
            .map(|k| ids[k])
            .collect();
        if !option.iter().any(|id| id.index() < primary) {
            option.push(ids[mask % primary]);
        }
        b.option_ids(&option).expect("a valid option");
    }
    let problem = b.build().expect("a valid problem");
    let heuristic = if bytes.next() & 1 == 0 {
        Heuristic::Mrv
    } else {
        Heuristic::First
    };
    let presets: Vec<OptionId> = match bytes.next() % 4 {
        0 => vec![OptionId(bytes.next() as u32 % options as u32)],
        1 => vec![
            OptionId(bytes.next() as u32 % options as u32),
            OptionId(bytes.next() as u32 % options as u32),
        ],
        _ => Vec::new(),
    };
    let (mut search, presets) = match Search::with_presets(problem.clone(), heuristic, &presets) {
        Ok(search) => (search, presets),
        Err(error) => {
            // Refused only when two presets really share an item (or repeat an option).
            let [a, b] = presets[..] else {
                panic!("a single preset refused: {error}");
            };
            let shared = problem
                .option_items(a)
                .iter()
                .any(|i| problem.option_items(b).contains(i));
            assert!(shared, "presets {a:?} and {b:?} refused: {error}");
            (Search::with_heuristic(problem, heuristic), Vec::new())
        }
    };
    check_links(&mut search);
    search.record_history(true);
    if bytes.next().is_multiple_of(8) {
        search.set_history_limit(1 + bytes.next() as usize % 40);
    }
    (search, presets)
}

/// A walk with its memory of where it has been. Positions count events since the start of the
/// current epoch; an epoch ends when a full-speed call or an unrecorded step makes the
/// history forget, and the next one starts where that call left the search.
struct Walk {
    search: Search,
    /// The state seen at each position of this epoch.
    states: HashMap<usize, State>,
    /// `events[k]` is the event that led from position k to k + 1 in this epoch.
    events: Vec<Event>,
    pos: usize,
    /// Whether the current epoch started at the fresh search.
    from_start: bool,
    fresh: State,
    presets: Vec<OptionId>,
    /// Whether steps are recorded (`record_history`).
    recording: bool,
}

impl Walk {
    fn new(mut search: Search, presets: Vec<OptionId>) -> Walk {
        let fresh = State::of(&mut search);
        let mut states = HashMap::new();
        states.insert(0, fresh.clone());
        Walk {
            search,
            states,
            events: Vec::new(),
            pos: 0,
            from_start: true,
            fresh,
            presets,
            recording: true,
        }
    }

    fn run(mut self, bytes: &mut Bytes) {
        let mut ops = 0;
        while bytes.more() && ops < MAX_OPS {
            ops += 1;
            let op = bytes.next();
            let arg = bytes.next();
            match op % 15 {
                0 => {
                    let event = self.search.step();
                    self.forward(event.into_iter().collect());
                }
                1 => {
                    let event = self.search.step_back();
                    self.back(event.into_iter().collect());
                }
                2 => {
                    let events = self.search.step_cover();
                    self.forward(events);
                }
                3 => {
                    let events = self.search.step_option();
                    self.forward(events);
                }
                4 => {
                    let events = self.search.step_solution();
                    self.forward(events);
                }
                5 => {
                    let events = self.search.step_backtrack();
                    self.forward(events);
                }
                6 => {
                    let events = self.search.back_cover();
                    self.back(events);
                }
                7 => {
                    let events = self.search.back_option();
                    self.back(events);
                }
                8 => {
                    let events = self.search.back_solution();
                    self.back(events);
                }
                9 => {
                    if self.search.find_next() {
                        check_solution(&self.search);
                    }
                    self.new_epoch();
                }
                10 => {
                    if self.search.find_next_within(1 + arg as u64 % 8) == Progress::Solution {
                        check_solution(&self.search);
                    }
                    self.new_epoch();
                }
                11 => {
                    let mut events = Vec::new();
                    for _ in 0..=arg % 32 {
                        events.extend(self.search.step());
                    }
                    self.forward(events);
                }
                12 => {
                    let mut events = Vec::new();
                    for _ in 0..=arg % 32 {
                        events.extend(self.search.step_back());
                    }
                    self.back(events);
                }
                13 => {
                    let on = arg & 1 == 0;
                    self.search.record_history(on);
                    self.recording = on;
                    if !on {
                        // Turning the history off forgets it: what came before is out of reach.
                        self.new_epoch();
                    }
                }
                _ => {
                    let events = self.search.back_solution();
                    self.back(events);
                    let events = self.search.step_solution();
                    self.forward(events);
                }
            }
        }
        self.finish();
    }

    /// After a forward call that performed `events`.
    fn forward(&mut self, events: Vec<Event>) {
        if !self.recording {
            // Unrecorded steps cannot be undone: a new epoch from here.
            self.new_epoch();
            return;
        }
        for &event in &events {
            self.events.truncate(self.pos);
            self.events.push(event);
            self.pos += 1;
        }
        if events
            .last()
            .is_some_and(|e| matches!(e, Event::Solution { .. }))
        {
            check_solution(&self.search);
        }
        if events.is_empty() {
            assert!(
                self.search.is_finished(),
                "no event although the search goes on"
            );
        }
        self.arrived();
    }

    /// After a backward call that undid `events`, most recent first.
    fn back(&mut self, events: Vec<Event>) {
        for &event in &events {
            assert!(self.pos > 0, "stepped back past the start of the walk");
            self.pos -= 1;
            assert_eq!(
                event, self.events[self.pos],
                "undid another event than was done"
            );
        }
        if events.is_empty() {
            assert_eq!(
                self.search.history_len(),
                0,
                "no step back although history remains"
            );
        }
        self.arrived();
    }

    /// Checks the links and the state at the walk's position.
    fn arrived(&mut self) {
        check_links(&mut self.search);
        let h = self.search.history_len();
        assert!(
            h <= self.pos,
            "history of {h} events at position {}",
            self.pos
        );
        assert!(h <= self.search.history_limit());
        let state = State::of(&mut self.search);
        match self.states.get(&self.pos) {
            Some(seen) => assert!(
                *seen == state,
                "position {} differs from the last time the walk was there",
                self.pos
            ),
            None => {
                self.states.insert(self.pos, state);
            }
        }
    }

    fn new_epoch(&mut self) {
        check_links(&mut self.search);
        self.states.clear();
        self.states.insert(0, State::of(&mut self.search));
        self.events.clear();
        self.pos = 0;
        self.from_start = false;
    }

    fn finish(mut self) {
        if self.from_start && self.search.history_len() == self.pos {
            let events = std::iter::from_fn(|| self.search.step_back()).collect();
            self.back(events);
            assert_eq!(self.pos, 0);
            assert!(
                State::of(&mut self.search) == self.fresh,
                "back at the start, not fresh"
            );
        }
        same_solutions_stepping(&self.search, &self.presets);
    }
}

/// A fresh search over the same problem, stepped one event at a time, finds the solutions of
/// the full-speed search, in the same order, and ends with the links as they started.
fn same_solutions_stepping(walked: &Search, presets: &[OptionId]) {
    let make = || {
        Search::with_presets(walked.problem().clone(), walked.heuristic(), presets)
            .expect("presets checked before")
    };
    let mut fast = make();
    let mut expected = Vec::new();
    while let Some(solution) = fast.next_solution() {
        expected.push(solution.options);
    }
    let mut stepped = make();
    let start = State::of(&mut stepped);
    let mut found = Vec::new();
    let mut events = 0;
    while let Some(event) = stepped.step() {
        events += 1;
        assert!(
            events <= MAX_EVENTS,
            "a small problem takes too many events"
        );
        if let Event::Solution { .. } = event {
            found.push(stepped.chosen().collect::<Vec<_>>());
        }
    }
    assert_eq!(
        found, expected,
        "stepping and full speed find different solutions"
    );
    let end = State::of(&mut stepped);
    assert!(
        end.nodes == start.nodes && end.items == start.items,
        "links not restored at the end"
    );
}

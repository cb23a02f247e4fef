//! Algorithm X on dancing links, as a resumable state machine that steps forward and back.
//!

use std::collections::VecDeque;

mod cover;
mod events;
mod layout;
mod machine;
mod mrv;
mod outlook;
mod unchecked;

pub use events::{Event, PresetError, Progress, Solution, Stats};
pub use layout::{ItemLink, Node, NodeId};
pub use mrv::Heuristic;
pub use outlook::{Next, Outlook, OUTLOOK_EVENTS};

use crate::problem::{ItemId, OptionId, Problem};
use cover::SPLIT_ROWS;
use layout::{full_item_links, wasm_base, COVERED, LEN_BYTES, NODE_BYTES};
use machine::{depth, Control, Job, Phase, Stage, IDLE};
use mrv::WIDE;

/// What one event of the history costs in memory, in bytes (for choosing a
/// [`Search::set_history_limit`]).
pub const HISTORY_BYTES_PER_EVENT: usize = std::mem::size_of::<Record>();

/// One entry of the history: the event, and what it overwrote.
#[derive(Clone, Copy, Debug)]
struct Record {
    event: Event,
    before: Control,
    /// The level whose choice this step wrote, or `u32::MAX`.
    choice_level: u32,
    choice_old: u32,
}

const NO_CHOICE: u32 = u32::MAX;

/// A search for the exact covers of a [`Problem`], which it owns.
///
/// Run it at full speed with [`next_solution`](Self::next_solution),
/// [`count`](Self::count) or [`solutions`](Self::solutions); or one event at a time with
/// [`step`](Self::step), and back with [`step_back`](Self::step_back) after
/// [`record_history`](Self::record_history).
///
/// ```
/// use dlx::{examples, Event, Search};
/// let mut search = Search::new(examples::knuth());
/// search.record_history(true);
/// let mut events = 0;
/// while let Some(event) = search.step() {
///     events += 1;
///     if let Event::Solution { .. } = event {
///         let names: Vec<String> = search
///             .chosen()
///             .map(|o| search.problem().option_text(o))
///             .collect();
///         assert_eq!(names, ["A D", "C E F", "B G"]);
///     }
/// }
/// // Undo everything: the links are back where they started.
/// while search.step_back().is_some() {
///     events -= 1;
/// }
/// assert_eq!(events, 0);
/// assert!(search.check_links().is_ok());
/// ```
///
/// A `Search` is not `Clone`: in wasm its links are memory addresses inside its own node
/// array. Build another from the same [`Problem`] instead.
#[derive(Debug)]
pub struct Search {
    problem: Problem,
    heuristic: Heuristic,
    /// The two lists of items, as `dlx1` keeps them. Written only while the search steps
    /// (and by [`Search::step_back`]); at full speed the active set says the same for
    /// less, and the lists are rebuilt from the path when asked for (`links_stale`).
    items: Vec<ItemLink>,
    /// Whether `items` lags behind the search: set by the full-speed runs and the presets,
    /// cleared by `refresh_item_links`.
    links_stale: bool,
    /// `len[k]` is the `len` of the item with header index `k`, with [`COVERED`] set while it
    /// is out of its list. Kept apart from the headers, densely, so that the MRV scan reads the
    /// primary items' `len`s as one array (in list order, which is always index order),
    /// several at a time, instead of following `next` links from header to header.
    len: Vec<u32>,
    /// Bit `k` is set while item `k`'s header is in its list: the MRV walk over few items
    /// reads the active primary items from here in list order (which is always index order),
    /// so that it does not wait for each `next` link to load before it reads the next `len`.
    active: Vec<u64>,
    /// Whether the MRV choice scans `len` with vector instructions (many primary items) or
    /// walks the active ones (few): see `choose`.
    wide: bool,
    /// Whether the full-speed search walks each option in from both ends (see
    /// `hide_from_both_ends`): when options hold `SPLIT_ROWS` items or more on average.
    split_rows: bool,
    /// The number of nodes of every option when they all have the same, else 0.
    width: u32,
    /// Whether the full-speed search finds the other nodes of an option from `place` when
    /// all options have the same width (see `row_others`).
    fixed_width: bool,
    /// `place[x]` is node `x`'s place in its option (0 for the first node; 0 for headers and
    /// spacers), for `row_others`.
    place: Vec<u8>,
    /// The number of primary items.
    primary: u32,
    nodes: Vec<Node>,
    /// `left[x]` is the previous node of the option holding node `x`, circularly; the mirror
    /// of [`Node::right`], for uncovering a tried option's items in the reverse order of
    /// their covers.
    left: Vec<u32>,
    /// The address of the first spacer: nodes at or above it are not headers.
    first_spacer: u32,
    /// The address of node 0 (see `addr`): in wasm, where the node array lies in memory.
    #[cfg(target_arch = "wasm32")]
    base: u32,
    /// The address of `len[0]` in wasm (see `len_base`).
    #[cfg(target_arch = "wasm32")]
    len_base: u32,
    ctl: Control,
    choice: Vec<u32>,
    profile: Vec<u64>,
    /// A full-speed run pauses before entering a node when `nodes` reaches this.
    pause_at: u64,
    /// A full-speed run goes on past a solution while `solutions` is below this: counting
    /// then stays inside the search loop instead of leaving it and coming back for each
    /// solution (a quarter of the nodes on the dominoes are solutions).
    solutions_goal: u64,
    presets: Vec<OptionId>,
    recording: bool,
    /// The undoable events, oldest first; at most `history_limit` of them.
    history: VecDeque<Record>,
    history_limit: usize,
    /// The steps [`Search::outlook`] takes ahead and undoes, kept apart from `history` (which
    /// they never touch) and reused, so that looking ahead allocates once.
    lookahead: VecDeque<Record>,
    /// The choice written by the current step, for the history.
    choice_write: (u32, u32),
}

impl Search {
    /// A search over `problem` with the MRV heuristic, positioned before its first event.
    pub fn new(problem: Problem) -> Search {
        Search::with_heuristic(problem, Heuristic::Mrv)
    }

    /// A search over `problem` that branches by `heuristic`.
    pub fn with_heuristic(problem: Problem, heuristic: Heuristic) -> Search {
        let n = problem.item_count() as u32;
        let primary = problem.primary_count() as u32;
        let mut items = Vec::new();
        full_item_links(n, primary, &mut items);

        let total = n as usize + 2 + problem.option_count() + problem.node_count();
        // Every array at its full size first, then written by index: pushing made each node's
        // write check and update the vector's length, which wasm keeps in memory (loading a
        // 17-clue Sudoku's search in wasm 7.6 -> 6.0 us, natively 5.1 -> 4.8 us).
        let mut nodes = vec![Node::default(); total];
        // A node is named by its address from the start (see `Search::addr`), and an option
        // node's `top` by where its item's `len` is, `LEN_BYTES` times its header's index
        // past `len[0]` (see `Search::len_base`). `nodes` and `len` never grow, so their
        // buffers, where wasm addresses point, stay where they are now.
        let base = wasm_base(&nodes);
        let addr = |i: usize| base + i as u32 * NODE_BYTES;
        let index = |a: u32| ((a - base) / NODE_BYTES) as usize;
        // Headers and spacers keep these: `left` and `right` 0, `place` 0.
        let mut left = vec![addr(0); total];
        let mut place = vec![0u8; total];
        let mut len = vec![0u32; n as usize + 2];
        // Like links, an option node's `top` is an address in wasm: that of its item's `len`.
        let len_base = wasm_base(&len);
        let first_spacer = addr(n as usize + 1);
        let mut width = problem
            .options()
            .next()
            .map_or(0, |o| problem.option_items(o).len());
        {
            let (nodes, left, place, len) =
                (&mut nodes[..], &mut left[..], &mut place[..], &mut len[..]);
            for (k, node) in nodes.iter_mut().enumerate().take(n as usize + 2) {
                // Each header alone in its column; the first spacer's links are all 0.
                let k = if k > n as usize { 0 } else { k };
                *node = Node {
                    up: addr(k),
                    down: addr(k),
                    top: 0,
                    right: addr(0),
                };
            }
            let mut x = n as usize + 2;
            for option in problem.options() {
                let spacer = x - 1;
                let first = x;
                let items = problem.option_items(option);
                if items.len() != width {
                    width = 0;
                }
                let last = first + items.len() - 1;
                for (j, &item) in items.iter().enumerate() {
                    let header = item.0 as usize + 1;
                    let above = nodes[header].up;
                    nodes[x] = Node {
                        up: above,
                        down: addr(header),
                        top: (len_base + header as u32 * LEN_BYTES) as i32,
                        right: addr(x + 1),
                    };
                    nodes[index(above)].down = addr(x);
                    nodes[header].up = addr(x);
                    len[header] += 1;
                    // Read only when every option has 3 to 7 nodes (`run_within`).
                    place[x] = j.min(255) as u8;
                    left[x] = addr(if j == 0 { last } else { x - 1 });
                    x += 1;
                }
                nodes[spacer].down = addr(last);
                nodes[last].right = addr(first);
                nodes[x] = Node {
                    up: addr(first),
                    down: addr(0),
                    top: -(option.0 as i32 + 1),
                    right: addr(0),
                };
                x += 1;
            }
            debug_assert_eq!(x, total);
        }
        // Bits 1..=n set: not the root's (0), nor the second root's (n + 1, in the last word).
        let mut active = vec![u64::MAX; (n as usize + 2).div_ceil(64)];
        active[0] &= !1;
        active[(n as usize + 1) / 64] &= (1 << ((n + 1) % 64)) - 1;
        debug_assert_eq!(place.len(), nodes.len());
        let levels = primary as usize + 1;
        let split_rows = problem.node_count() >= SPLIT_ROWS * problem.option_count().max(1);
        Search {
            problem,
            heuristic,
            items,
            links_stale: false,
            len,
            active,
            wide: primary >= WIDE,
            split_rows,
            width: width as u32,
            fixed_width: true,
            place,
            primary,
            nodes,
            left,
            first_spacer,
            #[cfg(target_arch = "wasm32")]
            base,
            #[cfg(target_arch = "wasm32")]
            len_base,
            ctl: Control {
                phase: Phase::Start,
                level: 0,
                best: 0,
                cur: 0,
                pp: 0,
                job: IDLE,
                stats: Stats::default(),
            },
            choice: vec![0; levels],
            profile: vec![0; levels + 1],
            pause_at: u64::MAX,
            solutions_goal: 0,
            presets: Vec::new(),
            recording: false,
            history: VecDeque::new(),
            history_limit: usize::MAX,
            lookahead: VecDeque::new(),
            choice_write: (NO_CHOICE, 0),
        }
    }

    /// A search over `problem` in which `options` are already chosen: their items are covered
    /// before the search starts, and every solution begins with them.
    ///
    /// # Errors
    /// An option that does not exist, or one that shares an item with an earlier one.
    pub fn with_presets(
        problem: Problem,
        heuristic: Heuristic,
        options: &[OptionId],
    ) -> Result<Search, PresetError> {
        let mut search = Search::with_heuristic(problem, heuristic);
        let mut covered = vec![false; search.problem.item_count()];
        for &option in options {
            if option.index() >= search.problem.option_count() {
                return Err(PresetError::UnknownOption { option });
            }
            for &item in search.problem.option_items(option) {
                if std::mem::replace(&mut covered[item.index()], true) {
                    return Err(PresetError::Conflict {
                        option,
                        item,
                        name: search.problem.item_name(item).to_string(),
                    });
                }
            }
        }
        for &option in options {
            let items: Vec<ItemId> = search.problem.option_items(option).to_vec();
            for item in items {
                // Preset work is setup, not search: it runs on a copy of the control state,
                // which is dropped, so Knuth's counts start after it.
                let mut c = search.ctl;
                c.job = Job {
                    item: search.addr(item.0 + 1),
                    rr: 0,
                    nn: 0,
                    stage: Stage::Start,
                };
                search.cover_job::<false, false, 0>(&mut c);
            }
        }
        search.presets = options.to_vec();
        search.links_stale = true;
        Ok(search)
    }

    /// The problem being solved.
    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// The branching heuristic.
    pub fn heuristic(&self) -> Heuristic {
        self.heuristic
    }

    /// The statistics so far.
    pub fn stats(&self) -> Stats {
        self.ctl.stats
    }

    /// The number of search-tree nodes entered at each level so far (solutions count at the
    /// level below their last option), from level 0 to the deepest level reached.
    pub fn profile(&self) -> &[u64] {
        let deepest = self.ctl.stats.max_level as usize;
        &self.profile[..(deepest + 1).min(self.profile.len())]
    }

    /// Whether the search has reported [`Event::Done`].
    pub fn is_finished(&self) -> bool {
        self.ctl.phase == Phase::Finished
    }

    // ---------------------------------------------------------------- full speed

    /// Makes the MRV choice scan every primary `len` with vector instructions (`true`) or walk
    /// the active items (`false`), whatever the number of items. Both choose the same item and
    /// count the same mems; the search picks by size. For tests that compare the two.
    #[doc(hidden)]
    pub fn set_vector_scan(&mut self, on: bool) {
        self.wide = on;
        // Only the scan reads the covered flags, so only it keeps them: set them from the
        // active set (they may be switched on mid-search).
        for k in 1..self.len.len() - 1 {
            let covered = self.active[k / 64] >> (k % 64) & 1 == 0;
            self.len[k] = self.len[k] & !COVERED | if on && covered { COVERED } else { 0 };
        }
    }

    /// Makes the full-speed search find an option's nodes from their places when all options
    /// have the same width (`true`, the default), or walk their `right` links (`false`). Both
    /// do the same updates, and leave the same links and counts. For tests that compare them.
    #[doc(hidden)]
    pub fn set_fixed_width(&mut self, on: bool) {
        self.fixed_width = on;
    }

    /// Makes the full-speed search walk options in from both ends (`true`) or left to right
    /// (`false`), whatever their length. Both do the same updates, and leave the same links
    /// and counts; the search picks by the options' length. For tests that compare the two.
    #[doc(hidden)]
    pub fn set_split_rows(&mut self, on: bool) {
        self.split_rows = on;
    }

    /// Runs to the next solution at full speed. Returns `false` when there are no more.
    ///
    /// Allocates nothing; read the solution with [`chosen`](Self::chosen).
    pub fn find_next(&mut self) -> bool {
        self.find_next_within(u64::MAX) == Progress::Solution
    }

    /// Runs at full speed to the next solution, but enters at most `nodes` search-tree nodes
    /// (at least one): long searches can then report progress and be cancelled between calls.
    /// After [`Progress::Paused`], call again to go on exactly where it stopped.
    ///
    /// ```
    /// use dlx::{examples, Progress, Search};
    /// let mut search = Search::new(examples::queens(8));
    /// let mut found = 0;
    /// loop {
    ///     match search.find_next_within(100) {
    ///         Progress::Solution => found += 1,
    ///         Progress::Paused => {} // report progress, check for cancel
    ///         Progress::Finished => break,
    ///     }
    /// }
    /// assert_eq!(found, 92);
    /// ```
    pub fn find_next_within(&mut self, nodes: u64) -> Progress {
        self.run_within(nodes, 1)
    }

    /// Runs at full speed until `solutions` more are found (then `Solution`), the search
    /// ends, or `nodes` more nodes were entered.
    ///
    /// Never inlined: callers that run in slices (the wasm bindings) must call the search
    /// loop anew for each slice, since that is when V8 switches a wasm function to its
    /// optimized code.
    #[inline(never)]
    fn run_within(&mut self, nodes: u64, solutions: u64) -> Progress {
        self.drop_history();
        self.links_stale = true;
        self.pause_at = self.ctl.stats.nodes.saturating_add(nodes.max(1));
        self.solutions_goal = self.ctl.stats.solutions.saturating_add(solutions.max(1));
        // One instance of the search loop per option width it walks by address, each in a
        // function of its own, so that a row's walk unrolls; the two walks for other problems
        // keep their code as it was. Width 2 (dominoes) stays on the general walk: 3-5%
        // slower by address. In wasm only the widths from 5: V8 ran Langford pairs (3) 2%
        // slower by address and queens and Sudoku (4) no faster, for 8 kB more module, while
        // the 6x10 pentominoes gained 4%. The walk from both ends is not used in wasm, where
        // the `left` walk costs V8 more than it saves: the 6x10 pentominoes were 12% slower.
        let native = cfg!(not(target_arch = "wasm32"));
        let width = if self.fixed_width { self.width } else { 0 };
        if width != 0 {
            self.finish_job();
        }
        let progress = match width {
            3 if native => self.run_fast::<false, 3>(),
            4 if native => self.run_fast::<false, 4>(),
            5 => self.run_fast::<false, 5>(),
            6 => self.run_fast::<false, 6>(),
            7 => self.run_fast::<false, 7>(),
            _ if native && self.split_rows => self.run_fast::<true, 0>(),
            _ => self.run_fast::<false, 0>(),
        };
        self.pause_at = u64::MAX;
        self.solutions_goal = 0;
        progress
    }

    /// Finishes, on the general walk, a cover or uncover that stepping left in the middle of
    /// its rows: the instances of the search loop for a fixed width then only ever start a
    /// job afresh, and need no code to resume one.
    fn finish_job(&mut self) {
        if self.ctl.job.stage != Stage::Rows {
            return;
        }
        let mut c = self.ctl;
        match c.phase {
            Phase::CoverBest | Phase::Commit => {
                self.cover_job::<false, false, 0>(&mut c);
            }
            Phase::UncoverBest | Phase::Recover => {
                self.uncover_job::<false, false, 0>(&mut c);
            }
            _ => {}
        }
        self.ctl = c;
    }

    #[inline(never)]
    fn run_fast<const SPLIT: bool, const W: u32>(&mut self) -> Progress {
        loop {
            match self.run::<false, SPLIT, W>() {
                Some(Event::Solution { .. }) => break Progress::Solution,
                Some(_) => {}
                None if self.is_finished() => break Progress::Finished,
                None => break Progress::Paused,
            }
        }
    }

    /// The next solution, found at full speed.
    pub fn next_solution(&mut self) -> Option<Solution> {
        if self.find_next() {
            Some(self.solution())
        } else {
            None
        }
    }

    /// Counts the remaining solutions, stopping after `limit` of them if given.
    /// Allocates nothing.
    pub fn count(&mut self, limit: Option<u64>) -> u64 {
        self.count_within(u64::MAX, limit)
    }

    /// [`count`](Self::count) in slices, for long counts that report progress and can be
    /// cancelled: counts at full speed until `limit` more solutions (if given), the end of
    /// the search, or `nodes` more search-tree nodes (at least one), and returns how many it
    /// found. Call again to go on; [`is_finished`](Self::is_finished) tells the end.
    ///
    /// ```
    /// use dlx::{examples, Search};
    /// let mut search = Search::new(examples::queens(8));
    /// let mut found = 0;
    /// while !search.is_finished() {
    ///     found += search.count_within(100, None);
    /// }
    /// assert_eq!(found, 92);
    /// ```
    pub fn count_within(&mut self, nodes: u64, limit: Option<u64>) -> u64 {
        let before = self.ctl.stats.solutions;
        if limit != Some(0) {
            self.run_within(nodes, limit.unwrap_or(u64::MAX));
        }
        self.ctl.stats.solutions - before
    }

    /// An iterator over the remaining solutions.
    pub fn solutions(&mut self) -> Solutions<'_> {
        Solutions { search: self }
    }

    /// The solution the search is at: valid right after a solution was found.
    pub fn solution(&self) -> Solution {
        Solution {
            options: self.chosen().collect(),
        }
    }

    /// The options chosen so far: the preset ones, then one per level of the current path.
    pub fn chosen(&self) -> impl Iterator<Item = OptionId> + '_ {
        let depth = self.depth();
        self.presets
            .iter()
            .copied()
            .chain(self.choice[..depth].iter().map(|&x| self.option_of_node(x)))
    }

    /// The nodes chosen on the current path, one per level, in the chosen items' columns.
    pub fn chosen_nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.choice[..self.depth()]
            .iter()
            .map(|&x| NodeId(self.index(x)))
    }

    /// How many levels of the current path hold a chosen option.
    fn depth(&self) -> usize {
        depth(&self.ctl)
    }

    /// The current level of the search tree.
    pub fn level(&self) -> u32 {
        self.ctl.level
    }

    /// The option that `node` belongs to, or `None` for a header or spacer.
    pub fn node_option(&self, node: NodeId) -> Option<OptionId> {
        let x = node.0 as usize;
        if x >= self.nodes.len() || self.addr(node.0) < self.first_spacer || self.nodes[x].top <= 0
        {
            return None;
        }
        Some(self.option_of_node(self.addr(node.0)))
    }

    /// The option holding the node at address `a`.
    fn option_of_node(&self, a: u32) -> OptionId {
        // The spacer after an option records how many options end there.
        let mut x = self.index(a) as usize;
        while self.nodes[x].top > 0 {
            x += 1;
        }
        OptionId((-self.nodes[x].top - 1) as u32)
    }

    /// The item whose column holds `node` (for a header, its own item); `None` for a spacer.
    pub fn node_item(&self, node: NodeId) -> Option<ItemId> {
        let x = node.0;
        if x == 0 || x as usize >= self.nodes.len() {
            None
        } else if self.addr(x) < self.first_spacer {
            Some(ItemId(x - 1))
        } else if self.nodes[x as usize].top > 0 {
            Some(self.item_of(self.header_of(self.nodes[x as usize].top as u32)))
        } else {
            None
        }
    }

    /// The current `len` of `item`: the number of options in its column.
    pub fn len(&self, item: ItemId) -> u32 {
        self.len[item.index() + 1] & !COVERED
    }

    /// The number of nodes, headers and spacers included (the length of [`nodes`](Self::nodes)).
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// Every node: headers `1..=N`, then options separated by spacers, with their current links
    /// as node indices. Index 0 is unused (it stands for the root). A copy: the search keeps
    /// its links as addresses.
    pub fn nodes(&self) -> Vec<Node> {
        let mut nodes = Vec::new();
        self.nodes_into(&mut nodes);
        nodes
    }

    /// [`nodes`](Self::nodes) into `out` (replacing what it held), reusing its memory: for a
    /// viewer that reads the links at every frame.
    pub fn nodes_into(&self, out: &mut Vec<Node>) {
        out.clear();
        out.extend_from_slice(&self.nodes);
        for (x, node) in out.iter_mut().enumerate() {
            node.up = self.index(node.up);
            node.down = self.index(node.down);
            node.right = self.index(node.right);
            if self.addr(x as u32) >= self.first_spacer {
                if node.top > 0 {
                    node.top = self.index(self.header_of(node.top as u32)) as i32;
                }
            } else if let Some(&len) = self.len.get(x) {
                node.top = (len & !COVERED) as i32;
            }
        }
    }

    /// The item list links: index 0 is the root of the active primary items, `1..=N` are the
    /// items (item `k` at index `k + 1`), and `N + 1` is the root of the secondary items.
    ///
    /// A covered item keeps the `prev` and `next` it had when it left its list, as in
    /// `dlx1`. `&mut` because after a full-speed run the lists are rebuilt here, from the
    /// path (see `refresh_item_links`).
    pub fn item_links(&mut self) -> &[ItemLink] {
        self.refresh_item_links();
        &self.items
    }

    /// The active primary items, in list order: the items still to be covered.
    pub fn active_items(&self) -> impl Iterator<Item = ItemId> + '_ {
        // The list's order is always the items' order: an item leaves it and comes back
        // between the same two neighbours.
        (1..=self.primary)
            .filter(|&k| self.active[k as usize / 64] >> (k % 64) & 1 == 1)
            .map(|k| ItemId(k - 1))
    }

    /// Brings `items` up to date after a full-speed run or the presets, which leave it
    /// behind. They stop only between nodes of the search tree (see `path_item_links`).
    fn refresh_item_links(&mut self) {
        if self.links_stale {
            let mut items = std::mem::take(&mut self.items);
            self.path_item_links(&mut items);
            self.items = items;
            self.links_stale = false;
        }
    }

    /// The item lists as `dlx1`'s would be now, by covering the items that are out of their
    /// lists in the order the search covered them: the presets' items, then at each level
    /// of the path the chosen item and the other items of the option tried, from its right
    /// neighbour round. Covers and uncovers go last in, first out, so each item left its list
    /// between the neighbours it has here, and keeps them as its `prev` and `next`.
    ///
    /// Only for a state between two nodes of the search tree, where every level of the path
    /// is whole: a full-speed run stops only there, and the presets leave the search there.
    fn path_item_links(&self, out: &mut Vec<ItemLink>) {
        let n = self.problem.item_count() as u32;
        debug_assert!(
            matches!(
                self.ctl.phase,
                Phase::Start | Phase::Forward | Phase::Solved | Phase::Finished
            ) || (self.ctl.phase == Phase::UncoverBest && self.ctl.level == 0),
            "item lists rebuilt in the middle of a node ({:?})",
            self.ctl.phase
        );
        full_item_links(n, self.primary, out);
        let mut unlink = |c: u32| {
            let ItemLink { prev, next } = out[c as usize];
            out[prev as usize].next = next;
            out[next as usize].prev = prev;
        };
        for &option in &self.presets {
            for item in self.problem.option_items(option) {
                unlink(item.0 + 1);
            }
        }
        for &x in &self.choice[..depth(&self.ctl)] {
            unlink(self.index(self.header_of(self.node(x).top as u32)));
            let mut pp = self.node(x).right;
            while pp != x {
                unlink(self.index(self.header_of(self.node(pp).top as u32)));
                pp = self.node(pp).right;
            }
        }
    }

    // ---------------------------------------------------------------- stepping

    /// Turns the history on or off. With it on, every [`step`](Self::step) can be undone by
    /// [`step_back`](Self::step_back); turning it off forgets it. The full-speed calls forget
    /// it too, since they do not record what they do.
    pub fn record_history(&mut self, on: bool) {
        self.recording = on;
        if !on {
            self.drop_history();
        }
    }

    fn drop_history(&mut self) {
        self.history.clear();
    }

    /// The number of steps that can be undone.
    pub fn history_len(&self) -> usize {
        self.history.len()
    }

    /// Keeps at most `limit` events in the history (at least one): when a step would go over
    /// it, the oldest event is forgotten, and stepping back stops there. Each event costs
    /// about [`HISTORY_BYTES_PER_EVENT`] bytes, so this bounds the memory a long watched
    /// search takes. No limit by default.
    pub fn set_history_limit(&mut self, limit: usize) {
        self.history_limit = limit.max(1);
        while self.history.len() > self.history_limit {
            self.history.pop_front();
        }
    }

    /// The most events the history keeps (see [`set_history_limit`](Self::set_history_limit)).
    pub fn history_limit(&self) -> usize {
        self.history_limit
    }

    /// Performs one elementary event and returns it, or `None` after [`Event::Done`].
    pub fn step(&mut self) -> Option<Event> {
        self.refresh_item_links();
        let before = self.ctl;
        self.choice_write = (NO_CHOICE, 0);
        let event = self.run::<true, false, 0>()?;
        if self.recording {
            if self.history.len() >= self.history_limit {
                self.history.pop_front();
            }
            self.history.push_back(Record {
                event,
                before,
                choice_level: self.choice_write.0,
                choice_old: self.choice_write.1,
            });
        }
        Some(event)
    }

    /// Undoes the last recorded event exactly and returns it, or `None` at the start of the
    /// history.
    pub fn step_back(&mut self) -> Option<Event> {
        let record = self.history.pop_back()?;
        // A history is only ever recorded after the last full-speed run, by `step`, which
        // keeps the lists up to date.
        debug_assert!(!self.links_stale);
        match record.event {
            Event::Cover { item } => self.relink_item::<true>(item.0 + 1),
            Event::Uncover { item } => self.unlink_item::<true>(item.0 + 1),
            Event::Hide { node } => self.unhide(self.addr(node.0)),
            Event::Unhide { node } => self.hide(self.addr(node.0)),
            Event::Choose { level, .. } => self.profile[level as usize] -= 1,
            Event::Solution { size } => self.profile[size as usize] -= 1,
            Event::Try { .. } | Event::Backtrack { .. } | Event::Done => {}
        }
        if record.choice_level != NO_CHOICE {
            self.choice[record.choice_level as usize] = record.choice_old;
        }
        self.ctl = record.before;
        Some(record.event)
    }

    /// Steps forward until a whole cover or uncover is done (its header and every node moved),
    /// or a solution or the end is reached. Returns the events performed.
    pub fn step_cover(&mut self) -> Vec<Event> {
        self.step_until(|s, e| {
            e.is_link() && !s.job_pending() || matches!(e, Event::Solution { .. } | Event::Done)
        })
    }

    /// Steps forward until the next option is tried (or a solution or the end is reached).
    pub fn step_option(&mut self) -> Vec<Event> {
        self.step_until(|_, e| matches!(e, Event::Try { .. } | Event::Solution { .. }))
    }

    /// Steps forward until the next solution (or the end). Returns the events performed.
    pub fn step_solution(&mut self) -> Vec<Event> {
        self.step_until(|_, e| matches!(e, Event::Solution { .. }))
    }

    /// Steps forward until the next backtrack (or the end).
    pub fn step_backtrack(&mut self) -> Vec<Event> {
        self.step_until(|_, e| matches!(e, Event::Backtrack { .. }))
    }

    fn step_until(&mut self, stop: impl Fn(&Search, &Event) -> bool) -> Vec<Event> {
        let mut events = Vec::new();
        while let Some(event) = self.step() {
            events.push(event);
            if stop(self, &event) {
                break;
            }
        }
        events
    }

    /// Steps back to the end of the previous whole cover or uncover (or the start).
    pub fn back_cover(&mut self) -> Vec<Event> {
        self.back_until(|s, e| e.is_link() && !s.job_pending())
    }

    /// Steps back to just after the previous option was tried (or the start).
    pub fn back_option(&mut self) -> Vec<Event> {
        self.back_until(|_, e| matches!(e, Event::Try { .. }))
    }

    /// Steps back to just after the previous solution was found (or the start).
    pub fn back_solution(&mut self) -> Vec<Event> {
        self.back_until(|_, e| matches!(e, Event::Solution { .. }))
    }

    /// Undoes at least one event, then keeps undoing until the last remaining event satisfies
    /// `stop` (judged in the state right after it).
    fn back_until(&mut self, stop: impl Fn(&Search, &Event) -> bool) -> Vec<Event> {
        let mut events = Vec::new();
        while let Some(event) = self.step_back() {
            events.push(event);
            match self.history.back() {
                Some(record) if stop(self, &record.event) => break,
                _ => {}
            }
        }
        events
    }

    /// Whether the cover or uncover in progress has link events still to come.
    fn job_pending(&self) -> bool {
        let job = self.ctl.job;
        let cover = matches!(self.ctl.phase, Phase::CoverBest | Phase::Commit);
        match job.stage {
            Stage::Finished => false,
            Stage::Start => true,
            // An uncover always ends by relinking its header.
            Stage::Rows if !cover => true,
            Stage::Rows => {
                // Look ahead, without counting mems, for another node to hide.
                let (mut rr, mut nn) = (job.rr, job.nn);
                while rr >= self.first_spacer {
                    if nn != rr {
                        return true;
                    }
                    rr = self.node(rr).down;
                    nn = self.node(rr).right;
                }
                false
            }
        }
    }

    // ---------------------------------------------------------------- sanity

    /// Checks every link, in the spirit of Knuth's `sanity()`: each partner points back, each
    /// `len` equals the length of its column, and each option node remembers its item.
    ///
    /// # Errors
    /// A description of the first inconsistency found.
    pub fn check_links(&self) -> Result<(), String> {
        let n = self.problem.item_count() as u32;
        let nodes = self.nodes();
        let first_spacer = self.index(self.first_spacer);
        let mut path = Vec::new();
        let items = if self.links_stale {
            self.path_item_links(&mut path);
            &path
        } else {
            &self.items
        };
        let mut listed = vec![false; n as usize + 2];
        for root in [0, n + 1] {
            let (mut q, mut p) = (root, items[root as usize].next);
            let mut steps = 0;
            loop {
                if items[p as usize].prev != q {
                    return Err(format!("bad prev link at item index {p}"));
                }
                if p == root {
                    break;
                }
                listed[p as usize] = true;
                steps += 1;
                if steps > n + 1 {
                    return Err(format!("item list from root {root} does not close"));
                }
                (q, p) = (p, items[p as usize].next);
            }
        }
        let open = listed[1..=self.primary as usize].iter().any(|&l| l);
        if open == self.solved() {
            return Err(format!(
                "the primary list is {}, but the active set says the opposite",
                if open { "not empty" } else { "empty" }
            ));
        }
        for (k, &listed) in listed.iter().enumerate().take(n as usize + 1).skip(1) {
            let covered = self.len[k] & COVERED != 0;
            let bit = self.active[k / 64] >> (k % 64) & 1 == 1;
            // The flags are kept only for the vector scan (see `unlink_item`).
            if bit != listed || covered != (self.wide && !listed) {
                return Err(format!(
                    "item index {k}: listed {listed}, active bit {bit}, covered flag {covered}"
                ));
            }
        }
        for c in 1..=n {
            let (mut q, mut p) = (c, nodes[c as usize].down);
            let mut k = 0;
            loop {
                if nodes[p as usize].up != q {
                    return Err(format!(
                        "bad up link at node {p} (column of item {})",
                        c - 1
                    ));
                }
                if p == c {
                    break;
                }
                if p < first_spacer || nodes[p as usize].top != c as i32 {
                    return Err(format!(
                        "node {p} in the column of item {} is not its",
                        c - 1
                    ));
                }
                k += 1;
                if k > nodes.len() {
                    return Err(format!("column of item {} does not close", c - 1));
                }
                (q, p) = (p, nodes[p as usize].down);
            }
            if nodes[c as usize].top != k as i32 {
                return Err(format!(
                    "len of item {} is {} but its column has {k} nodes",
                    c - 1,
                    nodes[c as usize].top
                ));
            }
        }
        Ok(())
    }
}

/// The iterator returned by [`Search::solutions`].
#[derive(Debug)]
pub struct Solutions<'a> {
    search: &'a mut Search,
}

impl Iterator for Solutions<'_> {
    type Item = Solution;

    fn next(&mut self) -> Option<Solution> {
        self.search.next_solution()
    }
}

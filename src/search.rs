//! Algorithm X on dancing links, as a resumable state machine that steps forward and back.
//!
//! [`Search`] and its constructors are here; the rest is one concern per file:
//!
//! - `layout`: the node layout (Knuth's `dlx1`) and how a link names a node, by its address;
//! - `unchecked`: all the crate's code that the compiler cannot check, each block with why
//!   it is sound: nodes and `len`s read and written by address, the x86 vector scans;
//! - `machine`: Knuth's loop as phases, resumable after any elementary event;
//! - `cover`: cover and uncover, hide and unhide, and the ways of walking an option;
//! - `color_view`: the colors of nodes and items now, for viewers;
//! - `color`: the work of colors (Knuth's XCC, `dlx2`): purify and unpurify, and cover and
//!   uncover that skip the nodes a purification marked;
//! - `multiplicity`: Knuth's Algorithm M (`dlx3`), a search of its own taken only by problems
//!   whose primary items have multiplicities (`u:v|a`);
//! - `mrv`: the choice of the item to branch on, and the scans for the least `len`;
//! - `full_speed`: running to the next solution, counting, in bounded slices;
//! - `history`: stepping one event at a time, and back; `history/tape`, the history kept as
//!   what each event changed;
//! - `views`: what the search shows outside (nodes as indices, item lists, the path);
//! - `check`: [`Search::check_links`];
//! - `events`: [`Event`], [`Stats`], [`Progress`], [`Solution`], [`PresetError`];
//! - `outlook`: what the search is about to decide, for viewers;
//! - `steps`: which of Algorithm X's steps X1-X8 each event belongs to;
//! - `question`: the next moment a student may predict, with the engine's answer;
//! - `tuning` (cargo feature `tuning`, for tests and benchmarks only): switches between
//!   ways of doing the same work.

mod check;
mod color;
mod color_view;
mod cover;
mod events;
mod full_speed;
mod history;
mod layout;
mod machine;
mod mrv;
mod multiplicity;
mod outlook;
mod question;
mod runs;
mod steps;
mod tree;
#[cfg(feature = "tuning")]
mod tuning;
mod unchecked;
mod views;

pub use color_view::NodeColor;
pub use events::{Event, PresetError, Progress, Solution, Stats};
pub use full_speed::Solutions;
pub use history::HISTORY_BYTES_PER_EVENT;
pub use layout::{ItemLink, Node, NodeId};
pub use mrv::{Heuristic, UnknownHeuristic};
pub use multiplicity::NotSteppable;
pub use outlook::{EmptyList, Next, Outlook, OUTLOOK_EVENTS};
pub use question::{ItemLen, Question};
pub use runs::{Run, RunEnd, Stops, EVENT_KIND_COUNT};
pub use steps::{Step, Stride};

use crate::problem::{ItemId, OptionId, Problem};
use cover::SPLIT_ROWS;
use history::{Tape, NO_CHOICE};
use layout::{full_item_links, wasm_base, LEN_BYTES, NODE_BYTES};
use machine::{Control, Job, Phase, Stage, IDLE};
use mrv::WIDE;
use multiplicity::Mcc;

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
    /// `len[k]` is the `len` of the item with header index `k`, with
    /// [`COVERED`](layout::COVERED) set while it is out of its list. Kept apart from the
    /// headers, densely, so that the MRV scan reads the primary items' `len`s as one array (in
    /// list order, which is always index order), several at a time, instead of following
    /// `next` links from header to header.
    len: Vec<u32>,
    /// Bit `k` is set while item `k`'s header is in its list: the MRV walk over few items
    /// reads the active primary items from here in list order (which is always index order),
    /// so that it does not wait for each `next` link to load before it reads the next `len`.
    active: Vec<u64>,
    /// Whether the MRV choice scans `len` with vector instructions (many primary items) or
    /// walks the active ones (few): see `choose`.
    wide: bool,
    /// Whether the full-speed search walks each option in from both ends (see
    /// `walk_from_both_ends`): when options hold `SPLIT_ROWS` items or more on average.
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
    /// `color[x]` is option node `x`'s color (see `color`), 0 for headers and spacers; empty
    /// for a problem without colors, whose search never reads it.
    color: Vec<i32>,
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
    history: Tape,
    history_limit: usize,
    /// The steps [`Search::outlook`] takes ahead and undoes, kept apart from `history` (which
    /// they never touch) and reused, so that looking ahead allocates once.
    lookahead: Tape,
    /// The choice written by the current step, for the history.
    choice_write: (u32, u32),
    /// For a problem with multiplicities, the search that runs instead of this one's links
    /// (`multiplicity`); `None` for every other problem.
    mcc: Option<Box<Mcc>>,
}

impl Search {
    /// A search over `problem` with the MRV heuristic, positioned before its first event.
    pub fn new(problem: Problem) -> Search {
        Search::with_heuristic(problem, Heuristic::Mrv)
    }

    /// A search over `problem` that branches by `heuristic`.
    pub fn with_heuristic(problem: Problem, heuristic: Heuristic) -> Search {
        let problem_mcc = problem
            .has_bounds()
            .then(|| Box::new(Mcc::new(&problem, heuristic)));
        let n = problem.item_count() as u32;
        let primary = problem.primary_count() as u32;
        let mut items = Vec::new();
        full_item_links(n, primary, &mut items);

        let total = n as usize + 2 + problem.option_count() + problem.node_count();
        // Every array at its full size first, then written by index: pushing makes each
        // node's write check and update the vector's length, which wasm keeps in memory
        // (BENCHMARKS.md, loading a search).
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
        let mut color = Vec::new();
        if problem.has_colors() {
            color = vec![0; total];
            let mut codes = problem.color_codes().iter();
            let mut x = n as usize + 2;
            for option in problem.options() {
                for _ in problem.option_items(option) {
                    color[x] = *codes.next().expect("a color code per entry") as i32;
                    x += 1;
                }
                x += 1;
            }
        }
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
            color,
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
            history: Tape::default(),
            history_limit: usize::MAX,
            lookahead: Tape::default(),
            choice_write: (NO_CHOICE, 0),
            mcc: problem_mcc,
        }
    }

    /// A search over `problem` in which `options` are already chosen: their items are covered
    /// (or with colors, purified) before the search starts, and every solution begins with them.
    ///
    /// # Errors
    /// An option that does not exist, or one that shares an item with an earlier one (with
    /// colors: but for a secondary item both give the same color).
    pub fn with_presets(
        problem: Problem,
        heuristic: Heuristic,
        options: &[OptionId],
    ) -> Result<Search, PresetError> {
        let mut search = Search::with_heuristic(problem, heuristic);
        if search.mcc.is_some() && !options.is_empty() {
            return Err(PresetError::Multiplicities);
        }
        if search.is_colored() {
            search.colored_presets(options)?;
            return Ok(search);
        }
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
        if let Some(mcc) = &self.mcc {
            return mcc.stats();
        }
        self.ctl.stats
    }

    /// The number of search-tree nodes entered at each level so far (solutions count at the
    /// level below their last option), from level 0 to the deepest level reached.
    pub fn profile(&self) -> &[u64] {
        if let Some(mcc) = &self.mcc {
            return mcc.profile();
        }
        let deepest = self.ctl.stats.max_level as usize;
        &self.profile[..(deepest + 1).min(self.profile.len())]
    }

    /// Whether the problem has colors, which the search then honours (Knuth's `dlx2`).
    pub fn is_colored(&self) -> bool {
        !self.color.is_empty()
    }

    /// Whether the search has reported [`Event::Done`].
    pub fn is_finished(&self) -> bool {
        if let Some(mcc) = &self.mcc {
            return mcc.is_finished();
        }
        self.ctl.phase == Phase::Finished
    }
}

//! Knuth's Algorithm X on dancing links: an exact-cover engine that runs at full speed, steps one
//! elementary event at a time, and steps back exactly.
//!
//! ```
//! use dlx::{examples, Search};
//!
//! // Knuth's example: items A-E must be covered once, F and G at most once.
//! let mut search = Search::new(examples::knuth());
//! let solution = search.next_solution().expect("it has a solution");
//! let options: Vec<String> = solution
//!     .options
//!     .iter()
//!     .map(|&o| search.problem().option_text(o))
//!     .collect();
//! assert_eq!(options, ["A D", "C E F", "B G"]);
//! assert_eq!(search.next_solution(), None);
//! ```
//!
//! The pieces:
//! - [`ProblemBuilder`] validates items and options once; a [`Problem`] cannot be malformed.
//! - [`format`](mod@format) reads and writes Knuth's DLX text and plain 0/1 matrices.
//! - [`Search`] is the engine: full-speed calls, stepping, statistics as Knuth counts them.
//! - [`generate`] makes small random problems and 4x4 Sudokus from a seed.
//! - [`parallel`] counts on several threads: the search tree cut into subproblems.
//! - [`estimate`](mod@estimate) says how large a search tree is from random paths down it
//!   (Knuth's estimate), before the search is run.
//! - [`sudoku`], [`polyomino`] (pentomino packing), [`langford`] (Langford pairs), [`queens`]
//!   and [`examples`] turn puzzles into problems and solutions back into pictures;
//!   [`recognise`] tells which of them a problem read from a file is; [`polyiamond`] packs
//!   hexiamonds on triangular boards; [`tetrastick`] packs sticks on a grid's edges, Knuth's use
//!   of secondary items.
#![warn(missing_docs)]

pub mod estimate;
pub mod examples;
pub mod format;
pub mod generate;
pub mod langford;
pub mod meaning;
pub mod parallel;
pub mod polycube;
pub mod polyform;
pub mod polyiamond;
pub mod polyomino;
mod problem;
pub mod queens;
pub mod recognise;
mod search;
pub mod sudoku;
pub mod tetrastick;
pub mod words;

pub use parallel::{count_parallel, ParallelCount, ParallelStats};
pub use problem::MAX_BOUND;
pub use problem::{
    BuildError, ItemId, OptionId, Problem, ProblemBuilder, MAX_ITEMS, MAX_NAME_LEN, MAX_NODES,
    MAX_OPTIONS,
};
pub use search::NotSteppable;
pub use search::{
    EmptyList, Event, Heuristic, ItemLen, ItemLink, Next, Node, NodeId, Outlook, PresetError,
    Progress, Question, Run, RunEnd, Search, Solution, Solutions, Stats, Step, Stops, Stride,
    UnknownHeuristic, EVENT_KIND_COUNT, HISTORY_BYTES_PER_EVENT, OUTLOOK_EVENTS,
};

pub use search::NodeColor;

/// The README's Rust examples run as doc tests, so they cannot drift from the code.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

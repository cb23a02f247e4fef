//! The node layout (Knuth's `dlx1`), and how a link names a node: by its address.
//!
//! ```text
//!  items:  0=root  1=A    2=B    3=C  | 4=F    5=G  | 6=second root
//!          prev/next: root <-> A <-> B <-> C <-> root      (active primary items)
//!                     6 <-> F <-> G <-> 6                  (secondary items)
//!
//!  nodes:  0      1   2   3   4   5  | 6    7   8   9  | 10   11  12 | 13 ...
//!          (root) A   B   C   F   G  | sp   C   E   F  | sp   A   D  | sp
//!                 header nodes       |      option 0   |      option 1
//!
//!  header:  up/down = last/first node of its column, top = len
//!  option:  up/down = neighbours in its item's column, top = the item's header,
//!           right = next node of the same option (circular: 9 -> 7), left[] the reverse
//!  spacer:  up = first node of the option before it, down = last node of the option
//!           after it, top = -(number of options before it)
//! ```
//!
//! Node `k` (1 <= k <= N) is the header of item `k - 1`. Options are stored one after another
//! with spacers between them, as in `dlx1`. Only `up`, `down` and a header's `len` ever change.
//!
//! Inside the search a link holds the linked node's *address*, as Knuth's C holds pointers:
//! natively its byte offset in the node array (16 times its index), so that following a link
//! is one addressing mode (`nodes + link`), where an index costs a shift as well, four times
//! per node hidden; in wasm, which reads memory only at `memory + address`, the node's address
//! in linear memory itself (see `Search::base`). What the search shows outside
//! ([`Search::nodes`], events, [`NodeId`]) is in indices, as drawn above. Why a link can then
//! be followed without a bounds check: the note heading `unchecked.rs`.
//!
//! The `len`s live apart from the headers, in one dense array, and an option node's `top` holds
//! the byte offset of its item's `len` there. With many primary items (9x9 Sudoku has about
//! 300) the MRV choice then reads every primary `len` as one array with vector instructions,
//! instead of walking the active items one `next` link at a time:
//!
//! ```text
//!  len:  [ - | A | B | C | F | G ]     covered items carry a flag bit, so they never win
//!             \_ primary _/
//! ```
//! `right` and `left` are fixed when the problem is loaded: they let the search walk around an
//! option without `dlx1`'s test for a spacer at every node (the spacers stay, to find an
//! option's number and for viewers), which saves a hard-to-predict branch per option walked.
//! Mems are still charged as `dlx1` charges its walk, so the counts stay comparable.
//!
//! When every option has the same number of items, 3 to 7 (pentominoes, queens, Sudoku,
//! Langford pairs), the full-speed search does not follow `right` at all: an option's nodes
//! sit side by side, so each node's place in its option (`place`, one byte per node) gives
//! the addresses of the others at once (`Search::row_others`).

use super::Search;
use crate::problem::ItemId;

/// One header or option node of the dancing-links matrix.
///
/// For a header node, `top` is the item's current `len`; for an option node, the index of its
/// item's header node; for a spacer, zero or minus the number of options before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[repr(C)]
pub struct Node {
    /// The node above in the same column (for a spacer: the first node of the previous option).
    pub up: u32,
    /// The node below in the same column (for a spacer: the last node of the next option).
    pub down: u32,
    /// `len` for a header, the header index for an option node, `<= 0` for a spacer.
    pub top: i32,
    /// The next node of the same option, circularly (0 for headers and spacers). Never changes:
    /// it spares the search Knuth's test for a spacer at every step along an option.
    pub right: u32,
}

/// A link in one of the two circular lists of item headers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[repr(C)]
pub struct ItemLink {
    /// The previous item in its list.
    pub prev: u32,
    /// The next item in its list.
    pub next: u32,
}

/// Fills `out` with the two item lists of a search where no item is covered: root 0 with the
/// primary items `1..=primary`, root `n + 1` with the secondary ones, each in index order.
pub(super) fn full_item_links(n: u32, primary: u32, out: &mut Vec<ItemLink>) {
    out.clear();
    out.resize(n as usize + 2, ItemLink::default());
    let second_root = n + 1;
    let list = |out: &mut Vec<ItemLink>, root: u32, members: std::ops::RangeInclusive<u32>| {
        let mut prev = root;
        for k in members {
            out[prev as usize].next = k;
            out[k as usize].prev = prev;
            prev = k;
        }
        out[prev as usize].next = root;
        out[root as usize].prev = prev;
    };
    list(out, 0, 1..=primary);
    list(out, second_root, primary + 1..=n);
}

/// The bytes one [`Node`] takes: inside the search a node is named by its address,
/// `NODE_BYTES` times its index past node 0's (see `Search::base`).
pub(super) const NODE_BYTES: u32 = std::mem::size_of::<Node>() as u32;

/// The bytes one `len` takes in [`Search`]'s `len` array.
pub(super) const LEN_BYTES: u32 = std::mem::size_of::<u32>() as u32;

/// The address of a slice's first element in wasm, where links are memory addresses (see
/// `Search::base`); 0 natively, where they are byte offsets into their array.
pub(super) fn wasm_base<T>(slice: &[T]) -> u32 {
    #[cfg(target_arch = "wasm32")]
    return slice.as_ptr().addr() as u32;
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = slice;
        0
    }
}

/// The bit of a `len` entry that is set while its item is covered (out of its list). No node
/// of a covered item's column is hidden or unhidden until it is uncovered (every option that
/// holds it left the other columns when it was covered), so the flag never disturbs a count,
/// and a covered item's entry is larger than any active item's: the MRV scan needs no list.
/// Kept only while the search scans (`Search::wide`); the walk reads the active set instead.
pub(super) const COVERED: u32 = 1 << COVERED_SHIFT;
/// `len >> COVERED_SHIFT` is 1 for a covered item, 0 for an active one. Bit 30, not 31:
/// entries then stay below 2^31 and compare as signed numbers (see `mrv`), and a `len` is
/// at most `MAX_OPTIONS`, far below 2^30.
const COVERED_SHIFT: u32 = 30;

/// A node of the dancing-links matrix, by index into [`Search::nodes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NodeId(pub u32);

impl Search {
    /// The address of node 0: natively 0, so that an address is a byte offset into `nodes`
    /// (x86 then reads a node at `nodes + link` in one addressing mode); in wasm, the node
    /// array's own address in linear memory, so that a link is the address itself. Wasm
    /// reads memory at `memory + address` only, and an offset into `nodes` would cost an
    /// addition before every node read: three per node hidden.
    #[inline(always)]
    pub(super) fn base(&self) -> u32 {
        #[cfg(target_arch = "wasm32")]
        return self.base;
        #[cfg(not(target_arch = "wasm32"))]
        return 0;
    }

    /// The address of the node with index `i`.
    #[inline(always)]
    pub(super) fn addr(&self, i: u32) -> u32 {
        self.base() + i * NODE_BYTES
    }

    /// The index of the node at address `a`.
    #[inline(always)]
    pub(super) fn index(&self, a: u32) -> u32 {
        (a - self.base()) / NODE_BYTES
    }

    /// The item whose header is at address `a`.
    pub(super) fn item_of(&self, a: u32) -> ItemId {
        ItemId(self.index(a) - 1)
    }

    /// Where `len[0]` is for an option node's `top`: natively 0, so that `top` is the byte
    /// offset of its item's `len` (header index `k` gives `k * LEN_BYTES`, read at `len +
    /// top` in one addressing mode); in wasm, the array's address, so that `top` is the `len`'s
    /// own address, as links are (see `base`): one addition less per node hidden.
    #[inline(always)]
    pub(super) fn len_base(&self) -> u32 {
        #[cfg(target_arch = "wasm32")]
        return self.len_base;
        #[cfg(not(target_arch = "wasm32"))]
        return 0;
    }

    /// The header address of the item whose `len` is at `l` (an option node's `top`).
    #[inline(always)]
    pub(super) fn header_of(&self, l: u32) -> u32 {
        self.addr((l - self.len_base()) / LEN_BYTES)
    }

    /// Whether `a` is the address of a node.
    pub(super) fn is_node(&self, a: u32) -> bool {
        a >= self.base()
            && (a - self.base()).is_multiple_of(NODE_BYTES)
            && self.index(a) < self.nodes.len() as u32
    }
}

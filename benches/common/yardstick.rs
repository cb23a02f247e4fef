//! A minimal recursive DLX, kept as a lab instrument: the plainest Algorithm X that counts
//! what our engine counts, so that the engine's cost per search node can be measured against
//! it (`cargo bench --bench yardstick`, BENCHMARKS.md "A recursive yardstick").
//!
//! Written from Knuth's description in the Dancing Links paper: cover, uncover, a recursive
//! search with the MRV choice (ties to the leftmost, stopping at an item with no options) and
//! a count. The memory is the engine's (`src/search/layout.rs`): flat arrays of `u32`, items
//! with `prev`/`next` and a dense `len` array, 16-byte nodes with `up`/`down`/`top` and the
//! static circular `right` link, headers at `1..=N`, options stored one after another with
//! spacers between them. There are no phases, no resumable jobs, no history and no solution
//! beyond a count.
//!
//! Switches add back one of the engine's choices at a time, to measure what each is worth: `W`
//! walks options of `W` nodes by address, as the engine does for widths 3 to 7, instead of
//! along `right` (0); `MEMS` counts mems as the engine charges them (`dlx1`'s accounting), and
//! `BOOK` keeps the engine's per-node bookkeeping (the choice per level, the profile of nodes
//! per level, the deepest level); `B` keeps the active items as a bit set, as the engine does
//! at full speed, and scans it for the MRV choice instead of walking the list.

use super::instances::Instance;

/// One node: the engine's `Node` (`up`, `down`, `top`, `right`), by index rather than address.
#[derive(Clone, Copy, Default)]
#[repr(C)]
struct Node {
    up: u32,
    down: u32,
    /// The header index for an option node, 0 or less for a spacer (unused for headers:
    /// `len` holds the counts).
    top: i32,
    right: u32,
}

/// What a count reports, named as the engine's `Stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub solutions: u64,
    pub nodes: u64,
    pub updates: u64,
    pub mems: u64,
}

/// The matrix and the counters of one search.
pub struct Yardstick {
    nodes: Vec<Node>,
    prev: Vec<u32>,
    next: Vec<u32>,
    len: Vec<u32>,
    /// The number of primary items.
    primary: u32,
    /// One bit per item while it is uncovered (bit 0, the root, always clear), for `B`.
    active: Vec<u64>,
    /// Each node's place in its option, for the walk by address (`row_others`).
    place: Vec<u8>,
    counts: Counts,
    choice: Vec<u32>,
    profile: Vec<u64>,
    max_level: u32,
}

impl Yardstick {
    /// The matrix of `inst` with nothing covered: primary items in the list rooted at 0,
    /// secondary ones in the list rooted at `N + 1`.
    pub fn new(inst: &Instance) -> Yardstick {
        let n = inst.item_count() as u32;
        let primary = inst.primary.len() as u32;
        let mut prev = vec![0; n as usize + 2];
        let mut next = vec![0; n as usize + 2];
        for (root, first, last) in [(0, 1, primary), (n + 1, primary + 1, n)] {
            let mut p = root;
            for k in first..=last {
                next[p as usize] = k;
                prev[k as usize] = p;
                p = k;
            }
            next[p as usize] = root;
            prev[root as usize] = p;
        }
        let mut nodes = vec![Node::default(); n as usize + 1];
        for (k, node) in nodes.iter_mut().enumerate().skip(1) {
            node.up = k as u32;
            node.down = k as u32;
        }
        let mut len = vec![0; n as usize + 1];
        // The first spacer; each option is followed by one.
        nodes.push(Node::default());
        for (number, option) in inst.options.iter().enumerate() {
            let first = nodes.len() as u32;
            let spacer = first - 1;
            nodes[spacer as usize].down = first + option.len() as u32 - 1;
            for (j, &item) in option.iter().enumerate() {
                let x = first + j as u32;
                let header = item as u32 + 1;
                let last = nodes[header as usize].up;
                let right = if j + 1 == option.len() { first } else { x + 1 };
                nodes.push(Node {
                    up: last,
                    down: header,
                    top: header as i32,
                    right,
                });
                nodes[last as usize].down = x;
                nodes[header as usize].up = x;
                len[header as usize] += 1;
            }
            nodes.push(Node {
                up: first,
                down: 0,
                top: -(number as i32 + 1),
                right: 0,
            });
        }
        let mut place = vec![0u8; nodes.len()];
        let mut p = 0u8;
        for (x, node) in nodes.iter().enumerate().skip(n as usize + 1) {
            place[x] = p;
            p = if node.top <= 0 { 0 } else { p.wrapping_add(1) };
        }
        let mut active = vec![0u64; n as usize / 64 + 1];
        for k in 1..=n {
            active[k as usize / 64] |= 1 << (k % 64);
        }
        let depth = inst.primary.len() + 2;
        Yardstick {
            nodes,
            prev,
            next,
            len,
            primary,
            active,
            place,
            counts: Counts::default(),
            choice: vec![0; depth],
            profile: vec![0; depth],
            max_level: 0,
        }
    }

    /// Counts every solution, with the switches described at the top of the file.
    pub fn count<const W: u32, const MEMS: bool, const BOOK: bool, const B: bool>(
        &mut self,
    ) -> Counts {
        self.search::<W, MEMS, BOOK, B>(0);
        std::hint::black_box((&self.choice, &self.profile, self.max_level));
        self.counts
    }

    #[inline(always)]
    fn node(&self, x: u32) -> Node {
        at(&self.nodes, x)
    }

    /// Covers item `c` and adds its updates to the count: unlinks its header, then hides
    /// every other node of every option in its column, top to bottom, left to right. The
    /// arrays are borrowed apart from `self` and the counts kept in locals, so that the
    /// compiler knows no store to a node can change them and holds them in registers.
    #[inline(always)]
    fn cover<const W: u32, const MEMS: bool, const B: bool>(&mut self, c: u32) {
        if B {
            *at_mut(&mut self.active, c / 64) &= !(1 << (c % 64));
        } else {
            let (p, q) = (self.prev[c as usize], self.next[c as usize]);
            self.next[p as usize] = q;
            self.prev[q as usize] = p;
        }
        let (nodes, len) = (&mut self.nodes[..], &mut self.len[..]);
        let mut updates = 0;
        let mut rows = 0;
        let mut rr = at(nodes, c).down;
        while W != 0 && rr != c {
            let p = u32::from(at(&self.place, rr));
            for x in row_others::<W>(rr, p) {
                let Node { up, down, top, .. } = at(nodes, x);
                at_mut(nodes, up).down = down;
                at_mut(nodes, down).up = up;
                *at_mut(len, top as u32) -= 1;
            }
            updates += u64::from(W - 1);
            rows += 1;
            rr = at(nodes, rr).down;
        }
        while rr != c {
            let mut nn = at(nodes, rr).right;
            while nn != rr {
                let Node {
                    up,
                    down,
                    top,
                    right,
                } = at(nodes, nn);
                at_mut(nodes, up).down = down;
                at_mut(nodes, down).up = up;
                *at_mut(len, top as u32) -= 1;
                updates += 1;
                nn = right;
            }
            rows += 1;
            rr = at(nodes, rr).down;
        }
        self.counts.updates += updates + 1;
        if MEMS {
            self.counts.mems += 6 * updates + 3 * rows + 4;
        }
    }

    /// The inverse of `cover`: bottom to top and the header last. Within a row the nodes go
    /// back left to right, as in the engine: they lie in distinct columns, so their order is
    /// free, and `right` comes with each node's own read.
    #[inline(always)]
    fn uncover<const W: u32, const MEMS: bool, const B: bool>(&mut self, c: u32) {
        let (nodes, len) = (&mut self.nodes[..], &mut self.len[..]);
        let mut mems = 0;
        let mut rr = at(nodes, c).up;
        while W != 0 && rr != c {
            let p = u32::from(at(&self.place, rr));
            for x in row_others::<W>(rr, p) {
                let Node { up, down, top, .. } = at(nodes, x);
                at_mut(nodes, up).down = x;
                at_mut(nodes, down).up = x;
                *at_mut(len, top as u32) += 1;
            }
            mems += 6 * u64::from(W - 1) + 3;
            rr = at(nodes, rr).up;
        }
        while rr != c {
            let mut nn = at(nodes, rr).right;
            while nn != rr {
                let Node {
                    up,
                    down,
                    top,
                    right,
                } = at(nodes, nn);
                at_mut(nodes, up).down = nn;
                at_mut(nodes, down).up = nn;
                *at_mut(len, top as u32) += 1;
                mems += 6;
                nn = right;
            }
            mems += 3;
            rr = at(nodes, rr).up;
        }
        if B {
            *at_mut(&mut self.active, c / 64) |= 1 << (c % 64);
        } else {
            let (p, q) = (self.prev[c as usize], self.next[c as usize]);
            self.next[p as usize] = c;
            self.prev[q as usize] = c;
        }
        if MEMS {
            self.counts.mems += mems + 4;
        }
    }

    /// The MRV item: the active primary item with the fewest options, ties to the leftmost,
    /// stopping at an item with none as dlx1 does.
    #[inline(always)]
    fn choose<const MEMS: bool, const B: bool>(&mut self) -> u32 {
        if B {
            return self.choose_by_bits::<MEMS>();
        }
        let mut best = 0;
        let mut least = u32::MAX;
        let mut k = self.next[0];
        while k != 0 {
            let l = self.len[k as usize];
            if l < least {
                best = k;
                least = l;
                if l == 0 {
                    if MEMS {
                        self.counts.mems += 1;
                    }
                    break;
                }
            }
            if MEMS {
                self.counts.mems += 2;
            }
            k = self.next[k as usize];
        }
        if MEMS {
            self.counts.mems += 1;
        }
        best
    }

    /// Whether no primary item is left: the list's root alone, or with `B` no primary bit set.
    #[inline(always)]
    fn solved<const B: bool>(&self) -> bool {
        if !B {
            return self.next[0] == 0;
        }
        let last = self.primary as usize;
        (0..=last / 64).all(|w| {
            let bits = at(&self.active, w as u32);
            let mask = if w == last / 64 {
                u64::MAX >> (63 - last % 64)
            } else {
                u64::MAX
            };
            bits & mask == 0
        })
    }

    /// [`choose`](Self::choose) as the engine makes it for fewer than 128 primary items: over
    /// the set bits of the active set instead of along the list, the better item picked by
    /// conditional moves.
    #[inline(always)]
    fn choose_by_bits<const MEMS: bool>(&mut self) -> u32 {
        let mut best = 0;
        let mut least = u32::MAX;
        let mut mems = 1;
        let last = self.primary as usize;
        'scan: for w in 0..=last / 64 {
            let mut bits = at(&self.active, w as u32);
            if w == last / 64 {
                bits &= u64::MAX >> (63 - last % 64);
            }
            while bits != 0 {
                let k = (w * 64) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                let l = at(&self.len, k);
                let better = l < least;
                best = if better { k } else { best };
                least = if better { l } else { least };
                if l == 0 {
                    mems += 1;
                    break 'scan;
                }
                mems += 2;
            }
        }
        if MEMS {
            self.counts.mems += mems;
        }
        best
    }

    /// The same search as [`count`](Self::count) (without `BOOK`), written as the engine
    /// writes it: a loop over Knuth's labels as phases, with the level and the choices in
    /// variables and an array instead of the call stack. What it costs over the recursion is
    /// what the phase dispatch itself costs, covers and uncovers being whole here.
    pub fn count_phases<const W: u32>(&mut self) -> Counts {
        #[derive(Clone, Copy)]
        enum Phase {
            Forward,
            Advance,
            Backup,
            Recover,
        }
        let mut phase = Phase::Forward;
        let mut level = 0;
        let mut best = 0;
        let mut cur = 0;
        loop {
            match phase {
                Phase::Forward => {
                    self.counts.nodes += 1;
                    if self.next[0] == 0 {
                        self.counts.solutions += 1;
                        phase = Phase::Backup;
                        continue;
                    }
                    best = self.choose::<false, false>();
                    self.cover::<W, false, false>(best);
                    cur = self.node(best).down;
                    phase = Phase::Advance;
                }
                Phase::Advance => {
                    if cur == best {
                        self.uncover::<W, false, false>(best);
                        phase = Phase::Backup;
                        continue;
                    }
                    self.choice[level] = cur;
                    let mut j = self.node(cur).right;
                    while j != cur {
                        self.cover::<W, false, false>(self.node(j).top as u32);
                        j = self.node(j).right;
                    }
                    level += 1;
                    phase = Phase::Forward;
                }
                Phase::Backup => {
                    if level == 0 {
                        return self.counts;
                    }
                    level -= 1;
                    cur = self.choice[level];
                    best = self.node(cur).top as u32;
                    phase = Phase::Recover;
                }
                Phase::Recover => {
                    let mut j = left(&self.nodes, cur);
                    while j != cur {
                        self.uncover::<W, false, false>(self.node(j).top as u32);
                        j = left(&self.nodes, j);
                    }
                    cur = self.node(cur).down;
                    phase = Phase::Advance;
                }
            }
        }
    }

    /// Algorithm X from the search-tree node at `level`: a solution if no primary item is
    /// left, else each option of the MRV item in turn, its other items covered left to right
    /// and uncovered right to left.
    fn search<const W: u32, const MEMS: bool, const BOOK: bool, const B: bool>(
        &mut self,
        level: usize,
    ) {
        self.counts.nodes += 1;
        if BOOK {
            self.profile[level] += 1;
            self.max_level = self.max_level.max(level as u32);
        }
        if self.solved::<B>() {
            self.counts.solutions += 1;
            return;
        }
        let best = self.choose::<MEMS, B>();
        self.cover::<W, MEMS, B>(best);
        let mut r = self.node(best).down;
        while r != best {
            if BOOK {
                self.choice[level] = r;
            }
            let mut j = self.node(r).right;
            while j != r {
                self.cover::<W, MEMS, B>(self.node(j).top as u32);
                j = self.node(j).right;
            }
            self.search::<W, MEMS, BOOK, B>(level + 1);
            let mut j = left(&self.nodes, r);
            while j != r {
                self.uncover::<W, MEMS, B>(self.node(j).top as u32);
                j = left(&self.nodes, j);
            }
            r = self.node(r).down;
        }
        self.uncover::<W, MEMS, B>(best);
    }
}

#[inline(always)]
fn at<T: Copy>(v: &[T], x: u32) -> T {
    debug_assert!((x as usize) < v.len());
    // SAFETY: every link is the index of a node and every `top` a header's, set by
    // `Yardstick::new` and kept so by exact inverses (the engine's own argument,
    // `src/search/unchecked.rs`).
    unsafe { *v.get_unchecked(x as usize) }
}

#[inline(always)]
fn at_mut<T>(v: &mut [T], x: u32) -> &mut T {
    debug_assert!((x as usize) < v.len());
    // SAFETY: as in `at`.
    unsafe { v.get_unchecked_mut(x as usize) }
}

/// The node left of `x` in its option, found as `dlx1` finds it: the one before it, unless
/// that is a spacer, whose `down` is then the last node of `x`'s option.
#[inline(always)]
fn left(nodes: &[Node], x: u32) -> u32 {
    let before = at(nodes, x - 1);
    if before.top <= 0 {
        before.down
    } else {
        x - 1
    }
}

/// The other nodes of the option holding node `r`, at place `p` in an option of `W` nodes:
/// the engine's walk by address (`Search::row_others`), for options all of one width.
#[inline(always)]
fn row_others<const W: u32>(r: u32, p: u32) -> impl Iterator<Item = u32> {
    (1..W).map(move |j| if p + j >= W { r + j - W } else { r + j })
}

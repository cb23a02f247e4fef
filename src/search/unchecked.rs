//! Every `unsafe` block of the crate, each with a `SAFETY` comment saying why it is sound: the
//! reads and writes of the search's arrays by address, without bounds checks, for the hot
//! loops only; and the MRV scan's x86 vector instructions, called only where the processor
//! has them.
//!
//! Each unchecked access is here because a benchmark showed that its bounds check costs the
//! search time (BENCHMARKS.md, "Why the engine is laid out this way"); addresses instead of
//! indices save the multiplication by 16 at every link followed (x86 and wasm then address a
//! node as base + link, with no shift).
//!
//! # Why an address is always in bounds
//!
//! Every address the search follows is read from a link (`up`, `down`, `right`, `left[]`) or
//! made by `addr` from an item list entry or from a node index of an event this search
//! reported, and every such value is set in `with_heuristic` to `addr(i)` for an existing node
//! or header `i`: `base` plus a multiple of `NODE_BYTES` below `NODE_BYTES * nodes.len()`, so
//! the `Node` read there lies inside the vector and is aligned (`Node` is four `u32`s,
//! `repr(C)`; in wasm `base` is the vector's own address, and the pointer is made from the
//! vector's pointer with `with_addr`, so it keeps that allocation's provenance). The vector's
//! buffer never moves: nothing is pushed after `with_heuristic`, moving a `Search` moves only
//! the vector's handle, and `Search` is not `Clone` (a copy would hold links into the
//! original's buffer). Likewise an option node's `top` is set once to `len_base` plus
//! `LEN_BYTES` times its header's index, below `len.len()`, and never written again (in wasm,
//! `len_mut` makes the pointer from the vector's with `with_addr`); the MRV walk reads `len` at
//! the same place for an index whose bit is set in `active`, which has bits only for items
//! 1..=N. Afterwards links are only ever overwritten with values read from other links or with
//! the address of the node being relinked, so they stay valid; `nodes`, `left`, `place` and
//! `len` never change length, and nothing outside the `search` module can write them. The
//! debug assertions check this in every test run, natively and in the wasm tests.

use super::layout::{Node, LEN_BYTES};
#[cfg(target_arch = "x86_64")]
use super::mrv::{mrv_in, LANES};
use super::Search;

/// The element of the array at `array` that a link names: the one at address `a` in wasm (the
/// pointer made from the array's with `with_addr`, so that it keeps the array's provenance),
/// the one at byte offset `a` natively (see `wasm_base`).
///
/// # Safety
/// `a` must name an element of that array (`Search`'s links and `top`s always do: see the
/// module's note).
#[inline(always)]
unsafe fn element_at<T>(array: *mut T, a: u32) -> *mut T {
    #[cfg(target_arch = "wasm32")]
    return array.with_addr(a as usize);
    #[cfg(not(target_arch = "wasm32"))]
    // SAFETY: by the caller's contract `a` is the byte offset of an element of the array, so
    // the pointer stays inside the array's allocation.
    return unsafe { array.byte_add(a as usize) };
}

impl Search {
    /// The node at address `a`.
    #[inline(always)]
    pub(super) fn node(&self, a: u32) -> Node {
        debug_assert!(self.is_node(a), "address {a}");
        // SAFETY: `a` is a node's address (see the module's note); only read here.
        unsafe { *element_at(self.nodes.as_ptr().cast_mut(), a) }
    }

    /// The node at address `a`, to write its links.
    #[inline(always)]
    pub(super) fn node_mut(&mut self, a: u32) -> &mut Node {
        debug_assert!(self.is_node(a), "address {a}");
        // SAFETY: `a` is a node's address (see the module's note).
        unsafe { &mut *element_at(self.nodes.as_mut_ptr(), a) }
    }

    /// The `len` at `l`, an option node's `top` (see `len_base`).
    #[inline(always)]
    pub(super) fn len_mut(&mut self, l: u32) -> &mut u32 {
        debug_assert!(
            l >= self.len_base()
                && (l - self.len_base()).is_multiple_of(LEN_BYTES)
                && (((l - self.len_base()) / LEN_BYTES) as usize) < self.len.len(),
            "len at {l}"
        );
        // SAFETY: `l` is an option node's `top`, the place of an entry of `len` (checked above
        // in debug builds), which never moves: `Search` does not grow it and is not `Clone`.
        unsafe { &mut *element_at(self.len.as_mut_ptr(), l) }
    }

    /// The previous node of the option holding the node at address `a`, circularly.
    #[inline(always)]
    pub(super) fn left_of(&self, a: u32) -> u32 {
        debug_assert!((self.index(a) as usize) < self.left.len(), "address {a}");
        // SAFETY: `a` is a node's address (see the module's note), so its index is below
        // `nodes.len()`, which is `left.len()`.
        *unsafe { self.left.get_unchecked(self.index(a) as usize) }
    }

    /// The word of the active set that holds item `c`'s bit.
    #[inline(always)]
    pub(super) fn active_word(&mut self, c: u32) -> &mut u64 {
        debug_assert!((c as usize / 64) < self.active.len(), "item {c}");
        // SAFETY: `c` is an item header's index (from a header address, a `top` link or an
        // event of this search), at most N + 1, and `active` has a bit for each of 0..=N+1.
        unsafe { self.active.get_unchecked_mut(c as usize / 64) }
    }

    /// The place in its option of the option node at address `r` (0 for the first node), for
    /// `row_others`.
    #[inline(always)]
    pub(super) fn place_of(&self, r: u32) -> u32 {
        debug_assert!((self.index(r) as usize) < self.place.len(), "address {r}");
        // SAFETY: `r` is the address of an option node (see the module's note), so its
        // index is below `nodes.len()`, which is `place.len()`. Unchecked because this read
        // heads the fixed-width walk of every row hidden or unhidden (BENCHMARKS.md).
        u32::from(unsafe { *self.place.get_unchecked(self.index(r) as usize) })
    }
}

/// The MRV scan ([`mrv`](super::mrv::mrv)) with the widest x86 vector instructions the
/// processor has, AVX-512 or AVX2, or `None` when it has neither (then the baseline SSE2 code
/// scans).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(super) fn mrv_x86(lens: &[u32]) -> Option<usize> {
    if std::arch::is_x86_feature_detected!("avx512f") {
        // SAFETY: the processor has AVX-512F, as just checked (std caches the answer).
        return Some(unsafe { mrv_avx512(lens) });
    }
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, as just checked (std caches the answer).
        return Some(unsafe { mrv_avx2(lens) });
    }
    None
}

/// The AVX2 scan, for the tests that compare it with the others on a processor that would
/// pick AVX-512; `None` without AVX2.
#[cfg(all(test, target_arch = "x86_64"))]
pub(super) fn mrv_avx2_where_supported(lens: &[u32]) -> Option<usize> {
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, as just checked.
        return Some(unsafe { mrv_avx2(lens) });
    }
    None
}

/// [`mrv`](super::mrv::mrv) compiled for AVX2: eight `i32` minima in one instruction where
/// the x86-64 baseline (SSE2) needs four instructions for four.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline(never)]
fn mrv_avx2(lens: &[u32]) -> usize {
    mrv_in(lens)
}

/// [`mrv`](super::mrv::mrv) with AVX-512: sixteen entries per instruction, each lane keeping
/// its least entry and that entry's position, and the entries after the last whole block read
/// with a masked load (lanes past the end read as the largest entry) instead of one at a time.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
#[inline(never)]
fn mrv_avx512(lens: &[u32]) -> usize {
    use std::arch::x86_64::*;
    const _: () = assert!(LANES == 16);
    let n = lens.len();
    let ptr = lens.as_ptr().cast::<i32>();
    let mut min = _mm512_set1_epi32(i32::MAX);
    let mut at = _mm512_setzero_si512();
    let mut position = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    let step = _mm512_set1_epi32(LANES as i32);
    let mut i = 0;
    while i + LANES <= n {
        // SAFETY: entries i..i + 16 are inside `lens`.
        let v = unsafe { _mm512_loadu_epi32(ptr.add(i)) };
        let less = _mm512_cmplt_epi32_mask(v, min);
        min = _mm512_mask_mov_epi32(min, less, v);
        at = _mm512_mask_mov_epi32(at, less, position);
        position = _mm512_add_epi32(position, step);
        i += LANES;
    }
    if i < n {
        let inside: __mmask16 = (1 << (n - i)) - 1;
        // SAFETY: only the lanes in `inside`, entries i..n of `lens`, are read; a masked-off
        // lane is not accessed (and cannot fault).
        let v = unsafe { _mm512_mask_loadu_epi32(_mm512_set1_epi32(i32::MAX), inside, ptr.add(i)) };
        let less = _mm512_cmplt_epi32_mask(v, min);
        min = _mm512_mask_mov_epi32(min, less, v);
        at = _mm512_mask_mov_epi32(at, less, position);
    }
    let least = _mm512_reduce_min_epi32(min);
    let holds = _mm512_cmpeq_epi32_mask(min, _mm512_set1_epi32(least));
    _mm512_mask_reduce_min_epi32(holds, at) as usize
}

//! The choice of the item to branch on: Knuth's MRV heuristic (the active primary item with
//! the fewest options left, ties to the leftmost) or simply the leftmost, and the scans that
//! find the least `len`.

use super::layout::{COVERED, LEN_BYTES};
use super::machine::Control;
use super::Search;

/// How the search picks the item to branch on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Heuristic {
    /// Minimum remaining values: the active primary item with the smallest `len`, ties to the
    /// leftmost (Knuth's choice). The scan stops early at an item with `len` 0.
    #[default]
    Mrv,
    /// Always the leftmost active primary item.
    First,
}

/// A name that is no branching rule's, as [`Heuristic`]'s `FromStr` reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownHeuristic(pub String);

impl std::fmt::Display for UnknownHeuristic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown heuristic `{}`: use `mrv` or `first`", self.0)
    }
}

impl std::error::Error for UnknownHeuristic {}

/// A rule by its name: `mrv` or `first`.
///
/// ```
/// use dlx::Heuristic;
/// assert_eq!("first".parse(), Ok(Heuristic::First));
/// assert!("best".parse::<Heuristic>().is_err());
/// ```
impl std::str::FromStr for Heuristic {
    type Err = UnknownHeuristic;

    fn from_str(name: &str) -> Result<Heuristic, UnknownHeuristic> {
        match name {
            "mrv" => Ok(Heuristic::Mrv),
            "first" => Ok(Heuristic::First),
            other => Err(UnknownHeuristic(other.to_string())),
        }
    }
}

/// From this many primary items on, the MRV choice scans all their `len`s with vector
/// instructions; below it, it walks the active ones, stopping at a `len` of 0 as dlx1 does.
pub(super) const WIDE: u32 = 128;

/// The MRV choice among the primary items' `len` entries: the position of the first smallest.
///
/// dlx1 walks the list of active items, where each `next` link must load before the following
/// `len` can be read; for a 9x9 Sudoku that walk would be most of the search. This reads the
/// array in blocks of `LANES` with no branch inside a block, which the compiler turns into
/// vector instructions: a minimum per lane first, then the first block holding that minimum.
#[inline(never)]
pub(super) fn mrv(lens: &[u32]) -> usize {
    #[cfg(target_arch = "x86_64")]
    if let Some(k) = super::unchecked::mrv_x86(lens) {
        return k;
    }
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    return mrv_simd128(lens);
    #[allow(unreachable_code)]
    mrv_in(lens)
}

/// [`mrv`] written with wasm's SIMD instructions, in two passes: the least entry (one load and
/// one minimum per four entries), then the first block that holds it, found with an early
/// exit. Compiled from [`mrv_in`], LLVM takes the lanes out of their vectors one at a time at
/// the end of the scan, and V8 makes a lane select three instructions. Natively the one pass
/// of `mrv_in` stays: AVX2 has a lane select in one instruction. The entries after the whole
/// blocks go as one more block, read from the end, rather than through a scalar loop with a
/// branch per entry (BENCHMARKS.md has the figures for each of these).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
fn mrv_simd128(lens: &[u32]) -> usize {
    use core::arch::wasm32::*;
    let n = lens.len();
    if n < LANES {
        return mrv_in(lens);
    }
    let load = |four: &[u32]| u32x4(four[0], four[1], four[2], four[3]);
    // The whole blocks, then the last LANES entries as one more block when entries are left
    // after them. That block overlaps the ones before it, which changes neither the least
    // entry nor, as the blocks before it are searched first, the first place that holds it;
    // and the entries left over take no scalar loop with a branch per entry.
    let blocks = lens.chunks_exact(LANES);
    let tail = (!blocks.remainder().is_empty()).then(|| &lens[n - LANES..]);
    let mut min = [i32x4_splat(i32::MAX); LANES / 4];
    let mut fold = |block: &[u32]| {
        for (j, four) in block.chunks_exact(4).enumerate() {
            min[j] = i32x4_min(load(four), min[j]);
        }
    };
    blocks.clone().for_each(&mut fold);
    if let Some(block) = tail {
        fold(block);
    }
    let v = i32x4_min(i32x4_min(min[0], min[1]), i32x4_min(min[2], min[3]));
    let v = i32x4_min(v, i32x4_shuffle::<2, 3, 0, 1>(v, v));
    let v = i32x4_min(v, i32x4_shuffle::<1, 0, 3, 2>(v, v));
    let least_v = i32x4_splat(i32x4_extract_lane::<0>(v));
    // Each block's entries equal to the least as 16 bits: the first set bit of the first
    // block with any is the place.
    let holds = |block: &[u32]| {
        let mut mask = 0u32;
        for (j, four) in block.chunks_exact(4).enumerate() {
            mask |= u32::from(i32x4_bitmask(i32x4_eq(load(four), least_v))) << (4 * j);
        }
        mask
    };
    for (b, block) in blocks.enumerate() {
        let mask = holds(block);
        if mask != 0 {
            return b * LANES + mask.trailing_zeros() as usize;
        }
    }
    n - LANES + tail.map_or(0, |block| holds(block).trailing_zeros() as usize)
}

/// The body of [`mrv`], inlined into each compiled version.
#[inline(always)]
pub(super) fn mrv_in(lens: &[u32]) -> usize {
    // Entries are below 2^31, so they compare as `i32`, for which SSE4.1 and wasm's SIMD have
    // a minimum instruction (SSE2 a comparison without a sign flip). One pass: each lane keeps
    // its least entry and the first block where it saw it (a strict `<` keeps the first), so
    // no second pass has to look for the block, with a hard-to-predict branch per block.
    let mut min = [i32::MAX; LANES];
    let mut at = [0i32; LANES];
    let blocks = lens.chunks_exact(LANES);
    let rest = blocks.remainder();
    for (b, block) in blocks.enumerate() {
        for j in 0..LANES {
            let l = block[j] as i32;
            let less = l < min[j];
            min[j] = if less { l } else { min[j] };
            at[j] = if less { b as i32 } else { at[j] };
        }
    }
    // The least entry, then the first position holding it: the lanes' positions where their
    // minimum is the least, else past the end, and the least of those.
    let least = least_lane(min);
    let mut first = [i32::MAX; LANES];
    for j in 0..LANES {
        let position = at[j] * LANES as i32 + j as i32;
        first[j] = if min[j] == least { position } else { i32::MAX };
    }
    let first = least_lane(first);
    // The last, partial block comes after every whole one: it wins only with a smaller entry.
    let base = lens.len() - rest.len();
    let mut best = (least, first as usize);
    for (k, &l) in rest.iter().enumerate() {
        if (l as i32) < best.0 {
            best = (l as i32, base + k);
        }
    }
    best.1
}

/// The least of `v`, by halving the lanes until one is left: vector minima, where taking
/// them one lane at a time costs a lane extraction each.
#[inline(always)]
pub(super) fn least_lane(mut v: [i32; LANES]) -> i32 {
    let mut width = LANES / 2;
    while width > 0 {
        for j in 0..width {
            v[j] = v[j].min(v[j + width]);
        }
        width /= 2;
    }
    v[0]
}

/// The entries the MRV scan reads per block (see `mrv`).
pub(super) const LANES: usize = 16;

impl Search {
    /// Picks the item to branch on; returns its header index and `len`.
    #[inline(always)]
    pub(super) fn choose(&mut self, c: &mut Control) -> (u32, u32) {
        let mut mems: u64 = 1;
        let best = match self.heuristic {
            // The first item of the list, which is in the items' order (`active_items`): the
            // least set bit of the active set (a primary one: the search is not `solved`).
            Heuristic::First => self
                .active
                .iter()
                .enumerate()
                .find(|(_, &w)| w != 0)
                .map_or(0, |(w, bits)| w as u32 * 64 + bits.trailing_zeros()),
            Heuristic::Mrv => {
                // dlx1 walks the list of active primary items and charges two mems per item,
                // one for a `len` of 0 where it stops; the scan reads the same from `len`.
                if self.wide {
                    let lens = &self.len[1..=self.primary as usize];
                    let k = mrv(lens);
                    let k = k as u32 + 1;
                    // dlx1 would stop at a 0, after the active items before it.
                    let (end, zero) = if lens[k as usize - 1] == 0 {
                        (k, 1)
                    } else {
                        (self.primary + 1, 0)
                    };
                    mems += 2 * self.active_below(end) + zero;
                    k
                } else {
                    let mut best = 0;
                    let mut t = u32::MAX;
                    let last = self.primary as usize;
                    'scan: for w in 0..=last / 64 {
                        let mut bits = self.active[w];
                        if w == last / 64 {
                            bits &= u64::MAX >> (63 - last % 64);
                        }
                        while bits != 0 {
                            let k = (w * 64) as u32 + bits.trailing_zeros();
                            bits &= bits - 1;
                            let len = *self.len_mut(self.len_base() + k * LEN_BYTES);
                            // Written so that it compiles to conditional moves (checked in
                            // the x86 and wasm builds), not a branch: which item is smaller
                            // is what the processor cannot predict (BENCHMARKS.md).
                            let better = len < t;
                            best = if better { k } else { best };
                            t = if better { len } else { t };
                            if len == 0 {
                                mems += 1;
                                break 'scan;
                            }
                            mems += 2;
                        }
                    }
                    best
                }
            }
        };
        c.stats.mems += mems;
        (self.addr(best), self.len[best as usize] & !COVERED)
    }

    /// The number of items in their lists with header index below `end`.
    #[inline(always)]
    fn active_below(&self, end: u32) -> u64 {
        let (words, bits) = ((end / 64) as usize, end % 64);
        let whole: u32 = self.active[..words].iter().map(|w| w.count_ones()).sum();
        let part = match bits {
            0 => 0,
            b => (self.active[words] & (u64::MAX >> (64 - b))).count_ones(),
        };
        u64::from(whole + part)
    }
}

#[cfg(test)]
mod tests {
    use super::{mrv, mrv_in, COVERED, LANES};
    use proptest::prelude::*;

    /// The first position of the least entry, one entry at a time.
    fn first_least(lens: &[u32]) -> usize {
        let least = lens.iter().min().copied().unwrap_or(0);
        lens.iter().position(|&l| l == least).unwrap_or(0)
    }

    proptest! {
        // Few distinct values, so that ties (which must go to the leftmost) are common, with
        // covered entries mixed in, at every length around the block size.
        #[test]
        fn the_scan_finds_the_first_least_entry(
            lens in prop::collection::vec(
                prop_oneof![0u32..4, Just(COVERED), (0u32..4).prop_map(|l| l | COVERED)],
                1..(5 * LANES),
            )
        ) {
            prop_assert_eq!(mrv_in(&lens), first_least(&lens));
            prop_assert_eq!(mrv(&lens), first_least(&lens));
            #[cfg(target_arch = "x86_64")]
            if let Some(k) = super::super::unchecked::mrv_avx2_where_supported(&lens) {
                prop_assert_eq!(k, first_least(&lens));
            }
        }
    }

    #[test]
    fn ties_go_to_the_leftmost_in_every_lane_and_block() {
        for n in 1..(3 * LANES + 3) {
            for at in 0..n {
                for later in at..n {
                    let mut lens = vec![5; n];
                    lens[at] = 1;
                    lens[later] = 1;
                    assert_eq!(mrv(&lens), at, "n {n}, least at {at} and {later}");
                }
            }
        }
    }
}

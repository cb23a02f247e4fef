//! Exact covering with multiplicities and colors (Knuth's MCC): Algorithm M of TAOCP 7.2.2.1,
//! as his program `dlx3` runs it, for problems whose primary items have bounds other than
//! `1:1` (`u:v|a`).
//!
//! It is a search of its own, on `dlx3`'s layout (a node's `up`, `down`, item and color; an
//! item's `prev`, `next`, `bound` and `slack`), so that the plain search's layout, scans and
//! instances stay as they are: a problem takes this path only when it has bounds. It runs at
//! full speed, resumably (it pauses between search-tree nodes), and counts solutions, nodes,
//! updates, cleansings and mems where `dlx3` counts them, so that its counts can be compared
//! with `dlx3`'s. It is not stepped event by event (see `Search::for_stepping`): undoing a
//! tweak needs the whole column restored at once from `first_tweak`, which the plain search's
//! one-link-per-event history cannot express at the same cost.

use super::{Heuristic, Progress, Stats};
use crate::problem::{OptionId, Problem};

/// A score above any an item can have: no active primary item, a solution.
const INFTY: i64 = i64::MAX;

/// Where the search is in `dlx3`'s loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    Forward,
    Advance,
    Backup,
    Backdown,
    Done,
}

/// The state of an MCC search: `dlx3`'s arrays and registers.
#[derive(Debug)]
pub(super) struct Mcc {
    heuristic: Heuristic,
    /// Item `c` (1..`last_itm`, primary below `second`) is linked in the active list by
    /// `prev`/`next`, 0 being the root.
    prev: Vec<u32>,
    next: Vec<u32>,
    /// How many more options may cover the item, and the difference of its bounds.
    bound: Vec<i64>,
    slack: Vec<i64>,
    up: Vec<u32>,
    down: Vec<u32>,
    /// A node's item; for a header, its list's length; for a spacer, minus its option's number
    /// (from 1), 0 for the first spacer.
    itm: Vec<i64>,
    /// A node's color code (0 for none), -1 while a purification has marked it.
    color: Vec<i64>,
    second: u32,
    last_itm: u32,
    level: usize,
    choice: Vec<u32>,
    first_tweak: Vec<u32>,
    /// The score (branching degree) of the item chosen at each level, for progress reports.
    scor: Vec<i64>,
    best_itm: u32,
    cur_node: u32,
    label: Label,
    stats: Stats,
    profile: Vec<u64>,
}

impl Mcc {
    pub(super) fn new(problem: &Problem, heuristic: Heuristic) -> Mcc {
        let n = problem.item_count();
        let primary = problem.primary_count();
        let last_itm = n + 1;
        let total = last_itm + 1 + problem.option_count() + problem.node_count();
        let mut m = Mcc {
            heuristic,
            prev: vec![0; last_itm],
            next: vec![0; last_itm],
            bound: vec![0; last_itm],
            slack: vec![0; last_itm],
            up: vec![0; total],
            down: vec![0; total],
            itm: vec![0; total],
            color: vec![0; total],
            second: primary as u32 + 1,
            last_itm: last_itm as u32,
            level: 0,
            choice: Vec::new(),
            first_tweak: Vec::new(),
            scor: Vec::new(),
            best_itm: 0,
            cur_node: 0,
            label: Label::Forward,
            stats: Stats::default(),
            profile: Vec::new(),
        };
        for c in 1..last_itm {
            if c <= primary {
                m.prev[c] = c as u32 - 1;
                m.next[c - 1] = c as u32;
                let (lower, upper) = problem.item_bounds(crate::ItemId(c as u32 - 1));
                m.bound[c] = upper as i64;
                m.slack[c] = (upper - lower) as i64;
            } else {
                m.prev[c] = c as u32;
                m.next[c] = c as u32;
            }
            m.up[c] = c as u32;
            m.down[c] = c as u32;
        }
        m.prev[0] = primary as u32;
        m.next[primary] = 0;
        let codes = problem.color_codes();
        let mut entry = 0;
        let mut x = last_itm;
        for option in problem.options() {
            let spacer = x;
            for &item in problem.option_items(option) {
                x += 1;
                let k = item.index() + 1;
                m.itm[x] = k as i64;
                m.color[x] = codes.get(entry).map_or(0, |&c| c as i64);
                entry += 1;
                m.itm[k] += 1;
                let r = m.up[k];
                m.down[r as usize] = x as u32;
                m.up[k] = x as u32;
                m.up[x] = r;
                m.down[x] = k as u32;
            }
            m.down[spacer] = x as u32;
            x += 1;
            m.up[x] = spacer as u32 + 1;
            m.itm[x] = -(option.0 as i64 + 1);
        }
        debug_assert_eq!(x + 1, total);
        m
    }

    pub(super) fn stats(&self) -> Stats {
        self.stats
    }

    pub(super) fn profile(&self) -> &[u64] {
        &self.profile
    }

    pub(super) fn is_finished(&self) -> bool {
        self.label == Label::Done
    }

    pub(super) fn level(&self) -> u32 {
        self.level as u32
    }

    /// The options of the current path, one per level that chose one (a level may choose none,
    /// Knuth's null move on an item whose lower bound is already met).
    pub(super) fn chosen(&self) -> impl Iterator<Item = OptionId> + '_ {
        self.choice[..self.level]
            .iter()
            .filter(|&&p| p >= self.last_itm)
            .map(|&p| self.option_of(p))
    }

    /// For each level of the path, `(k, d)`: the move made there is the `k`-th of the `d`
    /// its item's score allowed, counted from the top its column had when the item was
    /// chosen (tweaked nodes keep their `down` links), as `dlx3`'s progress reports count.
    pub(super) fn branches(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..self.level).map(|l| {
            let chosen = self.choice[l];
            let mut p = match self.first_tweak[l] {
                0 => {
                    let c = if chosen < self.last_itm {
                        chosen
                    } else {
                        self.itm[chosen as usize] as u32
                    };
                    self.down[c as usize]
                }
                top => top,
            };
            let mut k = 1;
            while p != chosen {
                k += 1;
                p = self.down[p as usize];
            }
            (k, self.scor[l] as u32)
        })
    }

    fn option_of(&self, p: u32) -> OptionId {
        let mut q = p as usize;
        while self.itm[q] > 0 {
            q += 1;
        }
        OptionId((-self.itm[q] - 1) as u32)
    }

    /// Runs until `solutions_goal` solutions were found in all, the end, or a node would be
    /// entered with `pause_at` nodes counted already.
    pub(super) fn run(&mut self, pause_at: u64, solutions_goal: u64) -> Progress {
        loop {
            match self.label {
                Label::Forward => {
                    if self.stats.nodes >= pause_at {
                        return Progress::Paused;
                    }
                    if self.forward() {
                        self.label = Label::Backdown;
                        if self.stats.solutions >= solutions_goal {
                            return Progress::Solution;
                        }
                    }
                }
                Label::Advance => self.advance(),
                Label::Backup => {
                    self.restore_best();
                    self.label = Label::Backdown;
                }
                Label::Backdown => self.backdown(),
                Label::Done => return Progress::Finished,
            }
        }
    }

    fn mems(&mut self, k: u64) {
        self.stats.mems += k;
    }

    /// Enters a node: chooses the item to branch on and starts on it; true at a solution.
    fn forward(&mut self) -> bool {
        let s = &mut self.stats;
        s.nodes += 1;
        s.max_level = s.max_level.max(self.level as u32);
        if self.profile.len() <= self.level {
            self.profile.resize(self.level + 1, 0);
        }
        self.profile[self.level] += 1;
        let score = self.choose();
        if score <= 0 {
            self.label = Label::Backdown;
            return false;
        }
        if score == INFTY {
            self.stats.solutions += 1;
            return true;
        }
        if self.choice.len() <= self.level {
            self.choice.resize(self.level + 1, 0);
            self.first_tweak.resize(self.level + 1, 0);
            self.scor.resize(self.level + 1, 0);
        }
        self.scor[self.level] = score;
        let best = self.best_itm as usize;
        self.first_tweak[self.level] = 0;
        self.mems(2);
        self.cur_node = self.down[best];
        self.choice[self.level] = self.cur_node;
        self.mems(1);
        self.bound[best] -= 1;
        if self.bound[best] == 0 && self.slack[best] == 0 {
            self.cover(best, true);
        } else {
            self.mems(1);
            self.first_tweak[self.level] = self.cur_node;
            if self.bound[best] == 0 {
                self.cover(best, true);
            }
        }
        self.label = Label::Advance;
        false
    }

    /// `dlx3`'s choice: the active primary item of least branching degree `len + s - bound + 1`
    /// (`s` the least of `bound` and `slack`); ties to the smaller `s`, then to the longer list,
    /// then to the leftmost. With [`Heuristic::First`], the leftmost active item. Returns the
    /// score, [`INFTY`] when no primary item is active.
    fn choose(&mut self) -> i64 {
        let mut score = INFTY;
        let (mut best_s, mut best_l) = (0, 0);
        self.mems(1);
        let mut k = self.next[0] as usize;
        while k != 0 {
            self.mems(1);
            let s = self.slack[k].min(self.bound[k]);
            let len = self.itm[k];
            let t = len + s - self.bound[k] + 1;
            if t <= score && (t < score || s < best_s || (s == best_s && len > best_l)) {
                score = t;
                self.best_itm = k as u32;
                best_s = s;
                best_l = len;
            }
            if self.heuristic == Heuristic::First {
                break;
            }
            self.mems(1);
            k = self.next[k] as usize;
        }
        score
    }

    fn advance(&mut self) {
        let best = self.best_itm as usize;
        let cur = self.cur_node as usize;
        self.mems(1);
        let exhausted = if self.bound[best] == 0 && self.slack[best] == 0 {
            cur == best
        } else {
            self.mems(2);
            self.itm[best] <= self.bound[best] - self.slack[best]
        };
        if exhausted {
            self.label = Label::Backup;
            return;
        }
        if self.bound[best] != 0 || self.slack[best] != 0 {
            if cur != best {
                self.tweak(cur, self.bound[best] != 0);
            } else if self.bound[best] != 0 {
                self.deactivate(best);
            }
        }
        if cur >= self.last_itm as usize {
            let mut pp = cur + 1;
            while pp != cur {
                self.mems(1);
                let cc = self.itm[pp];
                if cc <= 0 {
                    self.mems(1);
                    pp = self.up[pp] as usize;
                    continue;
                }
                let cc = cc as usize;
                if cc < self.second as usize {
                    self.mems(2);
                    self.bound[cc] -= 1;
                    if self.bound[cc] == 0 {
                        self.cover(cc, true);
                    }
                } else if self.color[pp] == 0 {
                    self.cover(cc, true);
                } else if self.color[pp] > 0 {
                    self.purify(pp);
                }
                pp += 1;
            }
        }
        self.level += 1;
        self.label = Label::Forward;
    }

    fn backdown(&mut self) {
        if self.level == 0 {
            self.label = Label::Done;
            return;
        }
        self.level -= 1;
        self.mems(2);
        let cur = self.choice[self.level] as usize;
        self.cur_node = cur as u32;
        if cur < self.last_itm as usize {
            // A null move: the item was deactivated, with nothing else to undo.
            self.best_itm = cur as u32;
            self.reactivate(cur);
            self.label = Label::Backup;
            return;
        }
        self.best_itm = self.itm[cur] as u32;
        let mut pp = cur - 1;
        while pp != cur {
            self.mems(1);
            let cc = self.itm[pp];
            if cc <= 0 {
                self.mems(1);
                pp = self.down[pp] as usize;
                continue;
            }
            let cc = cc as usize;
            if cc < self.second as usize {
                self.mems(1);
                if self.bound[cc] == 0 {
                    self.uncover(cc, true);
                }
                self.mems(1);
                self.bound[cc] += 1;
            } else if self.color[pp] == 0 {
                self.uncover(cc, true);
            } else if self.color[pp] > 0 {
                self.unpurify(pp);
            }
            pp -= 1;
        }
        self.mems(2);
        self.cur_node = self.down[cur];
        self.choice[self.level] = self.cur_node;
        self.label = Label::Advance;
    }

    /// Puts the chosen item back as it was when it was chosen (`dlx3`'s backup).
    fn restore_best(&mut self) {
        let best = self.best_itm as usize;
        self.mems(1);
        if self.bound[best] == 0 && self.slack[best] == 0 {
            self.uncover(best, true);
        } else {
            self.mems(1);
            self.untweak(
                best,
                self.first_tweak[self.level] as usize,
                self.bound[best] != 0,
            );
        }
        self.mems(2);
        self.bound[best] += 1;
    }

    fn deactivate(&mut self, c: usize) {
        self.mems(3);
        let (p, q) = (self.prev[c], self.next[c]);
        self.next[p as usize] = q;
        self.prev[q as usize] = p;
    }

    fn reactivate(&mut self, c: usize) {
        self.mems(3);
        let (p, q) = (self.prev[c], self.next[c]);
        self.next[p as usize] = c as u32;
        self.prev[q as usize] = c as u32;
    }

    /// Takes node `nn` out of its item's list.
    fn hide_node(&mut self, nn: usize, cc: usize) {
        self.mems(4);
        let (uu, dd) = (self.up[nn] as usize, self.down[nn] as usize);
        self.down[uu] = dd as u32;
        self.up[dd] = uu as u32;
        self.itm[cc] -= 1;
        self.stats.updates += 1;
    }

    /// Puts node `nn` back into its item's list.
    fn unhide_node(&mut self, nn: usize, cc: usize) {
        self.mems(4);
        let (uu, dd) = (self.up[nn] as usize, self.down[nn] as usize);
        self.down[uu] = nn as u32;
        self.up[dd] = nn as u32;
        self.itm[cc] += 1;
    }

    /// Hides the other nodes of the option of node `rr` (those not marked by a purification).
    fn hide_option(&mut self, rr: usize) {
        let mut nn = rr + 1;
        while nn != rr {
            self.mems(1);
            if self.color[nn] >= 0 {
                // `dlx3` reads the node's links before it looks at its item.
                self.mems(1);
                let cc = self.itm[nn];
                if cc <= 0 {
                    nn = self.up[nn] as usize;
                    continue;
                }
                self.hide_node(nn, cc as usize);
            }
            nn += 1;
        }
    }

    /// The inverse of [`hide_option`](Self::hide_option), left to right as `dlx3` does.
    fn unhide_option(&mut self, rr: usize) {
        let mut nn = rr + 1;
        while nn != rr {
            self.mems(1);
            if self.color[nn] >= 0 {
                // `dlx3` reads the node's links before it looks at its item.
                self.mems(1);
                let cc = self.itm[nn];
                if cc <= 0 {
                    nn = self.up[nn] as usize;
                    continue;
                }
                self.unhide_node(nn, cc as usize);
            }
            nn += 1;
        }
    }

    fn cover(&mut self, c: usize, deactivate: bool) {
        if deactivate {
            self.deactivate(c);
        }
        self.stats.updates += 1;
        self.mems(1);
        let mut rr = self.down[c] as usize;
        while rr >= self.last_itm as usize {
            self.hide_option(rr);
            self.mems(1);
            rr = self.down[rr] as usize;
        }
    }

    fn uncover(&mut self, c: usize, reactivate: bool) {
        self.mems(1);
        let mut rr = self.down[c] as usize;
        while rr >= self.last_itm as usize {
            self.unhide_option(rr);
            self.mems(1);
            rr = self.down[rr] as usize;
        }
        if reactivate {
            self.reactivate(c);
        }
    }

    /// Hides the options whose color at `p`'s secondary item differs from `p`'s, and marks
    /// those with the same color (Knuth's purification, as in `dlx2`).
    fn purify(&mut self, p: usize) {
        self.mems(1);
        let (cc, x) = (self.itm[p] as usize, self.color[p]);
        self.stats.cleansings += 1;
        self.mems(1);
        let mut rr = self.down[cc] as usize;
        while rr >= self.last_itm as usize {
            self.mems(1);
            if self.color[rr] != x {
                // `dlx3` reads a node's links and item before its color here: two mems each.
                let mut nn = rr + 1;
                while nn != rr {
                    self.mems(2);
                    let c = self.itm[nn];
                    if c <= 0 {
                        nn = self.up[nn] as usize;
                        continue;
                    }
                    if self.color[nn] >= 0 {
                        self.hide_node(nn, c as usize);
                    }
                    nn += 1;
                }
            } else if rr != p {
                self.stats.cleansings += 1;
                self.mems(1);
                self.color[rr] = -1;
            }
            self.mems(1);
            rr = self.down[rr] as usize;
        }
    }

    /// The inverse of [`purify`](Self::purify), bottom to top.
    fn unpurify(&mut self, p: usize) {
        self.mems(1);
        let (cc, x) = (self.itm[p] as usize, self.color[p]);
        self.mems(1);
        let mut rr = self.up[cc] as usize;
        while rr >= self.last_itm as usize {
            self.mems(1);
            if self.color[rr] < 0 {
                self.mems(1);
                self.color[rr] = x;
            } else if rr != p {
                let mut nn = rr - 1;
                while nn != rr {
                    self.mems(2);
                    let c = self.itm[nn];
                    if c <= 0 {
                        nn = self.down[nn] as usize;
                        continue;
                    }
                    if self.color[nn] >= 0 {
                        self.unhide_node(nn, c as usize);
                    }
                    nn -= 1;
                }
            }
            self.mems(1);
            rr = self.up[rr] as usize;
        }
    }

    /// Hides node `n`, the top of its item's list, with its option's other nodes unless the
    /// item is covered already (`block` false): Knuth's tweak, which leaves `n` pointing at
    /// its old neighbours so that [`untweak`](Self::untweak) can restore the list at once.
    fn tweak(&mut self, n: usize, block: bool) {
        let mut nn = if block { n + 1 } else { n };
        loop {
            self.mems(1);
            if self.color[nn] >= 0 {
                // `dlx3` reads the node's links before it looks at its item.
                self.mems(1);
                let cc = self.itm[nn];
                if cc <= 0 {
                    nn = self.up[nn] as usize;
                    continue;
                }
                self.hide_node(nn, cc as usize);
            }
            if nn == n {
                break;
            }
            nn += 1;
        }
    }

    /// Undoes every tweak of item `c` since its list's top was `x`.
    fn untweak(&mut self, c: usize, x: usize, unblock: bool) {
        self.mems(2);
        let z = self.down[c] as usize;
        self.down[c] = x as u32;
        let (mut rr, mut qq, mut k) = (x, c, 0);
        while rr != z {
            self.mems(1);
            self.up[rr] = qq as u32;
            k += 1;
            if unblock {
                self.unhide_option(rr);
            }
            qq = rr;
            self.mems(1);
            rr = self.down[rr] as usize;
        }
        self.mems(1);
        self.up[rr] = qq as u32;
        self.mems(2);
        self.itm[c] += k;
        if !unblock {
            self.uncover(c, false);
        }
    }
}

/// Why [`Search::for_stepping`](crate::Search::for_stepping) refused a problem: it has multiplicities, whose search runs at
/// full speed only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotSteppable;

impl std::fmt::Display for NotSteppable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "a problem with multiplicities (`u:v|a`) is counted and solved, not stepped \
             event by event"
        )
    }
}

impl std::error::Error for NotSteppable {}

impl super::Search {
    /// A search to be stepped event by event ([`step`](Self::step), and back with
    /// [`step_back`](Self::step_back)).
    ///
    /// ```
    /// use dlx::{format, Heuristic, Search};
    /// let problem = format::parse_dlx("2|a b\na b\na\n").unwrap();
    /// assert!(Search::for_stepping(problem.clone(), Heuristic::Mrv).is_err());
    /// assert_eq!(Search::new(problem).count(None), 1);
    /// ```
    ///
    /// # Errors
    /// [`NotSteppable`] for a problem with multiplicities (Knuth's Algorithm M): its tweaks
    /// are undone a whole column at a time, from where the column's top was (`dlx3`'s
    /// `untweak`), which the history's one link per event cannot express without recording
    /// every column it restores.
    pub fn for_stepping(
        problem: Problem,
        heuristic: Heuristic,
    ) -> Result<super::Search, NotSteppable> {
        if problem.has_bounds() {
            return Err(NotSteppable);
        }
        Ok(super::Search::with_heuristic(problem, heuristic))
    }

    /// Whether [`step`](Self::step) runs this search (false for a problem with
    /// multiplicities, see [`for_stepping`](Self::for_stepping)).
    pub fn is_steppable(&self) -> bool {
        self.mcc.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{examples, format, Search};

    /// Counts with Algorithm M, whatever the problem's bounds.
    fn run_m(problem: &Problem, heuristic: Heuristic) -> (Stats, Vec<u64>) {
        let mut m = Mcc::new(problem, heuristic);
        assert_eq!(m.run(u64::MAX, u64::MAX), Progress::Finished);
        (m.stats(), m.profile().to_vec())
    }

    /// On a problem where every item is covered once, Algorithm M branches as Algorithm X
    /// (and Algorithm C with colors) does: `dlx3` on such input "almost exactly" matches
    /// `dlx2`, which the plain search matches. Nodes, cleansings, the profile and the
    /// solutions agree. Updates differ by one for each dead end: Algorithm X covers an item
    /// with no options left (one update, its header) before it finds the item empty, where
    /// `dlx3` backs up as soon as the item's score is 0. Mems differ, `dlx3` reading bounds.
    #[test]
    fn plain_problems_take_the_same_tree() {
        let mut problems = vec![examples::knuth(), examples::queens(6), examples::queens(8)];
        for k in 1..=4 {
            let path = format!(
                "{}/tests/data/xcc/random-{k}.dlx",
                env!("CARGO_MANIFEST_DIR")
            );
            let text = std::fs::read_to_string(path).unwrap();
            problems.push(format::parse_dlx(&text).unwrap());
        }
        for problem in problems {
            for h in [Heuristic::Mrv, Heuristic::First] {
                let mut plain = Search::with_heuristic(problem.clone(), h);
                let mut dead_ends = 0;
                while let Some(event) = plain.step() {
                    if let crate::Event::Choose { len: 0, .. } = event {
                        dead_ends += 1;
                    }
                }
                let (m, profile) = run_m(&problem, h);
                let mut p = plain.stats();
                p.updates -= dead_ends;
                let counts =
                    |s: Stats| (s.solutions, s.nodes, s.updates, s.cleansings, s.max_level);
                assert_eq!(counts(m), counts(p), "{h:?}");
                assert_eq!(profile, plain.profile(), "{h:?}");
            }
        }
    }

    /// The progress pairs say where the search is: `k` never exceeds `d`, and the share of
    /// the tree behind the search never goes down from one solution to the next.
    #[test]
    fn branches_stay_within_the_scores() {
        let text = "a 2:3|b 0:2|c | x\na b\nb c x:A\nb\nc x:B\na c\nb c\nb\n";
        let mut search = Search::new(format::parse_dlx(text).unwrap());
        let mut last = 0.0;
        let mut solutions = 0;
        while search.find_next() {
            solutions += 1;
            assert!(search.branches().count() > 0);
            for (k, d) in search.branches() {
                assert!(1 <= k && k <= d, "{k} of {d}");
            }
            let now = search.tree_fraction();
            assert!(now >= last, "{now} after {last}");
            last = now;
        }
        assert!(solutions > 1);
        assert_eq!(search.tree_fraction(), 1.0);
    }

    /// Pausing between nodes and going on gives the same run as one call.
    #[test]
    fn slices_resume_exactly() {
        let text = "a 2:3|b 0:2|c | x\na b\nb c x:A\nb\nc x:B\na c\nb c\n";
        let problem = format::parse_dlx(text).unwrap();
        let (whole, _) = run_m(&problem, Heuristic::Mrv);
        let mut m = Mcc::new(&problem, Heuristic::Mrv);
        let mut solutions = 0;
        loop {
            let budget = m.stats().nodes + 1;
            match m.run(budget, m.stats().solutions + 1) {
                Progress::Finished => break,
                Progress::Solution => solutions += 1,
                Progress::Paused => {}
            }
        }
        assert_eq!(solutions, whole.solutions);
        assert_eq!(m.stats(), whole);
    }
}

//! The engine's stepping against Algorithm X as TAOCP 7.2.2.1 writes it: a second, plain
//! implementation here, array for array (TOP, LLINK, RLINK, ULINK, DLINK, LEN), straight from
//! the book's (12)-(15):
//!
//! ```text
//!   cover(i):   p <- DLINK(i); while p != i { hide(p); p <- DLINK(p) };
//!               then l <- LLINK(i), r <- RLINK(i), RLINK(l) <- r, LLINK(r) <- l.
//!   hide(p):    q <- p + 1; while q != p { x <- TOP(q), u <- ULINK(q), d <- DLINK(q);
//!               if x <= 0 { q <- u } else { DLINK(u) <- d, ULINK(d) <- u, LEN(x) -= 1, q += 1 } }
//!   uncover(i): l <- LLINK(i), r <- RLINK(i), RLINK(l) <- i, LLINK(r) <- i;
//!               then p <- ULINK(i); while p != i { unhide(p); p <- ULINK(p) }.
//!   unhide(p):  q <- p - 1; while q != p { x <- TOP(q), u <- ULINK(q), d <- DLINK(q);
//!               if x <= 0 { q <- d } else { DLINK(u) <- q, ULINK(d) <- q, LEN(x) += 1, q -= 1 } }
//! ```
//!
//! Every elementary change it makes (a header out of or back into its list, one node out of or
//! back into its column) and every step of the search is logged with all the links after it.
//! The engine, stepped one event at a time, must report the same events in the same order and
//! hold the same links after each; stepped back, it must undo them in the reverse order and
//! come back through the same links, each step the mirror image of the one it undoes.

use dlx::{examples, format, Event, Heuristic, ItemId, NodeId, OptionId, Problem, Search};

/// Every link that a cover or an uncover can change, at one moment.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Links {
    /// (ULINK, DLINK) of every header and option node, by node index (spacers left out: their
    /// links never change).
    column: Vec<(usize, usize)>,
    /// LEN of every item, by header index 1..=N.
    len: Vec<i64>,
    /// (LLINK, RLINK) of 0..=N+1: both roots and every item.
    list: Vec<(usize, usize)>,
}

/// Algorithm X on TAOCP's arrays.
struct AlgorithmX {
    n: usize,
    first: bool,
    top: Vec<i64>,
    ulink: Vec<usize>,
    dlink: Vec<usize>,
    llink: Vec<usize>,
    rlink: Vec<usize>,
    /// The option of each option node (for the `Try` events).
    option: Vec<u32>,
    log: Vec<(Event, Links)>,
}

impl AlgorithmX {
    fn new(problem: &Problem, heuristic: Heuristic) -> AlgorithmX {
        let n = problem.item_count();
        let n1 = problem.primary_count();
        let mut x = AlgorithmX {
            n,
            first: heuristic == Heuristic::First,
            top: vec![0; n + 1],
            ulink: (0..=n).collect(),
            dlink: (0..=n).collect(),
            llink: vec![0; n + 2],
            rlink: vec![0; n + 2],
            option: vec![u32::MAX; n + 1],
            log: Vec::new(),
        };
        // Two circular lists: the primary items with head 0, the secondary ones with head N+1.
        let mut link = |head: usize, members: Vec<usize>| {
            let mut prev = head;
            for k in members {
                x.rlink[prev] = k;
                x.llink[k] = prev;
                prev = k;
            }
            x.rlink[prev] = head;
            x.llink[head] = prev;
        };
        link(0, (1..=n1).collect());
        link(n + 1, (n1 + 1..=n).collect());
        // The first spacer, then each option's nodes and the spacer after them.
        x.push_node(0, u32::MAX);
        let mut spacer = n + 1;
        for (j, o) in problem.options().enumerate() {
            let start = x.top.len();
            for &item in problem.option_items(o) {
                let i = item.index() + 1;
                let p = x.push_node(i as i64, o.0);
                let last = x.ulink[i];
                x.ulink[p] = last;
                x.dlink[p] = i;
                x.dlink[last] = p;
                x.ulink[i] = p;
                x.top[i] += 1;
            }
            let end = x.top.len() - 1;
            x.dlink[spacer] = end;
            spacer = x.push_node(-(j as i64 + 1), u32::MAX);
            x.ulink[spacer] = start;
        }
        x
    }

    fn push_node(&mut self, top: i64, option: u32) -> usize {
        self.top.push(top);
        self.ulink.push(0);
        self.dlink.push(0);
        self.option.push(option);
        self.top.len() - 1
    }

    fn links(&self) -> Links {
        Links {
            column: (1..self.top.len())
                .filter(|&p| p <= self.n || self.top[p] > 0)
                .map(|p| (self.ulink[p], self.dlink[p]))
                .collect(),
            len: (1..=self.n).map(|i| self.top[i]).collect(),
            list: (0..=self.n + 1)
                .map(|i| (self.llink[i], self.rlink[i]))
                .collect(),
        }
    }

    fn log(&mut self, event: Event) {
        let links = self.links();
        self.log.push((event, links));
    }

    fn item(i: usize) -> ItemId {
        ItemId(i as u32 - 1)
    }

    fn hide(&mut self, p: usize) {
        let mut q = p + 1;
        while q != p {
            let (x, u, d) = (self.top[q], self.ulink[q], self.dlink[q]);
            if x <= 0 {
                q = u;
            } else {
                self.dlink[u] = d;
                self.ulink[d] = u;
                self.top[x as usize] -= 1;
                self.log(Event::Hide {
                    node: NodeId(q as u32),
                });
                q += 1;
            }
        }
    }

    fn unhide(&mut self, p: usize) {
        let mut q = p - 1;
        while q != p {
            let (x, u, d) = (self.top[q], self.ulink[q], self.dlink[q]);
            if x <= 0 {
                q = d;
            } else {
                self.dlink[u] = q;
                self.ulink[d] = q;
                self.top[x as usize] += 1;
                self.log(Event::Unhide {
                    node: NodeId(q as u32),
                });
                q -= 1;
            }
        }
    }

    fn cover(&mut self, i: usize) {
        let mut p = self.dlink[i];
        while p != i {
            self.hide(p);
            p = self.dlink[p];
        }
        let (l, r) = (self.llink[i], self.rlink[i]);
        self.rlink[l] = r;
        self.llink[r] = l;
        self.log(Event::Cover {
            item: Self::item(i),
        });
    }

    fn uncover(&mut self, i: usize) {
        let (l, r) = (self.llink[i], self.rlink[i]);
        self.rlink[l] = i;
        self.llink[r] = i;
        self.log(Event::Uncover {
            item: Self::item(i),
        });
        let mut p = self.ulink[i];
        while p != i {
            self.unhide(p);
            p = self.ulink[p];
        }
    }

    /// X3: the active primary item with the fewest options, the leftmost of those tied (or
    /// the leftmost one, with `first`).
    fn choose(&self) -> usize {
        let mut best = self.rlink[0];
        let mut p = self.rlink[best];
        while p != 0 && !self.first {
            if self.top[p] < self.top[best] {
                best = p;
            }
            p = self.rlink[p];
        }
        best
    }

    /// Algorithm X, X1 to X8, with its events logged.
    fn run(mut self) -> Vec<(Event, Links)> {
        let mut x: Vec<usize> = Vec::new();
        let mut l = 0usize;
        let mut i;
        // X2, entering level l; each arm below ends by saying where to go next.
        enum Go {
            X2,
            X5,
            X6,
            X8,
        }
        let mut go = Go::X2;
        i = 0;
        loop {
            go = match go {
                Go::X2 => {
                    if self.rlink[0] == 0 {
                        self.log(Event::Solution { size: l as u32 });
                        Go::X8
                    } else {
                        // X3, X4.
                        i = self.choose();
                        self.log(Event::Choose {
                            level: l as u32,
                            item: Self::item(i),
                            len: self.top[i] as u32,
                        });
                        self.cover(i);
                        x.truncate(l);
                        x.push(self.dlink[i]);
                        Go::X5
                    }
                }
                Go::X5 => {
                    if x[l] == i {
                        self.log(Event::Backtrack {
                            level: l as u32,
                            item: Self::item(i),
                        });
                        // X7.
                        self.uncover(i);
                        Go::X8
                    } else {
                        self.log(Event::Try {
                            level: l as u32,
                            node: NodeId(x[l] as u32),
                            option: OptionId(self.option[x[l]]),
                        });
                        let mut p = x[l] + 1;
                        while p != x[l] {
                            let j = self.top[p];
                            if j <= 0 {
                                p = self.ulink[p];
                            } else {
                                self.cover(j as usize);
                                p += 1;
                            }
                        }
                        l += 1;
                        Go::X2
                    }
                }
                Go::X6 => {
                    let mut p = x[l] - 1;
                    while p != x[l] {
                        let j = self.top[p];
                        if j <= 0 {
                            p = self.dlink[p];
                        } else {
                            self.uncover(j as usize);
                            p -= 1;
                        }
                    }
                    i = self.top[x[l]] as usize;
                    x[l] = self.dlink[x[l]];
                    Go::X5
                }
                Go::X8 => {
                    if l == 0 {
                        self.log(Event::Done);
                        return self.log;
                    }
                    l -= 1;
                    Go::X6
                }
            };
        }
    }
}

/// The engine's links in the reference's form (node indices, as the engine shows them).
fn engine_links(search: &mut Search) -> Links {
    let nodes = search.nodes();
    let n = search.problem().item_count();
    let column = (1..nodes.len())
        .filter(|&p| p <= n || nodes[p].top > 0)
        .map(|p| (nodes[p].up as usize, nodes[p].down as usize))
        .collect();
    let len = (1..=n).map(|i| i64::from(nodes[i].top)).collect();
    let list = search
        .item_links()
        .iter()
        .map(|l| (l.prev as usize, l.next as usize))
        .collect();
    Links { column, len, list }
}

/// Steps the engine through the whole search and back, comparing every event and the links
/// after it with the reference's log. Returns the number of events.
fn agrees_with_taocp(problem: Problem, heuristic: Heuristic) -> usize {
    let log = AlgorithmX::new(&problem, heuristic).run();
    let mut search = Search::with_heuristic(problem, heuristic);
    search.record_history(true);
    let start = engine_links(&mut search);
    for (k, (event, links)) in log.iter().enumerate() {
        assert_eq!(search.step().as_ref(), Some(event), "event {k} forward");
        assert_eq!(
            &engine_links(&mut search),
            links,
            "links after event {k} ({event:?})"
        );
    }
    assert_eq!(search.step(), None, "the engine goes on after Done");
    for k in (0..log.len()).rev() {
        assert_eq!(
            search.step_back().as_ref(),
            Some(&log[k].0),
            "event {k} back"
        );
        let before = if k == 0 { &start } else { &log[k - 1].1 };
        assert_eq!(
            &engine_links(&mut search),
            before,
            "links after undoing event {k}"
        );
    }
    assert_eq!(search.step_back(), None);
    log.len()
}

fn dlx(text: &str) -> Problem {
    format::parse_dlx(text).expect("a valid problem")
}

#[test]
fn knuths_example_steps_in_taocps_order_forward_and_back() {
    for h in [Heuristic::Mrv, Heuristic::First] {
        // The visualizer's "Knuth's example" (dlx1's documentation: A..E primary, F G secondary).
        assert!(agrees_with_taocp(examples::knuth(), h) > 50);
        // The same six options with all seven items primary.
        agrees_with_taocp(
            dlx("A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n"),
            h,
        );
        // TAOCP 7.2.2.1 (5): seven primary items, one solution: a d f, b g, c e.
        agrees_with_taocp(
            dlx("a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n"),
            h,
        );
        agrees_with_taocp(examples::classic_matrix(), h);
    }
}

#[test]
fn the_order_holds_on_queens_and_random_problems() {
    for h in [Heuristic::Mrv, Heuristic::First] {
        agrees_with_taocp(examples::queens(5), h);
        agrees_with_taocp(examples::queens(6), h);
        for seed in 0..40 {
            agrees_with_taocp(dlx::generate::random_exact_cover(seed), h);
        }
    }
}

#[test]
fn the_first_cover_of_knuths_example_hides_top_to_bottom_then_unlinks_a() {
    // Nodes 1-7 are the headers, 8 a spacer, then `C E F` (9-11), `A D G` (13-15), `B C F`
    // (17-19), `A D` (21-22), each followed by a spacer. A's column holds 13 above 21: covering
    // A hides D and G of `A D G`, then D of `A D`, and only then takes A out of the list.
    let mut search = Search::new(examples::knuth());
    let events: Vec<Event> = (0..5).map(|_| search.step().unwrap()).collect();
    let named: Vec<String> = events
        .iter()
        .map(|e| match e {
            Event::Choose { item, .. } => format!("choose {}", search.problem().item_name(*item)),
            Event::Hide { node } => format!("hide {}", node.0),
            Event::Cover { item } => format!("cover {}", search.problem().item_name(*item)),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(
        named,
        ["choose A", "hide 14", "hide 15", "hide 22", "cover A"]
    );
}

/// Steps `k` events, then counts the rest at full speed, which does the headers at the other
/// end of a cover: wherever stepping stopped (in the middle of a cover or an uncover, before or
/// after its header), the count and every statistic come out as those of one full-speed count.
fn full_speed_from_every_event(problem: Problem) {
    let mut whole = Search::new(problem.clone());
    whole.count(None);
    let total = whole.stats();
    let mut events = Search::new(problem.clone());
    let steps = std::iter::from_fn(|| events.step()).count();
    for k in 0..=steps {
        let mut search = Search::new(problem.clone());
        search.record_history(k % 2 == 0);
        let mut found = 0;
        for _ in 0..k {
            if let Some(Event::Solution { .. }) = search.step() {
                found += 1;
            }
        }
        let counted = search.count(None);
        assert_eq!(found + counted, total.solutions, "after {k} events");
        assert_eq!(search.stats(), total, "after {k} events");
        assert!(search.is_finished());
    }
}

#[test]
fn full_speed_goes_on_from_the_middle_of_a_stepped_cover() {
    full_speed_from_every_event(examples::knuth());
    full_speed_from_every_event(examples::queens(5));
    // Sudoku options have four items: full speed walks them by address (`row_others`).
    full_speed_from_every_event(
        dlx::sudoku::Sudoku::parse(SUDOKU4)
            .unwrap()
            .encode(dlx::sudoku::Encoding::Reduced)
            .0,
    );
    // With colors (TAOCP 7.2.2.1's example): covers, purifications and their inverses.
    full_speed_from_every_event(dlx(
        "p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n",
    ));
}

/// A 4x4 Sudoku with two solutions.
const SUDOKU4: &str = "1....2....3....4";

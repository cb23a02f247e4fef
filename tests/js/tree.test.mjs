// The pure parts of the visualizer's panels (www/watch/tree/tree.js, items.js, board/view.js): the
// tree layout, dead ends, the MRV mark, the Sudoku and N-queens decoding, checked on
// hand-made trees and on the real engine's traces. The wasm-backed tests are skipped (with a
// note) when www/pkg has not been built yet.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { deadEndCount, nodeLabel, nodeStatus, nodeTitle, treeCaption, treePath } from '../../www/watch/tree/tree.js';
import { describe as narrate } from '../../www/watch/panels/narration.js';
import { SearchTree } from '../../www/watch/player/tree-store.js';
import {
  activeItems,
  byLen,
  columnOptions,
  isDeadEnd,
  itemActive,
  itemsSummary,
  nextDecision,
  searchPhase,
} from '../../www/watch/panels/items.js';
import {
  boxCells,
  diagonalCells,
  itemMeaning,
  optionMeaning,
  placementText,
  queenSquare,
  queensSize,
  regionTints,
  searchSentence,
  sudokuItem,
} from '../../www/watch/board/view.js';
import { load, skip } from './engine-loader.mjs';

const HARDEST = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
const SMALL = '1.3.....2..1....'; // a 4x4 with two solutions
const CLUE17 = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

/** The items of option `o`, in order, from the trace's node tables. */
function optionItemIds(trace, o) {
  const out = [];
  for (let node = 0; node < trace.nodeCount; node += 1) {
    if (trace.nodeOptions[node] === o && trace.nodeItems[node] >= 0) out.push(trace.nodeItems[node]);
  }
  return out;
}

/** A tree made of entries `[parent, level, k, d]`, pushed in order. */
function treeOf(entries) {
  const tree = new SearchTree(4);
  entries.forEach(([parent, level, k = 1, d = 1], i) => tree.push({ parent, level, item: 0, option: 0, k, d, position: i + 1 }));
  return tree;
}

/** The tree's placement, as plain data to compare. */
const placed = (tree) => JSON.stringify(tree);

/** Every kept node's number, in order. */
const kept = (tree) => Array.from({ length: tree.length - tree.base }, (_, j) => tree.base + j);

/** The properties of a tidy layered layout, checked on every kept node. */
function assertTidy(tree) {
  const cells = new Set();
  for (const i of kept(tree)) {
    const parent = tree.parent(i);
    const level = tree.level(i);
    const cell = `${tree.x(i)},${level}`;
    assert.ok(!cells.has(cell), `two nodes at ${cell}`);
    cells.add(cell);
    assert.equal(tree.nodeAt(tree.x(i), level), i);
    // Columns never decrease in the order placed (what drawing only the window relies on).
    if (i > tree.base) assert.ok(tree.x(i) >= tree.x(i - 1), `node ${i} is left of node ${i - 1}`);
    if (parent >= 0) {
      assert.ok(tree.x(i) >= tree.px(i), `node ${i} is left of its parent`);
      if (tree.has(parent)) assert.equal(tree.px(i), tree.x(parent));
    }
  }
  // Siblings left to right in the order tried, and no two edges cross: between two levels,
  // edges taken in the order their children were placed have parents and children in order.
  const byLevel = new Map();
  for (const i of kept(tree)) {
    if (tree.parent(i) < 0) continue;
    const l = tree.level(i);
    if (!byLevel.has(l)) byLevel.set(l, []);
    byLevel.get(l).push(i);
  }
  for (const children of byLevel.values()) {
    for (let a = 1; a < children.length; a += 1) {
      const [p, q] = [children[a - 1], children[a]];
      assert.ok(tree.x(q) > tree.x(p), `nodes ${p} and ${q} out of order`);
      // Different parents: the second parent is right of the first one's last child, so the
      // runs from parent to children never share a stretch of line.
      if (tree.parent(q) !== tree.parent(p)) assert.ok(tree.px(q) > tree.x(p), `edges to ${p} and ${q} overlap`);
    }
  }
}

test('layout: each new node goes right of its siblings, under or right of its parent', () => {
  // start ─ a (1 of 2) ─ a1 (1 of 2)
  //       │            └ a2 (2 of 2) ─ a2x
  //       └ b (2 of 2) ─ b1            (b goes right of a's whole subtree)
  const tree = treeOf([[-1, 0, 1, 2], [0, 1, 1, 2], [0, 1, 2, 2], [2, 2], [-1, 0, 2, 2], [4, 1]]);
  assert.deepEqual(kept(tree).map((i) => tree.x(i)), [0, 0, 1, 1, 2, 2]);
  assert.deepEqual(kept(tree).map((i) => tree.level(i)), [0, 1, 1, 2, 0, 1]);
  assert.equal(tree.width, 3);
  assert.equal(tree.depth, 3);
  assert.deepEqual(kept(tree).map((i) => tree.children(i)), [2, 0, 1, 0, 1, 0]);
  assert.equal(tree.leaves, 3);
  assertTidy(tree);
  assert.equal(nodeLabel(tree.entry(2)), '2 of 2');
  assert.equal(tree.nodeAt(5, 0), -1);
});

test('layout: incremental equals from scratch, and taking nodes back restores it exactly', () => {
  const entries = [[-1, 0, 1, 3], [0, 1, 1, 2], [1, 2], [0, 1, 2, 2], [-1, 0, 2, 3], [4, 1], [5, 2], [-1, 0, 3, 3]];
  const tree = treeOf([]);
  const states = [placed(tree)];
  entries.forEach(([parent, level, k = 1, d = 1], n) => {
    tree.push({ parent, level, item: 0, option: 0, k, d, position: n + 1 });
    assert.equal(placed(tree), placed(treeOf(entries.slice(0, n + 1))));
    states.push(placed(tree));
  });
  for (let n = entries.length - 1; n >= 0; n -= 1) {
    tree.pop();
    assert.equal(placed(tree), states[n], `back to ${n} nodes`);
  }
  // Another node where one was: a new id, so a view sees it was replaced.
  const a = treeOf(entries.slice(0, 4));
  const id = a.id(3);
  a.pop();
  a.push({ parent: 1, level: 2, item: 0, option: 0, k: 2, d: 2, position: 4 });
  assert.notEqual(a.id(3), id);
  assert.equal(placed(a), placed(treeOf([...entries.slice(0, 3), [1, 2, 2, 2]])));
});

test('forgetting: old nodes leave but the path\'s; columns and counts go on as if they were there', () => {
  // A long chain of subtrees: a level-0 node, then three leaves under it, again and again.
  const entries = [];
  for (let b = 0; b < 50; b += 1) {
    entries.push([-1, 0, b + 1, 50]);
    const top = entries.length - 1;
    for (let c = 0; c < 3; c += 1) entries.push([top, 1, c + 1, 3]);
  }
  const whole = treeOf(entries);
  const tree = treeOf(entries.slice(0, 150));
  // The path: the last level-0 node placed so far and its last child.
  const path = [148, 149];
  assert.equal(tree.forget(100, path), 100);
  assert.equal(tree.base, 100);
  assert.ok(!tree.has(99) && tree.has(100) && tree.has(149));
  assert.equal(tree.firstAfter(100), 100, 'positions are kept with the nodes');
  assertTidy(tree);
  // The rest placed after forgetting lands where it lands in the whole tree.
  entries.slice(150).forEach(([parent, level, k, d], j) => tree.push({ parent, level, item: 0, option: 0, k, d, position: 151 + j }));
  for (let i = 100; i < entries.length; i += 1) assert.equal(tree.x(i), whole.x(i), `node ${i}`);
  assert.deepEqual([tree.width, tree.depth, tree.leaves], [whole.width, whole.depth, whole.leaves]);
  // Taking back the new nodes restores the tree as it was after forgetting.
  const after = treeOf(entries.slice(0, 150));
  after.forget(100, path);
  while (tree.length > 150) tree.pop();
  assert.equal(placed(tree), placed(after));
  // A path node below what was forgotten stays readable (pinned), until the path leaves it.
  const deep = treeOf(entries.slice(0, 8));
  deep.forget(7, [4, 7]);
  assert.ok(deep.has(4) && !deep.has(5) && deep.has(7));
  assert.equal(deep.entry(4).k, 2);
  assert.equal(deep.nodeAt(deep.x(4), 0), 4);
  deep.forget(7, []);
  assert.ok(!deep.has(4));
  deep.pop();
  assert.throws(() => deep.pop(), /no node left/);
});

test('the tree follows the real search, forward and back, on queens 6', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('queens6'), memory);
  const states = [];
  let version = trace.tree.version;
  do {
    states[trace.position] = placed(trace.tree);
    // Only try events (and their undo) change the tree.
    if (trace.lastEvent()?.kind !== 'try') assert.equal(trace.tree.version, version, `event ${trace.position}`);
    version = trace.tree.version;
  } while (trace.forward() !== null);
  assert.equal(trace.tree.length, 110);
  assertTidy(trace.tree);
  // Back in strides (as a player seeking backwards would), then all the way.
  while (trace.position > 0) {
    for (let k = 0; k < 37 && trace.back() !== null; k += 1);
    assert.equal(placed(trace.tree), states[trace.position], `at event ${trace.position}`);
  }
  assert.equal(trace.tree.length, 0);
  trace.free();
});

test('dead ends, solutions and the path on Knuth\'s example', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('knuth'), memory);
  const tree = trace.tree;
  let event;
  let checked = 0;
  while ((event = trace.forward()) !== null) {
    const path = treePath(trace.levels);
    const onPath = new Set(path);
    // The O(1) count agrees with classifying every node.
    const statuses = kept(tree).map((i) => nodeStatus(tree, i, onPath.has(i)));
    assert.equal(deadEndCount(tree, path, trace.solutions.length), statuses.filter((s) => s === 'dead').length);
    // A node on the path is never dead, and the path runs parent to child.
    path.forEach((i, l) => {
      assert.notEqual(statuses[i], 'dead');
      assert.equal(tree.parent(i), l === 0 ? -1 : path[l - 1]);
    });
    if (event.kind === 'solution') {
      assert.equal(statuses[path.at(-1)], 'solution');
      checked += 1;
    }
  }
  assert.equal(checked, 1);
  // At the end: A D G led to B C F, which died (E had no option left); A D led to the solution.
  const nodes = kept(tree);
  assert.deepEqual(nodes.map((i) => trace.optionText(tree.option(i))), ['A D G', 'B C F', 'A D', 'C E F', 'B G']);
  assert.deepEqual(nodes.map((i) => nodeStatus(tree, i, false)), ['done', 'dead', 'done', 'done', 'solution']);
  assert.deepEqual(nodes.map((i) => nodeLabel(tree.entry(i))), ['1 of 2', '1 of 1', '2 of 2', '1 of 1', '1 of 1']);
  assert.equal(deadEndCount(tree, [], 1), 1);
  // The words on hover.
  assert.equal(nodeTitle(trace, 1, false), 'Level 1, option 1 of 1: option B C F');
  trace.free();
});

test('the hardest 9x9: thousands of nodes laid out as they come, stepping back in big strides', { skip }, async (t) => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromSudoku(HARDEST, undefined, undefined, 3), memory);
  const start = performance.now();
  while (trace.forward() !== null);
  const ms = performance.now() - start;
  const tree = trace.tree;
  assert.equal(tree.length, 6685);
  assertTidy(tree);
  assert.ok(tree.depth <= 60 && tree.width < tree.length, `${tree.width} x ${tree.depth}`);
  // How long it took is for the reader (it says how the trace fares), not a test.
  t.diagnostic(`${tree.length} nodes walked and laid out in ${ms.toFixed(0)} ms`);
  const dead = kept(tree).filter((i) => nodeStatus(tree, i, false) === 'dead').length;
  assert.equal(deadEndCount(tree, [], trace.solutions.length), dead);
  assert.equal(trace.solutions.length, 1);
  for (let k = 0; k < 100000; k += 1) trace.back();
  const fresh = new Trace(Solver.fromSudoku(HARDEST, undefined, undefined, 3), memory);
  fresh.forwardMany(trace.position);
  assert.equal(placed(tree), placed(fresh.tree));
  trace.free();
  fresh.free();
});

test('a long run under a small history budget: the tree forgets what stepping back cannot reach, and keeps the path', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  // About 20,000 events of history: the 9x9's empty grid plays far past it.
  const trace = new Trace(Solver.fromSudoku('.'.repeat(81)), memory, { historyBytes: 20_000 * 40 });
  const whole = new Trace(Solver.fromSudoku('.'.repeat(81)), memory, { historyBytes: 1e9 });
  for (let r = 0; r < 40; r += 1) {
    trace.forwardMany(20_000);
    whole.forwardMany(20_000);
  }
  const tree = trace.tree;
  assert.ok(tree.base > 0, 'nodes were forgotten');
  assert.ok(tree.length - tree.base < 4 * 4096 + tree.length - tree.firstAfter(trace.start), `${tree.length - tree.base} nodes kept`);
  // What is kept is placed as in the whole tree; the counts are the whole tree's.
  assertTidy(tree);
  for (let i = tree.base; i < tree.length; i += 97) assert.equal(tree.x(i), whole.tree.x(i));
  assert.deepEqual([tree.length, tree.width, tree.depth, tree.leaves], [whole.tree.length, whole.tree.width, whole.tree.depth, whole.tree.leaves]);
  // The path is readable, forgotten or not.
  for (const l of trace.levels) if (l.tree >= 0) assert.deepEqual(tree.entry(l.tree), whole.tree.entry(l.tree));
  // Stepping back as far as the history goes takes the tree back exactly.
  while (trace.back() !== null);
  assert.equal(trace.position, trace.start);
  whole.backMany(whole.position - trace.position);
  for (let i = tree.base; i < tree.length; i += 1) assert.deepEqual(tree.entry(i), whole.tree.entry(i));
  assert.equal(tree.width, whole.tree.width);
  trace.free();
  whole.free();
});

test('the item panel\'s sentence: the choice made, the next one now, or once the option is in place', () => {
  const trace = {
    primaryCount: 4,
    itemName: (k) => 'ABCD'[k],
    optionText: (o) => ['A B', 'C D'][o],
  };
  const primary = [
    { item: 1, len: 2 },
    { item: 2, len: 0 },
    { item: 3, len: 1 },
  ];
  const decision = (fields) => ({ item: -1, len: 0, after: -1, toCover: [], doomed: new Set(), ...fields });
  const covered = { kind: 'covered' };
  assert.equal(
    itemsSummary(trace, primary, decision({ when: 'chosen', item: 3, len: 1 })),
    '3 of 4 primary items to cover (1 covered). The search branches on D, the item with the fewest options (len 1).'
  );
  assert.equal(
    itemsSummary(trace, primary, decision({ when: 'now', item: 2, len: 0, doomed: new Set([2]) })),
    '3 of 4 primary items to cover (1 covered). Fewest options now: C (0), the next choice. 1 item has len 0: a dead end is coming.'
  );
  assert.equal(
    itemsSummary(trace, primary, decision({ when: 'after', item: 3, len: 1, after: 1, toCover: [2] })),
    '3 of 4 primary items to cover (1 covered). Once option `C D` is in place (item C still to cover), the search branches on D, the item with the fewest options then (len 1).'
  );
  assert.equal(
    itemsSummary(trace, primary, decision({ when: 'solution', after: 0 })),
    '3 of 4 primary items to cover (1 covered). Once option `A B` is in place, every primary item is covered: a solution.'
  );
  // After a solution or a dead end, the option named is one still to try, never one in place.
  assert.equal(
    itemsSummary(trace, [], decision({ when: 'after', item: 2, len: 0, after: 1, backsUp: true, emptyList: covered })),
    'Every primary item is covered. Next the search backs up and tries option `C D`; then it branches on C, the item with the fewest options then (len 0).'
  );
  assert.equal(
    itemsSummary(trace, [], decision({ when: 'solution', after: 1, backsUp: true, emptyList: covered })),
    'Every primary item is covered. Next the search backs up and tries option `C D`, which completes another solution.'
  );
  assert.equal(
    itemsSummary(trace, primary, decision({ when: 'now', item: 1, len: 2 }), 'first'),
    '3 of 4 primary items to cover (1 covered). First in the list now: B (len 2), the next choice.'
  );
  assert.equal(itemsSummary(trace, [], decision({ when: 'done', emptyList: covered })), 'Every primary item is covered. The search ends without choosing again.');
  // Why the list is empty is the engine's word; unsaid (a Predict question open), only that it is.
  const chosen = (len, tried) => ({ kind: 'chosen', item: 1, len, tried });
  assert.match(itemsSummary(trace, [], decision({ when: 'after', emptyList: chosen(0, false) })), /^No primary item is left in the list, but no option covers B: a dead end, not a solution\. /u);
  assert.match(itemsSummary(trace, [], decision({ when: 'after', emptyList: chosen(2, false) })), /^No primary item is left in the list; B is not covered by an option yet\. /u);
  assert.match(itemsSummary(trace, [], decision({ when: 'after', emptyList: chosen(2, true) })), /^No primary item is left in the list; B is not covered: its options have all been tried/u);
  assert.match(itemsSummary(trace, [], decision({ when: 'unknown', emptyList: null })), /^No primary item is left in the list\.$/u);
  // Shown by len, ties in list order.
  assert.deepEqual(
    byLen([{ item: 4, len: 3 }, { item: 1, len: 2 }, { item: 7, len: 2 }]).map((e) => e.item),
    [1, 7, 4]
  );
});

test('the item panel reads the engine\'s choice from the links, on queens 6 and a 4x4 Sudoku', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  for (const solver of [Solver.fromExample('queens6'), Solver.fromSudoku(SMALL, undefined, undefined, 2)]) {
    const trace = new Trace(solver, memory);
    let event;
    let chooses = 0;
    let secondaryCovered = false;
    while ((event = trace.forward()) !== null) {
      const decision = nextDecision(trace);
      const links = trace.links();
      const { primary, secondary } = activeItems(trace, links);
      // The list walk and the "covered" test of the links agree, and len is the column's length.
      for (let k = 0; k < trace.itemCount; k += 1) {
        const list = k < trace.primaryCount ? primary : secondary;
        assert.equal(list.some((e) => e.item === k), itemActive(links.items, k), `item ${k}`);
      }
      for (const { item, len } of primary) assert.equal(columnOptions(trace, links.nodes, item).length, len);
      if (secondary.length < trace.itemCount - trace.primaryCount) secondaryCovered = true;
      if (event.kind === 'choose') {
        // Right after a choice, the panel marks the engine's choice, with its len as shown.
        assert.deepEqual([decision.when, decision.item, decision.len], ['chosen', event.item, event.len]);
        assert.equal(primary.find((e) => e.item === event.item).len, event.len);
        chooses += 1;
      }
    }
    assert.ok(chooses > 10);
    assert.equal(secondaryCovered, trace.itemCount > trace.primaryCount);
    trace.free();
  }
});

/**
 * The test's own reading of the branching rule over the lens shown (an independent oracle, not
 * the page's code): MRV's smallest len, ties to the leftmost in list order; or the first item.
 */
function ruleOverShown(primary, rule) {
  if (rule === 'first') return primary[0]?.item ?? -1;
  let best = -1;
  let least = Infinity;
  for (const { item, len } of primary) {
    if (len < least) [best, least] = [item, len];
  }
  return best;
}

test('at every event of whole searches, the item panel agrees with what it shows and names the engine\'s next choice', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const cases = [
    ['knuth', 'mrv', () => Solver.fromExample('knuth')],
    ['8 queens', 'mrv', () => Solver.fromExample('queens8')],
    ['4x4 Sudoku', 'mrv', () => Solver.fromSudoku(SMALL, undefined, undefined, 2)],
    ['6 queens, first item', 'first', () => Solver.fromExample('queens6', 'first')],
  ];
  for (const [name, rule, make] of cases) {
    const trace = new Trace(make(), memory);
    const whens = new Set();
    let waiting = []; // positions whose named next choice the next choose event settles
    let chooses = 0;
    do {
      const decision = nextDecision(trace);
      const { primary } = activeItems(trace);
      const text = itemsSummary(trace, primary, decision, rule);
      whens.add(decision.when);
      const at = `${name}, position ${trace.position}: ${text}`;
      if (decision.when === 'now' || decision.when === 'chosen') {
        // It speaks of the lens shown: the item it names is the rule's choice over them.
        assert.equal(decision.item, ruleOverShown(primary, rule), at);
        assert.equal(primary.find((e) => e.item === decision.item)?.len, decision.len, at);
      } else if ((decision.when === 'after' || decision.when === 'solution') && !decision.backsUp) {
        // Else it says plainly that it speaks of the state once the option is in place: while
        // an option is being placed, that one; nothing is taken back on the way.
        assert.match(text, /Once option `[^`]+` is in place/u, at);
        if (searchPhase(trace) === 'covering') assert.equal(decision.after, trace.levels.at(-1).option, at);
      } else if (decision.backsUp) {
        // After a solution or a dead end: the option named is one still to try, never in place.
        assert.match(text, /Next the search backs up/u, at);
        assert.doesNotMatch(text, /is in place/u, at);
      }
      if (decision.when === 'now' || decision.when === 'after') waiting.push([trace.position, decision.item]);
      else if (decision.when === 'solution' || decision.when === 'done') waiting.push([trace.position, -1]);
      const event = trace.forward();
      if (event === null) break;
      if (event.kind === 'choose' || event.kind === 'solution' || event.kind === 'done') {
        const decided = event.kind === 'choose' ? event.item : -1;
        for (const [p, item] of waiting) assert.equal(item, decided, `${name}: named at position ${p}, the engine chose at ${trace.position}`);
        waiting = [];
        if (event.kind === 'choose') chooses += 1;
      }
    } while (!trace.finished);
    assert.ok(chooses > 2, `${name}: ${chooses} choices`);
    assert.ok(whens.has('after') && whens.has('now') && whens.has('chosen'), `${name}: ${[...whens]}`);
    trace.free();
  }
});

/** Whether queens on `squares` ([row, column] pairs) attack each other: the rules, read here. */
function queensAttack(squares) {
  return squares.some(([r, c], i) => squares.some(([r2, c2], j) => j > i && (r === r2 || c === c2 || Math.abs(r - r2) === Math.abs(c - c2))));
}

test('at 6 queens\' first solution the item panel names no option outside the solution as in place', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('queens6'), memory);
  let event;
  while ((event = trace.forward()).kind !== 'solution');
  // The squares of the solution, from its options' texts (`r3 c2 a5 b6`: row 3, column 2).
  const square = (o) => {
    const m = /\br(\d+) c(\d+)\b/u.exec(trace.optionText(o));
    return m ? `${m[1]},${m[2]}` : null;
  };
  const placed = trace.levels.map((l) => l.option);
  const squares = placed.map(square);
  assert.equal(new Set(squares).size, 6, `six squares: ${squares}`);
  assert.ok(!queensAttack(squares.map((q) => q.split(',').map(Number))), `a solution: ${squares}`);
  const text = itemsSummary(trace, activeItems(trace).primary, nextDecision(trace));
  for (const [, option] of text.matchAll(/`([^`]+)` is in place/gu)) {
    const m = /\br(\d+) c(\d+)\b/u.exec(option);
    assert.ok(m && squares.includes(`${m[1]},${m[2]}`), `${text} (the solution: ${squares.join(' ')})`);
  }
  assert.match(text, /^Every primary item is covered\./u, text);
  trace.free();
});

test('with no primary item left, the item panel says every one is covered only when the path\u2019s options cover them, and a dead end as one', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  for (const name of ['knuth', 'queens4', 'queens6']) {
    const trace = new Trace(Solver.fromExample(name, 'mrv'), memory);
    // Kept from the events alone: an item chosen with no option (a choose of len 0) is a dead
    // end until it comes back (its uncover) or the search moves on.
    let emptyChoice = -1;
    const seen = { covered: 0, deadEnd: 0 };
    for (let event = trace.forward(); event; event = trace.forward()) {
      if (event.kind === 'choose') emptyChoice = event.len === 0 ? event.item : -1;
      if (event.kind === 'uncover' && event.item === emptyChoice) emptyChoice = -1;
      if (event.kind === 'try') emptyChoice = -1;
      const { primary } = activeItems(trace);
      if (primary.length > 0) continue;
      const text = itemsSummary(trace, primary, nextDecision(trace));
      const where = `${name} step ${trace.position} (${event.kind}): ${text}`;
      if (emptyChoice >= 0) {
        assert.equal(
          text.split(': a dead end')[0],
          `No primary item is left in the list, but no option covers ${trace.itemName(emptyChoice)}`,
          where
        );
        assert.doesNotMatch(text, /every primary item is covered\. /iu, where);
        seen.deadEnd += 1;
      }
      if (/^Every primary item is covered\./u.test(text)) {
        // The options on the path cover every primary item exactly once (from their items).
        const count = new Array(trace.primaryCount).fill(0);
        for (const l of trace.levels) if (l.option >= 0) for (const k of optionItemIds(trace, l.option)) if (k < trace.primaryCount) count[k] += 1;
        assert.deepEqual(count, new Array(trace.primaryCount).fill(1), where);
        seen.covered += 1;
      }
    }
    // Queens' dead ends come with rows or columns still in the list; Knuth's (E, at step 22) do not.
    assert.ok(seen.covered > 0 && (seen.deadEnd > 0 || name !== 'knuth'), `${name}: ${JSON.stringify(seen)}`);
    trace.free();
  }
});

test('the tree\u2019s caption names the level the engine is at, as the narration does after a backtrack', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  for (const name of ['knuth', 'queens6']) {
    const trace = new Trace(Solver.fromExample(name, 'mrv'), memory);
    let backtracks = 0;
    for (let event = trace.forward(); event; event = trace.forward()) {
      const path = treePath(trace.levels);
      const text = treeCaption(trace, path);
      const where = `${name} step ${trace.position} (${event.kind}): ${text}`;
      if (path.length === 0) continue;
      // The level the search is at: the engine's (the statistics' LEVEL).
      const at = /(?:At level|Backing up (?:from|at) level) (\d+)/u.exec(text);
      assert.ok(at, where);
      assert.equal(Number(at[1]), trace.stats().level, where);
      // The path's end, where it is named apart from that level.
      const end = tree(trace).entry(path.at(-1));
      const ends = /the path ends with option (\d+) of (\d+) at level (\d+)/u.exec(text);
      if (ends) assert.deepEqual(ends.slice(1).map(Number), [end.k, end.d, end.level], where);
      else assert.ok(text.includes(`option ${end.k} of ${end.d}.`), where);
      if (event.kind === 'backtrack') {
        // The narration says "back up from level L" at the same moment: the same L.
        const said = /back up from level (\d+)/u.exec(String(narrate(event, trace)?.text ?? narrate(event, trace)));
        assert.ok(said, where);
        assert.equal(Number(at[1]), Number(said[1]), `${where} / narration: ${said[0]}`);
        backtracks += 1;
      }
    }
    assert.ok(backtracks > 0);
    trace.free();
  }
});

const tree = (trace) => trace.tree;

test('step 137 of 8 queens: the panel names the item the engine chooses next, never one beside a smaller len', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('queens8'), memory);
  for (let k = 0; k < 137; k += 1) trace.forward();
  const decision = nextDecision(trace);
  const { primary } = activeItems(trace);
  const text = itemsSummary(trace, primary, decision);
  const least = Math.min(...primary.map((e) => e.len));
  if (decision.when === 'now') assert.equal(decision.len, least, text);
  else assert.match(text, /Once option `[^`]+` is in place/u);
  let event;
  while ((event = trace.forward()).kind !== 'choose');
  assert.equal(event.item, decision.item, text);
  trace.free();
});

test('Sudoku decoding: cells, units, placements in words', () => {
  assert.deepEqual(boxCells(3, 2), [10, 11, 14, 15]);
  assert.deepEqual(boxCells(4, 3), [30, 31, 32, 39, 40, 41, 48, 49, 50]);
  assert.equal(placementText([27, 7], 9), '7 in row 4, column 1');
  assert.equal(placementText([255, 10], 16), 'A in row 16, column 16');
  assert.equal(placementText([0, 25], 25), 'P in row 1, column 1');
});

test('Sudoku decoding agrees with the engine on every option of a 4x4 and a 16x16', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const big = '...4.9..2..DE8.A13..........C.59.GCD...1..E...B.F.A.6DC......2...D.3.A.E.BF2..7.AF...8...G...3..G..CB.....D8.19..2....94.7A.....4..B...............E3.7..96.4..8.6G.......7...3......4..BE..2.GFCB..A.6.12...54G...6D..5.C.3....E4.1G73..F........7...2.65....F.';
  for (const [text, b] of [[SMALL, 2], [big, 4]]) {
    const trace = new Trace(Solver.fromSudoku(text, undefined, undefined, b), memory);
    const n = b * b;
    for (let o = 0; o < trace.optionCount; o += 1) {
      const [cell, value] = trace.placement(o);
      // The option's items, as the engine says what they stand for: its cell, and its row,
      // column and box each needing its value.
      const [first, ...rest] = optionItemIds(trace, o).map((k) => sudokuItem(trace, k));
      assert.deepEqual(first, { kind: 'cell', cell });
      const units = rest;
      assert.deepEqual(units.map((u) => u.kind), ['row', 'column', 'box']);
      for (const u of units) assert.equal(u.value, value);
      assert.equal(units[0].index, Math.floor(cell / n));
      assert.equal(units[1].index, cell % n);
      assert.ok(boxCells(units[2].index, b).includes(cell));
      assert.equal(optionMeaning(trace, o), placementText([cell, value], n));
    }
    assert.equal(queensSize(trace), 0);
    assert.match(itemMeaning(trace, 0), /^cell row \d+, column \d+ needs a value$/);
    trace.free();
  }
});

test('X-sudoku and jigsaw units: diagonals, regions and their tints', () => {
  assert.deepEqual(diagonalCells(0, 4), [0, 5, 10, 15]);
  assert.deepEqual(diagonalCells(1, 4), [3, 6, 9, 12]);
  // Regions side by side never share a tint (four L shapes; then the 3x3 boxes).
  const check = (regions, n) => {
    const tint = regionTints(regions, n);
    for (let cell = 0; cell < n * n; cell += 1) {
      for (const next of [cell % n + 1 < n ? cell + 1 : -1, cell + n < n * n ? cell + n : -1]) {
        if (next >= 0 && regions[next] !== regions[cell]) assert.notEqual(tint[regions[next]], tint[regions[cell]], `${cell} ${next}`);
      }
    }
    return tint;
  };
  assert.deepEqual(check([0, 0, 0, 1, 0, 1, 1, 1, 2, 3, 3, 3, 2, 2, 2, 3], 4), [0, 1, 1, 0]);
  const boxes = Array.from({ length: 81 }, (_, cell) => 3 * Math.floor(cell / 27) + Math.floor((cell % 9) / 3));
  assert.ok(check(boxes, 9).every((t) => t >= 0 && t < 4));
});

test('a jigsaw and an X-sudoku from the engine: every unit item names the cells of its option', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const map = '111122333112222333111222663445555663444555663744455666747888899777888999777889999';
  const jigsaw = Solver.fromSudokuVariant('.'.repeat(81), 'jigsaw', map, 'full');
  const regions = Array.from(jigsaw.regionMap());
  const trace = new Trace(jigsaw, memory);
  for (let o = 0; o < trace.optionCount; o += 1) {
    const [cell] = trace.placement(o);
    const units = optionItemIds(trace, o).slice(1).map((k) => sudokuItem(trace, k));
    assert.deepEqual(units.map((u) => u.kind), ['row', 'column', 'region']);
    assert.equal(regions[cell], units[2].index);
  }
  trace.free();
  const x = new Trace(Solver.fromSudokuVariant('.'.repeat(16), 'x', undefined, 'full'), memory);
  for (let o = 0; o < x.optionCount; o += 1) {
    const [cell] = x.placement(o);
    const diagonals = optionItemIds(x, o).map((k) => sudokuItem(x, k)).filter((u) => u?.kind === 'diagonal');
    assert.deepEqual(
      diagonals.map((u) => u.index),
      [0, 1].filter((d) => diagonalCells(d, 4).includes(cell)),
      x.optionText(o)
    );
  }
  x.free();
});

test('N queens is recognised, and its squares are the engine\'s', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const queens = new Trace(Solver.fromExample('queens6'), memory);
  assert.equal(queensSize(queens), 6);
  const squares = new Set();
  for (let o = 0; o < queens.optionCount; o += 1) {
    const sq = queenSquare(queens, o);
    // The option's first two items are its row and its column (an independent check).
    assert.equal(queens.optionText(o).split(' ').slice(0, 2).join(' '), `r${sq[0]} c${sq[1]}`);
    squares.add(`${sq}`);
    assert.equal(optionMeaning(queens, o), `queen in row ${sq[0]}, column ${sq[1]}`);
  }
  assert.equal(squares.size, 36);
  assert.equal(itemMeaning(queens, 0), 'row 0 needs a queen');
  assert.equal(itemMeaning(queens, 7), 'column 1 needs a queen');
  queens.free();
  for (const name of ['knuth', 'classic']) {
    const trace = new Trace(Solver.fromExample(name), memory);
    assert.equal(queensSize(trace), 0, name);
    assert.equal(queenSquare(trace, 0), null, name);
    assert.equal(optionMeaning(trace, 0), `option ${trace.optionText(0)}`);
    trace.free();
  }
});

test('an item that means something is named, then said in words, when the search branches on it', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('queens4'), memory);
  trace.forward(); // the first choose
  const { item } = trace.lastEvent();
  assert.equal(
    searchSentence(trace),
    `Level 0: the search branches on ${trace.itemName(item)}: ${itemMeaning(trace, item)} (${trace.lastEvent().len} options).`,
  );
  assert.match(searchSentence(trace), /: (row|column) \d needs a queen \(/u);
  trace.free();
});

test('the sentence under the puzzle follows the search', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('knuth'), memory);
  assert.equal(searchSentence(trace), 'The search has not started yet.');
  trace.forward(); // choose A
  assert.equal(searchSentence(trace), 'Level 0: the search branches on item A (2 options).');
  while (trace.lastEvent().kind !== 'try') trace.forward();
  assert.equal(searchSentence(trace), 'Level 0: item A; trying 1 of 2: option A D G.');
  while (trace.lastEvent().kind !== 'choose' || trace.lastEvent().len !== 0) trace.forward();
  assert.equal(searchSentence(trace), 'Level 2: item E, but no option is left: a dead end.');
  while (trace.lastEvent().kind !== 'backtrack') trace.forward();
  assert.equal(searchSentence(trace), 'Level 2: no option of item E is left, so the search backs up.');
  while (trace.lastEvent().kind !== 'solution') trace.forward();
  assert.match(searchSentence(trace), /^Solution 1 found/);
  while (trace.forward() !== null);
  assert.equal(searchSentence(trace), 'The search is over: 1 solution.');
  trace.free();
});

test('a len 0 is flagged when the branch is dead, never while the level may still cover it', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  // (MRV never meets a dead end on a 4x4 Sudoku; the 17-clue 9x9 meets many.)
  const problems = [
    ['knuth', Solver.fromExample('knuth')],
    ['queens6', Solver.fromExample('queens6')],
    ['4x4', Solver.fromSudoku(SMALL, undefined, undefined, 2)],
    ['17 clues', Solver.fromSudoku(CLUE17, undefined, undefined, 3)],
  ];
  for (const [name, solver] of problems) {
    const trace = new Trace(solver, memory);
    // At each position, whether the panel flags a dead end.
    const flagged = [];
    const atDeadEnd = [];
    const phases = new Set();
    do {
      const cur = trace.levels.at(-1);
      atDeadEnd[trace.position] = !!cur && cur.option < 0 && cur.len === 0;
      const decision = nextDecision(trace);
      flagged[trace.position] = activeItems(trace).primary.some((e) => isDeadEnd(e, decision));
      phases.add(searchPhase(trace));
    } while (trace.forward() !== null);
    const end = trace.position;
    while (trace.back() !== null);
    const events = [];
    while (trace.forward() !== null) events.push(trace.lastEvent());
    let dead = 0;
    for (let p = 0; p < end; p += 1) {
      // A flag is never wrong: the search has just chosen an item with no option, or its next
      // choice will find one.
      if (flagged[p] && !atDeadEnd[p]) {
        let q = p;
        while (q < events.length && events[q].kind !== 'choose' && events[q].kind !== 'solution') q += 1;
        assert.equal(events[q]?.kind, 'choose', `position ${p}, next ${JSON.stringify(events[q])}`);
        assert.equal(events[q].len, 0, `position ${p}`);
      }
      // And never missing: just before a choice with no option, the panel says so.
      if (events[p].kind === 'choose' && events[p].len === 0 && events[p].level > 0) {
        assert.ok(flagged[p], `position ${p}: the dead end was not flagged`);
        dead += 1;
      }
    }
    assert.equal(dead > 0, name !== '4x4', name);
    assert.deepEqual([...phases].sort(), ['backing', 'choose', 'choosing', 'covering', 'done', 'start']);
    trace.free();
  }
});

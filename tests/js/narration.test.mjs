// The narration (www/watch/panels/narration.js) over the real engine: what items and options mean, and
// that every number a sentence states is the one the trace holds at that moment (the len read
// from the links, "k of d" from the path, the solution's number), forward, backward, and for
// events told from inside a bigger change. Small fakes cover the rare cases. Skipped (with a
// note) when www/pkg has not been built yet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  describe,
  describeChange,
  itemLabel,
  itemMeaning,
  optionMeaning,
} from '../../www/watch/panels/narration.js';
import { load, skip } from './engine-loader.mjs';
import { walkInChunks } from './walk.mjs';

/** The item called `name` (the test's way to point at one; the page never reads names). */
function item(trace, name) {
  for (let k = 0; k < trace.itemCount; k += 1) if (trace.itemName(k) === name) return k;
  throw new Error(`no item ${name}`);
}

const SUDOKU4 = '1....2....3....4'; // two solutions, some backtracking

/** The len of item k now, straight from the links. */
function len(trace, k) {
  return trace.links().nodes[4 * (k + 1) + 2];
}

/** The primary items still to cover now. */
function active(trace) {
  const { items } = trace.links();
  const out = [];
  for (let e = items[1]; e !== 0; e = items[2 * e + 1]) out.push(e - 1);
  return out;
}

/** The number written just before `word`: "its 3 options" -> 3; "no options" -> 0. */
function numberBefore(text, pattern) {
  const m = pattern.exec(text);
  assert.ok(m, `"${text}" matches ${pattern}`);
  return m[1] === 'no' ? 0 : Number(m[1].replaceAll(',', ''));
}

test('Sudoku items and options in plain words', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromSudoku(SUDOKU4, undefined, undefined, 2), memory);
  assert.equal(itemMeaning(item(trace, 'r2c3'), trace), 'cell row 2, column 3 needs a value');
  assert.equal(itemMeaning(item(trace, 'r4=2'), trace), 'row 4 needs a 2');
  assert.equal(itemMeaning(item(trace, 'c1=3'), trace), 'column 1 needs a 3');
  assert.equal(itemMeaning(item(trace, 'b4=1'), trace), 'box 4 needs a 1');
  for (let k = 0; k < trace.itemCount; k += 1) {
    assert.match(itemLabel(k, trace), /^item r\dc\d \(cell row \d, column \d needs a value\)$|^item [rcb]\d=\d \((row|column|box) \d needs a \d\)$/);
  }
  // Each option's words agree with its items: "put v in row r, column c" is `rRcC rR=v cC=v bB=v`.
  for (let o = 0; o < trace.optionCount; o += 1) {
    const m = /^put (\d) in row (\d), column (\d)$/.exec(optionMeaning(o, trace));
    assert.ok(m, optionMeaning(o, trace));
    const [, v, r, c] = m;
    const b = 2 * Math.floor((r - 1) / 2) + Math.floor((c - 1) / 2) + 1;
    assert.equal(trace.optionText(o), `r${r}c${c} r${r}=${v} c${c}=${v} b${b}=${v}`);
  }
  trace.free();
});

test('X-sudoku and jigsaw items in plain words', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const words = fakeTrace({ boxSize: 3, names: ['d1=5', 'd2=8', 'b2=3', 'g3=7', 'g1=1'] });
  assert.equal(itemMeaning(0, words), 'the main diagonal, top left to bottom right, needs a 5');
  assert.equal(itemMeaning(1, words), 'the other diagonal, top right to bottom left, needs an 8');
  assert.equal(itemMeaning(2, words), 'box 2 needs a 3');
  assert.equal(itemMeaning(3, words), 'region 3 needs a 7');
  assert.equal(itemMeaning(4, words), 'region 1 needs a 1');
  const x = new Trace(Solver.fromSudokuVariant('1.......3......2', 'x', undefined), memory);
  const d = x.itemCount - 1;
  assert.equal(x.itemName(d), 'd2=4');
  assert.equal(itemLabel(d, x), 'item d2=4 (the other diagonal, top right to bottom left, needs a 4)');
  // Every item of the X-sudoku has words; its options cover a diagonal's item exactly when
  // their cell lies on that diagonal.
  for (let k = 0; k < x.itemCount; k += 1) assert.doesNotMatch(itemLabel(k, x), /^item \S+$/, x.itemName(k));
  for (let o = 0; o < x.optionCount; o += 1) {
    const [, v, r, c] = /^put (\d) in row (\d), column (\d)$/.exec(optionMeaning(o, x));
    const text = x.optionText(o);
    assert.equal(text.includes(`d1=${v}`), r === c, text);
    assert.equal(text.includes(`d2=${v}`), Number(r) + Number(c) === 5, text);
  }
  x.free();

  const jigsaw = new Trace(Solver.fromSudokuVariant('...4..1......1.3', 'jigsaw', 'aaab abbb cddd cccd'), memory);
  const g = jigsaw.itemCount - 1;
  assert.equal(jigsaw.itemName(g), 'g4=4');
  assert.equal(itemLabel(g, jigsaw), 'item g4=4 (region 4 needs a 4)');
  for (let k = 0; k < jigsaw.itemCount; k += 1) {
    assert.match(itemLabel(k, jigsaw), /^item (r\dc\d \(cell row \d, column \d needs a value\)|[rcg]\d=\d \((row|column|region) \d needs a \d\))$/);
  }
  jigsaw.free();
});

test('queens, Knuth’s example and the classic matrix in plain words', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const queens = new Trace(Solver.fromExample('queens5'), memory);
  assert.equal(itemMeaning(item(queens, 'r3'), queens), 'row 3 needs a queen');
  assert.equal(itemMeaning(item(queens, 'c0'), queens), 'column 0 needs a queen');
  assert.equal(itemMeaning(item(queens, 'a5'), queens), 'at most one queen where row + column = 5');
  assert.equal(itemMeaning(item(queens, 'b0'), queens), 'at most one queen where row − column = −4');
  assert.equal(itemMeaning(item(queens, 'b6'), queens), 'at most one queen where row − column = 2');
  assert.equal(itemLabel(0, queens), 'item r0 (row 0 needs a queen)');
  assert.equal(itemLabel(10, queens), 'secondary item a0 (at most one queen where row + column = 0)');
  for (let o = 0; o < queens.optionCount; o += 1) {
    const [i, j] = [Math.floor(o / 5), o % 5]; // one option per square, row by row
    assert.equal(optionMeaning(o, queens), `a queen on row ${i}, column ${j}`);
  }
  queens.free();

  const knuth = new Trace(Solver.fromExample('knuth'), memory);
  assert.equal(itemMeaning(item(knuth, 'C'), knuth), '');
  assert.equal(itemLabel(2, knuth), 'item C');
  assert.equal(itemLabel(5, knuth), 'secondary item F (at most once)');
  assert.equal(optionMeaning(0, knuth), 'option `C E F`');
  knuth.free();

  const classic = new Trace(Solver.fromExample('classic'), memory);
  assert.equal(itemLabel(0, classic), 'item c1');
  assert.match(optionMeaning(0, classic), /^option `c3 c5 c6`$/);
  classic.free();
});

/**
 * Walks a whole search one event at a time and checks each sentence's numbers against the
 * trace; returns the sentences, forward and backward, by position.
 */
function walk(trace, heuristic = 'mrv') {
  const forward = [];
  let event;
  let doomed = false;
  while ((event = trace.forward()) !== null) {
    const text = describe(event, trace, { heuristic });
    forward.push(text);
    assert.doesNotMatch(text, /undefined|NaN|null|\[object/, text);
    assert.match(text, /\.$/, text);
    switch (event.kind) {
      case 'choose': {
        assert.match(text, new RegExp(`^Level ${event.level}: choose ${escape(itemLabel(event.item, trace))}[.,]`));
        if (event.len === 0) {
          assert.match(text, /dead end/);
        } else if (heuristic === 'mrv' && active(trace).length > 1) {
          const fewest = Math.min(...active(trace).map((k) => len(trace, k)));
          assert.equal(numberBefore(text, /fewest options left: (\d+)/), fewest);
          assert.equal(numberBefore(text, /Of the (\d+) items/), active(trace).length);
        } else if (heuristic === 'first') {
          assert.equal(event.item, active(trace)[0]);
          assert.match(text, /the first of the \d+ items still to cover/);
        }
        if (doomed) assert.equal(event.len, 0, 'a path said to fail chooses an item with no options');
        doomed = false;
        break;
      }
      case 'cover': {
        const none = /no other option needs it|it has no options to take out/.test(text);
        const n = none ? 0 : numberBefore(text, /(\d+) (?:clashing )?options? (?:has|have) left\b/);
        assert.equal(n, len(trace, event.item), text);
        // The header goes last: every hide of the cover came before this event.
        const name = trace.itemName(event.item);
        const list = event.item < trace.primaryCount ? 'the list of items to cover' : 'the list of secondary items';
        if (!none) assert.ok(text.endsWith(`from the top of ${name}’s column down; last, ${name} itself leaves ${list}.`), text);
        break;
      }
      case 'hide':
      case 'unhide': {
        const k = trace.nodeItems[event.node];
        assert.ok(text.includes(`the list of ${itemLabel(k, trace)}`), text);
        const n = /no options left/.test(text) ? 0 : numberBefore(text, /has (\d+) options?/);
        assert.equal(n, len(trace, k), text);
        if (/cannot succeed/.test(text)) doomed = true;
        break;
      }
      case 'try': {
        const level = trace.levels[event.level];
        assert.equal(text, `Try option ${level.k} of ${level.len} at level ${event.level}: ${optionMeaning(event.option, trace)}.`);
        break;
      }
      case 'solution':
        assert.match(text, new RegExp(`^Solution ${trace.solutions.length} found: `));
        for (const o of trace.solutions.at(-1).options.slice(0, 6)) {
          assert.ok(text.includes(optionMeaning(o, trace)), text);
        }
        break;
      case 'backtrack': {
        assert.match(text, new RegExp(`back up from level ${event.level}\\.`));
        break;
      }
      case 'uncover': {
        assert.match(text, new RegExp(`^Uncover ${escape(itemLabel(event.item, trace))}`));
        // The header comes back first: the options follow, bottom to top.
        const name = trace.itemName(event.item);
        const list = event.item < trace.primaryCount ? 'the list of items to cover' : 'the list of secondary items';
        assert.ok(text.includes(`${name} is back in ${list}`), text);
        const n = len(trace, event.item);
        if (n > 0) assert.ok(text.endsWith(`back, from the bottom of ${name}’s column up.`) || text.endsWith(`lists, from the bottom of ${name}’s column up.`), text);
        break;
      }
      case 'done': {
        const s = trace.stats();
        assert.ok(text.includes(`found ${trace.solutions.length} solution`), text);
        assert.ok(text.includes(`${s.nodes.toLocaleString('en-US')} search-tree node`), text);
        break;
      }
      default:
        assert.fail(event.kind);
    }
  }
  const backward = [];
  while ((event = trace.back()) !== null) {
    const text = describe(event, trace, { direction: -1, heuristic });
    backward[trace.position] = text;
    assert.match(text, /^(Undo: |Put back )/, text);
    assert.doesNotMatch(text, /undefined|NaN|null/, text);
    if (event.kind === 'hide') {
      // Put back: the node is in its item's list again, with the len it had before the hide.
      const n = numberBefore(text, /has (\d+) options? again/);
      assert.equal(n, len(trace, trace.nodeItems[event.node]));
    }
    if (event.kind === 'try') {
      const level = trace.levels[event.level];
      assert.ok(text.startsWith(`Undo: option ${level.k + 1} of ${level.len} at level ${event.level}`), text);
    }
    if (event.kind === 'solution') {
      assert.ok(text.includes(`solution ${trace.solutions.length + 1} `), text);
    }
  }
  return { forward, backward };
}

function escape(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

for (const [name, make, heuristic] of [
  ['a 4x4 Sudoku', (S) => S.fromSudoku(SUDOKU4, undefined, undefined, 2), 'mrv'],
  // Here covering a cell takes the last option of a row's value, the one about to be tried.
  ['another 4x4 Sudoku', (S) => S.fromSudoku('1.3.....2..1....', undefined, undefined, 2), 'mrv'],
  ['a 4x4 X-sudoku', (S) => S.fromSudokuVariant('1.......3......2', 'x', undefined), 'mrv'],
  ['a 4x4 jigsaw', (S) => S.fromSudokuVariant('...4..1......1.3', 'jigsaw', 'aaab abbb cddd cccd'), 'mrv'],
  ['5 queens', (S) => S.fromExample('queens5'), 'mrv'],
  ['Knuth’s example', (S) => S.fromExample('knuth'), 'mrv'],
  ['Knuth’s example, first item', (S) => S.fromExample('knuth', 'first'), 'first'],
]) {
  test(`${name}: every sentence's numbers are the trace's`, { skip }, async () => {
    const { Solver, memory, Trace } = await load();
    const trace = new Trace(make(Solver), memory);
    walk(trace, heuristic);
    trace.free();
  });
}

test('Knuth’s example, told event by event', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('knuth'), memory);
  const { forward } = walk(trace);
  assert.equal(
    forward[0],
    'Level 0: choose item A. Of the 5 items still to cover, it has the fewest options left: 2 (3 other items tie; the first is taken).'
  );
  // TAOCP's order: the hides of A's column top to bottom (`A D G`, then `A D`), then A's header.
  assert.equal(forward[1], 'Hide node 14: option `A D G` leaves the list of item D, which now has 2 options.');
  assert.equal(forward[3], 'Hide node 22: option `A D` leaves the list of item D, which now has 1 option.');
  assert.equal(
    forward[4],
    'Cover item A: its 2 options have left the other items’ lists, from the top of A’s column down; last, A itself leaves the list of items to cover.'
  );
  assert.equal(forward[5], 'Try option 1 of 2 at level 0: option `A D G`.');
  assert.equal(
    forward[8],
    'Cover item D too, since the option just tried includes it: 1 clashing option has left the other items’ lists, from the top of D’s column down; last, D itself leaves the list of items to cover.'
  );
  assert.equal(
    forward[10],
    'Cover secondary item G (at most once) too, since the option just tried includes it: 1 clashing option has left the other items’ lists, from the top of G’s column down; last, G itself leaves the list of secondary items.'
  );
  // Option `C E F` loses E's last option while `B C F` is being committed: E can never be covered.
  assert.equal(
    forward[16],
    'Hide node 10: option `C E F` leaves the list of item E, which now has no options left: this path cannot succeed.'
  );
  assert.equal(forward[20], 'Level 2: choose item E. It has no options left, so this path is a dead end.');
  assert.equal(forward[22], 'Item E has no options at all: back up from level 2. Next, uncover it and go back to level 1.');
  // The mirror image: the header first, then the column bottom to top, each option leftwards.
  assert.equal(
    forward[29],
    'Uncover item B: B is back in the list of items to cover; next, its 1 option returns to the other items’ lists, from the bottom of B’s column up.'
  );
  assert.equal(forward[30], 'Unhide node 19: option `B C F` returns to the list of secondary item F (at most once), which has 2 options again.');
  assert.equal(forward[31], 'Unhide node 18: option `B C F` returns to the list of item C, which has 2 options again.');
  assert.equal(
    forward[55],
    'Solution 1 found: every primary item is covered, by 3 options: option `A D`; option `C E F`; option `B G`.'
  );
  assert.equal(forward.at(-1), 'Done: every branch has been tried. The search found 1 solution in 6 search-tree nodes and 30 link updates.');
  trace.free();
});

test('an X-sudoku and a jigsaw told in their own words', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  for (const [solver, unit] of [
    [Solver.fromSudokuVariant('1.......3......2', 'x', undefined), /item d[12]=\d \(the (main|other) diagonal, top (left|right) to bottom (right|left), needs a \d\)/],
    [Solver.fromSudokuVariant('...4..1......1.3', 'jigsaw', 'aaab abbb cddd cccd'), /item g\d=\d \(region \d needs a \d\)/],
  ]) {
    const trace = new Trace(solver, memory);
    const { forward } = walk(trace);
    assert.ok(forward.some((t) => t.startsWith('Cover ') && unit.test(t)), `a cover names the unit: ${unit}`);
    assert.equal(forward.filter((t) => /^Solution \d+ found: every primary item is covered/.test(t)).length, 1);
    trace.free();
  }
});

test('a Sudoku told in its own words', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromSudoku(SUDOKU4, undefined, undefined, 2), memory);
  const { forward } = walk(trace);
  const covers = forward.filter((t) => t.startsWith('Cover item r') && t.includes('=') && t.includes('row'));
  assert.ok(covers.some((t) => /^Cover item r\d=\d \(row \d needs a \d\) too, since the option just tried includes it: /.test(t)));
  assert.ok(forward.some((t) => /^Try option 1 of 2 at level \d+: put \d in row \d, column \d\.$/.test(t)));
  assert.ok(forward.some((t) => /^Try option 2 of 2 at level \d+: put \d in row \d, column \d\.$/.test(t)));
  assert.ok(forward.some((t) => /^Solution 2 found: every primary item is covered, by 12 options: put .*; and 6 more\.$/.test(t)));
  trace.free();
});

/** Drops what is told only of the latest event (ties, a certain failure). */
function core(text) {
  return text.replace(/ \(\d+ other items? ties?; the first is taken\)/, '').replace(/: this path cannot succeed/, '');
}

test('events told from inside a bigger change say what they said one by one', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('queens6'), memory);
  const { forward, backward } = walk(trace);
  for (const [chunk, direction] of [
    [41, 1],
    [29, -1],
  ]) {
    walkInChunks(trace, chunk, direction, (events, start) => {
      events.forEach((e, i) => {
        const index = direction > 0 ? start + i : start - 1 - i;
        const told = describe(e, trace, { direction, since: events.slice(i + 1) });
        const alone = direction > 0 ? forward[index] : backward[index];
        assert.equal(core(told), core(alone), `event ${index + 1}, direction ${direction}`);
      });
      // The change as lines: a sum-up first, then the last few events that matter.
      const lines = describeChange({ events, direction }, trace);
      if (events.length > 1) {
        assert.match(lines[0].text, new RegExp(`^${direction > 0 ? 'Did' : 'Undid'} ${events.length} events at once: `));
        assert.ok(lines.length >= 2 && lines.length <= 4);
        assert.ok(lines.slice(1).every((l) => /^X[1-8]$/.test(l.step)));
      }
    });
  }
  trace.free();
});

/**
 * A hand-made trace: a 16x16 Sudoku's names, or a problem whose search is solved before it
 * starts, with only what describe() reads.
 */
/**
 * The test's own reading of a Sudoku item name into the engine's role (an independent oracle
 * for the fakes below; the page asks the engine).
 */
function roleOfName(name) {
  const cell = /^r(\d+)c(\d+)$/u.exec(name);
  if (cell) return { role: 'cell', row: Number(cell[1]) - 1, column: Number(cell[2]) - 1 };
  const need = /^([rcbgd])(\d+)=(.)$/u.exec(name);
  if (!need) return { role: 'named' };
  const unit = { r: 'row', c: 'column', b: 'box', g: 'region', d: 'diagonal' }[need[1]];
  return { role: 'unitValue', unit, index: Number(need[2]) - 1, value: parseInt(need[3], 36) };
}

function fakeTrace({ boxSize = 0, names = [], primaryCount = names.length, options = [], placements = [], solutions = [], levels = [] }) {
  const itemCount = names.length;
  const nodes = new Int32Array(4 * (itemCount + 1));
  const items = new Uint32Array(2 * (itemCount + 2));
  return {
    boxSize,
    itemCount,
    primaryCount,
    optionCount: options.length,
    nodeItems: new Int32Array(0),
    nodeOptions: new Int32Array(0),
    levels,
    tree: [],
    solutions,
    position: 1,
    itemName: (k) => names[k],
    itemRole: (k) => roleOfName(names[k]),
    optionText: (o) => options[o],
    placement: (o) => placements[o] ?? [],
    links: () => ({ nodes, items }),
    stats: () => ({ level: 0, nodes: 1, updates: 0, mems: 0, solutions: solutions.length, events: 1 }),
    eventAt: () => ({ kind: 'solution', size: 0 }),
  };
}

test('16x16 and 25x25 values, with their articles (fakes)', () => {
  const big = fakeTrace({ boxSize: 4, names: ['r1=A', 'c3=8', 'b2=G', 'r16c11'] });
  assert.equal(itemMeaning(item(big, 'r1=A'), big), 'row 1 needs an A');
  assert.equal(itemMeaning(item(big, 'c3=8'), big), 'column 3 needs an 8');
  assert.equal(itemMeaning(item(big, 'b2=G'), big), 'box 2 needs a G');
  assert.equal(itemMeaning(item(big, 'r16c11'), big), 'cell row 16, column 11 needs a value');
  const huge = fakeTrace({ boxSize: 5, names: ['r1=P'], options: ['r25c25 r25=P c25=P b25=P'], placements: [[624, 25]] });
  assert.equal(itemMeaning(item(huge, 'r1=P'), huge), 'row 1 needs a P');
  assert.equal(optionMeaning(0, huge), 'put P in row 25, column 25');
});

test('a solution before any choice, and a long one (fakes)', () => {
  const empty = fakeTrace({ names: ['A'], solutions: [{ options: [] }] });
  assert.equal(describe({ kind: 'solution', size: 0 }, empty), 'Solution 1 found: nothing was left to cover.');
  const options = Array.from({ length: 9 }, (_, o) => `x${o} y${o}`);
  const long = fakeTrace({ names: ['x'], options, solutions: [{ options: options.map((_, o) => o) }] });
  assert.equal(
    describe({ kind: 'solution', size: 9 }, long),
    'Solution 1 found: every primary item is covered, by 9 options: option `x0 y0`; option `x1 y1`; option `x2 y2`; ' +
      'option `x3 y3`; option `x4 y4`; option `x5 y5`; and 3 more.'
  );
  assert.equal(describe(null, long), 'Ready at level 0: every item is still to cover. Step forward to start.');
  assert.equal(describe({ kind: 'done' }, empty, { direction: -1 }), 'Undo: the search is not over yet.');
});

// The matrix view's geometry (www/watch/matrix/layout.js) on the real engine through the real
// Trace: where columns, rows and headers go, the wrap paths, what the links say is in or out,
// the live-only view, and hit testing. Skipped (with a note) when www/pkg has not been built.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BOW,
  BOW_UP,
  NODE,
  RETURN,
  bowControl,
  columnWrap,
  coveredRuns,
  entryAt,
  fitView,
  followTy,
  fullWeights,
  hitTest,
  listWrap,
  liveWeights,
  matrixGeometry,
  matrixStructure,
  nodeCenter,
  optionAt,
  optionLabel,
  outAmount,
  readPresence,
} from '../../www/watch/matrix/layout.js';
import { load, skip } from './engine-loader.mjs';

async function trace(name) {
  const { Solver, memory, Trace } = await load();
  if (name === 'sudoku4') return new Trace(Solver.fromSudoku('.'.repeat(16), undefined, undefined, 2), memory);
  // Options of one item: covering that item hides nothing of them.
  if (name === 'singles') return new Trace(Solver.fromDlx('A B C | X\nA\nA B\nB C X\nC\nB\nA C X\n'), memory);
  return new Trace(Solver.fromExample(name), memory);
}

/** The nodes of item k's column, top to bottom, as the links have them now. */
function walkColumn(t, k) {
  const { nodes } = t.links();
  const out = [];
  for (let n = nodes[4 * (k + 1) + 1]; n !== k + 1; n = nodes[4 * n + 1]) out.push(n);
  return out;
}

function columnOf(st, k) {
  return Array.from(st.colNodes.subarray(st.colStart[k], st.colStart[k + 1]));
}

/** The items of option o (as item numbers). */
function itemsOf(st, o) {
  const out = [];
  for (let n = st.optionFirst[o]; n <= st.optionLast[o]; n += 1) out.push(st.nodeItems[n]);
  return out;
}

test("Knuth's example: columns, options and their neighbours as the engine lays them out", { skip }, async () => {
  const t = await trace('knuth');
  const st = matrixStructure(t);
  assert.equal(st.itemCount, 7);
  assert.equal(st.primaryCount, 5);
  assert.deepEqual(st.names, ['A', 'B', 'C', 'D', 'E', 'F', 'G']);
  assert.deepEqual(st.labels, ['C E F', 'A D G', 'B C F', 'A D', 'B G', 'D E G']);
  // Fresh links: each column, walked down from its header, is the static order.
  for (let k = 0; k < st.itemCount; k += 1) assert.deepEqual(columnOf(st, k), walkColumn(t, k), `column ${st.names[k]}`);
  // Column A holds the options "A D G" and "A D", in that order; D has three.
  assert.deepEqual(columnOf(st, 0).map((n) => st.nodeOptions[n]), [1, 3]);
  assert.deepEqual(columnOf(st, 3).map((n) => st.nodeOptions[n]), [1, 3, 5]);
  for (let o = 0; o < st.optionCount; o += 1) {
    assert.equal(itemsOf(st, o).map((k) => st.names[k]).join(' '), t.optionText(o));
    // right goes round the option once; left undoes it.
    const seen = [];
    let n = st.optionFirst[o];
    do {
      seen.push(n);
      assert.equal(st.left[st.right[n]], n);
      n = st.right[n];
    } while (n !== st.optionFirst[o] && seen.length < 20);
    assert.equal(seen.length, st.optionLast[o] - st.optionFirst[o] + 1);
  }
  for (let n = 0; n < st.nodeCount; n += 1) {
    if (st.nodeOptions[n] < 0) assert.equal(st.place[n], -1);
    else assert.equal(columnOf(st, st.nodeItems[n])[st.place[n]], n);
  }
  t.free();
});

test('geometry: the roots, the items left to right (secondary after a gap), the rows below', { skip }, async () => {
  const t = await trace('knuth');
  const st = matrixStructure(t);
  const g = matrixGeometry(st, fullWeights(st));
  // Entries: root, A..E, F, G, secondary root: one cell each, left to right.
  for (let e = 1; e <= st.itemCount + 1; e += 1) assert.ok(g.entryX[e] > g.entryX[e - 1]);
  assert.equal(g.entryX[2] - g.entryX[1], 1);
  assert.ok(g.entryX[st.primaryCount + 1] - g.entryX[st.primaryCount] > 1, 'a gap before F');
  assert.ok(g.entryX[0] > g.labelRight, 'the root sits right of the row labels');
  // Top to bottom: names, the wrap lane, headers, len, the rows, the lane under them.
  assert.ok(g.nameBottom < g.laneY && g.laneY < g.headerY && g.headerY < g.lenY && g.lenY < g.rowsTop);
  for (let o = 0; o < st.optionCount; o += 1) {
    assert.equal(g.rowY[o], g.rowsTop + o + 0.5);
    assert.equal(g.rowH[o], 1);
  }
  assert.ok(g.bottomLaneY > g.rowY[st.optionCount - 1] + 0.5);
  assert.ok(g.width > g.entryX[st.itemCount + 1] && g.height > g.bottomLaneY);
  assert.equal(g.upright, true, 'one-letter names stand upright');
  // Node centres: an option's node in its row and its item's column; headers in the header row.
  for (let n = 0; n < st.nodeCount; n += 1) {
    const c = nodeCenter(st, g, n);
    if (n <= st.itemCount) assert.deepEqual(c, { x: g.entryX[n], y: g.headerY });
    else if (st.nodeOptions[n] < 0) assert.equal(c, null);
    else assert.deepEqual(c, { x: g.entryX[st.nodeItems[n] + 1], y: g.rowY[st.nodeOptions[n]] });
  }
  // Reusing the arrays gives the same numbers.
  const again = matrixGeometry(st, fullWeights(st), g);
  assert.equal(again, g);
  assert.equal(again.rowY[5], g.rowsTop + 5.5);
  t.free();
});

test('long names turn upright; Sudoku rows are labelled by placement', { skip }, async () => {
  const t = await trace('sudoku4');
  const st = matrixStructure(t);
  assert.equal(st.itemCount, 64);
  assert.equal(st.optionCount, 64);
  const g = matrixGeometry(st, fullWeights(st));
  assert.equal(g.upright, false);
  assert.ok(g.nameBottom >= 0.5 * 4, 'room for four turned characters');
  assert.equal(optionLabel(t, 0), 'r1c1=1');
  assert.equal(optionLabel(t, 63), 'r4c4=4');
  assert.equal(st.labels[5], 'r1c2=2');
  t.free();
});

test('wrap paths: a column closes below the last row and back up its right side to the header', { skip }, async () => {
  const t = await trace('classic');
  const st = matrixStructure(t);
  const g = matrixGeometry(st, fullWeights(st));
  for (let e = 1; e <= st.itemCount; e += 1) {
    const last = columnOf(st, e - 1).at(-1);
    const fromY = g.rowY[st.nodeOptions[last]];
    const pts = columnWrap(g, e, fromY);
    const x = g.entryX[e];
    assert.deepEqual(pts[0], [x, fromY]);
    assert.deepEqual(pts[1], [x, g.bottomLaneY]);
    assert.deepEqual(pts[2], [x + RETURN, g.bottomLaneY]);
    assert.deepEqual(pts[3], [x + RETURN, g.headerY]);
    assert.deepEqual(pts[4], [x + NODE / 2, g.headerY]);
    // The way back stays inside the column's cell, clear of the nodes and of the next column.
    assert.ok(x + RETURN > x + NODE / 2 && x + RETURN < g.entryX[e] + 0.5);
  }
  // The item list: from the last item up to the lane, left, and down into the root.
  const pts = listWrap(g, st.itemCount, 0);
  assert.deepEqual(pts[0], [g.entryX[st.itemCount], g.headerY - NODE / 2]);
  assert.deepEqual(pts[1], [g.entryX[st.itemCount], g.laneY]);
  assert.deepEqual(pts[2], [g.entryX[0], g.laneY]);
  assert.deepEqual(pts[3], [g.entryX[0], g.headerY - NODE / 2]);
  // A list with only its root left loops on the root, with a width to see.
  const loop = listWrap(g, 0, 0);
  assert.ok(loop[0][0] > loop[3][0]);
  t.free();
});

test('bows: vertical links bow left, header links bow up, by the amount asked', () => {
  assert.deepEqual(bowControl(5, 2, 5, 8, 0), [5, 5]);
  assert.deepEqual(bowControl(5, 2, 5, 8, 1), [5 - BOW, 5]);
  assert.deepEqual(bowControl(5, 2, 5, 8, 0.5), [5 - BOW / 2, 5]);
  assert.deepEqual(bowControl(1, 3, 4, 3, 1), [2.5, 3 - BOW_UP]);
  // The curve's apex (half the control's offset) clears a node's box and a header's box.
  assert.ok(BOW / 2 > NODE / 2);
  assert.ok(BOW_UP / 2 > 0.36);
});

test('outAmount: how far out of its list a node or item is while its event plays', () => {
  assert.equal(outAmount('hide', 1, 0.25), 0.25);
  assert.equal(outAmount('cover', 1, 1), 1);
  assert.equal(outAmount('hide', -1, 0.25), 0.75, 'a hide undone puts the node back');
  assert.equal(outAmount('unhide', 1, 0.25), 0.75);
  assert.equal(outAmount('uncover', -1, 0.25), 0.25, 'an uncover undone takes it out again');
});

test('presence follows the links through a cover, and back', { skip }, async () => {
  const t = await trace('knuth');
  const st = matrixStructure(t);
  const { nodes, items } = t.links();
  const p = readPresence(st, nodes, items);
  assert.ok(p.node.every((v) => v === 1) && p.entry.every((v) => v === 1));
  const hidden = [];
  let e;
  while ((e = t.forward()).kind !== 'try') if (e.kind === 'hide') hidden.push(e.node);
  assert.deepEqual(hidden, [14, 15, 22], 'covering A hides the other nodes of "A D G" and "A D"');
  const after = readPresence(st, ...Object.values(t.links()));
  assert.equal(after.entry[1], 0, 'A is covered');
  for (let k = 1; k < st.itemCount; k += 1) assert.equal(after.entry[k + 1], 1);
  for (let n = 0; n < st.nodeCount; n += 1) assert.equal(after.node[n], hidden.includes(n) ? 0 : 1, `node ${n}`);
  while (t.back() !== null);
  const back = readPresence(st, ...Object.values(t.links()));
  assert.ok(back.node.every((v) => v === 1) && back.entry.every((v) => v === 1));
  t.free();
});

test('live only: at every choice, the live options are those with no item covered, len of each', { skip }, async () => {
  for (const name of ['knuth', 'classic', 'queens5', 'sudoku4', 'singles']) {
    const t = await trace(name);
    const st = matrixStructure(t);
    let e;
    let checked = 0;
    while ((e = t.forward()) !== null && checked < 60) {
      if (e.kind !== 'choose') continue;
      // Every cover is complete here: what the view shows must be exactly DLX's subproblem.
      const { nodes, items } = t.links();
      const p = readPresence(st, nodes, items);
      const w = liveWeights(st, p);
      for (let o = 0; o < st.optionCount; o += 1) {
        const free = itemsOf(st, o).every((k) => p.entry[k + 1] === 1);
        assert.equal(w.row[o], free ? 1 : 0, `${name}: option ${t.optionText(o)} at event ${t.position}`);
      }
      for (let k = 0; k < st.itemCount; k += 1) {
        assert.equal(w.entry[k + 1], p.entry[k + 1]);
        if (p.entry[k + 1] === 0) continue;
        const live = columnOf(st, k).filter((n) => w.row[st.nodeOptions[n]] === 1).length;
        assert.equal(live, nodes[4 * (k + 1) + 2], `${name}: len of ${t.itemName(k)}`);
      }
      // Keeping the item being branched on keeps its column and every option in it.
      const kept = liveWeights(st, p, e.item);
      assert.equal(kept.entry[e.item + 1], 1);
      for (const n of columnOf(st, e.item)) assert.equal(kept.row[st.nodeOptions[n]], 1);
      checked += 1;
    }
    assert.ok(checked > 0);
    t.free();
  }
});

test('live only: while a node is being hidden its option fades with it; the rows close up', { skip }, async () => {
  const t = await trace('knuth');
  const st = matrixStructure(t);
  t.forward(); // choose A
  const p = readPresence(st, ...Object.values(t.links()));
  // A's cover hides the other nodes of "A D G" and "A D" first, and takes A's header out last
  // (TAOCP's order): before the first hide every option and A itself are still there.
  let w = liveWeights(st, p);
  assert.equal(w.entry[1], 1);
  assert.deepEqual(Array.from(w.row), [1, 1, 1, 1, 1, 1]);
  const hide = t.forward();
  assert.equal(hide.kind, 'hide');
  const mid = readPresence(st, ...Object.values(t.links()));
  mid.node[hide.node] = 1 - outAmount('hide', 1, 0.5);
  w = liveWeights(st, mid);
  assert.equal(w.row[st.nodeOptions[hide.node]], 0.5);
  let g = matrixGeometry(st, w);
  assert.equal(g.rowH[1], 0.5);
  assert.equal(g.rowTop[2], g.rowTop[1] + 0.5, 'the next row moves up by what the fading one gave up');
  // The last two hides, then the header: the covered column takes no room.
  assert.equal(t.forward().kind, 'hide');
  assert.equal(t.forward().kind, 'hide');
  const cover = t.forward();
  assert.equal(cover.kind, 'cover');
  w = liveWeights(st, readPresence(st, ...Object.values(t.links())));
  assert.equal(w.entry[1], 0);
  g = matrixGeometry(st, w);
  assert.equal(g.entryW[1], 0, 'the covered column takes no room');
  assert.equal(g.entryX[2] - g.entryX[0], 1, 'B moves next to the root');
  t.free();
});

test('covered runs: covered columns side by side make one run, anything else breaks it', { skip }, async () => {
  const t = await trace('knuth'); // A B C D E primary, F G secondary: entries 1..7
  const st = matrixStructure(t);
  const g = matrixGeometry(st, fullWeights(st));
  const presence = (out) => {
    const p = { node: new Float32Array(st.nodeCount).fill(1), entry: new Float32Array(st.itemCount + 2).fill(1) };
    for (const [e, v] of Object.entries(out)) p.entry[e] = v;
    return p;
  };
  const all = [-Infinity, Infinity];
  const span = (a, b) => [g.entryLeft[a], g.entryLeft[b] + g.entryW[b]];
  assert.deepEqual(coveredRuns(st, g, presence({}), ...all), [], 'nothing covered');
  // Covering A for real: the links say so, one run of one column.
  while (t.forward().kind !== 'try');
  assert.deepEqual(coveredRuns(st, g, readPresence(st, ...Object.values(t.links())), ...all), span(1, 1));
  assert.deepEqual(coveredRuns(st, g, presence({ 1: 0, 2: 0, 3: 0 }), ...all), span(1, 3), 'A B C');
  assert.deepEqual(coveredRuns(st, g, presence({ 1: 0, 3: 0 }), ...all), [...span(1, 1), ...span(3, 3)], 'B is in');
  assert.deepEqual(coveredRuns(st, g, presence({ 1: 0, 2: 0.5, 3: 0 }), ...all), [...span(1, 1), ...span(3, 3)], 'B is still moving');
  assert.deepEqual(coveredRuns(st, g, presence({ 4: 0, 5: 0, 6: 0, 7: 0 }), ...all), [...span(4, 5), ...span(6, 7)], 'not across the gap');
  // Only columns whose centre is in the range, a run cut where the range ends.
  assert.deepEqual(coveredRuns(st, g, presence({ 1: 0, 2: 0, 3: 0 }), g.entryX[2], Infinity), span(2, 3));
  assert.deepEqual(coveredRuns(st, g, presence({ 1: 0, 2: 0, 3: 0 }), -Infinity, g.entryX[2] + 0.5), span(1, 2));
  // Live only: a column closed up (no width) between two covered ones does not break the run.
  const w = fullWeights(st);
  w.entry[2] = 0;
  const live = matrixGeometry(st, w);
  const runs = coveredRuns(st, live, presence({ 1: 0, 2: 0, 3: 0 }), ...all);
  assert.deepEqual(runs, [live.entryLeft[1], live.entryLeft[3] + 1]);
  assert.equal(runs[1] - runs[0], 2);
  // The array handed in is reused.
  const out = [1, 2, 3];
  assert.equal(coveredRuns(st, g, presence({ 5: 0 }), ...all, out), out);
  assert.deepEqual(out, span(5, 5));
  t.free();
});

test('hit testing: every node is found where it is drawn, empty cells and margins find none', { skip }, async () => {
  for (const name of ['knuth', 'queens6', 'sudoku4']) {
    const t = await trace(name);
    const st = matrixStructure(t);
    const g = matrixGeometry(st, fullWeights(st));
    const filled = new Set();
    for (let n = 0; n < st.nodeCount; n += 1) {
      const c = nodeCenter(st, g, n);
      if (!c) continue;
      assert.equal(hitTest(st, g, c.x, c.y), n, `${name}: node ${n} at its centre`);
      // Anywhere in its cell, not just the centre.
      assert.equal(hitTest(st, g, c.x + 0.45, c.y - 0.45), n);
      if (st.nodeOptions[n] >= 0) filled.add(`${st.nodeOptions[n]},${st.nodeItems[n]}`);
    }
    // Cells where an option has no item are empty.
    for (let o = 0; o < st.optionCount; o += 7) {
      for (let k = 0; k < st.itemCount; k += 3) {
        const hit = hitTest(st, g, g.entryX[k + 1], g.rowY[o]);
        if (filled.has(`${o},${k}`)) assert.equal(st.nodeOptions[hit], o);
        else assert.equal(hit, -1, `${name}: empty cell ${o},${k}`);
      }
    }
    assert.equal(hitTest(st, g, g.labelRight / 2, g.rowY[0]), -1, 'the labels');
    assert.equal(hitTest(st, g, g.entryX[1], g.bottomLaneY), -1, 'below the rows');
    assert.equal(hitTest(st, g, g.width + 3, g.headerY), -1, 'right of everything');
    assert.equal(hitTest(st, g, g.entryX[1], g.laneY - 0.3), -1, 'above the headers');
    if (st.itemCount > st.primaryCount) {
      assert.equal(hitTest(st, g, g.entryX[st.itemCount + 1], g.headerY), -1, 'the secondary root has no node');
    }
    assert.equal(entryAt(st, g, g.entryX[3] + 0.49), 3);
    assert.equal(optionAt(st, g, g.rowTop[2]), 2);
    t.free();
  }
});

test('hit testing in the live-only view: closed rows and columns are never hit', { skip }, async () => {
  const t = await trace('queens6');
  const st = matrixStructure(t);
  let e;
  while ((e = t.forward()) !== null && !(e.kind === 'choose' && e.level === 2));
  const p = readPresence(st, ...Object.values(t.links()));
  const w = liveWeights(st, p);
  const g = matrixGeometry(st, w);
  let live = 0;
  for (let n = st.itemCount + 1; n < st.nodeCount; n += 1) {
    const o = st.nodeOptions[n];
    if (o < 0) continue;
    const c = nodeCenter(st, g, n);
    const open = w.row[o] > 0 && w.entry[st.nodeItems[n] + 1] > 0;
    if (open) {
      live += 1;
      assert.equal(hitTest(st, g, c.x, c.y), n);
    } else assert.notEqual(hitTest(st, g, c.x, c.y), n, `node ${n} is closed up`);
  }
  assert.ok(live > 0 && live < st.nodeCount - st.itemCount);
  // The rows left are packed one after another.
  const open = [];
  for (let o = 0; o < st.optionCount; o += 1) if (w.row[o] > 0) open.push(g.rowY[o]);
  for (let i = 1; i < open.length; i += 1) assert.ok(Math.abs(open[i] - open[i - 1] - 1) < 1e-9);
  t.free();
});

test('fit: a matrix whole when it fits readably, a tall one by its width from the top', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const shapes = {};
  for (const [name, solver] of [
    ['knuth', Solver.fromExample('knuth')],
    ['queens8', Solver.fromExample('queens8')],
    ['pentominoes3x20', Solver.fromPentominoes('3x20', true)],
    ['pentominoes6x10', Solver.fromPentominoes('6x10', true)],
  ]) {
    const t = new Trace(solver, memory);
    const st = matrixStructure(t);
    const g = matrixGeometry(st, fullWeights(st));
    const [w, h] = [730, 640];
    const v = fitView(g, w, h, 46);
    shapes[name] = v.tall;
    if (v.tall) {
      // The whole width at the top, cells big enough to see the links (4 px and more).
      assert.ok(Math.abs(g.width * v.s - (w - 16)) < 1e-9, name);
      assert.equal(v.ty, 4);
      assert.ok(v.s >= 8, `${name}: ${v.s}`);
      assert.ok(g.height * v.s > 10 * h, name);
    } else {
      // Whole: inside the canvas, centred.
      assert.ok(g.width * v.s <= w - 16 + 1e-9 && g.height * v.s <= h - 16 + 1e-9, name);
      assert.ok(Math.abs(v.tx - (w - g.width * v.s) / 2) < 1e-9, name);
    }
    // Follow: a row already in view stays put; any other row is brought below the header band.
    for (const o of [0, Math.floor(st.optionCount / 2), st.optionCount - 1]) {
      const ty = followTy(g, v, g.rowY[o], h);
      const at = ty + g.rowY[o] * v.s;
      assert.ok(at >= g.rowsTop * v.s && at <= h, `${name} option ${o}: at ${at}`);
      // Never past the ends of the matrix.
      assert.ok(ty <= 4 && ty + g.height * v.s >= h - 4 - 1e-9 || !v.tall, `${name} option ${o}: ty ${ty}`);
      if (!v.tall) assert.equal(ty, v.ty, 'a whole matrix never scrolls');
      assert.equal(followTy(g, { ...v, ty }, g.rowY[o], h), ty, 'following again changes nothing');
    }
    t.free();
  }
  assert.deepEqual(shapes, { knuth: false, queens8: false, pentominoes3x20: true, pentominoes6x10: true });
});

// The matrix view's label rules (www/watch/matrix/labels.js, style.js, layout.js): texts thinned
// out so that none run together, checked on random rows against the rule itself (no two kept
// texts within the gap; every text that must be is kept; every text left out would have run
// into one kept, so nothing is dropped for nothing); labels cut rather than squeezed; a
// projector's floor; the region fit and its following across.
import test from 'node:test';
import assert from 'node:assert/strict';
import { fitText, rowFont, thinOut } from '../../www/watch/matrix/labels.js';
import { PRESENT_LABEL_PX, lenFontPx, nameFontPx } from '../../www/watch/matrix/style.js';
import { fitView, followTx } from '../../www/watch/matrix/layout.js';
import { mulberry32 } from '../e2e/wander/prng.mjs';

/** A small deterministic generator, so a failure can be replayed. */
const random = mulberry32;

const apart = (lo, hi, i, j, gap) => lo[j] >= hi[i] + gap || lo[i] >= hi[j] + gap;

test('thinOut keeps texts apart, keeps the ones that must be, and drops none for nothing', () => {
  for (let seed = 1; seed <= 300; seed += 1) {
    const rnd = random(seed);
    const count = 1 + Math.floor(rnd() * 40);
    const gap = Math.floor(rnd() * 4);
    const lo = new Float64Array(count);
    const hi = new Float64Array(count);
    let x = 0;
    for (let i = 0; i < count; i += 1) {
      x += rnd() * 20;
      lo[i] = x;
      hi[i] = x + 5 + rnd() * 25;
    }
    // Musts are spread out, as the item being branched on (one) or chosen rows (apart) are.
    const must = new Uint8Array(count);
    let lastMust = -Infinity;
    for (let i = 0; i < count; i += 1) {
      if (rnd() < 0.15 && lo[i] >= lastMust + gap) {
        must[i] = 1;
        lastMust = hi[i];
      }
    }
    const keep = new Uint8Array(count);
    const kept = thinOut(lo, hi, count, must, gap, keep);
    assert.equal(kept, keep.reduce((a, b) => a + b, 0), `seed ${seed}: the count`);
    for (let i = 0; i < count; i += 1) {
      if (must[i]) assert.equal(keep[i], 1, `seed ${seed}: text ${i} must be kept`);
      for (let j = i + 1; j < count; j += 1) {
        if (keep[i] && keep[j]) assert.ok(apart(lo, hi, i, j, gap), `seed ${seed}: texts ${i} and ${j} run together`);
      }
      if (!keep[i]) {
        let blocked = false;
        for (let j = 0; j < count; j += 1) if (j !== i && keep[j] && !apart(lo, hi, i, j, gap)) blocked = true;
        assert.ok(blocked, `seed ${seed}: text ${i} was dropped though nothing kept is near it`);
      }
    }
  }
});

test('thinOut on a row of equal texts too close for all: every other one, the current one kept', () => {
  // Ten names 20 px wide, 16 px apart: each runs into its neighbours.
  const lo = Float64Array.from({ length: 10 }, (_, i) => 16 * i);
  const hi = lo.map((v) => v + 20);
  const keep = new Uint8Array(10);
  const must = new Uint8Array(10);
  must[3] = 1;
  thinOut(lo, hi, 10, must, 3, keep);
  assert.equal(keep[3], 1);
  assert.equal(keep[2], 0);
  assert.equal(keep[4], 0);
  assert.deepEqual([...keep], [1, 0, 0, 1, 0, 1, 0, 1, 0, 1]);
});

test('fitText cuts a label to its width with an ellipsis, never squeezes it', () => {
  const measure = (t) => 10 * t.length; // a monospace face, 10 px a character
  assert.equal(fitText('C E F', 100, measure), 'C E F');
  assert.equal(fitText('X r1c10 r2c9 r2c10', 100, measure), 'X r1c10 r…');
  assert.ok(measure(fitText('X r1c10 r2c9 r2c10', 100, measure)) <= 100);
  assert.equal(fitText('abcdef', 5, measure), '');
});

test('a projector never gets type under its floor; a screen shrinks to fit, to its own floor', () => {
  for (const s of [2, 6, 10, 14, 18, 24, 46]) {
    for (const fit of [Infinity, 30, 12, 4]) {
      assert.ok(nameFontPx(s, true, fit) >= PRESENT_LABEL_PX, `names s=${s} fit=${fit}`);
      assert.ok(lenFontPx(s, true, fit) >= PRESENT_LABEL_PX, `lens s=${s} fit=${fit}`);
    }
  }
  // On a screen the names shrink to fit their columns, but not under 9 px.
  assert.equal(nameFontPx(30, false, 12), 12);
  assert.equal(nameFontPx(30, false, 4), 9);
  assert.equal(rowFont(20, 12, 16), 16);
  assert.equal(rowFont(20, 30, 16), 20);
});

test('present fit: a matrix unreadable even by its width is a region at the region scale', () => {
  // 75 columns in 700 px: 9 px cells by the width, under a readable 18.
  const g = { width: 75, height: 2000, labelRight: 13 };
  const v = fitView(g, 700, 400, 46, 18, 24);
  assert.equal(v.region, true);
  assert.equal(v.tall, true);
  assert.equal(v.s, 24);
  // Without a region scale (a screen) it stays fitted by its width.
  const screen = fitView(g, 700, 400, 46, 18);
  assert.equal(screen.region, false);
  assert.ok(Math.abs(screen.s - 684 / 75) < 1e-9);
});

test('followTx keeps a column in view right of the labels, and never scrolls past the ends', () => {
  const g = { width: 75, labelRight: 13 };
  const w = 700;
  const s = 24;
  // The columns' centres: from half a cell right of the labels to the last, 1.1 cells from the end.
  for (let x = 13.5; x < g.width - 1.1; x += 1) {
    const tx = followTx(g, { s, tx: 4 }, x, w);
    const at = tx + x * s;
    // The whole column right of the label band (which stays at the left edge once scrolled).
    assert.ok(at - s / 2 >= Math.max(tx, 0) + g.labelRight * s - 1e-9 && at + s / 2 <= w, `column ${x} at ${at}`);
    assert.ok(tx <= 4 && tx >= w - g.width * s - 4, `column ${x}: tx ${tx} scrolls past an end`);
    assert.equal(followTx(g, { s, tx }, x, w), tx, 'following again changes nothing');
  }
});

// The store of solutions found (www/solver/search/solutions.js) and the rules of browsing them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SolutionStore, browseKey, clampIndex, solutionNumber } from '../../www/solver/search/solutions.js';

test('solutions come back as they were added, through many growths', () => {
  const store = new SolutionStore();
  const all = [];
  for (let k = 0; k < 5000; k += 1) {
    const s = Array.from({ length: 1 + (k % 13) }, (_, j) => k * 7 + j);
    all.push(s);
  }
  // In batches, as the worker sends them.
  for (let at = 0; at < all.length; at += 333) {
    const part = all.slice(at, at + 333);
    store.addBatch(Uint32Array.from(part.flat()), part.map((s) => s.length));
  }
  assert.equal(store.count, 5000);
  assert.equal(store.found, 5000);
  for (const k of [0, 1, 64, 65, 4999]) assert.deepEqual(Array.from(store.get(k)), all[k]);
  assert.throws(() => store.get(5000), /there is no solution 5001/u);
  store.clear();
  assert.equal(store.count, 0);
});

test('past its limit the store counts solutions without keeping them', () => {
  const store = new SolutionStore(3);
  for (let k = 0; k < 5; k += 1) store.add([k]);
  assert.equal(store.count, 3);
  assert.equal(store.found, 5);
  assert.equal(store.truncated, true);
  assert.deepEqual(Array.from(store.get(2)), [2]);
});

test('browsing keys step, jump and stop at the ends', () => {
  assert.equal(browseKey('ArrowRight', 0, 10), 1);
  assert.equal(browseKey('ArrowLeft', 0, 10), 0);
  assert.equal(browseKey('ArrowRight', 9, 10), 9);
  assert.equal(browseKey('PageDown', 5, 10), 9);
  assert.equal(browseKey('PageUp', 5, 10), 0);
  assert.equal(browseKey('End', 2, 10), 9);
  assert.equal(browseKey('Home', 7, 10), 0);
  assert.equal(browseKey('a', 7, 10), null);
  assert.equal(browseKey('ArrowRight', 0, 0), null);
  assert.equal(clampIndex(-4, 3), 0);
  assert.equal(clampIndex(12, 0), 0);
});

test('a typed solution number names a solution from 1', () => {
  assert.equal(solutionNumber('1', 92), 0);
  assert.equal(solutionNumber('92', 92), 91);
  assert.equal(solutionNumber('9,356', 9356), 9355);
  for (const bad of ['0', '93', '', 'x', '1.5', '-1']) assert.equal(solutionNumber(bad, 92), null, bad);
});

test('solutions that come without their options (a pool past the cap) are counted, never kept', () => {
  const store = new SolutionStore(4);
  store.addBatch(Uint32Array.of(1, 2, 3, 4, 5, 6, 7, 8), [2, 2, 2, 2], 10);
  assert.equal(store.count, 4);
  assert.equal(store.found, 14);
  assert.equal(store.truncated, true);
  assert.deepEqual(Array.from(store.get(3)), [7, 8]);
  store.addBatch(new Uint32Array(0), [], 5);
  assert.equal(store.found, 19);
  // A short store: what comes after solutions without options is not kept, so that the kept
  // ones stay the first ones in order.
  const short = new SolutionStore(10);
  short.addBatch(Uint32Array.of(1, 2), [2], 3);
  short.add([9]);
  assert.equal(short.count, 1);
  assert.equal(short.found, 5);
  short.clear();
  short.add([9]);
  assert.equal(short.count, 1, 'a cleared store keeps again');
});

// Numbers in words (www/shared/numbers.js), as both pages write them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatBytes, formatCount, formatTime, plural } from '../../www/shared/numbers.js';

test('counts with thousands separators, rounded to whole numbers', () => {
  assert.equal(formatCount(0), '0');
  assert.equal(formatCount(999), '999');
  assert.equal(formatCount(1234), '1,234');
  assert.equal(formatCount(1234567), '1,234,567');
  assert.equal(formatCount(2.5e6 + 0.4), '2,500,000');
});

test('a count with its noun', () => {
  assert.equal(plural(1, 'option'), '1 option');
  assert.equal(plural(0, 'option'), '0 options');
  assert.equal(plural(2339, 'packing'), '2,339 packings');
  assert.equal(plural(2, 'sequence', 'sequences'), '2 sequences');
  assert.equal(plural(3, 'clashing option'), '3 clashing options');
});

test('times in readable units', () => {
  assert.equal(formatTime(0.4213), '0.42 ms');
  assert.equal(formatTime(12.34), '12.3 ms');
  assert.equal(formatTime(345.6), '346 ms');
  assert.equal(formatTime(1250), '1.25 s');
  assert.equal(formatTime(125000), '2 min 5 s');
});

test('sizes in bytes, kB and MB', () => {
  assert.equal(formatBytes(1), '1 byte');
  assert.equal(formatBytes(10_000), '10,000 bytes');
  assert.equal(formatBytes(10_241), '10.0 kB');
  assert.equal(formatBytes(1024 * 1024), '1.0 MB');
  assert.equal(formatBytes(10 * 1024 * 1024), '10.0 MB');
});

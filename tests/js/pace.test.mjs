// How often the visualizer's panels redraw while playing fast (www/watch/player/pace.js): text
// panels at most every TEXT_MS during redraws from scratch while playing, everything else at
// once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Pace, TEXT_MS } from '../../www/watch/player/pace.js';

const playing = { playing: true };
const paused = { playing: false };

test('while playing fast, a text panel redraws at most every TEXT_MS; the canvases every time', () => {
  const pace = new Pace(['items']);
  const drawn = { items: 0, matrix: 0 };
  for (let f = 0; f < 60; f += 1) {
    const now = (f * 1000) / 60;
    for (const name of ['items', 'matrix']) if (pace.due(name, null, playing, now)) drawn[name] += 1;
  }
  assert.equal(drawn.matrix, 60);
  assert.ok(drawn.items >= 1000 / TEXT_MS - 1 && drawn.items <= 1000 / TEXT_MS + 1, `${drawn.items} redraws in a second`);
});

test('a pause, a step or a change that lists its events draws every panel at once', () => {
  const pace = new Pace(['items']);
  assert.equal(pace.due('items', null, playing, 0), true);
  assert.equal(pace.due('items', null, playing, 10), false);
  assert.equal(pace.due('items', null, paused, 11), true, 'paused: the last picture is whole');
  assert.equal(pace.due('items', { events: [], direction: 1 }, playing, 12), true, 'a listed change is never skipped');
  assert.equal(pace.due('items', null, playing, 13), false);
  assert.equal(pace.due('items', null, playing, 12 + TEXT_MS), true);
});

test('while playing fast, the text panels take turns: one of them a frame', () => {
  const names = ['narration', 'steps', 'stats', 'items'];
  const pace = new Pace(names);
  const drawn = Object.fromEntries(names.map((n) => [n, 0]));
  for (let f = 0; f < 120; f += 1) {
    const now = (f * 1000) / 60;
    const due = names.filter((n) => pace.due(n, null, playing, now));
    assert.ok(due.length <= 1, `frame ${f}: ${due.join(', ')}`);
    for (const n of due) drawn[n] += 1;
  }
  // Two seconds: each panel about every TEXT_MS, none left behind.
  for (const n of names) assert.ok(drawn[n] >= 2000 / TEXT_MS - 4 && drawn[n] <= 2000 / TEXT_MS + 1, `${n}: ${drawn[n]}`);
  // A pause draws them all in the same frame.
  assert.equal(names.filter((n) => pace.due(n, null, paused, 5000)).length, names.length);
});

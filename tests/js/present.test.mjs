// Present mode's pure parts: the keys (a clicker's among them), the projector's type floor,
// the fit that keeps cells readable, and the panel list.
import test from 'node:test';
import assert from 'node:assert/strict';
import { keyAction } from '../../www/watch/player/controls.js';
import { PRESENT_LABEL_PX, PRESENT_MIN_SCALE, labelFontPx, nameFontPx } from '../../www/watch/matrix/style.js';
import { fitView } from '../../www/watch/matrix/layout.js';
import { DEFAULT_PANELS, panelList } from '../../www/watch/present.js';

const key = (k, mods = {}) => ({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });

test('f toggles present mode; PageDown and PageUp step as the arrows do', () => {
  assert.equal(keyAction(key('f')), 'present');
  assert.equal(keyAction(key('F')), 'present');
  assert.equal(keyAction(key('f'), { present: true }), 'present');
  assert.equal(keyAction(key('PageDown')), 'event');
  assert.equal(keyAction(key('PageUp')), 'back-event');
  assert.equal(keyAction(key('PageDown'), { present: true }), 'event');
  // Ctrl+PageDown is the browser's (next tab).
  assert.equal(keyAction(key('PageDown', { ctrlKey: true })), null);
});

test('b runs to the next backtrack, and blanks only while presenting; . and Escape only then', () => {
  assert.equal(keyAction(key('b')), 'backtrack');
  assert.equal(keyAction(key('b'), { present: true }), 'blank');
  assert.equal(keyAction(key('.')), null);
  assert.equal(keyAction(key('.'), { present: true }), 'blank');
  assert.equal(keyAction(key('Escape')), null);
  assert.equal(keyAction(key('Escape'), { present: true }), 'leave-present');
});

test('present type never goes below the floor where it can be drawn, normal type is unchanged', () => {
  for (const s of [14, 16, 18, 20, 30, 46]) {
    assert.ok(nameFontPx(s, true) >= PRESENT_LABEL_PX, `names at s=${s}`);
    assert.ok(labelFontPx(s, true) >= PRESENT_LABEL_PX, `labels at s=${s}`);
    // Never wider than the cell it is in (rotated names stand in a column s wide).
    assert.ok(nameFontPx(s, true) <= Math.max(s, PRESENT_LABEL_PX) + 1e-9);
  }
  assert.ok(Math.abs(nameFontPx(10, false) - 7.8) < 1e-9);
  assert.equal(nameFontPx(40, false), 15);
  assert.equal(labelFontPx(40, false), 14);
});

test('a readable fit takes the width when whole cells would be too small', () => {
  const g = { width: 50, height: 40 };
  const normal = fitView(g, 1000, 400, 46);
  assert.equal(normal.tall, false);
  assert.ok(normal.s < PRESENT_MIN_SCALE);
  const present = fitView(g, 1000, 400, 46, PRESENT_MIN_SCALE);
  assert.equal(present.tall, true);
  assert.equal(present.s, (1000 - 16) / 50);
  // Small enough to fit whole: the same fit either way.
  assert.deepEqual(fitView({ width: 12, height: 9 }, 1000, 400, 46, PRESENT_MIN_SCALE), fitView({ width: 12, height: 9 }, 1000, 400, 46));
});

test('the panel list keeps known panels in the chooser order, the default when none', () => {
  assert.deepEqual(panelList(['puzzle', 'matrix', 'nonsense']), ['matrix', 'puzzle']);
  assert.deepEqual(panelList([]), DEFAULT_PANELS);
  assert.deepEqual(DEFAULT_PANELS, ['matrix', 'narration', 'puzzle']);
});

test('a link presents with its panels, and says so when presenting', async () => {
  const { parseState, formatState } = await import('../../www/watch/url-state.js');
  const state = parseState('#problem=sudoku4&present=puzzle-matrix');
  assert.deepEqual(state.present, ['matrix', 'puzzle']);
  assert.deepEqual(state.warnings, []);
  assert.deepEqual(parseState('#problem=knuth&present=').present, DEFAULT_PANELS);
  const odd = parseState('#present=matrix-slides');
  assert.deepEqual(odd.present, ['matrix']);
  assert.equal(odd.warnings.length, 1);
  assert.equal(parseState('#problem=knuth').present, undefined);
  assert.equal(formatState({ problem: 'knuth', rule: 'mrv', step: 3, present: ['matrix', 'narration'] }), '#problem=knuth&step=3&present=matrix-narration');
  assert.equal(formatState({ problem: 'knuth', rule: 'mrv', step: 3, present: null }), '#problem=knuth&step=3');
});

test('the present grid gives every chosen panel one rectangle of its own, for every set of panels', async () => {
  const { PANELS } = await import('../../www/watch/present.js');
  const { presentGrid } = await import('../../www/watch/present-layout.js');
  const keys = PANELS.map(([key]) => key);
  let sets = 0;
  for (let mask = 1; mask < 1 << keys.length; mask++) {
    const chosen = keys.filter((_, i) => mask & (1 << i));
    for (const predict of [false, true]) {
      sets++;
      const grid = presentGrid(chosen, { predict });
      const rows = [...grid.areas.matchAll(/"([^"]*)"/g)].map((m) => m[1].split(' '));
      const columns = grid.columns.split(/ (?=minmax)/).length;
      const what = `${chosen.join('-')}${predict ? ' asking' : ''}`;
      assert.equal(rows.length, grid.rows.split(/ (?![^(]*\))/).length, `${what}: a track per row`);
      for (const row of rows) assert.equal(row.length, columns, `${what}: a cell per column`);
      // Each name's cells fill exactly the rectangle they span: a grid area.
      const names = new Set(rows.flat());
      for (const name of names) {
        const cells = [];
        rows.forEach((row, r) => row.forEach((cell, c) => cell === name && cells.push([r, c])));
        const rs = cells.map(([r]) => r);
        const cs = cells.map(([, c]) => c);
        const area = (Math.max(...rs) - Math.min(...rs) + 1) * (Math.max(...cs) - Math.min(...cs) + 1);
        assert.equal(cells.length, area, `${what}: ${name} is a rectangle`);
      }
      // The panels chosen (the matrix in the page's center), the controls and the player; nothing else.
      const wanted = new Set(['top', 'player', ...chosen.map((key) => (key === 'matrix' ? 'center' : key))]);
      if (predict) wanted.add('center');
      assert.deepEqual([...names].sort(), [...wanted].sort(), what);
      // The player across the bottom.
      assert.ok(rows.at(-1).every((cell) => cell === 'player'), `${what}: the player's row`);
    }
  }
  assert.equal(sets, 254);
});

test('beside the matrix some row always takes the height left, so the matrix reaches the player', async () => {
  const { presentGrid } = await import('../../www/watch/present-layout.js');
  for (const set of [['matrix', 'stats'], ['matrix', 'steps'], ['matrix', 'steps', 'stats'], ['matrix', 'narration', 'steps']]) {
    const rows = presentGrid(set).rows.split(/ (?![^(]*\))/);
    assert.ok(rows.some((row) => row.endsWith('fr)')), `${set.join('-')}: ${rows.join(' ')}`);
  }
});

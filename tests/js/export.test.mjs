// The pure parts of the visualizer's export (www/watch/export/names.js, export/svg.js): file
// names, the check of a range of steps with its messages, and the SVG the recorder writes for
// the canvas calls the painters make.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  checkRange,
  defaultRange,
  pictureFileName,
  problemSlug,
  rangeFileName,
  MAX_FRAMES,
} from '../../www/watch/export/names.js';
import { SvgRecorder, RecordingPath, num, parseFont, splitAlpha, xml } from '../../www/watch/export/svg.js';

test('file names say the problem, the step and the picture', () => {
  assert.equal(pictureFileName(problemSlug({ problem: 'queens', n: 8 }), 137, 'matrix', 'png'), 'queens-8-step-137-matrix.png');
  assert.equal(pictureFileName(problemSlug({ problem: 'langford', n: 7, symmetry: 'keep' }), 0, 'tree', 'svg'), 'langford-7-all-step-0-tree.svg');
  assert.equal(problemSlug({ problem: 'pentominoes', board: '6x10', symmetry: 'once' }), 'pentominoes-6x10');
  assert.equal(problemSlug({ problem: 'sudoku', variant: 'x' }, null), 'sudoku-x');
  assert.equal(problemSlug({ problem: 'sudoku', variant: 'classic' }, 'sudoku4'), 'sudoku4');
  assert.equal(problemSlug({ problem: 'dlx', text: 'a b\na b' }), 'my-problem');
  assert.equal(problemSlug({ problem: 'knuth' }), 'knuth');
  assert.equal(rangeFileName('queens-8', 137, 187, 'webm'), 'queens-8-steps-137-187.webm');
});

test('the range opens at the step shown, never past the end of a finished search', () => {
  assert.deepEqual(defaultRange({ position: 137, furthest: 137, finished: false }), { from: 137, to: 177 });
  assert.deepEqual(defaultRange({ position: 400, furthest: 412, finished: true }), { from: 400, to: 412 });
  assert.deepEqual(defaultRange({ position: 412, furthest: 412, finished: true }), { from: 412, to: 412 });
});

test('a range is checked with a message that says which field and why', () => {
  const done = { furthest: 412, finished: true };
  assert.deepEqual(checkRange('10', ' 20 ', done), { from: 10, to: 20, frames: 11 });
  const fails = (from, to, state, message, field) =>
    assert.throws(
      () => checkRange(from, to, state),
      (e) => {
        assert.ok(e instanceof RangeError);
        assert.equal(e.message, message);
        assert.equal(e.field, field);
        return true;
      }
    );
  fails('10', '900', done, 'step 900 is past the last step seen, 412: the search ends there', 'to');
  fails('500', '600', done, 'step 500 is past the last step seen, 412: the search ends there', 'from');
  fails('', '5', done, 'the first step is empty: give a step number', 'from');
  fails('3', 'ten', done, 'the last step must be a whole number of 0 or more, not "ten"', 'to');
  fails('-3', '5', done, 'the first step must be a whole number of 0 or more, not "-3"', 'from');
  fails('2.5', '5', done, 'the first step must be a whole number of 0 or more, not "2.5"', 'from');
  fails('40', '12', done, 'the last step, 12, comes before the first, 40', 'to');
  fails('7', '7', done, 'steps 7 to 7 make a single picture: export a PNG, or end the range further on', 'to');
  const open = { furthest: 10, finished: false };
  // A search still going may be rendered past what was seen: the player computes the steps.
  assert.deepEqual(checkRange('5', '300', open), { from: 5, to: 300, frames: 296 });
  fails('0', String(MAX_FRAMES + 5), open, `steps 0 to ${MAX_FRAMES + 5} make ${MAX_FRAMES + 6} frames, more than the ${MAX_FRAMES} one file may hold: end at step ${MAX_FRAMES - 1} or before`, 'to');
});

/** The elements of an SVG text, as [name, attributes] pairs (the recorder's output is flat). */
function elements(svg) {
  const out = [];
  for (const m of svg.matchAll(/<([a-zA-Z]+)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/g)) {
    const attrs = {};
    for (const a of m[2].matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1]] = a[2];
    out.push([m[1], attrs]);
  }
  return out;
}

test('rectangles come out with the transform folded in, alpha as opacity', () => {
  const ctx = new SvgRecorder(200, 100);
  ctx.setTransform(2, 0, 0, 2, 10, 5);
  ctx.fillStyle = '#123456';
  ctx.globalAlpha = 0.5;
  ctx.fillRect(1, 2, 3, 4);
  ctx.globalAlpha = 1;
  ctx.fillStyle = 'rgba(10, 20, 30, 0.25)';
  ctx.fillRect(0, 0, -2, 1);
  const svg = ctx.toSvg({ title: 'A & B' });
  assert.match(svg, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200" height="100" viewBox="0 0 200 100">/);
  assert.match(svg, /<title>A &amp; B<\/title>/);
  const rects = elements(svg).filter(([name]) => name === 'rect');
  assert.deepEqual(rects[0][1], { x: '12', y: '9', width: '6', height: '8', fill: '#123456', opacity: '0.5' });
  assert.deepEqual(rects[1][1], { x: '6', y: '5', width: '4', height: '2', fill: 'rgb(10,20,30)', opacity: '0.25' });
});

test('clearing the whole picture starts it again; save and restore bring back the state', () => {
  const ctx = new SvgRecorder(50, 50);
  ctx.fillRect(0, 0, 5, 5);
  ctx.clearRect(0, 0, 50, 50);
  ctx.save();
  ctx.fillStyle = 'red';
  ctx.translate(10, 0);
  ctx.restore();
  ctx.fillRect(1, 1, 2, 2);
  const rects = elements(ctx.toSvg()).filter(([name]) => name === 'rect');
  assert.equal(rects.length, 1);
  assert.deepEqual(rects[0][1], { x: '1', y: '1', width: '2', height: '2', fill: '#000000' });
});

test('paths: the current path is transformed as it is built, a recording path when it is drawn', () => {
  const ctx = new SvgRecorder(100, 100);
  ctx.setTransform(2, 0, 0, 2, 0, 0);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#ff0000';
  ctx.setLineDash([2, 1]);
  ctx.beginPath();
  ctx.moveTo(1, 1);
  ctx.lineTo(5, 1);
  ctx.quadraticCurveTo(6, 2, 5, 3);
  ctx.stroke();
  ctx.setLineDash([]);
  const path = ctx.newPath();
  assert.ok(path instanceof RecordingPath);
  path.rect(1, 1, 2, 2);
  ctx.fillStyle = '#00ff00';
  ctx.fill(path);
  const paths = elements(ctx.toSvg()).filter(([name]) => name === 'path');
  assert.deepEqual(paths[0][1], {
    d: 'M2 2L10 2Q12 4 10 6',
    fill: 'none',
    stroke: '#ff0000',
    'stroke-width': '3',
    'stroke-dasharray': '4 2',
  });
  assert.deepEqual(paths[1][1], { d: 'M1 1L3 1L3 3L1 3ZM1 1', transform: 'matrix(2 0 0 2 0 0)', fill: '#00ff00' });
});

test('arcs become Béziers that end where the arc ends; arcTo meets both tangents', () => {
  const p = new RecordingPath();
  p.arc(0, 0, 10, 0, Math.PI / 2);
  assert.equal(p.segments.length, 2);
  const [op, , , , , x, y] = p.segments[1];
  assert.equal(op, 'C');
  assert.ok(Math.abs(x) < 1e-9 && Math.abs(y - 10) < 1e-9);
  const full = new RecordingPath();
  full.arc(0, 0, 5, 0, 2 * Math.PI);
  assert.equal(full.segments.filter((s) => s[0] === 'C').length, 4);
  // A rounded corner of radius 2 at (10, 0) between a line along x and one down along y.
  const corner = new RecordingPath();
  corner.moveTo(0, 0);
  corner.arcTo(10, 0, 10, 10, 2);
  const line = corner.segments[1];
  assert.deepEqual(line.map((v) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v)), ['L', 8, 0]);
  const end = corner.segments.at(-1);
  assert.ok(Math.abs(end[5] - 10) < 1e-9 && Math.abs(end[6] - 2) < 1e-9, `ends at ${end.slice(5)}`);
});

test('clips become clip paths that end with the matching restore', () => {
  const ctx = new SvgRecorder(40, 40);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, 10, 10);
  ctx.clip();
  ctx.fillRect(0, 0, 40, 40);
  ctx.restore();
  ctx.fillRect(20, 20, 5, 5);
  const svg = ctx.toSvg();
  assert.match(svg, /<defs><clipPath id="clip1"><path d="M0 0L10 0L10 10L0 10ZM0 0"\/><\/clipPath><\/defs>/);
  assert.match(svg, /<g clip-path="url\(#clip1\)"><rect x="0" y="0" width="40" height="40" fill="#000000"\/><\/g><rect x="20"/);
});

test('text: font, anchor, baseline, rotation, a squeeze to maxWidth, its width in any font, escaped content', () => {
  const ctx = new SvgRecorder(100, 100, { measure: (font, text) => 10 * text.length });
  ctx.font = 'italic 700 12px system-ui, "Segoe UI", sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#222222';
  ctx.fillText('a<b', 50, 20, 20);
  ctx.translate(10, 90);
  ctx.rotate(-Math.PI / 2);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.font = '9px serif';
  ctx.fillText('up', 0, 0);
  const texts = elements(ctx.toSvg()).filter(([name]) => name === 'text');
  assert.deepEqual(texts[0][1], {
    x: '50',
    y: '20',
    'font-family': 'system-ui, &quot;Segoe UI&quot;, sans-serif',
    'font-size': '12',
    'font-weight': '700',
    'font-style': 'italic',
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
    textLength: '20',
    lengthAdjust: 'spacingAndGlyphs',
    fill: '#222222',
  });
  assert.match(ctx.toSvg(), />a&lt;b<\/text>/);
  assert.equal(texts[1][1].transform, 'matrix(0 -1 1 0 10 90)');
  // Unsqueezed text keeps its measured width too, in any viewer's font.
  assert.equal(texts[1][1].textLength, '20');
  assert.equal(texts[1][1].lengthAdjust, 'spacingAndGlyphs');
  assert.equal(ctx.measureText('abc').width, 30);
});

test('a pattern tile becomes a pattern of vector rects', () => {
  // A 1 x 6 tile: 3 pixels of grey, 3 clear (the matrix's dashes).
  const data = new Uint8ClampedArray(4 * 6);
  for (let i = 0; i < 3; i += 1) data.set([185, 192, 202, 255], 4 * i);
  const tile = { width: 1, height: 6, getContext: () => ({ getImageData: () => ({ data }) }) };
  const ctx = new SvgRecorder(20, 20);
  ctx.fillStyle = ctx.createPattern(tile, 'repeat');
  ctx.fillRect(0, 0, 1, 20);
  const svg = ctx.toSvg();
  assert.match(
    svg,
    /<pattern id="pattern1" patternUnits="userSpaceOnUse" width="1" height="6">(<rect x="0" y="\d" width="1" height="1" fill="rgb\(185,192,202\)"\/>){3}<\/pattern>/
  );
  assert.match(svg, /<rect x="0" y="0" width="1" height="20" fill="url\(#pattern1\)"\/>/);
  assert.doesNotMatch(svg, /<image|data:/);
});

test('helpers: numbers, fonts, colors with alpha, XML escapes', () => {
  assert.equal(num(1.23456), '1.235');
  assert.equal(num(-0.0001), '0');
  assert.equal(num(NaN), '0');
  assert.deepEqual(parseFont('600 11px system-ui'), { family: 'system-ui', size: 11, weight: '600', style: 'normal' });
  assert.deepEqual(parseFont('bogus'), { family: 'sans-serif', size: 10, weight: 'normal', style: 'normal' });
  assert.deepEqual(splitAlpha('rgba(1, 2, 3, 0.5)'), { color: 'rgb(1,2,3)', alpha: 0.5 });
  assert.deepEqual(splitAlpha('rgb(1 2 3 / 40%)'), { color: 'rgb(1,2,3)', alpha: 0.4 });
  assert.deepEqual(splitAlpha('#abcdef'), { color: '#abcdef', alpha: 1 });
  assert.equal(xml('"<&>"\u0001'), '&quot;&lt;&amp;&gt;&quot;');
});

// ------------------------------------------------------------ a film's captions, the legend

import { filmCaption, wrapCaption, paintCaption, captionHeight, CAPTION_LINES } from '../../www/watch/export/caption.js';
import { layoutLegend, paintLegend } from '../../www/watch/export/legend.js';
import { load, skip } from './engine-loader.mjs';

test('a film\u2019s caption names the step, Algorithm X\u2019s step and the engine\u2019s event', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('knuth', 'mrv'), memory);
  assert.equal(filmCaption(trace), 'Step 0 (X1): Ready at level 0: every item is still to cover. Step forward to start.');
  // Independently of the caption's words: the event's kind at each step, and its X step.
  const WORDS = { choose: /choose item/u, hide: /^Hide node \d+/u, cover: /^Cover /u, try: /^Try option/u, backtrack: /back up from level/u, uncover: /^Uncover /u, unhide: /^Unhide node/u, solution: /^Solution 1 found/u, done: /^Done/u };
  for (let event = trace.forward(); event; event = trace.forward()) {
    const caption = filmCaption(trace);
    const m = /^Step (\d+) \((X\d)\): (.*)$/u.exec(caption);
    assert.ok(m, caption);
    assert.equal(Number(m[1]), trace.position);
    assert.equal(m[2], event.step);
    assert.match(m[3], WORDS[event.kind], caption);
    // Code marks are the page's: a caption drawn on a picture has none.
    assert.ok(!caption.includes('`'), caption);
  }
  trace.free();
});

test('a caption wraps at word ends within its width, in at most three lines, and is cut with an ellipsis only past them', () => {
  const measure = (t) => t.length * 7;
  const text = 'Step 17 (X4): Hide node 10: option C E F leaves the list of item E, which now has no options left: this path cannot succeed.';
  const { lines, cut } = wrapCaption(text, 300, measure);
  assert.equal(cut, false);
  assert.ok(lines.length <= CAPTION_LINES);
  for (const line of lines) assert.ok(measure(line) <= 300, line);
  assert.equal(lines.join(' '), text);
  const long = `${text} ${text} ${text}`;
  const short = wrapCaption(long, 300, measure);
  assert.equal(short.cut, true);
  assert.equal(short.lines.length, CAPTION_LINES);
  assert.ok(short.lines.at(-1).endsWith('…'));
  for (const line of short.lines) assert.ok(measure(line) <= 300, line);
  assert.ok(long.startsWith(short.lines.join(' ').slice(0, -1)));
});

/** A canvas context that records what is drawn (and measures 0.55 em a character). */
function recordingContext() {
  const calls = [];
  const ctx = {
    font: '10px sans-serif',
    calls,
    measureText: (t) => ({ width: t.length * 0.55 * Number.parseFloat(/(\d+(?:\.\d+)?)px/u.exec(ctx.font)[1]) }),
  };
  for (const name of ['save', 'restore', 'fillRect', 'strokeRect', 'setLineDash']) ctx[name] = (...args) => calls.push([name, ...args]);
  ctx.fillText = (text, x, y, max) => calls.push(['fillText', text, x, y, max, ctx.font]);
  return ctx;
}

test('a caption is drawn inside its band, set smaller before it is cut', () => {
  const width = 520;
  const height = captionHeight(width);
  const ctx = recordingContext();
  const text = 'Step 26 (X5): Hide node 99: the queen on row 2, column 0 leaves the list of secondary item b7 (at most one queen on that diagonal), which now has 3 options.';
  const { lines, px } = paintCaption(ctx, text, { top: 400, width, height });
  const texts = ctx.calls.filter((c) => c[0] === 'fillText');
  assert.deepEqual(texts.map((c) => c[1]), lines);
  assert.equal(lines.join(' '), text);
  for (const [, line, x, y] of texts) {
    assert.ok(y >= 400 && y + px <= 400 + height, `${line} at ${y}`);
    assert.ok(x >= 0 && x + ctx.measureText(line).width <= width, line);
  }
  // The band is painted first, the frame's whole width.
  assert.deepEqual(ctx.calls.find((c) => c[0] === 'fillRect'), ['fillRect', 0, 400, width, height]);
});

test('the legend: rows within the picture\u2019s width, every entry whole, each word and swatch drawn below the matrix', () => {
  const entries = ['primary item', 'secondary item', 'node', 'hidden node (dashed: the links it remembers)', 'covered item', 'item being branched on', 'chosen option', 'just moved', 'solution'].map((text, i) => ({
    text,
    fill: '#123456',
    stroke: i % 2 ? '#654321' : null,
    strokeWidth: i % 2 ? 2 : 0,
    dashed: i === 4,
    alpha: 1,
  }));
  const measure = (t) => t.length * 7;
  const width = 400;
  const layout = layoutLegend(entries, width, measure);
  assert.equal(layout.places.length, entries.length);
  const rows = new Set(layout.places.map((p) => p.y));
  assert.ok(rows.size > 1);
  for (const p of layout.places) assert.ok(p.x + 12 + 6 + measure(p.entry.text) <= width, p.entry.text);
  // In reading order: left to right, then down.
  for (let i = 1; i < layout.places.length; i += 1) {
    const [a, b] = [layout.places[i - 1], layout.places[i]];
    assert.ok(b.y > a.y || (b.y === a.y && b.x > a.x));
  }
  assert.ok(layout.height >= rows.size * 20);
  const svg = new SvgRecorder(width, 300 + layout.height, { measure: (font, t) => measure(t) });
  paintLegend(svg, layout, { top: 300, width, font: '13px sans-serif', color: '#1a1a1a', background: '#ffffff' });
  const out = svg.toSvg();
  for (const e of entries) assert.ok(out.includes(`>${xml(e.text)}</text>`), e.text);
  assert.equal(layoutLegend([], width, measure).height, 0);
});

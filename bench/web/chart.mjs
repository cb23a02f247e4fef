// The chart of `npm run bench:web` (docs/bench-web.svg, shown in BENCHMARKS.md): an SVG file
// written as text, no library. Two panels, each read at a glance:
//
//   1. the npm libraries against us: for each workload, one bar per library, its warm time
//      divided by ours (log scale; past the line at 1x means slower than ours), and a mark
//      where its time divided by our native time falls (the most a wasm build could show);
//   2. counting in a pool of workers: the speed-up of each pool size over one worker, with
//      lines at linear speed-up and at the target (0.8 of linear).

const WIDTH = 760;
const LEFT = 230; // the workload labels
const RIGHT = 70; // room for the value after the longest bar
const FONT = 'font-family="system-ui, -apple-system, Segoe UI, sans-serif"';
/** One colour per solver, in the order they are given (dark enough on white, apart in hue). */
const COLOURS = ['#1f5fa8', '#d0661c', '#2e8b3e', '#8a3ea8'];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const fmt = (x) => (x >= 10 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(2));

function text(x, y, s, attrs = '') {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" ${attrs}>${esc(s)}</text>`;
}

/** Splits a label into lines of at most `width` characters, at spaces. */
function wrap(label, width) {
  const lines = [];
  let line = '';
  for (const word of String(label).split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The SVG text. `peers`: `{ solvers: [names of the libraries], rows: [{ workload, ratios:
 * [ratio or null per library], bounds: [the same over our native time, or null] }] }` (ratio =
 * library's warm median / ours; bounds optional); `pool`: `{ title,
 * sizes: [workers], speedups: [over one worker], times: [ms] }` or null; `caption`: the machine
 * and the date, in small print at the bottom.
 */
export function benchChart({ peers, pool, caption }) {
  const out = [];
  let y = 28;
  out.push(text(16, y, 'dlx in Chromium (WebAssembly): npm libraries, and counting on several cores', `${FONT} font-size="16" font-weight="600" fill="#111"`));
  y += 30;

  // ------------------------------------------------------------------ panel 1: ratios
  const plotW = WIDTH - LEFT - RIGHT;
  if (peers && peers.rows.length) {
    out.push(text(16, y, 'Time for the same problems, relative to dlx (warm runs, median): longer bar = slower than dlx', `${FONT} font-size="13" font-weight="600" fill="#111"`));
    y += 22;
    // Legend.
    let lx = LEFT;
    peers.solvers.forEach((name, k) => {
      out.push(`<rect x="${lx}" y="${y - 10}" width="12" height="12" fill="${COLOURS[(k + 1) % COLOURS.length]}"/>`);
      out.push(text(lx + 17, y, name, `${FONT} font-size="12" fill="#222"`));
      lx += 30 + name.length * 7;
    });
    const bounded = peers.rows.some((r) => r.bounds?.some((b) => b > 0));
    if (bounded) {
      y += 18;
      out.push(`<line x1="${LEFT + 6}" y1="${y - 11}" x2="${LEFT + 6}" y2="${y + 3}" stroke="#111" stroke-width="2"/>`);
      out.push(text(LEFT + 17, y, "the library's time / dlx's native time, in grey (the most a wasm build could show)", `${FONT} font-size="12" fill="#222"`));
    }
    y += 30;
    const values = peers.rows.flatMap((r) => [...r.ratios, ...(r.bounds ?? [])]).filter((v) => v > 0);
    const lo = Math.min(1, ...values) < 1 ? 2 ** Math.floor(Math.log2(Math.min(...values))) : 1;
    const ticks = [0.125, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
    const hi = ticks.find((t) => t >= Math.max(2, ...values)) ?? Math.max(...values);
    const sx = (v) => LEFT + (Math.log(v / lo) / Math.log(hi / lo)) * plotW;
    const barH = 14;
    const top = y;
    for (const row of peers.rows) {
      const lines = wrap(row.workload, 30);
      const groupH = Math.max(lines.length * 15, peers.solvers.length * (barH + 4)) + 10;
      lines.forEach((line, i) => out.push(text(LEFT - 10, y + 12 + i * 15, line, `${FONT} font-size="12" fill="#222" text-anchor="end"`)));
      row.ratios.forEach((ratio, k) => {
        const by = y + k * (barH + 4);
        if (!(ratio > 0)) {
          out.push(text(sx(1) + 4, by + 11, `${peers.solvers[k]}: n/a (it has no secondary items)`, `${FONT} font-size="11" fill="#666" font-style="italic"`));
          return;
        }
        // Bars grow from the 1x line: right when slower than dlx, left when faster.
        const x0 = Math.min(sx(1), sx(ratio));
        const x1 = Math.max(sx(1), sx(ratio));
        out.push(`<rect x="${x0.toFixed(1)}" y="${by}" width="${Math.max(1, x1 - x0).toFixed(1)}" height="${barH}" fill="${COLOURS[(k + 1) % COLOURS.length]}"><title>${esc(`${peers.solvers[k]}: ${fmt(ratio)}x dlx's time`)}</title></rect>`);
        // The same library against our native code: a mark across the bar's line.
        // Its value in grey beside it; the bar's own value goes inside the bar's end when the
        // mark leaves no room after it.
        const bound = row.bounds?.[k];
        let inside = false;
        if (bound > 0) {
          const bx = sx(bound);
          out.push(`<line x1="${bx.toFixed(1)}" y1="${by - 2}" x2="${bx.toFixed(1)}" y2="${by + barH + 2}" stroke="#111" stroke-width="2"><title>${esc(`${peers.solvers[k]}: ${fmt(bound)}x dlx's native time`)}</title></line>`);
          out.push(text(bx + 4, by + 11, `${fmt(bound)}x`, `${FONT} font-size="11" fill="#777"`));
          inside = bx > x1 - 4 && bx - x1 < 34 && x1 - x0 > 40;
        }
        const faster = ratio < 1;
        if (inside) {
          out.push(text(x1 - 4, by + 11, `${fmt(ratio)}x`, `${FONT} font-size="11" fill="#fff" font-weight="600" text-anchor="end"`));
        } else {
          out.push(text(faster ? x0 - 4 : x1 + 4, by + 11, `${fmt(ratio)}x`, `${FONT} font-size="11" fill="#222"${faster ? ' text-anchor="end"' : ''}`));
        }
      });
      y += groupH;
    }
    // Axis: ticks, the line at 1x (as fast as dlx), the label.
    const bottom = y;
    out.push(`<line x1="${LEFT}" y1="${bottom}" x2="${LEFT + plotW}" y2="${bottom}" stroke="#444"/>`);
    for (const t of ticks.filter((t) => t >= lo && t <= hi)) {
      const x = sx(t);
      out.push(`<line x1="${x.toFixed(1)}" y1="${bottom}" x2="${x.toFixed(1)}" y2="${bottom + 4}" stroke="#444"/>`);
      out.push(text(x, bottom + 16, `${t}x`, `${FONT} font-size="11" fill="#333" text-anchor="middle"`));
    }
    const one = sx(1);
    out.push(`<line x1="${one.toFixed(1)}" y1="${top - 4}" x2="${one.toFixed(1)}" y2="${bottom}" stroke="${COLOURS[0]}" stroke-width="2"/>`);
    out.push(text(one, top - 8, 'dlx = 1x', `${FONT} font-size="11" fill="${COLOURS[0]}" font-weight="600" text-anchor="middle"`));
    out.push(text(LEFT + plotW / 2, bottom + 32, "the library's time / dlx's time on the same problems (log scale)", `${FONT} font-size="12" fill="#333" text-anchor="middle"`));
    y = bottom + 56;
  }

  // ------------------------------------------------------------------ panel 2: speed-up
  if (pool) {
    out.push(text(16, y, pool.title, `${FONT} font-size="13" font-weight="600" fill="#111"`));
    y += 20;
    const most = Math.max(...pool.sizes);
    const hi = Math.max(most, ...pool.speedups);
    const sx = (v) => LEFT + (v / hi) * plotW;
    const top = y;
    const barH = 18;
    pool.sizes.forEach((n, k) => {
      const by = y;
      out.push(text(LEFT - 10, by + 13, `${n} ${n === 1 ? 'worker' : 'workers'} (${fmt(pool.times[k] / 1000)} s)`, `${FONT} font-size="12" fill="#222" text-anchor="end"`));
      const s = pool.speedups[k];
      out.push(`<rect x="${LEFT}" y="${by}" width="${Math.max(1, sx(s) - LEFT).toFixed(1)}" height="${barH}" fill="${COLOURS[0]}"><title>${esc(`${n} workers: ${fmt(s)}x one worker`)}</title></rect>`);
      // Near the right edge the value goes inside the bar, clear of the reference lines.
      const inside = sx(s) > LEFT + 0.8 * plotW;
      out.push(
        inside
          ? text(sx(s) - 6, by + 13, `${s.toFixed(2)}x`, `${FONT} font-size="12" fill="#fff" font-weight="600" text-anchor="end"`)
          : text(sx(s) + 4, by + 13, `${s.toFixed(2)}x`, `${FONT} font-size="12" fill="#222"`)
      );
      y += barH + 8;
    });
    const bottom = y;
    out.push(`<line x1="${LEFT}" y1="${bottom}" x2="${LEFT + plotW}" y2="${bottom}" stroke="#444"/>`);
    for (let t = 0; t <= hi + 1e-9; t += 0.5) {
      const x = sx(t);
      out.push(`<line x1="${x.toFixed(1)}" y1="${bottom}" x2="${x.toFixed(1)}" y2="${bottom + 4}" stroke="#444"/>`);
      out.push(text(x, bottom + 16, `${t}x`, `${FONT} font-size="11" fill="#333" text-anchor="middle"`));
    }
    // Linear speed-up, and the target of 0.8 of it, for the largest pool.
    for (const [value, label, dash] of [
      [most, `linear (${most}x)`, '6 4'],
      [0.8 * most, `target 0.8 x linear`, '2 3'],
    ]) {
      const x = sx(value);
      out.push(`<line x1="${x.toFixed(1)}" y1="${top - 6}" x2="${x.toFixed(1)}" y2="${bottom}" stroke="#b00020" stroke-dasharray="${dash}"/>`);
      out.push(text(x, top - 9, label, `${FONT} font-size="11" fill="#b00020" text-anchor="${value === most ? 'start' : 'end'}"`));
    }
    out.push(text(LEFT + plotW / 2, bottom + 32, 'speed-up over one worker (same pool code, warm, median)', `${FONT} font-size="12" fill="#333" text-anchor="middle"`));
    y = bottom + 52;
  }

  if (caption) {
    for (const line of wrap(caption, 120)) {
      out.push(text(16, y, line, `${FONT} font-size="11" fill="#555"`));
      y += 14;
    }
  }
  const height = Math.ceil(y + 6);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-labelledby="t d">`,
    `<title id="t">dlx in Chromium against npm exact-cover libraries, and the parallel count's speed-up</title>`,
    `<desc id="d">${esc(describeChart(peers, pool))}</desc>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    ...out,
    '</svg>',
    '',
  ].join('\n');
}

/** The chart in words, for screen readers. */
function describeChart(peers, pool) {
  const parts = [];
  for (const row of peers?.rows ?? []) {
    const said = row.ratios.map((r, k) => {
      if (!(r > 0)) return `${peers.solvers[k]} cannot express it`;
      const bound = row.bounds?.[k] > 0 ? ` (${fmt(row.bounds[k])} times dlx's native time)` : '';
      return `${peers.solvers[k]} ${fmt(r)} times dlx's time${bound}`;
    });
    parts.push(`${row.workload}: ${said.join(', ')}.`);
  }
  if (pool) parts.push(`${pool.title}: ${pool.sizes.map((n, k) => `${n} workers ${pool.speedups[k].toFixed(2)}x`).join(', ')}.`);
  return parts.join(' ');
}

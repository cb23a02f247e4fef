// Present mode's grid: which region of the screen each chosen panel gets. The page's own
// columns (left, center, right) give way to one grid whose tracks follow the panels chosen
// (present.css makes the columns' sections transparent to it): the matrix large at the left,
// the text panels in a column beside it (the narration a readable width), the rest in a row
// under the matrix; without the matrix, the panels tile the screen. The Present controls take
// the top of the side column, so they never sit on the matrix's toolbar (its solution badge);
// a Predict question goes over the matrix (the page's center holds both), or without the
// matrix takes a row of its own across the top.
//
// Pure: it only says the grid (areas, row and column tracks); present.js hands it to the CSS.

/** The panels that read best in a tall column beside the matrix, the first first. */
const SIDE_ORDER = ['narration', 'puzzle', 'tree', 'steps', 'items', 'stats'];

/** The order of the row under the matrix (the chooser's). */
const UNDER_ORDER = ['steps', 'stats', 'items', 'tree'];

/** At most this many panels share the column beside the matrix; the others go under it. */
const SIDE_MAX = 3;

/** A panel's share of a shared track (the narration's sentence and the board need the most). */
const WEIGHT = { narration: 1.25, puzzle: 1.4, steps: 1.1, tree: 1.3, items: 1.1, stats: 0.9 };

/**
 * A side panel's row: a share of the height, or (the steps beside the narration show one step,
 * the counters are few) as tall as its content, up to a part of the screen.
 */
const SIDE_ROW = { steps: 'fit-content(34%)', stats: 'fit-content(30%)' };

/** The height of the row under the matrix, by how many panels share it (they are narrow). */
const UNDER_WEIGHT = [0, 1.1, 1.4, 1.7];

/** The matrix's share of the width against the side column's (3:2). */
const MAIN = 3;
const SIDE = 2;

const fr = (w) => `minmax(0, ${Number(w.toFixed(3))}fr)`;
const quote = (row) => `"${row.join(' ')}"`;

/**
 * The grid for `panels` (keys of present.js's PANELS, in any order), with a Predict question
 * (`predict`) or without: `{ areas, rows, columns }`, the values of grid-template-areas,
 * grid-template-rows and grid-template-columns. Every area a panel names is a rectangle; the
 * controls' area is `top`, the player's `player`, the
 * page's center (the matrix, the question over it) `center`.
 */
export function presentGrid(panels, { predict = false } = {}) {
  const shown = new Set(panels);
  const others = SIDE_ORDER.filter((key) => shown.has(key));
  const grid = shown.has('matrix') ? besideMatrix(others) : tiled(others);
  const width = grid.columns.length;
  const areas = [...grid.areas];
  const rows = [...grid.rows];
  // Without the matrix, a question takes a row of its own across the top.
  if (predict && !shown.has('matrix')) {
    areas.unshift(Array(width).fill('center'));
    rows.unshift('auto');
  }
  areas.push(Array(width).fill('player'));
  rows.push('auto');
  return { areas: areas.map(quote).join(' '), rows: rows.join(' '), columns: grid.columns.join(' ') };
}

/**
 * The matrix at the left (with a question over it: they share the center, present.css stacks
 * them); up to three panels in the column beside it, the rest under it.
 */
function besideMatrix(others) {
  if (others.length === 0) return { columns: [fr(1)], rows: ['auto', fr(1)], areas: [['top'], ['center']] };
  const side = others.slice(0, SIDE_MAX);
  // Under the matrix, in the chooser's order (as the eye reads the row).
  const under = others.slice(SIDE_MAX).sort((a, b) => UNDER_ORDER.indexOf(a) - UNDER_ORDER.indexOf(b));
  const underWeight = under.reduce((sum, key) => sum + WEIGHT[key], 0);
  const mainColumns = under.length > 0 ? under.map((key) => fr((MAIN * WEIGHT[key]) / underWeight)) : [fr(MAIN)];
  const columns = [...mainColumns, fr(SIDE)];
  const main = (name) => Array(mainColumns.length).fill(name);
  const areas = [[...main('center'), 'top']];
  const rows = ['auto'];
  side.forEach((key, i) => {
    const last = i === side.length - 1;
    if (last && under.length > 0) {
      areas.push([...under, key]);
      // The row under the matrix is as tall as its panels need, at least its side panel's share.
      rows.push(fr(Math.max(WEIGHT[key], UNDER_WEIGHT[under.length])));
    } else {
      areas.push([...main('center'), key]);
      rows.push(SIDE_ROW[key] ?? fr(WEIGHT[key]));
    }
  });
  // At least one row takes the height left: the matrix beside the rows spans them all.
  if (!rows.some((row) => row.endsWith('fr)'))) rows[rows.length - 1] = fr(1);
  return { columns, rows, areas };
}

/** No matrix: the panels tile the screen, one row up to three, two rows beyond. */
function tiled(others) {
  const n = others.length;
  if (n <= 3) {
    return {
      columns: others.map((key) => fr(WEIGHT[key])),
      rows: ['auto', fr(1)],
      areas: [Array(n).fill('top'), others],
    };
  }
  const columnCount = n === 4 ? 2 : 3;
  // Five panels: the first (the narration, when shown) takes both rows of its column.
  const first = n === 5 ? [others[0], others[0]] : null;
  const rest = first ? others.slice(1) : others;
  const top = first ? [first[0], ...rest.slice(0, 2)] : rest.slice(0, columnCount);
  const bottom = first ? [first[1], ...rest.slice(2)] : rest.slice(columnCount);
  return {
    columns: Array(columnCount).fill(fr(1)),
    rows: ['auto', fr(1), fr(1)],
    areas: [Array(columnCount).fill('top'), top, bottom],
  };
}

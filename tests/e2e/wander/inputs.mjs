// What the wandering test types: small puzzles, region and cage maps, DLX texts and words,
// valid and not, drawn from a seed. Every value is plain data, so that an action list printed
// with a failure replays as it was.

import { readFileSync } from 'node:fs';

const killerFile = (name) =>
  readFileSync(new URL(`../../data/killer/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => !l.startsWith('#'))
    .join('\n')
    .trim();

export const KILLER4 = killerFile('seed-7-4x4.txt');
export const KILLER9 = killerFile('seed-2026.txt');

/** Every full 4x4 Sudoku grid (288), as 16-character strings. */
const GRIDS4 = (() => {
  const out = [];
  const g = new Array(16).fill(0);
  const ok = (k, v) => {
    const [r, c] = [Math.floor(k / 4), k % 4];
    for (let j = 0; j < 4; j++) if (g[r * 4 + j] === v || g[j * 4 + c] === v) return false;
    const [br, bc] = [r - (r % 2), c - (c % 2)];
    for (let j = 0; j < 4; j++) if (g[(br + (j >> 1)) * 4 + bc + (j & 1)] === v) return false;
    return true;
  };
  const walk = (k) => {
    if (k === 16) {
      out.push(g.join(''));
      return;
    }
    for (let v = 1; v <= 4; v++) {
      if (!ok(k, v)) continue;
      g[k] = v;
      walk(k + 1);
      g[k] = 0;
    }
  };
  walk(0);
  return out;
})();

const EASY9 = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

/** A puzzle for the Sudoku field: mostly small and valid, some broken on purpose. */
export function puzzleText(rng) {
  return rng.weighted([
    [5, () => Array.from(rng.pick(GRIDS4), (ch) => (rng.chance(0.6) ? '.' : ch)).join('')],
    [1, () => Array.from(rng.pick(GRIDS4), (ch) => (rng.chance(0.3) ? '.' : ch)).join('').replace(/(.{4})(?!$)/gu, '$1\n')],
    [1, () => '11..............'],
    [1, () => '1234..'],
    [1, () => `x${'.'.repeat(15)}`],
    [2, () => Array.from(EASY9, (ch) => (ch !== '.' && rng.chance(0.3) ? '.' : ch)).join('')],
    [1, () => `${EASY9.slice(0, 80)}3`],
    [1, () => ''],
    [1, () => '.'.repeat(16)],
    [1, () => '.'.repeat(256)],
  ])();
}

/** A map for the map field: a jigsaw's regions or a Killer's cages, good or not. */
export function mapText(rng, variant) {
  if (variant === 'killer') {
    return rng.weighted([
      [3, () => KILLER4],
      [2, () => KILLER9],
      [2, () => KILLER4.replace('A=8', `A=${rng.int(3, 9)}`)],
      [1, () => 'AB\nAB\nA=3'],
      [1, () => KILLER4.replace('G=6\n', '').replace(/\nG=6$/u, '')],
    ])();
  }
  return rng.weighted([
    [3, () => 'aaab\nabbb\ncddd\ncccd'],
    [2, () => 'aaaa\nbbbb\ncccc\ndddd'],
    [1, () => 'aabb\naabb\nccdd\nccdd'],
    [2, () => ['111222233', '111222333', '111223363', '445556663', '444455666', '447885596', '477855996', '777889999', '777888899'].join('\n')],
    [1, () => 'aab\nabb'],
    [1, () => 'aaab\nabbb\ncddd\ncccc'],
  ])();
}

/** A problem in Knuth's DLX format for the text area. */
export function dlxText(rng) {
  return rng.pick([
    'A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n',
    'A B\nA\nB\nA B\n',
    'A B C\nA B\nB C\n',
    'A B | X\nA X\nB X\nA B\n',
    'A A\nA\n',
    'A B\nA C\n',
    '',
    '| only a comment\n',
    'A B C D\nA B\nC D\nA C\nB D\nA D\nB C\n',
    'A B | X Y\nA X:0\nB X:1\nA Y:1\nB Y:1\n',
  ]);
}

/** A word for the word square's first row: in the list or not, of the right length or not. */
export function startWord(rng) {
  return rng.pick(['', '', 'bit', 'lane', 'area', 'tea', 'zzz', 'ab', 'abcd', 'LANE', 'l..e']);
}

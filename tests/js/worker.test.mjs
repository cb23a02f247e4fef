// The real worker (www/workers/worker.js) and engine (www/shared/engine.js) in node, over the wasm package
// that scripts/build-wasm.sh generates in www/pkg: the messages the page relies on, the
// engine's error messages and cells, the example puzzles' verdicts, and cancellation (of
// searches that cannot finish in any test's lifetime, and checked by the order of the
// messages, never by how long they took).
// Skipped (with a note) when www/pkg has not been built yet.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fetchFilesFromDisk } from './engine-loader.mjs';
import { fileURLToPath } from 'node:url';

const pkg = fileURLToPath(new URL('../../www/pkg/dlx_wasm.js', import.meta.url));
const built = existsSync(pkg);
const skip = built ? false : 'www/pkg is not built yet (bash scripts/build-wasm.sh)';

/** Loads worker.js as a worker would run: `self` is the global, wasm comes by fetch. */
async function startWorker() {
  const posted = [];
  const listeners = [];
  globalThis.self = globalThis;
  globalThis.postMessage = (message) => {
    posted.push(message);
    for (const l of [...listeners]) l(message);
  };
  // The worker yields through a MessageChannel, whose open port would keep node running
  // after the tests: remember the channels and close them at the end.
  const RealChannel = globalThis.MessageChannel;
  globalThis.MessageChannel = class extends RealChannel {
    constructor() {
      super();
      channels.push(this);
    }
  };
  fetchFilesFromDisk();
  await import('../../www/workers/worker.js');
  const send = (message) => globalThis.onmessage({ data: message });
  /** The first posted message (from now, or already posted) that matches. */
  const next = (match) =>
    new Promise((resolve) => {
      const found = posted.find(match);
      if (found) return resolve(found);
      const listener = (m) => {
        if (match(m)) {
          listeners.splice(listeners.indexOf(listener), 1);
          resolve(m);
        }
      };
      listeners.push(listener);
    });
  let id = 0;
  /** Sends a request; resolves with its final answer and the messages that came before. */
  const request = async (message) => {
    const jobId = ++id;
    const before = posted.length;
    send({ ...message, id: jobId });
    const answer = await next(
      (m) => m.id === jobId && ['valid', 'described', 'exported', 'result', 'cancelled', 'error'].includes(m.type)
    );
    return { answer, messages: posted.slice(before).filter((m) => m.id === jobId), id: jobId };
  };
  return { posted, send, next, request, nextId: () => ++id };
}

const channels = [];
after(() => {
  for (const c of channels) {
    c.port1.close();
    c.port2.close();
  }
});

let workerPromise;
const worker = () => (workerPromise ??= startWorker());

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

test('the worker warms up and says so', { skip }, async () => {
  const w = await worker();
  const ready = await w.next((m) => m.type === 'ready');
  assert.ok(ready.warmup >= 0);
});

test('solve: the first solution, then the verdict with the counts', { skip }, async () => {
  const w = await worker();
  const { answer, messages } = await w.request({ type: 'solve', text: EASY });
  assert.equal(answer.type, 'result');
  assert.equal(answer.mode, 'solve');
  assert.equal(answer.solutions, 1);
  assert.equal(answer.finished, true);
  assert.equal(answer.grid, '483921657967345821251876493548132976729564138136798245372689514814253769695417382');
  for (const key of ['nodes', 'updates', 'mems']) assert.ok(answer[key] > 0, key);
  // A duration, however short the machine makes it.
  assert.ok(Number.isFinite(answer.elapsed) && answer.elapsed >= 0);
  const solution = messages.find((m) => m.type === 'solution');
  assert.equal(solution.grid, answer.grid);
});

test('the examples have the verdicts their descriptions promise', { skip }, async () => {
  const w = await worker();
  const { EXAMPLES } = await import('../../www/solver/sudoku/examples.js');
  const expected = { several: 37, none: 0 };
  for (const ex of EXAMPLES) {
    const rules = { variant: ex.variant ?? 'classic', regions: ex.regions ?? '' };
    const { answer } = await w.request({ type: 'count', text: ex.puzzle, limit: 1000, ...rules });
    assert.equal(answer.type, 'result', ex.id);
    assert.equal(answer.finished, true, ex.id);
    assert.equal(answer.solutions, expected[ex.id] ?? 1, ex.id);
  }
  // What the X-sudoku's description says: the classic rules alone allow 465 grids.
  const x = EXAMPLES.find((e) => e.id === 'x');
  const classic = (await w.request({ type: 'count', text: x.puzzle, limit: 1000 })).answer;
  assert.equal(classic.solutions, 465);
});

test('check stops at the second solution; count stops at its cap', { skip }, async () => {
  const w = await worker();
  const several = `.........${EASY.slice(9)}`;
  const check = (await w.request({ type: 'check', text: several })).answer;
  assert.equal(check.solutions, 2);
  assert.equal(check.finished, false);
  assert.equal(check.grid, null);
  const capped = (await w.request({ type: 'count', text: several, limit: 10 })).answer;
  assert.equal(capped.solutions, 10);
  assert.equal(capped.finished, false);
  assert.equal(capped.limit, 10);
});

test('errors carry the engine message and the cells at fault', { skip }, async () => {
  const w = await worker();
  const clash = `${EASY.slice(0, 11)}5${EASY.slice(12)}`;
  for (const type of ['validate', 'solve', 'count']) {
    const { answer } = await w.request({ type, text: clash, limit: 5 });
    assert.equal(answer.type, 'error');
    // The new 5 meets the 5 of row 9 in its column too: every given in a clash is marked.
    assert.equal(answer.error, 'row 2, column 6 and row 2, column 3 both hold 5 in the same row; 3 givens clash in all');
    assert.deepEqual(answer.cells, [
      [2, 3],
      [2, 6],
      [9, 3],
    ]);
  }
  const short = (await w.request({ type: 'validate', text: EASY.slice(1) })).answer;
  assert.match(short.error, /^the puzzle has 80 cells/);
  assert.deepEqual(short.cells, []);
  const big = (await w.request({ type: 'validate', text: `G${EASY.slice(1)}` })).answer;
  assert.deepEqual(big.cells, [[1, 1]]);
  assert.equal((await w.request({ type: 'validate', text: EASY })).answer.type, 'valid');
  const unknown = (await w.request({ type: 'dance', text: EASY })).answer;
  assert.match(unknown.error, /unknown request/);
});

/** The messages about job `id` posted after `message`. */
const postedAfter = (w, message, id) => w.posted.slice(w.posted.indexOf(message) + 1).filter((m) => m.id === id);

test('a long count reports progress that moves forward; a cancel ends it, and nothing of it follows', { skip }, async (t) => {
  const w = await worker();
  const id = w.nextId();
  // An empty 16x16 grid, counted without a cap: far more grids than any test's lifetime.
  w.send({ type: 'count', id, text: '.'.repeat(256), limit: 0 });
  const progress = [];
  while (progress.length < 3) {
    progress.push(await w.next((m) => m.id === id && m.type === 'progress' && !progress.includes(m)));
  }
  for (let k = 1; k < progress.length; k += 1) {
    assert.ok(progress[k].nodes > progress[k - 1].nodes, 'every progress comes after more search');
    assert.ok(progress[k].solutions >= progress[k - 1].solutions);
    assert.ok(progress[k].elapsed >= progress[k - 1].elapsed);
  }
  w.send({ type: 'cancel', id });
  const cancelled = await w.next((m) => m.id === id && m.type === 'cancelled');
  assert.equal(cancelled.mode, 'count');
  const last = w.posted.filter((m) => m.id === id && m.type === 'progress').at(-1);
  assert.ok(cancelled.solutions >= last.solutions && cancelled.nodes >= last.nodes);
  // The worker answers the next request, and by then nothing more of the cancelled count came.
  assert.equal((await w.request({ type: 'count', text: EASY, limit: 0 })).answer.solutions, 1);
  assert.deepEqual(postedAfter(w, cancelled, id), []);
  t.diagnostic(`${cancelled.solutions} grids counted, ${cancelled.nodes} nodes, in ${cancelled.elapsed.toFixed(0)} ms`);
});

test('a cancel that arrives before its job starts stops it at once', { skip }, async () => {
  const w = await worker();
  const id = w.nextId();
  w.send({ type: 'cancel', id });
  w.send({ type: 'count', id, text: '.'.repeat(256), limit: 0 });
  const answer = await w.next((m) => m.id === id && m.type !== 'progress');
  assert.equal(answer.type, 'cancelled');
});

// ---------------------------------------------------------------- the chooser's problems

/** The solutions of an enumerate's messages, each as its option numbers. */
function solutionsOf(messages) {
  const out = [];
  for (const m of messages) {
    if (!m.batch) continue;
    let at = 0;
    for (const len of m.batch.lengths) {
      out.push(Array.from(m.batch.flat.subarray(at, at + len)));
      at += len;
    }
  }
  return out;
}

test('describe: the tables that draw queens, pentominoes and Langford pairs', { skip }, async () => {
  const w = await worker();
  const queens = (await w.request({ type: 'describe', spec: { kind: 'queens', n: 8 } })).answer;
  assert.equal(queens.type, 'described');
  assert.equal(queens.info.n, 8);
  assert.equal(queens.info.options, 64);
  assert.deepEqual(queens.info.squares[10], [1, 2]); // options are the squares in reading order
  const pento = (await w.request({ type: 'describe', spec: { kind: 'pentominoes', board: 'scott', symmetry: 'keep' } })).answer;
  assert.equal(pento.info.rows, 8);
  assert.equal(pento.info.board.filter((x) => x === 0).length, 4); // the centre's hole
  assert.ok(pento.info.pieces.every((p) => /^[FILNPTUVWXYZ]$/u.test(p.letter) && p.cells.length === 5));
  const langford = (await w.request({ type: 'describe', spec: { kind: 'langford', n: 4, symmetry: 'keep' } })).answer;
  assert.equal(langford.info.n, 4);
  assert.ok(langford.info.pairs.every(([v, a, b]) => b - a === v + 1));
});

test('enumerate: every solution comes back as its options, in batches', { skip }, async () => {
  const w = await worker();
  const queens = await w.request({ type: 'enumerate', spec: { kind: 'queens', n: 8 }, limit: 0 });
  assert.equal(queens.answer.type, 'result');
  assert.equal(queens.answer.solutions, 92);
  assert.equal(queens.answer.finished, true);
  const found = solutionsOf(queens.messages);
  assert.equal(found.length, 92);
  assert.ok(found.every((s) => s.length === 8));
  assert.equal(new Set(found.map((s) => [...s].sort((a, b) => a - b).join())).size, 92);

  const packings = await w.request({ type: 'enumerate', spec: { kind: 'pentominoes', board: '3x20', symmetry: 'keep' }, limit: 0 });
  assert.equal(packings.answer.solutions, 8);
  assert.equal(solutionsOf(packings.messages).length, 8);
  const broken = await w.request({ type: 'enumerate', spec: { kind: 'pentominoes', board: '3x20', symmetry: 'break' }, limit: 0 });
  assert.equal(broken.answer.solutions, 2);

  const first = await w.request({ type: 'enumerate', spec: { kind: 'langford', n: 7, symmetry: 'break' }, limit: 1 });
  assert.equal(first.answer.solutions, 1);
  assert.equal(first.answer.finished, false);
  assert.equal(solutionsOf(first.messages)[0].length, 7);

  const none = await w.request({ type: 'enumerate', spec: { kind: 'langford', n: 5, symmetry: 'keep' }, limit: 0 });
  assert.equal(none.answer.solutions, 0);
  assert.equal(none.answer.finished, true);
});

test('enumerate 20 queens: progress with solutions, each handed over once, and a cancel', { skip }, async (t) => {
  const w = await worker();
  const id = w.nextId();
  // 39,029,188,884 placements: the search cannot finish in any test's lifetime.
  w.send({ type: 'enumerate', id, spec: { kind: 'queens', n: 20 }, limit: 0 });
  const progress = [];
  while (!progress.some((m) => m.batch.lengths.length > 0)) {
    progress.push(await w.next((m) => m.id === id && m.type === 'progress' && !progress.includes(m)));
  }
  w.send({ type: 'cancel', id });
  const cancelled = await w.next((m) => m.id === id && m.type === 'cancelled');
  // Every solution counted was handed over (in the progress messages and the last one), none
  // twice, each as 20 squares.
  const all = w.posted.filter((m) => m.id === id);
  assert.equal(all.at(-1), cancelled, 'the cancelled answer is the last message of the job');
  const found = solutionsOf(all);
  assert.equal(found.length, cancelled.solutions);
  assert.ok(found.length > 0);
  assert.ok(found.every((s) => s.length === 20));
  assert.equal(new Set(found.map((s) => [...s].sort((a, b) => a - b).join())).size, found.length);
  // The worker answers the next request, and nothing more of the cancelled search came.
  assert.equal((await w.request({ type: 'enumerate', spec: { kind: 'queens', n: 6 }, limit: 0 })).answer.solutions, 4);
  assert.deepEqual(postedAfter(w, cancelled, id), []);
  t.diagnostic(`${cancelled.solutions} placements handed over, ${cancelled.nodes} nodes, in ${cancelled.elapsed.toFixed(0)} ms`);
});

test('errors in Knuth\'s format name the line; export writes a problem that reads back', { skip }, async () => {
  const w = await worker();
  const bad = (await w.request({ type: 'describe', spec: { kind: 'dlx', text: 'A B | C\nA B\nA D\n' } })).answer;
  assert.equal(bad.type, 'error');
  assert.match(bad.error, /^line 3: unknown item `D`/u);
  const knuth = 'A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';
  const exported = (await w.request({ type: 'export', spec: { kind: 'dlx', text: knuth } })).answer;
  assert.equal(exported.type, 'exported');
  const again = await w.request({ type: 'enumerate', spec: { kind: 'dlx', text: exported.text }, limit: 0 });
  assert.equal(again.answer.solutions, 1);
  const queens = (await w.request({ type: 'export', spec: { kind: 'queens', n: 6 } })).answer;
  const back = await w.request({ type: 'enumerate', spec: { kind: 'dlx', text: queens.text }, limit: 0 });
  assert.equal(back.answer.solutions, 4);
  const sudoku = (await w.request({ type: 'export', spec: { kind: 'sudoku', text: EASY, size: 9 } })).answer;
  const sback = await w.request({ type: 'enumerate', spec: { kind: 'dlx', text: sudoku.text }, limit: 0 });
  assert.equal(sback.answer.solutions, 1);
});

test('Sudoku variants: an X-sudoku clash on a diagonal names both cells', { skip }, async () => {
  const w = await worker();
  const text = `5${'.'.repeat(79)}5`;
  const classic = (await w.request({ type: 'validate', text })).answer;
  assert.equal(classic.type, 'valid');
  const x = (await w.request({ type: 'validate', text, variant: 'x' })).answer;
  assert.equal(x.type, 'error');
  assert.deepEqual(x.cells, [[1, 1], [9, 9]]);
  assert.match(x.error, /diagonal/u);
});

// Last in this file: after a trap the module's state is not to be trusted (the page replaces
// the worker); nothing runs on this one afterwards.
test('a trap during a count is reported as crashed, with the error, not as a puzzle error', { skip }, async () => {
  const w = await worker();
  const id = w.nextId();
  w.send({ type: 'count', id, text: '.'.repeat(256), limit: 0 });
  await w.next((m) => m.id === id && m.type === 'progress');
  // The panic hook prints the panic with console.error: expected here, kept out of the output.
  const realError = console.error;
  const printed = [];
  console.error = (...args) => printed.push(args.join(' '));
  try {
    w.send({ type: 'debugTrap' });
    const answer = await w.next((m) => m.id === id && m.type !== 'progress');
    assert.equal(answer.type, 'crashed');
    assert.equal(answer.mode, 'count');
    assert.match(answer.error, /^RuntimeError: unreachable/u);
  } finally {
    console.error = realError;
  }
  assert.ok(printed.some((line) => line.includes('deliberate trap (debugTrap)')), printed.join('\n'));
});

// The wandering test's view of the solver page: a script added before the page's own that
// counts what the page still has to do (short timers, quick questions to its worker), so the
// test waits for the page to be done rather than for a fixed time; and one read of everything
// on screen (controls, status lines, the board or the picture) as a plain object.

/**
 * Runs in the page before its modules: counts the timers of up to a second not yet fired (the
 * page's pause after typing, its wait before validating) and the quick requests to a worker
 * (validate, describe, export) not yet answered. `window.__wander.quiet()` is true when none is.
 */
export function instrument() {
  const w = window;
  const timers = new Set();
  const setT = w.setTimeout;
  const clearT = w.clearTimeout;
  w.setTimeout = function wanderSetTimeout(fn, delay, ...args) {
    if (typeof fn !== 'function' || !(Number(delay) <= 1000)) return setT.call(w, fn, delay, ...args);
    const id = setT.call(
      w,
      (...a) => {
        timers.delete(id);
        fn(...a);
      },
      delay,
      ...args
    );
    timers.add(id);
    return id;
  };
  w.clearTimeout = function wanderClearTimeout(id) {
    timers.delete(id);
    return clearT.call(w, id);
  };
  const QUICK = new Set(['validate', 'describe', 'export']);
  const ANSWERS = new Set(['valid', 'described', 'exported', 'result', 'cancelled', 'error', 'crashed']);
  const pending = new Map();
  const Base = w.Worker;
  let workers = 0;
  w.Worker = class WanderWorker extends Base {
    constructor(...a) {
      super(...a);
      this.wanderId = ++workers;
      this.addEventListener('message', (e) => {
        const m = e.data;
        if (m && m.id != null && ANSWERS.has(m.type)) pending.delete(`${this.wanderId}:${m.id}`);
      });
    }
    postMessage(m, ...rest) {
      if (m && QUICK.has(m.type) && m.id != null) pending.set(`${this.wanderId}:${m.id}`, m.type);
      return super.postMessage(m, ...rest);
    }
    terminate() {
      for (const k of [...pending.keys()]) if (k.startsWith(`${this.wanderId}:`)) pending.delete(k);
      return super.terminate();
    }
  };
  const quiet = () => timers.size === 0 && pending.size === 0;
  w.__wander = {
    quiet,
    /** 'idle', 'running' (a search shows its progress), or null while the page is at work. */
    state() {
      if (document.body?.dataset.engine !== 'ready' || !quiet()) return null;
      const busy = document.body.dataset.busy === 'true';
      if (busy && document.getElementById('progress')?.textContent === '') return null;
      return busy ? 'running' : 'idle';
    },
    waiting: () => ({ timers: timers.size, requests: [...pending.values()] }),
  };
}

/**
 * Waits until the solver page is loaded, its engine ready, and it has nothing left to do: no
 * short timer pending, no quick request unanswered, and no search running; or, with `running`,
 * a search running that shows its progress line; or, with `either`, whichever comes. Returns
 * whether a search runs. "Nothing left" must hold again after two more turns of the page's
 * event loop, so that an answer already on its way is not missed.
 */
export async function settle(page, { running = false, either = false, timeout = 90_000 } = {}) {
  let deadline = Date.now() + timeout;
  const wanted = (got) => (either ? got !== null : got === (running ? 'running' : 'idle'));
  // A search that keeps reporting progress is at work, not stuck, however slow the machine:
  // waiting for its end, the deadline moves on with each new progress line.
  let progress = null;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) {
      const now = await page.evaluate(() => (document.body.dataset.busy === 'true' ? document.getElementById('progress')?.textContent ?? '' : null));
      if (now && now !== progress) {
        progress = now;
        deadline = Date.now() + timeout;
        continue;
      }
      const waiting = await page.evaluate(() => ({ busy: document.body.dataset.busy, engine: document.body.dataset.engine, ...window.__wander?.waiting() }));
      throw new Error(`the page did not settle in ${timeout / 1000} s: ${JSON.stringify(waiting)}`);
    }
    try {
      await page.waitForFunction(
        ({ either, running }) => {
          const got = window.__wander?.state() ?? null;
          return either ? got !== null : got === (running ? 'running' : 'idle');
        },
        { either, running },
        { polling: 50, timeout: left }
      );
    } catch (e) {
      if (Date.now() < deadline && !/Timeout/u.test(e.message)) throw e;
      continue;
    }
    const again = await page.evaluate(
      () => new Promise((resolve) => setTimeout(() => setTimeout(() => resolve(window.__wander.state()), 0), 0))
    );
    if (wanted(again)) return again === 'running';
  }
}

/** Everything the checks read from the solver page, in one plain object. */
export function readSolver(page) {
  return page.evaluate(() => {
    const $ = (id) => document.getElementById(id);
    const text = (id) => $(id)?.textContent ?? '';
    const kind = document.body.dataset.kind;
    const meter = $('search-meter');
    const snap = {
      url: location.href,
      hash: location.hash,
      kind,
      chooser: $('problem').value,
      title: text('title'),
      busy: document.body.dataset.busy === 'true',
      status: { kind: $('status').dataset.kind ?? '', verdict: text('verdict'), detail: text('detail'), note: text('note'), progress: text('progress') },
      meter: meter ? { hidden: meter.hidden, state: meter.dataset.state ?? '', line: text('meter-estimate'), left: text('meter-left') } : null,
      watch: $('watch-link').getAttribute('href'),
    };
    if (kind === 'sudoku') {
      const board = $('board');
      snap.sudoku = {
        size: Number($('size').value),
        boardSize: Number(board.dataset.size),
        variant: $('variant').value,
        puzzle: $('puzzle-text').value,
        map: $('regions-text').value,
        mapShown: !$('regions-field').hidden,
        limit: $('limit').value,
        cells: [...board.querySelectorAll('input.cell')].map((i) => ({
          v: i.value,
          given: i.classList.contains('given'),
          solved: i.classList.contains('solved'),
          bad: i.classList.contains('bad'),
        })),
      };
      return snap;
    }
    const pic = $('picture');
    const svg = pic.querySelector('svg');
    const box = svg ? svg.getAttribute('viewBox').split(' ').map(Number) : [0, 0, 0, 0];
    const num = (el, a) => Number(el.getAttribute(a));
    const p = {
      pictureKind: pic.dataset.kind,
      solution: Number(pic.dataset.solution),
      total: text('sol-total'),
      number: $('sol-number').value,
      limit: $('p-limit').value,
      queensN: $('queens-n').value,
      langfordN: $('langford-n').value,
      langfordSym: $('langford-symmetry').checked,
      pentoBoard: $('board-choice').value,
      pentoSym: $('pento-symmetry').checked,
      iamondBoard: $('iamond-board').value,
      iamondSym: $('iamond-symmetry').checked,
      omit: $('sticks-omit').value,
      sticksSym: $('sticks-symmetry').checked,
      somaSym: $('soma-symmetry').checked,
      wordsSize: $('words-size').value,
      wordsStart: $('words-start').value,
      wordsDouble: $('words-double').checked,
      dlx: $('dlx-text').value,
      svgClass: svg?.getAttribute('class') ?? '',
      width: box[2],
      height: box[3],
    };
    if (svg?.classList.contains('queens')) {
      p.queens = [...svg.querySelectorAll('path.queen')].map((q) => {
        const [x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/u.exec(q.getAttribute('transform')).slice(1).map(Number);
        return [Math.round(y / 10), Math.round(x / 10)];
      });
    }
    if (svg?.classList.contains('pentominoes')) {
      p.squares = [...svg.querySelectorAll('rect.pc')].map((r) => ({
        r: Math.round(num(r, 'y') / 10),
        c: Math.round(num(r, 'x') / 10),
        letter: /pc-([A-Z])\b/u.exec(r.getAttribute('class'))?.[1] ?? '',
      }));
    }
    if (svg?.classList.contains('iamonds')) {
      p.triangles = [...svg.querySelectorAll('path[data-at]')].map((t) => {
        const nums = t.getAttribute('d').match(/[-\d.]+/gu).map(Number);
        return { at: Number(t.dataset.at), up: nums[3] > nums[1], letter: t.dataset.letter ?? '' };
      });
    }
    if (svg?.classList.contains('sticks')) {
      p.sticks = [...svg.querySelectorAll('path.st-piece')].map((s) => {
        const nums = s.getAttribute('d').match(/[-\d.]+/gu).map((x) => Math.round(Number(x) / 10));
        const sticks = [];
        for (let k = 0; k + 3 < nums.length; k += 4) sticks.push([nums[k + 1], nums[k], nums[k + 3], nums[k + 2]]);
        return { letter: s.dataset.piece, sticks };
      });
    }
    if (svg?.classList.contains('soma')) {
      // Each layer's squares by where they are drawn, and the letter written at a square's centre.
      p.cubes = [...svg.querySelectorAll('g[data-layer]')].flatMap((g) => {
        const letters = new Map([...g.querySelectorAll('text.pc-letter')].map((t) => [`${num(t, 'x') - 5},${num(t, 'y') - 5}`, t.textContent]));
        return [...g.querySelectorAll('rect.pc')].map((r) => ({
          layer: Number(g.dataset.layer) - 1,
          row: Math.round(num(r, 'y') / 10),
          column: Math.round(num(r, 'x') / 10),
          letter: letters.get(`${num(r, 'x')},${num(r, 'y')}`) ?? '',
        }));
      });
    }
    if (svg?.classList.contains('langford')) {
      p.slots = svg.querySelectorAll('rect.lf-slot').length;
      p.numbers = [...svg.querySelectorAll('text.lf-number')].map((t) => [Math.round(num(t, 'x') / 10 - 0.5), Number(t.textContent)]);
    }
    if (svg?.classList.contains('word-square')) {
      p.letters = [...svg.querySelectorAll('text.ws-letter')].map((t) => [Math.round((num(t, 'y') - 5) / 10), Math.round((num(t, 'x') - 5) / 10), t.textContent]);
    }
    p.options = [...pic.querySelectorAll('.option-items')].map((li) => li.textContent);
    snap.problem = p;
    return snap;
  });
}

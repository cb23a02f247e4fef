// A test that wanders over the solver page (index.html): from a seed, a random walk of 30 to 60
// user actions (a problem kind, a size, the rules, an example, typing and pasting, Solve,
// Count, Find all, Cancel, the solution browser, Copy link, a reload, the visualizer's link
// and Back) and, after every one, the checks of tests/e2e/wander/checks.mjs: no page error;
// an answer on screen obeys the rules of the problem on screen, judged by the test's own
// checkers; no figure contradicts another; small counts agree with a brute force; a link,
// a reload and the visualizer show the same problem.
//
//   WANDER_SEEDS=N         how many seeds, from the first (without it or WANDER_FIRST_SEED:
//                          seeds 1 to 3 and those of ALSO below, the set `npm test` runs)
//   WANDER_FIRST_SEED=K    the first seed (default 1)
//   WANDER_ACTIONS='[...]' replay this action list (printed with a failure) instead of a walk
//
// `npm run test:wander -- --seed 17` replays one seed, `--seeds 200` runs 200 (scripts/wander.mjs).
import { test, expect, load } from './fixtures.mjs';
import { random } from './wander/prng.mjs';
import { instrument, readSolver, settle } from './wander/page.mjs';
import { checkSolver, problemDifferences, shownProblem, watchDifferences } from './wander/checks.mjs';
import { formatActions, nextAction, perform } from './wander/actions.mjs';

const SEEDS = Number(process.env.WANDER_SEEDS || 3);
const FIRST = Number(process.env.WANDER_FIRST_SEED || 1);
// By default (`npm test`) seeds 1 to 3 are walked, and these too, each for a kind whose answers
// seeds 1 to 3 never draw: its walk must draw one. A change to the walk's actions changes every
// seed's path; then pick another (`WANDER_LOG=1 npm run test:wander -- --seeds 30` prints them).
// Seed 9 solves the Soma cube, finds all 480 and, its box unticked, all 11,520, reloads and browses.
const ALSO = { 9: 'soma' };
const CHOSEN = !process.env.WANDER_SEEDS && !process.env.WANDER_FIRST_SEED;
const SEED_LIST = [...Array.from({ length: SEEDS }, (_, k) => FIRST + k), ...(CHOSEN ? Object.keys(ALSO).map(Number) : [])];
const REPLAY = process.env.WANDER_ACTIONS ? JSON.parse(process.env.WANDER_ACTIONS) : null;
// WANDER_CONTINUE=1: walk on after a fault and report every action that found one (to survey
// a tree whose known faults would stop every walk at the first).
const CONTINUE = !!process.env.WANDER_CONTINUE;
// WANDER_LOG=1: print each action as it is done, with the time it took.
const LOG = !!process.env.WANDER_LOG;

/** Collects a page's errors (console errors, uncaught exceptions) as they happen. */
function watchErrors(page, errors) {
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`exception: ${e.message}`));
}

async function openSolver(page, url = './') {
  await load(page, url);
  await settle(page);
}

async function wander(page, context, seed, replay) {
  const rng = random(seed);
  const errors = [];
  watchErrors(page, errors);
  // No click or navigation waits longer than this: a control that never becomes usable is a fault.
  context.setDefaultTimeout(30_000);
  await context.addInitScript(instrument);
  await openSolver(page);
  const model = { running: false, lastRun: null, lastSeenCount: null };
  const done = [];
  let faults = [];
  const found = [];
  // The kinds of which the walk drew an answer.
  const drawn = new Set();
  const note = (label, list) => {
    for (const f of list) faults.push(`${label}: ${f}`);
  };

  /** Opens `url` in a fresh tab and returns what it shows (its errors are the walk's). */
  const fresh = async (url) => {
    const other = await context.newPage();
    watchErrors(other, errors);
    try {
      await openSolver(other, url);
      return await readSolver(other);
    } finally {
      await other.close();
    }
  };
  const ctx = {
    page,
    model,
    async followLink() {
      const before = await readSolver(page);
      await page.locator(before.kind === 'sudoku' ? '#copy-link' : '#p-copy-link').click();
      model.running = await settle(page, { either: true });
      const after = await readSolver(page);
      if (!/^(Link copied|Copy the link from the address bar)$/u.test(after.status.verdict)) note('Copy link', [`the status says "${after.status.verdict}"`]);
      if (/too long for a link/u.test(`${before.status.note} ${before.status.detail}`)) return;
      const there = await fresh(after.url);
      note('the copied link, opened in a new tab', problemDifferences(shownProblem(before), shownProblem(there), 'shown there'));
      note('the copied link, opened in a new tab', checkSolver(there, { lastRun: null, lastSeenCount: null }));
    },
    async reload() {
      const before = await readSolver(page);
      model.running = false;
      model.lastRun = null;
      await page.reload();
      model.running = await settle(page, { either: true });
      note('after the reload', problemDifferences(shownProblem(before), shownProblem(await readSolver(page)), 'the problem'));
    },
    async watch() {
      const before = await readSolver(page);
      const href = before.watch;
      model.running = false;
      model.lastRun = null;
      // No problem handed over (the page says why in the link's title), or one the solver
      // itself calls wrong: the visualizer need not show it.
      // A jigsaw or Killer with a blank map is no problem yet: the visualizer shows its example.
      const blankMap = before.kind === 'sudoku' && before.sudoku.mapShown && before.sudoku.map.trim() === '';
      const refused = before.status.kind === 'error' || model.refused === JSON.stringify(shownProblem(before));
      const compare = href.includes('#') && !refused && !blankMap;
      await page.locator('#watch-link').click();
      await page.waitForURL(/watch\.html/u);
      await page.waitForFunction(() => window.dlxWatch?.state != null, null, { timeout: 60_000 });
      const state = await page.evaluate(() => JSON.parse(JSON.stringify(window.dlxWatch.state)));
      const shown = await page.evaluate(() => document.getElementById('problem')?.value ?? '');
      if (compare) {
        // What the visualizer said of the link goes with a difference, to tell a refusal from a slip.
        const differences = watchDifferences(before, state);
        const said = differences.length ? await page.evaluate(() => document.getElementById('problem-error')?.textContent ?? '') : '';
        note('the visualizer, from "watch the search"', said ? [...differences, `it says "${said}" of ${href.slice(href.indexOf('#'))}`] : differences);
      }
      if (!shown) note('the visualizer', ['its problem menu shows nothing']);
      await page.goBack();
      await page.waitForURL((url) => !url.pathname.endsWith('watch.html'));
      model.running = await settle(page, { either: true });
      note('Back from the visualizer', problemDifferences(shownProblem(before), shownProblem(await readSolver(page)), 'the problem'));
    },
    async back() {
      model.running = false;
      model.lastRun = null;
      await page.goBack();
      if (!/127\.0\.0\.1/u.test(page.url())) {
        // Back past the first page of the walk: come forward again.
        await page.goForward();
      }
      model.running = await settle(page, { either: true });
    },
  };

  const steps = replay ?? [];
  const length = replay ? replay.length : rng.int(30, 60);
  for (let k = 0; k < length; k++) {
    const snap = await readSolver(page);
    const action = replay ? steps[k] : nextAction(rng, snap, model);
    done.push(action);
    const t0 = Date.now();
    try {
      await perform(ctx, action);
      if (LOG) console.log(`seed ${seed} #${k + 1} ${JSON.stringify(action)} ${Date.now() - t0} ms ${decodeURIComponent(page.url().replace(/^[^#]*/u, ""))}`);
      note('the page', errors.splice(0));
      const after = await readSolver(page);
      note('after it', checkSolver(after, model));
      if (after.problem?.solution > 0) drawn.add(after.kind);
      // The problem the page called wrong stays wrong after the message goes (Copy link's
      // words replace it): the visualizer need not show it.
      if (after.status.kind === 'error') model.refused = JSON.stringify(shownProblem(after));
    } catch (e) {
      faults.push(`the action failed: ${LOG ? e.message : e.message.split('\n')[0]}`);
    }
    if (faults.length && CONTINUE) {
      found.push(`after action ${k + 1} (${JSON.stringify(action)}):\n${faults.map((f) => `  - ${f}`).join('\n')}`);
      faults = [];
    }
    if (faults.length) {
      throw new Error(
        `wander seed ${seed}: after action ${k + 1} of ${length} (${JSON.stringify(action)}):\n` +
          `${faults.map((f) => `  - ${f}`).join('\n')}\n` +
          `actions so far (replay: npm run test:wander -- --seed ${seed}, or WANDER_ACTIONS='${JSON.stringify(done)}'):\n${formatActions(done)}`
      );
    }
  }
  if (found.length) {
    throw new Error(`wander seed ${seed}, every fault found:\n${found.join('\n')}\nactions:\n${formatActions(done)}`);
  }
  if (model.running) {
    await perform(ctx, { do: 'cancel' });
    const left = checkSolver(await readSolver(page), model);
    expect(left, `after the final Cancel, seed ${seed}:\n${formatActions(done)}`).toEqual([]);
  }
  return { done, drawn };
}

test.describe('wander', () => {
  if (REPLAY) {
    test(`wander solver replay of ${REPLAY.length} actions`, async ({ page, context }) => {
      test.setTimeout(30 * 60_000);
      await wander(page, context, FIRST, REPLAY);
    });
    return;
  }
  for (const seed of SEED_LIST) {
    test(`wander solver seed ${seed}`, async ({ page, context }, testInfo) => {
      test.setTimeout(30 * 60_000);
      const { done, drawn } = await wander(page, context, seed, null);
      await testInfo.attach('actions', { body: formatActions(done), contentType: 'text/plain' });
      if (CHOSEN && ALSO[seed]) {
        expect(drawn.has(ALSO[seed]), `seed ${seed} is walked for ${ALSO[seed]}, and its walk no longer draws one: pick another seed\n${formatActions(done)}`).toBe(true);
      }
    });
  }
});

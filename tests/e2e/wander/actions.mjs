// The wandering test's user actions on the solver page: `nextAction` draws one from the seed,
// given what the page shows now, as plain data ({ do: 'size', n: 16 }); `perform` does it the
// way a user would (menus, fields, buttons, keys, the address bar, Back) and waits for the
// page's own state afterwards. The checks between actions are checks.mjs's.

import { dlxText, mapText, puzzleText, startWord } from './inputs.mjs';
import { settle } from './page.mjs';
import { progressCount } from './checks.mjs';

const KINDS = ['sudoku', 'killer', 'queens', 'pentominoes', 'iamonds', 'sticks', 'soma', 'langford', 'words', 'dlx', 'matrix'];
const EXAMPLES = ['easy', 'hardest', 'clue17', 'several', 'none', 'small', 'small', 'big16', 'big25', 'x', 'jigsaw'];

/** The next action, from the seed's generator and the page as it is (`snap`, readSolver's). */
export function nextAction(rng, snap, model) {
  if (model.running) {
    return rng.chance(0.7) ? { do: 'cancel', key: rng.chance(0.3) } : pickAction(rng, snap);
  }
  return pickAction(rng, snap);
}

function pickAction(rng, snap) {
  const common = [
    [6, () => ({ do: 'choose', kind: rng.pick(KINDS) })],
    [2, () => ({ do: 'copyLink' })],
    [1, () => ({ do: 'reload' })],
    [2, () => ({ do: 'watch' })],
    [1, () => ({ do: 'back' })],
  ];
  if (snap.kind === 'sudoku') {
    const n = snap.sudoku.size;
    const mapped = snap.sudoku.mapShown;
    return rng.weighted([
      ...common,
      [3, () => ({ do: 'size', n: rng.pick([4, 4, 9, 16, 25]) })],
      [3, () => ({ do: 'variant', variant: rng.pick(['classic', 'x', 'jigsaw', 'killer']) })],
      [3, () => ({ do: 'example', id: rng.pick(EXAMPLES) })],
      [3, () => ({ do: 'puzzle', text: puzzleText(rng) })],
      [2, () => ({ do: 'cell', cell: rng.int(0, n * n - 1), key: rng.pick(['1', '2', '3', '4', '9', 'Delete', 'A']) })],
      [1, () => ({ do: 'pasteCell', cell: rng.int(0, n * n - 1), text: puzzleText(rng) })],
      [mapped ? 3 : 0, () => ({ do: 'map', text: mapText(rng, snap.sudoku.variant) })],
      [4, () => ({ do: 'solve' })],
      [2, () => ({ do: 'check' })],
      [3, () => ({ do: 'count', limit: n === 4 ? rng.pick(['', '', '1', '5', '1000']) : rng.pick(['1', '5', '100', '1000']) })],
      [1, () => ({ do: 'longCount', wait: rng.pick([0, 0, 500]) })],
      [1, () => ({ do: 'clear' })],
    ])();
  }
  const kind = snap.kind;
  const specific = {
    // A number field takes no letters in Chromium: what a user can leave there is a blank or a fraction.
    queens: [[3, () => ({ do: 'n', field: 'queens-n', n: rng.weighted([[3, rng.int(1, 8)], [1, rng.int(9, 12)], [1, rng.pick(['0', '21', '', '2.5'])]]) })]],
    langford: [
      [3, () => ({ do: 'n', field: 'langford-n', n: rng.weighted([[3, rng.int(1, 8)], [1, rng.int(9, 12)], [1, rng.pick(['0', '25'])]]) })],
      [1, () => ({ do: 'click', id: 'langford-symmetry' })],
    ],
    pentominoes: [
      [3, () => ({ do: 'select', id: 'board-choice', value: rng.pick(['6x10', '5x12', '4x15', '3x20', 'scott']) })],
      [2, () => ({ do: 'click', id: 'pento-symmetry' })],
    ],
    iamonds: [
      [2, () => ({ do: 'select', id: 'iamond-board', value: rng.pick(['6x6', '4x9', '3x12']) })],
      [1, () => ({ do: 'click', id: 'iamond-symmetry' })],
    ],
    sticks: [
      [2, () => ({ do: 'select', id: 'sticks-omit', value: rng.pick(['H', 'J', 'L', 'N', 'Y']) })],
      [1, () => ({ do: 'click', id: 'sticks-symmetry' })],
    ],
    soma: [[2, () => ({ do: 'click', id: 'soma-symmetry' })]],
    words: [
      [2, () => ({ do: 'select', id: 'words-size', value: rng.pick(['3', '4', '3x4', '4x3']) })],
      [3, () => ({ do: 'start', word: startWord(rng) })],
      [1, () => ({ do: 'click', id: 'words-double' })],
    ],
    dlx: [[4, () => ({ do: 'dlx', text: dlxText(rng) })]],
    matrix: [],
  }[kind] ?? [];
  // Find all without a cap only where every count ends soon: word squares and queens past 12
  // always get one.
  const capped = kind === 'words' || (kind === 'queens' && !(Number(snap.problem.queensN) <= 12));
  const cap = capped ? rng.pick(['1', '10', '100']) : rng.pick(['', '', '', '1', '10', '100']);
  return rng.weighted([
    ...common,
    ...specific,
    [4, () => ({ do: 'pSolve' })],
    [4, () => ({ do: 'findAll', limit: cap })],
    [1, () => ({ do: 'longFindAll', wait: rng.pick([0, 100_001]) })],
    [3, () => ({ do: 'browse', to: rng.pick(['sol-next', 'sol-prev', 'sol-first', 'sol-last', 'number']), number: rng.int(1, 400) })],
  ])();
}

/**
 * Does `action` on the page and waits for the page to settle. `ctx` = { page, model, check }:
 * `check(label, faults)` records faults found inside an action (a link opened elsewhere).
 */
export async function perform(ctx, action) {
  const { page, model } = ctx;
  // A search started while another runs is not started (its button says so): the page stays
  // as it was, running.
  const run = async (mode, click) => {
    if (model.running) {
      await click();
      model.running = await settle(page, { either: true });
      return;
    }
    model.lastRun = { mode };
    model.lastSeenCount = null;
    await click();
    await settle(page);
  };
  switch (action.do) {
    case 'choose':
      await page.locator('#problem').selectOption(action.kind);
      break;
    case 'size':
      await page.locator('#size').selectOption(String(action.n));
      break;
    case 'variant':
      await page.locator('#variant').selectOption(action.variant);
      break;
    case 'example':
      await page.locator(`#examples [data-example="${action.id}"]`).click();
      break;
    case 'puzzle':
      await page.locator('#puzzle-text').fill(action.text);
      break;
    case 'map':
      await page.locator('#regions-text').fill(action.text);
      break;
    case 'cell': {
      const cell = page.locator('#board input.cell').nth(action.cell);
      if ((await cell.count()) === 0) break;
      await cell.click();
      await page.keyboard.press(action.key);
      break;
    }
    case 'pasteCell': {
      const cell = page.locator('#board input.cell').nth(action.cell);
      if ((await cell.count()) === 0) break;
      await cell.evaluate((el, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, action.text);
      break;
    }
    case 'solve':
      return run('solve', () => press(page.locator('#solve')));
    case 'check':
      return run('check', () => press(page.locator('#check')));
    case 'count':
      await page.locator('#limit').fill(action.limit);
      return run('count', () => press(page.locator('#count')));
    case 'clear':
      await page.locator('#clear').click();
      break;
    case 'longCount': {
      // An empty 16x16 counted without a cap: a search that no test outlives. The classic rules
      // first: a Killer has no 16x16, and the page rightly refuses that size under its rules.
      if (['jigsaw', 'killer'].includes(await page.locator('#variant').inputValue())) {
        await page.locator('#variant').selectOption('classic');
        await settle(page, { either: true });
      }
      if ((await page.locator('#size').inputValue()) !== '16') {
        await page.locator('#size').selectOption('16');
        await settle(page, { either: true });
      }
      await page.locator('#clear').click();
      await settle(page, { either: true });
      await page.locator('#limit').fill('');
      await startLong(ctx, 'count', page.locator('#count'), action.wait);
      return;
    }
    case 'longFindAll': {
      // 18 queens, all of them: 666 million placements, more than any test waits for.
      if ((await page.locator('#problem').inputValue()) !== 'queens') {
        await page.locator('#problem').selectOption('queens');
        await settle(page, { either: true });
      }
      await setNumber(page, 'queens-n', '18');
      await settle(page, { either: true });
      await page.locator('#p-limit').fill('');
      await startLong(ctx, 'all', page.locator('#p-all'), action.wait);
      return;
    }
    case 'cancel': {
      // The last count the page showed before Cancel: what Cancel reports can only be more.
      model.lastSeenCount = progressCount(await page.locator('#progress').textContent());
      const sudoku = (await page.evaluate(() => document.body.dataset.kind)) === 'sudoku';
      if (action.key) await page.keyboard.press('Escape');
      else await press(page.locator(sudoku ? '#cancel' : '#p-cancel'));
      model.running = false;
      break;
    }
    case 'n':
      await setNumber(page, action.field, String(action.n));
      break;
    case 'click':
      await page.locator(`#${action.id}`).click();
      break;
    case 'select':
      await page.locator(`#${action.id}`).selectOption(action.value);
      break;
    case 'start':
      await page.locator('#words-start').fill(action.word);
      break;
    case 'dlx':
      await page.locator('#dlx-text').fill(action.text);
      break;
    case 'pSolve':
      return run('solve', () => press(page.locator('#p-solve')));
    case 'findAll':
      await page.locator('#p-limit').fill(action.limit);
      return run('all', () => press(page.locator('#p-all')));
    case 'browse':
      if (action.to === 'number') {
        const field = page.locator('#sol-number');
        if (await field.isDisabled()) break;
        await field.fill(String(action.number));
        await field.press('Enter');
      } else {
        await press(page.locator(`#${action.to}`));
      }
      break;
    case 'copyLink':
      return ctx.followLink(action);
    case 'reload':
      return ctx.reload(action);
    case 'watch':
      return ctx.watch(action);
    case 'back':
      return ctx.back(action);
    default:
      throw new Error(`unknown action ${action.do}`);
  }
  // Whatever else the user does may end a running search (a change of the problem) or not.
  model.running = await settle(page, { either: model.running });
}

/**
 * Clicks a button as a user does, also when it says it does nothing (aria-disabled while a
 * search runs or with nothing to browse), which Playwright would wait out as not enabled.
 */
function press(button) {
  return button.click({ force: true });
}

/** Types n into a number field and leaves it, as a user does (the field reads it on change). */
async function setNumber(page, id, value) {
  const field = page.locator(`#${id}`);
  await field.fill(value);
  await field.press('Tab');
}

/**
 * Starts a search that cannot end while the test runs, and waits until it shows its progress
 * (and, with `wait`, until it has counted more than `wait` solutions).
 */
async function startLong({ page, model }, mode, button, wait) {
  model.lastRun = { mode };
  model.lastSeenCount = null;
  await press(button);
  model.running = true;
  await settle(page, { running: true });
  if (wait) {
    await page.waitForFunction(
      (wait) => {
        const m = /: ([\d,]+) \w+ so far/u.exec(document.getElementById('progress').textContent);
        return m && Number(m[1].replace(/,/gu, '')) > wait;
      },
      wait,
      { timeout: 120_000 }
    );
  }
}

/** An action list as lines to read and to replay (`WANDER_ACTIONS`). */
export function formatActions(actions) {
  return actions.map((a, k) => `  ${String(k + 1).padStart(2)}. ${JSON.stringify(a)}`).join('\n');
}

// The estimate and the progress bar of a long Find all, under the solver page's status lines:
//
//   About 1.2 million packings, roughly 40 s on 2 workers.
//   [██████████░░░░░░░░░░░░░░]
//   37% done, about 25 s left
//
// It appears, and starts the engine's estimate in the page's worker, only once the search has
// run ESTIMATE_DELAY_MS (a search done sooner shows nothing and costs nothing more), and stops
// the estimate when the search ends. The reckoning is estimate-meter.js's.

import { ESTIMATE_DELAY_MS, ESTIMATE_SAMPLES, ESTIMATE_SEED, SearchMeter } from './estimate-meter.js';

function element(tag, className, parent) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  parent?.append(e);
  return e;
}

const panels = new WeakMap();

/** The one panel under `host`, shared by the page's controllers (the Sudoku's and the others'). */
export function estimatePanel({ client, host }) {
  if (!panels.has(host)) panels.set(host, new EstimatePanel({ client, host }));
  return panels.get(host);
}

export class EstimatePanel {
  /** `client` is the SolverClient; `host` the element the panel goes at the end of. */
  constructor({ client, host }) {
    this.client = client;
    this.root = element('div', 'search-meter', null);
    this.root.id = 'search-meter';
    this.root.hidden = true;
    this.line = element('p', 'meter-estimate', this.root);
    this.line.id = 'meter-estimate';
    this.bar = element('div', 'meter-bar', this.root);
    this.bar.id = 'meter-bar';
    this.bar.setAttribute('role', 'progressbar');
    this.bar.setAttribute('aria-label', 'Search progress');
    this.bar.setAttribute('aria-valuemin', '0');
    this.bar.setAttribute('aria-valuemax', '100');
    this.bar.setAttribute('aria-valuenow', '0');
    this.fill = element('div', 'meter-fill', this.bar);
    this.left = element('p', 'meter-left', this.root);
    this.left.id = 'meter-left';
    host.append(this.root);
    this.run = null;
  }

  /**
   * A search of `spec` starts (a Find all: `limit` 0 for all; `one`/`many` its nouns), and
   * `account` (a SearchMeter, made here when not given) is its record of what it found: the
   * panel shows that record, and nothing else. `progress`, `end` and `stop` follow it.
   */
  begin({ spec, limit, one, many, account = new SearchMeter({ limit, one, many }) }) {
    this.stop();
    const run = { meter: account, estimate: null, timer: null, shown: false, over: false };
    this.run = run;
    this.root.hidden = true;
    this.root.dataset.state = 'running';
    run.timer = setTimeout(() => this.estimate(run, spec), ESTIMATE_DELAY_MS);
    return account;
  }

  /** The record of the search the panel follows (null before the first). */
  get account() {
    return this.run?.meter ?? null;
  }

  estimate(run, spec) {
    if (this.run !== run || run.over) return;
    // The search is a long one: from now on the panel shows (a quick one never shows it).
    run.shown = true;
    this.draw(run);
    const take = (msg) => {
      // An estimate that comes after the search ended is too late: the account takes nothing
      // once the search is over, and the panel draws nothing for a run it no longer follows.
      if (this.run !== run || run.over || !msg?.estimate) return;
      run.meter.setEstimate(msg.estimate);
      this.draw(run);
    };
    run.estimate = this.client.estimate(spec, { samples: ESTIMATE_SAMPLES, seed: ESTIMATE_SEED, onProgress: take });
    run.estimate.promise.then(take, () => {});
  }

  /** A progress message of the search. */
  progress(p) {
    const run = this.run;
    if (!run || run.over) return;
    run.meter.progress(p);
    this.draw(run);
  }

  /** The search ended with `answer` ('result' or 'cancelled'): the bar says where it stopped. */
  end(answer) {
    const run = this.run;
    if (!run || run.over) return;
    this.halt(run);
    run.meter.end(answer);
    run.over = true;
    this.root.dataset.state = answer.type === 'result' ? 'done' : 'stopped';
    this.draw(run);
  }

  /** Stops the estimate and hides the panel (another search, or one that failed). */
  stop() {
    const run = this.run;
    if (!run) return;
    this.halt(run);
    run.over = true;
    if (!run.shown || this.root.dataset.state === 'running') this.root.hidden = true;
  }

  /** The problem changed: what the panel says is about another one. */
  hide() {
    this.stop();
    this.run = null;
    this.root.hidden = true;
  }

  halt(run) {
    clearTimeout(run.timer);
    run.estimate?.stop();
  }

  /** Shows the account of `run`, all of it from the account alone (see SearchMeter). */
  draw(run) {
    if (!run.shown || this.run !== run) return;
    const { meter } = run;
    this.root.hidden = false;
    const estimate = meter.estimateText;
    this.line.textContent = estimate;
    this.line.hidden = estimate === '';
    const percent = meter.percent;
    this.bar.setAttribute('aria-valuenow', String(percent));
    this.left.textContent = meter.leftText;
    this.bar.setAttribute('aria-valuetext', meter.leftText);
    this.fill.style.width = `${percent}%`;
  }
}

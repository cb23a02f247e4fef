// The high-level API over one wasm module, whichever build the environment loads (src/node.js,
// src/browser.js): solve, count in a worker, and a Search to step. Types and documentation:
// index.d.ts.

import { EVENT_SIZE, decodeEvent, errorInfo, isTrap, problemSolver } from './problem.js';

/** An error about the problem given (the engine's message, and where in the input). */
export class ProblemError extends Error {
  constructor(info) {
    super(info.message);
    this.name = 'ProblemError';
    this.cells = info.cells ?? [];
    this.position = info.position ?? 0;
    this.input = info.input ?? 'puzzle';
    this.line = info.line ?? 0;
  }
}

/** The abort reason of `signal`, or a DOMException 'AbortError' when it has none. */
function abortReason(signal) {
  return signal.reason ?? new DOMException('the count was aborted', 'AbortError');
}

/**
 * The API over `engine` (a wasm-bindgen module, initialised); `startWorker()` starts a worker
 * running src/count-job.js and returns `{ post(message), onMessage(fn), onError(fn), stop() }`.
 */
export function makeApi(engine, startWorker) {
  function build(problem, rule) {
    try {
      return problemSolver(engine, problem, rule);
    } catch (e) {
      if (isTrap(e)) throw e;
      throw new ProblemError(errorInfo(e));
    }
  }

  function optionTexts(solver) {
    return Array.from(solver.chosen(), (o) => solver.optionText(o));
  }

  function solve(problem, { rule } = {}) {
    const solver = build(problem, rule);
    try {
      return solver.next() ? optionTexts(solver) : null;
    } finally {
      solver.free();
    }
  }

  function count(problem, { signal, onProgress, limit, rule } = {}) {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const worker = startWorker();
      let settled = false;
      const end = () => {
        settled = true;
        signal?.removeEventListener('abort', abort);
        worker.stop();
      };
      const abort = () => {
        if (settled) return;
        end();
        reject(abortReason(signal));
      };
      signal?.addEventListener('abort', abort, { once: true });
      worker.onMessage((m) => {
        if (settled) return;
        if (m.type === 'ready') {
          worker.post({ spec: problem, limit, rule });
        } else if (m.type === 'progress') {
          onProgress?.({ solutions: m.solutions, nodes: m.nodes });
        } else if (m.type === 'done') {
          end();
          resolve(m.solutions);
        } else if (m.type === 'error') {
          end();
          reject(m.trap ? new Error(`the engine failed: ${m.error.message}`) : new ProblemError(m.error));
        }
      });
      worker.onError((e) => {
        if (settled) return;
        end();
        reject(e instanceof Error ? e : new Error(String(e?.message ?? e)));
      });
    });
  }

  class Search {
    #solver;

    constructor(problem, { rule } = {}) {
      this.#solver = build(problem, rule);
      const refusal = this.#solver.steppingError;
      if (typeof refusal === 'string' && refusal !== '') {
        this.#solver.free();
        throw new ProblemError({ message: refusal });
      }
      this.#solver.recordHistory(true);
    }

    step() {
      const e = this.#solver.step();
      return e ? decodeEvent(e) : null;
    }

    stepBack() {
      const e = this.#solver.stepBack();
      return e ? decodeEvent(e) : null;
    }

    steps(n) {
      const events = [];
      for (let k = 0; k < n; k += 1) {
        const e = this.step();
        if (!e) break;
        events.push(e);
      }
      return events;
    }

    get chosen() {
      return Array.from(this.#solver.chosen());
    }

    get level() {
      return this.#solver.level;
    }

    get finished() {
      return this.#solver.finished;
    }

    get solutions() {
      return this.#solver.solutions;
    }

    get solver() {
      return this.#solver;
    }

    optionText(option) {
      return this.#solver.optionText(option);
    }

    itemName(item) {
      return this.#solver.itemName(item);
    }

    free() {
      this.#solver?.free();
      this.#solver = undefined;
    }
  }

  return { solve, count, Search, ProblemError };
}

export { EVENT_SIZE };

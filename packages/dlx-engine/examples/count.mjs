// node examples/count.mjs: count 12 queens in a worker, with progress; Ctrl-C to abort.
import { count } from 'dlx-engine';

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());
const n = await count(
  { kind: 'queens', n: 12 },
  {
    signal: controller.signal,
    onProgress: ({ solutions, nodes }) => console.log(`${solutions} solutions, ${nodes} nodes`),
  },
);
console.log(`12 queens: ${n} solutions`); // 14200 (OEIS A000170)

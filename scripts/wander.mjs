#!/usr/bin/env node
// Runs the wandering tests (tests/e2e/wander-solver.spec.mjs, and tests/e2e/wander-watch.spec.mjs
// where it exists) for a range of seeds:
//
//   npm run test:wander                       the default seeds (those `npm test` runs)
//   npm run test:wander -- --seeds 200        seeds 1 to 200
//   npm run test:wander -- --seed 17          seed 17 alone (to replay a failure)
//   npm run test:wander -- --seeds 50 --first 100    seeds 100 to 149
//
// Other arguments go to Playwright (e.g. --grep solver). The port comes from E2E_PORT, else
// one the system says is free; E2E_PREBUILT=1 tests the dist/ already built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const env = { ...process.env };
const rest = [];
for (let k = 0; k < args.length; k++) {
  const [flag, value] = [args[k], args[k + 1]];
  const whole = (v) => {
    if (!/^\d+$/u.test(v ?? '')) {
      console.error(`wander: ${flag} needs a whole number, got ${v === undefined ? 'nothing' : `"${v}"`}`);
      process.exit(2);
    }
    k += 1;
    return v;
  };
  if (flag === '--seed') {
    env.WANDER_FIRST_SEED = whole(value);
    env.WANDER_SEEDS = '1';
  } else if (flag === '--seeds') env.WANDER_SEEDS = whole(value);
  else if (flag === '--first') env.WANDER_FIRST_SEED = whole(value);
  else rest.push(flag);
}

const specs = ['tests/e2e/wander-solver.spec.mjs', 'tests/e2e/wander-watch.spec.mjs'].filter((f) => existsSync(join(root, f)));
if (specs.length === 0) {
  console.error('wander: no wandering spec found under tests/e2e/');
  process.exit(2);
}

if (!env.E2E_PORT) {
  env.E2E_PORT = await new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(String(port)));
    });
  });
}

const first = Number(env.WANDER_FIRST_SEED || 1);
const count = Number(env.WANDER_SEEDS || 3);
console.log(`wander: seeds ${first} to ${first + count - 1}, ${specs.join(' and ')}, port ${env.E2E_PORT}`);
const run = spawnSync('npx', ['playwright', 'test', ...specs, ...rest], { cwd: root, env, stdio: 'inherit' });
process.exit(run.status ?? 1);

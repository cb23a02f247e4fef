// End-to-end tests of the built page (dist/) in Debian's Chromium.
//
// `npm test` (scripts/test.sh) runs `npm run build` first and then these tests with
// E2E_PREBUILT=1; run alone (`npx playwright test`), the web server builds the site first.
// The port comes from E2E_PORT (default 4273, uncommon on purpose); a port already in use
// is an error, never a reason to test whatever else is listening there.
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT || 4273);
const preview = `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.mjs',
  // Screenshots, traces and whatever the tests save with testInfo.outputPath(): gitignored.
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two cores: the page's solver worker needs one, the browser and the server the other.
  workers: Number(process.env.E2E_WORKERS || 1),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // No retries, in CI or not: a test that fails once on a correct tree is a bug in the test,
  // and a retry would hide it.
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 720 },
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: process.env.E2E_PREBUILT ? preview : `npm run build && ${preview}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    // A cold `npm run build` compiles the engine for wasm: minutes on two cores.
    timeout: process.env.E2E_PREBUILT ? 30_000 : 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

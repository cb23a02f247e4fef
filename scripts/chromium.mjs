// How this project starts Debian's Chromium, for the Playwright tests and the web benchmark:
// Playwright cannot download its own browser here, so it drives the system one (installed by
// scripts/setup.sh; CHROMIUM overrides the path). No sandbox (we run as root), no GPU, and no
// traffic to anything but the page: this machine refuses every other connection.
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

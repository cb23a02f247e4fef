import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { CHROMIUM, CHROMIUM_ARGS } from '/work/wt-problems-account/scripts/chromium.mjs';
const port = 4500 + Math.floor(Math.random() * 400);
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: '/work/wt-problems-account', stdio: 'ignore', detached: true });
await new Promise((r) => setTimeout(r, 2500));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const base = `http://127.0.0.1:${port}/`;
try {
  const which = process.argv[2];
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  if (which === 'phone') {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(base + '#problem=queens&n=8');
    await page.waitForSelector('#engine-state[data-state=ready]');
    await page.getByRole('button', { name: 'Find all' }).click();
    await page.waitForFunction(() => document.getElementById('verdict').textContent === '92 placements');
    const w = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, browse: document.getElementById('browse').scrollWidth, bw: document.getElementById('browse').getBoundingClientRect().width }));
    console.log(JSON.stringify(w));
    await page.locator('#browse').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/pa/phone.png' });
  }
  if (which === 'pento') {
    await page.goto(base + '?workers=2#problem=pentominoes&board=6x10&symmetry=keep');
    await page.waitForSelector('#engine-state[data-state=ready]');
    await page.getByRole('button', { name: 'Find all' }).click();
    let shots = 0;
    for (let k = 0; k < 400; k++) {
      const r = await page.evaluate(() => ({ v: document.getElementById('verdict').textContent, p: document.getElementById('progress')?.textContent, e: document.getElementById('meter-estimate').textContent, eh: document.getElementById('meter-estimate').hidden, l: document.getElementById('meter-left').textContent }));
      if (k % 10 === 0) console.log(JSON.stringify(r));
      if (k === 20) await page.screenshot({ path: '/tmp/pa/pento-running.png' });
      if (/^9,356/.test(r.v)) { console.log('END', JSON.stringify(r)); break; }
      await page.waitForTimeout(200);
    }
    await page.screenshot({ path: '/tmp/pa/pento-done.png' });
    console.log(await page.locator('#sol-total').textContent());
  }
  if (which === 'queens18') {
    await page.goto(base + '?workers=2#problem=queens&n=18');
    await page.waitForSelector('#engine-state[data-state=ready]');
    await page.getByRole('button', { name: 'Find all' }).click();
    await page.waitForTimeout(4000);
    const before = await page.evaluate(() => document.body.innerText.match(/[\d,]+ placements so far/)?.[0]);
    console.log('before', before);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(() => document.getElementById('verdict').textContent === 'Cancelled');
    console.log(await page.locator('#detail').textContent(), '|', await page.locator('#meter-estimate').textContent(), '|', await page.locator('#meter-left').textContent(), '|', await page.locator('#sol-total').textContent());
    await page.screenshot({ path: '/tmp/pa/q18.png' });
  }
} finally {
  await browser.close();
  process.kill(-server.pid);
}

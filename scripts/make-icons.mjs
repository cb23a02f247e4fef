// Renders the app icon (public/icons/icon.svg) to the PNGs the web app manifest names, in
// Debian's Chromium: icon-192.png and icon-512.png with the tile's rounded corners, and
// icon-maskable-512.png square to the edge, so a launcher that crops to a circle or a squircle
// finds no transparent corners. Run once after changing the SVG (`node scripts/make-icons.mjs`)
// and commit the PNGs: the build only copies them.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const svg = readFileSync(join(dir, 'icon.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const [file, size, maskable] of [
    ['icon-192.png', 192, false],
    ['icon-512.png', 512, false],
    ['icon-maskable-512.png', 512, true],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
    await page.evaluate(
      ({ size, maskable }) => {
        const icon = document.querySelector('svg');
        icon.setAttribute('width', size);
        icon.setAttribute('height', size);
        icon.style.display = 'block';
        if (maskable) document.getElementById('tile').setAttribute('rx', '0');
      },
      { size, maskable }
    );
    await page.locator('svg').screenshot({ path: join(dir, file), omitBackground: true });
    await page.close();
    console.log(`${file}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}

// Screenshots of pages in light and dark at 1280 px and 390 px, for looking at the site as a reader.
// Usage: node scripts/screenshots.mjs [baseURL] [route…]  (writes to screenshots/, not committed)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './chromium-path.mjs';

const [base = 'http://127.0.0.1:3000', ...routes] = process.argv.slice(2);
const list = routes.length ? routes : ['/', '/docs/tutorial/kefu/zi-dong-hui-fu', '/docs/category/渠道接入', '/nope'];
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ['--no-sandbox', '--disable-gpu'] });
for (const scheme of ['light', 'dark']) {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 }, colorScheme: scheme });
    for (const route of list) {
      await page.goto(base + encodeURI(route), { waitUntil: 'networkidle' });
      const name = (route.replace(/[^\w\u4e00-\u9fff]+/g, '_') || 'home') + `-${scheme}-${width}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: process.env.FULL === '1' });
    }
    await page.close();
  }
}
await browser.close();
console.log('screenshots/ written');

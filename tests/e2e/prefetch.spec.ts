import { expect, test, type Page } from './support/test';

/** Counts route-data requests (prefetches) made while the page sits idle and the reader hovers a link. */
async function prefetchesOnHover(page: Page): Promise<number> {
  let count = 0;
  page.on('request', (req) => {
    if (/\.txt(\?|$)/.test(req.url())) count++;
  });
  await page.goto('/docs/tutorial/intro');
  await page.waitForTimeout(500);
  const before = count;
  await page.getByRole('navigation', { name: '文档侧边栏' }).getByRole('link', { name: '基础知识' }).hover();
  await page.waitForTimeout(800);
  return count - before;
}

test.describe('prefetch policy', () => {
  test('hovering a sidebar link prefetches it on a normal connection', async ({ page }) => {
    expect(await prefetchesOnHover(page)).toBeGreaterThan(0);
  });

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: 'slow-2g' },
    { saveData: false, effectiveType: '2g' },
  ]) {
    test(`nothing is prefetched with ${JSON.stringify(connection)}`, async ({ page }) => {
      await page.addInitScript(
        (c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }),
        connection,
      );
      let count = 0;
      page.on('request', (req) => {
        if (/\.txt(\?|$)/.test(req.url())) count++;
      });
      await page.goto('/');
      await page.waitForTimeout(1500);
      expect(count).toBe(0);
      expect(await prefetchesOnHover(page)).toBe(0);
    });
  }
});

test('the docs version preference is stored on docs and an unknown one is removed', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('docs-preferred-version-default', 'v0-unknown');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  await page.goto('/docs/intro');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
});

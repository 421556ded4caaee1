import { expect, test } from './support/test';

const bar = '#nprogress';

test.describe('navigation progress bar', () => {
  test('appears when a navigation takes over 200 ms and is gone once the page renders', async ({ page }) => {
    await page.goto('/docs/tutorial/intro');
    await page.route('**/*.txt*', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.getByRole('navigation', { name: '文档侧边栏' }).getByRole('link', { name: '新手引导' }).click();
    await expect(page.locator(bar)).toBeAttached();
    const style = await page.locator(`${bar} .bar`).evaluate((el) => {
      const s = getComputedStyle(el);
      return { height: s.height, position: s.position, spinner: document.querySelector('#nprogress .spinner') !== null };
    });
    expect(style).toEqual({ height: '2px', position: 'fixed', spinner: false });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('新手引导');
    await expect(page.locator(bar)).not.toBeAttached();
  });

  test('does not appear for a fast navigation', async ({ page }) => {
    await page.goto('/docs/tutorial/intro');
    await page.evaluate(() => {
      (window as unknown as { seen: boolean }).seen = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as unknown as { seen: boolean }).seen = true;
      }).observe(document.body, { childList: true });
    });
    // Prefetched by hover, so the navigation itself is instant.
    const link = page.getByRole('navigation', { name: '文档侧边栏' }).getByRole('link', { name: '基础知识' });
    await link.hover();
    await page.waitForTimeout(300);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('基础知识');
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { seen: boolean }).seen)).toBe(false);
  });

  test('is never left running after hash links and back/forward', async ({ page }) => {
    await page.goto('/docs/tutorial/kefu/zi-dong-hui-fu');
    const toc = page.getByRole('navigation', { name: '本页总览' });
    await toc.getByRole('link').first().click();
    await page.getByRole('navigation', { name: '文档侧边栏' }).getByRole('link', { name: '预设问题' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('预设问题');
    await page.goBack();
    await page.goBack();
    await page.goForward();
    await page.waitForTimeout(600);
    await expect(page.locator(bar)).not.toBeAttached();
  });
});

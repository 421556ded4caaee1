import { expect, test } from './support/test';

test.describe('table of contents', () => {
  test('lists h2 and h3 only and marks the heading being read', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 800 });
    await page.goto('/docs/api/jssdk/api-can-kao');
    const toc = page.getByRole('navigation', { name: '本页总览' });
    const h23 = await page.locator('.markdown h2[id], .markdown h3[id]').count();
    await expect(toc.getByRole('link')).toHaveCount(h23);
    expect((await page.locator('.markdown h4[id]').count()) === 0 || (await toc.getByRole('link').count()) === h23).toBe(true);

    const third = page.locator('.markdown h2[id], .markdown h3[id]').nth(2);
    const id = (await third.getAttribute('id'))!;
    await toc.locator(`a[href="#${id}"]`).click();
    await expect(toc.locator('a[aria-current="true"]')).toHaveAttribute('href', `#${id}`);
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(id);
  });

  test('opening a Chinese #hash lands on the heading and marks it', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 800 });
    await page.goto('/docs/api/jssdk/api-can-kao');
    const second = page.locator('.markdown h2[id]').nth(1);
    const id = (await second.getAttribute('id'))!;
    await page.goto(`/docs/api/jssdk/api-can-kao#${encodeURIComponent(id)}`);
    await expect(second).toBeInViewport();
    await expect(page.getByRole('navigation', { name: '本页总览' }).locator('a[aria-current="true"]')).toHaveAttribute(
      'href',
      `#${id}`,
    );
  });

  test('on mobile it is a collapsed 本页总览 above the body', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs/tutorial/kefu/zi-dong-hui-fu');
    const summary = page.getByText('本页总览', { exact: true });
    await expect(summary).toBeVisible();
    const firstLink = page.locator('details a').first();
    await expect(firstLink).toBeHidden();
    await summary.click();
    await expect(firstLink).toBeVisible();
  });
});

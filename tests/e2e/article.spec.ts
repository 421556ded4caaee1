// The article body reaches the first page only as HTML (its RSC data is left out at export):
// it must survive hydration and client navigation away and back. (Tabs on such a page:
// conveniences.spec.ts.)
import { expect, test } from './support/test';

test('the first page’s article survives hydration and a client navigation away and back', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  await page.goto('/docs/api/jssdk/an-zhuang/');
  const firstHeading = page.getByRole('heading', { level: 2, name: '最简安装' });
  await expect(firstHeading).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '常见问题' })).toBeVisible();

  await page.getByRole('navigation', { name: '文档侧边栏' }).getByRole('link', { name: 'API 参考' }).click();
  await expect(page).toHaveURL(/\/api-can-kao\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API 参考' })).toBeVisible();
  await expect(firstHeading).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/an-zhuang\/$/);
  await expect(firstHeading).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '常见问题' })).toBeVisible();
  // The restored markup is the real page: its heading links still work.
  await page.getByRole('link', { name: '常见问题的直接链接' }).click();
  await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent('常见问题')}$`));

  expect(errors).toEqual([]);
});

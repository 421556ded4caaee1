import { expect, test } from './support/test';
import { allCategories, allDocs } from '@/lib/docs/tree';

// Every route of the site map, exactly as written (no trailing slash), returns 200 and shows its title.
const pages = [
  { route: '/', h1: '易联', title: '易联' },
  { route: '/docs', h1: '易联文档', title: '文档 | 易联' },
  ...allDocs.map((d) => ({ route: d.route, h1: d.title, title: `${d.title} | 易联` })),
  ...allCategories.map((c) => ({ route: c.route, h1: c.title, title: `${c.title} | 易联` })),
];

test.describe('every route', () => {
  for (const { route, h1, title } of pages) {
    test(`${route} loads with its heading`, async ({ page }) => {
      const response = await page.goto(encodeURI(route));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans');
    });
  }
});

test('an unknown path shows the not-found page with status 404, inside the normal chrome', async ({ page }) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '找不到页面' })).toBeVisible();
  await expect(page.getByText('我们找不到您要找的页面。')).toBeVisible();
  await expect(page.getByText('请联系原始链接来源网站的所有者，并告知他们链接已损坏。')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

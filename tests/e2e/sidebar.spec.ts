import { expect, test } from './support/test';

test.describe('docs sidebar', () => {
  test("the current page's category is expanded; the others start collapsed", async ({ page }) => {
    await page.goto('/docs/tutorial/guanli/tian-jia-ke-fu');
    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' });
    await expect(sidebar.getByRole('button', { name: "折叠侧边栏分类 '客服管理'" })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', { name: "展开侧边栏分类 '智能客服'" })).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: '自动回复' })).toBeHidden();
    await expect(sidebar.getByRole('link', { name: '添加客服' })).toHaveAttribute('aria-current', 'page');
  });

  test('opening a category never collapses another; client navigation expands the new one', async ({ page }) => {
    await page.goto('/docs/tutorial/guanli/tian-jia-ke-fu');
    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' });
    await sidebar.getByRole('button', { name: "展开侧边栏分类 '新手引导'" }).click();
    await expect(sidebar.getByRole('button', { name: "折叠侧边栏分类 '客服管理'" })).toBeVisible();
    await sidebar.getByRole('link', { name: '快速入门' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('快速入门');
    await expect(sidebar.getByRole('link', { name: '快速入门' })).toHaveAttribute('aria-current', 'page');
    // Both stay open: nothing auto-collapses.
    await expect(sidebar.getByRole('button', { name: "折叠侧边栏分类 '客服管理'" })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: "折叠侧边栏分类 '新手引导'" })).toBeVisible();
  });

  test('a category label links to its index page', async ({ page }) => {
    await page.goto('/docs/api/intro');
    await page.getByRole('navigation', { name: '文档侧边栏' }).getByRole('link', { name: '网页 JS SDK' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('网页 JS SDK');
    await expect(page).toHaveURL(/\/docs\/category\/%E7%BD%91%E9%A1%B5-js-sdk\/?$/);
  });

  test('the active page is scrolled into view in a long sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/docs/api/jssdk/api-can-kao');
    const link = page.getByRole('navigation', { name: '文档侧边栏' }).getByRole('link', { name: 'API 参考' });
    await expect(link).toBeInViewport();
  });
});

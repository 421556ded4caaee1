import { expect, test } from './support/test';
import { findCategory } from '@/lib/docs/tree';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a doc page is readable and its chrome works as plain links', async ({ page }) => {
    await page.goto('/docs/tutorial/kefu/zi-dong-hui-fu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('自动回复');
    await expect(page.locator('.markdown p').first()).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' });
    await sidebar.getByRole('link', { name: '预设问题' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('预设问题');
    await page
      .getByRole('navigation', { name: '文件选项卡' })
      .getByRole('link', { name: /下一页/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('智能菜单设置');
    await page.getByRole('navigation', { name: '页面路径' }).getByRole('link', { name: '智能客服' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('智能客服');
    await page
      .getByRole('main')
      .getByRole('link', { name: /条件转人工/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('条件转人工');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '开发文档' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('开发文档介绍');
    await page.getByRole('contentinfo').getByRole('link', { name: '使用说明' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('使用教程介绍');
  });

  test('collapsed categories are still reachable through their index pages', async ({ page }) => {
    await page.goto('/docs/tutorial/intro');
    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' });
    await expect(sidebar.getByRole('link', { name: '添加客服' })).toBeHidden();
    await sidebar.getByRole('link', { name: '客服管理' }).click();
    const category = findCategory('客服管理')!;
    await page
      .getByRole('main')
      .getByRole('link', { name: /添加客服/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.items[0]!.title);
  });

  test('on a phone the main entries stay visible as links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs/intro');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '使用教程' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('使用教程介绍');
  });

  test('the theme follows the OS through CSS alone', async ({ browser }) => {
    for (const [scheme, bg] of [
      ['dark', 'rgb(24, 25, 27)'],
      ['light', 'rgb(255, 255, 255)'],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/docs/intro');
      // Playwright's evaluate runs in its own world even with page scripts off.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(bg);
      expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
      await context.close();
    }
  });
});

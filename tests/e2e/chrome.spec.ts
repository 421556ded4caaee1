import { expect, test } from './support/test';
import { findCategory } from '@/lib/docs/tree';

test.describe('page chrome', () => {
  test('navbar entries lead to the two areas, and the logo home', async ({ page }) => {
    await page.goto('/docs/tutorial/yindao/jianjie');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '开发文档' }).click();
    await expect(page).toHaveURL(/\/docs\/api\/intro\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('开发文档介绍');
    await nav.getByRole('link', { name: '使用教程' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('使用教程介绍');
    await nav.getByRole('link', { name: '易联' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('易联');
  });

  test('footer has the docs links, the external links and the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '使用说明' })).toHaveAttribute('href', /\/docs\/tutorial\/intro\/?$/);
    await expect(footer.getByRole('link', { name: 'API 文档' })).toHaveAttribute('href', /\/docs\/api\/intro\/?$/);
    for (const name of ['官网', '在线客服']) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByText('Copyright © 2024 易联')).toBeVisible();
    await footer.getByRole('link', { name: 'API 文档' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('开发文档介绍');
  });

  test('/docs/intro has no sidebar; a tutorial page has one with the page marked', async ({ page }) => {
    await page.goto('/docs/intro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('文档介绍');
    await expect(page.getByRole('navigation', { name: '文档侧边栏' })).toHaveCount(0);
    await page.goto('/docs/tutorial/kefu/zi-dong-hui-fu');
    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: '自动回复' })).toHaveAttribute('aria-current', 'page');
  });

  test('a doc page has breadcrumbs, a table of contents and prev/next', async ({ page }) => {
    await page.goto('/docs/tutorial/kefu/zi-dong-hui-fu');
    const crumbs = page.getByRole('navigation', { name: '页面路径' });
    await expect(crumbs.getByRole('link', { name: '主页面' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: '智能客服' })).toBeVisible();
    const pager = page.getByRole('navigation', { name: '文件选项卡' });
    await expect(pager.getByRole('link', { name: /上一页/ })).toContainText('智能客服');
    await expect(pager.getByRole('link', { name: /下一页/ })).toContainText('机器人自动回答');
    const toc = page.getByRole('navigation', { name: '本页总览' });
    const firstH2 = page.locator('.markdown h2').first();
    await expect(toc.getByRole('link').first()).toHaveText((await firstH2.textContent())!.replace(/#$/, ''));
  });

  test('category pages list one card per child with its description', async ({ page }) => {
    for (const slug of ['渠道接入', '网页-js-sdk', 'app-接入']) {
      const category = findCategory(slug)!;
      await page.goto(encodeURI(category.route));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title);
      await expect(page.getByText(category.description)).toBeVisible();
      const main = page.getByRole('main');
      for (const doc of category.items) {
        // The card's name starts with its icon and title; its description may mention other titles.
        const title = doc.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const card = main.getByRole('link', { name: new RegExp(`^\\W*${title}`) }).filter({ hasText: doc.description });
        await expect(card).toHaveCount(1);
      }
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(category.items.length);
    }
  });

  test('the home page leads to both areas and to capabilities in the docs', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /使用教程 →/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('使用教程介绍');
    await page.goto('/');
    await page
      .getByRole('link', { name: /自动回复/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('自动回复');
  });
});

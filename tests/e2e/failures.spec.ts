import { expect, test } from './support/test';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startStaticServer } from '../../scripts/static-server.mjs';

test.describe('failures', () => {
  test('a route whose data fails to load ends in a full page load of the target', async ({ page }) => {
    await page.goto('/docs/tutorial/intro');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.route('**/*.txt*', (route) => route.abort());
    await page.getByRole('navigation', { name: '文档侧边栏' }).getByRole('link', { name: '基础知识' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('基础知识');
    await expect(page).toHaveURL(/%E5%9F%BA%E7%A1%80%E7%9F%A5%E8%AF%86/);
    // A full load: the old window state is gone.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });

  test('a route whose scripts fail to load ends in a full page load of the target', async ({ page }) => {
    await page.goto('/docs/tutorial/intro');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // Every script not yet loaded now fails, as after a deploy removed old chunks.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'API 文档' }).click();
    await page.unroute('**/_next/static/chunks/**');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('开发文档介绍');
  });
});

test.describe('wrong base path', () => {
  let server: Server;
  let base: string;
  test.beforeAll(async () => {
    server = await startStaticServer({ root: 'out', port: 0, prefix: '/sub' });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('served under /sub, every page shows the banner in Chinese and English', async ({ page }) => {
    for (const route of ['/sub/docs/intro/', '/sub/', '/sub/docs/category/%E6%B8%A0%E9%81%93%E6%8E%A5%E5%85%A5/']) {
      await page.goto(base + route);
      const banner = page.getByRole('alert');
      await expect(banner).toContainText('本站未能正确加载');
      await expect(banner).toContainText('当前配置的基础路径为 /');
      await expect(banner).toContainText('建议改为 /sub/');
      await expect(banner).toContainText('did not load properly');
    }
  });

  test('served correctly, no banner appears', async ({ page }) => {
    await page.goto('/docs/intro');
    await page.waitForLoadState('load');
    await page.waitForTimeout(800);
    await expect(page.getByText('本站未能正确加载')).toHaveCount(0);
  });
});

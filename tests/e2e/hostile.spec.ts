import { expect, test } from './support/test';

// Every storage key the site reads, set to garbage.
const GARBAGE: Record<string, string> = {
  theme: '{"dark":',
  'docusaurus.announcement.id': '\u0000\uffff',
  'docusaurus.announcement.dismiss': 'maybe',
  'docs-preferred-version-default': '../../etc/passwd',
  'yilian.search.recent': '[1,{"a":2}',
  'yilian.tabs.platform': '<script>alert(1)</script>',
};
const SESSION_GARBAGE: Record<string, string> = {
  'yilian.sidebar.open': 'not json at all',
  'yilian.sidebar.scroll': 'NaN',
  'yilian.hard-navigation': '\n\n\n',
};

test.describe('hostile or broken input', () => {
  test('garbage in every storage key: pages work with defaults', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(
      ([local, session]) => {
        for (const [k, v] of Object.entries(local)) localStorage.setItem(k, v);
        for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
      },
      [GARBAGE, SESSION_GARBAGE],
    );
    for (const route of ['/', '/docs/api/app/link', '/docs/tutorial/kefu/zi-dong-hui-fu']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: '公告' })).toBeVisible();
    }
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: '搜索文档' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('storage that throws on access: pages work with defaults', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('denied', 'SecurityError');
          },
        });
      }
    });
    await page.goto('/docs/tutorial/guanli/tian-jia-ke-fu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('添加客服');
    await page.getByRole('navigation', { name: '文档侧边栏' }).getByRole('button', { name: "展开侧边栏分类 '新手引导'" }).click();
    await page.getByRole('region', { name: '公告' }).getByRole('button', { name: '关闭' }).click();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('自动回复');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: '搜索文档' })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('markup, very long strings and emoji in search stay text and do not hang', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox');
    for (const query of [
      '<img src=x onerror="window.pwned=1">',
      '"><svg onload=alert(1)>',
      '😀🎉🚀'.repeat(30),
      '自动回复'.repeat(60),
      'a'.repeat(5000),
    ]) {
      const started = Date.now();
      await box.fill(query);
      await expect(page.getByRole('dialog', { name: '搜索文档' })).toBeVisible();
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.locator('main img[src="x"], svg[onload]').count()).toBe(0);
  });

  test('unknown and malformed URLs show the not-found page', async ({ page }) => {
    for (const url of [
      '/docs/%E0%A4%A',
      '/docs/../../etc/passwd',
      '/docs/' + 'a'.repeat(500),
      '/%00',
      '/docs/tutorial/kefu/zi-dong-hui-fu/extra',
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '找不到页面' }), url).toBeVisible();
    }
  });
});

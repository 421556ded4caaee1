import { expect, test } from './support/test';
import { allCategories, allDocs } from '@/lib/docs/tree';
import { site } from '@/lib/site';

test.describe('code blocks', () => {
  test('copy puts the code on the clipboard and says 复制成功 for about a second', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/api/jssdk/an-zhuang');
    const block = page
      .getByRole('figure')
      .filter({ has: page.locator('pre') })
      .first();
    await block.hover();
    // The buttons are live once the page's after-load code has arrived: retry like an impatient reader.
    await expect(async () => {
      await block.getByRole('button', { name: '复制代码到剪贴板' }).click({ timeout: 500 });
      await expect(block.getByRole('button', { name: '复制成功' })).toBeVisible({ timeout: 500 });
    }).toPass();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe((await block.locator('pre code').innerText()).trim());
    await expect(block.getByRole('button', { name: '复制代码到剪贴板' })).toBeVisible({ timeout: 3000 });
  });

  test('copy works without the async clipboard API', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await page.goto('/docs/api/jssdk/an-zhuang');
    const block = page
      .getByRole('figure')
      .filter({ has: page.locator('pre') })
      .first();
    await block.hover();
    await expect(async () => {
      await block.getByRole('button', { name: '复制代码到剪贴板' }).click({ timeout: 500 });
      await expect(block.getByRole('button', { name: '复制成功' })).toBeVisible({ timeout: 500 });
    }).toPass();
  });

  test('word wrap toggles, and the language is labelled', async ({ page }) => {
    await page.goto('/docs/api/jssdk/api-can-kao');
    const block = page
      .getByRole('figure')
      .filter({ has: page.locator('pre') })
      .first();
    const pre = block.locator('pre');
    await expect(block.locator('figcaption')).toContainText(/html|js|ts/);
    await block.hover();
    const wrap = block.getByRole('button', { name: '切换自动换行' });
    await expect(async () => {
      await wrap.click({ timeout: 500 });
      await expect(wrap).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
    }).toPass();
    expect(await pre.locator('code').evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    await wrap.click();
    expect(await pre.locator('code').evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre');
  });
});

test.describe('tabs', () => {
  test('the choice syncs by group id and is remembered', async ({ page }) => {
    await page.goto('/docs/api/app/link');
    const tablist = page.getByRole('tablist').first();
    const android = tablist.getByRole('tab', { name: 'Android' });
    await expect(android).toBeVisible();
    await expect(async () => {
      await android.click();
      await expect(android).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
    }).toPass();
    const panel = page.getByRole('tabpanel').filter({ visible: true }).first();
    await expect(panel).toContainText(/Kotlin|WebView|Android/);
    // Every tab list of the same group on the page follows.
    const groups = page.locator('.tabs[data-tabs-group="platform"]');
    for (let i = 0; i < (await groups.count()); i++) {
      await expect(groups.nth(i).getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
    }
    await page.reload();
    await expect(page.getByRole('tablist').first().getByRole('tab', { name: 'Android' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Keyboard: arrow keys move between tabs.
    await page.getByRole('tablist').first().getByRole('tab', { name: 'Android' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tablist').first().getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('回到顶部 appears when scrolling back up past 300 px and returns to the top', async ({ page }) => {
  await page.goto('/docs/api/jssdk/api-can-kao');
  const button = page.getByRole('button', { name: '回到顶部' });
  await expect(button).toBeHidden();
  // Like a reader: scroll down, stop, then scroll back up a little.
  const settledY = async () => {
    let y = -1;
    await expect.poll(async () => y === (y = await page.evaluate(() => window.scrollY)), { intervals: [150] }).toBe(true);
    return y;
  };
  // The button is after-load code: until it has arrived, scrolling shows nothing, so the reader tries again.
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    expect(await settledY()).toBeGreaterThan(300);
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, -200);
    await expect(button).toBeVisible({ timeout: 1000 });
  }).toPass();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('sidebar memory', () => {
  test('opened categories and the sidebar scroll survive navigation and reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/docs/tutorial/intro');
    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' });
    await expect(async () => {
      await sidebar.getByRole('button', { name: "展开侧边栏分类 '对话聊天'" }).click({ timeout: 500 });
    }).toPass();
    await sidebar.getByRole('button', { name: "展开侧边栏分类 '客服管理'" }).click();
    // Scroll the sidebar like a reader until the position is remembered.
    await expect
      .poll(async () => {
        await sidebar.evaluate((nav) => {
          nav.scrollTop = 240;
          nav.dispatchEvent(new Event('scroll'));
        });
        return page.evaluate(() => sessionStorage.getItem('yilian.sidebar.scroll'));
      })
      .toBe('240');
    await sidebar.getByRole('link', { name: '如何拉黑顾客' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('如何拉黑顾客');
    await expect(sidebar.getByRole('button', { name: "折叠侧边栏分类 '客服管理'" })).toBeVisible();
    await expect.poll(() => sidebar.evaluate((nav) => nav.scrollTop)).toBeGreaterThan(200);
    await page.reload();
    await expect(sidebar.getByRole('button', { name: "折叠侧边栏分类 '对话聊天'" })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: "折叠侧边栏分类 '客服管理'" })).toBeVisible();
    await expect.poll(() => sidebar.evaluate((nav) => nav.scrollTop)).toBeGreaterThan(200);
  });
});

test.describe('print', () => {
  test('hides the chrome, widens the article, prints link targets, wraps code, keeps admonitions', async ({ page }) => {
    await page.goto('/docs/tutorial/jieru/whatsapp');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: '文档侧边栏' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('region', { name: '公告' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const external = page.locator('.markdown a[href^="http"]').first();
    if (await external.count()) {
      expect(await external.evaluate((a) => getComputedStyle(a, '::after').content)).toContain(
        await external.getAttribute('href'),
      );
    }
    const code = page.locator('.code-block pre code').first();
    if (await code.count()) expect(await code.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    const admonition = page.locator('.admonition').first();
    if (await admonition.count()) await expect(admonition).toBeVisible();
  });
});

test.describe('machine-readable docs and discovery', () => {
  test('each doc has a Markdown twin and 复制 Markdown copies it', async ({ page, context, request }) => {
    const twin = await request.get('/docs/tutorial/kefu/zi-dong-hui-fu.md');
    expect(twin.status()).toBe(200);
    const text = await twin.text();
    expect(text.startsWith('# 自动回复\n')).toBe(true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/tutorial/kefu/zi-dong-hui-fu');
    await expect(async () => {
      await page.getByRole('button', { name: '复制 Markdown' }).click({ timeout: 500 });
      await expect(page.getByRole('button', { name: '已复制 Markdown' })).toBeVisible({ timeout: 500 });
    }).toPass();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  test('llms.txt, sitemap.xml and robots.txt are served', async ({ request }) => {
    const llms = await (await request.get('/llms.txt')).text();
    for (const doc of allDocs) expect(llms).toContain(`${doc.route}.md`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const c of allCategories) expect(sitemap).toContain(`${site.url}${encodeURI(c.route)}/`);
    expect(sitemap).toContain(`${site.url}/docs/tutorial/kefu/zi-dong-hui-fu/`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect((await request.get('/llms-full.txt')).status()).toBe(200);
  });

  test('pages carry canonical, Open Graph and Twitter meta, a manifest and icons', async ({ page, request }) => {
    await page.goto('/docs/tutorial/jieru/telegram');
    const doc = allDocs.find((d) => d.id === 'tutorial/jieru/telegram')!;
    const meta = (sel: string) => page.locator(sel).first().getAttribute('content');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.url}/docs/tutorial/jieru/telegram/`);
    expect(await meta('meta[name="description"]')).toBe(doc.description);
    expect(await meta('meta[property="og:title"]')).toBe(`Telegram | ${site.title}`);
    expect(await meta('meta[property="og:description"]')).toBe(doc.description);
    expect(await meta('meta[property="og:image"]')).toBe(`${site.url}/og.png`);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    for (const href of ['/og.png', '/favicon.ico', '/icon.svg', '/apple-touch-icon.png', '/manifest.webmanifest']) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('a doc page shows when it was last updated (from git)', async ({ page }) => {
    await page.goto('/docs/tutorial/kefu/zi-dong-hui-fu');
    await expect(page.getByText(/^最后于 \d{4}年\d{1,2}月\d{1,2}日 更新$/)).toBeVisible();
  });
});

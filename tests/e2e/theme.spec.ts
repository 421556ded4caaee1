import { expect, test, waitUntilInteractive } from './support/test';

const LIGHT = '切换浅色/暗黑模式（当前为浅色模式）';
const DARK = '切换浅色/暗黑模式（当前为暗黑模式）';
const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');
const bg = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('colour mode', () => {
  test('follows the OS when nothing is stored, light without a preference', async ({ browser }) => {
    for (const [scheme, expected] of [
      ['dark', 'dark'],
      ['light', 'light'],
      ['no-preference', 'light'],
    ] as const) {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/docs/intro');
      expect(await theme(page)).toBe(expected);
      await expect(page.getByRole('button', { name: expected === 'dark' ? DARK : LIGHT })).toBeVisible();
      await context.close();
    }
  });

  test('is set before first paint, even when the JS bundle fails to load', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/docs/intro');
    expect(await theme(page)).toBe('dark');
    expect(await bg(page)).toBe('rgb(24, 25, 27)');
  });

  test('the toggle switches, is stored under "theme", and works with the keyboard', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: LIGHT });
    await toggle.click();
    await expect(page.getByRole('button', { name: DARK })).toBeVisible();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: DARK }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: LIGHT })).toBeVisible();
    await page.reload();
    expect(await theme(page)).toBe('light');
  });

  test('a garbage stored value or a throwing localStorage gives light, without errors', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => localStorage.setItem('theme', '<script>garbage'));
    await page.goto('/docs/intro');
    expect(await bg(page)).toBe('rgb(255, 255, 255)');
    await expect(page.getByRole('button', { name: LIGHT })).toBeVisible();

    const throwing = await context.newPage();
    await throwing.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('denied');
        },
      });
    });
    throwing.on('pageerror', (e) => errors.push(e.message));
    await throwing.goto('/docs/intro');
    await waitUntilInteractive(throwing);
    await expect(throwing.getByRole('heading', { level: 1 })).toHaveText('文档介绍');
    expect(await bg(throwing)).toBe('rgb(255, 255, 255)');
    await throwing.getByRole('button', { name: LIGHT }).click();
    await expect(throwing.getByRole('button', { name: DARK })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('follows a change made in another tab', async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await a.goto('/');
    await b.goto('/docs/intro');
    await waitUntilInteractive(a);
    await waitUntilInteractive(b);
    await a.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
    const chosen = await theme(a);
    await expect.poll(() => theme(b)).toBe(chosen);
  });
});

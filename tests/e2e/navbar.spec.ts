import { expect, test, type Page } from './support/test';

const navbarHidden = (page: Page) =>
  page.getByRole('navigation', { name: '主导航' }).evaluate((nav) => nav.getBoundingClientRect().bottom <= 1);

test.describe('navbar', () => {
  test('the skip link is first in tab order and moves focus to the main content', async ({ page }) => {
    await page.goto('/docs/tutorial/intro');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('hides on scroll down and returns on scroll up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/docs/tutorial/kefu/zi-dong-hui-fu');
    // The behaviour loads right after hydration: keep scrolling like a reader until it reacts.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 300);
        return navbarHidden(page);
      })
      .toBe(true);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => navbarHidden(page)).toBe(false);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with the docs sidebar, goes back to the main menu, and a link closes it', async ({ page }) => {
    await page.goto('/docs/tutorial/kefu/zi-dong-hui-fu');
    const toggle = page.getByRole('button', { name: '切换导航栏' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('dialog', { name: '主导航' });
    await expect(panel.getByRole('navigation', { name: '文档侧边栏' }).getByRole('link', { name: '自动回复' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(panel.getByRole('button', { name: '关闭导航栏' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await panel.getByRole('button', { name: '← 回到主菜单' }).click();
    await panel.getByRole('link', { name: '开发文档' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('开发文档介绍');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('Escape closes it and returns focus to the button; history back closes it too', async ({ page }) => {
    await page.goto('/docs/tutorial/intro');
    const toggle = page.getByRole('button', { name: '切换导航栏' });
    await toggle.click();
    await expect(page.getByRole('dialog', { name: '主导航' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '主导航' })).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(page.getByRole('dialog', { name: '主导航' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: '主导航' })).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/tutorial\/intro\/?$/);
  });

  test('keeps focus inside while open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '切换导航栏' }).click();
    const panel = page.getByRole('dialog', { name: '主导航' });
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('reaching desktop width closes it', async ({ page }) => {
    await page.goto('/docs/intro');
    await page.getByRole('button', { name: '切换导航栏' }).click();
    await expect(page.getByRole('dialog', { name: '主导航' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: '切换导航栏', includeHidden: true })).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('dialog', { name: '主导航' })).toBeHidden();
  });
});

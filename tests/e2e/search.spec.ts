import { expect, test, type Page } from './support/test';

const dialog = (page: Page) => page.getByRole('dialog', { name: '搜索文档' });
const input = (page: Page) => dialog(page).getByRole('combobox');

test.describe('search', () => {
  test('costs nothing until used: no index or FlexSearch request on page load', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/docs/intro');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => u.includes('search-index'))).toEqual([]);
    await page.getByRole('button', { name: '搜索文档' }).hover();
    await expect.poll(() => requests.filter((u) => u.includes('search-index')).length).toBe(1);
  });

  test('Ctrl+K and "/" open it; "/" typed into a field does not', async ({ page }) => {
    await page.goto('/docs/intro');
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    // Opened from the button, closing returns focus to it.
    await page.getByRole('button', { name: '搜索文档' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: '搜索文档' })).toBeFocused();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await input(page).fill('a/b');
    await expect(input(page)).toHaveValue('a/b');
  });

  test('typing Chinese finds pages, grouped with section rows, matches marked', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await input(page).fill('自动回复');
    const options = dialog(page).getByRole('option');
    await expect(options.first()).toContainText('自动回复');
    await expect(options.first().locator('mark').first()).toHaveText('自动回复');
    await expect(dialog(page).getByRole('group').first()).toHaveAttribute('aria-label', '自动回复');
  });

  test('arrow keys move the active option and Enter opens it at its heading', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await input(page).fill('自动回复');
    await expect(dialog(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const second = dialog(page).getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    const label = (await second.locator('.search-result__heading').textContent())!;
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    const [pageTitle] = label.split(' › ');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle!);
    // Remembered as a recent search.
    await page.keyboard.press('Control+k');
    await expect(dialog(page).getByText('最近搜索')).toBeVisible();
    await expect(dialog(page).getByRole('option').first()).toHaveText('自动回复');
  });

  test('no results says so, and markup in the query stays text', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await input(page).fill('<img src=x onerror=alert(1)>不存在的词');
    await expect(dialog(page).getByText('没有找到与「<img src=x onerror=alert(1)>不存在的词」相关的结果')).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });

  test('Enter while an IME is composing does nothing', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await input(page).fill('自动回复');
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
    await input(page).evaluate((el) => {
      el.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    });
    await page.waitForTimeout(300);
    await expect(dialog(page)).toBeVisible();
  });

  test('a failed index load shows the error and 重试 really retries', async ({ page }) => {
    let fail = true;
    await page.route('**/search-index.json', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await expect(dialog(page).getByRole('alert')).toContainText('搜索加载失败');
    fail = false;
    await dialog(page).getByRole('button', { name: '重试' }).click();
    await input(page).fill('WhatsApp');
    await expect(dialog(page).getByRole('option').first()).toContainText('WhatsApp');
  });

  test('on a phone the dialog fills the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs/intro');
    await page.getByRole('button', { name: '搜索文档' }).click();
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await input(page).fill('会员ID');
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
  });
});

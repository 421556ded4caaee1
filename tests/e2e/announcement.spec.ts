import { expect, test } from './support/test';
import { site } from '@/lib/site';

test.describe('announcement bar', () => {
  test('shows on every page, closes, and stays closed after reload without flashing', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: '公告' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: '关闭' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(site.announcement.id);

    // No flash: hidden in the server HTML as soon as it is parsed, before any bundle runs.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/docs/intro');
    await expect(page.getByRole('region', { name: '公告' })).toBeHidden();
  });

  test('a new bar id shows the bar again', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: '公告' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });
});

import { expect, test } from './support/test';
import AxeBuilder from '@axe-core/playwright';
import { allCategories, allDocs } from '@/lib/docs/tree';

// WCAG 2.2 A/AA rules on every route, both themes, desktop and phone widths: zero violations.
const routes = ['/', '/docs', '/docs/no-such-page', ...allDocs.map((d) => d.route), ...allCategories.map((c) => c.route)];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const summary = (violations: { id: string; impact?: string | null; nodes: { target: unknown }[] }[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test.describe(`axe, ${scheme}, ${width}px`, () => {
      test.use({ colorScheme: scheme, viewport: { width, height: 900 } });
      test(`every route has no WCAG violation`, async ({ page }) => {
        test.setTimeout(240_000);
        const failures: string[] = [];
        for (const route of routes) {
          await page.goto(encodeURI(route));
          await page.waitForLoadState('load');
          const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          failures.push(...summary(violations).map((s) => `${route}: ${s}`));
        }
        expect(failures).toEqual([]);
      });
    });
  }
}

test('the axe harness reports a real violation (so a pass means something)', async ({ page }) => {
  await page.goto('/docs/intro');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/icon-192.png';
    document.querySelector('main')!.appendChild(img);
    const low = document.createElement('p');
    low.textContent = '对比度不足的文字';
    low.style.color = '#eeeeee';
    low.style.background = '#ffffff';
    document.querySelector('main')!.appendChild(low);
  });
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => v.id)).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
});

test.describe('focus and motion', () => {
  test('every control shows a visible focus indicator', async ({ page }) => {
    await page.goto('/docs/tutorial/kefu/zi-dong-hui-fu');
    const missing: string[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        const visible = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
        return { visible, label: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 20) ?? el.tagName };
      });
      if (info && !info.visible) missing.push(info.label);
    }
    expect(missing).toEqual([]);
  });

  test('prefers-reduced-motion turns animations and transitions off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const duration = await page
      .getByRole('navigation', { name: '主导航' })
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
  });

  test('landmarks: one main, a banner navigation and a footer; headings start at h1', async ({ page }) => {
    await page.goto('/docs/api/jssdk/api-can-kao');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    const levels = await page.locator('main :is(h1,h2,h3,h4)').evaluateAll((els) => els.map((e) => Number(e.tagName[1])));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });
});

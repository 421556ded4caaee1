import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import { allCategories, allDocs } from '@/lib/docs/tree';

// The test server sends out/_headers (see playwright.config.ts): every page runs under its CSP.
const routes = ['/', '/docs', ...allDocs.map((d) => d.route), ...allCategories.map((c) => c.route)];

test('no page violates its Content-Security-Policy', async ({ page }) => {
  test.setTimeout(180_000);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} ${location.pathname}`,
      ),
    );
  });
  for (const route of routes) {
    const response = await page.goto(encodeURI(route));
    expect(response?.headers()['content-security-policy'], route).toContain("script-src 'self' 'sha256-");
    expect(response?.headers()['content-security-policy'], route).not.toContain("unsafe-inline' 'sha");
    await page.waitForLoadState('load');
  }
  // Interactive parts too: search (fetch + lazy chunk) and a client navigation.
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('WhatsApp');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the CSP really blocks an inline script whose hash is missing', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.goto('/docs/intro');
  await page.evaluate(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(e.violatedDirective),
    );
    const s = document.createElement('script');
    s.textContent = 'window.injected = true';
    document.body.appendChild(s);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

test('every page sends the security headers', async ({ request }) => {
  const response = await request.get('/docs/intro/');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(readFileSync('out/_headers', 'utf8')).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test('external links open with rel="noopener noreferrer"', async ({ page }) => {
  for (const route of ['/', '/docs/tutorial/jieru/whatsapp', '/docs/api/intro']) {
    await page.goto(route);
    const bad = await page
      .locator('a[href^="http"]')
      .evaluateAll((links) =>
        links
          .filter(
            (a) => !(a.getAttribute('rel') ?? '').includes('noopener') || !(a.getAttribute('rel') ?? '').includes('noreferrer'),
          )
          .map((a) => a.getAttribute('href')),
      );
    expect(bad, route).toEqual([]);
  }
});

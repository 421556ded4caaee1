// Playwright's `test` with one change: after a full page load (goto, reload, back, forward) it
// waits until the page's deferred scripts have loaded or failed — what Playwright's `load` meant
// before the export asked for its scripts after the first paint (lib/export/deferred-scripts.ts).
// Without JS there is nothing to wait for.
import { test as base, type Page } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

// Then until React has hydrated (ClientNavigation marks <html data-hydrated>), unless the test
// broke the scripts on purpose: that wait gives up after 5 s.
/** For pages the fixture does not wrap (opened with `context.newPage()`). */
export const waitUntilInteractive = async (page: Page) => {
  await page.evaluate(() => (window as { __yilianScripts?: Promise<void> }).__yilianScripts).catch(() => undefined);
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 5000 })
    .catch(() => undefined);
};

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(page, {
          [name]: async (...args: unknown[]) => {
            const response = await original(...args);
            await waitUntilInteractive(page);
            return response;
          },
        });
      }
    }
    await use(page);
  },
});

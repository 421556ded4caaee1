// Playwright's `test` with one change: after a full page load (goto, reload, back, forward) it
// waits until the page's deferred scripts have loaded or failed, the moment Playwright's `load`
// used to mean before the export asked for its scripts after the first paint
// (lib/export/deferred-scripts.ts). Without JS there is nothing to wait for.
import { test as base, type Page } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

const scriptsSettled = (page: Page) =>
  page.evaluate(() => (window as { __yilianScripts?: Promise<void> }).__yilianScripts).catch(() => undefined);

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(page, {
          [name]: async (...args: unknown[]) => {
            const response = await original(...args);
            await scriptsSettled(page);
            return response;
          },
        });
      }
    }
    await use(page);
  },
});

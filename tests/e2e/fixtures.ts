import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/** Waits until the app answers input: main.tsx sets `<html data-ready>` once it has rendered or hydrated. */
async function waitForApp(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return;
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/**
 * The landing pages arrive server-rendered: they are on screen a moment before their code has
 * hydrated them, and a click in that moment would be lost. Here `page.goto` and `page.reload` also
 * wait for the app, as a shopper waits for a page to respond.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page); // the server's page is all there is
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page, response);
      return response;
    };
    await use(page);
  },
});

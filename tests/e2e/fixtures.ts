import { test as base, type Page, type Response, type TestInfo } from '@playwright/test';

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
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    const seen = watch(page);
    if (javaScriptEnabled === false) {
      await use(page); // the server's page is all there is
      await seen.attachOnFailure(testInfo);
      return;
    }
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
    await seen.attachOnFailure(testInfo);
  },
});

/**
 * What the page met while the test ran: answers of the API that were not 2xx or 3xx, the browser's
 * console errors and uncaught errors. When the test fails they are attached to its report with what
 * the page showed at the end (its headings, alerts and statuses), and the report prints them: a
 * failure on a CI machine can then be read from the log alone.
 */
function watch(page: Page) {
  const lines: string[] = [];
  const started = Date.now();
  const at = () => `+${((Date.now() - started) / 1000).toFixed(1)}s`;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.pathname.startsWith('/api/'))
      lines.push(`${at()} ${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      lines.push(`${at()} ${request.method()} ${url.pathname} failed: ${request.failure()?.errorText ?? ''}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') lines.push(`${at()} console: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => lines.push(`${at()} uncaught: ${error.message.slice(0, 300)}`));
  return {
    async attachOnFailure(testInfo: TestInfo) {
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      // The report prints 300 characters of each: the newest lines, then what the page shows.
      await testInfo.attach('answers and errors', { body: newest(lines, 290), contentType: 'text/plain' });
      const shown = await page
        .locator('h1, h2, h3, [role=alert], [role=status]:not(:empty), [role=dialog] :is(h2, legend)')
        .allInnerTexts()
        .catch(() => ['(not readable)']);
      const compact = shown.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
      await testInfo.attach('the page at the end', {
        body: [new URL(page.url()).pathname + new URL(page.url()).search, ...compact].join('\n').slice(0, 290),
        contentType: 'text/plain',
      });
    },
  };
}

/** As many of the newest lines as fit in `room` characters, oldest first. */
function newest(lines: readonly string[], room: number): string {
  const kept: string[] = [];
  let used = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (used + line.length + 1 > room) break;
    kept.unshift(line);
    used += line.length + 1;
  }
  return kept.length ? kept.join('\n') : '(none)';
}

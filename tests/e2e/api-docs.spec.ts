// The reference page is Swagger UI's, not the shop's app: the shop's `page.goto` (which waits for the app) does not apply.
import { expect, test } from '@playwright/test';

test('/api/docs shows every section of the API from the shop itself, with no CSP violation', async ({ page }) => {
  test.slow(); // Swagger UI parses and draws the whole document: 15 s of a quiet 2-core machine alone
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost') && !request.url().startsWith('http://127.0.0.1'))
      elsewhere.push(request.url());
  });

  await page.goto('/api/docs/');
  // Swagger UI reads the whole document (about 440 KB) before it draws anything: a loaded machine takes its time.
  await expect(page.getByRole('heading', { name: /Maison Lumière API/ })).toBeVisible({ timeout: 30_000 });
  // Every section is listed, closed (the whole reference, opened at once, is more than Swagger UI draws).
  for (const section of ['Cart', 'Checkout', 'Back office: orders', 'Back office: staff', 'Reviews']) {
    await expect(page.getByRole('heading', { name: `${section} Expand operation`, exact: true })).toBeVisible();
  }
  // A section opens to its endpoints, and an endpoint to its answers, error codes included.
  await page.getByRole('heading', { name: 'Cart Expand operation', exact: true }).click();
  await page.getByRole('button', { name: /^POST \/api\/cart Adds/ }).click();
  await expect(page.getByText('OUT_OF_STOCK').first()).toBeVisible();
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});

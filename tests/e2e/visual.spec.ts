import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The layout at a phone's and a laptop's width, compared with reviewed baselines
 * (tests/e2e/visual.spec.ts-snapshots). After a deliberate visual change: look at the new
 * pictures, then `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`.
 */
const pages = [
  ['home', '/'],
  ['collections', '/collections'],
  ['product', '/product/1'],
  ['custom-perfume', '/custom-perfume'],
  ['recipe-builder', '/recipe-builder'],
  ['about', '/about'],
] as const;

const darkPages = [
  ['home', '/'],
  ['collections', '/collections'],
  ['product', '/product/1'],
] as const;

/**
 * The house's web fonts drawn, not their metric twins: the page names them only once it has painted
 * (`<html data-fonts>`, src/client/boot.ts), and `document.fonts.ready` asked before that resolves at once, so a
 * screenshot on a loaded machine could catch the fallback faces (same layout, other glyphs).
 */
async function webFontsIn(page: Page) {
  await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
  // A frame after it, the faces the page now names are loading; then `ready` waits for them.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
  });
}

const widths = [
  ['phone', 390, 844],
  ['laptop', 1280, 900],
] as const;

for (const [device, width, height] of widths) {
  test.describe(`layout at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const [name, path] of pages) {
      test(name, async ({ page }) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        await webFontsIn(page);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page).toHaveScreenshot(`${name}-${device}.png`, {
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.01,
        });
      });
    }

    // The dark theme where the house's artwork and grounds show most (dark twins of the bottles, decision in
    // docs/features/catalogue-and-search.md).
    for (const [name, path] of darkPages) {
      test(`${name} in the dark theme`, async ({ page, context, baseURL }) => {
        // As a shopper who chose it: the cookie for the server's page, the stored choice for the browser's.
        await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
        await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
        await page.goto(path, { waitUntil: 'networkidle' });
        await webFontsIn(page);
        await expect(page.locator('html')).toHaveClass(/dark/);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page).toHaveScreenshot(`${name}-${device}-dark.png`, {
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.01,
        });
      });
    }
  });
}

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
        await page.evaluate(() => document.fonts.ready);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page).toHaveScreenshot(`${name}-${device}.png`, {
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.01,
        });
      });
    }
  });
}

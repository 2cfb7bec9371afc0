import { expect, test, type Page } from './fixtures';
import { scan } from './helpers';

/**
 * The bespoke builder never lets an impossible formula through: a formula taken to a type too small
 * for it stops Next (the reason beside it, a way to the drops to take out), and a typed drop count
 * that is not taken stays in its field with the reason, instead of snapping back in silence.
 */

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const previous = (page: Page) => page.getByRole('button', { name: 'Previous' });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const ingredient = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const drops = (page: Page, name: string) => page.getByLabel(`${name} drops`, { exact: true });
const overCapacity = (page: Page, type: string) =>
  page.getByRole('alert').filter({ hasText: `Exceeds maximum capacity for ${type}` });

async function start(page: Page, type: string, name: string) {
  await page.goto('/recipe-builder');
  await page.getByRole('radio', { name: type, exact: true }).check();
  await next(page).click();
  await page.getByLabel('Perfume name').fill(name);
  await next(page).click();
  await expect(stepHeading(page, 'Top Notes')).toBeVisible();
}

async function pick(page: Page, entries: Record<string, string>) {
  for (const [name, count] of Object.entries(entries)) {
    await ingredient(page, name).check();
    await drops(page, name).fill(count);
    await expect(drops(page, name)).toHaveValue(count);
  }
}

test.describe('the bespoke builder’s limits', () => {
  // Next waiting, its reason, the way to the drops to lower and the type changed back and forth:
  // src/client/features/bespoke/recipe-builder-page.test.tsx. Here, the reason's scans in both themes.
  test('241 drops taken to an Eau de Cologne: the reason Next waits passes the accessibility scan, light and dark', async ({
    page,
  }) => {
    test.slow(); // five steps and two accessibility scans on a loaded 2-core machine
    await start(page, 'Eau de Parfum', 'Grand Soir');
    await pick(page, { Bergamot: '50', Mandarin: '50' });
    await next(page).click();
    await pick(page, { Tuberose: '50', Jasmine: '50' });
    await next(page).click();
    await pick(page, { Sandalwood: '41' });
    for (let i = 0; i < 4; i++) await previous(page).click();
    await expect(stepHeading(page, 'Perfume Type')).toBeVisible();
    await page.getByRole('radio', { name: 'Eau de Cologne', exact: true }).check();
    await expect(overCapacity(page, 'Eau de Cologne')).toBeVisible();
    await expect(
      page.getByText(
        '241 drops are more than an Eau de Cologne holds (50). Remove 191 drops, or choose a larger type.',
        { exact: true },
      ),
    ).toBeVisible();
    await scan(page);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await scan(page);
  });

  // What is taken, what stays in the field and each reason: src/client/features/bespoke/recipe-builder-page.test.tsx.
  test('a typed count past what the bottle holds, with its reason, passes the accessibility scan', async ({ page }) => {
    await start(page, 'Eau de Toilette', 'Petit Matin');
    await pick(page, { Bergamot: '40', Cardamom: '50', Neroli: '50' });
    await ingredient(page, 'Mandarin').check();
    await drops(page, 'Mandarin').fill('20');
    await expect(page.getByText('Only 10 drops fit in an Eau de Toilette.', { exact: true })).toBeVisible();
    await scan(page);
  });
});

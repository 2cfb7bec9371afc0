import { expect, test, type Page } from './fixtures';
import { expectToast, scan } from './helpers';
import { addCartLine } from '../../src/domain/api/cart';

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const previous = (page: Page) => page.getByRole('button', { name: 'Previous' });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const ingredient = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const drops = (page: Page, name: string) => page.getByLabel(`${name} drops`, { exact: true });

async function chooseTypeAndName(page: Page, type: string, name: string) {
  await page.getByRole('radio', { name: type, exact: true }).check();
  await next(page).click();
  await page.getByLabel('Perfume name').fill(name);
  await next(page).click();
  await expect(stepHeading(page, 'Top Notes')).toBeVisible();
}

test.describe('bespoke configurator', () => {
  // The refusals, their words, the totals and Next: src/client/features/bespoke/recipe-builder-page.test.tsx.
  test('with Eau de Cologne a typed count past 50 drops, refused in its field, passes the accessibility scan', async ({
    page,
  }) => {
    await page.goto('/recipe-builder');
    await chooseTypeAndName(page, 'Eau de Cologne', 'Petite Brise');
    await ingredient(page, 'Bergamot').check();
    await ingredient(page, 'Lemon').check();
    await drops(page, 'Bergamot').fill('49');
    await drops(page, 'Bergamot').fill('50');
    await expect(page.getByText('Only 49 drops fit in an Eau de Cologne.', { exact: true })).toBeVisible();
    await scan(page);
  });

  // The warning, the ingredients kept and the way to the drops: src/client/features/bespoke/recipe-builder-page.test.tsx.
  test('a formula past a smaller type’s capacity: its warning passes the accessibility scan in the dark theme', async ({
    page,
  }) => {
    await page.goto('/recipe-builder');
    await chooseTypeAndName(page, 'Eau de Toilette', 'Grand Tour');
    await ingredient(page, 'Bergamot').check();
    await ingredient(page, 'Lemon').check();
    await drops(page, 'Bergamot').fill('50');
    await drops(page, 'Lemon').fill('10');
    await previous(page).click();
    await previous(page).click();
    await page.getByRole('radio', { name: 'Eau de Cologne', exact: true }).check();
    await page
      .getByRole('navigation', { name: 'Lower the drops' })
      .getByRole('button', { name: /^Top Notes/ })
      .click();
    await expect(stepHeading(page, 'Top Notes')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Exceeds maximum capacity for Eau de Cologne' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await scan(page);
  });

  test('Create Perfume adds the design to the cart at its type price', async ({ page }) => {
    test.slow(); // a whole journey: minutes on a loaded 2-core machine
    await page.goto('/recipe-builder');
    await chooseTypeAndName(page, 'Eau de Toilette', 'Midnight Garden');
    await ingredient(page, 'Bergamot').check();
    await page.getByRole('button', { name: 'More drops of Bergamot' }).click();
    await page.getByRole('button', { name: 'More drops of Bergamot' }).click();
    await ingredient(page, 'Neroli').check();
    await expect(page.getByTestId('group-total')).toHaveText('4 drops · 0.2 ml');
    await scan(page);
    await next(page).click();
    await ingredient(page, 'Rose').check();
    await drops(page, 'Rose').fill('5');
    await next(page).click();
    await ingredient(page, 'Sandalwood').check();
    await next(page).click();

    await expect(stepHeading(page, 'Review & Create')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('Midnight Garden');
    await expect(main).toContainText('Eau de Toilette');
    // 10 drops in the 50 ml: the formula's 1.0 %, not the Eau de Toilette's 15 %.
    await expect(main).toContainText('1.0 %');
    await expect(main).toContainText('€145.00');
    await expect(page.getByRole('listitem').filter({ hasText: 'Bergamot' })).toContainText('3 drops · 0.15 ml');
    await expect(page.getByRole('listitem').filter({ hasText: 'Rose' })).toContainText('5 drops · 0.25 ml');
    await expect(page.getByText('0.5 ml of fragrance oils in a 50ml bottle')).toBeVisible();
    await expect(page.getByText(/1\.0 % concentration in an alcohol base/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lighter than an Eau de Toilette usually is' })).toBeVisible();
    await scan(page);

    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === addCartLine.path);
    await page.getByRole('button', { name: 'Create Perfume' }).click();
    const body = (await posted).postDataJSON() as { customDetails: Record<string, unknown> };
    expect(body.customDetails).toMatchObject({
      type: 'bespoke-perfume',
      perfumeType: 'eau-de-toilette',
      customName: 'Midnight Garden',
      concentration: 1,
    });

    await expect(page).toHaveURL(/\/cart$/);
    await expectToast(page, 'Bespoke perfume created!', 'Midnight Garden has been added to your cart.');
    await expect(main).toContainText('Midnight Garden');
    await expect(main).toContainText('€145.00');
  });
});

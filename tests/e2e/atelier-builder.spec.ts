import { getIngredients } from '../../src/domain/api/catalogue';
import { expect, test, type Page } from './fixtures';
import { callApi, scan } from './helpers';

/**
 * The atelier in the bespoke builder (decision 064): an ingredient's IFRA limit caps its drops (a +
 * or a typed count past it is refused, and said), a design past a limit goes no further until it is
 * lowered, and the review shows the label as it will be printed, with the allergens it declares.
 */

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const ingredient = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const drops = (page: Page, name: string) => page.getByLabel(`${name} drops`, { exact: true });
const more = (page: Page, name: string) => page.getByRole('button', { name: `More drops of ${name}` });
const oakmossLimit = 'Oakmoss: at most 3 drops in an Eau de Parfum.';

async function start(page: Page, type: string, name: string) {
  await page.goto('/recipe-builder');
  await page.getByRole('radio', { name: type, exact: true }).check();
  await next(page).click();
  await page.getByLabel('Perfume name').fill(name);
  await next(page).click();
  await expect(stepHeading(page, 'Top Notes')).toBeVisible();
}

test.describe('the atelier in the bespoke builder', () => {
  test('Oakmoss stops at its IFRA limit, said why; the review prints the label and its allergens', async ({ page }) => {
    test.slow(); // a whole journey and two accessibility scans on a loaded 2-core machine
    await start(page, 'Eau de Parfum', 'Sous-Bois');
    await ingredient(page, 'Bergamot').check();
    // An ingredient without a limit says none.
    await expect(page.getByText(/^IFRA limit/)).toHaveCount(0);
    await next(page).click();
    await ingredient(page, 'Jasmine').check();
    await next(page).click();
    await expect(stepHeading(page, 'Base Notes')).toBeVisible();

    await ingredient(page, 'Oakmoss').check();
    const oakmoss = drops(page, 'Oakmoss');
    await expect(page.getByText('IFRA limit: 3 drops', { exact: true })).toBeVisible();
    await expect(oakmoss).toHaveAccessibleDescription('1 drop · 0.05 ml IFRA limit: 3 drops');
    await more(page, 'Oakmoss').click();
    await more(page, 'Oakmoss').click();
    await expect(oakmoss).toHaveValue('3');

    // A fourth drop by +: refused, and said politely where the bottle's refusals are said.
    await more(page, 'Oakmoss').click();
    const notice = page.getByRole('status').filter({ hasText: oakmossLimit });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(oakmossLimit);
    await expect(oakmoss).toHaveValue('3');
    await expect(page.getByTestId('group-total')).toHaveText('3 drops · 0.15 ml');

    // Typed: kept in the field with the reason; the formula keeps 3.
    await oakmoss.fill('4');
    await expect(oakmoss).toHaveValue('4');
    await expect(oakmoss).toHaveAttribute('aria-invalid', 'true');
    const said = page.getByText(oakmossLimit, { exact: true });
    await expect(said).toBeVisible();
    await expect(said).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByText('Kept at 3 drops · 0.15 ml', { exact: true })).toBeVisible();
    await expect(page.getByTestId('group-total')).toHaveText('3 drops · 0.15 ml');
    await expect(next(page)).toBeDisabled();
    await expect(next(page)).toHaveAccessibleDescription('Correct the drops of Oakmoss to continue.');
    await oakmoss.fill('3');
    await expect(oakmoss).not.toHaveAttribute('aria-invalid', 'true');
    await expect(next(page)).toBeEnabled();
    await next(page).click();

    // The review: its summary as before, and the label as it will be printed.
    await expect(stepHeading(page, 'Review & Create')).toBeVisible();
    await expect(page.getByText('0.25 ml of fragrance oils in a 50ml bottle')).toBeVisible();
    const label = page.getByRole('region', { name: 'Label' });
    await expect(label.getByTestId('label-name')).toHaveText('Sous-Bois');
    await expect(label).toContainText('Eau de Parfum');
    // 5 drops in the 50 ml: the formula's 0.5 %, not the Eau de Parfum's 25 %.
    await expect(label).toContainText('0.5 %');
    await expect(label).toContainText('50 ml \u212e');
    await expect(label.getByTestId('label-ingredients')).toHaveText(
      'Ingredients: ALCOHOL DENAT., PARFUM (FRAGRANCE), AQUA, EVERNIA PRUNASTRI EXTRACT, LIMONENE, BENZYL BENZOATE, LINALOOL, EUGENOL, BENZYL ALCOHOL',
    );
    const composition = label.getByRole('table', { name: 'Composition' });
    const row = (name: string) => composition.getByRole('row', { name: new RegExp(`^${name}\\b`) });
    await expect(row('Top')).toBeVisible();
    await expect(row('Heart')).toBeVisible();
    await expect(row('Base')).toBeVisible();
    await expect(row('Bergamot').getByRole('cell')).toHaveText(['1', '0.05', '0.1']);
    await expect(row('Jasmine').getByRole('cell')).toHaveText(['1', '0.05', '0.1']);
    await expect(row('Oakmoss').getByRole('cell')).toHaveText(['3', '0.15', '0.3']);
    await expect(row('Alcohol base').getByRole('cell')).toHaveText(['–', '49.75', '99.5']);
    // Declared above 0.001 % of the bottle, most first: Jasmine's 0.0001 % of isoeugenol is not.
    await expect(label.getByTestId('label-allergens')).toHaveText(
      'Allergens: Evernia Prunastri Extract, Limonene, Benzyl Benzoate, Linalool, Eugenol, Benzyl Alcohol',
    );

    // Made to order, in the atelier's days (GET /api/atelier; another test may be changing them in the back office).
    await expect(page.getByText(/^Made to order: ships in about \d+ days$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Perfume' })).toBeEnabled();
    await scan(page);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await scan(page);
  });

  test('a design past a limit (lowered after it was kept) waits at the review until it is lowered', async ({
    page,
  }) => {
    test.slow(); // two steps and an accessibility scan on a loaded 2-core machine
    const ingredients = await callApi(page.request, getIngredients, {});
    const id = (name: string) => ingredients.find((i) => i.name === name)!.id;
    const [bergamot, jasmine, oakmoss] = [id('Bergamot'), id('Jasmine'), id('Oakmoss')];
    // A guest's draft, kept in the tab, with 10 drops of Oakmoss: as if its limit were lowered since.
    await page.goto('/');
    await page.evaluate((draft) => sessionStorage.setItem('builderDraft:bespoke', JSON.stringify(draft)), {
      step: 'review',
      updatedAt: new Date().toISOString(),
      design: {
        perfumeType: 'eau-de-parfum',
        customName: 'Vieux Bois',
        ingredients: { top: [bergamot], middle: [jasmine], base: [oakmoss] },
        drops: { top: { [bergamot]: 5 }, middle: { [jasmine]: 5 }, base: { [oakmoss]: 10 } },
      },
    });
    await page.goto('/recipe-builder');
    await expect(stepHeading(page, 'Review & Create')).toBeVisible();

    const create = page.getByRole('button', { name: 'Create Perfume' });
    await expect(page.getByText(oakmossLimit, { exact: true })).toBeVisible();
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(
      `Bring the formula within its IFRA limits to create it. ${oakmossLimit}`,
    );
    await scan(page);

    // The way to the drops to lower.
    await page
      .getByRole('navigation', { name: 'Lower the drops past an IFRA limit' })
      .getByRole('button', { name: /^Base Notes/ })
      .click();
    await expect(stepHeading(page, 'Base Notes')).toBeVisible();
    await expect(drops(page, 'Oakmoss')).toHaveValue('10');
    await expect(page.getByText('IFRA limit: 3 drops', { exact: true })).toBeVisible();
    await expect(next(page)).toBeDisabled();
    // A rise is refused; any lowering is taken, and at 3 the builder goes on.
    await more(page, 'Oakmoss').click();
    await expect(page.getByRole('status').filter({ hasText: oakmossLimit })).toBeVisible();
    await drops(page, 'Oakmoss').fill('5');
    await expect(drops(page, 'Oakmoss')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(next(page)).toBeDisabled();
    await drops(page, 'Oakmoss').fill('3');
    await expect(page.getByText(oakmossLimit, { exact: true })).toHaveCount(0);
    await expect(next(page)).toBeEnabled();
    await next(page).click();
    await expect(stepHeading(page, 'Review & Create')).toBeVisible();
    await expect(create).toBeEnabled();
  });
});

import { expect, test, type Page } from './fixtures';
import { expectToast, failCartPosts, scan } from './helpers';

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
  test('Next waits for each step; a ticked ingredient starts at 1 drop', async ({ page }) => {
    test.slow(); // a whole journey: minutes on a loaded 2-core machine
    await page.goto('/recipe-builder');
    await expect(page).toHaveTitle('Bespoke Perfume · Maison Lumière');
    const progress = page.getByRole('progressbar', { name: 'Bespoke perfume progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await expect(progress).toHaveAttribute('aria-valuemax', '6');
    await expect(stepHeading(page, 'Perfume Type')).toBeVisible();
    await expect(previous(page)).toBeDisabled();
    await expect(next(page)).toBeDisabled();

    await expect(page.getByRole('radio')).toHaveCount(4);
    const edt = page.getByRole('radio', { name: 'Eau de Toilette', exact: true });
    await expect(edt).toHaveAccessibleDescription(/15%.*3-5 hours.*Light.*150 drops.*€145\.00/);
    await edt.check();
    await expect(next(page)).toBeEnabled();
    await next(page).click();

    await expect(stepHeading(page, 'Product Name')).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '2');
    await expect(stepHeading(page, 'Product Name')).toBeFocused();
    const name = page.getByLabel('Perfume name');
    await expect(name).toHaveAccessibleDescription('This name will appear on your bottle and in your orders.');
    await expect(next(page)).toBeDisabled();
    await name.fill('   ');
    await expect(next(page)).toBeDisabled();
    await name.fill('Midnight Garden');
    await expect(next(page)).toBeEnabled();
    await name.press('Enter');

    for (const [step, pick] of [
      ['Top Notes', 'Bergamot'],
      ['Middle Notes', 'Rose'],
      ['Base Notes', 'Sandalwood'],
    ] as const) {
      await expect(stepHeading(page, step)).toBeVisible();
      await expect(next(page)).toBeDisabled();
      await ingredient(page, pick).check();
      await expect(drops(page, pick)).toHaveValue('1');
      await expect(page.getByText('1 drop · 0.05 ml', { exact: true }).first()).toBeVisible();
      await expect(next(page)).toBeEnabled();
      // Unticking removes it again.
      await ingredient(page, pick).uncheck();
      await expect(drops(page, pick)).toHaveCount(0);
      await expect(next(page)).toBeDisabled();
      await ingredient(page, pick).check();
      await next(page).click();
    }
    await expect(stepHeading(page, 'Review & Create')).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '6');
    await expect(next(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Perfume' })).toBeEnabled();

    // Going back keeps everything.
    await previous(page).click();
    await previous(page).click();
    await expect(stepHeading(page, 'Middle Notes')).toBeVisible();
    await expect(ingredient(page, 'Rose')).toBeChecked();
  });

  test('shows 8 skeleton cards while the ingredients load', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/api/ingredients', async (route) => {
      await released;
      await route.continue();
    });
    // Arriving at /recipe-builder, the ingredients are in the page; coming from another page, they load.
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'BESPOKE PERFUME' }).click();
    await chooseTypeAndName(page, 'Eau de Parfum', 'Atelier');
    await expect(page.getByTestId('ingredient-skeleton')).toHaveCount(8);
    release();
    await expect(ingredient(page, 'Bergamot')).toBeVisible();
    await expect(page.getByTestId('ingredient-skeleton')).toHaveCount(0);
  });

  test('with Eau de Cologne a change past 50 drops is refused, and said why', async ({ page }) => {
    test.slow(); // many changes, two steps and an accessibility scan
    await page.goto('/recipe-builder');
    await chooseTypeAndName(page, 'Eau de Cologne', 'Petite Brise');
    await ingredient(page, 'Bergamot').check();
    await ingredient(page, 'Lemon').check();
    const bergamot = drops(page, 'Bergamot');
    const lemon = drops(page, 'Lemon');
    const total = page.getByTestId('group-total');

    await bergamot.fill('48');
    await expect(bergamot).toHaveValue('48');
    await page.getByRole('button', { name: 'More drops of Bergamot' }).click();
    await expect(bergamot).toHaveValue('49');
    await expect(page.getByText('49 drops · 2.45 ml', { exact: true })).toBeVisible();
    await expect(total).toHaveText('50 drops · 2.5 ml');

    // Full: one more drop anywhere is refused, and the refusal is said politely.
    const notice = page.getByRole('status').filter({ hasText: /drops?/ });
    await page.getByRole('button', { name: 'More drops of Lemon' }).click();
    await expect(lemon).toHaveValue('1');
    await expect(notice).toHaveText('The bottle is full: it holds 50 drops.');

    // A typed 50 is not taken either: it stays in the field, marked, with how many fit; the formula keeps 49.
    await bergamot.fill('50');
    await expect(bergamot).toHaveValue('50');
    await expect(bergamot).toHaveAttribute('aria-invalid', 'true');
    const onlyFit = (n: number) => page.getByText(`Only ${n} drops fit in an Eau de Cologne.`, { exact: true });
    await expect(onlyFit(49)).toBeVisible();
    await expect(onlyFit(49)).toHaveAttribute('aria-live', 'polite');
    await expect(bergamot).toHaveAccessibleDescription(
      'Only 49 drops fit in an Eau de Cologne. Kept at 49 drops · 2.45 ml',
    );
    await expect(notice).toHaveCount(0); // said once, by the field
    await expect(total).toHaveText('50 drops · 2.5 ml');
    await expect(page.getByRole('alert').filter({ hasText: 'Exceeds maximum capacity' })).toHaveCount(0);
    await expect(next(page)).toBeDisabled();
    await expect(next(page)).toHaveAccessibleDescription('Correct the drops of Bergamot to continue.');

    // A change that goes through clears it; with 5 drops left, Lemon typed past them says so.
    await bergamot.fill('45');
    await expect(bergamot).not.toHaveAttribute('aria-invalid', 'true');
    await expect(onlyFit(49)).toHaveCount(0);
    await expect(total).toHaveText('46 drops · 2.3 ml');
    await expect(next(page)).toBeEnabled();
    await lemon.fill('10');
    await expect(lemon).toHaveValue('10');
    await expect(onlyFit(5)).toBeVisible();
    await expect(total).toHaveText('46 drops · 2.3 ml');
    // + counts from the drops kept, and replaces what was typed.
    await page.getByRole('button', { name: 'More drops of Lemon' }).click();
    await expect(lemon).toHaveValue('2');
    await expect(onlyFit(5)).toHaveCount(0);
    await expect(total).toHaveText('47 drops · 2.35 ml');
    // Exactly what fits is taken; the next step does not carry the notice of a refused +.
    await lemon.fill('5');
    await expect(total).toHaveText('50 drops · 2.5 ml');
    await page.getByRole('button', { name: 'More drops of Lemon' }).click();
    await expect(notice).toHaveText('The bottle is full: it holds 50 drops.');
    await next(page).click();
    await expect(stepHeading(page, 'Middle Notes')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await previous(page).click();
    await expect(stepHeading(page, 'Top Notes')).toBeVisible();

    // Lowering is always taken; below 1 is not, and says how to leave an ingredient out.
    await lemon.fill('1');
    await expect(total).toHaveText('46 drops · 2.3 ml');
    await bergamot.fill('0');
    await expect(bergamot).toHaveValue('0');
    await expect(
      page.getByText('At least 1 drop per ingredient: untick it to leave it out.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Kept at 45 drops · 2.25 ml', { exact: true })).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await bergamot.fill('1');
    await expect(bergamot).toHaveValue('1');
    await expect(bergamot).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Fewer drops of Bergamot' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Fewer drops of Lemon' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Bottle capacity used' })).toHaveAttribute('aria-valuenow', '2');
    await expect(next(page)).toBeEnabled();
    await scan(page);
  });

  test('switching to a smaller type keeps the ingredients and warns when they no longer fit', async ({ page }) => {
    test.slow(); // a whole journey: minutes on a loaded 2-core machine
    await page.goto('/recipe-builder');
    await chooseTypeAndName(page, 'Eau de Toilette', 'Grand Tour');
    await ingredient(page, 'Bergamot').check();
    await ingredient(page, 'Lemon').check();
    await drops(page, 'Bergamot').fill('50');
    await drops(page, 'Lemon').fill('10');
    await expect(page.getByTestId('group-total')).toHaveText('60 drops · 3 ml');
    const overCapacity = page.getByRole('alert').filter({ hasText: 'Exceeds maximum capacity for Eau de Cologne' });
    await expect(page.getByRole('alert').filter({ hasText: 'Exceeds maximum capacity' })).toHaveCount(0);

    await previous(page).click();
    await previous(page).click();
    await expect(stepHeading(page, 'Perfume Type')).toBeVisible();
    await page.getByRole('radio', { name: 'Eau de Cologne', exact: true }).check();
    await expect(overCapacity).toBeVisible();
    // It goes no further until the formula fits, says by how much, and leads to the drops to lower.
    await expect(next(page)).toBeDisabled();
    await expect(
      page.getByText('60 drops are more than an Eau de Cologne holds (50). Remove 10 drops, or choose a larger type.', {
        exact: true,
      }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Lower the drops' })
      .getByRole('button', { name: /^Top Notes/ })
      .click();

    await expect(stepHeading(page, 'Top Notes')).toBeVisible();
    await expect(ingredient(page, 'Bergamot')).toBeChecked();
    await expect(drops(page, 'Bergamot')).toHaveValue('50');
    await expect(ingredient(page, 'Lemon')).toBeChecked();
    await expect(drops(page, 'Lemon')).toHaveValue('10');
    await expect(page.getByTestId('group-total')).toHaveText('60 drops · 3 ml');
    await expect(overCapacity).toBeVisible();
    await expect(next(page)).toBeDisabled();

    // The red warning reads in the dark theme too.
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await scan(page);

    // Working back under the limit clears the warning, and the journey goes on.
    await drops(page, 'Bergamot').fill('39');
    await expect(drops(page, 'Bergamot')).toHaveValue('39');
    await expect(page.getByTestId('group-total')).toHaveText('49 drops · 2.45 ml');
    await expect(overCapacity).toHaveCount(0);
    await expect(page.getByText(/more than an Eau de Cologne holds/)).toHaveCount(0);
    await expect(next(page)).toBeEnabled();
    await next(page).click();
    await expect(stepHeading(page, 'Middle Notes')).toBeVisible();
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
    await expect(main).toContainText('15%');
    await expect(main).toContainText('€145.00');
    await expect(page.getByRole('listitem').filter({ hasText: 'Bergamot' })).toContainText('3 drops · 0.15 ml');
    await expect(page.getByRole('listitem').filter({ hasText: 'Rose' })).toContainText('5 drops · 0.25 ml');
    await expect(page.getByText('0.5 ml of fragrance oils in a 50ml bottle')).toBeVisible();
    await expect(page.getByText(/15% concentration in an alcohol base/)).toBeVisible();
    await scan(page);

    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/cart'));
    await page.getByRole('button', { name: 'Create Perfume' }).click();
    const body = (await posted).postDataJSON() as { customDetails: Record<string, unknown> };
    expect(body.customDetails).toMatchObject({
      type: 'bespoke-perfume',
      perfumeType: 'eau-de-toilette',
      customName: 'Midnight Garden',
      concentration: 15,
    });

    await expect(page).toHaveURL(/\/cart$/);
    await expectToast(page, 'Bespoke perfume created!', 'Midnight Garden has been added to your cart.');
    await expect(main).toContainText('Midnight Garden');
    await expect(main).toContainText('€145.00');
  });

  test('a failed creation shows the error toast and stays on the review', async ({ page }) => {
    await failCartPosts(page);
    await page.goto('/recipe-builder');
    await chooseTypeAndName(page, 'Extrait de Parfum', 'Nocturne');
    await ingredient(page, 'Bergamot').check();
    await next(page).click();
    await ingredient(page, 'Rose').check();
    await next(page).click();
    await ingredient(page, 'Amber').check();
    await next(page).click();

    await page.getByRole('button', { name: 'Create Perfume' }).click();
    await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    await expectToast(
      page,
      'Error creating perfume',
      'There was an issue creating your bespoke perfume. Please try again.',
    );
    await expect(page).toHaveURL(/\/recipe-builder\?step=review$/);
    await expect(page.getByRole('button', { name: 'Create Perfume' })).toBeEnabled();
  });
});

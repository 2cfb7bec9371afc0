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
const lowerIn = (page: Page, step: string) =>
  page.getByRole('navigation', { name: 'Lower the drops' }).getByRole('button', { name: new RegExp(`^${step}`) });

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
  test('241 drops composed as an Eau de Parfum, then Eau de Cologne: Next waits until the formula fits', async ({
    page,
  }) => {
    test.slow(); // a whole journey and two accessibility scans on a loaded 2-core machine
    await start(page, 'Eau de Parfum', 'Grand Soir');
    // Ingredients without an IFRA limit: 50 drops each are the bottle's to refuse, not the limit's.
    await pick(page, { Bergamot: '50', Mandarin: '50' });
    await next(page).click();
    await pick(page, { Tuberose: '50', Jasmine: '50' });
    await next(page).click();
    await pick(page, { Sandalwood: '41' });
    await expect(page.getByRole('progressbar', { name: 'Bottle capacity used' })).toHaveAttribute(
      'aria-valuenow',
      '241',
    );
    await expect(next(page)).toBeEnabled();
    for (let i = 0; i < 4; i++) await previous(page).click();
    await expect(stepHeading(page, 'Perfume Type')).toBeVisible();

    // The type changes: the design is checked again, announced, and Next says why it waits.
    await page.getByRole('radio', { name: 'Eau de Cologne', exact: true }).check();
    await expect(overCapacity(page, 'Eau de Cologne')).toBeVisible();
    await expect(next(page)).toBeDisabled();
    const reason = '241 drops are more than an Eau de Cologne holds (50). Remove 191 drops, or choose a larger type.';
    await expect(page.getByText(reason, { exact: true })).toBeVisible();
    await expect(next(page)).toHaveAccessibleDescription(`Bring the formula within capacity to continue. ${reason}`);
    await scan(page);
    // The reason reads in the dark theme too.
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await scan(page);

    // A larger type holds it; back to the Cologne, the drops come down where they are.
    await page.getByRole('radio', { name: 'Extrait de Parfum', exact: true }).check();
    await expect(next(page)).toBeEnabled();
    await expect(page.getByText(reason)).toHaveCount(0);
    await page.getByRole('radio', { name: 'Eau de Cologne', exact: true }).check();
    await expect(next(page)).toBeDisabled();

    await lowerIn(page, 'Top Notes').click();
    await expect(stepHeading(page, 'Top Notes')).toBeVisible();
    await expect(overCapacity(page, 'Eau de Cologne')).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await expect(lowerIn(page, 'Top Notes')).toHaveCount(0);
    await drops(page, 'Bergamot').fill('10');
    await drops(page, 'Mandarin').fill('10');
    await expect(
      page.getByText(
        '161 drops are more than an Eau de Cologne holds (50). Remove 111 drops, or choose a larger type.',
      ),
    ).toBeVisible();
    await expect(next(page)).toBeDisabled();

    await lowerIn(page, 'Middle Notes').click();
    await expect(stepHeading(page, 'Middle Notes')).toBeVisible();
    await drops(page, 'Tuberose').fill('10');
    await drops(page, 'Jasmine').fill('10');
    await expect(next(page)).toBeDisabled();
    await lowerIn(page, 'Base Notes').click();
    await expect(stepHeading(page, 'Base Notes')).toBeVisible();
    await drops(page, 'Sandalwood').fill('10');

    // 50 of 50: it fits, and every step goes on.
    await expect(overCapacity(page, 'Eau de Cologne')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Lower the drops' })).toHaveCount(0);
    await expect(next(page)).toBeEnabled();
    await next(page).click();
    await expect(stepHeading(page, 'Review & Create')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Perfume' })).toBeEnabled();
    await expect(page.getByText(/50 drops in all/)).toBeVisible();
  });

  test('a typed drop count that is not taken stays in its field, with the reason beside it', async ({ page }) => {
    test.slow(); // many changes and an accessibility scan on a loaded 2-core machine
    await start(page, 'Eau de Toilette', 'Petit Matin');
    await ingredient(page, 'Bergamot').check();
    const bergamot = drops(page, 'Bergamot');
    const total = page.getByTestId('group-total');

    // 60: not taken, not changed to anything else, and said why next to the field.
    await bergamot.fill('60');
    await expect(bergamot).toHaveValue('60');
    await expect(bergamot).toHaveAttribute('aria-invalid', 'true');
    await expect(bergamot).toHaveAccessibleDescription(/^At most 50 drops per ingredient\./);
    const said = page.getByText('At most 50 drops per ingredient.', { exact: true });
    await expect(said).toBeVisible();
    await expect(said).toHaveAttribute('aria-live', 'polite');
    await expect(total).toHaveText('1 drop · 0.05 ml');
    await expect(next(page)).toBeDisabled();
    await expect(next(page)).toHaveAccessibleDescription('Correct the drops of Bergamot to continue.');

    // Corrected, it is taken.
    await bergamot.fill('40');
    await expect(bergamot).toHaveValue('40');
    await expect(bergamot).not.toHaveAttribute('aria-invalid', 'true');
    await expect(said).toHaveCount(0);
    await expect(total).toHaveText('40 drops · 2 ml');
    await expect(next(page)).toBeEnabled();

    // Past what the bottle holds: how many drops fit, in this type.
    await pick(page, { Cardamom: '50', Neroli: '50' });
    await ingredient(page, 'Mandarin').check();
    await drops(page, 'Mandarin').fill('20');
    await expect(drops(page, 'Mandarin')).toHaveValue('20');
    await expect(page.getByText('Only 10 drops fit in an Eau de Toilette.', { exact: true })).toBeVisible();
    await expect(total).toHaveText('141 drops · 7.05 ml');
    await scan(page);
    // Room made elsewhere: the count kept in the field is taken.
    await bergamot.fill('30');
    await expect(page.getByText('Only 10 drops fit in an Eau de Toilette.')).toHaveCount(0);
    await expect(drops(page, 'Mandarin')).toHaveValue('20');
    await expect(total).toHaveText('150 drops · 7.5 ml');
    await expect(next(page)).toBeEnabled();

    // Below one, and a field left empty, are said too.
    await bergamot.fill('0');
    await expect(bergamot).toHaveValue('0');
    await expect(page.getByText('At least 1 drop per ingredient: untick it to leave it out.')).toBeVisible();
    await bergamot.fill('');
    await expect(page.getByText(/Enter 1 to 50 drops/)).toHaveCount(0); // not while it is being typed
    await bergamot.press('Tab');
    await expect(page.getByText('Enter 1 to 50 drops.', { exact: true })).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await page.getByRole('button', { name: 'Fewer drops of Bergamot' }).click();
    await expect(bergamot).toHaveValue('29');
    await expect(next(page)).toBeEnabled();
  });
});

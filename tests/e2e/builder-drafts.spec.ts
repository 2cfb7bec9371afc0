import { expect, test, type Page } from './fixtures';
import { callApi, collectErrors, pathOf, registerAccount, signIn } from './helpers';
import { getDraft } from '../../src/domain/api/drafts';

/*
 * The builders keep their work: the step is in the URL (Back and Forward move between steps), the
 * answers survive a reload and a sign-in, and "Start over" clears them.
 */

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const drops = (page: Page, name: string) => page.getByLabel(`${name} drops`, { exact: true });
const stepParam = (page: Page) => new URL(page.url()).searchParams.get('step');

async function expectStep(page: Page, path: string, step: string, heading: string) {
  await expect(stepHeading(page, heading)).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  await expect.poll(() => stepParam(page)).toBe(step);
}

/** Type, name and top notes (Bergamot, 3 drops): the shopper stands on Middle Notes. */
async function buildBespokeToMiddle(page: Page, name: string) {
  await page.goto('/recipe-builder');
  await expectStep(page, '/recipe-builder', 'type', 'Perfume Type');
  await radio(page, 'Eau de Toilette').check();
  await next(page).click();
  await expectStep(page, '/recipe-builder', 'name', 'Product Name');
  await page.getByLabel('Perfume name').fill(name);
  await next(page).click();
  await expectStep(page, '/recipe-builder', 'top', 'Top Notes');
  await checkbox(page, 'Bergamot').check();
  await page.getByRole('button', { name: 'More drops of Bergamot' }).click();
  await page.getByRole('button', { name: 'More drops of Bergamot' }).click();
  await expect(drops(page, 'Bergamot')).toHaveValue('3');
  await next(page).click();
  await expectStep(page, '/recipe-builder', 'middle', 'Middle Notes');
}

test.describe('the builders keep their work', () => {
  // Each walks a builder step by step, reloading and going back and forth: the slow test's time.
  test.beforeEach(() => test.slow());

  test('bespoke: a reload keeps the step and the design; Back and Forward move between steps; Start over clears', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await buildBespokeToMiddle(page, 'Jardin de Minuit');
    await checkbox(page, 'Rose').check();

    await page.reload();
    // The server rendered the step the URL names; the design followed once the page had hydrated.
    expect(await page.locator('#ssr-state').count()).toBe(1);
    await expectStep(page, '/recipe-builder', 'middle', 'Middle Notes');
    await expect(checkbox(page, 'Rose')).toBeChecked();

    // Back walks the steps, as the buttons would, and never leaves the builder.
    await page.goBack();
    await expectStep(page, '/recipe-builder', 'top', 'Top Notes');
    await expect(stepHeading(page, 'Top Notes')).toBeFocused();
    await expect(checkbox(page, 'Bergamot')).toBeChecked();
    await expect(drops(page, 'Bergamot')).toHaveValue('3');
    await page.goBack();
    await expectStep(page, '/recipe-builder', 'name', 'Product Name');
    await expect(page.getByLabel('Perfume name')).toHaveValue('Jardin de Minuit');
    await page.goForward();
    await page.goForward();
    await expectStep(page, '/recipe-builder', 'middle', 'Middle Notes');
    await expect(checkbox(page, 'Rose')).toBeChecked();

    // The Previous button moves back too, and the review shows what was chosen so far.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectStep(page, '/recipe-builder', 'top', 'Top Notes');

    // A step whose earlier answers are missing sends the shopper to the first incomplete one.
    await page.goto('/recipe-builder?step=review');
    await expectStep(page, '/recipe-builder', 'base', 'Base Notes');
    await checkbox(page, 'Sandalwood').check();
    await next(page).click();
    await expectStep(page, '/recipe-builder', 'review', 'Review & Create');
    // The review's summary and its lists (the label below says them again).
    await expect(page.getByRole('definition').filter({ hasText: /^Jardin de Minuit$/ })).toBeVisible();
    for (const name of ['Bergamot', 'Rose', 'Sandalwood'])
      await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();

    // A bare link to the builder (the header's) resumes where the shopper was.
    await page.goto('/recipe-builder');
    await expectStep(page, '/recipe-builder', 'review', 'Review & Create');

    // Start over asks first; keeping going changes nothing.
    await page.getByRole('button', { name: 'Start over' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Start over?' });
    await expect(dialog).toContainText('This clears your design and takes you back to the first step.');
    await dialog.getByRole('button', { name: 'Keep going' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start over' })).toBeFocused();
    await expectStep(page, '/recipe-builder', 'review', 'Review & Create');

    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Start over' }).click();
    await expectStep(page, '/recipe-builder', 'type', 'Perfume Type');
    await expect(stepHeading(page, 'Perfume Type')).toBeFocused();
    await expect(radio(page, 'Eau de Toilette')).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Start over' })).toHaveCount(0);
    await page.reload();
    await expectStep(page, '/recipe-builder', 'type', 'Perfume Type');
    await expect(radio(page, 'Eau de Toilette')).not.toBeChecked();
    // The steps left in the history are gone with the design.
    await page.goBack();
    await expectStep(page, '/recipe-builder', 'type', 'Perfume Type');
    expect(errors).toEqual([]);
  });

  test('lifestyle: a reload keeps the step, the answers and the recommendation; Start over clears', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/custom-perfume');
    await expectStep(page, '/custom-perfume', 'lifestyle', 'Lifestyle');
    await expect(page.getByRole('button', { name: 'Start over' })).toHaveCount(0);
    await radio(page, 'Coastal').check();
    await checkbox(page, 'Daytime').check();
    await radio(page, 'Outdoor').check();
    await radio(page, 'Summer').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectStep(page, '/custom-perfume', 'preferences', 'Preferences');
    await radio(page, 'Fresh').check();

    await page.reload();
    await expectStep(page, '/custom-perfume', 'preferences', 'Preferences');
    await expect(radio(page, 'Fresh')).toBeChecked();

    await page.goBack();
    await expectStep(page, '/custom-perfume', 'lifestyle', 'Lifestyle');
    await expect(radio(page, 'Coastal')).toBeChecked();
    await expect(checkbox(page, 'Daytime')).toBeChecked();
    await page.goForward();
    await expectStep(page, '/custom-perfume', 'preferences', 'Preferences');
    await expect(radio(page, 'Fresh')).toBeChecked();

    await radio(page, 'Light').check();
    await radio(page, 'Half-day').check();
    await checkbox(page, 'Relaxed').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectStep(page, '/custom-perfume', 'personality', 'Personality');
    await radio(page, '25-34').check();
    await radio(page, 'Female').check();
    await checkbox(page, 'Creative').check();
    await radio(page, 'Modern').check();
    await page.getByRole('button', { name: 'View Result' }).click();
    await expectStep(page, '/custom-perfume', 'result', 'Result');
    const code = await page.getByTestId('unique-code').textContent();
    await page.getByLabel('Perfume name').fill('Été sur la Côte');

    await page.reload();
    await expectStep(page, '/custom-perfume', 'result', 'Result');
    await expect(page.getByLabel('Perfume name')).toHaveValue('Été sur la Côte');
    await expect(page.getByTestId('unique-code')).toHaveText(code!);
    await expect(page.getByText('Fresh', { exact: true })).toBeVisible();

    // Back to the questions and forward again: the same recommendation, with its name.
    await page.goBack();
    await expectStep(page, '/custom-perfume', 'personality', 'Personality');
    await expect(radio(page, 'Modern')).toBeChecked();
    await page.goForward();
    await expectStep(page, '/custom-perfume', 'result', 'Result');
    await expect(page.getByLabel('Perfume name')).toHaveValue('Été sur la Côte');

    // A step past unanswered questions is not shown: the first incomplete one is.
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('alertdialog', { name: 'Start over?' }).getByRole('button', { name: 'Start over' }).click();
    await expectStep(page, '/custom-perfume', 'lifestyle', 'Lifestyle');
    await expect(radio(page, 'Coastal')).not.toBeChecked();
    await expect(checkbox(page, 'Daytime')).not.toBeChecked();
    await page.goto('/custom-perfume?step=result');
    await expectStep(page, '/custom-perfume', 'lifestyle', 'Lifestyle');
    await expect(radio(page, 'Coastal')).not.toBeChecked();
    expect(errors).toEqual([]);
  });

  test('a first visit loads no schema code; the builder loads it to read a draft back', async ({ page }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const schemaCode = () =>
      scripts.filter((path) => /\/(zod|fields|lifestyle-schemas|bespoke-schemas)-[\w-]+\.js$/.test(path));

    for (const [path, step, heading] of [
      ['/custom-perfume', 'lifestyle', 'Lifestyle'],
      ['/recipe-builder', 'type', 'Perfume Type'],
    ] as const) {
      await page.goto(path);
      await expectStep(page, path, step, heading);
    }
    await radio(page, 'Eau de Toilette').check();
    await next(page).click();
    await expectStep(page, '/recipe-builder', 'name', 'Product Name');
    // Nothing to read back yet: the pages ran without zod (their first render's budget, docs/decisions/025-budgets.md).
    expect(schemaCode()).toEqual([]);

    await page.reload();
    await expectStep(page, '/recipe-builder', 'name', 'Product Name');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(radio(page, 'Eau de Toilette')).toBeChecked();
    expect(schemaCode().length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test("when the draft's schema cannot come (offline), the builder starts afresh instead of waiting", async ({
    page,
  }) => {
    await page.goto('/recipe-builder');
    await expectStep(page, '/recipe-builder', 'type', 'Perfume Type');
    await radio(page, 'Eau de Toilette').check();
    await next(page).click();
    await expectStep(page, '/recipe-builder', 'name', 'Product Name');

    await page.route(/\/assets\/bespoke-schemas-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(stepHeading(page, 'Perfume Type')).toBeVisible();
    await expect(radio(page, 'Eau de Toilette')).not.toBeChecked();
    await expect(radio(page, 'Eau de Toilette')).toBeEnabled();
  });

  test('a guest part-way signs in and continues at the same step with the same design, on any tab', async ({
    page,
    context,
  }) => {
    await buildBespokeToMiddle(page, 'Carried Over');

    const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const user = {
      fullName: 'Nadia Boulanger',
      username: `nadia_${n}`,
      email: `nadia_${n}@example.com`,
      password: 'fontainebleau',
    };
    await page.goto('/login?tab=register');
    await page.getByLabel('Full name').fill(user.fullName);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The account holds the draft: a new tab (its own session storage) opens where the guest was.
    const other = await context.newPage();
    await other.goto('/recipe-builder');
    await expectStep(other, '/recipe-builder', 'middle', 'Middle Notes');
    await other.getByRole('button', { name: 'Previous' }).click();
    await expectStep(other, '/recipe-builder', 'top', 'Top Notes');
    await expect(checkbox(other, 'Bergamot')).toBeChecked();
    await expect(drops(other, 'Bergamot')).toHaveValue('3');
    // Moving on there is kept in the account too (saves wait half a second after the last change).
    await next(other).click();
    await checkbox(other, 'Jasmine').check();
    await expect
      .poll(
        async () => {
          const saved = await callApi(other.request, getDraft, { params: { kind: 'bespoke' } });
          if (!saved || !('design' in saved)) return null;
          return { step: saved.step, name: saved.design.customName, middle: saved.design.ingredients.middle.length };
        },
        { timeout: 10_000 },
      )
      .toEqual({ step: 'middle', name: 'Carried Over', middle: 1 });
    await other.close();

    // Back in the first tab, the builder shows the newest work.
    await page.goto('/recipe-builder');
    await expectStep(page, '/recipe-builder', 'middle', 'Middle Notes');
    await expect(checkbox(page, 'Jasmine')).toBeChecked();

    // Signing out leaves nothing behind for the next shopper on this tab.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/recipe-builder');
    await expectStep(page, '/recipe-builder', 'type', 'Perfume Type');
    await expect(radio(page, 'Eau de Toilette')).not.toBeChecked();
  });

  test('adding the finished perfume to the cart clears the draft', async ({ page }) => {
    await buildBespokeToMiddle(page, 'Bottled');
    await checkbox(page, 'Rose').check();
    await next(page).click();
    await checkbox(page, 'Sandalwood').check();
    await next(page).click();
    await expectStep(page, '/recipe-builder', 'review', 'Review & Create');
    await page.getByRole('button', { name: 'Create Perfume' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto('/recipe-builder');
    await expectStep(page, '/recipe-builder', 'type', 'Perfume Type');
    await expect(radio(page, 'Eau de Toilette')).not.toBeChecked();
  });

  test('signed in with no draft kept, a builder opens afresh and the console stays clean (the account answers 204)', async ({
    page,
  }) => {
    const id = crypto.randomUUID().slice(0, 8);
    const account = {
      fullName: 'Ada Lovelace',
      username: `fresh_${id}`,
      email: `fresh.${id}@example.com`,
      password: 'lovelace-1815',
    };
    await registerAccount(page.request, account);
    await signIn(page, account);
    const errors = collectErrors(page);
    for (const [path, kind, heading] of [
      ['/custom-perfume', 'lifestyle', 'Lifestyle'],
      ['/recipe-builder', 'bespoke', 'Perfume Type'],
    ] as const) {
      const draft = page.waitForResponse((r) => r.url().endsWith(pathOf(getDraft, { kind })));
      await page.goto(path);
      expect((await draft).status()).toBe(204);
      await expect(stepHeading(page, heading)).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

import { expect, test, type Page } from './fixtures';
import { callApi, expectToast, placePaidOrder, registerAccount, scan, signIn, toasts } from './helpers';
import { addCartLine } from '../../src/domain/api/cart';
import { getIngredients } from '../../src/domain/api/catalogue';

/** A fresh account per test: tests run in parallel on one store. */
function newAccount() {
  const id = crypto.randomUUID();
  return {
    fullName: 'Iris Marin',
    username: `iris_${id.slice(0, 8)}`,
    email: `iris.${id}@example.com`,
    password: 'iris-pallida-1',
  };
}

async function register(page: Page) {
  const account = newAccount();
  await registerAccount(page.request, account);
  return account;
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const card = (page: Page, name: string) =>
  page.getByTestId('creation-card').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const cartRows = (page: Page, name: string) => page.getByTestId('cart-row').filter({ hasText: name });

async function buildBespoke(page: Page, name: string) {
  await page.goto('/recipe-builder');
  await page.getByRole('radio', { name: 'Eau de Parfum', exact: true }).check();
  await next(page).click();
  await page.getByLabel('Perfume name').fill(name);
  await next(page).click();
  for (const pick of ['Bergamot', 'Rose', 'Sandalwood']) {
    await page.getByRole('checkbox', { name: pick, exact: true }).check();
    await page.getByLabel(`${pick} drops`, { exact: true }).fill('10');
    await next(page).click();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Review & Create' })).toBeVisible();
}

async function answerLifestyle(page: Page) {
  const radio = (name: string) => page.getByRole('radio', { name, exact: true });
  const checkbox = (name: string) => page.getByRole('checkbox', { name, exact: true });
  const go = (name: string) => page.getByRole('button', { name }).click();
  await radio('Coastal').check();
  await checkbox('Daytime').check();
  await radio('Outdoor').check();
  await radio('Summer').check();
  await go('Continue');
  await radio('Fresh').check();
  await radio('Strong').check();
  await radio('Half-day').check();
  await checkbox('Energetic').check();
  await go('Continue');
  await radio('25-34').check();
  await radio('Unisex').check();
  await checkbox('Adventurous').check();
  await radio('Modern').check();
  await go('View Result');
}

test.describe('my creations', () => {
  // Whole journeys through two builders, the dashboard and the cart.
  test.describe.configure({ timeout: 120_000 });

  test('a bespoke design saved from the review step is renamed, put in the cart, sampled and deleted', async ({
    page,
  }) => {
    await signIn(page, await register(page));
    await buildBespoke(page, 'Salt Garden');

    await page.getByRole('button', { name: 'Save to my creations' }).click();
    await expectToast(page, 'Saved to My creations', '“Salt Garden” is kept in your account');
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Saved to My creations' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save to my creations' })).toHaveCount(0);
    // The toast leads to the dashboard's tab.
    await toasts(page).getByRole('link', { name: 'View My creations' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=creations$/);
    await expect(page.getByRole('tab', { name: 'My creations' })).toHaveAttribute('aria-selected', 'true');

    const saved = card(page, 'Salt Garden');
    await expect(saved).toContainText('Bespoke perfume');
    await expect(saved).toContainText('€195.00');
    await expect(saved).toContainText('Top: Bergamot');
    await expect(saved).toContainText('30 drops');
    await expect(saved.getByRole('button', { name: 'Open in builder' })).toBeVisible();
    await scan(page);

    // Rename: the server's words for a blank name, then the new name, kept after a reload.
    await saved.getByRole('button', { name: 'Rename Salt Garden' }).click();
    const field = saved.getByLabel('Creation name');
    await expect(field).toBeFocused();
    await field.fill('   ');
    await saved.getByRole('button', { name: 'Save name' }).click();
    await expect(field).toHaveAccessibleDescription('Please give your perfume a name');
    await field.fill('Tide Garden');
    await field.press('Enter');
    await expectToast(page, 'Creation renamed', '“Tide Garden”');
    await page.reload();
    const renamed = card(page, 'Tide Garden');
    await expect(renamed).toContainText('€195.00');
    await expect(card(page, 'Salt Garden')).toHaveCount(0);

    await renamed.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Added to cart', '“Tide Garden” is in your cart.');
    await renamed.getByRole('button', { name: 'Order a 2 ml sample of Tide Garden, €12.00' }).click();
    await expectToast(page, 'Sample added to cart');

    await page.goto('/cart');
    await expect(cartRows(page, 'Tide Garden')).toHaveCount(2);
    await expect(cartRows(page, 'Tide Garden').filter({ hasText: '€195.00' })).toHaveCount(1);
    await expect(cartRows(page, 'Tide Garden').filter({ hasText: '€12.00' })).toHaveCount(1);

    // Open in builder: the design becomes the builder's, at its review step, to be revised.
    await page.goto('/dashboard?tab=creations');
    await card(page, 'Tide Garden').getByRole('button', { name: 'Open in builder' }).click();
    await expect(page).toHaveURL(/\/recipe-builder\?step=review$/);
    await expect(page.getByRole('main')).toContainText('Tide Garden');
    await expect(page.getByRole('main')).toContainText('30 drops');

    // Delete asks first; Keep it keeps it.
    await page.goto('/dashboard?tab=creations');
    await card(page, 'Tide Garden').getByRole('button', { name: 'Delete Tide Garden' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete “Tide Garden”?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(card(page, 'Tide Garden')).toBeVisible();
    await card(page, 'Tide Garden').getByRole('button', { name: 'Delete Tide Garden' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Creation deleted');
    await expect(page.getByRole('heading', { name: 'No creations yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compose a bespoke perfume' })).toHaveAttribute(
      'href',
      '/recipe-builder',
    );
    // The cart keeps its own copy.
    await page.goto('/cart');
    await expect(cartRows(page, 'Tide Garden')).toHaveCount(2);
  });

  test('signed out, the result page leads to sign-in and back; a saved lifestyle result is in My creations', async ({
    page,
  }) => {
    const account = await register(page);
    await page.goto('/custom-perfume');
    await answerLifestyle(page);
    const signInLink = page.getByRole('link', { name: 'Sign in to save your creations' });
    await expect(signInLink).toHaveAttribute('href', '/login?next=%2Fcustom-perfume%3Fstep%3Dresult');
    await signInLink.click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Back at the result: the questionnaire's draft came through the sign-in.
    await expect(page).toHaveURL(/\/custom-perfume\?step=result$/);
    const name = page.getByLabel('Perfume name');
    // A blank name is refused before anything is sent, and the field is where to fix it.
    await name.fill('');
    await page.getByRole('button', { name: 'Save to my creations' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please give your perfume a name' })).toBeVisible();
    await expect(name).toBeFocused();
    await name.fill('Harbour Light');
    await page.getByRole('button', { name: 'Save to my creations' }).click();
    await expectToast(page, 'Saved to My creations', '“Harbour Light”');
    // A new name is a new creation to save.
    await name.fill('Harbour Light II');
    await expect(page.getByRole('button', { name: 'Save to my creations' })).toBeVisible();

    await page.goto('/dashboard?tab=creations');
    const saved = card(page, 'Harbour Light');
    await expect(saved).toContainText('Lifestyle perfume');
    await expect(saved).toContainText('Fresh family');
    await expect(saved).toContainText('€165.00');
    await expect(saved.getByRole('button', { name: 'Open in builder' })).toHaveCount(0);
  });

  test('a past order’s custom line is ordered again from the order page; a cart line is saved to My creations', async ({
    page,
  }) => {
    await signIn(page, await register(page));
    const ingredients = await callApi(page.request, getIngredients, {});
    const id = (name: string) => ingredients.find((i) => i.name === name)!.id;
    const design = {
      type: 'bespoke-perfume',
      perfumeType: 'eau-de-toilette',
      customName: 'Night Tide',
      ingredients: { top: [id('Bergamot')], middle: [id('Rose')], base: [id('Sandalwood')] },
      drops: { top: { [id('Bergamot')]: 5 }, middle: { [id('Rose')]: 5 }, base: { [id('Sandalwood')]: 5 } },
    };
    const order = await placePaidOrder(page.request, {
      lines: [{ isCustom: true, customName: 'Night Tide', customDetails: design, quantity: 1 }],
    });

    await page.goto(`/orders/${order.id}`);
    // When the server refuses (an ingredient gone since), its words are shown.
    const refusal = 'Bergamot is no longer available.';
    await page.route(`**${addCartLine.path}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: refusal, code: 'INVALID_CUSTOM_DESIGN' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Order again: Night Tide' }).click();
    await expectToast(page, 'Could not order it again', refusal);
    await page.unroute(`**${addCartLine.path}`);
    await page.getByRole('button', { name: 'Order again: Night Tide' }).click();
    await expectToast(page, 'Added to cart', '“Night Tide” is in your cart');
    // The dashboard's order list offers it too.
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Order again: Night Tide' })).toBeVisible();

    await page.goto('/cart');
    const row = cartRows(page, 'Night Tide');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('€145.00');
    await row.getByRole('button', { name: 'Save to my creations' }).click();
    await expect(row.getByRole('status')).toContainText('Saved to My creations');
    await page.goto('/dashboard?tab=creations');
    await expect(card(page, 'Night Tide')).toContainText('€145.00');
  });
});

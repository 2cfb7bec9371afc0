import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { ADMIN, callApi, expectToastBehindSheet, placePaidOrder, sendApi, signIn } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { gradientPng } from './png';
import { getIngredients, getPerfume } from '../../src/domain/api/catalogue';
import { login } from '../../src/domain/api/auth';
import type { EndpointInput } from '../../src/domain/api/endpoint';
import { createPerfume as perfumeCreation } from '../../src/domain/api/admin-catalogue';

/*
 * The back office's catalogue changes what every other spec relies on (twenty perfumes, none of
 * them out of stock), so it runs against a server of its own, on its own port and data directory.
 */

const PORT = 4414;
let server: OwnServer | undefined;
const base = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT, { NODE_ENV: 'test', AUTH_RATE_LIMIT: '1000' }, 'shop-e2e-catalogue-');
});

test.afterAll(async () => {
  await server?.stop();
});

const unique = (name: string) => `${name} ${crypto.randomUUID().slice(0, 6)}`;
const png = (w = 400, h = 500) => ({
  name: 'bottle.png',
  mimeType: 'image/png',
  buffer: gradientPng(w, h, [226, 205, 170], [96, 70, 48]),
});
const perfumesTable = (page: Page) => page.getByRole('table', { name: 'Perfumes' });
const perfumeRow = (page: Page, name: string) => perfumesTable(page).getByRole('row').filter({ hasText: name });

interface CreatedPerfume {
  id: number;
  name: string;
}

/** A perfume made through the API (signed in as the admin in `request`'s cookie jar). */
async function createPerfume(
  request: APIRequestContext,
  name: string,
  patch: Partial<EndpointInput<typeof perfumeCreation>['body']> = {},
): Promise<CreatedPerfume> {
  await callApi(request, login, { body: ADMIN, base });
  const res = await sendApi(request, perfumeCreation, {
    base,
    body: {
      name,
      description: 'A quiet test composition of fig leaves and warm cedar.',
      notes: 'Fig Leaf, Iris, Cedar',
      gender: 'female',
      family: 'woody',
      price: 120,
      isNew: false,
      isBestseller: false,
      stock: null,
      imageSrc: '/images/perfumes/rose-de-minuit.svg',
      ...patch,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedPerfume;
}

test.describe('back office: catalogue', () => {
  test('an admin adds a perfume with an image; the shop shows it; at a stock of 1 a shopper buys it and it is sold out', async ({
    page,
    request,
  }) => {
    test.slow(); // the whole story: form, upload, shop, edit, checkout, shop, back office
    const name = unique('Figue Ardente');
    await signIn(page, ADMIN, base);
    await page.goto(`${base}/admin?tab=catalogue`);

    await page.getByRole('link', { name: 'New perfume' }).click();
    await expect(page).toHaveURL(/[?&]perfume=new/);
    const form = page.getByRole('form', { name: 'New perfume' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form
      .getByLabel('Description', { exact: true })
      .fill('Green fig leaves warmed by the sun, over a bed of dry cedar.');
    await form.getByLabel('Notes', { exact: true }).fill('Fig Leaf, Iris, Cedar');
    await form.getByLabel('Gender').selectOption('female');
    await form.getByLabel('Scent family').selectOption('woody');
    await form.getByLabel('Price (EUR)').fill('128.50');
    await expect(form.getByLabel('Stock')).toHaveValue('');

    // The image: a real PNG, uploaded at once, then shown as the shop will serve it.
    await form.getByLabel('Upload image').setInputFiles(png());
    const preview = form.getByRole('img', { name: `New image of ${name}` });
    await expect(preview).toHaveAttribute('src', /^\/media\/[A-Za-z0-9_-]{16,64}\.webp$/);
    await expect(form.getByRole('status').filter({ hasText: 'New image uploaded' })).toContainText('400 × 500');
    await expect(form.getByLabel('Replace image')).toBeVisible();

    await form.getByRole('button', { name: 'Add perfume' }).click();
    await expectToastBehindSheet(page, 'Perfume added');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = perfumeRow(page, name);
    await expect(row).toContainText('Woody');
    await expect(row).toContainText('€128.50');
    await expect(row).toContainText('Not tracked');
    await expect(row).toContainText('New');

    // In the shop, with its picture.
    await page.goto(`${base}/collections`);
    const card = page.getByTestId('product-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('src', /^\/media\//);
    const id = Number((await card.getAttribute('href'))?.split('/').pop());
    expect(id).toBeGreaterThan(20);

    // One bottle left.
    await page.goto(`${base}/admin?tab=catalogue&perfume=${id}`);
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit.getByLabel('Stock').fill('1');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToastBehindSheet(page, 'Perfume saved');
    await expect(perfumeRow(page, name)).toContainText(/1\s*low/);

    // A shopper buys it.
    await placePaidOrder(request, {
      base,
      guestId: `guest_${crypto.randomUUID()}`,
      lines: [{ perfumeId: id, quantity: 1 }],
    });

    await page.goto(`${base}/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('SOLD OUT', { exact: true })).toBeVisible();
    const add = page.getByRole('button', { name: 'ADD TO CART' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Sold out: this perfume cannot be ordered at the moment.');
    await page.goto(`${base}/collections`);
    await expect(page.getByTestId('product-card').filter({ hasText: name })).toContainText('SOLD OUT');

    // The back office marks it, and the dashboard's low-stock list opens its form.
    await page.goto(`${base}/admin?tab=catalogue`);
    await expect(perfumeRow(page, name)).toContainText('Sold out');
    const lowStock = page.getByRole('region', { name: 'Low stock' });
    await expect(lowStock).toContainText(`${name} sold out`);
    await lowStock.getByRole('link', { name }).click();
    await expect(page.getByRole('form', { name: `Edit ${name}` }).getByLabel('Stock')).toHaveValue('0');
  });

  test('unsaved changes: Escape, Back and closing the tab ask first; Keep editing keeps them', async ({
    page,
    request,
  }) => {
    test.slow(); // a whole journey: minutes on a loaded 2-core machine
    const perfume = await createPerfume(request, unique('Vétiver Gris'));
    await signIn(page, ADMIN, base);
    await page.goto(`${base}/admin?tab=catalogue`);
    await perfumeRow(page, perfume.name)
      .getByRole('link', { name: `Edit ${perfume.name}` })
      .click();
    const form = page.getByRole('form', { name: `Edit ${perfume.name}` });
    await form.getByLabel('Name', { exact: true }).fill(`${perfume.name} II`);

    // Escape asks; Keep editing keeps the change.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(ask).toBeVisible();
    await expectNoA11yViolations(page, { include: '[role="alertdialog"]' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toHaveCount(0);
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(`${perfume.name} II`);

    // Back asks too.
    await page.goBack();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]perfume=${perfume.id}`));

    // Closing the tab asks the browser's own question.
    const question = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await question).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    // Discard leaves the page as it was (each step of Cancel and Discard, and an unchanged form closing
    // without a question: src/client/features/admin/catalogue/catalogue-panel.test.tsx).
    await form.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(perfumesTable(page).getByText(`${perfume.name} II`)).toHaveCount(0);
  });

  test('archive asks first and takes the perfume out of the shop; restore brings it back', async ({
    page,
    request,
  }) => {
    const perfume = await createPerfume(request, unique('Poivre Noir'));
    await signIn(page, ADMIN, base);
    await page.goto(`${base}/admin?tab=catalogue`);

    await perfumeRow(page, perfume.name)
      .getByRole('button', { name: `Archive ${perfume.name}` })
      .click();
    const ask = page.getByRole('alertdialog', { name: `Archive ${perfume.name}?` });
    await expect(ask).toContainText('leaves the shop at once');
    await ask.getByRole('button', { name: 'Archive perfume' }).click();
    await expectToastBehindSheet(page, 'Perfume archived');
    await expect(perfumeRow(page, perfume.name)).toHaveCount(0);
    expect((await sendApi(page.request, getPerfume, { params: { id: perfume.id }, base })).status()).toBe(404);

    await page.getByRole('radio', { name: /^Archived/ }).check();
    await expect(page).toHaveURL(/[?&]show=archived/);
    const row = perfumeRow(page, perfume.name);
    await expect(row).toContainText('Archived');
    await row.getByRole('button', { name: `Restore ${perfume.name}` }).click();
    await expectToastBehindSheet(page, 'Perfume restored');
    expect((await sendApi(page.request, getPerfume, { params: { id: perfume.id }, base })).status()).toBe(200);
  });

  test('images the shop refuses say why; an edit can keep its current image', async ({ page, request }) => {
    const perfume = await createPerfume(request, unique('Iris Pâle'));
    await signIn(page, ADMIN, base);
    await page.goto(`${base}/admin?tab=catalogue&perfume=${perfume.id}`);
    const form = page.getByRole('form', { name: `Edit ${perfume.name}` });
    const upload = form.getByLabel('Replace image');

    await upload.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(form.getByRole('alert')).toHaveText('The file is not a PNG, JPEG or WebP image.');
    await expect(upload).toHaveAccessibleDescription(/The file is not a PNG, JPEG or WebP image\./);
    await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(form.getByRole('alert')).toHaveText('Images may be at most 5 MB.');
    // Named .png but not one: the server's words.
    await upload.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await expect(form.getByRole('alert')).toHaveText('The file is not a PNG, JPEG or WebP image.');

    await upload.setInputFiles(png(300, 300));
    await expect(form.getByRole('img', { name: `New image of ${perfume.name}` })).toHaveAttribute('src', /^\/media\//);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: 'Keep current image' }).click();
    await expect(form.getByRole('img', { name: `Current image of ${perfume.name}` })).toHaveAttribute(
      'src',
      '/images/perfumes/rose-de-minuit.svg',
    );
    // Back where it started: closing asks nothing.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('ingredients: add one with an image, edit it, and find the edit in the activity', async ({ page }) => {
    test.slow(); // a whole journey through three tabs: minutes on a loaded 2-core machine
    const name = unique('Figue Verte');
    await signIn(page, ADMIN, base);
    await page.goto(`${base}/admin?tab=catalogue`);
    await page.getByRole('tab', { name: 'Ingredients' }).click();
    await expect(page).toHaveURL(/[?&]section=ingredients/);
    await page.getByRole('link', { name: 'New ingredient' }).click();
    const form = page.getByRole('form', { name: 'New ingredient' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Group').selectOption('middle');
    await form.getByLabel('Characteristics', { exact: true }).fill('Green, milky, sunlit');
    await form.getByLabel('Upload image').setInputFiles(png(200, 200));
    await expect(form.getByRole('img', { name: `New image of ${name}` })).toHaveAttribute('src', /^\/media\//);
    await form.getByRole('button', { name: 'Add ingredient' }).click();
    await expectToastBehindSheet(page, 'Ingredient added');

    const row = page.getByRole('table', { name: 'Ingredients' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Middle');
    const builder = await callApi(page.request, getIngredients, { base });
    const made = builder.find((i) => i.name === name);
    expect(made?.category).toBe('middle');

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit.getByLabel('Characteristics', { exact: true }).fill('Green, milky, resinous');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToastBehindSheet(page, 'Ingredient saved');
    await expect(row).toContainText('Green, milky, resinous');

    await page.getByRole('tab', { name: 'Activity' }).click();
    const change = page
      .getByRole('table', { name: 'Changes, newest first' })
      .getByRole('row')
      .filter({ hasText: `Edited ingredient #${made?.id}` });
    await expect(change).toContainText('characteristics: Green, milky, sunlit → Green, milky, resinous');
    await expect(change).toContainText(ADMIN.email);
  });

  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as const) {
    test(`the catalogue and its form pass the accessibility scan (${theme}, ${width} px)`, async ({ page }) => {
      test.slow(); // an axe scan beside a table the other tests have grown: 30 s is not enough on a loaded 2-core machine
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, ADMIN, base);
      await page.goto(`${base}/admin?tab=catalogue`);
      if (theme === 'dark') {
        await page.getByRole('button', { name: 'Toggle theme' }).click();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      }
      await expect(perfumesTable(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('link', { name: 'New perfume' }).click();
      await page.getByRole('form', { name: 'New perfume' }).getByRole('button', { name: 'Add perfume' }).click();
      await expect(page.getByRole('form', { name: 'New perfume' }).getByLabel('Name', { exact: true })).toBeFocused();
      await expectNoA11yViolations(page, { include: '[role="dialog"]' });
    });
  }
});

test.describe('back office: translations', () => {
  test('the owner translates a new perfume: the missing list names it, then empties of it, and /fr shows the French at once', async ({
    page,
    request,
  }) => {
    test.slow(); // the back office, then the shop in French
    const name = unique('Cèdre Bleu');
    const perfume = await createPerfume(request, name);
    await signIn(page, ADMIN, base);

    // Untranslated, it is listed, and the French page falls back to its English, never empty.
    await page.goto(`${base}/fr/product/${perfume.id}`);
    await expect(page.getByText('A quiet test composition of fig leaves and warm cedar.')).toBeVisible();
    await page.goto(`${base}/admin?tab=catalogue&section=translations`);
    const missing = page.getByRole('table').filter({ hasText: name });
    await expect(missing.getByRole('row').filter({ hasText: name })).toContainText('Description');

    // Translated in the editor, side by side.
    await missing.getByRole('link', { name: `Translate ${name}` }).click();
    const form = page.getByRole('form', { name: `Edit ${name}` });
    await expect(form.getByLabel('Description (French)')).toHaveAttribute(
      'placeholder',
      'A quiet test composition of fig leaves and warm cedar.',
    );
    await form
      .getByLabel('Description (French)')
      .fill('Une composition tranquille de feuilles de figuier et de cèdre tiède.');
    await form.getByLabel('Notes (French)').fill('Feuille de figuier, Iris, Cèdre');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expectToastBehindSheet(page, 'Perfume saved');
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    // The shop in French shows it at once; the English stays English.
    await page.goto(`${base}/fr/product/${perfume.id}`);
    await expect(page.getByText('Une composition tranquille de feuilles de figuier et de cèdre tiède.')).toBeVisible();
    await expect(page.getByText('Feuille de figuier').first()).toBeVisible();
    await page.goto(`${base}/product/${perfume.id}`);
    await expect(page.getByText('A quiet test composition of fig leaves and warm cedar.')).toBeVisible();
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { listWorkOrders } from '../../src/domain/api/atelier';
import { expect, test, type Page } from './fixtures';
import { ADMIN, callApi, collectErrors, scan, signIn } from './helpers';
import { waitForMail } from './mail';

/**
 * The shop in French (issue #46, decision 069): the pages under /fr in French from the server's first byte, every
 * link staying in French, no English word of the catalogues on them, and English again in one click.
 */

/**
 * The catalogues' English words a French page must not show: every id whose French differs, long enough to be
 * a phrase of the interface (a single short word may be a name, a number or the same in both languages).
 */
const englishWords: string[] = readdirSync('locales/fr')
  .filter((f) => f.endsWith('.json') && !f.startsWith('admin') && !f.startsWith('server'))
  .flatMap((f) => Object.entries(JSON.parse(readFileSync(join('locales/fr', f), 'utf8')) as Record<string, string>))
  .filter(([en, fr]) => en !== fr && !/[{}<]/.test(en) && en.split(/\s+/).length >= 3)
  .map(([en]) => en);

async function expectNoEnglish(page: Page) {
  const text = await page.locator('body').innerText();
  const found = englishWords.filter((words) => text.includes(words));
  expect(found, `English on ${page.url()}`).toEqual([]);
}

test('a French visitor reads the shop in French, stays in French, and returns to English in one click', async ({
  page,
}) => {
  test.slow(); // several pages, an accessibility scan
  const errors = collectErrors(page);
  expect(englishWords.length).toBeGreaterThan(20);

  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Découvrez votre parfum signature');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);
  await expectNoEnglish(page);
  await scan(page);

  // French words are longer: the header still fits a laptop's width and the narrowest with the full navigation.
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }

  // A link of the page leads to the French collection.
  await page.getByRole('link', { name: 'Découvrir les collections' }).click();
  await expect(page).toHaveURL(/\/fr\/collections$/);
  await expectNoEnglish(page);

  await page.goto('/fr/product/1');
  await expect(page.getByRole('button', { name: 'AJOUTER AU PANIER' })).toBeVisible();
  await expectNoEnglish(page);

  await page.goto('/fr/cart');
  await expect(page.getByText('Votre panier est vide').first()).toBeVisible();
  await expectNoEnglish(page);

  // One click back to English, on the same page.
  await page.goto('/fr/product/1');
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/product\/1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** The server's and documents' English words a French mail or document must not show (phrases of 2+ words). */
const englishServerWords: string[] = readdirSync('locales/fr')
  .filter((f) => f.startsWith('server'))
  .flatMap((f) => Object.entries(JSON.parse(readFileSync(join('locales/fr', f), 'utf8')) as Record<string, string>))
  .filter(([en, fr]) => en !== fr && !/[{}<]/.test(en) && en.split(/\s+/).length >= 2)
  .map(([en]) => en);

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A French amount, `195,00 €` (its no-break space is a space once a PDF's text is read). */
const euros = /\d+,\d{2}\s€/;

test('from /fr to a paid bespoke perfume, its French mail, invoice and label, without an English word', async ({
  page,
}) => {
  test.slow(); // a whole journey: builder, checkout, order page, mail, two documents
  const errors = collectErrors(page);
  const name = `Aube ${crypto.randomUUID().slice(0, 4)}`;
  const email = `aube-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const next = () => page.getByRole('button', { name: 'Suivant', exact: true });

  // Composed in the French builder.
  await page.goto('/fr/recipe-builder');
  await expectNoEnglish(page);
  await page.getByRole('radio', { name: 'Eau de parfum', exact: true }).check();
  await next().click();
  await page.getByRole('textbox', { name: 'Nom du parfum' }).fill(name);
  await next().click();
  for (const [ingredient, drops] of [
    ['Bergamote', '30'],
    ['Rose', '20'],
    ['Santal', '20'],
  ]) {
    await page.getByRole('checkbox', { name: ingredient!, exact: true }).check();
    await page.getByLabel(`Gouttes de ${ingredient}`, { exact: true }).fill(drops!);
    await expectNoEnglish(page);
    await next().click();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Vérifier et créer' })).toBeVisible();
  const label = page.getByRole('region', { name: 'Étiquette' });
  await expect(label.getByTestId('label-name')).toHaveText(name);
  await expectNoEnglish(page);
  await page.getByRole('button', { name: 'Créer le parfum' }).click();
  await expect(page).toHaveURL(/\/fr\/cart$/);
  await expectNoEnglish(page);

  // Paid at the French checkout.
  await page.goto('/fr/checkout');
  await page.getByLabel('Nom complet').fill('Claire Dubois');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Adresse').fill('12 rue des Lilas');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('Code postal').fill('75003');
  await page.getByRole('combobox', { name: 'Pays' }).selectOption('FR');
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Date d’expiration (MM/AA)').fill('12/39');
  await page.getByLabel('Cryptogramme (CVC)').fill('123');
  await expect(page.getByRole('button', { name: /^Payer / })).toHaveAccessibleName(euros);
  await expectNoEnglish(page);
  await page.getByRole('button', { name: /^Payer / }).click();

  // Its page, in French.
  await expect(page).toHaveURL(/\/fr\/orders\/\d+\?key=[\w-]+$/);
  const id = Number(/\/orders\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: `Commande n° ${id}` })).toBeVisible();
  await expect(page.getByText('Payé', { exact: true })).toBeVisible();
  await expectNoEnglish(page);

  // The confirmation mail, in French.
  const mail = await waitForMail(email, new RegExp(`${id}`));
  expect(mail.text).toMatch(euros);
  expect(
    englishServerWords.filter((words) => mail.text.includes(words) || mail.subject.includes(words)),
    mail.text,
  ).toEqual([]);

  // The invoice: a Facture, its amounts in French.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger la facture' }).click();
  const invoice = await pdfText(readFileSync((await (await download).path())!));
  expect(invoice).toContain('Facture');
  expect(invoice).toMatch(euros);
  expect(englishServerWords.filter((words) => invoice.includes(words))).toEqual([]);

  // The label the perfumer prints for it, in the order's language.
  await signIn(page, ADMIN);
  const workOrder = (await callApi(page.request, listWorkOrders, { query: { limit: 200 } })).find(
    (w) => w.orderId === id,
  );
  expect(workOrder).toBeDefined();
  const pdf = await page.request.get(`/api/admin/work-orders/${workOrder!.id}/label`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const printed = await pdfText(await pdf.body());
  expect(printed).toContain(name);
  expect(printed).toContain('Ingrédients');
  expect(printed).toContain('Fabriqué en France');
  expect(englishServerWords.filter((words) => printed.includes(words))).toEqual([]);
  expect(errors).toEqual([]);
});

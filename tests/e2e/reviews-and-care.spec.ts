import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { ADMIN, callApi, expectToast, placePaidOrder, registerAccount, signIn } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { listMails, setOrderStatus } from '../../src/domain/api/admin';

/*
 * Issue #31 from the browser: a customer reviews a perfume they received (longevity, sillage, a
 * season), the house approves it, and the product page shows it with its stars and in its JSON-LD;
 * the back office finds the customer, writes an internal note and resends a mail of their order.
 * Reviews change what cards and product pages show, so this spec runs on a server of its own.
 */

const PORT = 4467;
const base = `http://127.0.0.1:${PORT}`;
let server: OwnServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT, { NODE_ENV: 'test', AUTH_RATE_LIMIT: '1000' }, 'shop-e2e-reviews-');
});

test.afterAll(async () => {
  await server?.stop();
});

const PERFUME_ID = 4;

/** A new customer, signed in in `page`, whose paid order of the perfume has shipped. */
async function customerWithShippedOrder(page: Page, admin: Page) {
  const id = crypto.randomUUID().slice(0, 8);
  const account = {
    fullName: 'Colette Marchand',
    username: `colette_${id}`,
    email: `colette.${id}@example.com`,
    password: 'colette-1873',
  };
  await registerAccount(page.request, account, base);
  await signIn(page, account, base);
  const order = await placePaidOrder(page.request, {
    base,
    lines: [{ perfumeId: PERFUME_ID, quantity: 1 }],
    shipping: {
      fullName: account.fullName,
      email: account.email,
      address: '3 rue des Lilas',
      city: 'Lyon',
      postalCode: '69003',
      country: 'FR',
    },
  });
  await callApi(admin.request, setOrderStatus, {
    params: { orderId: order.id },
    body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: `6A${id}` },
    base,
  });
  return { account, order };
}

test('a customer reviews what they received; once approved it shows with its stars and in the JSON-LD', async ({
  page,
  browser,
}) => {
  test.slow();
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, ADMIN, base);
  await customerWithShippedOrder(page, owner);

  await page.goto(`${base}/product/${PERFUME_ID}?review=1#reviews`);
  const reviews = page.locator('#reviews');
  await expect(reviews.getByText('No reviews yet')).toBeVisible();
  const form = reviews.getByRole('form', { name: /^Review / });
  await form.getByRole('group', { name: 'Your rating' }).getByLabel('4 stars').check();
  await form.getByRole('group', { name: 'Longevity' }).getByLabel('Long-lasting').check();
  await form.getByRole('group', { name: 'Sillage' }).getByLabel('Room-filling').check();
  await form.getByLabel('Autumn').check();
  await form.getByLabel('Your review').fill('Smoky iris that stays until evening. <b>Bold</b> in the best way.');
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'SEND MY REVIEW' }).click();
  await expect(page.getByText('Thank you: your review will appear once approved.')).toBeVisible();
  // Not shown before the house approves it.
  await page.reload();
  await expect(reviews.getByText('No reviews yet')).toBeVisible();

  // The house approves it in the back office: it leaves the pending list.
  await owner.goto(`${base}/admin?tab=reviews`);
  const pending = owner.getByRole('listitem').filter({ hasText: 'Smoky iris' });
  await expect(pending).toBeVisible();
  await expectNoA11yViolations(owner);
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toHaveCount(0);

  // The product page: the review as text (its HTML kept as text), the average and the words.
  await page.goto(`${base}/product/${PERFUME_ID}#reviews`);
  await expect(reviews.getByText('Smoky iris that stays until evening. <b>Bold</b> in the best way.')).toBeVisible();
  await expect(reviews.getByText('Long-lasting').first()).toBeVisible();
  await expect(reviews.getByText('Room-filling').first()).toBeVisible();
  await expect(reviews.getByText('Autumn').first()).toBeVisible();
  await expectNoA11yViolations(page);

  // Search engines read the stars from the page's JSON-LD.
  const html = await (await page.request.get(`${base}/product/${PERFUME_ID}`)).text();
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as {
    aggregateRating?: { '@type': string; ratingValue: number | string; reviewCount: number };
    review?: { '@type': string; reviewRating: { ratingValue: number | string } }[];
  };
  expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: 1 });
  expect(Number(ld.aggregateRating!.ratingValue)).toBe(4);
  expect(ld.review?.[0]).toMatchObject({ '@type': 'Review' });
  await owner.context().close();
});

test('the back office finds a customer, writes an internal note and resends a mail of their order', async ({
  page,
  browser,
}) => {
  test.slow();
  const shopper = await (await browser.newContext()).newPage();
  await signIn(page, ADMIN, base);
  const { account, order } = await customerWithShippedOrder(shopper, page);

  await page.goto(`${base}/admin?tab=customers`);
  await expect(page.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true');
  const search = page.getByRole('search', { name: 'Find customers' }).getByRole('searchbox');
  await search.fill(account.email);
  await search.press('Enter');
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${account.fullName}\\s*: open the customer's page$`) }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText(account.email).first()).toBeVisible();
  await expect(sheet.getByText(`#${order.id}`).first()).toBeVisible();

  const note = sheet.getByRole('form', { name: /^Add a note about/ });
  await note.getByRole('textbox').fill('Prefers deliveries after 6 pm; allergic to oakmoss.');
  await note.getByRole('button', { name: 'Add note' }).click();
  await expectToast(page, 'Note added');
  await expect(sheet.getByRole('list', { name: /^Notes about/ }).getByText(/allergic to oakmoss/)).toBeVisible();
  await expectNoA11yViolations(page);

  // The order's shipping notice, sent again to the customer, from the order's card in the list.
  await page.goto(`${base}/admin?tab=orders`);
  // A card's mails load once it is in view (below the dashboard's figures): scrolled to, as the owner would.
  await page.getByRole('article', { name: `Order #${order.id}` }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: new RegExp(`^Resend\\s*“Your order #${order.id} has shipped”$`) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send again' }).click();
  await expectToast(page, 'Mail sent again');
  const listed = await callApi(page.request, listMails, { query: { orderId: order.id }, base });
  expect(listed.filter((m) => /shipped/.test(m.subject))).toHaveLength(2);
  expect(listed.every((m) => m.to === account.email)).toBe(true);
  await shopper.context().close();
});

import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { ADMIN, callApi, placePaidOrder, registerAccount, SHIPPING, signIn } from './helpers';
import { login } from '../../src/domain/api/auth';

/*
 * Lists longer than a page, with real orders: the back office pages by a cursor kept in the
 * address (Next, reload, Previous, the first page), finds customers by a name typed without its
 * accents and shows one customer's orders; a shopper's orders come 20 at a time. Each test makes
 * its own rows, named by a tag of its own, so the specs sharing this server do not disturb it.
 */

const tag = () => crypto.randomUUID().slice(0, 8);

/** Runs `make` for 0..n-1, `width` at a time (the shop takes paid orders from many guests at once). */
async function inBatches<T>(n: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < n; start += width) {
    const batch = Array.from({ length: Math.min(width, n - start) }, (_, i) => make(start + i));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

/** A customer account, signed in on `request` (its own cookie jar); answers its id. */
async function signedInCustomer(request: APIRequestContext, fullName: string) {
  const id = tag();
  const account = { username: `paging_${id}`, email: `paging.${id}@example.com`, password: 'vetiver-42', fullName };
  await registerAccount(request, account);
  const me = await callApi(request, login, { body: { email: account.email, password: account.password } });
  if (!('id' in me)) throw new Error('A new account has no second factor');
  return { ...account, id: me.id };
}

const orderCards = (page: Page) => page.getByRole('article', { name: /^Order #\d+$/ });
const orderCard = (page: Page, id: number) => page.getByRole('article', { name: `Order #${id}`, exact: true });

test.describe('back office: lists longer than a page', () => {
  test('Next shows the next page, the address holds it through a reload, Previous comes back', async ({
    page,
    request,
  }) => {
    test.slow(); // 55 paid orders to make first
    const name = `Juliette Drouet ${tag()}`;
    const orders = await inBatches(55, 5, () =>
      placePaidOrder(request, { guestId: `guest_${crypto.randomUUID()}`, shipping: { ...SHIPPING, fullName: name } }),
    );
    const newestFirst = orders.map((o) => o.id).sort((a, b) => b - a);

    await signIn(page, ADMIN);
    await page.goto(`/admin?q=${encodeURIComponent(name)}`);
    const list = page.getByRole('list', { name: /^Orders: / });
    const pages = page.getByRole('navigation', { name: 'Pages of orders' });

    // The first page: the 50 newest, the total counted.
    await expect(orderCards(page)).toHaveCount(50);
    await expect(orderCards(page).first()).toHaveAccessibleName(`Order #${newestFirst[0]}`);
    await expect(pages.getByText('55 orders', { exact: true })).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pages.getByRole('link', { name: 'First page' })).toHaveCount(0);

    // Next: the 5 oldest, the cursor in the address beside the search.
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]after=[\w-]+/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(name);
    await expect(orderCards(page)).toHaveCount(5);
    for (const [i, id] of newestFirst.slice(50).entries()) {
      await expect(orderCards(page).nth(i)).toHaveAccessibleName(`Order #${id}`);
    }
    await expect(list).toBeFocused();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectNoA11yViolations(page);

    // A reload shows the same page.
    const second = page.url();
    await page.reload();
    expect(page.url()).toBe(second);
    await expect(orderCards(page)).toHaveCount(5);
    await expect(orderCard(page, newestFirst[54]!)).toBeVisible();

    // Previous: the first page again, from its cursor; the way to the first page goes when there.
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/[?&]before=[\w-]+/);
    await expect(orderCards(page)).toHaveCount(50);
    await expect(orderCards(page).first()).toHaveAccessibleName(`Order #${newestFirst[0]}`);
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // Back in history goes to the page before; changing a filter starts again at the first page.
    await page.goBack();
    await expect(orderCards(page)).toHaveCount(5);
    await expect(pages.getByRole('link', { name: 'First page' })).toBeVisible();
    await page.getByRole('search', { name: 'Filter orders' }).getByLabel('Status').selectOption('processing');
    await expect(page).toHaveURL(/[?&]status=processing/);
    expect(new URL(page.url()).searchParams.has('after')).toBe(false);
    await expect(orderCards(page)).toHaveCount(50);
  });

  test("the customers search finds an accented name typed without accents, and a customer's orders link shows only theirs", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const id = tag();
    const shopper = await playwright.request.newContext({ baseURL });
    const customer = await signedInCustomer(shopper, `Élodie Lefèvre ${id}`);
    const theirs = [await placePaidOrder(shopper), await placePaidOrder(shopper)];
    await shopper.dispose();
    // Someone else's order (a guest with the same name), so the whole list holds more than theirs.
    const guestEmail = `elodie.${id}@guests.example`;
    await placePaidOrder(page.context().request, {
      guestId: `guest_${crypto.randomUUID()}`,
      shipping: { ...SHIPPING, fullName: `Élodie Lefèvre ${id}`, email: guestEmail },
    });

    await signIn(page, ADMIN);
    await page.goto('/admin?tab=customers');
    await page
      .getByRole('search', { name: 'Find customers' })
      .getByLabel('Search', { exact: true })
      .fill(`elodie lefevre ${id}`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=elodie\\+lefevre\\+${id}`));
    const table = page.getByRole('table', { name: `Customers matching “elodie lefevre ${id}”` });
    // The header, the customer, and the guest of the same name: a guest buyer is a customer too (issue #43).
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').filter({ hasText: guestEmail })).toContainText('No account');
    const row = table.getByRole('row').filter({ hasText: customer.email });
    await expect(row.getByRole('cell').first()).toContainText(`Élodie Lefèvre ${id}`);
    await expect(page.getByRole('navigation', { name: 'Pages of customers' })).toHaveCount(0);
    await expect(page.getByText('2 customers', { exact: true })).toBeVisible();

    // A reload keeps the search in the box.
    await page.reload();
    await expect(
      page.getByRole('search', { name: 'Find customers' }).getByLabel('Search', { exact: true }),
    ).toHaveValue(`elodie lefevre ${id}`);

    // Their orders, and only theirs, with whose they are.
    await row.getByRole('link', { name: `Orders of Élodie Lefèvre ${id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?tab=orders&customer=${customer.id}$`));
    await expect(page.getByRole('tab', { name: 'Orders Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(orderCards(page)).toHaveCount(2);
    for (const order of theirs) await expect(orderCard(page, order.id)).toContainText(`Account #${customer.id}`);
    const label = `Orders of Élodie Lefèvre ${id}`;
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText('2 orders', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);

    // Removing the label shows everyone's orders again.
    await page.getByRole('button', { name: `Remove the filter: ${label}` }).click();
    await expect(page).toHaveURL(/\/admin\?tab=orders$/);
    await expect(page.getByText(label, { exact: true })).toHaveCount(0);
    await expect(orderCards(page)).not.toHaveCount(2);
  });
});

test.describe('a shopper with many orders', () => {
  test('the dashboard shows 20 orders, and Show more orders adds the older ones below', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow(); // 23 paid orders to make first, one after another (one cart)
    const shopper = await playwright.request.newContext({ baseURL });
    const customer = await signedInCustomer(shopper, `Marcel Proust ${tag()}`);
    const orders: number[] = [];
    for (let i = 0; i < 23; i += 1) orders.push((await placePaidOrder(shopper)).id);
    await shopper.dispose();
    const newestFirst = orders.sort((a, b) => b - a);

    await signIn(page, customer);
    await page.goto('/dashboard');
    const cards = page.getByRole('article', { name: /^Order #\d+$/ });
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toHaveAccessibleName(`Order #${newestFirst[0]}`);
    await expect(page.getByText('Showing 20 orders')).toBeVisible();

    const more = page.getByRole('button', { name: 'Show more orders' });
    await more.click();
    await expect(cards).toHaveCount(23);
    await expect(cards.last()).toHaveAccessibleName(`Order #${newestFirst[22]}`);
    await expect(page.getByText('Showing 23 orders · all of them')).toBeVisible();
    await expect(more).toHaveCount(0);

    // The account page reads the same pages.
    await page.goto('/account?tab=orders');
    await expect(page.getByRole('link', { name: /^Order #\d+$/ })).toHaveCount(20);
    await page.getByRole('button', { name: 'Show more orders' }).click();
    await expect(page.getByRole('link', { name: /^Order #\d+$/ })).toHaveCount(23);
  });
});

import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { euro, pathOf, perfume, placePaidOrder, registerAccount, SHIPPING, signIn } from './helpers';
import { linkIn, waitForMail } from './mail';
import { getOrderPage } from '../../src/domain/api/orders';

const orderHeading = (page: Page, id: number) =>
  page.getByRole('heading', { level: 1, name: `Order #${id}`, exact: true });
const orderLines = (page: Page, id: number) =>
  page.getByRole('list', { name: `Items in order #${id}` }).getByRole('listitem');
const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'We could not find this order' });

/** A fresh account per test, signed in on `page`: tests run in parallel on one store. */
async function signedInCustomer(page: Page) {
  const id = crypto.randomUUID();
  const account = {
    fullName: 'Hélène Marchand',
    username: `helene_${id.slice(0, 8)}`,
    email: `helene.${id}@example.com`,
    password: 'jasmin-1921',
  };
  await registerAccount(page.request, account);
  await signIn(page, account);
  return account;
}

test.describe("the order's own page", () => {
  test('its key shows the order: number, status, lines, totals, address and history', async ({ page, request }) => {
    const [a, b] = [await perfume(page, 2), await perfume(page, 3)];
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      lines: [
        { perfumeId: 2, quantity: 2 },
        { perfumeId: 3, quantity: 1 },
      ],
    });
    await page.goto(`/orders/${order.id}?key=${order.accessKey}`);

    await expect(orderHeading(page, order.id)).toBeVisible();
    await expect(page).toHaveTitle(`Order #${order.id} · Maison Lumière`);
    await expect(page.getByText('Order status: Processing')).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();

    const lines = orderLines(page, order.id);
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(a.name);
    await expect(lines.nth(0)).toContainText(`2 × ${euro(a.price)}`);
    await expect(lines.nth(0)).toContainText(euro(2 * a.price));
    await expect(lines.nth(0)).toContainText(a.notes);
    await expect(lines.nth(1)).toContainText(b.name);
    await expect(page.getByRole('definition').filter({ hasText: euro(2 * a.price + b.price + 12) })).toBeVisible();

    const address = page.getByRole('region', { name: 'Shipping Address' });
    for (const part of [
      SHIPPING.fullName,
      SHIPPING.address,
      `${SHIPPING.postalCode} ${SHIPPING.city}`,
      // The order keeps the country's code; the page names it.
      'France',
    ]) {
      await expect(address).toContainText(part);
    }
    await expect(address).toContainText('Shipping methodStandard');
    // The VAT inside the total, at France's 20 %, on the bottles and the shipping.
    const vat = [2 * Math.round(a.price * 100), Math.round(b.price * 100), 1200].reduce(
      (sum, g) => sum + g - Math.floor((2 * g * 10_000 + 12_000) / 24_000),
      0,
    );
    await expect(page.getByTestId('vat-line')).toHaveText(`incl. VAT 20 %:${euro(vat / 100)}`);
    await expect(page.getByText(/· Invoice \d{4}-\d{6}$/)).toBeVisible();
    const history = page.getByRole('region', { name: 'Status History' }).getByRole('listitem');
    // Paying moved it on to Processing.
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('Order placed');
    await expect(history.last()).toContainText('Processing');
    await expect(history.last()).toHaveAttribute('aria-current', 'step');
  });

  test('a custom perfume shows its formula', async ({ page, request }) => {
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      lines: [
        {
          perfumeId: null,
          isCustom: true,
          quantity: 1,
          customName: 'Jardin Secret',
          customDetails: {
            type: 'lifestyle',
            name: 'Jardin Secret',
            scentFamily: 'Fresh',
            notes: 'Bergamot, Lemon, Mint, Jasmine, Lavender, Vetiver, Light Musk',
            topNotes: 'Bergamot, Lemon, Mint',
            middleNotes: 'Jasmine, Lavender',
            baseNotes: 'Vetiver, Light Musk',
            description: 'A bespoke Fresh fragrance for fresh spring mornings',
            intensity: 'moderate',
            lastingPower: 'half-day',
            wearTime: ['daytime'],
            gender: 'female',
          },
        },
      ],
    });
    await page.goto(`/orders/${order.id}?key=${order.accessKey}`);
    const line = orderLines(page, order.id);
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Jardin Secret');
    await expect(line).toContainText('Custom');
    await expect(line).toContainText('Fresh family');
    await expect(line).toContainText('Bergamot, Lemon, Mint, Jasmine, Lavender, Vetiver, Light Musk');
  });

  // What "not found" says, for a wrong key or no order number, and the key sent to the order's API:
  // src/client/features/order/order-page.test.tsx; the 404s for a wrong key, no key or another customer:
  // src/server/orders/order-page.test.ts.
  test('the key goes to the order API and nowhere else', async ({ page, request }) => {
    const order = await placePaidOrder(request, { guestId: `guest_${crypto.randomUUID()}` });
    const carrying: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(order.accessKey) || (r.headers()['referer'] ?? '').includes(order.accessKey))
        carrying.push(r.url());
    });
    await page.goto(`/orders/${order.id}?key=${order.accessKey}`);
    await expect(orderLines(page, order.id)).toHaveCount(1);
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/collections$/);
    // The page's own address, then the one API call.
    expect(carrying.filter((url) => !url.includes(`/orders/${order.id}?key=`))).toEqual([]);
    expect(carrying.filter((url) => url.includes('/api/'))).toEqual([
      expect.stringContaining(`${pathOf(getOrderPage, { orderId: order.id })}?key=`),
    ]);
  });

  test('its signed-in owner opens it without a key, from the dashboard and the account', async ({ page }) => {
    await signedInCustomer(page);
    const item = await perfume(page, 5);
    const order = await placePaidOrder(page.request, { lines: [{ perfumeId: 5, quantity: 1 }] });

    await page.goto('/dashboard');
    await page.getByRole('link', { name: `Order #${order.id}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(orderHeading(page, order.id)).toBeVisible();
    await expect(orderLines(page, order.id)).toContainText(item.name);
    await expect(page.getByRole('link', { name: 'All Your Orders' })).toHaveAttribute('href', '/account?tab=orders');

    await page.goto('/account?tab=orders');
    await page.getByRole('link', { name: `Order #${order.id}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(orderHeading(page, order.id)).toBeVisible();
  });

  test('another signed-in customer gets 404 for it', async ({ page, browser, baseURL }) => {
    await signedInCustomer(page);
    const order = await placePaidOrder(page.request);

    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signedInCustomer(otherPage);
    const answer = otherPage.waitForResponse(
      (r) => new URL(r.url()).pathname === pathOf(getOrderPage, { orderId: order.id }),
    );
    await otherPage.goto(`/orders/${order.id}`);
    expect((await answer).status()).toBe(404);
    await expect(notFoundHeading(otherPage)).toBeVisible();
    await expect(otherPage.getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/account?tab=orders');
    await other.close();
  });

  test('the confirmation e-mail arrives with a link that opens the order in any browser', async ({
    browser,
    baseURL,
    request,
  }) => {
    const email = `claire.${crypto.randomUUID()}@example.com`;
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      shipping: { ...SHIPPING, email },
    });

    const mail = await waitForMail(email, /./);
    // The mail carries a key of its own (the one checkout answered is not kept in plain anywhere).
    const link = linkIn(mail, `${baseURL}/orders/${order.id}?key=`);
    expect(link).toMatch(/\?key=[\w-]{20,}$/);

    const fresh = await browser.newContext();
    const page = await fresh.newPage();
    await page.goto(link);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(orderHeading(page, order.id)).toBeVisible();
    await expect(orderLines(page, order.id)).toHaveCount(1);
    await fresh.close();
  });
});

test.describe("the order's own page on a phone, dark", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('fits 360 px and passes the accessibility scan in the dark theme', async ({ page, request }) => {
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      lines: [
        { perfumeId: 6, quantity: 3 },
        { perfumeId: 7, quantity: 1 },
      ],
    });
    await page.goto(`/orders/${order.id}?key=${order.accessKey}`);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(orderLines(page, order.id)).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page);
  });
});

import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import {
  ADMIN,
  callApi,
  expectToast,
  placePaidOrder,
  sendApi,
  SHIPPING as CUSTOMER_SHIPPING,
  signIn,
  toasts,
} from './helpers';
import { linkIn, waitForMail } from './mail';
import { getAdminDashboard, listAdminOrders } from '../../src/domain/api/admin';
import { getCurrentUser, register } from '../../src/domain/api/auth';
import { addCartLine } from '../../src/domain/api/cart';
import { placeOrder } from '../../src/domain/api/checkout';

const SHIPPING = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  address: '12 Rue de la Paix',
  city: 'Paris',
  postalCode: '75002',
  country: 'FR',
};

/**
 * A guest places an order through the API, in its own cookie jar (the `request` fixture),
 * so the order is a guest's and not the signed-in admin's. Optionally pays it with the test card.
 */
async function placeGuestOrder(request: APIRequestContext, { pay = false } = {}) {
  const guestId = `guest_${crypto.randomUUID()}`;
  if (pay) return { id: (await placePaidOrder(request, { guestId, shipping: SHIPPING })).id, guestId };
  await callApi(request, addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } });
  const order = await callApi(request, placeOrder, { body: { guestId, shippingDetails: SHIPPING } });
  return { id: order.id, guestId };
}

const overview = (page: Page) => page.getByRole('region', { name: 'Overview' });
const orderCard = (page: Page, id: number) => page.getByRole('article', { name: `Order #${id}`, exact: true });

test.describe('admin dashboard', () => {
  test('an admin sees the four figures and the nine sections', async ({ page, request }) => {
    const order = await placeGuestOrder(request);
    await signIn(page, ADMIN);
    // An unpaid order is not an order yet: the back office lists it under Awaiting payment.
    await page.goto('/admin?status=awaiting-payment');

    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle(/Admin Dashboard/);
    await expect(page.getByRole('link', { name: 'View Store' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    const figures = overview(page);
    for (const label of ['Total Users', 'Total Orders', 'Revenue', 'Pending Orders']) {
      await expect(figures.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(figures.getByText(/^\d[\d,]* new this month$/)).toBeVisible();
    await expect(figures.getByRole('link', { name: /^\d[\d,]* awaiting payment$/ })).toHaveAttribute(
      'href',
      '/admin?status=awaiting-payment',
    );
    await expect(figures.getByText('Total paid orders')).toBeVisible();
    await expect(figures.getByRole('link', { name: 'Needs attention: paid orders to ship' })).toHaveAttribute(
      'href',
      '/admin?status=processing',
    );
    await expect(figures.getByText(/^€[\d,]+\.\d{2}$/)).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    await expect(tabs).toHaveText([
      'Orders Management',
      'Returns',
      'Refills',
      'Atelier',
      'Catalogue',
      'Customers',
      'Reviews',
      'Discounts',
      'Analytics',
      'Mail',
      'Activity',
      'Settings',
      'Markets',
      'Staff',
      'Integrations',
    ]);
    // At 1280 px the four figures are one line, and the fifteen tabs even rows: never a tab or two alone below.
    const figureTops = await figures
      .getByRole('term')
      .evaluateAll((terms) => terms.map((term) => Math.round(term.getBoundingClientRect().top)));
    expect(new Set(figureTops).size).toBe(1);
    const tabTops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    const rows = [...new Set(tabTops)].map((top) => tabTops.filter((t) => t === top).length);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(3);
    // …so the open tab's content starts within the first screen.
    expect((await page.getByRole('tabpanel').boundingBox())!.y).toBeLessThan(720 * 0.75);
    await expect(page.getByRole('tab', { name: 'Orders Management' })).toHaveAttribute('aria-selected', 'true');
    // Arrow keys move between the tabs.
    await page.getByRole('tab', { name: 'Orders Management' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Returns', exact: true })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Returns', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Orders Management' })).toHaveAttribute('aria-selected', 'true');

    // The guest order, with its customer (named by the shipping details), items and shipping.
    const card = orderCard(page, order.id);
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    await expect(card.getByText('Guest checkout')).toBeVisible();
    await expect(card.getByText(order.guestId)).toHaveCount(0);
    await expect(card.getByText(/^1 × .+/)).toBeVisible();
    await expect(card.getByText('Ada Lovelace', { exact: true })).toBeVisible();
    await expect(card.getByText('Paris, France')).toBeVisible();
    await expect(card.getByText('Order status: Pending')).toBeVisible();
    await expect(card.getByText('Payment: Pending')).toBeVisible();
  });

  test('changing an order status shows the toast and the new badge', async ({ page, request }) => {
    const order = await placeGuestOrder(request);
    await signIn(page, ADMIN);
    // An unpaid order is not an order yet: the back office lists it under Awaiting payment.
    await page.goto('/admin?status=awaiting-payment');

    const card = orderCard(page, order.id);
    const select = page.getByRole('combobox', { name: `Update status for order #${order.id}`, exact: true });
    await expect(select).toHaveValue('pending');
    await expect(select.getByRole('option')).toHaveText(['Pending', 'Processing', 'Shipped', 'Completed', 'Cancelled']);

    await select.selectOption('processing');
    await expectToast(page, 'Order updated', 'Order status has been updated successfully');
    await expect(card.getByText('Order status: Processing')).toBeVisible();
    await expect(select).toHaveValue('processing');

    // Any status from any status, and it holds after a reload.
    await select.selectOption('cancelled');
    await expect(card.getByText('Order status: Cancelled')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: `Update status for order #${order.id}`, exact: true })).toHaveValue(
      'cancelled',
    );
  });

  test('marking an order shipped asks for the carrier and tracking number, and mails them to the customer', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `claire.${crypto.randomUUID()}@example.com`;
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      shipping: { ...CUSTOMER_SHIPPING, email },
    });
    await signIn(page, ADMIN);
    await page.goto('/admin');

    const card = orderCard(page, order.id);
    const select = page.getByRole('combobox', { name: `Update status for order #${order.id}`, exact: true });
    await select.selectOption('shipped');
    const form = card.getByRole('form', { name: `Shipment of order #${order.id}` });
    await expect(form.getByLabel('Carrier')).toBeFocused();
    await form.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(form.getByLabel('Carrier')).toHaveAccessibleDescription(
      'Carrier is required to mark an order shipped',
    );
    await expect(form.getByLabel('Tracking number')).toHaveAccessibleDescription(
      'Tracking number is required to mark an order shipped',
    );
    await expect(card.getByText('Order status: Processing')).toBeVisible();

    // Cancel gives the select back, unchanged.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await expect(select).toBeFocused();
    await expect(select).toHaveValue('processing');

    await select.selectOption('shipped');
    await form.getByLabel('Carrier').fill('Colissimo');
    await form.getByLabel('Tracking number').fill('6A12345678901');
    await form.getByRole('button', { name: 'Mark shipped' }).click();
    await expectToast(page, 'Order updated');
    await expect(card.getByText('Order status: Shipped')).toBeVisible();
    await expect(card.getByText('Colissimo')).toBeVisible();
    await expect(card.getByText('6A12345678901')).toBeVisible();
    await expect(card.getByRole('list', { name: `Mails of order #${order.id}` })).toContainText('Shipping notice');

    // The customer hears of it, and the order's own page says it.
    const mail = await waitForMail(email, /shipped/i);
    expect(mail.text).toContain('6A12345678901');
    await page.goto(linkIn(mail, `${baseURL}/orders/${order.id}?key=`));
    await expect(page.getByText('Order status: Shipped')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping Address' })).toContainText('Colissimo');
    await expect(page.getByRole('region', { name: 'Status History' }).getByRole('listitem')).toHaveText([
      /Order placed/,
      /Processing/,
      /Shipped/,
    ]);
  });

  test("the Mail tab lists a paid order's confirmation and opens it; the order's card lists it too", async ({
    page,
    request,
  }) => {
    const email = `claire.${crypto.randomUUID()}@example.com`;
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      shipping: { ...CUSTOMER_SHIPPING, email },
    });
    await signIn(page, ADMIN);
    await page.goto('/admin');

    // The order's card: its mails, as they stand (loaded as the card comes into view).
    await orderCard(page, order.id).scrollIntoViewIfNeeded();
    await expect(orderCard(page, order.id).getByRole('list', { name: `Mails of order #${order.id}` })).toContainText(
      /Order confirmation · (sent|waiting)/,
    );

    await page.getByRole('tab', { name: 'Mail' }).click();
    await expect(page).toHaveURL(/\?tab=mail$/);
    const row = page.getByRole('list', { name: 'Mails, newest first' }).getByRole('button').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Order #${order.id}`);
    await expect(row).toContainText('Order confirmation');
    // With SMTP it goes out within seconds: the list looks again while a mail waits.
    await expect(row).toContainText('Mail status: Sent', { timeout: 20_000 });

    await row.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`To ${email}`);
    await expect(dialog.getByRole('heading', { name: new RegExp(`#${order.id}`) }).first()).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('title', /^The mail as HTML: /);
    // The HTML part renders inside the sandbox (srcdoc is not blocked by the shop's frame-src 'none').
    await expect(dialog.frameLocator('iframe').locator('body')).toContainText(`#${order.id}`);
    // The key in its links is the customer's alone: masked here (issue #41).
    await expect(dialog.locator('pre')).toContainText(`/orders/${order.id}?key=••••••`);
    await expectNoA11yViolations(page, { include: '[role="dialog"]', exclude: 'iframe[sandbox]' });

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeFocused();
  });

  test('the Customers tab lists a guest buyer by her e-mail, and never the staff', async ({ page, request }) => {
    await placeGuestOrder(request, { pay: true });
    await signIn(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\?tab=customers$/);

    const table = page.getByRole('table', { name: 'Customers, newest first' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'E-mail',
      'Joined or first order',
      'Status',
      'Phone',
      'City',
      'Country',
      'Orders',
    ]);
    const row = table.getByRole('row').filter({ hasText: SHIPPING.email });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').first()).toContainText('Ada Lovelace');
    await expect(row.getByText('No account', { exact: true })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: ADMIN.email })).toHaveCount(0);

    await row.getByRole('link', { name: /open the guest's page/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Ada Lovelace' });
    await expect(sheet).toContainText('Guest: no account');
    await expect(sheet).toContainText('12 Rue de la Paix');
  });

  test('Analytics shows recent orders, performance and the revenue chart', async ({ page, request }) => {
    const paid = await placeGuestOrder(request, { pay: true });
    await signIn(page, ADMIN);
    await page.goto('/admin');

    const chartRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') chartRequests.push(r.url());
    });
    await page.getByRole('tab', { name: 'Analytics' }).click();

    const recent = page.getByRole('region', { name: 'Recent orders' });
    await expect(recent.getByRole('table').getByRole('row')).not.toHaveCount(0);
    await expect(recent.getByRole('cell', { name: `#${paid.id}`, exact: true })).toBeVisible();

    const performance = page.getByRole('region', { name: 'Performance' });
    for (const label of ['Total revenue', 'Average order', 'New users this month']) {
      await expect(performance.getByRole('term').filter({ hasText: label })).toBeVisible();
    }

    const figure = page.getByRole('figure', {
      name: /Revenue over the last 30 days: €[\d,]+\.\d{2} from \d+ paid orders?/,
    });
    await expect(figure).toBeVisible();
    await expect(figure.locator('svg.recharts-surface')).toBeVisible();
    // The text alternative: a table of the days with sales.
    await expect(figure.getByRole('table')).toBeAttached();
    expect(chartRequests.some((url) => /revenue-chart/.test(url))).toBe(true);
  });

  test('on a phone the orders stack', async ({ page, request }) => {
    await placeGuestOrder(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('combobox').first()).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('on a phone the customers table stacks', async ({ page, request }) => {
    await placeGuestOrder(request, { pay: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    await page.goto('/admin?tab=customers');
    const row = page
      .getByRole('table', { name: 'Customers, newest first' })
      .getByRole('row')
      .filter({ hasText: SHIPPING.email });
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('orders page by cursor with Previous and Next, and an estimated total reads as people say it', async ({
    page,
  }) => {
    const fake = (id: number) => ({
      id,
      userId: 7,
      guestId: null,
      total: 150,
      subtotal: 145,
      shipping: 5,
      currency: 'EUR',
      status: 'pending',
      paymentStatus: 'paid',
      isTestPayment: false,
      createdAt: new Date(Date.UTC(2026, 0, 1, 12) - id * 60_000).toISOString(),
      items: [{ name: 'Rose Poudrée', quantity: 1, price: 145, perfumeId: 1, isCustom: false, customDetails: null }],
      shippingDetails: SHIPPING,
      carrier: null,
      trackingNumber: null,
      customer: { name: `Customer ${id}`, email: `customer.${id}@example.com`, kind: 'customer', userId: 7 },
      paidAt: null,
      refundedAt: null,
    });
    // Two pages: the first (50 orders, a next cursor), the second (one order, a previous cursor).
    const asked: string[] = [];
    await page.route(`**${listAdminOrders.path}?*`, (route) => {
      const url = new URL(route.request().url());
      asked.push(url.search);
      const second = url.searchParams.get('after') === 'c2Vjb25k';
      const ids = second ? [950] : Array.from({ length: 50 }, (_, i) => 1000 - i);
      const headers: Record<string, string> = { 'x-total-estimate': '1234567' };
      if (second) headers['x-prev-cursor'] = 'Zmlyc3Q';
      else headers['x-next-cursor'] = 'c2Vjb25k';
      return route.fulfill({ json: ids.map(fake), headers });
    });
    await signIn(page, ADMIN);
    await page.goto('/admin');

    const list = page.getByRole('list', { name: 'Orders, newest first' });
    const pages = page.getByRole('navigation', { name: 'Pages of orders' });
    await expect(list.getByRole('article')).toHaveCount(50);
    await expect(pages.getByText('about 1.2 million orders')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pages.getByRole('link', { name: 'First page' })).toHaveCount(0);

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]after=c2Vjb25k/);
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(list).toBeFocused();
    await expect(orderCard(page, 950)).toContainText('Customer 950');
    await expect(orderCard(page, 950)).toContainText('customer.950@example.com');
    await expect(orderCard(page, 950)).toContainText('Account #7');
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pages.getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/admin');

    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/[?&]before=Zmlyc3Q/);
    await expect(list.getByRole('article')).toHaveCount(50);
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(asked).toEqual(['?limit=50', '?after=c2Vjb25k&limit=50', '?before=Zmlyc3Q&limit=50']);
  });

  test('logout goes home with a toast', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toasts(page).filter({ hasText: 'Logged out successfully' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await sendApi(page.request, getCurrentUser, {})).status()).toBe(401);
  });
});

test.describe('admin access', () => {
  test('a customer is sent to /dashboard', async ({ page }) => {
    const id = crypto.randomUUID().slice(0, 8);
    const customer = {
      username: `ines_${id}`,
      email: `ines.${id}@example.com`,
      password: 'jasmin-42',
      fullName: 'Inès Moreau',
    };
    await callApi(page.request, register, { body: customer });
    await signIn(page, customer);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await sendApi(page.request, getAdminDashboard, {})).status()).toBe(403);
  });

  test('a signed-out visitor is sent to /login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });
});

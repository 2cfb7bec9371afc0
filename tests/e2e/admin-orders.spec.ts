import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { ADMIN, callApi, expectToastBehindSheet, placePaidOrder, SHIPPING, signIn } from './helpers';
import { waitForMail } from './mail';
import { exportAdminOrders } from '../../src/domain/api/admin';
import { addCartLine } from '../../src/domain/api/cart';
import { getPerfume } from '../../src/domain/api/catalogue';
import { placeOrder } from '../../src/domain/api/checkout';
import { urlOf } from '../../src/domain/api/endpoint';

/*
 * The back office's orders: the filters in the address and the export, the order view with its
 * payment and history, shipping from the view, refunds. Each test places its own orders (of the
 * seeded perfume 1, whose stock is not tracked), so the specs sharing this server are unaffected.
 */

const someone = (name: string) => {
  const id = crypto.randomUUID().slice(0, 8);
  return {
    ...SHIPPING,
    fullName: `${name} ${id}`,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${id}@example.com`,
  };
};

async function placeUnpaidOrder(page: Page, shipping: typeof SHIPPING) {
  const request = page.context().request;
  const guestId = `guest_${crypto.randomUUID()}`;
  await callApi(request, addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } });
  return callApi(request, placeOrder, { body: { guestId, shippingDetails: shipping } });
}

const orderCard = (page: Page, id: number) => page.getByRole('article', { name: `Order #${id}`, exact: true });
const orderView = (page: Page, id: number) => page.getByRole('dialog', { name: `Order #${id}` });

test.describe('back office: orders', () => {
  test('filters live in the address, find a guest by name or e-mail, and the export carries them', async ({
    page,
    request,
  }) => {
    const paidBy = someone('Marguerite Yourcenar');
    const unpaidBy = someone('Colette Willy');
    const paid = await placePaidOrder(request, { guestId: `guest_${crypto.randomUUID()}`, shipping: paidBy });
    const unpaid = await placeUnpaidOrder(page, unpaidBy);
    await signIn(page, ADMIN);
    await page.goto('/admin');

    const filters = page.getByRole('search', { name: 'Filter orders' });
    await filters.getByLabel('Search', { exact: true }).fill(paidBy.email);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(paidBy.email).replace(/\./g, '\\.')}`));
    await expect(orderCard(page, paid.id)).toBeVisible();
    await expect(orderCard(page, unpaid.id)).toHaveCount(0);
    // The customer is named, not "Guest guest_…".
    await expect(orderCard(page, paid.id)).toContainText(paidBy.fullName);
    await expect(orderCard(page, paid.id)).toContainText('Guest checkout');

    // By name, and "Awaiting payment" for the unpaid one.
    await filters.getByLabel('Search', { exact: true }).fill(unpaidBy.fullName);
    await filters.getByLabel('Status').selectOption('awaiting-payment');
    await expect(page).toHaveURL(/status=awaiting-payment/);
    await expect(orderCard(page, unpaid.id)).toBeVisible();
    await expect(orderCard(page, paid.id)).toHaveCount(0);
    await filters.getByLabel('Status').selectOption('processing');
    await expect(page.getByText('No orders match these filters')).toBeVisible();

    // A reload keeps them; so does the export link, whose file lists the same orders. (Without
    // "Awaiting payment", an unpaid attempt is in no list: it is not an order yet.)
    await filters.getByLabel('Status').selectOption('');
    await expect(page.getByText('No orders match these filters')).toBeVisible();
    await filters.getByLabel('Status').selectOption('awaiting-payment');
    const today = new Date().toISOString().slice(0, 10);
    await filters.getByLabel('From').fill(today);
    await page.reload();
    await expect(page.getByRole('search', { name: 'Filter orders' }).getByLabel('Search', { exact: true })).toHaveValue(
      unpaidBy.fullName,
    );
    await expect(page.getByRole('search', { name: 'Filter orders' }).getByLabel('From')).toHaveValue(today);
    await expect(orderCard(page, unpaid.id)).toBeVisible();
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    const href = (await exportLink.getAttribute('href')) ?? '';
    expect(href).toBe(
      urlOf(exportAdminOrders, { query: { status: 'awaiting-payment', from: today, q: unpaidBy.fullName } }),
    );
    const csv = await page.request.get(href);
    expect(csv.ok()).toBe(true);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    const body = await csv.text();
    expect(body).toContain(unpaidBy.email);
    expect(body).not.toContain(paidBy.email);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(orderCard(page, paid.id)).toBeVisible();
  });

  test('the order view: customer, payment, history; shipping from it records who shipped, and mails the customer', async ({
    page,
    request,
  }) => {
    test.slow(); // it waits for the shipping notice at the SMTP sink
    const customer = someone('George Sand');
    const order = await placePaidOrder(request, { guestId: `guest_${crypto.randomUUID()}`, shipping: customer });
    await signIn(page, ADMIN);
    await page.goto('/admin');

    await orderCard(page, order.id)
      .getByRole('link', { name: `View order #${order.id}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]order=${order.id}$`));
    const view = orderView(page, order.id);
    await expect(view).toBeVisible();
    await expect(view).toContainText(customer.fullName);
    await expect(view.getByRole('link', { name: customer.email })).toBeVisible();
    await expect(view).toContainText('12 rue des Lilas');
    await expect(view.getByRole('list', { name: `Items in order #${order.id}` }).getByRole('listitem')).toHaveCount(1);
    const payment = view.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('Simulated card');
    await expect(payment).toContainText('test payment');
    await expect(view.getByRole('region', { name: 'Status history' }).getByRole('listitem')).toHaveText([
      /Order placed/,
      /Processing[\s\S]*paid/,
    ]);
    await expectNoA11yViolations(page, { include: '[role="dialog"]' });

    // Ship it from the view.
    await view.getByRole('combobox', { name: `Update status for order #${order.id}` }).selectOption('shipped');
    const shipment = view.getByRole('form', { name: `Shipment of order #${order.id}` });
    await shipment.getByLabel('Carrier').fill('La Poste');
    await shipment.getByLabel('Tracking number').fill('LP987654321FR');
    await shipment.getByRole('button', { name: 'Mark shipped' }).click();
    await expectToastBehindSheet(page, 'Order updated');
    await expect(view.getByText('Order status: Shipped')).toBeVisible();
    await expect(view).toContainText('LP987654321FR');
    const shipped = view.getByRole('region', { name: 'Status history' }).getByRole('listitem').last();
    await expect(shipped).toContainText('Shipped');
    await expect(shipped).toContainText(`By ${ADMIN.email}`);
    const mail = await waitForMail(customer.email, /shipped/i);
    expect(mail.text).toContain('LP987654321FR');

    // A shipped order cannot be cancelled: the server's reason stays beside the control.
    await view.getByRole('combobox', { name: `Update status for order #${order.id}` }).selectOption('cancelled');
    await expect(view.getByRole('alert')).toHaveText('A shipped order cannot be cancelled. Refund it instead.');
    await expectToastBehindSheet(page, 'Update failed', 'A shipped order cannot be cancelled. Refund it instead.');

    // Closing it goes back to the list, where the card shows the shipment too.
    await view.getByRole('button', { name: 'Close order' }).click();
    await expect(view).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(orderCard(page, order.id)).toContainText('LP987654321FR');
    await expect(orderCard(page, order.id).getByRole('link', { name: `View order #${order.id}` })).toBeFocused();
  });

  test('an unpaid order cannot be shipped: the shipment form says why', async ({ page }) => {
    const order = await placeUnpaidOrder(page, someone('Anaïs Nin'));
    await signIn(page, ADMIN);
    await page.goto(`/admin?order=${order.id}`);
    const view = orderView(page, order.id);
    await view.getByRole('combobox', { name: `Update status for order #${order.id}` }).selectOption('shipped');
    const shipment = view.getByRole('form', { name: `Shipment of order #${order.id}` });
    await shipment.getByLabel('Carrier').fill('Colissimo');
    await shipment.getByLabel('Tracking number').fill('6A00000000001');
    await shipment.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(shipment.getByRole('alert')).toContainText('An unpaid order cannot be marked shipped.');
    // No payment yet: nothing to refund.
    await expect(view.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await expect(view.getByRole('region', { name: 'Payment' })).toContainText('No payment yet');
  });

  test('cancelling a paid order is its full refund, asked first: the select never cancels it alone', async ({
    page,
    request,
  }) => {
    test.slow(); // it waits for the refund mail at the SMTP sink
    const customer = someone('Hannah Arendt');
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      shipping: customer,
      lines: [{ perfumeId: 2, quantity: 1 }],
    });
    await signIn(page, ADMIN);
    await page.goto(`/admin?order=${order.id}`);
    const view = orderView(page, order.id);
    const status = view.getByRole('combobox', { name: `Update status for order #${order.id}` });

    // Keep the order: nothing changes, the select still says what is true.
    await status.selectOption('cancelled');
    let ask = page.getByRole('alertdialog', { name: `Cancel and refund order #${order.id}?` });
    await expect(ask).toContainText('This order is paid: cancelling it refunds all of it.');
    await expect(ask.getByRole('checkbox', { name: 'Return the bottles to stock' })).toBeChecked();
    await expectNoA11yViolations(page, { include: '[role="alertdialog"]' });
    await ask.getByRole('button', { name: 'Keep the order' }).click();
    await expect(ask).toHaveCount(0);
    await expect(status).toHaveValue('processing');
    await expect(status).toBeFocused();
    await expect(view.getByText('Order status: Processing')).toBeVisible();

    await status.selectOption('cancelled');
    ask = page.getByRole('alertdialog', { name: `Cancel and refund order #${order.id}?` });
    const amount = `€${order.total.toFixed(2)}`;
    await ask.getByRole('button', { name: `Cancel and refund ${amount}` }).click();
    await expectToastBehindSheet(page, 'Order cancelled and refunded', `${amount} goes back to`);
    await expect(view.getByText('Order status: Cancelled')).toBeVisible();
    await expect(view.getByText('Refunded', { exact: true })).toBeVisible();
    const mail = await waitForMail(customer.email, /refund/i);
    expect(mail.text).toContain(`We have refunded ${amount}`);
  });

  test('a refund asks first, can return the bottles, marks the order refunded, and shows in the activity', async ({
    page,
    request,
  }) => {
    test.slow(); // it waits for the refund mail at the SMTP sink
    const customer = someone('Simone Weil');
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      shipping: customer,
      lines: [{ perfumeId: 1, quantity: 2 }],
    });
    await signIn(page, ADMIN);
    await page.goto(`/admin?order=${order.id}`);
    const view = orderView(page, order.id);

    // Keep the payment: nothing happens.
    await view.getByRole('button', { name: 'Refund' }).click();
    let ask = page.getByRole('alertdialog', { name: `Refund order #${order.id}` });
    await expect(ask).toBeVisible();
    await expectNoA11yViolations(page, { include: '[role="alertdialog"]' });
    await ask.getByRole('button', { name: 'Keep the payment' }).click();
    await expect(ask).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Refund' })).toBeFocused();

    // Everything left is chosen at first: the whole order, its shipping included.
    await view.getByRole('button', { name: 'Refund' }).click();
    ask = page.getByRole('alertdialog', { name: `Refund order #${order.id}` });
    await ask.getByRole('checkbox', { name: 'Put the bottles back in stock' }).check();
    await ask.getByRole('button', { name: `Refund €${order.total.toFixed(2)}` }).click();
    await expectToastBehindSheet(page, 'Order refunded', '2 bottles returned to stock');
    await expect(ask).toHaveCount(0);
    await expect(view.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(view).toContainText(/Refunded on .*: the payment went back to the customer/);
    await expect(view.getByRole('region', { name: 'Payment' })).toContainText(/re_/);
    await expect(view.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await expect(view.getByText('Order status: Cancelled')).toBeVisible();
    await waitForMail(customer.email, /refund/i);

    await view.getByRole('button', { name: 'Close order' }).click();
    const card = orderCard(page, order.id);
    await expect(card.getByText('Payment: Refunded')).toBeVisible();
    await expect(card).toContainText(/Refunded [A-Z][a-z]{2} \d/);

    // The activity log names the refund, with who made it.
    await page.getByRole('tab', { name: 'Activity' }).click();
    const row = page
      .getByRole('table', { name: 'Changes, newest first' })
      .getByRole('row')
      .filter({ hasText: `Refunded order #${order.id}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText(ADMIN.email);
    await expect(row).toContainText('restocked: yes');
    await row.getByRole('link', { name: `Refunded order #${order.id}` }).click();
    await expect(orderView(page, order.id)).toBeVisible();
  });

  test('a partial refund: some bottles, the amount live, its credit note, then the rest', async ({ page, request }) => {
    test.slow(); // it waits for the refund mail at the SMTP sink
    const customer = someone('Rosa Luxemburg');
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      shipping: customer,
      lines: [
        { perfumeId: 1, quantity: 2 },
        { perfumeId: 2, quantity: 1 },
      ],
    });
    const price = async (id: number) => (await callApi(request, getPerfume, { params: { id } })).price;
    const [first, second] = [await price(1), await price(2)];
    await signIn(page, ADMIN);
    await page.goto(`/admin?order=${order.id}`);
    const view = orderView(page, order.id);

    await view.getByRole('button', { name: 'Refund' }).click();
    const ask = page.getByRole('alertdialog', { name: `Refund order #${order.id}` });
    const quantities = ask.getByRole('spinbutton');
    await expect(quantities).toHaveCount(2);
    // One bottle of the first line, none of the second, no shipping: the amount follows.
    await quantities.nth(0).fill('1');
    await quantities.nth(1).fill('0');
    await ask.getByRole('checkbox', { name: 'Refund shipping' }).uncheck();
    await expect(ask.getByTestId('refund-amount')).toHaveText(`€${first.toFixed(2)}`);
    await ask.getByRole('checkbox', { name: 'Refund shipping' }).check();
    await expect(ask.getByTestId('refund-amount')).toHaveText(`€${(first + 12).toFixed(2)}`);
    await ask.getByRole('checkbox', { name: 'Refund shipping' }).uncheck();
    await expectNoA11yViolations(page, { include: '[role="alertdialog"]' });
    await ask.getByRole('button', { name: `Refund €${first.toFixed(2)}` }).click();
    await expectToastBehindSheet(page, 'Part of the order refunded', 'credit note CN-');
    await expect(ask).toHaveCount(0);
    await expect(view.getByText('Partly refunded', { exact: true })).toBeVisible();
    const made = view.getByRole('list', { name: 'Refunds made' });
    await expect(made.getByRole('listitem')).toHaveCount(1);
    await expect(made).toContainText(`€${first.toFixed(2)}`);
    await expect(made).toContainText(/Credit note CN-\d{4}-\d{6}/);
    const mail = await waitForMail(customer.email, /refunded/i);
    expect(mail.text).toContain(`We have refunded €${first.toFixed(2)}`);
    expect(mail.text).toMatch(/Credit note: CN-\d{4}-\d{6}/);

    // The rest: what is left is chosen, and the order ends refunded with two credit notes.
    await view.getByRole('button', { name: 'Refund' }).click();
    await expect(ask.getByRole('spinbutton').nth(0)).toHaveValue('1');
    await expect(ask.getByRole('spinbutton').nth(0)).toHaveAttribute('max', '1');
    const rest = order.total - first;
    await expect(ask.getByTestId('refund-amount')).toHaveText(`€${rest.toFixed(2)}`);
    expect(rest).toBeCloseTo(first + second + 12, 2);
    await ask.getByRole('button', { name: `Refund €${rest.toFixed(2)}` }).click();
    await expectToastBehindSheet(page, 'Order refunded', `€${rest.toFixed(2)} goes back to`);
    await expect(view.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(made.getByRole('listitem')).toHaveCount(2);
    await expect(view.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  });

  test('the order view works on a phone and in the dark theme', async ({ page, request }) => {
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      shipping: someone('Olympe de Gouges'),
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.goto(`/admin?order=${order.id}`);
    const view = orderView(page, order.id);
    await expect(view.getByRole('button', { name: 'Refund' })).toBeVisible();
    expect(await view.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectNoA11yViolations(page, { include: '[role="dialog"]' });
  });
});

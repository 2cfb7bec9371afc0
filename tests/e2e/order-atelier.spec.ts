import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { refundOrder } from '../../src/domain/api/admin';
import { listWorkOrders, setWorkOrderLots, setWorkOrderStatus } from '../../src/domain/api/atelier';
import { getOrderPage } from '../../src/domain/api/orders';
import { lifestyleCartLine } from '../shared/lifestyle';
import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { ADMIN, callApi, placePaidOrder, SHIPPING } from './helpers';
import { login } from '../../src/domain/api/auth';
import { addCartLine } from '../../src/domain/api/cart';
import { createPaymentIntent, placeOrder } from '../../src/domain/api/checkout';
import { type EndpointInput } from '../../src/domain/api/endpoint';

/**
 * The order page's made-to-order perfumes (decision 064): how long they take and when the order is
 * expected to ship, where the atelier is with each one, its batch and its printed label.
 */

const atelier = (page: Page) => page.getByRole('region', { name: 'In the Atelier' });
const tracker = (page: Page, name: string) => atelier(page).getByRole('list', { name: `Where ${name} is` });

/** A lifestyle perfume other than the default one (another name, another formula). */
const woodyLine = () => lifestyleCartLine({ scentPreference: 'woody', environment: 'rural', season: 'winter' });

/** The back office, in a request context of its own (the shopper's pages stay a guest's). */
async function backOffice(baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL });
  await callApi(admin, login, { body: ADMIN });
  return admin;
}

/** An order placed for `lines` and not paid: its payment intent made, no card given. */
async function unpaidOrder(request: APIRequestContext, lines: EndpointInput<typeof addCartLine>['body'][]) {
  const guestId = `guest_${crypto.randomUUID()}`;
  for (const line of lines) await callApi(request, addCartLine, { body: { ...line, guestId } });
  const { paymentIntentId } = await callApi(request, createPaymentIntent, { body: { guestId } });
  const order = await callApi(request, placeOrder, { body: { guestId, shippingDetails: SHIPPING, paymentIntentId } });
  return { id: order.id, accessKey: order.accessKey! };
}

test.describe("the order page's made-to-order perfumes", () => {
  test('a paid lifestyle perfume: ships in about 21 days, waiting for the perfumer, its batch and its label', async ({
    page,
    request,
  }) => {
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      lines: [{ perfumeId: 1, quantity: 1 }, lifestyleCartLine()],
    });
    const answer = await callApi(request, getOrderPage, {
      params: { orderId: order.id },
      query: { key: order.accessKey },
    });
    const line = answer.atelier!.lines[0]!;
    expect(line.label.allergens.length).toBeGreaterThan(0);
    await page.goto(`/orders/${order.id}?key=${order.accessKey}`);

    const section = atelier(page);
    await expect(section.getByText('Made to order: ships in about 21 days', { exact: true })).toBeVisible();
    const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
      new Date(answer.atelier!.expectedShipDate!),
    );
    await expect(section.getByText(`Expected to ship around ${expected}`)).toBeVisible();
    // Only the made-to-order perfume, not the catalogue bottle.
    await expect(section.getByRole('article')).toHaveCount(1);
    await expect(section.getByRole('heading', { level: 3, name: line.name })).toBeVisible();
    await expect(section.getByText(`Batch ${line.batch}`)).toBeVisible();
    expect(line.batch).toMatch(/^B\d{4}-\d{5}$/);

    const steps = tracker(page, line.name).getByRole('listitem');
    await expect(steps).toHaveText(['Queued Waiting for the perfumer', 'Compounding', 'Resting', 'Bottled'], {
      useInnerText: true,
    });
    const current = tracker(page, line.name).locator('[aria-current="step"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Queued');
    await expect(current).toContainText('Waiting for the perfumer');

    // The label is behind its disclosure until asked for.
    const allergens = section.getByTestId('label-allergens');
    await expect(allergens).toBeHidden();
    await section.getByText('See its label').click();
    await expect(allergens).toBeVisible();
    await expect(allergens).toHaveText(`Allergens: ${line.label.allergens.join(', ')}`);
    await expect(section.getByTestId('label-name')).toHaveText(line.name);
    await expect(section.getByRole('table')).toContainText('Alcohol base');
    await expectNoA11yViolations(page);
  });

  test('before payment: the made-to-order line and the label, no step, no batch, no date', async ({
    page,
    request,
  }) => {
    const order = await unpaidOrder(request, [lifestyleCartLine()]);
    await page.goto(`/orders/${order.id}?key=${order.accessKey}`);

    const section = atelier(page);
    await expect(section.getByText('Made to order: ships in about 21 days', { exact: true })).toBeVisible();
    await expect(section.getByText(/Expected to ship/)).toHaveCount(0);
    await expect(section.getByText(/^Batch /)).toHaveCount(0);
    await expect(section.locator('ol')).toHaveCount(0);
    await section.getByText('See its label').click();
    await expect(section.getByTestId('label-allergens')).toContainText('Allergens: ');
  });
});

test.describe("the order page's made-to-order perfumes on a phone, dark", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one resting, one refunded and cancelled: fits 390 px and passes the scan', async ({
    page,
    request,
    baseURL,
  }) => {
    const order = await placePaidOrder(request, {
      guestId: `guest_${crypto.randomUUID()}`,
      lines: [lifestyleCartLine(), woodyLine()],
    });
    const admin = await backOffice(baseURL);
    const workOrders = (await callApi(admin, listWorkOrders, { query: { limit: 200 } })).filter(
      (w) => w.orderId === order.id,
    );
    expect(workOrders).toHaveLength(2);
    const [resting, refunded] = workOrders as [(typeof workOrders)[0], (typeof workOrders)[0]];
    await callApi(admin, setWorkOrderStatus, { params: { id: resting.id }, body: { status: 'compounding' } });
    const lots = Object.fromEntries(resting.formula.composition.map((l) => [String(l.ingredientId), 'LOT-1']));
    await callApi(admin, setWorkOrderLots, { params: { id: resting.id }, body: { lots } });
    const macerating = await callApi(admin, setWorkOrderStatus, {
      params: { id: resting.id },
      body: { status: 'macerating' },
    });
    await callApi(admin, refundOrder, {
      params: { orderId: order.id },
      body: { lines: [{ lineId: refunded.lineId, quantity: 1 }] },
    });
    await admin.dispose();

    await page.goto(`/orders/${order.id}?key=${order.accessKey}`);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    const section = atelier(page);
    await expect(section.getByText('Made to order: ships in about 21 days', { exact: true })).toBeVisible();
    const steps = tracker(page, resting.formula.name).getByRole('listitem');
    // Resting until the day the Atelier set (issue #43): the one the order's expected date reads.
    expect(macerating.readyOn).not.toBeNull();
    await expect(steps).toHaveText(['Queued (done)', 'Compounding (done)', /^Resting\s*Resting until /, 'Bottled'], {
      useInnerText: true,
    });
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');

    const cancelled = section.getByRole('article', { name: refunded.formula.name });
    await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(cancelled.getByRole('list')).toHaveCount(0);
    await expect(cancelled).toContainText(`Batch ${refunded.batch}`);

    for (const disclosure of await section.getByText('See its label').all()) await disclosure.click();
    await expect(section.getByTestId('label-allergens')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
  });
});

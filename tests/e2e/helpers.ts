import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { setAtelierSettings, listWorkOrders, setWorkOrderLots, setWorkOrderStatus } from '../../src/domain/api/atelier';
import { login, register } from '../../src/domain/api/auth';
import { addCartLine } from '../../src/domain/api/cart';
import { getPerfume } from '../../src/domain/api/catalogue';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../src/domain/api/checkout';
import { urlOf, type Answer, type EndpointDeclaration, type EndpointInput } from '../../src/domain/api/endpoint';
import { confirmSimulatedCard } from '../../src/domain/api/payments';
import { expectNoA11yViolations } from './a11y';

/**
 * Calls an endpoint of src/domain/api from a spec, as the browser's `call` does (path from `params`,
 * `query` in the URL, `body` as JSON), with the page's or the test's cookies; fails the test on an
 * error answer. The answer is typed by the declaration.
 */
export async function callApi<E extends EndpointDeclaration>(
  request: APIRequestContext,
  declaration: E,
  input: EndpointInput<E> & { base?: string },
): Promise<Answer<E>> {
  const res = await sendApi(request, declaration, input);
  expect(res.ok(), `${declaration.method} ${declaration.path}: ${await res.text()}`).toBeTruthy();
  return res.status() === 204 ? (null as Answer<E>) : ((await res.json()) as Answer<E>);
}

/**
 * Sends a declared call and answers the response as it came, whatever its status: for a test that
 * checks a refusal (`.status()`) or reads a document's bytes. The input is typed by the declaration.
 */
export async function sendApi<E extends EndpointDeclaration>(
  request: APIRequestContext,
  declaration: E,
  input: EndpointInput<E> & { base?: string },
): Promise<APIResponse> {
  const { base = '', body } = input as { base?: string; body?: unknown };
  return request.fetch(`${base}${urlOf(declaration, input as { params?: object; query?: object })}`, {
    method: declaration.method,
    ...(body === undefined ? {} : { data: body }),
  });
}

/** A declared endpoint's path with its params, for `page.route` and `waitForResponse` (no query). */
export const pathOf = (declaration: Pick<EndpointDeclaration, 'path'>, params?: object) =>
  urlOf(declaration, { params });

/** The demo admin made at server start outside production (src/server/admin/bootstrap.ts). */
export const ADMIN = { email: 'admin@maison-lumiere.test', password: 'lumiere-admin' };

export const euro = (major: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(major);

/** Toasts live in Radix's "Notifications" region; scoping to it skips the screen-reader copy. */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toasts(page).filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/**
 * A toast shown while a modal sheet is open. The sheet hides the rest of the page from the
 * accessibility tree (toasts included), so this finds it by its region's markup; screen readers
 * hear it through the live region Radix adds for each toast outside the page.
 */
export async function expectToastBehindSheet(page: Page, title: string, description?: string) {
  const toast = page.locator('[role="region"][aria-label^="Notifications"] li').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

export async function scan(page: Page) {
  // The pointer rests where the last click left it: once a new step has laid out, Chrome applies the
  // hover of whatever is now beneath it a frame later, and an outline button's 200 ms hover fade
  // would be scanned mid-way. Moved now, its hover (if any) starts before the scan waits for transitions to end
  // (expectNoA11yViolations waits at most 3 s: under load a page once never finished one, and the test timed out).
  await page.mouse.move(0, 0);
  await expectNoA11yViolations(page);
}

/** Signs in through the API: the page's request context shares its cookies with the page. `base`: another server's origin. */
export async function signIn(page: Page, credentials: { email: string; password: string }, base = '') {
  await callApi(page.request, login, { body: { email: credentials.email, password: credentials.password }, base });
}

/** Makes an account through the API (201), its session in `request`'s cookie jar. `base`: another server's origin. */
export async function registerAccount(
  request: APIRequestContext,
  account: EndpointInput<typeof register>['body'],
  base = '',
): Promise<Answer<typeof register>> {
  const res = await sendApi(request, register, { body: account, base });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Answer<typeof register>;
}

/** The guest id the app made for this browser (it exists once the header has asked for the cart). */
export async function guestIdOf(page: Page): Promise<string> {
  await page.waitForFunction(() => localStorage.getItem('guestId'));
  return (await page.evaluate(() => localStorage.getItem('guestId'))) as string;
}

export const perfume = (page: Page, id: number, base = '') =>
  callApi(page.request, getPerfume, { params: { id }, base });

/** Puts lines in this browser's cart through the API, the way another tab would; answers the guest id. */
export async function addToCart(page: Page, lines: EndpointInput<typeof addCartLine>['body'][], base = '') {
  const guestId = await guestIdOf(page);
  for (const line of lines) await callApi(page.request, addCartLine, { body: { ...line, guestId }, base });
  return guestId;
}

export const SHIPPING = {
  fullName: 'Claire Dubois',
  email: 'claire@example.com',
  address: '12 rue des Lilas',
  city: 'Paris',
  postalCode: '75003',
  country: 'FR',
};

/**
 * Places an order for `lines` through the API, as the checkout does, and pays it with the test card:
 * a guest's when `guestId` is given (in that request context's own cookie jar), else the signed-in
 * user's of `request`. Answers the order's id, the key of its own page and its total.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  {
    guestId,
    lines = [{ perfumeId: 1, quantity: 1 }],
    shipping = SHIPPING,
    base = '',
  }: {
    guestId?: string;
    lines?: EndpointInput<typeof addCartLine>['body'][];
    shipping?: typeof SHIPPING;
    base?: string;
  } = {},
): Promise<{ id: number; accessKey: string; total: number }> {
  const owner = guestId ? { guestId } : {};
  for (const line of lines) await callApi(request, addCartLine, { body: { ...line, ...owner }, base });
  const payment = await callApi(request, createPaymentIntent, { body: owner, base });
  const order = await callApi(request, placeOrder, {
    body: { ...owner, shippingDetails: shipping, paymentIntentId: payment.paymentIntentId },
    base,
  });
  await callApi(request, confirmSimulatedCard, {
    body: { clientSecret: payment.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    base,
  });
  await callApi(request, confirmPayment, {
    body: { paymentIntentId: payment.paymentIntentId, orderId: order.id },
    base,
  });
  return { id: order.id, accessKey: order.accessKey, total: order.total };
}

/** Errors the page reports (React's hydration mismatches among them), collected from the start. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}

/**
 * No rest before bottling (issue #43): a browser test cannot wait out the Atelier's 14 days, so the
 * shop's rest is set to none; no browser test waits for it. `request` is the admin's.
 */
export async function noRestBeforeBottling(request: APIRequestContext, base = ''): Promise<void> {
  await callApi(request, setAtelierSettings, { body: { macerationDays: 0 }, base });
}

/**
 * Walks an order's work orders through the Atelier to bottled with the API, as the perfumer would
 * (decision 064): the lot of each ingredient recorded while compounding, no rest (see
 * `noRestBeforeBottling`); an order with a custom perfume ships once it is bottled. `request` is the admin's.
 */
export async function bottleWorkOrders(request: APIRequestContext, orderId: number, base = ''): Promise<void> {
  await noRestBeforeBottling(request, base);
  const list = await callApi(request, listWorkOrders, { query: { limit: 200, status: 'queued' }, base });
  for (const { id, formula } of list.filter((w) => w.orderId === orderId))
    for (const status of ['compounding', 'macerating', 'bottled'] as const) {
      if (status === 'macerating') {
        const lots = Object.fromEntries(formula.composition.map((l) => [String(l.ingredientId), `LOT-${id}`]));
        await callApi(request, setWorkOrderLots, { params: { id }, body: { lots }, base });
      }
      await callApi(request, setWorkOrderStatus, { params: { id }, body: { status }, base });
    }
}

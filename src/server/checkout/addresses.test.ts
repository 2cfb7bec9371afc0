import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCurrentUser, updateProfile } from '../../domain/api/auth';
import { addCartLine } from '../../domain/api/cart';
import { getPerfumes } from '../../domain/api/catalogue';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { getInvoice, getPackingSlip } from '../../domain/api/invoices';
import { getOrderPage } from '../../domain/api/orders';
import { confirmSimulatedCard } from '../../domain/api/payments';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import { adminClient, signedIn, useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId, shipping } from '#tests/integration/helpers';

/**
 * Addresses (issue #43): the checkout asks a state where the country uses one and checks the postal
 * code against its country's pattern, keeps the second line, and the invoice and the packing slip
 * print the address in its country's order.
 */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

let perfumeId: number;
let admin: Client;
beforeAll(async () => {
  perfumeId = (await t.client().send(getPerfumes)).answer.find((p) => p.inStock)!.id;
  admin = await adminClient(t);
});

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

/** A guest's cart of one bottle, its payment intent to `country`, and the order placed with `details`. */
async function place(details: ShippingDetails) {
  const c = t.client();
  const guestId = newGuestId();
  expect((await c.send(addCartLine, { body: { guestId, perfumeId, quantity: 1 } })).statusCode).toBe(201);
  const intent = await c.send(createPaymentIntent, { body: { guestId, country: details.country } });
  expect(intent.statusCode, intent.body).toBe(200);
  const placed = await c.send(placeOrder, {
    body: { guestId, shippingDetails: details, paymentIntentId: intent.answer.paymentIntentId },
  });
  return { c, intent: intent.answer, placed };
}

/** Places and pays: answers the order's page and the invoice's and packing slip's text. */
async function paid(details: ShippingDetails) {
  const { c, intent, placed } = await place(details);
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.answer;
  const card = await c.send(confirmSimulatedCard, {
    body: { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  expect(card.answer.status).toBe('succeeded');
  const confirmed = await c.send(confirmPayment, {
    body: { paymentIntentId: intent.paymentIntentId, orderId: order.id },
  });
  expect(confirmed.answer.status).toBe('succeeded');
  const page = (await c.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } })).answer;
  const invoice = await c.send(getInvoice, { params: { orderId: order.id }, query: { key: order.accessKey } });
  expect(invoice.statusCode).toBe(200);
  const slip = await admin.send(getPackingSlip, { params: { id: order.id } });
  expect(slip.statusCode).toBe(200);
  return { page, invoice: await pdfText(invoice.rawPayload), slip: await pdfText(slip.rawPayload) };
}

/** `parts` appear in `text` in this order. */
function inOrder(text: string, parts: readonly string[]) {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after position ${from} in:\n${text}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

const texas: ShippingDetails = {
  ...shipping,
  fullName: 'Dolores Haze',
  address: '500 Congress Ave',
  address2: 'Suite 200',
  city: 'Austin',
  region: 'Texas',
  postalCode: '78701',
  country: 'US',
};

describe('the checkout refuses an address its country’s post would not take', () => {
  it('a US order without a state: 400 naming the field', async () => {
    const { region: _, ...noState } = texas;
    const { placed } = await place(noState);
    expect(placed.statusCode).toBe(400);
    expect(placed.answer).toMatchObject({
      code: 'VALIDATION',
      errors: [{ path: 'shippingDetails.region', message: 'State is required' }],
    });
  });

  it('an older client\'s country name the form never sends ("U.S.A."): the same rule once it is resolved', async () => {
    const { region: _, ...noState } = texas;
    const { placed } = await place({ ...noState, country: 'U.S.A.' });
    expect(placed.statusCode).toBe(400);
    expect(placed.answer).toMatchObject({ errors: [{ path: 'shippingDetails.region', message: 'State is required' }] });
  });

  it('a UK postcode of the wrong shape: 400 saying so for the United Kingdom', async () => {
    const { placed } = await place({ ...shipping, city: 'London', postalCode: '75002', country: 'GB' });
    expect(placed.statusCode).toBe(400);
    expect(placed.answer).toMatchObject({
      errors: [{ path: 'shippingDetails.postalCode', message: 'Enter a valid postcode for United Kingdom' }],
    });
  });

  it('billing details alike', async () => {
    const c = t.client();
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId, quantity: 1 } });
    const res = await c.send(placeOrder, {
      body: { guestId, shippingDetails: shipping, billingDetails: { ...texas, region: 'Narnia' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.answer).toMatchObject({
      errors: [{ path: 'billingDetails.region', message: 'Choose a state from the list' }],
    });
  });
});

describe('an address kept and printed in its country’s order', () => {
  it('United States: the second line, then "Austin, TX 78701", on the order, the invoice and the slip', async () => {
    const { page, invoice, slip } = await paid(texas);
    expect(page.shippingDetails).toMatchObject({
      address2: 'Suite 200',
      region: 'TX',
      postalCode: '78701',
      country: 'US',
    });
    expect(page.countryName).toBe('United States');
    for (const text of [invoice, slip])
      inOrder(text, ['Dolores Haze', '500 Congress Ave', 'Suite 200', 'Austin, TX 78701', 'United States']);
  });

  it('United Kingdom: the postcode written as the post writes it, on its own line after the town', async () => {
    const { page, slip } = await paid({
      ...shipping,
      fullName: 'Ada King',
      address: '12 St James’s Square',
      city: 'London',
      postalCode: 'sw1y4lb',
      country: 'GB',
    });
    expect(page.shippingDetails.postalCode).toBe('SW1Y 4LB');
    expect(page.countryName).toBe('United Kingdom');
    inOrder(slip, ['Ada King', '12 St James’s Square', 'London', 'SW1Y 4LB', 'United Kingdom']);
    expect(slip).not.toContain('SW1Y 4LB London');
  });
});

describe("the account's address", () => {
  it('keeps a second line and a state, and checks the postal code against the country', async () => {
    const c = await signedIn(t);
    const saved = await c.send(updateProfile, {
      body: {
        fullName: 'Dolores Haze',
        country: 'United States',
        address: '500 Congress Ave',
        address2: 'Suite 200',
        city: 'Austin',
        region: 'texas',
        postalCode: '78701',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await c.send(getCurrentUser)).answer).toMatchObject({ address2: 'Suite 200', region: 'TX' });

    const wrong = await c.send(updateProfile, {
      body: { fullName: 'Dolores Haze', country: 'United States', postalCode: 'SW1A 1AA' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.answer).toMatchObject({
      errors: [{ path: 'postalCode', message: 'Enter a valid ZIP code for United States' }],
    });
  });
});

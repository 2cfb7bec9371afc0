import { beforeAll, describe, expect, it } from 'vitest';
import { setOrderStatus } from '../../domain/api/admin';
import { addCartLine } from '../../domain/api/cart';
import { getPerfume } from '../../domain/api/catalogue';
import { placeOrder } from '../../domain/api/checkout';
import { getOrderPage } from '../../domain/api/orders';
import { adminClient, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { Client, shipping } from '#tests/integration/helpers';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let c: Client;
beforeAll(() => {
  c = t.client();
});

/** A guest's paid order of two bottles of perfume 4. */
const paidGuestOrder = () => paidOrder(t, { lines: [[4, 2]] });

describe("the order's own page", () => {
  it('shows the order to whoever holds its link, guests included, and nothing of its owner', async () => {
    const order = await paidGuestOrder();
    const res = await new Client(t.app).send(getOrderPage, {
      params: { orderId: order.id },
      query: { key: order.accessKey },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.answer;
    const perfume = (await c.send(getPerfume, { params: { id: 4 } })).answer;
    expect(page).toMatchObject({
      id: order.id,
      total: order.total,
      status: 'processing',
      paymentStatus: 'paid',
      shippingDetails: shipping,
      items: [{ name: perfume.name, quantity: 2, price: perfume.price, isCustom: false }],
      statusHistory: [{ status: 'pending' }, { status: 'processing', note: 'paid' }],
    });
    expect(page.paidAt).toEqual(expect.any(String));
    expect(JSON.stringify(page)).not.toMatch(/guest_|userId|guestId|accessKey/);
  });

  it.each([
    ['no key', ''],
    ['a wrong key', '?key=not-the-key'],
    ['an empty key', '?key='],
  ])('answers 404 with %s, as for an order that does not exist', async (_what, query) => {
    const order = await paidGuestOrder();
    const res = await new Client(t.app).get(`/api/orders/${order.id}${query}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual((await new Client(t.app).get(`/api/orders/99999999${query}`)).json());
  });

  it("does not open another order with one order's key", async () => {
    const a = await paidGuestOrder();
    const b = await paidGuestOrder();
    expect((await c.send(getOrderPage, { params: { orderId: b.id }, query: { key: a.accessKey } })).statusCode).toBe(
      404,
    );
  });

  it('shows the signed-in owner the order without a key, and no other customer', async () => {
    const owner = await signedIn(t);
    await owner.send(addCartLine, { body: { perfumeId: 2, quantity: 1 } });
    const order = (await owner.send(placeOrder, { body: { shippingDetails: shipping } })).answer;
    expect((await owner.send(getOrderPage, { params: { orderId: order.id } })).answer).toMatchObject({
      id: order.id,
      paymentStatus: 'pending',
    });

    const stranger = await signedIn(t);
    expect((await stranger.send(getOrderPage, { params: { orderId: order.id } })).statusCode).toBe(404);
    expect(
      (await stranger.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } }))
        .statusCode,
    ).toBe(200);
  });

  it('lists the status history as the admin changes it', async () => {
    const order = await paidGuestOrder();
    const admin = await adminClient(t);
    await admin.send(setOrderStatus, { params: { orderId: order.id }, body: { status: 'processing' } });
    await admin.send(setOrderStatus, { params: { orderId: order.id }, body: { status: 'completed' } });
    const page = (await c.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } }))
      .answer;
    expect(page.status).toBe('completed');
    expect(page.statusHistory.map((h) => h.status)).toEqual(['pending', 'processing', 'completed']);
  });

  it('refuses a malformed id with 400', async () => {
    expect((await c.get('/api/orders/abc?key=x')).statusCode).toBe(400);
  });
});

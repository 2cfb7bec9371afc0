import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/integration/harness';
import { Client, newGuestId, newUser, shipping } from '#tests/integration/helpers';

let t: TestApp;
let c: Client;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  c = new Client(t.app);
});

afterAll(async () => {
  await t?.close();
});

async function paidGuestOrder() {
  const guestId = newGuestId();
  await c.post('/api/cart', { guestId, perfumeId: 4, quantity: 2 });
  const intent = (await c.post('/api/create-payment-intent', { guestId })).json();
  const order = (await c.post('/api/orders', { guestId, shippingDetails: shipping, paymentIntentId: intent.paymentIntentId })).json();
  await c.post('/api/payments/simulated/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
  await c.post('/api/confirm-payment', { paymentIntentId: intent.paymentIntentId, orderId: order.id });
  return { guestId, order };
}

describe("the order's own page", () => {
  it('shows the order to whoever holds its link, guests included, and nothing of its owner', async () => {
    const { order } = await paidGuestOrder();
    const res = await new Client(t.app).get(`/api/orders/${order.id}?key=${order.accessKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.json();
    const perfume = (await c.get('/api/perfumes/4')).json();
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
    const { order } = await paidGuestOrder();
    const res = await new Client(t.app).get(`/api/orders/${order.id}${query}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual((await new Client(t.app).get(`/api/orders/99999999${query}`)).json());
  });

  it("does not open another order with one order's key", async () => {
    const a = await paidGuestOrder();
    const b = await paidGuestOrder();
    expect((await c.get(`/api/orders/${b.order.id}?key=${a.order.accessKey}`)).statusCode).toBe(404);
  });

  it('shows the signed-in owner the order without a key, and no other customer', async () => {
    const owner = new Client(t.app);
    const user = newUser();
    await owner.post('/api/auth/register', user);
    await owner.post('/api/auth/login', { email: user.email, password: user.password });
    await owner.post('/api/cart', { perfumeId: 2, quantity: 1 });
    const order = (await owner.post('/api/orders', { shippingDetails: shipping })).json();
    expect((await owner.get(`/api/orders/${order.id}`)).json()).toMatchObject({ id: order.id, paymentStatus: 'pending' });

    const stranger = new Client(t.app);
    const other = newUser();
    await stranger.post('/api/auth/register', other);
    await stranger.post('/api/auth/login', { email: other.email, password: other.password });
    expect((await stranger.get(`/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/orders/${order.id}?key=${order.accessKey}`)).statusCode).toBe(200);
  });

  it("lists the status history as the admin changes it", async () => {
    const { order } = await paidGuestOrder();
    const { ensureAdmin, DEMO_ADMIN } = await import('../admin/bootstrap');
    await ensureAdmin(t.store.db, t.config, t.app.log);
    const admin = new Client(t.app);
    await admin.post('/api/auth/login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    await admin.put(`/api/admin/order/${order.id}/status`, { status: 'processing' });
    await admin.put(`/api/admin/order/${order.id}/status`, { status: 'completed' });
    const page = (await c.get(`/api/orders/${order.id}?key=${order.accessKey}`)).json();
    expect(page.status).toBe('completed');
    expect(page.statusHistory.map((h: { status: string }) => h.status)).toEqual(['pending', 'processing', 'completed']);
  });

  it('refuses a malformed id with 400', async () => {
    expect((await c.get('/api/orders/abc?key=x')).statusCode).toBe(400);
  });
});

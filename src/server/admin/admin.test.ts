import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId, newUser, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import { ensureAdmin } from './bootstrap';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const customer = () => signedIn(t);

/** A guest's order of the perfume: paid by card, or placed and left waiting for its payment. */
async function guestOrder(paid: boolean, perfumeId = 1, quantity = 1) {
  if (paid) return paidOrder(t, { lines: [[perfumeId, quantity]] });
  const c = new Client(t.app);
  const guestId = newGuestId();
  await c.post('/api/cart', { guestId, perfumeId, quantity });
  await c.post('/api/create-payment-intent', { guestId });
  const order = (await c.post('/api/orders', { guestId, shippingDetails: shipping })).json();
  return { ...order, guestId };
}

const routes: [string, string, unknown?][] = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/orders'],
  ['PUT', '/api/admin/order/1/status', { status: 'processing' }],
];

describe('permissions', () => {
  it.each(routes)('%s %s: 401 signed out, 403 for a customer, 2xx or 404 for the admin', async (method, url, body) => {
    const anon = new Client(t.app);
    expect((await anon.call(method as 'GET', url, body)).statusCode).toBe(401);
    const cust = await customer();
    expect((await cust.call(method as 'GET', url, body)).statusCode).toBe(403);
    expect([200, 404]).toContain((await admin.call(method as 'GET', url, body)).statusCode);
  });
});

describe('dashboard', () => {
  it('counts users, orders, pending orders and paid revenue only', async () => {
    const before = (await admin.get('/api/admin/dashboard')).json();
    const paid = await guestOrder(true, 2, 2);
    const pending = await guestOrder(false, 3, 1);
    await customer();
    const after = (await admin.get('/api/admin/dashboard')).json();
    expect(after.totalOrders - before.totalOrders).toBe(2);
    // "Pending orders, needs attention": paid and not yet shipped. The unpaid one awaits its payment, apart.
    expect(after.pendingOrders - before.pendingOrders).toBe(1);
    expect(after.awaitingPayment - before.awaitingPayment).toBe(1);
    expect(Math.round((after.totalRevenue - before.totalRevenue) * 100)).toBe(Math.round(paid.total * 100));
    expect(after.totalUsers - before.totalUsers).toBe(1);
    expect(after.newUsersThisMonth - before.newUsersThisMonth).toBe(1);
    expect(after.recentOrders).toHaveLength(Math.min(5, after.totalOrders));
    expect(after.recentOrders[0]).toMatchObject({ id: pending.id, total: pending.total, status: 'pending' });
    expect(after.recentOrders[1]).toMatchObject({ id: paid.id, paymentStatus: 'paid' });
    expect(after.revenueLast30Days).toHaveLength(30);
    const today = after.revenueLast30Days.at(-1);
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.revenue).toBeGreaterThanOrEqual(paid.total);
  });

  it('does not count a user who joined last month as new this month', async () => {
    const before = (await admin.get('/api/admin/dashboard')).json();
    const user = newUser();
    await new Client(t.app).post('/api/auth/register', user);
    await t.store.db.execute(
      sql`update users set created_at = date_trunc('month', now()) - interval '1 day' where email = ${user.email}`,
    );
    const after = (await admin.get('/api/admin/dashboard')).json();
    expect(after.totalUsers - before.totalUsers).toBe(1);
    expect(after.newUsersThisMonth).toBe(before.newUsersThisMonth);
  });
});

describe('lists', () => {
  it('lists users without password material, newest first, paged', async () => {
    await customer();
    const res = await admin.get('/api/admin/users?limit=2');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(2);
    expect(JSON.stringify(list)).not.toMatch(/password|scrypt/i);
    expect(new Date(list[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(list[1].createdAt).getTime());
    expect((await admin.get('/api/admin/users?limit=501')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/users?offset=-1')).statusCode).toBe(400);
  });

  it('lists orders newest first with lines, customer, shipping and payment details', async () => {
    const order = await guestOrder(true, 4, 1);
    const list = (await admin.get('/api/admin/orders?limit=3')).json();
    expect(list.length).toBeLessThanOrEqual(3);
    expect(list[0]).toMatchObject({
      id: order.id,
      guestId: order.guestId,
      userId: null,
      paymentStatus: 'paid',
      isTestPayment: true,
      shippingDetails: shipping,
      items: [{ quantity: 1, perfumeId: 4 }],
    });
    const second = (await admin.get('/api/admin/orders?limit=1&offset=1')).json();
    expect(second[0].id).toBe(list[1].id);
  });
});

describe('order status', () => {
  it('moves an order through the statuses that can be true of it and records each change with who made it', async () => {
    const unpaid = await guestOrder(false);
    for (const status of ['processing', 'pending', 'cancelled', 'processing', 'pending']) {
      const res = await admin.put(`/api/admin/order/${unpaid.id}/status`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const paid = await guestOrder(true);
    for (const status of ['completed', 'processing', 'cancelled', 'processing']) {
      expect((await admin.put(`/api/admin/order/${paid.id}/status`, { status })).json().status).toBe(status);
    }
    const history = await queryRows<{ from_status: string; to_status: string; changed_by: number }>(
      t.store.db,
      sql`select from_status, to_status, changed_by from order_status_history where order_id = ${unpaid.id} order by id`,
    );
    expect(history.map((h) => `${h.from_status}>${h.to_status}`)).toEqual([
      'pending>processing',
      'processing>pending',
      'pending>cancelled',
      'cancelled>processing',
      'processing>pending',
    ]);
    expect(history.every((h) => typeof h.changed_by === 'number')).toBe(true);
  });

  it('refuses what cannot be true, with the reason, and changes nothing', async () => {
    const unpaid = await guestOrder(false);
    for (const status of ['completed', 'shipped']) {
      const res = await admin.put(`/api/admin/order/${unpaid.id}/status`, {
        status,
        carrier: 'Colissimo',
        trackingNumber: '6A123',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'STATUS_NOT_ALLOWED',
        message: expect.stringMatching(/unpaid order cannot be marked/),
      });
    }
    const paid = await guestOrder(true);
    expect(
      (
        await admin.put(`/api/admin/order/${paid.id}/status`, {
          status: 'shipped',
          carrier: 'Colissimo',
          trackingNumber: '6A123',
        })
      ).statusCode,
    ).toBe(200);
    const cancel = await admin.put(`/api/admin/order/${paid.id}/status`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/shipped order cannot be cancelled/);
    const rows = await queryRows<{ status: string }>(
      t.store.db,
      sql`select status from orders where id in (${unpaid.id}, ${paid.id}) order by id`,
    );
    expect(rows.map((r) => r.status)).toEqual(['pending', 'shipped']);
  });

  it('refuses an unknown status and answers 404 for an unknown order', async () => {
    const order = await guestOrder(false);
    expect((await admin.put(`/api/admin/order/${order.id}/status`, { status: 'shipped' })).statusCode).toBe(400);
    expect((await admin.put(`/api/admin/order/${order.id}/status`, {})).statusCode).toBe(400);
    expect((await admin.put('/api/admin/order/999999/status', { status: 'completed' })).statusCode).toBe(404);
    expect((await admin.put('/api/admin/order/abc/status', { status: 'completed' })).statusCode).toBe(400);
  });
});

describe('admin bootstrap', () => {
  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD, and promotes and re-keys an existing user', async () => {
    const user = newUser();
    await new Client(t.app).post('/api/auth/register', user);
    const config = { ...t.config, admin: { email: user.email, password: 'new-admin-secret' } };
    await ensureAdmin(t.store.db, config, t.app.log);
    const c = new Client(t.app);
    expect((await c.post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(401);
    const res = await c.post('/api/auth/login', { email: user.email, password: 'new-admin-secret' });
    expect(res.json().isAdmin).toBe(true);

    const fresh = { ...t.config, admin: { email: 'owner@maison.example', password: 'owner-secret-1' } };
    await ensureAdmin(t.store.db, fresh, t.app.log);
    expect(
      (
        await new Client(t.app).post('/api/auth/login', { email: 'owner@maison.example', password: 'owner-secret-1' })
      ).json().isAdmin,
    ).toBe(true);
  });

  it('makes no admin in production when none is configured', async () => {
    const before = (await queryRows<{ n: number }>(t.store.db, sql`select count(*)::int as n from users`))[0]!.n;
    await ensureAdmin(t.store.db, { ...t.config, isProduction: true, admin: undefined }, t.app.log);
    const after = (await queryRows<{ n: number }>(t.store.db, sql`select count(*)::int as n from users`))[0]!.n;
    expect(after).toBe(before);
  });
});

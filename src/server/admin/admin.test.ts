import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminDashboard, listAdminOrders, listAdminUsers, setOrderStatus } from '../../domain/api/admin';
import { login, register } from '../../domain/api/auth';
import { addCartLine } from '../../domain/api/cart';
import { createPaymentIntent, placeOrder } from '../../domain/api/checkout';
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
  await c.send(addCartLine, { body: { guestId, perfumeId, quantity } });
  await c.send(createPaymentIntent, { body: { guestId } });
  const order = (await c.send(placeOrder, { body: { guestId, shippingDetails: shipping } })).answer;
  return { ...order, guestId };
}

/** Each route behind the admin gate, by its method and path, and a call of it with a valid input. */
const routes: [string, (c: Client) => Promise<{ statusCode: number }>][] = [
  ['GET /api/admin/dashboard', (c) => c.send(getAdminDashboard)],
  ['GET /api/admin/users', (c) => c.send(listAdminUsers)],
  ['GET /api/admin/orders', (c) => c.send(listAdminOrders)],
  [
    'PUT /api/admin/order/1/status',
    (c) => c.send(setOrderStatus, { params: { orderId: 1 }, body: { status: 'processing' } }),
  ],
];

describe('permissions', () => {
  it.each(routes)('%s: 401 signed out, 403 for a customer, 2xx or 404 for the admin', async (_route, call) => {
    const anon = new Client(t.app);
    expect((await call(anon)).statusCode).toBe(401);
    const cust = await customer();
    expect((await call(cust)).statusCode).toBe(403);
    expect([200, 404]).toContain((await call(admin)).statusCode);
  });
});

describe('dashboard', () => {
  it('counts users, orders, pending orders and paid revenue only', async () => {
    const before = (await admin.send(getAdminDashboard)).answer;
    const paid = await guestOrder(true, 2, 2);
    const pending = await guestOrder(false, 3, 1);
    await customer();
    const after = (await admin.send(getAdminDashboard)).answer;
    // An unpaid checkout attempt is not an order: it is counted apart, as awaiting payment.
    expect(after.totalOrders - before.totalOrders).toBe(1);
    // "Pending orders, needs attention": paid and not yet shipped.
    expect(after.pendingOrders - before.pendingOrders).toBe(1);
    expect(after.awaitingPayment - before.awaitingPayment).toBe(1);
    expect(Math.round((after.totalRevenue - before.totalRevenue) * 100)).toBe(Math.round(paid.total * 100));
    expect(after.totalUsers - before.totalUsers).toBe(1);
    expect(after.newUsersThisMonth - before.newUsersThisMonth).toBe(1);
    expect(after.recentOrders).toHaveLength(Math.min(5, after.totalOrders));
    expect(after.recentOrders.map((o) => o.id)).not.toContain(pending.id);
    expect(after.recentOrders[0]).toMatchObject({ id: paid.id, paymentStatus: 'paid', total: paid.total });
    // Its time as every other answer writes one: ISO 8601 in UTC, to the millisecond, and just now.
    const placedAt = after.recentOrders[0]!.createdAt;
    expect(placedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.now() - new Date(placedAt).getTime())).toBeLessThan(60_000);
    expect(after.revenueLast30Days).toHaveLength(30);
    const today = after.revenueLast30Days.at(-1)!;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.revenue).toBeGreaterThanOrEqual(paid.total);
  });

  it('does not count a user who joined last month as new this month', async () => {
    const before = (await admin.send(getAdminDashboard)).answer;
    const user = newUser();
    await new Client(t.app).send(register, { body: user });
    await t.store.db.execute(
      sql`update users set created_at = date_trunc('month', now()) - interval '1 day' where email = ${user.email}`,
    );
    const after = (await admin.send(getAdminDashboard)).answer;
    expect(after.totalUsers - before.totalUsers).toBe(1);
    expect(after.newUsersThisMonth).toBe(before.newUsersThisMonth);
  });
});

describe('lists', () => {
  it('lists users without password material, newest first, paged', async () => {
    await customer();
    const res = await admin.send(listAdminUsers, { query: { limit: 2 } });
    expect(res.statusCode).toBe(200);
    const list = res.answer;
    expect(list).toHaveLength(2);
    expect(JSON.stringify(list)).not.toMatch(/password|scrypt/i);
    expect(new Date(list[0]!.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(list[1]!.createdAt).getTime());
    expect((await admin.send(listAdminUsers, { query: { limit: 201 } })).statusCode).toBe(400);
    expect((await admin.send(listAdminUsers, { query: { after: 'not-a-cursor' } })).statusCode).toBe(400);
  });

  it('lists orders newest first with lines, customer, shipping and payment details', async () => {
    const order = await guestOrder(true, 4, 1);
    const list = (await admin.send(listAdminOrders, { query: { limit: 3 } })).answer;
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
    const first = await admin.send(listAdminOrders, { query: { limit: 1 } });
    const second = (
      await admin.send(listAdminOrders, { query: { limit: 1, after: String(first.headers['x-next-cursor']) } })
    ).answer;
    expect(second[0]!.id).toBe(list[1]!.id);
  });
});

describe('order status', () => {
  it('moves an order through the statuses that can be true of it and records each change with who made it', async () => {
    const unpaid = await guestOrder(false);
    for (const status of ['processing', 'pending', 'cancelled', 'processing', 'pending'] as const) {
      const res = await admin.send(setOrderStatus, { params: { orderId: unpaid.id }, body: { status } });
      expect(res.statusCode).toBe(200);
      expect(res.answer.status).toBe(status);
    }
    const paid = await guestOrder(true);
    expect(
      (await admin.send(setOrderStatus, { params: { orderId: paid.id }, body: { status: 'completed' } })).answer.status,
    ).toBe('completed');
    // Completed is what happened to it: there is no way back, and a paid order is cancelled only by its refund.
    for (const status of ['processing', 'pending', 'cancelled'] as const)
      expect((await admin.send(setOrderStatus, { params: { orderId: paid.id }, body: { status } })).statusCode).toBe(
        409,
      );
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
    for (const status of ['completed', 'shipped'] as const) {
      const res = await admin.send(setOrderStatus, {
        params: { orderId: unpaid.id },
        body: { status, carrier: 'Colissimo', trackingNumber: '6A123' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.error).toMatchObject({
        code: 'STATUS_NOT_ALLOWED',
        message: expect.stringMatching(/unpaid order cannot be marked/),
      });
    }
    const paid = await guestOrder(true);
    expect(
      (
        await admin.send(setOrderStatus, {
          params: { orderId: paid.id },
          body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A123' },
        })
      ).statusCode,
    ).toBe(200);
    const cancel = await admin.send(setOrderStatus, { params: { orderId: paid.id }, body: { status: 'cancelled' } });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.error.message).toMatch(/shipped order cannot be cancelled/);
    const rows = await queryRows<{ status: string }>(
      t.store.db,
      sql`select status from orders where id in (${unpaid.id}, ${paid.id}) order by id`,
    );
    expect(rows.map((r) => r.status)).toEqual(['pending', 'shipped']);
  });

  it('refuses an unknown status and answers 404 for an unknown order', async () => {
    const order = await guestOrder(false);
    expect(
      (await admin.send(setOrderStatus, { params: { orderId: order.id }, body: { status: 'shipped' } })).statusCode,
    ).toBe(400);
    // A body without its status and a malformed id go raw: the declaration's types would not send them.
    expect((await admin.put(`/api/admin/order/${order.id}/status`, {})).statusCode).toBe(400);
    expect((await admin.put('/api/admin/order/abc/status', { status: 'completed' })).statusCode).toBe(400);
    expect(
      (await admin.send(setOrderStatus, { params: { orderId: 999999 }, body: { status: 'completed' } })).statusCode,
    ).toBe(404);
  });
});

describe('admin bootstrap', () => {
  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD, and promotes and re-keys an existing user', async () => {
    const user = newUser();
    await new Client(t.app).send(register, { body: user });
    const config = { ...t.config, admin: { email: user.email, password: 'new-admin-secret' } };
    await ensureAdmin(t.store.db, config, t.app.log);
    const c = new Client(t.app);
    expect((await c.send(login, { body: { email: user.email, password: user.password } })).statusCode).toBe(401);
    const res = await c.send(login, { body: { email: user.email, password: 'new-admin-secret' } });
    expect(res.answer).toMatchObject({ isAdmin: true });

    const fresh = { ...t.config, admin: { email: 'owner@maison.example', password: 'owner-secret-1' } };
    await ensureAdmin(t.store.db, fresh, t.app.log);
    expect(
      (await new Client(t.app).send(login, { body: { email: 'owner@maison.example', password: 'owner-secret-1' } }))
        .answer,
    ).toMatchObject({ isAdmin: true });
  });

  it('makes no admin in production when none is configured', async () => {
    const before = (await queryRows<{ n: number }>(t.store.db, sql`select count(*)::int as n from users`))[0]!.n;
    await ensureAdmin(t.store.db, { ...t.config, isProduction: true, admin: undefined }, t.app.log);
    const after = (await queryRows<{ n: number }>(t.store.db, sql`select count(*)::int as n from users`))[0]!.n;
    expect(after).toBe(before);
  });
});

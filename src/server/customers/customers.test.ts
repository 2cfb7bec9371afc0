import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminOrder, listAdminOrders, listAudit, listMails, refundOrder } from '../../domain/api/admin';
import { createPerfume, listAdminPerfumes } from '../../domain/api/admin-catalogue';
import { getCurrentUser } from '../../domain/api/auth';
import { notifyWhenBack } from '../../domain/api/catalogue';
import {
  addCustomerNote,
  addOrderNote,
  getAdminCustomer,
  listOrderNotes,
  resendMail,
} from '../../domain/api/customers';
import { getOrderPage, getUserOrders } from '../../domain/api/orders';
import { perfumeInputSchema } from '../../domain/catalogue/admin-schemas';
import { adminClient, paidOrder, signedIn, staffClient, useTestApp } from '#tests/integration/fixtures';
import { Client, newPerfume } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

/**
 * Customer care (DESIGN §1, issue #31): a customer's page and its figures, internal notes on orders
 * and customers (who may write them, and that no shopper's answer holds them), an order's mail sent
 * again, and how many addresses wait for each size. On PGlite in memory, or on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
const shop = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
let catalogueStaff: Client;
let ada: Client;
let adaId: number;
let adaEmail: string;
let first: Awaited<ReturnType<typeof paidOrder>>;
let second: Awaited<ReturnType<typeof paidOrder>>;
let refundedCents: number;

const cents = (major: number) => Math.round(major * 100);

beforeAll(async () => {
  admin = await adminClient(shop);
  catalogueStaff = await staffClient(shop, 'catalogue');
  ada = await signedIn(shop, { fullName: 'Ada Lovelace' });
  const me = (await ada.send(getCurrentUser)).answer;
  adaId = me.id;
  adaEmail = me.email;
  first = await paidOrder(shop, { owner: ada, lines: [[1, 2]] });
  second = await paidOrder(shop, { owner: ada, lines: [[2, 3]] });
  // One bottle of the second order refunded: it is partly refunded.
  const view = (await admin.send(getAdminOrder, { params: { id: second.id } })).answer;
  const refund = await admin.send(refundOrder, {
    params: { orderId: second.id },
    body: { lines: [{ lineId: view.items[0]!.id, quantity: 1 }], restock: false },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  expect(refund.answer.paymentStatus).toBe('partially_refunded');
  refundedCents = cents(refund.answer.amount);
}, 60_000);

describe("a customer's page", () => {
  it('shows the account, its orders newest first, and exact figures: paid less refunded, and the average', async () => {
    const res = await admin.send(getAdminCustomer, { params: { id: adaId } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.answer;
    expect(page.profile).toMatchObject({ id: adaId, email: adaEmail, fullName: 'Ada Lovelace', emailVerified: false });
    expect(page.profile.twoFactorEnabled).toBe(false);
    expect(page.orders.count).toBe(2);
    expect(page.orders.recent.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(page.orders.recent[0]).toMatchObject({ paymentStatus: 'partially_refunded', items: 3 });
    const spent = cents(first.total) + cents(second.total) - refundedCents;
    expect(cents(page.spend.lifetime)).toBe(spent);
    expect(page.spend.paidOrders).toBe(2);
    expect(cents(page.spend.average)).toBe(Math.round(spent / 2));
    expect(page).toMatchObject({ creations: 0, wishlist: 0, returns: [], notes: [] });
  });

  it('404 CUSTOMER_NOT_FOUND for no such account; 403 for a role without customers', async () => {
    const missing = await admin.send(getAdminCustomer, { params: { id: 999_999 } });
    expect([missing.statusCode, missing.error.code]).toEqual([404, 'CUSTOMER_NOT_FOUND']);
    const refused = await catalogueStaff.send(getAdminCustomer, { params: { id: adaId } });
    expect([refused.statusCode, refused.error.code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('internal notes', () => {
  it('on an order: who and when, newest first, in the activity log', async () => {
    const a = await admin.send(addOrderNote, {
      params: { id: first.id },
      body: { body: 'Called: leave at the door.' },
    });
    expect(a.statusCode, a.body).toBe(201);
    const b = await admin.send(addOrderNote, {
      params: { id: first.id },
      body: { body: '  Second line\nof a note  ' },
    });
    expect(b.statusCode).toBe(201);
    expect(b.answer).toMatchObject({ body: 'Second line\nof a note', author: expect.any(String) });
    expect(Date.parse(b.answer.createdAt)).not.toBeNaN();

    const list = await admin.send(listOrderNotes, { params: { id: first.id } });
    expect(list.answer.map((n) => n.id)).toEqual([b.answer.id, a.answer.id]);

    const log = await admin.send(listAudit, { query: { entity: 'order', entityId: String(first.id) } });
    expect(log.answer.filter((e) => e.action === 'order.note-added')).toHaveLength(2);
  });

  it('on a customer: on their page, with who wrote it, in the activity log', async () => {
    const res = await admin.send(addCustomerNote, { params: { id: adaId }, body: { body: 'Prefers samples first.' } });
    expect(res.statusCode, res.body).toBe(201);
    const page = (await admin.send(getAdminCustomer, { params: { id: adaId } })).answer;
    expect(page.notes).toEqual([res.answer]);
    expect(res.answer.author).toBeTruthy();
    const log = await admin.send(listAudit, { query: { entity: 'customer', entityId: String(adaId) } });
    expect(log.answer.map((e) => e.action)).toEqual(['customer.note-added']);
  });

  it('refuses an empty note, one over 2,000 characters and control characters; 404 for no such order or customer', async () => {
    for (const body of ['   ', 'x'.repeat(2001), 'bell\u0007']) {
      const res = await admin.send(addOrderNote, { params: { id: first.id }, body: { body } });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const longest = await admin.send(addCustomerNote, { params: { id: adaId }, body: { body: 'y'.repeat(2000) } });
    expect(longest.statusCode).toBe(201);
    const noOrder = await admin.send(addOrderNote, { params: { id: 999_999 }, body: { body: 'x' } });
    expect([noOrder.statusCode, noOrder.error.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const noCustomer = await admin.send(addCustomerNote, { params: { id: 999_999 }, body: { body: 'x' } });
    expect([noCustomer.statusCode, noCustomer.error.code]).toEqual([404, 'CUSTOMER_NOT_FOUND']);
  });

  it('403 for a role without the permission', async () => {
    const read = await catalogueStaff.send(listOrderNotes, { params: { id: first.id } });
    expect([read.statusCode, read.error.code]).toEqual([403, 'FORBIDDEN']);
    const write = await catalogueStaff.send(addOrderNote, { params: { id: first.id }, body: { body: 'x' } });
    expect([write.statusCode, write.error.code]).toEqual([403, 'FORBIDDEN']);
    const about = await catalogueStaff.send(addCustomerNote, { params: { id: adaId }, body: { body: 'x' } });
    expect([about.statusCode, about.error.code]).toEqual([403, 'FORBIDDEN']);
    const support = await staffClient(shop, 'support');
    const byCare = await support.send(addOrderNote, { params: { id: first.id }, body: { body: 'By customer care.' } });
    expect(byCare.statusCode).toBe(201);
    expect(byCare.answer.author).toBe('Staff support');
  });

  it("are never in the shopper's answers", async () => {
    await admin.send(addOrderNote, { params: { id: first.id }, body: { body: 'SECRET-ORDER-NOTE' } });
    const byKey = await new Client(shop.app).send(getOrderPage, {
      params: { orderId: first.id },
      query: { key: first.accessKey },
    });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.body).not.toContain('SECRET-ORDER-NOTE');
    const own = await ada.send(getUserOrders);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('SECRET-ORDER-NOTE');
    expect(own.body).not.toContain('Prefers samples first.');
  });
});

describe("sending an order's mail again", () => {
  const outbox = (eventKey: string) =>
    queryRows<{ to_address: string; subject: string; text: string; order_id: number }>(
      shop.store.db,
      sql`select to_address, subject, text, order_id from mails where event_key = ${eventKey}`,
    );

  it("writes one copy to the account's address, under a new event each time, in the activity log", async () => {
    const mails = (await admin.send(listMails, { query: { orderId: first.id } })).answer;
    const confirmation = mails.find((m) => m.kind === 'order-confirmation')!;
    const [before] = await queryRows<{ n: number }>(shop.store.db, sql`select count(*)::int as n from mails`);

    const res = await admin.send(resendMail, { params: { id: confirmation.id } });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.answer).toMatchObject({
      kind: 'order-confirmation',
      to: adaEmail,
      subject: confirmation.subject,
      orderId: first.id,
      status: 'pending',
    });
    const [after] = await queryRows<{ n: number }>(shop.store.db, sql`select count(*)::int as n from mails`);
    expect(after!.n).toBe(before!.n + 1);
    const [copy] = await outbox(`resend:${confirmation.id}:1`);
    const [original] = await queryRows<{ text: string }>(
      shop.store.db,
      sql`select text from mails where id = ${confirmation.id}`,
    );
    expect(copy).toMatchObject({ to_address: adaEmail, subject: confirmation.subject, text: original!.text });

    const again = await admin.send(resendMail, { params: { id: confirmation.id } });
    expect(again.statusCode).toBe(202);
    expect(await outbox(`resend:${confirmation.id}:2`)).toHaveLength(1);

    const log = await admin.send(listAudit, { query: { entity: 'order', entityId: String(first.id) } });
    expect(log.answer.filter((e) => e.action === 'order.mail-resent')).toHaveLength(2);
  });

  it("a guest's order: to the order's address; 409 once its address is gone, and for a mail of no order", async () => {
    const guest = await paidOrder(shop, { lines: [[1, 1]], shipping: { email: 'guest.buyer@example.com' } });
    const [mail] = (await admin.send(listMails, { query: { orderId: guest.id } })).answer;
    const res = await admin.send(resendMail, { params: { id: mail!.id } });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.answer.to).toBe('guest.buyer@example.com');

    // As a deletion leaves a guest's order: no address left.
    await shop.store.db.execute(
      sql`update orders set shipping_details = jsonb_set(shipping_details, '{email}', '""') where id = ${guest.id}`,
    );
    const gone = await admin.send(resendMail, { params: { id: mail!.id } });
    expect([gone.statusCode, gone.error.code]).toEqual([409, 'MAIL_NOT_RESENDABLE']);

    const [orderless] = await queryRows<{ id: number }>(
      shop.store.db,
      sql`select id from mails where order_id is null order by id limit 1`,
    );
    const refused = await admin.send(resendMail, { params: { id: orderless!.id } });
    expect([refused.statusCode, refused.error.code]).toEqual([409, 'MAIL_NOT_RESENDABLE']);
    const missing = await admin.send(resendMail, { params: { id: 999_999 } });
    expect([missing.statusCode, missing.error.code]).toEqual([404, 'MAIL_NOT_FOUND']);
  });
});

describe('the rest of customer care', () => {
  it("the orders' search finds an order by a perfume's name", async () => {
    const [perfume] = await queryRows<{ name: string }>(shop.store.db, sql`select name from perfumes where id = 2`);
    const found = await admin.send(listAdminOrders, { query: { q: perfume!.name } });
    expect(found.answer.map((o) => o.id)).toContain(second.id);
  });

  it('the catalogue shows how many addresses wait for each size', async () => {
    const body = perfumeInputSchema.parse(
      newPerfume({
        price: 130,
        stock: 0,
        sizes: [
          { volume: 30, price: 90, stock: 0 },
          { volume: 50, price: 130, stock: 0 },
          { volume: 100, price: 200, stock: 4 },
        ],
      }),
    );
    const created = await admin.send(createPerfume, { body });
    expect(created.statusCode).toBe(201);
    const id = created.answer.id;
    for (const [email, volume] of [
      ['a@example.com', 30],
      ['b@example.com', 30],
      ['c@example.com', 50],
    ] as const) {
      const asked = await new Client(shop.app).send(notifyWhenBack, { params: { id }, body: { email, volume } });
      expect(asked.statusCode).toBe(202);
    }
    const list = (await admin.send(listAdminPerfumes)).answer;
    const row = list.find((p) => p.id === id)!;
    expect(row.waiting).toBe(3);
    expect(row.sizes.map((s) => [s.volume, s.waiting])).toEqual([
      [30, 2],
      [50, 1],
      [100, 0],
    ]);
    expect(list.find((p) => p.id === 1)!.waiting).toBe(0);
  });
});

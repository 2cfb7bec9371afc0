import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminDashboard, getAdminOrder, setOrderStatus } from '../../domain/api/admin';
import { createPerfume } from '../../domain/api/admin-catalogue';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { getPackingSlip } from '../../domain/api/invoices';
import { getOrderPage } from '../../domain/api/orders';
import { perfumeInputSchema } from '../../domain/catalogue/admin-schemas';
import { sharedLanguages } from '../i18n/languages';
import { packingSlipModel } from '../invoices/packing-slip';
import { OrderDocuments } from '../orders/documents';
import { adminClient, paidOrder, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';
import { newGuestId, newPerfume, shipping } from '#tests/integration/helpers';
import { startSmtp } from '#tests/integration/smtp';
import { queryRows } from '#tests/integration/sql';

/*
 * A gift card is a digital good end to end (issue #43), through the API on both stores: a cart of
 * gift cards only takes no shipping (refused, never charged), makes no work order and no packing-slip
 * line, completes itself once its last card is mailed (the outbox's clock moved to the card's day),
 * shows each card's recipient, message, day and mail on the order's pages, and its sale is kept
 * apart from the dashboard's revenue and its "needs attention" count.
 */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' }));
let admin: Client;
let c: Client;
let perfumeId: number;
beforeAll(async () => {
  admin = await adminClient(t);
  c = t.client();
  // A perfume at 30: with the standard shipping (12), a bottle costs 42.
  const res = await admin.send(createPerfume, { body: perfumeInputSchema.parse(newPerfume({ price: 30 })) });
  perfumeId = res.answer.id;
});

const uniqueEmail = (who: string) => `${who}.${Math.random().toString(36).slice(2)}@example.com`;
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const buyer = { fullName: 'Claire Dubois', email: 'claire@example.com' };
const card = (
  over: { amount?: number; recipientName?: string; recipientEmail?: string; sendOn?: string } = {},
): { amount: number; recipientName: string; recipientEmail: string; message: string; sendOn?: string } => ({
  amount: 50,
  recipientName: 'Jane Martin',
  recipientEmail: uniqueEmail('jane'),
  message: 'Happy birthday',
  ...over,
});

/** The order's status as stored. */
async function statusOf(orderId: number): Promise<string> {
  const [row] = await queryRows<{ status: string }>(t.store.db, sql`select status from orders where id = ${orderId}`);
  return row!.status;
}

/** Waits (up to 10 s) for the order to reach `status`: a mail's listener runs just after its mark. */
async function until(orderId: number, status: string): Promise<void> {
  for (let i = 0; i < 100 && (await statusOf(orderId)) !== status; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await statusOf(orderId)).toBe(status);
}

describe('a cart of gift cards only takes no shipping', () => {
  it('is priced without a method or shipping, and its order refuses an address, a method and a wrap', async () => {
    const guestId = newGuestId();
    expect((await c.send(addCartLine, { body: { guestId, giftCard: card() } })).statusCode).toBe(201);
    const summary = (await c.send(getCartSummary, { query: { guestId } })).answer;
    expect(summary).toMatchObject({
      subtotal: 50,
      shipping: 0,
      total: 50,
      shippingMethodId: null,
      shippingMethod: null,
    });
    const intent = await c.send(createPaymentIntent, { body: { guestId } });
    expect(intent.answer.amount).toBe(50);

    for (const body of [
      { guestId, shippingDetails: shipping },
      { guestId, buyer, shippingMethodId: 1 },
      { guestId, buyer, gift: { wrap: true } },
      { guestId, buyer, billingDetails: shipping },
    ]) {
      const refused = await c.send(placeOrder, { body });
      expect(refused.statusCode).toBe(400);
      expect(refused.error.code).toBe('SHIPPING_NOT_NEEDED');
    }
    const nobody = await c.send(placeOrder, { body: { guestId } });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.error.errors?.[0]?.path).toBe('buyer');

    const placed = await c.send(placeOrder, {
      body: { guestId, buyer, paymentIntentId: intent.answer.paymentIntentId },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.answer).toMatchObject({ total: 50, shipping: 0, billingDetails: { ...buyer, address: '' } });
    const [row] = await queryRows<{ shipping_cents: number; shipping_method_id: number | null; country_code: null }>(
      t.store.db,
      sql`select shipping_cents, shipping_method_id, country_code from orders where id = ${placed.answer.id}`,
    );
    expect(row).toEqual({ shipping_cents: 0, shipping_method_id: null, country_code: null });
  });

  it('a cart with a bottle still needs its address (400 SHIPPING_REQUIRED), and ships the bottle only', async () => {
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, giftCard: card() } });
    await c.send(addCartLine, { body: { guestId, perfumeId, quantity: 1 } });
    const refused = await c.send(placeOrder, { body: { guestId, buyer } });
    expect(refused.statusCode).toBe(400);
    expect(refused.error.code).toBe('SHIPPING_REQUIRED');
    const summary = (await c.send(getCartSummary, { query: { guestId, country: 'FR' } })).answer;
    expect(summary).toMatchObject({ subtotal: 80, shipping: 12, total: 92 });
  });
});

describe('no atelier and no packing', () => {
  it('a card-only order makes no work order and has no packing slip; a mixed one packs its bottles only', async () => {
    const cardOnly = await paidOrder(t, { lines: [{ giftCard: card() }] });
    const workOrders = await queryRows(t.store.db, sql`select id from work_orders where order_id = ${cardOnly.id}`);
    expect(workOrders).toHaveLength(0);
    const slip = await admin.send(getPackingSlip, { params: { id: cardOnly.id } });
    expect(slip.statusCode).toBe(409);
    expect(slip.error.code).toBe('NOTHING_TO_PACK');
    // Nothing to ship either: staff cannot mark it shipped (it completes itself once mailed).
    const shipped = await admin.send(setOrderStatus, {
      params: { orderId: cardOnly.id },
      body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A00000000001' },
    });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.error.code).toBe('NOTHING_TO_SHIP');

    const mixed = await paidOrder(t, { lines: [{ giftCard: card() }, [perfumeId, 2]] });
    const model = packingSlipModel(
      await new OrderDocuments(t.store.db).forStaff(mixed.id),
      await t.app.services.settings.settings(),
      sharedLanguages().translator('en'),
    );
    expect(model.lines.rows).toHaveLength(1);
    expect(model.lines.rows[0]![1]).toBe('Bottle');
    expect(model.summary).toContainEqual(['Items', '2']);
    expect((await admin.send(getPackingSlip, { params: { id: mixed.id } })).statusCode).toBe(200);
  });
});

describe('a card-only order completes itself when its last card is mailed', () => {
  it('waits for the card of a later day, then completes with its history and activity row', async () => {
    const before = (await admin.send(getAdminDashboard)).answer;
    const today = card();
    const later = card({ recipientName: 'Paul Martin', recipientEmail: uniqueEmail('paul'), sendOn: dayAfter(3) });
    const order = await paidOrder(t, { lines: [{ giftCard: today }, { giftCard: later }] });
    await smtp.waitFor((m) => m.to.includes(today.recipientEmail));
    // One card mailed, one waiting for its day: still processing, and no order "to ship".
    await t.app.services.mail.deliverDue();
    await new Promise((r) => setTimeout(r, 300));
    expect(await statusOf(order.id)).toBe('processing');
    expect((await admin.send(getAdminDashboard)).answer.pendingOrders).toBe(before.pendingOrders);

    // The order's pages show both cards: recipient, e-mail, message, day, and which has gone.
    const page = (await c.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } }))
      .answer;
    expect(page.giftCards).toHaveLength(2);
    const [first, second] = page.giftCards;
    expect(first).toMatchObject({ recipientName: 'Jane Martin', message: 'Happy birthday', sendOn: null });
    expect(first!.recipientEmail).toBe(today.recipientEmail);
    expect(first!.sentAt).not.toBeNull();
    expect(second).toMatchObject({
      recipientName: 'Paul Martin',
      sendOn: later.sendOn,
      sentAt: null,
      cancelled: false,
    });
    expect(page.atelier).toBeNull();
    const view = (await admin.send(getAdminOrder, { params: { id: order.id } })).answer;
    expect(view.giftCards.map((g) => g.recipientEmail)).toEqual([today.recipientEmail, later.recipientEmail]);

    // The outbox's clock moves to the second card's day: it goes, and the order completes itself.
    const onItsDay = new Date(`${later.sendOn}T00:00:01.000Z`);
    for (let i = 0; i < 50 && smtp.to(later.recipientEmail).length === 0; i++) {
      await t.app.services.mail.deliverDue(onItsDay);
      await new Promise((r) => setTimeout(r, 100));
    }
    await smtp.waitFor((m) => m.to.includes(later.recipientEmail));
    await until(order.id, 'completed');

    const history = await queryRows<{ from_status: string; to_status: string; note: string; changed_by: null }>(
      t.store.db,
      sql`select from_status, to_status, note, changed_by from order_status_history
          where order_id = ${order.id} order by id desc limit 1`,
    );
    expect(history[0]).toEqual({
      from_status: 'processing',
      to_status: 'completed',
      note: 'gift cards mailed',
      changed_by: null,
    });
    const audit = await queryRows<{ action: string; admin_id: null; details: Record<string, unknown> }>(
      t.store.db,
      sql`select action, admin_id, details from admin_audit where entity = 'order' and entity_id = ${String(order.id)}`,
    );
    expect(audit).toContainEqual({
      action: 'order.status',
      admin_id: null,
      details: { from: 'processing', to: 'completed', reason: 'gift cards mailed' },
    });
    const after = (await c.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } }))
      .answer;
    expect(after.giftCards.every((g) => g.sentAt !== null)).toBe(true);
  });

  it('a mixed order follows its bottles: mailed cards leave it processing', async () => {
    const gift = card();
    const order = await paidOrder(t, { lines: [{ giftCard: gift }, [perfumeId, 1]] });
    await smtp.waitFor((m) => m.to.includes(gift.recipientEmail));
    await new Promise((r) => setTimeout(r, 300));
    expect(await statusOf(order.id)).toBe('processing');
  });

  it('its confirmation names no shipping, address or atelier', async () => {
    const email = uniqueEmail('buyer');
    await paidOrder(t, { lines: [{ giftCard: card() }], shipping: { email } });
    const [confirmation] = await smtp.waitFor((m) => m.to.includes(email));
    expect(confirmation!.text).toContain('Gift card €50.00 for Jane Martin');
    expect(confirmation!.text).toContain('E-mailed to Jane Martin');
    expect(confirmation!.text).not.toMatch(/Shipping|ships in about|atelier/);
  });
});

describe('the dashboard keeps gift cards apart', () => {
  it('leaves gift cards sold out of the revenue and shows them as "Gift cards sold"', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const todayOf = (d: { revenueLast30Days: { day: string; revenue: number }[] }) =>
      d.revenueLast30Days.find((r) => r.day === day)?.revenue ?? 0;
    const before = (await admin.send(getAdminDashboard)).answer;
    await paidOrder(t, { lines: [{ giftCard: card({ amount: 100 }) }] });
    // 25 of gift card, 30 of perfume and 12 of shipping: 42 of sales.
    await paidOrder(t, { lines: [{ giftCard: card({ amount: 25 }) }, [perfumeId, 1]] });
    const after = (await admin.send(getAdminDashboard)).answer;
    expect(after.totalRevenue - before.totalRevenue).toBeCloseTo(42, 2);
    expect(after.giftCardsSold - before.giftCardsSold).toBeCloseTo(125, 2);
    expect(todayOf(after) - todayOf(before)).toBeCloseTo(42, 2);
  });
});

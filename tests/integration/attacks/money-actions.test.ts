import { describe, expect, it } from 'vitest';
import {
  getAdminDashboard,
  getAdminOrder,
  getMail,
  listAdminOrders,
  listAudit,
  listMails,
  refundOrder,
  setOrderStatus,
} from '../../../src/domain/api/admin';
import { listAdminPerfumes } from '../../../src/domain/api/admin-catalogue';
import { addCartLine, getCartSummary } from '../../../src/domain/api/cart';
import { placeOrder } from '../../../src/domain/api/checkout';
import { getUserOrders } from '../../../src/domain/api/orders';
import { adminClient, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId, shipping } from '#tests/integration/helpers';

/*
 * Money actions tell the truth (issue #25): a paid order is cancelled only by refunding it, an
 * order that left cannot be cancelled by stepping back first, and an unpaid checkout attempt is in
 * no count, list or revenue figure.
 */

const shop = useTestApp();

async function stockOf(admin: Client, perfumeId: number): Promise<number | null> {
  const perfumes = (await admin.send(listAdminPerfumes)).answer;
  return perfumes.find((p) => p.id === perfumeId)!.stock;
}

async function mailKinds(admin: Client, orderId: number): Promise<string[]> {
  return (await admin.send(listMails, { query: { orderId } })).answer.map((m) => m.kind).sort();
}

/** An order placed and never paid: the cart, then POST /api/orders, as a shopper who leaves at the card. */
async function unpaidAttempt(owner: Client, lines: [number, number][], guestId?: string) {
  const who = guestId ? { guestId } : {};
  for (const [perfumeId, quantity] of lines)
    expect((await owner.send(addCartLine, { body: { perfumeId, quantity, ...who } })).statusCode).toBe(201);
  const res = await owner.send(placeOrder, { body: { ...who, shippingDetails: shipping } });
  expect(res.statusCode).toBe(201);
  return res.answer;
}

describe('cancelling a paid order', () => {
  it('is refused by the status control (409 REFUND_REQUIRED): the order stays paid, no mail claims a refund', async () => {
    const admin = await adminClient(shop);
    const order = await paidOrder(shop, { lines: [[5, 2]] });
    const res = await admin.send(setOrderStatus, { params: { orderId: order.id }, body: { status: 'cancelled' } });
    expect(res.statusCode).toBe(409);
    expect(res.error).toMatchObject({ code: 'REFUND_REQUIRED' });
    const after = (await admin.send(getAdminOrder, { params: { id: order.id } })).answer;
    expect(after).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await mailKinds(admin, order.id)).toEqual(['order-confirmation']);
  });

  it('is its full refund: cancelled, refunded, bottles back, the refund mailed, out of revenue', async () => {
    const admin = await adminClient(shop);
    const before = (await admin.send(getAdminDashboard)).answer;
    const stock = await stockOf(admin, 6);
    const order = await paidOrder(shop, { lines: [[6, 2]] });
    const during = (await admin.send(getAdminDashboard)).answer;
    expect(during.totalRevenue).toBeCloseTo(before.totalRevenue + order.total, 2);
    const res = await admin.send(refundOrder, { params: { orderId: order.id }, body: { restock: true } });
    expect(res.statusCode).toBe(200);
    expect(res.answer).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', restocked: true });
    expect(await stockOf(admin, 6)).toBe(stock);
    expect(await mailKinds(admin, order.id)).toEqual(['order-confirmation', 'order-refunded']);
    const after = (await admin.send(getAdminDashboard)).answer;
    expect(after.totalRevenue).toBeCloseTo(before.totalRevenue, 2);
    expect(after.paidOrders).toBe(before.paidOrders);
  });

  it('an order already cancelled and paid (older data) never counts in revenue or the average order', async () => {
    const admin = await adminClient(shop);
    const before = (await admin.send(getAdminDashboard)).answer;
    const order = await paidOrder(shop, { lines: [[7, 1]] });
    await shop.store.db.execute(`update orders set status = 'cancelled' where id = ${order.id}`);
    const after = (await admin.send(getAdminDashboard)).answer;
    expect(after.totalRevenue).toBeCloseTo(before.totalRevenue, 2);
    expect(after.paidOrders).toBe(before.paidOrders);
    expect(after.revenueLast30Days.reduce((sum, d) => sum + d.revenue, 0)).toBeCloseTo(
      before.revenueLast30Days.reduce((sum, d) => sum + d.revenue, 0),
      2,
    );
  });
});

describe('an order that has left the house', () => {
  it('cannot be cancelled by stepping back through another status first', async () => {
    const admin = await adminClient(shop);
    const stock = await stockOf(admin, 8);
    const order = await paidOrder(shop, { lines: [[8, 2]] });
    const to = (status: 'pending' | 'processing' | 'cancelled' | 'completed') =>
      admin.send(setOrderStatus, { params: { orderId: order.id }, body: { status } });
    expect(
      (
        await admin.send(setOrderStatus, {
          params: { orderId: order.id },
          body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A12345678901' },
        })
      ).statusCode,
    ).toBe(200);
    for (const step of ['pending', 'processing', 'cancelled'] as const) {
      const res = await to(step);
      expect(res.statusCode, step).toBe(409);
      expect(res.error.code).toBe('STATUS_NOT_ALLOWED');
    }
    // Even from `completed`, which it may reach, there is no way back.
    expect((await to('completed')).statusCode).toBe(200);
    for (const step of ['pending', 'processing', 'cancelled'] as const) expect((await to(step)).statusCode).toBe(409);
    expect(await stockOf(admin, 8)).toBe(stock === null ? null : stock - 2);
    // The shipping notice, and the invitation to review due 14 days later: no cancellation mail.
    expect(await mailKinds(admin, order.id)).toEqual(['order-confirmation', 'order-shipped', 'review-invitation']);
    expect((await admin.send(getAdminOrder, { params: { id: order.id } })).answer).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
    });
  });

  it('a paid order is never set back to awaiting payment', async () => {
    const admin = await adminClient(shop);
    const order = await paidOrder(shop, { lines: [[9, 1]] });
    const res = await admin.send(setOrderStatus, { params: { orderId: order.id }, body: { status: 'pending' } });
    expect(res.statusCode).toBe(409);
    expect(res.error.message).toBe('A paid order is not awaiting payment.');
  });
});

describe('unpaid checkout attempts', () => {
  it('are not orders in any count, list or revenue figure until paid; the admin sees them under Awaiting payment', async () => {
    const admin = await adminClient(shop);
    const before = (await admin.send(getAdminDashboard)).answer;
    const guest = shop.client();
    const attempt = await unpaidAttempt(guest, [[10, 1]], newGuestId());
    const customer = await signedIn(shop);
    const own = await unpaidAttempt(customer, [[11, 1]]);

    const after = (await admin.send(getAdminDashboard)).answer;
    expect(after.totalOrders).toBe(before.totalOrders);
    expect(after.paidOrders).toBe(before.paidOrders);
    expect(after.totalRevenue).toBeCloseTo(before.totalRevenue, 2);
    expect(after.awaitingPayment).toBe(before.awaitingPayment + 2);
    expect(after.recentOrders.map((o) => o.id)).not.toContain(attempt.id);

    const listed = (await admin.send(listAdminOrders, { query: { limit: 200 } })).answer.map((o) => o.id);
    expect(listed).not.toContain(attempt.id);
    expect(listed).not.toContain(own.id);
    for (const status of ['pending', 'cancelled'] as const) {
      const ids = (await admin.send(listAdminOrders, { query: { status, limit: 200 } })).answer.map((o) => o.id);
      expect(ids, status).not.toContain(attempt.id);
    }
    const awaiting = (
      await admin.send(listAdminOrders, { query: { status: 'awaiting-payment', limit: 200 } })
    ).answer.map((o) => o.id);
    expect(awaiting).toEqual(expect.arrayContaining([attempt.id, own.id]));
    expect((await customer.send(getUserOrders)).answer.map((o) => o.id)).not.toContain(own.id);

    // Once paid, it is an order like any other.
    const paid = await paidOrder(shop, { owner: customer });
    const mine = (await customer.send(getUserOrders)).answer.map((o) => o.id);
    expect(mine).toContain(paid.id);
    expect((await admin.send(getAdminDashboard)).answer.totalOrders).toBe(before.totalOrders + 1);
  });
});

describe('sample money', () => {
  it('a sample bought in a discovery set is worth what was paid for it: five for 24 earn 24, not 30', async () => {
    const customer = await signedIn(shop);
    const samples = [20, 19, 18, 17, 16].map((perfumeId) => ({ perfumeId, size: 'sample' as const, quantity: 1 }));
    const set = await paidOrder(shop, { owner: customer, lines: samples });
    expect(set.total).toBe(4 * 6 + 12);
    for (const perfumeId of [20, 19, 18, 17, 16])
      expect((await customer.send(addCartLine, { body: { perfumeId, quantity: 1 } })).statusCode).toBe(201);
    const summary = (await customer.send(getCartSummary)).answer;
    const credits = summary.adjustments.filter((a) => a.kind === 'sample-credit');
    expect(credits).toHaveLength(5);
    expect(credits.map((c) => c.amount)).toEqual([4.8, 4.8, 4.8, 4.8, 4.8]);
    expect(credits.reduce((sum, c) => sum + c.amount, 0)).toBeCloseTo(24, 2);
  });

  it('refunding a sample order gives back only what its credits on a paid bottle have not', async () => {
    const admin = await adminClient(shop);
    const customer = await signedIn(shop);
    const sampleOrder = await paidOrder(shop, {
      owner: customer,
      lines: [{ perfumeId: 4, size: 'sample', quantity: 3 }],
    });
    expect(sampleOrder.total).toBe(3 * 6 + 12);
    // One of the three samples comes off a bottle, paid.
    await paidOrder(shop, { owner: customer, lines: [[4, 1]] });
    const view = (await admin.send(getAdminOrder, { params: { id: sampleOrder.id } })).answer;
    expect(view.refundable).toBe(sampleOrder.total - 6);
    const res = await admin.send(refundOrder, { params: { orderId: sampleOrder.id }, body: {} });
    expect(res.statusCode).toBe(200);
    const audit = (await admin.send(listAudit, { query: { entity: 'order', entityId: String(sampleOrder.id) } }))
      .answer;
    expect(audit.find((a) => a.action === 'order.refunded')?.details).toMatchObject({
      amountCents: (sampleOrder.total - 6) * 100,
    });
    const mails = (await admin.send(listMails, { query: { orderId: sampleOrder.id } })).answer;
    const refundMail = mails.find((m) => m.kind === 'order-refunded')!;
    expect((await admin.send(getMail, { params: { id: refundMail.id } })).answer.text).toContain(
      `We have refunded €${(sampleOrder.total - 6).toFixed(2)}`,
    );
    // The other two samples' credit went with their refund: a new bottle gets none.
    await customer.send(addCartLine, { body: { perfumeId: 4, quantity: 1 } });
    expect((await customer.send(getCartSummary)).answer.adjustments).toEqual([]);
  });
});

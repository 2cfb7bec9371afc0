import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAdminOrder, listAudit, setOrderStatus } from '../../../src/domain/api/admin';
import { createPerfume, updatePerfume } from '../../../src/domain/api/admin-catalogue';
import { addCartLine } from '../../../src/domain/api/cart';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../../src/domain/api/checkout';
import { confirmSimulatedCard } from '../../../src/domain/api/payments';
import { STOCK_HOLD_MS } from '../../../src/domain/checkout/holds';
import { adminClient, paidOrder, useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId, newPerfume, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

/*
 * Stock no one can hold hostage, and payments that pay only their own order (issue #25): an unpaid
 * order holds its bottles only minutes, and only while a card payment is attached; the payment takes
 * them for good or is given back; an intent pays only the order it is attached to.
 */

const shop = useTestApp();
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

async function stockOf(perfumeId: number): Promise<number | null> {
  const [row] = await queryRows<{ stock: number | null }>(
    shop.store.db,
    sql`select stock from perfumes where id = ${perfumeId}`,
  );
  return row!.stock;
}

async function setStock(perfumeId: number, stock: number): Promise<void> {
  await shop.store.db.execute(sql`update perfumes set stock = ${stock} where id = ${perfumeId}`);
}

/** A guest's cart and order, with the card payment attached (or not), left unpaid. */
async function attempt(lines: [number, number][], opts: { intent?: boolean; guestId?: string; client?: Client } = {}) {
  const c = opts.client ?? shop.client();
  const guestId = opts.guestId ?? newGuestId();
  for (const [perfumeId, quantity] of lines)
    expect((await c.send(addCartLine, { body: { guestId, perfumeId, quantity } })).statusCode).toBe(201);
  const intent = (await c.send(createPaymentIntent, { body: { guestId } })).answer;
  const res = await c.send(placeOrder, {
    body: {
      guestId,
      shippingDetails: shipping,
      ...(opts.intent === false ? {} : { paymentIntentId: intent.paymentIntentId }),
    },
  });
  return { c, guestId, intent, res, order: res.answer };
}

const endHolds = (at = new Date(Date.now() + STOCK_HOLD_MS + 1000)) => shop.app.services.orderLifecycle.endHolds(at);

describe('stock held only minutes, and only for a payment', () => {
  it('two guests ordering 10 bottles each without paying hold them only until the hold ends', async () => {
    await setStock(12, 20);
    const a = await attempt([[12, 10]]);
    const b = await attempt([[12, 10]]);
    expect([a.res.statusCode, b.res.statusCode]).toEqual([201, 201]);
    expect(await stockOf(12)).toBe(0);
    // Someone else is refused while the holds last…
    const refused = await shop
      .client()
      .send(addCartLine, { body: { guestId: newGuestId(), perfumeId: 12, quantity: 1 } });
    expect(refused.statusCode).toBe(409);
    // …and served once they end.
    expect(await endHolds()).toBe(2);
    expect(await stockOf(12)).toBe(20);
    await paidOrder(shop, { lines: [[12, 1]] });
    expect(await stockOf(12)).toBe(19);
  });

  it('an order without a card payment attached holds nothing, and is refused when the bottles are gone', async () => {
    await setStock(13, 3);
    const bare = await attempt([[13, 3]], { intent: false });
    expect(bare.res.statusCode).toBe(201);
    expect(await stockOf(13)).toBe(3);
    const tooMany = await attempt([[13, 4]], { intent: false });
    expect(tooMany.res.statusCode).toBe(409);
    expect(tooMany.res.error.code).toBe('OUT_OF_STOCK');
  });

  it('paying after the hold ended takes the bottles again, or refuses before the card is charged', async () => {
    await setStock(14, 2);
    const late = await attempt([[14, 2]]);
    await endHolds();
    expect(await stockOf(14)).toBe(2);
    // Still there: the card is charged and the order takes them.
    const charged = await late.c.send(confirmSimulatedCard, {
      body: { clientSecret: late.intent.clientSecret, ...CARD },
    });
    expect(charged.answer.status).toBe('succeeded');
    expect(
      (
        await late.c.send(confirmPayment, {
          body: { paymentIntentId: late.intent.paymentIntentId, orderId: late.order.id },
        })
      ).answer.status,
    ).toBe('succeeded');
    expect(await stockOf(14)).toBe(0);

    await setStock(14, 1);
    const slow = await attempt([[14, 1]]);
    await endHolds();
    await paidOrder(shop, { lines: [[14, 1]] });
    const refused = await slow.c.send(confirmSimulatedCard, {
      body: { clientSecret: slow.intent.clientSecret, ...CARD },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.error.code).toBe('OUT_OF_STOCK');
  });

  it('a payment that went through, then outlived its hold while the bottles went, is given back, and the order cancelled', async () => {
    await setStock(15, 1);
    // The order first (no payment attached, nothing held), the card afterwards: the card form holds the bottle.
    const c = shop.client();
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId: 15, quantity: 1 } });
    const order = (await c.send(placeOrder, { body: { guestId, shippingDetails: shipping } })).answer;
    const intent = (await c.send(createPaymentIntent, { body: { guestId } })).answer;
    expect(
      (await c.send(confirmSimulatedCard, { body: { clientSecret: intent.clientSecret, ...CARD } })).answer.status,
    ).toBe('succeeded');
    expect(await stockOf(15)).toBe(0);
    // The tab closes; the hold ends before anything settles the payment, and the bottle sells.
    expect(await endHolds()).toBeGreaterThanOrEqual(1);
    await paidOrder(shop, { lines: [[15, 1]] });
    const res = await c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: order.id } });
    expect(res.statusCode).toBe(409);
    expect(res.error.code).toBe('OUT_OF_STOCK');
    expect(res.error.message).toMatch(/goes back to your card/);
    const admin = await adminClient(shop);
    const seen = (await admin.send(getAdminOrder, { params: { id: order.id } })).answer;
    expect(seen).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(seen.statusHistory.at(-1)?.note).toBe('payment refunded: sold out before it was paid');
    const audit = (await admin.send(listAudit, { query: { entity: 'order', entityId: String(order.id) } })).answer;
    expect(audit.map((a) => a.action)).toContain('order.payment-given-back');
    expect(await stockOf(15)).toBe(0);
  });
});

describe('whoever cannot get a bottle is refused before the card is charged (issue #41)', () => {
  /** What the simulated provider charged of these intents, and the orders given a payment back. */
  async function chargedAndRefunded(intentIds: string[], orderIds: number[]) {
    const [{ charged }] = (await queryRows<{ charged: number }>(
      shop.store.db,
      sql`select count(*)::int as charged from simulated_payment_intents
          where status = 'succeeded' and id in (${sql.join(
            intentIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    )) as [{ charged: number }];
    const [{ refunded }] = (await queryRows<{ refunded: number }>(
      shop.store.db,
      sql`select count(*)::int as refunded from order_status_history
          where note like 'payment refunded%' and order_id in (${sql.join(
            orderIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    )) as [{ refunded: number }];
    return { charged, refunded };
  }

  /**
   * Six guests at once for the last two bottles, each step at once for all: the card payment made
   * before the order and attached to it (the checkout page's way), or the order placed first and the
   * card payment made afterwards (nothing held until the card form).
   */
  async function sixForTwo(perfumeId: number, flow: 'attached' | 'order-first') {
    await setStock(perfumeId, 2);
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const c = shop.client();
        const guestId = newGuestId();
        expect((await c.send(addCartLine, { body: { guestId, perfumeId, quantity: 1 } })).statusCode).toBe(201);
        return { c, guestId };
      }),
    );
    const early =
      flow === 'attached'
        ? await Promise.all(shoppers.map((s) => s.c.send(createPaymentIntent, { body: { guestId: s.guestId } })))
        : undefined;
    const placed = await Promise.all(
      shoppers.map((s, i) =>
        s.c.send(placeOrder, {
          body: {
            guestId: s.guestId,
            shippingDetails: shipping,
            ...(early ? { paymentIntentId: early[i]!.answer.paymentIntentId } : {}),
          },
        }),
      ),
    );
    const intents = early
      ? early.map((r) => r.answer)
      : (await Promise.all(shoppers.map((s) => s.c.send(createPaymentIntent, { body: { guestId: s.guestId } })))).map(
          (r) => r.answer,
        );
    const cards = await Promise.all(
      shoppers.map((s, i) =>
        placed[i]!.statusCode === 201
          ? s.c.send(confirmSimulatedCard, { body: { clientSecret: intents[i]!.clientSecret, ...CARD } })
          : undefined,
      ),
    );
    const confirmed = await Promise.all(
      shoppers.map((s, i) =>
        cards[i]?.statusCode === 200
          ? s.c.send(confirmPayment, {
              body: { paymentIntentId: intents[i]!.paymentIntentId, orderId: placed[i]!.answer.id },
            })
          : undefined,
      ),
    );
    return { placed, cards, confirmed, intents };
  }

  it.each(['attached', 'order-first'] as const)(
    'six shoppers for the last two bottles (%s): two paid orders, the other four refused with no charge and no refund',
    async (flow) => {
      const perfumeId = flow === 'attached' ? 3 : 4;
      const { placed, cards, confirmed, intents } = await sixForTwo(perfumeId, flow);
      const paid = confirmed.filter((r) => r?.statusCode === 200 && r.answer.status === 'succeeded');
      expect(paid).toHaveLength(2);
      // Each of the other four was refused at the order (its payment attached) or at the card form, before any charge.
      const refusals = [
        ...placed.filter((r) => r.statusCode !== 201),
        ...cards.filter((r) => r !== undefined && r.statusCode !== 200),
      ];
      expect(refusals).toHaveLength(4);
      for (const r of refusals) expect(r!.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
      expect(confirmed.filter((r) => r !== undefined && r.statusCode !== 200)).toEqual([]);
      const orderIds = placed.filter((r) => r.statusCode === 201).map((r) => r.answer.id);
      expect(
        await chargedAndRefunded(
          intents.map((i) => i.paymentIntentId),
          orderIds,
        ),
      ).toEqual({ charged: 2, refunded: 0 });
      expect(await stockOf(perfumeId)).toBe(0);
    },
  );

  it('a card payment no order waits for is never charged: the order comes first', async () => {
    const c = shop.client();
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId: 5, quantity: 1 } });
    const intent = (await c.send(createPaymentIntent, { body: { guestId } })).answer;
    const card = await c.send(confirmSimulatedCard, { body: { clientSecret: intent.clientSecret, ...CARD } });
    expect(card.statusCode).toBe(409);
    expect(card.error.code).toBe('CART_CHANGED');
    expect(card.error.message).toMatch(/No order is waiting for this payment/);
    expect(await chargedAndRefunded([intent.paymentIntentId], [0])).toEqual({ charged: 0, refunded: 0 });
    // Placed, the same payment is attached to it and goes through.
    const order = (
      await c.send(placeOrder, {
        body: { guestId, shippingDetails: shipping, paymentIntentId: intent.paymentIntentId },
      })
    ).answer;
    expect(
      (await c.send(confirmSimulatedCard, { body: { clientSecret: intent.clientSecret, ...CARD } })).answer.status,
    ).toBe('succeeded');
    const paid = await c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: order.id } });
    expect(paid.answer.status).toBe('succeeded');
  });

  it('two card payments for one order waiting: the first one named pays it, the other is refused before its charge', async () => {
    const c = shop.client();
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId: 6, quantity: 1 } });
    const order = (await c.send(placeOrder, { body: { guestId, shippingDetails: shipping } })).answer;
    const [one, two] = await Promise.all([
      c.send(createPaymentIntent, { body: { guestId } }),
      c.send(createPaymentIntent, { body: { guestId } }),
    ]);
    const cards = await Promise.all(
      [one!, two!].map((i) => c.send(confirmSimulatedCard, { body: { clientSecret: i.answer.clientSecret, ...CARD } })),
    );
    expect(cards.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = cards[0]!.statusCode === 200 ? one! : two!;
    expect(await chargedAndRefunded([one!.answer.paymentIntentId, two!.answer.paymentIntentId], [order.id])).toEqual({
      charged: 1,
      refunded: 0,
    });
    const paid = await c.send(confirmPayment, {
      body: { paymentIntentId: winner.answer.paymentIntentId, orderId: order.id },
    });
    expect(paid.answer.status).toBe('succeeded');
  });
});

describe('a payment pays only its own order', () => {
  it("another guest's payment of the same amount, attached to no order, never pays an order", async () => {
    const victim = await attempt([[16, 1]], { intent: false });
    const thief = shop.client();
    const thiefGuest = newGuestId();
    await thief.send(addCartLine, { body: { guestId: thiefGuest, perfumeId: 16, quantity: 1 } });
    const intent = (await thief.send(createPaymentIntent, { body: { guestId: thiefGuest } })).answer;
    expect(intent.amount).toBe(victim.order.total);
    await thief.send(confirmSimulatedCard, { body: { clientSecret: intent.clientSecret, ...CARD } });
    const res = await thief.send(confirmPayment, {
      body: { paymentIntentId: intent.paymentIntentId, orderId: victim.order.id },
    });
    expect(res.statusCode).toBe(404);
    const admin = await adminClient(shop);
    expect((await admin.send(getAdminOrder, { params: { id: victim.order.id } })).answer.paymentStatus).toBe('pending');
  });

  it('an order whose card payment went through is settled, never superseded by a newer order', async () => {
    const first = await attempt([[17, 1]]);
    // The card is charged, but the tab closes before confirm-payment.
    await first.c.send(confirmSimulatedCard, { body: { clientSecret: first.intent.clientSecret, ...CARD } });
    // The shopper comes back and checks out the same cart again.
    const again = await first.c.send(placeOrder, { body: { guestId: first.guestId, shippingDetails: shipping } });
    // The first order was paid: its lines left the cart, so there is nothing to order twice.
    expect(again.statusCode).toBe(400);
    expect(again.error.code).toBe('CART_EMPTY');
    const admin = await adminClient(shop);
    expect((await admin.send(getAdminOrder, { params: { id: first.order.id } })).answer).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
    });
    const confirmed = await first.c.send(confirmPayment, {
      body: { paymentIntentId: first.intent.paymentIntentId, orderId: first.order.id },
    });
    expect(confirmed.answer.status).toBe('succeeded');
  });

  it('a newer order supersedes one still waiting; a payment for the superseded one is refused before the charge', async () => {
    const first = await attempt([[18, 1]]);
    const second = await first.c.send(placeOrder, { body: { guestId: first.guestId, shippingDetails: shipping } });
    expect(second.statusCode).toBe(201);
    const admin = await adminClient(shop);
    const old = (await admin.send(getAdminOrder, { params: { id: first.order.id } })).answer;
    expect(old.status).toBe('cancelled');
    expect(old.statusHistory.at(-1)?.note).toBe('superseded');
    // Its payment can no longer be made: the card is not charged.
    const charged = await first.c.send(confirmSimulatedCard, {
      body: { clientSecret: first.intent.clientSecret, ...CARD },
    });
    expect(charged.statusCode).toBe(409);
    expect(charged.error.code).toBe('ORDER_CANCELLED');
  });

  it('a payment that arrives for an order cancelled meanwhile is given back (409), never leaving it cancelled and paid', async () => {
    const admin = await adminClient(shop);
    const order = await attempt([[19, 1]]);
    await order.c.send(confirmSimulatedCard, { body: { clientSecret: order.intent.clientSecret, ...CARD } });
    // The admin cancels the unpaid order before the shop hears of its payment.
    expect(
      (await admin.send(setOrderStatus, { params: { orderId: order.order.id }, body: { status: 'cancelled' } }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await order.c.send(confirmPayment, {
        body: { paymentIntentId: order.intent.paymentIntentId, orderId: order.order.id },
      });
      expect(res.statusCode).toBe(409);
      expect(res.error.code).toBe('ORDER_CANCELLED');
    }
    const seen = (await admin.send(getAdminOrder, { params: { id: order.order.id } })).answer;
    expect(seen).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    // Recorded once, however often it is asked.
    expect(seen.statusHistory.filter((h) => h.note?.startsWith('payment refunded'))).toHaveLength(1);
  });
});

describe('orders per address', () => {
  const limited = useTestApp({ ORDER_RATE_LIMIT: '2' });

  async function placeFrom(ip: string) {
    const guestId = newGuestId();
    const inject = (method: 'POST', url: string, payload: object) =>
      limited.app.inject({ method, url, payload, remoteAddress: ip });
    expect((await inject('POST', '/api/cart', { guestId, perfumeId: 2, quantity: 1 })).statusCode).toBe(201);
    return inject('POST', '/api/orders', { guestId, shippingDetails: shipping });
  }

  it('an address keeps at most ORDER_RATE_LIMIT unpaid orders waiting (429 with Retry-After); others are served', async () => {
    expect((await placeFrom('127.0.0.51')).statusCode).toBe(201);
    expect((await placeFrom('127.0.0.51')).statusCode).toBe(201);
    const refused = await placeFrom('127.0.0.51');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'ORDERS_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await placeFrom('127.0.0.52')).statusCode).toBe(201);
  });

  it('an address places at most three times as many orders in 10 minutes, paid or not', async () => {
    const ip = '127.0.0.53';
    for (let i = 0; i < 6; i++) {
      const res = await placeFrom(ip);
      expect(res.statusCode, `order ${i + 1}`).toBe(201);
      // Paid at once (as if by card): they no longer wait, but they still count as placements.
      await limited.store.db.execute(sql`update orders set payment_status = 'paid' where id = ${res.json().id}`);
    }
    expect((await placeFrom(ip)).statusCode).toBe(429);
  });
});

describe('the perfume form never overwrites the sales made while it was open', () => {
  it('an edit without the stock keeps it; one with the stock it saw is refused (409) once it moved', async () => {
    const admin = await adminClient(shop);
    const created = (await admin.send(createPerfume, { body: newPerfume({ stock: 5 }) })).answer;
    // The form is opened with stock 5; five bottles sell meanwhile.
    const form = { ...newPerfume({ name: created.name }), imageSrc: created.imageSrc };
    await paidOrder(shop, { lines: [[created.id, 5]] });
    expect(await stockOf(created.id)).toBe(0);

    // A typo fixed, the stock untouched: the stock stays what the sales made it, and tracked.
    const { stock: _stock, ...withoutStock } = form;
    const renamed = await admin.send(updatePerfume, {
      params: { id: created.id },
      body: { ...withoutStock, description: `${form.description} Fixed.` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.answer.stock).toBe(0);

    // The stock changed in the form from the 5 it showed: refused, nothing written.
    const stale = await admin.send(updatePerfume, {
      params: { id: created.id },
      body: { ...form, stock: 8, stockSeen: 5, price: 99 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.error).toMatchObject({ code: 'STOCK_CHANGED' });
    expect(stale.error.message).toMatch(/from 5 to 0/);
    expect(await stockOf(created.id)).toBe(0);

    // With the figure it saw now, it is taken.
    const fresh = await admin.send(updatePerfume, {
      params: { id: created.id },
      body: { ...form, stock: 8, stockSeen: 0 },
    });
    expect(fresh.answer.stock).toBe(8);
    // Untracked only when asked for in so many words.
    const untracked = await admin.send(updatePerfume, { params: { id: created.id }, body: { ...form, stock: null } });
    expect(untracked.answer.stock).toBeNull();
  });
});

import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAdminOrder, refundOrder } from '../../domain/api/admin';
import { createPerfume } from '../../domain/api/admin-catalogue';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { placeOrder } from '../../domain/api/checkout';
import { applyGiftCard, getGiftCardBalance } from '../../domain/api/gift-cards';
import { perfumeInputSchema } from '../../domain/catalogue/admin-schemas';
import { errorMessages } from '../../domain/shared/errors';
import { adminClient, paidOrder, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';
import { newGuestId, newPerfume, shipping } from '#tests/integration/helpers';
import { startSmtp } from '#tests/integration/smtp';
import { delivered, queryRows } from '#tests/integration/sql';

/*
 * A gift card bought and then refunded (decision 062), through the API on both stores: the refund of
 * its line (or of the whole order, or the paid order's cancellation) cancels the card while nothing
 * has spent it, and its mail still waiting for its day never goes; a card spent in part refuses the
 * refund of its line (409 GIFT_CARD_USED) before the provider is asked, and nothing is written; a
 * checkout spending the card while its purchase is refunded ends one way or the other, never both.
 */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example', AUTH_RATE_LIMIT: '1000' }));
let admin: Client;
let c: Client;
let perfumeId: number;
beforeAll(async () => {
  admin = await adminClient(t);
  c = t.client();
  // A perfume at 30: an order of one is 42 with the standard shipping (12).
  const res = await admin.send(createPerfume, { body: perfumeInputSchema.parse(newPerfume({ price: 30 })) });
  perfumeId = res.answer.id;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const uniqueEmail = (who: string) => `${who}.${Math.random().toString(36).slice(2)}@example.com`;
const CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/;
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Bought {
  orderId: number;
  /** The gift card line of the order, and the perfume's when it has one. */
  cardLineId: number;
  perfumeLineId: number | undefined;
  recipientEmail: string;
  /** The cards the order bought, with their codes, read from their mails (codeOf). */
  cards: { id: number; code: string }[];
}

/**
 * A card's code as its recipient reads it: from the outbox while its mail waits (its secret kept
 * beside the body), else from the mail the SMTP server took (the outbox forgets the code then).
 */
function codeOf(cardId: number, text: string, secrets: unknown): string {
  const waiting = delivered(text, secrets).match(CODE)?.[0];
  if (waiting) return waiting;
  // Its Message-ID names its event (`<gift-card.{id}.{random part}@host>`, src/server/mail/message-id.ts).
  const received = smtp.received.find((m) => new RegExp(`^<?gift-card\\.${cardId}\\.`).test(m.messageId));
  return received!.text.match(CODE)![0];
}

/** An order paid by card buying a gift card (and a perfume at 30 when asked): its line ids and the cards' codes. */
async function buy(
  amount: number,
  opts: { quantity?: number; sendOn?: string; withPerfume?: boolean } = {},
): Promise<Bought> {
  const recipientEmail = uniqueEmail('friend');
  const giftCard = {
    amount,
    recipientName: 'Jane Friend',
    recipientEmail,
    ...(opts.sendOn ? { sendOn: opts.sendOn } : {}),
  };
  const order = await paidOrder(t, {
    lines: [{ giftCard, quantity: opts.quantity ?? 1 }, ...(opts.withPerfume ? [[perfumeId, 1] as const] : [])],
  });
  const view = (await admin.send(getAdminOrder, { params: { id: order.id } })).answer;
  const cards = await queryRows<{ id: number; text: string; secrets: unknown }>(
    t.store.db,
    sql`select g.id, m.text, m.secrets from gift_cards g join mails m on m.event_key = 'gift-card:' || g.id
        where g.order_id = ${order.id} order by g.id`,
  );
  return {
    orderId: order.id,
    cardLineId: view.items.find((i) => i.perfumeId === null)!.id,
    perfumeLineId: view.items.find((i) => i.perfumeId === perfumeId)?.id,
    recipientEmail,
    cards: cards.map((r) => ({ id: Number(r.id), code: codeOf(Number(r.id), r.text, r.secrets) })),
  };
}

const balance = (code: string) => c.send(getGiftCardBalance, { query: { code } });
const refund = (orderId: number, body: Parameters<typeof admin.send<typeof refundOrder>>[1]['body']) =>
  admin.send(refundOrder, { params: { orderId }, body });

/** A guest's cart with one perfume at 30 (42 with shipping) and the gift card applied. */
async function cartWithCard(code: string) {
  const guestId = newGuestId();
  expect((await c.send(addCartLine, { body: { guestId, perfumeId, quantity: 1 } })).statusCode).toBe(201);
  expect((await c.send(applyGiftCard, { body: { guestId, code } })).statusCode).toBe(200);
  return guestId;
}

const place = (guestId: string) => c.send(placeOrder, { body: { guestId, shippingDetails: shipping } });

/** The order's refund state and its refunds, as stored. */
async function refundState(orderId: number) {
  const [order] = await queryRows<{ refunded_cents: number; payment_status: string; status: string }>(
    t.store.db,
    sql`select refunded_cents, payment_status, status from orders where id = ${orderId}`,
  );
  const refunds = await queryRows<{ id: number; amount_cents: number; credit_note_number: string | null }>(
    t.store.db,
    sql`select id, amount_cents, credit_note_number from order_refunds where order_id = ${orderId} order by id`,
  );
  return { ...order!, refunds };
}

const movementsOf = (giftCardId: number) =>
  queryRows<{ kind: string; amount_cents: number; refund_id: number | null }>(
    t.store.db,
    sql`select kind, amount_cents, refund_id from gift_card_movements where gift_card_id = ${giftCardId} order by id`,
  );

/** The card is cancelled: its balance is refused with its own words, and so is applying it to a cart. */
async function expectCancelled(code: string) {
  const read = await balance(code);
  expect(read.statusCode).toBe(409);
  expect(read.error).toMatchObject({ code: 'GIFT_CARD_CANCELLED', message: errorMessages.GIFT_CARD_CANCELLED });
  expect(read.error.message).not.toMatch(/not valid|no gift card/i);
  const applied = await c.send(applyGiftCard, { body: { guestId: newGuestId(), code } });
  expect(applied.statusCode).toBe(409);
  expect(applied.error).toMatchObject({ code: 'GIFT_CARD_CANCELLED', message: errorMessages.GIFT_CARD_CANCELLED });
}

describe('refunding a gift card bought', () => {
  it('cancels it while nothing has spent it: the balance and the cart say so, and the refund has its credit note', async () => {
    const bought = await buy(50);
    const [card] = bought.cards;
    expect((await balance(card!.code)).answer.balance).toBe(50);
    // A shopper applied it to a cart before the refund.
    const waiting = await cartWithCard(card!.code);

    const refunded = await refund(bought.orderId, {});
    expect(refunded.statusCode).toBe(200);
    expect(refunded.answer).toMatchObject({ paymentStatus: 'refunded', amount: 50 });
    expect(refunded.answer.creditNote).toMatch(/^CN-\d{4}-\d{6}$/);
    const state = await refundState(bought.orderId);
    expect(state.refunds).toEqual([
      { id: expect.any(Number), amount_cents: 5000, credit_note_number: refunded.answer.creditNote },
    ]);

    await expectCancelled(card!.code);
    expect(await movementsOf(card!.id)).toEqual([
      { kind: 'void', amount_cents: -5000, refund_id: state.refunds[0]!.id },
    ]);
    // The cart that applied it shows it cancelled, paying nothing, and cannot be placed with it.
    const summary = (await c.send(getCartSummary, { query: { guestId: waiting } })).answer;
    expect(summary).toMatchObject({ total: 42, giftCard: { applied: 0, balance: 0, cancelled: true } });
    const placed = await place(waiting);
    expect(placed.statusCode).toBe(409);
    expect(placed.error.code).toBe('GIFT_CARD_CANCELLED');
  });

  it('refuses the refund of a line whose card has been spent in part (409 GIFT_CARD_USED): nothing is written, the provider is not asked', async () => {
    const bought = await buy(50, { withPerfume: true });
    const [card] = bought.cards;
    const spent = await place(await cartWithCard(card!.code));
    expect(spent.answer).toMatchObject({ paymentStatus: 'paid', giftCard: 42 });
    const provider = vi.spyOn(t.app.services.payments, 'refundPart');

    for (const body of [{ lines: [{ lineId: bought.cardLineId, quantity: 1 }] }, {}, { restock: true }]) {
      const refused = await refund(bought.orderId, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.error.code).toBe('GIFT_CARD_USED');
      expect(refused.error.message).toBe(
        'The gift card for Jane Friend has been used (€8.00 left of €50.00): its line cannot be refunded.',
      );
    }
    expect(provider).not.toHaveBeenCalled();
    expect(await refundState(bought.orderId)).toMatchObject({
      refunded_cents: 0,
      payment_status: 'paid',
      status: 'processing',
      refunds: [],
    });
    expect((await balance(card!.code)).answer.balance).toBe(8);
    expect((await movementsOf(card!.id)).map((m) => m.kind)).toEqual(['spend']);
  });

  it('leaves the card alone when another line of the order is refunded', async () => {
    const bought = await buy(50, { withPerfume: true });
    const [card] = bought.cards;
    const refunded = await refund(bought.orderId, { lines: [{ lineId: bought.perfumeLineId!, quantity: 1 }] });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.answer).toMatchObject({ paymentStatus: 'partially_refunded', amount: 30 });
    expect((await balance(card!.code)).answer).toMatchObject({ balance: 50, last4: card!.code.slice(-4) });
    expect(await movementsOf(card!.id)).toEqual([]);
    // The card still pays.
    expect((await place(await cartWithCard(card!.code))).answer).toMatchObject({ paymentStatus: 'paid', giftCard: 42 });
  });

  it("cancels it with the paid order's cancellation, and its mail waiting for its day never goes", async () => {
    const sendOn = dayAfter(3);
    const bought = await buy(60, { sendOn, withPerfume: true });
    const [card] = bought.cards;
    const event = `gift-card:${card!.id}`;
    const mails = () =>
      queryRows<{ status: string }>(t.store.db, sql`select status from mails where event_key = ${event}`);
    expect(await mails()).toEqual([{ status: 'pending' }]);

    // The back office cancels a paid order by refunding all of it, the bottles back in stock.
    const cancelled = await refund(bought.orderId, { restock: true });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.answer).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', amount: 102 });
    await expectCancelled(card!.code);
    expect(await mails()).toEqual([]);
    // On its day the outbox has nothing for the recipient.
    const onItsDay = new Date(`${sendOn}T00:00:01Z`);
    for (let i = 0; i < 5; i++) {
      await t.app.services.mail.deliverDue(onItsDay);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(smtp.to(bought.recipientEmail)).toHaveLength(0);
  });

  it('cancels the whole cards of a line first, and refuses the rest of it once only a spent one is left', async () => {
    const bought = await buy(25, { quantity: 2 });
    const [first, second] = bought.cards;
    // The first card pays 25 of an order of 42.
    expect((await place(await cartWithCard(first!.code))).answer).toMatchObject({ giftCard: 25 });
    const one = await refund(bought.orderId, { lines: [{ lineId: bought.cardLineId, quantity: 1 }] });
    expect(one.statusCode).toBe(200);
    expect(one.answer).toMatchObject({ paymentStatus: 'partially_refunded', amount: 25 });
    await expectCancelled(second!.code);
    expect((await balance(first!.code)).answer.balance).toBe(0);
    const other = await refund(bought.orderId, { lines: [{ lineId: bought.cardLineId, quantity: 1 }] });
    expect(other.statusCode).toBe(409);
    expect(other.error.message).toContain('(€0.00 left of €25.00)');
    expect((await refundState(bought.orderId)).refunded_cents).toBe(2500);
  });

  it('gives the card back, live, when the provider refuses the refund', async () => {
    const bought = await buy(40);
    const [card] = bought.cards;
    vi.spyOn(t.app.services.payments, 'refundPart').mockRejectedValueOnce(new Error('card network down'));
    const failed = await refund(bought.orderId, {});
    expect(failed.statusCode).toBe(502);
    expect(failed.error.code).toBe('REFUND_FAILED');
    expect((await balance(card!.code)).answer.balance).toBe(40);
    expect(await movementsOf(card!.id)).toEqual([]);
    expect((await refundState(bought.orderId)).refunds).toEqual([]);
    // Asked again, it is made, and the card cancelled.
    expect((await refund(bought.orderId, {})).statusCode).toBe(200);
    await expectCancelled(card!.code);
  });

  it('a refund the provider reports by itself is recorded, cancelling what is left on a spent card', async () => {
    const bought = await buy(50);
    const [card] = bought.cards;
    expect((await place(await cartWithCard(card!.code))).answer).toMatchObject({ giftCard: 42 });
    const [{ payment_intent_id: intentId } = { payment_intent_id: '' }] = await queryRows<{
      payment_intent_id: string;
    }>(t.store.db, sql`select payment_intent_id from orders where id = ${bought.orderId}`);
    await t.app.services.checkout.onPaymentEvent({ type: 'refunded', intentId, refundId: 're_dashboard' }, t.app.log);
    expect(await refundState(bought.orderId)).toMatchObject({ refunded_cents: 5000, payment_status: 'refunded' });
    await expectCancelled(card!.code);
    expect((await movementsOf(card!.id)).map((m) => [m.kind, m.amount_cents])).toEqual([
      ['spend', -4200],
      ['void', -800],
    ]);
  });
});

describe('a checkout spending the card while its purchase is refunded', () => {
  it('ends one way or the other, never both', async () => {
    for (let round = 0; round < 4; round++) {
      const bought = await buy(50);
      const [card] = bought.cards;
      const guestId = await cartWithCard(card!.code);
      // Either asked first, in turn.
      const [placed, refunded] =
        round % 2 === 0
          ? await Promise.all([place(guestId), refund(bought.orderId, {})])
          : await Promise.all([refund(bought.orderId, {}), place(guestId)]).then(([r, p]) => [p, r] as const);
      if (placed.statusCode === 201) {
        // The spend went first: the refund is refused and nothing of it is written.
        expect(placed.answer).toMatchObject({ paymentStatus: 'paid', giftCard: 42 });
        expect(refunded.statusCode).toBe(409);
        expect(refunded.error.code).toBe('GIFT_CARD_USED');
        expect((await balance(card!.code)).answer.balance).toBe(8);
        expect(await refundState(bought.orderId)).toMatchObject({ refunded_cents: 0, refunds: [] });
      } else {
        // The refund went first: the checkout finds the card cancelled, and no order holds any of it.
        expect(placed.statusCode).toBe(409);
        expect(placed.error.code).toBe('GIFT_CARD_CANCELLED');
        expect(refunded.statusCode).toBe(200);
        expect(refunded.answer.paymentStatus).toBe('refunded');
        await expectCancelled(card!.code);
        expect((await movementsOf(card!.id)).map((m) => m.kind)).toEqual(['void']);
      }
    }
  });
});

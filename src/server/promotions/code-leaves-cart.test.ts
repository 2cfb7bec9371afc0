import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCurrentUser } from '../../domain/api/auth';
import { addCartLine, getCart, getCartSummary } from '../../domain/api/cart';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { applyGiftCard } from '../../domain/api/gift-cards';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { applyCartDiscount, createDiscount } from '../../domain/api/promotions';
import type { DiscountInput } from '../../domain/promotions/schemas';
import { adminClient, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId, shipping } from '#tests/integration/helpers';
import { delivered, queryRows } from '#tests/integration/sql';

/*
 * Issue #43: an order paid lets go of the discount code it used, in the transaction that pays it, on
 * every path that makes an order paid: a card payment confirmed (confirm-payment), a card payment the
 * shop learns of when its shopper orders again, an order paid in full by gift card. A guest's cart and
 * an account's alike; a cart that holds another code since keeps it; the code's last use, raced by two
 * checkouts, goes to one of them and the other keeps the code with the reason it no longer applies.
 * The provider's webhook (Stripe) is in src/server/payments/stripe.test.ts.
 */

const t = useTestApp({ ORDER_RATE_LIMIT: '1000', AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

let n = 0;
async function makeCode(over: Partial<DiscountInput> = {}) {
  const code = `LEAVE${Date.now().toString(36).toUpperCase()}${n++}`;
  const res = await admin.send(createDiscount, {
    body: { code, kind: 'percent', value: 10, ...over } as DiscountInput,
  });
  expect(res.statusCode).toBe(201);
  return res.answer;
}

/** A shopper: a guest's client with its cart's id, or a signed-in customer's client. */
interface Shopper {
  client: Client;
  guestId: string | undefined;
}
const guest = (): Shopper => ({ client: t.client(), guestId: newGuestId() });
const account = async (): Promise<Shopper> => ({
  client: await signedIn(t, { email: `leave.${Date.now().toString(36)}${n++}@example.com` }),
  guestId: undefined,
});
const who = (s: Shopper) => (s.guestId ? { guestId: s.guestId } : {});

async function addLine(s: Shopper, perfumeId = 1) {
  expect((await s.client.send(addCartLine, { body: { ...who(s), perfumeId, quantity: 1 } })).statusCode).toBe(201);
}

async function applyCode(s: Shopper, code: string) {
  const res = await s.client.send(applyCartDiscount, { body: { ...who(s), code } });
  expect(res.statusCode).toBe(200);
  expect(res.answer.discountCode?.code).toBe(code);
}

const summaryOf = async (s: Shopper) =>
  (await s.client.send(getCartSummary, { query: s.guestId ? { guestId: s.guestId } : {} })).answer;

/** The code the cart holds, as stored (cart_promotions), by its owner's key. */
async function heldCodeId(ownerKey: string): Promise<number | null> {
  const [row] = await queryRows<{ code_id: number | null }>(
    t.store.db,
    sql`select code_id from cart_promotions where owner_key = ${ownerKey}`,
  );
  return row?.code_id ?? null;
}
/** The cart's owner key: the guest's, or the signed-in customer's account. */
async function ownerKeyOf(s: Shopper): Promise<string> {
  if (s.guestId) return `guest:${s.guestId}`;
  return `user:${(await s.client.send(getCurrentUser)).answer.id}`;
}

/** The next checkout starts without the code: a new line, and the summary neither applies it nor refuses it. */
async function expectNextCartWithoutCode(s: Shopper) {
  await addLine(s, 2);
  const summary = await summaryOf(s);
  expect(summary).toMatchObject({ discountCode: null, discountMessage: null, discount: 0 });
  expect(await heldCodeId(await ownerKeyOf(s))).toBeNull();
}

/** Intent, order with the intent attached: the shopper is about to pay by card. */
async function upToPayment(s: Shopper) {
  const intent = (await s.client.send(createPaymentIntent, { body: who(s) })).answer;
  const order = await s.client.send(placeOrder, {
    body: { ...who(s), shippingDetails: shipping, paymentIntentId: intent.paymentIntentId },
  });
  expect(order.statusCode).toBe(201);
  return { intent, orderId: order.answer.id };
}

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const charge = (s: Shopper, intent: { clientSecret: string }) =>
  s.client.send(confirmSimulatedCard, { body: { clientSecret: intent.clientSecret, ...CARD } });

async function pay(s: Shopper, intent: { clientSecret: string; paymentIntentId: string }, orderId: number) {
  const charged = await charge(s, intent);
  if (charged.statusCode !== 200) return charged;
  return s.client.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId } });
}

/** A gift card of €1,000 bought and paid by card: its code, read from the recipient's mail in the outbox. */
async function giftCardCode(): Promise<string> {
  const recipientEmail = `friend.${Date.now().toString(36)}${n++}@example.com`;
  const order = await paidOrder(t, {
    lines: [{ giftCard: { amount: 1000, recipientName: 'Jane Friend', recipientEmail } }],
  });
  const [mail] = await queryRows<{ text: string; secrets: unknown }>(
    t.store.db,
    sql`select m.text, m.secrets from gift_cards g join mails m on m.event_key = 'gift-card:' || g.id
        where g.order_id = ${order.id}`,
  );
  return delivered(mail!.text, mail!.secrets).match(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/)![0];
}

async function applyCard(s: Shopper, code: string) {
  const res = await s.client.send(applyGiftCard, { query: who(s), body: { code } });
  expect(res.statusCode).toBe(200);
}

const usesOf = async (codeId: number) =>
  (await queryRows<{ uses: number }>(t.store.db, sql`select uses from discount_codes where id = ${codeId}`))[0]!.uses;

describe('a card payment confirmed takes the code out of the cart', () => {
  it.each([
    ['a guest', async () => guest()],
    ['a signed-in customer', account],
  ])('%s: the next checkout starts without the code, never "You have already used this code."', async (_, make) => {
    const code = await makeCode({ maxUsesPerCustomer: 1 });
    const s = await make();
    await addLine(s);
    await applyCode(s, code.code);
    const { intent, orderId } = await upToPayment(s);
    const paid = await pay(s, intent, orderId);
    expect(paid.statusCode).toBe(200);
    await expectNextCartWithoutCode(s);
  });

  it('a payment the shop learns of when its shopper orders again: the new order is priced without the code', async () => {
    const code = await makeCode({ kind: 'amount', value: 5 });
    const s = guest();
    await addLine(s);
    await applyCode(s, code.code);
    const { intent, orderId } = await upToPayment(s);
    // The card is charged, and the tab closed before confirm-payment.
    expect((await charge(s, intent)).statusCode).toBe(200);
    await addLine(s, 2);
    const again = await s.client.send(placeOrder, { body: { ...who(s), shippingDetails: shipping } });
    expect(again.statusCode).toBe(201);
    expect(again.answer).toMatchObject({ discount: 0 });
    expect(again.answer.items.map((i) => i.perfumeId)).toEqual([2]);
    const [first] = await queryRows<{ payment_status: string }>(
      t.store.db,
      sql`select payment_status from orders where id = ${orderId}`,
    );
    expect(first!.payment_status).toBe('paid');
    expect(await heldCodeId(`guest:${s.guestId}`)).toBeNull();
  });

  it('a cart that holds another code since keeps it, and the lines added since', async () => {
    const used = await makeCode();
    const other = await makeCode({ kind: 'amount', value: 3 });
    const s = guest();
    await addLine(s);
    await applyCode(s, used.code);
    const { intent, orderId } = await upToPayment(s);
    // While the order waits for its payment, the cart gets a new line and another code.
    await addLine(s, 2);
    await applyCode(s, other.code);
    expect((await pay(s, intent, orderId)).statusCode).toBe(200);
    const summary = await summaryOf(s);
    expect(summary.discountCode?.code).toBe(other.code);
    expect(summary.discount).toBe(3);
    const lines = (await s.client.send(getCart, { query: { guestId: s.guestId! } })).answer;
    expect(lines.map((l) => l.perfumeId)).toEqual([2]);
  });

  it('a cart still holding the code it used lets go of that code only: the lines added since stay', async () => {
    const code = await makeCode();
    const s = guest();
    await addLine(s);
    await applyCode(s, code.code);
    const { intent, orderId } = await upToPayment(s);
    await addLine(s, 2);
    expect((await pay(s, intent, orderId)).statusCode).toBe(200);
    const lines = (await s.client.send(getCart, { query: { guestId: s.guestId! } })).answer;
    expect(lines.map((l) => l.perfumeId)).toEqual([2]);
    expect(await summaryOf(s)).toMatchObject({ discountCode: null, discountMessage: null, discount: 0 });
  });
});

describe('an order paid in full by gift card takes the code out of the cart', () => {
  it.each([
    ['a guest', async () => guest()],
    ['a signed-in customer', account],
  ])('%s: paid at once, and the next checkout starts without the code', async (_, make) => {
    const code = await makeCode({ maxUsesPerCustomer: 1 });
    const card = await giftCardCode();
    const s = await make();
    await addLine(s);
    await applyCode(s, code.code);
    await applyCard(s, card);
    const placed = await s.client.send(placeOrder, { body: { ...who(s), shippingDetails: shipping } });
    expect(placed.statusCode).toBe(201);
    expect(placed.answer).toMatchObject({ paymentStatus: 'paid' });
    expect(placed.answer.discount).toBeGreaterThan(0);
    await expectNextCartWithoutCode(s);
  });
});

describe("the code's last use, raced by two checkouts", () => {
  it('two card payments at once (a guest and a customer): one pays with it and lets go of it; the other is refused before its card is charged and keeps the code, saying why', async () => {
    const code = await makeCode({ maxUses: 1 });
    const shoppers = [guest(), await account()];
    const ready = [];
    for (const s of shoppers) {
      await addLine(s);
      await applyCode(s, code.code);
      ready.push({ s, ...(await upToPayment(s)) });
    }
    const answers = await Promise.all(ready.map((r) => pay(r.s, r.intent, r.orderId)));
    const won = answers.findIndex((a) => a.statusCode === 200);
    expect(won).toBeGreaterThanOrEqual(0);
    const lost = 1 - won;
    expect(answers[lost]!.statusCode).toBe(409);
    expect(answers[lost]!.json()).toMatchObject({
      code: 'DISCOUNT_INVALID',
      message: expect.stringMatching(/used up/),
    });
    const intents = await queryRows<{ status: string }>(
      t.store.db,
      sql`select status from simulated_payment_intents where id in (${ready[0]!.intent.paymentIntentId}, ${ready[1]!.intent.paymentIntentId})`,
    );
    expect(intents.filter((i) => i.status === 'succeeded')).toHaveLength(1);
    expect(await usesOf(code.id)).toBe(1);

    await expectNextCartWithoutCode(shoppers[won]!);
    // The other's cart still holds its lines and the code, left out of the price with the reason.
    const loser = shoppers[lost]!;
    expect(await summaryOf(loser)).toMatchObject({
      discountCode: null,
      discountMessage: 'This code has been used up.',
      discount: 0,
    });
    expect(await heldCodeId(await ownerKeyOf(loser))).toBe(code.id);
  });

  it('two orders paid in full by gift card at once: one takes the last use and lets go of the code; the other is never charged for it', async () => {
    const code = await makeCode({ maxUses: 1 });
    const shoppers = [guest(), guest()];
    const cards = [await giftCardCode(), await giftCardCode()];
    for (const [i, s] of shoppers.entries()) {
      await addLine(s);
      await applyCode(s, code.code);
      await applyCard(s, cards[i]!);
    }
    const answers = await Promise.all(
      shoppers.map((s) => s.client.send(placeOrder, { body: { ...who(s), shippingDetails: shipping } })),
    );
    const withCode = answers.filter((a) => a.statusCode === 201 && a.answer.discount > 0);
    expect(withCode).toHaveLength(1);
    expect(await usesOf(code.id)).toBe(1);
    const won = answers.indexOf(withCode[0]!);
    await expectNextCartWithoutCode(shoppers[won]!);
    // The other was refused before anything was written (409), or, priced once the use was gone, paid
    // without the code: either way its cart keeps the code, left out of the price with the reason.
    const other = answers[1 - won]!;
    if (other.statusCode === 201) expect(other.answer).toMatchObject({ paymentStatus: 'paid', discount: 0 });
    else expect(other.json()).toMatchObject({ code: 'DISCOUNT_INVALID', message: 'This code has been used up.' });
    const loser = shoppers[1 - won]!;
    await addLine(loser, 2);
    expect(await summaryOf(loser)).toMatchObject({
      discountCode: null,
      discountMessage: 'This code has been used up.',
    });
    expect(await heldCodeId(`guest:${loser.guestId}`)).toBe(code.id);
  });
});

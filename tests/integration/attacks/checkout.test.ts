import { createTranslator } from '../../../src/domain/i18n/translator';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, logout, register } from '../../../src/domain/api/auth';
import { addCartLine, getCart } from '../../../src/domain/api/cart';
import { getPerfume } from '../../../src/domain/api/catalogue';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../../src/domain/api/checkout';
import { confirmSimulatedCard } from '../../../src/domain/api/payments';
import { MAX_CART_LINES } from '../../../src/domain/cart/cart';
import { generateRecommendation, type QuestionnaireAnswers } from '../../../src/domain/lifestyle/lifestyle';
import { paidOrder, useTestApp } from '../fixtures';
import { Client, newGuestId, newUser, shipping } from '../helpers';
import { queryRows } from '../sql';

/**
 * Carts past their limits, a card charged for a cart that changed, paying that empties more
 * than the order, and an order id oracle. Ends with an SQL audit of every payment made here.
 */
const t = useTestApp();
let c: Client;
beforeAll(() => {
  c = t.client();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(t.store.db, query);
}

const answers: QuestionnaireAnswers = {
  environment: 'coastal',
  wearTime: ['daytime'],
  indoorOutdoor: 'balanced',
  season: 'summer',
  scentPreference: 'fresh',
  intensity: 'strong',
  lastingPower: 'all-day',
  mood: ['relaxed'],
  age: '25-34',
  gender: 'female',
  personality: ['creative'],
  style: 'minimalist',
};
const lifestyleLine = (guestId: string) => {
  const perfume = generateRecommendation(answers, createTranslator('en').t);
  return { guestId, isCustom: true, quantity: 1, customName: perfume.name, customDetails: { ...perfume } };
};

const pay = (clientSecret: string) =>
  c.send(confirmSimulatedCard, {
    body: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
const cartOf = async (guestId: string) => (await c.send(getCart, { query: { guestId } })).answer;
const price = async (perfumeId: number) =>
  Math.round((await c.send(getPerfume, { params: { id: perfumeId } })).answer.price * 100);
const confirm = (paymentIntentId: string, orderId: number) =>
  c.send(confirmPayment, { body: { paymentIntentId, orderId } });

describe('carts are bounded', () => {
  it(`adds no custom line past ${MAX_CART_LINES} lines, and checks out no cart of more`, async () => {
    const guestId = newGuestId();
    for (let i = 0; i < MAX_CART_LINES - 1; i++)
      expect((await c.send(addCartLine, { body: lifestyleLine(guestId) })).statusCode).toBe(201);
    expect((await c.send(addCartLine, { body: { guestId, perfumeId: 1 } })).statusCode).toBe(201);
    const custom = await c.send(addCartLine, { body: lifestyleLine(guestId) });
    expect(custom.statusCode).toBe(400);
    expect(custom.error).toMatchObject({
      code: 'CART_FULL',
      message: expect.stringContaining(String(MAX_CART_LINES)),
    });
    expect(await cartOf(guestId)).toHaveLength(MAX_CART_LINES);
    // A catalogue line past the limit is refused too; more of a line already there is not a new line.
    expect((await c.send(addCartLine, { body: { guestId, perfumeId: 2 } })).error.code).toBe('CART_FULL');
    expect((await c.send(addCartLine, { body: { guestId, perfumeId: 1 } })).answer.quantity).toBe(2);
    expect(await cartOf(guestId)).toHaveLength(MAX_CART_LINES);

    // A guest's full cart joining an account's at sign-in keeps every line; such a cart is not checked out.
    const shopper = new Client(t.app);
    const user = newUser();
    expect((await shopper.send(register, { body: user })).statusCode).toBe(201);
    expect((await shopper.send(login, { body: { email: user.email, password: user.password } })).statusCode).toBe(200);
    expect((await shopper.send(addCartLine, { body: { perfumeId: 3 } })).statusCode).toBe(201);
    await shopper.send(logout);
    const joined = await shopper.send(login, { body: { email: user.email, password: user.password, guestId } });
    expect(joined.statusCode).toBe(200);
    expect((await shopper.send(getCart)).answer).toHaveLength(MAX_CART_LINES + 1);
    for (const res of [
      await shopper.send(createPaymentIntent, { body: {} }),
      await shopper.send(placeOrder, { body: { shippingDetails: shipping } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.error.code).toBe('CART_FULL');
    }
  });

  it('refuses to charge or order a total past 20,000, storing nothing', async () => {
    const guestId = newGuestId();
    // Ten of each of the twenty perfumes: more than 30,000 (a lifestyle perfume is one bottle a line).
    for (let perfumeId = 1; perfumeId <= 20; perfumeId++)
      expect((await c.send(addCartLine, { body: { guestId, perfumeId, quantity: 10 } })).statusCode).toBe(201);
    const [{ n: ordersBefore }] = (await rows<{ n: number }>(sql`select count(*)::int as n from orders`)) as [
      { n: number },
    ];
    const intent = await c.send(createPaymentIntent, { body: { guestId } });
    expect(intent.statusCode).toBe(400);
    expect(intent.error).toMatchObject({ code: 'ORDER_TOO_LARGE', message: expect.stringContaining('€20,000.00') });
    const order = await c.send(placeOrder, { body: { guestId, shippingDetails: shipping } });
    expect(order.statusCode).toBe(400);
    expect(order.error.code).toBe('ORDER_TOO_LARGE');
    const [{ n: ordersAfter }] = (await rows<{ n: number }>(sql`select count(*)::int as n from orders`)) as [
      { n: number },
    ];
    expect(ordersAfter).toBe(ordersBefore);
  });
});

describe('the amount charged is the order’s total', () => {
  it('re-prices the intent when the cart grew before the order: the card pays the whole order', async () => {
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } });
    const intent = (await c.send(createPaymentIntent, { body: { guestId } })).answer;
    await c.send(addCartLine, { body: { guestId, perfumeId: 2, quantity: 10 } });
    const order = (
      await c.send(placeOrder, {
        body: { guestId, shippingDetails: shipping, paymentIntentId: intent.paymentIntentId },
      })
    ).answer;
    const expected = (await price(1)) + 10 * (await price(2)) + 1200;
    expect(Math.round(order.total * 100)).toBe(expected);
    expect((await pay(intent.clientSecret)).answer.status).toBe('succeeded');
    expect((await confirm(intent.paymentIntentId, order.id)).answer).toEqual({ status: 'succeeded' });
    const [payment] = await rows<{ amount_cents: number }>(
      sql`select amount_cents from payments where order_id = ${order.id}`,
    );
    expect(payment!.amount_cents).toBe(expected);
  });

  it('refuses the card, before charging it, when the cart changed and no order names the intent', async () => {
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId: 3, quantity: 1 } });
    const intent = (await c.send(createPaymentIntent, { body: { guestId } })).answer;
    await c.send(addCartLine, { body: { guestId, perfumeId: 4, quantity: 10 } });
    const order = (await c.send(placeOrder, { body: { guestId, shippingDetails: shipping } })).answer;
    const card = await pay(intent.clientSecret);
    expect(card.statusCode).toBe(409);
    expect(card.error.code).toBe('CART_CHANGED');
    const [stored] = await rows<{ status: string }>(
      sql`select status from simulated_payment_intents where id = ${intent.paymentIntentId}`,
    );
    expect(stored!.status).toBe('requires_payment_method');
    expect((await confirm(intent.paymentIntentId, order.id)).answer.status).toBe('requires_payment_method');
  });
});

describe('paying removes exactly what the order holds', () => {
  it('keeps lines and quantities added after the order was made', async () => {
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId: 5, quantity: 2 } });
    const intent = (await c.send(createPaymentIntent, { body: { guestId } })).answer;
    const order = (
      await c.send(placeOrder, {
        body: { guestId, shippingDetails: shipping, paymentIntentId: intent.paymentIntentId },
      })
    ).answer;
    await c.send(addCartLine, { body: { guestId, perfumeId: 5, quantity: 1 } });
    await c.send(addCartLine, { body: { guestId, perfumeId: 6, quantity: 1 } });
    await c.send(addCartLine, { body: lifestyleLine(guestId) });
    await pay(intent.clientSecret);
    expect((await confirm(intent.paymentIntentId, order.id)).answer.status).toBe('succeeded');
    const left = (await cartOf(guestId)).map((l) => [l.perfumeId, l.quantity]);
    expect(left).toEqual([
      [5, 1],
      [6, 1],
      [null, 1],
    ]);
  });
});

describe('confirm-payment tells nothing of orders to whoever lacks their payment', () => {
  it('answers an unknown order and a paid one alike to a made-up intent', async () => {
    const order = await paidOrder(t, { lines: [[7, 1]] });
    const probe = (orderId: number) =>
      c.post('/api/confirm-payment', { paymentIntentId: 'pi_sim_000000000000000000000000', orderId });
    const [paid, unknown] = await Promise.all([probe(order.id), probe(order.id + 100_000)]);
    expect([paid.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(paid.json()).toEqual(unknown.json());
  });
});

describe('audit', () => {
  it('leaves no charged intent without its paid order, and every paid order paid its total once', async () => {
    const orphans = await rows(sql`
      select i.id from simulated_payment_intents i
      where i.status = 'succeeded' and not exists (select 1 from orders o where o.payment_intent_id = i.id and o.payment_status = 'paid')`);
    expect(orphans).toEqual([]);
    const wrong = await rows(sql`
      select o.id from orders o
      where o.payment_status = 'paid'
        and (select count(*) from payments p where p.order_id = o.id) <> 1
         or exists (select 1 from payments p where p.order_id = o.id and p.amount_cents <> o.total_cents)`);
    expect(wrong).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine, getCart, getCartSummary } from '../../domain/api/cart';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { confirmSimulatedCard } from '../../domain/api/payments';
import {
  applyCartDiscount,
  chooseCartGift,
  createDiscount,
  endDiscount,
  listDiscounts,
  removeCartDiscount,
  setPromotionSettings,
} from '../../domain/api/promotions';
import { getPerfume } from '../../domain/api/catalogue';
import type { DiscountInput } from '../../domain/promotions/schemas';
import { adminClient, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';
import { newGuestId, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

const t = useTestApp({ ORDER_RATE_LIMIT: '1000', AUTH_RATE_LIMIT: '1000' });
let admin: Client;
let c: Client;
let price1: number;
beforeAll(async () => {
  admin = await adminClient(t);
  c = t.client();
  price1 = (await c.send(getPerfume, { params: { id: 1 } })).answer.price;
});

let n = 0;
async function makeCode(over: Partial<DiscountInput> = {}) {
  const code = `CODE${Date.now().toString(36).toUpperCase()}${n++}`;
  const res = await admin.send(createDiscount, {
    body: { code, kind: 'percent', value: 10, ...over } as DiscountInput,
  });
  expect(res.statusCode).toBe(201);
  return res.answer;
}

async function cartWith(perfumeId = 1, quantity = 1, client = c) {
  const guestId = newGuestId();
  expect((await client.send(addCartLine, { body: { guestId, perfumeId, quantity } })).statusCode).toBe(201);
  return guestId;
}

const apply = (guestId: string, code: string, client = c) =>
  client.send(applyCartDiscount, { body: { guestId, code } });

/** Intent, order with the intent attached: the shopper is about to pay. */
async function upToPayment(guestId: string, client = c, email = shipping.email) {
  const intent = (await client.send(createPaymentIntent, { body: { guestId } })).answer;
  const order = await client.send(placeOrder, {
    body: { guestId, shippingDetails: { ...shipping, email }, paymentIntentId: intent.paymentIntentId },
  });
  return { intent, order };
}

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

async function pay(client: Client, intent: { clientSecret: string; paymentIntentId: string }, orderId: number) {
  const charged = await client.send(confirmSimulatedCard, { body: { clientSecret: intent.clientSecret, ...CARD } });
  if (charged.statusCode !== 200) return charged;
  return client.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId } });
}

describe('the back office makes codes', () => {
  it('makes a code, upper-cased and unique whatever its case, and lists it with its uses', async () => {
    const res = await admin.send(createDiscount, {
      body: { code: 'welcome-x1', kind: 'amount', value: 5, minSubtotal: 30, maxUses: 10 } as DiscountInput,
    });
    expect(res.statusCode).toBe(201);
    expect(res.answer).toMatchObject({ code: 'WELCOME-X1', kind: 'amount', value: 5, uses: 0, minSubtotal: 30 });
    expect(res.answer.label).toBe('Code WELCOME-X1: €5.00 off');
    const again = await admin.send(createDiscount, {
      body: { code: 'Welcome-X1', kind: 'percent', value: 5 } as DiscountInput,
    });
    expect(again.statusCode).toBe(409);
    const list = await admin.send(listDiscounts, { query: { limit: 50 } });
    expect(list.answer.find((d) => d.code === 'WELCOME-X1')).toMatchObject({ uses: 0, revenue: 0 });
    const shopper = await c.send(listDiscounts, { query: { limit: 50 } });
    expect(shopper.statusCode).toBe(401);
  });

  it('refuses a percent over 100 with the field named', async () => {
    const res = await admin.send(createDiscount, {
      body: { code: 'TOOMUCH', kind: 'percent', value: 150 } as DiscountInput,
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toMatch(/percent/i);
  });
});

describe('a shopper adds a code', () => {
  it('takes 10 % off the lines and shows it in the summary, the intent and the order', async () => {
    const { code } = await makeCode();
    const guestId = await cartWith(1, 2);
    const res = await apply(guestId, code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const off = Math.round(price1 * 2 * 10) / 100;
    expect(res.answer.discount).toBeCloseTo(off, 2);
    expect(res.answer.adjustments).toContainEqual({
      kind: 'discount-code',
      label: `Code ${code}: 10 % off`,
      amount: off,
    });
    expect(res.answer.discountCode).toMatchObject({ code });
    expect(res.answer.total).toBeCloseTo(price1 * 2 - off + 12, 2);
    const { intent, order } = await upToPayment(guestId);
    expect(intent.amount).toBeCloseTo(res.answer.total, 2);
    expect(order.answer.discount).toBeCloseTo(off, 2);
    const paid = await pay(c, intent, order.answer.id);
    expect(paid.statusCode).toBe(200);
    const [code1] = (await admin.send(listDiscounts, { query: { limit: 200 } })).answer.filter((d) => d.code === code);
    expect(code1).toMatchObject({ uses: 1, reserved: 0, revenue: order.answer.total, discounted: off });
  });

  it('says why a code is refused, one reason per message', async () => {
    const guestId = await cartWith(1, 1);
    expect((await apply(guestId, 'NO-SUCH-CODE')).error).toMatchObject({
      code: 'DISCOUNT_INVALID',
      message: 'This code is not valid.',
    });
    const expired = await makeCode({ startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z' });
    expect((await apply(guestId, expired.code)).error.message).toBe('This code has expired.');
    const later = await makeCode({ startsAt: '2099-01-01T00:00:00Z' });
    expect((await apply(guestId, later.code)).error.message).toBe('This code is not yet valid.');
    const big = await makeCode({ minSubtotal: 100_00 / 100 + price1 });
    expect((await apply(guestId, big.code)).error.message).toBe(
      `This code needs a subtotal of €${(100 + price1).toFixed(2)}.`,
    );
    const once = await makeCode({ maxUses: 1 });
    await paidOrder(t, { lines: [[1, 1]] }).then(async () => undefined);
    const first = await cartWith(1, 1);
    expect((await apply(first, once.code)).statusCode).toBe(200);
    const { intent, order } = await upToPayment(first);
    expect((await pay(c, intent, order.answer.id)).statusCode).toBe(200);
    const res = await apply(guestId, once.code);
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe('This code has been used up.');
  });

  it('drops a code that ended while in the cart, with its reason, and Remove takes it off', async () => {
    const code = await makeCode();
    const guestId = await cartWith(1, 1);
    expect((await apply(guestId, code.code)).answer.discount).toBeGreaterThan(0);
    expect((await admin.send(endDiscount, { params: { id: code.id } })).answer.active).toBe(false);
    const summary = (await c.send(getCartSummary, { query: { guestId } })).answer;
    expect(summary).toMatchObject({ discount: 0, discountCode: null, discountMessage: 'This code has expired.' });
    const other = await makeCode({ kind: 'amount', value: 3 });
    expect((await apply(guestId, other.code)).answer.discount).toBe(3);
    const removed = await c.send(removeCartDiscount, { query: { guestId } });
    expect(removed.answer).toMatchObject({ discount: 0, discountCode: null, discountMessage: null });
  });

  it('free shipping prices the shipping 0 and keeps the VAT of the goods', async () => {
    const code = await makeCode({ kind: 'free-shipping', value: 0 });
    const guestId = await cartWith(1, 1);
    await apply(guestId, code.code);
    const summary = (await c.send(getCartSummary, { query: { guestId, country: 'FR' } })).answer;
    expect(summary).toMatchObject({ shipping: 0, discount: 0, total: price1 });
    expect(summary.discountCode).toMatchObject({ freeShipping: true, label: `Code ${code.code}: free shipping` });
    expect(summary.tax).toBeCloseTo(price1 - Math.round((price1 * 100) / 1.2) / 100, 2);
  });

  it('limits uses per customer by e-mail for guests', async () => {
    const code = await makeCode({ maxUsesPerCustomer: 1 });
    const email = `once-${Date.now()}@example.com`;
    const a = await cartWith(1, 1);
    await apply(a, code.code);
    const first = await upToPayment(a, c, email);
    expect((await pay(c, first.intent, first.order.answer.id)).statusCode).toBe(200);
    // Another guest cart, the same e-mail in another case: refused when the order is placed.
    const b = await cartWith(1, 1);
    expect((await apply(b, code.code)).statusCode).toBe(200);
    const second = await upToPayment(b, c, email.toUpperCase());
    expect(second.order.statusCode).toBe(400);
    expect(second.order.error).toMatchObject({ code: 'DISCOUNT_INVALID', message: 'You have already used this code.' });
    // Another e-mail is welcome.
    const third = await upToPayment(b, c, `other-${email}`);
    expect(third.order.statusCode).toBe(201);
  });
});

describe('uses per customer count per identity: the account and its e-mails (issue #41)', () => {
  const unique = () => `ada${Date.now().toString(36)}${n++}`;

  /** A signed-in shopper pays an order with the code, its shipping e-mail the account's. */
  async function accountPays(code: string, email: string) {
    const account = await signedIn(t, { email });
    expect((await account.send(addCartLine, { body: { perfumeId: 1, quantity: 1 } })).statusCode).toBe(201);
    expect((await account.send(applyCartDiscount, { body: { code } })).statusCode).toBe(200);
    const intent = (await account.send(createPaymentIntent, { body: {} })).answer;
    const order = await account.send(placeOrder, {
      body: { shippingDetails: { ...shipping, email }, paymentIntentId: intent.paymentIntentId },
    });
    expect(order.statusCode).toBe(201);
    expect((await pay(account, intent, order.answer.id)).statusCode).toBe(200);
    return account;
  }

  it.each([
    ['the same e-mail', (local: string) => `${local}@example.com`],
    ['another case and a +tag', (local: string) => `${local.toUpperCase()}+x@Example.com`],
  ])('a code an account used once is refused to a guest checkout with %s', async (_, spelt) => {
    const code = await makeCode({ maxUsesPerCustomer: 1 });
    const local = unique();
    await accountPays(code.code, `${local}@example.com`);
    const guestId = await cartWith(1, 1);
    expect((await apply(guestId, code.code)).statusCode).toBe(200);
    const { order } = await upToPayment(guestId, c, spelt(local));
    expect(order.statusCode).toBe(400);
    expect(order.error).toMatchObject({ code: 'DISCOUNT_INVALID', message: 'You have already used this code.' });
  });

  it("a guest's use with an e-mail, as billing address, blocks the account of that e-mail and any guest using it", async () => {
    const code = await makeCode({ maxUsesPerCustomer: 1 });
    const local = unique();
    const guestId = await cartWith(1, 1);
    await apply(guestId, code.code);
    const intent = (await c.send(createPaymentIntent, { body: { guestId } })).answer;
    const order = await c.send(placeOrder, {
      body: {
        guestId,
        shippingDetails: { ...shipping, email: `someone-else-${local}@example.com` },
        billingDetails: { ...shipping, email: `${local}+billing@example.com` },
        paymentIntentId: intent.paymentIntentId,
      },
    });
    expect(order.statusCode).toBe(201);
    expect((await pay(c, intent, order.answer.id)).statusCode).toBe(200);
    // The account of that address cannot hold the code.
    const account = await signedIn(t, { email: `${local}@example.com` });
    expect((await account.send(addCartLine, { body: { perfumeId: 1, quantity: 1 } })).statusCode).toBe(201);
    const applied = await account.send(applyCartDiscount, { body: { code: code.code } });
    expect(applied.statusCode).toBe(400);
    expect(applied.error).toMatchObject({ code: 'DISCOUNT_INVALID', message: 'You have already used this code.' });
    // A guest shipping to it is refused when the order is placed.
    const other = await cartWith(1, 1);
    expect((await apply(other, code.code)).statusCode).toBe(200);
    const refused = await upToPayment(other, c, `${local}@EXAMPLE.com`);
    expect(refused.order.statusCode).toBe(400);
    expect(refused.order.error.message).toBe('You have already used this code.');
  });

  it('8 checkouts at once under one identity (an account and guests with spellings of its e-mail): one pays with the code, 7 are refused before any charge', async () => {
    const code = await makeCode({ maxUsesPerCustomer: 1 });
    const local = unique();
    const email = `${local}@example.com`;
    const account = await signedIn(t, { email });
    const spellings = [
      email,
      `${local.toUpperCase()}@example.com`,
      `${local}+a@example.com`,
      ` ${local}+b@Example.com `,
    ];
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const client = i === 0 ? account : t.client();
        const guestId = i === 0 ? undefined : await cartWith(1, 1, client);
        if (i === 0)
          expect((await client.send(addCartLine, { body: { perfumeId: 1, quantity: 1 } })).statusCode).toBe(201);
        const who = guestId ? { guestId } : {};
        expect((await client.send(applyCartDiscount, { body: { ...who, code: code.code } })).statusCode).toBe(200);
        const intent = (await client.send(createPaymentIntent, { body: who })).answer;
        const order = await client.send(placeOrder, {
          body: {
            ...who,
            shippingDetails: { ...shipping, email: spellings[i % spellings.length]!.trim() },
            paymentIntentId: intent.paymentIntentId,
          },
        });
        return { client, intent, order };
      }),
    );
    const placed = shoppers.filter((s) => s.order.statusCode === 201);
    for (const s of shoppers.filter((x) => x.order.statusCode !== 201))
      expect(s.order.error.message).toBe('You have already used this code.');
    const answers = await Promise.all(placed.map((s) => pay(s.client, s.intent, s.order.answer.id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect(r.json()).toMatchObject({ code: 'DISCOUNT_INVALID', message: expect.stringMatching(/already used/) });
    const intents = await queryRows<{ status: string }>(
      t.store.db,
      sql`select status from simulated_payment_intents where id in (${sql.join(
        shoppers.map((s) => sql`${s.intent.paymentIntentId}`),
        sql`, `,
      )})`,
    );
    expect(intents.filter((i) => i.status === 'succeeded')).toHaveLength(1);
    const [row] = await queryRows<{ uses: number }>(
      t.store.db,
      sql`select uses from discount_codes where id = ${code.id}`,
    );
    expect(row!.uses).toBe(1);
  });
});

describe('a use is taken when the order is paid, atomically', () => {
  it('8 shoppers paying at once with 3 uses left: exactly 3 are charged with it, 5 learn it before any charge', async () => {
    const code = await makeCode({ maxUses: 3 });
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const client = t.client();
        const guestId = await cartWith(1, 1, client);
        expect((await apply(guestId, code.code, client)).statusCode).toBe(200);
        const { intent, order } = await upToPayment(guestId, client);
        expect(order.statusCode).toBe(201);
        return { client, intent, orderId: order.answer.id };
      }),
    );
    const answers = await Promise.all(shoppers.map((s) => pay(s.client, s.intent, s.orderId)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect(r.json()).toMatchObject({ code: 'DISCOUNT_INVALID', message: expect.stringMatching(/used up/) });
    const intents = await queryRows<{ status: string }>(
      t.store.db,
      sql`select status from simulated_payment_intents where id in ${sql.raw(`(${shoppers.map((s) => `'${s.intent.paymentIntentId}'`).join(',')})`)}`,
    );
    expect(intents.filter((i) => i.status === 'succeeded')).toHaveLength(3);
    const [row] = await queryRows<{ uses: number }>(
      t.store.db,
      sql`select uses from discount_codes where id = ${code.id}`,
    );
    expect(row!.uses).toBe(3);
    const paid = await queryRows<{ n: number }>(
      t.store.db,
      sql`select count(*)::int as n from orders o join discount_redemptions r on r.order_id = o.id
          where r.code_id = ${code.id} and o.payment_status = 'paid' and r.state = 'paid'`,
    );
    expect(paid[0]!.n).toBe(3);
  });

  it('a use held by an order being paid comes back when the order is superseded', async () => {
    const code = await makeCode({ maxUses: 1 });
    const guestId = await cartWith(1, 1);
    await apply(guestId, code.code);
    const first = await upToPayment(guestId);
    // The declined card leaves nothing held; a charge refused after the hold is the race above.
    await c.send(confirmSimulatedCard, {
      body: { clientSecret: first.intent.clientSecret, ...CARD, cardNumber: '4000 0000 0000 0002' },
    });
    const second = await upToPayment(guestId);
    expect(second.order.statusCode).toBe(201);
    expect((await pay(c, second.intent, second.order.answer.id)).statusCode).toBe(200);
    const [row] = await queryRows<{ uses: number }>(
      t.store.db,
      sql`select uses from discount_codes where id = ${code.id}`,
    );
    expect(row!.uses).toBe(1);
  });
});

describe('the automatic gift sample', () => {
  it('offers a free sample above the subtotal the admin sets, and charges it again below', async () => {
    await admin.send(setPromotionSettings, { body: { giftSampleThreshold: Math.floor(price1) } });
    const guestId = await cartWith(1, 1);
    const before = (await c.send(getCartSummary, { query: { guestId } })).answer;
    expect(before.giftSample).toMatchObject({ offered: true, perfumeId: null });
    const chosen = await c.send(chooseCartGift, { body: { guestId, perfumeId: 2 } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.answer.adjustments).toContainEqual(expect.objectContaining({ kind: 'gift-sample' }));
    expect(chosen.answer.total).toBeCloseTo(before.total, 2);
    const poor = newGuestId();
    await c.send(addCartLine, { body: { guestId: poor, perfumeId: 2, quantity: 1, size: 'sample' } });
    expect((await c.send(chooseCartGift, { body: { guestId: poor, perfumeId: 3 } })).error.code).toBe(
      'GIFT_NOT_OFFERED',
    );
    await admin.send(setPromotionSettings, { body: { giftSampleThreshold: null } });
  });

  it('the free gift sample never counts towards the discovery set (issue #41)', async () => {
    await admin.send(setPromotionSettings, { body: { giftSampleThreshold: Math.floor(price1) } });
    const guestId = await cartWith(1, 1);
    for (const perfumeId of [2, 3, 4, 5])
      expect(
        (await c.send(addCartLine, { body: { guestId, perfumeId, quantity: 1, size: 'sample' } })).statusCode,
      ).toBe(201);
    const chosen = await c.send(chooseCartGift, { body: { guestId, perfumeId: 6 } });
    expect(chosen.statusCode).toBe(200);
    // Four samples bought and the gift: no set, and the gift is free.
    const kinds = (a: { kind: string }[]) => a.map((x) => x.kind);
    expect(kinds(chosen.answer.adjustments)).toEqual(['gift-sample']);
    expect(chosen.answer.total).toBeCloseTo(chosen.answer.subtotal - chosen.answer.adjustments[0]!.amount + 12, 2);
    // A fifth sample bought makes the set.
    await c.send(addCartLine, { body: { guestId, perfumeId: 7, quantity: 1, size: 'sample' } });
    const five = (await c.send(getCartSummary, { query: { guestId } })).answer;
    expect(kinds(five.adjustments).sort()).toEqual(['discovery-set', 'gift-sample']);
    // The order takes off what the summary showed.
    const order = await upToPayment(guestId);
    expect(order.order.statusCode).toBe(201);
    expect(order.order.answer.discount).toBeCloseTo(
      five.adjustments.reduce((sum, a) => sum + a.amount, 0),
      2,
    );
    await admin.send(setPromotionSettings, { body: { giftSampleThreshold: null } });
  });

  it('a changed or given-up gift takes its free sample line out of the cart', async () => {
    await admin.send(setPromotionSettings, { body: { giftSampleThreshold: Math.floor(price1) } });
    const guestId = await cartWith(1, 1);
    await c.send(chooseCartGift, { body: { guestId, perfumeId: 2 } });
    const changed = await c.send(chooseCartGift, { body: { guestId, perfumeId: 3 } });
    expect(changed.statusCode).toBe(200);
    const samples = (await c.send(getCart, { query: { guestId } })).answer.filter((l) => l.size === 'sample');
    expect(samples.map((l) => l.perfumeId)).toEqual([3]);
    expect(changed.answer.giftSample).toMatchObject({ offered: true, perfumeId: 3 });
    const dropped = await c.send(chooseCartGift, { body: { guestId, perfumeId: null } });
    expect(dropped.answer.giftSample).toMatchObject({ perfumeId: null });
    const left = (await c.send(getCart, { query: { guestId } })).answer.filter((l) => l.size === 'sample');
    expect(left).toHaveLength(0);
    await admin.send(setPromotionSettings, { body: { giftSampleThreshold: null } });
  });
});

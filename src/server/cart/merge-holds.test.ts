import { sql } from 'drizzle-orm';
import type { CartSummary } from '../../domain/cart/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, register } from '../../domain/api/auth';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { applyGiftCard } from '../../domain/api/gift-cards';
import {
  applyCartDiscount,
  chooseCartGift,
  createDiscount,
  removeCartDiscount,
  setPromotionSettings,
} from '../../domain/api/promotions';
import type { DiscountInput } from '../../domain/promotions/schemas';
import { adminClient, paidOrder, useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId, newUser } from '#tests/integration/helpers';
import { delivered, queryRows } from '#tests/integration/sql';

/*
 * A guest's held code, gift sample choice and gift card follow the guest's cart into the account's
 * at registration and at sign-in (decisions 061, 062), on both stores: the account's own, held
 * earlier, stays; the guest's rows go; the code is checked again for the account when the cart is
 * priced.
 */

const t = useTestApp({ ORDER_RATE_LIMIT: '1000', AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
  // The automatic gift, offered from €1: every cart here may choose its free sample.
  expect((await admin.send(setPromotionSettings, { body: { giftSampleThreshold: 1 } })).statusCode).toBe(200);
});

let n = 0;
async function makeCode(over: Partial<DiscountInput> = {}) {
  const code = `MERGE${Date.now().toString(36).toUpperCase()}${n++}`;
  const res = await admin.send(createDiscount, {
    body: { code, kind: 'percent', value: 10, ...over } as DiscountInput,
  });
  expect(res.statusCode).toBe(201);
  return res.answer;
}

/** A gift card of `amount` bought and paid by a guest: its code, read from its recipient's mail in the outbox. */
async function buyCard(amount: number): Promise<string> {
  const recipientEmail = `friend.${Math.random().toString(36).slice(2)}@example.com`;
  const order = await paidOrder(t, { lines: [{ giftCard: { amount, recipientName: 'Jane Friend', recipientEmail } }] });
  const [mail] = await queryRows<{ text: string; secrets: unknown }>(
    t.store.db,
    sql`select text, secrets from mails where kind = 'gift-card' and order_id = ${order.id}`,
  );
  return delivered(mail!.text, mail!.secrets).match(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/)![0];
}

/** What the cart tables hold for an owner key: its code and gift row, its gift card row. */
async function heldBy(key: string) {
  const promotions = await queryRows(t.store.db, sql`select * from cart_promotions where owner_key = ${key}`);
  const cards = await queryRows(t.store.db, sql`select * from cart_gift_cards where owner_key = ${key}`);
  return { promotions: promotions.length, cards: cards.length };
}

/** A guest's cart: a bottle of perfume 1, the code, the free sample of perfume 2 and the gift card. */
async function guestHolding(client: Client, code: string, giftCardCode: string) {
  const guestId = newGuestId();
  expect((await client.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } })).statusCode).toBe(201);
  expect((await client.send(applyCartDiscount, { body: { guestId, code } })).statusCode).toBe(200);
  expect((await client.send(chooseCartGift, { body: { guestId, perfumeId: 2 } })).statusCode).toBe(200);
  const applied = await client.send(applyGiftCard, { body: { guestId, code: giftCardCode } });
  expect(applied.statusCode).toBe(200);
  const summary = applied.answer;
  expect(summary.discount).toBeGreaterThan(0);
  expect(summary.discountCode?.code).toBe(code);
  expect(summary.giftSample).toMatchObject({ offered: true, perfumeId: 2 });
  expect(summary.adjustments.map((a) => a.kind)).toEqual(expect.arrayContaining(['discount-code', 'gift-sample']));
  expect(summary.giftCard).toMatchObject({ last4: giftCardCode.slice(-4) });
  expect(summary.giftCard!.applied).toBeGreaterThan(0);
  return { guestId, summary };
}

/** A summary with its lines by price, not id. */
const sameLines = (s: CartSummary) => ({ ...s, lines: s.lines.map((l) => l.price) });

describe("a guest's code, gift sample and gift card at sign-in", () => {
  it('follow the cart into an account opened at checkout: the same summary, and no guest rows left', async () => {
    const code = await makeCode();
    const card = await buyCard(25);
    const c = t.client();
    const { guestId, summary } = await guestHolding(c, code.code, card);

    const user = newUser();
    expect((await c.send(register, { body: { ...user, guestId } })).statusCode).toBe(201);
    expect((await c.send(login, { body: { email: user.email, password: user.password } })).statusCode).toBe(200);
    const after = (await c.send(getCartSummary)).answer;
    // The same summary; the lines are the account's cart's now (their ids new, their prices the same).
    expect(sameLines(after)).toEqual(sameLines(summary));
    expect(await heldBy(`guest:${guestId}`)).toEqual({ promotions: 0, cards: 0 });
    // The guest id names nothing any more: a new guest with it has an empty cart and holds nothing.
    const stranger = (await t.client().send(getCartSummary, { query: { guestId } })).answer;
    expect(stranger).toMatchObject({ itemCount: 0, discountCode: null, giftCard: null });
  });

  it('follow the cart into an existing account signed in to, which held none', async () => {
    const code = await makeCode({ kind: 'amount', value: 5 });
    const card = await buyCard(100);
    const user = newUser();
    const c = t.client();
    expect((await c.send(register, { body: user })).statusCode).toBe(201);
    const { guestId, summary } = await guestHolding(c, code.code, card);

    const signIn = await c.send(login, { body: { email: user.email, password: user.password, guestId } });
    expect(signIn.statusCode).toBe(200);
    const after = (await c.send(getCartSummary)).answer;
    // The same summary; the lines are the account's cart's now (their ids new, their prices the same).
    expect(sameLines(after)).toEqual(sameLines(summary));
    expect(after).toMatchObject({ discountCode: { code: code.code }, giftCard: { last4: card.slice(-4) } });
    expect(after.adjustments.find((a) => a.kind === 'discount-code')?.amount).toBe(5);
    expect(await heldBy(`guest:${guestId}`)).toEqual({ promotions: 0, cards: 0 });
    expect(await heldBy(`user:${'id' in signIn.answer ? signIn.answer.id : 0}`)).toEqual({ promotions: 1, cards: 1 });
  });

  it("leave the account's own code, gift and card as they are, and the guest's rows go", async () => {
    const own = await makeCode({ kind: 'amount', value: 3 });
    const ownCard = await buyCard(30);
    const user = newUser();
    const c = t.client();
    expect((await c.send(register, { body: user })).statusCode).toBe(201);
    const me = (await c.send(login, { body: { email: user.email, password: user.password } })).answer;
    if (!('id' in me)) throw new Error('the sign-in asked for a second factor');
    expect((await c.send(addCartLine, { body: { perfumeId: 3, quantity: 1 } })).statusCode).toBe(201);
    expect((await c.send(applyCartDiscount, { body: { code: own.code } })).statusCode).toBe(200);
    expect((await c.send(chooseCartGift, { body: { perfumeId: 4 } })).statusCode).toBe(200);
    expect((await c.send(applyGiftCard, { body: { code: ownCard } })).statusCode).toBe(200);

    // Signed out, the same browser shops as a guest with other holds, then signs in again.
    const guest = t.client();
    const theirs = await makeCode({ value: 20 });
    const theirCard = await buyCard(50);
    const { guestId } = await guestHolding(guest, theirs.code, theirCard);
    expect(
      (await guest.send(login, { body: { email: user.email, password: user.password, guestId } })).statusCode,
    ).toBe(200);

    const after = (await guest.send(getCartSummary)).answer;
    expect(after.discountCode?.code).toBe(own.code);
    expect(after.discountMessage).toBeNull();
    expect(after.giftSample?.perfumeId).toBe(4);
    expect(after.giftCard?.last4).toBe(ownCard.slice(-4));
    // The guest's lines did join (the account's bottle and gift, the guest's bottle and sample).
    expect(after.itemCount).toBe(4);
    expect(await heldBy(`guest:${guestId}`)).toEqual({ promotions: 0, cards: 0 });
    expect(await heldBy(`user:${me.id}`)).toEqual({ promotions: 1, cards: 1 });
  });

  it('take the guest code the account held none of, even when it had removed its own', async () => {
    const code = await makeCode();
    const c = t.client();
    const user = newUser();
    expect((await c.send(register, { body: user })).statusCode).toBe(201);
    expect((await c.send(login, { body: { email: user.email, password: user.password } })).statusCode).toBe(200);
    expect((await c.send(addCartLine, { body: { perfumeId: 1, quantity: 1 } })).statusCode).toBe(201);
    const other = await makeCode({ kind: 'amount', value: 2 });
    expect((await c.send(applyCartDiscount, { body: { code: other.code } })).statusCode).toBe(200);
    expect((await c.send(removeCartDiscount)).statusCode).toBe(200);

    const guest = t.client();
    const guestId = newGuestId();
    expect((await guest.send(addCartLine, { body: { guestId, perfumeId: 2, quantity: 1 } })).statusCode).toBe(201);
    expect((await guest.send(applyCartDiscount, { body: { guestId, code: code.code } })).statusCode).toBe(200);
    await guest.send(login, { body: { email: user.email, password: user.password, guestId } });
    expect((await guest.send(getCartSummary)).answer.discountCode?.code).toBe(code.code);
  });

  it('a code held without any line, or a gift card alone, follows too', async () => {
    const code = await makeCode({ kind: 'free-shipping', value: 0 });
    const card = await buyCard(25);
    const c = t.client();
    const guestId = newGuestId();
    expect((await c.send(applyCartDiscount, { body: { guestId, code: code.code } })).statusCode).toBe(200);
    expect((await c.send(applyGiftCard, { body: { guestId, code: card } })).statusCode).toBe(200);
    const user = newUser();
    expect((await c.send(register, { body: { ...user, guestId } })).statusCode).toBe(201);
    expect((await c.send(login, { body: { email: user.email, password: user.password } })).statusCode).toBe(200);
    expect((await c.send(addCartLine, { body: { perfumeId: 1, quantity: 1 } })).statusCode).toBe(201);
    const after = (await c.send(getCartSummary)).answer;
    expect(after).toMatchObject({ shipping: 0, discountCode: { code: code.code, freeShipping: true } });
    expect(after.giftCard?.last4).toBe(card.slice(-4));
    expect(await heldBy(`guest:${guestId}`)).toEqual({ promotions: 0, cards: 0 });
  });

  it('a code the account has used up is shown as not applying once it follows, with its reason', async () => {
    const code = await makeCode({ maxUsesPerCustomer: 1 });
    const user = newUser();
    const c = t.client();
    expect((await c.send(register, { body: user })).statusCode).toBe(201);
    expect((await c.send(login, { body: { email: user.email, password: user.password } })).statusCode).toBe(200);
    // The account's one use of the code, paid.
    expect((await c.send(addCartLine, { body: { perfumeId: 1, quantity: 1 } })).statusCode).toBe(201);
    expect((await c.send(applyCartDiscount, { body: { code: code.code } })).statusCode).toBe(200);
    await paidOrder(t, { owner: c });
    expect((await c.send(removeCartDiscount)).statusCode).toBe(200);
    expect((await c.send(applyCartDiscount, { body: { code: code.code } })).statusCode).toBe(400);

    // A guest (no account yet to count) may hold it; once signed in, it is the account's, refused.
    const guest = t.client();
    const guestId = newGuestId();
    expect((await guest.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } })).statusCode).toBe(201);
    const held = await guest.send(applyCartDiscount, { body: { guestId, code: code.code } });
    expect(held.answer.discount).toBeGreaterThan(0);
    expect(
      (await guest.send(login, { body: { email: user.email, password: user.password, guestId } })).statusCode,
    ).toBe(200);
    const after = (await guest.send(getCartSummary)).answer;
    expect(after).toMatchObject({
      discount: 0,
      discountCode: null,
      discountMessage: 'You have already used this code.',
    });
    expect(after.adjustments.map((a) => a.kind)).not.toContain('discount-code');
    expect(await heldBy(`guest:${guestId}`)).toEqual({ promotions: 0, cards: 0 });
  });
});

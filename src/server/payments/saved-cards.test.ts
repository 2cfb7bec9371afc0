import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCartLine } from '../../domain/api/cart';
import { placeOrder } from '../../domain/api/checkout';
import { authenticateSimulatedCharge, confirmSimulatedCard, setupSimulatedCard } from '../../domain/api/payments';
import { money } from '../../domain/currency/currency';
import {
  AUTHENTICATION_TEST_CARD,
  DECLINED_TEST_CARD,
  RENEWAL_DECLINED_TEST_CARD,
} from '../../domain/payments/schemas';
import { useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import { startStripeStandIn, type StripeStandIn } from '#tests/integration/stripe-stand-in';
import { PaymentService } from './service';

/*
 * Cards kept for refills (issue #48): a refill's first payment keeps its card, renewals charge it
 * off-session under an idempotency key, and a card is changed through the provider's own setup flow.
 * The simulated provider's test cards behave as DESIGN §4 "Refills" says; Stripe's calls are checked
 * against the stand-in.
 */

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123' });
const VISA = '4242424242424242';
let customerSeq = 0;
const newCustomer = () => `user:${90_000 + ++customerSeq}`;

type ShopOf = ReturnType<typeof useTestApp>;

/** A guest's order waiting for its payment (no intent named): its id, total in minor units, and its owner's key. */
async function pendingOrder(shop: ShopOf, c: Client) {
  const guestId = newGuestId();
  expect((await c.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } })).statusCode).toBe(201);
  const order = await c.send(placeOrder, { body: { guestId, shippingDetails: shipping } });
  expect(order.statusCode).toBe(201);
  return {
    guestId,
    orderId: order.answer.id,
    total: money(Math.round(order.answer.total * 100), order.answer.currency ?? 'EUR'),
    ownerKey: `guest:${guestId}`,
  };
}

describe('simulated provider: kept cards', () => {
  const t = useTestApp();
  let c: Client;
  let payments: PaymentService;
  beforeAll(() => {
    c = t.client();
    payments = t.app.services.payments;
  });

  /** A refill's first order, its intent keeping the card for `customer`, paid on the simulated form. */
  async function firstOrderPaidWith(cardNumber: string, customer = newCustomer()) {
    const guestId = newGuestId();
    expect((await c.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } })).statusCode).toBe(201);
    const intent = await payments.createIntent(money(100, 'EUR'), { kind: 'guest', guestId }, { customer });
    const order = await c.send(placeOrder, {
      body: { guestId, shippingDetails: shipping, paymentIntentId: intent.paymentIntentId },
    });
    expect(order.statusCode).toBe(201);
    const paid = await c.send(confirmSimulatedCard, {
      body: { clientSecret: intent.clientSecret, ...card(cardNumber) },
    });
    expect(paid.statusCode).toBe(200);
    return {
      customer,
      intentId: intent.paymentIntentId,
      answer: paid.answer,
      info: await payments.find(intent.paymentIntentId),
    };
  }

  /** A card kept for a new customer, paid with `cardNumber`. */
  async function keptCard(cardNumber: string) {
    const { customer, info } = await firstOrderPaidWith(cardNumber);
    return { customer, token: info!.savedCard!.token };
  }

  async function intentsWithKey(key: string) {
    return queryRows<{ id: string }>(
      t.store.db,
      sql`select id from simulated_payment_intents where idempotency_key = ${key}`,
    );
  }

  it.each([
    [VISA, '•••• 4242'],
    [RENEWAL_DECLINED_TEST_CARD, '•••• 0341'],
    [AUTHENTICATION_TEST_CARD, '•••• 3184'],
  ])('pays the first order with %s and keeps the card', async (number, label) => {
    const { answer, info, customer } = await firstOrderPaidWith(number);
    expect(answer.status).toBe('succeeded');
    expect(info).toMatchObject({
      status: 'succeeded',
      savedCard: { token: expect.stringMatching(/^card_sim_[0-9a-f]{24}$/), label },
    });
    const [kept] = await queryRows(
      t.store.db,
      sql`select * from simulated_cards where token = ${info!.savedCard!.token}`,
    );
    // The number itself is never stored: its last four digits and how it behaves.
    expect(kept).toMatchObject({ customer, last4: number.slice(-4) });
    expect(JSON.stringify(kept)).not.toContain(number);
  });

  it('declines 4000 0000 0000 0002 on the first order and keeps nothing; a payment without keepCard keeps nothing', async () => {
    const declined = await firstOrderPaidWith(DECLINED_TEST_CARD);
    expect(declined.answer).toMatchObject({
      status: 'requires_payment_method',
      error: { message: 'Your card was declined.' },
    });
    expect(declined.info!.savedCard).toBeUndefined();

    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } });
    const plain = await payments.createIntent(money(100, 'EUR'), { kind: 'guest', guestId });
    await c.send(placeOrder, { body: { guestId, shippingDetails: shipping, paymentIntentId: plain.paymentIntentId } });
    await c.send(confirmSimulatedCard, { body: { clientSecret: plain.clientSecret, ...card(VISA) } });
    const info = await payments.find(plain.paymentIntentId);
    expect(info?.status).toBe('succeeded');
    expect(info?.savedCard).toBeUndefined();
  });

  it('charges a kept card off-session by its behaviour: renews, declines, or waits for its holder', async () => {
    const renews = await keptCard(VISA);
    const declines = await keptCard(RENEWAL_DECLINED_TEST_CARD);
    const confirms = await keptCard(AUTHENTICATION_TEST_CARD);
    const order = await pendingOrder(t, c);
    const charge = (kept: { customer: string; token: string }, key: string) =>
      payments.chargeSaved({
        amount: order.total,
        card: kept.token,
        customer: kept.customer,
        idempotencyKey: key,
        orderId: order.orderId,
        ownerKey: order.ownerKey,
      });

    const paid = await charge(renews, `renewal-${renews.token}`);
    expect(paid).toMatchObject({
      status: 'succeeded',
      intent: {
        status: 'succeeded',
        amountCents: order.total.minor,
        currency: order.total.currency,
        orderId: order.orderId,
        ownerKey: order.ownerKey,
        isTest: true,
      },
    });
    expect(await charge(declines, `renewal-${declines.token}`)).toEqual({
      status: 'declined',
      intentId: expect.stringMatching(/^pi_sim_/),
      message: 'Your card was declined.',
    });
    const waiting = await charge(confirms, `renewal-${confirms.token}`);
    expect(waiting).toEqual({
      status: 'requires_action',
      intentId: expect.stringMatching(/^pi_sim_/),
      clientSecret: expect.stringMatching(/^pi_sim_\w+_secret_/),
    });
    expect((await payments.find((waiting as { intentId: string }).intentId))?.status).toBe('requires_action');
  });

  it('never charges one key twice: asked again, or five times at once, one intent answers', async () => {
    const kept = await keptCard(VISA);
    const order = await pendingOrder(t, c);
    const input = {
      amount: order.total,
      card: kept.token,
      customer: kept.customer,
      idempotencyKey: `renewal-once-${kept.token}`,
      orderId: order.orderId,
      ownerKey: order.ownerKey,
    };
    const first = await payments.chargeSaved(input);
    const again = await payments.chargeSaved(input);
    expect(again).toEqual(first);
    expect(await intentsWithKey(input.idempotencyKey)).toHaveLength(1);

    const racing = { ...input, idempotencyKey: `renewal-race-${kept.token}` };
    const answers = await Promise.all(Array.from({ length: 5 }, () => payments.chargeSaved(racing)));
    const ids = new Set(answers.map((a) => (a.status === 'succeeded' ? a.intent.id : a.intentId)));
    expect(ids.size).toBe(1);
    expect(await intentsWithKey(racing.idempotencyKey)).toHaveLength(1);
  });

  it('refuses to charge a card kept for another customer', async () => {
    const kept = await keptCard(VISA);
    const order = await pendingOrder(t, c);
    await expect(
      payments.chargeSaved({
        amount: order.total,
        card: kept.token,
        customer: newCustomer(),
        idempotencyKey: `other-${kept.token}`,
        orderId: order.orderId,
        ownerKey: order.ownerKey,
      }),
    ).rejects.toThrow(/not kept for/);
  });

  it('charges the waiting renewal once its holder confirms it, through authenticate or the card form', async () => {
    const kept = await keptCard(AUTHENTICATION_TEST_CARD);
    for (const how of ['authenticate', 'form'] as const) {
      const order = await pendingOrder(t, c);
      const input = {
        amount: order.total,
        card: kept.token,
        customer: kept.customer,
        idempotencyKey: `renewal-${how}-${kept.token}`,
        orderId: order.orderId,
        ownerKey: order.ownerKey,
      };
      const waiting = await payments.chargeSaved(input);
      if (waiting.status !== 'requires_action') throw new Error(`expected requires_action, got ${waiting.status}`);
      const res =
        how === 'authenticate'
          ? await c.send(authenticateSimulatedCharge, { body: { clientSecret: waiting.clientSecret } })
          : // Whatever card fields come with it (the declined number included), this is the holder's confirmation.
            await c.send(confirmSimulatedCard, {
              body: { clientSecret: waiting.clientSecret, ...card(DECLINED_TEST_CARD) },
            });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.answer).toEqual({ status: 'succeeded', paymentIntentId: waiting.intentId });
      expect((await payments.find(waiting.intentId))?.status).toBe('succeeded');
      // The key now answers the charge as it stands.
      expect(await payments.chargeSaved(input)).toMatchObject({
        status: 'succeeded',
        intent: { id: waiting.intentId },
      });
      // Told to the shop as Stripe's webhook would: the order it pays is settled.
      const [state] = await queryRows<{ payment_status: string }>(
        t.store.db,
        sql`select payment_status from orders where id = ${order.orderId}`,
      );
      expect(state?.payment_status).toBe('paid');
    }
    expect(
      (await c.send(authenticateSimulatedCharge, { body: { clientSecret: 'pi_sim_x_secret_y' } })).statusCode,
    ).toBe(404);
  });

  it('keeps a new card through the setup flow, refusing the declined test card, then charges it', async () => {
    const customer = newCustomer();
    const setup = await payments.setupCard(customer);
    expect(setup).toEqual({
      id: expect.stringMatching(/^seti_sim_/),
      clientSecret: expect.stringMatching(/^seti_sim_\w+_secret_/),
    });
    expect(await payments.savedCardOf(setup.id)).toBeUndefined();

    const refused = await c.send(setupSimulatedCard, {
      body: { clientSecret: setup.clientSecret, ...card(DECLINED_TEST_CARD) },
    });
    expect(refused.answer).toEqual({
      status: 'requires_payment_method',
      setupId: setup.id,
      error: { message: 'Your card was declined.' },
    });
    expect(await payments.savedCardOf(setup.id)).toBeUndefined();

    const done = await c.send(setupSimulatedCard, {
      body: { clientSecret: setup.clientSecret, ...card(RENEWAL_DECLINED_TEST_CARD) },
    });
    expect(done.answer).toEqual({ status: 'succeeded', setupId: setup.id });
    const saved = await payments.savedCardOf(setup.id);
    expect(saved).toEqual({ token: expect.stringMatching(/^card_sim_/), label: '•••• 0341' });
    // Finished once: posting again keeps the same card.
    await c.send(setupSimulatedCard, { body: { clientSecret: setup.clientSecret, ...card(VISA) } });
    expect(await payments.savedCardOf(setup.id)).toEqual(saved);

    const order = await pendingOrder(t, c);
    expect(
      await payments.chargeSaved({
        amount: order.total,
        card: saved!.token,
        customer,
        idempotencyKey: `after-setup-${saved!.token}`,
        orderId: order.orderId,
        ownerKey: order.ownerKey,
      }),
    ).toMatchObject({ status: 'declined' });

    expect(
      (await c.send(setupSimulatedCard, { body: { clientSecret: 'seti_sim_x_secret_y', ...card(VISA) } })).statusCode,
    ).toBe(404);
  });

  it('answers 503 for every saved-card call when payments are disabled', async () => {
    const disabled = new PaymentService({ db: t.store.db, maybeProvider: undefined });
    const input = {
      amount: money(100, 'EUR'),
      card: 'x',
      customer: 'user:1',
      idempotencyKey: 'k',
      orderId: 1,
      ownerKey: 'user:1',
    };
    for (const call of [
      () => disabled.createIntent(money(100, 'EUR'), { kind: 'user', userId: 1 }, { customer: 'user:1' }),
      () => disabled.chargeSaved(input),
      () => disabled.setupCard('user:1'),
      () => disabled.savedCardOf('seti_x'),
    ])
      // As `find` and `refundPart` do: thrown at the call, or rejected by an async one.
      await expect((async () => call())()).rejects.toMatchObject({ statusCode: 503, code: 'PAYMENTS_DISABLED' });
  });
});

describe('Stripe: kept cards', () => {
  // The stand-in starts first and closes last: the shop, made after it, needs its port.
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  const t = useTestApp(() => ({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_test',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(standIn.port),
    STRIPE_API_PROTOCOL: 'http',
  }));
  let payments: PaymentService;
  beforeAll(() => {
    payments = t.app.services.payments;
  });

  const owner = { kind: 'guest', guestId: 'guest_00000000-0000-4000-8000-000000000001' } as const;
  const created = () => standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  const customersOf = (shopCustomer: string) =>
    [...standIn.customers.values()].filter((c) => c.metadata.shopCustomer === shopCustomer);

  it("keeps the card on the shop customer's one Stripe Customer, with setup_future_usage", async () => {
    const customer = newCustomer();
    const first = await payments.createIntent(money(4200, 'EUR'), owner, { customer });
    const second = await payments.createIntent(money(4200, 'EUR'), owner, { customer });
    expect(customersOf(customer)).toHaveLength(1);
    const stripeCustomer = customersOf(customer)[0]!.id;
    for (const intent of [first, second])
      expect(standIn.get(intent.paymentIntentId)).toMatchObject({
        customer: stripeCustomer,
        setup_future_usage: 'off_session',
      });
    expect(created().at(-1)!.params).toMatchObject({ customer: stripeCustomer, setup_future_usage: 'off_session' });

    // Not yet paid: no card. Paid: the card's token and last four digits.
    expect((await payments.find(first.paymentIntentId))?.savedCard).toBeUndefined();
    standIn.succeed(first.paymentIntentId);
    expect((await payments.find(first.paymentIntentId))?.savedCard).toEqual({
      token: 'pm_card_visa',
      label: '•••• 4242',
    });

    // A payment without keepCard names no customer and keeps nothing.
    const plain = await payments.createIntent(money(4200, 'EUR'), owner);
    expect(created().at(-1)!.params).not.toHaveProperty('setup_future_usage');
    standIn.succeed(plain.paymentIntentId);
    expect((await payments.find(plain.paymentIntentId))?.savedCard).toBeUndefined();
  });

  it('charges a kept card off-session, and a replay of its key answers the same intent', async () => {
    const customer = newCustomer();
    await payments.createIntent(money(4200, 'EUR'), owner, { customer });
    const input = {
      amount: money(3570, 'EUR'),
      card: 'pm_card_visa',
      customer,
      idempotencyKey: `renewal-${customer}-2`,
      orderId: 4242,
      ownerKey: customer,
    };
    const paid = await payments.chargeSaved(input);
    expect(paid).toMatchObject({
      status: 'succeeded',
      intent: { status: 'succeeded', amountCents: 3570, currency: 'EUR', orderId: 4242, ownerKey: customer },
    });
    const call = created().at(-1)!;
    expect(call.params).toMatchObject({
      amount: '3570',
      currency: 'eur',
      customer: customersOf(customer)[0]!.id,
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      'metadata[orderId]': '4242',
      'metadata[cartOwner]': customer,
    });
    expect(call.headers['idempotency-key']).toBe(input.idempotencyKey);

    // Asked twice under one key, answered with the first intent (a second charge would be a new id).
    const replay = await payments.chargeSaved(input);
    expect(replay).toEqual(paid);
    expect(created().filter((r) => r.headers['idempotency-key'] === input.idempotencyKey)).toHaveLength(2);
  });

  it('answers declined for a declined card, and requires_action with the secret when the bank wants its holder', async () => {
    const customer = newCustomer();
    await payments.createIntent(money(4200, 'EUR'), owner, { customer });
    const base = { amount: money(3570, 'EUR'), customer, orderId: 4243, ownerKey: customer };
    const declined = await payments.chargeSaved({
      ...base,
      card: 'pm_card_chargeDeclined',
      idempotencyKey: `d-${customer}`,
    });
    expect(declined).toEqual({
      status: 'declined',
      intentId: expect.stringMatching(/^pi_test_/),
      message: 'Your card was declined.',
    });
    // The same key: the same decline, no second intent.
    expect(
      await payments.chargeSaved({ ...base, card: 'pm_card_chargeDeclined', idempotencyKey: `d-${customer}` }),
    ).toEqual(declined);

    const waiting = await payments.chargeSaved({
      ...base,
      card: 'pm_card_authenticationRequired',
      idempotencyKey: `a-${customer}`,
    });
    if (waiting.status !== 'requires_action') throw new Error(`expected requires_action, got ${waiting.status}`);
    expect(waiting.clientSecret).toBe(standIn.get(waiting.intentId)!.client_secret);
  });

  it('keeps a new card through a SetupIntent for off-session use', async () => {
    const customer = newCustomer();
    const setup = await payments.setupCard(customer);
    expect(setup.id).toMatch(/^seti_test_/);
    expect(standIn.getSetup(setup.id)).toMatchObject({
      customer: customersOf(customer)[0]!.id,
      usage: 'off_session',
      client_secret: setup.clientSecret,
    });
    expect(await payments.savedCardOf(setup.id)).toBeUndefined();
    standIn.completeSetup(setup.id, 'pm_card_chargeDeclined');
    expect(await payments.savedCardOf(setup.id)).toEqual({ token: 'pm_card_chargeDeclined', label: '•••• 0002' });
    expect(await payments.savedCardOf('seti_test_unknown')).toBeUndefined();
  });
});

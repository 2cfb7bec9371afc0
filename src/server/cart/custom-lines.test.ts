import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '../../domain/i18n/translator';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCart, updateCartLine } from '../../domain/api/cart';
import { getIngredients } from '../../domain/api/catalogue';
import { confirmPayment } from '../../domain/api/checkout';
import { confirmSimulatedCard } from '../../domain/api/payments';
import {
  type BespokeDesign,
  emptyDesign,
  type NoteGroup,
  type PerfumeTypeId,
  setCustomName,
  setDrops,
  setPerfumeType,
  toggleIngredient,
} from '../../domain/bespoke/bespoke';
import type { CartLine } from '../../domain/cart/schemas';
import type { Ingredient } from '../../domain/catalogue/catalogue';
import { generateRecommendation, type QuestionnaireAnswers } from '../../domain/lifestyle/lifestyle';
import { useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

const en = createTranslator('en', {}, compileMessage).t;

const t = useTestApp();
let c: Client;
let byGroup: Record<NoteGroup, Ingredient[]>;
beforeAll(async () => {
  c = t.client();
  const ingredients = (await c.send(getIngredients)).answer;
  byGroup = {
    top: ingredients.filter((i) => i.category === 'top'),
    middle: ingredients.filter((i) => i.category === 'middle'),
    base: ingredients.filter((i) => i.category === 'base'),
  };
});

const answers: QuestionnaireAnswers = {
  environment: 'coastal',
  wearTime: ['daytime', 'work'],
  indoorOutdoor: 'balanced',
  season: 'summer',
  scentPreference: 'fresh',
  intensity: 'moderate',
  lastingPower: 'half-day',
  mood: ['relaxed'],
  age: '25-34',
  gender: 'female',
  personality: ['creative'],
  style: 'minimalist',
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(t.store.db, query);
}

async function cartLineCount(): Promise<number> {
  return (await rows<{ n: number }>(sql`select count(*)::int as n from cart_lines`))[0]!.n;
}

async function cartOf(guestId: string): Promise<CartLine[]> {
  const res = await c.send(getCart, { query: { guestId } });
  expect(res.statusCode).toBe(200);
  return res.answer;
}

function lifestylePayload(guestId: string, overrides: Partial<QuestionnaireAnswers> = {}) {
  const perfume = generateRecommendation({ ...answers, ...overrides }, en);
  return {
    guestId,
    perfumeId: null,
    isCustom: true,
    quantity: 1,
    customName: perfume.name,
    customPrice: 1,
    customDetails: { ...perfume, price: 1 },
  };
}

/** A valid design built as the builder builds it: one ingredient per group, `drops` each. */
function design(perfumeType: PerfumeTypeId, drops: number, name = 'Midnight Garden'): BespokeDesign {
  let d = setCustomName(setPerfumeType(emptyDesign(), perfumeType), name);
  for (const group of ['top', 'middle', 'base'] as const) {
    const id = byGroup[group][0]!.id;
    d = setDrops(toggleIngredient(d, group, id), group, id, drops);
  }
  return d;
}

function bespokePayload(guestId: string, details: Record<string, unknown>) {
  return {
    guestId,
    perfumeId: null,
    isCustom: true,
    quantity: 1,
    customName: typeof details.customName === 'string' ? details.customName : 'Midnight Garden',
    customPrice: 1,
    customDetails: { type: 'bespoke-perfume', uniqueCode: '81234567', concentration: '5%', price: 1, ...details },
  };
}

describe('lifestyle lines', () => {
  it.each([
    ['moderate, half-day', {}, 145],
    ['strong', { intensity: 'strong' as const }, 165],
    ['all-day', { lastingPower: 'all-day' as const }, 165],
    ['light, few hours', { intensity: 'light' as const, lastingPower: 'few-hours' as const }, 145],
  ])('prices a %s perfume at %i, whatever the client sends', async (_label, overrides, price) => {
    const g = newGuestId();
    const payload = lifestylePayload(g, overrides);
    const res = await c.post('/api/cart', payload);
    expect(res.statusCode).toBe(201);
    const [line, ...rest] = await cartOf(g);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      isCustom: true,
      perfumeId: null,
      quantity: 1,
      customPrice: price,
      price,
      customName: payload.customName,
    });
    expect(line!.customDetails).toMatchObject({
      type: 'lifestyle',
      price,
      scentFamily: payload.customDetails.scentFamily,
      intensity: payload.customDetails.intensity,
      lastingPower: payload.customDetails.lastingPower,
    });
  });

  it('stores the name the shopper edited', async () => {
    const g = newGuestId();
    const payload = lifestylePayload(g);
    payload.customName = '  Sea Glass  ';
    expect((await c.post('/api/cart', payload)).statusCode).toBe(201);
    const [line] = await cartOf(g);
    expect(line).toMatchObject({ customName: 'Sea Glass', name: 'Sea Glass', customPrice: 145 });
    expect(line!.customDetails).toMatchObject({ name: 'Sea Glass' });
  });

  it('is made one bottle at a time: an add of three holds one, and its quantity cannot be raised', async () => {
    const g = newGuestId();
    expect((await c.post('/api/cart', { ...lifestylePayload(g), quantity: 3 })).statusCode).toBe(201);
    const [line] = await cartOf(g);
    expect(line!.quantity).toBe(1);
    const raised = await c.send(updateCartLine, {
      params: { id: line!.id },
      query: { guestId: g },
      body: { quantity: 2, guestId: g },
    });
    expect(raised.statusCode).toBe(400);
    expect(raised.error.message).toBe('A lifestyle perfume is made one bottle at a time.');
    expect(
      (
        await c.send(updateCartLine, {
          params: { id: line!.id },
          query: { guestId: g },
          body: { quantity: 1, guestId: g },
        })
      ).statusCode,
    ).toBe(200);
  });

  it.each(['80000001', '1234', '<b>8</b>'])('issues its own code, whatever the client sends (%s)', async (code) => {
    const g = newGuestId();
    const payload = lifestylePayload(g);
    payload.customDetails.uniqueCode = code;
    expect((await c.post('/api/cart', payload)).statusCode).toBe(201);
    const [line] = await cartOf(g);
    expect(line!.customDetails!.uniqueCode).toMatch(/^8\d{7}$/);
    expect(line!.customDetails!.uniqueCode).not.toBe(code);
  });
});

describe('bespoke lines', () => {
  it.each([
    ['eau-de-cologne', 10, 95],
    ['eau-de-toilette', 40, 145],
    ['eau-de-parfum', 50, 195],
    ['parfum', 50, 285],
  ] as const)("prices a %s at the type's price and issues its code", async (type, drops, price) => {
    const g = newGuestId();
    const d = design(type, drops);
    const res = await c.post('/api/cart', bespokePayload(g, { ...d }));
    expect(res.statusCode).toBe(201);
    const [line] = await cartOf(g);
    expect(line).toMatchObject({
      isCustom: true,
      perfumeId: null,
      quantity: 1,
      customPrice: price,
      price,
      customName: 'Midnight Garden',
    });
    const details = line!.customDetails!;
    expect(details).toMatchObject({
      type: 'bespoke-perfume',
      perfumeType: type,
      customName: 'Midnight Garden',
      ingredients: d.ingredients,
      drops: d.drops,
      totalIngredients: 3,
      totalDrops: drops * 3,
      price,
    });
    expect(details.uniqueCode).toMatch(/^8\d{7}$/);
    expect(details.uniqueCode).not.toBe('81234567');
  });

  it('issues a different code for each design', async () => {
    const g = newGuestId();
    for (let i = 0; i < 3; i++)
      expect((await c.post('/api/cart', bespokePayload(g, { ...design('eau-de-cologne', 5) }))).statusCode).toBe(201);
    const codes = (await cartOf(g)).map((l) => l.customDetails!.uniqueCode);
    expect(new Set(codes).size).toBe(3);
  });
});

describe('refused custom lines', () => {
  const top = () => byGroup.top[0]!.id;
  const middle = () => byGroup.middle[0]!.id;
  const base = () => byGroup.base[0]!.id;
  const raw = (
    perfumeType: string,
    ids: Record<NoteGroup, number[]>,
    drops: Record<NoteGroup, Record<string, number>>,
    customName = 'My Scent',
  ) => ({
    perfumeType,
    customName,
    ingredients: ids,
    drops,
  });
  const simple = (perfumeType: string, n: [number, number, number], customName?: string) =>
    raw(
      perfumeType,
      { top: [top()], middle: [middle()], base: [base()] },
      { top: { [top()]: n[0] }, middle: { [middle()]: n[1] }, base: { [base()]: n[2] } },
      customName,
    );

  const cases: [string, () => Record<string, unknown>, RegExp][] = [
    [
      'a formula over the type’s capacity',
      () => bespokePayload(newGuestId(), simple('eau-de-cologne', [20, 20, 20])),
      /exceeds the maximum capacity.*50 drops/,
    ],
    ['51 drops on one ingredient', () => bespokePayload(newGuestId(), simple('parfum', [51, 1, 1])), /1 to 50 drops/],
    [
      'an ingredient in the wrong group',
      () =>
        bespokePayload(
          newGuestId(),
          raw(
            'parfum',
            { top: [middle()], middle: [middle()], base: [base()] },
            { top: { [middle()]: 1 }, middle: { [middle()]: 1 }, base: { [base()]: 1 } },
          ),
        ),
      /is a middle note, not a top note/,
    ],
    [
      'an unknown ingredient id',
      () =>
        bespokePayload(
          newGuestId(),
          raw(
            'parfum',
            { top: [top()], middle: [middle()], base: [987654] },
            { top: { [top()]: 1 }, middle: { [middle()]: 1 }, base: { 987654: 1 } },
          ),
        ),
      /Ingredient 987654 is not a known base note/,
    ],
    [
      'a blank name',
      () => bespokePayload(newGuestId(), simple('parfum', [1, 1, 1], '   ')),
      /give your perfume a name/,
    ],
    [
      'a missing group',
      () =>
        bespokePayload(
          newGuestId(),
          raw(
            'parfum',
            { top: [top()], middle: [middle()], base: [] },
            { top: { [top()]: 1 }, middle: { [middle()]: 1 }, base: {} },
          ),
        ),
      /Choose at least one base note/,
    ],
    [
      'an unknown type',
      () => bespokePayload(newGuestId(), simple('extrait-de-parfum', [1, 1, 1])),
      /choose a perfume type/,
    ],
    [
      'lifestyle details with an unknown scent family',
      () => {
        const p = lifestylePayload(newGuestId());
        return { ...p, customDetails: { ...p.customDetails, scentFamily: 'Citrus' } };
      },
      /scent family/,
    ],
    [
      'a custom line naming a perfumeId',
      () => ({ ...lifestylePayload(newGuestId()), perfumeId: 1 }),
      /cannot name a catalogue perfumeId/,
    ],
  ];

  it.each(cases)('refuses %s with 400 and stores nothing', async (_label, make, message) => {
    const before = await cartLineCount();
    const res = await c.post('/api/cart', make());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await cartLineCount()).toBe(before);
  });
});

describe('checkout of custom lines', () => {
  it('charges the server prices plus shipping and snapshots the custom lines in the order', async () => {
    const g = newGuestId();
    const lifestyle = lifestylePayload(g, { intensity: 'strong' });
    lifestyle.customName = 'Salt & Sun';
    expect((await c.post('/api/cart', lifestyle)).statusCode).toBe(201);
    const d = design('eau-de-cologne', 8, 'Cedar Dusk');
    expect((await c.post('/api/cart', bespokePayload(g, { ...d }))).statusCode).toBe(201);
    const lines = await cartOf(g);
    expect(lines.map((l) => l.customPrice)).toEqual([165, 95]);

    const intentRes = await c.post('/api/create-payment-intent', { guestId: g, amount: 2, currency: 'usd' });
    expect(intentRes.statusCode).toBe(200);
    const intent = intentRes.json();
    expect(intent).toMatchObject({ amount: 165 + 95 + 12, currency: 'EUR' });

    const orderRes = await c.post('/api/orders', {
      guestId: g,
      shippingDetails: shipping,
      total: 2,
      items: [],
      paymentIntentId: intent.paymentIntentId,
    });
    expect(orderRes.statusCode).toBe(201);
    const order = orderRes.json();
    expect(order).toMatchObject({
      id: order.id,
      total: 272,
      // France: 20 % inside each line (260 → 43.33) and the shipping (12 → 2.00).
      tax: 45.33,
      taxRate: 0.2,
      status: 'pending',
      paymentStatus: 'pending',
      accessKey: expect.any(String),
    });

    const card = await c.send(confirmSimulatedCard, {
      body: { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(card.statusCode).toBe(200);
    expect(card.answer).toEqual({ status: 'succeeded', paymentIntentId: intent.paymentIntentId });

    const confirm = await c.send(confirmPayment, {
      body: { paymentIntentId: intent.paymentIntentId, orderId: order.id },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.answer).toEqual({ status: 'succeeded' });

    const [saved] = await rows<{
      payment_status: string;
      subtotal_cents: number;
      shipping_cents: number;
      total_cents: number;
      currency: string;
    }>(
      sql`select payment_status, subtotal_cents, shipping_cents, total_cents, currency from orders where id = ${order.id}`,
    );
    expect(saved).toEqual({
      payment_status: 'paid',
      subtotal_cents: 26000,
      shipping_cents: 1200,
      total_cents: 27200,
      currency: 'EUR',
    });

    const orderLines = await rows<{
      name: string;
      unit_price_cents: number;
      quantity: number;
      is_custom: boolean;
      perfume_id: number | null;
      custom_details: Record<string, unknown>;
    }>(
      sql`select name, unit_price_cents, quantity, is_custom, perfume_id, custom_details from order_lines where order_id = ${order.id} order by id`,
    );
    expect(orderLines).toHaveLength(2);
    expect(orderLines[0]).toMatchObject({
      name: 'Salt & Sun',
      unit_price_cents: 16500,
      quantity: 1,
      is_custom: true,
      perfume_id: null,
    });
    expect(orderLines[0]!.custom_details).toMatchObject({
      type: 'lifestyle',
      name: 'Salt & Sun',
      price: 165,
      intensity: 'strong',
      uniqueCode: expect.stringMatching(/^8\d{7}$/),
    });
    expect(orderLines[1]).toMatchObject({
      name: 'Cedar Dusk',
      unit_price_cents: 9500,
      quantity: 1,
      is_custom: true,
      perfume_id: null,
    });
    expect(orderLines[1]!.custom_details).toMatchObject({
      type: 'bespoke-perfume',
      perfumeType: 'eau-de-cologne',
      customName: 'Cedar Dusk',
      ingredients: d.ingredients,
      drops: d.drops,
      price: 95,
      uniqueCode: lines[1]!.customDetails!.uniqueCode,
    });

    expect(await cartOf(g)).toEqual([]);
  });
});

import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { setOrderStatus, refundOrder } from '../../domain/api/admin';
import { updateIngredient } from '../../domain/api/admin-catalogue';
import {
  bespokeLabel,
  getAtelierInfo,
  getAtelierSettings,
  getWorkOrder,
  getWorkOrderLabel,
  getWorkOrderSheet,
  listWorkOrders,
  setAtelierSettings,
  setWorkOrderLots,
  setWorkOrderStatus,
} from '../../domain/api/atelier';
import { addCartLine } from '../../domain/api/cart';
import { createPaymentIntent } from '../../domain/api/checkout';
import { getIngredients } from '../../domain/api/catalogue';
import { getOrderPage } from '../../domain/api/orders';
import type { PerfumeTypeId } from '../../domain/bespoke/bespoke';
import type { Ingredient } from '../../domain/catalogue/catalogue';
import { pageHeaders } from '../../domain/shared/page-headers';
import { adminClient, bottleWorkOrders, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId } from '#tests/integration/helpers';
import { lifestyleCartLine } from '#tests/shared/lifestyle';

/**
 * The atelier (decision 064), through the API on the test's store (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): labels, IFRA limits, the work orders a paid custom line becomes, and the
 * order that cannot ship before its perfumes are bottled.
 */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
let ingredients: Ingredient[];
const byName = (name: string) => ingredients.find((i) => i.name === name)!;

beforeAll(async () => {
  admin = await adminClient(t);
  ingredients = (await new Client(t.app).send(getIngredients)).answer;
});

/** A bespoke design as the builder sends it: each ingredient by name with its drops. */
function design(perfumeType: PerfumeTypeId, drops: Record<string, number>, customName = 'Sous-bois') {
  const design = {
    type: 'bespoke-perfume' as const,
    perfumeType,
    customName,
    ingredients: { top: [] as number[], middle: [] as number[], base: [] as number[] },
    drops: {
      top: {} as Record<string, number>,
      middle: {} as Record<string, number>,
      base: {} as Record<string, number>,
    },
  };
  for (const [name, n] of Object.entries(drops)) {
    const i = byName(name);
    design.ingredients[i.category].push(i.id);
    design.drops[i.category][String(i.id)] = n;
  }
  return design;
}

const bespokeLine = (d: ReturnType<typeof design>) => ({
  perfumeId: null,
  isCustom: true,
  quantity: 1,
  customName: d.customName,
  customPrice: 1,
  customDetails: d,
});

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The order's work orders, as the Atelier lists them. */
async function workOrdersOf(orderId: number) {
  const all = (await admin.send(listWorkOrders, { query: { limit: 200 } })).answer;
  return all.filter((w) => w.orderId === orderId);
}

describe('IFRA limits and the label', () => {
  it('refuses a design past a limit, naming the ingredient and how many drops fit', async () => {
    const past = design('eau-de-parfum', { Bergamot: 20, Rose: 20, Oakmoss: 4 });
    const label = await new Client(t.app).send(bespokeLabel, { body: { design: past } });
    expect(label.statusCode).toBe(400);
    expect(label.error).toMatchObject({ code: 'IFRA_LIMIT', message: 'Oakmoss: at most 3 drops in an Eau de Parfum' });
    const g = newGuestId();
    const added = await new Client(t.app).send(addCartLine, { body: { ...bespokeLine(past), guestId: g } });
    expect(added.statusCode).toBe(400);
    expect(added.error).toMatchObject({ code: 'IFRA_LIMIT', message: 'Oakmoss: at most 3 drops in an Eau de Parfum' });
    const lemon = design('parfum', { Lemon: 21, Rose: 10, Sandalwood: 10 });
    expect((await new Client(t.app).send(bespokeLabel, { body: { design: lemon } })).error.message).toBe(
      'Lemon: at most 20 drops in an Extrait de Parfum',
    );
  });

  it('answers the label of a valid design: composition, alcohol base and the allergens to declare', async () => {
    const res = await new Client(t.app).send(bespokeLabel, {
      body: { design: design('eau-de-parfum', { Bergamot: 40, Rose: 20, Oakmoss: 3 }) },
    });
    expect(res.statusCode).toBe(200);
    const label = res.answer;
    expect(label.composition).toEqual([
      { ingredientId: byName('Bergamot').id, name: 'Bergamot', group: 'top', drops: 40, ml: 2, percent: 4 },
      { ingredientId: byName('Rose').id, name: 'Rose', group: 'middle', drops: 20, ml: 1, percent: 2 },
      { ingredientId: byName('Oakmoss').id, name: 'Oakmoss', group: 'base', drops: 3, ml: 0.15, percent: 0.3 },
    ]);
    expect(label).toMatchObject({ typeName: 'Eau de Parfum', volumeMl: 50, alcoholMl: 46.85, alcoholPercent: 93.7 });
    // 63 drops in the 50 ml: the formula's strength, not the Eau de Parfum's 25 %.
    expect(label.concentrationLabel).toBe('6.3 %');
    // Bergamot's limonene first (40 drops × 38 % = 1.52 % of the bottle), oakmoss's extract declared.
    expect(label.allergens[0]).toBe('Limonene');
    expect(label.allergens).toContain('Evernia Prunastri Extract');
    expect(label.allergenAmounts[0]).toEqual({ inci: 'Limonene', percent: 1.52 });
    for (const a of label.allergenAmounts) expect(a.percent).toBeGreaterThan(0.001);
  });

  it('says how long a made-to-order perfume takes, as the back office sets it', async () => {
    const shopper = new Client(t.app);
    expect((await shopper.send(getAtelierInfo)).answer).toEqual({ madeToOrderDays: 21 });
    const bad = await admin.send(setAtelierSettings, { body: { madeToOrderDays: 0 } });
    expect(bad.statusCode).toBe(400);
    expect((await admin.send(setAtelierSettings, { body: { madeToOrderDays: 18 } })).answer).toEqual({
      madeToOrderDays: 18,
      macerationDays: 14,
    });
    expect((await shopper.send(getAtelierInfo)).answer).toEqual({ madeToOrderDays: 18 });
    expect((await shopper.send(setAtelierSettings, { body: { madeToOrderDays: 5 } })).statusCode).toBe(401);
    await admin.send(setAtelierSettings, { body: { madeToOrderDays: 21 } });
  });
});

describe('work orders', () => {
  it('makes one per paid custom line, bespoke and lifestyle, with the formula to weigh', async () => {
    const bespoke = design('eau-de-parfum', { Bergamot: 30, Jasmine: 20, Oakmoss: 3 }, 'Forêt Noire');
    const order = await paidOrder(t, { lines: [[4, 1], bespokeLine(bespoke), lifestyleCartLine()] });
    const made = await workOrdersOf(order.id);
    expect(made).toHaveLength(2);
    const [b, l] = made;
    expect(b!.status).toBe('queued');
    expect(b!.batch).toMatch(/^B\d{4}-\d{5}$/);
    expect(b!.formula).toMatchObject({ name: 'Forêt Noire', kind: 'bespoke', quantity: 1, typeName: 'Eau de Parfum' });
    expect(b!.formula.uniqueCode).toMatch(/^8\d{7}$/);
    expect(b!.formula.composition.map((c) => [c.name, c.drops, c.ml, c.percent])).toEqual([
      ['Bergamot', 30, 1.5, 3],
      ['Jasmine', 20, 1, 2],
      ['Oakmoss', 3, 0.15, 0.3],
    ]);
    expect(b!.formula.alcoholMl).toBe(47.35);
    expect(b!.formula.concentrationLabel).toBe('5.3 %');
    // The lifestyle perfume (fresh, moderate, half-day) is weighed as an Eau de Parfum from the house's materials.
    expect(l!.formula.kind).toBe('lifestyle');
    expect(l!.formula.typeName).toBe('Eau de Parfum');
    const names = l!.formula.composition.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['Bergamot', 'Lemon', 'Basil', 'Jasmine', 'Lavender', 'Vetiver', 'Musk']),
    );
    const drops = l!.formula.composition.reduce((s, c) => s + c.drops, 0);
    expect(drops).toBeLessThanOrEqual(250);
    for (const c of l!.formula.composition) {
      const max = byName(c.name).ifraLimit;
      if (max !== null) expect(c.percent).toBeLessThanOrEqual(max);
    }
    // The order page shows each perfume's label and where it is.
    const page = (
      await order.client.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } })
    ).answer;
    expect(page.atelier?.madeToOrderDays).toBe(21);
    const paidAt = new Date(page.paidAt!).getTime();
    expect(new Date(page.atelier!.expectedShipDate!).getTime()).toBe(paidAt + 21 * 86_400_000);
    expect(page.atelier!.lines.map((x) => [x.batch, x.status, x.progress])).toEqual([
      [b!.batch, 'queued', 'Waiting for the perfumer'],
      [l!.batch, 'queued', 'Waiting for the perfumer'],
    ]);
    expect(page.atelier!.lines[0]!.label.allergens).toContain('Evernia Prunastri Extract');
    expect(page.atelier!.lines[0]!.label.concentrationLabel).toBe('5.3 %');
  });

  it('holds the order until every perfume is bottled, then lets it ship', async () => {
    const order = await paidOrder(t, { lines: [bespokeLine(design('parfum', { Lemon: 20, Rose: 40, Vetiver: 50 }))] });
    const [wo] = await workOrdersOf(order.id);
    const ship = () =>
      admin.send(setOrderStatus, {
        params: { orderId: order.id },
        body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A12345678901' },
      });
    const refused = await ship();
    expect(refused.statusCode).toBe(409);
    expect(refused.error.code).toBe('WORK_ORDERS_OPEN');
    expect(refused.error.message).toContain(wo!.batch);
    // One step at a time: queued cannot jump to bottled.
    const jump = await admin.send(setWorkOrderStatus, { params: { id: wo!.id }, body: { status: 'bottled' } });
    expect(jump.statusCode).toBe(409);
    expect(jump.error.code).toBe('WORK_ORDER_STATUS_NOT_ALLOWED');
    expect(jump.error.message).toBe('A queued work order moves on to compounding only.');
    // A French staff member reads it in French, the code the same.
    const jumpFr = await admin.send(
      setWorkOrderStatus,
      { params: { id: wo!.id }, body: { status: 'bottled' } },
      { 'accept-language': 'fr' },
    );
    expect(jumpFr.error).toMatchObject({
      code: 'WORK_ORDER_STATUS_NOT_ALLOWED',
      message: 'Un ordre de fabrication en attente ne peut passer qu’à la composition.',
    });
    const move = (status: 'compounding' | 'macerating' | 'bottled') =>
      admin.send(setWorkOrderStatus, { params: { id: wo!.id }, body: { status } });
    expect((await move('compounding')).answer.status).toBe('compounding');
    expect((await ship()).statusCode).toBe(409);
    const ids = Object.fromEntries(wo!.formula.composition.map((l) => [l.name, String(l.ingredientId)]));
    // The lots: required before it macerates, the missing lines named.
    const noLots = await move('macerating');
    expect(noLots.statusCode).toBe(409);
    expect(noLots.error).toMatchObject({
      code: 'WORK_ORDER_LOTS_MISSING',
      message: 'Record the lot of Lemon, Rose and Vetiver before it macerates.',
    });
    const some = await admin.send(setWorkOrderLots, {
      params: { id: wo!.id },
      body: { lots: { [ids.Lemon!]: ' LM-2611-07 ', [ids.Rose!]: 'RO 4471' } },
    });
    expect(some.statusCode).toBe(200);
    expect(some.answer.lots).toEqual({ [ids.Lemon!]: 'LM-2611-07', [ids.Rose!]: 'RO 4471' });
    expect((await move('macerating')).error.message).toBe('Record the lot of Vetiver before it macerates.');
    for (const [body, status, code] of [
      [{ lots: { '999999': 'X' } }, 400, 'WORK_ORDER_LOT_UNKNOWN_LINE'],
      [{ lots: { [ids.Vetiver!]: 'x'.repeat(41) } }, 400, 'VALIDATION'],
      [{ lots: { [ids.Vetiver!]: 'two\nlines' } }, 400, 'VALIDATION'],
    ] as const) {
      const bad = await admin.send(setWorkOrderLots, { params: { id: wo!.id }, body });
      expect(bad.statusCode).toBe(status);
      expect(bad.error.code).toBe(code);
    }
    expect(
      (await admin.send(setWorkOrderLots, { params: { id: wo!.id }, body: { lots: { [ids.Vetiver!]: 'VT/22/118' } } }))
        .statusCode,
    ).toBe(200);
    // Macerating: ready on its rest's last day (14 by default), counted by the atelier's clock.
    const atelier = t.app.services.atelier;
    const clock = atelier.now;
    const started = new Date('2026-11-03T10:00:00Z');
    atelier.now = () => started;
    try {
      const macerating = await move('macerating');
      expect(macerating.answer.status).toBe('macerating');
      expect(macerating.answer.readyOn).toBe('2026-11-17T10:00:00.000Z');
      expect((await ship()).statusCode).toBe(409);
      // The lots are kept from now on.
      const closed = await admin.send(setWorkOrderLots, {
        params: { id: wo!.id },
        body: { lots: { [ids.Rose!]: 'R2' } },
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.error.code).toBe('WORK_ORDER_LOTS_CLOSED');
      // The order page promises the same day, and says it rests.
      const page = (
        await order.client.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } })
      ).answer;
      expect(page.atelier!.lines[0]!.progress).toBe('Resting before bottling');
      expect(page.atelier!.lines[0]!.readyOn).toBe('2026-11-17T10:00:00.000Z');
      expect(page.atelier!.expectedShipDate).toBe('2026-11-17T10:00:00.000Z');
      // Too early: refused, saying the day.
      atelier.now = () => new Date('2026-11-17T09:59:00Z');
      const early = await move('bottled');
      expect(early.statusCode).toBe(409);
      expect(early.error).toMatchObject({
        code: 'WORK_ORDER_RESTING',
        message: 'This perfume is resting until 17 November 2026: it may be bottled from that day.',
      });
      // Its day come: bottled.
      atelier.now = () => new Date('2026-11-17T10:00:00Z');
      const bottled = await move('bottled');
      expect(bottled.statusCode).toBe(200);
      // Who did what, by name ("Demo Administrator", the owner's), the shop's own moves as null (said "The shop").
      expect(
        bottled.answer.events.map((e) => [e.from, e.to, e.by, e.lots?.map((l) => `${l.name} ${l.lot}`) ?? null]),
      ).toEqual([
        [null, 'queued', null, null],
        ['queued', 'compounding', 'Demo Administrator', null],
        ['compounding', 'compounding', 'Demo Administrator', ['Lemon LM-2611-07', 'Rose RO 4471']],
        ['compounding', 'compounding', 'Demo Administrator', ['Lemon LM-2611-07', 'Rose RO 4471', 'Vetiver VT/22/118']],
        ['compounding', 'macerating', 'Demo Administrator', null],
        ['macerating', 'bottled', 'Demo Administrator', null],
      ]);
    } finally {
      atelier.now = clock;
    }
    const sheet = await pdfText((await admin.send(getWorkOrderSheet, { params: { id: wo!.id } })).rawPayload);
    expect(sheet).toMatch(/Lemon top LM-2611-07 20 1\.00 0\.85 2\.0 %/);
    expect(sheet).toContain('READY ON 17 November 2026');
    expect((await ship()).statusCode).toBe(200);
    const again = await admin.send(setWorkOrderStatus, { params: { id: wo!.id }, body: { status: 'compounding' } });
    expect(again.statusCode).toBe(409);
    expect((await admin.send(getWorkOrder, { params: { id: 999_999 } })).statusCode).toBe(404);
  });

  it('takes the rest as the back office sets it: none at all lets a perfume be bottled at once', async () => {
    const order = await paidOrder(t, {
      lines: [bespokeLine(design('eau-de-cologne', { Bergamot: 10, Rose: 5, Musk: 5 }))],
    });
    const [wo] = await workOrdersOf(order.id);
    const bad = await admin.send(setAtelierSettings, { body: { madeToOrderDays: 21, macerationDays: 91 } });
    expect(bad.statusCode).toBe(400);
    expect((await admin.send(setAtelierSettings, { body: { madeToOrderDays: 21, macerationDays: 0 } })).answer).toEqual(
      { madeToOrderDays: 21, macerationDays: 0 },
    );
    try {
      for (const status of ['compounding', 'macerating', 'bottled'] as const) {
        if (status === 'macerating') {
          const lots = Object.fromEntries(wo!.formula.composition.map((l) => [String(l.ingredientId), 'L1']));
          await admin.send(setWorkOrderLots, { params: { id: wo!.id }, body: { lots } });
        }
        expect((await admin.send(setWorkOrderStatus, { params: { id: wo!.id }, body: { status } })).statusCode).toBe(
          200,
        );
      }
    } finally {
      await admin.send(setAtelierSettings, { body: { madeToOrderDays: 21, macerationDays: 14 } });
    }
    expect((await admin.send(getAtelierSettings)).answer).toEqual({ madeToOrderDays: 21, macerationDays: 14 });
  });

  it('keeps each material’s density: seeded, edited in bounds, and the next work order weighs at it', async () => {
    expect(byName('Bergamot').density).toBe(0.876);
    for (const i of ingredients) expect(i.density, i.name).toBeGreaterThanOrEqual(0.85);
    for (const i of ingredients) expect(i.density, i.name).toBeLessThanOrEqual(1.05);
    const musk = byName('Musk');
    const fields = {
      name: musk.name,
      category: musk.category,
      characteristics: musk.characteristics,
      imageSrc: musk.imageSrc,
    };
    for (const [density, message] of [
      [0.4, 'Density must be between 0.5 and 2 g/ml'],
      [2.5, 'Density must be between 0.5 and 2 g/ml'],
      [0.9125, 'Density has at most three decimals'],
    ] as const) {
      const bad = await admin.send(updateIngredient, { params: { id: musk.id }, body: { ...fields, density } });
      expect(bad.statusCode).toBe(400);
      expect(bad.error.errors?.[0]?.message).toBe(message);
    }
    const edited = await admin.send(updateIngredient, { params: { id: musk.id }, body: { ...fields, density: 0.5 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.answer.density).toBe(0.5);
    try {
      const order = await paidOrder(t, {
        lines: [bespokeLine(design('eau-de-toilette', { Lemon: 10, Rose: 10, Musk: 20 }))],
      });
      const [wo] = await workOrdersOf(order.id);
      expect(wo!.formula.composition.find((l) => l.name === 'Musk')).toMatchObject({ ml: 1, density: 0.5, grams: 0.5 });
    } finally {
      await admin.send(updateIngredient, { params: { id: musk.id }, body: { ...fields, density: musk.density } });
    }
  });

  it('weighs a new work order in grams at each material’s density', async () => {
    const order = await paidOrder(t, {
      lines: [bespokeLine(design('eau-de-parfum', { Bergamot: 40, Rose: 20, Oakmoss: 3 }))],
    });
    const [wo] = await workOrdersOf(order.id);
    expect(wo!.formula.composition.map((l) => [l.name, l.ml, l.density, l.grams])).toEqual([
      ['Bergamot', 2, 0.876, 1.75],
      ['Rose', 1, 0.862, 0.86],
      ['Oakmoss', 0.15, 1.032, 0.15],
    ]);
    // 46.85 ml of ethanol at 0.79 g/ml.
    expect(wo!.formula.alcoholGrams).toBe(37.01);
    expect(wo!.lots).toEqual({});
    expect(wo!.readyOn).toBeNull();
  });

  it('keeps the formula as it was paid when an ingredient is edited later; new designs meet the new limit', async () => {
    const vetiver = byName('Vetiver');
    const order = await paidOrder(t, {
      lines: [bespokeLine(design('eau-de-parfum', { Mandarin: 10, Iris: 10, Vetiver: 30 }))],
    });
    const [before] = await workOrdersOf(order.id);
    const edited = await admin.send(updateIngredient, {
      params: { id: vetiver.id },
      body: {
        name: vetiver.name,
        category: vetiver.category,
        characteristics: vetiver.characteristics,
        imageSrc: vetiver.imageSrc,
        ifraLimit: 1.5,
        allergens: [{ inci: 'Geraniol', percent: 5 }],
      },
    });
    expect(edited.statusCode).toBe(200);
    try {
      const [after] = await workOrdersOf(order.id);
      expect(after!.formula).toEqual(before!.formula);
      const label = await new Client(t.app).send(bespokeLabel, {
        body: { design: design('eau-de-parfum', { Mandarin: 10, Iris: 10, Vetiver: 30 }) },
      });
      expect(label.error).toMatchObject({
        code: 'IFRA_LIMIT',
        message: 'Vetiver: at most 15 drops in an Eau de Parfum',
      });
      const within = await new Client(t.app).send(bespokeLabel, {
        body: { design: design('eau-de-parfum', { Mandarin: 10, Iris: 10, Vetiver: 15 }) },
      });
      expect(within.answer.allergens).toContain('Geraniol');
    } finally {
      await admin.send(updateIngredient, {
        params: { id: vetiver.id },
        body: {
          name: vetiver.name,
          category: vetiver.category,
          characteristics: vetiver.characteristics,
          imageSrc: vetiver.imageSrc,
          ifraLimit: null,
          allergens: [],
        },
      });
    }
  });

  it('refuses at checkout a perfume added before its limit was lowered, naming it', async () => {
    const vetiver = byName('Vetiver');
    const shopper = new Client(t.app);
    const guestId = newGuestId();
    const line = bespokeLine(design('eau-de-parfum', { Mandarin: 10, Iris: 10, Vetiver: 30 }, 'Racines'));
    expect((await shopper.send(addCartLine, { body: { ...line, guestId } })).statusCode).toBe(201);
    const fields = {
      name: vetiver.name,
      category: vetiver.category,
      characteristics: vetiver.characteristics,
      imageSrc: vetiver.imageSrc,
    };
    await admin.send(updateIngredient, { params: { id: vetiver.id }, body: { ...fields, ifraLimit: 2 } });
    try {
      const intent = await shopper.send(createPaymentIntent, { body: { guestId } });
      expect(intent.statusCode).toBe(400);
      expect(intent.error).toMatchObject({
        code: 'IFRA_LIMIT',
        message:
          'Racines no longer keeps its IFRA limits: Vetiver: at most 20 drops in an Eau de Parfum. Open it in the builder to adjust it.',
      });
    } finally {
      await admin.send(updateIngredient, { params: { id: vetiver.id }, body: { ...fields, ifraLimit: null } });
    }
    expect((await shopper.send(createPaymentIntent, { body: { guestId } })).statusCode).toBe(200);
  });

  it('is cancelled with its line’s refund or its order’s cancellation, never once bottled', async () => {
    const customer = await signedIn(t);
    const two = await paidOrder(t, {
      owner: customer,
      lines: [
        bespokeLine(design('eau-de-toilette', { Bergamot: 10, Rose: 10, Musk: 10 }, 'Un')),
        bespokeLine(design('eau-de-toilette', { Neroli: 10, Iris: 10, Amber: 10 }, 'Deux')),
      ],
    });
    const [un, deux] = await workOrdersOf(two.id);
    const refund = await admin.send(refundOrder, {
      params: { orderId: two.id },
      body: { lines: [{ lineId: un!.lineId, quantity: 1 }] },
    });
    expect(refund.statusCode).toBe(200);
    const after = await workOrdersOf(two.id);
    expect(after.map((w) => w.status)).toEqual(['cancelled', 'queued']);
    expect(
      (await admin.send(setWorkOrderStatus, { params: { id: un!.id }, body: { status: 'compounding' } })).statusCode,
    ).toBe(409);
    // The order can ship once its one perfume left is bottled: the cancelled one does not hold it.
    await bottleWorkOrders(t, admin, two.id);
    expect((await admin.send(getWorkOrder, { params: { id: deux!.id } })).answer.status).toBe('bottled');
    const shipped = await admin.send(setOrderStatus, {
      params: { orderId: two.id },
      body: { status: 'shipped', carrier: 'DHL', trackingNumber: '1234567890' },
    });
    expect(shipped.statusCode).toBe(200);

    const whole = await paidOrder(t, {
      lines: [bespokeLine(design('eau-de-cologne', { Bergamot: 5, Rose: 5, Musk: 5 }))],
    });
    await admin.send(refundOrder, { params: { orderId: whole.id }, body: {} });
    expect((await workOrdersOf(whole.id)).map((w) => w.status)).toEqual(['cancelled']);
    const page = (
      await whole.client.send(getOrderPage, { params: { orderId: whole.id }, query: { key: whole.accessKey } })
    ).answer;
    expect(page.atelier!.lines[0]!.progress).toBe('Cancelled');
  });

  it('lists oldest first by status, a page at a time by cursor', async () => {
    const orders = [];
    for (let i = 0; i < 3; i++)
      orders.push(
        await paidOrder(t, { lines: [bespokeLine(design('eau-de-cologne', { Lemon: 5, Rose: 5, Musk: 5 }))] }),
      );
    const queued = [];
    let after: string | undefined;
    do {
      const res = await admin.send(listWorkOrders, {
        query: { status: 'queued', limit: 2, ...(after ? { after } : {}) },
      });
      expect(res.answer.length).toBeLessThanOrEqual(2);
      queued.push(...res.answer);
      after = res.headers[pageHeaders.next] as string | undefined;
    } while (after);
    expect(queued.every((w) => w.status === 'queued')).toBe(true);
    const times = queued.map((w) => `${w.createdAt}:${String(w.id).padStart(9, '0')}`);
    expect([...times].sort()).toEqual(times);
    const ids = queued.map((w) => w.orderId);
    expect(ids.indexOf(orders[0]!.id)).toBeLessThan(ids.indexOf(orders[2]!.id));
    expect(Number(queued.length)).toBeGreaterThanOrEqual(3);
    const first = await admin.send(listWorkOrders, { query: { status: 'queued', limit: 2 } });
    expect(Number(first.headers[pageHeaders.count])).toBe(queued.length);
    // A customer is refused.
    expect((await (await signedIn(t)).send(listWorkOrders, { query: {} })).statusCode).toBe(403);
  });

  it('prints the label and the batch sheet, by their text', async () => {
    const order = await paidOrder(t, {
      lines: [
        { ...bespokeLine(design('eau-de-parfum', { Bergamot: 40, Rose: 20, Oakmoss: 3 }, 'Mousse')), quantity: 1 },
      ],
    });
    const [wo] = await workOrdersOf(order.id);
    const label = await admin.send(getWorkOrderLabel, { params: { id: wo!.id } });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(label.rawPayload);
    for (const part of [
      'Mousse',
      `No. ${wo!.formula.uniqueCode}`,
      'Eau de Parfum · 6.3 %',
      '50 ml \u212e',
      'Flammable. Keep away from heat and flame. Avoid contact with eyes.',
      '36M',
      'Made in France',
      `Batch ${wo!.batch}`,
      'Oakmoss (0.3 %)',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(
      /Ingredients: ALCOHOL DENAT\., PARFUM \(FRAGRANCE\), AQUA, LIMONENE, .*EVERNIA PRUNASTRI EXTRACT/,
    );
    const sheet = await pdfText((await admin.send(getWorkOrderSheet, { params: { id: wo!.id } })).rawPayload);
    expect(sheet).toContain(`Batch sheet ${wo!.batch}`);
    expect(sheet).toContain('TYPE Eau de Parfum · 6.3 %');
    // Weighed at the seeded densities (oakmoss 1.032 g/ml), the alcohol base at 0.79.
    expect(sheet).toContain('Oakmoss base 3 0.15 0.15 0.3 %');
    expect(sheet).toContain('Alcohol base 46.85 37.01 93.7 %');
    expect(sheet).toContain(`WORK ORDER ${wo!.id} · Order ${wo!.orderId}`);
  });

  it('prints a French order’s label in French (its ingredients in INCI); the batch sheet stays the staff’s English', async () => {
    const order = await paidOrder(t, {
      lines: [
        { ...bespokeLine(design('eau-de-parfum', { Bergamot: 40, Rose: 20, Oakmoss: 3 }, 'Mousse')), quantity: 1 },
      ],
      locale: 'fr',
    });
    expect(order.locale).toBe('fr');
    const [wo] = await workOrdersOf(order.id);
    const label = await admin.send(getWorkOrderLabel, { params: { id: wo!.id } });
    expect(label.statusCode).toBe(200);
    const text = await pdfText(label.rawPayload);
    for (const part of [
      'Mousse',
      'Eau de parfum · 6,3 %',
      '50 ml \u212e',
      'Inflammable. Tenir à l’écart de la chaleur et des flammes. Éviter le contact avec les yeux.',
      '36M',
      'Fabriqué en France',
      `Lot ${wo!.batch}`,
      'Oakmoss (0,3 %)',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(new RegExp(`N°\\s${wo!.formula.uniqueCode}`));
    expect(text).toMatch(
      /Ingrédients\s: ALCOHOL DENAT\., PARFUM \(FRAGRANCE\), AQUA, LIMONENE, .*EVERNIA PRUNASTRI EXTRACT/,
    );
    expect(text).not.toMatch(/Flammable|Made in France|Batch |Ingredients/);
    const sheet = await pdfText((await admin.send(getWorkOrderSheet, { params: { id: wo!.id } })).rawPayload);
    expect(sheet).toContain(`Batch sheet ${wo!.batch}`);
  });
});

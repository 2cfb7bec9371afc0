import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setOrderStatus } from '../../domain/api/admin';
import { createPerfume, listAdminPerfumes, updatePerfume } from '../../domain/api/admin-catalogue';
import { addCartLine, getCart, updateCartLine } from '../../domain/api/cart';
import { getPerfume, getPerfumeStock, getPerfumes } from '../../domain/api/catalogue';
import { createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { perfumeInputSchema } from '../../domain/catalogue/admin-schemas';
import { seededSizePriceCents } from '../../domain/catalogue/sizes';
import { adminClient, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId, newPerfume, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

/**
 * Bottle sizes (decision 060) through the API: what a perfume answers, sizes in the cart, stock and
 * Sold out per size, concurrent buyers of one size's last bottles, the admin's sizes and a stale
 * form. On PGlite in memory, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
const t = useTestApp();
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const sizedPerfume = (stock: { s30: number | null; s50: number | null; s100: number | null }) =>
  perfumeInputSchema.parse(
    newPerfume({
      price: 130,
      stock: stock.s50,
      sizes: [
        { volume: 100, price: 200, stock: stock.s100 },
        { volume: 30, price: 90, stock: stock.s30 },
        { volume: 50, price: 130, stock: stock.s50 },
      ],
    }),
  );

async function addSized(stock: { s30: number | null; s50: number | null; s100: number | null }) {
  const res = await admin.send(createPerfume, { body: sizedPerfume(stock) });
  expect(res.statusCode).toBe(201);
  return res.answer;
}

const sizeStock = async (perfumeId: number, volume: number) =>
  (
    await queryRows<{ stock: number | null }>(
      t.store.db,
      sql`select stock from perfume_sizes where perfume_id = ${perfumeId} and volume_ml = ${volume}
          union all select stock from perfumes where id = ${perfumeId} and volume_ml = ${volume}`,
    )
  )[0]?.stock;

async function placeGuestOrder(perfumeId: number, volume: number, quantity = 1) {
  const c = new Client(t.app);
  const guestId = newGuestId();
  expect((await c.send(addCartLine, { body: { guestId, perfumeId, quantity, volume } })).statusCode).toBe(201);
  const intent = (await c.send(createPaymentIntent, { body: { guestId } })).answer;
  return { c, guestId, intent };
}

describe('a perfume’s sizes', () => {
  it('every seeded perfume comes in 30, 50 and 100 ml; its price stays the 50 ml one', async () => {
    const shopper = new Client(t.app);
    const perfumes = (await shopper.send(getPerfumes)).answer;
    expect(perfumes.length).toBeGreaterThan(0);
    for (const p of perfumes) {
      expect(p.volume).toBe(50);
      expect(p.sizes.map((s) => s.volume)).toEqual([30, 50, 100]);
      expect(p.sizes[1]!.price).toBe(p.price);
      const cents = Math.round(p.price * 100);
      expect(p.sizes[0]!.price).toBe(seededSizePriceCents(cents, 30) / 100);
      expect(p.sizes[2]!.price).toBe(seededSizePriceCents(cents, 100) / 100);
    }
    const rose = (await shopper.send(getPerfume, { params: { id: perfumes[0]!.id } })).answer;
    expect(rose.sizes).toEqual([
      { volume: 30, price: 112, inStock: true },
      { volume: 50, price: 165, inStock: true },
      { volume: 100, price: 256, inStock: true },
    ]);
  });

  it('the admin writes sizes with their own stock; the 50 ml is the default whatever the order sent', async () => {
    const p = await addSized({ s30: 4, s50: 5, s100: null });
    expect(p).toMatchObject({ price: 130, volume: 50, stock: 5 });
    expect(p.sizes).toEqual([
      { volume: 30, price: 90, inStock: true, stock: 4 },
      { volume: 50, price: 130, inStock: true, stock: 5 },
      { volume: 100, price: 200, inStock: true, stock: null },
    ]);
    const listed = (await admin.send(listAdminPerfumes)).answer.find((x) => x.id === p.id);
    // The list adds how many addresses wait for each size ("Notify me"): none here.
    expect(listed?.sizes).toEqual(p.sizes.map((s) => ({ ...s, waiting: 0 })));
  });
});

describe('a perfume’s price and stock beside its sizes', () => {
  it('must be those of a size sent: a contradiction is refused with 400 naming the field, and nothing is written', async () => {
    const sizes = [
      { volume: 30, price: 90, stock: 4 },
      { volume: 50, price: 130, stock: 5 },
    ];
    const priced = await admin.send(createPerfume, { body: newPerfume({ price: 999, stock: 5, sizes }) });
    expect(priced.statusCode).toBe(400);
    expect(priced.error.errors?.map((e) => e.path)).toEqual(['price']);
    const stocked = await admin.send(createPerfume, { body: newPerfume({ price: 130, stock: 7, sizes }) });
    expect(stocked.statusCode).toBe(400);
    expect(stocked.error.errors?.map((e) => e.path)).toEqual(['stock']);

    const p = await addSized({ s30: 4, s50: 5, s100: null });
    const form = {
      ...newPerfume({ name: p.name }),
      updatedAt: p.updatedAt,
      sizes: [
        { volume: 50, price: 130, stock: 5 },
        { volume: 30, price: 90, stock: 4 },
      ],
    };
    const edit = await admin.send(updatePerfume, { params: { id: p.id }, body: { ...form, price: 150, stock: 9 } });
    expect(edit.statusCode).toBe(400);
    expect(edit.error.errors?.map((e) => e.path)).toEqual(['price']);
    const edited = await admin.send(updatePerfume, { params: { id: p.id }, body: { ...form, price: 130, stock: 9 } });
    expect(edited.statusCode).toBe(400);
    expect(edited.error.errors?.map((e) => e.path)).toEqual(['stock']);
    const listed = (await admin.send(listAdminPerfumes)).answer.find((x) => x.id === p.id)!;
    expect(listed).toMatchObject({ price: 130, stock: 5 });

    // The form's own: its main size's price and stock, whichever size is the default.
    const saved = await admin.send(updatePerfume, {
      params: { id: p.id },
      body: { ...form, price: 90, stock: 4, sizes: [{ volume: 30, price: 90, stock: 4 }, ...form.sizes.slice(0, 1)] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.answer).toMatchObject({ price: 130, volume: 50, stock: 5 });
  });
});

describe('sizes in the cart', () => {
  it('30 ml and 100 ml of one perfume are two lines at their own prices; the same size again adds to its line', async () => {
    const p = await addSized({ s30: null, s50: null, s100: null });
    const c = new Client(t.app);
    const guestId = newGuestId();
    for (const volume of [30, 100, 30])
      expect((await c.send(addCartLine, { body: { guestId, perfumeId: p.id, volume } })).statusCode).toBe(201);
    // No volume: the default size.
    expect((await c.send(addCartLine, { body: { guestId, perfumeId: p.id } })).statusCode).toBe(201);
    expect((await c.send(addCartLine, { body: { guestId, perfumeId: p.id, size: 'sample' } })).statusCode).toBe(201);
    const cart = (await c.send(getCart, { query: { guestId } })).answer;
    expect(cart.map((l) => ({ volume: l.volume, price: l.price, quantity: l.quantity, size: l.size }))).toEqual([
      { volume: 30, price: 90, quantity: 2, size: 'bottle' },
      { volume: 100, price: 200, quantity: 1, size: 'bottle' },
      { volume: 50, price: 130, quantity: 1, size: 'bottle' },
      { volume: 2, price: expect.any(Number), quantity: 1, size: 'sample' },
    ]);
    const unknown = await c.send(addCartLine, { body: { guestId, perfumeId: p.id, volume: 75 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.error.code).toBe('SIZE_NOT_FOUND');
  });

  it('stock is per size: "Only N left" and Sold out of one size leave the others on sale', async () => {
    const p = await addSized({ s30: 1, s50: 5, s100: 2 });
    const c = new Client(t.app);
    const guestId = newGuestId();
    const tooMany = await c.send(addCartLine, { body: { guestId, perfumeId: p.id, volume: 30, quantity: 2 } });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.error).toMatchObject({ code: 'OUT_OF_STOCK', message: `Only 1 left of ${p.name} — 30 ml.` });
    // Five of the 50 ml are there, whatever the 30 ml has.
    expect(
      (await c.send(addCartLine, { body: { guestId, perfumeId: p.id, volume: 50, quantity: 5 } })).statusCode,
    ).toBe(201);
    const line = (await c.send(addCartLine, { body: { guestId, perfumeId: p.id, volume: 100 } })).answer;
    const raised = await c.send(updateCartLine, { params: { id: line.id }, query: { guestId }, body: { quantity: 3 } });
    expect(raised.statusCode).toBe(409);
    expect(raised.error.message).toBe(`Only 2 left of ${p.name} — 100 ml.`);

    // The last 30 ml bottle is ordered: that size is Sold out, the perfume and its other sizes are not.
    const buyer = await placeGuestOrder(p.id, 30);
    const placed = await buyer.c.send(placeOrder, {
      body: { guestId: buyer.guestId, shippingDetails: shipping, paymentIntentId: buyer.intent.paymentIntentId },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.answer.items).toMatchObject([{ perfumeId: p.id, volume: 30, price: 90, quantity: 1 }]);
    expect(await sizeStock(p.id, 30)).toBe(0);
    expect(await sizeStock(p.id, 50)).toBe(5);
    const after = (await c.send(getPerfume, { params: { id: p.id } })).answer;
    expect(after.inStock).toBe(true);
    expect(after.sizes.map((s) => [s.volume, s.inStock])).toEqual([
      [30, false],
      [50, true],
      [100, true],
    ]);
    const soldOut = await c.send(addCartLine, { body: { guestId, perfumeId: p.id, volume: 30 } });
    expect(soldOut.error.message).toBe(`${p.name} — 30 ml is sold out.`);

    // Cancelled: the bottle goes back to its own size.
    expect(
      (await admin.send(setOrderStatus, { params: { orderId: placed.answer.id }, body: { status: 'cancelled' } }))
        .statusCode,
    ).toBe(200);
    expect(await sizeStock(p.id, 30)).toBe(1);
    expect(await sizeStock(p.id, 50)).toBe(5);
    expect((await c.send(getPerfume, { params: { id: p.id } })).answer.sizes[0]!.inStock).toBe(true);
  });

  it('two 100 ml bottles left and six shoppers ordering one at once: exactly two orders, stock 0, the 50 ml untouched', async () => {
    const p = await addSized({ s30: 3, s50: 3, s100: 2 });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => placeGuestOrder(p.id, 100)));
    const results = await Promise.all(
      shoppers.map(
        async (s) =>
          (
            await s.c.send(placeOrder, {
              body: { guestId: s.guestId, shippingDetails: shipping, paymentIntentId: s.intent.paymentIntentId },
            })
          ).statusCode,
      ),
    );
    expect(results.filter((s) => s === 201)).toHaveLength(2);
    expect(results.filter((s) => s === 409)).toHaveLength(4);
    expect(await sizeStock(p.id, 100)).toBe(0);
    expect(await sizeStock(p.id, 50)).toBe(3);
    expect(await sizeStock(p.id, 30)).toBe(3);
  });
});

describe('"Only N left", read fresh', () => {
  it('shows a tracked low stock per size, hides a large one and an untracked one, and drops after a sale', async () => {
    const p = await addSized({ s30: null, s50: 40, s100: 2 });
    const c = new Client(t.app);
    const res = await c.send(getPerfumeStock, { params: { id: p.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.answer).toEqual({
      sizes: [
        { volume: 30, left: null },
        { volume: 50, left: null },
        { volume: 100, left: 2 },
      ],
    });

    // A sale: the count drops at once (the cached catalogue is not what answers).
    const buyer = await placeGuestOrder(p.id, 100);
    const placed = await buyer.c.send(placeOrder, {
      body: { guestId: buyer.guestId, shippingDetails: shipping, paymentIntentId: buyer.intent.paymentIntentId },
    });
    expect(placed.statusCode).toBe(201);
    const after = (await c.send(getPerfumeStock, { params: { id: p.id } })).answer;
    expect(after.sizes.find((s) => s.volume === 100)).toEqual({ volume: 100, left: 1 });

    expect((await c.send(getPerfumeStock, { params: { id: 999999 } })).statusCode).toBe(404);
  });
});

describe('an admin’s stale form', () => {
  it('is refused (409 STALE_EDIT) once a size sold since it was read, and nothing is written', async () => {
    const p = await addSized({ s30: 3, s50: 3, s100: 3 });
    const read = (await admin.send(listAdminPerfumes)).answer.find((x) => x.id === p.id)!;
    const buyer = await placeGuestOrder(p.id, 100);
    expect(
      (
        await buyer.c.send(placeOrder, {
          body: { guestId: buyer.guestId, shippingDetails: shipping, paymentIntentId: buyer.intent.paymentIntentId },
        })
      ).statusCode,
    ).toBe(201);
    const form = {
      ...sizedPerfume({ s30: 3, s50: 3, s100: 3 }),
      name: p.name,
      updatedAt: read.updatedAt,
    };
    const stale = await admin.send(updatePerfume, { params: { id: p.id }, body: form });
    expect(stale.statusCode).toBe(409);
    expect(stale.error.code).toBe('STALE_EDIT');
    expect(await sizeStock(p.id, 100)).toBe(2);

    // Read again, the same form is saved; a size left out goes, one added starts as sent.
    const fresh = (await admin.send(listAdminPerfumes)).answer.find((x) => x.id === p.id)!;
    const saved = await admin.send(updatePerfume, {
      params: { id: p.id },
      body: {
        ...form,
        updatedAt: fresh.updatedAt,
        price: 135,
        sizes: [
          { volume: 50, price: 135 },
          { volume: 100, price: 210, stock: 7 },
          { volume: 15, price: 50, stock: null },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.answer.price).toBe(135);
    expect(saved.answer.sizes).toEqual([
      { volume: 15, price: 50, inStock: true, stock: null },
      { volume: 50, price: 135, inStock: true, stock: 3 },
      { volume: 100, price: 210, inStock: true, stock: 7 },
    ]);
  });
});

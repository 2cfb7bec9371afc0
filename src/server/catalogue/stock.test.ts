import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOrderStatus } from '../../domain/api/admin';
import { addCartLine } from '../../domain/api/cart';
import { getPerfume } from '../../domain/api/catalogue';
import { createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { adminClient, useTestApp } from '#tests/integration/fixtures';
import { newGuestId, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import { withTransaction } from '../db/transaction';

/**
 * A stock change reloads the storefront's catalogue after its transaction commits: once however many
 * perfumes it sold out or brought back, never when it rolls back, never when no perfume's "in stock"
 * changed. On PGlite in memory, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
const t = useTestApp();
const [A, B] = [5, 6];

const stockOf = async (id: number) =>
  (await queryRows<{ stock: number | null }>(t.store.db, sql`select stock from perfumes where id = ${id}`))[0]!.stock;
const inStock = async (id: number) => (await t.app.services.catalogue.perfume(id))!.inStock;

/** Each reload of the catalogue, with the stock of A and B it saw in the store (outside any transaction) as it began. */
let reloads: { a: number | null; b: number | null }[];

beforeEach(async () => {
  await queryRows(t.store.db, sql`update perfumes set stock = 1 where id in (${A}, ${B})`);
  await t.app.services.catalogue.changed();
  reloads = [];
  const { catalogue } = t.app.services;
  const changed = catalogue.changed.bind(catalogue);
  vi.spyOn(catalogue, 'changed').mockImplementation(async () => {
    reloads.push({ a: await stockOf(A), b: await stockOf(B) });
    await changed();
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await queryRows(t.store.db, sql`update perfumes set stock = null where id in (${A}, ${B})`);
  await t.app.services.catalogue.changed();
});

describe('the catalogue after a stock change', () => {
  it('is reloaded once after the commit of a transaction that sold out two perfumes', async () => {
    expect(await inStock(A)).toBe(true);
    await withTransaction(t.store.db, async (tx) => {
      await t.app.services.stock.take([{ perfumeId: A, quantity: 1 }], tx);
      await t.app.services.stock.take([{ perfumeId: B, quantity: 1 }], tx);
      expect(reloads).toEqual([]);
    });
    // The reload saw the committed stock.
    expect(reloads).toEqual([{ a: 0, b: 0 }]);
    expect(await inStock(A)).toBe(false);
    expect(await inStock(B)).toBe(false);
  });

  it('is not reloaded when the transaction rolls back, and the bottles are still there', async () => {
    const failed = withTransaction(t.store.db, async (tx) => {
      await t.app.services.stock.take([{ perfumeId: A, quantity: 1 }], tx);
      throw new Error('the payment step failed');
    });
    await expect(failed).rejects.toThrow('the payment step failed');
    expect(reloads).toEqual([]);
    expect(await stockOf(A)).toBe(1);
    expect(await inStock(A)).toBe(true);
  });

  it('is not reloaded when a line cannot be had (409): nothing was taken', async () => {
    const failed = withTransaction(t.store.db, async (tx) => {
      await t.app.services.stock.take([{ perfumeId: A, quantity: 1 }], tx);
      await t.app.services.stock.take([{ perfumeId: B, quantity: 2 }], tx);
    });
    await expect(failed).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(reloads).toEqual([]);
    expect([await stockOf(A), await stockOf(B)]).toEqual([1, 1]);
  });

  it('is reloaded once when sold-out bottles come back, and not for bottles of a perfume still in stock', async () => {
    await queryRows(t.store.db, sql`update perfumes set stock = 0 where id = ${A}`);
    await withTransaction(t.store.db, async (tx) => {
      await t.app.services.stock.giveBack([{ perfumeId: B, quantity: 1 }], tx);
    });
    expect(reloads).toEqual([]);
    await withTransaction(t.store.db, async (tx) => {
      await t.app.services.stock.giveBack([{ perfumeId: A, quantity: 1 }], tx);
      await t.app.services.stock.giveBack([{ perfumeId: A, quantity: 1 }], tx);
    });
    expect(reloads).toEqual([{ a: 2, b: 2 }]);
  });

  it('is reloaded once by a checkout that takes the last bottle, and once by the cancellation that gives it back', async () => {
    const admin = await adminClient(t);
    const guest = t.client();
    const guestId = newGuestId();
    expect((await guest.send(addCartLine, { body: { guestId, perfumeId: A, quantity: 1 } })).statusCode).toBe(201);
    // The order holds its bottle while its card payment is attached.
    const intent = (await guest.send(createPaymentIntent, { body: { guestId } })).answer;
    const placed = await guest.send(placeOrder, {
      body: { guestId, shippingDetails: shipping, paymentIntentId: intent.paymentIntentId },
    });
    expect(placed.statusCode).toBe(201);
    expect(reloads).toEqual([{ a: 0, b: 1 }]);
    expect((await guest.send(getPerfume, { params: { id: A } })).answer.inStock).toBe(false);

    expect(
      (await admin.send(setOrderStatus, { params: { orderId: placed.answer.id }, body: { status: 'cancelled' } }))
        .statusCode,
    ).toBe(200);
    expect(reloads).toEqual([
      { a: 0, b: 1 },
      { a: 1, b: 1 },
    ]);
    expect((await guest.send(getPerfume, { params: { id: A } })).answer.inStock).toBe(true);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine, clearCart, getCart, removeCartLine, updateCartLine } from '../../domain/api/cart';
import { getPerfume } from '../../domain/api/catalogue';
import type { CartLine } from '../../domain/cart/schemas';
import { useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

const t = useTestApp();
let c: Client;
beforeAll(() => {
  c = t.client();
});

async function cartOf(guestId: string): Promise<CartLine[]> {
  const res = await c.send(getCart, { query: { guestId } });
  expect(res.statusCode).toBe(200);
  return res.answer;
}

async function countRows(table: string): Promise<number> {
  return (await queryRows<{ n: number }>(t.store.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
}

describe('cart of a guest', () => {
  it('starts empty', async () => {
    expect(await cartOf(newGuestId())).toEqual([]);
  });

  it('adds a perfume at the catalogue price, whatever price the client sends', async () => {
    const g = newGuestId();
    const res = await c.post('/api/cart', {
      guestId: g,
      perfumeId: 2,
      quantity: 2,
      isCustom: false,
      customPrice: 0.01,
      price: 1,
    });
    expect(res.statusCode).toBe(201);
    const perfume = (await c.send(getPerfume, { params: { id: 2 } })).answer;
    const [line] = await cartOf(g);
    expect(line).toMatchObject({
      perfumeId: 2,
      quantity: 2,
      isCustom: false,
      customPrice: null,
      price: perfume.price,
      name: perfume.name,
    });
  });

  it('adds to the quantity of a perfume already there, capped at 10', async () => {
    const g = newGuestId();
    await c.send(addCartLine, { body: { guestId: g, perfumeId: 3, quantity: 6 } });
    await c.send(addCartLine, { body: { guestId: g, perfumeId: 3, quantity: 7 } });
    const lines = await cartOf(g);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(10);
  });

  it('keeps 50 simultaneous adds of one perfume at quantity 10 on one line', async () => {
    const g = newGuestId();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => c.send(addCartLine, { body: { guestId: g, perfumeId: 4, quantity: 1 } })),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const lines = await cartOf(g);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(10);
  });

  it.each([
    [{ perfumeId: 1, quantity: 0 }, 400],
    [{ perfumeId: 1, quantity: 11 }, 400],
    [{ perfumeId: 1, quantity: 2.5 }, 400],
    [{ perfumeId: 1, quantity: '3' }, 400],
    [{ perfumeId: '1', quantity: 1 }, 400],
    [{ perfumeId: 99999, quantity: 1 }, 404],
    [{ quantity: 1 }, 400],
    [{ perfumeId: null, quantity: 1, isCustom: false }, 400],
    [{ perfumeId: 1, quantity: 1, isCustom: 'yes' }, 400],
    [{ perfumeId: null, quantity: 1, isCustom: true }, 400],
    [{ perfumeId: null, quantity: 1, isCustom: true, customDetails: { type: 'potion' } }, 400],
  ])('refuses %o with %i and stores nothing', async (payload, status) => {
    const before = await countRows('cart_lines');
    const g = newGuestId();
    const res = await c.post('/api/cart', { guestId: g, ...payload });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
    expect(await countRows('cart_lines')).toBe(before);
  });

  it.each(['', 'bob', 'guest_', 'guest_<script>', `guest_${'a'.repeat(80)}`, "guest_1' or 1=1--"])(
    'refuses the guest id %j',
    async (guestId) => {
      const res = await c.post('/api/cart', { guestId, perfumeId: 1, quantity: 1 });
      expect(res.statusCode).toBe(400);
      const get = await c.get(`/api/cart?guestId=${encodeURIComponent(guestId)}`);
      expect(get.statusCode).toBe(400);
    },
  );

  it('changes the quantity of its own line, within 1–10', async () => {
    const g = newGuestId();
    const { id } = (await c.send(addCartLine, { body: { guestId: g, perfumeId: 5, quantity: 1 } })).answer;
    expect(
      (await c.send(updateCartLine, { params: { id }, query: { guestId: g }, body: { quantity: 7 } })).statusCode,
    ).toBe(200);
    expect((await cartOf(g))[0]!.quantity).toBe(7);
    expect(
      (await c.send(updateCartLine, { params: { id }, query: { guestId: g }, body: { quantity: 11 } })).statusCode,
    ).toBe(400);
    expect(
      (await c.send(updateCartLine, { params: { id }, query: { guestId: g }, body: { quantity: 0 } })).statusCode,
    ).toBe(400);
    expect((await cartOf(g))[0]!.quantity).toBe(7);
  });

  it("never lets one guest read, change or remove another's line", async () => {
    const owner = newGuestId();
    const intruder = newGuestId();
    const { id } = (await c.send(addCartLine, { body: { guestId: owner, perfumeId: 6, quantity: 2 } })).answer;
    expect(
      (await c.send(updateCartLine, { params: { id }, query: { guestId: intruder }, body: { quantity: 9 } }))
        .statusCode,
    ).toBe(404);
    expect((await c.send(removeCartLine, { params: { id }, query: { guestId: intruder } })).statusCode).toBe(404);
    expect(await cartOf(intruder)).toEqual([]);
    expect((await cartOf(owner))[0]).toMatchObject({ id, quantity: 2 });
  });

  it('removes a line and clears a cart', async () => {
    const g = newGuestId();
    const { id } = (await c.send(addCartLine, { body: { guestId: g, perfumeId: 7, quantity: 1 } })).answer;
    await c.send(addCartLine, { body: { guestId: g, perfumeId: 8, quantity: 1 } });
    expect((await c.send(removeCartLine, { params: { id }, query: { guestId: g } })).statusCode).toBe(200);
    expect(await cartOf(g)).toHaveLength(1);
    expect((await c.send(removeCartLine, { params: { id }, query: { guestId: g } })).statusCode).toBe(404);
    expect((await c.send(clearCart, { query: { guestId: g } })).statusCode).toBe(204);
    expect(await cartOf(g)).toEqual([]);
  });

  it('answers 400 for malformed line ids and a missing guest', async () => {
    const g = newGuestId();
    expect((await c.put(`/api/cart/abc?guestId=${g}`, { quantity: 1 })).statusCode).toBe(400);
    expect((await c.delete(`/api/cart/-1?guestId=${g}`)).statusCode).toBe(400);
    expect((await c.send(getCart)).statusCode).toBe(400);
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 and a JSON message', async () => {
    const res = await c.call('POST', '/api/cart', '{"guestId": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Malformed JSON in request body');
  });

  it('answers bodies over 1 MB with 413', async () => {
    const res = await c.post('/api/cart', {
      guestId: newGuestId(),
      perfumeId: 1,
      quantity: 1,
      customName: 'x'.repeat(1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });
});

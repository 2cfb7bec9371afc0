import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine, getCart } from '../../domain/api/cart';
import { getIngredients, getPerfumes } from '../../domain/api/catalogue';
import { MAX_CART_LINES } from '../../domain/cart/cart';
import type { Ingredient } from '../../domain/catalogue/catalogue';
import { errorMessages } from '../../domain/shared/errors';
import { useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

/**
 * A cart holds at most MAX_CART_LINES lines, custom and catalogue alike, however many adds arrive at
 * once: a new line is counted and written under a lock on the cart (decision 054), on the embedded
 * store and on PostgreSQL. Across two server processes: tests/integration/attacks/caps-processes.test.ts.
 */
const t = useTestApp();
let c: Client;
let ingredients: Ingredient[];
let perfumeIds: number[];
beforeAll(async () => {
  c = t.client();
  ingredients = (await c.send(getIngredients)).answer;
  perfumeIds = (await c.send(getPerfumes)).answer.map((p) => p.id);
});

function customLine(guestId: string, name: string) {
  const [top, middle, base] = (['top', 'middle', 'base'] as const).map(
    (group) => ingredients.find((i) => i.category === group)!.id,
  );
  return {
    guestId,
    isCustom: true,
    quantity: 1,
    customName: name,
    customDetails: {
      type: 'bespoke-perfume',
      perfumeType: 'eau-de-toilette',
      customName: name,
      ingredients: { top: [top], middle: [middle], base: [base] },
      drops: { top: { [top!]: 10 }, middle: { [middle!]: 10 }, base: { [base!]: 10 } },
    },
  };
}

async function linesIn(guestId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.store.db,
    sql`select count(*)::int as n from cart_lines l join carts c on c.id = l.cart_id where c.guest_id = ${guestId}`,
  );
  return Number(row!.n);
}

function expectCartFull(res: Awaited<ReturnType<Client['send']>>) {
  expect(res.statusCode).toBe(400);
  expect(res.error).toMatchObject({ code: 'CART_FULL', message: errorMessages.CART_FULL });
}

describe('the cart’s line cap under concurrency', () => {
  it(`${MAX_CART_LINES + 30} custom lines at once: ${MAX_CART_LINES} kept, the others 400 CART_FULL`, async () => {
    const g = newGuestId();
    const adds = await Promise.all(
      Array.from({ length: MAX_CART_LINES + 30 }, (_, i) =>
        c.send(addCartLine, { body: customLine(g, `Parallel ${i}`) }),
      ),
    );
    expect(adds.filter((r) => r.statusCode === 201)).toHaveLength(MAX_CART_LINES);
    const refused = adds.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(30);
    refused.forEach(expectCartFull);
    expect(await linesIn(g)).toBe(MAX_CART_LINES);
  });

  it('catalogue lines count too: bottles and samples join a cart only up to the cap', async () => {
    expect(perfumeIds.length).toBeGreaterThanOrEqual(20);
    const twenty = perfumeIds.slice(0, 20);
    const g = newGuestId();
    // A new guest's twenty first adds at once: one cart, twenty lines.
    const bottles = await Promise.all(
      twenty.map((perfumeId) => c.send(addCartLine, { body: { guestId: g, perfumeId } })),
    );
    expect(bottles.map((r) => r.statusCode)).toEqual(twenty.map(() => 201));
    const [carts] = await queryRows<{ n: number }>(
      t.store.db,
      sql`select count(*)::int as n from carts where guest_id = ${g}`,
    );
    expect(Number(carts!.n)).toBe(1);
    const custom = MAX_CART_LINES - 20;
    const designs = await Promise.all(
      Array.from({ length: custom }, (_, i) => c.send(addCartLine, { body: customLine(g, `Custom ${i}`) })),
    );
    expect(designs.map((r) => r.statusCode)).toEqual(designs.map(() => 201));
    expect(await linesIn(g)).toBe(MAX_CART_LINES);

    // Full: no sample of any perfume, bottle of another or design more; more of a perfume it holds, yes.
    const refused = await Promise.all([
      ...twenty.map((perfumeId) => c.send(addCartLine, { body: { guestId: g, perfumeId, size: 'sample' } })),
      ...perfumeIds.slice(20).map((perfumeId) => c.send(addCartLine, { body: { guestId: g, perfumeId } })),
      c.send(addCartLine, { body: customLine(g, 'One too many') }),
    ]);
    refused.forEach(expectCartFull);
    const held = (await c.send(getCart, { query: { guestId: g } })).answer.find((l) => l.perfumeId === twenty[0])!;
    const more = await c.send(addCartLine, { body: { guestId: g, perfumeId: held.perfumeId!, quantity: 2 } });
    expect(more.statusCode).toBe(201);
    expect(more.answer).toEqual({ id: held.id, quantity: held.quantity + 2 });
    expect(await linesIn(g)).toBe(MAX_CART_LINES);
  });

  it('custom and catalogue adds racing for the last places never pass the cap', async () => {
    const g = newGuestId();
    for (let i = 0; i < MAX_CART_LINES - 5; i += 15)
      await Promise.all(
        Array.from({ length: Math.min(15, MAX_CART_LINES - 5 - i) }, (_, j) =>
          c.send(addCartLine, { body: customLine(g, `Base ${i + j}`) }),
        ),
      );
    const adds = await Promise.all([
      ...perfumeIds.slice(0, 10).map((perfumeId) => c.send(addCartLine, { body: { guestId: g, perfumeId } })),
      ...Array.from({ length: 10 }, (_, i) => c.send(addCartLine, { body: customLine(g, `Racer ${i}`) })),
    ]);
    expect(adds.filter((r) => r.statusCode === 201)).toHaveLength(5);
    adds.filter((r) => r.statusCode !== 201).forEach(expectCartFull);
    expect(await linesIn(g)).toBe(MAX_CART_LINES);
  });
});

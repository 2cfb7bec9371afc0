import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getIngredients } from '../../domain/api/catalogue';
import { createCreation, deleteCreation, getCreations } from '../../domain/api/creations';
import type { Ingredient } from '../../domain/catalogue/catalogue';
import { MAX_CREATIONS } from '../../domain/creations/schemas';
import { errorMessages } from '../../domain/shared/errors';
import { signedIn, useTestApp } from '#tests/integration/fixtures';
import { queryRows } from '#tests/integration/sql';

/**
 * A shopper keeps at most MAX_CREATIONS creations, however many saves arrive at once: the count and
 * the insert are one step under a lock on the shopper (decision 054), on the embedded store and on
 * PostgreSQL. Across two server processes: tests/integration/attacks/caps-processes.test.ts.
 */
const t = useTestApp();
let ingredients: Ingredient[];
beforeAll(async () => {
  ingredients = (await t.client().send(getIngredients)).answer;
});

function design(name: string) {
  const [top, middle, base] = (['top', 'middle', 'base'] as const).map(
    (group) => ingredients.find((i) => i.category === group)!.id,
  );
  return {
    kind: 'bespoke' as const,
    name,
    details: {
      type: 'bespoke-perfume',
      perfumeType: 'eau-de-parfum',
      customName: name,
      ingredients: { top: [top], middle: [middle], base: [base] },
      drops: { top: { [top!]: 20 }, middle: { [middle!]: 20 }, base: { [base!]: 20 } },
    },
  };
}

async function storedFor(email: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.store.db,
    sql`select count(*)::int as n from creations c join users u on u.id = c.user_id where u.email = ${email}`,
  );
  return Number(row!.n);
}

describe('the creations cap under concurrency', () => {
  it(`${MAX_CREATIONS + 40} saves at once keep exactly ${MAX_CREATIONS}; the others answer 400 CREATION_LIMIT with its message`, async () => {
    const c = await signedIn(t);
    const saves = await Promise.all(
      Array.from({ length: MAX_CREATIONS + 40 }, (_, i) => c.send(createCreation, { body: design(`Design ${i}`) })),
    );
    const statuses = saves.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_CREATIONS);
    const refused = saves.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.error).toMatchObject({ code: 'CREATION_LIMIT', message: errorMessages.CREATION_LIMIT });
    }
    expect((await c.send(getCreations)).answer).toHaveLength(MAX_CREATIONS);
    // The cap is the shopper's own: another saves meanwhile as usual.
    const other = await signedIn(t);
    expect((await other.send(createCreation, { body: design('Elsewhere') })).statusCode).toBe(201);
  });

  it('a full list takes a new save once one is deleted, and only one of several racing for that place', async () => {
    const email = `cap_${Date.now()}@example.com`;
    const c = await signedIn(t, { email });
    for (let i = 0; i < MAX_CREATIONS; i += 20)
      await Promise.all(Array.from({ length: 20 }, (_, j) => c.send(createCreation, { body: design(`D ${i + j}`) })));
    expect(await storedFor(email)).toBe(MAX_CREATIONS);
    const [oldest] = (await c.send(getCreations)).answer.slice(-1);
    expect((await c.send(deleteCreation, { params: { id: oldest!.id } })).statusCode).toBe(204);
    const race = await Promise.all(
      Array.from({ length: 12 }, (_, i) => c.send(createCreation, { body: design(`Late ${i}`) })),
    );
    expect(race.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(race.filter((r) => r.statusCode === 400 && r.error.code === 'CREATION_LIMIT')).toHaveLength(11);
    expect(await storedFor(email)).toBe(MAX_CREATIONS);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PAID_PAYMENT_STATUSES,
  PLACED_PAYMENT_STATUSES,
  UNPAID_PAYMENT_STATUSES,
} from '../../src/domain/orders/lifecycle';
import { useTestApp } from './fixtures';
import { queryRows } from './sql';

/*
 * The triggers and partial indexes a migration or the start wrote ask the domain's questions with the
 * domain's sets (issue #44): each set of payment states their SQL holds, read back from the running
 * store, is one of src/domain/orders/lifecycle.ts's. A trigger that drifts (a new state added to the
 * domain, not to the trigger) fails here.
 */
const t = useTestApp();
const SETS = [PAID_PAYMENT_STATUSES, PLACED_PAYMENT_STATUSES, UNPAID_PAYMENT_STATUSES].map((s) =>
  [...s].sort().join(','),
);

/** Every `payment_status in ('a', 'b')` in a text, as its states sorted. */
const setsIn = (text: string) =>
  [...text.matchAll(/payment_status\)?\s+(?:in|=\s*any)\s*\(([^)]*)\)/gi)].map((m) =>
    [...m[1]!.matchAll(/'([a-z_]+)'/g)]
      .map((s) => s[1])
      .sort()
      .join(','),
  );

describe('payment states in the store’s own SQL', () => {
  it('every trigger function and partial index names one of the domain’s sets', async () => {
    const functions = await queryRows<{ name: string; src: string }>(
      t.store.db,
      sql`select proname as name, prosrc as src from pg_proc where prosrc ilike '%payment_status%'`,
    );
    const indexes = await queryRows<{ name: string; src: string }>(
      t.store.db,
      sql`select indexname as name, indexdef as src from pg_indexes where indexdef ilike '%payment_status%'`,
    );
    const found = [...functions, ...indexes].flatMap(({ name, src }) => setsIn(src).map((set) => ({ name, set })));
    // The figures' triggers and the order lists' partial indexes at least.
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const { name, set } of found) expect(SETS, `${name}: ${set}`).toContain(set);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, useTestApp } from '#tests/integration/fixtures';
import { queryRows } from '#tests/integration/sql';
import { readAlone } from '../db/together';
import { refillFiguresRead, type RefillFigures } from './repo';

/*
 * The dashboard's refill figures, kept per status and currency by triggers (migrations 0039, 0040, issue #45): after every
 * kind of change they equal what summing every refill gives, the way the dashboard read them before.
 */

const t = useTestApp();
const NOW = new Date('2026-12-15T12:00:00Z');
let userId: number;
let nextLine = 900_000;

beforeAll(async () => {
  const email = 'refill-figures@example.com';
  await signedIn(t, { email });
  const [user] = await queryRows<{ id: number }>(t.store.db, sql`select id from users where email = ${email}`);
  userId = user!.id;
});

/** The figures summed from every refill: the reference the kept ones must equal. */
async function counted(): Promise<RefillFigures> {
  const monthStart = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), 1));
  const [counts] = await queryRows<{ active: number; cancelled: number }>(
    t.store.db,
    sql`select count(*) filter (where status <> 'cancelled')::int as active,
               count(*) filter (where status = 'cancelled' and cancelled_at >= ${monthStart})::int as cancelled
        from subscriptions`,
  );
  const monthly = await queryRows<{ currency: string; minor: string | number }>(
    t.store.db,
    sql`select currency, round(sum(last_amount_minor * 52.0 / 12 / interval_weeks))::bigint as minor
        from subscriptions where status in ('active', 'past_due') group by currency order by currency`,
  );
  return {
    active: Number(counts?.active ?? 0),
    monthly: monthly.map((m) => ({ currency: m.currency, minor: Number(m.minor) })),
    cancelledThisMonth: Number(counts?.cancelled ?? 0),
  };
}

async function add(status: string, currency: string, amountMinor: number, weeks: number): Promise<number> {
  const line = nextLine++;
  const [row] = await queryRows<{ id: number }>(
    t.store.db,
    sql`insert into subscriptions (user_id, status, interval_weeks, name, market, currency, shipping_details,
          origin_order_id, origin_line_id, last_amount_minor, cancelled_at)
        values (${userId}, ${status}, ${weeks}, 'Rose de Minuit', 'eu', ${currency}, '{}'::jsonb, ${line}, ${line},
          ${amountMinor}, ${status === 'cancelled' ? NOW : null})
        returning id`,
  );
  return row!.id;
}

const kept = () => readAlone(t.store.db, refillFiguresRead(NOW));

describe("the dashboard's refill figures", () => {
  it('equal the refills summed after inserts, changes of every kept column, and deletions', async () => {
    expect(await kept()).toEqual(await counted());
    // Amounts whose monthly share is no whole number of cents: the kept sum is exact, rounded only when read.
    const ids = [
      await add('active', 'EUR', 1999, 6),
      await add('active', 'EUR', 4550, 4),
      await add('past_due', 'EUR', 333, 12),
      await add('paused', 'EUR', 7000, 8),
      await add('active', 'GBP', 2599, 6),
      await add('active', 'JPY', 12_345, 8),
      await add('cancelled', 'EUR', 1000, 4),
    ];
    expect(await kept()).toEqual(await counted());
    expect((await kept()).monthly.map((m) => m.currency)).toEqual(['EUR', 'GBP', 'JPY']);

    const change = async (id: number, set: ReturnType<typeof sql>) => {
      await t.store.db.execute(sql`update subscriptions set ${set} where id = ${id}`);
      expect(await kept()).toEqual(await counted());
    };
    await change(ids[0]!, sql`status = 'paused'`);
    await change(ids[3]!, sql`status = 'active'`);
    await change(ids[1]!, sql`last_amount_minor = 4750`);
    await change(ids[2]!, sql`interval_weeks = 4`);
    await change(ids[4]!, sql`currency = 'EUR'`);
    await change(ids[2]!, sql`status = 'cancelled', cancelled_at = ${NOW}`);
    // A renewal that moves the cycle and the dates only writes no figure.
    await change(ids[1]!, sql`cycle = cycle + 1, next_renewal_at = ${NOW}`);
    // The last refill of a currency leaves it: the currency no longer shows.
    await change(ids[5]!, sql`status = 'cancelled', cancelled_at = ${NOW}`);
    expect((await kept()).monthly.map((m) => m.currency)).toEqual(['EUR']);

    await t.store.db.execute(sql`delete from subscriptions where id = ${ids[3]!}`);
    expect(await kept()).toEqual(await counted());
  });

  it('equal the refills summed after one statement inserts, changes and deletes many at once (an import)', async () => {
    // Kept per statement (migration 0040): per row, one statement of 80,000 refills took 21 s (quadratic), now 0.15 s.
    const first = nextLine;
    nextLine += 400;
    await t.store.db.execute(
      sql`insert into subscriptions (user_id, status, interval_weeks, name, market, currency, shipping_details,
            origin_order_id, origin_line_id, last_amount_minor, cancelled_at)
          select ${userId}, (array['active', 'paused', 'past_due', 'cancelled'])[1 + g % 4], (array[4, 6, 8, 12])[1 + g % 3],
            'Imported', 'eu', (array['EUR', 'GBP'])[1 + g % 2], '{}'::jsonb, ${first} + g, ${first} + g, 1000 + g * 7,
            case when g % 4 = 3 then ${NOW}::timestamptz end
          from generate_series(0, 399) g`,
    );
    expect(await kept()).toEqual(await counted());
    // Some change status, some their amount, some nothing kept (a renewal's cycle), in one statement.
    await t.store.db.execute(
      sql`update subscriptions set
            status = case when origin_line_id % 5 = 0 and status = 'active' then 'paused' else status end,
            last_amount_minor = case when origin_line_id % 7 = 0 then last_amount_minor + 113 else last_amount_minor end,
            cycle = cycle + 1
          where name = 'Imported'`,
    );
    expect(await kept()).toEqual(await counted());
    await t.store.db.execute(sql`delete from subscriptions where name = 'Imported' and origin_line_id % 3 = 0`);
    expect(await kept()).toEqual(await counted());
  });

  it('stay equal under changes crossing between two statuses at once, without a deadlock', async () => {
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) => add(i % 2 ? 'active' : 'paused', 'EUR', 1000 + i * 37, 4 + (i % 3) * 4)),
    );
    // Each its own transaction on the pool (on PostgreSQL, side by side): half move active to paused, half back.
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        ids.map((id) =>
          t.store.db.execute(
            sql`update subscriptions set status = case status when 'active' then 'paused' else 'active' end
                where id = ${id}`,
          ),
        ),
      );
    }
    expect(await kept()).toEqual(await counted());
  });
});

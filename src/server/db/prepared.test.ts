import { and } from 'drizzle-orm';
import { integer, pgTable, QueryBuilder, text, timestamp } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Cursor } from '../../domain/shared/paging';
import { keyset } from './keyset';
import { isPreparable, namingClient, PreparedReads } from './prepared';
import { isState } from './sql-lists';

describe('the reads prepared once per connection', () => {
  it('names a read on its second sighting, always by the same name, and never a write or a search', () => {
    const reads = new PreparedReads();
    const list = 'select "orders"."id" from "orders" where "orders"."status" = $1 limit $2';
    expect(reads.nameOf(list)).toBeUndefined();
    const name = reads.nameOf(list);
    expect(name).toMatch(/^r_[\w-]{27}$/);
    expect(reads.nameOf(list)).toBe(name);
    expect(reads.nameOf(`${list} `)).toBeUndefined();
    for (const text of [
      'insert into orders (id) values ($1)',
      'update orders set status = $1',
      'explain (format json) select 1',
      "select id from orders where search_text like '%' || shop_fold($1) || '%'",
      'select id from users where email ilike $1',
      'with m as (select id from orders where search_text LIKE $1) select * from m',
    ]) {
      reads.nameOf(text);
      expect(reads.nameOf(text), text).toBeUndefined();
    }
    expect(reads.size).toBe(1);
  });

  it('tells a read from the rest, whatever its case and leading space', () => {
    expect(isPreparable('  SELECT 1')).toBe(true);
    expect(isPreparable('\nwith x as (select 1) select * from x')).toBe(true);
    expect(isPreparable('select likes from t')).toBe(true);
    expect(isPreparable('delete from t')).toBe(false);
    expect(isPreparable('select * from t where a similar to $1')).toBe(false);
    // A pattern the planner cannot read (given in a subquery) plans the same for every term.
    expect(isPreparable("select id from orders where search_text like (select '%' || shop_fold($1) || '%')")).toBe(
      true,
    );
    expect(isPreparable("select id from orders where search_text like '%' || (select shop_fold($1)) || '%'")).toBe(
      false,
    );
  });
});

/** One connection to the test's PostgreSQL whose reads are named as the shop's pool names them. */
const namingPool = () =>
  new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1, Client: namingClient(new PreparedReads()) });

// On PostgreSQL: the statement is prepared on the connection and answers each run with its own values.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a named read on PostgreSQL', () => {
  it('is parsed once per connection and answers every run with its own parameters', async () => {
    const pool = namingPool();
    try {
      const text = "select $1::int + 1 as n, 'prepared-probe' as probe";
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await pool.query<{ n: number }>({ text, values: [n] })).rows[0]!.n);
      expect(answers).toEqual([2, 3, 4]);
      await pool.query({ text: "select 'search-probe' as probe where 'abc' like $1", values: ['%b%'] });
      await pool.query({ text: "select 'search-probe' as probe where 'abc' like $1", values: ['%b%'] });
      const prepared = await pool.query<{ statement: string }>(
        "select statement from pg_prepared_statements where statement like '%-probe%' and statement not like '%pg_prepared%'",
      );
      expect(prepared.rows.map((r) => r.statement)).toEqual([text]);
    } finally {
      await pool.end();
    }
  });
});

/** A list as the back office reads it: newest first by (created_at, id), of one status, a page at a time. */
const probeList = pgTable('probe_list', {
  id: integer('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  status: text('status').notNull(),
});
const listPage = (status: string, after?: Cursor) => {
  const k = keyset({ at: probeList.createdAt, id: probeList.id }, { limit: 50, after });
  return new QueryBuilder()
    .select({ id: probeList.id })
    .from(probeList)
    .where(and(isState(probeList.status, status), k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit)
    .toSQL();
};

describe("a list's page as a prepared read", () => {
  it('writes its page size and its status in its text, and only the cursor as parameters', () => {
    const first = listPage('shipped');
    expect(first.sql).toMatch(/"status" in \('shipped'\) .*limit 51$/);
    expect(first.params).toEqual([]);
    const next = listPage('pending', { at: '2026-11-30 10:00:00+00', id: 7 });
    expect(next.sql).toContain("in ('pending')");
    expect(next.params).toEqual(['2026-11-30 10:00:00+00', 7]);
    expect(() => isState(probeList.status, "x') or true --")).toThrow(/not a state/);
  });
});

// On PostgreSQL: once the statement has run a few times, it is planned once (a generic plan) and run on that plan,
// where a `limit $n` kept it planned again on every run.
describe.skipIf(!process.env.TEST_DATABASE_URL)("a list's page on PostgreSQL", () => {
  it('runs on one plan kept for its connection', async () => {
    const pool = namingPool();
    try {
      await pool.query(
        'create temporary table probe_list (id int primary key, created_at timestamptz not null, status text not null)',
      );
      await pool.query(
        "insert into probe_list select i, now() - i * interval '1 minute', case when i % 10 = 0 then 'pending' else 'shipped' end from generate_series(1, 100000) i",
      );
      await pool.query('create index on probe_list (status, created_at desc, id desc)');
      await pool.query('analyze probe_list');
      const page = listPage('shipped', { at: new Date().toISOString(), id: 1_000_000 });
      for (let run = 0; run < 8; run++) {
        const { rows } = await pool.query<{ id: number }>({ text: page.sql, values: page.params });
        expect(rows).toHaveLength(51);
      }
      const plans = await pool.query<{ generic_plans: string }>(
        'select generic_plans from pg_prepared_statements where statement = $1',
        [page.sql],
      );
      expect(Number(plans.rows[0]?.generic_plans)).toBeGreaterThan(0);
    } finally {
      await pool.end();
    }
  });
});

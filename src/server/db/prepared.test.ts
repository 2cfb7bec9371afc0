import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isPreparable, namingClient, PreparedReads } from './prepared';

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
  });
});

// On PostgreSQL: the statement is prepared on the connection and answers each run with its own values.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a named read on PostgreSQL', () => {
  it('is parsed once per connection and answers every run with its own parameters', async () => {
    const pool = new pg.Pool({
      connectionString: process.env.TEST_DATABASE_URL,
      max: 1,
      Client: namingClient(new PreparedReads()),
    });
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

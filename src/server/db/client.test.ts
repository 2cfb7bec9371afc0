import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#tests/integration/sql';
import { openStore } from './client';

// Creating a PGlite data directory and migrating it takes tens of seconds on a loaded 2-core machine.
// PGlite's own: proved by the embedded pass, skipped by the PostgreSQL one.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded store', { timeout: 90_000 }, () => {
  it('creates its data directory beside the server, past a half-made one, and runs on small buffers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'store-'));
    // What a first start killed during creation leaves behind.
    mkdirSync(join(dataDir, 'pgdata.creating'));
    writeFileSync(join(dataDir, 'pgdata.creating', 'PG_VERSION'), 'half');

    const store = await openStore({ kind: 'pglite', dataDir });
    try {
      expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'pgdata.creating'))).toBe(false);
      const rows = await queryRows<{ shared_buffers: string }>(store.db, sql`show shared_buffers`);
      expect(rows[0]!.shared_buffers).toBe('32MB');
    } finally {
      await store.close();
    }

    // The second start opens what the first one made.
    const again = await openStore({ kind: 'pglite', dataDir });
    await again.ping();
    await again.close();
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('Drizzle on PGlite', { timeout: 90_000 }, () => {
  it('reads every type as Drizzle does on a bare PGlite client, in and out of transactions', async () => {
    const store = await openStore({ kind: 'memory' });
    const bare = drizzle({ client: await PGlite.create() });
    try {
      const query = sql`select '2026-11-21 10:00:00'::timestamp as ts, '2026-11-21 10:00:00+02'::timestamptz as tstz,
        '2026-11-21'::date as d, interval '1 day 2 hours' as i, array['2026-11-21'::date] as ds,
        array[1.5, 2]::numeric[] as ns, 42::int as n, 'x'::text as s, '{"a":1}'::jsonb as j, true as b`;
      const rows = async (db: { execute: (q: typeof query) => Promise<unknown> }) =>
        (await db.execute(query)) as { rows: unknown[] };
      const expected = (await rows(bare)).rows;
      expect(expected[0]).toMatchObject({
        ts: '2026-11-21 10:00:00',
        d: '2026-11-21',
        i: '1 day 02:00:00',
        n: 42,
        j: { a: 1 },
      });
      expect((await rows(store.db)).rows).toEqual(expected);
      expect(await store.db.transaction(async (tx) => (await rows(tx)).rows)).toEqual(expected);
    } finally {
      await store.close();
      await bare.$client.close();
    }
  });

  it('runs a read seen twice from a statement it names, its values written as literals, with the same answers', async () => {
    const store = await openStore({ kind: 'memory' });
    try {
      const read = (v: unknown[]) =>
        sql`select ${v[0]}::text as t, ${v[1]}::int + 1 as n, ${v[2]}::boolean as b, ${v[3]}::text is null as none`;
      const values = ["l'eau \\ d'été", 41, true, null];
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await queryRows(store.db, read(values)));
      expect(answers[0]).toEqual([{ t: "l'eau \\ d'été", n: 42, b: true, none: true }]);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      const named = await queryRows<{ statement: string }>(store.db, sql`select statement from pg_prepared_statements`);
      expect(named.filter((r) => r.statement.includes('::int + 1 as n'))).toHaveLength(1);
      // Gone: the read is sent as it is, and named again the next time.
      await store.db.execute(sql`deallocate all`);
      expect(await queryRows(store.db, read(values))).toEqual(answers[0]);
      expect(await queryRows(store.db, read(values))).toEqual(answers[0]);
      // A parameter whose type nothing says cannot be prepared: sent as it is, every time.
      for (let i = 0; i < 3; i++) expect(await queryRows(store.db, sql`select ${'x'} as v`)).toEqual([{ v: 'x' }]);
    } finally {
      await store.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/schema';
import { type Db, openStore, type Store } from './client';
import { Bound, checkShapes, shapedRead, shapeOf } from './shaped';
import { withDatabase } from '../../../tests/integration/template';

describe('reads built once per shape', () => {
  let store: Store;
  let db: Db;
  beforeAll(async () => {
    store = await openStore({ kind: 'memory' });
    db = store.db;
    // As the shop's services do in the tests.
    checkShapes(db);
    await db.insert(users).values(
      ['ines', 'hugo', 'lea'].map((name) => ({
        username: name,
        email: `${name}@example.com`,
        passwordHash: 'x',
        fullName: name,
      })),
    );
  }, 60_000);
  afterAll(() => store.close());

  /** The accounts of one e-mail address, read by a statement kept for its shape. */
  const byEmail = (email: string) => {
    const bound = new Bound();
    const where = eq(users.email, bound.value(email));
    return shapedRead(db, shapeOf([where], ['accounts by e-mail']), bound, () =>
      db.select({ name: users.fullName }).from(users).where(where),
    );
  };

  it('answers each run of one shape with its own values', async () => {
    for (const name of ['ines', 'hugo', 'lea', 'ines'])
      expect(await byEmail(`${name}@example.com`)).toEqual([{ name }]);
    expect(await byEmail('nobody@example.com')).toEqual([]);
  });

  it('tells shapes apart by their varying parts', async () => {
    const read = (names: string[]) => {
      const bound = new Bound();
      const where = and(...names.map((n) => sql`${users.fullName} <> ${bound.value(n)}`));
      return shapedRead(db, shapeOf([where], ['accounts but']), bound, () =>
        db.select({ name: users.fullName }).from(users).where(where).orderBy(users.fullName),
      );
    };
    expect(await read(['ines'])).toEqual([{ name: 'hugo' }, { name: 'lea' }]);
    expect(await read(['ines', 'hugo'])).toEqual([{ name: 'lea' }]);
    expect(await read(['lea'])).toEqual([{ name: 'hugo' }, { name: 'ines' }]);
  });

  it('refuses a value written into a varying part as itself: every run would get the first one', () => {
    expect(() => shapeOf([eq(users.email, 'ines@example.com')], ['accounts by e-mail'])).toThrow(/written as itself/);
  });

  it('fails, under the tests, a shape that two statements share (a choice left out of it)', async () => {
    const read = (column: typeof users.fullName | typeof users.username) => {
      const bound = new Bound();
      const where = eq(users.email, bound.value('ines@example.com'));
      // The column read is not in the shape: the second statement would run the first's.
      return shapedRead(db, shapeOf([where], ['one column of an account']), bound, () =>
        db.select({ value: column }).from(users).where(where),
      );
    };
    expect(await read(users.fullName)).toEqual([{ value: 'ines' }]);
    await expect(read(users.username)).rejects.toThrow(/two statements of one shape/);
  });
});

// On PostgreSQL: a shaped read is prepared on its connection under its name, unless the store names no statement
// (DATABASE_PREPARED_STATEMENTS=false, behind a pooler that cannot keep them); the session's read is too.
describe.skipIf(!process.env.TEST_DATABASE_URL)('reads built once per shape, on PostgreSQL', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const database = `shaped_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  /** The statements of the read prepared on a one-connection store after three runs of it. */
  const preparedAfterReads = async (preparedReads: boolean) => {
    const store = await openStore({ kind: 'postgres', url: withDatabase(base, database), poolSize: 1, preparedReads });
    try {
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        const bound = new Bound();
        const where = eq(users.email, bound.value(email));
        await shapedRead(store.db, shapeOf([where], ['accounts by e-mail']), bound, () =>
          store.db.select({ id: users.id }).from(users).where(where),
        );
      }
      const rows = await store.db.execute(
        sql`select name from pg_prepared_statements where statement like ${'%from "users" where "users"."email" = $1%'}`,
      );
      return (rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
    } finally {
      await store.close();
    }
  };

  it('prepares the statement once under its name, or never when the store names none', async () => {
    expect(await preparedAfterReads(true)).toEqual([expect.stringMatching(/^r_/)]);
    expect(await preparedAfterReads(false)).toEqual([]);
  }, 60_000);
});

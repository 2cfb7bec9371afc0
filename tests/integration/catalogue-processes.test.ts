import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthy, startServer, stopServers, withScratchDatabase } from './servers';

/**
 * Two server processes on one PostgreSQL: an edit made through one is served by the other within a
 * second (LISTEN/NOTIFY drops each process's cached catalogue), and still after the listening
 * connection was cut.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

const ADMIN = { email: 'owner@maison-lumiere.test', password: 'a-long-admin-password' };

async function signIn(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function perfume(port: number, id: number) {
  return (await (await fetch(`http://127.0.0.1:${port}/api/perfumes/${id}`)).json()) as {
    name: string;
    price: number;
    inStock: boolean;
  };
}

/** How long until `check` holds on the other process, in ms (fails after `withinMs`). */
async function timeUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('catalogue edits across processes (PostgreSQL)', () => {
  it('an edit on one process is served by the other within a second, also after its listening connection was cut', async () => {
    await withScratchDatabase('catalogue_procs', async (url) => {
      const env = {
        DATABASE_URL: url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        AUTH_RATE_LIMIT: '1000',
      };
      const a = startServer(env);
      await healthy(a);
      const b = startServer(env);
      await healthy(b);
      const cookie = await signIn(a.port);

      // B has the catalogue cached.
      const before = await perfume(b.port, 3);
      const edit = async (changes: Record<string, unknown>) => {
        const res = await fetch(`http://127.0.0.1:${a.port}/api/admin/perfumes/3`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            name: before.name,
            description: 'A rewritten description, long enough to pass.',
            notes: 'Neroli, Orange Blossom, Musk',
            gender: 'female',
            family: 'citrus',
            price: 99,
            stock: null,
            imageSrc: '/images/perfumes/neroli-soleil.svg',
            ...changes,
          }),
        });
        expect(res.status).toBe(200);
      };

      await edit({ price: 111 });
      expect(await timeUntil(async () => (await perfume(b.port, 3)).price === 111, 1000)).toBeLessThan(1000);
      await edit({ stock: 0 });
      expect(await timeUntil(async () => !(await perfume(b.port, 3)).inStock, 1000)).toBeLessThan(1000);

      // Cut every listening connection: each process connects again and reloads, and later edits still arrive.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
      );
      await admin.end();
      expect(cut.rowCount).toBe(2);
      await new Promise((r) => setTimeout(r, 1500));
      await edit({ price: 123, stock: 4 });
      expect(await timeUntil(async () => (await perfume(b.port, 3)).price === 123, 1000)).toBeLessThan(1000);
      expect((await perfume(b.port, 3)).inStock).toBe(true);
    });
  });
});

import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieOf, sendTo as send, sqlAt, stopServers, twoServersWithOwner, withScratchDatabase } from './servers';

/**
 * A session's lookup kept per process (docs/decisions/075-a-session-kept-per-process.md), on two server processes and
 * one PostgreSQL: whatever changes what a session lets in, through the other process or by SQL alone, is what the next
 * read on this one answers by, within the moment the database's notification takes to arrive.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

/** The moment a notification takes: the next reads are asked again until this has passed. */
const TOLD_WITHIN = { timeout: 3_000, interval: 50 };

/** A customer registered and signed in through `port`. */
async function customer(port: number, fullName: string) {
  const n = Math.random().toString(36).slice(2, 10);
  const account = { fullName, username: `kept_${n}`, email: `kept_${n}@example.com`, password: 'a-kept-password' };
  const registered = await send(port, 'POST', '/api/auth/register', account);
  expect(registered.status, JSON.stringify(registered.json)).toBe(201);
  const login = await send(port, 'POST', '/api/auth/login', { email: account.email, password: account.password });
  expect(login.status).toBe(200);
  return { cookie: cookieOf(login.res), ...account };
}

const nameOn = async (port: number, cookie: string) => {
  const res = await send(port, 'GET', '/api/auth/user', undefined, cookie);
  return res.status === 200 ? (res.json as { fullName: string }).fullName : res.status;
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('a session kept per process (PostgreSQL)', () => {
  it('a change through one process, or by SQL, is what the other answers by next', async () => {
    await withScratchDatabase('kept_sessions', async (url) => {
      const { ports, cookie: owner } = await twoServersWithOwner(url);
      const [a, b] = ports;
      const ada = await customer(a, 'Ada Lovelace');

      // Read twice on B: the second is answered from what B keeps.
      expect(await nameOn(b, ada.cookie)).toBe('Ada Lovelace');
      expect(await nameOn(b, ada.cookie)).toBe('Ada Lovelace');

      // Her name changed through A: B reads it next.
      const renamed = await send(a, 'PUT', '/api/user/profile', { fullName: 'Ada King' }, ada.cookie);
      expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
      await expect.poll(() => nameOn(b, ada.cookie), TOLD_WITHIN).toBe('Ada King');

      // Changed by SQL alone (an import, a DBA): the database tells it all the same.
      await sqlAt(url, `update users set full_name = 'Countess of Lovelace' where email = $1`, [ada.email]);
      await expect.poll(() => nameOn(b, ada.cookie), TOLD_WITHIN).toBe('Countess of Lovelace');

      // Her account closed by SQL: no process lets the session in.
      await sqlAt(url, `update users set is_active = false where email = $1`, [ada.email]);
      await expect.poll(() => nameOn(b, ada.cookie), TOLD_WITHIN).toBe(401);
      expect(await nameOn(a, ada.cookie)).toBe(401);

      // The owner, kept on B, is suspended by SQL: B refuses the back office next.
      const orders = () => send(b, 'GET', '/api/admin/orders?limit=5', undefined, owner).then((r) => r.status);
      expect(await orders()).toBe(200);
      expect(await orders()).toBe(200);
      await sqlAt(url, `update staff set status = 'suspended' where role = 'owner'`);
      await expect.poll(orders, TOLD_WITHIN).toBe(403);
      await sqlAt(url, `update staff set status = 'active' where role = 'owner'`);
      await expect.poll(orders, TOLD_WITHIN).toBe(200);

      // Every session of the owner's ended by SQL: 401 on both.
      await sqlAt(url, `delete from sessions where user_id = (select user_id from staff where role = 'owner')`);
      await expect.poll(orders, TOLD_WITHIN).toBe(401);
    });
  });

  it('keeps nothing while it cannot hear the database, and forgets all it kept when it hears again', async () => {
    await withScratchDatabase('kept_sessions_lost', async (url) => {
      const { ports } = await twoServersWithOwner(url);
      const [, b] = ports;
      const grace = await customer(b, 'Grace Hopper');
      expect(await nameOn(b, grace.cookie)).toBe('Grace Hopper');
      expect(await nameOn(b, grace.cookie)).toBe('Grace Hopper');

      // Both processes' listening connections cut, then her name changed while they are away: no notification is
      // heard, yet B answers the new name (nothing kept answers while it cannot hear; all it kept goes on return).
      const cut = await sqlAt<{ n: number }>(
        url,
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
           where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
      );
      expect(cut[0]!.n).toBeGreaterThanOrEqual(2);
      await sqlAt(url, `update users set full_name = 'Rear Admiral Hopper' where email = $1`, [grace.email]);
      await expect.poll(() => nameOn(b, grace.cookie), TOLD_WITHIN).toBe('Rear Admiral Hopper');
      // Heard again: a later change is still told.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await nameOn(b, grace.cookie)).toBe('Rear Admiral Hopper');
      await sqlAt(url, `update users set full_name = 'Amazing Grace' where email = $1`, [grace.email]);
      await expect.poll(() => nameOn(b, grace.cookie), TOLD_WITHIN).toBe('Amazing Grace');
    });
  });

  it('tells the accounts a statement changed, or every account when it changed more than a hundred', async () => {
    await withScratchDatabase('kept_sessions_told', async (url) => {
      const listener = new pg.Client({ connectionString: url });
      await listener.connect();
      const told: string[] = [];
      listener.on('notification', (msg) => told.push(msg.payload ?? ''));
      await listener.query('listen session_access');
      try {
        const hash = (await sqlAt<{ h: string }>(url, `select password_hash as h from users limit 1`))[0]?.h ?? 'x';
        const ids = await sqlAt<{ id: number }>(
          url,
          `insert into users (username, email, password_hash, full_name)
             select 'told_' || i, 'told_' || i || '@example.com', $1, 'Told ' || i from generate_series(1, 101) i
             returning id`,
          [hash],
        );
        expect(told).toEqual([]); // a new account is in no process's keeping
        const [first, second] = ids.map((r) => r.id).sort((x, y) => x - y);
        await sqlAt(url, `update users set full_name = full_name || '!' where id in ($1, $2)`, [first, second]);
        await sqlAt(url, `update users set full_name = full_name || '?' where email like 'told\\_%'`);
        await sqlAt(url, `update users set full_name = full_name where false`);
        await expect.poll(() => told.length, TOLD_WITHIN).toBe(2);
        expect(
          told[0]!
            .split(',')
            .map(Number)
            .sort((x, y) => x - y),
        ).toEqual([first, second]);
        expect(told[1]).toBe('*');
      } finally {
        await listener.end();
      }
    });
  });
});

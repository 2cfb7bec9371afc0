import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUser } from './helpers';
import {
  cookieOf,
  healthy,
  sendTo as send,
  startServer,
  stopServers,
  twoServersWithOwner,
  withScratchDatabase,
} from './servers';
import { type Receiver, startReceiver } from './webhook-receiver';

/**
 * The webhooks' outbox against real server processes on one PostgreSQL (issue #49): two processes' workers post each
 * event once, and a delivery whose process is killed mid-post (the receiver holding the request) is posted by the
 * other once its lease ends, under the same `webhook-id`.
 */
vi.setConfig({ testTimeout: 180_000 });
let receiver: Receiver | undefined;
afterEach(async () => {
  stopServers();
  await receiver?.stop();
  receiver = undefined;
});

const OWNER = { email: 'hooks.owner@maison-lumiere.test', password: 'a-long-owner-password' };

/** Registers the receiver's `path` for customer.created, as the owner signed in on `port`: its secret. */
async function register(port: number, cookie: string, path: string): Promise<string> {
  const res = await send(
    port,
    'POST',
    '/api/admin/webhooks',
    { url: receiver!.url(path), events: ['customer.created'] },
    cookie,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const secret = String(res.json.secret);
  receiver!.secretFor(path, secret);
  return secret;
}

async function deliveries(url: string): Promise<{ status: string; attempts: number; message_id: string }[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query('select status, attempts, message_id from webhook_deliveries order by id')).rows;
  } finally {
    await db.end();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('webhook deliveries across processes (PostgreSQL)', () => {
  it('two processes post each event once', async () => {
    receiver = await startReceiver();
    await withScratchDatabase('hooks_procs', async (url) => {
      const { ports, cookie } = await twoServersWithOwner(url, { WEBHOOKS_POLL_MS: '200' });
      await register(ports[0], cookie, '/both');
      const N = 24;
      const emails: string[] = [];
      await Promise.all(
        Array.from({ length: N }, async (_, i) => {
          const user = newUser();
          emails.push(user.email.toLowerCase());
          const res = await send(ports[i % 2]!, 'POST', '/api/auth/register', user);
          expect(res.status, JSON.stringify(res.json)).toBe(201);
        }),
      );
      const got = await receiver!.waitFor((r) => r.path === '/both', N, 30_000);
      // A moment more: a second post of any of them would come now.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const all = receiver!.received.filter((r) => r.path === '/both');
      expect(all).toHaveLength(N);
      expect(new Set(all.map((r) => r.id)).size).toBe(N);
      expect(all.every((r) => r.verified)).toBe(true);
      expect(new Set(got.map((r) => String(r.json.data.email))).size).toBe(N);
      expect([...new Set(all.map((r) => String(r.json.data.email)))].sort()).toEqual(emails.sort());
      const rows = await deliveries(url);
      expect(rows).toHaveLength(N);
      expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
    });
  });

  it('a delivery whose process is killed mid-post is posted by the other after its lease, with the same webhook-id', async () => {
    receiver = await startReceiver();
    let held = 0;
    // The first post is held (no answer): its process dies waiting for it.
    receiver.answer(() => (held++ === 0 ? 'hold' : 200));
    await withScratchDatabase('hooks_kill', async (url) => {
      const env = {
        DATABASE_URL: url,
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        AUTH_RATE_LIMIT: '1000',
        WEBHOOKS_POLL_MS: '1000',
      };
      const first = startServer(env);
      const second = startServer(env);
      await Promise.all([healthy(first), healthy(second)]);
      const login = await send(first.port, 'POST', '/api/auth/login', OWNER);
      expect(login.status).toBe(200);
      await register(first.port, cookieOf(login.res), '/held');
      // The event is written by the first process, whose worker takes it at once (the second hears of it after).
      const user = newUser();
      expect((await send(first.port, 'POST', '/api/auth/register', user)).status).toBe(201);
      const [taken] = await receiver!.waitFor((r) => r.path === '/held', 1, 20_000);
      // Killed while the receiver holds its post (well within the post's 10 s).
      const killedAt = Date.now();
      first.child.kill('SIGKILL');
      await first.exited;
      expect(killedAt - taken!.at).toBeLessThan(5_000);

      const [, again] = await receiver!.waitFor((r) => r.path === '/held', 2, 60_000);
      expect(again!.id).toBe(taken!.id);
      expect(again!.body).toBe(taken!.body);
      expect(taken!.verified && again!.verified).toBe(true);
      expect(again!.json.data.email).toBe(user.email.toLowerCase());
      // Not before the lease (15 s from the first post) ended.
      expect(again!.at - taken!.at).toBeGreaterThanOrEqual(14_000);
      expect(again!.at).toBeGreaterThan(killedAt);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const rows = await deliveries(url);
      expect(rows).toEqual([{ status: 'delivered', attempts: 2, message_id: taken!.id }]);
      expect(receiver!.received.filter((r) => r.path === '/held')).toHaveLength(2);
    });
  });
});

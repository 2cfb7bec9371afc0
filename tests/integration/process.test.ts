import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStore, type StoreOptions } from '../../src/server/db/client';
import {
  freePort,
  healthy,
  type ServerProcess,
  startServer,
  stopServers,
  templateDataDir,
  withScratchDatabase,
} from './servers';
import { queryRows } from './sql';

// Real processes on a shared machine: starting one (opening PGlite, checking the migrations) can take a while.
vi.setConfig({ testTimeout: 180_000 });

afterEach(stopServers);

async function post(port: number, path: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const shippingDetails = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  address: '12 Rue de la Paix',
  city: 'Paris',
  postalCode: '75002',
  country: 'FR',
};

/** Eight shoppers check out against the server until it is SIGKILLed, 1.5 s after its first order. */
async function checkoutsUntilKilled(port: number, server: ServerProcess) {
  const answeredOrders: number[] = [];
  const settledOrders: number[] = [];
  let killed = false;
  const shopper = async () => {
    while (!killed) {
      try {
        const guestId = `guest_${crypto.randomUUID()}`;
        await post(port, '/api/cart', { guestId, perfumeId: 1, quantity: 1 });
        const intent = (await post(port, '/api/create-payment-intent', { guestId })).json;
        const order = await post(port, '/api/orders', { guestId, shippingDetails });
        if (order.status === 201) answeredOrders.push(order.json.id as number);
        await post(port, '/api/payments/simulated/confirm', {
          clientSecret: intent.clientSecret,
          cardNumber: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
        });
        const confirm = await post(port, '/api/confirm-payment', {
          paymentIntentId: intent.paymentIntentId,
          orderId: order.json.id,
        });
        if (confirm.json.status === 'succeeded') settledOrders.push(order.json.id as number);
      } catch {
        return; // the server is gone
      }
    }
  };
  const running = Promise.all(Array.from({ length: 8 }, shopper));
  // Killed mid-flow: 1.5 s after the first order was answered (a loaded machine may take longer to get there).
  const until = Date.now() + 60_000;
  while (answeredOrders.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 1500));
  server.child.kill('SIGKILL');
  killed = true;
  await server.exited;
  await running;
  return { answeredOrders, settledOrders };
}

/** After the restart: every order answered as created is there, and every settled one is paid once, with an empty cart. */
async function expectNothingLost(
  options: StoreOptions,
  { answeredOrders, settledOrders }: { answeredOrders: number[]; settledOrders: number[] },
) {
  const store = await openStore(options);
  try {
    const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(store.db, q);
    const ids = new Set((await rows<{ id: number }>(sql`select id from orders`)).map((r) => r.id));
    for (const id of answeredOrders) expect(ids.has(id)).toBe(true);
    const paid = await rows<{ id: number; payments: number; lines: number }>(sql`
      select o.id, (select count(*)::int from payments p where p.order_id = o.id and p.amount_cents = o.total_cents) as payments,
             (select count(*)::int from cart_lines l where l.cart_id = o.cart_id) as lines
      from orders o where o.payment_status = 'paid'`);
    const paidIds = new Set(paid.map((p) => p.id));
    for (const id of settledOrders) expect(paidIds.has(id)).toBe(true);
    for (const p of paid) expect(p).toMatchObject({ payments: 1, lines: 0 });
  } finally {
    await store.close();
  }
}

// Embedded-store processes (DATA_DIR): proved by the embedded pass, skipped by the PostgreSQL one.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server process', () => {
  it('refuses to start with a bad variable, naming it', async () => {
    const s = startServer({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'proc-')) });
    expect(await s.exited).toBe(1);
    expect(s.output()).toMatch(/PORT/);
  });

  it('lets only one process use a DATA_DIR; the second exits with a clear message and touches nothing', async () => {
    const dataDir = await templateDataDir('proc-');
    const a = startServer({ DATA_DIR: dataDir });
    await healthy(a);
    const portA = a.port;
    // Outside production a start says, in plain words, where the shop is and who signs in (src/server/start-banner.ts).
    await expect.poll(() => a.output()).toContain(`Maison Lumière is open at http://127.0.0.1:${portA}/`);
    expect(a.output()).toContain('Sign in there as admin@maison-lumiere.test, password lumiere-admin');
    const b = startServer({ DATA_DIR: dataDir });
    expect(await b.exited).toBe(1);
    expect(b.output()).toMatch(/in use by another server process/);
    expect((await fetch(`http://127.0.0.1:${portA}/api/perfumes`)).status).toBe(200);
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });

  it('says which port is taken and what to do when another program listens on it: one line, no stack', async () => {
    const port = freePort();
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const dataDir = mkdtempSync(join(tmpdir(), 'proc-'));
      const s = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await s.exited).toBe(1);
      const output = s.output();
      expect(output).toContain(
        `PORT ${port} is already in use on 127.0.0.1 (another shop or program is listening on it). ` +
          `Stop that program, or start the shop on another port: PORT=${port + 1} npm start`,
      );
      expect(output).not.toMatch(/\n\s+at |EADDRINUSE|could not start/);
      // Said before the store was opened: DATA_DIR is left as it was, free for the next start.
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('survives SIGKILL in the middle of checkouts: every answered order and payment is there after a restart', async () => {
    const dataDir = await templateDataDir('proc-');
    const port = freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await healthy(first);
    const { answeredOrders, settledOrders } = await checkoutsUntilKilled(port, first);
    expect(answeredOrders.length).toBeGreaterThan(0);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await healthy(second);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    await expectNothingLost({ kind: 'pglite', dataDir }, { answeredOrders, settledOrders });
  }, 180_000);
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('graceful shutdown', () => {
  it('finishes in-flight requests on SIGTERM, refuses new ones, closes the store and exits within 10 s', async () => {
    const dataDir = await templateDataDir('proc-');
    const s = startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000' });
    await healthy(s);
    const { port } = s;
    // Logins hash with scrypt on the thread pool: once the first one is answered, the server has
    // read all twenty and is still hashing most of them when the signal lands.
    const inFlight = Array.from({ length: 20 }, () =>
      post(port, '/api/auth/login', { email: 'nobody@example.com', password: 'whatever-1' }),
    );
    await Promise.race(inFlight);
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    // Received before the signal: answered (401). Still unread in a socket when it came: refused with 503. Never reset.
    for (const a of answers) expect([401, 503]).toContain(a.status);
    expect(answers.filter((a) => a.status === 401).length).toBeGreaterThan(0);
    // A request sent now is refused: at the door once the listening socket is closed, or with the shop's 503 while
    // the process still takes the connections queued for it, or on a keep-alive connection not yet closed
    // (/api/health would still answer 200 then: it says the process lives, system/stopping.ts).
    const late = await fetch(`http://127.0.0.1:${port}/api/perfumes`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(late);
    expect(await s.exited, s.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 150_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('share sessions and carts, and settle one payment confirmed on both at once exactly once', async () => {
    const pg = (await import('pg')).default;
    await withScratchDatabase('shop_proc', async (url) => {
      const a = startServer({ DATABASE_URL: url.toString(), AUTH_RATE_LIMIT: '1000' });
      const b = startServer({ DATABASE_URL: url.toString(), AUTH_RATE_LIMIT: '1000' });
      await Promise.all([healthy(a), healthy(b)]);
      const [portA, portB] = [a.port, b.port];

      const id = Math.random().toString(36).slice(2, 10);
      const user = {
        fullName: 'Two Servers',
        username: `two_${id}`,
        email: `two_${id}@example.com`,
        password: 'shared-secret',
      };
      expect((await post(portA, '/api/auth/register', user)).status).toBe(201);
      const login = await fetch(`http://127.0.0.1:${portA}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const me = await fetch(`http://127.0.0.1:${portB}/api/auth/user`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(user.email);

      const guestId = `guest_${crypto.randomUUID()}`;
      await post(portA, '/api/cart', { guestId, perfumeId: 2, quantity: 3 });
      const lines = (await (await fetch(`http://127.0.0.1:${portB}/api/cart?guestId=${guestId}`)).json()) as {
        perfumeId: number;
        quantity: number;
      }[];
      expect(lines).toMatchObject([{ perfumeId: 2, quantity: 3 }]);

      const intent = (await post(portB, '/api/create-payment-intent', { guestId })).json;
      const order = (await post(portA, '/api/orders', { guestId, shippingDetails })).json;
      await post(portB, '/api/payments/simulated/confirm', {
        clientSecret: intent.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      const confirms = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(i % 2 ? portA : portB, '/api/confirm-payment', {
            paymentIntentId: intent.paymentIntentId,
            orderId: order.id,
          }),
        ),
      );
      expect(confirms.map((c) => c.json.status)).toEqual(Array(10).fill('succeeded'));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query('select count(*)::int as n from payments where order_id = $1', [order.id]);
      await check.end();
      expect(rows[0].n).toBe(1);
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(await b.exited).toBe(0);
    });
  }, 180_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('SIGKILL on PostgreSQL', () => {
  it('survives SIGKILL in the middle of checkouts: every answered order and payment is there after a restart', async () => {
    await withScratchDatabase('shop_kill', async (url) => {
      const port = freePort();
      const first = startServer({ DATABASE_URL: url.toString(), PORT: String(port) });
      await healthy(first);
      const { answeredOrders, settledOrders } = await checkoutsUntilKilled(port, first);
      expect(answeredOrders.length).toBeGreaterThan(0);

      // Connections the killed process held are dropped by PostgreSQL; a new process starts on the same database.
      const second = startServer({ DATABASE_URL: url.toString(), PORT: String(port) });
      await healthy(second);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      await expectNothingLost(
        { kind: 'postgres', url: url.toString(), poolSize: 1 },
        { answeredOrders, settledOrders },
      );
    });
  }, 180_000);
});

import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_CART_LINES } from '../../../src/domain/cart/cart';
import { MAX_CREATIONS } from '../../../src/domain/creations/schemas';
import { errorMessages } from '../../../src/domain/shared/errors';
import { healthy, startServer, stopServers, withScratchDatabase } from '../servers';

/**
 * "At most N per owner" holds across server processes on one PostgreSQL (decision 054): saves and
 * adds sent to two processes at once never store more than the cap, and every one refused answers
 * its declared 400 with its message. Before, 160 creation saves stored 108 (cap 100) and a cart
 * reached 54 custom lines (cap 50). Within one process, on both stores: src/server/creations/caps.test.ts
 * and src/server/cart/caps.test.ts.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

interface Answer {
  status: number;
  json: { code?: string; message?: string } & Record<string, unknown>;
}

async function send(port: number, method: string, path: string, body?: unknown, cookie?: string): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Answer['json']) : {} };
}

async function count(url: string, query: string, params: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: number }>(query, params)).rows[0]!.n);
  } finally {
    await client.end();
  }
}

function expectRefused(answers: Answer[], code: 'CREATION_LIMIT' | 'CART_FULL', expected: number) {
  const refused = answers.filter((a) => a.status !== 201);
  expect(refused).toHaveLength(expected);
  for (const a of refused) {
    expect(a.status).toBe(400);
    expect(a.json).toMatchObject({ code, message: errorMessages[code] });
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('caps across two server processes (PostgreSQL)', () => {
  it('creations per shopper and lines per cart never pass their cap', async () => {
    await withScratchDatabase('caps_procs', async (url) => {
      const env = { DATABASE_URL: url, AUTH_RATE_LIMIT: '1000' };
      const a = startServer(env);
      const b = startServer(env);
      await Promise.all([healthy(a), healthy(b)]);
      const ports = [a.port, b.port];
      const port = (i: number) => ports[i % 2]!;

      const ingredients = (await send(a.port, 'GET', '/api/ingredients')).json as unknown as {
        id: number;
        category: string;
      }[];
      const [top, middle, base] = ['top', 'middle', 'base'].map((g) => ingredients.find((i) => i.category === g)!.id);
      const details = (name: string) => ({
        type: 'bespoke-perfume',
        perfumeType: 'eau-de-toilette',
        customName: name,
        ingredients: { top: [top], middle: [middle], base: [base] },
        drops: { top: { [top!]: 10 }, middle: { [middle!]: 10 }, base: { [base!]: 10 } },
      });

      // One shopper, 160 saves split between the two processes.
      const id = Math.random().toString(36).slice(2, 10);
      const user = {
        fullName: 'Cap Tester',
        username: `cap_${id}`,
        email: `cap_${id}@example.com`,
        password: 'caps-hold',
      };
      expect((await send(a.port, 'POST', '/api/auth/register', user)).status).toBe(201);
      const login = await fetch(`http://127.0.0.1:${a.port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const saves = await Promise.all(
        Array.from({ length: 160 }, (_, i) =>
          send(
            port(i),
            'POST',
            '/api/user/creations',
            { kind: 'bespoke', name: `D${i}`, details: details(`D${i}`) },
            cookie,
          ),
        ),
      );
      expect(saves.filter((s) => s.status === 201)).toHaveLength(MAX_CREATIONS);
      expectRefused(saves, 'CREATION_LIMIT', 160 - MAX_CREATIONS);
      expect(
        await count(
          url,
          'select count(*)::int as n from creations c join users u on u.id = c.user_id where u.email = $1',
          [user.email],
        ),
      ).toBe(MAX_CREATIONS);

      // One guest's cart, 90 custom lines split between the two processes.
      const linesOf = (guestId: string) =>
        count(
          url,
          'select count(*)::int as n from cart_lines l join carts c on c.id = l.cart_id where c.guest_id = $1',
          [guestId],
        );
      const g1 = `guest_${crypto.randomUUID()}`;
      const custom = (guestId: string, name: string) => ({
        guestId,
        isCustom: true,
        quantity: 1,
        customName: name,
        customDetails: details(name),
      });
      const adds = await Promise.all(
        Array.from({ length: 90 }, (_, i) => send(port(i), 'POST', '/api/cart', custom(g1, `L${i}`))),
      );
      expect(adds.filter((s) => s.status === 201)).toHaveLength(MAX_CART_LINES);
      expectRefused(adds, 'CART_FULL', 90 - MAX_CART_LINES);
      expect(await linesOf(g1)).toBe(MAX_CART_LINES);

      // Catalogue bottles and samples racing custom lines for a cart's last ten places.
      const g2 = `guest_${crypto.randomUUID()}`;
      for (let i = 0; i < MAX_CART_LINES - 10; i += 10)
        await Promise.all(
          Array.from({ length: 10 }, (_, j) => send(port(j), 'POST', '/api/cart', custom(g2, `B${i + j}`))),
        );
      const perfumes = (await send(a.port, 'GET', '/api/perfumes')).json as unknown as { id: number }[];
      const racing = await Promise.all([
        ...perfumes.flatMap((p, i) =>
          (['bottle', 'sample'] as const).map((size) =>
            send(port(i), 'POST', '/api/cart', { guestId: g2, perfumeId: p.id, quantity: 1, size }),
          ),
        ),
        ...Array.from({ length: 20 }, (_, i) => send(port(i + 1), 'POST', '/api/cart', custom(g2, `R${i}`))),
      ]);
      expect(racing.filter((s) => s.status === 201)).toHaveLength(10);
      expectRefused(racing, 'CART_FULL', racing.length - 10);
      expect(await linesOf(g2)).toBe(MAX_CART_LINES);

      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(await b.exited).toBe(0);
    });
  });
});

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedIn, useTestApp } from './fixtures';
import { Client } from './helpers';
import { queryRows } from './sql';

/**
 * Random and hostile payloads at every endpoint: never a 500, never a row stored from an
 * invalid request, and the server still answers afterwards.
 */
const t = useTestApp({ AUTH_RATE_LIMIT: '100000' });
let customer: Client;
let admin: Client;
beforeAll(async () => {
  customer = await signedIn(t);
  admin = await adminClient(t);
});

const nasty = fc.oneof(
  fc.constantFrom(
    "'; drop table orders; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '${7*7}',
    '../../etc/passwd',
    '\u0000',
    'guest_',
    'guest_../../x',
    '__proto__',
    'constructor',
    '9'.repeat(400),
    'NaN',
    'Infinity',
    // Control characters of every kind, alone and inside text; line breaks where one line is asked.
    '\u0001',
    '\u0007bell',
    'Ada\u0000Lovelace',
    '\u001b[2J\u001b[31mred',
    '\u007f',
    'two\r\nlines',
    'tab\there',
    // Just past every bound of the shared schemas: name 120, address 200, e-mail 254, custom name 80,
    // notes 300, description 1000.
    'x'.repeat(121),
    'x'.repeat(201),
    `${'x'.repeat(250)}@example.com`,
    'x'.repeat(81),
    'x'.repeat(301),
    'x'.repeat(1001),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 10 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.integer(),
    fc.double(),
    // Past the limits too: quantity 10, lines 50, an order's 20,000, an integer column's 2^31.
    fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 10.5, 11, 51, 20_001, 2_000_001),
    fc.array(fc.constant('daytime'), { minLength: 51, maxLength: 60 }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        nasty,
        fc.constantFrom('guestId', 'perfumeId', 'quantity', 'isCustom', 'customDetails', 'status', 'email', 'password'),
      ),
      tie('any'),
      { maxKeys: 5 },
    ),
  ),
})).any;

const bodyFor: Record<string, fc.Arbitrary<unknown>> = {
  cart: fc.record(
    {
      guestId: fc.oneof(nasty, fc.constant(`guest_${crypto.randomUUID()}`)),
      perfumeId: value,
      quantity: value,
      isCustom: value,
      customName: value,
      customDetails: value,
      customPrice: value,
    },
    { requiredKeys: [] },
  ),
  any: value,
};

const endpoints: [
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: fc.Arbitrary<string>,
  body?: fc.Arbitrary<unknown>,
][] = [
  ['GET', nasty.map((s) => `/api/perfumes/${encodeURIComponent(s)}`)],
  ['GET', nasty.map((s) => `/api/cart?guestId=${encodeURIComponent(s)}`)],
  ['POST', fc.constant('/api/cart'), bodyFor.cart],
  ['POST', fc.constant('/api/cart'), bodyFor.any],
  ['PUT', nasty.map((s) => `/api/cart/${encodeURIComponent(s)}?guestId=guest_x`), bodyFor.any],
  ['DELETE', nasty.map((s) => `/api/cart/${encodeURIComponent(s)}?guestId=${encodeURIComponent(s)}`)],
  ['DELETE', nasty.map((s) => `/api/cart?guestId=${encodeURIComponent(s)}`)],
  ['POST', fc.constant('/api/create-payment-intent'), bodyFor.any],
  ['POST', fc.constant('/api/orders'), bodyFor.any],
  ['POST', fc.constant('/api/confirm-payment'), bodyFor.any],
  ['POST', fc.constant('/api/payments/simulated/confirm'), bodyFor.any],
  ['POST', fc.constant('/api/auth/register'), bodyFor.any],
  ['POST', fc.constant('/api/auth/login'), bodyFor.any],
  ['PUT', fc.constant('/api/user/profile'), bodyFor.any],
  ['PUT', fc.constant('/api/user/password'), bodyFor.any],
  ['PUT', nasty.map((s) => `/api/user/wishlist/${encodeURIComponent(s)}`), bodyFor.any],
  ['DELETE', nasty.map((s) => `/api/user/wishlist/${encodeURIComponent(s)}`)],
  ['POST', fc.constant('/api/user/wishlist/merge'), bodyFor.any],
  ['PUT', fc.constantFrom('/api/user/drafts/bespoke', '/api/user/drafts/lifestyle'), bodyFor.any],
  ['GET', nasty.map((s) => `/api/user/drafts/${encodeURIComponent(s)}`)],
  ['GET', nasty.map((s) => `/api/admin/orders?limit=${encodeURIComponent(s)}&offset=${encodeURIComponent(s)}`)],
  ['PUT', nasty.map((s) => `/api/admin/order/${encodeURIComponent(s)}/status`), bodyFor.any],
];

async function counts(): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    t.store.db,
    sql`select
    (select count(*) from cart_lines)::int as cart_lines, (select count(*) from orders)::int as orders,
    (select count(*) from users)::int as users, (select count(*) from payments)::int as payments,
    (select count(*) from order_status_history)::int as history`,
  );
  return row!;
}

describe('hostile payloads', () => {
  it.each(endpoints.map((e, i) => [`${e[0]} #${i}`, e] as const))(
    '%s never answers 500 nor stores an invalid request',
    async (_name, [method, path, body]) => {
      for (const client of [new Client(t.app), customer, admin]) {
        await fc.assert(
          fc.asyncProperty(path, body ?? fc.constant(undefined), async (url, payload) => {
            const before = await counts();
            const res = await client.call(method, url, payload);
            expect(
              res.statusCode,
              `${method} ${url} ${JSON.stringify(payload)?.slice(0, 300)} → ${res.body.slice(0, 300)}`,
            ).toBeLessThan(500);
            if (res.statusCode >= 400) expect(await counts()).toEqual(before);
            if (res.statusCode !== 204) expect(res.headers['content-type']).toMatch(/application\/json/);
          }),
          { numRuns: 25 },
        );
      }
    },
  );

  it('is still alive afterwards', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/perfumes' })).json()).toHaveLength(20);
  });
});

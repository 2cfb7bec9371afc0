import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../../src/server/http/log';
import { signedIn, useTestApp } from '../fixtures';
import { type Client, newGuestId, newUser, shipping } from '../helpers';
import { queryRows } from '../sql';

/** Control characters and line breaks in every kind of text field: refused with 400, nothing stored. */
const t = useTestApp({ AUTH_RATE_LIMIT: '100000' });
let c: Client;
let customer: Client;
beforeAll(async () => {
  c = t.client();
  customer = await signedIn(t);
});

async function count(table: 'users' | 'orders' | 'cart_lines'): Promise<number> {
  return (await queryRows<{ n: number }>(t.store.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
}

async function guestWithCart() {
  const guestId = newGuestId();
  await c.post('/api/cart', { guestId, perfumeId: 1, quantity: 1 });
  return guestId;
}

/** Control characters, and half a surrogate pair (no character at all: PostgreSQL's jsonb refused it with a 500). */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u001b[31m', '\u007f', '\ud83c', '\udfb5'];

describe.each(CONTROLS.map((ch) => [JSON.stringify(ch), ch]))('the control character %s', (_name, ch) => {
  it.each([
    [
      'register: full name',
      'users',
      async () => c.post('/api/auth/register', newUser({ fullName: `Ada${ch} Lovelace` })),
    ],
    ['register: username', 'users', async () => c.post('/api/auth/register', newUser({ username: `ada${ch}x` }))],
    [
      'register: password',
      'users',
      async () => c.post('/api/auth/register', newUser({ password: `secret${ch}secret` })),
    ],
    [
      'login: email',
      'users',
      async () => c.post('/api/auth/login', { email: `a${ch}@example.com`, password: 'whatever-1' }),
    ],
    [
      'profile: city',
      'users',
      async () => customer.put('/api/user/profile', { fullName: 'Ada Lovelace', city: `Par${ch}is` }),
    ],
    [
      'shipping: address',
      'orders',
      async () =>
        c.post('/api/orders', {
          guestId: await guestWithCart(),
          shippingDetails: { ...shipping, address: `12 Rue${ch} de la Paix` },
        }),
    ],
    [
      'custom name',
      'cart_lines',
      async () =>
        c.post('/api/cart', {
          guestId: newGuestId(),
          isCustom: true,
          customName: `Mine${ch}`,
          customDetails: { type: 'lifestyle' },
        }),
    ],
    [
      'custom details, nested',
      'cart_lines',
      async () =>
        c.post('/api/cart', {
          guestId: newGuestId(),
          isCustom: true,
          customDetails: { type: 'lifestyle', notes: { top: [`rose${ch}`] } },
        }),
    ],
    [
      'a key of custom details',
      'cart_lines',
      async () => c.post('/api/cart', { guestId: newGuestId(), isCustom: true, customDetails: { [`k${ch}`]: 1 } }),
    ],
    [
      'gift card: recipient name',
      'cart_lines',
      async () =>
        c.post('/api/cart', {
          guestId: newGuestId(),
          giftCard: { amount: 50, recipientName: `Jane${ch}`, recipientEmail: 'jane@example.com' },
        }),
    ],
    [
      'shipping: full name',
      'orders',
      async () =>
        c.post('/api/orders', {
          guestId: await guestWithCart(),
          shippingDetails: { ...shipping, fullName: `Ada ${ch}Lovelace` },
        }),
    ],
    ['payment id', 'orders', async () => c.post('/api/confirm-payment', { paymentIntentId: `pi_${ch}`, orderId: 1 })],
    // A URL cannot carry half a surrogate pair (UTF-8 has no bytes for one): control characters only.
    ...(ch.length === 1 && /[\uD800-\uDFFF]/.test(ch)
      ? []
      : ([
          [
            'query string',
            'cart_lines',
            async () => c.get(`/api/cart?guestId=${encodeURIComponent(`guest_${ch}abc`)}`),
          ],
        ] as const)),
  ] as const)('%s: 400, nothing stored', async (_field, table, call) => {
    const before = await count(table);
    const res = await call();
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CONTROL_CHARACTER');
    expect(await count(table)).toBe(before);
  });
});

describe('line breaks', () => {
  it.each([
    ['full name', { fullName: 'Ada\nLovelace' }],
    ['address', { address: '12 Rue\r\nde la Paix' }],
    ['city', { city: 'Pa\tris' }],
  ])('refuses one in a single-line field (%s) with 400', async (_field, override) => {
    const before = await count('orders');
    const res = await c.post('/api/orders', {
      guestId: await guestWithCart(),
      shippingDetails: { ...shipping, ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await count('orders')).toBe(before);
  });
});

describe('logs', () => {
  it('never hold a failed query’s parameters, passwords, hashes, tokens or card numbers', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino(loggerOptions('info'), sink);
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ada@example.com,scrypt$32768$8$1$c2FsdA$aGFzaA',
      ),
      {
        params: ['ada@example.com', 'scrypt$32768$8$1$c2FsdA$aGFzaA'],
      },
    );
    log.error({ err: failed }, 'unhandled error');
    log.info({ body: { password: 'hunter22', cardNumber: '4242424242424242', token: 'tok_secret' } }, 'request');
    const text = lines.join('');
    expect(text).toContain('Failed query');
    for (const secret of ['scrypt$', 'hunter22', '4242424242424242', 'tok_secret']) expect(text).not.toContain(secret);
  });
});

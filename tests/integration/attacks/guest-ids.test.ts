import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures';
import { type Client, newUser } from '../helpers';

/** A guessable guest id would read that guest's cart, and a sign-in with it would steal the cart. */
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let c: Client;
beforeAll(() => {
  c = t.client();
});

const weak = [
  'guest_1',
  `guest_${Date.now()}`,
  'guest_abc',
  'guest_0000000000000000000',
  'guest_a b c d e f g h i j k l',
  `guest_${'x'.repeat(65)}`,
];

describe('guest ids that could be guessed', () => {
  it.each(weak)('are refused with 400 everywhere a cart is named (%s)', async (guestId) => {
    const q = encodeURIComponent(guestId);
    const answers = await Promise.all([
      c.get(`/api/cart?guestId=${q}`),
      c.post('/api/cart', { guestId, perfumeId: 1 }),
      c.put(`/api/cart/1?guestId=${q}`, { quantity: 2 }),
      c.delete(`/api/cart/1?guestId=${q}`),
      c.delete(`/api/cart?guestId=${q}`),
      c.post('/api/create-payment-intent', { guestId }),
      c.post('/api/orders', { guestId, shippingDetails: {} }),
      c.post('/api/auth/login', { email: 'x@example.com', password: 'whatever', guestId }),
      c.post('/api/auth/register', { ...newUser(), guestId }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(answers.length).fill(400));
  });

  it('accepts 22 or more random base64url characters, and a UUID', async () => {
    for (const guestId of [`guest_${'A1_-'.repeat(6)}`, `guest_${randomUUID()}`]) {
      expect((await c.post('/api/cart', { guestId, perfumeId: 1 })).statusCode).toBe(201);
    }
  });
});

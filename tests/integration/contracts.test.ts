import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminDashboard } from '../../src/domain/api/admin';
import { changePassword, getCurrentUser, login, register } from '../../src/domain/api/auth';
import { addCartLine, getCart, removeCartLine } from '../../src/domain/api/cart';
import { getPerfume } from '../../src/domain/api/catalogue';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../src/domain/api/checkout';
import { errorMessages, isErrorCode } from '../../src/domain/shared/errors';
import { requireDeclarations } from '../../src/server/http/route-contract';
import { signedIn, useTestApp } from './fixtures';
import { Client, newGuestId, newUser, shipping } from './helpers';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let c: Client;
beforeAll(() => {
  c = t.client();
});

describe('answers have one contract', () => {
  it('refuses to build an API route that is not registered from a declaration', async () => {
    const app = Fastify();
    requireDeclarations(app);
    expect(() => app.get('/api/undeclared', async () => ({ secret: 1 }))).toThrow(
      /GET \/api\/undeclared is not registered from a declaration/,
    );
    expect(() => app.get('/not-api', async () => 'ok')).not.toThrow();
    await app.close();
  });

  it('sends only what the schema names: no password material reaches a signed-in user', async () => {
    const me = await signedIn(t);
    const body = (await me.send(getCurrentUser)).answer;
    expect(Object.keys(body).sort()).toEqual(
      [
        'address',
        'address2',
        'city',
        'country',
        'createdAt',
        'dateOfBirth',
        'email',
        'emailVerified',
        'fullName',
        'id',
        'isActive',
        'isAdmin',
        'locale',
        'marketingConsent',
        'permissions',
        'phone',
        'postalCode',
        'region',
        'role',
        'subscriptionStatus',
        'twoFactorEnabled',
        'twoFactorSetupRequired',
        'username',
      ].sort(),
    );
  });
});

describe('errors carry a stable code', () => {
  const customer = async () => {
    const user = newUser();
    return { me: await signedIn(t, user), user };
  };

  it.each([
    [
      'an empty cart asks for a payment',
      () => c.send(createPaymentIntent, { body: { guestId: newGuestId() } }),
      400,
      'CART_EMPTY',
    ],
    [
      'an empty cart places an order',
      () => c.send(placeOrder, { body: { guestId: newGuestId(), shippingDetails: shipping } }),
      400,
      'CART_EMPTY',
    ],
    ['an unknown perfume', () => c.send(getPerfume, { params: { id: 99999 } }), 404, 'PERFUME_NOT_FOUND'],
    [
      'an unknown perfume added',
      () => c.send(addCartLine, { body: { guestId: newGuestId(), perfumeId: 99999 } }),
      404,
      'PERFUME_NOT_FOUND',
    ],
    [
      'a cart line of nobody',
      () => c.send(removeCartLine, { params: { id: 99999 }, query: { guestId: newGuestId() } }),
      404,
      'CART_LINE_NOT_FOUND',
    ],
    ['no guest named', () => c.send(getCart), 400, 'GUEST_ID_REQUIRED'],
    [
      'two guests named',
      () => c.send(addCartLine, { query: { guestId: newGuestId() }, body: { guestId: newGuestId(), perfumeId: 1 } }),
      400,
      'GUEST_ID_MISMATCH',
    ],
    [
      'a field out of its rules',
      () => c.send(placeOrder, { body: { guestId: newGuestId(), shippingDetails: { ...shipping, city: 'X' } } }),
      400,
      'VALIDATION',
    ],
    [
      'a wrong password',
      () => c.send(login, { body: { email: 'nobody@example.com', password: 'whatever-it-is' } }),
      401,
      'INVALID_CREDENTIALS',
    ],
    ['signed out', () => c.send(getCurrentUser), 401, 'UNAUTHORIZED'],
    [
      'an unknown order',
      () => c.send(confirmPayment, { body: { paymentIntentId: 'pi_sim_x', orderId: 999999 } }),
      404,
      'ORDER_NOT_FOUND',
    ],
    ['an unknown API path', () => c.get('/api/nothing-here'), 404, 'NOT_FOUND'],
    ['a cross-site call', () => c.post('/api/auth/logout', {}, { origin: 'https://evil.example' }), 403, 'CROSS_SITE'],
    [
      'malformed JSON',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/cart',
          headers: { 'content-type': 'application/json' },
          payload: '{"perfumeId":',
        }),
      400,
      'MALFORMED_JSON',
    ],
  ] as const)('%s: %i %s', async (_what, call, status, code) => {
    const res = await call();
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(isErrorCode(body.code)).toBe(true);
    expect(typeof body.message).toBe('string');
  });

  it('names taken accounts, wrong current passwords and customers at the admin door by code', async () => {
    const { me, user } = await customer();
    const taken = await new Client(t.app).send(register, { body: newUser({ email: user.email }) });
    expect(taken.error).toMatchObject({ code: 'EMAIL_TAKEN', message: errorMessages.EMAIL_TAKEN });
    const wrong = await me.send(changePassword, {
      body: { currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass' },
    });
    expect(wrong.error).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
    const admin = await me.send(getAdminDashboard);
    expect(admin.statusCode).toBe(403);
    expect(admin.error.code).toBe('ADMIN_ONLY');
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { createTestApp } from '#tests/integration/harness';
import { Client, newGuestId, newUser, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import {
  changePassword,
  getCurrentUser,
  getSubscription,
  login,
  logout,
  register,
  updateProfile,
} from '../../domain/api/auth';
import { addCartLine, getCart, getUserCart } from '../../domain/api/cart';
import { placeOrder } from '../../domain/api/checkout';
import { getUserOrders } from '../../domain/api/orders';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

/** A signed-in customer, and the account's credentials. */
async function customer(user = newUser()) {
  return { c: await signedIn(t, user), user };
}

describe('register', () => {
  it('creates the user and answers it without password material', async () => {
    const c = new Client(t.app);
    const user = newUser();
    const res = await c.send(register, { body: user });
    expect(res.statusCode).toBe(201);
    const body = res.answer;
    expect(body).toMatchObject({
      username: user.username,
      email: user.email,
      fullName: user.fullName,
      isAdmin: false,
      isActive: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
    const [row] = await queryRows<{ password_hash: string }>(
      t.store.db,
      sql`select password_hash from users where id = ${body.id}`,
    );
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect(row!.password_hash).not.toContain(user.password);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ fullName: 'A' }, 'Full name is required'],
  ])('validates %o', async (override, message) => {
    const res = await new Client(t.app).send(register, { body: newUser(override) });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe(message);
  });

  it('refuses a taken e-mail or username, whatever their case', async () => {
    const user = newUser();
    const c = new Client(t.app);
    await c.send(register, { body: user });
    const sameEmail = await c.send(register, { body: newUser({ email: user.email.toUpperCase() }) });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.error.message).toMatch(/email already exists/);
    const sameName = await c.send(register, { body: newUser({ username: user.username.toUpperCase() }) });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.error.message).toMatch(/username is already taken/);
  });
});

describe('login and sessions', () => {
  it('answers the user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const user = newUser();
    const c = new Client(t.app);
    await c.send(register, { body: user });
    const res = await c.send(login, { body: { email: user.email.toUpperCase(), password: user.password } });
    expect(res.statusCode).toBe(200);
    expect(res.answer).toMatchObject({ fullName: user.fullName, username: user.username, isAdmin: false });
    const cookie = res.cookies.find((k) => k.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const hint = res.cookies.find((k) => k.name === 'signed_in')!;
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax' });
    expect(hint.httpOnly).toBeFalsy();
    expect((await c.send(getCurrentUser)).answer.email).toBe(user.email);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const user = newUser();
    const c = new Client(t.app);
    await c.send(register, { body: user });
    const wrong = await c.send(login, { body: { email: user.email, password: 'not-the-password' } });
    const unknown = await c.send(login, { body: { email: `x${user.email}`, password: user.password } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.error.message).toBe(unknown.error.message);
    expect(wrong.cookies.find((k) => k.name === 'sid')).toBeUndefined();
  });

  it('answers 401 for /api/auth/user when signed out', async () => {
    expect((await new Client(t.app).send(getCurrentUser)).statusCode).toBe(401);
  });

  it('ends the session server-side at logout: the old cookie no longer works', async () => {
    const { c } = await customer();
    const oldCookie = c.sessionCookie;
    expect((await c.send(logout)).statusCode).toBe(204);
    const replay = new Client(t.app);
    replay.sessionCookie = oldCookie;
    expect((await replay.send(getCurrentUser)).statusCode).toBe(401);
  });

  it('refuses an inactive user', async () => {
    const user = newUser();
    await new Client(t.app).send(register, { body: user });
    await t.store.db.execute(sql`update users set is_active = false where email = ${user.email}`);
    const res = await new Client(t.app).send(login, { body: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a cross-site POST but accepts same-site and Origin-less calls', async () => {
    const user = newUser();
    const c = new Client(t.app);
    const cross = await c.post('/api/auth/register', user, { origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
    const same = await c.post('/api/auth/register', user, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(same.statusCode).toBe(201);
    const sameWithPort = await c.post('/api/auth/register', newUser(), {
      origin: 'http://shop.example:5000',
      host: 'shop.example:5000',
    });
    expect(sameWithPort.statusCode).toBe(201);
    const otherPort = await c.post('/api/auth/register', newUser(), {
      origin: 'http://shop.example:6000',
      host: 'shop.example:5000',
    });
    expect(otherPort.statusCode).toBe(403);
    expect((await c.send(register, { body: newUser() })).statusCode).toBe(201);
  });
});

describe('rate limit', () => {
  it('answers 429 after too many attempts on one account', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const c = new Client(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await c.send(login, { body: { email: 'victim@example.com', password: 'guess-guess' } })).statusCode,
        );
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses[4]).toBe(429);
      const res = await c.send(login, { body: { email: 'victim@example.com', password: 'guess-guess' } });
      expect(res.error.message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe('profile and password', () => {
  it('updates and validates the profile', async () => {
    const { c } = await customer();
    const res = await c.send(updateProfile, {
      body: {
        fullName: 'Grace B. Hopper',
        phone: '+33 1 23 45 67 89',
        dateOfBirth: '1906-12-09',
        country: 'USA',
        address: '1 Navy Yard',
        city: 'Arlington',
        postalCode: '22202',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.answer).toMatchObject({ fullName: 'Grace B. Hopper', city: 'Arlington', dateOfBirth: '1906-12-09' });
    expect((await c.send(updateProfile, { body: { fullName: 'G' } })).statusCode).toBe(400);
    expect((await c.send(updateProfile, { body: { fullName: 'Grace', dateOfBirth: '2999-01-01' } })).statusCode).toBe(
      400,
    );
    expect((await new Client(t.app).send(updateProfile, { body: { fullName: 'Anyone' } })).statusCode).toBe(401);
  });

  it('changes the password: the old one is refused and other sessions end', async () => {
    const { c, user } = await customer();
    const other = new Client(t.app);
    await other.send(login, { body: { email: user.email, password: user.password } });
    expect(
      (await c.send(changePassword, { body: { currentPassword: 'wrong-one', newPassword: 'brand-new-pass' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await c.send(changePassword, { body: { currentPassword: user.password, newPassword: 'brand-new-pass' } }))
        .statusCode,
    ).toBe(200);
    expect((await c.send(getCurrentUser)).statusCode).toBe(200);
    expect((await other.send(getCurrentUser)).statusCode).toBe(401);
    expect(
      (await new Client(t.app).send(login, { body: { email: user.email, password: user.password } })).statusCode,
    ).toBe(401);
    expect(
      (await new Client(t.app).send(login, { body: { email: user.email, password: 'brand-new-pass' } })).statusCode,
    ).toBe(200);
  });

  it('answers the subscription as inactive with no plan', async () => {
    const { c } = await customer();
    expect((await c.send(getSubscription)).answer).toEqual({ status: 'inactive', plan: null });
    expect((await new Client(t.app).send(getSubscription)).statusCode).toBe(401);
  });
});

describe('carts and orders of a signed-in user', () => {
  it("joins the guest's cart into the account at login, adding quantities up to 10", async () => {
    const user = newUser();
    const { c } = await customer(user);
    await c.send(addCartLine, { body: { perfumeId: 1, quantity: 8 } });
    await c.send(logout);
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 5 } });
    await c.send(addCartLine, { body: { guestId, perfumeId: 2, quantity: 1 } });
    await c.send(login, { body: { email: user.email, password: user.password, guestId } });
    const lines = (await c.send(getUserCart)).answer;
    expect(lines.map((l) => [l.perfumeId, l.quantity])).toEqual([
      [1, 10],
      [2, 1],
    ]);
    // From now on the session's cart is the user's, whatever guestId says.
    expect((await c.send(getCart, { query: { guestId } })).answer).toHaveLength(2);
    expect((await new Client(t.app).send(getCart, { query: { guestId } })).answer).toEqual([]);
  });

  it('lists only its own orders, with lines', async () => {
    const a = await customer();
    const b = await customer();
    await a.c.send(addCartLine, { body: { perfumeId: 3, quantity: 1 } });
    // An unpaid checkout attempt is not an order: it is not listed.
    expect((await a.c.send(placeOrder, { body: { shippingDetails: shipping } })).statusCode).toBe(201);
    expect((await a.c.send(getUserOrders)).answer).toEqual([]);
    const order = await paidOrder(t, { owner: a.c });
    const mine = (await a.c.send(getUserOrders)).answer;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: order.id,
      status: 'processing',
      paymentStatus: 'paid',
      items: [{ quantity: 1 }],
    });
    expect((await b.c.send(getUserOrders)).answer).toEqual([]);
    expect((await new Client(t.app).send(getUserOrders)).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures';
import { newUser } from '../helpers';

/**
 * Password guessing and mass sign-ups, from several source addresses (127.0.0.x): only failures
 * count, per account across addresses and per address across accounts; registrations per
 * address; a success clears its account's failures; over a limit, 429 with Retry-After.
 * With AUTH_RATE_LIMIT = 10: 10 failures per account and 50 per address in 15 minutes, 20
 * registrations per address in an hour.
 */
const t = useTestApp({ AUTH_RATE_LIMIT: '10' });

const from = (n: number) => `127.0.0.${n}`;
const login = (address: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { email, password } });
const register = (address: string, user = newUser()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: address, payload: user });

async function account(address = from(200)) {
  const user = newUser();
  expect((await register(address, user)).statusCode).toBe(201);
  return user;
}

describe('failed sign-ins per account', () => {
  it('stops the 11th wrong password for one account, whichever of 14 addresses it comes from', async () => {
    const user = await account();
    const statuses: number[] = [];
    for (let i = 1; i <= 14; i++) statuses.push((await login(from(i), user.email, `wrong-${i}-guess`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    const refused = await login(from(15), user.email, user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });

  it('stops a burst of simultaneous guesses at the limit too', async () => {
    const user = await account();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(from(20 + i), user.email, `burst-${i}-guess`)),
    );
    const failures = answers.filter((a) => a.statusCode === 401).length;
    expect(failures).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(30 - failures);
  });

  it('never counts successful sign-ins: an office behind one address signs in all day', async () => {
    const user = await account();
    for (let i = 0; i < 30; i++) expect((await login(from(60), user.email, user.password)).statusCode).toBe(200);
  }, 120_000); // 30 sign-ins, each hashing a password

  it('forgives an account its failures once the right password is given', async () => {
    const user = await account();
    for (let i = 0; i < 9; i++) expect((await login(from(61), user.email, 'not-the-password')).statusCode).toBe(401);
    expect((await login(from(61), user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(from(61), user.email, 'not-the-password')).statusCode).toBe(401);
  });

  it('treats an unknown e-mail as any other account, so limits say nothing of who has one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await login(from(62), 'nobody-here@example.com', 'some-guess')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('failed sign-ins per address', () => {
  it('stops the 51st failure from one address across accounts, and only that address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++)
      statuses.push((await login(from(70), `spray-${i}@example.com`, 'password1')).statusCode);
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    expect((await login(from(71), 'spray-0@example.com', 'password1')).statusCode).toBe(401);
  }, 120_000); // 52 sign-ins, each hashing a password: minutes on a loaded 2-core machine
});

describe('registrations per address', () => {
  it('stops the 21st registration from one address in an hour, and only that address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await register(from(80))).statusCode);
    expect(statuses).toEqual([...Array(20).fill(201), 429]);
    expect((await register(from(81))).statusCode).toBe(201);
  }, 120_000); // 22 registrations, each hashing a password
});

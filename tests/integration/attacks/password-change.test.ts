import type * as Crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { HASHING_SLOTS } from '../../../src/server/auth/passwords';
import { useTestApp } from '../fixtures';
import { newUser } from '../helpers';
import { queryRows } from '../sql';

/**
 * Every scrypt the process runs, counted while it runs: the most ever running at once is what the
 * password hashing bound must hold, whoever asks (sign-ins, registrations, password changes).
 */
const hashing = vi.hoisted(() => ({ running: 0, most: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof Crypto>();
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (...result: unknown[]) => void;
    hashing.running++;
    hashing.most = Math.max(hashing.most, hashing.running);
    (crypto.scrypt as (...a: unknown[]) => void)(...args, (...result: unknown[]) => {
      hashing.running--;
      done(...result);
    });
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

/**
 * Guessing the current password through `PUT /api/user/password` with a session (stolen, or left
 * open): its failures are the account's sign-in failures, limited as they are (10 per account in 15
 * minutes with AUTH_RATE_LIMIT = 10, then 429 with Retry-After), and however many arrive at once, the
 * process hashes at most HASHING_SLOTS passwords at a time, so another shopper still signs in.
 */
const t = useTestApp({ AUTH_RATE_LIMIT: '10' });

const from = (n: number) => `127.0.1.${n}`;

/** Registers and signs in a new shopper from `address`; answers the account and its session cookie. */
async function shopper(address: string) {
  const user = newUser();
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: address,
    payload: user,
  });
  expect(registered.statusCode).toBe(201);
  const res = await signIn(address, user.email, user.password);
  expect(res.statusCode).toBe(200);
  const sid = res.cookies.find((c) => c.name === 'sid')!.value;
  return { user, cookie: `sid=${sid}` };
}

const signIn = (address: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { email, password } });

const change = (address: string, cookie: string, currentPassword: string, newPassword = 'a-new-password') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/password',
    remoteAddress: address,
    headers: { cookie },
    payload: { currentPassword, newPassword },
  });

const storedHash = async (email: string) =>
  (
    await queryRows<{ password_hash: string }>(t.store.db, sql`select password_hash from users where email = ${email}`)
  )[0]!.password_hash;

describe('wrong current passwords', () => {
  it('are refused with 429 after the 10th, with Retry-After and the words the client shows; the password stays', async () => {
    const { user, cookie } = await shopper(from(1));
    const before = await storedHash(user.email);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await change(from(1), cookie, `wrong-${i}-guess`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);

    // The right one is no longer tried either, and the account's sign-in is limited as well.
    const refused = await change(from(1), cookie, user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect((await signIn(from(2), user.email, user.password)).statusCode).toBe(429);
    expect(await storedHash(user.email)).toBe(before);
  });

  it('share the limit with failed sign-ins of the same account', async () => {
    const { user, cookie } = await shopper(from(3));
    for (let i = 0; i < 6; i++) expect((await signIn(from(4), user.email, `guess-${i}`)).statusCode).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await change(from(3), cookie, `wrong-${i}-guess`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it('sent 30 at once, at most 10 are tried and the rest are 429', async () => {
    const { user, cookie } = await shopper(from(5));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => change(from(5), cookie, `burst-${i}-guess`)),
    );
    const tried = answers.filter((a) => a.statusCode === 400).length;
    expect(tried).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(30 - tried);
    expect(answers.filter((a) => a.statusCode === 429)[0]!.json().code).toBe('RATE_LIMITED');
    // What the burst left counted decides the next check: limited once 10 failures stand.
    expect((await change(from(5), cookie, user.password)).statusCode).toBe(tried === 10 ? 429 : 200);
  });

  it('the right one, given before the limit, changes the password and forgives the failures before it', async () => {
    const { user, cookie } = await shopper(from(6));
    for (let i = 0; i < 9; i++) expect((await change(from(6), cookie, 'not-it')).statusCode).toBe(400);
    expect((await change(from(6), cookie, user.password, 'the-next-password')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await change(from(6), cookie, 'not-it')).statusCode).toBe(400);
  });
});

describe('a flood of password changes', () => {
  it('never hashes more than the bound at once, and another shopper signs in meanwhile', async () => {
    const attacker = await shopper(from(7));
    const other = await shopper(from(8));
    hashing.most = 0;
    const flood = Promise.all(
      Array.from({ length: 50 }, (_, i) => change(from(7), attacker.cookie, `flood-${i}-guess`)),
    );
    const otherSignIn = await signIn(from(8), other.user.email, other.user.password);
    const answers = await flood;
    expect(otherSignIn.statusCode).toBe(200);
    expect(HASHING_SLOTS).toBeGreaterThan(0);
    expect(hashing.most).toBeGreaterThan(0);
    expect(hashing.most).toBeLessThanOrEqual(HASHING_SLOTS);
    expect(answers.every((a) => a.statusCode === 400 || a.statusCode === 429)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 400).length).toBeLessThanOrEqual(10);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedIn, useTestApp } from '#tests/integration/fixtures';
import { createTestApp } from '#tests/integration/harness';
import { Client, newUser } from '#tests/integration/helpers';
import { delivered, queryRows } from '#tests/integration/sql';
import {
  changePassword,
  checkPasswordReset,
  confirmPasswordReset,
  login,
  register,
  requestPasswordReset,
} from '../../domain/api/auth';

/**
 * A reset link is good for one new password: setting one, by any link or by a change made while
 * signed in, spends every link of the account mailed before it. The mails stay in the outbox here
 * (no SMTP_URL), where the links are read.
 */
const PUBLIC_URL = 'https://shop.example';
const t = useTestApp({ PUBLIC_URL, AUTH_RATE_LIMIT: '1000' });

/** A new account, signed in. */
async function account() {
  const user = newUser({ email: `tokens.${Math.random().toString(36).slice(2)}@example.com` });
  return { user, session: await signedIn(t, user) };
}

/** The token of each reset link mailed to `email` so far, oldest first, once `count` are in the outbox. */
async function mailedTokens(email: string, count: number): Promise<string[]> {
  const read = () =>
    queryRows<{ text: string; secrets: unknown }>(
      t.store.db,
      sql`select text, secrets from mails where kind = 'password-reset' and to_address = ${email} order by id`,
    );
  await expect.poll(async () => (await read()).length, { timeout: 10_000 }).toBe(count);
  return (await read()).map((m) => {
    const link = delivered(m.text, m.secrets)
      .match(/https?:\/\/\S+/g)
      ?.find((u) => u.startsWith(`${PUBLIC_URL}/reset-password?token=`));
    return new URL(link!).searchParams.get('token')!;
  });
}

async function askForLink(email: string, count: number): Promise<string> {
  expect((await t.client().send(requestPasswordReset, { body: { email } })).statusCode).toBe(202);
  return (await mailedTokens(email, count))[count - 1]!;
}

const reset = (token: string, newPassword: string) =>
  t.client().send(confirmPasswordReset, { body: { token, newPassword } });
const signIn = (email: string, password: string) => t.client().send(login, { body: { email, password } });
const check = (token: string) => t.client().send(checkPasswordReset, { body: { token } });

describe('reset links of one account', () => {
  it('using one of two mailed links spends the other', async () => {
    const { user } = await account();
    const first = await askForLink(user.email, 1);
    const second = await askForLink(user.email, 2);
    expect(first).not.toBe(second);

    expect((await reset(second, 'set-by-the-second')).statusCode).toBe(200);
    const other = await reset(first, 'set-by-the-first');
    expect(other.statusCode).toBe(400);
    expect(other.error.code).toBe('RESET_LINK_USED');
    expect((await signIn(user.email, 'set-by-the-first')).statusCode).toBe(401);
    expect((await signIn(user.email, 'set-by-the-second')).statusCode).toBe(200);
  });

  it('two links used at once set one password, and the other is refused', async () => {
    const { user } = await account();
    const tokens = [await askForLink(user.email, 1), await askForLink(user.email, 2)];
    const answers = await Promise.all(tokens.map((token, i) => reset(token, `password-number-${i}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const won = answers.findIndex((a) => a.statusCode === 200);
    expect((await signIn(user.email, `password-number-${won}`)).statusCode).toBe(200);
    expect((await signIn(user.email, `password-number-${1 - won}`)).statusCode).toBe(401);
  });

  it('a link mailed before a password change no longer works after it; one mailed after it does', async () => {
    const { user, session } = await account();
    const before = await askForLink(user.email, 1);
    const changed = await session.send(changePassword, {
      body: { currentPassword: user.password, newPassword: 'changed-while-signed-in' },
    });
    expect(changed.statusCode).toBe(200);

    const stale = await reset(before, 'set-by-a-stale-link');
    expect(stale.statusCode).toBe(400);
    expect(stale.error.code).toBe('RESET_LINK_USED');
    expect((await signIn(user.email, 'set-by-a-stale-link')).statusCode).toBe(401);
    expect((await signIn(user.email, 'changed-while-signed-in')).statusCode).toBe(200);

    const after = await askForLink(user.email, 2);
    expect((await reset(after, 'set-by-a-fresh-link')).statusCode).toBe(200);
    expect((await signIn(user.email, 'set-by-a-fresh-link')).statusCode).toBe(200);
  });

  it("spends only that account's links", async () => {
    const a = await account();
    const b = await account();
    const aLink = await askForLink(a.user.email, 1);
    const bLink = await askForLink(b.user.email, 1);
    expect((await reset(aLink, 'new-password-of-a')).statusCode).toBe(200);
    expect((await reset(bLink, 'new-password-of-b')).statusCode).toBe(200);
  });
});

describe('checking a reset link before its form (POST /api/auth/password-reset/check)', () => {
  it("a good link answers the account's address, masked, and checking it spends nothing", async () => {
    const user = newUser({ email: `checked.${Math.random().toString(36).slice(2)}.end@example.com` });
    await signedIn(t, user);
    const token = await askForLink(user.email, 1);

    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.statusCode).toBe(200);
      expect(res.answer).toEqual({ email: 'c•••d@example.com' });
    }
    expect(JSON.stringify((await check(token)).answer)).not.toContain(user.email.split('@')[0]);
    expect((await reset(token, 'checked-then-set')).statusCode).toBe(200);
    expect((await signIn(user.email, 'checked-then-set')).statusCode).toBe(200);
  });

  it('a used link says so, with the reset’s own code and words', async () => {
    const { user } = await account();
    const token = await askForLink(user.email, 1);
    expect((await reset(token, 'used-once-already')).statusCode).toBe(200);
    const res = await check(token);
    expect(res.statusCode).toBe(400);
    expect(res.error).toMatchObject({
      code: 'RESET_LINK_USED',
      message: 'This reset link has already been used. Please ask for a new one.',
    });
  });

  it('an expired link says so', async () => {
    const { user } = await account();
    const token = await askForLink(user.email, 1);
    await t.store.db.execute(sql`
      update password_reset_tokens set expires_at = now() - interval '1 second'
      where user_id = (select id from users where email = ${user.email})`);
    const res = await check(token);
    expect(res.statusCode).toBe(400);
    expect(res.error).toMatchObject({
      code: 'RESET_LINK_EXPIRED',
      message: 'This reset link has expired. Please ask for a new one.',
    });
  });

  it('an unknown or malformed link is not valid', async () => {
    const unknown = await check('no-link-was-mailed-with-this');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.error).toMatchObject({
      code: 'RESET_LINK_INVALID',
      message: 'This reset link is not valid. Please ask for a new one.',
    });
    expect((await check('')).statusCode).toBe(400);
    expect((await check('x'.repeat(201))).statusCode).toBe(400);
  });

  it('unknown tokens are guesses, throttled per address at the check and the reset alike; real links are not', async () => {
    // AUTH_RATE_LIMIT 2: 10 guesses per address in 15 minutes.
    const limited = await createTestApp({ PUBLIC_URL, AUTH_RATE_LIMIT: '2' });
    try {
      const c = new Client(limited.app);
      const user = newUser({ email: `guessed.${Math.random().toString(36).slice(2)}@example.com` });
      expect((await c.send(register, { body: user })).statusCode).toBe(201);
      expect((await c.send(requestPasswordReset, { body: { email: user.email } })).statusCode).toBe(202);
      const read = () =>
        queryRows<{ text: string; secrets: unknown }>(
          limited.store.db,
          sql`select text, secrets from mails where kind = 'password-reset' and to_address = ${user.email}`,
        );
      await expect.poll(async () => (await read()).length, { timeout: 10_000 }).toBe(1);
      const [mail] = await read();
      const link = delivered(mail!.text, mail!.secrets).match(/https?:\/\/\S+reset-password\?token=\S+/)![0];
      const token = new URL(link).searchParams.get('token')!;

      // A real link, checked again and again, is no guess.
      for (let i = 0; i < 12; i++) expect((await c.send(checkPasswordReset, { body: { token } })).statusCode).toBe(200);

      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await c.send(checkPasswordReset, { body: { token: `guess-${i}` } })).statusCode);
      for (let i = 5; i < 10; i++)
        statuses.push(
          (await c.send(confirmPasswordReset, { body: { token: `guess-${i}`, newPassword: 'guessed-pass' } }))
            .statusCode,
        );
      expect(statuses).toEqual(Array(10).fill(400));

      const refused = await c.send(checkPasswordReset, { body: { token: 'guess-10' } });
      expect(refused.statusCode).toBe(429);
      expect(refused.error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const reset = await c.send(confirmPasswordReset, { body: { token, newPassword: 'right-link-too-late' } });
      expect(reset.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

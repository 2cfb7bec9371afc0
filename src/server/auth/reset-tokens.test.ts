import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedIn, useTestApp } from '#tests/integration/fixtures';
import { newUser } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import { changePassword, confirmPasswordReset, login, requestPasswordReset } from '../../domain/api/auth';

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
    queryRows<{ text: string }>(
      t.store.db,
      sql`select text from mails where kind = 'password-reset' and to_address = ${email} order by id`,
    );
  await expect.poll(async () => (await read()).length, { timeout: 10_000 }).toBe(count);
  return (await read()).map((m) => {
    const link = m.text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(`${PUBLIC_URL}/reset-password?token=`));
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

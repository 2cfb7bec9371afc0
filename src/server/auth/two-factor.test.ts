import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { signedIn, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId, newUser } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import {
  confirmPasswordReset,
  disableTwoFactor,
  enableTwoFactor,
  getCurrentUser,
  login,
  loginSecondFactor,
  renewRecoveryCodes,
  setUpTwoFactor,
} from '../../domain/api/auth';
import { addCartLine, getUserCart } from '../../domain/api/cart';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

const CHALLENGE_COOKIE = 'login_2fa';
const STEP_MS = 30_000;
/** The password of every account these tests open (newUser's), asked again before the second factor changes. */
const PASSWORD = newUser().password;

/**
 * The app's code `steps` time steps from now. A test uses the steps 0 and then 1 of an account: the
 * server takes a step once and never an older one after it, and both stay within its window (±1)
 * should the clock pass into the next step during the test.
 */
const codeAt = (secret: string, steps = 0, at = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at + steps * STEP_MS });

/** A signed-in customer with two-step verification on (enabled with the code of step 0). */
async function withTwoFactor(user = newUser()) {
  const c = await signedIn(t, user);
  const setup = await c.send(setUpTwoFactor, { body: { password: PASSWORD } });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.answer;
  const firstCode = codeAt(secret);
  const enabled = await c.send(enableTwoFactor, { body: { password: PASSWORD, code: firstCode } });
  expect(enabled.statusCode).toBe(200);
  return { c, user, secret, firstCode, recoveryCodes: enabled.answer.recoveryCodes };
}

/** The password step of a sign-in: the answer, and the challenge cookie it set (if any). */
async function passwordStep(user: { email: string; password: string }, c = t.client(), guestId?: string) {
  const res = await c.send(login, { body: { email: user.email, password: user.password, guestId } });
  const cookie = res.cookies.find((k) => k.name === CHALLENGE_COOKIE);
  return { c, res, cookie, challenge: cookie?.value };
}

/** The code step, with the challenge cookie as the browser sends it. */
const codeStep = (c: Client, challenge: string | undefined, code: string) =>
  c.send(loginSecondFactor, { body: { code } }, challenge ? { cookie: `${CHALLENGE_COOKIE}=${challenge}` } : {});

const sessionsOf = async (userId: number) =>
  (
    await queryRows<{ n: number }>(t.store.db, sql`select count(*)::int as n from sessions where user_id = ${userId}`)
  )[0]!.n;

const userIdOf = async (email: string) =>
  (await queryRows<{ id: number }>(t.store.db, sql`select id from users where email = ${email.toLowerCase()}`))[0]!.id;

describe('setting up two-step verification', () => {
  it('answers a secret and its otpauth address, and turns on with a code computed from it', async () => {
    const user = newUser();
    const c = await signedIn(t, user);
    const setup = await c.send(setUpTwoFactor, { body: { password: PASSWORD } });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.answer;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 20 bytes in base 32
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Maison Lumière:${user.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Maison Lumière');
    expect((await c.send(getCurrentUser)).answer.twoFactorEnabled).toBe(false);

    const enabled = await c.send(enableTwoFactor, { body: { password: PASSWORD, code: codeAt(secret) } });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.answer.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect((await c.send(getCurrentUser)).answer.twoFactorEnabled).toBe(true);

    // Stored hashed: neither the codes nor their text are in the store.
    const stored = await queryRows<{ code_hash: string }>(
      t.store.db,
      sql`select code_hash from recovery_codes where user_id = ${await userIdOf(user.email)}`,
    );
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(codes.join()).not.toContain(code_hash);

    const again = await c.send(setUpTwoFactor, { body: { password: PASSWORD } });
    expect(again.statusCode).toBe(409);
    expect(again.error.code).toBe('TWO_FACTOR_ALREADY_ON');
    expect((await c.send(enableTwoFactor, { body: { password: PASSWORD, code: codeAt(secret, 1) } })).error.code).toBe(
      'TWO_FACTOR_ALREADY_ON',
    );
  });

  it("ends the account's other sessions, signed in with the password alone, and keeps this one", async () => {
    const user = newUser();
    const c = await signedIn(t, user);
    const elsewhere = t.client();
    expect((await elsewhere.send(login, { body: { email: user.email, password: user.password } })).statusCode).toBe(
      200,
    );
    expect((await elsewhere.send(getCurrentUser)).statusCode).toBe(200);
    const { secret } = (await c.send(setUpTwoFactor, { body: { password: PASSWORD } })).answer;
    // Setting up alone changes nothing: the factor is not on yet.
    expect((await elsewhere.send(getCurrentUser)).statusCode).toBe(200);

    expect((await c.send(enableTwoFactor, { body: { password: PASSWORD, code: codeAt(secret) } })).statusCode).toBe(
      200,
    );
    expect((await elsewhere.send(getCurrentUser)).statusCode).toBe(401);
    expect((await c.send(getCurrentUser)).answer.twoFactorEnabled).toBe(true);
    expect(await sessionsOf(await userIdOf(user.email))).toBe(1);
  });

  it('needs a set-up first, and a new set-up replaces one not yet confirmed', async () => {
    const c = await signedIn(t);
    const early = await c.send(enableTwoFactor, { body: { password: PASSWORD, code: '123456' } });
    expect(early.statusCode).toBe(409);
    expect(early.error.code).toBe('TWO_FACTOR_NOT_STARTED');

    const first = (await c.send(setUpTwoFactor, { body: { password: PASSWORD } })).answer.secret;
    const second = (await c.send(setUpTwoFactor, { body: { password: PASSWORD } })).answer.secret;
    expect(second).not.toBe(first);
    const stale = await c.send(enableTwoFactor, { body: { password: PASSWORD, code: codeAt(first) } });
    expect(stale.statusCode).toBe(400);
    expect((await c.send(enableTwoFactor, { body: { password: PASSWORD, code: codeAt(second) } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong code, and a code of five minutes ago', async () => {
    const c = await signedIn(t);
    const { secret } = (await c.send(setUpTwoFactor, { body: { password: PASSWORD } })).answer;
    const right = codeAt(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const res = await c.send(enableTwoFactor, { body: { password: PASSWORD, code: wrong } });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect(
      (
        await c.send(enableTwoFactor, {
          body: { password: PASSWORD, code: codeAt(secret, 0, Date.now() - 5 * 60_000) },
        })
      ).statusCode,
    ).toBe(400);
    expect((await c.send(enableTwoFactor, { body: { password: PASSWORD, code: 'nope' } })).statusCode).toBe(400);
    expect((await c.send(getCurrentUser)).answer.twoFactorEnabled).toBe(false);
  });

  it('asks for a session', async () => {
    const guest = t.client();
    expect((await guest.send(setUpTwoFactor, { body: { password: PASSWORD } })).statusCode).toBe(401);
    expect((await guest.send(enableTwoFactor, { body: { password: PASSWORD, code: '123456' } })).statusCode).toBe(401);
  });
});

const factorRowsOf = async (userId: number) =>
  (
    await queryRows<{ n: number }>(t.store.db, sql`select count(*)::int as n from two_factor where user_id = ${userId}`)
  )[0]!.n;

describe('the current password, asked before the second factor changes (issue #41)', () => {
  it('sets nothing up for a session alone: without the password, or with a wrong one, nothing is stored', async () => {
    const user = newUser();
    const c = await signedIn(t, user);
    const userId = await userIdOf(user.email);
    const bare = await c.call(setUpTwoFactor.method, setUpTwoFactor.path, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'VALIDATION' });
    const wrong = await c.send(setUpTwoFactor, { body: { password: 'not-my-password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.error).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD', message: 'Current password is incorrect' });
    expect(await factorRowsOf(userId)).toBe(0);
    expect((await c.send(setUpTwoFactor, { body: { password: user.password } })).statusCode).toBe(200);
  });

  it('turns nothing on for a session alone: a right code with a wrong password signs no one out', async () => {
    const user = newUser();
    const c = await signedIn(t, user);
    const elsewhere = t.client();
    expect((await elsewhere.send(login, { body: { email: user.email, password: user.password } })).statusCode).toBe(
      200,
    );
    const { secret } = (await c.send(setUpTwoFactor, { body: { password: user.password } })).answer;
    const code = codeAt(secret);
    const wrong = await c.send(enableTwoFactor, { body: { password: 'not-my-password', code } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.error.code).toBe('WRONG_CURRENT_PASSWORD');
    const bare = await c.call(enableTwoFactor.method, enableTwoFactor.path, { code });
    expect(bare.statusCode).toBe(400);
    expect((await c.send(getCurrentUser)).answer.twoFactorEnabled).toBe(false);
    expect((await elsewhere.send(getCurrentUser)).statusCode).toBe(200);
    // The password is checked before the code: the code refused with it was not spent.
    expect((await c.send(enableTwoFactor, { body: { password: user.password, code } })).statusCode).toBe(200);
  });

  it('turns off and renews the recovery codes only with the password; a code sent with a wrong one is not spent', async () => {
    const { c, user, secret, recoveryCodes } = await withTwoFactor();
    const code = codeAt(secret, 1);
    for (const declaration of [disableTwoFactor, renewRecoveryCodes]) {
      const wrong = await c.send(declaration, { body: { password: 'not-my-password', code: recoveryCodes[0]! } });
      expect(wrong.statusCode, declaration.path).toBe(400);
      expect(wrong.error.code, declaration.path).toBe('WRONG_CURRENT_PASSWORD');
      const bare = await c.call(declaration.method, declaration.path, { code });
      expect(bare.statusCode, declaration.path).toBe(400);
    }
    expect((await c.send(disableTwoFactor, { body: { password: 'not-my-password', code } })).statusCode).toBe(400);
    expect((await c.send(getCurrentUser)).answer.twoFactorEnabled).toBe(true);

    const renewed = await c.send(renewRecoveryCodes, { body: { password: user.password, code: recoveryCodes[0]! } });
    expect(renewed.statusCode).toBe(200);
    expect((await c.send(disableTwoFactor, { body: { password: user.password, code } })).statusCode).toBe(204);
  });

  it('survives a reset by mail: every session ends, and the new password signs in only with a code', async () => {
    const { c, user, secret } = await withTwoFactor();
    const userId = await userIdOf(user.email);
    // A link as the mail carries it (its token stored hashed, for an hour).
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('base64url');
    await t.store.db.execute(
      sql`insert into password_reset_tokens (user_id, token_hash, expires_at) values (${userId}, ${tokenHash}, now() + interval '1 hour')`,
    );
    const newPassword = 'a-brand-new-password';
    expect((await t.client().send(confirmPasswordReset, { body: { token, newPassword } })).statusCode).toBe(200);
    expect((await c.send(getCurrentUser)).statusCode).toBe(401);

    const { c: browser, res, challenge } = await passwordStep({ email: user.email, password: newPassword });
    expect(res.answer).toEqual({ twoFactorRequired: true });
    expect((await browser.send(getCurrentUser)).statusCode).toBe(401);
    const signed = await codeStep(browser, challenge, codeAt(secret, 1));
    expect(signed.statusCode).toBe(200);
    expect(signed.answer).toMatchObject({ email: user.email, twoFactorEnabled: true });
  });
});

describe('signing in with a second factor', () => {
  it('answers twoFactorRequired and starts no session until a right code', async () => {
    const { user, secret } = await withTwoFactor();
    const { c, res, cookie, challenge } = await passwordStep(user);
    expect(res.statusCode).toBe(200);
    expect(res.answer).toEqual({ twoFactorRequired: true });
    expect(res.cookies.find((k) => k.name === 'sid')).toBeUndefined();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect((await c.send(getCurrentUser)).statusCode).toBe(401);

    const signed = await codeStep(c, challenge, codeAt(secret, 1));
    expect(signed.statusCode).toBe(200);
    expect(signed.answer).toMatchObject({ email: user.email, twoFactorEnabled: true });
    // The waiting sign-in ends with it: its cookie is cleared, and it cannot be used again.
    const cleared = signed.cookies.find((k) => k.name === CHALLENGE_COOKIE);
    expect(cleared?.value).toBe('');
    const me = await c.send(getCurrentUser);
    expect(me.statusCode).toBe(200);
    expect(me.answer.email).toBe(user.email);
    const again = await codeStep(new Client(t.app), challenge, codeAt(secret, 1));
    expect(again.statusCode).toBe(401);
    expect(again.error.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  it('refuses the code it already took (replay) and a code of five minutes ago', async () => {
    const { user, secret, firstCode } = await withTwoFactor();
    const { c, challenge } = await passwordStep(user);
    // The very code that turned it on (not one computed again: the clock may have moved to the next step).
    const replay = await codeStep(c, challenge, firstCode);
    expect(replay.statusCode).toBe(400);
    expect(replay.error.code).toBe('TWO_FACTOR_CODE_INVALID');
    const stale = await codeStep(c, challenge, codeAt(secret, 0, Date.now() - 5 * 60_000));
    expect(stale.statusCode).toBe(400);
    expect((await c.send(getCurrentUser)).statusCode).toBe(401);

    const next = codeAt(secret, 1);
    expect((await codeStep(c, challenge, next)).statusCode).toBe(200);
    // Signed in with that code, a second sign-in cannot use it again.
    const second = await passwordStep(user);
    expect((await codeStep(second.c, second.challenge, next)).statusCode).toBe(400);
  });

  it('takes a recovery code once, typed in any case, with spaces', async () => {
    const { user, recoveryCodes } = await withTwoFactor();
    const code = recoveryCodes[3]!;
    const first = await passwordStep(user);
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    expect((await codeStep(first.c, first.challenge, typed)).statusCode).toBe(200);

    const second = await passwordStep(user);
    const res = await codeStep(second.c, second.challenge, code);
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await codeStep(second.c, second.challenge, recoveryCodes[4]!)).statusCode).toBe(200);
  });

  it('refuses a code without a challenge, with an unknown one, and after five minutes', async () => {
    const { user, secret } = await withTwoFactor();
    const none = await codeStep(t.client(), undefined, codeAt(secret, 1));
    expect(none.statusCode).toBe(401);
    expect(none.error.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    expect((await codeStep(t.client(), 'made-up', codeAt(secret, 1))).statusCode).toBe(401);

    const { c, challenge } = await passwordStep(user);
    await t.store.db.execute(
      sql`update login_challenges set expires_at = now() - interval '1 second' where user_id = ${await userIdOf(user.email)}`,
    );
    const late = await codeStep(c, challenge, codeAt(secret, 1));
    expect(late.statusCode).toBe(401);
    expect(late.error.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    expect((await c.send(getCurrentUser)).statusCode).toBe(401);
  });

  it('refuses an account deactivated while its code was awaited', async () => {
    const { user, secret } = await withTwoFactor();
    const { c, challenge } = await passwordStep(user);
    await t.store.db.execute(sql`update users set is_active = false where email = ${user.email.toLowerCase()}`);
    const res = await codeStep(c, challenge, codeAt(secret, 1));
    expect(res.statusCode).toBe(403);
    expect(res.error.code).toBe('ACCOUNT_DEACTIVATED');
  });

  it("joins the guest's cart once the code is given, and ends the session signed in before", async () => {
    const { user, secret } = await withTwoFactor();
    const someone = await signedIn(t);
    const guestId = newGuestId();
    await t.client().send(addCartLine, { body: { guestId, perfumeId: 2, quantity: 3 } });
    const { res, challenge } = await passwordStep(user, someone, guestId);
    expect(res.answer).toEqual({ twoFactorRequired: true });
    // Until the code, the browser is still whoever it was.
    expect((await someone.send(getCurrentUser)).answer.email).not.toBe(user.email);
    const before = someone.sessionCookie;
    someone.sessionCookie = `${before}; ${CHALLENGE_COOKIE}=${challenge}`;
    const signed = await someone.send(loginSecondFactor, { body: { code: codeAt(secret, 1) } });
    expect(signed.statusCode).toBe(200);
    expect(someone.sessionCookie).not.toBe(before);
    expect((await someone.send(getCurrentUser)).answer.email).toBe(user.email);
    const lines = (await someone.send(getUserCart)).answer;
    expect(lines.map((l) => [l.perfumeId, l.quantity])).toEqual([[2, 3]]);
    // The session signed in before has ended.
    const old = new Client(t.app);
    old.sessionCookie = before;
    expect((await old.send(getCurrentUser)).statusCode).toBe(401);
  });

  it('starts at most one session for two requests with one code at once', async () => {
    const { user, secret } = await withTwoFactor();
    const userId = await userIdOf(user.email);
    const { challenge } = await passwordStep(user);
    const sessionsBefore = await sessionsOf(userId);
    const code = codeAt(secret, 1);
    const answers = await Promise.all([
      codeStep(t.client(), challenge, code),
      codeStep(t.client(), challenge, code),
      codeStep(t.client(), challenge, code),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => [400, 401].includes(a.statusCode))).toBe(true);
    expect(await sessionsOf(userId)).toBe(sessionsBefore + 1);
  });

  it('starts at most one session for two sign-ins with one recovery code at once', async () => {
    const { user, recoveryCodes } = await withTwoFactor();
    const userId = await userIdOf(user.email);
    const a = await passwordStep(user);
    const b = await passwordStep(user);
    const sessionsBefore = await sessionsOf(userId);
    const answers = await Promise.all([
      codeStep(a.c, a.challenge, recoveryCodes[0]!),
      codeStep(b.c, b.challenge, recoveryCodes[0]!),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await sessionsOf(userId)).toBe(sessionsBefore + 1);
  });
});

describe('turning it off, and new recovery codes', () => {
  it('turns off with the password and a code; sign-in then asks for the password alone', async () => {
    const { c, user, secret, firstCode, recoveryCodes } = await withTwoFactor();
    const wrong = await c.send(disableTwoFactor, { body: { password: PASSWORD, code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.error.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await c.send(disableTwoFactor, { body: { password: PASSWORD, code: firstCode } })).statusCode).toBe(400); // taken already
    expect((await c.send(getCurrentUser)).answer.twoFactorEnabled).toBe(true);

    expect((await c.send(disableTwoFactor, { body: { password: PASSWORD, code: codeAt(secret, 1) } })).statusCode).toBe(
      204,
    );
    expect((await c.send(getCurrentUser)).answer.twoFactorEnabled).toBe(false);
    const userId = await userIdOf(user.email);
    const left = await queryRows<{ n: number }>(
      t.store.db,
      sql`select (select count(*) from recovery_codes where user_id = ${userId})::int
             + (select count(*) from two_factor where user_id = ${userId})::int as n`,
    );
    expect(left[0]!.n).toBe(0);

    const { res } = await passwordStep(user);
    expect(res.answer).toMatchObject({ email: user.email, twoFactorEnabled: false });
    const off = await c.send(disableTwoFactor, { body: { password: PASSWORD, code: recoveryCodes[0]! } });
    expect(off.statusCode).toBe(409);
    expect(off.error.code).toBe('TWO_FACTOR_OFF');
    expect(
      (await c.send(renewRecoveryCodes, { body: { password: PASSWORD, code: recoveryCodes[0]! } })).error.code,
    ).toBe('TWO_FACTOR_OFF');
  });

  it('makes ten new recovery codes with the password and a code: the old ones stop working', async () => {
    const { c, user, recoveryCodes } = await withTwoFactor();
    const renewed = await c.send(renewRecoveryCodes, { body: { password: PASSWORD, code: recoveryCodes[0]! } });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.answer.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);

    const old = await passwordStep(user);
    expect((await codeStep(old.c, old.challenge, recoveryCodes[1]!)).statusCode).toBe(400);
    expect((await codeStep(old.c, old.challenge, fresh[0]!)).statusCode).toBe(200);
    expect((await c.send(renewRecoveryCodes, { body: { password: PASSWORD, code: '111111' } })).statusCode).toBe(400);
  });
});

describe('codes are throttled like passwords', () => {
  const limited = useTestApp({ AUTH_RATE_LIMIT: '3' });

  it('answers 429 past the limit of wrong codes, and a right password does not forgive them', async () => {
    const user = newUser();
    const c = await signedIn(limited, user);
    const { secret } = (await c.send(setUpTwoFactor, { body: { password: PASSWORD } })).answer;
    expect((await c.send(enableTwoFactor, { body: { password: PASSWORD, code: codeAt(secret) } })).statusCode).toBe(
      200,
    );

    const browser = new Client(limited.app);
    const step = await browser.send(login, { body: { email: user.email, password: user.password } });
    const challenge = step.cookies.find((k) => k.name === CHALLENGE_COOKIE)?.value;
    const send = (code: string) =>
      browser.send(loginSecondFactor, { body: { code } }, { cookie: `${CHALLENGE_COOKIE}=${challenge}` });
    const statuses: number[] = [];
    for (const code of ['000000', '000001', 'zzzzz-zzzzz']) statuses.push((await send(code)).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    const limitedAnswer = await send(codeAt(secret, 1));
    expect(limitedAnswer.statusCode).toBe(429);
    expect(limitedAnswer.headers['retry-after']).toBeDefined();
    // The account's password cannot start over the count of guessed codes.
    expect((await browser.send(login, { body: { email: user.email, password: user.password } })).statusCode).toBe(429);
    // Setting up or changing the second factor from the session counts against the same limit.
    expect((await c.send(disableTwoFactor, { body: { password: PASSWORD, code: codeAt(secret, 1) } })).statusCode).toBe(
      429,
    );
  });

  it('counts a wrong current password as a failed sign-in of the account', async () => {
    const user = newUser();
    const c = await signedIn(limited, user);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await c.send(setUpTwoFactor, { body: { password: `wrong-${i}` } })).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    expect((await c.send(setUpTwoFactor, { body: { password: user.password } })).statusCode).toBe(429);
    expect(
      (await new Client(limited.app).send(login, { body: { email: user.email, password: user.password } })).statusCode,
    ).toBe(429);
  });

  it('forgives no code guessed because the password sent with it was right', async () => {
    const user = newUser();
    const c = await signedIn(limited, user);
    const { secret } = (await c.send(setUpTwoFactor, { body: { password: PASSWORD } })).answer;
    expect((await c.send(enableTwoFactor, { body: { password: PASSWORD, code: codeAt(secret) } })).statusCode).toBe(
      200,
    );
    const statuses: number[] = [];
    for (const code of ['000000', '000001', 'zzzzz-zzzzz'])
      statuses.push((await c.send(disableTwoFactor, { body: { password: PASSWORD, code } })).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    expect((await c.send(disableTwoFactor, { body: { password: PASSWORD, code: codeAt(secret, 1) } })).statusCode).toBe(
      429,
    );
  });

  it('forgives the failures after a right code', async () => {
    const user = newUser();
    const c = await signedIn(limited, user);
    const { secret } = (await c.send(setUpTwoFactor, { body: { password: PASSWORD } })).answer;
    expect((await c.send(enableTwoFactor, { body: { password: PASSWORD, code: '000000' } })).statusCode).toBe(400);
    expect((await c.send(enableTwoFactor, { body: { password: PASSWORD, code: '000001' } })).statusCode).toBe(400);
    expect((await c.send(enableTwoFactor, { body: { password: PASSWORD, code: codeAt(secret) } })).statusCode).toBe(
      200,
    );
    expect((await c.send(disableTwoFactor, { body: { password: PASSWORD, code: '000000' } })).statusCode).toBe(400);
    expect((await c.send(disableTwoFactor, { body: { password: PASSWORD, code: '000001' } })).statusCode).toBe(400);
    expect((await c.send(disableTwoFactor, { body: { password: PASSWORD, code: codeAt(secret, 1) } })).statusCode).toBe(
      204,
    );
  });
});

import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import {
  appCodeDigits,
  formatRecoveryCode,
  isAppCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '../../domain/accounts/two-factor';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import type { UserRow } from '../users/service';
import type { AuthThrottle } from './throttle';
import {
  claimStep,
  deleteTwoFactor,
  enableWithStep,
  findLiveChallenge,
  findTwoFactor,
  insertChallenge,
  putPendingSecret,
  replaceRecoveryCodes,
  spendRecoveryCode,
  takeChallenge,
} from './two-factor/repo';

/** What the authenticator app shows above the codes. */
const ISSUER = 'Maison Lumière';
/** RFC 6238's defaults, which every app reads: SHA-1, six digits, 30 seconds. */
const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** A code of the step before or after the server's clock is accepted too (a phone's clock drifts). */
const WINDOW = 1;
/** The cookie naming a sign-in waiting for its code: sent to the auth endpoints only. */
const CHALLENGE_COOKIE = 'login_2fa';
const CHALLENGE_PATH = '/api/auth';
const CHALLENGE_MS = 5 * 60_000;

/** The account a code is checked for: the throttle counts its failures by e-mail. */
type Account = Pick<UserRow, 'id' | 'email'>;
/** A signed-in account changing its second factor: its current password is asked first. */
type Holder = Account & Pick<UserRow, 'passwordHash'>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
/** A recovery code's hash names its account too: one guess is never tried against every account at once. */
const recoveryCodeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** Ten new recovery codes, in their stored form (no dash): 50 random bits each. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    [...randomBytes(RECOVERY_CODE_LENGTH)].map((byte) => RECOVERY_CODE_ALPHABET[byte & 31]).join(''),
  );
}

/** The time step a six-digit code is right for, within the window around `now`; undefined when none. */
function stepOf(secret: string, code: string, now: number): number | undefined {
  const delta = TOTP.validate({
    ...TOTP_OPTIONS,
    secret: Secret.fromBase32(secret),
    token: code,
    timestamp: now,
    window: WINDOW,
  });
  return delta === null ? undefined : TOTP.counter({ period: TOTP_OPTIONS.period, timestamp: now }) + delta;
}

const invalidCode = () => AppError.badRequest('TWO_FACTOR_CODE_INVALID');

/** What TwoFactorService is built from (services.ts gives each by name). */
export interface TwoFactorDeps {
  db: Db;
  throttle: AuthThrottle;
  /** Whether the challenge cookie is Secure (production). */
  secureCookies: boolean;
}

/**
 * A second factor for any account (decision 065): TOTP (RFC 6238) from an authenticator app,
 * and ten single-use recovery codes. A code is good once: a time step taken is never taken again,
 * and a recovery code is spent by the statement that accepts it. Codes are guessed like passwords,
 * so they are throttled like them (AuthThrottle's sign-in limits, per account and per address).
 * Setting it up, turning it on or off and renewing its codes ask for the current password first
 * (issue #41): a session alone, a stolen cookie, never changes it. Each answers in one order: what
 * cannot be done now (409), then the password, then the code.
 */
export class TwoFactorService {
  private readonly db: Db;
  private readonly throttle: AuthThrottle;
  private readonly secureCookies: boolean;

  constructor({ db, throttle, secureCookies }: TwoFactorDeps) {
    this.db = db;
    this.throttle = throttle;
    this.secureCookies = secureCookies;
  }

  /** Whether sign-in asks this account for a code after its password. */
  async isOn(userId: number): Promise<boolean> {
    return Boolean((await findTwoFactor(this.db, userId))?.enabledAt);
  }

  /**
   * A new secret (20 random bytes) waiting for its first code, and its `otpauth://` address for the
   * QR code; a set-up not yet confirmed is replaced. 409 when the second factor is already on; 400
   * `WRONG_CURRENT_PASSWORD` (a failed sign-in) without the account's password.
   */
  async setUp(account: Holder, password: string, ip: string): Promise<{ secret: string; otpauthUrl: string }> {
    if (await this.isOn(account.id)) throw AppError.conflict('TWO_FACTOR_ALREADY_ON');
    await this.throttle.confirmPassword(account, password, ip);
    const secret = new Secret({ size: 20 });
    if (!(await putPendingSecret(this.db, account.id, secret.base32))) throw AppError.conflict('TWO_FACTOR_ALREADY_ON');
    const totp = new TOTP({ ...TOTP_OPTIONS, issuer: ISSUER, label: account.email, secret });
    return { secret: secret.base32, otpauthUrl: totp.toString() };
  }

  /**
   * Turns the second factor on with the account's password and a first code from the app; answers the
   * ten recovery codes, once.
   */
  async enable(account: Holder, password: string, code: string, ip: string): Promise<string[]> {
    const row = await findTwoFactor(this.db, account.id);
    if (row?.enabledAt) throw AppError.conflict('TWO_FACTOR_ALREADY_ON');
    if (!row) throw AppError.conflict('TWO_FACTOR_NOT_STARTED');
    await this.throttle.confirmPassword(account, password, ip);
    await this.throttle.beginPasswordCheck(account.email, ip);
    const step = isAppCode(code) ? stepOf(row.secret, appCodeDigits(code), Date.now()) : undefined;
    if (step === undefined) throw invalidCode();
    const codes = newRecoveryCodes();
    const enabled = await this.db.transaction(async (tx) => {
      if (!(await enableWithStep(tx, account.id, row.secret, step))) return false;
      await replaceRecoveryCodes(
        tx,
        account.id,
        codes.map((c) => recoveryCodeHash(account.id, c)),
      );
      return true;
    });
    if (!enabled) {
      // Meanwhile another request enabled it, or set up a new secret, or took this code.
      if (await this.isOn(account.id)) throw AppError.conflict('TWO_FACTOR_ALREADY_ON');
      throw invalidCode();
    }
    await this.throttle.succeeded(account.email);
    return codes.map(formatRecoveryCode);
  }

  /** Turns the second factor off with the account's password and a code (or a recovery code): its recovery codes end with it. */
  async disable(account: Holder, password: string, code: string, ip: string): Promise<void> {
    if (!(await this.isOn(account.id))) throw AppError.conflict('TWO_FACTOR_OFF');
    await this.throttle.confirmPassword(account, password, ip);
    await this.check(account, code, ip);
    await this.db.transaction((tx) => deleteTwoFactor(tx, account.id));
  }

  /** Ten new recovery codes, with the account's password and a code; the old ones stop working. */
  async renewRecoveryCodes(account: Holder, password: string, code: string, ip: string): Promise<string[]> {
    if (!(await this.isOn(account.id))) throw AppError.conflict('TWO_FACTOR_OFF');
    await this.throttle.confirmPassword(account, password, ip);
    await this.check(account, code, ip);
    const codes = newRecoveryCodes();
    await this.db.transaction((tx) =>
      replaceRecoveryCodes(
        tx,
        account.id,
        codes.map((c) => recoveryCodeHash(account.id, c)),
      ),
    );
    return codes.map(formatRecoveryCode);
  }

  /**
   * Checks a code of an account whose second factor is on, and spends it: six digits are the app's
   * code (once per time step), anything else a recovery code (once). Throttled like a password: 429
   * past the limits, 400 `TWO_FACTOR_CODE_INVALID` for a wrong code, which counts as a failure.
   */
  async check(account: Account, code: string, ip: string): Promise<void> {
    await this.throttle.beginPasswordCheck(account.email, ip);
    if (!(await this.spend(account.id, code))) throw invalidCode();
    await this.throttle.succeeded(account.email);
  }

  private async spend(userId: number, code: string): Promise<boolean> {
    if (isAppCode(code)) {
      const row = await findTwoFactor(this.db, userId);
      if (!row?.enabledAt) return false;
      const step = stepOf(row.secret, appCodeDigits(code), Date.now());
      return step !== undefined && (await claimStep(this.db, userId, step));
    }
    const recovery = normaliseRecoveryCode(code);
    return recovery !== undefined && (await spendRecoveryCode(this.db, userId, recoveryCodeHash(userId, recovery)));
  }

  // ---- sign-in in two steps ----

  /**
   * The password was right and the account has a second factor: no session yet, but a sign-in waiting
   * five minutes for its code, named by an HttpOnly cookie sent to the auth endpoints only (32 random
   * bytes, stored hashed). The guest cart joins the account once the code is given.
   */
  async ask(reply: FastifyReply, userId: number, guestId: string | undefined): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + CHALLENGE_MS);
    await insertChallenge(this.db, { tokenHash: sha256(token), userId, guestId: guestId ?? null, expiresAt });
    reply.setCookie(CHALLENGE_COOKIE, token, {
      path: CHALLENGE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secureCookies,
      expires: expiresAt,
    });
  }

  /**
   * The code of a sign-in waiting for it (the cookie `ask` set): answers its account and guest cart,
   * and ends the waiting sign-in, once. 401 `TWO_FACTOR_CHALLENGE_EXPIRED` without a live one (none,
   * unknown, past five minutes, or ended by a concurrent request); 403 for an account deactivated
   * meanwhile; 400 for a wrong code (throttled, as `check`).
   */
  async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    code: string,
  ): Promise<{ user: UserRow; guestId: string | undefined }> {
    const token = request.cookies[CHALLENGE_COOKIE];
    const tokenHash = token ? sha256(token) : undefined;
    const found = tokenHash ? await findLiveChallenge(this.db, tokenHash) : undefined;
    if (!tokenHash || !found) throw AppError.unauthorized('TWO_FACTOR_CHALLENGE_EXPIRED');
    if (!found.user.isActive) throw AppError.forbidden('ACCOUNT_DEACTIVATED');
    await this.check(found.user, code, request.ip);
    if (!(await takeChallenge(this.db, tokenHash))) throw AppError.unauthorized('TWO_FACTOR_CHALLENGE_EXPIRED');
    reply.clearCookie(CHALLENGE_COOKIE, { path: CHALLENGE_PATH });
    return { user: found.user, guestId: found.guestId ?? undefined };
  }
}

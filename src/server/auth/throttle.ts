import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { verifyPassword } from './passwords';
import { countAttempts, deleteAccountFailures, deleteAttempt, insertAttempt, pruneAttempts } from './repo';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

export interface ThrottleLimits {
  /** Failed sign-ins per account in 15 minutes, from any number of addresses. */
  failuresPerAccount: number;
  /** Failed sign-ins per address in 15 minutes, whatever the accounts. */
  failuresPerAddress: number;
  /** Registrations per address in an hour; "Notify me" requests and contact messages too, each counted apart. */
  registrationsPerAddress: number;
  /** Password reset requests per account, and per address, in an hour; links confirming an address mailed again too, counted apart. */
  resetsPerAccount: number;
  resetsPerAddress: number;
}

/**
 * The limits for AUTH_RATE_LIMIT = n: n failures per account, 5n per address, 2n registrations per
 * address; n/2 reset requests per account and 2n per address.
 */
export function throttleLimits(n: number): ThrottleLimits {
  return {
    failuresPerAccount: n,
    failuresPerAddress: 5 * n,
    registrationsPerAddress: 2 * n,
    resetsPerAccount: Math.max(1, Math.ceil(n / 2)),
    resetsPerAddress: 2 * n,
  };
}

/** What AuthThrottle is built from (services.ts gives each by name). */
export interface AuthThrottleDeps {
  db: Db;
  limits: ThrottleLimits;
}

/**
 * Slows password guessing (at sign-in, and through a session's password change) and mass sign-ups
 * without locking out an office behind one address: only failures count, a right password clears its
 * account's failures, and the counters live in the database, so every server process shares them.
 *
 * An attempt is written before the password is checked and removed again when it succeeds or is
 * refused, so a burst of simultaneous guesses sees its own attempts and cannot slip past the limit.
 */
export class AuthThrottle {
  private readonly db: Db;
  private readonly limits: ThrottleLimits;

  constructor({ db, limits }: AuthThrottleDeps) {
    this.db = db;
    this.limits = limits;
  }

  /**
   * Before checking an account's password, at sign-in or when a signed-in user confirms it to change
   * it: the attempt counts as a failure until `succeeded` forgives it; 429 past a limit, before any
   * password is hashed. Both kinds of check share the account's and the address's limits.
   */
  async beginPasswordCheck(email: string, ip: string): Promise<number> {
    const account = email.trim().toLowerCase();
    const id = await insertAttempt(this.db, 'login_failure', account, ip);
    this.maybePrune();
    const [byAccount, byAddress] = await Promise.all([
      countAttempts(this.db, 'login_failure', { account }, FIFTEEN_MINUTES),
      countAttempts(this.db, 'login_failure', { ip }, FIFTEEN_MINUTES),
    ]);
    const over =
      byAccount.count > this.limits.failuresPerAccount
        ? byAccount
        : byAddress.count > this.limits.failuresPerAddress
          ? byAddress
          : undefined;
    if (over) {
      await deleteAttempt(this.db, id); // a refused attempt is no guess: it does not extend the wait
      throw tooMany(over.oldest, FIFTEEN_MINUTES);
    }
    return id;
  }

  /**
   * A signed-in account confirms its current password before its second factor changes: counted as a
   * sign-in of the account (429 past the limits), 400 `WRONG_CURRENT_PASSWORD` when wrong, as at a
   * password change. A code is asked next, so a right password forgives only itself, never the
   * account's other failures (the codes guessed stay counted, as at a sign-in with a second factor).
   */
  async confirmPassword(account: { email: string; passwordHash: string }, password: string, ip: string): Promise<void> {
    const attempt = await this.beginPasswordCheck(account.email, ip);
    if (!(await verifyPassword(password, account.passwordHash))) throw AppError.badRequest('WRONG_CURRENT_PASSWORD');
    await this.forgive(attempt);
  }

  /** The password was right: the account's failures are forgiven. */
  async succeeded(email: string): Promise<void> {
    await deleteAccountFailures(this.db, email.trim().toLowerCase());
  }

  /** Before a registration: 429 past the address's limit; the attempt counts whatever its outcome. */
  async beginRegistration(ip: string): Promise<void> {
    await this.countedPerAddress('registration', ip);
  }

  /**
   * Before a "Notify me" request (decision 060): a public write that stores an address and later
   * mails it, so limited per address like registrations; the request counts whatever its outcome.
   */
  async beginStockNotification(ip: string): Promise<void> {
    await this.countedPerAddress('stock_notification', ip);
  }

  /**
   * Before a message from the contact page (issue #32): a public write that mails the house, and an
   * acknowledgement to the address given, so limited per address like registrations; counted whatever its outcome.
   */
  async beginContactMessage(ip: string): Promise<void> {
    await this.countedPerAddress('contact_message', ip);
  }

  /** One more attempt of `kind` from `ip`: 429 past the registrations' hourly limit per address. */
  private async countedPerAddress(
    kind: 'registration' | 'stock_notification' | 'contact_message',
    ip: string,
  ): Promise<void> {
    const id = await insertAttempt(this.db, kind, null, ip);
    const { count, oldest } = await countAttempts(this.db, kind, { ip }, ONE_HOUR);
    if (count > this.limits.registrationsPerAddress) {
      await deleteAttempt(this.db, id);
      throw tooMany(oldest, ONE_HOUR);
    }
  }

  /** Before a password reset request: 429 past the account's or the address's hourly limit, whether or not the account exists. */
  beginResetRequest(email: string, ip: string): Promise<void> {
    return this.mailedPerAccountAndAddress('password_reset', email, ip);
  }

  /**
   * Before a signed-in account is mailed a new link confirming its address: limited per account and
   * per address (`ip`) as reset requests are, since each one mails the address.
   */
  beginVerificationMail(email: string, ip: string): Promise<void> {
    return this.mailedPerAccountAndAddress('verification_mail', email, ip);
  }

  /** One more mail of `kind` asked for an account from `ip`: 429 past the reset requests' hourly limits. */
  private async mailedPerAccountAndAddress(
    kind: 'password_reset' | 'verification_mail',
    email: string,
    ip: string,
  ): Promise<void> {
    const account = email.trim().toLowerCase();
    const id = await insertAttempt(this.db, kind, account, ip);
    const [byAccount, byAddress] = await Promise.all([
      countAttempts(this.db, kind, { account }, ONE_HOUR),
      countAttempts(this.db, kind, { ip }, ONE_HOUR),
    ]);
    const over =
      byAccount.count > this.limits.resetsPerAccount
        ? byAccount
        : byAddress.count > this.limits.resetsPerAddress
          ? byAddress
          : undefined;
    if (over) {
      await deleteAttempt(this.db, id);
      throw tooMany(over.oldest, ONE_HOUR);
    }
  }

  /**
   * Before a gift card code is looked up (decision 062): guessed like a password, so throttled like
   * one, per address, with the sign-in's limit per address. The attempt counts until `forgive`
   * removes it (the code was a card's).
   */
  beginCodeGuess(ip: string): Promise<number> {
    return this.guessed('gift_card_guess', ip);
  }

  /**
   * Before a reset link's token is looked up, to check the link or to use it: a token no link was
   * mailed with is a guess, counted per address with the sign-in's limit per address (a real
   * token has 256 bits, so only guessing makes many unknown ones). The attempt counts until
   * `forgive` removes it (the token was a link's, used or expired included).
   */
  beginResetLinkGuess(ip: string): Promise<number> {
    return this.guessed('reset_link_guess', ip);
  }

  /** One more guess of `kind` from `ip`: 429 past the failed sign-ins' limit per address in 15 minutes. */
  private async guessed(kind: 'gift_card_guess' | 'reset_link_guess', ip: string): Promise<number> {
    const id = await insertAttempt(this.db, kind, null, ip);
    this.maybePrune();
    const { count, oldest } = await countAttempts(this.db, kind, { ip }, FIFTEEN_MINUTES);
    if (count > this.limits.failuresPerAddress) {
      await deleteAttempt(this.db, id);
      throw tooMany(oldest, FIFTEEN_MINUTES);
    }
    return id;
  }

  /**
   * One attempt is no guess after all: a code that was a gift card's, a token that was a reset
   * link's; a right password of an account with a second factor (the account's other failures,
   * codes guessed included, stay counted).
   */
  async forgive(attemptId: number): Promise<void> {
    await deleteAttempt(this.db, attemptId);
  }

  private maybePrune(): void {
    if (Math.random() < 0.01) void pruneAttempts(this.db, 2 * ONE_HOUR).catch(() => undefined);
  }
}

/** 429 with the seconds until the oldest counted attempt leaves its window. */
function tooMany(oldest: Date | null, windowMs: number): AppError {
  const waitMs = oldest ? oldest.getTime() + windowMs - Date.now() : windowMs;
  return AppError.tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
}

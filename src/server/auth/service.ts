import { createHash, randomBytes } from 'node:crypto';
import type { LoginInput, ProfileInput, RegisterInput } from '../../domain/accounts/schemas';
import type { CartService } from '../cart/service';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { Tally } from '../observability/tally';
import type { MailService } from '../mail/service';
import { passwordResetMail } from './mails/password-reset';
import type { UserRow, UsersService } from '../users/service';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import {
  deleteUserSessions,
  findResetToken,
  insertResetToken,
  spendOpenResetTokens,
  spendResetTokensWith,
} from './repo';
import type { AuthThrottle } from './throttle';
import type { TwoFactorService } from './two-factor';
import type { EmailVerification } from './verification';
import { paths } from '../../domain/pages/paths';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import { sharedLanguages } from '../i18n/languages';
import { customerData } from '../webhooks/payloads';
import type { WebhookEvents } from '../webhooks/service';

const RESET_LINK_MS = 60 * 60_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * An address as the reset page shows it: the first and last characters of its name (only the first
 * for a short one), the domain as it is. `ada.lovelace@example.com` → `a•••e@example.com`.
 */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, Math.max(at, 0));
  const domain = at < 0 ? '' : email.slice(at);
  const chars = [...name];
  if (chars.length === 0) return `•••${domain}`;
  return `${chars[0]}•••${chars.length > 3 ? chars.at(-1) : ''}${domain}`;
}

/** What AuthService is built from (services.ts gives each by name). */
export interface AuthDeps {
  db: Db;
  users: UsersService;
  cart: CartService;
  throttle: AuthThrottle;
  mail: MailService;
  /** The origin of the links in mails. */
  publicUrl: string;
  twoFactor: TwoFactorService;
  /** The link confirming a new account's address, mailed with the registration. */
  verification: EmailVerification;
  /** Counts refused sign-ins for `GET /metrics`. */
  tally?: Tally;
  /** `customer.created` for the webhooks' endpoints, written with the account (issue #49). */
  webhooks: WebhookEvents;
}

export class AuthService {
  private readonly db: Db;
  private readonly users: UsersService;
  private readonly cart: CartService;
  private readonly throttle: AuthThrottle;
  private readonly mail: MailService;
  private readonly publicUrl: string;
  private readonly twoFactor: TwoFactorService;
  private readonly verification: EmailVerification;
  private readonly tally: Tally | undefined;
  private readonly webhooks: WebhookEvents;

  constructor({ db, users, cart, throttle, mail, publicUrl, twoFactor, verification, tally, webhooks }: AuthDeps) {
    this.db = db;
    this.users = users;
    this.cart = cart;
    this.throttle = throttle;
    this.mail = mail;
    this.publicUrl = publicUrl;
    this.twoFactor = twoFactor;
    this.verification = verification;
    this.tally = tally;
    this.webhooks = webhooks;
  }

  /**
   * `ip` is the caller's address: registrations per address are limited. `locale` is the page's language
   * (the request's): the account's, which its mails speak until the profile changes it.
   */
  async register(input: RegisterInput, ip: string, locale: Locale = DEFAULT_LOCALE): Promise<UserRow> {
    await this.throttle.beginRegistration(ip);
    const taken = await this.users.taken(input.email, input.username);
    if (taken.email) throw AppError.conflict('EMAIL_TAKEN');
    if (taken.username) throw AppError.conflict('USERNAME_TAKEN');
    const passwordHash = await hashPassword(input.password);
    // The account and the mail confirming its address are written together: no account without its link.
    const user = await withTransaction(this.db, async (tx) => {
      const created = await this.users.create(
        { username: input.username, email: input.email, fullName: input.fullName, passwordHash, locale },
        tx,
      );
      await this.verification.send(created, tx);
      await this.webhooks.emit(tx, 'customer.created', `customer.created:${created.id}`, customerData(created));
      return created;
    });
    await this.joinGuestCart(input.guestId, user.id);
    return user;
  }

  /**
   * The same answer whether the e-mail or the password was wrong, in about the same time. Failures
   * are limited per account and per address (`ip`); a success forgives the account's failures.
   * `secondFactor`: the account asks for a code next (TwoFactorService.ask), so its password alone
   * forgives nothing (the codes guessed stay counted) and its guest cart waits for the code.
   */
  async login(input: LoginInput, ip: string): Promise<{ user: UserRow; secondFactor: boolean }> {
    const attempt = await this.throttle.beginPasswordCheck(input.email, ip).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'RATE_LIMITED') this.tally?.count('sign_in_throttled');
      throw err;
    });
    const user = await this.users.findByEmail(input.email);
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !ok) {
      this.tally?.count('sign_in_failed');
      throw AppError.unauthorized('INVALID_CREDENTIALS');
    }
    const secondFactor = await this.twoFactor.isOn(user.id);
    if (secondFactor) await this.throttle.forgive(attempt);
    else await this.throttle.succeeded(input.email);
    if (!user.isActive) throw AppError.forbidden('ACCOUNT_DEACTIVATED');
    if (!secondFactor) await this.joinGuestCart(input.guestId, user.id);
    return { user, secondFactor };
  }

  async updateProfile(userId: number, input: ProfileInput): Promise<UserRow> {
    const user = await this.users.update(userId, input);
    if (!user) throw AppError.unauthorized();
    return user;
  }

  /**
   * A wrong current password is a failed sign-in of the account (limited per account and per address
   * from `ip`, 429 past the limits); the right one forgives the account's failures.
   */
  async changePassword(user: UserRow, currentPassword: string, newPassword: string, ip: string): Promise<void> {
    await this.throttle.beginPasswordCheck(user.email, ip);
    if (!(await verifyPassword(currentPassword, user.passwordHash)))
      throw AppError.badRequest('WRONG_CURRENT_PASSWORD');
    await this.throttle.succeeded(user.email);
    const passwordHash = await hashPassword(newPassword);
    // The reset links mailed before the change would undo it: they are spent with it.
    await this.db.transaction(async (tx) => {
      await this.users.update(user.id, { passwordHash }, tx);
      await spendOpenResetTokens(tx, user.id);
    });
  }

  /**
   * The part of a reset request the caller waits for: the same for an unknown address, so neither
   * the answer nor its time tells whether an account uses it. 429 past the limits.
   */
  async checkResetRequest(email: string, ip: string): Promise<void> {
    await this.throttle.beginResetRequest(email, ip);
  }

  /**
   * Mails a reset link (random token, stored hashed, one hour, once) when an account uses this
   * address; does nothing otherwise. Run after the answer has been sent.
   */
  async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || !user.isActive) return;
    const token = randomBytes(32).toString('base64url');
    await withTransaction(this.db, async (tx) => {
      const id = await insertResetToken(tx, user.id, hashToken(token), new Date(Date.now() + RESET_LINK_MS));
      // In the account's language, whatever the language of the page that asked.
      const mail = passwordResetMail({
        tr: sharedLanguages().translator(user.locale),
        fullName: user.fullName,
        resetUrl: `${this.publicUrl}${paths.resetPassword({ token })}`,
      });
      await this.mail.enqueue({ ...mail, eventKey: `password-reset:${id}`, to: user.email, secrets: { token } }, tx);
    });
  }

  /**
   * The link a token was mailed with, provided it can still set a password: 400 naming why not
   * (unknown, used, expired). An unknown token is a guess, counted per address (`ip`), 429 past
   * the limit; a known one, usable or not, is forgiven.
   */
  private async openResetLink(token: string, ip: string) {
    const attempt = await this.throttle.beginResetLinkGuess(ip);
    const found = await findResetToken(this.db, hashToken(token));
    if (!found) throw AppError.badRequest('RESET_LINK_INVALID');
    await this.throttle.forgive(attempt);
    if (found.usedAt) throw AppError.badRequest('RESET_LINK_USED');
    if (found.expiresAt.getTime() <= Date.now()) throw AppError.badRequest('RESET_LINK_EXPIRED');
    return found;
  }

  /**
   * Whether a reset link still works, without using it: the reset page asks before it shows its
   * form. Answers the account's address masked: whoever holds the link may set the password, but a
   * link found in a browser's history or a forwarded mail should not also hand over the sign-in.
   */
  async checkResetLink(token: string, ip: string): Promise<{ email: string }> {
    const found = await this.openResetLink(token, ip);
    const user = await this.users.find(found.userId);
    if (!user) throw AppError.badRequest('RESET_LINK_INVALID');
    return { email: maskEmail(user.email) };
  }

  /**
   * Sets the new password once per link, within its hour, and ends every session of the account. The
   * account's other links are spent with it: one new password per request, whichever link it came by.
   * Unknown tokens count as guesses from `ip`, as at the check.
   */
  async resetPassword(token: string, newPassword: string, ip: string): Promise<void> {
    const found = await this.openResetLink(token, ip);
    const passwordHash = await hashPassword(newPassword);
    const user = await this.db.transaction(async (tx) => {
      // Spent meanwhile (by a concurrent call, another link or a change), or expired meanwhile.
      if (!(await spendResetTokensWith(tx, found.userId, found.id))) return undefined;
      await deleteUserSessions(tx, found.userId);
      return this.users.update(found.userId, { passwordHash }, tx);
    });
    if (!user) throw AppError.badRequest('RESET_LINK_USED');
    await this.throttle.succeeded(user.email);
  }

  /** A password set otherwise than by a reset link (an accepted staff invitation) spends the links mailed before, in the caller's transaction. */
  forgetResetLinks(userId: number, db: Db = this.db): Promise<void> {
    return spendOpenResetTokens(db, userId);
  }

  /** A guest's cart joins the account (at sign-in, or once its second factor is given). */
  async joinGuestCart(guestId: string | undefined, userId: number): Promise<void> {
    if (guestId) await this.cart.mergeGuestInto(guestId, userId);
  }
}

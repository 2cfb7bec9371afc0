import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { MailService } from '../mail/service';
import { emailVerificationMail } from './mails/email-verification';
import type { UserRow, UsersService } from '../users/service';
import {
  findEmailVerification,
  insertEmailVerification,
  spendEmailVerificationsWith,
  spendOpenEmailVerifications,
} from './security/repo';
import { hashToken } from './session';
import type { AuthThrottle } from './throttle';
import { paths } from '../../domain/pages/paths';
import { sharedLanguages } from '../i18n/languages';

const LINK_MS = 3 * 86_400_000;

/**
 * The orders feature's side of a confirmation (OrderCustomers, handed over by services.ts: the orders
 * feature reaches auth through gift cards, so auth names no orders module): the paid guest orders of
 * the address join the account, inside the confirmation's transaction.
 */
export interface GuestOrderAdoption {
  adoptGuestOrders(userId: number, email: string, db: Db): Promise<number>;
}

/** What EmailVerification is built from (services.ts gives each by name). */
export interface EmailVerificationDeps {
  db: Db;
  users: UsersService;
  throttle: AuthThrottle;
  mail: MailService;
  guestOrders: GuestOrderAdoption;
  /** The origin of the links in mails. */
  publicUrl: string;
}

/**
 * An account's address confirmed by a mailed link (decision 065): a random token,
 * stored hashed, three days, once. Until then, nothing found through the address (a guest order's
 * sample credit, its history) reaches the account; once confirmed, the paid guest orders of that
 * address join it.
 */
export class EmailVerification {
  private readonly db: Db;
  private readonly users: UsersService;
  private readonly throttle: AuthThrottle;
  private readonly mail: MailService;
  private readonly guestOrders: GuestOrderAdoption;
  private readonly publicUrl: string;

  constructor({ db, users, throttle, mail, guestOrders, publicUrl }: EmailVerificationDeps) {
    this.db = db;
    this.users = users;
    this.throttle = throttle;
    this.mail = mail;
    this.guestOrders = guestOrders;
    this.publicUrl = publicUrl;
  }

  /** Mails the account a new link, inside the caller's transaction (the registration's, say). */
  async send(user: Pick<UserRow, 'id' | 'email' | 'fullName' | 'locale'>, db: Db = this.db): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const id = await insertEmailVerification(db, {
      userId: user.id,
      email: user.email.toLowerCase(),
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + LINK_MS),
    });
    // In the account's language.
    const mail = emailVerificationMail({
      tr: sharedLanguages().translator(user.locale),
      fullName: user.fullName,
      verifyUrl: `${this.publicUrl}${paths.verifyEmail({ token })}`,
    });
    await this.mail.enqueue({ ...mail, eventKey: `email-verification:${id}`, to: user.email, secrets: { token } }, db);
  }

  /**
   * A new link for a signed-in account whose address is not confirmed yet (409 once it is): the
   * links mailed before stop working; 429 past the account's or the address's (`ip`) hourly limit.
   */
  async resend(user: UserRow, ip: string): Promise<void> {
    if (user.emailVerifiedAt) throw AppError.conflict('EMAIL_ALREADY_VERIFIED');
    await this.throttle.beginVerificationMail(user.email, ip);
    await withTransaction(this.db, async (tx) => {
      await spendOpenEmailVerifications(tx, user.id);
      await this.send(user, tx);
    });
  }

  /**
   * Confirms the address the link was mailed to, once, within its three days, provided it is still
   * the account's; every open link of the account is spent with it. The paid guest orders of that
   * address join the account in the same transaction.
   */
  async confirm(token: string): Promise<void> {
    const found = await findEmailVerification(this.db, hashToken(token));
    if (!found) throw AppError.badRequest('VERIFY_LINK_INVALID');
    if (found.usedAt) throw AppError.badRequest('VERIFY_LINK_USED');
    if (found.expiresAt.getTime() <= Date.now()) throw AppError.badRequest('VERIFY_LINK_EXPIRED');
    const outcome = await withTransaction(this.db, async (tx) => {
      // Spent meanwhile (a concurrent click, a newer link), or expired meanwhile.
      if (!(await spendEmailVerificationsWith(tx, found.userId, found.id))) return 'used' as const;
      const user = await this.users.find(found.userId, tx);
      if (!user || user.email.toLowerCase() !== found.email.toLowerCase()) return 'invalid' as const;
      if (!user.emailVerifiedAt) await this.users.update(user.id, { emailVerifiedAt: new Date() }, tx);
      await this.guestOrders.adoptGuestOrders(user.id, user.email, tx);
      return 'confirmed' as const;
    });
    if (outcome === 'used') throw AppError.badRequest('VERIFY_LINK_USED');
    if (outcome === 'invalid') throw AppError.badRequest('VERIFY_LINK_INVALID');
  }
}

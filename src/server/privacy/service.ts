import type { StaffRole } from '../../domain/accounts/roles';
import type { AccountExport } from '../../domain/accounts/schemas';
import { draftKinds } from '../../domain/drafts/drafts';
import { verifyPassword } from '../auth/passwords';
import type { AccountSecurity } from '../auth/security';
import type { AuthThrottle } from '../auth/throttle';
import type { TwoFactorService } from '../auth/two-factor';
import type { CartService } from '../cart/service';
import type { BackInStock } from '../catalogue/back-in-stock';
import type { CreationService } from '../creations/service';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import type { DraftService } from '../drafts/service';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import type { MailScope, MailService } from '../mail/service';
import type { ConsentExport } from '../../domain/marketing/schemas';
import type { OrderCustomers } from '../orders/customers';
import type { ReviewService } from '../reviews/service';
import type { UserRow, UsersService } from '../users/service';
import type { WishlistService } from '../wishlist/service';

/** The features whose records of a person the export reads and the deletion reaches. */
export interface PrivacyParts {
  users: Pick<UsersService, 'remove'>;
  security: AccountSecurity;
  throttle: AuthThrottle;
  twoFactor: Pick<TwoFactorService, 'isOn' | 'check'>;
  orders: OrderCustomers;
  mail: Pick<MailService, 'sentTo' | 'redactTo'>;
  creations: Pick<CreationService, 'list'>;
  wishlist: Pick<WishlistService, 'exportOf'>;
  drafts: Pick<DraftService, 'get'>;
  cart: Pick<CartService, 'lines'>;
  reviews: Pick<ReviewService, 'exportOf'>;
  backInStock: Pick<BackInStock, 'exportOf' | 'forget'>;
  /** Consent to marketing mail and its history (DESIGN §1 "Abandoned carts and consent"). */
  marketing: {
    exportOf(account: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>): Promise<ConsentExport>;
    forget(account: Pick<UserRow, 'id' | 'email'>, db: Db): Promise<void>;
  };
}

/** The signed-in person: their account, the session asking and their staff role (the session's lookup). */
type Person = UserRow & { sessionId: number; role: StaffRole | null };

/**
 * The mails that are the person's: every mail to a confirmed address; to an address not confirmed,
 * only those the account caused (its links, its orders'), since the others may be someone else's.
 */
function mailScope(user: Person, orderIds: readonly number[]): MailScope {
  if (user.emailVerifiedAt) return { email: user.email };
  return { email: user.email, only: { kinds: ['email-verification', 'password-reset'], orderIds } };
}

/**
 * The address's own records kept by address alone ("Notify me"): a confirmed address's; an address
 * not confirmed may be someone else's, so none.
 */
const ownAddress = (user: Person): string | undefined => (user.emailVerifiedAt ? user.email : undefined);

/** The profile as its owner downloads it: never the password's hash, nor the search column. */
function profileOf(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    fullName: user.fullName,
    phone: user.phone,
    address: user.address,
    address2: user.address2,
    city: user.city,
    region: user.region,
    postalCode: user.postalCode,
    country: user.country,
    dateOfBirth: user.dateOfBirth,
    isActive: user.isActive,
    subscriptionStatus: user.subscriptionStatus,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * A person's data (decision 065): all the shop holds about them, downloaded as
 * one JSON file, and the deletion of their account. Each feature reads and changes its own tables;
 * the deletion runs in one transaction: the orders stay for the books as "Deleted customer" (issued
 * invoices keep the buyer as printed), the mails to the person lose their address and body, a confirmed
 * address's "Notify me" requests go, and the account goes with what is only its own (sessions,
 * creations, wishlist, drafts, cart). Reviews stay, signed as written and linked to no one.
 */
export class PrivacyService {
  private readonly db: Db;
  private readonly parts: PrivacyParts;

  constructor({ db, ...parts }: PrivacyParts & { db: Db }) {
    this.db = db;
    this.parts = parts;
  }

  async exportOf(user: Person): Promise<AccountExport> {
    const p = this.parts;
    const address = ownAddress(user);
    const [sessions, twoFactor, staff, orders, creations, wishlist, drafts, cart, reviews, stockNotifications] =
      await Promise.all([
        p.security.devices(user.id, user.sessionId),
        p.security.secondFactor(user.id),
        p.security.staffMembership(user.id),
        p.orders.exportOf(user.id),
        p.creations.list(user.id),
        p.wishlist.exportOf(user.id),
        Promise.all(draftKinds.map(async (kind) => ({ kind, draft: await p.drafts.get(user.id, kind) }))),
        p.cart.lines({ kind: 'user', userId: user.id }),
        p.reviews.exportOf(user.id),
        address ? p.backInStock.exportOf(address) : [],
      ]);
    const marketing = await p.marketing.exportOf(user);
    const mails = await p.mail.sentTo(mailScope(user, orders.orderIds));
    return {
      exportedAt: new Date().toISOString(),
      profile: profileOf(user),
      sessions,
      twoFactor,
      staff,
      orders: orders.orders,
      returns: orders.returns,
      creations,
      wishlist,
      drafts: drafts.filter((d) => d.draft !== undefined),
      cart,
      reviews,
      stockNotifications,
      marketing,
      mails,
    };
  }

  /**
   * Deletes the account once its password (and, with a second factor, a code) is given. The password
   * is checked first, as a sign-in is (400 `WRONG_CURRENT_PASSWORD`, 429 past the limits); then 409
   * `ORDERS_IN_PROGRESS` while a paid order has not shipped, 409 `LAST_OWNER` for the shop's last
   * active owner, before the code: a code is not spent on a deletion refused.
   */
  async deleteAccount(user: Person, input: { password: string; code?: string | undefined }, ip: string) {
    const p = this.parts;
    const secondFactor = await p.twoFactor.isOn(user.id);
    const attempt = await p.throttle.beginPasswordCheck(user.email, ip);
    if (!(await verifyPassword(input.password, user.passwordHash))) throw AppError.badRequest('WRONG_CURRENT_PASSWORD');
    // With a second factor a code follows: a right password forgives only itself, never the codes
    // guessed before it, or one who knows the password could guess codes without end (issue #41).
    if (secondFactor) await p.throttle.forgive(attempt);
    else await p.throttle.succeeded(user.email);
    if (await p.orders.hasOrdersInProgress(user.id)) throw AppError.conflict('ORDERS_IN_PROGRESS');
    if (await p.security.isLastOwner(user.id, user.role)) throw AppError.conflict('LAST_OWNER');
    if (secondFactor) {
      if (!input.code)
        throw AppError.badRequest('TWO_FACTOR_CODE_INVALID', msg('Please enter the code from your app.'));
      await p.twoFactor.check(user, input.code, ip);
    }
    await withTransaction(this.db, async (tx) => {
      // An order paid meanwhile waits for its shipping as the one checked above would.
      if (await p.orders.hasOrdersInProgress(user.id, tx)) throw AppError.conflict('ORDERS_IN_PROGRESS');
      const orderIds = await p.orders.anonymize(user.id, tx);
      await p.mail.redactTo(mailScope(user, orderIds), tx);
      const address = ownAddress(user);
      if (address) await p.backInStock.forget(address, tx);
      await p.security.forgetAttempts(user.email, tx);
      // The consent's history goes with the account: no row, no consent, no marketing mail.
      await p.marketing.forget(user, tx);
      await p.users.remove(user.id, tx);
      // Without their owner, the orders are found by what is left of them ("Deleted customer", their lines).
      await p.orders.refreshSearch(orderIds, tx);
    });
  }
}

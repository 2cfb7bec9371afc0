import { randomBytes } from 'node:crypto';
import { Periodic } from '../periodic';
import type { FastifyBaseLogger } from 'fastify';
import { urlOf } from '../../domain/api/endpoint';
import { unsubscribe } from '../../domain/api/marketing';
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '../../domain/i18n/locales';
import { abandonedBefore, reminderDue } from '../../domain/marketing/reminders';
import { CONSENT_WORDS, type ConsentExport } from '../../domain/marketing/schemas';
import { paths } from '../../domain/pages/paths';
import type { AbandonedCart, CartService } from '../cart/service';
import type { CartOwner } from '../cart/owner';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { sharedLanguages } from '../i18n/languages';
import type { MailService } from '../mail/service';
import type { UserRow, UsersService } from '../users/service';
import { cartReminderMail, unsubscribeHeaders } from './mails/cart-reminder';
import { unsubscribePage } from './pages';
import { type ConsentRow, consentHistory, deleteConsents, grantOfToken, insertConsent, latestConsents } from './repo';

/** How many abandoned carts one pass of the scheduler reads at a time. */
const BATCH = 100;
/** The scheduler looks a quarter of ABANDONED_CART_HOURS apart, between once a second and once a minute. */
const schedulerMs = (hours: number) => Math.min(60_000, Math.max(1_000, Math.round((hours * 3_600_000) / 4)));

const newToken = () => randomBytes(32).toString('base64url');

/** Where an answer to the box was given. */
type Source = ConsentRow['source'];

/** What MarketingService is built from (services.ts gives each by name). */
export interface MarketingDeps {
  db: Db;
  cart: Pick<CartService, 'noteContact' | 'abandoned' | 'claimReminder' | 'lines' | 'restore'>;
  users: Pick<UsersService, 'find' | 'emailsOf'>;
  /** An account's place on the staff, or null (the account security's): staff are never sent marketing mail. */
  staff: { staffMembership(userId: number): Promise<unknown> };
  mail: Pick<MailService, 'enqueue'>;
  publicUrl: string;
  /** ABANDONED_CART_HOURS: how long a cart sits unchanged before its reminder (decimals allowed). */
  abandonedCartHours: number;
  /** The clock: a test passes its own to see a cart abandoned. */
  now?: () => Date;
}

/** A page of the unsubscribe link and its status. */
interface Page {
  status: 200 | 404;
  html: string;
}

/** The account a consent belongs to, as the profile, the export and the deletion know it. */
type Account = Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>;

/**
 * Marketing consent and the abandoned-cart reminder (DESIGN §1 "Abandoned carts and consent"). Consent is a history
 * per address (`marketing_consents`): each grant and withdrawal with its time, source, words and language; the latest
 * row is the consent now. The reminder goes once per cart's contents, only to an address whose consent is a grant:
 * every process's scheduler walks the carts left for ABANDONED_CART_HOURS, and the cart's claim (`reminded_at`, set
 * in one conditional update) lets one of them write the mail, in the claim's transaction.
 */
export class MarketingService {
  now: () => Date;
  private readonly deps: MarketingDeps;

  constructor(deps: MarketingDeps) {
    this.deps = deps;
    this.now = deps.now ?? (() => new Date());
  }

  /** Whether the address receives marketing mail now (its latest answer a grant). */
  async consentOf(email: string): Promise<boolean> {
    return (await latestConsents(this.deps.db, [email])).get(email.toLowerCase())?.action === 'granted';
  }

  /**
   * POST /api/orders: a guest's typed address is kept on their cart (its reminder goes there); a ticked box grants
   * the consent of the account's address, or of the typed one for a guest. An unticked box withdraws nothing: the
   * box at checkout only ever asks.
   */
  async atCheckout(input: {
    owner: CartOwner;
    email: string;
    account?: { id: number; email: string } | undefined;
    consent: boolean | undefined;
    locale: string;
  }): Promise<void> {
    await this.deps.cart.noteContact(input.owner, input.email);
    if (input.consent)
      await this.answer(input.account?.email ?? input.email, input.account?.id ?? null, true, 'checkout', input.locale);
  }

  /** PUT /api/user/profile: the account's box, ticked or not; a change is recorded, the same answer again is not. */
  async fromAccount(account: Pick<Account, 'id' | 'email'>, consent: boolean, locale: string): Promise<void> {
    await this.answer(account.email, account.id, consent, 'account', locale);
  }

  /** GET /api/marketing/unsubscribe: the page asking to confirm, or saying it is done, or that the link is unknown. */
  async unsubscribePage(token: string | undefined, requestLocale: Locale): Promise<Page> {
    const grant = token ? await grantOfToken(this.deps.db, token) : undefined;
    if (!grant || !token) return { status: 404, html: unsubscribePage(this.tr(requestLocale), { kind: 'invalid' }) };
    const tr = this.tr(grant.locale);
    if (!(await this.consentOf(grant.email)))
      return { status: 200, html: unsubscribePage(tr, { kind: 'done', email: grant.email }) };
    return { status: 200, html: unsubscribePage(tr, { kind: 'confirm', email: grant.email, token }) };
  }

  /**
   * POST /api/marketing/unsubscribe (RFC 8058's one click, or the page's button): the address's consent withdrawn,
   * recorded once whichever of its grants' links it came by.
   */
  async unsubscribe(token: string | undefined, requestLocale: Locale): Promise<Page> {
    const grant = token ? await grantOfToken(this.deps.db, token) : undefined;
    if (!grant) return { status: 404, html: unsubscribePage(this.tr(requestLocale), { kind: 'invalid' }) };
    await this.answer(grant.email, grant.userId, false, 'unsubscribe', grant.locale);
    return { status: 200, html: unsubscribePage(this.tr(grant.locale), { kind: 'done', email: grant.email }) };
  }

  /** POST /api/cart/restore: see CartService.restore. */
  restore(token: string, owner: CartOwner): Promise<void> {
    return this.deps.cart.restore(token, owner);
  }

  /**
   * The export's part: the consent of the account's address now, and the history that is the account's (what it
   * answered, and every answer of its address once confirmed), oldest first.
   */
  async exportOf(account: Account): Promise<ConsentExport> {
    const verified = account.emailVerifiedAt ? account.email : undefined;
    const rows = await consentHistory(this.deps.db, account.id, verified);
    return {
      consent: await this.consentOf(account.email),
      history: rows.map((row) => ({
        action: row.action,
        source: row.source,
        email: row.email,
        wording: row.wording,
        locale: row.locale,
        at: row.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Inside an account's deletion: the consent history of the account and of its address goes with it. Nothing is
   * left to prove: with no row, the address has no consent and is sent no marketing mail.
   */
  forget(account: Pick<Account, 'id' | 'email'>, db: Db): Promise<void> {
    return deleteConsents(db, account.id, account.email);
  }

  /** An answer recorded when it changes the address's consent now. */
  private async answer(email: string, userId: number | null, granted: boolean, source: Source, locale: string) {
    const address = email.toLowerCase();
    const latest = (await latestConsents(this.deps.db, [address])).get(address);
    if ((latest?.action === 'granted') === granted) return;
    const tr = this.tr(locale);
    await insertConsent(this.deps.db, {
      email: address,
      userId,
      action: granted ? 'granted' : 'withdrawn',
      source,
      // The words beside the box, or the mail's link the shopper followed, in the language shown.
      wording: source === 'unsubscribe' ? tr.t('Unsubscribe') : tr.t(CONSENT_WORDS),
      locale: tr.locale,
      unsubscribeToken: granted ? newToken() : null,
      createdAt: this.now(),
    });
  }

  private tr(locale: string | null | undefined) {
    return sharedLanguages().translator(isLocale(locale) ? locale : DEFAULT_LOCALE);
  }

  /**
   * One pass of the scheduler: every cart left since ABANDONED_CART_HOURS before now, BATCH at a time, whose owner's
   * address consents now (`reminderDue`), reminded once. Answers how many reminders were written.
   */
  async runDue(log?: FastifyBaseLogger): Promise<number> {
    const { cart, users, db, abandonedCartHours: hours } = this.deps;
    const now = this.now();
    const before = abandonedBefore(now, hours);
    let written = 0;
    let after: { cursor: string; id: number } | undefined;
    for (;;) {
      const batch = await cart.abandoned(before, after, BATCH);
      const emails = await users.emailsOf(batch.flatMap((c) => (c.userId === null ? [] : [c.userId])));
      const addressOf = (c: AbandonedCart) =>
        (c.userId === null ? c.contactEmail : (emails.get(c.userId) ?? null))?.toLowerCase() ?? null;
      const consents = await latestConsents(
        db,
        batch.flatMap((c) => addressOf(c) ?? []),
      );
      for (const c of batch) {
        const email = addressOf(c);
        const consent = email ? consents.get(email) : undefined;
        // Who is staff is asked only of an account whose address consents.
        const staff =
          consent?.action === 'granted' && c.userId !== null
            ? (await this.deps.staff.staffMembership(c.userId)) !== null
            : false;
        const facts = { ...c, remindedAt: null, email, consent: consent?.action ?? null, staff };
        if (!email || !consent || !reminderDue(facts, now, hours)) continue;
        try {
          if (await this.remind(c, email, consent, now, before)) written++;
        } catch (err) {
          log?.error({ err, cartId: c.id }, 'an abandoned-cart reminder failed');
        }
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) return written;
      after = { cursor: last.cursor, id: last.id };
    }
  }

  /** The cart claimed (once across processes) and its reminder written in the claim's transaction. */
  private async remind(c: AbandonedCart, email: string, consent: ConsentRow, now: Date, before: Date) {
    const { cart, users, mail, publicUrl, db } = this.deps;
    const unsubscribeToken = consent.unsubscribeToken;
    if (!unsubscribeToken) return false;
    const owner: CartOwner =
      c.userId !== null ? { kind: 'user', userId: c.userId } : { kind: 'guest', guestId: c.guestId! };
    const user = c.userId !== null ? await users.find(c.userId) : undefined;
    // The account's language, or the one the box was ticked in.
    const tr = this.tr(user?.locale ?? consent.locale);
    const lines = await cart.lines(owner);
    if (lines.length === 0) return false;
    return withTransaction(db, async (tx) => {
      const token = await cart.claimReminder(c.id, before, now, newToken(), tx);
      if (!token) return false;
      const restoreUrl = `${publicUrl}${localizedPath(paths.cart({ restore: token }), tr.locale)}`;
      const unsubscribeUrl = `${publicUrl}${urlOf(unsubscribe, { query: { token: unsubscribeToken } })}`;
      const reminder = cartReminderMail({
        tr,
        customerName: user?.fullName ?? null,
        lines: lines.map((line) => ({ name: line.name, volume: line.volume, quantity: line.quantity })),
        restoreUrl,
        unsubscribeUrl,
      });
      await mail.enqueue(
        {
          ...reminder,
          to: email,
          eventKey: `cart-reminder:${c.id}:${now.toISOString()}`,
          headers: unsubscribeHeaders(unsubscribeUrl),
          secrets: { restore: token, unsubscribe: unsubscribeToken },
        },
        tx,
      );
      return true;
    });
  }

  private scheduler: Periodic | undefined;

  /** The scheduler: a pass now and every while the app runs, in every process (each cart is claimed by one). */
  start(log: FastifyBaseLogger, everyMs = schedulerMs(this.deps.abandonedCartHours)): void {
    this.scheduler = new Periodic(
      async () => {
        const n = await this.runDue(log);
        if (n > 0) log.info({ reminded: n }, 'abandoned carts reminded');
      },
      (err) => log.error({ err }, 'the abandoned-cart reminders failed'),
    );
    this.scheduler.start(everyMs);
  }

  /** Stops the scheduler, once its pass in flight has ended. */
  async stop(): Promise<void> {
    await this.scheduler?.stop();
  }
}

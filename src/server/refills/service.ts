import type { FastifyBaseLogger } from 'fastify';
import { Periodic } from '../periodic';
import { money, toMajorIn } from '../../domain/currency/currency';
import { extended } from '../../domain/shared/objects';
import { localizedPath, type Locale } from '../../domain/i18n/locales';
import { paths } from '../../domain/pages/paths';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import type {
  AdminSubscription,
  AdminSubscriptionDetail,
  RefillOffer,
  RefillSubscription,
  SubscriptionChange,
  SubscriptionStatus,
} from '../../domain/refills/schemas';
import {
  afterDecline,
  changeInterval,
  firstRenewalAt,
  isLocked,
  lockStartsAt,
  nextAfterEarlyRenewal,
  nextAfterRenewal,
  pause,
  pauseUntil,
  resume,
  skipNext,
} from '../../domain/refills/schedule';
import type { PageRequest } from '../../domain/shared/paging';
import type { CartService } from '../cart/service';
import type { Db } from '../db/client';
import type { Page } from '../db/keyset';
import type { OneValueRead } from '../db/together';
import { type Tx, withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { sharedLanguages } from '../i18n/languages';
import type { MailService } from '../mail/service';
import type { MarketsService } from '../markets/service';
import type { OrderLifecycle } from '../orders/lifecycle';
import type { OrderPlacing } from '../orders/placing';
import type { OrderRow } from '../orders/placing';
import type { IntentInfo } from '../payments/provider';
import type { PaymentService } from '../payments/service';
import type { SettingsService } from '../settings/service';
import type { UsersService } from '../users/service';
import { subscriptionData } from '../webhooks/payloads';
import type { WebhookEvents } from '../webhooks/service';
import {
  refillActionNeededMail,
  refillCancelledMail,
  refillChangedMail,
  refillDeclinedMail,
  refillPostponedMail,
  type RefillMailData,
  refillReminderMail,
  refillStoppedMail,
} from './mails/refill-mails';
import {
  advanceCycle,
  type AttemptRow,
  attemptsOf,
  claimDue,
  claimSubscription,
  findAttempt,
  findSubscription,
  insertAttempt,
  insertSubscription,
  listSubscriptions,
  lockSubscription,
  type RefillFigures,
  refillFiguresRead,
  renewalBacklog,
  releaseSubscription,
  setAttemptOutcome,
  type ShownSubscription,
  type SubscriptionRow,
  subscriptionsOf,
  takeReminders,
  updateSubscription,
} from './repo';

/** How long a process bills a subscription before another may take it over (it crashed, say). */
const LEASE_MS = 2 * 60_000;
/** A sold-out size is tried again a day later. */
const POSTPONE_MS = 24 * 60 * 60_000;
/** How often the scheduler looks for due renewals and reminders. */
const SCHEDULER_MS = 60_000;
/**
 * How many renewals one process bills side by side. One: renewals of one day meet on the invoice number's sequence
 * and the day's kept figures, so side by side they wait for each other (measured: 4 at once was slower, not faster);
 * more processes add throughput instead.
 */
const PARALLEL = 1;
/** How many due subscriptions one pass of the scheduler takes at a time. */
const BATCH = 50;
/** A renewal still unbilled this long after its due time is late (`GET /metrics`, docs/operations.md). */
const LATE_AFTER_MS = 15 * 60_000;

/** Who asked for a renewal: the scheduler on its day, the customer's "next one now", or staff's "bill now". */
type Trigger = 'scheduler' | 'customer' | 'staff';

export interface RefillDeps {
  db: Db;
  settings: Pick<SettingsService, 'refillTerms'>;
  cart: Pick<CartService, 'pricedRefill' | 'refillLines'>;
  markets: Pick<MarketsService, 'ofCountry' | 'byDefault' | 'list'>;
  orders: Pick<OrderPlacing, 'place' | 'find' | 'linesOf'>;
  lifecycle: Pick<OrderLifecycle, 'supersede'>;
  payments: Pick<PaymentService, 'chargeSaved' | 'setupCard' | 'savedCardOf'>;
  /** The checkout's settlement of a paid intent (built after this service: a function). */
  confirm: () => (orderId: number, intentId: string) => Promise<{ status: string }>;
  users: Pick<UsersService, 'find' | 'contactsOf'>;
  mail: Pick<MailService, 'enqueue'>;
  /** `subscription.created`, `renewed` and `cancelled` for the webhooks' endpoints, in the change's transaction. */
  webhooks: WebhookEvents;
  publicUrl: string;
  /** The clock: a test passes its own to see renewals, retries and reminders on their day. */
  now?: () => Date;
}

/** What a renewal came to. */
type Billed =
  | { outcome: 'succeeded'; orderId: number }
  | { outcome: 'declined' | 'requires_action'; orderId: number; message: string }
  | { outcome: 'postponed' | 'stopped' };

/**
 * Refills (DESIGN §1 "Refills"): a paid refill line becomes a subscription; each renewal is an order priced on its
 * day, charged off-session to the kept card under an idempotency key per subscription, cycle and attempt. A cycle is
 * billed once whatever the processes do: a lease (`charging_until`) lets one caller bill a subscription at a time,
 * the provider's idempotency key makes a repeated charge the same charge, and the cycle moves on once, in the
 * payment's settlement (`onPaid`), under a unique index of one paid order per subscription and cycle.
 */
export class RefillService {
  now: () => Date;
  private readonly deps: RefillDeps;

  constructor(deps: RefillDeps) {
    this.deps = deps;
    this.now = deps.now ?? (() => new Date());
  }

  /** GET /api/refills. */
  async offer(): Promise<RefillOffer> {
    const { discountBp, intervals } = await this.deps.settings.refillTerms();
    return { intervals, discountPercent: discountBp / 100 };
  }

  /**
   * In the payment's transaction (checkout/settling.ts): a first order's refill lines become subscriptions with the
   * card the provider kept; a renewal's order moves its subscription to the cycle it paid, once.
   */
  async onPaid(order: OrderRow, intent: IntentInfo | undefined, tx: Tx): Promise<void> {
    const paidAt = order.paidAt ?? this.now();
    if (order.subscriptionId !== null && order.subscriptionCycle !== null) {
      const sub = await lockSubscription(tx, order.subscriptionId);
      if (!sub) return;
      const now = this.now();
      const due = sub.nextRenewalAt ?? now;
      // Paid before its day ("the next one now"): the next is an interval from today; else from its due day.
      const next = now < due ? nextAfterEarlyRenewal(now, sub.intervalWeeks) : nextAfterRenewal(due, sub.intervalWeeks);
      const [line] = await this.deps.orders.linesOf(order.id, tx);
      const renewed = await advanceCycle(tx, sub.id, order.subscriptionCycle, {
        lastAmountMinor: line ? line.unitPriceCents * line.quantity : sub.lastAmountMinor,
        status: 'active',
        failures: 0,
        nextRenewalAt: next,
        attemptAt: next,
        resumeAt: null,
        ...(intent?.savedCard ? { cardToken: intent.savedCard.token, cardLabel: intent.savedCard.label } : {}),
      });
      if (renewed)
        await this.deps.webhooks.emit(
          tx,
          'subscription.renewed',
          `subscription.renewed:${renewed.id}:${renewed.cycle}`,
          subscriptionData(renewed, order.id),
        );
      return;
    }
    if (order.userId === null) return;
    const lines = (await this.deps.orders.linesOf(order.id, tx)).filter((l) => (l.refillWeeks ?? 0) > 0);
    if (lines.length === 0) return;
    const market = await this.deps.markets.ofCountry(order.countryCode);
    for (const line of lines) {
      const next = firstRenewalAt(paidAt, line.refillWeeks!);
      const made = await insertSubscription(tx, {
        userId: order.userId,
        intervalWeeks: line.refillWeeks!,
        perfumeId: line.perfumeId,
        volume: line.volume,
        isCustom: line.isCustom,
        customDetails: line.customDetails,
        name: line.name,
        quantity: line.quantity,
        market: market.code,
        currency: order.currency,
        shippingDetails: order.shippingDetails,
        countryCode: order.countryCode,
        shippingMethodId: order.shippingMethodId,
        locale: order.locale,
        cardToken: intent?.savedCard?.token ?? null,
        cardLabel: intent?.savedCard?.label ?? null,
        lastAmountMinor: line.unitPriceCents * line.quantity,
        originOrderId: order.id,
        originLineId: line.id,
        nextRenewalAt: next,
        attemptAt: next,
      });
      if (made)
        await this.deps.webhooks.emit(
          tx,
          'subscription.created',
          `subscription.created:${made.id}`,
          subscriptionData(made, order.id),
        );
    }
  }

  /** A subscription that ended, for the webhooks' endpoints, in the transaction that ended it (once: it stays ended). */
  private async ended(row: SubscriptionRow, tx: Tx): Promise<SubscriptionRow> {
    await this.deps.webhooks.emit(
      tx,
      'subscription.cancelled',
      `subscription.cancelled:${row.id}`,
      subscriptionData(row, null),
    );
    return row;
  }

  /** GET /api/user/subscriptions: the customer's refills, each at its refill price of today. */
  async listOf(userId: number): Promise<RefillSubscription[]> {
    return this.answers(await subscriptionsOf(this.deps.db, userId));
  }

  /** GET /api/user/subscription: the spec's status and plan, `active` while a refill runs. */
  async statusOf(userId: number): Promise<{ status: 'active' | 'inactive'; plan: string | null }> {
    const live = (await subscriptionsOf(this.deps.db, userId)).find((s) => s.status !== 'cancelled');
    return live ? { status: 'active', plan: live.name } : { status: 'inactive', plan: null };
  }

  /** PUT /api/user/subscriptions/:id: one change, under the subscription's lock; cancelling is at once. */
  async change(userId: number, id: number, change: SubscriptionChange): Promise<RefillSubscription> {
    const now = this.now();
    const { row, mail } = await withTransaction(this.deps.db, async (tx) => {
      const sub = await lockSubscription(tx, id);
      if (sub?.userId !== userId) throw AppError.notFound('SUBSCRIPTION_NOT_FOUND');
      if (sub.status === 'cancelled') throw AppError.conflict('SUBSCRIPTION_ENDED');
      if (change.status === 'cancelled') {
        const cancelled = await updateSubscription(tx, id, cancelledAt(now, 'customer'));
        return { row: await this.ended(cancelled!, tx), mail: 'cancelled' as const };
      }
      const next = sub.nextRenewalAt ?? now;
      if (isLocked(next, now) || sub.chargingUntil !== null) throw AppError.conflict('SUBSCRIPTION_LOCKED');
      const set = changed(sub, change, next, now);
      const row = await updateSubscription(tx, id, set.values);
      return { row: row!, mail: set.kind };
    });
    await this.tell(row, mail);
    return this.answer(row);
  }

  /** Starts changing a refill's card: the provider's setup, for the card form (no number reaches the shop). */
  async startCardChange(userId: number, id: number): Promise<{ setupId: string; clientSecret: string }> {
    await this.owned(userId, id);
    const setup = await this.deps.payments.setupCard(`user:${userId}`);
    return { setupId: setup.id, clientSecret: setup.clientSecret };
  }

  /** The card a completed setup saved becomes the refill's: its next renewal or retry is charged to it. */
  async finishCardChange(userId: number, id: number, setupId: string): Promise<RefillSubscription> {
    await this.owned(userId, id);
    const card = await this.deps.payments.savedCardOf(setupId);
    if (!card) throw AppError.badRequest('CARD_SETUP_INCOMPLETE');
    const row = await updateSubscription(this.deps.db, id, { cardToken: card.token, cardLabel: card.label });
    return this.answer(row!);
  }

  /** A live subscription of this customer's (404 another's, 409 an ended one). */
  private async owned(userId: number, id: number): Promise<SubscriptionRow> {
    const sub = await findSubscription(this.deps.db, id);
    if (sub?.userId !== userId) throw AppError.notFound('SUBSCRIPTION_NOT_FOUND');
    if (sub.status === 'cancelled') throw AppError.conflict('SUBSCRIPTION_ENDED');
    return sub;
  }

  /**
   * The next delivery now (the customer's "next one now", staff's "bill now"): one caller bills it (the others 409
   * SUBSCRIPTION_BUSY); a declined card answers 409 RENEWAL_DECLINED and is not counted as the cycle's failure.
   */
  async renewNow(id: number, trigger: Exclude<Trigger, 'scheduler'>, userId?: number): Promise<{ orderId: number }> {
    const now = this.now();
    const found = await findSubscription(this.deps.db, id);
    if (!found || (userId !== undefined && found.userId !== userId)) throw AppError.notFound('SUBSCRIPTION_NOT_FOUND');
    if (found.status === 'cancelled') throw AppError.conflict('SUBSCRIPTION_ENDED');
    const sub = await claimSubscription(this.deps.db, id, now, new Date(now.getTime() + LEASE_MS));
    if (!sub) throw AppError.conflict('SUBSCRIPTION_BUSY');
    try {
      const billed = await this.bill(sub, trigger, now);
      if (billed.outcome === 'succeeded') return { orderId: billed.orderId };
      if (billed.outcome === 'declined' || billed.outcome === 'requires_action')
        throw AppError.conflict('RENEWAL_DECLINED');
      throw AppError.conflict('SUBSCRIPTION_BUSY');
    } finally {
      await releaseSubscription(this.deps.db, id);
    }
  }

  /**
   * One pass of the scheduler (refills/worker.ts): every subscription due by now, BATCH at a time, each taken by one
   * process (skip locked), then the reminders of the renewals three days away. Answers how many were billed.
   */
  async runDue(log?: FastifyBaseLogger): Promise<number> {
    let billed = 0;
    for (;;) {
      const now = this.now();
      const due = await claimDue(this.deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
      // A few at a time: each renewal waits on the store and the provider more than it works.
      let next = 0;
      const worker = async () => {
        for (let sub = due[next++]; sub; sub = due[next++]) {
          // Stopping (SIGTERM): the renewal in hand ends; the rest of the batch is let go for another process.
          if (this.stopping) {
            await releaseSubscription(this.deps.db, sub.id);
            continue;
          }
          try {
            if ((await this.bill(sub, 'scheduler', now)).outcome === 'succeeded') billed++;
          } catch (err) {
            log?.error({ err, subscriptionId: sub.id }, 'a refill renewal failed');
          } finally {
            await releaseSubscription(this.deps.db, sub.id);
          }
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      if (due.length < BATCH || this.stopping) break;
    }
    if (!this.stopping) await this.remind();
    return billed;
  }

  private scheduler: Periodic | undefined;
  private stopping = false;

  /** The scheduler: a pass now and every `everyMs` while the app runs, in every process (each takes its own rows). */
  start(log: FastifyBaseLogger, everyMs = SCHEDULER_MS): void {
    this.stopping = false;
    this.scheduler = new Periodic(
      async () => {
        const n = await this.runDue(log);
        if (n > 0) log.info({ renewed: n }, 'refills renewed');
      },
      (err) => log.error({ err }, 'the refills scheduler failed'),
    );
    this.scheduler.start(everyMs);
  }

  /** Stops the scheduler once the renewal in hand has ended (the pass in flight takes no other). */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.scheduler?.stop();
  }

  /** The reminders three days before each renewal, once per renewal date. */
  private async remind(): Promise<void> {
    for (;;) {
      const due = await takeReminders(this.deps.db, this.now(), BATCH);
      for (const sub of due) {
        const data = await this.mailData(sub);
        if (data)
          await this.deps.mail.enqueue({
            ...refillReminderMail(data.mail),
            ...data.to,
            eventKey: `refill-reminder:${sub.id}:${sub.nextRenewalAt?.toISOString()}`,
          });
      }
      if (due.length < BATCH || this.stopping) return;
    }
  }

  /**
   * The dashboard's refills: how many run, their monthly recurring revenue per currency (each one's last delivery
   * spread over a month: × 52 / 12 / its interval in weeks) and how many ended this month (UTC).
   */
  figuresRead(): OneValueRead<RefillFigures> {
    return refillFiguresRead(this.now());
  }

  /** Renewals waiting for the scheduler: due by now, and late (due more than 15 minutes ago); `GET /metrics` reads them. */
  backlog(): Promise<{ due: number; late: number }> {
    const now = this.now();
    return renewalBacklog(this.deps.db, now, new Date(now.getTime() - LATE_AFTER_MS));
  }

  /** Staff: a page of the refills, of one status, each with its customer, cycle and failed attempts. */
  async page(status: SubscriptionStatus | undefined, page: PageRequest): Promise<Page<AdminSubscription>> {
    const found = await listSubscriptions(this.deps.db, status, page);
    const ids = [...new Set(found.rows.map((r) => r.userId))];
    const [contacts, answers] = await Promise.all([this.deps.users.contactsOf(ids), this.answers(found.rows)]);
    const rows = found.rows.map((row, i) =>
      extended(answers[i]!, {
        customerEmail: contacts.get(row.userId)?.email ?? '',
        customerName: contacts.get(row.userId)?.name ?? '',
        cycle: row.cycle,
        failures: row.failures,
      }),
    );
    return { ...found, rows };
  }

  attempts(id: number): Promise<AttemptRow[]> {
    return attemptsOf(this.deps.db, id);
  }

  /** Staff: a refill with every attempt of its deliveries. */
  async detail(id: number): Promise<AdminSubscriptionDetail> {
    const sub = await findSubscription(this.deps.db, id);
    if (!sub) throw AppError.notFound('SUBSCRIPTION_NOT_FOUND');
    const [contacts, attempts] = await Promise.all([
      this.deps.users.contactsOf([sub.userId]),
      attemptsOf(this.deps.db, id),
    ]);
    return {
      ...(await this.answer(sub)),
      customerEmail: contacts.get(sub.userId)?.email ?? '',
      customerName: contacts.get(sub.userId)?.name ?? '',
      cycle: sub.cycle,
      failures: sub.failures,
      cancelReason: sub.cancelReason,
      attempts: attempts.map((a) => ({
        id: a.id,
        cycle: a.cycle,
        attempt: a.attempt,
        orderId: a.orderId,
        outcome: a.outcome,
        message: a.message,
        trigger: a.trigger,
        createdAt: a.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Staff pause (one to three deliveries), resume or cancel a refill, whatever the lock window (the house may
   * always stop a delivery it has not billed); not while a renewal is being charged (409 SUBSCRIPTION_BUSY).
   */
  async changeByStaff(
    id: number,
    change: { status: 'active' | 'paused' | 'cancelled'; pauseCycles?: number | undefined },
  ) {
    const now = this.now();
    const { row, kind } = await withTransaction(this.deps.db, async (tx) => {
      const sub = await lockSubscription(tx, id);
      if (!sub) throw AppError.notFound('SUBSCRIPTION_NOT_FOUND');
      if (sub.status === 'cancelled') throw AppError.conflict('SUBSCRIPTION_ENDED');
      if (sub.chargingUntil !== null && sub.chargingUntil > now) throw AppError.conflict('SUBSCRIPTION_BUSY');
      if (change.status === 'cancelled')
        return {
          row: await this.ended((await updateSubscription(tx, id, cancelledAt(now, 'staff')))!, tx),
          kind: 'cancelled' as const,
        };
      const set = changed(
        sub,
        { status: change.status, pauseCycles: change.pauseCycles },
        sub.nextRenewalAt ?? now,
        now,
      );
      return { row: (await updateSubscription(tx, id, set.values))!, kind: set.kind };
    });
    await this.tell(row, kind);
    return this.detail(row.id);
  }

  /** A subscription as its owner reads it, at its refill price of today. */
  async answer(sub: ShownSubscription): Promise<RefillSubscription> {
    return (await this.answers([sub]))[0]!;
  }

  /** Subscriptions as their owners read them, at their refill prices of today, priced together (`pricedForShow`). */
  async answers(subs: readonly ShownSubscription[]): Promise<RefillSubscription[]> {
    const priced = await this.pricedForShow(subs);
    return subs.map((sub, i) => {
      const line = priced[i];
      return {
        id: sub.id,
        status: sub.status,
        intervalWeeks: sub.intervalWeeks,
        nextRenewalAt: sub.nextRenewalAt?.toISOString() ?? null,
        resumeAt: sub.resumeAt?.toISOString() ?? null,
        name: sub.name,
        perfumeId: sub.perfumeId,
        creationId: null,
        volume: sub.volume ?? undefined,
        price: toMajorIn(line ? line.unitPriceCents * line.quantity : 0, sub.currency),
        currency: sub.currency,
        lockedUntil: lockStartsAt(sub.nextRenewalAt)?.toISOString() ?? null,
        card: sub.cardLabel,
        createdAt: sub.createdAt.toISOString(),
      };
    });
  }

  /**
   * Each renewal's line priced today for show (a list, a refill's page), without the cart around it; none where it
   * cannot be (its size is no longer sold, today's IFRA limits refuse its formula), the others priced all the same.
   */
  private async pricedForShow(subs: readonly ShownSubscription[]) {
    return this.deps.cart.refillLines(await Promise.all(subs.map((sub) => this.renewalOf(sub))));
  }

  /** The renewal priced today in the subscription's market, to its address (undefined: its size is no longer sold). */
  private async priced(sub: SubscriptionRow, db: Db = this.deps.db) {
    const { owner, line, destination } = await this.renewalOf(sub);
    return this.deps.cart.pricedRefill(owner, line, destination, db);
  }

  /** What a renewal of the subscription is priced as: its owner, its line, its market and address. */
  private async renewalOf(sub: ShownSubscription) {
    const market =
      (await this.deps.markets.list()).find((m) => m.code === sub.market) ?? (await this.deps.markets.byDefault());
    return {
      owner: { kind: 'user' as const, userId: sub.userId },
      line: {
        perfumeId: sub.perfumeId,
        volume: sub.volume,
        quantity: sub.quantity,
        name: sub.name,
        customDetails: (sub.customDetails as Record<string, unknown> | null) ?? null,
        customPriceCents: null,
        refillWeeks: sub.intervalWeeks,
      },
      destination: {
        country: sub.countryCode ?? undefined,
        shippingMethodId: sub.shippingMethodId ?? undefined,
        market,
      },
    };
  }

  /**
   * Bills the subscription's next cycle, under its lease: the order priced today (a sold-out size postpones it, a
   * formula the IFRA limits now refuse stops it), charged to the kept card under the attempt's key, settled by the
   * checkout (which moves the cycle on); a decline is counted, retried after 3 and 6 days, and ends it at the third.
   */
  private async bill(sub: SubscriptionRow, trigger: Trigger, now: Date): Promise<Billed> {
    const cycle = sub.cycle + 1;
    const attempt = sub.failures + 1;
    const key = `refill-${sub.id}-${cycle}-${attempt}${trigger === 'scheduler' ? '' : `-${trigger}-${now.getTime()}`}`;
    // A crash between the order and the charge: the attempt's order is charged again under the same key (one charge).
    const earlier = await findAttempt(this.deps.db, key);
    let orderId = earlier?.orderId ?? undefined;
    if (orderId === undefined) {
      const placed = await this.place(sub, cycle, attempt, key, trigger).catch(async (err: unknown) => {
        if (err instanceof AppError && (err.code === 'IFRA_LIMIT' || err.code === 'INVALID_CUSTOM_DESIGN'))
          return this.stopRefused(sub, now);
        if (err instanceof AppError && err.code === 'OUT_OF_STOCK') return this.postpone(sub, cycle, now);
        throw err;
      });
      if (typeof placed !== 'number') return placed;
      orderId = placed;
    }
    const order = await this.deps.orders.find(orderId);
    if (!order) throw new Error(`The renewal order ${orderId} is gone`);
    if (!sub.cardToken) return this.declined(sub, order, key, trigger, now, 'No card is kept for this refill.');
    const charge = await this.deps.payments.chargeSaved({
      amount: money(order.totalCents, order.currency),
      card: sub.cardToken,
      customer: `user:${sub.userId}`,
      idempotencyKey: key,
      orderId: order.id,
      ownerKey: `user:${sub.userId}`,
    });
    if (charge.status === 'succeeded') {
      await this.deps.confirm()(order.id, charge.intent.id);
      await setAttemptOutcome(this.deps.db, key, { outcome: 'succeeded', intentId: charge.intent.id });
      return { outcome: 'succeeded', orderId: order.id };
    }
    if (charge.status === 'requires_action') {
      await setAttemptOutcome(this.deps.db, key, { outcome: 'requires_action', intentId: charge.intentId });
      const data = await this.mailData(sub);
      // The order's page asks the bank's confirmation (client/features/order/bank-confirmation.tsx).
      const page = paths.order(order.id, { confirm: charge.clientSecret });
      const confirmUrl = `${this.deps.publicUrl}${localizedPath(page, sub.locale as Locale)}`;
      if (data)
        await this.deps.mail.enqueue({
          ...refillActionNeededMail({ ...data.mail, confirmUrl }),
          ...data.to,
          orderId: order.id,
          eventKey: `refill-action:${key}`,
        });
      if (trigger === 'scheduler') await this.countFailure(sub, now, false);
      return { outcome: 'requires_action', orderId: order.id, message: 'confirmation' };
    }
    return this.declined(sub, order, key, trigger, now, charge.message, charge.intentId);
  }

  /** The renewal's order, written with its attempt in one transaction. */
  private async place(
    sub: SubscriptionRow,
    cycle: number,
    attempt: number,
    key: string,
    trigger: Trigger,
  ): Promise<number> {
    // Priced once on the pool first: what the pricing keeps in memory (markets, sales, ingredients) is read there, never
    // from inside the transaction (the embedded store has one connection).
    if (!(await this.priced(sub))) throw AppError.conflict('OUT_OF_STOCK');
    return withTransaction(this.deps.db, async (tx) => {
      const priced = await this.priced(sub, tx);
      if (!priced) throw AppError.conflict('OUT_OF_STOCK');
      const order = await this.deps.orders.place(
        { kind: 'user', userId: sub.userId },
        priced,
        sub.shippingDetails as ShippingDetails,
        { ip: 'refill', hold: true, locale: sub.locale as Locale, renewal: { subscriptionId: sub.id, cycle } },
        tx,
      );
      await insertAttempt(tx, {
        subscriptionId: sub.id,
        cycle,
        attempt,
        orderId: order.id,
        outcome: 'charging',
        trigger,
        idempotencyKey: key,
      });
      return order.id;
    });
  }

  /** A declined card: the order is cancelled; on the scheduler's attempt the failure counts (3 end the refill). */
  private async declined(
    sub: SubscriptionRow,
    order: OrderRow,
    key: string,
    trigger: Trigger,
    now: Date,
    message: string,
    intentId?: string,
  ): Promise<Billed> {
    await withTransaction(this.deps.db, async (tx) => {
      await this.deps.lifecycle.supersede(order.id, tx);
      await setAttemptOutcome(tx, key, { outcome: 'declined', message, ...(intentId ? { intentId } : {}) });
    });
    if (trigger === 'scheduler') await this.countFailure(sub, now, true);
    return { outcome: 'declined', orderId: order.id, message };
  }

  /** A failed attempt of the cycle: retried after 3 and 6 days (mailed with a link to change the card), then cancelled. */
  private async countFailure(sub: SubscriptionRow, now: Date, mailIt: boolean): Promise<void> {
    const failures = sub.failures + 1;
    const due = sub.nextRenewalAt ?? now;
    const next = afterDecline(due, failures);
    const data = await this.mailData(sub);
    if ('cancel' in next) {
      const row = await withTransaction(this.deps.db, async (tx) => {
        const cancelled = await updateSubscription(tx, sub.id, { ...cancelledAt(now, 'declined'), failures });
        return cancelled && this.ended(cancelled, tx);
      });
      if (row) await this.tell(row, 'cancelled');
      return;
    }
    await updateSubscription(this.deps.db, sub.id, { status: 'past_due', failures, attemptAt: next.retryAt });
    if (data && mailIt)
      await this.deps.mail.enqueue({
        ...refillDeclinedMail({ ...data.mail, retryAt: next.retryAt, cardUrl: data.mail.manageUrl, attempt: failures }),
        ...data.to,
        eventKey: `refill-declined:${sub.id}:${sub.cycle + 1}:${failures}`,
      });
  }

  /** A sold-out size: not charged; tried again a day later; the customer is told once per cycle. */
  private async postpone(sub: SubscriptionRow, cycle: number, now: Date): Promise<Billed> {
    const until = new Date(now.getTime() + POSTPONE_MS);
    await updateSubscription(this.deps.db, sub.id, { attemptAt: until });
    const data = await this.mailData(sub);
    if (data)
      await this.deps.mail.enqueue({
        ...refillPostponedMail({ ...data.mail, until }),
        ...data.to,
        eventKey: `refill-postponed:${sub.id}:${cycle}`,
      });
    return { outcome: 'postponed' };
  }

  /** A creation whose formula the IFRA limits now refuse: stopped, nothing charged; its owner is told. */
  private async stopRefused(sub: SubscriptionRow, now: Date): Promise<Billed> {
    const row = await withTransaction(this.deps.db, async (tx) => {
      const stopped = await updateSubscription(tx, sub.id, cancelledAt(now, 'formula'));
      return stopped && this.ended(stopped, tx);
    });
    const data = row && (await this.mailData(row));
    if (data)
      await this.deps.mail.enqueue({
        ...refillStoppedMail(data.mail),
        ...data.to,
        eventKey: `refill-stopped:${sub.id}`,
      });
    return { outcome: 'stopped' };
  }

  /** The mail a change or an ending sends its owner. */
  private async tell(row: SubscriptionRow, kind: ChangeKind | 'cancelled'): Promise<void> {
    const data = await this.mailData(row);
    if (!data) return;
    const eventKey = `refill-${kind}:${row.id}:${row.updatedAt.getTime()}`;
    const mail =
      kind === 'cancelled'
        ? refillCancelledMail({
            ...data.mail,
            reason: row.cancelReason === 'declined' ? 'declined' : row.cancelReason === 'staff' ? 'staff' : 'customer',
          })
        : refillChangedMail({ ...data.mail, change: kind });
    await this.deps.mail.enqueue({ ...mail, ...data.to, eventKey });
  }

  /** What every refill mail says, in the subscription's language, and to whom. */
  private async mailData(sub: SubscriptionRow): Promise<{ mail: RefillMailData; to: { to: string } } | undefined> {
    const user = await this.deps.users.find(sub.userId);
    if (!user) return undefined;
    const tr = sharedLanguages().translator(sub.locale as Locale);
    const priced = await this.priced(sub).catch(() => undefined);
    return {
      to: { to: user.email },
      mail: {
        tr,
        customerName: user.fullName,
        item: sub.volume !== null ? `${sub.name}, ${sub.volume} ml` : sub.name,
        intervalWeeks: sub.intervalWeeks,
        amountCents: priced?.totals.total ?? 0,
        currency: sub.currency,
        renewalAt: sub.nextRenewalAt ?? this.now(),
        manageUrl: `${this.deps.publicUrl}${localizedPath(paths.dashboard({ tab: 'subscription' }), tr.locale)}`,
      },
    };
  }
}

type ChangeKind = 'skipped' | 'paused' | 'resumed' | 'interval';

/** A subscription's columns once it ends. */
function cancelledAt(now: Date, reason: string) {
  return {
    status: 'cancelled' as const,
    cancelledAt: now,
    cancelReason: reason,
    nextRenewalAt: null,
    attemptAt: null,
    resumeAt: null,
  };
}

/** The columns one change writes (outside the lock window), and the mail that confirms it. */
function changed(
  sub: SubscriptionRow,
  change: SubscriptionChange,
  next: Date,
  now: Date,
): { values: Partial<SubscriptionRow>; kind: ChangeKind } {
  if (change.skipNext) {
    const moved = skipNext(next, sub.intervalWeeks);
    return { values: { nextRenewalAt: moved, attemptAt: moved }, kind: 'skipped' };
  }
  if (change.status === 'paused') {
    if (change.resumeAt) {
      const until = pauseUntil(next, sub.intervalWeeks, new Date(change.resumeAt), now);
      if (until === 'too-far' || until === 'too-soon')
        throw AppError.badRequest('VALIDATION', 'Pause one to three deliveries');
      return { values: { status: 'paused', ...until, attemptAt: until.nextRenewalAt }, kind: 'paused' };
    }
    const paused = pause(next, sub.intervalWeeks, (change.pauseCycles ?? 1) as 1 | 2 | 3);
    return { values: { status: 'paused', ...paused, attemptAt: paused.nextRenewalAt }, kind: 'paused' };
  }
  if (change.status === 'active') {
    if (sub.status !== 'paused') return { values: {}, kind: 'resumed' };
    const at = resume(now, sub.resumeAt ?? next, sub.intervalWeeks, now);
    return { values: { status: 'active', resumeAt: null, nextRenewalAt: at, attemptAt: at }, kind: 'resumed' };
  }
  if (change.intervalWeeks !== undefined) {
    const last = new Date(next.getTime() - sub.intervalWeeks * 7 * 24 * 3600_000);
    const at = changeInterval(last, sub.createdAt, next, change.intervalWeeks, now);
    return { values: { intervalWeeks: change.intervalWeeks, nextRenewalAt: at, attemptAt: at }, kind: 'interval' };
  }
  return { values: {}, kind: 'resumed' };
}

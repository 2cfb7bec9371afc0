import { and, desc, eq, sql } from 'drizzle-orm';
import { isState } from '../db/sql-lists';
import type { Db } from '../db/client';
import { rowsIn } from '../db/rows';
import { jsonValue, type OneValueRead } from '../db/together';
import { keyset, type Page, pageOf } from '../db/keyset';
import type { PageRequest } from '../../domain/shared/paging';
import type { SubscriptionStatus } from '../../domain/refills/schemas';
import { subscriptionAttempts, subscriptions } from './schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * What a refill shows (its owner's answer, the back office's line) and is priced by for show: a list reads these
 * columns alone. Its address (JSON), card token, lease and reminder's columns are a page's bytes for nothing: on the
 * embedded store, a page of 50 full rows cost 2.4 ms of the process, a third of the answer.
 */
const shownColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  status: subscriptions.status,
  intervalWeeks: subscriptions.intervalWeeks,
  perfumeId: subscriptions.perfumeId,
  volume: subscriptions.volume,
  customDetails: subscriptions.customDetails,
  name: subscriptions.name,
  quantity: subscriptions.quantity,
  market: subscriptions.market,
  currency: subscriptions.currency,
  countryCode: subscriptions.countryCode,
  shippingMethodId: subscriptions.shippingMethodId,
  cardLabel: subscriptions.cardLabel,
  cycle: subscriptions.cycle,
  failures: subscriptions.failures,
  nextRenewalAt: subscriptions.nextRenewalAt,
  resumeAt: subscriptions.resumeAt,
  createdAt: subscriptions.createdAt,
};
export type ShownSubscription = Pick<SubscriptionRow, keyof typeof shownColumns>;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type AttemptRow = typeof subscriptionAttempts.$inferSelect;

/** A paid line's subscription, once: a second settlement of the same order writes nothing (its origin line is unique). */
export async function insertSubscription(db: Db, values: NewSubscription): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: subscriptions.originLineId })
    .returning();
  return row;
}

export function subscriptionsOf(db: Db, userId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export async function findSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

/** The subscription, locked until the caller's transaction ends (a change is read and written under it). */
export async function lockSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function updateSubscription(
  db: Db,
  id: number,
  set: Partial<NewSubscription>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}

/**
 * Takes the billing of one subscription for a while (a lease, `charging_until`): answers the row when this caller
 * took it, undefined when another process or request bills it now (or it is cancelled). One statement, so two
 * callers at once never both take it, on any process.
 */
export async function claimSubscription(
  db: Db,
  id: number,
  now: Date,
  until: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ chargingUntil: until })
    .where(
      and(
        eq(subscriptions.id, id),
        sql`${subscriptions.status} <> 'cancelled'`,
        sql`(${subscriptions.chargingUntil} is null or ${subscriptions.chargingUntil} < ${now})`,
      ),
    )
    .returning();
  return row;
}

/**
 * The scheduler's take: up to `limit` subscriptions due by `now`, by due time then id (the index's order, never an
 * offset), leased to this caller; rows another process is taking are skipped, not waited for.
 */
export async function claimDue(db: Db, now: Date, until: Date, limit: number): Promise<SubscriptionRow[]> {
  const result = await db.execute(sql`
    update subscriptions s set charging_until = ${until}
    from (
      select id from subscriptions
      where attempt_at is not null and attempt_at <= ${now} and status <> 'cancelled'
        and (charging_until is null or charging_until < ${now})
      order by attempt_at, id
      limit ${limit}
      for update skip locked
    ) due
    where s.id = due.id
    returning s.id`);
  return taken(db, result);
}

/** The subscriptions an `update … returning s.id` took, read whole, by due time. */
async function taken(db: Db, result: unknown): Promise<SubscriptionRow[]> {
  const ids = rowsIn<{ id: number }>(result).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(subscriptions)
    .where(sql`${subscriptions.id} in (${sql.join(ids, sql`, `)})`)
    .orderBy(subscriptions.attemptAt, subscriptions.id);
}

/** Ends a lease early (the billing is done or stopped). */
export async function releaseSubscription(db: Db, id: number): Promise<void> {
  await db.update(subscriptions).set({ chargingUntil: null }).where(eq(subscriptions.id, id));
}

/**
 * The renewal of `cycle` is paid: the subscription moves to it, once (a second settlement of the same cycle finds
 * the cycle moved already and writes nothing).
 */
export async function advanceCycle(
  db: Db,
  id: number,
  cycle: number,
  set: Partial<NewSubscription>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...set, cycle, updatedAt: new Date() })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.cycle, cycle - 1)))
    .returning();
  return row;
}

/**
 * The reminders due by `now` (three days before a renewal, once per renewal date), marked sent in the same
 * statement: two processes never both take one.
 */
export async function takeReminders(db: Db, now: Date, limit: number): Promise<SubscriptionRow[]> {
  const result = await db.execute(sql`
    update subscriptions s set reminded_for = s.next_renewal_at
    from (
      select id from subscriptions
      where status = 'active' and next_renewal_at is not null
        and next_renewal_at > ${now} and next_renewal_at - interval '3 days' <= ${now}
        and (reminded_for is null or reminded_for <> next_renewal_at)
      order by next_renewal_at, id
      limit ${limit}
      for update skip locked
    ) due
    where s.id = due.id
    returning s.id`);
  return taken(db, result);
}

/** An attempt's row, named by its idempotency key: writing it again answers nothing (it exists). */
export async function insertAttempt(
  db: Db,
  values: typeof subscriptionAttempts.$inferInsert,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .insert(subscriptionAttempts)
    .values(values)
    .onConflictDoNothing({ target: subscriptionAttempts.idempotencyKey })
    .returning();
  return row;
}

export async function findAttempt(db: Db, key: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(subscriptionAttempts).where(eq(subscriptionAttempts.idempotencyKey, key));
  return row;
}

export async function setAttemptOutcome(
  db: Db,
  key: string,
  set: Pick<Partial<AttemptRow>, 'outcome' | 'message' | 'intentId' | 'orderId'>,
): Promise<void> {
  await db.update(subscriptionAttempts).set(set).where(eq(subscriptionAttempts.idempotencyKey, key));
}

export function attemptsOf(db: Db, subscriptionId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(subscriptionAttempts)
    .where(eq(subscriptionAttempts.subscriptionId, subscriptionId))
    .orderBy(desc(subscriptionAttempts.id));
}

/** The back office's list: newest first, a page at a time by (created_at, id), of one status. */
export async function listSubscriptions(
  db: Db,
  status: SubscriptionStatus | undefined,
  page: PageRequest,
): Promise<Page<ShownSubscription>> {
  const k = keyset({ at: subscriptions.createdAt, id: subscriptions.id }, page);
  const rows = await db
    .select({ row: shownColumns, cursorAt: k.cursorAt })
    .from(subscriptions)
    .where(and(status ? isState(subscriptions.status, status) : undefined, k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  const result = pageOf(rows, page, (r) => ({ at: r.cursorAt, id: r.row.id }));
  return { ...result, rows: result.rows.map((r) => r.row) };
}

/** The dashboard's figures of the refills (RefillService.figures). */
export interface RefillFigures {
  active: number;
  /** Monthly recurring revenue per currency, in its minor units. */
  monthly: { currency: string; minor: number }[];
  cancelledThisMonth: number;
}

export function refillFiguresRead(now: Date): OneValueRead<RefillFigures> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  // The kept figures (migration 0039), and this month's cancellations along their own index.
  return {
    sql: sql`select json_build_object(
      'active', (select coalesce(sum(subscriptions), 0) from subscription_figures where status <> 'cancelled')::int,
      'cancelled', (select count(*) from subscriptions where status = 'cancelled' and cancelled_at >= ${monthStart})::int,
      'monthly', (select coalesce(json_agg(json_build_object('currency', m.currency, 'minor', m.minor) order by m.currency), '[]'::json)
        from (select currency, round(sum(monthly_minor))::bigint as minor
          from subscription_figures where status in ('active', 'past_due')
          group by currency having sum(subscriptions) > 0) m))`,
    read: (value) => {
      const row = jsonValue<{ active: number; cancelled: number; monthly: { currency: string; minor: number }[] }>(
        value,
      );
      return {
        active: Number(row.active),
        monthly: row.monthly.map((m) => ({ currency: m.currency, minor: Number(m.minor) })),
        cancelledThisMonth: Number(row.cancelled),
      };
    },
  };
}

/** Renewals the scheduler has yet to bill: due by `now` (not cancelled), and how many of them were due before `lateBefore`. */
export async function renewalBacklog(db: Db, now: Date, lateBefore: Date): Promise<{ due: number; late: number }> {
  const [row] = rowsIn<{ due: number; late: number }>(
    await db.execute(sql`
      select count(*)::int as due, (count(*) filter (where attempt_at < ${lateBefore}))::int as late
      from subscriptions
      where attempt_at is not null and attempt_at <= ${now} and status <> 'cancelled'`),
  );
  return { due: Number(row?.due ?? 0), late: Number(row?.late ?? 0) };
}

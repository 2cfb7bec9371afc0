import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PageRequest } from '../../domain/shared/paging';
import type { WebhookEventType } from '../../domain/webhooks/events';
import type { Db } from '../db/client';
import { keyset, type Page, pageOf } from '../db/keyset';
import { rowsIn } from '../db/rows';
import { webhookDeliveries, webhookEndpoints } from './schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A delivery a worker took, with where it goes and the key it is signed with. */
export interface ClaimedDelivery {
  id: number;
  endpointId: number;
  messageId: string;
  eventType: string;
  body: string;
  /** Tries so far, this one included. */
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
  /** The lease this worker holds it under: its writes count only while it still holds it. */
  lease: Date;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

export async function insertEndpoint(
  db: Db,
  values: Pick<typeof webhookEndpoints.$inferInsert, 'url' | 'events' | 'description' | 'secret' | 'createdBy'> & {
    createdAt: Date;
  },
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

/** The endpoints not removed, newest first. */
export function listEndpoints(db: Db): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(isNull(webhookEndpoints.deletedAt))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

/** An endpoint not removed. */
export async function findEndpoint(db: Db, id: number): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt)));
  return row;
}

/** Changes an endpoint not removed; undefined when there is none. */
export async function updateEndpoint(
  db: Db,
  id: number,
  values: Partial<Pick<EndpointRow, 'enabled' | 'disabledAt' | 'disabledReason' | 'failingSince' | 'deletedAt'>>,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt)))
    .returning();
  return row;
}

/** Whether an enabled endpoint is subscribed to `type`. */
export async function anySubscribed(db: Db, type: WebhookEventType): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from webhook_endpoints
    where enabled and deleted_at is null and events @> ${JSON.stringify([type])}::jsonb limit 1`);
  return rowsIn(result).length > 0;
}

/**
 * The deliveries of an event, one per enabled endpoint subscribed to its type, in the caller's transaction and in
 * one statement (none when no endpoint wants it): a second write of the same event for an endpoint is ignored. Each
 * gets a message id of its own (`msg_` and 32 hex digits), kept through every try. Answers how many were written.
 */
export async function insertDeliveries(
  db: Db,
  event: { type: WebhookEventType; eventKey: string; body: string; at: Date },
): Promise<number> {
  const result = await db.execute(sql`
    insert into webhook_deliveries (endpoint_id, event_key, message_id, event_type, body, next_attempt_at, created_at)
    select e.id, ${event.eventKey}, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ${event.type}, ${event.body},
      ${at(event.at)}, ${at(event.at)}
    from webhook_endpoints e
    where e.enabled and e.deleted_at is null and e.events @> ${JSON.stringify([event.type])}::jsonb
    on conflict (endpoint_id, event_key) do nothing
    returning id`);
  return rowsIn(result).length;
}

/**
 * Takes up to `limit` deliveries due by `now` to enabled endpoints, held by no other worker, and holds them until
 * `lease`, counting the try, in one statement: `for update skip locked` lets every process take deliveries at once
 * without taking the same one, and a worker killed mid-post lets its deliveries go when their lease ends.
 */
export async function claimDue(db: Db, limit: number, now: Date, lease: Date): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    with due as (
      select d.id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
      where d.status = 'pending' and d.next_attempt_at <= ${at(now)}
        and (d.locked_until is null or d.locked_until <= ${at(now)})
        and e.enabled and e.deleted_at is null
      order by d.next_attempt_at, d.id
      limit ${limit}
      for update of d skip locked
    ), taken as (
      update webhook_deliveries d set locked_until = ${at(lease)}, attempts = d.attempts + 1
      from due where d.id = due.id
      returning d.id, d.endpoint_id, d.message_id, d.event_type, d.body, d.attempts, d.created_at
    )
    select t.*, e.url, e.secret from taken t join webhook_endpoints e on e.id = t.endpoint_id order by t.id`);
  return rowsIn<Record<string, unknown>>(result).map((r) => ({
    id: Number(r.id),
    endpointId: Number(r.endpoint_id),
    messageId: String(r.message_id),
    eventType: String(r.event_type),
    body: String(r.body),
    attempts: Number(r.attempts),
    createdAt: asDate(r.created_at),
    url: String(r.url),
    secret: String(r.secret),
    lease,
  }));
}

/** The holder's delivery, while it still holds it (its lease unchanged). */
const held = (d: Pick<ClaimedDelivery, 'id' | 'lease'>) =>
  and(eq(webhookDeliveries.id, d.id), sql`${webhookDeliveries.lockedUntil} = ${at(d.lease)}`);

/** A delivery the endpoint took (2xx): done, and its endpoint no longer failing. Answers whether it was still held. */
export async function markDelivered(
  db: Db,
  d: Pick<ClaimedDelivery, 'id' | 'endpointId' | 'lease'>,
  statusCode: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'delivered', deliveredAt: now, lastStatusCode: statusCode, lastError: null, lockedUntil: null })
    .where(held(d))
    .returning({ id: webhookDeliveries.id });
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(and(eq(webhookEndpoints.id, d.endpointId), sql`${webhookEndpoints.failingSince} is not null`));
  return rows.length > 0;
}

/**
 * A try that failed: the delivery waits until `next` (or has failed, with none), and its endpoint is failing since
 * its first failure of the run. Answers when that run began (null: the delivery was no longer held).
 */
export async function markFailed(
  db: Db,
  d: Pick<ClaimedDelivery, 'id' | 'endpointId' | 'lease'>,
  outcome: { statusCode: number | null; error: string | null; next: Date | undefined },
  now: Date,
): Promise<Date | null> {
  const rows = await db
    .update(webhookDeliveries)
    .set({
      status: outcome.next ? 'pending' : 'failed',
      nextAttemptAt: outcome.next ?? now,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error?.slice(0, 500) ?? null,
      lockedUntil: null,
    })
    .where(held(d))
    .returning({ id: webhookDeliveries.id });
  if (rows.length === 0) return null;
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at(now)})` })
    .where(eq(webhookEndpoints.id, d.endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return endpoint?.failingSince ?? null;
}

/**
 * Disables an endpoint that is still enabled and has been failing since `cutoff` or before, in the caller's
 * transaction; its deliveries still waiting are given up (the owner redelivers the ones they want). Undefined when
 * another worker, a success or the owner got there first.
 */
export async function disableFailing(
  db: Db,
  endpointId: number,
  cutoff: Date,
  now: Date,
  reason: string,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledAt: now, disabledReason: reason })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.enabled, true),
        isNull(webhookEndpoints.deletedAt),
        sql`${webhookEndpoints.failingSince} <= ${at(cutoff)}`,
      ),
    )
    .returning();
  if (row) await giveUpPending(db, endpointId, 'The endpoint was disabled.', now);
  return row;
}

/** An endpoint's deliveries still waiting, and not being posted, are given up (it was disabled or removed). */
export async function giveUpPending(db: Db, endpointId: number, error: string, now: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: error })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'pending'),
        sql`(${webhookDeliveries.lockedUntil} is null or ${webhookDeliveries.lockedUntil} <= ${at(now)})`,
      ),
    );
}

/** A page of an endpoint's deliveries, newest first. */
export async function listDeliveries(db: Db, endpointId: number, page: PageRequest): Promise<Page<DeliveryRow>> {
  const k = keyset({ at: webhookDeliveries.createdAt, id: webhookDeliveries.id }, page);
  const rows = await db
    .select({ delivery: webhookDeliveries, cursorAt: k.cursorAt })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  const result = pageOf(rows, page, (r) => ({ at: r.cursorAt, id: r.delivery.id }));
  return { ...result, rows: result.rows.map((r) => r.delivery) };
}

/**
 * A delivery of the endpoint posted again at `now` under its message id: pending and due. Its lease is left as it
 * is (one being posted right now is not posted twice at once). Undefined when the endpoint has no such delivery.
 */
export async function redeliver(
  db: Db,
  endpointId: number,
  deliveryId: number,
  now: Date,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning();
  return row;
}

/** How many deliveries wait, and the oldest's age in seconds: what the health check and the metrics read. */
export async function pendingDeliveries(db: Db): Promise<{ count: number; oldestSeconds: number | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<number | null>`extract(epoch from now() - min(${webhookDeliveries.createdAt}))::int`,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'));
  return { count: row?.count ?? 0, oldestSeconds: row?.oldest ?? null };
}

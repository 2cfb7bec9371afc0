import { rowsIn } from '../db/rows';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ListTotal, PageRequest } from '../../domain/shared/paging';
import type { Db } from '../db/client';
import { countOrEstimate, keyset, type Page, pageOf } from '../db/keyset';
import { mails } from './schema';

export type MailRow = typeof mails.$inferSelect;
/** What the worker needs of a mail it sends. */
export type ClaimedMail = Pick<
  MailRow,
  | 'id'
  | 'eventKey'
  | 'kind'
  | 'toAddress'
  | 'replyTo'
  | 'headers'
  | 'subject'
  | 'html'
  | 'text'
  | 'secrets'
  | 'orderId'
  | 'attempts'
>;
export type NewMail = Pick<
  typeof mails.$inferInsert,
  | 'eventKey'
  | 'kind'
  | 'toAddress'
  | 'replyTo'
  | 'headers'
  | 'subject'
  | 'html'
  | 'text'
  | 'secrets'
  | 'orderId'
  | 'nextAttemptAt'
>;

/** Writes the mail of an event once: a second write of the same event changes nothing. */
export async function insertMail(db: Db, mail: NewMail): Promise<void> {
  await db.insert(mails).values(mail).onConflictDoNothing({ target: mails.eventKey });
}

/** Writes a mail unless its event's is written already: the new row, or undefined. */
export async function insertMailReturning(db: Db, mail: NewMail): Promise<MailRow | undefined> {
  const [row] = await db.insert(mails).values(mail).onConflictDoNothing({ target: mails.eventKey }).returning();
  return row;
}

/** How many mails have an event key starting with this prefix (`resend:12:`: the copies of mail 12). */
export async function countEventKeys(db: Db, prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mails)
    .where(sql`starts_with(${mails.eventKey}, ${prefix})`);
  return Number(row?.n ?? 0);
}

/**
 * Withdraws the mail of an event that has not gone: still pending and held by no worker (one being
 * sent goes, and is marked sent). Answers whether it was withdrawn.
 */
export async function deletePendingMail(db: Db, eventKey: string): Promise<boolean> {
  const rows = await db
    .delete(mails)
    .where(
      and(
        eq(mails.eventKey, eventKey),
        eq(mails.status, 'pending'),
        or(isNull(mails.lockedUntil), lt(mails.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: mails.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` mails that are due and held by no other worker, and holds them for
 * `leaseMs`, in one statement: `for update skip locked` lets several processes take mails at once
 * without taking the same one.
 */
export async function claimDueMails(db: Db, limit: number, leaseMs: number, at?: Date): Promise<ClaimedMail[]> {
  // The time mails are due by: the store's clock, or the one a test passes (a gift card's day).
  const due = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const result = await db.execute(sql`
    update mails set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1
    where id in (
      select id from mails
      where status = 'pending' and next_attempt_at <= ${due} and (locked_until is null or locked_until < now())
      order by id
      limit ${limit}
      for update skip locked)
    returning id, event_key, kind, to_address, reply_to, headers, subject, html, text, secrets, order_id, attempts`);
  const rows = rowsIn<Record<string, unknown>>(result);
  return rows
    .map((r) => ({
      id: Number(r.id),
      eventKey: String(r.event_key),
      kind: r.kind as MailRow['kind'],
      toAddress: String(r.to_address),
      replyTo: r.reply_to === null || r.reply_to === undefined ? null : String(r.reply_to),
      // Its own headers (a marketing mail's List-Unsubscribe), parsed by PGlite and pg alike.
      headers: (r.headers ?? null) as ClaimedMail['headers'],
      subject: String(r.subject),
      html: String(r.html),
      text: String(r.text),
      // PGlite and pg both answer jsonb parsed.
      secrets: (r.secrets ?? null) as ClaimedMail['secrets'],
      orderId: r.order_id === null ? null : Number(r.order_id),
      attempts: Number(r.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

export async function markSent(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mails)
    // Accepted: the secrets the body's placeholders stood for are forgotten (see secrets.ts).
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, secrets: null })
    .where(inArray(mails.id, ids));
}

/** A failed attempt: the mail waits `delayMs` and is tried again. */
export async function markFailed(db: Db, id: number, error: string, delayMs: number): Promise<void> {
  await db
    .update(mails)
    .set({
      lastError: error.slice(0, 500),
      lockedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .where(eq(mails.id, id));
}

/** A page, newest first; one order's mails when `orderId` is given. */
export async function listMails(db: Db, orderId: number | undefined, page: PageRequest): Promise<Page<MailRow>> {
  const k = keyset({ at: mails.createdAt, id: mails.id }, page);
  const rows = await db
    .select({ mail: mails, cursorAt: k.cursorAt })
    .from(mails)
    .where(and(orderId === undefined ? undefined : eq(mails.orderId, orderId), k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  const result = pageOf(rows, page, (r) => ({ at: r.cursorAt, id: r.mail.id }));
  return { ...result, rows: result.rows.map((r) => r.mail) };
}

/** How many mails there are (one order's): counted up to a cap, then estimated. */
export function countMails(db: Db, orderId: number | undefined): Promise<ListTotal> {
  return countOrEstimate(
    db,
    db
      .select({ id: mails.id })
      .from(mails)
      .where(orderId === undefined ? undefined : eq(mails.orderId, orderId))
      .getSQL(),
  );
}

export async function findMail(db: Db, id: number): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mails).where(eq(mails.id, id)).limit(1);
  return row;
}

/** How many mails wait, and the oldest's age: what the health check reports. */
export async function pendingMails(db: Db): Promise<{ count: number; oldestSeconds: number | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<number | null>`extract(epoch from now() - min(${mails.createdAt}))::int`,
    })
    .from(mails)
    .where(and(eq(mails.status, 'pending')));
  return { count: row?.count ?? 0, oldestSeconds: row?.oldest ?? null };
}

/**
 * The outbox's backlog as `GET /metrics` reports it: the mails waiting to go now or failing (a mail kept for its day,
 * a gift card's, waits for no one until then), and the oldest one's age since it was written.
 */
export async function mailBacklog(db: Db): Promise<{ count: number; oldestSeconds: number | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<number | null>`extract(epoch from now() - min(${mails.createdAt}))::int`,
    })
    .from(mails)
    .where(and(eq(mails.status, 'pending'), or(sql`${mails.attempts} > 0`, sql`${mails.nextAttemptAt} <= now()`)));
  return { count: row?.count ?? 0, oldestSeconds: row?.oldest ?? null };
}

/**
 * The mails written to an account's address. `only`: for an account that has not confirmed the
 * address, just the mails the account itself caused (its links, its orders'): the others to that
 * address may be someone else's.
 */
export interface MailScope {
  email: string;
  only?: { kinds: MailRow['kind'][]; orderIds: readonly number[] };
}

const toScope = ({ email, only }: MailScope) => {
  const address = sql`lower(${mails.toAddress}) = ${email.trim().toLowerCase()}`;
  if (!only) return address;
  const kinds = only.kinds.length ? inArray(mails.kind, only.kinds) : sql`false`;
  const ofOrders = sql`${mails.orderId} = any(${sql.param([...only.orderIds])}::int[])`;
  return and(address, or(kinds, ofOrders));
};

/** The mails written to this address (as scoped), oldest first. */
export function mailsTo(db: Db, scope: MailScope) {
  return db
    .select({ kind: mails.kind, subject: mails.subject, createdAt: mails.createdAt, sentAt: mails.sentAt })
    .from(mails)
    .where(toScope(scope))
    .orderBy(mails.id);
}

/**
 * The mails to this address (as scoped) lose it and their bodies (their kind, subject and dates stay:
 * what the shop sent, and when); the ones no worker has taken yet are withdrawn.
 */
export async function redactMailsTo(db: Db, scope: MailScope): Promise<void> {
  await db
    .delete(mails)
    .where(
      and(
        toScope(scope),
        eq(mails.status, 'pending'),
        or(isNull(mails.lockedUntil), lt(mails.lockedUntil, sql`now()`)),
      ),
    );
  const removed = 'Removed: the customer deleted their account.';
  await db.update(mails).set({ toAddress: '', html: removed, text: removed, secrets: null }).where(toScope(scope));
}

/** When each of these events' mails was sent (null: not yet); an event without a mail is absent. */
export async function sentAtOf(db: Db, eventKeys: readonly string[]): Promise<Map<string, Date | null>> {
  if (eventKeys.length === 0) return new Map();
  const rows = await db
    .select({ eventKey: mails.eventKey, sentAt: mails.sentAt })
    .from(mails)
    .where(inArray(mails.eventKey, [...eventKeys]));
  return new Map(rows.map((r) => [r.eventKey, r.sentAt]));
}

/** An order's mails of one kind: how many, and how many are still to send. */
export async function kindOfOrder(db: Db, orderId: number, kind: MailRow['kind']) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      unsent: sql<number>`(count(*) filter (where ${mails.status} <> 'sent'))::int`,
    })
    .from(mails)
    .where(and(eq(mails.orderId, orderId), eq(mails.kind, kind)));
  return { all: row?.all ?? 0, unsent: row?.unsent ?? 0 };
}

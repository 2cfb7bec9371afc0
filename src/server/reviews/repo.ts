import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ReviewStatus, ReviewTotals } from '../../domain/reviews/reviews';
import type { PageRequest } from '../../domain/shared/paging';
import { perfumes } from '../catalogue/schema';
import type { Db } from '../db/client';
import { keyset, type Page, pageOf } from '../db/keyset';
import { orderLines, orders } from '../orders/schema';
import { reviews, reviewSummaries } from './schema';
import { PAID_PAYMENT_STATUSES } from '../../domain/orders/lifecycle';
import { inStates, isState } from '../db/sql-lists';
import { extended } from '../../domain/shared/objects';

export type ReviewRow = typeof reviews.$inferSelect;
type NewReview = typeof reviews.$inferInsert;
/** A review with its cursor (`created_at` as text, microseconds kept). */
export type PagedReview = ReviewRow & { cursorAt: string };
export type AdminReviewRow = PagedReview & { perfumeName: string };

/**
 * The newest paid order of the account holding the perfume (a bottle or a sample, not a custom
 * line) that has shipped: what makes a review verified. Joins the orders' tables (eslint.config.js's
 * allowedJoins): one query when a review is posted or the product page asks.
 */
export async function shippedOrderOf(db: Db, userId: number, perfumeId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['shipped', 'completed']),
        inStates(orders.paymentStatus, PAID_PAYMENT_STATUSES),
        eq(orderLines.perfumeId, perfumeId),
        eq(orderLines.isCustom, false),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row?.id;
}

export async function findOwnReview(db: Db, userId: number, perfumeId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.perfumeId, perfumeId)))
    .limit(1);
  return row;
}

/** Every review the account wrote, newest first, with the perfume's name: a person's data. */
export async function reviewsOf(db: Db, userId: number) {
  return db
    .select({ review: reviews, perfume: perfumes.name })
    .from(reviews)
    .innerJoin(perfumes, eq(perfumes.id, reviews.perfumeId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** The reviews the account wrote since then (the daily limit). */
export async function countReviewsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), gte(reviews.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertReview(db: Db, values: NewReview): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  return row!;
}

/** A perfume's approved reviews, newest first, a page at a time. */
export async function approvedReviews(db: Db, perfumeId: number, page: PageRequest): Promise<Page<PagedReview>> {
  const k = keyset({ at: reviews.createdAt, id: reviews.id }, page);
  const rows = await db
    .select({ review: reviews, cursorAt: k.cursorAt })
    .from(reviews)
    .where(and(eq(reviews.perfumeId, perfumeId), isState(reviews.status, 'approved'), k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  return pageOf(
    rows.map((r) => extended(r.review, { cursorAt: r.cursorAt })),
    page,
    (r) => ({ at: r.cursorAt, id: r.id }),
  );
}

/** The newest approved reviews of a perfume (the product page's JSON-LD). */
export async function latestApproved(db: Db, perfumeId: number, limit: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.perfumeId, perfumeId), isState(reviews.status, 'approved')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/**
 * One status's reviews with their perfume's name (a join to the catalogue's table, allowedJoins):
 * pending oldest first, as a queue; the others newest first.
 */
export async function reviewsByStatus(
  db: Db,
  status: ReviewStatus,
  page: PageRequest,
  id?: number,
): Promise<Page<AdminReviewRow>> {
  const k = keyset({ at: reviews.createdAt, id: reviews.id }, page, { oldestFirst: status === 'pending' });
  const rows = await db
    .select({ review: reviews, cursorAt: k.cursorAt, perfumeName: perfumes.name })
    .from(reviews)
    .innerJoin(perfumes, eq(perfumes.id, reviews.perfumeId))
    .where(id === undefined ? and(isState(reviews.status, status), k.where) : eq(reviews.id, id))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  return pageOf(
    rows.map((r) => extended(r.review, { cursorAt: r.cursorAt, perfumeName: r.perfumeName })),
    page,
    (r) => ({ at: r.cursorAt, id: r.id }),
  );
}

export async function lockReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function updateReview(
  db: Db,
  id: number,
  set: Pick<NewReview, 'status' | 'reply' | 'repliedBy'>,
): Promise<void> {
  await db
    .update(reviews)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(reviews.id, id));
}

type SummaryRow = typeof reviewSummaries.$inferSelect;

const toTotals = (row: Omit<SummaryRow, 'perfumeId' | 'updatedAt'>): ReviewTotals => ({
  count: row.count,
  ratingSum: row.ratingSum,
  distribution: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5],
  longevitySum: row.longevitySum,
  sillageSum: row.sillageSum,
});

/**
 * Adds up the perfume's approved reviews again and keeps the figures (in the moderation's
 * transaction, after the perfume's summary row is locked by the upsert): the catalogue's and the
 * product page's reads never aggregate.
 */
export async function recountSummary(db: Db, perfumeId: number): Promise<ReviewTotals> {
  const n = (stars: number) => sql<number>`(count(*) filter (where ${reviews.rating} = ${stars}))::int`;
  const [agg] = await db
    .select({
      count: sql<number>`count(*)::int`,
      ratingSum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
      stars1: n(1),
      stars2: n(2),
      stars3: n(3),
      stars4: n(4),
      stars5: n(5),
      longevitySum: sql<number>`coalesce(sum(${reviews.longevity}), 0)::int`,
      sillageSum: sql<number>`coalesce(sum(${reviews.sillage}), 0)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.perfumeId, perfumeId), isState(reviews.status, 'approved')));
  const values = {
    count: Number(agg!.count),
    ratingSum: Number(agg!.ratingSum),
    stars1: Number(agg!.stars1),
    stars2: Number(agg!.stars2),
    stars3: Number(agg!.stars3),
    stars4: Number(agg!.stars4),
    stars5: Number(agg!.stars5),
    longevitySum: Number(agg!.longevitySum),
    sillageSum: Number(agg!.sillageSum),
  };
  await db
    .insert(reviewSummaries)
    .values({ perfumeId, ...values })
    .onConflictDoUpdate({ target: reviewSummaries.perfumeId, set: { ...values, updatedAt: sql`now()` } });
  return toTotals(values);
}

/** Locks the perfume's summary row (made if absent): two moderations of one perfume recount one after the other. */
export async function lockSummary(db: Db, perfumeId: number): Promise<void> {
  await db.insert(reviewSummaries).values({ perfumeId }).onConflictDoNothing();
  await db
    .select({ id: reviewSummaries.perfumeId })
    .from(reviewSummaries)
    .where(eq(reviewSummaries.perfumeId, perfumeId))
    .for('update');
}

export async function summaryOf(db: Db, perfumeId: number): Promise<ReviewTotals | undefined> {
  const [row] = await db.select().from(reviewSummaries).where(eq(reviewSummaries.perfumeId, perfumeId));
  return row && toTotals(row);
}

/** Every perfume's kept figures with at least one approved review (the catalogue's snapshot). */
export async function allSummaries(db: Db): Promise<Map<number, ReviewTotals>> {
  const rows = await db
    .select()
    .from(reviewSummaries)
    .where(sql`${reviewSummaries.count} > 0`)
    .orderBy(asc(reviewSummaries.perfumeId));
  return new Map(rows.map((r) => [r.perfumeId, toTotals(r)]));
}

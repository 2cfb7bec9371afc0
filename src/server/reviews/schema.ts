import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES, type Season } from '../../domain/reviews/reviews';
import { perfumes } from '../catalogue/schema';
import { createdAt } from '../columns';
import { orders } from '../orders/schema';
import { users } from '../users/schema';

// The reviews feature's tables: its repo.ts writes them. The catalogue reads the kept summaries through its service.

/**
 * A customer's review of a perfume they received (decision 066): one per account and perfume,
 * pending until the back office approves or hides it. The author's signature (first name and initial)
 * is kept as written: a deleted account leaves its review, no longer linked to anyone.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    perfumeId: integer('perfume_id')
      .notNull()
      .references(() => perfumes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The shipped order that made the review a verified one. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    longevity: integer('longevity').notNull(),
    sillage: integer('sillage').notNull(),
    seasons: text('seasons')
      .array()
      .$type<Season[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Plain text, at most 2,000 characters. */
    body: text('body').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_perfume_user_idx').on(t.perfumeId, t.userId),
    // The product page's approved reviews, newest first; the summary's recount per perfume.
    index('reviews_perfume_status_idx').on(t.perfumeId, t.status, t.createdAt.desc(), t.id.desc()),
    // The back office's queue by status.
    index('reviews_status_idx').on(t.status, t.createdAt, t.id),
    // An account's reviews of the last day (the daily limit).
    index('reviews_user_idx').on(t.userId, t.createdAt),
    check('reviews_status_known', sql`${t.status} in ('pending', 'approved', 'hidden')`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_longevity_range', sql`${t.longevity} between 1 and 5`),
    check('reviews_sillage_range', sql`${t.sillage} between 1 and 5`),
    check('reviews_body_length', sql`char_length(${t.body}) <= 2000`),
  ],
);

/**
 * Each perfume's approved reviews added up, rewritten in the transaction of every moderation: the
 * catalogue and the product page read these figures, never an aggregate per request.
 */
export const reviewSummaries = pgTable('review_summaries', {
  perfumeId: integer('perfume_id')
    .primaryKey()
    .references(() => perfumes.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  stars1: integer('stars_1').notNull().default(0),
  stars2: integer('stars_2').notNull().default(0),
  stars3: integer('stars_3').notNull().default(0),
  stars4: integer('stars_4').notNull().default(0),
  stars5: integer('stars_5').notNull().default(0),
  longevitySum: integer('longevity_sum').notNull().default(0),
  sillageSum: integer('sillage_sum').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

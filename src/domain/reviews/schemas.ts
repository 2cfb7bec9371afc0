import { timestampSchema } from '../shared/fields';
import { pagedQuery } from '../shared/paging';
import { z } from '../shared/zod';
import { msg } from '../i18n/translator';
import { MAX_REPLY_LENGTH, MAX_REVIEW_LENGTH, REVIEW_STATUSES, type ReviewSummary, SEASONS } from './reviews';

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;

/** A 1–5 score, `message` its problem (a catalogue message: the API answers it in the request's language). */
const score = (message: string) => z.number({ message }).int(message).min(1, message).max(5, message);

/** The review's problems, each a whole message (MAX_REVIEW_LENGTH is 2,000). */
const REVIEW_MISSING = msg('Please write your review');
const REVIEW_TOO_LONG = msg('Your review may be at most 2,000 characters');

/** POST /api/perfumes/{id}/reviews. */
export const reviewInputSchema = z.object({
  rating: score(msg('Please choose the stars')),
  longevity: score(msg('Please choose the longevity')),
  sillage: score(msg('Please choose the sillage')),
  seasons: z
    .array(z.enum(SEASONS))
    .max(SEASONS.length)
    .default([])
    .transform((s) => SEASONS.filter((season) => s.includes(season))),
  // Plain text of several lines: control characters are refused before validation (http/plain-text.ts); HTML stays text.
  body: z.string({ message: REVIEW_MISSING }).trim().min(1, REVIEW_MISSING).max(MAX_REVIEW_LENGTH, REVIEW_TOO_LONG),
});

const reviewSummarySchema = z.object({
  count: z.number(),
  average: z.number().nullable(),
  distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  longevity: z.number().nullable(),
  sillage: z.number().nullable(),
});
type _SummaryAnswersSummary = Holds<Same<z.infer<typeof reviewSummarySchema>, ReviewSummary>>;

/** A review as the product page shows it: signed with the first name and initial. */
const publicReviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  longevity: z.number(),
  sillage: z.number(),
  seasons: z.array(z.enum(SEASONS)),
  /** Plain text: shown as text, never as HTML. */
  body: z.string(),
  author: z.string(),
  createdAt: timestampSchema,
  /** The house's answer, if any. */
  reply: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET /api/perfumes/{id}/reviews: the summary and a page of approved reviews, newest first. */
export const perfumeReviewsSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(publicReviewSchema),
});
export type PerfumeReviews = z.infer<typeof perfumeReviewsSchema>;

/** POST's answer: the review as written, waiting for approval. */
export const postedReviewSchema = z.object({
  id: z.number(),
  status: z.enum(REVIEW_STATUSES),
  message: z.string(),
});

/** GET /api/perfumes/{id}/reviews/eligibility: whether the signed-in shopper may review it, and why not. */
export const reviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  /** Why not: signed out, no shipped order of it, or already reviewed (its status). */
  reason: z.enum(['signed-out', 'not-verified', 'reviewed']).nullable(),
  /** The shopper's own review's status, once written. */
  status: z.enum(REVIEW_STATUSES).nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

/** GET /api/admin/reviews?status=: one status's reviews (pending by default, oldest first; the others newest first). */
export const adminReviewQuerySchema = pagedQuery({ status: z.enum(REVIEW_STATUSES).default('pending') });

export const adminReviewSchema = publicReviewSchema.extend({
  perfumeId: z.number(),
  perfumeName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** Whether the author's account still exists (a deleted account's review keeps its signature). */
  userId: z.number().nullable(),
  orderId: z.number().nullable(),
  updatedAt: timestampSchema,
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.array(adminReviewSchema);

/** PUT /api/admin/reviews/{id}: approve or hide, and the house's reply (an empty one removes it). */
export const moderateReviewSchema = z.object({
  status: z.enum(['approved', 'hidden'], { message: 'Please choose approved or hidden' }),
  reply: z
    .string()
    .trim()
    .max(MAX_REPLY_LENGTH, `A reply may be at most ${MAX_REPLY_LENGTH.toLocaleString('en')} characters`)
    .optional(),
});

import {
  authorName,
  JSON_LD_REVIEWS,
  NO_REVIEWS,
  REVIEWS_PER_DAY,
  type ReviewStatus,
  type ReviewTotals,
  summarize,
} from '../../domain/reviews/reviews';
import type { AdminReview, PerfumeReviews, PublicReview, ReviewEligibility } from '../../domain/reviews/schemas';
import type { Season } from '../../domain/reviews/reviews';
import type { PageRequest } from '../../domain/shared/paging';
import type { AuditService } from '../audit/service';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { Page } from '../db/keyset';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { UsersService } from '../users/service';
import type { MailService } from '../mail/service';
import { reviewNewsMail } from './mails/news';
import {
  allSummaries,
  approvedReviews,
  countReviewsSince,
  findOwnReview,
  insertReview,
  latestApproved,
  reviewsOf,
  lockReview,
  lockSummary,
  recountSummary,
  reviewsByStatus,
  shippedOrderOf,
  summaryOf,
  updateReview,
} from './repo';
import { toAdmin, toExport, toPublic } from './present';
import { paths } from '../../domain/pages/paths';
import { localizedPath } from '../../domain/i18n/locales';
import { sharedLanguages } from '../i18n/languages';

const DAY_MS = 24 * 60 * 60_000;

export interface ReviewWriting {
  rating: number;
  longevity: number;
  sillage: number;
  seasons: Season[];
  body: string;
}

/** What ReviewService is built from (services.ts gives each by name). */
export interface ReviewDeps {
  db: Db;
  catalogue: Pick<CatalogueSnapshot, 'perfume' | 'changedOnCommit'>;
  users: Pick<UsersService, 'find'>;
  audit: Pick<AuditService, 'record'>;
  /** The clock of the daily limit (a test may set its own). */
  now?: () => Date;
  /** Tells the reviewer when her review is published or answered. */
  tell: { mail: Pick<MailService, 'enqueue'>; publicUrl: string };
}

/**
 * Reviews (decision 066): written once per perfume by a customer whose paid order of it has
 * shipped, a few a day; approved, hidden and answered in the back office, each change in the
 * activity log. Every moderation adds up the perfume's approved reviews again in its transaction
 * (review_summaries) and reloads the catalogue once it commits, so the perfumes' answers carry their
 * rating without an aggregate per request.
 */
export class ReviewService {
  private readonly db: Db;
  private readonly catalogue: Pick<CatalogueSnapshot, 'perfume' | 'changedOnCommit'>;
  private readonly users: Pick<UsersService, 'find'>;
  private readonly audit: Pick<AuditService, 'record'>;
  readonly now: () => Date;
  private readonly tell: { mail: Pick<MailService, 'enqueue'>; publicUrl: string };

  constructor({ db, catalogue, users, audit, now = () => new Date(), tell }: ReviewDeps) {
    this.db = db;
    this.catalogue = catalogue;
    this.users = users;
    this.audit = audit;
    this.now = now;
    this.tell = tell;
  }

  private async onSale(perfumeId: number): Promise<void> {
    if (!(await this.catalogue.perfume(perfumeId))) throw AppError.notFound('PERFUME_NOT_FOUND');
  }

  /** A perfume's summary and a page of its approved reviews, newest first. */
  async ofPerfume(
    perfumeId: number,
    page: PageRequest,
  ): Promise<Page<PublicReview> & { summary: PerfumeReviews['summary'] }> {
    await this.onSale(perfumeId);
    const [totals, found] = [await summaryOf(this.db, perfumeId), await approvedReviews(this.db, perfumeId, page)];
    return { ...found, rows: found.rows.map(toPublic), summary: summarize(totals ?? NO_REVIEWS) };
  }

  /**
   * Every review the account wrote, as its owner downloads it (their data). A deleted account's
   * reviews stay, signed as written and linked to no one.
   */
  async exportOf(userId: number) {
    return (await reviewsOf(this.db, userId)).map(toExport);
  }

  /** Whether the shopper (undefined: signed out) may review the perfume, and why not. */
  async eligibility(perfumeId: number, userId: number | undefined): Promise<ReviewEligibility> {
    await this.onSale(perfumeId);
    if (userId === undefined) return { canReview: false, reason: 'signed-out', status: null };
    const own = await findOwnReview(this.db, userId, perfumeId);
    if (own) return { canReview: false, reason: 'reviewed', status: own.status };
    if (!(await shippedOrderOf(this.db, userId, perfumeId)))
      return { canReview: false, reason: 'not-verified', status: null };
    return { canReview: true, reason: null, status: null };
  }

  /**
   * Writes the customer's review, pending approval: 403 REVIEW_NOT_VERIFIED without a paid order of
   * the perfume that has shipped, 409 REVIEW_EXISTS for a second one (the unique index decides a
   * race), 429 past REVIEWS_PER_DAY in 24 hours (counted in the insert's transaction).
   */
  async post(perfumeId: number, userId: number, input: ReviewWriting): Promise<{ id: number; status: ReviewStatus }> {
    await this.onSale(perfumeId);
    const orderId = await shippedOrderOf(this.db, userId, perfumeId);
    if (!orderId) throw AppError.forbidden('REVIEW_NOT_VERIFIED');
    if (await findOwnReview(this.db, userId, perfumeId)) throw AppError.conflict('REVIEW_EXISTS');
    const user = await this.users.find(userId);
    if (!user) throw AppError.unauthorized();
    try {
      return await withTransaction(this.db, async (tx) => {
        const since = new Date(this.now().getTime() - DAY_MS);
        if ((await countReviewsSince(tx, userId, since)) >= REVIEWS_PER_DAY) throw AppError.tooManyRequests(60 * 60);
        const row = await insertReview(tx, {
          perfumeId,
          userId,
          orderId,
          author: authorName(user.fullName),
          rating: input.rating,
          longevity: input.longevity,
          sillage: input.sillage,
          seasons: input.seasons,
          body: input.body,
        });
        return { id: row.id, status: row.status };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict('REVIEW_EXISTS');
      throw err;
    }
  }

  /** The back office's list of one status. */
  async list(status: ReviewStatus, page: PageRequest): Promise<Page<AdminReview>> {
    const found = await reviewsByStatus(this.db, status, page);
    return { ...found, rows: found.rows.map(toAdmin) };
  }

  /**
   * Approves or hides a review, with the house's reply (`''` removes it; absent keeps it), in one
   * transaction with the perfume's recounted summary and the activity log; the catalogue reloads
   * once it commits.
   */
  async moderate(
    id: number,
    change: { status: 'approved' | 'hidden'; reply?: string | undefined },
    adminId: number,
  ): Promise<AdminReview> {
    return withTransaction(this.db, async (tx) => {
      const before = await lockReview(tx, id);
      if (!before) throw AppError.notFound('REVIEW_NOT_FOUND');
      await lockSummary(tx, before.perfumeId);
      const replyChanged = change.reply !== undefined && change.reply !== (before.reply ?? '');
      const reply = change.reply === undefined ? before.reply : change.reply || null;
      await updateReview(tx, id, {
        status: change.status,
        reply,
        repliedBy: replyChanged ? (reply ? adminId : null) : before.repliedBy,
      });
      const totals = await recountSummary(tx, before.perfumeId);
      this.catalogue.changedOnCommit(tx);
      const details: Record<string, unknown> = { perfumeId: before.perfumeId, author: before.author };
      if (before.status !== change.status) details.status = { from: before.status, to: change.status };
      if (replyChanged) details.reply = reply ? 'written' : 'removed';
      details.summary = { count: totals.count, average: summarize(totals).average };
      const action =
        before.status !== change.status
          ? change.status === 'approved'
            ? 'review.approved'
            : 'review.hidden'
          : replyChanged
            ? 'review.replied'
            : 'review.updated';
      await this.audit.record({ adminId, action, entity: 'review', entityId: id, details }, tx);
      const [row] = (await reviewsByStatus(tx, change.status, { limit: 1 }, id)).rows;
      // The reviewer hears of it once: when it is first published, and when the house first answers it.
      const about = { userId: before.userId, perfumeId: before.perfumeId, perfumeName: row!.perfumeName };
      if (change.status === 'approved' && before.status !== 'approved')
        await this.tellReviewer(tx, about, `review-published:${id}`);
      if (replyChanged && reply && change.status === 'approved')
        await this.tellReviewer(tx, about, `review-answered:${id}`, reply);
      return toAdmin(row!);
    });
  }

  private async tellReviewer(
    tx: Db,
    review: { userId: number | null; perfumeId: number; perfumeName: string },
    eventKey: string,
    answer?: string,
  ): Promise<void> {
    if (review.userId === null) return;
    // In the transaction: on the embedded store its one connection is the transaction's until it ends.
    const user = await this.users.find(review.userId, tx);
    if (!user) return;
    // In the reviewer's account's language, the link to the perfume's page too.
    const tr = sharedLanguages().translator(user.locale);
    const mail = reviewNewsMail({
      fullName: user.fullName,
      perfumeName: review.perfumeName,
      productUrl: `${this.tell.publicUrl}${localizedPath(paths.product(review.perfumeId), tr.locale)}`,
      answer,
      tr,
    });
    await this.tell.mail.enqueue({ ...mail, eventKey, to: user.email }, tx);
  }

  /** Every perfume's rating (average and count), for the catalogue's snapshot. */
  async ratings(): Promise<Map<number, { average: number; count: number }>> {
    const totals = await allSummaries(this.db);
    return new Map([...totals].map(([id, t]) => [id, { average: summarize(t).average!, count: t.count }]));
  }

  /** The summary and newest approved reviews of a perfume, for its page's JSON-LD (none: undefined). */
  async forStructuredData(
    perfumeId: number,
  ): Promise<{ summary: ReturnType<typeof summarize>; reviews: PublicReview[] } | undefined> {
    const totals: ReviewTotals | undefined = await summaryOf(this.db, perfumeId);
    if (!totals || totals.count === 0) return undefined;
    const rows = await latestApproved(this.db, perfumeId, JSON_LD_REVIEWS);
    return { summary: summarize(totals), reviews: rows.map(toPublic) };
  }
}

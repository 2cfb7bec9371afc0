import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  LONGEVITY_WORDS,
  REVIEW_STATUSES,
  type ReviewStatus,
  scoreWord,
  SEASON_LABELS,
  SILLAGE_WORDS,
} from '@/domain/reviews/reviews';
import type { AdminReview } from '@/domain/reviews/schemas';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { PendingButton } from '@/client/components/form/pending-button';
import { msg } from '@/domain/i18n/translator';
import { errorMessage } from '@/client/lib/api';
import { useI18n } from '@/client/lib/i18n';
import { PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { adminReviewsQuery, useModerateReview } from './api';

/* Catalogue messages: shown as `t(label)`. */
const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: msg('Pending'),
  approved: msg('Approved'),
  hidden: msg('Hidden'),
};

/** The empty list of one status. */
const EMPTY_TITLES: Record<ReviewStatus, string> = {
  pending: msg('No review waits for approval'),
  approved: msg('No approved reviews'),
  hidden: msg('No hidden reviews'),
};

function ReviewCard({ review }: { review: AdminReview }) {
  const { t } = useI18n();
  const moderate = useModerateReview();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(review.reply ?? '');
  const act = (status: 'approved' | 'hidden', withReply?: string) =>
    moderate.mutate({ id: review.id, status, ...(withReply === undefined ? {} : { reply: withReply }) });
  return (
    <li className="border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-ink">{review.perfumeName}</p>
        <p className="text-xs text-ink-soft">
          {/* A numeric day (10/03/2026): English (as the house writes it) and French write it alike. */}
          {review.author} · {new Date(review.createdAt).toLocaleDateString('en-GB')} · {t(STATUS_LABELS[review.status])}
        </p>
      </div>
      <p className="mt-1 text-sm">
        <span className="text-accent" aria-hidden="true">
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
        <span className="sr-only">{t('{rating} out of 5 stars', { rating: review.rating })}</span>
        <span className="ml-3 text-xs text-ink-soft">
          {t('Longevity: {longevity} · Sillage: {sillage}', {
            longevity: t(scoreWord(LONGEVITY_WORDS, review.longevity)),
            sillage: t(scoreWord(SILLAGE_WORDS, review.sillage)),
          })}
          {review.seasons.length ? ` · ${review.seasons.map((s) => t(SEASON_LABELS[s])).join(', ')}` : ''}
        </span>
      </p>
      {/* `wrap-anywhere`, not `break-words`: a long word must also narrow the card, or it widens a phone's page. */}
      <p className="mt-3 text-sm leading-relaxed whitespace-pre-line wrap-anywhere">{review.body}</p>
      {review.reply && !replying ? (
        <p className="mt-3 border-l-2 border-accent pl-3 text-sm whitespace-pre-line text-ink-soft wrap-anywhere">
          {review.reply}
        </p>
      ) : null}
      {replying ? (
        <div className="mt-3">
          <label className="text-sm font-medium" htmlFor={`reply-${review.id}`}>
            {t('Reply from the house')}
          </label>
          <textarea
            id={`reply-${review.id}`}
            rows={3}
            maxLength={2000}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            className="mt-1 w-full border border-line bg-transparent p-2 text-sm"
          />
        </div>
      ) : null}
      {moderate.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {errorMessage(moderate.error, t('The review could not be saved. Please try again.'))}
        </p>
      ) : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        {replying ? (
          <>
            <PendingButton
              size="sm"
              pending={moderate.isPending}
              pendingLabel={t('Saving…')}
              disableWhilePending
              onClick={() =>
                moderate.mutate(
                  { id: review.id, status: review.status === 'hidden' ? 'hidden' : 'approved', reply },
                  { onSuccess: () => setReplying(false) },
                )
              }
            >
              {review.status === 'hidden' ? t('Save reply') : t('Approve with reply')}
            </PendingButton>
            <button type="button" className={buttonStyle('ghost', 'sm')} onClick={() => setReplying(false)}>
              {t('Cancel')}
            </button>
          </>
        ) : (
          <>
            {review.status !== 'approved' ? (
              <button
                type="button"
                className={buttonStyle('primary', 'sm')}
                disabled={moderate.isPending}
                onClick={() => act('approved')}
              >
                {t('Approve')}
              </button>
            ) : null}
            {review.status !== 'hidden' ? (
              <button
                type="button"
                className={buttonStyle('outline', 'sm')}
                disabled={moderate.isPending}
                onClick={() => act('hidden')}
              >
                {t('Hide')}
              </button>
            ) : null}
            <button type="button" className={buttonStyle('ghost', 'sm')} onClick={() => setReplying(true)}>
              {t('Reply')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

/** The back office's Reviews tab: pending first (a queue, oldest first), then by status. */
export function ReviewsPanel() {
  const { t } = useI18n();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const query = useInfiniteQuery(adminReviewsQuery(status));
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <div>
      <div role="group" aria-label={t('Status')} className="flex flex-wrap gap-2">
        {REVIEW_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            className={buttonStyle(status === s ? 'primary' : 'outline', 'sm')}
            onClick={() => setStatus(s)}
          >
            {t(STATUS_LABELS[s])}
          </button>
        ))}
      </div>
      <div className="mt-6">
        {query.isPending ? (
          <PanelLoading label={t('Loading reviews')} />
        ) : query.isError ? (
          <PanelError what={t('reviews')} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <PanelEmpty title={t(EMPTY_TITLES[status])} />
        ) : (
          <ul className="grid gap-4">
            {rows.map((r) => (
              <ReviewCard key={r.id} review={r} />
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <button
            type="button"
            className={buttonStyle('outline', 'sm', 'mt-4')}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('Loading…') : t('Show more')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

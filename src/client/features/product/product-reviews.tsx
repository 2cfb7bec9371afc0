import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { getPerfumeReviews, getReviewEligibility, postReview } from '@/domain/api/reviews';
import {
  LONGEVITY_WORDS,
  MAX_REVIEW_LENGTH,
  type ReviewSummary,
  scoreWord,
  SEASON_LABELS,
  SEASONS,
  type Season,
  SILLAGE_WORDS,
} from '@/domain/reviews/reviews';
import type { PublicReview } from '@/domain/reviews/schemas';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { call, callPage, errorMessage, fetcher } from '@/client/lib/api';
import {
  characterCount,
  distributionBars,
  oneDecimal,
  reviewCount,
  reviewDate,
  scoreWidth,
  starCount,
  starsLabel,
} from './reviews-format';
import { queryKeyOf } from '@/client/lib/query-keys';
import { paths } from '@/domain/pages/paths';
import { PendingButton } from '@/client/components/form/pending-button';
import { Rich, useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';

const PAGE_SIZE = 10;

const reviewsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(getPerfumeReviews, id),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callPage(getPerfumeReviews, { params: { id }, query: { limit: PAGE_SIZE, after: pageParam } }, { signal }),
    getNextPageParam: (last) => last.next,
  });

const eligibilityQuery = (id: number) => ({
  queryKey: queryKeyOf(getReviewEligibility, id),
  queryFn: fetcher(getReviewEligibility, { params: { id } }),
});

/** Five stars, the first `value` filled (a mean rounds to the nearest half star's whole). */
function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  return (
    <span aria-hidden="true" className="inline-flex gap-0.5 text-accent">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={className}
          fill={n <= Math.round(value) ? 'currentColor' : 'none'}
          strokeWidth={1.25}
        />
      ))}
    </span>
  );
}

/** `label` a message (Longevity, Sillage), `words` its five. */
function ScoreBar({ label, score, words }: { label: string; score: number; words: readonly string[] }) {
  const { t, number } = useI18n();
  const word = t(scoreWord(words, score));
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-ink-soft">{t(label)}</span>
        <span className="text-ink">{word}</span>
      </div>
      <div
        className="mt-1.5 h-1.5 bg-muted"
        role="img"
        aria-label={t('{label}: {word}, {score} out of 5', { label: t(label), word, score: number(score) })}
      >
        <div className="h-full bg-accent" style={{ width: `${scoreWidth(score)}%` }} />
      </div>
    </div>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const i18n = useI18n();
  const { t, number } = i18n;
  if (summary.count === 0 || summary.average === null) return null;
  return (
    <div className="grid gap-8 sm:grid-cols-2">
      <div>
        <p className="flex items-baseline gap-3">
          <span className="font-serif text-4xl tabular-nums">{oneDecimal(summary.average, number)}</span>
          <span className="sr-only">{starsLabel(summary.average, i18n)}</span>
          <Stars value={summary.average} className="size-4" />
        </p>
        <p className="mt-1 text-sm text-ink-soft">{reviewCount(summary.count, t)}</p>
        {/* How the stars fall, on request: a quiet list, not a marketplace's bars. */}
        <details className="mt-4 text-sm text-ink-soft">
          <summary className="cursor-pointer hover:text-ink">{t('How the stars fall')}</summary>
          <ul className="mt-2 grid gap-1" aria-label={t('Reviews by stars')}>
            {distributionBars(summary).map((bar) => (
              <li key={bar.stars} className="flex justify-between gap-6 tabular-nums sm:max-w-56">
                <span>{starCount(bar.stars, t)}</span>
                <span className="text-ink">{bar.count}</span>
              </li>
            ))}
          </ul>
        </details>
      </div>
      <div className="grid content-start gap-5">
        {summary.longevity !== null ? (
          <ScoreBar label={msg('Longevity')} score={summary.longevity} words={LONGEVITY_WORDS} />
        ) : null}
        {summary.sillage !== null ? (
          <ScoreBar label={msg('Sillage')} score={summary.sillage} words={SILLAGE_WORDS} />
        ) : null}
      </div>
    </div>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <li className="border-t border-line py-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <span className="sr-only">{starsLabel(review.rating, i18n)}</span>
        <span className="text-sm font-medium text-ink">{review.author}</span>
        <span className="text-xs text-ink-soft">{reviewDate(review.createdAt, i18n)}</span>
      </div>
      <p className="mt-2 text-xs text-ink-soft">
        {t('Longevity: {longevity} · Sillage: {sillage}', {
          longevity: t(scoreWord(LONGEVITY_WORDS, review.longevity)),
          sillage: t(scoreWord(SILLAGE_WORDS, review.sillage)),
        })}
      </p>
      {review.seasons.length ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('Seasons')}>
          {review.seasons.map((s) => (
            <li key={s} className="border border-line px-2 py-0.5 text-xs text-ink-soft">
              {t(SEASON_LABELS[s])}
            </li>
          ))}
        </ul>
      ) : null}
      {/* Plain text, as written: React writes it as text, never as HTML. */}
      <p className="mt-3 max-w-prose text-[0.9375rem] leading-relaxed whitespace-pre-line wrap-anywhere">
        {review.body}
      </p>
      {review.reply ? (
        <div className="mt-4 border-l-2 border-accent pl-4">
          <p className="text-xs font-medium tracking-wide text-ink">{t('Reply from Maison Lumière')}</p>
          <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-ink-soft wrap-anywhere">{review.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

/** A 1–5 choice as a labelled radio group (stars, longevity, sillage): its legend and words are messages. */
function ScoreChoice({
  legend,
  name,
  value,
  onChange,
  words,
}: {
  legend: string;
  name: string;
  value: number | undefined;
  onChange: (n: number) => void;
  words: readonly string[];
}) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{t(legend)}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {words.map((word, i) => (
          <label
            key={word}
            className="flex cursor-pointer items-center gap-2 border border-line px-3 py-2 text-sm has-[:checked]:border-ink has-[:focus-visible]:ring-2"
          >
            <input
              type="radio"
              name={name}
              value={i + 1}
              checked={value === i + 1}
              onChange={() => onChange(i + 1)}
              className="accent-[var(--color-accent)]"
            />
            {t(word)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const STAR_WORDS = [msg('1 star'), msg('2 stars'), msg('3 stars'), msg('4 stars'), msg('5 stars')] as const;

function ReviewForm({ perfumeId, name }: { perfumeId: number; name: string }) {
  const { t, number } = useI18n();
  const qc = useQueryClient();
  const bodyId = useId();
  const [rating, setRating] = useState<number>();
  const [longevity, setLongevity] = useState<number>();
  const [sillage, setSillage] = useState<number>();
  const [seasons, setSeasons] = useState<Season[]>([]);
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      call(postReview, {
        params: { id: perfumeId },
        body: { rating: rating!, longevity: longevity!, sillage: sillage!, seasons, body },
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: queryKeyOf(getReviewEligibility, perfumeId) }),
  });
  if (mutation.isSuccess)
    return (
      <p role="status" className="mt-6 border border-line p-4 text-sm">
        {t('Thank you: your review will appear once approved.')}
      </p>
    );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!rating || !longevity || !sillage || !body.trim()) return setMissing(true);
    setMissing(false);
    mutation.mutate();
  };
  return (
    <form
      aria-label={t('Review {name}', { name })}
      className="mt-6 grid gap-6 border border-line p-5"
      onSubmit={submit}
      noValidate
    >
      <h3 className="font-serif text-2xl">{t('Review {name}', { name })}</h3>
      <ScoreChoice legend={msg('Your rating')} name="rating" value={rating} onChange={setRating} words={STAR_WORDS} />
      <ScoreChoice
        legend={msg('Longevity')}
        name="longevity"
        value={longevity}
        onChange={setLongevity}
        words={LONGEVITY_WORDS}
      />
      <ScoreChoice legend={msg('Sillage')} name="sillage" value={sillage} onChange={setSillage} words={SILLAGE_WORDS} />
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('Seasons it suits (optional)')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {SEASONS.map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={seasons.includes(s)}
                onChange={(e) => setSeasons((now) => (e.target.checked ? [...now, s] : now.filter((x) => x !== s)))}
              />
              {t(SEASON_LABELS[s])}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={bodyId} className="text-sm font-medium text-ink">
          {t('Your review')}
        </label>
        <textarea
          id={bodyId}
          rows={5}
          maxLength={MAX_REVIEW_LENGTH}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-describedby={`${bodyId}-count`}
          className="mt-2 w-full resize-y border border-line bg-transparent p-3 text-sm leading-relaxed"
        />
        <p id={`${bodyId}-count`} className="mt-1 text-right text-xs text-ink-soft" aria-live="polite">
          {characterCount(body, MAX_REVIEW_LENGTH, number)}
        </p>
      </div>
      {missing ? (
        <p role="alert" className="text-sm text-danger">
          {t('Please give your rating, longevity and sillage, and write a few words.')}
        </p>
      ) : null}
      {mutation.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(mutation.error, t('Your review could not be sent. Please try again.'))}
        </p>
      ) : null}
      <PendingButton
        type="submit"
        className="sm:justify-self-start"
        pending={mutation.isPending}
        pendingLabel={t('SENDING…')}
        disableWhilePending
      >
        {t('SEND MY REVIEW')}
      </PendingButton>
    </form>
  );
}

/** Why the shopper may not review, or the form (opened by "Write a review" or `?review=1`). */
function WriteReview({ perfumeId, name }: { perfumeId: number; name: string }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get('review') === '1');
  const eligibility = useQuery(eligibilityQuery(perfumeId));
  const answer = eligibility.data;
  if (!answer) return null;
  if (answer.reason === 'signed-out')
    return (
      <p className="mt-6 text-sm text-ink-soft">
        <Rich
          message="<link>Sign in</link> to review a perfume you have received."
          tags={{
            link: (words) => (
              <Link
                to={paths.login({ next: paths.product(perfumeId, { review: 1 }, 'reviews') })}
                className="underline"
              >
                {words}
              </Link>
            ),
          }}
        />
      </p>
    );
  if (answer.reason === 'not-verified')
    return (
      <p className="mt-6 text-sm text-ink-soft">
        {t('You can review this perfume once an order of it has been shipped to you.')}
      </p>
    );
  if (answer.reason === 'reviewed')
    return (
      <p className="mt-6 text-sm text-ink-soft">
        {answer.status === 'pending'
          ? t('Thank you: your review will appear once approved.')
          : t('You have already reviewed this perfume.')}
      </p>
    );
  return open ? (
    <ReviewForm perfumeId={perfumeId} name={name} />
  ) : (
    <button type="button" className={buttonStyle('outline', 'md', 'mt-6')} onClick={() => setOpen(true)}>
      {t('WRITE A REVIEW')}
    </button>
  );
}

/** The product page's Reviews section (`#reviews`): summary, reviews by pages, and the shopper's own. */
export default function ProductReviews({ perfumeId, name }: { perfumeId: number; name: string }) {
  const { t } = useI18n();
  const query = useInfiniteQuery(reviewsQuery(perfumeId));
  const summary = query.data?.pages[0]?.rows.summary;
  const reviews = query.data?.pages.flatMap((p) => p.rows.reviews) ?? [];
  // A link to `#reviews` (the invitation's) lands here once the section has rendered.
  useEffect(() => {
    if (summary && window.location.hash === '#reviews') document.getElementById('reviews')?.scrollIntoView();
  }, [summary]);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-28">
      <h2 id="reviews-heading" className="font-serif text-4xl">
        {t('Reviews')}
      </h2>
      <div className="mt-8">
        {query.isPending ? (
          <p className="text-sm text-ink-soft">{t('Loading reviews…')}</p>
        ) : query.isError ? (
          <p className="text-sm text-danger">
            <Rich
              message="Reviews could not be loaded. <button>Try again</button>"
              tags={{
                button: (words) => (
                  <button type="button" className="underline" onClick={() => void query.refetch()}>
                    {words}
                  </button>
                ),
              }}
            />
          </p>
        ) : summary && summary.count > 0 ? (
          <Summary summary={summary} />
        ) : (
          <p className="text-sm text-ink-soft">{t('No reviews yet.')}</p>
        )}
      </div>
      <WriteReview perfumeId={perfumeId} name={name} />
      {reviews.length ? (
        <ul className="mt-8">
          {reviews.map((r) => (
            <ReviewItem key={r.id} review={r} />
          ))}
        </ul>
      ) : null}
      {query.hasNextPage ? (
        <button
          type="button"
          className={buttonStyle('outline', 'md', 'mt-4')}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('LOADING…') : t('SHOW MORE')}
        </button>
      ) : null}
    </section>
  );
}

import { Star } from 'lucide-react';
import { concentrationLabels, type Perfume } from '@/domain/catalogue/catalogue';
import { useI18n } from '@/client/lib/i18n';
import { oneDecimal, reviewCount, starsLabel } from './reviews-format';

/**
 * Beside the perfume's name (issue #51): its rating (stars, the average and the count, a link to its reviews),
 * and under it what it is: its concentration and how long it lasts.
 */
export function RatingLink({ rating }: { rating: Perfume['rating'] }) {
  const i18n = useI18n();
  const { t, number } = i18n;
  if (!rating || rating.count === 0) return null;
  return (
    <a
      href="#reviews"
      className="inline-flex items-center gap-2 text-sm text-ink-soft hover:text-ink hover:underline hover:underline-offset-4"
      data-testid="product-rating"
    >
      <span aria-hidden="true" className="inline-flex gap-0.5 text-accent">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className="size-3.5"
            fill={n <= Math.round(rating.average) ? 'currentColor' : 'none'}
            strokeWidth={1.25}
          />
        ))}
      </span>
      <span className="sr-only">{starsLabel(rating.average, i18n)}, </span>
      <span aria-hidden="true" className="tabular-nums text-ink">
        {oneDecimal(rating.average, number)}
      </span>
      <span className="tabular-nums">{reviewCount(rating.count, t)}</span>
    </a>
  );
}

/** "Eau de parfum · Lasts 8–10 hours": what the bottle holds, in the page's language. */
export function PerfumeFacts({ perfume }: { perfume: Pick<Perfume, 'concentration' | 'longevity'> }) {
  const { t } = useI18n();
  const parts: string[] = [];
  if (perfume.concentration) parts.push(t(concentrationLabels[perfume.concentration]));
  const l = perfume.longevity;
  if (l)
    parts.push(
      l.min === l.max
        ? t('Lasts {hours, plural, one {# hour} other {# hours}}', { hours: l.max })
        : t('Lasts {min}–{max} hours', { min: l.min, max: l.max }),
    );
  if (parts.length === 0) return null;
  return (
    <p
      className="mt-3 text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase"
      data-testid="perfume-facts"
    >
      {parts.join(' · ')}
    </p>
  );
}

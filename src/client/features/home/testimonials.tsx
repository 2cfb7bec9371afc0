import { LoadError, SkeletonList } from '@/client/components/query-section';
import { HouseLine } from '@/client/components/house-words';
import { useHousePage } from '@/client/lib/house-page-query';
import { testimonials } from '@/domain/pages/house-shapes';
import { StarRating } from './star-rating';
import { useI18n } from '@/client/lib/i18n';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** The spec's testimonials, in the owner's words (the back office's Pages, "Testimonials"; issue #43). */
export function Testimonials() {
  const { t } = useI18n();
  const page = useHousePage('testimonials');
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="defer-render border-y border-line bg-surface py-24 sm:py-32"
    >
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">{t('In their words')}</p>
          <h2 id="testimonials-heading" className="mt-4 font-serif text-4xl leading-tight sm:text-5xl">
            {t('What Our Clients Say')}
          </h2>
          {page.data ? (
            <p className="mt-5 text-[0.9375rem] leading-relaxed text-ink-soft">
              <HouseLine text={page.data.intro} />
            </p>
          ) : null}
        </div>
        {page.isError ? (
          <LoadError
            className="mt-16"
            title={t('Testimonials could not be loaded')}
            onRetry={() => void page.refetch()}
          />
        ) : !page.data ? (
          <SkeletonList
            label={t('Loading testimonials')}
            count={3}
            className="mt-16 lg:grid-cols-3"
            itemClassName="h-72"
          />
        ) : (
          <ul className="mt-16 grid gap-6 lg:grid-cols-3">
            {testimonials(page.data.body).map((quote, i) => (
              <li key={i} data-testid="testimonial">
                <figure className="flex h-full flex-col border border-line bg-background p-8 sm:p-10">
                  <StarRating rating={quote.rating} />
                  <blockquote className="mt-6 flex-1 font-serif text-xl leading-snug text-ink sm:text-[1.375rem]">
                    <p>“{quote.content}”</p>
                  </blockquote>
                  <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-accent-soft/60 bg-muted font-serif text-base text-accent"
                    >
                      {initials(quote.author)}
                    </span>
                    <span className="flex flex-col">
                      <span className="text-sm font-medium text-ink">{quote.author}</span>
                      <span className="text-xs text-ink-soft">{quote.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

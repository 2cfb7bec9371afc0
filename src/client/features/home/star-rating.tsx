import { Star, StarHalf } from 'lucide-react';
import { useI18n } from '@/client/lib/i18n';

/** Five stars with half-star support, read out as "Rated 4.5 out of 5". */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  const { t, number } = useI18n();
  return (
    <div
      role="img"
      aria-label={t('Rated {rating} out of {max}', { rating: number(rating), max })}
      className="flex items-center gap-0.5 text-accent"
    >
      {Array.from({ length: max }, (_, i) => {
        const position = i + 1;
        if (rating >= position)
          return <Star key={i} aria-hidden="true" className="size-4 fill-current" strokeWidth={1.25} />;
        if (rating >= position - 0.5) {
          return (
            <span key={i} className="relative inline-flex" data-star="half">
              <Star aria-hidden="true" className="size-4" strokeWidth={1.25} />
              <StarHalf aria-hidden="true" className="absolute inset-0 size-4 fill-current" strokeWidth={1.25} />
            </span>
          );
        }
        return <Star key={i} aria-hidden="true" className="size-4" strokeWidth={1.25} />;
      })}
    </div>
  );
}

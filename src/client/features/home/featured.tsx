import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { featuredPerfumes } from '@/domain/catalogue/catalogue';
import { ProductCard, ProductCardSkeleton } from '@/client/components/product-card';
import { QuickViewScope } from '@/client/components/quick-view';
import { usePerfumes } from '@/client/lib/catalogue-queries';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

const FEATURED_COUNT = 4;
const featuredGrid = 'grid grid-cols-1 gap-x-6 gap-y-12 sm:grid-cols-2 xl:grid-cols-4';

export function Featured() {
  const { t } = useI18n();
  const { data, isPending, isError } = usePerfumes();
  const featured = data ? featuredPerfumes(data, FEATURED_COUNT) : [];
  if (isError || (data && featured.length === 0)) return null;

  return (
    <section aria-labelledby="featured-heading" className="defer-render py-24 sm:py-32">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <p className="eyebrow">{t('New arrivals & bestsellers')}</p>
            <h2 id="featured-heading" className="mt-4 font-serif text-4xl leading-tight sm:text-5xl">
              {t('Featured Fragrances')}
            </h2>
          </div>
          <Link
            to={paths.collections()}
            className="group inline-flex items-center gap-2 border-b border-ink/40 pb-1 text-[0.6875rem] font-medium tracking-[0.22em] uppercase transition-colors hover:border-ink"
          >
            {t('View all fragrances')}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform duration-300 group-hover:translate-x-1"
            />
          </Link>
        </div>
        {isPending ? (
          <div className={`mt-14 ${featuredGrid}`} aria-hidden="true">
            {Array.from({ length: FEATURED_COUNT }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        ) : (
          <QuickViewScope>
            <ul className={`mt-14 ${featuredGrid}`}>
              {featured.map((p) => (
                <li key={p.id}>
                  <ProductCard perfume={p} />
                </li>
              ))}
            </ul>
          </QuickViewScope>
        )}
      </div>
    </section>
  );
}

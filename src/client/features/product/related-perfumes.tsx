import { relatedPerfumes, type Perfume } from '@/domain/catalogue/catalogue';
import { ProductCard, ProductCardSkeleton } from '@/client/components/product-card';
import { QuickViewScope } from '@/client/components/quick-view';
import { usePerfumes } from '@/client/lib/catalogue-queries';
import { useI18n } from '@/client/lib/i18n';

const RELATED_COUNT = 4;
const grid = 'mt-12 grid grid-cols-1 gap-x-6 gap-y-12 sm:grid-cols-2 xl:grid-cols-4';

export function RelatedPerfumes({ perfume }: { perfume: Perfume }) {
  const { t } = useI18n();
  const { data, isPending } = usePerfumes();
  const related = data ? relatedPerfumes(data, perfume, RELATED_COUNT) : [];
  if (!isPending && related.length === 0) return null;

  return (
    <section aria-labelledby="related-heading" className="border-t border-line pt-20 sm:pt-24">
      <p className="eyebrow">{t('From the same collection')}</p>
      <h2 id="related-heading" className="mt-4 font-serif text-4xl">
        {t('You May Also Like')}
      </h2>
      {isPending ? (
        <div className={grid} aria-hidden="true">
          {Array.from({ length: RELATED_COUNT }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : (
        <QuickViewScope>
          <ul className={grid}>
            {related.map((p) => (
              <li key={p.id}>
                <ProductCard perfume={p} />
              </li>
            ))}
          </ul>
        </QuickViewScope>
      )}
    </section>
  );
}

import { useParams } from 'react-router';
import type { Gender } from '@/domain/catalogue';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { LinkTabs, linkTabId, linkTabPanelId } from '@/client/components/ui/link-tabs';
import { ProductCard, ProductCardSkeleton, productGridClasses } from '@/client/components/product-card';
import { usePerfumes } from '@/client/lib/catalogue-queries';
import { useDocumentTitle } from '@/client/lib/use-document-title';

const SKELETON_COUNT = 8;
/** xl shows four per row: those images load at once, the rest when scrolled near. */
const FIRST_ROW = 4;

const tabs = [
  { value: 'all', label: 'All', to: '/collections' },
  { value: 'female', label: 'Women', to: '/collections/female' },
  { value: 'male', label: 'Men', to: '/collections/male' },
] as const;

const copy: Record<'all' | Gender, { title: string; intro: string }> = {
  all: {
    title: 'Collections',
    intro: 'Twenty fragrances, each composed around a single memory: a garden after rain, a leather-bound library, salt drying on warm skin.',
  },
  female: {
    title: "Women's Fragrances",
    intro: 'Luminous florals, sheer musks and softly spiced ambers, composed to sit close to the skin and linger.',
  },
  male: {
    title: "Men's Fragrances",
    intro: 'Woods, resins, aromatic herbs and cool citrus, composed with restraint and made to last the day.',
  },
};

export default function CollectionsPage() {
  // The route only lets female and male through; anything else became the 404 page.
  const { gender } = useParams<{ gender?: Gender }>();
  const selected = gender ?? 'all';
  const { title, intro } = copy[selected];
  useDocumentTitle(title);

  const { data, isPending, isError, refetch, isFetching } = usePerfumes();
  const perfumes = data ? (gender ? data.filter((p) => p.gender === gender) : data) : [];

  return (
    <div className="container-page pt-14 pb-24 sm:pt-20">
      <header className="max-w-2xl">
        <p className="eyebrow">The Maison Lumière Collection</p>
        <h1 className="mt-4 font-serif text-5xl leading-[1.05] sm:text-6xl">{title}</h1>
        <p className="mt-5 text-[0.9375rem] leading-relaxed text-ink-soft">{intro}</p>
      </header>

      <LinkTabs tabs={tabs} value={selected} idBase="collection" label="Filter by gender" className="mt-12" />

      <section
        id={linkTabPanelId('collection')}
        role="tabpanel"
        aria-labelledby={linkTabId('collection', selected)}
        aria-busy={isPending}
        className="pt-8"
      >
        {isPending ? (
          <>
            <p className="sr-only" role="status">
              Loading fragrances…
            </p>
            <div className={productGridClasses}>
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          </>
        ) : isError ? (
          <div className="flex flex-col items-start gap-4 border border-line bg-surface p-8">
            <h2 className="font-serif text-2xl">The collection could not be loaded</h2>
            <p className="text-sm text-ink-soft">Please check your connection and try again.</p>
            <button type="button" className={buttonStyle('outline')} onClick={() => void refetch()} disabled={isFetching}>
              Try Again
            </button>
          </div>
        ) : (
          <>
            <p className="mb-8 text-xs tracking-[0.18em] text-ink-soft uppercase">
              {perfumes.length === 1 ? '1 fragrance' : `${perfumes.length} fragrances`}
            </p>
            <ul className={productGridClasses}>
              {perfumes.map((p, i) => (
                <li key={p.id}>
                  <ProductCard perfume={p} eager={i < FIRST_ROW} priority={i === 0} headingLevel="h2" />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

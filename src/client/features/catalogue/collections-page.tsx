import { useMemo, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Gender } from '@/domain/catalogue/catalogue';
import { collectionQueryFromParams, searchEntries, searchPerfumes } from '@/domain/catalogue/search';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { LinkTabs, linkTabId, linkTabPanelId } from '@/client/components/ui/link-tabs';
import { ProductCard, ProductCardSkeleton, productGridClasses } from '@/client/components/product-card';
import { QuickViewScope } from '@/client/components/quick-view';
import { withoutQuickView } from '@/client/components/quick-view-url';
import { usePerfumes } from '@/client/lib/catalogue-queries';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { collectionIntros } from '@/domain/pages/house-shapes';
import { HouseLine } from '@/client/components/house-words';
import { useHousePage } from '@/client/lib/house-page-query';
import { CollectionFilters, useCollectionSearchDraft } from './collection-filters';
import { searchString, withoutParams, type CollectionParam } from './collection-url';
import { useUpdateParams } from '@/client/lib/use-update-params';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';

const SKELETON_COUNT = 8;
/** xl shows four per row: those images load at once, the rest when scrolled near. */
const FIRST_ROW = 4;

/** The gender tabs keep the search and filters (they are the path; the rest is the query). */
const tabs = (search: string) =>
  [
    { value: 'all', label: msg('All'), to: `${paths.collections()}${search}` },
    { value: 'female', label: msg('Women'), to: `${paths.collections('female')}${search}` },
    { value: 'male', label: msg('Men'), to: `${paths.collections('male')}${search}` },
  ] as const;

/** Each tab's title; its introduction is the owner's (the back office's Pages, "The collection's introductions"). */
const titles: Record<'all' | Gender, string> = {
  all: msg('Collections'),
  female: msg("Women's Fragrances"),
  male: msg("Men's Fragrances"),
};

export default function CollectionsPage() {
  // The route only lets female and male through; anything else became the 404 page.
  const { t } = useI18n();
  const { gender } = useParams<{ gender?: Gender }>();
  const selected = gender ?? 'all';
  const title = t(titles[selected]);
  useDocumentTitle(title);
  const page = useHousePage('collections').data;

  const [params] = useSearchParams();
  const setParams = useUpdateParams();
  const query = collectionQueryFromParams(params);
  const [draft, setDraft, submitDraft] = useCollectionSearchDraft();
  const countRef = useRef<HTMLParagraphElement>(null);

  const { data, isPending, isError, refetch, isFetching } = usePerfumes();
  // The whole catalogue is here (and in the server-rendered page): narrowed in the browser by the
  // same rule GET /api/perfumes runs, so results follow each keystroke.
  const entries = useMemo(() => searchEntries(data ?? []), [data]);
  const perfumes = searchPerfumes(entries, { ...query, q: draft, gender });
  const intro = !page ? '' : selected === 'all' ? page.intro : collectionIntros(page.body)[selected];

  const loosen = (...keys: CollectionParam[]) => {
    if (keys.includes('q')) setDraft('');
    setParams((prev) => withoutParams(prev, ...keys), { preventScrollReset: true });
    countRef.current?.focus();
  };
  const hasPrice = query.minPrice !== undefined || query.maxPrice !== undefined;

  return (
    // On a desktop the title and its introduction share a row and the filters are one row of controls, so the
    // first perfumes show without scrolling (1280 × 800).
    <div className="container-page pt-12 pb-24 sm:pt-16 lg:pt-8">
      <header className="max-w-2xl lg:grid lg:max-w-none lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-end lg:gap-12">
        <div>
          <p className="eyebrow">{t('The Maison Lumière Collection')}</p>
          <h1 className="mt-4 font-serif text-5xl leading-[1.05] sm:text-6xl">{title}</h1>
        </div>
        <p className="mt-5 min-h-[3rem] text-[0.9375rem] leading-relaxed text-ink-soft lg:mt-0 lg:min-h-0">
          <HouseLine text={intro} />
        </p>
      </header>

      <LinkTabs
        tabs={tabs(searchString(withoutQuickView(params))).map((tab) => ({ ...tab, label: t(tab.label) }))}
        value={selected}
        idBase="collection"
        label={t('Filter by gender')}
        className="mt-10 lg:mt-6"
      />

      <div className="pt-6">
        <CollectionFilters query={query} draft={draft} onDraft={setDraft} onSubmit={submitDraft} />
      </div>

      <section
        id={linkTabPanelId('collection')}
        role="tabpanel"
        aria-labelledby={linkTabId('collection', selected)}
        aria-busy={isPending}
        className="pt-6"
      >
        {isPending ? (
          <>
            <p className="sr-only" role="status">
              {t('Loading fragrances…')}
            </p>
            <div className={productGridClasses}>
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          </>
        ) : isError ? (
          <div className="flex flex-col items-start gap-4 border border-line bg-surface p-8">
            <h2 className="font-serif text-2xl">{t('The collection could not be loaded')}</h2>
            <p className="text-sm text-ink-soft">{t('Please check your connection and try again.')}</p>
            <button
              type="button"
              className={buttonStyle('outline')}
              onClick={() => void refetch()}
              disabled={isFetching}
            >
              {t('Try Again')}
            </button>
          </div>
        ) : (
          <>
            <p
              ref={countRef}
              tabIndex={-1}
              role="status"
              className="mb-5 text-xs tracking-[0.18em] text-ink-soft uppercase outline-none"
            >
              {t('{count, plural, one {# perfume} other {# perfumes}}', { count: perfumes.length })}
            </p>
            {perfumes.length === 0 ? (
              <div className="flex flex-col items-center border border-dashed border-line px-6 py-14 text-center">
                <h2 className="font-serif text-2xl">{t('No perfume matches')}</h2>
                <p className="mt-2 max-w-sm text-sm text-ink-soft">{t('Try fewer words, or loosen a filter:')}</p>
                <div className="mt-6 flex flex-wrap justify-center gap-3">
                  {query.q || draft.trim() ? (
                    <button type="button" className={buttonStyle('outline', 'sm')} onClick={() => loosen('q')}>
                      {t('Clear search')}
                    </button>
                  ) : null}
                  {query.family ? (
                    <button type="button" className={buttonStyle('outline', 'sm')} onClick={() => loosen('family')}>
                      {t('Any family')}
                    </button>
                  ) : null}
                  {hasPrice ? (
                    <button
                      type="button"
                      className={buttonStyle('outline', 'sm')}
                      onClick={() => loosen('minPrice', 'maxPrice')}
                    >
                      {t('Any price')}
                    </button>
                  ) : null}
                  {gender ? (
                    <Link
                      to={`${paths.collections()}${searchString(withoutQuickView(params))}`}
                      preventScrollReset
                      className={buttonStyle('outline', 'sm')}
                    >
                      {t('All genders')}
                    </Link>
                  ) : null}
                </div>
              </div>
            ) : (
              <QuickViewScope>
                <ul className={productGridClasses}>
                  {perfumes.map((p, i) => (
                    // Past the first card, the browser lays a card out only when it nears the viewport.
                    <li key={p.id} className={i === 0 ? undefined : 'defer-card'}>
                      <ProductCard perfume={p} eager={i < FIRST_ROW} priority={i === 0} headingLevel="h2" />
                    </li>
                  ))}
                </ul>
              </QuickViewScope>
            )}
          </>
        )}
      </section>
    </div>
  );
}

import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { ProductCard, ProductCardSkeleton, productGridClasses } from '@/client/components/product-card';
import { QuickViewScope } from '@/client/components/quick-view';
import { LoadError } from '@/client/components/query-section';
import { buttonClasses } from '@/client/components/ui/button';
import { usePerfumes } from '@/client/lib/catalogue-queries';
import { useCurrentUser } from '@/client/lib/use-auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useWishlist } from '@/client/lib/use-wishlist';
import { WishlistAddToCart } from './wishlist-add-to-cart';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';

const HEADING_ID = 'wishlist-heading';
const EMPTY_HEADING_ID = 'wishlist-empty-heading';

/** /wishlist: the perfumes a shopper saved, as cards with Add to Cart; a guest's are kept in this browser. */
export default function WishlistPage() {
  const { t } = useI18n();
  useDocumentTitle(t('Wishlist'));
  const wishlist = useWishlist();
  const perfumes = usePerfumes();
  const { data: user } = useCurrentUser();

  // In the order saved, newest first; a perfume the house no longer sells is left out.
  const saved = useMemo(() => {
    const byId = new Map((perfumes.data ?? []).map((p) => [p.id, p]));
    return wishlist.ids.flatMap((id) => byId.get(id) ?? []);
  }, [perfumes.data, wishlist.ids]);

  const grid = useRef<HTMLUListElement>(null);
  useKeepFocusOnRemoval(saved, grid);

  const loading = wishlist.isLoading || perfumes.isPending;
  const error = wishlist.error ?? perfumes.error;

  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-8">
        <div>
          <p className="eyebrow">{t('Saved for later')}</p>
          <h1 id={HEADING_ID} tabIndex={-1} className="mt-3 font-serif text-4xl outline-none sm:text-5xl">
            {t('Wishlist')}
          </h1>
        </div>
        {!loading && saved.length > 0 ? (
          <p className="text-sm text-ink-soft">
            {t('{count, plural, one {# perfume} other {# perfumes}}', { count: saved.length })}
          </p>
        ) : null}
      </header>

      {user === null && !loading && saved.length > 0 ? (
        <p className="mt-6 text-sm text-ink-soft">
          <Rich
            message="Saved on this device. <link>Sign in</link> to keep your wishlist with your account."
            tags={{
              link: (words) => (
                <Link
                  to={paths.login()}
                  className="text-ink underline decoration-accent-soft underline-offset-4 hover:decoration-ink"
                >
                  {words}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}

      {loading ? (
        <WishlistSkeleton />
      ) : error && saved.length === 0 ? (
        <LoadError
          title={t('Your wishlist could not be loaded')}
          className="mt-12"
          onRetry={() => {
            wishlist.refetch();
            void perfumes.refetch();
          }}
        />
      ) : saved.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <QuickViewScope>
          <ul ref={grid} aria-labelledby={HEADING_ID} className={`mt-10 ${productGridClasses}`}>
            {saved.map((p) => (
              <li key={p.id} data-perfume-id={p.id}>
                <ProductCard perfume={p} headingLevel="h2">
                  <WishlistAddToCart perfume={p} />
                </ProductCard>
              </li>
            ))}
          </ul>
        </QuickViewScope>
      )}
    </div>
  );
}

/**
 * Unsaving a perfume here takes its card, and the focused heart with it: focus moves to the next
 * card's heart (the previous one's for the last card), or to the empty list's heading.
 */
function useKeepFocusOnRemoval(saved: readonly Perfume[], grid: RefObject<HTMLUListElement | null>) {
  const previous = useRef(saved);
  useEffect(() => {
    const before = previous.current;
    previous.current = saved;
    if (saved.length >= before.length) return;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    const kept = new Set(saved.map((p) => p.id));
    const index = before.findIndex((p) => !kept.has(p.id));
    const next = saved[Math.min(index, saved.length - 1)];
    const target = next
      ? grid.current?.querySelector<HTMLElement>(`[data-perfume-id="${next.id}"] [data-testid="wishlist-toggle"]`)
      : document.getElementById(EMPTY_HEADING_ID);
    target?.focus();
  }, [saved, grid]);
}

function EmptyWishlist() {
  const { t } = useI18n();
  return (
    <section className="flex flex-col items-center py-20 text-center sm:py-28" aria-labelledby={EMPTY_HEADING_ID}>
      <span className="flex size-16 items-center justify-center rounded-full border border-line text-accent">
        <Heart aria-hidden="true" strokeWidth={1.25} className="size-7" />
      </span>
      <h2 id={EMPTY_HEADING_ID} tabIndex={-1} className="mt-8 font-serif text-3xl outline-none sm:text-4xl">
        {t('Your wishlist is empty')}
      </h2>
      <p className="mt-4 max-w-sm text-ink-soft">
        {t('Press the heart on any fragrance to keep it here until you are ready.')}
      </p>
      <Link to={paths.collections()} className={buttonClasses('primary', 'lg', 'mt-10')}>
        {t('Browse Collection')}
      </Link>
    </section>
  );
}

function WishlistSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" className="mt-10">
      <span className="sr-only">{t('Loading your wishlist…')}</span>
      <div className={productGridClasses}>
        {Array.from({ length: 4 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

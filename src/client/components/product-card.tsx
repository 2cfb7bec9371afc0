import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { priceFrom, volumeLabel } from '@/domain/catalogue/sizes';
import { badgeStyle } from '@/client/components/ui/badge-variants';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useArtworkSrc } from '@/client/lib/artwork';
import { usePrice } from '@/client/lib/format';
import { Rich, useI18n } from '@/client/lib/i18n';
import { clsx as cn } from 'clsx';
import { QuickViewButton } from './quick-view';
import { WishlistButton } from './wishlist-button';
import { paths } from '@/domain/pages/paths';

interface ProductCardProps {
  perfume: Perfume;
  /** Cards in the first visible row load their image at once; the rest lazily. */
  eager?: boolean;
  /** The likely largest image of the page: fetched first. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** What follows the card's text, outside its link (the wishlist's Add to Cart). */
  children?: ReactNode;
}

export const productGridClasses = 'grid grid-cols-1 gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * A perfume in a grid: a link to its page, and beside it (not inside: a link holds no button) the
 * wishlist heart and, where the page offers one (a QuickViewScope), the Quick View button.
 */
export function ProductCard({
  perfume,
  eager = false,
  priority = false,
  headingLevel: Heading = 'h3',
  className,
  children,
}: ProductCardProps) {
  const { t, number } = useI18n();
  // In the currency the catalogue answered it in (the shopper's market's).
  const price = usePrice(perfume.currency);
  const imageSrc = useArtworkSrc(perfume.imageSrc);
  const badge = perfume.isNew ? 'new' : perfume.isBestseller ? 'bestseller' : null;
  const soldOut = perfume.inStock === false;
  // "50 ml · €165.00", or "from €112.00" with the volumes when its sizes differ in price (decision 060).
  const sizes = perfume.sizes ?? [];
  const from = priceFrom(sizes, perfume.price);
  const volumes = sizes.length > 0 ? sizes.map((s) => s.volume) : [perfume.volume];
  const listed = from.from
    ? t('from {price}', { price: price(from.price) })
    : `${volumeLabel(volumes[0] ?? perfume.volume)} · ${price(perfume.price)}`;
  // A size on sale in the shopper's market says so on the card; its page shows the prices the law asks for.
  const onSale = sizes.some((s) => s.compareAtPrice !== undefined) || perfume.compareAtPrice !== undefined;
  const priceText = onSale ? `${listed} · ${t('On sale')}` : listed;
  return (
    <div className={cn('group/card relative', className)}>
      <Link to={paths.product(perfume.id)} data-testid="product-card" className="block focus-visible:outline-offset-4">
        <div className="relative aspect-[4/5] overflow-hidden bg-muted">
          <img
            src={imageSrc}
            alt={t('{name} perfume bottle', { name: perfume.name })}
            width={400}
            height={500}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={cn(
              'size-full object-cover transition-transform duration-700 ease-out motion-safe:group-hover/card:scale-[1.035]',
              soldOut && 'opacity-70 grayscale-[35%]',
            )}
          />
          {soldOut ? (
            <span className={badgeStyle('danger', 'absolute top-4 left-4 bg-surface/90')}>{t('SOLD OUT')}</span>
          ) : badge ? (
            <span className={badgeStyle(badge === 'new' ? 'accent' : 'default', 'absolute top-4 left-4')}>
              {badge === 'new' ? t('NEW') : t('BESTSELLER')}
            </span>
          ) : null}
        </div>
        <div className="mt-5">
          <div className="flex items-baseline justify-between gap-4">
            <Heading className="min-w-0 font-serif text-[1.375rem] leading-tight font-medium text-ink">
              {perfume.name}
            </Heading>
            <p className="shrink-0 text-sm tabular-nums text-ink" data-testid="card-price">
              {priceText}
            </p>
          </div>
          <p className="mt-1.5 text-[0.8125rem] text-ink-soft">{perfume.notes}</p>
          {perfume.rating ? (
            <p className="mt-1 text-xs text-ink-soft" data-testid="card-rating">
              <span aria-hidden="true" className="text-accent">
                ★
              </span>{' '}
              <Rich
                message="<sr>Rated </sr>{rating}<sr> out of 5</sr> ({count})"
                values={{
                  rating: number(perfume.rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                  count: perfume.rating.count,
                }}
                tags={{ sr: (words) => <span className="sr-only">{words}</span> }}
              />
            </p>
          ) : null}
          {from.from ? (
            <p className="mt-1 text-xs tracking-wide text-ink-soft" data-testid="card-volumes">
              {volumes.join(' · ')} ml
            </p>
          ) : null}
        </div>
      </Link>
      <WishlistButton perfume={perfume} look="overlay" className="absolute top-3 right-3" />
      <QuickViewButton perfume={perfume} />
      {children}
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <div data-testid="product-skeleton" aria-hidden="true">
      <Skeleton className="aspect-[4/5] w-full" />
      <div className="mt-5 flex justify-between gap-4">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-14" />
      </div>
      <Skeleton className="mt-2.5 h-4 w-5/6" />
    </div>
  );
}

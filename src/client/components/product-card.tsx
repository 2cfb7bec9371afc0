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

/** Two perfumes a row on a phone (one a row made 21 perfumes 7,500 px of scrolling), up to four on a desktop. */
export const productGridClasses =
  'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 sm:gap-y-12 lg:grid-cols-3 xl:grid-cols-4';

/** The sizes a shopper can buy now; when every size is sold out, all of them (the card still names a price). */
function buyableSizes(perfume: Pick<Perfume, 'sizes'>): Perfume['sizes'] {
  const sizes = perfume.sizes ?? [];
  const inStock = sizes.filter((s) => s.inStock);
  return inStock.length > 0 ? inStock : sizes;
}

/**
 * The card's price (decision 060): "from €112.00" when the sizes on sale (in stock) differ in price, its
 * lowest; else the one size's volume and price ("50 ml · €165.00"). A sold-out size never sets the "from".
 */
function cardPrice(
  perfume: Pick<Perfume, 'sizes' | 'price' | 'volume'>,
  money: (major: number) => string,
  from: (price: string) => string,
): string {
  const buyable = buyableSizes(perfume);
  const lowest = priceFrom(buyable, perfume.price);
  if (lowest.from) return from(money(lowest.price));
  const shown = buyable.find((s) => s.volume === perfume.volume) ?? buyable[0];
  return shown
    ? `${volumeLabel(shown.volume)} · ${money(shown.price)}`
    : `${volumeLabel(perfume.volume)} · ${money(perfume.price)}`;
}

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
  // Sold out once no size is left (`inStock` is the default size's alone).
  const soldOut = perfume.sizes?.length ? perfume.sizes.every((s) => !s.inStock) : perfume.inStock === false;
  const sizes = perfume.sizes ?? [];
  const listed = cardPrice(
    perfume,
    (major) => price(major),
    (p) => t('from {price}', { price: p }),
  );
  const volumes = sizes.length > 0 ? sizes.map((s) => s.volume) : [perfume.volume];
  // A size on sale in the shopper's market says so on the card; its page shows the prices the law asks for.
  const onSale = buyableSizes(perfume).some((s) => s.compareAtPrice !== undefined);
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
            <span className={badgeStyle('default', 'absolute top-3 left-3 sm:top-4 sm:left-4')}>{t('SOLD OUT')}</span>
          ) : badge ? (
            <span
              className={badgeStyle(badge === 'new' ? 'accent' : 'default', 'absolute top-3 left-3 sm:top-4 sm:left-4')}
            >
              {badge === 'new' ? t('NEW') : t('BESTSELLER')}
            </span>
          ) : null}
        </div>
        {/* A narrow card (two a row on a phone) puts its price under the name; a wider one beside it. */}
        <div className="@container mt-4 sm:mt-5">
          <div className="flex flex-col gap-1 @[15rem]:flex-row @[15rem]:items-baseline @[15rem]:justify-between @[15rem]:gap-4">
            <Heading className="min-w-0 font-serif text-[1.1875rem] leading-tight font-medium text-ink @[15rem]:text-[1.375rem]">
              {perfume.name}
            </Heading>
            <p
              className="text-[0.8125rem] lining-nums tabular-nums text-ink @[15rem]:shrink-0 @[15rem]:text-sm"
              data-testid="card-price"
            >
              {priceText}
            </p>
          </div>
          <p className="mt-1.5 text-xs text-ink-soft @[15rem]:text-[0.8125rem]">{perfume.notes}</p>
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
          {volumes.length > 1 ? (
            <p className="mt-1 text-xs tracking-wide text-ink-soft lining-nums tabular-nums" data-testid="card-volumes">
              {volumes.join(' · ')} ml
            </p>
          ) : null}
        </div>
      </Link>
      <WishlistButton perfume={perfume} look="overlay" className="absolute top-2 right-2 sm:top-3 sm:right-3" />
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

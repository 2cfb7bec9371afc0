import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, PackageCheck, ShieldCheck } from 'lucide-react';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { noteTiers, parseNotes } from '@/domain/catalogue/notes';
import { badgeStyle } from '@/client/components/ui/badge-variants';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { QuantityInput } from '@/client/components/ui/quantity-input';
import { RefillChoice, refillPriceOf, useRefillBlocked, useRefillOffer } from '@/client/components/refill-choice';
import { SizePicker } from '@/client/components/size-picker';
import { WishlistButton } from '@/client/components/wishlist-button';
import { isApiError } from '@/client/lib/api';
import { useArtworkSrc } from '@/client/lib/artwork';
import { usePrice } from '@/client/lib/format';
import { houseFactsQuery } from '@/client/lib/house-page-query';
import { perfumeQuery, perfumesQuery } from '@/client/lib/catalogue-queries';
import { useAddBottle, useSizeChoice, useSizesLeft } from '@/client/lib/use-buy-bottle';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { BuyBar } from './buy-bar';
import { ProductGallery } from './product-gallery';
import { PerfumeNotes } from './perfume-notes';
import { PerfumeFacts, RatingLink } from './perfume-facts';
import { ProductNotFound } from './product-not-found';
import { ProductDetailSkeleton } from './product-skeleton';
import { RelatedPerfumes } from './related-perfumes';
import { SampleOffer } from './sample-offer';
import { useAddRefill } from './use-add-refill';
import { sizedName, volumeLabel } from '@/domain/catalogue/sizes';
import { useOutOfView } from './use-out-of-view';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';

/** "Notify me when it is back": its code (and zod, for its form) loads only when a sold-out size is chosen. */
const NotifyForm = lazy(() => import('./notify-form'));
/** The reviews and their form: their code loads after the page's own. */
const ProductReviews = lazy(() => import('./product-reviews'));

const MAX_ID = 2_147_483_647;

/** A perfume id in the path is a positive integer, nothing else ("abc", "0", "1.5" are not found). */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

const genderLabel = { female: msg('Women'), male: msg('Men') } as const;

export default function ProductPage() {
  const id = parseId(useParams().id);
  const queryClient = useQueryClient();
  const query = useQuery({
    ...perfumeQuery(id ?? 0),
    enabled: id !== null,
    // Coming from a list, show what we already know while the detail loads.
    placeholderData: () => queryClient.getQueryData(perfumesQuery().queryKey)?.find((p) => p.id === id),
  });

  if (id === null || isApiError(query.error, 404)) return <ProductNotFound />;
  if (query.isError) return <ProductLoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <ProductDetailSkeleton />;
  return <ProductDetail key={query.data.id} perfume={query.data} />;
}

function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  useDocumentTitle(t('Fragrance'));
  return (
    <section className="container-page flex flex-col items-center py-32 text-center">
      <h1 className="font-serif text-4xl">{t('This fragrance could not be loaded')}</h1>
      <p className="mt-4 text-ink-soft">{t('Please check your connection and try again.')}</p>
      <button type="button" className={buttonStyle('outline', 'md', 'mt-8')} onClick={onRetry}>
        {t('Try Again')}
      </button>
    </section>
  );
}

function ProductDetail({ perfume }: { perfume: Perfume }) {
  const { t } = useI18n();
  useDocumentTitle(perfume.name);
  // In the currency the catalogue answered it in (the shopper's market's).
  const price = usePrice(perfume.currency);
  // "Shipping from" the cheapest delivery method the back office sets (server-rendered with the page).
  const facts = useQuery(houseFactsQuery()).data;
  const imageSrc = useArtworkSrc(perfume.imageSrc);
  // The owner's photographs first, the house's art after them (alone when there are none).
  const images = [
    ...(perfume.photos ?? []),
    { src: imageSrc, alt: t('{name} perfume bottle', { name: perfume.name }) },
  ];
  // The default size, else the first one in stock; a sold-out size may be chosen, to be notified when it is back.
  const { sizes, size, setVolume, soldOut, sizeSoldOut } = useSizeChoice(perfume);
  const [quantity, setQuantity] = useState(1);
  const bottle = useAddBottle(perfume);
  // One-off, or a refill every N weeks (null: one-off); a guest is asked to sign in before a refill is added.
  const [refill, setRefill] = useState<number | null>(null);
  const refillBlocked = useRefillBlocked(refill);
  const offer = useRefillOffer();
  const asRefill = useAddRefill(perfume);
  const adding = bottle.adding || asRefill.adding;
  // The notes top → base, a tier's notes together ("Bergamot, Lemon · Rose · Musk").
  const noteLine = perfume.pyramid
    ? noteTiers.map((tier) => perfume.pyramid![tier].map((n) => n.name).join(', '))
    : Object.values(parseNotes(perfume.notes));
  const buyRow = useRef<HTMLDivElement>(null);
  const buyRowOutOfView = useOutOfView(buyRow);
  const left = useSizesLeft(perfume.id);
  const onAdd = () =>
    refill === null ? bottle.add(size.volume, quantity) : asRefill.add(size.volume, quantity, refill);
  const unitPrice =
    refill !== null && offer ? refillPriceOf(size.price, perfume.currency, offer.discountPercent) : size.price;

  return (
    <div className="container-page pt-8 pb-24 sm:pt-10" data-buy-bar-page={soldOut ? undefined : ''}>
      <nav aria-label={t('Breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1.5 text-xs text-ink-soft">
          <li className="flex items-center gap-1.5">
            <Link to={paths.collections()} className="hover:text-ink hover:underline hover:underline-offset-4">
              {t('Collections')}
            </Link>
            <ChevronRight aria-hidden="true" className="size-3.5" />
          </li>
          <li className="flex items-center gap-1.5">
            <Link
              to={paths.collections(perfume.gender)}
              className="hover:text-ink hover:underline hover:underline-offset-4"
            >
              {t(genderLabel[perfume.gender])}
            </Link>
            <ChevronRight aria-hidden="true" className="size-3.5" />
          </li>
          <li aria-current="page" className="text-ink">
            {perfume.name}
          </li>
        </ol>
      </nav>

      <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-20">
        {/* On a desktop the pictures stay in view while the text scrolls. */}
        <div className="lg:sticky lg:top-28 lg:self-start">
          <ProductGallery images={images} name={perfume.name} />
        </div>

        <div className="flex flex-col lg:pt-6">
          <div className="flex flex-wrap items-center gap-2">
            <span className="eyebrow mr-2">
              {t('{gender, select, female {For Her} other {For Him}}', { gender: perfume.gender })}
            </span>
            {perfume.isNew ? <span className={badgeStyle('accent')}>{t('NEW')}</span> : null}
            {perfume.isBestseller ? <span className={badgeStyle()}>{t('BESTSELLER')}</span> : null}
            {soldOut ? <span className={badgeStyle('danger')}>{t('SOLD OUT')}</span> : null}
          </div>
          <div className="mt-5 flex items-start justify-between gap-4">
            <h1 className="min-w-0 font-serif text-5xl leading-[1.02] break-words sm:text-6xl">{perfume.name}</h1>
            <WishlistButton perfume={perfume} className="sm:mt-1.5" />
          </div>
          <RatingLink rating={perfume.rating} />
          <p className="mt-4 font-serif text-xl text-ink-soft italic">{noteLine.filter(Boolean).join(' · ')}</p>
          <PerfumeFacts perfume={perfume} />
          <p className="mt-6 text-2xl tabular-nums" data-testid="product-price">
            {size.compareAtPrice === undefined ? (
              price(size.price)
            ) : (
              // On sale (decision 070): the sale price, the regular one struck through, each named for a screen reader.
              <>
                <span className="sr-only">{t('Sale price')} </span>
                <span className="text-danger">{price(size.price)}</span>{' '}
                <s className="ml-1 text-lg text-ink-soft">
                  <span className="sr-only">{t('Regular price')} </span>
                  {price(size.compareAtPrice)}
                </s>
              </>
            )}
            <span className="ml-2 text-base text-ink-soft">{volumeLabel(size.volume)}</span>
          </p>
          {size.lowestPrice30d === undefined ? null : (
            <p className="mt-1 text-sm text-ink-soft tabular-nums" data-testid="lowest-price">
              {t('Lowest price in the last 30 days: {price}', { price: price(size.lowestPrice30d) })}
            </p>
          )}
          <p className="mt-8 max-w-prose text-[0.9375rem] leading-relaxed text-ink-soft">{perfume.description}</p>

          <SizePicker
            sizes={sizes}
            currency={perfume.currency}
            left={left}
            value={size.volume}
            onChange={setVolume}
            disabled={adding}
          />

          {sizeSoldOut ? null : (
            <RefillChoice
              price={size.price}
              currency={perfume.currency}
              value={refill}
              onChange={setRefill}
              disabled={adding}
            />
          )}

          <div ref={buyRow} className="mt-8 flex flex-col gap-4 border-t border-line pt-8 sm:flex-row sm:items-end">
            <QuantityInput value={quantity} onChange={setQuantity} disabled={adding || sizeSoldOut} />
            <button
              type="button"
              className={buttonStyle('primary', 'md', 'sm:flex-1')}
              disabled={adding || sizeSoldOut || refillBlocked}
              aria-describedby={sizeSoldOut ? 'sold-out-note' : undefined}
              onClick={() => void onAdd()}
            >
              {adding ? t('ADDING TO CART...') : t('ADD TO CART')}
            </button>
          </div>
          {soldOut ? (
            <p id="sold-out-note" className="mt-4 text-sm text-danger">
              {t('Sold out: this perfume cannot be ordered at the moment.')}
            </p>
          ) : sizeSoldOut ? (
            <p id="sold-out-note" className="mt-4 text-sm text-danger">
              {t('Sold out in {volume} ml: choose another size, or ask us to write when it is back.', {
                volume: size.volume,
              })}
            </p>
          ) : null}
          {sizeSoldOut ? (
            <Suspense fallback={null}>
              <NotifyForm
                key={`${perfume.id}:${size.volume}`}
                perfumeId={perfume.id}
                name={perfume.name}
                volume={size.volume}
              />
            </Suspense>
          ) : null}

          <SampleOffer perfume={perfume} />

          <ul className="mt-8 grid gap-3 text-sm text-ink-soft">
            <li className="flex items-center gap-3">
              <PackageCheck aria-hidden="true" strokeWidth={1.25} className="size-5 text-accent" />
              {facts
                ? t('Shipping from {price}, by destination and method, shown before you pay', {
                    price: facts.shippingFrom,
                  })
                : t('Shipping, by destination and method, shown before you pay')}
            </li>
            <li className="flex items-center gap-3">
              <ShieldCheck aria-hidden="true" strokeWidth={1.25} className="size-5 text-accent" />
              {t('Secure card payment')}
            </li>
          </ul>

          <div className="mt-12">
            <PerfumeNotes perfume={perfume} />
          </div>

          {perfume.story ? (
            <section aria-labelledby="perfumer-story" className="mt-12 border-l border-accent pl-6">
              <h2 id="perfumer-story" className="eyebrow">
                {t('The perfumer’s story')}
              </h2>
              <p className="mt-3 max-w-prose font-serif text-lg leading-relaxed text-ink">{perfume.story}</p>
            </section>
          ) : null}
        </div>
      </div>

      <div className="mt-24">
        <Suspense fallback={null}>
          <ProductReviews perfumeId={perfume.id} name={perfume.name} />
        </Suspense>
      </div>

      <div className="mt-24">
        <RelatedPerfumes perfume={perfume} />
      </div>

      {buyRowOutOfView && !sizeSoldOut && !refillBlocked ? (
        <BuyBar
          name={sizedName(perfume.name, size.volume)}
          price={price(unitPrice)}
          quantity={quantity}
          adding={adding}
          onAdd={() => void onAdd()}
        />
      ) : null}
    </div>
  );
}

import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, PackageCheck, ShieldCheck } from 'lucide-react';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { SHIPPING_CENTS } from '@/domain/cart/cart';
import { toCents } from '@/domain/shared/money';
import { parseNotes } from '@/domain/catalogue/notes';
import { badgeStyle } from '@/client/components/ui/badge-variants';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { QuantityInput } from '@/client/components/ui/quantity-input';
import { toast } from '@/client/lib/toast';
import { WishlistButton } from '@/client/components/wishlist-button';
import { errorMessage, isApiError } from '@/client/lib/api';
import { useMoney } from '@/client/lib/format';
import { perfumeQuery, perfumesQuery, perfumeStockQuery } from '@/client/lib/catalogue-queries';
import { useCart } from '@/client/lib/use-cart';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { addedToast } from './added-toast';
import { BuyBar } from './buy-bar';
import { FragranceNotes } from './fragrance-notes';
import { ProductNotFound } from './product-not-found';
import { ProductDetailSkeleton } from './product-skeleton';
import { RelatedPerfumes } from './related-perfumes';
import { SampleOffer } from './sample-offer';
import { SizePicker } from './size-picker';
import { sizedName, volumeLabel } from '@/domain/catalogue/sizes';
import { useOutOfView } from './use-out-of-view';

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

const genderLabel = { female: 'Women', male: 'Men' } as const;

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
  useDocumentTitle('Fragrance');
  return (
    <section className="container-page flex flex-col items-center py-32 text-center">
      <h1 className="font-serif text-4xl">This fragrance could not be loaded</h1>
      <p className="mt-4 text-ink-soft">Please check your connection and try again.</p>
      <button type="button" className={buttonStyle('outline', 'md', 'mt-8')} onClick={onRetry}>
        Try Again
      </button>
    </section>
  );
}

function ProductDetail({ perfume }: { perfume: Perfume }) {
  useDocumentTitle(perfume.name);
  const money = useMoney();
  const queryClient = useQueryClient();
  const { addItem, items } = useCart();
  // The default size, else the first one in stock (decision 060); a perfume with no size on sale is sold
  // out, and shows its default size. A sold-out size may be chosen too, to be notified when it is back.
  const sizes =
    perfume.sizes.length > 0
      ? perfume.sizes
      : [{ volume: perfume.volume, price: perfume.price, inStock: perfume.inStock }];
  const [volume, setVolume] = useState(
    () =>
      (
        sizes.find((s) => s.volume === perfume.volume && s.inStock) ??
        sizes.find((s) => s.inStock) ??
        sizes.find((s) => s.volume === perfume.volume) ??
        sizes[0]!
      ).volume,
  );
  const size = sizes.find((s) => s.volume === volume) ?? sizes[0]!;
  const soldOut = !sizes.some((s) => s.inStock);
  const sizeSoldOut = !size.inStock;
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const { top, middle, base } = parseNotes(perfume.notes);
  const buyRow = useRef<HTMLDivElement>(null);
  const buyRowOutOfView = useOutOfView(buyRow);
  // "Only N left" per size, read fresh (the perfume's answer is cached and says only in stock or not).
  const stockQuery = perfumeStockQuery(perfume.id);
  const { data: stock } = useQuery(stockQuery);
  const left = new Map((stock?.sizes ?? []).map((s) => [s.volume, s.left]));

  const onAdd = async () => {
    setAdding(true);
    try {
      const line = await addItem({ perfumeId: perfume.id, quantity, volume: size.volume });
      // The server answers the line's quantity after the add, capped at 10: the toast says when fewer went in.
      const before = items.find((item) => item.id === line.id)?.quantity ?? 0;
      toast(addedToast({ name: sizedName(perfume.name, size.volume), asked: quantity, before, after: line.quantity }));
      void queryClient.invalidateQueries({ queryKey: stockQuery.queryKey });
    } catch (error) {
      if (isApiError(error, 409) && error.code === 'OUT_OF_STOCK') {
        // The server's words say what is left ("Only 2 left of Oud Fumé."); the page then shows the stock as it is now.
        toast({
          variant: 'destructive',
          title: 'Not added to cart',
          description: errorMessage(error, 'This perfume is sold out.'),
        });
        void queryClient.invalidateQueries({ queryKey: perfumeQuery(perfume.id).queryKey });
        void queryClient.invalidateQueries({ queryKey: perfumesQuery().queryKey });
        void queryClient.invalidateQueries({ queryKey: stockQuery.queryKey });
      } else {
        toast({ variant: 'destructive', title: 'Error', description: 'Could not add item to cart. Please try again.' });
      }
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="container-page pt-8 pb-24 sm:pt-10" data-buy-bar-page={soldOut ? undefined : ''}>
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1.5 text-xs text-ink-soft">
          <li className="flex items-center gap-1.5">
            <Link to="/collections" className="hover:text-ink hover:underline hover:underline-offset-4">
              Collections
            </Link>
            <ChevronRight aria-hidden="true" className="size-3.5" />
          </li>
          <li className="flex items-center gap-1.5">
            <Link
              to={`/collections/${perfume.gender}`}
              className="hover:text-ink hover:underline hover:underline-offset-4"
            >
              {genderLabel[perfume.gender]}
            </Link>
            <ChevronRight aria-hidden="true" className="size-3.5" />
          </li>
          <li aria-current="page" className="text-ink">
            {perfume.name}
          </li>
        </ol>
      </nav>

      <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-20">
        <div className="relative aspect-[4/5] overflow-hidden bg-muted lg:sticky lg:top-28 lg:self-start">
          <img
            src={perfume.imageSrc}
            alt={`${perfume.name} perfume bottle`}
            width={400}
            height={500}
            fetchPriority="high"
            className="size-full object-cover"
          />
        </div>

        <div className="flex flex-col lg:pt-6">
          <div className="flex flex-wrap items-center gap-2">
            <span className="eyebrow mr-2">For {perfume.gender === 'female' ? 'Her' : 'Him'}</span>
            {perfume.isNew ? <span className={badgeStyle('accent')}>NEW</span> : null}
            {perfume.isBestseller ? <span className={badgeStyle()}>BESTSELLER</span> : null}
            {soldOut ? <span className={badgeStyle('danger')}>SOLD OUT</span> : null}
          </div>
          <div className="mt-5 flex items-start justify-between gap-4">
            <h1 className="min-w-0 font-serif text-5xl leading-[1.02] break-words sm:text-6xl">{perfume.name}</h1>
            <WishlistButton perfume={perfume} className="sm:mt-1.5" />
          </div>
          <p className="mt-4 font-serif text-xl text-ink-soft italic">
            {[top, middle, base].filter(Boolean).join(' · ')}
          </p>
          <p className="mt-6 text-2xl tabular-nums" data-testid="product-price">
            {money(toCents(size.price))}
            <span className="ml-2 text-base text-ink-soft">{volumeLabel(size.volume)}</span>
          </p>
          <p className="mt-8 max-w-prose text-[0.9375rem] leading-relaxed text-ink-soft">{perfume.description}</p>

          <SizePicker sizes={sizes} left={left} value={size.volume} onChange={setVolume} disabled={adding} />

          <div ref={buyRow} className="mt-8 flex flex-col gap-4 border-t border-line pt-8 sm:flex-row sm:items-end">
            <QuantityInput value={quantity} onChange={setQuantity} disabled={adding || sizeSoldOut} />
            <button
              type="button"
              className={buttonStyle('primary', 'md', 'sm:flex-1')}
              disabled={adding || sizeSoldOut}
              aria-describedby={sizeSoldOut ? 'sold-out-note' : undefined}
              onClick={() => void onAdd()}
            >
              {adding ? 'ADDING TO CART...' : 'ADD TO CART'}
            </button>
          </div>
          {soldOut ? (
            <p id="sold-out-note" className="mt-4 text-sm text-danger">
              Sold out: this perfume cannot be ordered at the moment.
            </p>
          ) : sizeSoldOut ? (
            <p id="sold-out-note" className="mt-4 text-sm text-danger">
              Sold out in {volumeLabel(size.volume)}: choose another size, or ask us to write when it is back.
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
              Shipping from {money(SHIPPING_CENTS)}, by destination and method, shown before you pay
            </li>
            <li className="flex items-center gap-3">
              <ShieldCheck aria-hidden="true" strokeWidth={1.25} className="size-5 text-accent" />
              Secure card payment
            </li>
          </ul>

          <div className="mt-12">
            <FragranceNotes notes={perfume.notes} />
          </div>
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

      {buyRowOutOfView && !sizeSoldOut ? (
        <BuyBar
          name={sizedName(perfume.name, size.volume)}
          price={money(toCents(size.price))}
          quantity={quantity}
          adding={adding}
          onAdd={() => void onAdd()}
        />
      ) : null}
    </div>
  );
}

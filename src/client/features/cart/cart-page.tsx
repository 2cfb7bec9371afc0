import { isCardOnly } from '@/domain/cart/lines';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/lib/toast';
import { centsOf } from '@/client/lib/format';
import { useCart, type CartItem } from '@/client/lib/use-cart';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { discoveryHint, discoverySampleCount } from '@/domain/samples/samples';
import { CartSummary } from './cart-summary';
import { GiftCardCodeField, useAppliedGiftCard } from '@/client/components/gift-card-code-field';
import { CartTable } from './cart-table';
import { GiftSamplePicker } from './gift-sample-picker';
import { useRemovalFocus } from './use-removal-focus';
import { useRestoreLink } from './use-restore-link';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

/** The pause between Proceed to Checkout and the checkout page. */
const CHECKOUT_DELAY_MS = 600;
const EMPTY_HEADING_ID = 'cart-empty-heading';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function CartPage() {
  const { t } = useI18n();
  useDocumentTitle(t('Shopping Cart'));
  const cart = useCart();
  // A reminder's link back to a cart (`?restore=`) brings its lines here.
  useRestoreLink();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);

  const focus = useRemovalFocus(cart.items, EMPTY_HEADING_ID);
  const onRemove = (item: CartItem) => {
    focus.willRemove(item.id);
    void cart.removeItem(item.id);
  };

  const onCheckout = async () => {
    if (processing) return;
    const emptyCart = () =>
      toast({
        variant: 'destructive',
        title: t('Empty Cart'),
        description: t('Please add items to your cart before checking out.'),
      });
    if (cart.items.length === 0) {
      emptyCart();
      return;
    }
    setProcessing(true);
    // The pause doubles as a last look at the server's cart: another tab may have emptied it.
    const [lines] = await Promise.all([cart.refresh().catch(() => cart.items), wait(CHECKOUT_DELAY_MS)]);
    if (lines.length === 0) {
      setProcessing(false);
      emptyCart();
      return;
    }
    navigate(paths.checkout());
  };

  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-8">
        <div>
          <p className="eyebrow">{t('Your Selection')}</p>
          <h1 className="mt-3 font-serif text-4xl sm:text-5xl">{t('Shopping Cart')}</h1>
        </div>
        {cart.items.length > 0 ? (
          <p className="text-sm text-ink-soft">
            {t('{count, plural, one {# item} other {# items}}', { count: cart.count })}
          </p>
        ) : null}
      </header>

      {cart.isLoading ? (
        <CartSkeleton />
      ) : cart.error && cart.items.length === 0 ? (
        <CartLoadError onRetry={() => void cart.refresh().catch(() => undefined)} />
      ) : cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-4 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div aria-busy={cart.isUpdating}>
            <CartTable
              items={cart.items}
              onQuantityChange={(item, q) => void cart.updateQuantity(item.id, q)}
              onRemove={onRemove}
              removeButtonRef={focus.buttonRef}
              currency={cart.currency}
            />
            <Link
              to={paths.collections()}
              className="group mt-8 inline-flex items-center gap-2 border-b border-ink/40 pb-1 text-[0.6875rem] font-medium tracking-[0.22em] uppercase transition-colors hover:border-ink"
            >
              <ArrowLeft
                aria-hidden="true"
                className="size-4 transition-transform duration-300 group-hover:-translate-x-1"
              />
              {t('Continue Shopping')}
            </Link>
          </div>
          <div className="lg:sticky lg:top-28 lg:self-start">
            <CartSummary
              totals={cart.totals}
              adjustments={cart.adjustments}
              hint={discoveryHint(
                // The free gift sample is not one of the set's (decision 061).
                discoverySampleCount(cart.items, cart.giftSample?.offered ? cart.giftSample.perfumeId : null),
              )}
              processing={processing}
              onCheckout={() => void onCheckout()}
              freeShipping={cart.freeShipping}
              nothingToShip={isCardOnly(cart.items)}
              currency={cart.currency}
            >
              <GiftSamplePicker
                gift={cart.giftSample}
                subtotal={cart.totals.subtotal}
                giftLinePrice={giftLinePrice(cart.items, cart.giftSample?.perfumeId ?? null)}
              />
              {/* A card of its own, before Proceed to Checkout (on a phone too). */}
              <CartGiftCard owner={cart.owner} guestId={cart.guestId} />
            </CartSummary>
          </div>
        </div>
      )}
    </div>
  );
}

/** The unit price (cents) of the chosen gift's sample line, 0 when it is not in the cart. */
function giftLinePrice(items: readonly CartItem[], perfumeId: number | null): number {
  const line = items.find((i) => i.size === 'sample' && !i.isCustom && i.perfumeId === perfumeId);
  return perfumeId !== null && line ? centsOf(line.price) : 0;
}

function EmptyCart() {
  const { t } = useI18n();
  return (
    <section className="flex flex-col items-center py-20 text-center sm:py-28" aria-labelledby={EMPTY_HEADING_ID}>
      <span className="flex size-16 items-center justify-center rounded-full border border-line text-accent">
        <ShoppingBag aria-hidden="true" strokeWidth={1.25} className="size-7" />
      </span>
      <h2 id={EMPTY_HEADING_ID} tabIndex={-1} className="mt-8 font-serif text-3xl outline-none sm:text-4xl">
        {t('Your cart is empty')}
      </h2>
      <p className="mt-4 max-w-sm text-ink-soft">
        {t('Discover a fragrance from our collection, or compose a perfume that is entirely your own.')}
      </p>
      <Link to={paths.collections()} className={buttonClasses('primary', 'lg', 'mt-10')}>
        {t('Browse Collection')}
      </Link>
    </section>
  );
}

function CartLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <section className="flex flex-col items-center py-20 text-center" role="alert">
      <h2 className="font-serif text-3xl">{t('Your cart could not be loaded')}</h2>
      <p className="mt-4 text-ink-soft">{t('Please check your connection and try again.')}</p>
      <Button variant="outline" className="mt-8" onClick={onRetry}>
        {t('Try Again')}
      </Button>
    </section>
  );
}

function CartSkeleton() {
  const { t } = useI18n();
  return (
    <div
      className="mt-4 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14 xl:grid-cols-[minmax(0,1fr)_22rem]"
      aria-busy="true"
    >
      <p role="status" className="sr-only">
        {t('Loading your cart…')}
      </p>
      <div>
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="flex gap-4 border-b border-line py-6">
            <Skeleton className="aspect-[4/5] w-16 sm:w-18" />
            <div className="flex flex-1 flex-col gap-2.5 pt-1">
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
            </div>
            <Skeleton className="hidden h-9 w-28 sm:block" />
          </div>
        ))}
      </div>
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

/** The cart's gift card (decision 062): its code field, or what it pays and what is left to pay. */
function CartGiftCard({ owner, guestId }: { owner: string; guestId: string }) {
  const applied = useAppliedGiftCard(owner, guestId);
  return (
    <GiftCardCodeField
      owner={owner}
      guestId={guestId}
      applied={applied.data?.giftCard}
      leftToPay={applied.data?.giftCard ? centsOf(applied.data.total) : undefined}
      className="mt-6 bg-background"
    />
  );
}

import { leftToPay } from '@/domain/gift-cards/gift-cards';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, ShoppingBag, ShieldAlert } from 'lucide-react';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { minorOf, usePublicConfig, useStoreCurrency } from '@/client/lib/format';
import { useCart } from '@/client/lib/use-cart';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { GiftCardCodeField } from '@/client/components/gift-card-code-field';
import { CheckoutForm } from './checkout-form';
import { CheckoutSummary } from './checkout-summary';
import { useCheckoutPricing } from './use-checkout-pricing';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

export default function CheckoutPage() {
  const { t } = useI18n();
  useDocumentTitle(t('Checkout'));
  const config = usePublicConfig();
  const cart = useCart();
  const pricing = useCheckoutPricing(cart);
  // The gift card's part is in the currency the cart is priced in (decision 070), else the shopper's market's.
  const market = useStoreCurrency();
  const currency = pricing.currency ?? market;
  const provider = config.data?.payments.provider;

  if (provider === 'disabled') return <PaymentsDisabled />;

  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <header className="border-b border-line pb-8">
        <p className="eyebrow">{t('Secure Checkout')}</p>
        <h1 className="mt-3 font-serif text-4xl sm:text-5xl">{t('Checkout')}</h1>
      </header>

      {config.isLoading || cart.isLoading ? (
        <CheckoutSkeleton />
      ) : !provider ? (
        <LoadError onRetry={() => void config.refetch()} />
      ) : cart.items.length === 0 ? (
        <EmptyCheckout />
      ) : (
        // The form, then the summary, then Pay: the focus follows the page (on a desktop the summary stands
        // in the right-hand column, beside the form and the Pay button).
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-14 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <CheckoutForm
            cart={cart}
            provider={provider}
            publishableKey={config.data?.payments.publishableKey}
            pricing={pricing}
            summary={
              <div className="lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
                <CheckoutSummary
                  items={cart.items}
                  totals={pricing.totals}
                  adjustments={cart.adjustments}
                  shippingMethod={pricing.method?.name}
                  vat={pricing.vat}
                  currency={pricing.currency}
                  linePrices={pricing.linePrices}
                  dutiesOnDelivery={pricing.dutiesOnDelivery}
                />
                <GiftCardCodeField
                  owner={cart.owner}
                  guestId={cart.guestId}
                  applied={pricing.giftCard}
                  leftToPay={
                    pricing.giftCard
                      ? leftToPay(pricing.totals.total, minorOf(pricing.giftCard.applied, currency))
                      : undefined
                  }
                  className="mt-4 bg-surface"
                />
              </div>
            }
          />
        </div>
      )}
    </div>
  );
}

function EmptyCheckout() {
  const { t } = useI18n();
  return (
    <section className="flex flex-col items-center py-20 text-center sm:py-28" aria-labelledby="checkout-empty-heading">
      <span className="flex size-16 items-center justify-center rounded-full border border-line text-accent">
        <ShoppingBag aria-hidden="true" strokeWidth={1.25} className="size-7" />
      </span>
      <h2 id="checkout-empty-heading" className="mt-8 font-serif text-3xl sm:text-4xl">
        {t('Your cart is empty')}
      </h2>
      <p className="mt-4 max-w-sm text-ink-soft">
        {t('There is nothing to check out yet. Find a fragrance you love first.')}
      </p>
      <Link to={paths.collections()} className={buttonClasses('primary', 'lg', 'mt-10')}>
        {t('Continue Shopping')}
      </Link>
    </section>
  );
}

/** Production without a card provider (docs/decisions: Payments): nothing can be paid, the cart is kept. */
function PaymentsDisabled() {
  const { t } = useI18n();
  const navigate = useNavigate();
  // Arriving straight on /checkout leaves no page to go back to: the cart is the next best.
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.cart());
  };
  return (
    <section
      className="container-page flex flex-col items-center py-28 text-center sm:py-36"
      aria-labelledby="payments-disabled-heading"
    >
      <span className="flex size-16 items-center justify-center rounded-full border border-line text-accent">
        <ShieldAlert aria-hidden="true" strokeWidth={1.25} className="size-7" />
      </span>
      <p className="eyebrow mt-8">{t('Checkout')}</p>
      <h1 id="payments-disabled-heading" className="mt-4 max-w-2xl font-serif text-4xl sm:text-5xl">
        {t('Payment Processing Temporarily Disabled')}
      </h1>
      <p className="mt-5 max-w-md text-ink-soft">
        {t(
          'We cannot take card payments at the moment. Your cart has been kept for you; please come back a little later to complete your order.',
        )}
      </p>
      <Button variant="outline" size="lg" className="mt-10" onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        {t('Go Back')}
      </Button>
    </section>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <section className="flex flex-col items-center py-20 text-center" role="alert">
      <h2 className="font-serif text-3xl">{t('Checkout could not be loaded')}</h2>
      <p className="mt-4 text-ink-soft">{t('Please check your connection and try again.')}</p>
      <Button variant="outline" className="mt-8" onClick={onRetry}>
        {t('Try Again')}
      </Button>
    </section>
  );
}

function CheckoutSkeleton() {
  const { t } = useI18n();
  return (
    <div
      className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14 xl:grid-cols-[minmax(0,1fr)_24rem]"
      aria-busy="true"
    >
      <p role="status" className="sr-only">
        {t('Loading checkout…')}
      </p>
      <Skeleton className="h-72 w-full lg:col-start-2 lg:row-start-1" />
      <div className="grid gap-8 lg:col-start-1 lg:row-start-1">
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-56 w-full" />
      </div>
    </div>
  );
}

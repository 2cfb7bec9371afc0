import type { ReactNode } from 'react';
import { ArrowRight, PackageCheck } from 'lucide-react';
import type { CartTotals } from '@/domain/cart/cart';
import type { Adjustment } from '@/domain/cart/schemas';
import { OrderTotals } from '@/client/components/order-totals';
import { useMoney } from '@/client/lib/format';
import { DiscountCodeField } from '@/client/components/discount-code-field';
import { PendingButton } from '@/client/components/form/pending-button';
import { useI18n } from '@/client/lib/i18n';

interface CartSummaryProps {
  totals: CartTotals;
  adjustments: readonly Adjustment[];
  /** How far the cart is from a discovery set, when it holds samples. */
  hint?: string | undefined;
  processing: boolean;
  onCheckout: () => void;
  /** A held code makes shipping free (the server's summary). */
  freeShipping?: boolean;
  /** Gift cards only (issue #43): no shipping row. */
  nothingToShip?: boolean;
  /** Below the code field: the gift sample's control. */
  children?: ReactNode;
  /** The cart's currency (its summary's, decision 070); none yet: the shopper's market's. */
  currency?: string | undefined;
}

/**
 * Order Summary beside the cart: Subtotal, Shipping (from the default method's price: the country and
 * method are chosen at checkout), Total and Proceed to Checkout.
 */
export function CartSummary({
  totals,
  adjustments,
  hint,
  processing,
  onCheckout,
  freeShipping,
  nothingToShip = false,
  children,
  currency,
}: CartSummaryProps) {
  const { t } = useI18n();
  const money = useMoney(currency);
  return (
    <section aria-labelledby="cart-summary-heading" className="border border-line bg-surface p-6 sm:p-8">
      <h2 id="cart-summary-heading" className="font-serif text-2xl">
        {t('Order Summary')}
      </h2>
      <OrderTotals
        currency={currency}
        totals={totals}
        adjustments={adjustments}
        shippingAmount={
          freeShipping
            ? t('Free')
            : totals.shipping > 0
              ? t('from {amount}', { amount: money(totals.shipping) })
              : undefined
        }
        vatNote={
          nothingToShip
            ? t('Gift cards are e-mailed: nothing to ship, and no VAT on a gift card.')
            : t('Prices include VAT: its amount for your country shows at checkout.')
        }
        nothingToShip={nothingToShip}
      />
      <DiscountCodeField />
      {children}
      {hint ? <p className="mt-4 border-l-2 border-accent pl-3 text-xs text-ink-soft">{hint}</p> : null}
      <PendingButton
        size="lg"
        className="mt-8 w-full aria-disabled:cursor-wait aria-disabled:opacity-70"
        aria-disabled={processing || undefined}
        onClick={onCheckout}
        pending={processing}
        pendingLabel={t('Processing...')}
        spinner
      >
        {t('Proceed to Checkout')}
        <ArrowRight aria-hidden="true" />
      </PendingButton>
      <p className="mt-5 flex items-center gap-2.5 text-xs text-ink-soft">
        <PackageCheck aria-hidden="true" strokeWidth={1.25} className="size-4 text-accent" />
        {t('Shipping by destination and method, chosen at checkout; wrapped by hand in our atelier')}
      </p>
    </section>
  );
}

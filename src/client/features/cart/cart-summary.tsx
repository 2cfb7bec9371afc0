import { ArrowRight, PackageCheck } from 'lucide-react';
import type { CartTotals } from '@/domain/cart';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { useMoney } from '@/client/lib/format';

interface CartSummaryProps {
  totals: CartTotals;
  processing: boolean;
  onCheckout: () => void;
}

/** Order Summary beside the cart: Subtotal, Shipping, Total and Proceed to Checkout. */
export function CartSummary({ totals, processing, onCheckout }: CartSummaryProps) {
  const money = useMoney();
  return (
    <section aria-labelledby="cart-summary-heading" className="border border-line bg-surface p-6 sm:p-8">
      <h2 id="cart-summary-heading" className="font-serif text-2xl">
        Order Summary
      </h2>
      {/* Read out again whenever a quantity or removal changes the amounts. */}
      <dl className="mt-6 grid gap-3 text-sm" aria-live="polite" aria-atomic="true">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Subtotal</dt>
          <dd className="tabular-nums">{money(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Shipping</dt>
          <dd className="tabular-nums">{money(totals.shipping)}</dd>
        </div>
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-line pt-5">
          <dt className="text-[0.6875rem] font-medium tracking-[0.18em] uppercase">Total</dt>
          <dd className="font-serif text-3xl tabular-nums">{money(totals.total)}</dd>
        </div>
      </dl>
      <Button
        size="lg"
        className="mt-8 w-full aria-disabled:cursor-wait aria-disabled:opacity-70"
        aria-disabled={processing || undefined}
        onClick={onCheckout}
      >
        {processing ? (
          <>
            <Spinner className="size-4" />
            Processing...
          </>
        ) : (
          <>
            Proceed to Checkout
            <ArrowRight aria-hidden="true" />
          </>
        )}
      </Button>
      <p className="mt-5 flex items-center gap-2.5 text-xs text-ink-soft">
        <PackageCheck aria-hidden="true" strokeWidth={1.25} className="size-4 text-accent" />
        Flat-rate shipping, wrapped by hand in our atelier
      </p>
    </section>
  );
}

import { Check } from 'lucide-react';
import { deliveryEstimate } from '@/domain/shipping/shipping';
import { Skeleton } from '@/client/components/ui/skeleton';
import { usePrice, useMoney } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';
import { methodPriceOf, shippingFor } from '@/domain/shipping/shipping';
import type { CheckoutPricing } from './use-checkout-pricing';
import { ErrorNote } from '@/client/components/ui/error-note';
import { useI18n } from '@/client/lib/i18n';

/**
 * Shipping Method: the methods of the chosen country's zone as radios, each with its price for this
 * cart ("Free" above its threshold) and its delivery estimate. Before a country is chosen it says so;
 * a country the shop does not ship to shows the server's words.
 */
export function ShippingMethods({
  pricing,
  subtotalAfterDiscounts,
  disabled,
  giftCards = false,
}: {
  pricing: CheckoutPricing;
  /** What the bottles come to after discounts: a method's free threshold counts them alone. */
  subtotalAfterDiscounts: number;
  disabled: boolean;
  /** The cart also holds gift cards: they are e-mailed, and the delivery times speak of the bottles (issue #43). */
  giftCards?: boolean;
}) {
  const { t } = useI18n();
  const { country, methods, method, methodsLoading, methodsError } = pricing;
  // The methods are priced in the destination's market's currency (decision 070), one for them all.
  const currency = methods[0]?.currency;
  const money = useMoney(currency);
  const price = usePrice(currency);

  return (
    <fieldset className="mt-8 border-t border-line pt-7" disabled={disabled} aria-busy={methodsLoading || undefined}>
      <legend className="float-left w-full font-serif text-xl">{t('Shipping Method')}</legend>
      <div className="clear-both pt-4">
        {giftCards ? (
          <p className="mb-3 text-sm text-ink-soft">
            {t('For your bottles: the gift cards in your order are e-mailed to their recipients on their day.')}
          </p>
        ) : null}
        {!country ? (
          <p className="text-sm text-ink-soft">
            {t('Choose your country to see the delivery options and their prices.')}
          </p>
        ) : methodsError ? (
          <ErrorNote>{methodsError}</ErrorNote>
        ) : methodsLoading ? (
          <div className="grid gap-3">
            <Skeleton className="h-16 w-full" />
          </div>
        ) : (
          <div className="grid gap-3">
            {methods.map((m) => {
              const checked = m.id === method?.id;
              const cost = shippingFor(methodPriceOf(m, m.currency), subtotalAfterDiscounts, pricing.totals.itemCount);
              const nameId = `shipping-method-${m.id}`;
              return (
                <div
                  key={m.id}
                  className={cn(
                    'relative flex items-center gap-4 border bg-surface px-4 py-3.5 transition-[border-color,box-shadow] duration-200',
                    'hover:border-ink/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                    checked ? 'border-primary shadow-[inset_0_0_0_1px_var(--primary)]' : 'border-line',
                  )}
                >
                  <input
                    type="radio"
                    name="shipping-method"
                    value={m.id}
                    checked={checked}
                    onChange={() => pricing.setMethodId(m.id)}
                    aria-labelledby={`${nameId} ${nameId}-price`}
                    aria-describedby={`${nameId}-details`}
                    className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-5 shrink-0 items-center justify-center rounded-full border transition-colors',
                      checked ? 'border-primary bg-primary text-primary-ink' : 'border-ink/35 text-transparent',
                    )}
                  >
                    <Check className="size-3" strokeWidth={2.5} />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span id={nameId} className="block text-[0.9375rem] leading-snug">
                      {m.name}
                    </span>
                    <span id={`${nameId}-details`} className="mt-0.5 block text-xs text-ink-soft">
                      {cost !== 0 && m.freeAbove !== null
                        ? t('{estimate} · free from {price}', {
                            estimate: deliveryEstimate(m.minDays, m.maxDays, t),
                            price: price(m.freeAbove),
                          })
                        : deliveryEstimate(m.minDays, m.maxDays, t)}
                    </span>
                  </span>
                  <span id={`${nameId}-price`} className="shrink-0 text-sm lining-nums tabular-nums">
                    {cost === 0 ? t('Free') : money(cost)}
                  </span>
                </div>
              );
            })}
          </div>
        )}
      </div>
    </fieldset>
  );
}

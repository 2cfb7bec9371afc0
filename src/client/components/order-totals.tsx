import type { ReactNode } from 'react';
import type { CartTotals } from '@/domain/cart/cart';
import type { Adjustment } from '@/domain/cart/schemas';
import { leftToPay } from '@/domain/gift-cards/gift-cards';
import type { Cents } from '@/domain/shared/money';
import { minorOf, usePrice, useMoney, useStoreCurrency } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';

/** The VAT inside a total: its rate (basis points, 2000 = 20 %) and its amount. */
export interface VatLine {
  rateBp: number;
  amount: Cents;
}

/**
 * Subtotal, what the server takes off (sample credits, the discovery set), Shipping and Total;
 * read out again whenever a quantity or removal changes the amounts. Prices include VAT: once the
 * destination is known, "incl. VAT 20 %: €27.50" under the total; before, `vatNote` says so.
 */
export function OrderTotals({
  totals,
  adjustments = [],
  shippingMethod,
  shippingAmount,
  vat,
  vatNote,
  giftCardPaid,
  nothingToShip = false,
  currency,
}: {
  totals: CartTotals;
  adjustments?: readonly Adjustment[];
  /** The shipping method's name, shown beside "Shipping". */
  shippingMethod?: string | null | undefined;
  /** Shipping's words when no method is chosen yet ("from €12.00"); the amount otherwise. */
  shippingAmount?: ReactNode;
  vat?: VatLine | null | undefined;
  vatNote?: string | undefined;
  /** What a gift card paid for a placed order (major units): "Paid by gift card", then "Paid by card" the rest. */
  giftCardPaid?: number | undefined;
  /** Gift cards only (issue #43): no Shipping row at all, since nothing travels. */
  nothingToShip?: boolean;
  /** The amounts' currency (an order's, a cart summary's: decision 070); none: the shopper's market's. */
  currency?: string | undefined;
}) {
  const { t, number } = useI18n();
  const market = useStoreCurrency();
  const shown = currency ?? market;
  const money = useMoney(shown);
  const price = usePrice(shown);
  return (
    <dl className="mt-6 grid gap-3 text-sm" aria-live="polite" aria-atomic="true">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">{t('Subtotal')}</dt>
        <dd className="lining-nums tabular-nums">{money(totals.subtotal)}</dd>
      </div>
      {adjustments.map((a, i) => (
        <div key={`${a.kind}-${i}`} className="flex justify-between gap-4 text-ink">
          <dt>{a.label}</dt>
          <dd className="lining-nums tabular-nums whitespace-nowrap">−{price(a.amount)}</dd>
        </div>
      ))}
      {nothingToShip ? null : (
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">
            {t('Shipping')}
            {shippingMethod ? <span className="text-ink-soft/90"> · {shippingMethod}</span> : null}
          </dt>
          <dd className="lining-nums tabular-nums whitespace-nowrap">{shippingAmount ?? money(totals.shipping)}</dd>
        </div>
      )}
      {totals.giftWrap ? (
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t('Gift wrap')}</dt>
          <dd className="lining-nums tabular-nums whitespace-nowrap">{money(totals.giftWrap)}</dd>
        </div>
      ) : null}
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-line pt-5">
        <dt className="text-[0.6875rem] font-medium tracking-[0.18em] uppercase">{t('Total')}</dt>
        <dd className="font-serif text-3xl lining-nums tabular-nums">{money(totals.total)}</dd>
      </div>
      {vat ? (
        <div className="-mt-1 flex justify-end gap-1 text-xs text-ink-soft" data-testid="vat-line">
          <dt>{t('incl. VAT {rate} %:', { rate: number(vat.rateBp / 100, { maximumFractionDigits: 2 }) })}</dt>
          <dd className="lining-nums tabular-nums">{money(vat.amount)}</dd>
        </div>
      ) : vatNote ? (
        <div className="-mt-1 text-right text-xs text-ink-soft">
          <dt className="sr-only">{t('VAT')}</dt>
          <dd>{vatNote}</dd>
        </div>
      ) : null}
      {giftCardPaid ? (
        <>
          <div className="flex justify-between gap-4 text-ink-soft" data-testid="gift-card-paid">
            <dt>{t('Paid by gift card')}</dt>
            <dd className="lining-nums tabular-nums whitespace-nowrap">−{price(giftCardPaid)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-ink-soft">
            <dt>{t('Paid by card')}</dt>
            <dd className="lining-nums tabular-nums whitespace-nowrap">
              {money(leftToPay(totals.total, minorOf(giftCardPaid, shown)))}
            </dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

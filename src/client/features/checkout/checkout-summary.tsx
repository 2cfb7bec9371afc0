import { bottleLineName } from '@/domain/catalogue/sizes';
import { Link } from 'react-router';
import type { Cents } from '@/domain/shared/money';
import { SAMPLE_ML } from '@/domain/samples/samples';
import type { CartTotals } from '@/domain/cart/cart';
import type { Adjustment } from '@/domain/cart/schemas';
import { isCardOnly, isGiftCardLine } from '@/domain/cart/lines';
import { BottleMark } from '@/client/components/ui/bottle-mark';
import { GiftCardMark } from '@/client/components/ui/gift-card-mark';
import { LineBadge } from '@/client/components/line-badge';
import { OrderTotals } from '@/client/components/order-totals';
import { artworkSrc } from '@/client/lib/artwork';
import { usePrice } from '@/client/lib/format';
import { useTheme } from '@/client/lib/theme-context';
import type { CartItem } from '@/client/lib/use-cart';
import { DiscountCodeField } from '@/client/components/discount-code-field';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';
import { RefillNotices } from './refill-notice';

/**
 * Order Summary: every line with its quantity and line total, then subtotal, shipping (its method), total and the
 * VAT inside, and what each refill line will charge after this order.
 */
export function CheckoutSummary({
  items,
  totals,
  adjustments,
  shippingMethod,
  vat,
  currency,
  linePrices,
  dutiesOnDelivery = false,
}: {
  items: CartItem[];
  totals: CartTotals;
  adjustments: readonly Adjustment[];
  /** The method chosen, once the country is known. */
  shippingMethod: string | undefined;
  /** The VAT inside the total, once the country is known. */
  vat: { rateBp: number; amount: Cents } | undefined;
  /** The cart's currency (its summary's, decision 070); none yet: the shopper's market's. */
  currency?: string | undefined;
  /** Each line's price for the chosen country (in `currency`), once the server has priced it there. */
  linePrices?: ReadonlyMap<number, number> | undefined;
  /** The country's market collects import taxes and duties on delivery (Switzerland, the US). */
  dutiesOnDelivery?: boolean;
}) {
  const { t } = useI18n();
  const price = usePrice(currency);
  const { theme } = useTheme();
  const cardOnly = isCardOnly(items);
  return (
    <section aria-labelledby="checkout-summary-heading" className="border border-line bg-surface p-6 sm:p-8">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="checkout-summary-heading" className="font-serif text-2xl">
          {t('Order Summary')}
        </h2>
        <Link
          to={paths.cart()}
          className="text-xs text-ink-soft underline decoration-line underline-offset-4 hover:text-ink hover:decoration-ink"
        >
          {t('Edit cart')}
        </Link>
      </div>
      <ul className="mt-6 divide-y divide-line border-y border-line" aria-label={t('Items in your order')}>
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-4 py-4">
            {item.perfume ? (
              <img
                src={artworkSrc(item.perfume.imageSrc, theme)}
                alt=""
                width={48}
                height={60}
                className="aspect-[4/5] w-12 shrink-0 bg-muted object-cover"
              />
            ) : isGiftCardLine(item) ? (
              <GiftCardMark className="aspect-[4/5] w-12 shrink-0" />
            ) : (
              <BottleMark className="aspect-[4/5] w-12 shrink-0" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-serif text-lg leading-tight">{bottleLineName(item)}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-soft">
                <span>{t('Qty {quantity}', { quantity: item.quantity })}</span>
                {item.size === 'sample' ? <span>{t('· {ml} ml sample', { ml: SAMPLE_ML })}</span> : null}
                <LineBadge item={item} className="px-1.5 py-0.5 text-[0.5625rem]" />
              </p>
            </div>
            <p className="shrink-0 text-sm lining-nums tabular-nums">
              {price(linePrices?.get(item.id) ?? item.price, item.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <OrderTotals
        currency={currency}
        totals={totals}
        adjustments={adjustments}
        shippingMethod={shippingMethod}
        vat={vat}
        vatNote={
          cardOnly
            ? t('Gift cards carry no VAT: it is due on what they pay for.')
            : vat
              ? undefined
              : t('VAT included: its amount shows once your country is chosen.')
        }
        nothingToShip={cardOnly}
      />
      <RefillNotices items={items} currency={currency} linePrices={linePrices} />
      {dutiesOnDelivery && !cardOnly ? (
        <p className="mt-3 text-xs text-ink-soft" data-testid="duties-notice">
          {t('Import taxes and duties may be collected on delivery')}
        </p>
      ) : null}
      <DiscountCodeField />
    </section>
  );
}

import type { ShippingDetails } from '@/domain/checkout/schemas';
import { formatAddress } from '@/domain/addresses/address';
import type { OrderGift } from '@/domain/gifts/schemas';
import { useI18n } from '@/client/lib/i18n';

/**
 * An order's gift and its buyer (decision 063): the wrap, the card's message as printed, and
 * the billing details when they are not the shipping details. Nothing for an order that is neither.
 */
export function OrderGiftDetails({
  gift,
  billing,
  shipping,
  headingClassName,
}: {
  gift: OrderGift;
  billing: ShippingDetails;
  shipping: ShippingDetails;
  headingClassName?: string;
}) {
  const { t, tag } = useI18n();
  const separateBilling = JSON.stringify(billing) !== JSON.stringify(shipping);
  if (!gift && !separateBilling) return null;
  return (
    <div className="grid gap-5 text-sm" data-testid="order-gift">
      {gift ? (
        <div>
          <h3 className={headingClassName}>{t('Gift')}</h3>
          <p className="mt-2 text-ink-soft">
            {gift.wrap ? t('Gift-wrapped; no prices in the parcel.') : t('Not wrapped; no prices in the parcel.')}
          </p>
          {gift.message ? (
            <blockquote className="mt-3 border-l border-accent-soft/70 pl-4 font-serif text-lg leading-snug whitespace-pre-line italic">
              {gift.message}
            </blockquote>
          ) : null}
        </div>
      ) : null}
      {separateBilling ? (
        <div>
          <h3 className={headingClassName}>{t('Billed to')}</h3>
          <address className="mt-2 not-italic">
            {[billing.fullName, ...formatAddress(billing, undefined, tag)].map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
            <span className="text-ink-soft">{billing.email}</span>
          </address>
        </div>
      ) : null}
    </div>
  );
}

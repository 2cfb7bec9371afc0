import type { ShippingDetails } from '@/domain/checkout/schemas';
import { formatAddress } from '@/domain/addresses/address';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

/** Where an order goes, as the shopper's order page and the back office's order sheet both show it. */
export function ShippingAddress({
  details,
  className,
  emailClassName,
}: {
  details: ShippingDetails;
  className?: string;
  emailClassName?: string;
}) {
  const { tag } = useI18n();
  return (
    <address className={cn('leading-relaxed not-italic', className)}>
      <span className="block break-words">{details.fullName}</span>
      {/* An order whose customer deleted their account keeps only the name "Deleted customer" and the country. */}
      {/* In the country's order, with the second line and the region (issue #43). */}
      {formatAddress(details, undefined, tag).map((line, i) => (
        <span key={i} className="block break-words">
          {line}
        </span>
      ))}
      {details.email ? (
        <span className={cn('block break-all text-ink-soft', emailClassName)}>{details.email}</span>
      ) : null}
      {details.phone ? <span className="block break-all text-ink-soft tabular-nums">{details.phone}</span> : null}
    </address>
  );
}
